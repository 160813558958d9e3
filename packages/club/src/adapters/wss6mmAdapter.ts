import { Wss6mmOptionsSchema, isBattery, unitType, wss6mm, type ArmyList } from '@muster/wss-6mm';
import {
  CASUALTY_NAMES,
  casualtyCondition,
  firesByPlatoon,
  frontRankElements,
  gunsRemaining,
  HITS_PER_GUN,
  hitsOnBattery,
  lossesAfter,
  MAX_BATTERY_GUNS,
  chargeReactionAttempt,
  mayReactInFlankOrRear,
  mayCountercharge,
  owesNewFireLossTest,
  meleeResultOf,
  orderAfterControl,
  orderAfterRally,
  orderAfterTest,
  preMeleeFires,
  footPursuitDisorders,
  footPursuitHaltDisorders,
  pursuerDisordered,
  pursuesAfterMelee,
  RALLY_NEEDS,
  rallyContactModifier,
  SMALL_ARMS_TABLE,
  rallyFromOrder,
  resolveTestAfterPreMeleeFire,
  type MeleeResult,
  type MoraleResult,
  type Order,
  type PreMeleeFire,
  type RallyFrom,
  type ResolveResult,
  worse,
} from '@muster/wss-6mm/mechanics';
import type { ClubCommander, ClubSide, ClubState, ClubTest, ClubUnit } from '../model/ClubSchemas.js';
import {
  atRoundStart,
  newUnit,
  rulesetOptions,
  unitId,
  type ClubAdapter,
  type MoveOrder,
  type ProposedChange,
  type RawOptions,
} from './ClubAdapter.js';
import { wss6mmLabels } from './wss6mmLabels.js';

/** What foot halting after one move of pursuit become, and whether they move again (rulings R54, R55, R62). */
function footHalt(options: RawOptions | undefined): string {
  const o = optionsOf(options);
  const disorder = o.footPursuitHalt === 'always' ? 'DISORDERED (ruling R54)' : 'disordered if they went over 3"';
  const again =
    o.afterPursuitHalt === 'no-other-move'
      ? '; that move is their move: no other orders this activation (ruling R55)'
      : '; they may then be ordered as any unit (ruling R55)';
  const halt =
    o.footPursuitRally === 'chosen'
      ? `; then the players rally them there (they halt, ${disorder}) or let them pursue on, DISORDERED once their pursuit is over 3" in all (ruling R62)`
      : `; foot halt after one move, ${disorder}`;
  return `${halt}${again}`;
}

/** Whether horse that countercharged in an enemy brigade's activation move again when theirs activates (ruling R58). */
function afterCountercharge(options: RawOptions | undefined): string {
  return optionsOf(options).afterCountercharge === 'no-other-move'
    ? 'the countercharge is its move for this phase: no other orders when its own brigade activates (ruling R58)'
    : 'it may be ordered as any unit when its brigade activates (ruling R58)';
}

/** The game's options (the club's agreed rulings), read by the ruleset's schema. */
const optionsOf = (raw: RawOptions | undefined) => rulesetOptions(Wss6mmOptionsSchema, raw);

const condition = (u: ClubUnit, options: RawOptions | undefined): 'fresh' | 'blooded' | 'distressed' => {
  const type = unitType(u.profile);
  return type ? casualtyCondition(type, u.losses, optionsOf(options)) : 'fresh';
};
/** The order the Morale test reads (a pursuing unit is steady or disordered as its marker says). */
const moraleOrder = (u: ClubUnit): Order =>
  u.order === 'steady' || u.order === 'disordered' || u.order === 'falling-back' || u.order === 'routed'
    ? u.order
    : u.disordered
      ? 'disordered'
      : 'steady';
const TEST_RESULT_TEXT: Readonly<Record<Order, string>> = {
  steady: 'STEADY',
  disordered: 'DISORDERED',
  'falling-back': 'FALL BACK',
  routed: 'ROUTED — record the units within 6" that have not yet tested for it: each takes a Morale test',
};

/**
 * The unit change a Resolve or Morale result makes, from the ruleset's one consequence (`orderAfterTest`:
 * a test only worsens the order). A pursuing unit that is DISORDERED goes on pursuing, as in the battle.
 */
function afterTest(
  mechanic: string,
  unit: ClubUnit,
  result: ResolveResult | MoraleResult,
  turn: number,
  lostMelee = false,
): ProposedChange | null {
  const before = moraleOrder(unit);
  const tested = orderAfterTest(before, result);
  // Rulebook: Disorder: "Units are disordered by losing in melee", whatever the loser's Resolve result.
  const next = lostMelee ? worse(tested, 'disordered') : tested;
  if (next === before) return null;
  const why =
    next === tested
      ? `${mechanic}: ${TEST_RESULT_TEXT[next]}`
      : `${mechanic}: ${wss6mmLabels.words[result] ?? result}; lost the melee: DISORDERED (Disorder)`;
  if (next === 'disordered')
    return {
      unit: unit.id,
      patch: unit.order === 'pursuing' ? { disordered: true } : { disordered: true, order: 'disordered' },
      why,
    };
  // Rulebook: Rallying: "unless they began their rout, pursuit or Falling Back this move": the turn it began.
  return {
    unit: unit.id,
    patch: { order: next, orderSince: turn, ...(next === 'routed' ? { routed: true } : {}) },
    why,
  };
}
const elementsLeft = (u: ClubUnit): number => Math.max(1, u.size - u.losses);
/**
 * A battery's `size` is its gun models and its `losses` the hits it has taken: "Field Artillery can take four hits
 * before the model is removed" (Casualties; the ruleset's HITS_PER_GUN and gunsRemaining).
 */
const batteryHits = (u: ClubUnit): number => u.size * HITS_PER_GUN;
const gunsLeft = (u: ClubUnit): number => gunsRemaining(u.size, u.losses);
const isBatteryUnit = (u: ClubUnit): boolean => unitType(u.profile) === undefined;
/** Foot or horse on the movement table; batteries make no compulsory moves. */
const armOf = (u: ClubUnit): 'foot' | 'horse' | null => {
  const type = unitType(u.profile);
  return type ? (type.arm === 'horse' ? 'horse' : 'foot') : null;
};

/** What a unit rallies from, by its order (Rallying: from rout, pursuit or fall back). */
const RALLY_FROM: Readonly<Record<string, 'rout' | 'pursuit' | 'fall-back'>> = {
  routed: 'rout',
  pursuing: 'pursuit',
  'falling-back': 'fall-back',
};

/**
 * Whether a waiting Morale test is the test of a unit within 6" of a ROUTED unit (Compulsory Moves): the one Morale test
 * that carries no purpose, as games saved before recorded it (every other says what it is for).
 */
const isRouterTest = (t: ClubTest): boolean => t.mechanic === 'morale' && t.purpose === undefined;
/** The routers within 6" a Morale test's form counts (Morale Tests). */
const routerCounts = (params: ClubTest['params']) => ({
  'enemy-routing': params['enemy-routing'] ?? 0,
  'friends-routing': params['friends-routing'] ?? 0,
});

/** The Movement step: charges, and the fire before a melee that answers or goes with them. */
const MOVEMENT_STEP = 1;
/** The fire and melee steps (3, 4 and 5 of SEQUENCE OF PLAY). */
const [ARTILLERY_STEP, SMALL_ARMS_STEP, MELEE_STEP] = [2, 3, 4];
/** The Morale Tests step (6): the tests owed for losses to fire, then rallying (SEQUENCE OF PLAY; rulings R21, R59). */
const MORALE_STEP = 5;

/** The Morale tests `u` owes for this turn's losses to fire (ruling R59); a count of an earlier turn is spent. */
const testsOwed = (u: ClubUnit, turn: number): number => (u.moraleOwed?.turn === turn ? u.moraleOwed.tests : 0);

/**
 * The Morale tests `u` owes once it loses elements to fire in `step` of `turn`: one more when the ruleset's
 * `owesNewFireLossTest` says so (ruling R59, as the battle counts them); null when the count stays as it is.
 */
function owedAfterLoss(
  u: ClubUnit,
  turn: number,
  step: number,
  options: RawOptions | undefined,
): NonNullable<ClubUnit['moraleOwed']> | null {
  const owed = testsOwed(u, turn);
  const forThisStep = u.moraleOwed?.turn === turn && u.moraleOwed.step === step;
  const newTest = owesNewFireLossTest({ owed, owedForThisStep: forThisStep }, optionsOf(options).fireLossTests);
  return newTest ? { tests: owed + 1, turn, step } : null;
}

