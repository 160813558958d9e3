import {
  add,
  advance,
  angleBetween,
  angleOf,
  type Base,
  baseInside,
  basesOverlap,
  distance,
  faceTowards,
  firstContact,
  forwardOf,
  frontCentre,
  hypot,
  lineOfSight,
  type LineOfSight,
  pivot,
  scale,
  sub,
  type Vec,
} from '@muster/core';
import { GEOMETRY_EPSILON, insideIntervals } from '@muster/core/geometry';
import type { BattleState, TerrainState, UnitState } from '../game/State.js';
import { blockersFor } from './lineOfFire.js';
import { basesOverlapping, unitsNearPath } from './distanceBounds.js';
import {
  boxesMeet,
  boxOf,
  baseEntersPolygon,
  hasFeature,
  impassableFor,
  isBuilding,
  liveUnits,
  mayOccupy,
  polygonOf,
  terrainAlong,
  terrainAt,
} from './tableQueries.js';

/** Overlap tolerance in inches: bases placed in contact by computation (and rounded) do not overlap. */
export const OVERLAP_TOLERANCE = 0.01;

/** The terrain a front-centre line crosses, as movement sees it. Rulebook: Terrain and Movement. */
export interface PathTerrain {
  readonly difficult: boolean;
  readonly veryDifficult: boolean;
  /** The line runs from easy terrain to easy terrain (a road, over a bridge too) and crosses nothing difficult. */
  readonly easy: boolean;
  /**
   * Some stretch of the line lies in easy terrain and it crosses nothing difficult: Easy under `battle.easyTerrain:
   * 'crossed'` (ruling Movement, "Easy terrain crossed"). Left out, `easy` stands for it.
   */
  readonly easyCrossed?: boolean;
  readonly impassable: string | null;
}

/**
 * The terrain met by a front-centre line: a unit is affected by terrain its front centre crosses
 * (Terrain and Movement: "only the front centre truly marks the terrain crossed"). A piece counts when some stretch of
 * the line lies inside it: a line that ends on its outline, starts on it and goes away, or grazes it, neither crosses
 * nor enters it (Impassable: "no unit may cross or enter it"), as core's `lineOfSight` reads a move's line.
 */
export function pathTerrain(state: BattleState, unit: UnitState, from: Vec, to: Vec): PathTerrain {
  const crossed = terrainAlong(state, from, to).filter((t) => t.id !== unit.inBuilding);
  const impassable = crossed.find((t) => impassableFor(unit, t) && !(isBuilding(t) && mayOccupy(unit, t)));
  const onEasy = (p: Vec) => onEasyGround(state, p);
  const bridged = riversBridged(crossed, from, to);
  const difficult = crossed.some((t) => hasFeature(t, 'difficult') && !bridged.has(t.id));
  const veryDifficult = crossed.some((t) => hasFeature(t, 'very-difficult') && !bridged.has(t.id));
  return {
    difficult,
    veryDifficult,
    // Bridge: "If a road passes over the bridge, it is considered easy terrain": the river crossed at the bridge is
    // left out here too, whatever its flow; the bridge itself is not easy (only the road over it is).
    easy: onEasy(from) && onEasy(to) && !difficult && !veryDifficult,
    easyCrossed: crossed.some((t) => hasFeature(t, 'easy')) && !difficult && !veryDifficult,
    impassable: impassable && !bridged.has(impassable.id) ? impassable.id : null,
  };
}

/**
 * Whether `p` lies on easy ground (a road, also where it passes over a bridge; a bridge alone is not easy): a
 * front-centre line is easy only from and to such ground (`pathTerrain`).
 */
export function onEasyGround(state: BattleState, p: Vec): boolean {
  return terrainAt(state, p).some((t) => hasFeature(t, 'easy'));
}

/**
 * The rivers a line from `from` to `to` crosses at a bridge or a ford (Scenery Elements > Bridge: "It must be wide
 * enough to allow the river to be crossed"; Ford), by id, among the pieces `crossed` it meets: every stretch of the line
 * inside the river lies inside a bridge or ford it crosses. Such a river, Impassable by its roll, does not stop the
 * line, nor is its difficulty met; a line that only clips a bridge's end and crosses the water beside it, or that
 * crosses a bent river twice and only once at a bridge, does not cross at the bridge, and a river the line only touches
 * is not crossed at all.
 */
