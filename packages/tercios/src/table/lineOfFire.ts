import {
  arcOf,
  type Base,
  type Blocker,
  type CentreName,
  centres,
  closestPointOfPolygon,
  distance,
  emptyObjectArray,
  frontCentre,
  hypot,
  lineOfSight,
  type Vec,
} from '@muster/core';
import type { BattleState, TerrainState, UnitState } from '../game/State.js';
import type { TerciosOptions } from '../options/options.js';
import { hasFeature, liveUnits, polygonOf } from './tableQueries.js';
import { fartherFromSegment, pointInPiece, segmentEntersPiece } from './distanceBounds.js';
import { weaponRulesOf } from '../rules/weaponRules.js';
import { boxAround, memoNear } from './nearFacts.js';

/** Where a shot starts: the front centre, or a side centre with the Extended Arc of Fire. */
export type FiringPoint = 'front' | 'left' | 'right';

/** What a shooter sees of a target. */
export interface LineOfFire {
  readonly visible: boolean;
  /** Range to the nearest visible centre, in inches. */
  readonly range: number;
  /** The nearest visible centre. */
  readonly centre: CentreName | null;
  /** The target is In cover (a cover piece it stands in or behind). */
  readonly cover: boolean;
  readonly reason?: string;
}

/**
 * How far from a line (inches, plus a base's half-diagonal) a unit must stand to be left out of the blockers of a
 * shot, a move or a charge along it: lines of fire, moves and charges ask {@link blockersFor} with it, and the
 * facts remembered for them (`memoNear`) bound the units they may read by it.
 */
export const BLOCKER_MARGIN = 4;

/**
 * Blockers of sight or movement: other troops' bases (commanders are ignored) and the given terrain. With `near`,
 * only the bases within {@link BLOCKER_MARGIN} of the line from `a` to `b` (the others cannot touch it).
 */
export function blockersFor(
  state: BattleState,
  exclude: readonly string[],
  terrain: readonly TerrainState[],
  near?: { a: Vec; b: Vec },
): Blocker[] {
  const out: Blocker[] = [];
  for (const u of unitBlockers(state.units)) {
    if (u === null || exclude.includes(u.blocker.id)) continue;
    if (near && fartherFromSegment(u.blocker.base.centre, near.a, near.b, u.reach)) continue;
    out.push(u.blocker);
  }
  for (const t of terrain) out.push(terrainBlocker(t));
  return out;
}

/** A live unit as a blocker, and how far from a line its centre may lie and still be near it (see blockersFor). */
interface UnitBlocker {
  readonly blocker: { readonly id: string; readonly base: Base };
  readonly reach: number;
}

/**
 * The blockers of the units arrays asked about lately (a state's and its player view's share the bases), each in
 * the units' order, null for a destroyed unit. Lines of fire, sight and movement ask for them many times a state:
 * they are made once per units array, and a unit whose base is the same object as in the last array made keeps its
 * blocker (a base is a place: it changes only when the unit moves).
 */
const UNIT_BLOCKERS: { units: readonly UnitState[]; blockers: readonly (UnitBlocker | null)[] }[] = [];

function unitBlockers(units: readonly UnitState[]): readonly (UnitBlocker | null)[] {
  // Stryker disable next-line ConditionalExpression: speed only — never found, the blockers are made again, the same
  for (const known of UNIT_BLOCKERS) if (known.units === units) return known.blockers;
  const last = UNIT_BLOCKERS[0];
  const blockers = emptyObjectArray<UnitBlocker | null>();
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    const before = last?.blockers[i];
    if (u.destroyed) blockers.push(null);
    // Stryker disable next-line ConditionalExpression: speed only — never kept, each blocker is made again, the same
    else if (before?.blocker.base === u.base && before.blocker.id === u.id) blockers.push(before);
    else
      blockers.push({
        blocker: { id: u.id, base: u.base },
        reach: BLOCKER_MARGIN + hypot(u.base.width, u.base.depth) / 2,
      });
  }
  UNIT_BLOCKERS.unshift({ units, blockers });
  // Stryker disable next-line EqualityOperator,ConditionalExpression: speed only — how many arrays are remembered
  if (UNIT_BLOCKERS.length > 4) UNIT_BLOCKERS.length = 4;
  return blockers;
}