/**
 * What `u` tests to rally from in step 6, or null: routed, falling back or pursuing (horse, and foot that pursued on
 * rather than "rally automatically after one move of pursuit", ruling R62), since an earlier turn ("unless they began their rout, pursuit or Falling Back this
 * move", ruling R21) as the battle's moralePhase does; what from is the ruleset's `rallyFromOrder`. A unit the players marked ROUTED by hand has no turn
 * recorded (`orderSince` absent): it began earlier.
 */
function rallyFrom(u: ClubUnit, turn: number): RallyFrom | null {
  if (u.destroyed || armOf(u) === null || (u.orderSince ?? 0) >= turn) return null;
  return rallyFromOrder({
    routed: u.routed || u.order === 'routed',
    fallingBack: u.order === 'falling-back',
    pursuing: u.order === 'pursuing',
  });
}

const RALLY_WORDS: Readonly<Record<RallyFrom, string>> = {
  rout: 'rally from rout',
  pursuit: 'rally from pursuit',
  'fall-back': 'recover from fall back',
};

/** The rally test of `u` in step 6 (Rallying; rulings R21, R60), or null when it does not test. */
function rallyTestOf(state: ClubState, u: ClubUnit): ClubTest | null {
  const from = rallyFrom(u, state.turn);
  if (!from) return null;
  const contact =
    optionsOf(state.options).rallyContact === 'in-melee'
      ? 'in melee (ruling R60, in-melee)'
      : "in melee or its base touches an enemy's base (ruling R60)";
  // Ruling R21: "Units requiring Rallying … may test now": with `rallyTests: chosen` (the battle's default) the players
  // may decline the test.
  const optional = optionsOf(state.options).rallyTests === 'chosen';
  return {
    unit: u.id,
    mechanic: 'rally',
    purpose: 'rally',
    ...(optional ? { optional } : {}),
    params: {
      ...wss6mmAdapter.prefill('rally', u, undefined, {
        commanders: state.commanders,
        turn: state.turn,
        options: state.options,
      }),
      from,
    },
    text: `began its ${from === 'fall-back' ? 'fall back' : from}${u.orderSince === undefined ? '' : ` in turn ${u.orderSince}`} and ${optional ? 'may test' : 'tests'} to ${RALLY_WORDS[from]}: 1d20, ${RALLY_NEEDS[from]} or more; say whether it is "In contact with enemy" (${rallyContactModifier(from)}): ${contact}. "All units Rallying from any cause will be DISORDERED" (Rallying; ruling R21)`,
  };
}

/**
 * The Morale test `u` takes in step 6 for its losses to fire, one of `owed` (ruling R59; R43 for a charger's losses to
 * fire before the melee).
 */
function fireLossTest(state: ClubState, u: ClubUnit, owed: number): ClubTest {
  const ctx = { commanders: state.commanders, turn: state.turn, options: state.options };
  const once = optionsOf(state.options).fireLossTests === 'once';
  const why = once
    ? "one test for all of the turn's losses to fire (ruling R59, once)"
    : owed === 1
      ? 'one test for each step in which it lost elements (ruling R59)'
      : `lost elements to fire in ${owed} steps: one test for each, one after the other; a unit one of them routs takes no more (ruling R59)`;
  return {
    unit: u.id,
    mechanic: 'morale',
    purpose: 'fire-losses',
    params: { ...wss6mmAdapter.prefill('morale', u, undefined, ctx), melee: 'none' },
    text: `lost elements to fire this turn and takes a Morale test: "Whenever a unit loses one or more elements it should take a Morale test" (Casualties), in "6. Morale Tests" (SEQUENCE OF PLAY): ${why}`,
  };
}

/** The next test `u` takes in step 6: a Morale test it still owes for losses to fire, else its rally test. */
function moraleStepTest(state: ClubState, u: ClubUnit): ClubTest | null {
  const owed = testsOwed(u, state.turn);
  if (owed > 0 && !u.destroyed && armOf(u) !== null && u.order !== 'routed' && !u.routed)
    return fireLossTest(state, u, owed);
  return rallyTestOf(state, u);
}

/**
 * The fire before a melee a unit may make, from the ruleset (`preMeleeFires`): the club does not record horse
 * formations, so a P horse unit may fire as a Pf or a Pc unit would.
 */
const preMeleeFiresOf = (u: ClubUnit, options: RawOptions | undefined): PreMeleeFire[] => {
  const type = unitType(u.profile);
  if (!type) return [];
  return preMeleeFires(
    { arm: type.arm, tactics: type.tactics, formation: null, disordered: u.disordered },
    optionsOf(options),
  );
};

/** Why a unit may not fire in the Movement step, or null. Rulebook: Charges; Small Arms Fire; ruling R17. */
function movementFireRefused(u: ClubUnit, options: RawOptions | undefined): string | null {
  if (preMeleeFiresOf(u, options).length > 0) return null;
  const type = unitType(u.profile);
  if (!type) return `${u.name} is a battery: batteries fire in step 3, Artillery Fire`;
  if (type.tactics === 'S')
    return `${u.name} are S horse: "S Horse pistols are assumed to be factored in to their general Melee factors" (Small Arms Fire)`;
  return `${u.name} is DISORDERED: "Pf & Pc Horse may fire when charging or when charged provide they are not DISORGANISED" (Small Arms Fire; ruling R17)`;
}

/**
 * Why a unit may not yet fire or countercharge before the melee for want of its reaction test, or null. The ruleset's
 * `chargeReactionAttempt` says which reactions need it, as the battle's resolveChargeReaction rolls it: Charges:
 * "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square" (1d20 at or below
 * twice the distance charged), and, with ruling R18's `horseReactionRoll`, charged horse that fire or countercharge on
 * the same test, failing which they only stand. The test is the `fire-or-square` mechanic (attempt fire), rolled this
 * step since the charge at the unit. Horse firing as they charge react to nothing: no test.
 */
function reactionAttemptRefused(state: ClubState, u: ClubUnit, reaction: 'fire' | 'countercharge'): string | null {
  const arm = armOf(u);
  const charged = chargedAt(state, u);
  if (arm === null || (arm === 'horse' && charged < 0)) return null;
  if (chargeReactionAttempt(arm, reaction, optionsOf(state.options)) === null) return null;
  const attempt = state.stepResolutions
    .slice(charged + 1)
    .filter((r) => r.mechanic === 'fire-or-square' && r.actor === u.id && r.params?.attempt === 'fire')
    .at(-1);
  if (arm === 'foot') {
    if (!attempt)
      return `${u.name} is foot: charged, it must first pass its attempt to fire (fire-or-square, attempt fire: 1d20 at or below twice the distance charged) — "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square" (Charges)`;
    if (attempt.outcome.succeeded !== true)
      return `${u.name} failed its attempt to fire (fire-or-square): it cannot fire in time (Charges)`;
    return null;
  }
  if (!attempt)
    return `${u.name} must first pass its reaction test ("Fire or form square when charged", attempt fire: 1d20 at or below twice the distance charged): in this game horse react on the foot's test (ruling R18)`;
  if (attempt.outcome.succeeded !== true)
    return `${u.name} failed its reaction test: it only stands, and may not ${reaction} (ruling R18)`;
  return null;
}

/**
 * The rolls of each step whose losses the battle takes together when every unit has rolled: "Fire is simultaneous"
 * (ruling R25: the hits of a fire phase are taken when every unit has fired), and a melee round ("For each unit in
 * combat roll … apply the cumulative hits", Melee > The Combat; the battle rolls every unit of a melee, and a Pc unit's
 * pistols in it, before it applies the hits). Not the fire before a melee in the Movement step: "Casualties lost due to
 * pre combat fire should be removed immediately" (Pre Melee).
 */
const SIMULTANEOUS: Readonly<Record<number, readonly string[]>> = {
  [ARTILLERY_STEP]: ['artillery'],
  [SMALL_ARMS_STEP]: ['small-arms'],
  [MELEE_STEP]: ['melee', 'small-arms'],
};

/** `u` as it stood when the current step's simultaneous round began ({@link SIMULTANEOUS}; losses in hits for a battery). */
function roundStart(u: ClubUnit, step: number | undefined, list: ClubState['stepResolutions'] = []): ClubUnit {
  const mechanics = step === undefined ? undefined : SIMULTANEOUS[step];
  if (!mechanics) return u;
  return atRoundStart(u, list, mechanics, (r) => {
    const n = Number(r.outcome.elements ?? 0);
    return isBatteryUnit(u) ? hitsOnBattery(n, r.mechanic === 'melee' ? 'melee' : 'fire') : n;
  });
}

