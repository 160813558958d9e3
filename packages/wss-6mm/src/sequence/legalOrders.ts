import { hypot, mapPacked } from '@muster/core';
import { moveLine, type StraightOrder } from '../game/moveLine.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import { COMMAND_RADIUS } from '../command/brigadierRatings.js';
import { chargeForbidden, type ChargeArm } from '../mechanics/chargeTest.js';
import { allowedFormations } from '../movement/formations.js';
import type { UnitOrder } from '../game/Decision.js';
import type { BattleState, BattleUnit } from '../game/State.js';
import { activeUnits, ahead, blockedAt, clearPath, lateralOverlap, onTable } from '../game/table.js';
import type { Formation } from '../movement/formations.js';
import { defenceFacing } from '../game/terrain.js';
import { unitWith } from '../game/stateShapes.js';
import type { RoutedChargeTargets } from '../options/options.js';

/** The charge table's arm of a unit. */
export function chargeArm(u: BattleUnit): ChargeArm {
  return u.arm === 'foot' || u.arm === 'battery' ? 'foot' : u.tactics === 'S' ? 's-horse' : 'p-horse';
}

/** Greatest charge move: 6 + 1 for foot, 12 + 2 for horse. Rulebook: Movement. */
export function chargeReach(u: BattleUnit): number {
  return u.arm === 'horse' ? 14 : 7;
}

/** True when a unit may receive an order when its brigade activates. */
export function orderable(u: BattleUnit): boolean {
  return (
    u.status === 'active' &&
    (u.order === 'steady' || u.order === 'disordered') &&
    u.pursuing === null &&
    u.engaged.length === 0
  );
}

/**
 * The incline order to one flank, forward or (`backward`) while moving backwards (ruling R23). A forward incline has
 * no `backward`, as saved decisions from before wrote it. Rulebook: Manoeuvre.
 */
function inclineOrder(dir: 'left' | 'right', backward: boolean): StraightOrder {
  return backward ? { type: 'incline', dir, backward: true } : { type: 'incline', dir };
}

/** The incline orders to either flank, left then right, forward or (`backward`) while moving backwards. */
function inclineOrders(backward: boolean): StraightOrder[] {
  return [inclineOrder('left', backward), inclineOrder('right', backward)];
}

/** The options the legal orders read (rulings R23, R24, R36, R64). */
export type OrderOptions = Pick<
  Wss6mmOptions,
  'squaresMayMove' | 'bendAlongDefences' | 'inclineForwardShare' | 'outOfCommandOrders'
>;

/**
 * The straight moves among `moves` that a unit out of command may make: "any subsequent voluntary movement may only be
 * used to "close the gap"" (ruling R64): those along whose line its brigadier lies more than 1/2" on (the line comes
 * nearer him for more than 1/2"); how far each may go is `commandReach`'s. Every move when in command (null).
 * Rulebook: Command and Control.
 */
function closingMoves(
  u: BattleUnit,
  command: { dx: number; dy: number } | null,
  moves: readonly StraightOrder[],
  inclineForwardShare: number,
): StraightOrder[] {
  if (command === null) return [...moves];
  return moves.filter((o) => {
    const line = moveLine(u, o, inclineForwardShare);
    return command.dx * line.dx + command.dy * line.dy > 0.5;
  });
}

/** The vector to the brigadier of a unit out of command (over 12" from him), or null in command. */
function outOfCommand(state: BattleState, u: BattleUnit): { dx: number; dy: number } | null {
  const command = toBrigadier(state, u);
  return command.distance > COMMAND_RADIUS ? command : null;
}

/**
 * A battery's orders: deployed it holds or limbers (2 moves; neither begun nor finished once its drovers have deserted);
 * limbered it moves in march column (1d6: advance, retire, incline forward or backward), wheels, or deploys (1 move).
 * Out of command it moves only to close the gap, and does not wheel; it keeps its formation changes unless
 * `outOfCommandOrders` is `closing-only` (ruling R64). Rulebook: Movement; Formations; Manoeuvre; Casualties; Command
 * and Control.
 */
