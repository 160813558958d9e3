import { getProfile, hasProfile, tercios, TerciosOptionsSchema, type ArmyFile } from '@muster/tercios';
import {
  ORDER_CARDS,
  ORDER_IDS,
  TRAITS,
  allRules,
  battleEnd,
  canInteract,
  determinedAgainst,
  DURATION_LAST_TURN,
  commandersLost,
  firstValue,
  followingUnits,
  hasEffect,
  initiativeClaim,
  isFresh,
  isWeary,
  resolveUnit,
  routPoints,
  type FollowingUnit,
  type OrderId,
  type TraitId,
} from '@muster/tercios/mechanics';
import { plainWords } from '../model/plainWords.js';
import type { ArmyCommander } from '@muster/tercios/schemas';
import type { ClubCommander, ClubState, ClubTest, ClubUnit } from '../model/ClubSchemas.js';
import {
  newUnit,
  rulesetOptions,
  unitId,
  type ClubAdapter,
  type ClubContext,
  type MoveOrder,
  type ProposedChange,
  type RawOptions,
} from './ClubAdapter.js';
import { terciosLabels } from './terciosLabels.js';
import {
  allowedReactions,
  effectiveProfile,
  joinIds,
  staminaWith,
  terciosClubMechanics,
  withCommanderNamed,
} from './terciosClubMechanics.js';

/** The unit's effective profile (card, options, Elite, Commanded Shot), or undefined for an unknown card. */
const profileOf = (u: ClubUnit) => {
  if (!hasProfile(u.profile)) return undefined;
  try {
    return effectiveProfile({ profile: u.profile, options: u.options ?? [] }, 'options');
  } catch {
    return getProfile(u.profile); // options changed by hand into something the card refuses: the form says why
  }
};
/** The commander attached to a unit (not lost), if any. */
const attachedTo = (u: ClubUnit | undefined, commanders: readonly ClubCommander[]) =>
  u ? commanders.find((c) => c.attachedTo === u.id && !c.lost) : undefined;
const abilitiesOf = (u: ClubUnit | undefined, commanders: readonly ClubCommander[]) =>
  joinIds(attachedTo(u, commanders)?.abilities ?? []);
const abilities = (c: ArmyCommander): string[] => [...(c.virtues ?? []), ...(c.traits ?? [])];
/** The most rout points the ruleset's rout test counts (its `rout-points` parameter). */
const ROUT_POINTS_MAX = 12;

/** Whether the unit's card (its rules and options, as the ruleset reads them) has this rule effect. */
const cardHas = (u: ClubUnit, effect: Parameters<typeof hasEffect>[1]): boolean => {
  const card = profileOf(u);
  return card !== undefined && hasEffect({ ...card, rules: allRules(card) }, effect);
};

/** Impetuous (the card's rules and options, as the ruleset reads them), fresh, with an order other than Assault!. */
const impetuousNow = (u: ClubUnit, order: unknown): boolean => {
  const card = profileOf(u);
  return (
    card !== undefined &&
    hasEffect({ ...card, rules: allRules(card) }, 'impetuous') &&
    isFresh(u.losses) &&
    order !== 'assault'
  );
};

/** The unit's wear track: its Stamina, +1 with a Zeal commander attached (the ruleset's `staminaOf`). */
const trackOf = (u: ClubUnit, commanders: readonly ClubCommander[]): number => {
  if (!hasProfile(u.profile)) return u.size;
  try {
    return staminaWith({ profile: u.profile, options: u.options ?? [] }, attachedTo(u, commanders)?.abilities ?? []);
  } catch {
    return u.size; // options or abilities changed by hand into something the ruleset refuses: the card's size
  }
};
const tokens = (options: readonly string[] | undefined, extra: readonly string[]) => [...(options ?? []), ...extra];

/**
 * What a move outcome of the club melee (`retreat 8"`, `may advance 3"`) dictates on the table; `blockedDm`, the Dm the
 * ruleset's combat gives for the move not made in full (the outcome's `<side>-blocked-dm`; absent, the rule's one).
 */
function meleeMove(text: unknown, unit: ClubUnit, blockedDm: unknown): MoveOrder | null {
  const m = /^(may )?([a-z-]+) (\d+(?:\.\d+)?)"( \(turn to face first\))?$/.exec(String(text));
  if (!m) return null;
  const [, may, kind, inches, face] = m;
  const distance = Number(inches);
  // Rulebook: Combat > Retreat / Disengagement: a unit that cannot complete the move takes 1 Dm; a Calm commander spares
  // it (ruling Calm, calmTrait: the Retreat too by default), as the ruleset's combat says (resolveMelee's wearIfBlocked).
  const dm = blockedDm === undefined ? 1 : Number(blockedDm);
  const ifBlocked =
    dm > 0 ? { text: `could not complete its ${kind}: ${dm} Dm (Combat)`, losses: dm, patch: {} } : null;
  const base = { unit: unit.id, distance, optional: may !== undefined, roll: null, offTable: null };
  switch (kind) {
    case 'retreat':
      return {
        ...base,
        kind,
        text: `retreats ${distance}" (double its Speed) with its back to the enemy, in Disorder (Combat > Retreat)`,
        ifBlocked,
      };
    case 'disengage':
      return {
        ...base,
        kind,
        text: `disengages ${distance}" back from the enemy, keeping its facing${face ? ', after turning to face the enemy' : ''} (Combat > Disengagement)`,
        ifBlocked,
      };
    case 'pursuit':
      return {
        ...base,
        kind,
        text: `pursues ${distance}" (its Speed) straight ahead: the retreating infantry is caught and destroyed (Cavalry > Pursuit)`,
        ifBlocked: null,
      };
    case 'advance':
      return {
        ...base,
        kind,
        text: `may advance ${distance}" in the direction of its charge (Combat > Advance)`,
        ifBlocked: null,
      };
    case 'withdraw':
      return {
        ...base,
        kind,
        text: `may withdraw ${distance}" to leave a gap between the units (Combat > Disengagement)`,
        ifBlocked: null,
      };
    default:
      return null;
  }
}

/**
 * Reactions > Assault!: "If the unit reacts against an enemy's assault (charge), it is a counter-charge. The two units
 * are brought into contact halfway and both benefit from the bonus linked to the Assault! order": whether `defender`
 * passed a counter-charge reaction against `charger` in this step (the Activation step: this turn) and their combat is
 * not fought yet (the battle's `acting.counterCharge`, read by chargeCombat).
 */
function counterCharged(list: ClubContext['stepResolutions'], charger: string, defender: string): boolean {
  return reacted(list, 'counter-charge', charger, defender);
}

/**
 * Whether `reactor` passed a `kind` reaction (counter-charge, interception) against `enemy` in this step, their combat
 * not fought since (the melee between them, either way round).
 */
function reacted(
  list: ClubContext['stepResolutions'],
  kind: 'counter-charge' | 'interception',
  enemy: string,
  reactor: string,
): boolean {
  for (const r of [...(list ?? [])].reverse()) {
    if (r.mechanic === 'melee' && [r.actor, r.target].includes(enemy) && [r.actor, r.target].includes(reactor))
      return false;
    if (r.mechanic === 'reaction' && r.actor === reactor && r.target === enemy)
      return r.params?.reaction === kind && r.outcome.passed === 1;
  }
  return false;
}