/**
 * The elements `u` fights with in melee (Melee > The Combat): the front rank of the unit in line (Unit Organisation:
 * its elements over its ranks); a battery fights as one foot element per gun model (ruling R20).
 */
function fightingFrontRank(u: ClubUnit): number {
  const type = unitType(u.profile);
  return type ? frontRankElements(type, elementsLeft(u)) : Math.max(1, gunsLeft(u));
}

/** A melee round of this step: its units, the elements each took, and the hit difference of each side. */
interface MeleeRound {
  readonly units: readonly string[];
  readonly taken: Readonly<Record<string, number>>;
  /** Hits the side inflicted minus hits it took ("the cumulative hits", ruling R26). */
  readonly difference: (side: ClubSide) => number;
  /** The enemy in the round that hit `id` most (else the one it rolled at): the test's target, the pursuer. */
  readonly foeOf: (id: string) => string;
}

/**
 * The melee round `id` fought in this step, once every unit in it has rolled, else null. A round is the units linked
 * by this step's melee rolls (a roll joins its unit and its target): "In combat involving multiple units. Roll for each
 * unit separately, but apply the cumulative hits when determining who should test first and the casualty difference"
 * (Melee > The Combat; ruling R26: the side totals decide the loser and every Resolve test's hit difference, as the
 * battle's meleePhase sums them over the engaged units).
 */
function meleeRound(state: ClubState, id: string): MeleeRound | null {
  const rolls = state.stepResolutions.filter(
    (r): r is typeof r & { actor: string; target: string } =>
      r.mechanic === 'melee' && r.actor !== null && r.target !== null,
  );
  const units = [id];
  // Breadth first: the array iterator also visits the units pushed while it runs.
  for (const unit of units)
    for (const r of rolls)
      for (const [a, b] of [
        [r.actor, r.target],
        [r.target, r.actor],
      ] as const)
        if (a === unit && !units.includes(b)) units.push(b);
  if (!units.every((u) => rolls.some((r) => r.actor === u))) return null;
  const taken: Record<string, number> = Object.fromEntries(units.map((u) => [u, 0]));
  const hitsOn = new Map<string, Map<string, number>>();
  for (const r of rolls) {
    if (!units.includes(r.actor)) continue;
    const n = Number(r.outcome.elements ?? 0);
    taken[r.target] = (taken[r.target] ?? 0) + n;
    const by = hitsOn.get(r.target) ?? new Map<string, number>();
    by.set(r.actor, (by.get(r.actor) ?? 0) + n);
    hitsOn.set(r.target, by);
  }
  const sideOf = (u: string) => state.units.find((x) => x.id === u)?.side;
  const sideTaken = (side: ClubSide) => units.filter((u) => sideOf(u) === side).reduce((n, u) => n + taken[u]!, 0);
  return {
    units,
    taken,
    difference: (side) => sideTaken(side === 'A' ? 'B' : 'A') - sideTaken(side),
    foeOf: (u) => {
      const by = [...(hitsOn.get(u) ?? [])].sort((x, y) => y[1] - x[1]);
      return by[0]?.[0] ?? rolls.find((r) => r.actor === u)!.target;
    },
  };
}

/** The last resolution of `mechanics` by `id` after its melee roll this step, if any. */
function sinceMeleeRoll(state: ClubState, id: string, mechanics: readonly string[]) {
  const list = state.stepResolutions;
  for (let i = list.length - 1; i >= 0; i--) {
    const r = list[i]!;
    if (r.actor !== id) continue;
    if (r.mechanic === 'melee') return undefined;
    if (mechanics.includes(r.mechanic)) return r;
  }
  return undefined;
}

/**
 * Whether a unit of `side` in `round` has passed a Resolve test since its melee roll this step (ruling R5): "If this
 * loser passes this test … then all other units in the melee should take Resolve tests".
 */
function loserPassed(state: ClubState, round: MeleeRound, side: ClubSide): boolean {
  return round.units.some(
    (u) =>
      state.units.find((x) => x.id === u)?.side === side &&
      sinceMeleeRoll(state, u, ['resolve'])?.outcome.passed === true,
  );
}

/**
 * Whether `id` has taken its test after its melee roll this step (a `morale` or `resolve`, or only `mechanic`): a roll
 * that joins the round later reads the round again for the units still to test, not for those that have tested.
 */
const testedSinceRoll = (state: ClubState, id: string, mechanic?: 'morale' | 'resolve'): boolean =>
  sinceMeleeRoll(state, id, mechanic ? [mechanic] : ['morale', 'resolve']) !== undefined;

/** Whether the unit's brigade has failed its activation roll in this step (Brigade activation). */
function activationFailed(state: ClubState, u: ClubUnit): boolean {
  const brigade = new Set(state.units.filter((x) => x.side === u.side && x.group === u.group).map((x) => x.id));
  const rolls = state.stepResolutions.filter(
    (r) => r.mechanic === 'activation' && r.actor !== null && brigade.has(r.actor),
  );
  return rolls.at(-1)?.outcome.activated === false;
}

/** The index in this step's resolutions of the last charge that went in at `u` (its charge test passed), or -1. */
function chargedAt(state: Pick<ClubState, 'stepResolutions'>, u: ClubUnit): number {
  const list = state.stepResolutions;
  for (let i = list.length - 1; i >= 0; i--)
    if (list[i]!.mechanic === 'charge' && list[i]!.target === u.id && list[i]!.outcome.charges === true) return i;
  return -1;
}

/**
 * Why `u` may not fire (small arms, or a foot unit's attempt to fire at a charger) because it has fired at a charger this
 * turn, or null: "the fire at a charger is the unit's fire for the turn: it does not fire in the artillery or small arms
 * phase of that turn" (ruling R37, `reactionFireSpendsVolley`), nor at a second charger, as the battle's
 * chargeReactions offers it no `fire`.
 */
