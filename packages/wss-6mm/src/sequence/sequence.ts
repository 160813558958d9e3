import {
  canonicalJson,
  type GameResult,
  memoOnState,
  type SequencePlugin,
  mapPacked,
  emptyObjectArray,
} from '@muster/core';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import type { BattleDecision, UnitOrder } from '../game/Decision.js';
import type { BattleState } from '../game/State.js';
import { chargeOrders, otherOrders } from './legalOrders.js';
import { unitById } from '../game/table.js';
import { fireTargetProblem, fireTargets } from '../game/firePhases.js';
import { cincDecisions, officerMayJoin } from '../game/commanderInChief.js';
import { chargeReactions } from '../game/resolveCharge.js';
import { moveChoices, wheelAt, wheelChoices } from '../game/executeOrder.js';
import { pistolTargets } from '../game/meleePhase.js';
import { rideDestinations, rideProblem } from '../game/brigadierRide.js';

/** The phases of a turn in the rulebook's words. Rulebook: Sequence of Play. */
export const PHASES = [
  'command and control',
  'movement (1 brigade at a time, alternately): compulsory moves, charges, morale tests, other movement',
  'artillery fire',
  'small arms fire',
  'melee',
  'morale tests',
] as const;

// States are immutable snapshots (every event makes a new one), so the candidates of a state are computed
// once per options object: the engine asks for them and then checks the chosen decision against the same state.
// The canonical JSON keys are made only when a decision that is not one of the candidate objects is checked
// (from a file or a user): the engine's bots hand back one of the objects themselves.
function candidates(
  state: BattleState,
  options: Wss6mmOptions,
): { decisions: BattleDecision[]; keys: Set<string> | null } {
  return memoOnState(state, options, 'candidates', () => ({ decisions: computeDecisions(state, options), keys: null }));
}

/** True when `decision` is one of the candidates of `state`. */
function isCandidate(state: BattleState, decision: BattleDecision, options: Wss6mmOptions): boolean {
  const found = candidates(state, options);
  if (found.decisions.includes(decision)) return true;
  found.keys ??= new Set(found.decisions.map((d) => canonicalJson(d)));
  return found.keys.has(canonicalJson(decision));
}

/** Candidate decisions: the orders of the units to order in an activated brigade, or the brigades the side may try. */
export function legalBattleDecisions(state: BattleState, options: Wss6mmOptions = DEFAULT_OPTIONS): BattleDecision[] {
  return [...candidates(state, options).decisions];
}