function batteryOrders(state: BattleState, u: BattleUnit, options: OrderOptions): UnitOrder[] {
  const orders: UnitOrder[] = [{ type: 'hold' }];
  if (u.changing) {
    // "the battery may no longer limber up": not even the rest of a limbering it had begun (ruling R52).
    if (u.changing.to === 'limbered' && u.droversDeserted) return orders;
    return fits(state, u, u.changing.to) ? [...orders, { type: 'form', formation: u.changing.to }] : orders;
  }
  const command = outOfCommand(state, u);
  const formationChanges = command === null || options.outOfCommandOrders === 'movement-only';
  if (u.formation === 'deployed') {
    if (formationChanges && !u.droversDeserted && fits(state, u, 'limbered'))
      orders.push({ type: 'form', formation: 'limbered' });
    return orders;
  }
  const moves: StraightOrder[] = [
    { type: 'advance' },
    { type: 'retire' },
    ...inclineOrders(false),
    ...inclineOrders(true),
  ];
  orders.push(...closingMoves(u, command, moves, options.inclineForwardShare));
  // "Units may wheel": limbered guns wheel at full speed (only foot are slowed). Ruling R34.
  if (command === null)
    orders.push({ type: 'wheel', dir: 'left', fast: false }, { type: 'wheel', dir: 'right', fast: false });
  if (formationChanges && fits(state, u, 'deployed')) orders.push({ type: 'form', formation: 'deployed' });
  return orders;
}

/**
 * The charge targets of each unit, by the facts they are computed from: the units on the table (the
 * `units` array, new whenever an event changes a unit) and the unit. An activation asks every unit of the
 * brigade whether it may charge, then asks the chargers again when their turn comes.
 */
const chargeTargetsByUnits: Record<
  RoutedChargeTargets,
  WeakMap<readonly BattleUnit[], WeakMap<BattleUnit, BattleUnit[]>>
> = { 'may-be-charged': new WeakMap(), 'not-targets': new WeakMap() };

/**
 * Enemy units `u` may declare a charge on. Rulebook: Charges ("No unit that is ROUTED, FALLING BACK or in pursuit
 * may charge": a limit on chargers; routed enemies are targets unless `routed` is `not-targets`, ruling R57).
 */
export function chargeTargets(
  state: BattleState,
  u: BattleUnit,
  routed: RoutedChargeTargets = 'may-be-charged',
): BattleUnit[] {
  const byUnits = chargeTargetsByUnits[routed];
  let byUnit = byUnits.get(state.units);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: emptied again, the targets are computed anew, the same
  if (!byUnit) byUnits.set(state.units, (byUnit = new WeakMap()));
  let targets = byUnit.get(u);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: bypassed, the targets are computed anew, the same
  if (!targets) byUnit.set(u, (targets = computeChargeTargets(state, u, routed)));
  return [...targets];
}

/** {@link chargeTargets} computed from scratch: they depend on `state.units`, `u` and `routed` only. */
export function computeChargeTargets(
  state: BattleState,
  u: BattleUnit,
  routed: RoutedChargeTargets = 'may-be-charged',
): BattleUnit[] {
  if (u.formation === 'square' || u.changing) return [];
  return activeUnits(state).filter((t) => {
    if (t.side === u.side || (t.order === 'routed' && routed !== 'may-be-charged')) return false;
    if (chargeForbidden(chargeArm(u), u.order, u.pursuing !== null, t.arm === 'horse') !== null) return false;
    const gap = ahead(u, t);
    return gap >= -0.01 && gap <= chargeReach(u) && lateralOverlap(u, t) > 0.01 && clearPath(state, u, t);
  });
}

/** Inches from a unit to its brigadier. */
export function toBrigadier(state: BattleState, u: BattleUnit): { dx: number; dy: number; distance: number } {
  const b = state.brigades.find((x) => x.id === u.brigade)!;
  const dx = b.x - u.x;
  const dy = b.y - u.y;
  return { dx, dy, distance: hypot(dx, dy) };
}

/**
 * The orders a unit may be given now (a finite candidate list): {@link otherOrders}, then its charges
 * ({@link chargeOrders}). Out of command (over 12" from its brigadier) its moves may only "close the gap".
 * Rulebook: Command and Control; Movement; Formations; Charges; Disorder.
 */
export function legalOrders(
  state: BattleState,
  u: BattleUnit,
  options: OrderOptions & Pick<Wss6mmOptions, 'routedChargeTargets'> = DEFAULT_OPTIONS,
): UnitOrder[] {
  const orders = otherOrders(state, u, options);
  for (const charge of chargeOrders(state, u, options.routedChargeTargets)) orders.push(charge);
  return orders;
}

