import {
  centres,
  corners,
  frontCentre,
  hypot,
  lineOfSight,
  pointInPolygon,
  vec,
  type Blocker,
  type Polygon,
  type Vec,
} from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { baseOf } from './unitGeometry.js';
import { BLOCKS_SIGHT, type Terrain } from './Terrain.js';

function polygonOf(t: Terrain): Polygon {
  return {
    points: [vec(t.x, t.y), vec(t.x + t.width, t.y), vec(t.x + t.width, t.y + t.height), vec(t.x, t.y + t.height)],
  };
}

/** Every other unit on the table may block a line of fire (ruling R40). */
function isUnitBlocker(o: UnitState, firer: UnitState, target: UnitState): boolean {
  return o.id !== firer.id && o.id !== target.id && o.status !== 'removed';
}

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
    for (const o of units) if (isUnitBlocker(o, firer, target)) out.push({ id: o.id, base: baseOf(o) });
  }
  if (lo.terrain) {
    state.terrain.forEach((t, i) => {
      if (!BLOCKS_SIGHT.includes(t.kind)) return;
      const polygon = polygonOf(t);
      // A unit is in terrain when its centre is (ruling R28).
      if (pointInPolygon(vec(firer.x, firer.y), polygon) || pointInPolygon(vec(target.x, target.y), polygon)) return;
      out.push({ id: `terrain-${i}`, polygon });
    });
  }
  return out;
}

/**
 * Whether a unit can see its target to fire at it (ruling R40): some straight line from a point of the
 * firer's front edge (its two front corners or its front centre) to a centre of a side of the target's base
 * crosses no blocker and passes through no gap narrower than `lineOfSight.gap` inches (core `lineOfSight`).
 *
 * @example
 * if (lineOfFireClear(state, arquebusiers, pikes)) { ... } // nothing stands between them
 */
export function lineOfFireClear(state: SwordAndPikeState, firer: UnitState, target: UnitState): boolean {
  const sight = pairSight(firer, target);
  const { options, terrain } = state;
  const known = sight.verdict;
  if (
    known?.options === options &&
    known.terrain === terrain &&
    sameUnitsNear(state, firer, target, sight.box, known.near)
  )
    return known.clear;
  // Core `lineOfSight` looks only at the blockers near each line (within `gap` of its box), so the units that cannot
  // come near any of them are left out once here instead of by each line; with no blockers, every line is clear.
  const near = unitsNear(state, firer, target, sight.box);
  const blockers = blockersAmong(state, firer, target, near);
  const clear = sight.from.some((p) =>
    sight.to.some((q) => lineOfSight(p, q, blockers, { gap: options.lineOfSight.gap }).clear),
  );
  sight.verdict = { options, terrain, near, clear };
  return clear;
}

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** What `lineOfFireClear` keeps of one firer and target (unit objects are immutable). */
interface PairSight {
  /** The lines ruling R40 tries: from each of these points to each of `to`. */
  readonly from: readonly Vec[];
  readonly to: readonly Vec[];
  /** The box round all the lines. */
  readonly box: Box;
  /**
   * The last verdict, and the unit blockers that could bear on it: a state where the same unit objects (and no
   * others) come near the lines, under the same options and terrain, gives the same verdict.
   */
  verdict?: {
    readonly options: SwordAndPikeState['options'];
    readonly terrain: SwordAndPikeState['terrain'];
    readonly near: readonly UnitState[];
    readonly clear: boolean;
  };
}

const sightMemo = new WeakMap<UnitState, WeakMap<UnitState, PairSight>>();

/**
 * The lines from the firer's front centre and front corners to the centres of the target's front, sides and rear,
 * and their box. Kept per pair of unit objects.
 */
function pairSight(firer: UnitState, target: UnitState): PairSight {
  let byTarget = sightMemo.get(firer);
  if (byTarget === undefined) sightMemo.set(firer, (byTarget = new WeakMap()));
  let sight = byTarget.get(target);
  if (sight !== undefined) return sight;
  const from = baseOf(firer);
  const [fl, fr] = corners(from);
  const c = centres(baseOf(target));
  const ends = { from: [frontCentre(from), fl, fr], to: [c.front, c.left, c.right, c.rear] };
  const all = [...ends.from, ...ends.to];
  const box = {
    minX: Math.min(...all.map((p) => p.x)),
    minY: Math.min(...all.map((p) => p.y)),
    maxX: Math.max(...all.map((p) => p.x)),
    maxY: Math.max(...all.map((p) => p.y)),
  };
  sight = { ...ends, box };
  byTarget.set(target, sight);
  return sight;
}

/**
 * Whether a unit's base may come within `reach` of the box: a circle round its centre holds the base, so this
 * answers yes for every base that does (and for a few that do not).
 */
function mayComeNear(o: UnitState, box: Box, reach: number): boolean {
  const b = baseOf(o);
  const r = hypot(b.width, b.depth) / 2 + reach;
  return !(
    b.centre.x + r < box.minX ||
    b.centre.x - r > box.maxX ||
    b.centre.y + r < box.minY ||
    b.centre.y - r > box.maxY
  );
}

/** The unit blockers `fireBlockers` gives, where they may come near the lines (none when units do not block). */
function unitsNear(state: SwordAndPikeState, firer: UnitState, target: UnitState, box: Box): UnitState[] {
  const out: UnitState[] = [];
  if (!state.options.lineOfSight.units) return out;
  const reach = nearReach(state);
  for (const o of state.units) if (isUnitBlocker(o, firer, target) && mayComeNear(o, box, reach)) out.push(o);
  return out;
}

/** `unitsNear`, compared with a list of the same unit objects without building it. */
function sameUnitsNear(
  state: SwordAndPikeState,
  firer: UnitState,
  target: UnitState,
  box: Box,
  near: readonly UnitState[],
): boolean {
  if (!state.options.lineOfSight.units) return near.length === 0;
  const reach = nearReach(state);
  let k = 0;
  for (const o of state.units)
    if (isUnitBlocker(o, firer, target) && mayComeNear(o, box, reach) && near[k++] !== o) return false;
  return k === near.length;
}

/** How far beyond the lines' box a blocker may matter: the gap, core's tolerance and 0.01" to spare. */
function nearReach(state: SwordAndPikeState): number {
  return Math.max(state.options.lineOfSight.gap, 0) + 0.01;
}