function riversBridged(crossed: readonly TerrainState[], from: Vec, to: Vec): ReadonlySet<string> {
  const rivers = crossed.filter((t) => t.type === 'river');
  const crossings = crossed.filter((b) => b.type === 'bridge' || b.type === 'ford');
  if (rivers.length === 0 || crossings.length === 0) return NONE;
  const dry = crossings.flatMap((b) => insideIntervals(from, to, polygonOf(b))).sort((p, q) => p[0] - q[0]);
  const slack = GEOMETRY_EPSILON / Math.max(distance(from, to), GEOMETRY_EPSILON);
  const covered = ([t0, t1]: readonly [number, number]) => {
    // Walk the bridges' stretches in order: the wet stretch [t0, t1] must be covered without a gap.
    let reached = t0;
    for (const [b0, b1] of dry) if (b0 <= reached + slack && b1 > reached) reached = b1;
    return reached >= t1 - slack;
  };
  // A river the line only touches has no wet stretch: not crossed, so not crossed at a bridge either (it stays an
  // obstacle beside the line for the 3" gap).
  return new Set(
    rivers
      .filter((r) => {
        const wet = insideIntervals(from, to, polygonOf(r));
        return wet.length > 0 && wet.every(covered);
      })
      .map((r) => r.id),
  );
}
const NONE: ReadonlySet<string> = new Set();

/** The impassable terrain that blocks a line of movement from `from` to `to`: rivers crossed at a bridge or ford do not. */
export function unbridged(state: BattleState, pieces: readonly TerrainState[], from: Vec, to: Vec): TerrainState[] {
  // Stryker disable next-line ConditionalExpression: equivalent — a shortcut: without a river among the pieces the filter below drops none
  if (!pieces.some((t) => t.type === 'river')) return [...pieces];
  const bridged = riversBridged(terrainAlong(state, from, to), from, to);
  return pieces.filter((t) => !bridged.has(t.id));
}

/**
 * What counts as an obstacle for the 3" gap of a move (ruling: The 3" gap when moving, option `battle.gapObstacles`):
 * units and impassable terrain (`units-and-impassable`), or also every other terrain piece beside the line (`any-terrain`).
 */
export type GapObstacles = 'units-and-impassable' | 'any-terrain';

/**
 * Whether the line of a move from `from` to `to` is clear. Rulebook: Movement > Activation Movement: "This line must
 * not cross other units (friendly or enemy) or impassable terrain"; Obstacles: "Units may ignore terrain or units
 * crossed during their movement if the line drawn between their front centre and the destination point does not cut
 * through them. ... If, however, a unit moves between two of these obstacles, the movement is possible only if there
 * is a gap of at least 3 inches between them." The units (but those in `exclude`) and the `impassable` pieces (rivers
 * crossed at a bridge or ford left out) may not be crossed and count for the gap; with `any-terrain` every other
 * terrain piece the line does not cut through (but those in `ignore`: the mover's or target's building) counts for the
 * gap too. Moves, charges and the short charge all ask here.
 */
export function movementLine(
  state: BattleState,
  from: Vec,
  to: Vec,
  blockers: {
    readonly exclude: readonly string[];
    readonly impassable: readonly TerrainState[];
    readonly ignore?: readonly (string | null)[];
  },
  gapObstacles?: GapObstacles,
): LineOfSight {
  const crossing = unbridged(state, blockers.impassable, from, to);
  let beside: TerrainState[] = [];
  if (gapObstacles === 'any-terrain') {
    // "these obstacles": the pieces the line does not cut through, beside it.
    const cut = new Set(terrainAlong(state, from, to).map((t) => t.id));
    // Stryker disable next-line ArrowFunction,ArrayDeclaration: equivalent — an impassable piece beside the line then listed twice blocks and counts for the gap the same; a made-up id to ignore matches no piece
    const skip = new Set([...crossing.map((t) => t.id), ...(blockers.ignore ?? [])]);
    beside = state.terrain.filter((t) => !cut.has(t.id) && !skip.has(t.id));
  }
  return lineOfSight(from, to, blockersFor(state, blockers.exclude, [...crossing, ...beside], { a: from, b: to }));
}

