import {
  type Base,
  baseGap,
  baseInside,
  basesOverlap,
  corners,
  firstContact,
  firstWithin,
  forwardOf,
  frontCentre,
  inFrontArcFrom,
  hypot,
  isBehindFrontLine,
  NORTH,
  pointInPolygon,
  type Polygon,
  SOUTH,
  type Vec,
  toLocal,
  vec,
  mapPacked,
} from '@muster/core';
import type { SwordAndPikeOptions } from '../options/options.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { stateWith, unitAt } from '../game/stateShapes.js';
import { BROKEN, COVER, FIELD_WORKS, TOWN_MORALE, type Terrain, type TerrainKind } from './Terrain.js';

/**
 * The table uses core geometry: every unit is a {@link Base} (an oriented rectangle) sized by its stands
 * (ruling R21). Units deploy facing the enemy's edge — side A north (+y), side B south (-y) — and change
 * facing only by turning or wheeling (ruling R24, `table/turning.ts`); moves slide the base.
 */
type Footprint = Pick<UnitState, 'troop' | 'figures' | 'frontage' | 'side'> & { readonly facing?: number };

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

/** Width and depth of a unit's base. */
export function footprint(unit: Pick<UnitState, 'troop' | 'figures' | 'frontage'>): { width: number; depth: number } {
  const { w, d } = standSize(unit);
  const { front, ranks } = formation(unit);
  return { width: front * w, depth: ranks * d };
}

/** The base a unit would have with its centre at (x, y). */
export function baseAtCentre(unit: Footprint, x: number, y: number): Base {
  const { width, depth } = footprint(unit);
  return baseFrom(vec(x, y), unit.facing ?? deployFacing(unit.side), width, depth);
}

/**
 * A base, always built here: one class for every base handed to core's geometry (a spread `{ ...b, centre }`
 * makes a class of its own at each site, and the geometry reading them all goes polymorphic).
 */
export function baseFrom(centre: Vec, facing: number, width: number, depth: number): Base {
  return { centre, facing, width, depth };
}

/** `b` grown by `by` inches on every side: an enemy's margin, a 1" halo. */
export function grownBase(b: Base, by: number): Base {
  return baseFrom(b.centre, b.facing, b.width + 2 * by, b.depth + 2 * by);
}

/** The facing a side deploys with: A faces north (+y), B south (-y). */
export function deployFacing(side: UnitState['side']): number {
  return side === 'A' ? NORTH : SOUTH;
}

// Unit objects are immutable, and their base is asked for again and again (lines of fire, gaps, arcs): kept per object.
const baseMemo = new WeakMap<UnitState, Base>();

/** The base of a unit where it stands. */
export function baseOf(unit: UnitState): Base {
  let base = baseMemo.get(unit);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the base found anew is the same
  if (base === undefined) baseMemo.set(unit, (base = baseAtCentre(unit, unit.x, unit.y)));
  return base;
}

/** +1 for side A (faces +y), -1 for side B. */
export function forwardSign(unit: Pick<UnitState, 'side'>): 1 | -1 {
  return unit.side === 'A' ? 1 : -1;
}

/**
 * Rulebook: Rear Attacks — "Units attacking into rear must begin behind a line parallel to and tangent to the
 * front of the defending unit. The entire attacking unit must be behind this line."
 */
export function whollyBehindFront(attacker: UnitState, defender: UnitState): boolean {
  const front = baseOf(defender);
  return corners(baseOf(attacker)).every((c) => isBehindFrontLine(front, c));
}

/**
 * "In view (180 degree cone of observation)": the point is not behind the unit's centre, seen along its
 * facing (so units beside it are in view).
 */
export function inView(unit: UnitState, x: number, y: number): boolean {
  // Stryker disable next-line EqualityOperator: equivalent — no point kept to 1/1000" is exactly 1e-6" behind the centre
  return toLocal(baseOf(unit), vec(x, y)).forward >= -1e-6;
}

/**
 * The point `inches` from the unit's centre along `heading` degrees off its front, to the left (counter-clockwise)
 * positive (ruling R65). Straight back is its facing's own cosine and sine negated, exactly, as a move straight back
 * has always been measured (the cosine of the facing plus pi differs in the last bit at some facings).
 */
