import {
  basesOverlap,
  centres,
  corners,
  distance,
  forwardOf,
  frontCentre,
  pointInPolygon,
  pointStrictlyInPolygon,
  rearCentre,
  segmentIntersectsPolygon,
  type Base,
  type Polygon,
  type Vec,
} from '@muster/core';
import type { BattleState, CommanderState, TerrainState, UnitState } from '../game/State.js';
import type { Side } from '../game/Scenario.js';
import type { TerrainFeature } from '../scenery/SceneryType.js';
import { COMMANDER_BASE } from './baseSize.js';

/** The other side. */
export function enemyOf(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

/** Units still on the table. */
export function liveUnits(state: BattleState, side?: Side): UnitState[] {
  return state.units.filter((u) => !u.destroyed && (side === undefined || u.side === side));
}

/** The unit with this id (destroyed ones included). */
export function unitById(state: BattleState, id: string): UnitState | undefined {
  return state.units.find((u) => u.id === id);
}

/** The commander with this id. */
export function commanderById(state: BattleState, id: string): CommanderState | undefined {
  return state.commanders.find((c) => c.id === id);
}

/** A terrain piece as a core polygon. */
export function polygonOf(piece: TerrainState): Polygon {
  return { points: piece.points };
}

/** Whether a piece has a feature. */
export function hasFeature(piece: TerrainState, feature: TerrainFeature): boolean {
  return piece.features.includes(feature);
}

/** Whether a piece is a building (small, large or town). Rulebook: Scenery Elements > Building. */
export function isBuilding(piece: TerrainState): boolean {
  return piece.type === 'small-building' || piece.type === 'large-building' || piece.type === 'town';
}

/**
 * Whether this unit may never enter the piece: Impassable terrain, and buildings for cavalry and
 * artillery (Scenery Elements > Building) or for units the building cannot hold.
 */
export function impassableFor(unit: UnitState, piece: TerrainState): boolean {
  if (hasFeature(piece, 'impassable')) return true;
  if (isBuilding(piece)) return !mayOccupy(unit, piece);
  return false;
}

/** Rulebook: Building: "A small building may be occupied by a company. A large building may accommodate an infantry unit." */
export function mayOccupy(unit: UnitState, piece: TerrainState): boolean {
  if (piece.type === 'small-building') return unit.category === 'company';
  if (piece.type === 'large-building' || piece.type === 'town')
    return unit.category === 'infantry' || unit.category === 'company';
  return false;
}

/** An axis-aligned bounding box. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const boxes = new WeakMap<readonly Vec[], Box>();

/** The bounding box of a polygon's points (cached per points array). */
export function boxOf(points: readonly Vec[]): Box {
  let b = boxes.get(points);
  if (!b) {
    b = {
      x0: Math.min(...points.map((p) => p.x)),
      y0: Math.min(...points.map((p) => p.y)),
      x1: Math.max(...points.map((p) => p.x)),
      y1: Math.max(...points.map((p) => p.y)),
    };
    boxes.set(points, b);
  }
  return b;
}

/** Whether two boxes meet. */
export function boxesMeet(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/** The terrain pieces containing a point (the front centre decides terrain; Terrain and Movement). */
export function terrainAt(state: BattleState, point: Vec): TerrainState[] {
  return state.terrain.filter(
    (t) =>
      boxesMeet(boxOf(t.points), { x0: point.x, y0: point.y, x1: point.x, y1: point.y }) &&
      pointInPolygon(point, polygonOf(t)),
  );
}

/**
 * The terrain pieces a straight line passes through: some stretch of it lies inside the piece (a line wholly inside
 * one included). A line that ends on a piece's outline, starts on it and goes away, or runs along it only touches the
 * piece, and touching is neither crossing nor entering (ruling: A line that only touches a piece's outline), so such
 * a piece is not listed: it stands beside the line (one of "these obstacles" for the 3" gap, `battle.gapObstacles`).
 */
export function terrainAlong(state: BattleState, from: Vec, to: Vec): TerrainState[] {
  const line = {
    x0: Math.min(from.x, to.x),
    y0: Math.min(from.y, to.y),
    x1: Math.max(from.x, to.x),
    y1: Math.max(from.y, to.y),
  };
  return state.terrain.filter(
    (t) => boxesMeet(boxOf(t.points), line) && segmentIntersectsPolygon(from, to, polygonOf(t)),
  );
}

/**
 * Adapter (core has base–base overlap but no base–polygon overlap yet): whether a base enters the
 * interior of a terrain polygon — an edge of the base crosses it, or either contains a point of the other.
 */
export function baseEntersPolygon(base: Base, polygon: Polygon): boolean {
  const cs = centres(base);
  const inside = [base.centre, cs.front, cs.rear, cs.left, cs.right];
  if (inside.some((p) => pointStrictlyInPolygon(p, polygon, 1e-6))) return true;
  const pts = corners(base);
  for (let i = 0; i < pts.length; i++) {
    if (segmentIntersectsPolygon(pts[i]!, pts[(i + 1) % pts.length]!, polygon)) return true;
  }
  const bp: Polygon = { points: pts };
  return polygon.points.some((p) => pointStrictlyInPolygon(p, bp, 1e-6));
}

/** A commander's base as a core base (no facing of its own), `size` inches square (option `battle.commanderBase`). */
export function commanderBase(c: CommanderState, size: number = COMMANDER_BASE): Base {
  return { centre: c.position, facing: Math.PI / 2, width: size, depth: size };
}

/** Whether two unit bases overlap (touching is not overlapping). */
export function unitsOverlap(a: UnitState, b: UnitState): boolean {
  return basesOverlap(a.base, b.base, 1e-6);
}

/** Distance from a unit's front centre to a point. */
export function frontDistance(unit: UnitState, point: Vec): number {
  return distance(frontCentre(unit.base), point);
}

/**
 * The spot where a commander joining `unit` stands: its base (`size` inches square, option `battle.commanderBase`)
 * touching the middle of the unit's rear edge. Rulebook: Joining a troop ("into contact with one of the sides").
 */
export function joiningSpot(unit: UnitState, size: number = COMMANDER_BASE): Vec {
  const r = rearCentre(unit.base);
  const f = forwardOf(unit.base);
  const half = size / 2;
  return { x: Math.round((r.x - f.x * half) * 1000) / 1000, y: Math.round((r.y - f.y * half) * 1000) / 1000 };
}
