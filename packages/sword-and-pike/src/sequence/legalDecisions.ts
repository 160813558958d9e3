import { variableMoveMax } from '../mechanics/variableMove.js';
import {
  allLegal,
  canonicalJson,
  legalOf,
  hypot,
  inFrontArc,
  memoOnState,
  vec,
  type Candidates,
  mapPacked,
} from '@muster/core';
import { troopProfile } from '../profiles/troopProfiles.js';
import {
  blockFollowers,
  blockIds,
  baseAtCentre,
  baseOf,
  chargePosition,
  followersMove,
  footprint,
  isAhead,
  moveToward,
  normalMove,
  onTheTable,
  pointOnHeading,
  unitsOverlap,
} from '../table/unitGeometry.js';
import {
  DISTANCE_ORDERS,
  formOrder,
  MOVE_HEADINGS,
  orderFormed,
  TACTICAL_HEADINGS,
  type SwordAndPikeDecision,
  type TacticalHeading,
} from '../game/Decision.js';
import { kneeToKnee } from '../profiles/kneeToKnee.js';
import { ordersOf } from '../profiles/ordersOf.js';
import type { Order } from '../profiles/TroopType.js';
import {
  otherSide,
  type PendingWinner,
  type Side,
  type Step,
  type SwordAndPikeState,
  type UnitState,
} from '../game/State.js';
import { turnFor, WHEEL_DEGREES, type Turn } from '../table/turning.js';
import { stateWith, unitAt } from '../game/stateShapes.js';

/** The least move left after a wheel for which a wheel-and-advance is offered, in inches. */
const MIN_ADVANCE_AFTER_WHEEL = 0.5;

/** The wheels also offered after an advance (ruling R24): the eighth and the quarter turn, to keep the list short. */
export const ADVANCE_THEN_WHEEL_DEGREES = [45, 90] as const;

/**
 * Ruling R24, advance then wheel: the unit first advances straight ahead with the move the wheel leaves
 * (`allowance` less the wheel's arc, stopping short as every advance does), then wheels at the new place. The
 * advance and the wheel, or null when the move does not pay for both (at least 0.5" of advance) or the wheel is
 * not clear where the advance ends. A pike block's sub-units in good order advance with it by the same
 * displacement (all the way as `followersMove` keeps up, or the order is not offered) and then swing with it as one
 * block.
 */
export function advanceThenWheel(
  state: SwordAndPikeState,
  u: UnitState,
  kind: 'wheel-left' | 'wheel-right',
  degrees: number,
  allowance: number,
): {
  to: { x: number; y: number; moved: number };
  followers: readonly { id: string; x: number; y: number }[];
  turn: Turn;
} | null {
  if (troopProfile(u.troop).artillery) return null;
  const arc = (footprint(u).width * degrees * Math.PI) / 180; // a wheel on a front corner: width x angle
  const rest = allowance - arc;
  if (rest < MIN_ADVANCE_AFTER_WHEEL) return null;
  // Ruling R23: the block's sub-units move with it, so they are not in its way, nor it in theirs.
  const block = blockFollowers(state, u);
  const moving = blockIds(u, block);
  const to = moveToward(state, u, u.x + Math.cos(u.facing) * rest, u.y + Math.sin(u.facing) * rest, rest, 1, moving);
  if (to.moved < MIN_ADVANCE_AFTER_WHEEL) return null;
  // The block's one keep-up rule (`followersMove`): a sleeve that cannot keep up the whole way breaks the block.
  const moves = followersMove(state, u, block, to.x - u.x, to.y - u.y, moving);
  if (moves.some((m) => !m.kept)) return null;
  const followers = moves.map((m) => ({ id: m.id, x: m.x, y: m.y }));
  const placed = new Map<string, { x: number; y: number }>([[u.id, to], ...followers.map((f) => [f.id, f] as const)]);
  const after = stateWith(state, {
    units: mapPacked(state.units, (x) => {
      const at = placed.get(x.id);
      return at === undefined ? x : unitAt(x, at.x, at.y);
    }),
  });
  const moved = after.units.find((x) => x.id === u.id)!;
  const turn = turnFor(after, moved, kind, null, allowance - to.moved, degrees);
  return turn ? { to, followers, turn } : null;
}
import { fireTargets, mayFire, moveAllowance, onTable, unitById } from '../game/unitRules.js';

/** The side moving now in the movement phase. */
export function moverOf(state: SwordAndPikeState): Side {
  return state.movesEnded.length === 0 ? state.initiative.first : otherSide(state.initiative.first);
}

/**
 * May this unit try to evade a charge? (Ruling R32: "except for 'Evasion'", never given.) By the `evasion`
 * option: 'light' — Light Horse, riflemen and units in skirmish order; 'any' — any unit. Never guns (artillerists
 * have their own test), routed units, pikes in square, a unit that has moved or charged this turn.
 */
export function mayEvade(state: SwordAndPikeState, t: UnitState): boolean {
  const mode = state.options.evasion;
  if (mode === 'off' || !onTable(t) || t.status === 'routed' || t.square || t.ordered || t.charge !== null)
    return false;
  if (troopProfile(t.troop).artillery || moveAllowance(state, t) <= 0) return false;
  // Ruling R66: evading is a move, which gendarmes knee to knee do not make.
  if (kneeToKnee(t, state.options.closedGendarmes) !== null) return false;
  return mode === 'any' || t.troop === 'light-horse' || t.troop === 'riflemen' || t.order === 'skirmish';
}

/** Units charged this turn by the enemy: "Units which are attacked in close combat ... may not move". */
function chargedUnits(state: SwordAndPikeState, side: Side): Set<string> {
  const out = new Set<string>();
  for (const u of state.units) if (u.side !== side && u.charge) out.add(u.charge.target);
  return out;
}

/** Units of `side` that may still be given a movement order (2D6 brigade allowance, once each). */
export function orderableUnits(state: SwordAndPikeState, side: Side): UnitState[] {
  const activated = state.brigadesMoved[side];
  const allowance = state.initiative[side];
  const charged = chargedUnits(state, side);
  return state.units.filter(
    (u) =>
      u.side === side &&
      onTable(u) &&
      u.status !== 'routed' &&
      !u.ordered &&
      !charged.has(u.id) &&
      (!followsItsPike(state, u) || orderChanges(state, u).length > 0) &&
      (activated.includes(u.brigade) || activated.length < allowance),
  );
}

