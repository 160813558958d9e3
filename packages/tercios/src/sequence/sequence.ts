import { allLegal, legalOf, memoOnState, type Candidates } from '@muster/core';
import type { GameResult, SequencePlugin } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import { hasEffect, mayHaveEffect } from '../rules/effectiveRules.js';
import { followingUnits } from '../rules/followingUnits.js';
import { followingUnitOf } from '../game/followingOnTable.js';
import { plannedMove } from '../game/plannedMove.js';
import { liveUnits, unitById } from '../table/tableQueries.js';
import { actionsLeft, canReorient, mobilityMoveOwed } from '../game/activation.js';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState } from '../game/State.js';
import { checkCommand, checkFastMove } from '../game/commanderActivation.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { canAct } from '../game/reduce.js';
import { caracoleDistances } from '../mechanics/resolveShooting.js';
import {
  evasionDistanceRefused,
  feasibleReactions,
  reactionFiringPoints,
  reorientations,
} from '../game/reactionsOnTable.js';
import { shotCheck } from '../game/shootingAction.js';
import {
  actingCandidates,
  chargeCandidates,
  moveCandidates,
  mustCharge,
  ordersFor,
  reactionCandidates,
} from './candidates.js';
import { commandOffers } from './commandChoices.js';
import { escapeProblem, escapeSpots } from '../game/wrongPlace.js';
import { passedChoices, passedProblem } from '../game/passedThrough.js';
import { brigadeSubsets } from './brigadeSubsets.js';

/** The phases of a turn, in the rules' words. Rulebook: Game Sequence > The Turn. */
export const TERCIOS_PHASES = ['Planning', 'Initiative', 'Activation', 'Reactions'] as const;

/** Who decides now: the reacting side during a reaction, otherwise the active side; null when over. */
export function activeSideOf(state: BattleState): 'A' | 'B' | null {
  if (state.stage === 'over') return null;
  // In the wrong place: the side of a commander an enemy unit contacted names where it moves away, first.
  if (state.escapes?.length) return state.escapes[0]!.side;
  // Selfless: the side of the unit whose rout test failed chooses to re-roll it or not.
  if (state.selfless) return state.selfless.side;
  // Movement > Overlap: the side of a friendly commander a unit passed through chooses: join it, or where it is placed.
  if (state.passedThrough?.length) return state.passedThrough[0]!.side;
  // A combat's choice (Dirty war!, the winner's move), even in the middle of an interception.
  if (state.combat) return state.combat.side;
  if (state.reaction) return state.reaction.side;
  // Cold Blood: the other side decides in the middle of the enemy's command, then play returns.
  if (state.coldBlood) return state.coldBlood.side;
  return state.activeSide;
}

/**
 * Units of a Brigade that may share one card now: the Brigade rule, one regiment, no card yet (the ruleset's
 * `followingUnits`, which the club companion asks too). Rulebook: The Troops > Brigade.
 */
export function brigadeGroups(state: BattleState): string[][] {
  const units = liveUnits(state, state.activeSide).map((u) =>
    followingUnitOf(
      u,
      // Stryker disable next-line LogicalOperator: equivalent — no trait, loan or Prepared adds or removes the Brigade rule: a unit that may have it has it
      { brigade: mayHaveEffect(u, 'shared-order') && hasEffect(rulesUnit(state, u), 'shared-order') },
      u.order === null,
    ),
  );
  const grouped = new Set<string>();
  const groups: string[][] = [];
  for (const u of units) {
    if (!u.free || !u.brigade || grouped.has(u.id)) continue;
    const group = [u.id, ...followingUnits('brigade', u, units)];
    for (const id of group) grouped.add(id);
    if (group.length >= 2) groups.push(group);
  }
  return groups;
}

/**
 * Units that may be activated straight after `unit` by the Horde rule: not yet activated, of its regiment,
 * both with the rule (the ruleset's `followingUnits`, which the club companion asks too). Rulebook: Rules from
 * "Kingdoms" > Horde ("Two units of the same regiment with this rule may be activated consecutively ... even if they
 * have different orders"; only in pairs).
 */
