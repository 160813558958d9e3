import { hypot } from '@muster/core';
import type { BattleDecision } from './Decision.js';
import type { BattleBrigade, BattleState } from './State.js';
import { round } from './table.js';

/** A point on the table. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** 2" behind a point, for a brigade of `side` (A's rear is down the table, B's up it). Ruling R28. */
// Stryker disable next-line ArithmeticOperator: equivalent — 2 / (±1) is 2 * (±1)
const behind = (side: 'A' | 'B', x: number, y: number): Point => ({ x, y: y - 2 * (side === 'A' ? 1 : -1) });

/**
 * Ruling R28: the point a brigadier follows his brigade to: 2" behind the centre of its units on the table and not
 * routed; null when none is left.
 */
export function brigadePoint(state: BattleState, b: BattleBrigade): Point | null {
  const units = state.units.filter((u) => u.brigade === b.id && u.status === 'active' && u.order !== 'routed');
  if (units.length === 0) return null;
  const cx = units.reduce((s, u) => s + u.x, 0) / units.length;
  const cy = units.reduce((s, u) => s + u.y, 0) / units.length;
  return behind(b.side, cx, cy);
}

/** Where a rider from `b` towards `to` with `most` inches stops: at `to`, or `most` short of it; and how far he rides. */
export function rideTowards(b: Point, to: Point, most: number): { x: number; y: number; d: number } {
  const dist = hypot(to.x - b.x, to.y - b.y);
  if (dist === 0) return { x: b.x, y: b.y, d: 0 };
  const d = Math.min(dist, most);
  return { x: round(b.x + ((to.x - b.x) * d) / dist), y: round(b.y + ((to.y - b.y) * d) / dist), d };
}

/**
 * Ruling R28 (`brigadierRide: chosen`): where a brigadier whose brigade has moved may ride with his officer's move of
 * `most` inches, the first the place he would follow it to (towards 2" behind its centre, staying within 1/2" of it:
 * the battle's placement before the choice), then staying where he is, then towards 2" behind each of its units on the
 * table and not routed, in army-list order; the same place once, and a place beyond the table's edge at the edge.
 */
export function rideDestinations(state: BattleState, b: BattleBrigade, most: number): Point[] {
  const point = brigadePoint(state, b);
  const places: Point[] = [];
  // A place beyond the table's edge (2" behind a unit at its side's edge) is taken at the edge; "behind" changes y only.
  const add = (p: Point) => {
    const y = Math.min(state.table.depth, Math.max(0, p.y));
    if (!places.some((q) => q.x === p.x && q.y === y)) places.push({ x: p.x, y });
  };
  // Stryker disable next-line ConditionalExpression: equivalent — only a brigadier with units to follow is asked (moveBrigadier rolls no ride without a point)
  if (point) add(hypot(point.x - b.x, point.y - b.y) < 0.5 ? b : rideTowards(b, point, most));
  add(b);
  for (const u of state.units)
    if (u.brigade === b.id && u.status === 'active' && u.order !== 'routed')
      add(rideTowards(b, behind(b.side, u.x, u.y), most));
  return places;
}

/** Ruling R28: null when `d` is a ride open to the riding brigadier (any place on the table within his move), or why not. */
export function rideProblem(state: BattleState, d: BattleDecision): string | null {
  const ride = state.ride!;
  const b = state.brigades.find((x) => x.id === ride.brigade)!;
  if (d.kind !== 'ride' || d.brigade !== b.id)
    return `Brigadier ${b.brigadier} of ${b.name} must first choose where to ride (up to ${ride.most}")`;
  const dist = hypot(d.x - b.x, d.y - b.y);
  // Stryker disable next-line EqualityOperator: equivalent — a tolerance: no ride is exactly a thousandth over
  if (dist > ride.most + 0.001) return `Brigadier ${b.brigadier} may ride up to ${ride.most}", not ${round(dist)}"`;
  if (d.x < 0 || d.y < 0 || d.x > state.table.width || d.y > state.table.depth)
    return `(${d.x}, ${d.y}) is off the table`;
  return null;
}
