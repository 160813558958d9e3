import { hypot, mapPacked } from '@muster/core';
import { COMMAND_RADIUS } from '../command/brigadierRatings.js';
import { chargeForbidden, type ChargeArm } from '../mechanics/chargeTest.js';
import { allowedFormations } from '../movement/formations.js';
import type { UnitOrder } from '../game/Decision.js';
import type { BattleState, BattleUnit } from '../game/State.js';
import {
  activeUnits,
  ahead,
  blockedAt,
  clearPath,
  forwardVec,
  lateralOverlap,
  onTable,
  rightVec,
} from '../game/table.js';
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
function inclineOrder(dir: 'left' | 'right', backward: boolean): UnitOrder {
  return backward ? { type: 'incline', dir, backward: true } : { type: 'incline', dir };
}

/** The incline orders to either flank, left then right, forward or (`backward`) while moving backwards. */
function inclineOrders(backward: boolean): UnitOrder[] {
  return [inclineOrder('left', backward), inclineOrder('right', backward)];
}

/**
 * A battery's orders: deployed it holds or limbers (2 moves; neither begun nor finished once its drovers have deserted);
 * limbered it moves in march column (1d6: advance, retire, incline forward or backward), wheels, or deploys (1 move).
 * Rulebook: Movement; Formations; Manoeuvre; Casualties.
 */
function batteryOrders(state: BattleState, u: BattleUnit): UnitOrder[] {
  const orders: UnitOrder[] = [{ type: 'hold' }];
  if (u.changing) {
    // "the battery may no longer limber up": not even the rest of a limbering it had begun (ruling R52).
    if (u.changing.to === 'limbered' && u.droversDeserted) return orders;
    return fits(state, u, u.changing.to) ? [...orders, { type: 'form', formation: u.changing.to }] : orders;
  }
  if (u.formation === 'deployed') {
    if (!u.droversDeserted && fits(state, u, 'limbered')) orders.push({ type: 'form', formation: 'limbered' });
    return orders;
  }
  orders.push({ type: 'advance' }, { type: 'retire' }, ...inclineOrders(false), ...inclineOrders(true));
  // "Units may wheel": limbered guns wheel at full speed (only foot are slowed). Ruling R34.
  orders.push({ type: 'wheel', dir: 'left', fast: false }, { type: 'wheel', dir: 'right', fast: false });
  if (fits(state, u, 'deployed')) orders.push({ type: 'form', formation: 'deployed' });
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
 * ({@link chargeOrders}). Out of command (over 12" from its brigadier) it may only "close the gap".
 * Rulebook: Command and Control; Movement; Formations; Charges; Disorder.
 */
export function legalOrders(
  state: BattleState,
  u: BattleUnit,
  squaresMayMove = false,
  bendAlongDefences = true,
  routed: RoutedChargeTargets = 'may-be-charged',
): UnitOrder[] {
  const orders = otherOrders(state, u, squaresMayMove, bendAlongDefences);
  for (const charge of chargeOrders(state, u, routed)) orders.push(charge);
  return orders;
}

/** True when a unit may be ordered to charge at all: orderable, not a battery, not changing formation, in command. */
function mayCharge(state: BattleState, u: BattleUnit): boolean {
  return orderable(u) && u.arm !== 'battery' && !u.changing && toBrigadier(state, u).distance <= COMMAND_RADIUS;
}

/**
 * The orders a unit may be given now other than charges (Sequence of Play, Movement iv, Other Movement).
 * Out of command (over 12" from its brigadier) it may only "close the gap". Rulebook: Command and Control;
 * Movement; Formations; Disorder.
 */
export function otherOrders(
  state: BattleState,
  u: BattleUnit,
  squaresMayMove = false,
  bendAlongDefences = true,
): UnitOrder[] {
  const hold: UnitOrder = { type: 'hold' };
  if (!orderable(u)) return [hold];
  if (u.arm === 'battery') return batteryOrders(state, u);
  if (u.changing) return fits(state, u, u.changing.to) ? [hold, { type: 'form', formation: u.changing.to }] : [hold];
  const orders: UnitOrder[] = [hold];
  if (u.order === 'disordered') orders.push({ type: 'recover' });
  const command = toBrigadier(state, u);
  if (command.distance > COMMAND_RADIUS) {
    // Rulebook: Command and Control: voluntary movement may only close the gap.
    const f = forwardVec(u);
    const r = rightVec(u);
    const forward = command.dx * f.x + command.dy * f.y;
    const side = command.dx * r.x + command.dy * r.y;
    if (forward > 0.5) orders.push({ type: 'advance' });
    if (forward < -0.5) orders.push({ type: 'retire' });
    if (Math.abs(side) > 0.5) {
      const dir = side < 0 ? 'left' : 'right';
      orders.push(inclineOrder(dir, false));
      // Inclining backwards closes the gap when he is behind the unit (as the retire) and to that side (as the incline).
      if (forward < -0.5) orders.push(inclineOrder(dir, true));
    }
    return orders;
  }
  if (u.formation !== 'square' || squaresMayMove) {
    orders.push({ type: 'advance' });
    if (u.arm === 'foot' && u.formation === 'line') orders.push({ type: 'advance-and-fire' });
    orders.push(...inclineOrders(false), { type: 'retire' });
    // Manoeuvre: "1" to the flank for each 1" forward/backward": the incline while moving backwards (ruling R23).
    orders.push(...inclineOrders(true));
    // Rulebook: Manoeuvre: foot wheel at half speed, or at full speed and disordered (not if already disordered).
    for (const dir of ['left', 'right'] as const) {
      orders.push({ type: 'wheel', dir, fast: false });
      if (u.arm === 'foot' && u.order !== 'disordered') orders.push({ type: 'wheel', dir, fast: true });
    }
  }
  const tactics = u.tactics === 'artillery' ? 'artillery' : u.tactics;
  for (const f of allowedFormations(tactics)) {
    if (f !== u.formation && f !== 'deployed' && f !== 'limbered' && fits(state, u, f))
      orders.push({ type: 'form', formation: f });
  }
  // Ruling R36: "Units defending walls, hedges or river banks may bend their line to match the defences."
  if (bendAlongDefences && u.arm === 'foot' && u.formation === 'line') {
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
