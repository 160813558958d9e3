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
  lineOfSight,
  sub,
  contactAlong,
  basesOverlap,
  type Base,
  type CentreName,
} from '@muster/core';
import type { BattleState, UnitState } from '../game/State.js';
import { blockersFor } from './lineOfFire.js';
import { OVERLAP_TOLERANCE, overlapsSomething, pathTerrain, type PathTerrain } from './movement.js';
import { hasFeature, impassableFor, liveUnits, polygonOf } from './tableQueries.js';
import { pointInPolygon } from '@muster/core';

/** A charge that reaches its target: where the charger stops, and whether it is a flank charge. */
export interface PlannedCharge {
  readonly reachable: true;
  readonly base: Base;
  readonly distance: number;
  readonly centre: CentreName;
  readonly flank: boolean;
  readonly disorder: boolean;
}

/** A charge that does not reach: the move "as close to the enemy as possible", if any. */
export interface ShortCharge {
  readonly reachable: false;
  readonly reason: string;
  readonly base: Base | null;
  readonly distance: number;
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
 * direction of its charge, without alignment.
 */
export function planCharge(
  state: BattleState,
  charger: UnitState,
  target: UnitState,
  speedFor: (terrain: PathTerrain) => number,
  neverFlanked: boolean,
): PlannedCharge | ShortCharge {
  const from = frontCentre(charger.base);
  const flank = isFlankCharge(charger, target, neverFlanked);
  if (!chargeable(state, charger, target))
    return { reachable: false, reason: 'the target is hidden in its terrain', base: null, distance: 0 };
  const cs = centres(target.base);
  const others = liveUnits(state).filter((u) => u.id !== charger.id);
  const impassable = state.terrain.filter((t) => impassableFor(charger, t) && t.id !== target.inBuilding);
  let best: PlannedCharge | null = null;
  let nearestMiss: { base: Base; distance: number } | null = null;
  const order = (['front', 'left', 'right', 'rear'] as const)
    .slice()
    .sort((a, b) => distance(from, cs[a]) - distance(from, cs[b]));
  for (const name of order) {
    const c = cs[name];
    const heading = angleOf(sub(c, from));
    if (Math.abs(angleBetween(charger.base.facing, heading)) > Math.PI / 2 + 1e-9) continue;
    const terrain = pathTerrain(state, charger, from, c);
    if (terrain.impassable) continue;
    const speed = speedFor(terrain);
    const los = lineOfSight(
      from,
      c,
      blockersFor(state, [charger.id, target.id], impassable, { a: from, b: c, margin: 4 }),
    );
    if (!los.clear) continue;
    const turned = faceTowards(charger.base, c, 'front-centre');
    // The turn towards the target must itself fit: a base that already overlaps a unit cannot charge that way.
    if (others.some((u) => basesOverlap(turned, u.base, OVERLAP_TOLERANCE))) continue;
    const contact = contactAlong(
      turned,
      forwardOf(turned),
      distance(from, c) + 1,
      others.map((u) => u.base),
    );
    if (!contact) continue;
    const met = others[contact.index]!;
    if (met.id !== target.id) continue;
    if (contact.distance > speed + 1e-9) {
      const short = advance(turned, speed);
      if (
        overlapsSomething(state, charger, short) === null &&
        (!nearestMiss || contact.distance - speed < nearestMiss.distance)
      )
        nearestMiss = { base: short, distance: speed };
      continue;
    }
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
  return {
    reachable: false,
    reason: 'no centre of the target can be reached',
    base: nearestMiss?.base ?? null,
    distance: nearestMiss?.distance ?? 0,
  };
}
