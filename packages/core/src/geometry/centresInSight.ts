import { centres, type Base, type CentreName } from './Base.js';
import type { NearestCentre } from './distances.js';
import { lineOfSight, type Blocker, type LineOfSightOptions } from './lineOfSight.js';
import { distance, type Vec } from './Vec.js';

const ORDER: readonly CentreName[] = ['front', 'left', 'right', 'rear'];

/**
 * The centres of `target` that can be seen from `from`, nearest first (ties: front, left, right, rear).
 * Tercios, Shooting > Selecting the target: the line runs from the shooter's front centre to any
 * centre of the target, and range is measured to the nearest centre in sight — the first element.
 * Leave the shooter and the target out of `blockers`.
 *
 * @example
 * const [aim] = centresInSight(frontCentre(shooter), target, others);
 * if (aim !== undefined && aim.distance <= 12) { ... } // in sight and in range
 */
export function centresInSight(
  from: Vec,
  target: Base,
  blockers: readonly Blocker[],
  options: LineOfSightOptions = {},
): NearestCentre[] {
  const cs = centres(target);
  return ORDER.map((side) => ({ ...cs[side], side, distance: distance(from, cs[side]) }))
    .filter((c) => lineOfSight(from, c, blockers, options).clear)
    .sort((a, b) => a.distance - b.distance || ORDER.indexOf(a.side) - ORDER.indexOf(b.side));
}