export function pointOnHeading(unit: UnitState, heading: number, inches: number): { x: number; y: number } {
  const back = heading === 180 || heading === -180;
  const angle = back ? unit.facing : unit.facing + (heading * Math.PI) / 180;
  const sign = back ? -1 : 1;
  return { x: unit.x + sign * Math.cos(angle) * inches, y: unit.y + sign * Math.sin(angle) * inches };
}

/**
 * The point is in the unit's front 180 degrees (ahead of its front edge's line): core `inFrontArc` of its base with a
 * half angle of 90 degrees and a tolerance of 1e-6, through `inFrontArcFrom` with the base's front centre and forward
 * vector kept per unit object (`aheadMemo`: units are immutable). The bots and the candidates ask it of every enemy,
 * order and pair.
 */
export function isAhead(unit: UnitState, x: number, y: number): boolean {
  let f = aheadMemo.get(unit);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the front found anew is the same
  if (f === undefined) aheadMemo.set(unit, (f = frontOf(unit)));
  return inFrontArcFrom(f.front, f.forward, x, y, Math.PI / 2, 1e-6);
}

/** A unit's front centre and forward vector, as core `inFrontArc` reads them of its base. */
function frontOf(unit: UnitState): { readonly front: Vec; readonly forward: Vec } {
  const base = baseOf(unit);
  return { front: frontCentre(base), forward: forwardOf(base) };
}
const aheadMemo = new WeakMap<UnitState, { readonly front: Vec; readonly forward: Vec }>();

/** The rectangle of a terrain piece as a polygon, made once per piece (terrain is fixed for a game). */
export function polygonOf(t: Terrain): Polygon {
  let polygon = polygonMemo.get(t);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the polygon made anew is the same
  if (polygon === undefined) {
    polygon = {
      points: [vec(t.x, t.y), vec(t.x + t.width, t.y), vec(t.x + t.width, t.y + t.height), vec(t.x, t.y + t.height)],
    };
    polygonMemo.set(t, polygon);
  }
  return polygon;
}
const polygonMemo = new WeakMap<Terrain, Polygon>();

/** Terrain kinds at a point. */
export function terrainAt(state: Pick<SwordAndPikeState, 'terrain'>, x: number, y: number): TerrainKind[] {
  const p = vec(x, y);
  return state.terrain.filter((t) => pointInPolygon(p, polygonOf(t))).map((t) => t.kind);
}

// The kinds as a set: one class whether empty or not (an empty array and a filled one are two to V8).
const terrainMemo = new WeakMap<UnitState, { terrain: readonly Terrain[]; kinds: ReadonlySet<TerrainKind> }>();

/** The unit's centre is in one of these kinds of terrain (ruling R28: a unit is in terrain when its centre is). */
export function unitIn(
  state: Pick<SwordAndPikeState, 'terrain'>,
  unit: UnitState,
  kinds: readonly TerrainKind[],
): boolean {
  // Unit objects are immutable: remember the terrain under each one (for this terrain list).
  let memo = terrainMemo.get(unit);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the terrain looked up every time is the same
  if (memo?.terrain !== state.terrain) {
    memo = { terrain: state.terrain, kinds: new Set(terrainAt(state, unit.x, unit.y)) };
    terrainMemo.set(unit, memo);
  }
  for (const k of kinds) if (memo.kinds.has(k)) return true;
  return false;
}

/** In cover, field works, broken ground. */
export const inCover = (s: Pick<SwordAndPikeState, 'terrain'>, u: UnitState) => unitIn(s, u, COVER);
export const inFieldWorks = (s: Pick<SwordAndPikeState, 'terrain'>, u: UnitState) => unitIn(s, u, FIELD_WORKS);
/** In "towns, forts, trenches, etc." for the +1 morale, as ruling R59 reads them (option `townMorale`). */
export const inMoraleWorks = (
  s: Pick<SwordAndPikeState, 'terrain'>,
  u: UnitState,
  townMorale: SwordAndPikeOptions['townMorale'],
) => unitIn(s, u, TOWN_MORALE[townMorale]);
export const inBrokenGround = (s: Pick<SwordAndPikeState, 'terrain'>, u: UnitState) => unitIn(s, u, BROKEN);

/** A normal move in inches (ruling R2); heavy guns never move (R25). The battle and the club read it here. */
export function normalMove(unit: Pick<UnitState, 'troop'>, options: Pick<SwordAndPikeOptions, 'movement'>): number {
  const m = troopProfile(unit.troop).movement;
  return m === 'heavyGun' ? 0 : options.movement[m];
}

