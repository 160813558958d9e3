import {
  arcOf,
  type Base,
  baseAt,
  baseGap,
  baseInside,
  basesOverlap,
  closestPointOfShape,
  cornerCoordinates,
  corners,
  frontCentre,
  hypot,
  vec,
  mapPacked,
} from '@muster/core';
import { BASE_SIZES } from '../organisation/baseSizes.js';
import { gunsRemaining } from '../organisation/fieldBattery.js';
import { frontRankElements, unitType } from '../organisation/unitTypes.js';
import type { BattleState, BattleUnit, Side } from './State.js';

// The virtual table: (x, y) is the centre of a unit's front edge and `facing` its direction (radians,
// core convention: A deploys facing NORTH, up the table, B SOUTH); a unit is one core `Base` of
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
  if (u.arm === 'battery') return u.formation === 'limbered' ? 1 : left; // only batteries limber
  if (u.formation === 'column' || u.formation === 'square' || u.formation === 'pc') return 1;
  if (u.arm === 'horse') return Math.ceil(left / 2); // 2 by 2 (S, Pf)
  const type = unitType(u.type);
  return type ? frontRankElements(type, left) : left;
}

/** Frontage in inches. */
export function width(u: BattleUnit): number {
  // Stryker disable next-line ArithmeticOperator: equivalent — the element frontage is 1" (Base Sizes): * 1 is / 1
  return Math.max(1, frontElements(u)) * BASE_SIZES.infantry.frontage;
}

/** Depth in inches. */
export function depth(u: BattleUnit): number {
  const left = Math.max(1, remaining(u));
  if (u.arm === 'battery') {
    const gun = BASE_SIZES['field-artillery'].depth;
    // Stryker disable next-line ArithmeticOperator: equivalent — the field artillery depth is 1": * 1 is / 1
    return u.formation === 'limbered' ? left * gun : gun;
  }
  if (u.formation === 'square') return BASE_SIZES.infantry.depth; // drawn in place on its own front (abstracted)
  const d = u.arm === 'horse' ? BASE_SIZES.horse.depth : BASE_SIZES.infantry.depth;
  return Math.max(d, Math.ceil(left / Math.max(1, frontElements(u))) * d);
}

/** The unit's forward direction (unit vector). */
export function forwardVec(u: BattleUnit): { x: number; y: number } {
  return { x: Math.cos(u.facing), y: Math.sin(u.facing) };
}

/** The unit's right-hand direction (unit vector), as the unit sees it. */
export function rightVec(u: BattleUnit): { x: number; y: number } {
  return { x: Math.sin(u.facing), y: -Math.cos(u.facing) };
}

/** The bounding box of the unit's base at (x, y) (exact for units square to the table). */
export function footprint(u: BattleUnit, x = u.x, y = u.y): { x0: number; x1: number; y0: number; y1: number } {
  // Stryker disable next-line BlockStatement: equivalent — the cached box is the box of the base where the unit stands
  if (x === u.x && y === u.y) {
    // Bases are shared by every unit snapshot of the same geometry (baseOf): cache by the base, and by
    // the snapshot for the next question about it.
    let box = unitFootprintCache.get(u);
    // Stryker disable next-line ConditionalExpression: equivalent — a cache: the box recomputed is the same
    if (box) return box;
    const base = baseOf(u);
    box = footprintCache.get(base);
    // Stryker disable next-line ConditionalExpression: equivalent — a cache: the box recomputed is the same
    if (!box) footprintCache.set(base, (box = boxOf(base)));
    unitFootprintCache.set(u, box);
    return box;
  }
  return boxOf(baseOf(u, x, y));
}

function boxOf(base: Base): { x0: number; x1: number; y0: number; y1: number } {
  const [p, q, r, s] = corners(base);
  return {
    x0: Math.min(p.x, q.x, r.x, s.x),
    x1: Math.max(p.x, q.x, r.x, s.x),
    y0: Math.min(p.y, q.y, r.y, s.y),
    y1: Math.max(p.y, q.y, r.y, s.y),
  };
}