/**
 * A sub-unit in good order moves with its pike formation (ruling R23) and takes no orders of its own but a change of
 * its order (R62: Sword and buckler men, always a sub-unit, "May use skirmish order"); when disordered, or when its
 * pike has routed or gone, it acts alone.
 */
export function followsItsPike(state: SwordAndPikeState, u: UnitState): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent — an unattached unit has no host (no unit's id is null)
  if (u.attachedTo === null || u.status !== 'ready') return false;
  const host = state.units.find((h) => h.id === u.attachedTo);
  return host !== undefined && onTable(host) && host.status !== 'routed';
}

/**
 * Every enemy on the table, nearest `u`'s centre first (equal distances by id): the enemies a unit may advance on,
 * or make its tactical move toward (ruling R65); the first four are those it may face (R24, R64). Kept per unit object
 * (`nearestMemo`) while the enemies on the table are the same objects in the same order: the list depends on nothing
 * else, and in a side's movement the other side does not move, so each decision asks it again of unchanged enemies.
 */
export function enemiesNearestFirst(state: SwordAndPikeState, u: UnitState): readonly UnitState[] {
  const known = nearestMemo.get(u);
  if (known !== undefined && sameEnemies(state, u, known.enemies)) return known.sorted;
  const enemies = state.units.filter((e) => e.side !== u.side && onTable(e));
  const far = new Map<UnitState, number>();
  for (const e of enemies) far.set(e, hypot(e.x - u.x, e.y - u.y));
  // Stryker disable next-line EqualityOperator: equivalent — ids are unique: no two enemies' ids are equal
  const sorted = [...enemies].sort((a, b) => far.get(a)! - far.get(b)! || (a.id < b.id ? -1 : 1));
  nearestMemo.set(u, { enemies, sorted });
  return sorted;
}
const nearestMemo = new WeakMap<UnitState, { enemies: readonly UnitState[]; sorted: readonly UnitState[] }>();

/** Are the enemies of `u` on the table now `enemies`, the same objects in the state's order? */
function sameEnemies(state: SwordAndPikeState, u: UnitState, enemies: readonly UnitState[]): boolean {
  let k = 0;
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e)) continue;
    if (enemies[k] !== e) return false;
    k++;
  }
  return k === enemies.length;
}

/** The four nearest enemies: those a unit may face, or face at a spot it occupies (rulings R24, R64). */
const FACED_ENEMIES = 4;

/**
 * Ruling R62 (`orderChange`): the orders `u` may change to now, as its move — every order its troop type may take
 * (`ordersOf`) but the one it is in; none under 'fixed', nor for pikes in square (they leave square first, R27).
 */
export function orderChanges(state: SwordAndPikeState, u: UnitState): Order[] {
  if (state.options.orderChange === 'fixed' || u.square) return [];
  return ordersOf(u.troop, state.options).filter((o) => o !== u.order);
}

type OrderDecision = Extract<SwordAndPikeDecision, { kind: 'order' }>;

/** The offered wheel angles, as numbers a decision's `degrees` can be looked up among. */
const WHEEL_ANGLES: readonly number[] = WHEEL_DEGREES;

/** The movement orders open to one unit (remembered per state and unit object: states are immutable). */
export function unitOrders(state: SwordAndPikeState, u: UnitState): SwordAndPikeDecision[] {
  // Stryker disable next-line StringLiteral: equivalent — a memo key is a name; no two keys of one subject collide
  return memoOnState(state, u, 'orders', () => legalOf(unitCandidates(state, u)));
}

/**
 * Every order one unit may be given now, in the order `unitOrders` lists the legal ones, each judged (a wheel's
 * sweep, a charge's path) only when asked (`orderJudge`): `unitOrders` is these filtered by `isLegal`, and a bot that
 * wants only its best order judges only those that could beat it (`candidates`). Remembered per state and unit object.
 */
export function unitCandidates(state: SwordAndPikeState, u: UnitState): Candidates<SwordAndPikeDecision> {
  // Stryker disable next-line StringLiteral: equivalent — a memo key is a name; no two keys of one subject collide
  return memoOnState(state, u, 'candidates', () => computeUnitCandidates(state, u));
}

function computeUnitCandidates(state: SwordAndPikeState, u: UnitState): Candidates<SwordAndPikeDecision> {
  const allowance = moveAllowance(state, u);
  const follows = followsItsPike(state, u);
  const enemies = enemiesNearestFirst(state, u);
  let kept = possibleMemo.get(u);
  if (
    kept?.options !== state.options ||
    kept.enemies !== enemies ||
    kept.follows !== follows ||
    // Stryker disable next-line ConditionalExpression: equivalent — the list reads the move only by its sign (none left), which with the unit object and the options the same only another game's terrain could change
    kept.allowance !== allowance
  ) {
    kept = {
      options: state.options,
      enemies,
      follows,
      allowance,
      possible: possibleOrders(state, u, allowance, follows),
    };
    possibleMemo.set(u, kept);
  }
  return { possible: kept.possible, isLegal: orderJudge(state, u, allowance, kept.possible) };
}

/**
 * The orders a unit may be given (`computeUnitCandidates`), kept per unit object while what they are listed from is the
 * same: the options, the enemies on the table (the very list `enemiesNearestFirst` keeps while they are the same
 * objects: charges and advances name them, faces read where they are), whether it follows its pike and the move it has.
 * The rest is the unit object's own. In a side's movement each decision lists every unit that has not moved again.
 */
const possibleMemo = new WeakMap<
  UnitState,
  {
    options: SwordAndPikeState['options'];
    enemies: readonly UnitState[];
    follows: boolean;
    allowance: number;
    possible: readonly OrderDecision[];
  }
>();