export function hordePartners(state: BattleState, unit: BattleState['units'][number]): string[] {
  // Asked for every unit at every activation: the Horde units of the state are found once.
  const horde = memoOnState(
    state,
    state,
    'hordeUnits',
    () =>
      new Set(
        liveUnits(state)
          .filter((u) => mayHaveEffect(u, 'paired-activation') && hasEffect(rulesUnit(state, u), 'paired-activation'))
          .map((u) => u.id),
      ),
  );
  if (unit.activated || !horde.has(unit.id)) return [];
  return followingUnits(
    'horde',
    // Stryker disable next-line BooleanLiteral: equivalent — followingUnits reads no `free` of the unit followed
    followingUnitOf(unit, { horde: true }, false),
    liveUnits(state, unit.side).map((o) => followingUnitOf(o, { horde: horde.has(o.id) }, !o.activated)),
  );
}

/**
 * The answers to a combat's question (`state.combat`), yes first. Rulebook: Combat > "Dirty war!" ("one of the two
 * players may declare"), Advance ("it may consolidate its position by advancing 3 inches"), Disengagement ("the
 * attacker may also withdraw in order to leave a minimum gap of one inch").
 */
const COMBAT_ANSWERS = {
  'dirty-war': ['dirty-war', 'no-dirty-war'],
  advance: ['advance', 'no-advance'],
  withdraw: ['withdraw', 'stay'],
} as const;

/** Candidate legal decisions of the side to decide. */
export function legalBattleDecisions(state: BattleState, options: TerciosOptions): BattleDecision[] {
  return legalOf(battleCandidates(state, options));
}

/**
 * The candidate decisions of the side to decide ({@link legalBattleDecisions}), each judged when asked: the command
 * activations a commander may carry out are checked only as a bot reads them (`commandOffers`), every other decision
 * is listed legal. Once per state and options.
 */
export function battleCandidates(state: BattleState, options: TerciosOptions): Candidates<BattleDecision> {
  // Stryker disable next-line StringLiteral: equivalent — any key names the one memo of these options
  return memoOnState(state, options, 'battleCandidates', () => computeCandidates(state, options));
}

function computeCandidates(state: BattleState, options: TerciosOptions): Candidates<BattleDecision> {
  // In the wrong place: "it may make a movement to move away from the enemy": where is its side's choice.
  const escape = state.stage !== 'over' ? state.escapes?.[0] : undefined;
  if (escape)
    return allLegal(
      escapeSpots(state, options.battle).map((to): BattleDecision => ({
        kind: 'escape',
        commander: escape.commander,
        to,
      })),
    );
  // Selfless: "may re-roll its dice": re-rolling first (the competent bot's answer).
  if (state.stage !== 'over' && state.selfless)
    return allLegal([{ kind: 'selfless-reroll' }, { kind: 'no-selfless-reroll' }]);
  // Movement > Overlap: "the commander may choose to join the unit that it passes through", or to be placed.
  if (state.stage !== 'over' && state.passedThrough?.length) return allLegal(passedChoices(state, options.battle));
  return state.stage === 'action' && !state.combat && !state.coldBlood && !state.reaction && !state.acting
    ? activationCandidates(state, options)
    : allLegal(listedDecisions(state, options));
}

/**
 * Who acts next (Game Sequence: alternate activations): each unit that may activate (and its Horde partners), the
 * command activations (`commandOffers`, judged when asked) unless a commander has acted, and `end` for a side with
 * no troop left to activate.
 */
function activationCandidates(state: BattleState, options: TerciosOptions): Candidates<BattleDecision> {
  // Determined, Energetic, Enthusiastic: the unit named must be the next to activate.
  const bound = state.nextToActivate ? unitById(state, state.nextToActivate.unit) : undefined;
  const ready = liveUnits(state, state.activeSide).filter(
    (u) =>
      !u.activated &&
      (!bound || bound.destroyed || bound.activated || bound.side !== state.activeSide || u.id === bound.id),
  );
  const out: BattleDecision[] = ready
    .filter((u) => !(state.erudite === u.id && ready.length > 1))
    .flatMap((u): BattleDecision[] => [
      { kind: 'activate', unit: u.id },
      ...hordePartners(state, u).map((p): BattleDecision => ({ kind: 'activate', unit: u.id, horde: p })),
    ]);
  const offers = state.commanderActivated ? null : commandOffers(state, options);
  const from = out.length;
  if (offers) out.push(...offers.decisions);
  const to = out.length;
  // Game Sequence: a side with no troop left to activate may activate a lone commander, or pass.
  if (!canAct(state, state.activeSide)) out.push({ kind: 'end' });
  // Stryker disable next-line ConditionalExpression: equivalent — without offers none lies between `from` and `to`
  if (!offers) return allLegal(out);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — the offers judge an index before theirs (negative) legal, as the activations are
  return { possible: out, isLegal: (i) => i < from || i >= to || offers.isLegal(i - from) };
}