/** Units a move may pass through: commanders are not troops; artillery may be interpenetrated (Overlap > Exceptions). */
function isPassable(other: UnitState, mover: UnitState): boolean {
  return other.category === 'artillery' && other.side === mover.side && mover.category !== 'artillery';
}

/** The ids of the units `unit`'s move may pass through (`isPassable`). */
function passableUnits(state: BattleState, unit: UnitState): string[] {
  return liveUnits(state)
    .filter((u) => isPassable(u, unit))
    .map((u) => u.id);
}

/**
 * Whether the line of `unit`'s move from `from` to `to` is clear (Movement > Activation Movement: "This line must not
 * cross other units (friendly or enemy) or impassable terrain"; Obstacles: a gap of at least 3"): every unit but itself,
 * those it may pass through (`isPassable`) and `exclude`; the terrain impassable to it but its own building (and, with
 * `mayOccupy`, a building it may occupy). The one line check of a move (`planMove`) and of a counter-charge's advance.
 */
export function unitMoveLine(
  state: BattleState,
  unit: UnitState,
  from: Vec,
  to: Vec,
  options: {
    readonly mayOccupy?: boolean;
    readonly gapObstacles?: GapObstacles | undefined;
    /** Units the line may cross besides (a counter-charge's charger, met on the way). */
    readonly exclude?: readonly string[];
  },
  passable: readonly string[] = passableUnits(state, unit),
): ReturnType<typeof movementLine> {
  const impassable = state.terrain.filter(
    (t) =>
      impassableFor(unit, t) && t.id !== unit.inBuilding && !(options.mayOccupy && isBuilding(t) && mayOccupy(unit, t)),
  );
  return movementLine(
    state,
    from,
    to,
    { exclude: [unit.id, ...passable, ...(options.exclude ?? [])], impassable, ignore: [unit.inBuilding] },
    options.gapObstacles,
  );
}

/**
 * What stops a base: other troops' bases, impassable terrain (for this unit), the table edge; with `buildings`, also
 * every building but the unit's own, which a move ends in only by occupying it (ruling Buildings, "A move that ends on
 * a building": a move's end, `planMove`, and an involuntary move, `involuntaryMove`).
 */
export function overlapsSomething(
  state: BattleState,
  unit: UnitState,
  base: Base,
  // Stryker disable next-line ArrayDeclaration: equivalent — the default lists no unit; a made-up id matches none either
  ignore: readonly string[] = [],
  buildings = false,
): string | null {
  if (!baseInside(base, state.table, 1e-6)) return 'the table edge';
  // The bounding circles and boxes below only skip what cannot overlap; the exact tests after them decide.
  // Stryker disable next-line ArithmeticOperator: equivalent — a wider circle skips fewer units, not more
  const r = hypot(base.width, base.depth) / 2;
  // The live units in the state's order, read in place: this runs for every end a move or a search tries.
  for (const u of state.units) {
    if (u.destroyed || u.id === unit.id || ignore.includes(u.id)) continue;
    // Bounding circles first: most units are far away.
    if (basesOverlapping(base, u.base, OVERLAP_TOLERANCE)) return u.id;
  }
  const around = { x0: base.centre.x - r, y0: base.centre.y - r, x1: base.centre.x + r, y1: base.centre.y + r };
  for (const t of state.terrain) {
    if (t.id === unit.inBuilding) continue;
    // Stryker disable next-line ConditionalExpression: equivalent — a prefilter: a piece not skipped meets the exact test
    if (!boxesMeet(boxOf(t.points), around)) continue;
    if ((impassableFor(unit, t) || (buildings && isBuilding(t))) && baseEntersPolygon(base, polygonOf(t))) return t.id;
  }
  return null;
}