function computeDecisions(state: BattleState, options: Wss6mmOptions): BattleDecision[] {
  if (state.result !== null) return [];
  if (state.fire) {
    const id = state.fire.pending[0];
    if (id === undefined) return [];
    return mapPacked(fireTargets(state, options, unitById(state, id)), (t): BattleDecision => ({
      kind: 'fire',
      unit: id,
      target: t.id,
    }));
  }
  const volleyer = state.pistols?.pending[0];
  if (volleyer !== undefined)
    // Ruling R63: the enemies in contact, the first it met first, then not firing.
    return [
      ...mapPacked(pistolTargets(state, unitById(state, volleyer)), (t): BattleDecision => ({
        kind: 'pistols',
        unit: volleyer,
        target: t.id,
      })),
      { kind: 'pistols', unit: volleyer, target: null },
    ];
  const pursuit = state.pursuit;
  if (pursuit)
    // Ruling R62: "Foot may rally automatically after one move of pursuit": rally (first) or pursue on.
    return [
      { kind: 'pursuit', unit: pursuit.unit, rally: true },
      { kind: 'pursuit', unit: pursuit.unit, rally: false },
    ];
  const cincSide = state.cincs ? state.cincPending[0] : undefined;
  if (cincSide !== undefined) return cincDecisions(state, cincSide, options);
  const rallying = state.rally?.[0];
  if (rallying !== undefined)
    return [
      { kind: 'rally', unit: rallying, test: true },
      { kind: 'rally', unit: rallying, test: false },
    ];
  const ride = state.ride;
  if (ride) {
    // Ruling R28: the brigadier of the brigade that has moved chooses where to ride.
    const b = state.brigades.find((x) => x.id === ride.brigade)!;
    return mapPacked(rideDestinations(state, b, ride.most), (p): BattleDecision => ({
      kind: 'ride',
      brigade: b.id,
      x: p.x,
      y: p.y,
    }));
  }
  if (state.pendingCharge) {
    const p = state.pendingCharge;
    return mapPacked(chargeReactions(unitById(state, p.target), unitById(state, p.charger), options), (reaction) => ({
      kind: 'react',
      unit: p.target,
      reaction,
    }));
  }
  if (state.current?.attaching) {
    const brigade = state.current.brigade;
    const units = state.units.filter((u) => u.brigade === brigade && officerMayJoin(u.side, u, options));
    return [
      { kind: 'attach', brigade, unit: null },
      ...units.map((u): BattleDecision => ({ kind: 'attach', brigade, unit: u.id })),
    ];
  }
  const moving = state.current?.moving;
  if (moving) return moveDecisions(state, options, moving);
  if (state.current) {
    // Movement ii, Charges, before iv, Other Movement: a unit that may charge declares a charge or none;
    // then every unit not charging gets its other orders (no charges). Ruling R39: the player orders the units of
    // the step in the order he chooses (each unit's decisions, units in list order), or (`unitOrder: list`) the
    // first in list order.
    const charging = state.current.charging.length > 0;
    const decisions = emptyObjectArray<BattleDecision>();
    for (const id of unitsToOrder(state, options)) {
      const u = unitById(state, id);
      const step: UnitOrder[] = charging
        ? [{ type: 'no-charge' }, ...chargeOrders(state, u, options.routedChargeTargets)]
        : otherOrders(state, u, options);
      for (const order of step) decisions.push({ kind: 'order', unit: id, order });
    }
    return decisions;
  }
  return mapPacked(
    state.brigades.filter((b) => b.side === state.activeSide && b.activation === 'pending'),
    (b) => ({ kind: 'activate', brigade: b.id }),
  );
}

type Moving = NonNullable<NonNullable<BattleState['current']>['moving']>;

/**
 * Ruling R61 (`moveAllowance: up-to`): how far the rolled move goes, smallest first: every whole inch short of the most
 * and the most; a wheel, every 15 degrees short of the most, its half and quarter and the most, where the end is clear.
 */
function moveDecisions(state: BattleState, options: Wss6mmOptions, moving: Moving): BattleDecision[] {
  const unit = moving.unit;
  const order = moving.order;
  if (order.type === 'wheel')
    return mapPacked(
      wheelChoices({ state, options }, unitById(state, unit), order.dir, moving.most),
      (degrees): BattleDecision => ({ kind: 'turn', unit, degrees }),
    );
  return mapPacked(moveChoices(moving.most), (inches): BattleDecision => ({ kind: 'move', unit, inches }));
}

/**
 * Ruling R61: null when `decision` says how far the rolled move goes (any distance up to the most, a wheel's end clear),
 * or the reason.
 */
function moveProblem(
  state: BattleState,
  options: Wss6mmOptions,
  moving: Moving,
  decision: BattleDecision,
): string | null {
  const wheeling = moving.order.type === 'wheel';
  const what = wheeling ? `${moving.most} degrees` : `${moving.most}"`;
  const expected = wheeling ? 'turn' : 'move';
  if (
    // Stryker disable next-line ConditionalExpression: equivalent — the kind is compared with the one expected next; this only narrows its type
    (decision.kind !== 'move' && decision.kind !== 'turn') ||
    decision.kind !== expected ||
    decision.unit !== moving.unit
  )
    return `${moving.unit} must first choose how far its ${wheeling ? 'wheel' : 'move'} goes (${expected}, up to ${what})`;
  const value = decision.kind === 'move' ? decision.inches : decision.degrees;
  if (!(value > 0 && value <= moving.most)) return `${moving.unit} may go more than 0 and up to ${what}, not ${value}`;
  if (
    moving.order.type === 'wheel' &&
    !wheelAt({ state, options }, unitById(state, moving.unit), moving.order.dir, (value * Math.PI) / 180)
  )
    return `${moving.unit} has no room to wheel ${moving.order.dir} ${value} degrees`;
  return null;
}