/** The candidate decisions of every other moment of the battle, all legal. */
function listedDecisions(state: BattleState, options: TerciosOptions): BattleDecision[] {
  switch (state.stage) {
    case 'over':
      return [];
    case 'planning': {
      const next = liveUnits(state, state.activeSide).find((u) => u.order === null);
      if (!next) return [];
      const out: BattleDecision[] = ordersFor(state, next).map((order) => ({ kind: 'order', unit: next.id, order }));
      const group = brigadeGroups(state).find((g) => g.includes(next.id));
      // The Troops > Brigade: one card for the units the player names, all or some of the brigade (with `next`).
      const cards = group ? brigadeSubsets(group, next.id) : [];
      for (const order of ordersFor(state, next))
        for (const units of cards) out.push({ kind: 'brigade-order', units, order });
      return out;
    }
    case 'initiative':
      return [
        { kind: 'first', side: 'A' },
        { kind: 'first', side: 'B' },
      ];
    case 'action': {
      if (state.combat) return COMBAT_ANSWERS[state.combat.question].map((kind): BattleDecision => ({ kind }));
      if (state.coldBlood)
        return [
          ...state.coldBlood.candidates.map((commander): BattleDecision => ({ kind: 'cold-blood', commander })),
          { kind: 'no-cold-blood' },
        ];
      if (state.reaction) return reactionCandidates(state, options);
      // A unit is acting (computeCandidates offers the activations otherwise). Brigade: the side chooses which unit
      // sharing the card acts next.
      const next = state.acting!.brigadeNext;
      if (next) return next.map((unit): BattleDecision => ({ kind: 'activate', unit }));
      return actingCandidates(state, options);
    }
  }
}

