import {
  advance,
  angleBetween,
  angleOf,
  centres,
  distance,
  faceTowards,
  forwardOf,
  frontCentre,
  isBehindFrontLine,
  sub,
  contactAlong,
  basesOverlap,
  distanceToBase,
  pivot,
  shapeGap,
  type Base,
  type CentreName,
} from '@muster/core';
import type { BattleState, UnitState } from '../game/State.js';
import {
  OVERLAP_TOLERANCE,
  overlapsSomething,
  pathTerrain,
  movementLine,
  planMove,
  type GapObstacles,
  type PathTerrain,
} from './movement.js';
import { hasFeature, impassableFor, liveUnits, polygonOf } from './tableQueries.js';
import { pointInPolygon } from '@muster/core';

/**
 * Ruling "A charger's turn that touches its target": its turn stops at the touch, and a unit farther round the turn
 * is never reached (`first-contact`), or any other unit where the whole turn would end refuses it (`whole-turn`).
 */
export type ChargeTurnContact = 'first-contact' | 'whole-turn';

/** A charge that reaches its target: where the charger stops, and whether it is a flank charge. */
export interface PlannedCharge {
  readonly reachable: true;
  readonly base: Base;
  readonly distance: number;
  readonly centre: CentreName;
  readonly flank: boolean;
  readonly disorder: boolean;
}

/** A charge that does not reach (its move "as close to the enemy as possible" is `closestShortCharge`). */
export interface ShortCharge {
  readonly reachable: false;
  readonly reason: string;
}

/**
 * Whether a charge on `target` would be a flank charge. Rulebook: Combat > Flank Charges: the charger's
 * front centre is behind the line extending the target's front edge; Square units are never taken in
 * flank; Building: a unit in a building never is.
 */
export function isFlankCharge(charger: UnitState, target: UnitState, neverFlanked: boolean): boolean {
  if (neverFlanked || target.inBuilding) return false;
  return isBehindFrontLine(target.base, frontCentre(charger.base), 1e-6);
}

/** Whether `target` may be charged at all: seen, and not in Hidden terrain (Terrain Effects in Combat). */
export function chargeable(state: BattleState, charger: UnitState, target: UnitState): boolean {
  const hidden = state.terrain.some(
    (t) =>
      hasFeature(t, 'hidden') &&
      t.id !== target.inBuilding &&
      pointInPolygon(target.base.centre, polygonOf(t)) &&
      !pointInPolygon(frontCentre(charger.base), polygonOf(t)),
  );
  return !hidden;
}

/**
 * The path of a charge. Rulebook: Combat > Charges: all movement rules apply; the charger must reach one
 * of the target's centres from its front centre with its Assault! movement; the shortest path is used,
 * another centre when the nearest is hidden or blocked; the unit stops as soon as the bases touch, in the
 * direction of its charge, without alignment. The line to each centre is a move's line (`movementLine` in `table/movement.ts`; ruling:
 * The 3" gap when moving, `gapObstacles`). A turn towards a centre that touches the target stops there (distance 0;
 * ruling: A charger's turn that touches its target, `turnContact`).
 */