/** The orders listed for `u`, with the move it has and whether it follows its pike (ruling R23). */
function possibleOrders(
  state: SwordAndPikeState,
  u: UnitState,
  allowance: number,
  follows: boolean,
): readonly OrderDecision[] {
  const p = troopProfile(u.troop);
  const possible: OrderDecision[] = [];
  const listed = () => possible;
  const order = (o: OrderDecision['order'], target: string | null = null) => {
    possible.push({ kind: 'order', unit: u.id, order: o, target });
  };
  // Charges at every enemy: `chargePosition` itself refuses cheaply one too far off (centres less both
  // half-diagonals and the 1"), which wide bases need (ruling R24: "any enemy it reaches").
  // Cavalry with pistols may also charge holding them ("may fire one pistol if it closes"): `pistols: false`.
  const charges = () => {
    for (const e of state.units) {
      if (e.side === u.side || !onTable(e)) continue;
      order('charge', e.id);
      if (p.pistols) possible.push({ kind: 'order', unit: u.id, order: 'charge', target: e.id, pistols: false });
    }
  };
  // Ruling R62: a change of order; a sub-unit following its pike (R23) takes no other order.
  for (const o of orderChanges(state, u)) order(formOrder(o));
  if (follows) return listed();
  if (u.status === 'disordered') order('rally');
  if (u.square) {
    order('form-line');
    return listed();
  }
  // Ruling R66: gendarmes knee to knee make no move of their own but (by default) a charge, until they open out.
  const knees = kneeToKnee(u, state.options.closedGendarmes);
  if (knees !== null) {
    if (knees === 'charge-only' && allowance > 0) charges();
    return listed();
  }
  const enemies = enemiesNearestFirst(state, u);
  // Ruling R24: pivot in place to face one of the nearest enemies not already in front; wheel 45 degrees
  // left or right. Guns pivot for free ("Pivot in place does not count as moving"), so heavy guns may too.
  for (const e of enemies.slice(0, FACED_ENEMIES)) if (!isAhead(u, e.x, e.y)) order('face', e.id);
  if (p.movement === 'heavyGun') return listed(); // "Heavy guns may not move during the game."
  if (u.troop === 'pikemen' && u.order === 'closed') order('form-square');
  if (allowance <= 0) return listed();
  // Wheels of each offered angle, each also followed by a straight advance; and advance, then wheel: also where the
  // wheel is blocked here but clear further on.
  for (const kind of ['wheel-left', 'wheel-right'] as const) {
    for (const degrees of WHEEL_DEGREES) {
      possible.push({ kind: 'order', unit: u.id, order: kind, target: null, degrees });
      possible.push({ kind: 'order', unit: u.id, order: kind, target: null, degrees, thenAdvance: true });
    }
    for (const degrees of ADVANCE_THEN_WHEEL_DEGREES)
      possible.push({ kind: 'order', unit: u.id, order: kind, target: null, degrees, advanceFirst: true });
  }
  // Advances toward every enemy, nearest first (ruling R65); a blocked advance simply moves less (resolve computes it).
  for (const e of enemies) for (const d of listedAdvances(u.id, e.id)) possible.push(d);
  if (!p.artillery) charges();
  // Back the whole move, or half of it and still fire (FIRE: foot and light guns, ruling R24).
  order('retire');
  order('retire-half');
  // Ruling R65: any way the player wants, listed every 15 degrees off its front, the whole move and half of it.
  for (const d of listedMoves(u.id)) possible.push(d);
  return listed();
}

/**
 * The moves listed for the unit `id` (ruling R65): `move` at every heading of `MOVE_HEADINGS`, then `move-half`. They
 * name nothing but the unit and are never refused once a unit may move, so one list serves every state: made once per
 * unit id (and forgotten, all of them, when more than `LISTED_MOVES_KEPT` ids have been seen). Each is frozen: it is
 * handed out in every state, so a caller changing one would change it for the states after.
 */
function listedMoves(id: string): readonly OrderDecision[] {
  let moves = listedMovesById.get(id);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the list made anew is the same list
  if (moves === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: equivalent — a cache: forgotten sooner or later, the lists made anew are the same
    if (listedMovesById.size >= LISTED_MOVES_KEPT) listedMovesById.clear();
    const of = (order: 'move' | 'move-half') =>
      MOVE_HEADINGS.map((heading): OrderDecision =>
        Object.freeze({ kind: 'order', unit: id, order, target: null, heading }),
      );
    moves = [...of('move'), ...of('move-half')];
    listedMovesById.set(id, moves);
  }
  return moves;
}
const listedMovesById = new Map<string, readonly OrderDecision[]>();
const LISTED_MOVES_KEPT = 1000;

/**
 * The advances listed for the unit `id` toward the enemy `target` (ruling R65): `advance`, then `advance-half`. Made
 * once per pair, as `listedMoves` (a unit is offered them toward every enemy, in every state of the movement phase).
 */
function listedAdvances(id: string, target: string): readonly OrderDecision[] {
  let byTarget = listedAdvancesById.get(id);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the map made anew is filled the same
  if (byTarget === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: equivalent — a cache: forgotten sooner or later, the lists made anew are the same
    if (listedAdvancesById.size >= LISTED_MOVES_KEPT) listedAdvancesById.clear();
    listedAdvancesById.set(id, (byTarget = new Map<string, readonly OrderDecision[]>()));
  }
  let pair = byTarget.get(target);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the pair made anew is the same pair
  if (pair === undefined) {
    // Frozen, as `listedMoves`' are: handed out in every state.
    pair = [
      Object.freeze({ kind: 'order', unit: id, order: 'advance', target }),
      Object.freeze({ kind: 'order', unit: id, order: 'advance-half', target }),
    ];
    byTarget.set(target, pair);
  }
  return pair;
}
const listedAdvancesById = new Map<string, Map<string, readonly OrderDecision[]>>();

/** Why gendarmes knee to knee may not make a move (ruling R66). */
const kneeToKneeRefusal = (u: UnitState): string =>
  `${u.name} is in closed order, knee to knee, and gendarmes "Move in open order": ${u.name} forms open order first (ruling R66)`;