/** A terrain piece as a blocker, the same object for the same piece. */
function terrainBlocker(piece: TerrainState): Blocker {
  let known = TERRAIN_BLOCKERS.get(piece);
  if (known === undefined) TERRAIN_BLOCKERS.set(piece, (known = { id: piece.id, polygon: polygonOf(piece) }));
  return known;
}

const TERRAIN_BLOCKERS = new WeakMap<TerrainState, Blocker>();

/** The point a shot is measured from. Buildings: "Shots out of the building are measured from any point of the building's edge". */
export function firingPointOf(state: BattleState, shooter: UnitState, from: FiringPoint, towards: Vec): Vec {
  if (shooter.inBuilding) {
    const b = state.terrain.find((t) => t.id === shooter.inBuilding);
    if (b) return closestPointOfPolygon(towards, polygonOf(b));
  }
  return centres(shooter.base)[from];
}

/** Whether a point is ahead of a firing point's edge (the half-plane the shooter faces from that centre). */
function ahead(base: Base, from: FiringPoint, p: Vec): boolean {
  const arc = arcOf(base, p);
  if (from === 'front') return arc === 'front';
  return arc === from;
}

/**
 * Line of sight and range for a shot. Rulebook: Shooting > Selecting the Target: a straight line from
 * the front centre (side centres with the Extended Arc of Fire) to any centre of the target, crossing no
 * unit nor vision-blocking terrain, with 3" gaps between obstacles; commanders ignored; range to the
 * nearest visible centre. Shooting and Terrain > Hidden: a line crossing Hidden terrain is blocked
 * unless shooter and target stand in the same piece (ruling Hidden and the same piece: under `hiddenSamePiece:
 * 'either'`, Brevis's reading, unless either stands in it). In cover: the target stands in cover terrain, or a
 * linear cover element (hedge, wall) lies across the line within 1" of it.
 * Ruling "Shooting arc": the target centre must lie ahead of the shooting edge.
 */
export function lineOfFire(
  state: BattleState,
  shooter: UnitState,
  target: UnitState,
  options: Pick<TerciosOptions, 'hiddenSamePiece'>,
  from: FiringPoint = 'front',
): LineOfFire {
  // The same question is asked many times of one state (legal decisions, checks, bots) and of the states that
  // follow while nothing near the line moves: remembered for the shooter's base, with what else it reads of
  // the shooter and the target. The line only meets units near the two bases (blockersFor's margin of 4").
  const { weapons, rules, inBuilding, side } = shooter;
  const targetBase = target.base;
  const targetIn = target.inBuilding;
  const samePiece = options.hiddenSamePiece;
  return memoNear(
    state,
    shooter.base,
    `lineOfFire|${from}|${shooter.id}|${target.id}`,
    () => {
      const building = inBuilding ? state.terrain.find((t) => t.id === inBuilding) : undefined;
      return boxAround([shooter.base, targetBase], building?.points ?? [], BLOCKER_MARGIN + 0.01);
    },
    (known: LineOfFireFact) =>
      known.weapons === weapons &&
      known.rules === rules &&
      known.inBuilding === inBuilding &&
      known.side === side &&
      known.targetBase === targetBase &&
      known.targetIn === targetIn &&
      known.samePiece === samePiece,
    () => ({
      weapons,
      rules,
      inBuilding,
      side,
      targetBase,
      targetIn,
      samePiece,
      line: computeLineOfFire(state, shooter, target, from, samePiece),
    }),
  ).line;
}

/** A line of fire and what it read of the shooter and the target besides the table. */
interface LineOfFireFact {
  readonly weapons: readonly string[];
  readonly rules: readonly string[];
  readonly inBuilding: string | null;
  readonly side: UnitState['side'];
  readonly targetBase: UnitState['base'];
  readonly targetIn: string | null;
  readonly samePiece: TerciosOptions['hiddenSamePiece'];
  readonly line: LineOfFire;
}