/** Where {@link projected} writes `b`'s corners (it runs thousands of times a battle). */
const cornerScratch = new Float64Array(8);

/**
 * The least and greatest of `b`'s corners projected on `a`'s right axis ({@link rightVec}) or forward axis
 * ({@link forwardVec}), measured from `a`'s front centre.
 */
function projected(a: BattleUnit, b: BattleUnit, axis: 'right' | 'forward'): [number, number] {
  const c = cornerCoordinates(baseOf(b), cornerScratch);
  const ux = axis === 'right' ? Math.sin(a.facing) : Math.cos(a.facing);
  const uy = axis === 'right' ? -Math.cos(a.facing) : Math.sin(a.facing);
  const p0 = (c[0]! - a.x) * ux + (c[1]! - a.y) * uy;
  const p1 = (c[2]! - a.x) * ux + (c[3]! - a.y) * uy;
  const p2 = (c[4]! - a.x) * ux + (c[5]! - a.y) * uy;
  const p3 = (c[6]! - a.x) * ux + (c[7]! - a.y) * uy;
  return [Math.min(p0, p1, p2, p3), Math.max(p0, p1, p2, p3)];
}

/** A bounding box ({@link footprint}). */
export type Box = ReturnType<typeof footprint>;

/** Distance between the nearest edges of two units. */
export function distance(a: BattleUnit, b: BattleUnit): number {
  // The gap depends on the two bases only, and a base is shared by every unit snapshot of the same
  // geometry (baseOf): cached by the pair of bases, it survives events that change anything else.
  const from = baseOf(a);
  const to = baseOf(b);
  let row = distanceCache.get(from);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: a new row only forgets
  if (!row) distanceCache.set(from, (row = new WeakMap()));
  const cached = row.get(to);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the gap recomputed is the same
  if (cached !== undefined) return cached;
  const d = baseGap(from, to);
  row.set(to, d);
  return d;
}

/**
 * Distance between the bases' bounding boxes: cheap, and never more than {@link distance}. Used to skip
 * units that are obviously out of range before asking core geometry, and by bots for rough judgement.
 */
export function roughDistance(a: BattleUnit, b: BattleUnit): number {
  return boxDistance(footprint(a), footprint(b));
}

/** Distance between two bounding boxes ({@link footprint}): what {@link roughDistance} measures. */
export function boxDistance(fa: Box, fb: Box): number {
  return hypot(Math.max(0, fb.x0 - fa.x1, fa.x0 - fb.x1), Math.max(0, fb.y0 - fa.y1, fa.y0 - fb.y1));
}

/** True when `b` is within `range` inches of `a` (core geometry, after a cheap box test). */
export function within(a: BattleUnit, b: BattleUnit, range: number): boolean {
  return roughDistance(a, b) <= range && distance(a, b) <= range;
}
const distanceCache = new WeakMap<Base, WeakMap<Base, number>>();
const baseCache = new WeakMap<BattleUnit, Base>();
const footprintCache = new WeakMap<Base, Box>();
const unitFootprintCache = new WeakMap<BattleUnit, Box>();

/**
 * The bases each unit had last, by unit id, so that every snapshot of a unit whose geometry an event did
 * not change (a new turn, a loss that keeps the frontage, a change of order) gets the same base object,
 * and facts cached by base ({@link distance}, {@link footprint}, {@link onTable}) survive the event. A
 * base is a function of its front centre, facing, width and depth, all compared exactly (-0 apart from
 * 0), so sharing one changes no result.
 */
const recentBasesById = new Map<string, { x: number; y: number; base: Base }[]>();
/** How many bases {@link sharedBase} remembers per unit id: legal orders try the unit in other formations. */
const RECENT_BASES = 4;

