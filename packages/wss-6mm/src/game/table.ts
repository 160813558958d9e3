import { arcOf, baseAt, baseGap, baseInside, basesOverlap, closestPointOfShape, frontCentre, NORTH, SOUTH, vec, type Base } from '@muster/core';
import { BASE_SIZES } from '../organisation/baseSizes.js';
import { gunsRemaining } from '../organisation/fieldBattery.js';
import { frontRankElements, unitType } from '../organisation/unitTypes.js';
import type { BattleState, BattleUnit, Side } from './BattleState.js';

// The virtual table: units keep their side's facing (A up the table, +y, core NORTH; B down it, SOUTH).
// `y` is the line of a unit's front edge, `x` the centre of its frontage; a unit is one core `Base` of
// the rulebook's base sizes (Rulebook: Organisation > Base Sizes). Distances, overlaps, arcs and the
// table edge are core geometry; a cheap box test only skips units that are obviously far apart.

/** +1 for side A (facing up the table), -1 for B. */
export function facing(side: Side): 1 | -1 {
  return side === 'A' ? 1 : -1;
}

/** The other side. */
export function enemyOf(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}

/** Elements left (gun models left for a battery). */
export function remaining(u: BattleUnit): number {
  return u.arm === 'battery' ? gunsRemaining(u.elements, u.lost) : Math.max(0, u.elements - u.lost);
}

/** Elements in the front rank in the unit's formation. Rulebook: Formations; Melee. */
export function frontElements(u: BattleUnit): number {
  const left = remaining(u);
  if (left === 0) return 0;
  if (u.arm === 'battery') return u.formation === 'limbered' ? 1 : left;
  if (u.formation === 'column' || u.formation === 'square' || u.formation === 'pc' || u.formation === 'limbered') return 1;
  if (u.arm === 'horse') return Math.ceil(left / 2); // 2 by 2 (S, Pf)
  const type = unitType(u.type);
  return type ? frontRankElements(type, left) : left;
}

/** Frontage in inches. */
export function width(u: BattleUnit): number {
  return Math.max(1, frontElements(u)) * BASE_SIZES.infantry.frontage;
}

/** Depth in inches. */
export function depth(u: BattleUnit): number {
  const left = Math.max(1, remaining(u));
  if (u.arm === 'battery') return u.formation === 'limbered' ? left * BASE_SIZES['field-artillery'].depth : BASE_SIZES['field-artillery'].depth;
  if (u.formation === 'square') return BASE_SIZES.infantry.depth; // drawn in place on its own front (abstracted)
  const d = u.arm === 'horse' ? BASE_SIZES.horse.depth : BASE_SIZES.infantry.depth;
  return Math.max(d, Math.ceil(left / Math.max(1, frontElements(u))) * d);
}

/** The rectangle a unit covers at (x, y). */
export function footprint(u: BattleUnit, x = u.x, y = u.y): { x0: number; x1: number; y0: number; y1: number } {
  const w = width(u) / 2;
  const d = depth(u);
  return u.side === 'A' ? { x0: x - w, x1: x + w, y0: y - d, y1: y } : { x0: x - w, x1: x + w, y0: y, y1: y + d };
}

type Box = ReturnType<typeof footprint>;

/** Distance between the nearest edges of two units. */
export function distance(a: BattleUnit, b: BattleUnit): number {
  // Units are immutable snapshots: cache by object identity (a changed unit is a new object).
  let row = distanceCache.get(a);
  if (!row) distanceCache.set(a, (row = new WeakMap()));
  const cached = row.get(b);
  if (cached !== undefined) return cached;
  const d = baseGap(baseOf(a), baseOf(b));
  row.set(b, d);
  return d;
}

/**
 * Distance between the bases' bounding boxes: cheap, and never more than {@link distance}. Used to skip
 * units that are obviously out of range before asking core geometry, and by bots for rough judgement.
 */
export function roughDistance(a: BattleUnit, b: BattleUnit): number {
  const fa = footprint(a);
  const fb = footprint(b);
  return Math.hypot(Math.max(0, fb.x0 - fa.x1, fa.x0 - fb.x1), Math.max(0, fb.y0 - fa.y1, fa.y0 - fb.y1));
}

/** True when `b` is within `range` inches of `a` (core geometry, after a cheap box test). */
export function within(a: BattleUnit, b: BattleUnit, range: number): boolean {
  return roughDistance(a, b) <= range && distance(a, b) <= range;
}
const distanceCache = new WeakMap<BattleUnit, WeakMap<BattleUnit, number>>();
const baseCache = new WeakMap<BattleUnit, Base>();

/** The unit as a core geometry base at (x, y) (its front centre). */
export function baseOf(u: BattleUnit, x = u.x, y = u.y): Base {
  if (x === u.x && y === u.y) {
    let b = baseCache.get(u);
    if (!b) baseCache.set(u, (b = baseAt(vec(x, y), u.side === 'A' ? NORTH : SOUTH, width(u), depth(u))));
    return b;
  }
  return baseAt(vec(x, y), u.side === 'A' ? NORTH : SOUTH, width(u), depth(u));
}

/** Inches by which two units' frontages overlap side to side. */
export function lateralOverlap(a: BattleUnit, b: BattleUnit): number {
  const fa = footprint(a);
  const fb = footprint(b);
  return Math.max(0, Math.min(fa.x1, fb.x1) - Math.max(fa.x0, fb.x0));
}

