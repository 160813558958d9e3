import { corners, frontCentre, rearCentre, forwardOf, type Base } from './Base.js';
import { add, angleOf, distance, length, normalizeAngle, rotate, scale, sub, type Vec } from './Vec.js';
import { GEOMETRY_EPSILON } from './tolerance.js';

/**
 * The point a base pivots about: its centre, one of its front corners, its front or rear centre
 * (Tercios turns a unit "using the front centre as the pivot point"), or any table point.
 */
export type PivotPoint = 'centre' | 'front-left' | 'front-right' | 'front-centre' | 'rear-centre' | Vec;

/** The table point a {@link PivotPoint} names for this base. */
export function pivotPointOf(base: Base, about: PivotPoint): Vec {
  if (typeof about !== 'string') return about;
  switch (about) {
    case 'centre':
      return base.centre;
    case 'front-left':
      return corners(base)[0];
    case 'front-right':
      return corners(base)[1];
    case 'front-centre':
      return frontCentre(base);
    case 'rear-centre':
      return rearCentre(base);
  }
}

/**
 * The base moved `distance` inches straight ahead along its facing (negative moves it backwards).
 *
 * @example
 * advance(baseAt(vec(36, 6), NORTH, 12, 6), 4) // front centre now at (36, 10)
 */
export function advance(base: Base, distance: number): Base {
  return { ...base, centre: add(base.centre, scale(forwardOf(base), distance)) };
}

/**
 * The base turned by `angle` radians (positive = counter-clockwise = to the unit's left) about a point.
 * A wheel to the left is `angle > 0` about `'front-left'` (the right-hand end swings forward); a wheel
 * to the right is `angle < 0` about `'front-right'`.
 *
 * @example
 * pivot(base, Math.PI / 4, 'front-left') // wheel 45° to the left, front-left corner fixed
 */
export function pivot(base: Base, angle: number, about: PivotPoint = 'centre'): Base {
  const p = pivotPointOf(base, about);
  return {
    ...base,
    centre: add(p, rotate(sub(base.centre, p), angle)),
    facing: normalizeAngle(base.facing + angle),
  };
}

/** The base translated so its front centre stands on `point`, keeping its facing. */
export function moveFrontCentreTo(base: Base, point: Vec): Base {
  return { ...base, centre: add(base.centre, sub(point, frontCentre(base))) };
}

/**
 * The base turned so that its front centre looks straight at `point`, pivoting about `about` (default:
 * the front centre, as Tercios turns a unit towards its destination). About another point the front
 * centre itself moves as the base turns, so the turn is refined a few times until it points true.
 * A `point` on the front centre leaves the base unchanged.
 */
export function faceTowards(base: Base, point: Vec, about: PivotPoint = 'front-centre'): Base {
  let b = base;
  // Converges in a few steps: the front centre moves little compared with the distance to `point`.
  // Stryker disable next-line EqualityOperator,UpdateOperator: equivalent — the refinement returns at |turn| ≤ 1e-12 within a few turns, never near 20
  for (let i = 0; i < 20; i++) {
    const d = sub(point, frontCentre(b));
    // Stryker disable next-line EqualityOperator: equivalent — a point exactly GEOMETRY_EPSILON from the front centre is a tie to the last bit
    if (length(d) <= GEOMETRY_EPSILON) return b;
    const turn = normalizeAngle(angleOf(d) - b.facing);
    // Stryker disable next-line EqualityOperator: equivalent — a turn of exactly 1e-12 is a tie to the last bit
    if (Math.abs(turn) <= 1e-12) return b;
    b = pivot(b, turn, about);
    // Stryker disable next-line ConditionalExpression,StringLiteral: speed only — about the front centre the next pass finds the turn done
    if (about === 'front-centre') return b;
  }
  return b;
}

/** One step of a movement path; see {@link sweep}. */
export type MoveStep =
  | { readonly kind: 'pivot'; readonly angle: number; readonly about: PivotPoint }
  | { readonly kind: 'advance'; readonly distance: number }
  | { readonly kind: 'move'; readonly to: Vec }
  | { readonly kind: 'face'; readonly towards: Vec; readonly about?: PivotPoint };

/** The point a turning step turns about: a pivot names its own; a turn to face a point defaults to the front centre. */
export function turnPointOf(step: Extract<MoveStep, { kind: 'pivot' | 'face' }>): PivotPoint {
  return step.about ?? 'front-centre';
}

/** The result of {@link sweep}. */
export interface Sweep {
  /** The base before the first step and after each step: `steps.length + 1` bases. */
  readonly bases: readonly Base[];
  /** The distance each step counted, in inches (see {@link stepDistance}). */
  readonly stepDistances: readonly number[];
  /** The sum of `stepDistances`. */
  readonly distance: number;
  /** The base at the end of the path. */
  readonly final: Base;
}

/**
 * The distance a step counts, in inches, by the common wargame convention:
 * - `advance`: the distance moved; `move`: the straight distance the front centre travels;
 * - `pivot` / `face`: the arc travelled by the front corner that moves furthest
 *   (`radius × |angle|`, radius measured from the pivot point). A wheel on a front corner thus costs
 *   `width × |angle|`; a turn about the front centre costs `width / 2 × |angle|`.
 * Rulesets that treat some turns as free (Tercios' turn towards the destination) read
 * `stepDistances` and skip them.
 */
export function stepDistance(before: Base, after: Base, step: MoveStep): number {
  switch (step.kind) {
    // Stryker disable next-line ConditionalExpression: equivalent — an advance moves the front centre by its distance, which the move's measure gives (to rounding)
    case 'advance':
      return Math.abs(step.distance);
    case 'move':
      return distance(frontCentre(before), frontCentre(after));
    case 'pivot':
    case 'face': {
      const angle = Math.abs(normalizeAngle(after.facing - before.facing));
      const p = pivotPointOf(before, turnPointOf(step));
      const [fl, fr] = corners(before);
      return Math.max(distance(p, fl), distance(p, fr)) * angle;
    }
  }
}

function applyStep(base: Base, step: MoveStep): Base {
  switch (step.kind) {
    case 'advance':
      return advance(base, step.distance);
    case 'move':
      return moveFrontCentreTo(base, step.to);
    case 'pivot':
      return pivot(base, step.angle, step.about);
    case 'face':
      return faceTowards(base, step.towards, turnPointOf(step));
  }
}

/**
 * Follows a movement path step by step: pivots, advances along the facing, moves of the front centre
 * to a point (keeping facing), and turns to face a point. Returns every intermediate base and the
 * distance travelled (pivots counted as the arc of the moving front corner; see {@link stepDistance}).
 * Checking the path against other units is the caller's job: use {@link firstContact} for straight
 * parts and {@link basesOverlap} on the returned bases.
 *
 * @example
 * const s = sweep(base, [
 *   { kind: 'pivot', angle: Math.PI / 4, about: 'front-left' }, // wheel left 45°
 *   { kind: 'advance', distance: 4 },
 * ]);
 * s.distance // 12 × π/4 + 4 for a 12"-wide base
 */
export function sweep(base: Base, path: readonly MoveStep[]): Sweep {
  const bases: Base[] = [base];
  const stepDistances: number[] = [];
  let current = base;
  for (const step of path) {
    const next = applyStep(current, step);
    stepDistances.push(stepDistance(current, next, step));
    bases.push(next);
    current = next;
  }
  return { bases, stepDistances, distance: stepDistances.reduce((a, b) => a + b, 0), final: current };
}