/** The unit as a core geometry base at (x, y) (its front centre), facing its `facing`. */
export function baseOf(u: BattleUnit, x = u.x, y = u.y): Base {
  // Stryker disable next-line BlockStatement: equivalent — the cached base is the base where the unit stands
  if (x === u.x && y === u.y) {
    let b = baseCache.get(u);
    // Stryker disable next-line ConditionalExpression: equivalent — a cache: the base recomputed is the same
    if (!b) baseCache.set(u, (b = sharedBase(u)));
    return b;
  }
  return sizedBase(u, sizeOf(u), x, y);
}

/** A unit's frontage and depth ({@link width}, {@link depth}). */
interface Size {
  readonly width: number;
  readonly depth: number;
}

function sizeOf(u: BattleUnit): Size {
  return { width: width(u), depth: depth(u) };
}

/** The unit as a base of `size` with its front centre at (x, y): {@link baseOf} where the size is already known. */
function sizedBase(u: BattleUnit, size: Size, x: number, y: number): Base {
  return baseAt(vec(x, y), u.facing, size.width, size.depth);
}

/** The unit's base: the one its id had last when the geometry is the same, else a new one. */
function sharedBase(u: BattleUnit): Base {
  const w = width(u);
  const d = depth(u);
  let recent = recentBasesById.get(u.id);
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: equivalent — a new list only forgets; a string in it never matches
  if (!recent) recentBasesById.set(u.id, (recent = []));
  for (const last of recent)
    if (
      Object.is(last.x, u.x) &&
      Object.is(last.y, u.y) &&
      Object.is(last.base.facing, u.facing) &&
      Object.is(last.base.width, w) &&
      Object.is(last.base.depth, d)
    )
      return last.base;
  const base = baseAt(vec(u.x, u.y), u.facing, w, d);
  // Stryker disable next-line ObjectLiteral: equivalent — an entry that never matches only shares less
  recent.unshift({ x: u.x, y: u.y, base });
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — remembering more or fewer bases only shares more or less
  if (recent.length > RECENT_BASES) recent.length = RECENT_BASES;
  return base;
}

/** Inches by which `b` overlaps `a`'s frontage, measured along `a`'s front edge. */
export function lateralOverlap(a: BattleUnit, b: BattleUnit): number {
  const w = width(a) / 2;
  const [lo, hi] = projected(a, b, 'right');
  return Math.max(0, Math.min(hi, w) - Math.max(lo, -w));
}

/** How far beyond the ends of `a`'s frontage `b` lies (0 when it overlaps it). */
export function lateralGap(a: BattleUnit, b: BattleUnit): number {
  const w = width(a) / 2;
  const [lo, hi] = projected(a, b, 'right');
  return Math.max(0, lo - w, -w - hi);
}

/** `b`'s extent along `a`'s frontage, measured from `a`'s front centre (negative: to `a`'s left). */
export function lateralExtent(a: BattleUnit, b: BattleUnit): [number, number] {
  return projected(a, b, 'right');
}

/** How far `b` lies ahead of `a`'s front edge (negative when behind it). */
export function ahead(a: BattleUnit, b: BattleUnit): number {
  // Stryker disable next-line StringLiteral: equivalent — projected reads every axis but 'right' as forward
  return projected(a, b, 'forward')[0];
}

/** True when `b` is in `a`'s front arc (ahead, within 45 degrees of the front edge). */
export function inFrontArc(a: BattleUnit, b: BattleUnit, degrees = 45): boolean {
  // A function of the two bases (shared by snapshots of the same geometry) and the arc: cached by them.
  const from = baseOf(a);
  const to = baseOf(b);
  let row = frontArcCache.get(from);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: a new row only forgets
  if (!row) frontArcCache.set(from, (row = new WeakMap()));
  let byDegrees = row.get(to);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: a new map only forgets
  if (!byDegrees) row.set(to, (byDegrees = new Map<number, boolean>()));
  let inside = byDegrees.get(degrees);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the arc recomputed is the same
  if (inside === undefined) byDegrees.set(degrees, (inside = computeInFrontArc(a, b, degrees)));
  return inside;
}
const frontArcCache = new WeakMap<Base, WeakMap<Base, Map<number, boolean>>>();