/**
 * The units of the activated brigade that may be ordered now: those still to declare a charge or none (Movement ii,
 * Charges), else those still to move (iv, Other Movement); all of them (`unitOrder: chosen`, ruling R39: the player
 * orders them in the order he chooses) or the first in list order (`list`). Rulebook: Sequence of Play.
 */
export function unitsToOrder(state: BattleState, options: Pick<Wss6mmOptions, 'unitOrder'>): readonly string[] {
  const current = state.current;
  if (!current || current.attaching) return [];
  const step = current.charging.length > 0 ? current.charging : current.pending;
  return options.unitOrder === 'list' ? step.slice(0, 1) : step;
}

/** Null when the decision is legal now, or the reason. */
export function checkBattleDecision(
  state: BattleState,
  decision: BattleDecision,
  options: Wss6mmOptions = DEFAULT_OPTIONS,
): string | null {
  if (state.result !== null) return 'the battle is over';
  if (state.fire) {
    const firer = state.fire.pending[0];
    if (firer === undefined) return 'no unit is due to fire';
    if (decision.kind !== 'fire' || decision.unit !== firer)
      return `${state.fire.phase === 'artillery' ? 'artillery' : 'small arms'} fire is under way: ${firer} must first choose its target`;
    const target = state.units.find((u) => u.id === decision.target);
    if (!target) return `no unit "${decision.target}"`;
    return fireTargetProblem(state, options, unitById(state, firer), target);
  }
  const volleyer = state.pistols?.pending[0];
  if (volleyer !== undefined) {
    if (decision.kind !== 'pistols' || decision.unit !== volleyer)
      return `${volleyer} must first choose whether to fire its pistols in the melee, and at whom (Small Arms Fire: "Pc Horse may fire in second or subsequent rounds of melee")`;
    const targets = pistolTargets(state, unitById(state, volleyer)).map((t) => t.id);
    return decision.target === null || targets.includes(decision.target)
      ? null
      : `${volleyer} may fire only at an enemy in contact with it: ${targets.join(', ')}`;
  }
  if (decision.kind === 'pistols') return 'no Pc unit is choosing whether to fire its pistols in the melee now';
  if (decision.kind === 'fire') return 'no unit is choosing a fire target now';
  const pursuit = state.pursuit;
  if (pursuit)
    return decision.kind === 'pursuit' && decision.unit === pursuit.unit
      ? null
      : `${pursuit.unit} must first choose whether to rally after its move of pursuit or to pursue on (Post Melee: "Foot may rally automatically after one move of pursuit")`;
  if (decision.kind === 'pursuit') return 'no foot unit is choosing whether to rally from its pursuit now';
  const rallying = state.rally?.[0];
  if (rallying !== undefined)
    return decision.kind === 'rally' && decision.unit === rallying
      ? null
      : `${rallying} must first choose whether to take its rally test (Rallying: "may test now")`;
  if (decision.kind === 'rally') return 'no unit is choosing whether to rally now';
  const cincSide = state.cincs ? state.cincPending[0] : undefined;
  if (cincSide !== undefined) {
    if (decision.kind !== 'cinc' || decision.side !== cincSide)
      return `the CinC of ${cincSide} must first choose where to ride (Command and Control)`;
    if (decision.unit === null || isCandidate(state, decision, options)) return null;
    const u = state.units.find((x) => x.id === decision.unit);
    if (!u) return `no unit "${decision.unit}"`;
    if (u.side !== cincSide) return `${u.name} is an enemy unit`;
    return `the CinC cannot attach himself to ${u.name} (${u.arm === 'battery' ? 'a battery' : u.status !== 'active' ? 'no longer on the table' : 'routed'})`;
  }
  if (decision.kind === 'cinc') return 'no CinC is choosing where to ride now';
  if (state.ride) return rideProblem(state, decision);
  if (decision.kind === 'ride') return 'no brigadier is choosing where to ride now';
  if (state.pendingCharge) {
    const p = state.pendingCharge;
    if (decision.kind !== 'react' || decision.unit !== p.target)
      return `${p.target} must first answer the charge of ${p.charger}`;
    return chargeReactions(unitById(state, p.target), unitById(state, p.charger), options).includes(decision.reaction)
      ? null
      : `${decision.reaction} is not open to ${p.target} now`;
  }
  if (decision.kind === 'react') return 'no charge is waiting for an answer';
  if (state.current?.attaching) {
    if (decision.kind !== 'attach')
      return `the brigadier of ${state.current.brigade} must first choose whether to attach himself to a unit`;
    return isCandidate(state, decision, options)
      ? null
      : `the brigadier cannot attach himself to ${decision.unit ?? 'nothing'} now`;
  }
  if (decision.kind === 'attach') return 'no activated brigadier is choosing where to stand';
  const moving = state.current?.moving;
  if (moving) return moveProblem(state, options, moving, decision);
  if (decision.kind === 'move' || decision.kind === 'turn') return 'no rolled move is waiting for its distance';
  if (decision.kind === 'activate') {
    if (state.current)
      return `${state.current.brigade} is still being moved: order ${unitsToOrder(state, options).join(', ') || 'its units'}`;
    const b = state.brigades.find((x) => x.id === decision.brigade);
    if (!b) return `no brigade "${decision.brigade}"`;
    if (b.side !== state.activeSide) return `${b.name} is not on the side to move (${state.activeSide})`;
    if (b.activation !== 'pending') return `${b.name} has already tried to activate this turn`;
    return null;
  }
  if (!state.current) return 'no brigade is activated: activate a brigade first';
  const open = unitsToOrder(state, options);
  if (!open.includes(decision.unit)) {
    if (options.unitOrder === 'list') return `the next unit to order is ${open[0] ?? 'none'}, not ${decision.unit}`;
    // Not among the units of the step but still to move: the charge step is under way.
    if (state.current.pending.includes(decision.unit))
      return `charges are declared before other movement: ${decision.unit} waits until ${open.join(', ')} ${open.length === 1 ? 'has' : 'have'} declared a charge or no charge`;
    return `${decision.unit} is not a unit of ${state.current.brigade} still to order: order one of ${open.join(', ') || 'none'}`;
  }
  if (isCandidate(state, decision, options)) return null;
  if (state.current.charging.length > 0)
    return `${decision.unit} must first declare a charge or no charge (charges come before other movement)`;
  return decision.order.type === 'charge' || decision.order.type === 'no-charge'
    ? `charges are declared before other movement: ${decision.unit} may no longer charge this activation`
    : `${decision.order.type} is not a legal order for ${decision.unit} now`;
}