/** The result of planning a move. */
export type PlannedMove =
  | {
      readonly ok: true;
      readonly base: Base;
      readonly distance: number;
      readonly disorder: boolean;
      readonly inBuilding: string | null;
      readonly corrected: 'none' | 'angle' | 'contact';
      /** The Angle Correction made, in degrees (positive to the left, about the front centre); 0 without one. */
      readonly angle: number;
      /**
       * When the move was corrected by a pivot the player did not name: the other Angle Corrections that also clear
       * (degrees, in {@link ANGLE_CORRECTIONS}' order), each a move the player may choose instead.
       */
      readonly otherAngles: readonly number[];
      readonly pushed: readonly { id: string; base: Base }[];
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Whether a unit facing `facing` may turn to `heading`: Movement > Activation Movement, "at most 90 degrees" (`limit`,
 * to a billionth of a radian). The one check of the turn for moves, charges and reactions.
 */
export function withinTurn(facing: number, heading: number, limit = Math.PI / 2): boolean {
  // Stryker disable next-line EqualityOperator: equivalent — `<` differs only for a turn of exactly limit + 1e-9 as a float
  return Math.abs(angleBetween(facing, heading)) <= limit + 1e-9;
}

/**
 * A voluntary move of the front centre to `to`. Rulebook: Movement > Activation Movement: the line from
 * the front centre to the destination crosses no unit nor impassable terrain (3" gaps between
 * obstacles: `movementLine`); the unit turns on its front centre towards the destination (free, at most 90 degrees) and
 * is placed facing the way it went, no further than its Speed. Angle Correction: an overlapping end
 * position may pivot up to 45 degrees to clear, otherwise the move stops at the first contact.
 * Overlap > Exceptions: friendly artillery may be passed through, and is pushed back up to 1" if the
 * mover ends on it. Building: a unit allowed in moves into it (Ready!) and occupies it, placed on its centre
 * (Ruling: Buildings: by default that centre must be within the unit's movement, so entering never moves it
 * further than its order allows).
 *
 * `speed` is the Speed after every modifier except terrain; `terrainSpeed` gives it for the terrain crossed.
 */
export function planMove(
  state: BattleState,
  unit: UnitState,
  to: Vec,
  speedFor: (terrain: PathTerrain) => number,
  options: {
    readonly mayOccupy?: boolean;
    readonly maxPivot?: number;
    /** Ruling: Buildings (option `battle.buildingEntry`); `within-move` unless given. */
    readonly buildingEntry?: 'within-move' | 'reach-building';
    /** Ruling: The 3" gap when moving (option `battle.gapObstacles`); `units-and-impassable` unless given. */
    readonly gapObstacles?: GapObstacles | undefined;
    /**
     * The player's Angle Correction for an end that overlaps: a pivot in degrees (positive to the left, at most 45
     * either way) or `first-contact` (no pivot: the move stops at the point of first contact). Unless given, the
     * smallest pivot that clears (the left one first), else first contact.
     */
    readonly angleCorrection?: AngleCorrection | undefined;
    /** List the other pivots that clear in `otherAngles` (the legal list offers them); charges' probes do not. */
    readonly listAngles?: boolean;
  } = {},
): PlannedMove {
  const from = frontCentre(unit.base);
  const d = sub(to, from);
  const dist = distance(from, to);
  if (dist < 0.05) return { ok: false, reason: 'the destination is where the unit stands' };
  const heading = angleOf(d);
  if (!withinTurn(unit.base.facing, heading, options.maxPivot))
    return { ok: false, reason: 'the turn towards the destination exceeds 90 degrees' };
  const terrain = pathTerrain(state, unit, from, to);
  if (terrain.impassable) return { ok: false, reason: `the line crosses impassable terrain (${terrain.impassable})` };
  const speed = speedFor(terrain);
  // Stryker disable next-line EqualityOperator: equivalent — `>=` differs only for a line exactly speed + 1e-9 long as a float
  if (dist > speed + 1e-9)
    return { ok: false, reason: `${dist.toFixed(1)}" is beyond the unit's ${speed}" of movement` };
  const passable = passableUnits(state, unit);
  const los = unitMoveLine(state, unit, from, to, options, passable);
  if (!los.clear)
    return {
      ok: false,
      reason:
        los.reason === 'gap'
          ? // Stryker disable next-line StringLiteral,OptionalChaining: equivalent — core's lineOfSight always names the two obstacles of a gap
            `the gap between ${los.between?.join(' and ') ?? 'obstacles'} is under 3"`
          : // Stryker disable next-line StringLiteral: equivalent — core's lineOfSight always names what a line crosses
            `the line crosses ${los.blockedBy ?? 'an obstacle'}`,
    };
  const disorder = terrain.veryDifficult;
  // Building: move into it and occupy it.
  const building = options.mayOccupy
    ? terrainAt(state, to).find((t) => isBuilding(t) && mayOccupy(unit, t))
    : undefined;
  if (building) {
    if (liveUnits(state).some((u) => u.inBuilding === building.id && u.id !== unit.id))
      return { ok: false, reason: `${building.id} is already occupied` };
    const pts = building.points;
    const centre = {
      x: pts.reduce((s, p) => s + p.x, 0) / pts.length,
      y: pts.reduce((s, p) => s + p.y, 0) / pts.length,
    };
    // The unit is placed on the building's centre: with `within-move` that is where its move is measured to.
    const toCentre = distance(from, centre);
    // Stryker disable next-line EqualityOperator: equivalent — `>=` differs only for a centre exactly speed + 1e-9 away as a float
    if ((options.buildingEntry ?? 'within-move') === 'within-move' && toCentre > speed + 1e-9)
      return {
        ok: false,
        reason: `the centre of ${building.id} is ${toCentre.toFixed(1)}" away, beyond the unit's ${speed}" of movement`,
      };
    if (options.angleCorrection !== undefined)
      return { ok: false, reason: `a move into ${building.id} makes no Angle Correction` };
    const base: Base = { ...unit.base, facing: heading, centre };
    const moved = (options.buildingEntry ?? 'within-move') === 'within-move' ? toCentre : dist;
    return {
      ok: true,
      base,
      distance: moved,
      disorder: false,
      inBuilding: building.id,
      corrected: 'none',
      angle: 0,
      otherAngles: [],
      pushed: [],
    };
  }
  const turned = faceTowards(unit.base, to, 'front-centre');
  const end = advance(turned, dist);
  const clash = overlapsSomething(state, unit, end, passable, true);
  const asked = options.angleCorrection;
  if (clash === null)
    return asked === undefined
      ? withPushes(state, unit, end, dist, disorder, 'none')
      : { ok: false, reason: 'the move ends clear of everything: there is no Angle Correction to make' };
  // Angle Correction: "If a move ends overlapping a unit or obstacle, the unit may pivot up to 45 degrees".
  if (typeof asked === 'number') {
    // Stryker disable next-line EqualityOperator: equivalent — `<` differs only for a pivot of exactly 45 + 1e-9 degrees as a float
    if (asked === 0 || !(Math.abs(asked) <= 45 + 1e-9))
      return { ok: false, reason: 'an Angle Correction pivots the unit by up to 45 degrees either way, not 0' };
    const corrected = correctedEnd(end, asked);
    const still = overlapsSomething(state, unit, corrected, passable, true);
    if (still !== null) return { ok: false, reason: `a pivot of ${asked} degrees still overlaps ${still}` };
    return withPushes(state, unit, corrected, dist, disorder, 'angle', asked);
  }
  if (asked === undefined) {
    // The default: the smallest pivot that clears, the others listed for the player to choose from.
    let chosen: { base: Base; angle: number } | null = null;
    const others: number[] = [];
    for (const deg of ANGLE_CORRECTIONS) {
      const corrected = correctedEnd(end, deg);
      if (overlapsSomething(state, unit, corrected, passable, true) !== null) continue;
      if (chosen === null) {
        chosen = { base: corrected, angle: deg };
        // Stryker disable next-line ConditionalExpression: equivalent — only the work differs: a charge's probe never reads otherAngles
        if (!options.listAngles) break;
        // Stryker disable next-line StringLiteral: equivalent — only whether the pushes fit is read here
      } else if (withPushes(state, unit, corrected, dist, disorder, 'angle', deg).ok) others.push(deg);
    }
    if (chosen) return withPushes(state, unit, chosen.base, dist, disorder, 'angle', chosen.angle, others);
  }
  // Otherwise (or as the player chose) the move stops at the point of contact.
  const ahead = forwardOf(turned);
  const obstacles = unitsNearPath(
    turned,
    ahead,
    dist,
    liveUnits(state).filter(
      // Stryker disable next-line ConditionalExpression: equivalent — the mover's own base never stops its move (firstContact ignores a base it moves off)
      (u) => u.id !== unit.id && !passable.includes(u.id),
    ),
  ).map((u) => u.base);
  let reach = Math.min(dist, firstContact(turned, ahead, dist, obstacles));
  // Back by tenths until the base fits: at most dist / 0.1 steps, as `reach` falls to 0 or below.
  while (reach > 0 && overlapsSomething(state, unit, advance(turned, reach), passable, true) !== null) reach -= 0.1;
  if (reach <= 0.05) return { ok: false, reason: `the way is blocked by ${clash}` };
  return withPushes(state, unit, advance(turned, reach), reach, disorder, 'contact');
}

/**
 * An Angle Correction: a pivot in degrees (positive to the left) or, `first-contact`, none (the move stops at the
 * point of first contact). Rulebook (Brevis Editio, Movement): "If a move ends overlapping a unit or obstacle, the
 * unit may pivot up to 45 degrees as an Angle Correction, otherwise it returns to the point of first contact."
 */
export type AngleCorrection = number | 'first-contact';

/**
 * The pivots a move's end is tried at, in degrees (positive to the left): 5 degrees apart up to 45 either way, the
 * smaller first and the left before the right. The legal list offers each that clears; the check takes any angle.
 */
export const ANGLE_CORRECTIONS: readonly number[] = [5, 10, 15, 20, 25, 30, 35, 40, 45].flatMap((deg) => [deg, -deg]);

/** A move's end pivoted by `degrees` (positive to the left) about its front centre. */
function correctedEnd(end: Base, degrees: number): Base {
  return pivot(end, (degrees * Math.PI) / 180, 'front-centre');
}

/** Friendly artillery the mover ends on is pushed back behind it by up to 1" (Overlap > Exceptions). */
function withPushes(
  state: BattleState,
  unit: UnitState,
  base: Base,
  dist: number,
  disorder: boolean,
  corrected: 'none' | 'angle' | 'contact',
  angle = 0,
  otherAngles: readonly number[] = [],
): PlannedMove {
  const pushes = gunPushes(state, unit, base, scale(forwardOf(base), -1));
  if ('blocked' in pushes)
    return { ok: false, reason: `not enough movement to pass ${pushes.blocked}, and it cannot be pushed back 1"` };
  return {
    ok: true,
    base,
    distance: dist,
    disorder,
    inBuilding: null,
    corrected,
    angle,
    otherAngles,
    pushed: pushes.pushed,
  };
}

/**
 * Movement > Overlap: "If the unit does not have enough movement left to get completely past a passed artillery unit,
 * that artillery unit is pushed back behind it by up to one inch": each friendly gun `base` overlaps, moved along
 * `back` (a unit vector, the way the mover came) by the first quarter inch up to 1" that clears the mover and
 * everything else; `blocked` names the first gun no push clears.
 */
function gunPushes(
  state: BattleState,
  unit: UnitState,
  base: Base,
  back: Vec,
): { pushed: { id: string; base: Base }[] } | { blocked: string } {
  const pushed: { id: string; base: Base }[] = [];
  for (const gun of liveUnits(state).filter(
    (u) => isPassable(u, unit) && basesOverlapping(base, u.base, OVERLAP_TOLERANCE),
  )) {
    let moved: Base | null = null;
    for (let step = 0.25; step <= 1; step += 0.25) {
      const candidate = { ...gun.base, centre: add(gun.base.centre, scale(back, step)) };
      if (
        !basesOverlap(base, candidate, OVERLAP_TOLERANCE) &&
        overlapsSomething(state, gun, candidate, [unit.id]) === null
      ) {
        moved = candidate;
        break;
      }
    }
    if (!moved) return { blocked: gun.id };
    pushed.push({ id: gun.id, base: moved });
  }
  return { pushed };
}

/**
 * An involuntary move straight along `direction` (disengagement, retreat, evasion, pursuit): the base
 * goes as far as it can up to `inches`, stopping before another unit, impassable terrain (Impassable: "no unit may
 * cross or enter it") or the table edge; `blocked` when one of them stops it short. Rulebook: Combat >
 * Disengagement ("because of obstacles or another unit"), Retreat ("If this movement cannot be carried out in full,
 * the unit receives one additional Dm").
 */
export function involuntaryMove(
  state: BattleState,
  unit: UnitState,
  start: Base,
  direction: Vec,
  inches: number,
  // Stryker disable next-line ArrayDeclaration: equivalent — the default lists no unit; a made-up id matches none either
  ignore: readonly string[] = [],
): { base: Base; moved: number; blocked: boolean; pushed: readonly { id: string; base: Base }[] } {
  // Movement: a move is "voluntary [...] but also involuntary, for example during a retreat"; Overlap > Exceptions:
  // friendly artillery is passed through, and pushed back behind the unit by up to 1" where it ends on it. A gun no
  // such push clears still stops the move, as before the unit reached it.
  const guns = passableUnits(state, unit).filter((id) => !ignore.includes(id));
  if (guns.length > 0) {
    const through = involuntarySweep(state, unit, start, direction, inches, [...ignore, ...guns]);
    const way = sub(through.base.centre, start.centre);
    const length = hypot(way.x, way.y);
    const back = length > 1e-9 ? scale(way, -1 / length) : scale(direction, -1 / hypot(direction.x, direction.y));
    const pushes = gunPushes(state, unit, through.base, back);
    if ('pushed' in pushes) return { ...through, pushed: pushes.pushed };
  }
  return { ...involuntarySweep(state, unit, start, direction, inches, ignore), pushed: [] };
}

/** `involuntaryMove` with the units in `ignore` no obstacle. */
function involuntarySweep(
  state: BattleState,
  unit: UnitState,
  start: Base,
  direction: Vec,
  inches: number,
  ignore: readonly string[],
): { base: Base; moved: number; blocked: boolean } {
  // A turn before the move (retreat, evasion) that would overlap something: the nearest turn that fits.
  if (overlapsSomething(state, unit, start, ignore, true) !== null) {
    if (start === unit.base || overlapsSomething(state, unit, unit.base, ignore, true) !== null)
      return { base: unit.base, moved: 0, blocked: true };
    const turn = nearestTurn(state, unit, start, direction, inches, ignore);
    if (!turn) return involuntarySweep(state, unit, unit.base, direction, inches, ignore);
    const rest = straightMove(state, unit, turn.base, turn.direction, inches - turn.slid, ignore);
    const moved = turn.slid + rest.moved;
    return { base: rest.base, moved, blocked: moved < inches - 0.05 };
  }
  return straightMove(state, unit, start, direction, inches, ignore);
}

/** Pivots tried, in degrees either way, when the exact turn does not fit (as far as an Angle Correction goes). */
const TURN_CORRECTIONS = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45];
/** Steps, in inches, of the slide back before turning. */
const SLIDE_STEP = 0.25;