/** The unit's base is wholly on the table. */
export function onTheTable(base: Base, table: { width: number; height: number }): boolean {
  return baseInside(base, table, 1e-6);
}

/** Two units' bases share some area (touching does not count). */
export function unitsOverlap(a: Base, b: Base): boolean {
  return basesOverlap(a, b, 1e-6);
}

// The same two unit objects are measured again in later states (most units do not move between decisions):
// the gap kept per pair of objects, as immutable as their bases.
const gapMemo = new WeakMap<UnitState, WeakMap<UnitState, number>>();

/** The gap between two units' bases, in inches (0 when touching). */
export function unitGap(a: UnitState, b: UnitState): number {
  let gaps = gapMemo.get(a);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the gap found anew is the same
  if (gaps === undefined) gapMemo.set(a, (gaps = new WeakMap()));
  let gap = gaps.get(b);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the gap found anew is the same
  if (gap === undefined) gaps.set(b, (gap = baseGap(baseOf(a), baseOf(b))));
  return gap;
}

/** Positions are kept to 1/1000 inch so JSON round-trips exactly. */
export function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** How far a base (at any facing) may slide along (ux, uy) and stay on the table: its corners are its extremes. */
function tableLimit(base: Base, ux: number, uy: number, table: { width: number; height: number }): number {
  const cs = corners(base);
  // The extremes by a loop (no spread of mapped arrays: every move and charge asks).
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const c of cs) {
    minX = Math.min(minX, c.x);
    maxX = Math.max(maxX, c.x);
    minY = Math.min(minY, c.y);
    maxY = Math.max(maxY, c.y);
  }
  let t = Infinity;
  // Stryker disable EqualityOperator: equivalent — no direction of a move has a component of exactly ±1e-12
  if (ux > 1e-12) t = Math.min(t, (table.width - maxX) / ux);
  if (ux < -1e-12) t = Math.min(t, -minX / ux);
  if (uy > 1e-12) t = Math.min(t, (table.height - maxY) / uy);
  if (uy < -1e-12) t = Math.min(t, -minY / uy);
  // Stryker restore EqualityOperator
  return Math.max(0, t);
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Obstacles for a moving (or turning) unit: friends' bases, and enemies' bases grown by `enemyGap` inches all round.
 * `moving`: units moving with it by the same displacement (a pike's sub-units in good order, ruling R23), which are
 * not in its way.
 */
export function obstaclesFor(
  state: SwordAndPikeState,
  unit: UnitState,
  enemyGap: number,
  except?: string,
  within = Infinity,
  moving: ReadonlySet<string> = NONE,
): Base[] {
  // Units farther than the move plus both bases' sizes cannot be met (cheap bound before exact contact).
  // One loop, not `filter` and `map` with closures: every move and charge judged asks.
  const out: Base[] = [];
  for (const o of state.units) {
    if (
      o.id === unit.id ||
      o.id === except ||
      moving.has(o.id) ||
      o.status === 'removed' ||
      !(hypot(o.x - unit.x, o.y - unit.y) <= within + 20)
    )
      continue;
    const b = baseOf(o);
    // An enemy's base grown by 0 (every caller passes 1 or 0) is its base.
    out.push(o.side !== unit.side ? grownBase(b, enemyGap) : b);
  }
  return out;
}

/**
 * The obstacles a base moving `distance` inches along the unit vector (ux, uy) may touch on the way, in their order:
 * those whose circle round their centre (half their diagonal) comes within the moving base's circle, and 0.01" to
 * spare, of the segment its centre travels. The others cannot be met, so core `firstContact` over these finds the same
 * first contact as over them all, without measuring a swept contact against each.
 */
export function obstaclesOnPath(
  base: Base,
  ux: number,
  uy: number,
  distance: number,
  obstacles: readonly Base[],
): Base[] {
  const r = hypot(base.width, base.depth) / 2 + 0.01;
  const cx = base.centre.x;
  const cy = base.centre.y;
  const out: Base[] = [];
  for (const o of obstacles) {
    const px = o.centre.x - cx;
    const py = o.centre.y - cy;
    // The point of the centre's path nearest the obstacle's centre.
    const along = Math.min(Math.max(px * ux + py * uy, 0), distance);
    // Stryker disable next-line EqualityOperator: equivalent — circles exactly 0.01" apart: bases that far apart meet neither way
    if (hypot(px - ux * along, py - uy * along) <= r + hypot(o.width, o.depth) / 2) out.push(o);
  }
  return out;
}

/**
 * The sub-units that move and turn with a pike formation as one block (ruling R23): attached to it, in good order,
 * not yet moved this turn, and not charged by the enemy: SEQUENCE 2, "Units which are attacked in close combat by the
 * enemy moving first may not move during that turn", holds a charged sub-unit where it is when its pike moves.
 */
export function blockFollowers(state: SwordAndPikeState, unit: UnitState): UnitState[] {
  if (unit.troop !== 'pikemen') return [];
  return state.units.filter(
    (x) =>
      x.attachedTo === unit.id &&
      x.status === 'ready' &&
      !x.ordered &&
      // Stryker disable next-line ConditionalExpression: equivalent — a unit's charge targets an enemy only (the charge check refuses a friend), so a charger of x is always of the other side
      !state.units.some((e) => e.side !== x.side && e.charge?.target === x.id),
  );
}

/**
 * The ids of a pike block (ruling R23): the pike and the followers moving or turning with it, which are not in one
 * another's way (the `moving` of `moveToward` and `followersMove`).
 */
export function blockIds(unit: { readonly id: string }, followers: readonly { readonly id: string }[]): Set<string> {
  const ids = new Set([unit.id]);
  for (const f of followers) ids.add(f.id);
  return ids;
}

/** Where a follower ends: its centre, and the inches it moved. */
export interface FollowerMove {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly moved: number;
}

/**
 * Ruling R23 and R24: each follower of `unit` moves by its displacement (dx, dy), its own path clear of every unit
 * outside the block (`moving`) and stopping 1" short of enemies as every advance does. Kept to 1/1000" and stopping
 * 0.002" short, a follower with a clear path may move a hair less than its pike: it keeps up when it got that close,
 * ending where its move ends unless that is on the pike's new place, then at the same displacement exactly. One that
 * cannot keep up stops where its path stops, or where its own move ends (a follower starting in broken ground its
 * pike is not in moves half the block's move, R2) (`kept` false).
 */
export function followersMove(
  state: SwordAndPikeState,
  unit: UnitState,
  followers: readonly UnitState[],
  dx: number,
  dy: number,
  moving: ReadonlySet<string>,
  enemyGap = 1,
): (FollowerMove & { kept: boolean })[] {
  const len = hypot(dx, dy);
  const pikeThere = baseAtCentre(unit, round(unit.x + dx), round(unit.y + dy));
  return followers.map((f) => {
    if (len <= 1e-9) return followerEnd(f.id, f.x, f.y, 0, true);
    // R2: "a unit whose centre starts in broken ground moves half" — a follower so placed, its pike not, goes half the
    // block's move and cannot keep up (ruling R23).
    const halved = inBrokenGround(state, f) && !inBrokenGround(state, unit);
    const m = moveToward(state, f, f.x + dx, f.y + dy, halved ? len / 2 : len, enemyGap, moving);
    if (m.moved < len - 0.002) return followerEnd(f.id, m.x, m.y, m.moved, false);
    if (!unitsOverlap(baseAtCentre(f, m.x, m.y), pikeThere)) return followerEnd(f.id, m.x, m.y, m.moved, true);
    const exact = { x: round(f.x + dx), y: round(f.y + dy) };
    const at = baseAtCentre(f, exact.x, exact.y);
    const clear =
      onTheTable(at, state.table) &&
      !obstaclesFor(state, f, 0, undefined, len, moving).some((o) => unitsOverlap(at, o));
    return clear ? followerEnd(f.id, exact.x, exact.y, len, true) : followerEnd(f.id, m.x, m.y, m.moved, false);
  });
}

/** A follower's end, of one class whichever way it was found (spreads of each way made a class apiece). */
function followerEnd(id: string, x: number, y: number, moved: number, kept: boolean): FollowerMove & { kept: boolean } {
  return { id, x, y, moved, kept };
}

/**
 * A pike block's move toward a point (ruling R23, R24): the pike slides as `moveToward` does, its followers (its
 * sub-units in good order) not in its way since they move with it by the same displacement (`followersMove`). A
 * follower that cannot keep up is left where its own path stops (the block breaks), and is in the way of the pike and
 * the other followers there: the pike never ends on it.
 */
export function blockMoveToward(
  state: SwordAndPikeState,
  unit: UnitState,
  followers: readonly UnitState[],
  toX: number,
  toY: number,
  distance: number,
  enemyGap = 1,
): { to: { x: number; y: number; moved: number }; followers: FollowerMove[] } {
  const left = new Map<string, UnitState>();
  for (;;) {
    const s = left.size === 0 ? state : stateWith(state, { units: mapPacked(state.units, (x) => left.get(x.id) ?? x) });
    const keeping = followers.filter((f) => !left.has(f.id));
    const moving = blockIds(unit, keeping);
    const to = moveToward(s, unit, toX, toY, distance, enemyGap, moving);
    const moves = followersMove(s, unit, keeping, to.x - unit.x, to.y - unit.y, moving, enemyGap);
    const behind = moves.filter((m) => !m.kept);
    if (behind.length === 0) {
      const stopped = [...left.values()].map((f) => {
        const from = followers.find((x) => x.id === f.id)!;
        return { id: f.id, x: f.x, y: f.y, moved: hypot(f.x - from.x, f.y - from.y) };
      });
      const byId = new Map<string, FollowerMove>([...moves, ...stopped].map((m) => [m.id, m]));
      return { to, followers: followers.map((f) => byId.get(f.id)!) };
    }
    for (const m of behind)
      left.set(
        m.id,
        unitAt(
          keeping.find((f) => f.id === m.id)!,
          m.x,
          m.y,
        ),
      );
  }
}

/**
 * Slides a unit straight toward a point, up to `distance` inches, stopping at the table edge, at first
 * contact with another unit, or `enemyGap` inches short of an enemy (core `firstContact`). Units in `moving` move
 * with it (a pike block, `blockMoveToward`) and are not in its way.
 */
export function moveToward(
  state: SwordAndPikeState,
  unit: UnitState,
  toX: number,
  toY: number,
  distance: number,
  enemyGap = 1,
  moving: ReadonlySet<string> = NONE,
): { x: number; y: number; moved: number } {
  const dx = toX - unit.x;
  const dy = toY - unit.y;
  const len = hypot(dx, dy);
  const want = Math.min(distance, len);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a move of nothing ends where it began
  if (want <= 1e-9) return { x: unit.x, y: unit.y, moved: 0 };
  const ux = dx / len;
  const uy = dy / len;
  const base = baseOf(unit);
  const contact = firstContact(
    base,
    vec(ux, uy),
    want,
    obstaclesOnPath(base, ux, uy, want, obstaclesFor(state, unit, enemyGap, undefined, want, moving)),
  );
  // Stop a hair short of contact so rounding never makes bases overlap.
  let t = Math.min(
    want,
    tableLimit(base, ux, uy, state.table),
    Number.isFinite(contact) ? Math.max(0, contact - 0.002) : Infinity,
  );
  t = Math.floor(t * 1000) / 1000;
  // The end is rounded to 1/1000": on a grazing approach (a slanting move along a wheeled unit's edge, or a
  // turned base at the table edge) the 0.002" hair short along the move is less than the rounding across it,
  // so the rounded end can cut into the other base or poke past the edge. Never end overlapping a real base
  // or off the table: back off until clear.
  const others = obstaclesFor(state, unit, 0, undefined, want, moving);
  const endsOverlapping = (d: number) => {
    const at = baseFrom(vec(round(unit.x + ux * d), round(unit.y + uy * d)), base.facing, base.width, base.depth);
    return others.some((o) => unitsOverlap(at, o)) || !onTheTable(at, state.table);
  };
  while (t > 0 && endsOverlapping(t)) t = Math.max(0, Math.floor((t - 0.05) * 1000) / 1000);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — t is never below 0; at 0 the end is the start
  if (t <= 0) return { x: unit.x, y: unit.y, moved: 0 };
  return { x: round(unit.x + ux * t), y: round(unit.y + uy * t), moved: t };
}

/** How far along `dir` the base first comes within 1" of the target's base, from `from` (where the halo is met). */
function closeToOneInch(base: Base, dir: { x: number; y: number }, target: Base, from: number, limit: number): number {
  const gapAt = (d: number) =>
    baseGap(
      baseFrom(vec(base.centre.x + dir.x * d, base.centre.y + dir.y * d), base.facing, base.width, base.depth),
      target,
    );
  if (gapAt(from) <= 1) return from;
  let lo = from;
  // Half an inch at a time until within 1": at `limit` the centres meet (a gap of 0), so the loop always ends. The
  // bracket's steps only narrow the exact search below, which finds the same first point from any lo before it.
  // Stryker disable next-line MethodExpression,ArithmeticOperator: equivalent — a wider bracket, the same point found
  let hi = Math.min(from + 0.5, limit);
  // Stryker disable next-line EqualityOperator: equivalent — a gap of exactly 1" at hi is the point firstWithin finds
  while (gapAt(hi) > 1) {
    lo = hi;
    // Stryker disable next-line MethodExpression: equivalent — a wider bracket, the same point found
    hi = Math.min(hi + 0.5, limit);
  }
  // The gap shrinks and then grows along a straight move (two convex bases), so between lo (more than 1") and hi
  // (within 1") it is 1" at one point only, found exactly (core `firstWithin`), not by bisection.
  return Math.min(firstWithin(base, dir, target, 1, lo), hi);
}

/**
 * Where a charger halts "1 inch away" from its target (Close Combat A): moving straight toward the target's
 * centre until 1" from its base, its path clear of every other unit; null when it cannot get there. A pike's
 * `followers` (its sub-units in good order, ruling R23; none for a bonus move) move with it by the same displacement
 * and are not in its way, unless one cannot keep up (`followersMove`): that one stops where its own path does, and
 * must not be in the charger's path there. Returns the halt, the distance to it and the followers' moves, so that
 * the charge made (`chargeHome`) moves them as they were found here.
 */
export function chargePosition(
  state: SwordAndPikeState,
  charger: UnitState,
  target: UnitState,
  maxDistance = Infinity,
  followers: readonly UnitState[] = blockFollowers(state, charger),
): { x: number; y: number; distance: number; followers: (FollowerMove & { kept: boolean })[] } | null {
  const dx = target.x - charger.x;
  const dy = target.y - charger.y;
  const len = hypot(dx, dy);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a charger on its target's centre overlaps it, which no state allows
  if (len < 1e-9) return null;
  const base = baseOf(charger);
  const t = baseOf(target);
  // Cheap bound: no charge can be shorter than the centres' distance less both half-diagonals and the 1".
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent — a looser or no bound leaves the charge to the exact halt below
  if (len - hypot(base.width, base.depth) / 2 - hypot(t.width, t.depth) / 2 - 1 > maxDistance) return null;
  const dir = vec(dx / len, dy / len);
  const halo = grownBase(t, 1);
  const halted = firstContact(base, dir, Infinity, [halo]);
  // Stryker disable next-line ConditionalExpression: equivalent — a path to the target's centre always meets its halo
  if (!Number.isFinite(halted)) return null;
  // The rectangular halo is 1" from the target's edges but up to 1.41" from its corners: past a corner, go on
  // until the bases are 1" apart ("halts 1' away").
  const reach = closeToOneInch(base, dir, t, halted, len);
  const d = Math.max(0, reach - 0.002);
  // Stryker disable next-line EqualityOperator: equivalent — no halt is exactly 1e-9" beyond the move
  if (d > maxDistance + 1e-9) return null;
  const moving = blockIds(charger, followers);
  const blocked = firstContact(
    base,
    dir,
    d,
    obstaclesOnPath(base, dir.x, dir.y, d, obstaclesFor(state, charger, 0, target.id, d, moving)),
  );
  if (Number.isFinite(blocked)) return null;
  // Stryker disable next-line EqualityOperator: equivalent — no table limit is exactly the halt's distance
  if (tableLimit(base, dir.x, dir.y, state.table) < d) return null;
  const x = round(charger.x + dir.x * d);
  const y = round(charger.y + dir.y * d);
  // A follower that cannot keep up stops where its own path does: it must not be in the charger's path there.
  const moves = followersMove(state, charger, followers, x - charger.x, y - charger.y, moving);
  const behind = moves
    .filter((m) => !m.kept)
    .map((m) =>
      baseAtCentre(
        followers.find((f) => f.id === m.id)!,
        m.x,
        m.y,
      ),
    );
  if (Number.isFinite(firstContact(base, dir, d, behind))) return null;
  return { x, y, distance: d, followers: moves };
}