export function planCharge(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  speedFor: (terrain: PathTerrain) => number,
  neverFlanked: boolean,
  gapObstacles?: GapObstacles,
  turnContact: ChargeTurnContact = 'first-contact',
): PlannedCharge | ShortCharge {
  const from = frontCentre(charger.base);
  const flank = isFlankCharge(charger, target, neverFlanked);
  if (!chargeable(state, charger, target)) return { reachable: false, reason: 'the target is hidden in its terrain' };
  const cs = centres(target.base);
  const others = liveUnits(state).filter((u) => u.id !== charger.id);
  const impassable = state.terrain.filter((t) => impassableFor(charger, t) && t.id !== target.inBuilding);
  let best: PlannedCharge | null = null;
  const order = (['front', 'left', 'right', 'rear'] as CentreName[]).sort(
    (a, b) => distance(from, cs[a]) - distance(from, cs[b]),
  );
  for (const name of order) {
    const c = cs[name];
    const heading = angleOf(sub(c, from));
    // Stryker disable next-line EqualityOperator: equivalent — `>=` differs only for a turn of exactly π/2 + 1e-9 as a float
    if (Math.abs(angleBetween(charger.base.facing, heading)) > Math.PI / 2 + 1e-9) continue;
    const terrain = pathTerrain(state, charger, from, c);
    if (terrain.impassable) continue;
    const speed = speedFor(terrain);
    const los = movementLine(
      state,
      from,
      c,
      { exclude: [charger.id, target.id], impassable, ignore: [charger.inBuilding, target.inBuilding] },
      gapObstacles,
    );
    if (!los.clear) continue;
    const turned = faceTowards(charger.base, c, 'front-centre');
    // The turn towards the target must itself fit: a base that already overlaps a unit cannot charge that way.
    const swept = others.filter((u) => basesOverlap(turned, u.base, OVERLAP_TOLERANCE));
    if (swept.length > 0) {
      // The target in the way of the turn: the charger touches it while turning and stops there, so the charge is
      // made when that position overlaps nothing else (ruling "A charger's turn that touches its target": with
      // `whole-turn`, only when no other unit lies where the whole turn would end).
      const meetsTarget =
        turnContact === 'first-contact'
          ? swept.some((u) => u.id === target.id)
          : swept.every((u) => u.id === target.id);
      const touch = meetsTarget ? turnToContact(charger.base, turned, target.base) : null;
      // (The touching base never overlaps the target: `turnToContact` keeps only turns that do not, at the tolerance
      // `overlapsSomething` uses.)
      if (!touch || overlapsSomething(state, charger, touch) !== null) continue;
      if (!best || best.distance > 0)
        best = { reachable: true, base: touch, distance: 0, centre: name, flank, disorder: false };
      continue;
    }
    const contact = contactAlong(
      turned,
      forwardOf(turned),
      distance(from, c) + 1,
      others.map((u) => u.base),
    );
    // Stryker disable next-line ConditionalExpression: equivalent — the centre lies on the target's edge, so the sweep towards it always meets a base within distance(from, c) + 1
    if (!contact) continue;
    const met = others[contact.index]!;
    if (met.id !== target.id) continue;
    // Stryker disable next-line EqualityOperator: equivalent — `>=` differs only for a contact exactly speed + 1e-9 away as a float
    if (contact.distance > speed + 1e-9) continue;
    const end = advance(turned, contact.distance);
    // The unit must end on the table and off impassable terrain, as any move.
    if (overlapsSomething(state, charger, end) !== null) continue;
    if (!best || contact.distance < best.distance) {
      best = {
        reachable: true,
        base: end,
        distance: contact.distance,
        centre: name,
        flank,
        disorder: terrain.veryDifficult,
      };
    }
  }
  if (best) return best;
  return { reachable: false, reason: 'no centre of the target can be reached' };
}

/**
 * The charger's base turned on its front centre from `from` towards `to` as far as it goes before touching
 * `target`: the largest part of the turn that does not overlap it (bisection, to a hundredth of a degree).
 */
function turnToContact(from: Base, to: Base, target: Base): Base | null {
  const whole = angleBetween(from.facing, to.facing);
  let lo = 0;
  let hi = 1;
  if (basesOverlap(from, target, OVERLAP_TOLERANCE)) return null;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (basesOverlap(pivot(from, whole * mid, 'front-centre'), target, OVERLAP_TOLERANCE)) hi = mid;
    else lo = mid;
  }
  return pivot(from, whole * lo, 'front-centre');
}

/** Headings tried around the line to the target's nearest centre, in degrees either way. */
const SHORT_CHARGE_HEADINGS = [0, 5, 10, 20, 30, 45, 60];
/** Inches at most between the distances a short charge tries on each heading before it bisects. */
const SHORT_CHARGE_STEP = 0.1;

/**
 * The move of a charge that does not reach. Order Cards > Assault!: "Otherwise the charge move is made as
 * close to the enemy as possible": of the legal moves (Movement > Activation Movement, the charger's Assault!
 * Speed), the one that ends with its front centre nearest the target's base (charges are measured from the
 * front centre). Searched deterministically: straight lines
 * towards each centre of the target, at 5 to 60 degrees either side of the nearest one, and at the whole 90-degree turn
 * either way, on each the legal
 * move that ends nearest (every 0.1" of the distance asked, then bisection to 0.02"; `gapObstacles` as for any move).
 * Null when no move brings it closer.
 */