/** A commander's rank, as the roster records it (`rank N`, `rank N (Commander-in-Chief)`); undefined if unreadable. */
function rankOf(c: ClubCommander): number | undefined {
  const m = /\brank (\d+)/.exec(c.rating);
  return m ? Number(m[1]) : undefined;
}

/** Whether the roster records the commander as the Commander-in-Chief (`rank N (Commander-in-Chief)`). */
const isCommanderInChief = (c: ClubCommander): boolean => c.rating.includes('Commander-in-Chief');

/**
 * Why `unit` may not shoot now, or null. Order Cards: Ready! "may not carry out the same action twice", Fire! "delivers
 * a volley", Run! "may neither shoot nor charge" (Assault! charges, Resist! regroups); Reactions: a reaction reveals and
 * uses the card, a failed one loses it ("can no longer be activated"). The battle offers a shot only to the acting unit
 * with Ready! or Fire!, once (game/resolve.ts), and a unit that reacted has acted: a unit shoots at most once a turn (a
 * reaction shot is the club's `reaction`; a shot the form marks as a reaction is the players' own).
 */
function shotRefused(state: ClubState, unit: ClubUnit): string | null {
  const order = unit.order;
  // The cards whose actions include a shot (Order Cards: Ready! and Fire!; Run! "may neither shoot nor charge").
  const card = order !== null && isOrderId(order) ? ORDER_CARDS[order] : undefined;
  if (card && !card.actions.includes('shoot'))
    return `${unit.name} has ${card.name}: only ${SHOOTING_CARDS} shoot (Order Cards)`;
  // The Activation step's resolutions are the turn's (the step starts again each turn).
  const interceptors = new Set<string>();
  for (const r of state.stepResolutions) {
    // Reactions > Assault!: "If the combat that follows is lost by the reacting unit, the enemy may continue its
    // activation. Otherwise, the enemy's activation ends" (the battle's interruptedUnlessWon).
    if (
      r.mechanic === 'reaction' &&
      r.target === unit.id &&
      r.params?.reaction === 'interception' &&
      r.outcome.passed === 1
    )
      interceptors.add(r.actor ?? '');
    if (r.mechanic === 'melee' && r.target === unit.id && r.actor !== null && interceptors.has(r.actor)) {
      interceptors.delete(r.actor);
      if (r.outcome.winner !== 'defender')
        return `${unit.name} was intercepted and did not win the combat: "Otherwise, the enemy's activation ends" (Reactions > Assault!)`;
    }
    if (r.actor !== unit.id) continue;
    if (r.mechanic === 'shoot')
      return `${unit.name} has already shot this turn: Fire! delivers one volley, and Ready! "may not carry out the same action twice" (Order Cards)`;
    if (r.mechanic === 'reaction')
      return `${unit.name} has reacted this turn: the reaction used its Order card (or lost it), and it shoots no more (Reactions)`;
    if (r.mechanic === 'activation' && r.outcome.passed === 0)
      return `${unit.name} failed its order test: "the order is lost and the unit can no longer be activated" (Order Cards > Testing Orders)`;
  }
  return null;
}
const isOrderId = (o: string): o is OrderId => (ORDER_IDS as readonly string[]).includes(o);
/** The cards that shoot, by name ("Ready! and Fire!"). */
const SHOOTING_CARDS = ORDER_IDS.filter((o) => ORDER_CARDS[o].actions.includes('shoot'))
  .map((o) => ORDER_CARDS[o].name)
  .join(' and ');

/** The regiment (club group) a commander leads, as the roster names it (`<side>:<group>-commander`); null: the C-C. */
const regimentOf = (c: ClubCommander): string | null => /^[AB]:(.+)-commander(?:-\d+)?$/.exec(c.id)?.[1] ?? null;

/**
 * Command: "While the C-C may interact with all the troops of the army, the other commanders may do so only with the
 * units of their own regiment" (Reputation: any unit): the ruleset's `canInteract`, as the battle's mayCommand asks it
 * (`command`). A unit of an unknown card is kept commandable.
 */
function mayInteract(c: ClubCommander, u: ClubUnit): boolean {
  const card = profileOf(u);
  if (!card) return true;
  return canInteract(
    { traits: (c.abilities ?? []) as TraitId[], commanderInChief: isCommanderInChief(c) },
    { ...card, rules: allRules(card) },
    { sameRegiment: regimentOf(c) === u.group },
    'command',
  );
}

/** The game's options (the club's agreed rulings), read by the ruleset's schema. */
const optionsOf = (raw: RawOptions | undefined) => rulesetOptions(TerciosOptionsSchema, raw);

/** The commander a commander's test names on its form (`commander`: its id or name in the game), not lost. */
const namedCommander = (
  commanders: readonly ClubCommander[],
  params: Readonly<Record<string, unknown>> | undefined,
): ClubCommander | undefined => {
  const given = params?.commander;
  const named = (typeof given === 'string' ? given : 'none').trim().toLowerCase();
  return commanders.find((x) => !x.lost && (x.id.toLowerCase() === named || x.name.toLowerCase() === named));
};

/** The Activation step's hint: who activates (Liber Militum's commanders first), then what every activation does. */
// Rulebook: Movement > Overlap: "the commander may choose to join the unit that it passes through. If that is not its
// wish, and unlike artillery, it may be placed one inch from the unit, but on any side of it" (the battle's
// `passed-through`); joining Exhausts it (commanderChanged). When: at the passing, before the charge's combat or the
// reaction that follows (option battle.passedThroughWhen `at-passing`), or once the activation's step is over
// (`after-decision`).
const PASSED_COMMANDER =
  'A unit that passes through a friendly commander: that commander’s player chooses to join the unit (attach it under Commanders: it is then Exhausted) or to place it 1" from the unit, on any side.';
const PASSED_WHEN = {
  'at-passing': 'It chooses as soon as it is passed, before the charge’s combat or the reaction that follows.',
  'after-decision': 'It chooses once the move, the charge’s combat or the reaction that follows is over.',
} as const;
const activateCommander = (when: keyof typeof PASSED_WHEN) =>
  `Players alternate: activate a commander (optional: tick it as activated, exhausted, under Commanders), then a unit, and reveal its Order card. ${PASSED_COMMANDER} ${PASSED_WHEN[when]}`;
const ACTIVATION =
  'A unit with Dm tests its order first (the app asks for the roll; a fresh unit needs none). Record each charge declared (and each enemy come within 3" of the front centre of a unit) under Charges and approaches: the app offers the reaction its order allows. Resolve shooting (Caracole after firing), charges, reactions and tests as they happen. When neither side has a unit left to activate, the turn ends.';

/**
 * Liber Militum: Tercios at the club: order planning, initiative, alternating activations.
 * Rulebook: Game Sequence > The Turn.
 */