/** {@link inFrontArc} computed from scratch. */
export function computeInFrontArc(a: BattleUnit, b: BattleUnit, degrees = 45): boolean {
  // Ruling R25: ahead of the front edge (core arcOf) and within `degrees` (45) of either end of the front edge.
  const base = baseOf(a);
  const point = closestPointOfShape(frontCentre(base), baseOf(b));
  if (arcOf(base, point, 0.01) !== 'front') return false;
  if (degrees >= 90) return true;
  // Stryker disable next-line EqualityOperator: equivalent — no lateral gap equals the bound with its 0.01" tolerance to the last bit
  return lateralGap(a, b) <= ahead(a, b) * Math.tan((degrees * Math.PI) / 180) + 0.01;
}

/**
 * From which side `attacker` meets `target`: by the arc of the target (core `arcOf`) in which the
 * attacker's front centre lies. Rulebook: Melee ("Attacking Flank", "Attacking Rear").
 */
export function attackArc(attacker: BattleUnit, target: BattleUnit): 'front' | 'flank' | 'rear' {
  const arc = arcOf(baseOf(target), frontCentre(baseOf(attacker)), 0.05);
  return arc === 'front' ? 'front' : arc === 'rear' ? 'rear' : 'flank';
}

/** Units still on the table. */
export function activeUnits(state: { readonly units: readonly BattleUnit[] }): readonly BattleUnit[] {
  // Once per units array (every event that changes a unit makes a new one): rules and bots ask it often.
  let active = activeByUnits.get(state.units);
  if (!active) activeByUnits.set(state.units, (active = state.units.filter((u) => u.status === 'active')));
  return active;
}
const activeByUnits = new WeakMap<readonly BattleUnit[], readonly BattleUnit[]>();

/** A unit on the table with its base and bounding box ({@link baseOf}, {@link footprint}). */
export interface Placed {
  readonly unit: BattleUnit;
  /** The unit's id (what core `lineOfSight` names a blocker by). */
  readonly id: string;
  readonly base: Base;
  readonly box: Box;
}

/**
 * The units still on the table ({@link activeUnits}, in that order) with their bases and boxes, once per units
 * array: the lines of fire of every firer of a fire phase are tested against the same units.
 */
export function placedUnits(state: { readonly units: readonly BattleUnit[] }): readonly Placed[] {
  let list = placedByUnits.get(state.units);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the list recomputed is the same
  if (!list)
    placedByUnits.set(
      state.units,
      (list = mapPacked(activeUnits(state), (u) => ({ unit: u, id: u.id, base: baseOf(u), box: footprint(u) }))),
    );
  return list;
}
const placedByUnits = new WeakMap<readonly BattleUnit[], readonly Placed[]>();

/** The unit with this id (throws on an unknown id: a bug). */
export function unitById(state: BattleState, id: string): BattleUnit {
  const u = state.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/**
 * Whether two boxes come within `buffer` of each other: only a pre-filter, every caller then applies the exact test
 * (core `baseGap` or `basesOverlap`), so a looser answer changes nothing; a stricter one would.
 */
function boxesNear(a: Box, b: Box, buffer: number): boolean {
  // Stryker disable next-line ArithmeticOperator: equivalent — a pre-filter: 2e-6" wider only lets more pairs on
  const reach = buffer - 1e-6;
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent — a looser filter (true, ||, <=) only lets more pairs on
  return a.x0 < b.x1 + reach && b.x0 < a.x1 + reach && a.y0 < b.y1 + reach && b.y0 < a.y1 + reach;
}

/** A unit's base at a candidate position, with its bounding box (computed once per position). */
interface Probe {
  readonly base: Base;
  readonly box: Box;
}

function probe(u: BattleUnit, x: number, y: number): Probe {
  if (x === u.x && y === u.y) return { base: baseOf(u), box: footprint(u) };
  const base = baseOf(u, x, y);
  return { base, box: boxOf(base) };
}

/**
 * True when the probed base overlaps a unit placed with `box` and `base`, or comes within `buffer` inches of it (core
 * geometry).
 */
function clashesAt(p: Probe, o: Placed | Probe, buffer: number, tolerance = 1e-4): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent — the pre-filter skipped: the exact test below decides
  if (!boxesNear(p.box, o.box, buffer)) return false;
  if (buffer > 0) {
    // Stryker disable next-line EqualityOperator: equivalent — no gap is exactly the buffer less the tolerance
    return baseGap(p.base, o.base) < buffer - tolerance;
  }
  return basesOverlap(p.base, o.base, tolerance);
}