/** Why a decision is illegal now, or null. */
export function checkBattleDecision(state: BattleState, d: BattleDecision, options: TerciosOptions): string | null {
  if (state.stage === 'over') return 'the battle is over';
  const side = activeSideOf(state);
  if (state.escapes?.length || d.kind === 'escape') {
    if (d.kind !== 'escape') return 'In the wrong place: a commander moves away from the enemy first (escape)';
    return escapeProblem(state, d.commander, d.to, options.battle);
  }
  if (state.selfless || d.kind === 'selfless-reroll' || d.kind === 'no-selfless-reroll') {
    if (!state.selfless) return 'no failed rout test waits for a Selfless re-roll';
    return d.kind === 'selfless-reroll' || d.kind === 'no-selfless-reroll'
      ? null
      : `Selfless: ${unitById(state, state.selfless.unit)!.name} failed its rout test: selfless-reroll or no-selfless-reroll first`;
  }
  if (state.passedThrough?.length || d.kind === 'passed-through') {
    if (d.kind !== 'passed-through')
      return 'Movement > Overlap: the commander passed through joins the unit or is placed first (passed-through)';
    return passedProblem(state, d, options.battle);
  }
  if (d.kind === 'cold-blood' || d.kind === 'no-cold-blood') {
    if (!state.coldBlood) return 'no enemy command action may be cancelled now';
    if (d.kind === 'cold-blood' && !state.coldBlood.candidates.includes(d.commander))
      return `${d.commander} may not use Cold Blood against this action`;
    return null;
  }
  if (state.combat) {
    const answers: readonly string[] = COMBAT_ANSWERS[state.combat.question];
    return answers.includes(d.kind) ? null : `the combat waits for ${answers.join(' or ')}`;
  }
  if (state.coldBlood) return 'a Cold Blood decision is pending (cold-blood or no-cold-blood)';
  const brigadeNext = state.acting?.brigadeNext;
  if (brigadeNext) {
    // The Troops > Brigade: the units sharing the card act one after the other; the side names the next.
    if (d.kind !== 'activate' || d.horde !== undefined || !brigadeNext.includes(d.unit))
      return `one of the Brigade sharing the card acts next: activate ${brigadeNext.join(', ')}`;
    return null;
  }
  switch (d.kind) {
    case 'order': {
      if (state.stage !== 'planning') return 'orders are placed in the Planning phase';
      const u = unitById(state, d.unit);
      if (!u || u.destroyed || u.side !== side) return `${d.unit} is not a unit of side ${side} on the table`;
      if (u.order !== null) return `${u.name} already has its order`;
      if (!ordersFor(state, u).includes(d.order)) return `${u.name} may not receive ${d.order}`;
      return null;
    }
    case 'brigade-order': {
      if (state.stage !== 'planning') return 'orders are placed in the Planning phase';
      const group = brigadeGroups(state).find((g) => d.units.every((id) => g.includes(id)));
      if (!group || new Set(d.units).size !== d.units.length)
        return 'a shared order needs two or more Brigade units of one regiment without orders';
      const u = unitById(state, d.units[0]!)!;
      if (!ordersFor(state, u).includes(d.order)) return `${u.name} may not receive ${d.order}`;
      return null;
    }
    case 'first':
      return state.stage === 'initiative' ? null : 'who plays first is chosen after the initiative roll';
    case 'command':
      if (state.stage !== 'action' || state.reaction || state.acting)
        return 'a commander is activated before a unit, in the Action phase';
      return (
        checkCommand(state, d.commander, d.to, d.action, options.battle) ??
        (d.then !== undefined ? checkFastMove(state, d.commander, d.to, d.action, d.then, options.battle) : null)
      );
    case 'activate': {
      if (state.stage !== 'action' || state.reaction || state.acting)
        return 'a unit is activating or a reaction is pending';
      const u = unitById(state, d.unit);
      if (!u || u.destroyed || u.side !== side) return `${d.unit} is not a unit of side ${side} on the table`;
      if (u.activated) return `${u.name} has already been activated this turn`;
      if (state.erudite === u.id && liveUnits(state, u.side).some((o) => !o.activated && o.id !== u.id))
        return `${u.name} may not be the next to activate (Erudite)`;
      const bound = state.nextToActivate ? unitById(state, state.nextToActivate.unit) : undefined;
      if (bound && !bound.destroyed && !bound.activated && bound.side === side && bound.id !== u.id)
        return `${bound.name} must be the next to activate (${state.nextToActivate!.trait})`;
      if (d.horde !== undefined) {
        const partner = unitById(state, d.horde);
        if (!partner || partner.destroyed || partner.side !== side || partner.id === u.id)
          return `${d.horde} is not another unit of side ${side} on the table`;
        if (partner.activated) return `${partner.name} has already been activated this turn`;
        if (!hordePartners(state, u).includes(partner.id))
          return 'Horde: two units of the same regiment, both with the Horde rule';
      }
      return null;
    }
    case 'react': {
      if (!state.reaction) return 'no reaction is pending';
      if (!state.reaction.candidates.includes(d.unit)) return `${d.unit} may not react now`;
      const u = unitById(state, d.unit)!;
      const by = unitById(state, state.reaction.by)!;
      if (d.evade && (d.reaction !== 'volley' || !hasEffect(rulesUnit(state, u), 'fire-and-evade')))
        return 'only a Harasser evades after its volley';
      if (
        !feasibleReactions(
          state,
          u,
          state.reaction.trigger === 'charge' ? 'charge' : 'approach',
          by,
          options,
          state.reaction.path,
        ).includes(d.reaction)
      )
        return `${u.name} cannot react with ${d.reaction}`;
      // Reactions > Run!: "by at least its movement", with "the bonus granted (Mvt++)": the player names the distance.
      const evades = d.reaction === 'evasion' || d.evade === true;
      if (!evades && d.inches !== undefined) return 'only an evasion names a distance (inches)';
      // Reactions > Ready!: "the unit may reorient"; Reorientation: towards "a side centre or the rear centre".
      if (d.reaction !== 'reorient' && d.to !== undefined) return 'only a reorientation names a centre (to)';
      if (d.reaction === 'reorient' && !reorientations(state, u).some((to) => to === d.to))
        return `${u.name} reorients towards ${reorientations(state, u).join(', ')} (to)`;
      // Extended Arc of Fire: "they may choose their front centre or the side centres of their base".
      if (d.reaction === 'shoot' || d.reaction === 'volley') {
        const froms = reactionFiringPoints(state, u, by, d.reaction, options);
        if (!froms.includes(d.from ?? 'front'))
          return `${u.name} fires at ${by.name} from its ${froms.join(', ')} centre (from)`;
      } else if (d.from !== undefined) return 'only a shot or a volley names the centre it is fired from (from)';
      return evades ? evasionDistanceRefused(state, u, by, d.inches, options) : null;
    }
    case 'no-reaction':
      return state.reaction ? null : 'no reaction is pending';
    case 'dirty-war':
    case 'no-dirty-war':
    case 'advance':
    case 'no-advance':
    case 'withdraw':
    case 'stay':
      return 'no combat waits for a choice';
    default:
      break;
  }
  // Game Sequence: "If there are no more troops to activate but the enemy still has some, a lone commander may be
  // activated and the turn passed to the opponent": a side with no troop left may pass instead.
  if (d.kind === 'end' && state.stage === 'action' && !state.acting && !state.reaction)
    return side !== null && !canAct(state, side) ? null : 'activate a unit: only a side with no troop left passes';
  // The acting unit's actions.
  if (state.stage !== 'action' || !state.acting) return 'no unit is activating';
  if (state.reaction) return 'a reaction is pending';
  const acting = state.acting;
  const unit = unitById(state, acting.unit)!;
  const left = actionsLeft(state, options);
  switch (d.kind) {
    case 'move': {
      if (!left.includes('move')) return `${unit.name} may not move now (${acting.order})`;
      const plan = plannedMove(state, unit, d.to, acting.order, options, d.angleCorrection);
      return plan.ok ? null : plan.reason;
    }
    case 'reorient':
      if (!left.includes('reorient')) return `${unit.name} may not reorient now`;
      return canReorient(state, unit, d.to) ? null : 'the turned base would overlap a unit or an obstacle';
    case 'reorganise':
      return left.includes('reorganise') ? null : `${unit.name} may not reorganise now`;
    case 'shoot': {
      if (!left.includes('shoot')) return `${unit.name} may not shoot now`;
      const target = unitById(state, d.target);
      if (!target) return 'no such target';
      const check = shotCheck(
        state,
        unit,
        target,
        acting.order === 'fire' ? 'fire' : 'ready',
        false,
        options,
        d.from ?? 'front',
      );
      return check.ok ? null : check.reason;
    }
    case 'charge':
      if (!left.includes('charge')) return `${unit.name} may not charge now`;
      return chargeCandidates(state, unit, options).includes(d.target)
        ? null
        : `${d.target} cannot be charged (not in sight, or hidden)`;
    case 'hitch':
    case 'unhitch':
      return left.includes(d.kind) ? null : `${unit.name} may not ${d.kind} now`;
    case 'caracole':
      if (!left.includes('caracole')) return `${unit.name} may caracole only straight after its own shot`;
      return caracoleDistances(rulesUnit(state, unit), options).includes(d.inches)
        ? null
        : `${unit.name} may withdraw ${caracoleDistances(rulesUnit(state, unit), options).join(', ')}" (Caracole)`;
    case 'end':
      if (left.includes('charge') && mustCharge(state, unit, options))
        return 'Assault!: the unit must charge an enemy if it can';
      if (
        acting.order === 'run' &&
        mobilityMoveOwed(state, options) &&
        moveCandidates(state, unit, acting.order, options).length > 0
      )
        return 'Mobility: the free reorientation starts the movement: the unit moves now';
      return null;
  }
}

/**
 * The Tercios turn sequence: Planning (orders face down, Brigade shared orders), initiative and the
 * choice of who plays first, alternate activations (a commander first, optionally), reactions, and the
 * end of turn when no troop can act. Rulebook: Game Sequence; Order Cards; Reactions.
 */
export function terciosSequence(options: TerciosOptions): SequencePlugin<BattleState, BattleDecision> {
  return {
    id: 'tercios/alternate-activation',
    description:
      'Planning with face-down orders, initiative, alternate activations with optional commanders, reactions',
    phases: TERCIOS_PHASES,
    activePlayer: activeSideOf,
    legalDecisions: (state) => legalBattleDecisions(state, options),
    // The command activations judged as a bot asks (every one when the whole legal list is read).
    // Stryker disable next-line ArrowFunction: equivalent — without candidates a bot reads the legal list: the same decisions, more work
    candidates: (state) => battleCandidates(state, options),
    checkDecision: (state, d) => checkBattleDecision(state, d, options),
    isOver: (state) => state.stage === 'over',
    result: (state): GameResult =>
      state.result ?? { winner: null, victory: 'unfinished', points: { ...state.points }, turns: state.turn },
  };
}