/**
 * A club unit as the ruleset's `followingUnits` reads it (Brigade, Horde, Coordinator): its side, its group as the
 * regiment, the rules on its card, and `free` as the caller judges it (on the field; not yet activated, when units act).
 */
function followingOf(u: ClubUnit, free: boolean): FollowingUnit {
  return {
    id: u.id,
    side: u.side,
    regiment: u.group,
    brigade: cardHas(u, 'shared-order'),
    horde: cardHas(u, 'paired-activation'),
    free,
  };
}

/**
 * Automatic Kingdoms Traits > Selfless: "a unit attached to this commander that fails a rout test may re-roll its
 * dice. The commander is killed even if the second test succeeds." The question the club asks once `unit`'s test has
 * failed (ruling Selfless re-roll, `ask`): its re-roll, a rout test of its Dm beyond its Stamina as it now stands
 * (`selfless-reroll` `second-roll`: the commander killed whatever the result), which the players may decline (the
 * unit then leaves the field: `declined`).
 */
function selflessQuestion(state: ClubState, unit: ClubUnit): ClubTest {
  const params = {
    ...terciosAdapter.prefill('rout-test', unit, undefined, {
      commanders: state.commanders,
      turn: state.turn,
      options: state.options,
    }),
    'selfless-reroll': 'second-roll',
  };
  return {
    unit: unit.id,
    mechanic: 'rout-test',
    params,
    text: 'failed its rout test, a Selfless commander attached: roll it again, and the commander is killed even if the second test succeeds, or decline and the unit leaves the field (Automatic Kingdoms Traits > Selfless)',
    purpose: 'selfless',
    optional: true,
  };
}