/** The turn sequence of wss-6mm for a set of options: alternate brigade activation, then fire, melee and morale. */
export function createWss6mmSequence(options: Wss6mmOptions): SequencePlugin<BattleState, BattleDecision> {
  return {
    id: 'wss-6mm/alternate-brigade-activation',
    description: 'initiative, then alternate d20 brigade activation; artillery, small arms, melee and morale phases',
    phases: PHASES,
    activePlayer: (s) => {
      if (s.result !== null) return null;
      if (s.fire) return s.fire.pending[0] === undefined ? null : unitById(s, s.fire.pending[0]).side;
      if (s.rally?.[0] !== undefined) return unitById(s, s.rally[0]).side;
      // A foot unit choosing whether to rally after its pursuit (ruling R62) is of the side whose brigade is moving.
      if (s.pistols?.pending[0] !== undefined) return unitById(s, s.pistols.pending[0]).side;
      if (s.cincs && s.cincPending[0] !== undefined) return s.cincPending[0];
      return s.pendingCharge ? unitById(s, s.pendingCharge.target).side : s.activeSide;
    },
    legalDecisions: (s) => legalBattleDecisions(s, options),
    checkDecision: (s, d) => checkBattleDecision(s, d, options),
    isOver: (s) => s.result !== null,
    result: (s): GameResult =>
      s.result ?? { winner: null, victory: 'unfinished', points: { A: 0, B: 0 }, turns: s.turn },
  };
}