/** True when the unit's base at (x, y) overlaps `o`, or comes within `buffer` inches of it (core geometry). */
function clashes(u: BattleUnit, x: number, y: number, o: BattleUnit, buffer: number, tolerance = 1e-4): boolean {
  return clashesAt(probe(u, x, y), probe(o, o.x, o.y), buffer, tolerance);
}

/**
 * Positions are kept to 1/1000", so a move checked to within 1/10000" may end up to 1/1000" into a
 * neighbour once rounded; the invariant allows that much (5/1000"), movement checks are stricter.
 */
const ROUNDING_TOLERANCE = 0.005;

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
export function slide(
  state: BattleState,
  u: BattleUnit,
  dx: number,
  dy: number,
  distance: number,
  options: SlideOptions = {},
): { x: number; y: number; moved: number } {
  // Stryker disable next-line ArrayDeclaration: equivalent — no unit has the id "Stryker was here"
  const ignoreIds = options.ignore ?? [];
  const ignore = new Set([u.id, ...ignoreIds]);
  // Every step's base lies, to within the rounding of positions, inside the box spanned by the bases at
  // the start and at the full distance: a unit whose box is not near that box cannot clash at any step.
  const start = footprint(u);
  const end = footprint(u, u.x + dx * distance, u.y + dy * distance);
  const swept = {
    x0: Math.min(start.x0, end.x0),
    x1: Math.max(start.x1, end.x1),
    y0: Math.min(start.y0, end.y0),
    y1: Math.max(start.y1, end.y1),
  };
  // The units on the table with their bases and boxes, made once per units array (placedUnits).
  const others = placedUnits(state).filter(
    (o) =>
      !ignore.has(o.id) &&
      boxesNear(swept, o.box, (o.unit.side === u.side ? 0 : (options.enemyBuffer ?? 1)) + SWEPT_MARGIN),
  );
  const step = SLIDE_STEP;
  const size = sizeOf(u);
  let x = u.x;
  let y = u.y;
  let moved = 0;
  // Stryker disable next-line EqualityOperator: equivalent — moves are kept to 1/1000", never 1e-9 short of the distance
  while (moved + 1e-9 < distance) {
    const s = Math.min(step, distance - moved);
    // Check the position as it will be stored (rounded to 1/1000"): rounding after the checks could
    // push a footprint over the table edge or into a neighbour.
    const nx = round(u.x + dx * (moved + s));
    const ny = round(u.y + dy * (moved + s));
    // One base per step, of the unit's size worked out once, for both tests.
    const base = sizedBase(u, size, nx, ny);
    if (!baseOnTable(state, base)) break;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a shortcut: some() over no unit is false
    if (others.length > 0) {
      const p = { base, box: boxOf(base) };
      if (others.some((o) => clashesAt(p, o, o.unit.side === u.side ? 0 : (options.enemyBuffer ?? 1)))) break;
    }
    x = nx;
    y = ny;
    moved += s;
  }
  return { x: round(x), y: round(y), moved: round(moved) };
}

