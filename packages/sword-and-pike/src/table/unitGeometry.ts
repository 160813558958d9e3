import type { SwordAndPikeOptions } from '../options/SwordAndPikeOptions.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import type { SwordAndPikeState, UnitState } from '../game/GameState.js';
import { BROKEN, COVER, FIELD_WORKS, type TerrainKind } from './Terrain.js';

/**
 * The table is kept simple until core geometry lands: every unit is an axis-aligned rectangle facing the
 * enemy's edge (side A faces +y, side B faces -y). Ruling R21 gives stand sizes.
 */
export interface Rect {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/** Stand (company base) size in inches, ruling R21: foot 2" x 1", horse and guns 2" x 2", a rifleman 1" x 1". */
export function standSize(unit: Pick<UnitState, 'troop'>): { w: number; d: number } {
  const p = troopProfile(unit.troop);
  if (unit.troop === 'riflemen') return { w: 1, d: 1 };
  if (p.mounted || p.artillery) return { w: 2, d: 2 };
  return { w: 2, d: 1 };
}

/** Stands left: companies with at least one figure. */
export function standsLeft(unit: Pick<UnitState, 'troop' | 'figures'>): number {
  return Math.max(1, Math.ceil(unit.figures / troopProfile(unit.troop).companySize));
}

/** Stands in the front rank and ranks of stands. */
export function formation(unit: Pick<UnitState, 'troop' | 'figures' | 'frontage'>): { front: number; ranks: number } {
  const stands = standsLeft(unit);
  const front = Math.min(unit.frontage, stands);
  return { front, ranks: Math.ceil(stands / front) };
}

/** The rectangle a unit covers at (x, y). */
export function rectAt(unit: Pick<UnitState, 'troop' | 'figures' | 'frontage'>, x: number, y: number): Rect {
  const { w, d } = standSize(unit);
  const { front, ranks } = formation(unit);
  const hw = (front * w) / 2;
  const hd = (ranks * d) / 2;
  return { x0: x - hw, x1: x + hw, y0: y - hd, y1: y + hd };
}

/** The rectangle a unit covers where it stands. */
export function rectOf(unit: UnitState): Rect {
  return rectAt(unit, unit.x, unit.y);
}

/** Distance between two rectangles (0 when they touch or overlap). */
export function gap(a: Rect, b: Rect): number {
  const dx = Math.max(0, b.x0 - a.x1, a.x0 - b.x1);
  const dy = Math.max(0, b.y0 - a.y1, a.y0 - b.y1);
  return Math.hypot(dx, dy);
}

/** True when two rectangles share some area. */
export function overlaps(a: Rect, b: Rect): boolean {
  const e = 1e-9;
  return a.x0 < b.x1 - e && b.x0 < a.x1 - e && a.y0 < b.y1 - e && b.y0 < a.y1 - e;
}

/** +1 for side A (faces +y), -1 for side B. */
export function forwardSign(unit: Pick<UnitState, 'side'>): 1 | -1 {
  return unit.side === 'A' ? 1 : -1;
}

/** The y of the unit's front edge. */
export function frontLine(unit: UnitState): number {
  const r = rectOf(unit);
  return unit.side === 'A' ? r.y1 : r.y0;
}

/**
 * Rulebook: Rear Attacks — "Units attacking into rear must begin behind a line parallel to and tangent to the
 * front of the defending unit. The entire attacking unit must be behind this line."
 */
export function whollyBehindFront(attacker: UnitState, defender: UnitState): boolean {
  const r = rectOf(attacker);
  const f = frontLine(defender);
  return defender.side === 'A' ? r.y1 <= f : r.y0 >= f;
}

/** The point is ahead of the unit (its front 180 degrees), counted from the unit's centre line. */
export function isAhead(unit: UnitState, x: number, y: number): boolean {
  void x;
  return (y - unit.y) * forwardSign(unit) >= -1e-9;
}

/** Terrain kinds at a point. */
export function terrainAt(state: Pick<SwordAndPikeState, 'terrain'>, x: number, y: number): TerrainKind[] {
  return state.terrain.filter((t) => x >= t.x && x <= t.x + t.width && y >= t.y && y <= t.y + t.height).map((t) => t.kind);
}

/** The unit's centre is in one of these kinds of terrain. */
export function unitIn(state: Pick<SwordAndPikeState, 'terrain'>, unit: UnitState, kinds: readonly TerrainKind[]): boolean {
  return terrainAt(state, unit.x, unit.y).some((k) => kinds.includes(k));
}

/** In cover, field works, broken ground. */
export const inCover = (s: Pick<SwordAndPikeState, 'terrain'>, u: UnitState) => unitIn(s, u, COVER);
export const inFieldWorks = (s: Pick<SwordAndPikeState, 'terrain'>, u: UnitState) => unitIn(s, u, FIELD_WORKS);
export const inBrokenGround = (s: Pick<SwordAndPikeState, 'terrain'>, u: UnitState) => unitIn(s, u, BROKEN);

/** A normal move in inches (ruling R2); heavy guns never move. */
export function normalMove(unit: UnitState, options: SwordAndPikeOptions): number {
  const m = troopProfile(unit.troop).movement;
  return m === 'heavyGun' ? 0 : options.movement[m];
}

/** Inside the table. */
export function insideTable(r: Rect, table: { width: number; height: number }): boolean {
  return r.x0 >= -1e-9 && r.y0 >= -1e-9 && r.x1 <= table.width + 1e-9 && r.y1 <= table.height + 1e-9;
}

/**
 * Moves a unit in a straight line toward a point, up to `distance` inches, in 0.25" steps, stopping before a
 * step that would leave the table, overlap another unit, or come within `enemyGap` inches of an enemy.
 * Returns where it ends and how far it went.
 */
export function moveToward(
  state: SwordAndPikeState,
  unit: UnitState,
  toX: number,
  toY: number,
  distance: number,
  enemyGap = 1,
): { x: number; y: number; moved: number } {
  const dx = toX - unit.x;
  const dy = toY - unit.y;
  const len = Math.hypot(dx, dy);
  const total = Math.min(distance, len);
  if (total <= 1e-9) return { x: unit.x, y: unit.y, moved: 0 };
  const ux = dx / len;
  const uy = dy / len;
  const others = state.units.filter((o) => o.id !== unit.id && o.status !== 'removed').map((o) => ({ o, r: rectOf(o) }));
  const step = 0.25;
  let best = { x: unit.x, y: unit.y, moved: 0 };
  const steps = Math.ceil(total / step);
  for (let i = 1; i <= steps; i++) {
    const t = Math.min(total, i * step);
    const x = round(unit.x + ux * t);
    const y = round(unit.y + uy * t);
    const r = rectAt(unit, x, y);
    if (!insideTable(r, state.table)) break;
    const blocked = others.some(({ o, r: orr }) => overlaps(r, orr) || (o.side !== unit.side && gap(r, orr) < enemyGap - 1e-9));
    if (blocked) break;
    best = { x, y, moved: t };
  }
  return best;
}

/** Positions are kept to 1/1000 inch so JSON round-trips exactly. */
export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * Where a charger halts "1 inch away" from its target (Close Combat A), along the line between their
 * centres; null when that spot is off the table or on another unit.
 */
export function chargePosition(state: SwordAndPikeState, charger: UnitState, target: UnitState): { x: number; y: number; distance: number } | null {
  const dx = charger.x - target.x;
  const dy = charger.y - target.y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return null;
  const ux = dx / len;
  const uy = dy / len;
  const tr = rectOf(target);
  let lo = 0;
  let hi = len + 100;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (gap(rectAt(charger, target.x + ux * mid, target.y + uy * mid), tr) >= 1) hi = mid;
    else lo = mid;
  }
  const x = round(target.x + ux * hi);
  const y = round(target.y + uy * hi);
  const r = rectAt(charger, x, y);
  if (!insideTable(r, state.table)) return null;
  for (const o of state.units) {
    if (o.id === charger.id || o.status === 'removed') continue;
    if (overlaps(r, rectOf(o))) return null;
  }
  return { x, y, distance: Math.hypot(x - charger.x, y - charger.y) };
}