export function closestShortCharge(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  speedFor: (terrain: PathTerrain) => number,
  gapObstacles?: GapObstacles,
): { base: Base; distance: number } | null {
  const from = frontCentre(charger.base);
  const cs = centres(target.base);
  const byDistance = (['front', 'left', 'right', 'rear'] as const)
    .map((n) => cs[n])
    .sort((a, b) => distance(from, a) - distance(from, b));
  const nearest = angleOf(sub(byDistance[0]!, from));
  const headings = [
    ...byDistance.map((c) => angleOf(sub(c, from))),
    ...SHORT_CHARGE_HEADINGS.slice(1).flatMap((d) => [nearest + (d * Math.PI) / 180, nearest - (d * Math.PI) / 180]),
    // The whole turn either way (at most 90 degrees): the nearest a target behind the shoulder can be approached.
    charger.base.facing + Math.PI / 2,
    charger.base.facing - Math.PI / 2,
  ];
  const reach = Math.max(...byDistance.map((c) => distance(from, c)));
  let best: { base: Base; distance: number; gap: number } | null = null;
  const startGap = distanceToBase(from, target.base);
  // A heading beyond the 90 degrees a move may turn finds no legal move: `planMove` refuses that turn.
  for (const h of headings) {
    const dir = { x: Math.cos(h), y: Math.sin(h) };
    const at = (d: number) => ({ x: from.x + dir.x * d, y: from.y + dir.y * d });
    const legal = (d: number) => {
      const plan = planMove(state, charger, at(d), speedFor, { gapObstacles });
      return plan.ok && !basesOverlap(plan.base, target.base, OVERLAP_TOLERANCE) ? plan : null;
    };
    const top = Math.min(reach, speedFor({ difficult: false, veryDifficult: false, easy: true, impassable: null }));
    // Every move on this heading ends with its front centre on the line of the whole reach (a move stops short, or
    // pivots on its front centre), so none ends nearer than that line comes: a heading that cannot beat the best end
    // found (or the start) is not searched. The answer is the same; most of the fan's moves are spared.
    const bound = shapeGap({ points: [from, at(top)] }, target.base, 0);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent — a bound that only prunes: no end on a skipped heading could be kept
    if (bound >= (best ? best.gap : startGap) - 1e-6) continue;
    const gapOf = (plan: { base: Base }) => distanceToBase(frontCentre(plan.base), target.base);
    // A move asked farther may end farther from the target (it stops at a first contact, or an Angle Correction
    // saves one end and not another), so each step is judged by where it ends, not by how far it was asked.
    const steps = Math.max(8, Math.ceil(top / SHORT_CHARGE_STEP));
    let found: { base: Base; distance: number; gap: number; asked: number } | null = null;
    for (let k = steps; k >= 1; k--) {
      const d = (top * k) / steps;
      const plan = legal(d);
      const gap = plan ? gapOf(plan) : Infinity;
      // Stryker disable next-line EqualityOperator: equivalent — `<=` differs only for two gaps exactly the float 1e-6 apart
      if (plan && (!found || gap < found.gap - 1e-6))
        found = { base: plan.base, distance: plan.distance, gap, asked: d };
    }
    if (!found) continue;
    // Then to 0.02" between the best step and the next one out: bisection, keeping what ends no farther.
    let lo = found.asked;
    let hi = Math.min(top, lo + top / steps);
    while (hi - lo > 0.02) {
      const mid = (lo + hi) / 2;
      const plan = legal(mid);
      const gap = plan ? gapOf(plan) : Infinity;
      // Stryker disable next-line EqualityOperator: equivalent — `<` differs only for a gap exactly the float found.gap + 1e-9
      if (plan && gap <= found.gap + 1e-9) {
        found = { base: plan.base, distance: plan.distance, gap, asked: mid };
        lo = mid;
      } else hi = mid;
    }
    // Stryker disable next-line EqualityOperator: equivalent — `<=` differs only for gaps exactly the float 1e-6 apart
    if (found.gap < startGap - 1e-6 && (!best || found.gap < best.gap - 1e-6))
      best = { base: found.base, distance: found.distance, gap: found.gap };
  }
  return best ? { base: best.base, distance: best.distance } : null;
}