/**
 * The nearest turn to `start` that fits, for a unit that must turn before an involuntary move (Retreat:
 * "with its back to the enemy"; Evasion: it turns about): first the exact turn, then the same turn corrected
 * by up to 45 degrees either way (Angle Correction), each after the shortest slide along the move's direction
 * (the unit steps back from what it touches, then turns). The slide counts as part of the move. Deterministic:
 * the shortest slide wins, then the smallest correction, then the positive one.
 */
function nearestTurn(
  state: BattleState,
  unit: UnitState,
  start: Base,
  direction: Vec,
  inches: number,
  ignore: readonly string[],
): { base: Base; direction: Vec; slid: number } | null {
  const unitDir = scale(direction, 1 / hypot(direction.x, direction.y));
  // The slide itself is made before turning: the base keeps its facing on the way. It is a move, so it goes no further
  // than its first contact (`firstStop`), though a piece or a unit thinner than a step lie between two steps.
  const stop = firstStop(state, unit, { ...unit.base, centre: start.centre }, unitDir, inches, ignore);
  for (let slid = 0; slid <= inches + 1e-9; slid += SLIDE_STEP) {
    const centre = add(start.centre, scale(unitDir, slid));
    if (slid > 0 && (slid > stop || overlapsSomething(state, unit, { ...unit.base, centre }, ignore, true) !== null))
      return null;
    for (const deg of TURN_CORRECTIONS)
      // Stryker disable next-line ConditionalExpression: equivalent — the exact turn tried as +0 and -0 is the same base twice
      for (const sign of deg === 0 ? [1] : [1, -1]) {
        const turn = (sign * deg * Math.PI) / 180;
        const base: Base = { ...start, centre, facing: start.facing + turn };
        if (overlapsSomething(state, unit, base, ignore, true) === null)
          return { base, direction: rotate(unitDir, turn), slid };
      }
  }
  return null;
}