/** The step of every move on the table ({@link slide}): a unit stopped by another stands less than this short of it. */
export const SLIDE_STEP = 0.25;

/** More than a step's rounding can move a base beyond the box of its path ({@link slide}). */
const SWEPT_MARGIN = 0.01;

/** Rounds to 1/1000" so positions stay exact in JSON. */
export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** True when the unit's footprint at (x, y) overlaps any other active unit. */
export function blockedAt(
  state: BattleState,
  u: BattleUnit,
  x: number,
  y: number,
  // Stryker disable next-line ArrayDeclaration: equivalent — no unit has the id "Stryker was here"
  ignore: readonly string[] = [],
): boolean {
  const p = probe(u, x, y);
  for (const o of placedUnits(state)) if (o.id !== u.id && !ignore.includes(o.id) && clashesAt(p, o, 0)) return true;
  return false;
}

/** True when no other unit stands between `a` and `b` in `a`'s lane. */
export function clearPath(state: BattleState, a: BattleUnit, b: BattleUnit): boolean {
  const gap = ahead(a, b);
  // Between the two front edges: `ahead` asked once per unit.
  const between = (along: number) => along >= -0.01 && along < gap;
  return !activeUnits(state).some(
    (o) =>
      o.id !== a.id &&
      o.id !== b.id &&
      lateralOverlap(a, o) > 0.01 &&
      lateralOverlap(o, b) > 0.01 &&
      between(ahead(a, o)),
  );
}

/** True when the unit's footprint at (x, y) lies on the table. */
export function onTable(state: BattleState, u: BattleUnit, x = u.x, y = u.y): boolean {
  // Stryker disable next-line BlockStatement: equivalent — the cached answer is the answer for the base where the unit stands
  if (x === u.x && y === u.y) {
    // Cached per base (shared by snapshots of the same geometry) and table size.
    const base = baseOf(u);
    const hit = onTableCache.get(base);
    if (hit?.width === state.table.width && hit.depth === state.table.depth) return hit.inside;
    const inside = baseOnTable(state, base);
    // Stryker disable next-line ObjectLiteral: equivalent — a cache entry that never matches only forgets
    onTableCache.set(base, { width: state.table.width, depth: state.table.depth, inside });
    return inside;
  }
  return baseOnTable(state, baseOf(u, x, y));
}

/** True when `base` lies on the table (core `baseInside`, to within 1e-6"). */
function baseOnTable(state: BattleState, base: Base): boolean {
  return baseInside(base, { width: state.table.width, height: state.table.depth }, 1e-6);
}
const onTableCache = new WeakMap<Base, { width: number; depth: number; inside: boolean }>();

/**
 * True when the unit's base at (x, y) comes nearer than `gap` inches to an active enemy unit (bounding
 * boxes first, then core `baseGap`).
 */
export function nearEnemyAt(state: BattleState, u: BattleUnit, x: number, y: number, gap: number): boolean {
  const p = probe(u, x, y);
  // The units on the table with their bases and boxes, as blockedAt and slide read them (placedUnits).
  for (const o of placedUnits(state))
    if (o.unit.side !== u.side && boxesNear(p.box, o.box, gap) && baseGap(p.base, o.base) < gap - 1e-6) return true;
  return false;
}

/**
 * True when the unit's base touches an enemy's: within one {@link SLIDE_STEP}, where a move stopped by that enemy
 * leaves it (ruling R60: the rally modifier "In contact with enemy"; ruling R45's routers stopped "where [they touch]").
 */
export function touchingEnemy(state: BattleState, u: BattleUnit): boolean {
  return nearEnemyAt(state, u, u.x, u.y, SLIDE_STEP);
}

/** True when two units' bases overlap by more than the rounding of positions allows (the table invariant). */
export function overlapBeyondRounding(a: BattleUnit, b: BattleUnit): boolean {
  return clashes(a, a.x, a.y, b, 0, ROUNDING_TOLERANCE);
}