/**
 * Why `u` may make no move of its own now (an advance, a retirement or a move: ruling R65), or null when it may: the
 * same units `unitCandidates` offers them to. A sub-unit following its pike moves with it (R23), pikes in square do
 * not move (R27), "Heavy guns may not move during the game", and a unit needs some move left.
 */
export function moveRefusal(state: SwordAndPikeState, u: UnitState): string | null {
  if (followsItsPike(state, u))
    return `${u.name} may not move on its own: it moves with its pike formation (ruling R23)`;
  if (u.square) return `${u.name} may not move in square: it forms line first (ruling R27)`;
  if (troopProfile(u.troop).movement === 'heavyGun')
    return `${u.name} may not move: "Heavy guns may not move during the game"`;
  if (moveAllowance(state, u) <= 0) return `${u.name} may not move: it has no move`;
  return null;
}

/**
 * Ruling R65: what is wrong with the heading and distance an order names, or null when they are within the rules (for
 * any order but a move, the list judges the rest). A `move` or `move-half` names its heading (any, -180 to 180
 * degrees: the schema) and no target; only `advance`, `retire` and `move` name a distance, at most the unit's move —
 * its full move when it is disordered, as its test may rally it (`resolveOrder` moves it no farther than the move it
 * has after the test).
 */
function namedWayProblem(state: SwordAndPikeState, u: UnitState, d: OrderDecision): string | null {
  const move = d.order === 'move' || d.order === 'move-half';
  if (!move && d.heading !== undefined)
    return `only a move names a heading (move or move-half): ${d.order} goes its own way`;
  if (d.distance !== undefined && !DISTANCE_ORDERS.includes(d.order))
    return d.order === 'move-half' || d.order === 'advance-half' || d.order === 'retire-half'
      ? `${d.order} names no distance: it is half the move`
      : `only an advance, a retirement or a move names a distance, not ${d.order}`;
  const beyond = beyondTheMove(u, d.distance, moveAllowance(state, u, true));
  if (beyond !== null) return beyond;
  if (!move) return null;
  if (d.heading === undefined)
    return `a move names its heading: degrees off the unit's front, to the left positive (-180 to 180)`;
  if (d.target !== null) return `a move names no target: it goes its heading (advance goes toward an enemy)`;
  if (d.degrees !== undefined || d.thenAdvance !== undefined || d.advanceFirst !== undefined || d.pistols !== undefined)
    return `a ${d.order} names only its heading and distance`;
  return moveRefusal(state, u);
}

/** Inches as the checks write them: 10", 7.25". */
const inches = (n: number): string => `${Math.round(n * 1000) / 1000}"`;

/** Why a `distance` named is beyond the `most` a unit may move (ruling R65), or null when it is not, or none is named. */
function beyondTheMove(u: UnitState, distance: number | undefined, most: number): string | null {
  return (distance ?? 0) > most + 1e-9
    ? `${u.name} may move at most ${inches(most)} (a move of ${inches(distance ?? 0)} was named)`
    : null;
}

/**
 * Whether the i-th of a unit's orders (`possible`, as `computeUnitCandidates` lists them) may be given now, with the
 * move it has (`allowance`): judged on the first ask, then kept. Only faces, wheels and charges can be refused.
 */
function orderJudge(
  state: SwordAndPikeState,
  u: UnitState,
  allowance: number,
  possible: readonly OrderDecision[],
): (i: number) => boolean {
  const answers: (boolean | undefined)[] = [];
  // Ruling R57 (`disorderedCharge`): a disordered unit tests as it moves ("Disordered Units test morale when they
  // attempt to move"); under 'full-move' it may charge what its full move reaches, the test deciding the rate.
  const chargeReach = () =>
    // Stryker disable next-line ConditionalExpression: equivalent — a unit in good order moves its full rate either way
    u.status === 'disordered' && state.options.disorderedCharge === 'full-move'
      ? moveAllowance(state, u, true)
      : allowance;
  // Wheels of any offered angle the move pays for, smallest first: a side stops at the first angle the table
  // refuses (a wider swing sweeps the narrower one's ground), so an angle is offered only when every smaller one
  // is. Each side's turns by the angle's index, once found.
  const turns = { 'wheel-left': new Map<number, Turn | null>(), 'wheel-right': new Map<number, Turn | null>() };
  const wheel = (kind: 'wheel-left' | 'wheel-right', index: number): Turn | null => {
    let turn = turns[kind].get(index);
    // Stryker disable next-line ConditionalExpression: equivalent — a cache: the turn found anew is the same
    if (turn === undefined) {
      turn =
        index > 0 && wheel(kind, index - 1) === null
          ? null
          : turnFor(state, u, kind, null, allowance, WHEEL_ANGLES[index]);
      turns[kind].set(index, turn);
    }
    return turn;
  };
  const judge = (d: OrderDecision): boolean => {
    switch (d.order) {
      case 'face': {
        const e = unitById(state, d.target!);
        return turnFor(state, u, 'face', { x: e.x, y: e.y }, allowance) !== null;
      }
      case 'wheel-left':
      case 'wheel-right': {
        if (d.advanceFirst === true) return advanceThenWheel(state, u, d.order, d.degrees!, allowance) !== null;
        const turn = wheel(d.order, WHEEL_ANGLES.indexOf(d.degrees!));
        // With move left over, the wheel may be followed by a straight advance.
        return turn !== null && (d.thenAdvance !== true || allowance - turn.cost >= MIN_ADVANCE_AFTER_WHEEL);
      }
      case 'charge': {
        const reach = chargeReach();
        const spot = chargePosition(state, u, unitById(state, d.target!), reach);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — chargePosition refuses a halt beyond `reach` + 1e-9 itself
        return spot !== null && spot.distance <= reach + 1e-9;
      }
      default:
        return true;
    }
  };
  return (i) => {
    let answer = answers[i];
    // Stryker disable next-line ConditionalExpression: equivalent — a cache: the answer found anew is the same
    if (answer === undefined) answers[i] = answer = judge(possible[i]!);
    return answer;
  };
}

/** The fire phase side that still has units to declare, first mover first; null when all have declared. */
export function fireDeclarer(state: SwordAndPikeState): Side | null {
  const first = state.initiative.first;
  if (hasUnitToDeclare(state, first)) return first;
  const other = otherSide(first);
  return hasUnitToDeclare(state, other) ? other : null;
}

