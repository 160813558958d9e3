import { pointInPolygon, segmentIntersectsPolygon, vec } from '@muster/core';
import { z } from 'zod';
import type { Fortification } from '../fire/artilleryFire.js';
import type { BattleState, BattleUnit } from './BattleState.js';

/**
 * Terrain the rules name: roads (march column rolls the best of 2d6), disordering terrain, obstacles
 * (walls, hedges, river banks: "Defending obstacle"), field and major fortifications.
 * Rulebook: Movement; Disorder; Morale Tests; Artillery Fire; Small Arms Fire; Melee.
 */
export const TerrainSchema = z.strictObject({
  id: z.string().min(1).max(60),
  kind: z.enum(['road', 'disordering', 'obstacle', 'field-fortification', 'major-fortification']),
  polygon: z.strictObject({ points: z.array(z.strictObject({ x: z.number().finite(), y: z.number().finite() })).min(3).max(200) }),
});
/** A terrain piece. */
export type Terrain = z.output<typeof TerrainSchema>;

/** The kinds of terrain under a point of the table. */
export function terrainAt(state: BattleState, x: number, y: number): Terrain['kind'][] {
  return state.table.terrain.filter((t) => pointInPolygon(vec(x, y), t.polygon)).map((t) => t.kind);
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
  return state.table.terrain.some((t) => t.kind === 'disordering' && (segmentIntersectsPolygon(vec(x0, y0), vec(x1, y1), t.polygon) || pointInPolygon(vec(x1, y1), t.polygon)));
}
