import {
  centres,
  corners,
  frontCentre,
  lineOfSight,
  pointInPolygon,
  vec,
  type Blocker,
  type Polygon,
} from '@muster/core';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { baseOf } from './unitGeometry.js';
import { BLOCKS_SIGHT, type Terrain } from './Terrain.js';

function polygonOf(t: Terrain): Polygon {
  return {
    points: [vec(t.x, t.y), vec(t.x + t.width, t.y), vec(t.x + t.width, t.y + t.height), vec(t.x, t.y + t.height)],
  };
}

/**
 * The blockers between a firer and its target (ruling R40): the bases of every other unit on the table,
 * friend or foe, and woods, buildings and fortified towns — except an area the firer or the target stands in
 * (a unit in a wood sees out of it and is seen from outside: that is the "Cover" target of the fire table).
 */
export function fireBlockers(state: SwordAndPikeState, firer: UnitState, target: UnitState): Blocker[] {
  const lo = state.options.lineOfSight;
  const out: Blocker[] = [];
  if (lo.units) {
    for (const o of state.units) {
      if (o.id === firer.id || o.id === target.id || o.status === 'removed') continue;
      out.push({ id: o.id, base: baseOf(o) });
    }
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
  // Core `lineOfSight` itself looks only at the blockers near each line (within `gap` of its box); with none, every
  // line is clear.
  const blockers = fireBlockers(state, firer, target);
  const from = baseOf(firer);
  const [fl, fr] = corners(from);
  const c = centres(baseOf(target));
  for (const p of [frontCentre(from), fl, fr]) {
    for (const q of [c.front, c.left, c.right, c.rear])
      if (lineOfSight(p, q, blockers, { gap: state.options.lineOfSight.gap }).clear) return true;
  }
  return false;
}