/** Whether `unitsToDeclare` of the side is not empty: the same test, stopping at the first unit. */
function hasUnitToDeclare(state: SwordAndPikeState, side: Side): boolean {
  for (const u of state.units) if (mayDeclare(state, side, u)) return true;
  return false;
}

/** Units of a side that may fire in this step, have a target and have not declared. */
export function unitsToDeclare(state: SwordAndPikeState, side: Side): UnitState[] {
  const out: UnitState[] = [];
  for (const u of state.units) if (mayDeclare(state, side, u)) out.push(u);
  return out;
}

/** One unit of `unitsToDeclare`: of the side, not yet declared, may fire in this step and has a target. */
function mayDeclare(state: SwordAndPikeState, side: Side, u: UnitState): boolean {
  return (
    u.side === side && !declaredFire(state, u.id) && mayFire(state, u, state.step) && fireTargets(state, u).length > 0
  );
}

/** Whether the unit `id` has declared its fire this step (the declarations are a few: a loop, no set each time). */
function declaredFire(state: SwordAndPikeState, id: string): boolean {
  for (const d of state.fireDeclared) if (d.unit === id) return true;
  return false;
}

/** The fire steps. */
export function isFireStep(step: Step): step is 'fire-artillery' | 'fire-infantry' | 'fire-mounted' {
  return step === 'fire-artillery' || step === 'fire-infantry' || step === 'fire-mounted';
}

/**
 * The winners still waiting for their bonus option: on the table and not routed. One routed or destroyed since it won
 * (by another winner's new close combat, ruling R61) takes none.
 */
export function waitingWinners(state: SwordAndPikeState): PendingWinner[] {
  return state.winners.filter((w) => {
    const u = state.units.find((x) => x.id === w.unit);
    return u !== undefined && onTable(u) && u.status !== 'routed';
  });
}

/**
 * Ruling R61 (`winnerOrder`): the side whose winners take their bonus options now, or null when no winner waits.
 * 'first-mover': the side that moved first this turn while one of its winners waits, then the other side;
 * 'fight-order': the side of the first waiting winner, in the order the combats were fought.
 */
export function winnerSide(state: SwordAndPikeState): Side | null {
  const waiting = waitingWinners(state);
  if (waiting.length === 0) return null;
  if (state.options.winnerOrder === 'fight-order') return unitById(state, waiting[0]!.unit).side;
  const first = state.initiative.first;
  return waiting.some((w) => unitById(state, w.unit).side === first) ? first : otherSide(first);
}

/**
 * Ruling R61: the winners choosing now — every waiting winner of `winnerSide` (its player picks which acts first by
 * taking one's option), or under 'fight-order' only the first waiting winner.
 */
export function choosingWinners(state: SwordAndPikeState): PendingWinner[] {
  const side = winnerSide(state);
  if (side === null) return [];
  const waiting = waitingWinners(state);
  if (state.options.winnerOrder === 'fight-order') return [waiting[0]!];
  return waiting.filter((w) => unitById(state, w.unit).side === side);
}

/** The headings of a winner's tactical move listed besides 'ahead' and 'back' (0 and 180): ruling R65. */
const TACTICAL_MOVE_HEADINGS = MOVE_HEADINGS.filter((h) => h !== 0 && h !== 180);

/** Winners' bonus options open to the winners choosing now (ruling R61: `choosingWinners`), winner by winner. */
export function winnerOptions(state: SwordAndPikeState): SwordAndPikeDecision[] {
  return legalOf(winnerCandidates(state));
}

/**
 * The bonus options of the winners choosing now, in the order `winnerOptions` lists the legal ones, the tactical moves
 * (ruling R65: toward every enemy and every 15 degrees) judged only when asked: a bot that prefers to hold never moves
 * a winner on paper some forty ways. Remembered per state.
 */
export function winnerCandidates(state: SwordAndPikeState): Candidates<SwordAndPikeDecision> {
  // Stryker disable next-line StringLiteral: equivalent — a memo key is a name; no two keys of one subject collide
  return memoOnState(state, state, 'winnerCandidates', () => {
    const possible: SwordAndPikeDecision[] = [];
    const judges: ((() => boolean) | undefined)[] = [];
    for (const w of choosingWinners(state)) optionsOfWinner(state, w, possible, judges);
    // Stryker disable next-line ArrayDeclaration: equivalent — the first option is always 'hold', never judged
    const answers: (boolean | undefined)[] = [];
    return {
      possible,
      isLegal: (i) => {
        const judge = judges[i];
        if (judge === undefined) return true;
        // Stryker disable next-line AssignmentOperator: equivalent — `||=` judges a refused way again, the same answer
        return (answers[i] ??= judge());
      },
    };
  });
}

/**
 * The bonus options of one waiting winner (Close Combat L), added to `possible`, each with its judge in `judges`
 * (undefined: legal as listed).
 */
