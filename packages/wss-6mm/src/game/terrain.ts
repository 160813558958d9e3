import { hypot, pointInPolygon, pointSegmentDistance, segmentIntersectsPolygon, vec, mapPacked } from '@muster/core';
import { z } from 'zod';
import type { Fortification } from '../mechanics/artilleryFire.js';
import type { BattleState, BattleUnit } from './State.js';

/**
 * Terrain the rules name: roads (march column rolls the best of 2d6), disordering terrain, obstacles
 * (walls, hedges, river banks: "Defending obstacle"), field and major fortifications.
 * Rulebook: Movement; Disorder; Morale Tests; Artillery Fire; Small Arms Fire; Melee.
 */
export const TerrainSchema = z.strictObject({
  id: z.string().min(1).max(60),
  kind: z.enum(['road', 'disordering', 'obstacle', 'field-fortification', 'major-fortification']),
  polygon: z.strictObject({
    points: z
      .array(z.strictObject({ x: z.number(), y: z.number() }))
      .min(3)
      .max(200),
  }),
});
/** A terrain piece. */
export type Terrain = z.output<typeof TerrainSchema>;

/** The kinds of terrain under a point of the table. */
export function terrainAt(state: BattleState, x: number, y: number): Terrain['kind'][] {
  return mapPacked(
    state.table.terrain.filter((t) => pointInPolygon(vec(x, y), t.polygon)),
    (t) => t.kind,
  );
}

/** Terrain under a unit's front centre. */
export function terrainOf(state: BattleState, u: BattleUnit): Terrain['kind'][] {
  return terrainAt(state, u.x, u.y);
}

/** "Target in field / Major fortifications". */
export function fortificationOf(state: BattleState, u: BattleUnit): Fortification {
  const kinds = terrainOf(state, u);
  return kinds.includes('major-fortification') ? 'major' : kinds.includes('field-fortification') ? 'field' : 'none';
}

/** "Defending obstacle" (an obstacle or fortification under the unit). */
export function defendingObstacle(state: BattleState, u: BattleUnit): boolean {
  return terrainOf(state, u).some((k) => k !== 'road' && k !== 'disordering');
}

/** True when the unit stands on a road. */
export function onRoad(state: BattleState, u: BattleUnit): boolean {
  return terrainOf(state, u).includes('road');
}

/** True when a move from (x0, y0) to (x1, y1) crosses or enters disordering terrain. Rulebook: Disorder. */
export function crossesDisordering(state: BattleState, x0: number, y0: number, x1: number, y1: number): boolean {
  if (x0 === x1 && y0 === y1) return false;
  return state.table.terrain.some(
    (t) =>
      t.kind === 'disordering' &&
      (segmentIntersectsPolygon(vec(x0, y0), vec(x1, y1), t.polygon) || pointInPolygon(vec(x1, y1), t.polygon)),
  );
}

/** Pieces a unit defends when its front centre is in them: "walls, hedges or river banks" and fortifications. */
const DEFENCES: readonly Terrain['kind'][] = ['obstacle', 'field-fortification', 'major-fortification'];

/**
 * The facing with which a foot line "bends its line to match the defences" it stands in (ruling R36):
 * square to the longest edge of the piece within 3" of its front centre, facing the enemy's side of the
 * table; null when the unit defends nothing or already faces that way (within 1 degree).
 * Rulebook: Formations ("Units defending walls, hedges or river banks may bend their line to match the defences").
 */
export function defenceFacing(state: BattleState, u: BattleUnit): number | null {
  const here = vec(u.x, u.y);
  let best: { length: number; dx: number; dy: number } | null = null;
  for (const t of state.table.terrain) {
    if (!DEFENCES.includes(t.kind) || !pointInPolygon(here, t.polygon)) continue;
    const pts = t.polygon.points;
    // A loop rather than forEach, so the compiler sees `best` assigned.
    for (const [i, a] of pts.entries()) {
      const b = pts[(i + 1) % pts.length]!;
      const length = hypot(b.x - a.x, b.y - a.y);
      if (
        length > 1e-6 &&
        pointSegmentDistance(here, vec(a.x, a.y), vec(b.x, b.y)) <= 3 &&
        (!best || length > best.length)
      )
        best = { length, dx: b.x - a.x, dy: b.y - a.y };
    }
  }
  if (!best) return null;
  const { length, dx, dy } = best;
  // The edge's normal towards the enemy's edge of the table (or, for an edge running up the table, the unit's own front).
  let nx = -dy / length;
  let ny = dx / length;
  const towards = u.side === 'A' ? ny : -ny;
  const own = nx * Math.cos(u.facing) + ny * Math.sin(u.facing);
  if (towards < -1e-9 || (Math.abs(towards) <= 1e-9 && own < 0)) {
    nx = -nx;
    ny = -ny;
  }
  const facing = Math.atan2(ny, nx);
  const turn = Math.abs(Math.atan2(Math.sin(facing - u.facing), Math.cos(facing - u.facing)));
  return turn < Math.PI / 180 ? null : facing;
}