/** How far `b` lies ahead of `a`'s front edge (negative when behind it). */
export function ahead(a: BattleUnit, b: BattleUnit): number {
  const fb = footprint(b);
  return a.side === 'A' ? fb.y0 - a.y : a.y - fb.y1;
}

/** True when `b` is in `a`'s front arc (ahead, within 45 degrees of the front edge). */
export function inFrontArc(a: BattleUnit, b: BattleUnit, degrees = 45): boolean {
  // Ruling R25: ahead of the front edge (core arcOf) and within `degrees` (45) of either end of the front edge.
  const base = baseOf(a);
  const point = closestPointOfShape(frontCentre(base), baseOf(b));
  if (arcOf(base, point, 0.01) !== 'front') return false;
  const fa = footprint(a);
  const fb = footprint(b);
  const lateral = Math.max(0, fb.x0 - fa.x1, fa.x0 - fb.x1);
  if (degrees >= 90) return true;
  return lateral <= ahead(a, b) * Math.tan((degrees * Math.PI) / 180) + 0.01;
}

/** Units still on the table. */
export function activeUnits(state: BattleState): BattleUnit[] {
  return state.units.filter((u) => u.status === 'active');
}

/** The unit with this id (throws on an unknown id: a bug). */
export function unitById(state: BattleState, id: string): BattleUnit {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

function boxesNear(a: Box, b: Box, buffer: number): boolean {
  return a.x0 < b.x1 + buffer - 1e-6 && b.x0 < a.x1 + buffer - 1e-6 && a.y0 < b.y1 + buffer - 1e-6 && b.y0 < a.y1 + buffer - 1e-6;
}

/** True when the unit's base at (x, y) overlaps `o`, or comes within `buffer` inches of it (core geometry). */
function clashes(u: BattleUnit, x: number, y: number, o: BattleUnit, buffer: number): boolean {
  if (!boxesNear(footprint(u, x, y), footprint(o), buffer)) return false;
  const a = baseOf(u, x, y);
  const b = baseOf(o);
  return buffer > 0 ? baseGap(a, b) < buffer - 1e-6 : basesOverlap(a, b, 1e-6);
}

/** Options of {@link slide}. */
export interface SlideOptions {
  /** Units that do not block (the charge target, melee partners). */
  readonly ignore?: readonly string[];
  /** Gap kept from enemy units (a normal move may not contact the enemy: ruling R19). */
  readonly enemyBuffer?: number;
}

/**
 * Moves a unit up to `distance` inches along (dx, dy) (a unit vector), stopping before it would overlap
 * another unit or leave the table side edges. Steps of 1/4". Returns the end position and inches moved.
 */
export function slide(state: BattleState, u: BattleUnit, dx: number, dy: number, distance: number, options: SlideOptions = {}): { x: number; y: number; moved: number } {
  const ignore = new Set([u.id, ...(options.ignore ?? [])]);
  const others = activeUnits(state).filter((o) => !ignore.has(o.id));
  const step = 0.25;
  let x = u.x;
  let y = u.y;
  let moved = 0;
  while (moved + 1e-9 < distance) {
    const s = Math.min(step, distance - moved);
    const nx = x + dx * s;
    const ny = y + dy * s;
    if (!onTable(state, u, nx, ny)) break;
    if (others.some((o) => clashes(u, nx, ny, o, o.side === u.side ? 0 : (options.enemyBuffer ?? 1)))) break;
    x = nx;
    y = ny;
    moved += s;
  }
  return { x: round(x), y: round(y), moved: round(moved) };
}

/** Rounds to 1/1000" so positions stay exact in JSON. */
export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** True when the unit's footprint at (x, y) overlaps any other active unit. */
export function blockedAt(state: BattleState, u: BattleUnit, x: number, y: number, ignore: readonly string[] = []): boolean {
  const skip = new Set([u.id, ...ignore]);
  return activeUnits(state).some((o) => !skip.has(o.id) && clashes(u, x, y, o, 0));
}

/** True when no other unit stands between `a` and `b` in `a`'s lane. */
export function clearPath(state: BattleState, a: BattleUnit, b: BattleUnit): boolean {
  const gap = ahead(a, b);
  return !activeUnits(state).some((o) => o.id !== a.id && o.id !== b.id && lateralOverlap(a, o) > 0.01 && lateralOverlap(o, b) > 0.01 && ahead(a, o) >= -0.01 && ahead(a, o) < gap);
}

/** True when the unit's footprint at (x, y) lies on the table. */
export function onTable(state: BattleState, u: BattleUnit, x = u.x, y = u.y): boolean {
  return baseInside(baseOf(u, x, y), { width: state.table.width, height: state.table.depth }, 1e-6);
}

/** Broken invariants of a state: active units off the table or overlapping another. */
export function tableInvariants(state: BattleState): string[] {
  const out: string[] = [];
  const units = activeUnits(state);
  for (const u of units) if (!onTable(state, u)) out.push(`${u.id} is off the table at (${u.x}, ${u.y})`);
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      if (clashes(units[i]!, units[i]!.x, units[i]!.y, units[j]!, 0)) out.push(`${units[i]!.id} overlaps ${units[j]!.id}`);
    }
  }
  for (const b of state.brigades) if (!['pending', 'activated', 'failed', 'done'].includes(b.activation)) out.push(`${b.id} has a bad activation`);
  return out;
}