function optionsOfWinner(
  state: SwordAndPikeState,
  w: PendingWinner,
  possible: SwordAndPikeDecision[],
  judges: ((() => boolean) | undefined)[],
): void {
  const u = unitById(state, w.unit);
  const add = (d: SwordAndPikeDecision, judge?: () => boolean) => {
    possible.push(d);
    judges.push(judge);
  };
  add({ kind: 'winner-option', unit: u.id, option: 'hold', target: null });
  // Ruling R66: gendarmes knee to knee hold, or (by default) charge again: no other option moves them.
  const knees = kneeToKnee(u, state.options.closedGendarmes);
  if (knees !== null) {
    if (knees === 'charge-only') chargesAgain(state, u, add);
    return;
  }
  const enemies = enemiesNearestFirst(state, u);
  const nearest = enemies.slice(0, FACED_ENEMIES);
  // Ruling R64, "Occupy vacated position and reform or reface": occupy facing as it was, or facing one of the nearest
  // enemies not ahead of it there (a pike block with sleeves does not reface: its sleeves would have to swing too).
  if (w.vacated && occupySpot(state, u, w.vacated)) {
    add({ kind: 'winner-option', unit: u.id, option: 'occupy', target: null });
    if (blockFollowers(state, u).length === 0)
      for (const e of nearest)
        if (occupyFacing(state, u, w.vacated, e))
          add({ kind: 'winner-option', unit: u.id, option: 'occupy', target: e.id });
  }
  // Ruling R63: the tactical move goes the way the player chooses: toward any enemy (the nearest first; ruling R65),
  // straight ahead or straight back, or any heading between (listed every 15 degrees: R65); each offered where it
  // moves the unit.
  for (const e of enemies)
    add(
      { kind: 'winner-option', unit: u.id, option: 'tactical-move', target: e.id },
      () => tacticalMove(state, u, e.id) !== null,
    );
  for (const heading of [...TACTICAL_HEADINGS, ...TACTICAL_MOVE_HEADINGS])
    add(
      { kind: 'winner-option', unit: u.id, option: 'tactical-move', target: null, heading },
      () => tacticalMove(state, u, null, heading) !== null,
    );
  // "Occupy vacated position and reform or reface": pivot in place toward an enemy not in front (ruling R24).
  // A pike block with sleeves does not reface here (its sleeves would have to move with it).
  for (const e of nearest) {
    if (
      !isAhead(u, e.x, e.y) &&
      blockFollowers(state, u).length === 0 &&
      turnFor(state, u, 'face', { x: e.x, y: e.y }, Math.max(normalMove(u, state.options), 1))
    ) {
      add({ kind: 'winner-option', unit: u.id, option: 'reface', target: e.id });
    }
  }
  chargesAgain(state, u, add);
}

/** "c. Attempt to Close on another target within 45 degree cone", within the longest variable move (R41). */
function chargesAgain(state: SwordAndPikeState, u: UnitState, add: (d: SwordAndPikeDecision) => void): void {
  const base = baseOf(u);
  const reach = variableMoveMax(normalMove(u, state.options), state.options.variableMove);
  for (const e of state.units) {
    if (e.side === u.side || !onTable(e) || troopProfile(u.troop).artillery) continue;
    const eb = baseOf(e);
    const far = hypot(e.x - u.x, e.y - u.y) - hypot(base.width, base.depth) / 2 - hypot(eb.width, eb.depth) / 2 - 1;
    if (far <= reach && inFrontArc(base, vec(e.x, e.y), Math.PI / 4))
      add({ kind: 'winner-option', unit: u.id, option: 'charge-again', target: e.id });
  }
}

/**
 * Ruling R64, "Occupy vacated position and reform or reface": the winner `u` at the vacated spot `at`, pivoted in
 * place there to face `enemy` (ruling R24, as the `reface` option turns where it stands), or null when the enemy is
 * already ahead of it there or the table refuses the pivot (another unit, an enemy within 1", the table edge).
 */
export function occupyFacing(
  state: SwordAndPikeState,
  u: UnitState,
  at: { x: number; y: number },
  enemy: UnitState,
): Turn | null {
  const there = unitAt(u, at.x, at.y);
  if (isAhead(there, enemy.x, enemy.y)) return null;
  // The swing is of `there`'s base; the unit's own place in the state is never in its way (the turn leaves it out).
  return turnFor(state, there, 'face', { x: enemy.x, y: enemy.y }, Math.max(normalMove(u, state.options), 1));
}

/** "Occupy vacated position": possible when the spot is free and on the table. */
export function occupySpot(state: SwordAndPikeState, u: UnitState, at: { x: number; y: number }): boolean {
  const b = baseAtCentre(u, at.x, at.y);
  if (!onTheTable(b, state.table)) return false;
  return !state.units.some((o) => o.id !== u.id && onTable(o) && unitsOverlap(b, baseOf(o)));
}

/**
 * "Make non-combat tactical move of one normal move": where it ends, or null when it would move less than 0.5" (a
 * heavy gun never moves) or names no enemy on the table. Which way: ruling R63, the player's — toward the
 * enemy `target`, stopping 1" short, or with no target along `heading` ('ahead' along its facing, 'back' the
 * other way, or degrees off its front, to the left positive: ruling R65), stopping 1" short of enemies, at other units
 * and at the table edge; it keeps its facing. How far: ruling R53 (`winnerTacticalMove`): the move the unit has now
 * (half when disordered, as every winner that fought is, or in broken ground), or one normal move whatever its state;
 * or less, if its player names a `distance` (R65).
 */
export function tacticalMove(
  state: SwordAndPikeState,
  u: UnitState,
  target: string | null,
  heading?: TacticalHeading | number,
  distance?: number,
): { x: number; y: number } | null {
  // A heavy gun's normal move is 0 (ruling R2: "Heavy guns may not move during the game"): it never goes anywhere.
  const inches = Math.min(tacticalAllowance(state, u), distance ?? Infinity);
  let to: { x: number; y: number; moved: number };
  if (target !== null) {
    const e = state.units.find((x) => x.id === target);
    if (!e || !onTable(e) || e.side === u.side) return null;
    to = moveToward(state, u, e.x, e.y, inches);
  } else {
    const degrees = heading === 'back' ? 180 : heading === 'ahead' || heading === undefined ? 0 : heading;
    const end = pointOnHeading(u, degrees, inches);
    to = moveToward(state, u, end.x, end.y, inches);
  }
  return to.moved >= 0.5 ? { x: to.x, y: to.y } : null;
}

/**
 * How far a winner's tactical move may go (ruling R53, `winnerTacticalMove`); `rallied`: as if its test to move
 * rallied it from disorder (the most a player may name: MORALE, "Pass means to rally from disorder").
 */
export function tacticalAllowance(state: SwordAndPikeState, u: UnitState, rallied = false): number {
  return state.options.winnerTacticalMove === 'normal-move'
    ? normalMove(u, state.options)
    : moveAllowance(state, u, rallied);
}

/**
 * Ruling R65: what is wrong with the heading and distance a winner's option names, or null when they are within the
 * rules, or undefined when it names neither (the list judges it). Only a tactical move names them; a heading in
 * degrees, or a distance, is judged by where the move ends (`tacticalMove`: 0.5" or more), the distance at most the
 * move R53 gives it.
 */