function computeLineOfFire(
  state: BattleState,
  shooter: UnitState,
  target: UnitState,
  from: FiringPoint,
  samePiece: TerciosOptions['hiddenSamePiece'],
): LineOfFire {
  const cs = centres(target.base);
  let best: { range: number; centre: CentreName } | null = null;
  let reason = 'no centre in sight';
  const hidden = state.terrain.filter((t) => hasFeature(t, 'hidden'));
  const bows = weaponRulesOf(shooter.weapons).some((w) => w.fireOverFriends === true);
  const mortar = shooter.rules.includes('mortar');
  // Nearest centre first: the first one in sight gives the range.
  const origin = firingPointOf(state, shooter, from, target.base.centre);
  const names = (['front', 'left', 'right', 'rear'] as const)
    .slice()
    .sort((a, b) => distance(origin, cs[a]) - distance(origin, cs[b]));
  for (const name of names) {
    if (best) break;
    const c = cs[name];
    const p = firingPointOf(state, shooter, from, c);
    if (!shooter.inBuilding && !ahead(shooter.base, from, c)) {
      reason = 'outside the arc of fire';
      continue;
    }
    const d = distance(p, c);
    // Hidden terrain: blocks unless both stand in the same piece (Brevis's reading: either); a building's own
    // occupant shoots out of it.
    const screening = hidden.filter((t) => {
      if (t.id === shooter.inBuilding || t.id === target.inBuilding) return false;
      const shooterIn = pointInPiece(p, t);
      const targetIn = pointInPiece(c, t);
      return !(samePiece === 'either' ? shooterIn || targetIn : shooterIn && targetIn);
    });
    const blocking = screening.filter((t) => pointInPiece(c, t) || segmentEntersPiece(p, c, t));
    if (blocking.length > 0) {
      reason = `hidden by ${blocking[0]!.id}`;
      continue;
    }
    // Armament > Bow: fire over friendly units whose front centres are closer to the shooters than to the target.
    const overFriends = bows
      ? liveUnits(state, shooter.side)
          .filter((f) => f.id !== shooter.id && distance(frontCentre(f.base), p) < distance(frontCentre(f.base), c))
          .map((f) => f.id)
      : [];
    // Shooting > Selecting the Target: the mortar is the other exception to "may not shoot over other units"
    // (its own text is missing): its line passes over every unit; terrain still blocks it.
    const over = mortar ? liveUnits(state).map((u) => u.id) : overFriends;
    // The vision-blocking terrain beside the line counts for the 3" gap as the units do ("There must be a gap of at
    // least 3 inches if the line passes between such obstacles"): "other units or terrain that blocks vision".
    const los = lineOfSight(p, c, blockersFor(state, [shooter.id, target.id, ...over], screening, { a: p, b: c }));
    if (!los.clear) {
      reason = `blocked by ${los.blockedBy ?? 'a unit'}`;
      continue;
    }
    best = { range: d, centre: name };
  }
  if (!best) return { visible: false, range: Infinity, centre: null, cover: false, reason };
  return {
    visible: true,
    range: best.range,
    centre: best.centre,
    cover: inCover(state, target, firingPointOf(state, shooter, from, cs[best.centre]), cs[best.centre]),
  };
}

/** Whether `target` is In cover against a line from `p` to `c`. Rulebook: Shooting and Terrain > In cover. */
export function inCover(state: BattleState, target: UnitState, p: Vec, c: Vec): boolean {
  for (const t of state.terrain) {
    if (!hasFeature(t, 'cover')) continue;
    if (t.id === target.inBuilding || pointInPiece(target.base.centre, t) || pointInPiece(c, t)) return true;
    const linear = t.type === 'hedge' || t.type === 'wall';
    if (linear && segmentEntersPiece(p, c, t) && distance(closestPointOfPolygon(c, polygonOf(t)), c) <= 1) return true;
  }
  return false;
}