function volleySpent(
  state: ClubState,
  u: ClubUnit,
  mechanic: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string | null {
  const fires = mechanic === 'small-arms' || (mechanic === 'fire-or-square' && params?.attempt === 'fire');
  if (!fires || u.volleyTurn !== state.turn || !optionsOf(state.options).reactionFireSpendsVolley) return null;
  return `${u.name} fired at a charger this turn: "the fire at a charger is the unit's fire for the turn" (ruling R37; the game's reactionFireSpendsVolley)`;
}

/** The rule a charged foot unit reacts by (Charges). */
const FOOT_REACTION =
  '"Charged Infantry Units, which pass their morale test may attempt to either fire or form Square" (Charges)';
/** The rule a charged horse unit countercharges by (Melee > Pre Melee). */
const COUNTERCHARGE =
  '"The receiving unit will take a morale test, successful units may fire and/or countercharge OR Fall Back" (Pre Melee)';

/**
 * Why a charged unit may not react to the charge (attempt to fire or form square, fire), or null: Charges: "Charged
 * units should take a morale test." and "Charged Infantry Units, which pass their morale test may attempt to either
 * fire or form Square"; it stands STEADY, or DISORDERED too by ruling R22 (`chargedUnitStandsOn`), as the battle's
 * resolveCharge reads it.
 */
function chargedReactionRefused(state: ClubState, u: ClubUnit, rule = FOOT_REACTION): string | null {
  const at = chargedAt(state, u);
  if (at < 0)
    return `no charge at ${u.name} is recorded this step: record the charger's charge test (charge) first — ${rule}`;
  const test = state.stepResolutions.slice(at + 1).find((r) => r.mechanic === 'morale' && r.actor === u.id);
  if (!test)
    return `${u.name} was charged: it must first take its Morale test — "Charged units should take a morale test." (Charges)`;
  const result = String(test.outcome.result);
  const stands =
    result === 'steady' ||
    (result === 'disordered' && optionsOf(state.options).chargedUnitStandsOn === 'steady-or-disordered');
  if (stands) return null;
  return `${u.name} did not pass its Morale test when charged (${wss6mmLabels.words[result] ?? result}): ${rule.replace(/\)$/, '; ruling R22)')}`;
}

/**
 * Why a unit charged in its flank or rear may not make `reaction`, or null: the players took its charged Morale test
 * "attacked in flank/rear", and the ruleset's `mayReactInFlankOrRear` answers as the battle's chargeReactions asks it.
 * Melee: "Units hits in the flank or rear are automatically disordered and may not fire" (nor countercharge, ruling
 * R34); foot may still attempt to form square unless `flankChargedSquare` is false (ruling R34).
 */
function flankReactionRefused(
  state: ClubState,
  u: ClubUnit,
  reaction: 'fire' | 'square' | 'countercharge',
): string | null {
  const at = chargedAt(state, u);
  const test = state.stepResolutions.slice(at + 1).find((r) => r.mechanic === 'morale' && r.actor === u.id);
  if (at < 0 || test?.params?.['flank-or-rear'] !== true) return null;
  if (mayReactInFlankOrRear(reaction, optionsOf(state.options))) return null;
  if (reaction === 'square')
    return `${u.name} was charged in the flank or rear: in this game it may only stand or fall back, not form square (ruling R34, flankChargedSquare)`;
  return `${u.name} was charged in the flank or rear: "Units hits in the flank or rear are automatically disordered and may not fire" (Melee)${reaction === 'countercharge' ? '; nor countercharge (ruling R34)' : ''}`;
}

/**
 * Why a horse unit may not countercharge now, or null: Melee > Pre Melee: "The receiving unit will take a morale test,
 * successful units may fire and/or countercharge OR Fall Back", and Charges: "Charged Cavalry Units may either fire or
 * countercharge (s and Pf formations only)" — the charge at it recorded, its Morale test taken and passed
 * (`chargedReactionRefused`), and (the ruleset's `mayCountercharge`) not DISORDERED (ruling R17), as the battle's
 * chargeReactions offers it.
 */
function counterchargeRefused(state: ClubState, u: ClubUnit): string | null {
  const refused = chargedReactionRefused(state, u, COUNTERCHARGE);
  if (refused) return refused;
  const type = unitType(u.profile);
  const firer = { arm: 'horse', tactics: type?.tactics ?? 'S', formation: null, disordered: u.disordered } as const;
  if (!mayCountercharge(firer, optionsOf(state.options)))
    return `${u.name} is DISORDERED: it may not countercharge — "Charged Cavalry Units may either fire or countercharge (s and Pf formations only)" (Charges; ruling R17)`;
  const flank = flankReactionRefused(state, u, 'countercharge');
  if (flank) return flank;
  // Ruling R18 (`horseReactionRoll`): horse react on the foot's 1d20 test; failed, they only stand.
  return reactionAttemptRefused(state, u, 'countercharge');
}

/**
 * 6mm War of the Spanish Succession at the club: initiative, alternating d20 brigade activation, then
 * artillery, small arms, melee and morale phases. Rulebook: SEQUENCE OF PLAY.
 */
export const wss6mmAdapter: ClubAdapter = {
  id: 'wss-6mm',
  ruleset: wss6mm,
  // The bound plugins' mechanics, then the ruleset's others (initiative, activation, move): nothing of the club's own.
  mechanics: (_plugins, bound) => bound,
  pointsSystem: false,
  lossLabel: 'elements lost',
  labels: wss6mmLabels,
  orders: ['steady', 'disordered', 'falling-back', 'routed', 'pursuing'],
  steps: [
    {
      title: '1. Command and Control',
      hint: 'Both Commanders-in-Chief roll; the highest goes first. Units must stay within 12" of their Brigadier.',
      mechanics: ['initiative'],
    },
    {
      title: '2. Movement (1 brigade at a time, alternately)',
      hint: "Alternately, each side tries to activate a brigade: 1d20 at or above the Brigadier's activation score. Within it: compulsory moves (and Morale tests), charges, Morale tests, other movement.",
      mechanics: ['activation', 'move', 'charge', 'fire-or-square', 'morale', 'control'],
      activation: 'group',
      alternate: true,
    },
    {
      title: '3. Artillery Fire',
      hint: 'Field batteries fire. A unit losing elements owes a Morale test, taken in step 6; a battery counts hits (four to a gun), each risking its drovers deserting.',
      mechanics: ['artillery', 'drovers', 'resolve'],
    },
    {
      title: '4. Small Arms Fire',
      hint: 'Units fire muskets or pistols by firing elements (foot: the front rank). A unit losing elements owes a Morale test, taken in step 6.',
      mechanics: ['small-arms', 'resolve'],
    },
    {
      title: '5. Melee',
      hint: 'Each side of a melee rolls by fighting elements; the loser takes a Resolve test, and winners may pursue.',
      mechanics: ['melee', 'resolve'],
    },
    {
      title: '6. Morale Tests',
      hint: 'Units that lost elements to fire take their Morale tests (one for each step of losses, ruling R59), then units whose rout, fall back or pursuit (horse, and foot that pursued on: ruling R62) began in an earlier turn test to rally (ruling R21).',
      mechanics: ['morale', 'rally'],
    },
  ],
  roster(army, side) {
    const list = army as ArmyList;
    const units: ClubUnit[] = [];
    const commanders: ClubCommander[] = [];
    const taken = new Set<string>();
    commanders.push({
      id: unitId(side, 'commander-in-chief', taken),
      side,
      name: list.commander.name,
      rating: 'Commander-in-Chief',
      attachedTo: null,
      lost: false,
      exhausted: false,
    });
    for (const brigade of list.brigades) {
      commanders.push({
        id: unitId(side, `${brigade.id}-brigadier`, taken),
        side,
        name: brigade.brigadier.name,
        rating: brigade.brigadier.rating,
        attachedTo: null,
        lost: false,
        exhausted: false,
      });
      for (const u of brigade.units) {
        const size = isBattery(u) ? u.guns : u.elements;
        const unit = newUnit({
          id: unitId(side, u.id, taken),
          side,
          name: u.name,
          profile: u.type,
          group: brigade.id,
          groupName: brigade.name,
          size,
        });
        units.push({ ...unit, order: 'steady', options: !isBattery(u) && u.battalionGun ? ['battalion-gun'] : [] });
      }
    }
    return { units, commanders };
  },
  condition(unit, _commanders, options) {
    if (unitType(unit.profile)) return CASUALTY_NAMES[condition(unit, options)];
    const guns = gunsLeft(unit);
    // Casualties: "the civilian drovers have deserted and the battery may no longer limber up".
    const drovers = unit.droversDeserted === true ? ', drovers deserted: may no longer limber up' : '';
    return `${guns} gun${guns === 1 ? '' : 's'} left${drovers}`;
  },
  // A battery's track is its hits, four to a gun model (Casualties).
  track: (unit) => (isBatteryUnit(unit) ? batteryHits(unit) : unit.size),
  prefill(mechanic, actor, target, { commanders, options, step, stepResolutions }) {
    let officer: boolean;
    // Each form counts the actor as it stood when the step's simultaneous round began (ruling R25, Melee > The Combat).
    const firer = actor && roundStart(actor, step, stepResolutions);
    switch (mechanic) {
      case 'activation': {
        const brigadier = actor ? commanders.find((c) => c.id === `${actor.side}:${actor.group}-brigadier`) : undefined;
        return brigadier ? { rating: brigadier.rating } : {};
      }
      case 'small-arms': {
        const p: Record<string, number | string | boolean> = {};
        if (actor) {
          const type = unitType(actor.profile);
          Object.assign(p, {
            // Rulebook: Small Arms Fire: "Foot may only fire front rank elements" (the ruleset's frontRankElements,
            // the unit in line, as the battle fires it); horse fire all theirs, the pistol rows stopping at 4.
            elements:
              type?.arm === 'foot'
                ? Math.min(SMALL_ARMS_TABLE.musket.length, frontRankElements(type, elementsLeft(firer!)))
                : Math.min(SMALL_ARMS_TABLE.pistol.length, elementsLeft(firer!)),
            'firer-disordered': actor.disordered,
            // Rulebook: Tactics: PF1 and PF2 foot fire by platoons (+2).
            platoon: type?.arm === 'foot' && firesByPlatoon(type.tactics),
            // Rulebook: Casualties: "Battalion guns are considered lost once the parent battalion becomes DISTRESSED."
            'battalion-gun':
              (actor.options ?? []).includes('battalion-gun') && condition(actor, options) !== 'distressed',
          });
        }
        return p;
      }
      case 'artillery':
        return {
          ...(firer ? { guns: Math.max(1, Math.min(MAX_BATTERY_GUNS, gunsLeft(firer))) } : {}),
          // Rulebook: Artillery Fire: "Target is deployed artillery -2" (the club does not record limbering).
          ...(target && isBatteryUnit(target) ? { 'target-artillery': true } : {}),
        };
      case 'melee': {
        if (!actor) return {};
        const type = unitType(actor.profile);
        return {
          arm: type?.arm === 'horse' ? 'horse' : 'foot',
          // Melee > The Combat: "Only the front rank elements of units may fight" (the unit in line, as the small arms
          // form counts them); "One overlap on each flank may be included": the players add those they see. The round
          // is simultaneous, so elements lost to this round's rolls the unit has not yet answered still fight, and it
          // fights as BLOODED or DISTRESSED only if it was so when the round began.
          elements: fightingFrontRank(firer!),
          disordered: actor.disordered,
          condition: condition(firer!, options),
          // Melee > The Combat: "Opponent falling back +3".
          'opponent-falling-back': target?.order === 'falling-back',
        };
      }
      case 'resolve':
      case 'morale':
      case 'control':
      case 'rally':
      case 'charge':
        if (!actor) return {};
        // Officer Attached: Resolve +2, Morale +2, Rallying +2/+4, Charges -3 foot / -6 horse on the requirement.
        officer = commanders.some((c) => c.attachedTo === actor.id && !c.lost);
        if (mechanic === 'resolve')
          return { disordered: actor.disordered, condition: condition(actor, options), officer };
        if (mechanic === 'morale' || mechanic === 'control')
          return { condition: condition(actor, options), order: moraleOrder(actor), officer };
        if (mechanic === 'rally') {
          const from = RALLY_FROM[actor.order ?? ''];
          return { condition: condition(actor, options), officer, ...(from ? { from } : {}) };
        }
        // Charges: DISORDERED horse +4 on the requirement ("DISORDERED foot may not charge": the form says so).
        return { condition: condition(actor, options), disordered: actor.disordered, officer };
      default:
        return {};
    }
  },
  effects(mechanic, outcome, actor, target, { options, params, test, turn, step, stepResolutions }) {
    const out: ProposedChange[] = [];
    // Ruling R37: "the fire at a charger is the unit's fire for the turn" — a charged unit's fire in the Movement step.
    if (
      mechanic === 'small-arms' &&
      step === MOVEMENT_STEP &&
      actor &&
      chargedAt({ stepResolutions: stepResolutions ?? [] }, actor) >= 0
    )
      out.push({
        unit: actor.id,
        patch: { volleyTurn: turn },
        why: 'fired at its charger: its fire for the turn (ruling R37)',
      });
    if ((mechanic === 'small-arms' || mechanic === 'artillery' || mechanic === 'melee') && target) {
      const n = Number(outcome.elements ?? 0);
      if (n > 0 && isBatteryUnit(target)) {
        // Rulebook: Casualties: a battery takes hits, and loses a gun model for every four (the battle's inflict); an
        // element it loses fighting in melee is a gun, a fire table's element one hit (ruling R20).
        const hits = hitsOnBattery(n, mechanic === 'melee' ? 'melee' : 'fire');
        const lost = Math.min(batteryHits(target), target.losses + hits);
        const guns = gunsRemaining(target.size, lost);
        out.push({
          unit: target.id,
          patch: { losses: lost, ...(guns === 0 ? { destroyed: true } : {}) },
          why: `${hits} hit${hits === 1 ? '' : 's'}: ${guns} gun${guns === 1 ? '' : 's'} left${guns === 0 ? `, silenced (${HITS_PER_GUN} hits a gun)` : ''}`,
        });
      } else if (n > 0) {
        const after = lossesAfter(target.size, target.losses, n);
        // Casualties: "Whenever a unit loses one or more elements it should take a Morale test": for losses to fire,
        // in step 6 (SEQUENCE OF PLAY; rulings R43, R59), counted as the battle's `inflict` counts them. The melee's
        // are tested at once (Post Melee).
        const owed =
          mechanic !== 'melee' && !after.destroyed && step !== undefined
            ? owedAfterLoss(target, turn, step, options)
            : null;
        out.push({
          unit: target.id,
          patch: {
            losses: after.lost,
            ...(after.destroyed ? { destroyed: true } : {}),
            ...(owed ? { moraleOwed: owed } : {}),
          },
          why: `${n} element${n === 1 ? '' : 's'} lost${owed ? ': it owes a Morale test, taken in step 6 (Morale Tests)' : ''}`,
        });
      }
    }
    if ((mechanic === 'resolve' || mechanic === 'morale') && actor) {
      const result = String(outcome.result) as ResolveResult | MoraleResult;
      const change = afterTest(
        mechanic,
        actor,
        result,
        turn,
        mechanic === 'resolve' && test?.purpose === 'melee-loser',
      );
      if (change) out.push(change);
      // Ruling R59: a test owed for losses to fire is taken; a unit one routs takes no more. Ruling R43's
      // `before-melee`: the charger's test is the one its loss in this step owed (the battle's `testedForLosses`).
      const owed = actor.moraleOwed;
      if (mechanic === 'morale' && test?.purpose === 'fire-losses' && owed?.turn === turn)
        out.push({
          unit: actor.id,
          patch: { moraleOwed: { ...owed, tests: result === 'routed' ? 0 : Math.max(0, owed.tests - 1) } },
          why:
            result === 'routed'
              ? 'routed: it takes no more Morale tests (ruling R59)'
              : 'tested for its losses to fire',
        });
      if (mechanic === 'morale' && test?.purpose === 'charger-fire' && owed?.turn === turn && owed.step === step)
        out.push({
          unit: actor.id,
          patch: { moraleOwed: { tests: Math.max(0, owed.tests - 1), turn, step: null } },
          why: 'tested for its losses to fire before the melee: none owed for them in step 6 (ruling R43)',
        });
      // Rulebook: Melee > Post Melee: "If a unit routs or falls back the winning units will pursue ...
      // A Horse unit pursuing is always disordered." The test's hit difference is the tested unit's: the enemy it
      // names won when it is negative (ruling R53: only winners pursue, unless `meleePursuers: 'any-unit'`). The
      // Morale test after a melee round breaks the unit as well: the enemy it names came out of the round as the
      // tested unit's `melee` says, reversed (the battle's meleePhase pursues every unit that broke off).
      const difference = Number(params?.['hit-difference'] ?? 0);
      const enemyResult: MeleeResult | null =
        mechanic === 'resolve'
          ? meleeResultOf(-difference)
          : test?.purpose === 'melee-morale'
            ? meleeResultOf(params?.melee === 'lost' ? 1 : params?.melee === 'won' ? -1 : 0)
            : null;
      const pursues = enemyResult !== null && pursuesAfterMelee(enemyResult, optionsOf(options));
      const winner = target && !target.destroyed && !target.routed && pursues ? armOf(target) : null;
      if (target && winner && (result === 'fall-back' || result === 'routed') && target.order !== 'pursuing') {
        const disordered = pursuerDisordered(winner);
        out.push({
          unit: target.id,
          patch: {
            order: 'pursuing',
            orderSince: turn,
            ...(disordered ? { disordered: true } : {}),
            ...((target.pursued ?? 0) > 0 ? { pursued: 0 } : {}),
          },
          why: `pursues ${actor.name}${disordered ? ' (horse pursuing: DISORDERED)' : ''} (Post Melee)`,
        });
      }
    }
    // Rulebook: Casualties: "a result of 4 or less means that the civilian drovers have deserted and the battery may no
    // longer limber up" (the ruleset's droversDesert; the battle's inflict marks the battery `droversDeserted`).
    if (mechanic === 'drovers' && actor && outcome.deserted === true && actor.droversDeserted !== true)
      out.push({
        unit: actor.id,
        patch: { droversDeserted: true },
        why: 'the civilian drovers have deserted: the battery may no longer limber up (Casualties)',
      });
    // Rulebook: Rallying: "All units Rallying from any cause will be DISORDERED."
    const rallied = mechanic === 'rally' ? orderAfterRally({ rallied: Number(outcome.rallied) === 1 }) : null;
    if (actor && rallied)
      out.push({
        unit: actor.id,
        patch: {
          routed: false,
          disordered: rallied === 'disordered',
          order: rallied,
          ...((actor.pursued ?? 0) > 0 ? { pursued: 0 } : {}),
        },
        why: `rallied: ${TEST_RESULT_TEXT[rallied]} (Rallying)`,
      });
    // Rulebook: Disorder: "Order may be recovered by passing a Control Test."
    const recovered = mechanic === 'control' ? orderAfterControl({ recovered: Number(outcome.recovered) === 1 }) : null;
    if (actor && recovered)
      out.push({
        unit: actor.id,
        patch: { disordered: recovered === 'disordered', order: recovered },
        why: `control test passed: ${TEST_RESULT_TEXT[recovered]} (Disorder)`,
      });
    return out;
  },
  moves(mechanic, outcome, actor, _target, { options, params }) {
    // Ruling R62: after their move of pursuit, foot rally (they halt) or pursue on, as their players choose: the
    // optional move to pursue on; declined, they rally.
    if (
      mechanic === 'move' &&
      params?.mode === 'pursuit' &&
      actor?.order === 'pursuing' &&
      armOf(actor) === 'foot' &&
      optionsOf(options).footPursuitRally === 'chosen'
    ) {
      const o = optionsOf(options);
      const pursued = (actor.pursued ?? 0) + Number(outcome.inches ?? 0);
      const disordered = actor.disordered || footPursuitDisorders(pursued) || o.footPursuitHalt === 'always';
      return [
        {
          unit: actor.id,
          kind: 'pursue on',
          distance: null,
          optional: true,
          roll: null,
          ifBlocked: null,
          offTable: null,
          ifDeclined: {
            text: `rallies after its move of pursuit and halts where it stands${disordered ? ', DISORDERED' : ''} (Post Melee; ruling R62${o.footPursuitHalt === 'always' ? ', R54' : ''})`,
            patch: { order: disordered ? 'disordered' : 'steady', disordered, pursued: 0 },
          },
          text: `may pursue on, at its brigade's next compulsory moves, until rallied ("Foot may rally automatically after one move of pursuit", Post Melee; ruling R62): made — it goes on pursuing; declined — it rallies and halts here`,
        },
      ];
    }
    // Rulebook: Charges: "Charged Cavalry Units may either fire or countercharge". Only the active brigade charges, so
    // horse rolling a charge move before its own brigade has activated this turn is countercharging (ruling R38: its
    // own charge move); ruling R58 says whether its brigade may order it again in this Movement phase.
    if (mechanic !== 'move' || params?.mode !== 'charge' || !actor || actor.activated || armOf(actor) !== 'horse')
      return [];
    const inches = Number(outcome.inches ?? 0);
    return [
      {
        unit: actor.id,
        kind: 'countercharge',
        distance: inches,
        optional: true,
        roll: null,
        ifBlocked: null,
        offTable: null,
        text: `countercharges its charger, up to ${inches}", the two meeting midway (ruling R38); ${afterCountercharge(options)} (Charges)`,
      },
    ];
  },
  testsAfter(mechanic, outcome, actor, target, { state, test }) {
    const ctx = { commanders: state.commanders, turn: state.turn, options: state.options };
    const onField = (u: ClubUnit | undefined): u is ClubUnit => u !== undefined && !u.destroyed && armOf(u) !== null;
    const morale = (u: ClubUnit, melee: MeleeResult, why: string): ClubTest => ({
      unit: u.id,
      mechanic: 'morale',
      params: { ...wss6mmAdapter.prefill('morale', u, undefined, ctx), melee },
      text: `${why} and takes a Morale test: "Whenever a unit loses one or more elements it should take a Morale test" (Casualties)`,
    });
    const resolve = (u: ClubUnit, difference: number, text: string, extra: Partial<ClubTest> = {}): ClubTest => ({
      unit: u.id,
      mechanic: 'resolve',
      params: {
        ...wss6mmAdapter.prefill('resolve', u, undefined, ctx),
        'hit-difference': Math.max(-10, Math.min(10, difference)),
      },
      text,
      ...extra,
    });
    const out: ClubTest[] = [];
    const n = Number(outcome.elements ?? 0);
    // Rulebook: Charges: "Charged units should take a morale test" (every charged unit, also one in melee or falling
    // back; a battery takes none, ruling R20, nor a ROUTED unit, ruling R57), as the battle's resolveCharge does as
    // soon as the charge test passes.
    if (mechanic === 'charge' && outcome.charges === true && actor && onField(target) && target.order !== 'routed') {
      const stands =
        optionsOf(state.options).chargedUnitStandsOn === 'steady-or-disordered' ? 'STEADY or DISORDERED' : 'STEADY';
      out.push({
        unit: target.id,
        mechanic: 'morale',
        params: { ...wss6mmAdapter.prefill('morale', target, undefined, ctx), melee: 'none' },
        target: actor.id,
        purpose: 'charged',
        text: `charged by ${actor.name}: it takes a Morale test ("Charged units should take a morale test"; attacked in flank or rear -2). If it stands (${stands}, ruling R22) it may react: foot attempt to fire or form square, horse fire or countercharge (Charges)`,
      });
    }
    // Rulebook: Casualties: "For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less
    // means that the civilian drovers have deserted" (the ruleset's `drovers`: droversDesert; a limbered battery rolls
    // nothing, one beginning to limber up as ruling R52 says). Drovers that have deserted are gone: no more rolls (the
    // battle's inflict rolls only while `droversDeserted` is not set).
    if (
      (mechanic === 'small-arms' || mechanic === 'artillery' || mechanic === 'melee') &&
      target &&
      isBatteryUnit(target) &&
      !target.destroyed &&
      target.droversDeserted !== true &&
      n > 0
    )
      out.push({
        unit: target.id,
        mechanic: 'drovers',
        // Hits not yet rolled for (fire of another unit this step) add up: the form's rows stop at four.
        params: {
          hits: Math.min(
            HITS_PER_GUN,
            n + Number(state.tests.find((t) => t.unit === target.id && t.mechanic === 'drovers')?.params.hits ?? 0),
          ),
        },
        text: `took ${n} hit${n === 1 ? '' : 's'}: 1d20 for each, 4 or less and the drovers desert — the battery may no longer limber up (Casualties); tick "limbered" if it was limbered (no roll)`,
      });
    if ((mechanic === 'small-arms' || mechanic === 'artillery') && onField(target) && n > 0) {
      // Casualties: the test for losses to fire is taken in step 6 (the adapter's effects count it), save ruling R43's
      // `before-melee`: a charger hit by the fire of the unit it charged tests now, in step iii (the battle's
      // resolveCharge), and that loss owes no test in step 6.
      const charger =
        actor &&
        state.step === MOVEMENT_STEP &&
        optionsOf(state.options).chargerFireMoraleTest === 'before-melee' &&
        state.stepResolutions.some(
          (r) =>
            r.mechanic === 'charge' && r.actor === target.id && r.target === actor.id && r.outcome.charges === true,
        );
      if (charger && target.order !== 'routed')
        out.push({
          ...morale(target, 'none', `charged ${actor.name} and lost ${n} element${n === 1 ? '' : 's'} to its fire`),
          purpose: 'charger-fire',
          text: `charged ${actor.name} and lost ${n} element${n === 1 ? '' : 's'} to its fire: it takes its Morale test now, before the melee; FALL BACK or ROUTED halts the charge, and the loss owes no test in step 6 (ruling R43, before-melee). "Whenever a unit loses one or more elements it should take a Morale test" (Casualties)`,
        });
      // Rulebook: Melee > Pre Melee: "If a receiving unit elects to fire (but not countercharge in the case of Pf or
      // Pc horse) and hits are inflicted the chargers must take a Resolve Test. Combat will occur only if the Resolve
      // test is passed. Note Pf/Pc Horse electing to fire and charge will not cause a Resolve test" (ruling R40).
      const fires =
        actor && mechanic === 'small-arms' && state.step === MOVEMENT_STEP ? preMeleeFiresOf(actor, state.options) : [];
      const testing = fires.filter((f) => resolveTestAfterPreMeleeFire(f, n));
      if (actor && testing.length > 0 && target.order !== 'routed') {
        const hits = `${n} hit${n === 1 ? '' : 's'}, hit difference -${n}`;
        out.push(
          testing.length < fires.length
            ? resolve(
                target,
                -n,
                `took ${actor.name}'s fire before the melee (${hits}). If it charged ${actor.name}, which fired without countercharging, it takes a Resolve test and combat occurs only if it passes; decline the test if ${actor.name} fired as it charged or countercharged: "Pf/Pc Horse electing to fire and charge will not cause a Resolve test" (Pre Melee; ruling R40)`,
                { optional: true, purpose: 'pre-melee-fire' },
              )
            : resolve(
                target,
                -n,
                `charged ${actor.name} and took its fire (${hits}): it takes a Resolve test; combat occurs only if it passes (Pre Melee)`,
              ),
        );
      }
    }
    const able = (u: ClubUnit | undefined): u is ClubUnit =>
      onField(u) && u.order !== 'routed' && u.order !== 'falling-back';
    const waitsMorale = (u: ClubUnit) => state.tests.some((t) => t.unit === u.id && t.mechanic === 'morale');
    /** The Resolve test of `u` after its melee round with `other`; `diff` is its hit difference. */
    const postMelee = (u: ClubUnit, other: ClubUnit, diff: number): ClubTest =>
      diff < 0
        ? resolve(
            u,
            diff,
            `lost the melee (hit difference ${diff}) and takes a Resolve test; it is DISORDERED whatever the result ("Units are disordered by losing in melee"); if it passes, ${other.name} tests too (Post Melee)`,
            { purpose: 'melee-loser', target: other.id },
          )
        : diff > 0
          ? resolve(
              u,
              diff,
              `the melee's loser passed its Resolve test: the other units in the melee take Resolve tests (Post Melee)`,
              { target: other.id },
            )
          : resolve(u, 0, 'the melee is drawn: every unit takes a Resolve test (ruling R12)', { target: other.id });
    // Ruling R59: a unit owing more Morale tests for losses to fire takes the next; once it owes none, it tests to
    // rally if it may (ruling R21; the battle's moralePhase rallies after the tests for losses).
    if (mechanic === 'morale' && test?.purpose === 'fire-losses' && actor && state.step === MORALE_STEP) {
      const next = moraleStepTest(state, actor);
      if (next) out.push(next);
    }
    // A waiting rally test of a unit whose rout or fall back a Morale test has just begun: "unless they began their
    // rout, pursuit or Falling Back this move" — it is declined (the roll is refused).
    const rallyWaiting = actor && state.tests.find((t) => t.unit === actor.id && t.mechanic === 'rally' && !t.optional);
    if (mechanic === 'morale' && actor && rallyWaiting && (actor.orderSince ?? 0) >= state.turn)
      out.push({
        ...rallyWaiting,
        optional: true,
        text: 'began its rout or fall back this turn: no rally test ("unless they began their rout, pursuit or Falling Back this move", Rallying): decline it',
      });
    const drawnTests = optionsOf(state.options).meleeTie === 'all-test';
    if (mechanic === 'melee' && actor && target) {
      // Rulebook: Melee > Post Melee, once every unit of the melee has rolled this step (ruling R26: by side totals).
      const round = meleeRound(state, actor.id);
      for (const id of round?.units ?? []) {
        const u = state.units.find((x) => x.id === id);
        const foe = state.units.find((x) => x.id === round!.foeOf(id));
        if (!u || !foe || testedSinceRoll(state, id)) continue;
        const diff = round!.difference(u.side);
        const lost = round!.taken[id]!;
        // "After a round of melee all units taking an element loss should be take a Morale Test."
        if (onField(u) && lost > 0)
          out.push({
            ...morale(u, meleeResultOf(diff), `lost ${lost} element${lost === 1 ? '' : 's'} in melee`),
            purpose: 'melee-morale',
            target: foe.id,
          });
        // "The losing units, i.e. that took the most hits should also take a Resolve test" (ruling R12: a drawn
        // melee, every unit), after its Morale test: a unit it routs or makes fall back takes none (below).
        else if (able(u) && (diff < 0 || (diff === 0 && drawnTests))) out.push(postMelee(u, foe, diff));
      }
    }
    // The Morale test after a melee round taken: the unit's Resolve test follows, unless the unit is now ROUTED or
    // FALLING BACK (the battle's meleePhase: its Resolve tests come after the Morale tests, and skip those units). A
    // winner tests only if a loser has passed its Resolve test.
    if (mechanic === 'morale' && test?.purpose === 'melee-morale' && able(actor)) {
      const other = state.units.find((u) => u.id === test.target);
      const round = meleeRound(state, actor.id);
      if (other && round) {
        const diff = round.difference(actor.side);
        if (diff < 0 || (diff === 0 && drawnTests) || (diff > 0 && loserPassed(state, round, other.side)))
          out.push(postMelee(actor, other, diff));
      }
    }
    // "If this loser passes this test, i.e. gets a result better than disordered, then all other units in the melee
    // should take Resolve tests" (ruling R5: what passing is, the ruleset's resolvePassed) — a winner still to take its
    // Morale test takes its Resolve test after it.
    if (mechanic === 'resolve' && test?.purpose === 'melee-loser' && outcome.passed === true && actor) {
      const round = meleeRound(state, actor.id);
      const winners = (round?.units ?? [test.target]).flatMap((id) => {
        const u = state.units.find((x) => x.id === id);
        return u && u.side !== actor.side ? [u] : [];
      });
      for (const winner of winners)
        if (able(winner) && !waitsMorale(winner) && !testedSinceRoll(state, winner.id, 'resolve'))
          out.push(
            postMelee(
              winner,
              state.units.find((u) => u.id === (round?.foeOf(winner.id) ?? test.unit))!,
              round ? round.difference(winner.side) : -Number(test.params['hit-difference'] ?? 0),
            ),
          );
    }
    // A Morale test followed by the test for routers within 6" (Compulsory Moves): that test follows the unit's next
    // Morale test for another cause (the routers counted in it too), else it is taken now, on the unit as this test
    // left it — unless it routed (the battle's routerTests: a ROUTED unit takes none).
    const then = mechanic === 'morale' ? test?.then : undefined;
    if (then && onField(actor) && actor.order !== 'routed' && !actor.routed) {
      const follow: ClubTest = {
        ...then,
        params: {
          ...then.params,
          ...wss6mmAdapter.prefill('morale', actor, undefined, ctx),
          ...routerCounts(then.params),
        },
      };
      const next = out.findIndex((t) => t.unit === actor.id && t.mechanic === 'morale');
      if (next >= 0)
        out[next] = { ...out[next]!, params: { ...out[next]!.params, ...routerCounts(then.params) }, then: follow };
      else out.push(follow);
    }
    return out;
  },
  stepTests(state) {
    // SEQUENCE OF PLAY: "6. Morale Tests": the tests owed for losses to fire (ruling R59), then rallying (ruling R21).
    if (state.step !== MORALE_STEP) return [];
    return state.units.flatMap((u) => moraleStepTest(state, u) ?? []);
  },
  groupActivationTest(state, units) {
    // Rulebook: Command and Control > Brigade activation: "1d20 equal to or greater than the brigadier's activation score".
    const first = units.find((u) => !u.destroyed) ?? units[0];
    if (!first) return null;
    const brigadier = state.commanders.find((c) => c.id === `${first.side}:${first.group}-brigadier`);
    if (!brigadier) return null;
    return {
      unit: first.id,
      mechanic: 'activation',
      params: { rating: brigadier.rating },
      purpose: 'brigade',
      text: `${first.groupName}: ${brigadier.name} (${brigadier.rating}) rolls 1d20 to activate the brigade (Brigade activation)`,
    };
  },
  refuse(state, mechanic, actor, _target, params) {
    if (mechanic === 'rally' && actor && state.step === MORALE_STEP) {
      // The battle's moralePhase: the Morale tests first, then rallying, of units whose state began in an earlier turn.
      if (state.tests.some((t) => t.unit === actor.id && t.mechanic === 'morale'))
        return `${actor.name} takes its Morale test first: rallying follows the Morale tests (Morale Tests; ruling R21)`;
      if (RALLY_FROM[actor.order ?? ''] && (actor.orderSince ?? 0) >= state.turn)
        return `${actor.name} began its ${actor.order === 'pursuing' ? 'pursuit' : actor.order === 'routed' ? 'rout' : 'fall back'} this turn: "Units requiring Rallying … may test now, unless they began their rout, pursuit or Falling Back this move" (Rallying; ruling R21)`;
    }
    // Ruling R37: the fire at a charger is the unit's fire for the turn, at a second charger or in the fire steps.
    const spent = actor ? volleySpent(state, actor, mechanic, params) : null;
    if (spent) return spent;
    // Rulebook: fire in the Movement step is fire before a melee (Charges; Melee > Pre Melee; Small Arms Fire).
    if (mechanic === 'small-arms' && state.step === MOVEMENT_STEP && actor)
      return (
        movementFireRefused(actor, state.options) ??
        // Charged horse fire only if they stand; charged foot through their attempt to fire, which needs it too.
        (armOf(actor) === 'horse' && chargedAt(state, actor) >= 0 ? chargedReactionRefused(state, actor) : null) ??
        flankReactionRefused(state, actor, 'fire') ??
        reactionAttemptRefused(state, actor, 'fire')
      );
    if (mechanic === 'fire-or-square' && actor)
      return (
        chargedReactionRefused(state, actor) ??
        flankReactionRefused(state, actor, params?.attempt === 'square' ? 'square' : 'fire')
      );
    // A horse unit's charge move before its brigade has activated is a countercharge (as `moves` reads it): only
    // after the charge at it and its Morale test, passed (Melee > Pre Melee; Charges).
    if (mechanic === 'move' && params?.mode === 'charge' && actor && !actor.activated && armOf(actor) === 'horse') {
      const refused = counterchargeRefused(state, actor);
      if (refused) return refused;
    }
    if ((mechanic === 'charge' || mechanic === 'move') && actor && activationFailed(state, actor)) {
      // Rulebook: Brigade activation: failed, "it may not (other than compulsory movement)": the moves the club
      // dictates (state.moves), and a countercharge answering a charge at the unit (Charges), are still rolled.
      const dictated = state.moves.some((m) => m.unit === actor.id && m.roll?.mechanic === 'move');
      if (mechanic === 'move' && (dictated || chargedAt(state, actor) >= 0)) return null;
      return `${actor.groupName} failed its activation roll: "otherwise it may not (other than compulsory movement)" — ${actor.name} may not ${mechanic === 'charge' ? 'charge' : 'move'} this Movement step (Brigade activation)`;
    }
    if (mechanic !== 'activation') return null;
    const waiting = state.tests.filter((t) => t.mechanic === 'activation');
    const brigade = (id: string) => state.units.find((u) => u.id === id);
    if (waiting.length === 0) return 'activate a brigade first: its Brigadier then rolls for it (Brigade activation)';
    if (!actor || !waiting.some((t) => brigade(t.unit)?.group === actor.group && brigade(t.unit)?.side === actor.side))
      return `the activation roll is for ${waiting.map((t) => brigade(t.unit)?.groupName ?? t.unit).join(', ')}${actor ? `, not ${actor.name} of ${actor.groupName}` : ''}`;
    return null;
  },
  afterLossesTyped(_state, unit) {
    // Rulebook: Casualties: all casualties are element loss; a unit with every element lost is gone.
    const gone = isBatteryUnit(unit) ? gunsLeft(unit) === 0 : lossesAfter(unit.size, unit.losses, 0).destroyed;
    return {
      changes: gone
        ? [
            {
              unit: unit.id,
              patch: { destroyed: true },
              why: isBatteryUnit(unit)
                ? `every gun lost (${HITS_PER_GUN} hits a gun): removed`
                : 'every element lost: removed',
            },
          ]
        : [],
      tests: [],
    };
  },
  nearRouterTest(state, unit, router, waiting) {
    // Rulebook: Compulsory Moves: "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit
    // before should take a Morale test": a test of its own, after any other Morale test the unit owes (the battle's
    // moralePhase: the tests for losses, then routerTests). One test covers every new router (routerTests).
    // Morale Tests: each enemy routing within 6" +2, each friend routing within 6" -4.
    const key = router.side === unit.side ? 'friends-routing' : 'enemy-routing';
    const counted = (params: ClubTest['params']) => ({ ...params, [key]: Math.min(10, Number(params[key] ?? 0) + 1) });
    const text = `is within 6" of ${router.name} (ROUTED, ${router.side === unit.side ? 'a friend: -4' : 'an enemy: +2'}) and takes a Morale test (Compulsory Moves; Morale Tests)`;
    const waitingMorale = waiting?.mechanic === 'morale' ? waiting : undefined;
    // The unit's test for routers already waiting (alone, or after its test for another cause) counts this one too.
    const own = waitingMorale && isRouterTest(waitingMorale) ? waitingMorale : waitingMorale?.then;
    const test: ClubTest = own
      ? { ...own, params: counted(own.params), text: `${own.text}; also ${text.replace(/^is /, '')}` }
      : {
          unit: unit.id,
          mechanic: 'morale',
          params: counted({
            ...wss6mmAdapter.prefill('morale', unit, undefined, {
              commanders: state.commanders,
              turn: state.turn,
              options: state.options,
            }),
            ...(waitingMorale ? routerCounts(waitingMorale.params) : {}),
          }),
          text,
        };
    if (!waitingMorale || isRouterTest(waitingMorale)) return test;
    // A Morale test the unit owes for another cause (charged, losses) is taken first, the router counted in it as in
    // every Morale test; the test for the router follows it.
    return {
      ...waitingMorale,
      params: counted(waitingMorale.params),
      text: waitingMorale.then
        ? waitingMorale.text
        : `${waitingMorale.text}. Then, as a test of its own, a Morale test for ${router.name} routing within 6" (Compulsory Moves)`,
      then: test,
    };
  },
  compulsoryMoves(state, units) {
    // Rulebook: Compulsory Moves: "Units which are FALLING BACK, ROUTED or Pursuing should be moved at this point."
    const out: MoveOrder[] = [];
    for (const u of units) {
      const arm = armOf(u);
      if (!arm || u.destroyed) continue;
      const base = { unit: u.id, distance: null, optional: false, ifBlocked: null };
      if (u.order === 'routed') {
        out.push({
          ...base,
          kind: 'rout',
          roll: { mechanic: 'move', params: { arm, mode: 'routing' } },
          text: `flees to the rear at rout speed (${arm === 'horse' ? '1d6 × 3' : '1d6 × 2'}"), flowing around friends; units within 6" that have not yet tested for it take a Morale test (Routed)`,
          offTable: 'fled the field',
        });
      } else if (u.order === 'falling-back') {
        out.push({
          ...base,
          kind: 'fall back',
          roll: { mechanic: 'move', params: { arm, mode: 'fall-back' } },
          text: `falls back a normal move (${arm === 'horse' ? '1d6 × 2' : '1d6'}") facing the enemy; if the enemy contacts it, it routs (Falling Back)`,
          offTable: 'fell back off the table',
        });
      } else if (u.order === 'pursuing') {
        out.push({
          ...base,
          kind: 'pursuit',
          roll: { mechanic: 'move', params: { arm, mode: 'pursuit' } },
          text: `pursues at pursuit speed (${arm === 'horse' ? '1d6 + 2' : '1d6 + 1'}") straight after the enemy${arm === 'foot' ? footHalt(state.options) : '; horse pursue until rallied'} (Post Melee)`,
          offTable: null,
        });
      }
    }
    return out;
  },
  afterMoveRoll(move, outcome, unit, options) {
    const inches = Number(outcome.inches ?? 0);
    const verb = move.kind === 'rout' ? 'routs' : move.kind === 'fall back' ? 'falls back' : 'pursues';
    if (move.kind === 'pursuit' && armOf(unit) === 'foot' && optionsOf(options).footPursuitRally === 'chosen') {
      // Ruling R62: "Foot may rally automatically after one move of pursuit": they halt only if their players rally
      // them (the optional "pursue on" move that follows, `moves`); "If a Foot unit pursues for over 3" it is
      // disordered", over all their moves of pursuit.
      const pursued = (unit.pursued ?? 0) + inches;
      const disorders = footPursuitDisorders(pursued) && !unit.disordered;
      const changes: ProposedChange[] = [
        {
          unit: unit.id,
          patch: { pursued, ...(disorders ? { disordered: true } : {}) },
          why: disorders
            ? `pursued ${pursued}" in all, over 3": DISORDERED (Post Melee)`
            : `pursued ${pursued}" in all`,
        },
      ];
      return {
        distance: inches,
        text: `pursues ${inches}"${disorders ? ': over 3" of pursuit, DISORDERED' : ''}`,
        changes,
      };
    }
    if (move.kind === 'pursuit' && armOf(unit) === 'foot') {
      // Rulebook: Post Melee: "Foot may rally automatically after one move of pursuit. If a Foot unit pursues for over
      // 3" it is disordered" (ruling R54: or at every halt, `footPursuitHalt: 'always'`).
      const disorders = footPursuitHaltDisorders(inches, optionsOf(options));
      const why = !disorders
        ? ''
        : inches > 3
          ? ': over 3", DISORDERED'
          : ': DISORDERED, as every unit rallying (ruling R54)';
      const changes: ProposedChange[] = [
        {
          unit: unit.id,
          patch: disorders
            ? { order: 'disordered', disordered: true }
            : { order: unit.disordered ? 'disordered' : 'steady' },
          why: `foot pursue one move and halt${why} (Post Melee)`,
        },
      ];
      return { distance: inches, text: `pursues ${inches}" and halts${disorders ? ', DISORDERED' : ''}`, changes };
    }
    return {
      distance: inches,
      text: `${verb} ${inches}"${move.kind === 'fall back' ? ' facing the enemy' : move.kind === 'rout' ? ' to the rear' : ''}`,
      changes: [],
    };
  },
};