function namedTacticalProblem(
  state: SwordAndPikeState,
  u: UnitState,
  d: Extract<SwordAndPikeDecision, { kind: 'winner-option' }>,
): string | null | undefined {
  const named = typeof d.heading === 'number' || d.distance !== undefined;
  if (!named) return undefined;
  if (d.option !== 'tactical-move') return 'only a tactical move names a heading or a distance';
  // A disordered winner may name its whole move, as its test may rally it (R65, as for orders); failed, it goes half.
  const beyond = beyondTheMove(u, d.distance, tacticalAllowance(state, u, true));
  if (beyond !== null) return beyond;
  if (d.target !== null && d.heading !== undefined) return 'not a legal decision now';
  return tacticalMove(state, u, d.target, d.heading, d.distance) ? null : 'not a legal decision now';
}

/**
 * The legal decisions of the side to decide now: a finite list (for movement, advances toward every enemy, charges,
 * retiring, moves every 15 degrees off the front, turns and formation changes: ruling R65 lists these, and
 * `checkDecision` accepts any heading and distance within the rules).
 */
export function legalDecisions(state: SwordAndPikeState): SwordAndPikeDecision[] {
  if (state.step === 'over') return [];
  if (state.pendingVolley) return volleyAnswers(state.pendingVolley);
  if (state.step === 'movement' && state.pendingEvasion) {
    const unit = state.pendingEvasion.target;
    return [
      { kind: 'evasion', unit, evade: true },
      { kind: 'evasion', unit, evade: false },
    ];
  }
  if (state.step === 'movement') {
    return legalOf(candidates(state));
  }
  if (isFireStep(state.step)) {
    const side = fireDeclarer(state);
    if (side === null) return [];
    const out: SwordAndPikeDecision[] = [];
    for (const u of unitsToDeclare(state, side)) pushFireChoices(state, u, out);
    return out;
  }
  return winnerOptions(state);
}

/**
 * The fire decisions of `u` (`fireTargets` in order, then holding its fire), appended to `out`: the objects
 * `fireDecision` keeps, so the decision a bot hands back is found in the list by identity (`checkDecision`).
 */
function pushFireChoices(state: SwordAndPikeState, u: UnitState, out: SwordAndPikeDecision[]): SwordAndPikeDecision[] {
  for (const t of fireTargets(state, u)) out.push(fireDecision(u.id, t.id));
  out.push(fireDecision(u.id, null));
  return out;
}

/**
 * The decision of the unit `unit` to fire at `target` (null: to hold its fire), made once per pair (and forgotten,
 * all of them, when more than `LISTED_MOVES_KEPT` units have been seen), as `listedAdvances`: a fire step lists the
 * same choices in every state, and `checkDecision` finds the one given among them by identity instead of by JSON.
 */
export function fireDecision(unit: string, target: string | null): SwordAndPikeDecision {
  let byTarget = fireDecisionsById.get(unit);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the map made anew is filled the same
  if (byTarget === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: equivalent — a cache: forgotten sooner or later, the decisions made anew are the same
    if (fireDecisionsById.size >= LISTED_MOVES_KEPT) fireDecisionsById.clear();
    fireDecisionsById.set(unit, (byTarget = new Map<string | null, SwordAndPikeDecision>()));
  }
  let d = byTarget.get(target);
  // Stryker disable next-line ConditionalExpression: equivalent — a cache: the decision made anew is the same
  // Frozen, as `listedMoves`' are: handed out in every state.
  if (d === undefined) byTarget.set(target, (d = Object.freeze({ kind: 'fire', unit, target })));
  return d;
}
const fireDecisionsById = new Map<string, Map<string | null, SwordAndPikeDecision>>();

/**
 * Close Combat L: "(Defender can fire defensive volley if not already fired that turn)": the charged unit's side fires
 * it at the winner charging again, or holds it — a `fire` decision, as the defender's volley in a fire phase.
 */
function volleyAnswers(pending: NonNullable<SwordAndPikeState['pendingVolley']>): SwordAndPikeDecision[] {
  return [
    { kind: 'fire', unit: pending.target, target: pending.charger },
    { kind: 'fire', unit: pending.target, target: null },
  ];
}

/**
 * The candidate decisions of the side to decide now, each judged only when asked (core's `Candidates`): in the
 * movement phase every order of every unit that may move (`unitCandidates`) and ending the moves; the winners' options
 * (`winnerCandidates`); elsewhere the legal decisions, all judged. `legalDecisions` is these filtered. Remembered per
 * state.
 */
export function candidates(state: SwordAndPikeState): Candidates<SwordAndPikeDecision> {
  return memoOnState(state, state, 'candidates', () => {
    // The winners' options, as `legalDecisions` lists them there (ruling R65: their tactical moves judged when asked).
    if (state.step === 'winner-options' && !state.pendingVolley) return winnerCandidates(state);
    if (state.step !== 'movement' || state.pendingEvasion) return allLegal(legalDecisions(state));
    // Each unit's candidates one after another, and where each unit's start: the i-th is judged by the last unit
    // starting at or before i (a unit may have none).
    // The lists joined by one `concat` (one array of the right length, not grown by a push per decision).
    const units: Candidates<SwordAndPikeDecision>[] = [];
    const starts: number[] = [];
    const lists: (readonly SwordAndPikeDecision[])[] = [];
    let orders = 0;
    for (const u of orderableUnits(state, moverOf(state))) {
      const unit = unitCandidates(state, u);
      units.push(unit);
      starts.push(orders);
      lists.push(unit.possible);
      orders += unit.possible.length;
    }
    const none: SwordAndPikeDecision[] = [];
    const possible = none.concat(...lists, [{ kind: 'end-moves' }]);
    const isLegal = (i: number): boolean => {
      if (i >= orders) return true;
      let k = units.length - 1;
      while (starts[k]! > i) k--;
      return units[k]!.isLegal(i - starts[k]!);
    };
    return { possible, isLegal };
  });
}

/**
 * A wheel that names no angle is the 45 degree wheel (saved games from before angles were offered), and
 * `thenAdvance: false` is the plain wheel; a charge with `pistols: true` is the charge that fires them.
 */