export const terciosAdapter: ClubAdapter = {
  id: 'tercios',
  ruleset: tercios,
  // The ruleset's shoot, melee and order test with each unit's options, rules and attached commander, the
  // activation and the reaction: each rolls through the bound plugins (see terciosClubMechanics).
  mechanics: (plugins, bound, options) => {
    const club = terciosClubMechanics(plugins, optionsOf(options));
    return [
      ...bound.map((m) =>
        m.id === 'shoot'
          ? club.shoot
          : m.id === 'melee'
            ? club.melee
            : m.id === 'order-test'
              ? club.orderTest
              : m.id === 'rout-test'
                ? (club.routTest ?? m)
                : m.id === 'isolation-test' || m.id === 'wrong-place-test'
                  ? withCommanderNamed(m)
                  : m,
      ),
      club.activation,
      club.reaction,
      club.commandTest,
    ];
  },
  pointsSystem: true,
  lossLabel: 'Dm (wear)',
  profileParams: ['shooter', 'target', 'attacker', 'defender', 'unit', 'enemy'],
  labels: terciosLabels,
  orders: ORDER_IDS,
  steps: [
    {
      title: 'Planning',
      hint: 'The exhausted markers come off the commanders (the app has cleared them). Both players place an Order card face down by every unit (Ready, Assault, Run, Fire, Resist). Record each card here, or keep it secret and record it when revealed. Units of a Brigade sharing one card are named now: tick “Brigade card” by each (they will act one after the other).',
      mechanics: [],
      planning: true,
    },
    {
      title: 'Initiative',
      hint: 'Each player rolls 1D6; the highest wins and chooses who plays first. A tie goes to the higher-ranked Commander-in-Chief.',
      mechanics: ['initiative'],
    },
    {
      title: 'Activation',
      hint: `${activateCommander('at-passing')} ${ACTIVATION}`,
      mechanics: ['command-test', 'shoot', 'melee', 'reaction', 'order-test', 'rout-test'],
      activation: 'unit',
      alternate: true,
    },
    {
      title: 'End of turn',
      hint: 'Check victory conditions and record victory points (units destroyed or routed, objectives held), then start the next turn.',
      mechanics: [],
    },
  ],
  // Tercios: Brevis Editio (docs/rulings/tercios.md, Editions, Command in Brevis Editio): "ties go to the player with
  // the highest-ranked commander, then reroll"; with `commanders: 'initiative-only'` no commander is activated.
  stepHint(step, raw) {
    const options = optionsOf(raw);
    const initiativeOnly = options.commanders === 'initiative-only';
    switch (step.title) {
      case 'Planning':
        return initiativeOnly
          ? 'Both players place an Order card face down by every unit (Ready, Assault, Run, Fire, Resist). Record each card here, or keep it secret and record it when revealed. Units of a Brigade sharing one card are named now: tick “Brigade card” by each (they will act one after the other).'
          : undefined;
      case 'Initiative':
        return options.edition === 'brevis-editio' || initiativeOnly
          ? 'Each player rolls 1D6; the highest wins and chooses who activates first. A tie goes to the player with the highest-ranked commander, then reroll.'
          : undefined;
      case 'Activation':
        if (initiativeOnly)
          return `Players alternate: activate a unit and reveal its Order card (Brevis Editio: commanders only break initiative ties; none is activated and no unit is out of command). ${ACTIVATION}`;
        return options.battle.passedThroughWhen === 'after-decision'
          ? `${activateCommander('after-decision')} ${ACTIVATION}`
          : undefined;
      default:
        return undefined;
    }
  },
  commanderFigures: (raw) => optionsOf(raw).commanders === 'on-table',
  activationFollowers(state, unit, following) {
    // Game Sequence: "The players activate their units alternately", save where the ruleset's `followingUnits` (which
    // the battle asks too) lets others follow: the side's units not yet activated, on the field (as the battle's
    // activation queues them).
    const asFollowing = (u: ClubUnit) => followingOf(u, !u.activated && !u.destroyed && !u.routed);
    const units = state.units.map(asFollowing);
    const me = asFollowing(unit);
    // The Troops > Brigade: "Units with this rule that belong to the same regiment may act simultaneously. A single
    // order may then be placed for all the units of the brigade. The player must state clearly that this order will be
    // used in this way, specifying which units will be concerned, when the orders are planned" (Brevis Editio:
    // "activate sequentially"): the units named for the shared card (`brigadeCard`) act one after the other, none held
    // back, as the battle queues them (docs/rulings/tercios.md, Brigade: the units sharing the card act in turn): the
    // players choose which acts next, or (option battle.brigadeOrder `list`) the army list's order.
    const brigade = unit.brigadeCard
      ? followingUnits('brigade', me, units).filter((id) => state.units.find((u) => u.id === id)!.brigadeCard === true)
      : [];
    if (brigade.length > 0)
      return {
        units: optionsOf(state.options).battle.brigadeOrder === 'list' ? brigade.slice(0, 1) : brigade,
        why: `Brigade: the units of ${unit.groupName} sharing its Order card act now, one after the other`,
        must: `they share the Brigade card of ${unit.groupName} ("Units with this rule that belong to the same regiment may act simultaneously. A single order may then be placed for all the units of the brigade", The Troops > Brigade)`,
        changes: [],
      };
    const out = new Set<string>();
    const why: string[] = [];
    // Rules from "Kingdoms" > Horde: "Two units of the same regiment with this rule may be activated consecutively in
    // the turn, even if they have different orders" (`paired-activation`), in pairs: not after the second of a pair.
    const horde = following ? [] : followingUnits('horde', me, units);
    for (const id of horde) out.add(id);
    if (horde.length > 0)
      why.push(`Horde: a unit of ${unit.groupName} with the rule may be activated straight after it (pairs only)`);
    // Traits > Coordinator: "if the action succeeds, two units may be activated one after the other. They must be
    // under command and in the commander's line of sight" (the players judge both): this unit is the first.
    // The last unit of a shared Brigade card counts as one activation with the first (the card's units act together).
    const coordinator =
      following && !unit.brigadeCard ? undefined : state.commanders.find((c) => c.side === unit.side && c.coordinating);
    if (coordinator) {
      for (const id of followingUnits('coordinator', me, units)) out.add(id);
      why.push(
        `Coordinator: ${coordinator.name}'s action succeeded — a second unit under his command and in his line of sight may be activated now ("two units may be activated one after the other")`,
      );
    }
    return out.size === 0
      ? null
      : {
          units: units.filter((u) => out.has(u.id)).map((u) => u.id),
          why: `${why.join('; ')}; or pass`,
          changes: coordinator
            ? [{ commander: coordinator.id, patch: { coordinating: false }, why: 'Coordinator: the two activations' }]
            : [],
        };
  },
  refusePatch(state, unit, patch) {
    // The Troops > Brigade: "Units with this rule that belong to the same regiment may act simultaneously. A single
    // order may then be placed for all the units of the brigade": the shared card for a unit with the rule and another
    // of its regiment with it (the ruleset's `followingUnits`), named before the unit acts.
    if (patch.brigadeCard !== true) return null;
    if (unit.activated) return `${unit.name} has already been activated this turn: its card is spent`;
    const asFollowing = (u: ClubUnit) => followingOf(u, !u.destroyed && !u.routed);
    if (followingUnits('brigade', asFollowing(unit), state.units.map(asFollowing)).length === 0)
      return `${unit.name} may not share a card: "Units with this rule [Brigade] that belong to the same regiment may act simultaneously" — it needs the Brigade rule and another unit of ${unit.groupName} with it (The Troops > Brigade)`;
    return null;
  },
  refuse(state, mechanic, actor, target, params) {
    // Kingdoms Expansion Traits > Determined: "If this unit charges an enemy that has a lower Mvt value or is in
    // disorder" — the battle gives the combat its Determined effects only then (chargeCombat's `attackerDetermined`).
    if (mechanic === 'melee' && params?.determined === true && actor && target) {
      const [a, d] = [profileOf(actor), profileOf(target)];
      if (
        a &&
        d &&
        !determinedAgainst(firstValue(a.values.speed), {
          speed: firstValue(d.values.speed),
          disordered: params['defender-disordered'] === true,
        })
      )
        return `Determined: ${target.name} (Mvt ${firstValue(d.values.speed)}) is neither slower than ${actor.name} (Mvt ${firstValue(a.values.speed)}) nor in Disorder: "If this unit charges an enemy that has a lower Mvt value or is in disorder" (Kingdoms Expansion Traits > Determined); untick it`;
    }
    if (mechanic === 'shoot' && actor && params?.reaction !== true) {
      const why = shotRefused(state, actor);
      if (why) return why;
    }
    // Brevis Editio (`commanders: 'initiative-only'`): commanders only break initiative ties; none takes an action.
    if (mechanic === 'command-test' && optionsOf(state.options).commanders === 'initiative-only')
      return 'the commanders only break initiative ties in this game (Brevis Editio): no command action, no command test';
    // Rulebook: Command > Exhausted Commander: "A commander that is 'Exhausted' may not be activated again until the end
    // of the turn": no command action, and so no command test (the battle's activatableCommanders; nor may it cancel
    // an action with Cold Blood, coldBloodCandidates).
    // Rulebook: Command > Command Actions: "rolling as many dice as the command's rank"; Commanders and Losses: the
    // commander's own tests "as for a command action". The battle rolls the commander's rank: a rank typed that is not
    // the named commander's is refused (a form naming none rolls the rank typed).
    const own =
      mechanic === 'command-test' || mechanic === 'isolation-test' || mechanic === 'wrong-place-test'
        ? namedCommander(state.commanders, params)
        : undefined;
    const rank = own ? rankOf(own) : undefined;
    if (own && rank !== undefined && params?.rank !== undefined && Number(params.rank) !== rank)
      return `${own.name} is rank ${rank}: the test rolls ${rank} dice, its rank (Command > Command Actions)`;
    const tested = mechanic === 'command-test' ? own : undefined;
    if (tested?.exhausted)
      return `${tested.name} is Exhausted: it may not be activated again until the end of the turn, and takes no command test (Command > Exhausted Commander)`;
    const action = typeof params?.action === 'string' ? params.action : '';
    // Rulebook: Command > Attached Commander: "A commander thus attached may no longer carry out a command action" (the
    // battle's checkCommand; it may leave the unit first, Leaving a Troop). Cold Blood's cancellation is open to any Cold
    // Blood commander not Exhausted, attached or not (the battle's coldBloodCandidates).
    const unit = tested?.attachedTo ? state.units.find((u) => u.id === tested.attachedTo) : undefined;
    if (tested && unit && action !== 'cold-blood')
      return `${tested.name} is attached to ${unit.name}: "A commander thus attached may no longer carry out a command action" (Command > Attached Commander); record it leaving the unit first (Leaving a Troop: not the turn it joined, and only before the unit is activated)`;
    // Rulebook: Command > Command Actions: "Each trait permits a specific command action": a trait's action needs the
    // trait (the battle's checkCommand); Inspiring is every commander's (Common Traits).
    const trait = (TRAITS as Readonly<Record<string, (typeof TRAITS)[keyof typeof TRAITS] | undefined>>)[action];
    if (tested && trait?.kind === 'command-action' && !(tested.abilities ?? []).includes(action))
      return `${tested.name} does not have the ${trait.name} trait: "Each trait permits a specific command action" (Command > Command Actions)`;
    return null;
  },
  commanderChanged(state, before, patch) {
    // Rulebook: Command > Commanders and Losses > Joining a troop: "A commander that has joined a unit is considered
    // 'Exhausted'" (the battle's `commander-attached`; leaving the unit does not refresh it). Commanders join units when
    // activated, in the Activation step; one placed with a unit before (the Planning step) is deployed there.
    const now = state.commanders.find((c) => c.id === before.id);
    const joined = patch.attachedTo != null && patch.attachedTo !== before.attachedTo;
    if (!now || now.lost || now.exhausted || !joined || terciosAdapter.steps[state.step]?.title !== 'Activation')
      return [];
    const unit = state.units.find((u) => u.id === patch.attachedTo);
    return [
      {
        commander: now.id,
        patch: { exhausted: true },
        why: `joined ${unit?.name ?? 'a unit'}: a commander that has joined a unit is Exhausted (Commanders and Losses > Joining a troop)`,
      },
    ];
  },
  declared(state, unit, _by, trigger) {
    // Ruling: How long Resist!'s Courage + lasts (battle.resistDuration): with `that-charge`, a new charge declared on the
    // unit ends the marker of an earlier Resist! (the battle's declareCharge).
    if (trigger !== 'charge' || unit.resisting !== true) return [];
    if (optionsOf(state.options).battle.resistDuration !== 'that-charge') return [];
    return [
      {
        unit: unit.id,
        patch: { resisting: false },
        why: "a new charge: Resist!'s Courage + was for the combat after the charge it reacted to (ruling battle.resistDuration that-charge)",
      },
    ];
  },
  roster(army, side) {
    const file = army as ArmyFile;
    const units: ClubUnit[] = [];
    const commanders: ClubCommander[] = [];
    const taken = new Set<string>();
    if (file.commanderInChief) {
      commanders.push({
        id: unitId(side, 'commander-in-chief', taken),
        side,
        name: file.commanderInChief.name ?? 'Commander-in-Chief',
        rating: `rank ${file.commanderInChief.rank} (Commander-in-Chief)`,
        attachedTo: null,
        lost: false,
        exhausted: false,
        abilities: abilities(file.commanderInChief),
      });
    }
    file.regiments.forEach((regiment, r) => {
      const group = `regiment-${r + 1}`;
      const groupName = regiment.name ?? `${regiment.type} ${r + 1}`;
      if (regiment.commander) {
        commanders.push({
          id: unitId(side, `${group}-commander`, taken),
          side,
          name: regiment.commander.name ?? `Mestre de camp of ${groupName}`,
          rating: `rank ${regiment.commander.rank}`,
          attachedTo: null,
          lost: false,
          exhausted: false,
          abilities: abilities(regiment.commander),
        });
      }
      for (const u of regiment.units) {
        const name = u.name ?? (hasProfile(u.unit) ? getProfile(u.unit).name : u.unit);
        // Rulebook: The Army > Cavalry Regiment: its companies have Commanded Shot free of charge.
        const free =
          regiment.type === 'cavalry-regiment' && hasProfile(u.unit) && getProfile(u.unit).category === 'company'
            ? ['commanded-shot']
            : [];
        const stamina = resolveUnit(u, regiment.type)?.values.stamina ?? 0;
        units.push({
          ...newUnit({ id: unitId(side, u.unit, taken), side, name, profile: u.unit, group, groupName, size: stamina }),
          options: tokens(u.options, free),
        });
      }
    });
    if (file.elite) {
      const e = file.elite;
      const name = e.name ?? (hasProfile(e.unit) ? getProfile(e.unit).name : e.unit);
      const stamina = resolveUnit(e, 'elite')?.values.stamina ?? 0;
      const elite = e.extraDiscipline ? `elite+${e.extraDiscipline}` : 'elite';
      units.push({
        ...newUnit({
          id: unitId(side, e.unit, taken),
          side,
          name: `${name} (elite)`,
          profile: e.unit,
          group: 'elite',
          groupName: 'Elite',
          size: stamina,
        }),
        options: tokens(e.options, [elite]),
      });
    }
    return { units, commanders };
  },
  track: trackOf,
  turnEnd(state) {
    // The Battle > Duration, and ruling "An army destroyed", at the end of each turn: the ruleset's `battleEnd` on the
    // victory points the players record. The game's 8 turns are the book's variable Duration (which ends at turn 8
    // whatever happens); any other number of turns is "a fixed duration" the players decided.
    const end = battleEnd(
      {
        turn: state.turn,
        points: state.points,
        fixedTurns: state.maxTurns === DURATION_LAST_TURN ? null : state.maxTurns,
        troopsLeft: {
          A: state.units.some((u) => u.side === 'A' && !u.destroyed),
          B: state.units.some((u) => u.side === 'B' && !u.destroyed),
        },
      },
      true,
    );
    if (!end) return null;
    const duration = end.victory.includes('destr')
      ? 'ruling "An army destroyed"'
      : state.maxTurns === DURATION_LAST_TURN
        ? 'The Battle > Duration'
        : `a fixed duration of ${state.maxTurns} turns`;
    return {
      winner: end.winner,
      victory: `${end.victory}, turn ${end.turns} (${duration}; victory points ${end.points.A}–${end.points.B})`,
      points: end.points,
      pointsWhy: '',
    };
  },
  // Dm up to the Stamina, and beyond it the rout points a rout test can count.
  maxLosses: (state, unit) => trackOf(unit, state.commanders) + ROUT_POINTS_MAX,
  afterLossesTyped(state, unit) {
    // Rulebook: Wear: each Dm beyond the Stamina is a rout point, and the unit takes a rout test.
    const stamina = trackOf(unit, state.commanders);
    if (unit.losses <= stamina) return { changes: [], tests: [] };
    const params = terciosAdapter.prefill('rout-test', unit, undefined, {
      commanders: state.commanders,
      turn: state.turn,
    });
    // Ruling Mercenaries (mercenariesRout): no test, destroyed, unless a Wealthy commander is near.
    const card = profileOf(unit);
    const mercenaries =
      optionsOf(state.options).mercenariesRout === 'no-rout-test' &&
      card !== undefined &&
      hasEffect({ ...card, rules: allRules(card) }, 'no-rout-test');
    return {
      changes: [],
      tests: [
        {
          unit: unit.id,
          mechanic: 'rout-test',
          params,
          text: `has ${unit.losses - stamina} Dm beyond its Stamina (${stamina}): rout points, and a rout test; failed, it leaves the field, passed, it keeps ${stamina} Dm (Wear)${mercenaries ? '. Mercenaries: no test, the unit is destroyed, unless a Wealthy commander has it in his radius (tick wealthy among the commanders near: then the test, Discipline -)' : ''}`,
        },
      ],
    };
  },
  condition(unit, commanders = [], options) {
    // Rulebook: Wear: fresh without Dm; weary once the Dm reach its Stamina; each Dm beyond is a Rout Point.
    const stamina = trackOf(unit, commanders);
    if (isFresh(unit.losses)) return 'fresh';
    if (!isWeary(unit.losses, stamina, optionsOf(options))) return 'worn';
    const rp = routPoints(unit.losses, stamina);
    return rp > 0 ? `weary, ${rp} rout point${rp === 1 ? '' : 's'}` : 'weary';
  },
  prefill(mechanic, actor, target, { commanders, options, stepResolutions }) {
    switch (mechanic) {
      case 'shoot': {
        const p: Record<string, number | string | boolean> = {};
        if (actor)
          Object.assign(p, {
            shooter: actor.profile,
            'shooter-wear': Math.min(actor.losses, 12),
            'shooter-disordered': actor.disordered,
            'shooter-options': joinIds(actor.options ?? []),
            'shooter-commander': abilitiesOf(actor, commanders),
          });
        if (actor?.order === 'fire' || actor?.order === 'ready') p.order = actor.order;
        // Rulebook: The Troops > Cavalry > Caracole: after firing it may test to withdraw (the players may untick it).
        const card = actor ? profileOf(actor) : undefined;
        if (card && hasEffect({ ...card, rules: allRules(card) }, 'caracole')) p.caracole = true;
        if (target)
          Object.assign(p, {
            target: target.profile,
            'target-wear': Math.min(target.losses, 12),
            'target-disordered': target.disordered,
            'target-options': joinIds(target.options ?? []),
            'target-commander': abilitiesOf(target, commanders),
          });
        // Its Resist! reaction this turn (the battle's `targetResisting`; Courage+ under resistReactionScope any-damage).
        if (target?.resisting === true) p['target-resisting'] = true;
        return p;
      }
      case 'melee': {
        const p: Record<string, number | string | boolean> = {};
        if (actor)
          Object.assign(p, {
            attacker: actor.profile,
            'attacker-wear': Math.min(actor.losses, 12),
            'attacker-disordered': actor.disordered,
            'attacker-options': joinIds(actor.options ?? []),
            'attacker-commander': abilitiesOf(actor, commanders),
          });
        if (target)
          Object.assign(p, {
            defender: target.profile,
            'defender-wear': Math.min(target.losses, 12),
            'defender-disordered': target.disordered,
            'defender-options': joinIds(target.options ?? []),
            'defender-commander': abilitiesOf(target, commanders),
          });
        // Its Resist! reaction this turn: the battle's `defenderReaction: 'resist'` (Courage +).
        if (target?.resisting === true) p['defender-reaction'] = 'resist';
        // Reactions > Assault!: a counter-charge on this charger, passed, and their combat not yet fought: the battle's
        // `defenderReaction: 'counter-charge'` (chargeCombat), both with the Assault! bonus (the form's `assault`).
        if (actor && target && counterCharged(stepResolutions, actor.id, target.id)) p['defender-reaction'] = 'assault';
        // Ruling battle.interceptedCharger `assault-bonus`: the unit this attacker intercepted, charging with Assault!,
        // keeps the order's Melee+ (the battle's `defenderCharging`, game/reactionsOnTable.ts).
        if (
          actor &&
          target?.order === 'assault' &&
          optionsOf(options).battle.interceptedCharger === 'assault-bonus' &&
          reacted(stepResolutions, 'interception', target.id, actor.id)
        )
          p['defender-charging'] = true;
        return p;
      }
      case 'rout-test': {
        // Rulebook: the rout test uses the original Discipline (the card with its options).
        const profile = actor ? profileOf(actor) : undefined;
        const p: Record<string, number | string | boolean> = profile ? { discipline: profile.values.discipline } : {};
        if (actor) p['rout-points'] = Math.max(1, Math.min(12, routPoints(actor.losses, trackOf(actor, commanders))));
        // The unit as listed: its rules (Mercenaries) and attached commander (Selfless) count, as in the battle.
        if (actor && profile)
          Object.assign(p, {
            unit: actor.profile,
            'unit-options': joinIds(actor.options ?? []),
            'unit-commander': abilitiesOf(actor, commanders),
            // Wealthy reaches the units in its radius: its own unit at least (others: the players tick it).
            ...(attachedTo(actor, commanders)?.abilities?.includes('wealthy') ? { 'unit-near': 'wealthy' } : {}),
          });
        return p;
      }
      case 'order-test':
      case 'activation':
      case 'reaction': {
        if (!actor) return {};
        const p: Record<string, number | string | boolean> = {
          unit: actor.profile,
          wear: Math.min(actor.losses, 12),
          'unit-options': joinIds(actor.options ?? []),
          'unit-commander': abilitiesOf(actor, commanders),
        };
        if (mechanic === 'activation') {
          p.order = actor.order ?? 'ready';
          // Rulebook: The Troops > Impetuous: fresh, with an order other than Assault!, it tests if it could charge:
          // the players say whether it could (the form's can-charge, ticked: they untick it when no enemy is in reach).
          if (impetuousNow(actor, p.order)) p['can-charge'] = true;
        } else if (mechanic === 'reaction') {
          // A card kept secret (not recorded): none, what it may do whatever its card; the players set the card revealed.
          p.order = actor.activated ? 'none' : (actor.order ?? 'none');
          if (target)
            Object.assign(p, {
              enemy: target.profile,
              'enemy-wear': Math.min(target.losses, 12),
              'enemy-disordered': target.disordered,
              'enemy-options': joinIds(target.options ?? []),
              'enemy-commander': abilitiesOf(target, commanders),
            });
          // Rulebook: Kingdoms > Harasser: with Fire!, the volley then the evasion (the players may untick it to stay).
          const card = profileOf(actor);
          if (card && hasEffect({ ...card, rules: allRules(card) }, 'fire-and-evade') && p.order === 'fire')
            p['harasser-evades'] = true;
        }
        return p;
      }
      case 'initiative': {
        // The rank (and Initiative trait) the battle's tie reads, from the commanders not lost: initiativeClaim.
        const claim = (side: 'A' | 'B') =>
          initiativeClaim(
            commanders
              .filter((c) => c.side === side && !c.lost)
              .map((c) => ({
                rank: rankOf(c) ?? 0,
                commanderInChief: isCommanderInChief(c),
                traits: c.abilities ?? [],
              })),
            optionsOf(options),
          );
        const [a, b] = [claim('A'), claim('B')];
        return {
          'rank-a': a.rank,
          'rank-b': b.rank,
          'initiative-trait-a': a.traits.includes('initiative'),
          'initiative-trait-b': b.traits.includes('initiative'),
        };
      }
      default:
        return {};
    }
  },
  effects(mechanic, outcome, actor, target, { commanders, params, units }: ClubContext) {
    const out: ProposedChange[] = [];
    const change = (u: ClubUnit | undefined, losses: unknown, disordered: unknown, destroyed: unknown, why: string) => {
      if (!u) return;
      const patch = {
        ...(typeof losses === 'number' && losses !== u.losses ? { losses } : {}),
        ...((disordered === 1) !== u.disordered && disordered !== undefined ? { disordered: disordered === 1 } : {}),
        ...(destroyed === 1 && !u.destroyed ? { destroyed: true } : {}),
      };
      if (Object.keys(patch).length > 0) out.push({ unit: u.id, patch, why });
    };
    const killed = (u: ClubUnit | undefined, flag: unknown, why = 'killed in the combat') => {
      const c = attachedTo(u, commanders);
      // Killed by the combat itself: Selfless (for the re-roll), Fearless (its unit lost).
      if (c && flag === 1) out.push({ commander: c.id, patch: { lost: true, attachedTo: null }, why });
    };
    // Selfless (ruling Selfless re-roll, `ask`): a failed rout test the players are asked to re-roll leaves the unit on
    // the field, its Dm beyond its Stamina, until they answer (`testsAfter`: the re-roll; declined: `declined`).
    const unlessAsked = (destroyed: unknown, asked: unknown) => (asked === 1 ? 0 : destroyed);
    if (mechanic === 'shoot') {
      // The Dm after the shot (a passed rout test leaves the target at its Stamina).
      change(
        target,
        outcome['target-wear-after'] ?? (target ? target.losses + Number(outcome.wear ?? 0) : 0),
        outcome.disordered === 1 ? 1 : undefined,
        unlessAsked(outcome.destroyed, outcome['target-selfless']),
        `shot: ${Number(outcome.wear ?? 0)} Dm`,
      );
      change(
        actor,
        outcome['shooter-wear-after'],
        undefined,
        unlessAsked(outcome['shooter-destroyed'], outcome['shooter-selfless']),
        'Experimental guns: Dm for the 1s rolled',
      );
    }
    if (mechanic === 'melee') {
      change(
        actor,
        outcome['attacker-wear'],
        outcome['attacker-disordered'],
        outcome['attacker-destroyed'],
        `melee (attacker, ${String(outcome.winner)} won)`,
      );
      change(
        target,
        outcome['defender-wear'],
        outcome['defender-disordered'],
        outcome['defender-destroyed'],
        `melee (defender, ${String(outcome.winner)} won)`,
      );
      killed(actor, outcome['attacker-commander-killed']);
      killed(target, outcome['defender-commander-killed']);
    }
    if ((mechanic === 'activation' || mechanic === 'reaction') && actor) {
      if (Number(outcome.passed) === 0) {
        // Rulebook: Order Cards > Testing Orders; Reactions: "the order is lost and the unit can no longer be activated".
        out.push({
          unit: actor.id,
          patch: { order: null, activated: true },
          why: `failed its ${mechanic === 'reaction' ? 'reaction' : 'order'} test: the order is lost and it can no longer be activated this turn`,
        });
      } else if (mechanic === 'reaction') {
        // A reaction that shoots (Ready! shot, Fire! volley, the Harasser's volley) wears the enemy as `shoot` does.
        if (Number(outcome.hits ?? 0) > 0 || outcome.disordered === 1 || outcome.destroyed === 1) {
          change(
            target,
            outcome['target-wear-after'],
            outcome.disordered === 1 ? 1 : undefined,
            unlessAsked(outcome.destroyed, outcome['target-selfless']),
            `reaction shot: ${Number(outcome.wear ?? 0)} Dm`,
          );
        }
        // Rulebook: Reactions > Resist!: "The Courage test in a combat that follows a charge benefits from a bonus (+)"
        // (Brevis: against any damage): the battle's `resisting` marker, read by the unit's melee and shoot forms for the
        // rest of the turn (ruling battle.resistDuration).
        if (params?.reaction === 'resist' && actor.resisting !== true)
          out.push({
            unit: actor.id,
            patch: { resisting: true },
            why: 'Resist!: Courage + to resist its damage this turn',
          });
        // Terrain and Movement: "Very difficult: causes units to fall into disorder" (an evasion as a Run! move there,
        // ruling battle.evasionTerrain as-run).
        if (outcome['evade-disordered'] === 1)
          change(actor, undefined, 1, undefined, 'evaded through very difficult terrain: it falls into disorder');
        // The card is revealed and used by the reaction (Evasion by cavalry already activated: no card).
        if (!actor.activated || actor.order !== null)
          out.push({
            unit: actor.id,
            patch: { order: null, activated: true },
            why: `reacted (${String(outcome['evade-max']) !== '0' ? 'evasion' : 'its Order card'}): it has acted this turn`,
          });
      } else {
        // Rulebook: The Troops > Impetuous: failed, it must charge, ignoring its order.
        if (outcome.order === 'assault' && params?.order !== 'assault')
          out.push({
            unit: actor.id,
            patch: { order: 'assault' },
            why: 'Impetuous: failed its test and must charge, ignoring its order',
          });
        // Rulebook: Order Cards > Resist!: the passed test removes Dm.
        const wearAfter = Number(outcome['wear-after']);
        if (wearAfter < actor.losses)
          out.push({
            unit: actor.id,
            patch: { losses: wearAfter },
            why: `Resist!: the order test removes ${actor.losses - wearAfter} Dm`,
          });
      }
    }
    // Automatic Kingdoms Traits > Selfless: the failed test re-rolled, the commander is killed.
    if (mechanic === 'rout-test' && actor && outcome['commander-killed'] === 1)
      killed(actor, 1, 'Selfless: killed for the re-roll');
    // Rulebook: Command > Command Actions: "If the result of the test is only one success, or if the test fails, the
    // commander becomes Exhausted" (as the battle's resolveCommand); the players name the commander on the form.
    const tested = namedCommander(commanders, params);
    if (mechanic === 'command-test' && outcome.exhausted === 1 && tested && !tested.exhausted)
      out.push({
        commander: tested.id,
        patch: { exhausted: true },
        why: `command test: ${Number(outcome.successes)} success${Number(outcome.successes) === 1 ? '' : 'es'}, under two: Exhausted (Command > Command Actions)`,
      });
    // Traits > Coordinator: "if the action succeeds, two units may be activated one after the other": his side's next
    // unit activated may be followed by a second (activationFollowers).
    if (mechanic === 'command-test' && params?.action === 'coordinator' && outcome.passed === 1 && tested)
      out.push({
        commander: tested.id,
        patch: { coordinating: true },
        why: 'Coordinator: the action succeeds — the next unit activated may be followed by a second (Traits > Coordinator)',
      });
    // Rulebook: Command > Commanders and Losses: left alone, no success and it takes flight; in the wrong place, no
    // success and it is killed; fewer than two successes, Exhausted ("If it was already exhausted, no further consequences").
    if ((mechanic === 'isolation-test' || mechanic === 'wrong-place-test') && tested) {
      if (outcome.fled === 1 || outcome.killed === 1)
        out.push({
          commander: tested.id,
          patch: { lost: true, attachedTo: null },
          why: outcome.fled === 1 ? 'left alone: takes flight and leaves the game' : 'in the wrong place: killed',
        });
      else if (outcome.exhausted === 1 && !tested.exhausted)
        out.push({ commander: tested.id, patch: { exhausted: true }, why: 'under two successes: Exhausted' });
    }
    if (mechanic === 'rout-test' && actor && Number(outcome.passed) === 0 && outcome.selfless !== 1)
      out.push({
        unit: actor.id,
        patch: { routed: true, destroyed: true },
        why: 'failed its rout test and leaves the field',
      });
    // Rulebook: Wear: a unit that passes its rout test discards the Dm beyond its Stamina.
    if (mechanic === 'rout-test' && actor && Number(outcome.passed) === 1 && actor.losses > trackOf(actor, commanders))
      out.push({
        unit: actor.id,
        patch: { losses: trackOf(actor, commanders) },
        why: 'passed its rout test: the Dm beyond its Stamina are discarded',
      });
    // Rulebook: Command > Commanders and Losses > Like a Hero: the commander falls with his unit (the ruleset's commandersLost).
    const inGame = commanders.filter((c) => !c.lost && !out.some((x) => 'commander' in x && x.commander === c.id));
    for (const change of out.filter((x) => 'unit' in x && x.patch.destroyed === true)) {
      for (const { commander } of commandersLost(inGame, { destroyed: (change as { unit: string }).unit })) {
        out.push({
          commander: commander.id,
          patch: { lost: true, attachedTo: null },
          why: 'Like a Hero: killed with his unit',
        });
      }
    }
    // Rulebook: Command > Commanders and Losses > Useless: "if there are no more units with which a commander can
    // interact, it is removed from the game" (the battle's removeUseless: the ruleset's commandersLost and canInteract).
    const gone = new Set(
      out.flatMap((x) => ('unit' in x && x.patch.destroyed === true ? [(x as { unit: string }).unit] : [])),
    );
    if (gone.size > 0 && units) {
      const left = inGame.filter((c) => !out.some((x) => 'commander' in x && x.commander === c.id));
      const hasUnitToCommand = (c: ClubCommander) =>
        units.some((u) => u.side === c.side && !u.destroyed && !gone.has(u.id) && mayInteract(c, u));
      for (const { commander } of commandersLost(left, { hasUnitToCommand }))
        out.push({
          commander: commander.id,
          patch: { lost: true, ...(commander.attachedTo !== null ? { attachedTo: null } : {}) },
          why: 'Useless: no unit left that it may command, it is removed from the game',
        });
    }
    return out;
  },
  testsAfter(mechanic, outcome, actor, target, { state }) {
    // Automatic Kingdoms Traits > Selfless (ruling Selfless re-roll, `ask`): the rout test has just failed; its
    // players choose now whether to re-roll it.
    const asked: (ClubUnit | undefined)[] =
      mechanic === 'rout-test'
        ? [outcome.selfless === 1 ? actor : undefined]
        : mechanic === 'shoot' || mechanic === 'reaction'
          ? [
              outcome['target-selfless'] === 1 ? target : undefined,
              outcome['shooter-selfless'] === 1 ? actor : undefined,
            ]
          : [];
    return asked.flatMap((u) => (u ? [selflessQuestion(state, u)] : []));
  },
  declined(state, test) {
    // Selfless: the re-roll declined, the failed test stands: the unit leaves the field (Like a Hero: its commander too).
    const u = state.units.find((x) => x.id === test.unit);
    if (test.purpose !== 'selfless' || !u) return [];
    return terciosAdapter.effects('rout-test', { passed: 0 }, u, undefined, {
      commanders: state.commanders,
      turn: state.turn,
      options: state.options,
      units: state.units,
    });
  },
  activationTest(state, unit) {
    if (!hasProfile(unit.profile)) return null;
    const order = unit.order ?? 'ready';
    return {
      unit: unit.id,
      mechanic: 'activation',
      params: terciosAdapter.prefill('activation', unit, undefined, { commanders: state.commanders, turn: state.turn }),
      text: impetuousNow(unit, order)
        ? `reveals its Order card (${order}); Impetuous and fresh, if it could charge an enemy it makes an order test: failed, it must charge, ignoring its order (untick "can charge" if no enemy is in its reach: no roll) (The Troops > Impetuous)`
        : `reveals its Order card (${order}) and, with ${unit.losses} Dm, must test it before acting: if the test fails, the order is lost (Order Cards > Testing Orders)`,
    };
  },
  reactionTest(state, unit, by, trigger) {
    if (!hasProfile(unit.profile) || !hasProfile(by.profile)) return null;
    const params: Record<string, number | string | boolean> = {
      ...terciosAdapter.prefill('reaction', unit, by, { commanders: state.commanders, turn: state.turn }),
      trigger,
    };
    // Rulebook: Reactions: "you may always attempt a reaction with that unit if it has not yet been activated": a card
    // kept secret (Planning) is revealed now, the players setting it on the form; the reactions of each card are offered.
    const secret = !unit.activated && unit.order === null;
    const harasser = (() => {
      const card = profileOf(unit);
      return card !== undefined && hasEffect({ ...card, rules: allRules(card) }, 'fire-and-evade');
    })();
    const withCard = (order: string) => ({
      ...params,
      order,
      ...(harasser && order === 'fire' ? { 'harasser-evades': true } : {}),
    });
    let cards: { order: string; plans: ReturnType<typeof allowedReactions> }[];
    try {
      cards = (secret ? ['none', ...ORDER_IDS] : [String(params.order)])
        .map((order) => ({ order, plans: allowedReactions(withCard(order), optionsOf(state.options)) }))
        .filter((c) => c.plans.length > 0);
    } catch {
      return null; // options changed by hand into something the card refuses: the players resolve it by hand
    }
    // A secret card: what it may do whatever its card (cavalry's Evasion), else Ready! (as an activation reads a card
    // not recorded), else the first card that allows a reaction here; the players set the card they reveal.
    const chosen = cards.find((c) => c.order === 'none') ?? cards.find((c) => c.order === 'ready') ?? cards[0];
    if (!chosen) return null;
    Object.assign(params, withCard(chosen.order));
    const plans = chosen.plans;
    // The Harasser's volley-then-evade first, else the first reaction the order allows; the players may pick another.
    params.reaction = plans[0]!.kind;
    const what = trigger === 'charge' ? `${by.name} charges it` : `${by.name} comes within 3" of its front centre`;
    // Each reaction in the ruleset's words (its note names the card that allows it), once, read as words.
    const offered = plainWords(
      secret
        ? `its Order card was kept secret: set the card it reveals on the form, with a reaction that card allows — ${[...new Set(cards.flatMap((c) => c.plans.map((x) => x.note)))].join('. ')}`
        : plans.map((x) => x.note).join('; '),
    );
    return {
      unit: unit.id,
      mechanic: 'reaction',
      params,
      target: by.id,
      optional: true,
      purpose: 'reaction',
      text: `may react (${what}): ${offered} — always an order test; failed, the order is lost (Reactions)`,
    };
  },
  moves(mechanic, outcome, actor, target) {
    if (mechanic === 'reaction' && actor && Number(outcome['evade-max']) > 0) {
      const min = Number(outcome['evade-min']);
      const max = Number(outcome['evade-max']);
      // Rulebook: Reactions > Run!; The Troops > Cavalry > Evasion. Ruling: no Dm for a blocked evasion (battle.blockedEvasionWear).
      return [
        {
          unit: actor.id,
          kind: 'evade',
          distance: max,
          optional: false,
          roll: null,
          ifBlocked: null,
          offTable: null,
          text: `evades: turns about and moves away from ${target?.name ?? 'the enemy'} at least ${min}" and at most ${max}" (Reactions > Run!; Cavalry > Evasion)`,
        },
      ];
    }
    if (mechanic === 'shoot' && actor) {
      const m = /^withdraw (\d+(?:\.\d+)?)"$/.exec(String(outcome.caracole));
      if (m)
        return [
          {
            unit: actor.id,
            kind: 'caracole',
            distance: Number(m[1]),
            optional: true,
            roll: null,
            ifBlocked: null,
            offTable: null,
            text: `may withdraw up to ${m[1]}" (its Speed) straight back, keeping its facing (Cavalry > Caracole)`,
          },
        ];
      return [];
    }
    if (mechanic !== 'melee') return [];
    const out: MoveOrder[] = [];
    for (const [u, side] of [
      [actor, 'attacker'],
      [target, 'defender'],
    ] as const) {
      if (!u || outcome[`${side}-destroyed`] === 1) continue;
      const move = meleeMove(outcome[`${side}-move`], u, outcome[`${side}-blocked-dm`]);
      if (move) out.push(move);
    }
    return out;
  },
};