function rotate(v: Vec, angle: number): Vec {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: v.x * c - v.y * s, y: v.x * s + v.y * c };
}

/**
 * A straight move of `start` along `direction`, as far as it goes up to `inches`: it stops at the first contact with
 * another unit's base or with impassable terrain (Terrain and Movement, Impassable: "no unit may cross or enter it";
 * Movement: a move "also involuntary, for example during a retreat"), the pieces `overlapsSomething` stops a base at
 * (rivers crossed at a bridge or ford left out, as for a voluntary move: `unbridged`, along the line of the front
 * centre), and before the table edge.
 */
function straightMove(
  state: BattleState,
  unit: UnitState,
  start: Base,
  direction: Vec,
  inches: number,
  ignore: readonly string[],
): { base: Base; moved: number; blocked: boolean } {
  const at = (r: number): Base => ({
    ...start,
    centre: add(start.centre, scale(direction, r / hypot(direction.x, direction.y))),
  });
  // The outline that moves is `start`'s own (a unit that could not turn moves unturned along `direction`).
  let reach = Math.max(0, Math.min(inches, firstStop(state, unit, start, direction, inches, ignore)));
  // Back by tenths until the base fits: at most inches / 0.1 steps, as `reach` falls to 0.
  while (reach > 0 && overlapsSomething(state, unit, at(reach), ignore, true) !== null)
    reach = Math.max(0, reach - 0.1);
  return { base: at(reach), moved: reach, blocked: reach < inches - 0.05 };
}

