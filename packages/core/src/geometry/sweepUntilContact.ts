import { frontCentre, type Base } from './Base.js';
import { contactAlong } from './firstContact.js';
import {
  advance,
  faceTowards,
  moveFrontCentreTo,
  pivot,
  pivotPointOf,
  stepDistance,
  turnPointOf,
  type MoveStep,
} from './movement.js';
import { pivotContact } from './pivotContact.js';
import type { Polygon } from './Polygon.js';
import { add, distance, normalize, normalizeAngle, scale, sub } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/** The result of {@link sweepUntilContact}. */
export interface BlockedSweep {
  /** The base before the first step and after each step taken (the last one possibly cut short). */
  readonly bases: readonly Base[];
  /** The distance each step taken counted (see `stepDistance`), the last one possibly partial. */
  readonly stepDistances: readonly number[];
  readonly distance: number;
  readonly final: Base;
  /** Where the path was stopped: the step index and the obstacle index. Absent when it was completed. */
  readonly stoppedAt?: { readonly step: number; readonly obstacle: number };
}

/**
 * Follows a movement path like `sweep`, but stops at the first contact with an obstacle (a base or an
 * impassable terrain polygon): straight parts stop where `firstContact` says, pivots where
 * `pivotContact` says. The final base touches the obstacle without overlapping it.
 *
 * @example
 * const s = sweepUntilContact(base, [{ kind: 'advance', distance: 8 }], enemies);
 * if (s.stoppedAt) { ... } // contact after s.distance inches
 */
export function sweepUntilContact(
  base: Base,
  path: readonly MoveStep[],
  obstacles: readonly (Base | Polygon)[],
  tolerance = GEOMETRY_EPSILON,
): BlockedSweep {
  const bases: Base[] = [base];
  const stepDistances: number[] = [];
  let current = base;
  for (let i = 0; i < path.length; i++) {
    const step = path[i] as MoveStep;
    let next: Base;
    let stopped: number | undefined;
    let counted: number;
    if (step.kind === 'advance' || step.kind === 'move') {
      const target = step.kind === 'advance' ? advance(current, step.distance) : moveFrontCentreTo(current, step.to);
      const len = distance(frontCentre(target), frontCentre(current));
      const dir = normalize(sub(frontCentre(target), frontCentre(current)));
      // Stryker disable next-line ConditionalExpression: speed only — a contact is never at a distance under 0, so a move of length 0 is never cut short
      const c = len === 0 ? undefined : contactAlong(current, dir, len, obstacles, tolerance);
      if (c !== undefined && c.distance < len) {
        next = { ...current, centre: add(current.centre, scale(dir, c.distance)) };
        stopped = c.index;
      } else next = target;
      counted = distance(frontCentre(current), frontCentre(next));
    } else {
      // A turn to face a point is one pivot about a fixed point, so both kinds are checked alike.
      const fixed = pivotPointOf(current, turnPointOf(step));
      const angle =
        step.kind === 'pivot'
          ? step.angle
          : normalizeAngle(faceTowards(current, step.towards, fixed).facing - current.facing);
      const c = pivotContact(current, angle, fixed, obstacles, { tolerance });
      next = pivot(current, c?.angle ?? angle, fixed);
      stopped = c?.index;
      // The step as asked: stepDistance reads the angle turned from the two bases, and its pivot point from `step`
      // as `fixed` was read.
      counted = stepDistance(current, next, step);
    }
    stepDistances.push(counted);
    bases.push(next);
    current = next;
    if (stopped !== undefined) {
      return {
        bases,
        stepDistances,
        distance: stepDistances.reduce((a, b) => a + b, 0),
        final: current,
        stoppedAt: { step: i, obstacle: stopped },
      };
    }
  }
  return { bases, stepDistances, distance: stepDistances.reduce((a, b) => a + b, 0), final: current };
}
