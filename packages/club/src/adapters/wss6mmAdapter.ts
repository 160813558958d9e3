import { Wss6mmOptionsSchema, isBattery, unitType, wss6mm, type ArmyList } from '@muster/wss-6mm';
import {
  CASUALTY_NAMES,
  casualtyCondition,
  firesByPlatoon,
  lossesAfter,
  meleeResultOf,
  orderAfterControl,
  orderAfterRally,
  orderAfterTest,
  preMeleeFires,
  footPursuitHaltDisorders,
  pursuerDisordered,
  pursuesAfterMelee,
  resolveTestAfterPreMeleeFire,
  type MeleeResult,
  type MoraleResult,
  type Order,
  type PreMeleeFire,
  type ResolveResult,
} from '@muster/wss-6mm/mechanics';
import type { ClubCommander, ClubState, ClubTest, ClubUnit } from '../model/ClubSchemas.js';
import {
  newUnit,
  rulesetOptions,
  unitId,
  type ClubAdapter,
  type MoveOrder,
  type ProposedChange,
  type RawOptions,
} from './ClubAdapter.js';
import { wss6mmLabels } from './wss6mmLabels.js';

/** What foot halting after one move of pursuit become, and whether they move again (rulings R54, R55). */
function footHalt(options: RawOptions | undefined): string {
  const o = optionsOf(options);
  const disorder = o.footPursuitHalt === 'always' ? 'DISORDERED (ruling R54)' : 'disordered if they went over 3"';
  const again =
    o.afterPursuitHalt === 'no-other-move'
      ? '; that move is their move: no other orders this activation (ruling R55)'
      : '; they may then be ordered as any unit (ruling R55)';
  return `${disorder}${again}`;
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
function afterTest(mechanic: string, unit: ClubUnit, result: ResolveResult | MoraleResult): ProposedChange | null {
  const before = moraleOrder(unit);
  const next = orderAfterTest(before, result);
  if (next === before) return null;
  const why = `${mechanic}: ${TEST_RESULT_TEXT[next]}`;
  if (next === 'disordered')
    return {
      unit: unit.id,
      patch: unit.order === 'pursuing' ? { disordered: true } : { disordered: true, order: 'disordered' },
      why,
    };
  return { unit: unit.id, patch: { order: next, ...(next === 'routed' ? { routed: true } : {}) }, why };
}
const elementsLeft = (u: ClubUnit): number => Math.max(1, u.size - u.losses);
/** Foot or horse on the movement table; batteries make no compulsory moves. */
const armOf = (u: ClubUnit): 'foot' | 'horse' | null => {
  const type = unitType(u.profile);
  return type ? (type.arm === 'horse' ? 'horse' : 'foot') : null;
};

/** The Movement step: charges, and the fire before a melee that answers or goes with them. */
const MOVEMENT_STEP = 1;

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
 * Why a charged foot unit may not fire before the melee yet, or null: Charges: "Charged Infantry Units, which pass
 * their morale test may attempt to either fire or form Square": the attempt is the ruleset's `fire-or-square`
 * mechanic (its `chargeReactionTest`: 1d20 at or below twice the distance charged), rolled this step, as the
 * battle rolls it before a charged foot unit fires.
 */
function fireAttemptRefused(state: ClubState, u: ClubUnit): string | null {
  if (armOf(u) !== 'foot') return null;
  const attempt = state.stepResolutions
    .filter((r) => r.mechanic === 'fire-or-square' && r.actor === u.id && r.params?.attempt === 'fire')
    .at(-1);
  if (!attempt)
    return `${u.name} is foot: charged, it must first pass its attempt to fire (fire-or-square, attempt fire: 1d20 at or below twice the distance charged) — "Charged Infantry Units, which pass their morale test may attempt to either fire or form Square" (Charges)`;
  if (attempt.outcome.succeeded !== true)
    return `${u.name} failed its attempt to fire (fire-or-square): it cannot fire in time (Charges)`;
  return null;
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
      hint: 'Field batteries fire; each hit on a deployed battery risks its drovers deserting. Hit units take a Resolve test.',
      mechanics: ['artillery', 'drovers', 'resolve'],
    },
    {
      title: '4. Small Arms Fire',
      hint: 'Units fire muskets or pistols by firing elements. Hit units take a Resolve test.',
      mechanics: ['small-arms', 'resolve'],
    },
    {
      title: '5. Melee',
      hint: 'Each side of a melee rolls by fighting elements; the loser takes a Resolve test, and winners may pursue.',
      mechanics: ['melee', 'resolve'],
    },
    {
      title: '6. Morale Tests',
      hint: 'Units that must test take a Morale test; routed, falling back or pursuing units try to rally.',
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
    return unitType(unit.profile)
      ? CASUALTY_NAMES[condition(unit, options)]
      : `${unit.size - unit.losses} gun${unit.size - unit.losses === 1 ? '' : 's'} left`;
  },
  prefill(mechanic, actor, target, { commanders, options }) {
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
            elements: Math.min(5, elementsLeft(actor)),
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
        return actor ? { guns: Math.min(3, elementsLeft(actor)) } : {};
      case 'melee': {
        if (!actor) return {};
        const type = unitType(actor.profile);
        return {
          arm: type?.arm === 'horse' ? 'horse' : 'foot',
          elements: Math.min(7, elementsLeft(actor)),
          disordered: actor.disordered,
          condition: condition(actor, options),
        };
      }
      case 'resolve':
      case 'morale':
      case 'control':
      case 'rally':
      case 'charge':
        if (!actor) return {};
        if (mechanic === 'resolve') return { disordered: actor.disordered, condition: condition(actor, options) };
        if (mechanic === 'morale' || mechanic === 'control')
          return {
            condition: condition(actor, options),
            order: moraleOrder(actor),
            officer: commanders.some((c) => c.attachedTo === actor.id && !c.lost),
          };
        return { condition: condition(actor, options) };
      default:
        return {};
    }
  },
  effects(mechanic, outcome, actor, target, { options, params }) {
    const out: ProposedChange[] = [];
    if ((mechanic === 'small-arms' || mechanic === 'artillery' || mechanic === 'melee') && target) {
      const n = Number(outcome.elements ?? 0);
      const after = lossesAfter(target.size, target.losses, n);
      if (n > 0)
        out.push({
          unit: target.id,
          patch: { losses: after.lost, ...(after.destroyed ? { destroyed: true } : {}) },
          why: `${n} element${n === 1 ? '' : 's'} lost`,
        });
    }
    if ((mechanic === 'resolve' || mechanic === 'morale') && actor) {
      const result = String(outcome.result) as ResolveResult | MoraleResult;
      const change = afterTest(mechanic, actor, result);
      if (change) out.push(change);
      // Rulebook: Melee > Post Melee: "If a unit routs or falls back the winning units will pursue ...
      // A Horse unit pursuing is always disordered." The test's hit difference is the tested unit's: the enemy it
      // names won when it is negative (ruling R53: only winners pursue, unless `meleePursuers: 'any-unit'`).
      const difference = Number(params?.['hit-difference'] ?? 0);
      const pursues = mechanic === 'resolve' && pursuesAfterMelee(meleeResultOf(-difference), optionsOf(options));
      const winner = target && !target.destroyed && !target.routed && pursues ? armOf(target) : null;
      if (target && winner && (result === 'fall-back' || result === 'routed') && target.order !== 'pursuing') {
        const disordered = pursuerDisordered(winner);
        out.push({
          unit: target.id,
          patch: { order: 'pursuing', ...(disordered ? { disordered: true } : {}) },
          why: `pursues ${actor.name}${disordered ? ' (horse pursuing: DISORDERED)' : ''} (Post Melee)`,
        });
      }
    }
    // Rulebook: Rallying: "All units Rallying from any cause will be DISORDERED."
    const rallied = mechanic === 'rally' ? orderAfterRally({ rallied: Number(outcome.rallied) === 1 }) : null;
    if (actor && rallied)
      out.push({
        unit: actor.id,
        patch: { routed: false, disordered: rallied === 'disordered', order: rallied },
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
    if ((mechanic === 'small-arms' || mechanic === 'artillery') && onField(target) && n > 0) {
      out.push(morale(target, 'none', `lost ${n} element${n === 1 ? '' : 's'} to fire`));
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
    if (mechanic === 'melee' && actor && target) {
      // Rulebook: Melee > Post Melee, once both sides of the melee have rolled this step.
      const reply = state.stepResolutions
        .slice(0, -1)
        .reverse()
        .find((r) => r.mechanic === 'melee' && r.actor === target.id && r.target === actor.id);
      if (reply) {
        const taken = { [actor.id]: Number(reply.outcome.elements ?? 0), [target.id]: n };
        const inflicted = (u: ClubUnit) => taken[u.id === actor.id ? target.id : actor.id]!;
        const diff = (u: ClubUnit) => inflicted(u) - taken[u.id]!;
        // "After a round of melee all units taking an element loss should be take a Morale Test."
        for (const u of [actor, target])
          if (onField(u) && taken[u.id]! > 0)
            out.push(
              morale(u, meleeResultOf(diff(u)), `lost ${taken[u.id]} element${taken[u.id] === 1 ? '' : 's'} in melee`),
            );
        const loser = diff(actor) < 0 ? actor : diff(target) < 0 ? target : undefined;
        const able = (u: ClubUnit) => onField(u) && u.order !== 'routed' && u.order !== 'falling-back';
        if (loser) {
          const winner = loser === actor ? target : actor;
          // "The losing units, i.e. that took the most hits should also take a Resolve test."
          if (able(loser))
            out.push(
              resolve(
                loser,
                diff(loser),
                `lost the melee (hit difference ${diff(loser)}) and takes a Resolve test; if it gets better than DISORDERED, ${winner.name} tests too (Post Melee)`,
                { purpose: 'melee-loser', target: winner.id },
              ),
            );
        } else if (optionsOf(state.options).meleeTie === 'all-test') {
          // Ruling R12: a drawn melee: every unit takes a Resolve test.
          for (const [u, other] of [
            [actor, target],
            [target, actor],
          ] as const)
            if (able(u))
              out.push(
                resolve(u, 0, 'the melee is drawn: every unit takes a Resolve test (ruling R12)', { target: other.id }),
              );
        }
      }
    }
    // "If this loser passes this test, i.e. gets a result better than disordered, then all other units in the melee should take Resolve tests."
    if (mechanic === 'resolve' && test?.purpose === 'melee-loser' && outcome.result === 'okay') {
      const winner = state.units.find((u) => u.id === test.target);
      if (onField(winner) && winner.order !== 'routed' && winner.order !== 'falling-back')
        out.push(
          resolve(
            winner,
            -Number(test.params['hit-difference'] ?? 0),
            `the melee's loser held (Okay): the other units in the melee take Resolve tests (Post Melee)`,
            { target: test.unit },
          ),
        );
    }
    return out;
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
  refuse(state, mechanic, actor) {
    // Rulebook: fire in the Movement step is fire before a melee (Charges; Melee > Pre Melee; Small Arms Fire).
    if (mechanic === 'small-arms' && state.step === MOVEMENT_STEP && actor)
      return movementFireRefused(actor, state.options) ?? fireAttemptRefused(state, actor);
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
    return {
      changes: lossesAfter(unit.size, unit.losses, 0).destroyed
        ? [{ unit: unit.id, patch: { destroyed: true }, why: 'every element lost: removed' }]
        : [],
      tests: [],
    };
  },
  nearRouterTest(state, unit, router, waiting) {
    // Rulebook: Morale Tests: each enemy routing within 6" +2, each friend routing within 6" -4.
    const key = router.side === unit.side ? 'friends-routing' : 'enemy-routing';
    const base =
      waiting?.mechanic === 'morale'
        ? waiting.params
        : wss6mmAdapter.prefill('morale', unit, undefined, {
            commanders: state.commanders,
            turn: state.turn,
            options: state.options,
          });
    const count = Math.min(10, Number(base[key] ?? 0) + 1);
    const text = `is within 6" of ${router.name} (ROUTED, ${router.side === unit.side ? 'a friend: -4' : 'an enemy: +2'}) and takes a Morale test (Compulsory Moves; Morale Tests)`;
    return {
      unit: unit.id,
      mechanic: 'morale',
      params: { ...base, [key]: count },
      text: waiting?.mechanic === 'morale' ? `${waiting.text}; also ${text.replace(/^is /, '')}` : text,
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
          text: `pursues at pursuit speed (${arm === 'horse' ? '1d6 + 2' : '1d6 + 1'}") straight after the enemy${arm === 'foot' ? `; foot halt after one move, ${footHalt(state.options)}` : '; horse pursue until rallied'} (Post Melee)`,
          offTable: null,
        });
      }
    }
    return out;
  },
  afterMoveRoll(move, outcome, unit, options) {
    const inches = Number(outcome.inches ?? 0);
    const verb = move.kind === 'rout' ? 'routs' : move.kind === 'fall back' ? 'falls back' : 'pursues';
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