function normalWheel(d: SwordAndPikeDecision): SwordAndPikeDecision {
  // Stryker disable next-line ConditionalExpression: equivalent — only an order has an `order` to be a charge
  if (d.kind === 'order' && d.order === 'charge' && d.pistols === true) {
    const { pistols: _fires, ...rest } = d;
    return rest;
  }
  if (d.kind !== 'order' || (d.order !== 'wheel-left' && d.order !== 'wheel-right')) return d;
  const { thenAdvance, advanceFirst, ...rest } = d;
  const out = { ...rest, degrees: d.degrees ?? 45 };
  if (advanceFirst === true) return { ...out, advanceFirst };
  return thenAdvance === true ? { ...out, thenAdvance } : out;
}

/** Null when the decision is legal now, otherwise why not. */
export function checkDecision(state: SwordAndPikeState, decision: SwordAndPikeDecision): string | null {
  if (state.step === 'over') return 'the game is over';
  if (state.pendingEvasion) {
    if (decision.kind !== 'evasion')
      return `${state.pendingEvasion.target} must first answer the charge (evade or stand)`;
    return decision.unit === state.pendingEvasion.target ? null : `${decision.unit} is not the unit being charged`;
  }
  if (decision.kind === 'evasion') return 'no charge is waiting for an answer';
  if (state.pendingVolley) {
    const { target, charger } = state.pendingVolley;
    const t = state.units.find((x) => x.id === target)!;
    if (decision.kind !== 'fire' || decision.unit !== target)
      return `${t.name} must first fire its defensive volley at the charging winner or hold it`;
    return decision.target === null || decision.target === charger
      ? null
      : `${t.name}'s defensive volley can only be fired at ${charger}, the unit charging it`;
  }
  const wanted =
    state.step === 'movement' ? ['order', 'end-moves'] : isFireStep(state.step) ? ['fire'] : ['winner-option'];
  if (!wanted.includes(decision.kind)) return `a ${decision.kind} decision is not taken in the ${state.step} step`;
  if ('unit' in decision) {
    const u = state.units.find((x) => x.id === decision.unit);
    if (!u) return `there is no unit "${decision.unit}"`;
    if (u.status === 'removed') return `${u.name} has left the field`;
    if (decision.kind === 'order' && u.ordered) return `${u.name} has already moved this turn`;
  }
  let listed: Candidates<SwordAndPikeDecision>;
  // The decision looked up in the list: as given, or an advance or retirement without the distance it names (R65).
  let judged: SwordAndPikeDecision = decision;
  if (decision.kind === 'order') {
    const u = state.units.find((x) => x.id === decision.unit)!;
    if (u.side !== moverOf(state)) return `${u.name} is not of the side moving now`;
    if (!orderableUnits(state, u.side).some((x) => x.id === u.id))
      return `${u.name} may not move now (routed, charged, or its brigade is beyond the 2D6 roll)`;
    // Ruling R66: gendarmes knee to knee change their order, try to rally, or (by default) charge; nothing else.
    const knees = kneeToKnee(u, state.options.closedGendarmes);
    if (
      knees !== null &&
      orderFormed(decision.order) === null &&
      decision.order !== 'rally' &&
      (decision.order !== 'charge' || knees === 'no-move')
    )
      return kneeToKneeRefusal(u);
    // Ruling R65: a move goes any heading, and a whole move may name its distance, judged by the rules, not the list.
    const problem = namedWayProblem(state, u, decision);
    if (problem !== null || decision.order === 'move' || decision.order === 'move-half') return problem;
    // An advance or a retirement naming its distance: the same order without it must be one the unit is offered.
    // Stryker disable next-line ConditionalExpression: equivalent — a decision naming none is the same without it
    if (decision.distance !== undefined) {
      const { distance: _named, ...whole } = decision;
      judged = whole;
    }
    listed = unitCandidates(state, u); // only this unit's orders, the one given judged
  } else if (decision.kind === 'fire') {
    const side = fireDeclarer(state);
    const u = state.units.find((x) => x.id === decision.unit)!;
    if (side === null || u.side !== side) return `${u.name} does not declare fire now`;
    if (!mayDeclare(state, side, u)) return `${u.name} may not fire in this step`;
    // Stryker disable next-line ArrayDeclaration: equivalent — a string listed first is no decision: nothing given matches it
    listed = allLegal(pushFireChoices(state, u, []));
  } else if (decision.kind === 'winner-option') {
    // Ruling R61: only the winners choosing now; a winner of the other side waits its turn.
    const u = state.units.find((x) => x.id === decision.unit)!;
    const choosing = choosingWinners(state);
    if (!choosing.some((w) => w.unit === u.id)) {
      const first = choosing.map((w) => unitById(state, w.unit).name).join(', ');
      return waitingWinners(state).some((w) => w.unit === u.id)
        ? `${u.name} waits: ${first} choose${choosing.length === 1 ? 's' : ''} a bonus option first (ruling R61)`
        : `${u.name} has no bonus option waiting`;
    }
    // Ruling R66: gendarmes knee to knee hold, or (by default) charge again.
    const knees = kneeToKnee(u, state.options.closedGendarmes);
    if (knees !== null && decision.option !== 'hold' && (decision.option !== 'charge-again' || knees === 'no-move'))
      return kneeToKneeRefusal(u);
    // Ruling R65: a tactical move naming a heading in degrees or a distance is judged by the rules, not the list.
    const named = namedTacticalProblem(state, u, decision);
    if (named !== undefined) return named;
    listed = candidates(state);
  } else {
    listed = candidates(state);
  }
  // One of the candidate objects themselves (a bot hands back what the engine generated) is legal as it is:
  // candidates are already in normal form, so their JSON would match. Other decisions are compared by JSON.
  const { possible, isLegal } = listed;
  if (possible.some((d, i) => d === judged && isLegal(i))) return null;
  const key = canonicalJson(normalWheel(judged));
  return possible.some((d, i) => canonicalJson(d) === key && isLegal(i)) ? null : 'not a legal decision now';
}