/**
 * How far `start` can go straight along `direction` (within `inches`) before it meets another unit's base (but the
 * mover's and those in `ignore`) or a piece of terrain impassable to the unit (Impassable: "no unit may cross or enter
 * it"; rivers crossed at a bridge or ford left out, as for a voluntary move: `unbridged`, along the line of the front
 * centre); `Infinity` when it meets none. It stops OVERLAP_TOLERANCE short of the shore, so that the base rounded to
 * 1/1000" in the log still does not enter it. The one sweep of an involuntary move and of the slide before its turn.
 */
function firstStop(
  state: BattleState,
  unit: UnitState,
  start: Base,
  direction: Vec,
  inches: number,
  ignore: readonly string[],
): number {
  const units = unitsNearPath(
    start,
    direction,
    inches,
    liveUnits(state).filter(
      // Stryker disable next-line ConditionalExpression: equivalent — the mover's own base never stops its move (firstContact ignores a base it moves off)
      (u) => u.id !== unit.id && !ignore.includes(u.id),
    ),
  ).map((u) => u.base);
  // A river is crossed at a bridge or ford on the line of the front centre, as for a voluntary move. The base must end
  // clear of the river (`overlapsSomething` after the sweep), so the line of any other point of the base crosses it
  // alike.
  // Stryker disable next-line ArithmeticOperator: equivalent — every caller's direction is a unit vector (forwardOf, nearestTurn's unitDir)
  const end = add(frontCentre(start), scale(direction, inches / hypot(direction.x, direction.y)));
  const impassable = unbridged(
    state,
    // Stryker disable next-line ConditionalExpression: equivalent — a unit holding a building stands in it, and firstContact does not stop a base backing out of a piece it overlaps (involuntaryImpassable.spec.ts, leaving the building)
    state.terrain.filter((t) => t.id !== unit.inBuilding && impassableFor(unit, t)),
    frontCentre(start),
    end,
  ).map(polygonOf);
  return Math.min(
    firstContact(start, direction, inches, units),
    firstContact(start, direction, inches, impassable) - OVERLAP_TOLERANCE,
  );
}