/** True when a unit may be ordered to charge at all: orderable, not a battery, not changing formation, in command. */
function mayCharge(state: BattleState, u: BattleUnit): boolean {
  return orderable(u) && u.arm !== 'battery' && !u.changing && toBrigadier(state, u).distance <= COMMAND_RADIUS;
}

/**
 * The orders a unit may be given now other than charges (Sequence of Play, Movement iv, Other Movement).
 * Out of command (over 12" from its brigadier) "any subsequent voluntary movement may only be used to "close the gap"":
 * only the straight moves that close it, no wheel; the orders that move nothing (formation changes, bending the line,
 * recovering order) are kept, unless `outOfCommandOrders` is `closing-only` (ruling R64). Rulebook: Command and
 * Control; Movement; Formations; Disorder.
 */
export function otherOrders(state: BattleState, u: BattleUnit, options: OrderOptions = DEFAULT_OPTIONS): UnitOrder[] {
  const hold: UnitOrder = { type: 'hold' };
  if (!orderable(u)) return [hold];
  if (u.arm === 'battery') return batteryOrders(state, u, options);
  if (u.changing) return fits(state, u, u.changing.to) ? [hold, { type: 'form', formation: u.changing.to }] : [hold];
  const orders: UnitOrder[] = [hold];
  if (u.order === 'disordered') orders.push({ type: 'recover' });
  const command = outOfCommand(state, u);
  if (u.formation !== 'square' || options.squaresMayMove) {
    const moves: StraightOrder[] = [{ type: 'advance' }];
    if (u.arm === 'foot' && u.formation === 'line') moves.push({ type: 'advance-and-fire' });
    moves.push(...inclineOrders(false), { type: 'retire' });
    // Manoeuvre: "1" to the flank for each 1" forward/backward": the incline while moving backwards (ruling R23).
    moves.push(...inclineOrders(true));
    orders.push(...closingMoves(u, command, moves, options.inclineForwardShare));
    // Rulebook: Manoeuvre: foot wheel at half speed, or at full speed and disordered (not if already disordered).
    // A wheel turns the unit on its outside man: out of command it is not offered (ruling R64).
    if (command === null)
      for (const dir of ['left', 'right'] as const) {
        orders.push({ type: 'wheel', dir, fast: false });
        if (u.arm === 'foot' && u.order !== 'disordered') orders.push({ type: 'wheel', dir, fast: true });
      }
  }
  // Out of command, the orders that move nothing are kept by default (ruling R64).
  if (command !== null && options.outOfCommandOrders === 'closing-only') return orders;
  const tactics = u.tactics === 'artillery' ? 'artillery' : u.tactics;
  for (const f of allowedFormations(tactics)) {
    if (f !== u.formation && f !== 'deployed' && f !== 'limbered' && fits(state, u, f))
      orders.push({ type: 'form', formation: f });
  }
  // Ruling R36: "Units defending walls, hedges or river banks may bend their line to match the defences."
  if (options.bendAlongDefences && u.arm === 'foot' && u.formation === 'line') {
    const facing = defenceFacing(state, u);
    if (facing !== null) {
      const turned = unitWith(u, { facing });
      if (onTable(state, turned) && !blockedAt(state, turned, u.x, u.y)) orders.push({ type: 'match-defences' });
    }
  }
  return orders;
}

/**
 * The charges a unit may declare now (Sequence of Play, Movement ii): its legal orders that are charges.
 * An out-of-command unit, a square or a unit changing formation has none.
 */
export function chargeOrders(
  state: BattleState,
  u: BattleUnit,
  routed: RoutedChargeTargets = 'may-be-charged',
): UnitOrder[] {
  if (!mayCharge(state, u)) return [];
  return mapPacked(chargeTargets(state, u, routed), (t): UnitOrder => ({ type: 'charge', target: t.id }));
}

/** True when the unit, re-formed in place, stays on the table and clear of other units. */
export function fits(state: BattleState, u: BattleUnit, formation: Formation): boolean {
  const reformed = unitWith(u, { formation });
  if (!onTable(state, reformed) || blockedAt(state, reformed, u.x, u.y)) return false;
  // Pc: "a column 1 element wide with at least an element wide gap to either side". Rulebook: Formations.
  if (formation === 'pc') return !blockedAt(state, reformed, u.x - 1, u.y) && !blockedAt(state, reformed, u.x + 1, u.y);
  return true;
}
