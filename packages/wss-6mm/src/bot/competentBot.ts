import { type Base, type Bot, hypot, jsonEqual, mapPacked } from '@muster/core';
import type { BattleDecision, UnitOrder } from '../game/Decision.js';
import type { BattleState, BattleUnit, Side } from '../game/State.js';
import { expectedFireElements } from '../game/firePhases.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import {
  activeUnits,
  ahead,
  baseOf,
  boxDistance,
  type Box,
  footprint,
  forwardVec,
  rightVec,
  inFrontArc,
  lateralOverlap,
  roughDistance as distance,
  unitById,
  within,
} from '../game/table.js';

/**
 * The enemies a unit of `side` may have as nearest (on the table, not routed), in army-list order, once per
 * `units` array; the same array object as the last one while it holds the same unit objects, so that the
 * nearest enemies cached by it ({@link nearestEnemy}) survive events that moved only friends.
 */
const enemiesByUnits = new WeakMap<readonly BattleUnit[], Partial<Record<Side, readonly BattleUnit[]>>>();
const lastEnemies: Partial<Record<Side, readonly BattleUnit[]>> = {};

function enemiesOf(state: BattleState, side: Side): readonly BattleUnit[] {
  let bySide = enemiesByUnits.get(state.units);
  if (!bySide) enemiesByUnits.set(state.units, (bySide = {}));
  let enemies = bySide[side];
  if (!enemies) {
    const fresh = state.units.filter((e) => e.status === 'active' && e.side !== side && e.order !== 'routed');
    const last = lastEnemies[side];
    enemies = last?.length === fresh.length && last.every((e, i) => e === fresh[i]) ? last : fresh;
    bySide[side] = lastEnemies[side] = enemies;
  }
  return enemies;
}

/**
 * The nearest enemy of each unit, by the facts it is computed from: the enemies that may be nearest
 * ({@link enemiesOf}) and the unit's base (shared by every snapshot of the unit at the same place). The
 * bot asks it of every unit of every brigade it may activate, of every unit it may attach a commander to,
 * and of the unit it orders.
 */
const nearestByEnemies = new WeakMap<readonly BattleUnit[], WeakMap<Base, Nearest | null>>();

/** An enemy nearest a unit, with its rough distance ({@link distance}) from it. */
interface Nearest {
  readonly enemy: BattleUnit;
  readonly gap: number;
}

/** The enemy nearest `u` (rough distance) that `filter` accepts, not routed; ties: the first in army-list order. */
export function nearestEnemy(
  state: BattleState,
  u: BattleUnit,
  filter?: (e: BattleUnit) => boolean,
): BattleUnit | undefined {
  if (filter) return computeNearestEnemy(state, u, filter);
  return nearest(state, u)?.enemy;
}

/**
 * The rough distance from `u` to its {@link nearestEnemy}, `none` without one: how the bot ranks brigades and
 * the units officers join (the gap found with the nearest, not measured again).
 */
function nearestEnemyGap(state: BattleState, u: BattleUnit, none: number): number {
  return nearest(state, u)?.gap ?? none;
}

/** {@link nearestEnemy} without a filter, with its gap, cached. */
function nearest(state: BattleState, u: BattleUnit): Nearest | null {
  const enemies = enemiesOf(state, u.side);
  let byBase = nearestByEnemies.get(enemies);
  if (!byBase) nearestByEnemies.set(enemies, (byBase = new WeakMap()));
  const base = baseOf(u);
  let found = byBase.get(base);
  if (found === undefined) {
    // The enemies' boxes read once per list of enemies.
    let boxes = boxesByEnemies.get(enemies);
    if (!boxes) boxesByEnemies.set(enemies, (boxes = mapPacked(enemies, (e) => footprint(e))));
    found = nearestAmong(u, enemies, boxes) ?? null;
    byBase.set(base, found);
  }
  return found;
}
const boxesByEnemies = new WeakMap<readonly BattleUnit[], Box[]>();

/**
 * The enemy nearest `u` (rough distance, {@link distance}) that `filter` accepts, not routed; ties: the
 * first in army-list order. Computed from scratch: it depends on `state.units`, `u` and `filter` only.
 */
export function computeNearestEnemy(
  state: BattleState,
  u: BattleUnit,
  filter: (e: BattleUnit) => boolean = () => true,
): BattleUnit | undefined {
  const enemies = state.units.filter(
    (e) => e.status === 'active' && e.side !== u.side && e.order !== 'routed' && filter(e),
  );
  return nearestAmong(
    u,
    enemies,
    mapPacked(enemies, (e) => footprint(e)),
  )?.enemy;
}

/** The first of `enemies` nearest `u` by their bounding boxes (`boxes[i]` is `enemies[i]`'s {@link footprint}). */
function nearestAmong(u: BattleUnit, enemies: readonly BattleUnit[], boxes: readonly Box[]): Nearest | undefined {
  const own = footprint(u);
  let best: BattleUnit | undefined;
  let bestDistance = Infinity;
  for (let i = 0; i < enemies.length; i++) {
    const d = boxDistance(own, boxes[i]!);
    if (best === undefined || d < bestDistance) {
      best = enemies[i]!;
      bestDistance = d;
    }
  }
  return best && { enemy: best, gap: bestDistance };
}

/** The first of `items` with the lowest `score` (what a stable sort by score puts first), each score computed once. */
function lowestBy<T>(items: readonly T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Infinity;
  for (const item of items) {
    const s = score(item);
    if (best === undefined || s < bestScore) {
      best = item;
      bestScore = s;
    }
  }
  return best;
}

/** The competent bot wheels towards an enemy more than this far (radians) off its front. */
const WHEEL_ABOVE = Math.PI / 6;

/** A unit's wish list, best first; the first one that is legal is taken. */
function wishes(state: BattleState, u: BattleUnit, legal: readonly UnitOrder[]): UnitOrder[] {
  const want: UnitOrder[] = [];
  const charges = legal
    .filter((o): o is Extract<UnitOrder, { type: 'charge' }> => o.type === 'charge')
    .map((o) => unitById(state, o.target))
    // A router flees on: a charge at it only sends the charger after it in pursuit (ruling R57), out of the fight.
    .filter((t) => t.order !== 'routed');
  const nearest = nearestEnemy(state, u);
  const inLane = activeUnits(state).some(
    (e) => e.side !== u.side && e.order !== 'routed' && lateralOverlap(u, e) > 0.5 && ahead(u, e) > 0,
  );
  const towards = (e: BattleUnit | undefined): UnitOrder[] => {
    if (!e || inLane) return [{ type: 'advance' }];
    // Where the enemy lies as the unit sees it: ahead (+) and to its right (+).
    const f = forwardVec(u);
    const r = rightVec(u);
    const dx = e.x - u.x;
    const dy = e.y - u.y;
    const forward = dx * f.x + dy * f.y;
    const side = dx * r.x + dy * r.y;
    const dir = side > 0 ? 'right' : 'left';
    // The enemy is not ahead (more than 30 degrees off the unit's front): wheel to face it, at half speed
    // for foot (a full-speed wheel disorders them). Rulebook: Manoeuvre.
    if (Math.atan2(Math.abs(side), forward) > WHEEL_ABOVE)
      return [{ type: 'wheel', dir, fast: false }, { type: 'incline', dir }, { type: 'advance' }];
    return [{ type: 'incline', dir }, { type: 'advance' }];
  };
  if (u.changing) return [{ type: 'form', formation: u.changing.to }];
  if (u.arm === 'battery') return [{ type: 'form', formation: 'deployed' }, { type: 'hold' }];
  if (u.arm === 'horse') {
    const good = charges
      .filter((t) => t.arm === 'battery' || t.arm === 'horse' || t.order !== 'steady' || t.lost > 0)
      .sort((a, b) => Number(b.arm === 'battery') - Number(a.arm === 'battery') || a.lost - b.lost);
    if (good[0]) want.push({ type: 'charge', target: good[0].id });
    if (u.order === 'disordered') want.push({ type: 'recover' });
    if (u.formation === 'column') want.push({ type: 'form', formation: u.tactics === 'S' ? 'two-by-two' : 'pf' });
    const foe =
      nearestEnemy(state, u, (e) => e.arm === 'horse' || e.arm === 'battery' || e.order !== 'steady') ?? nearest;
    if (foe && distance(u, foe) > 14) want.push(...towards(foe));
    want.push({ type: 'hold' });
    return want;
  }
  const target = activeUnits(state).find(
    (e) => e.side !== u.side && e.order !== 'routed' && within(u, e, 6) && inFrontArc(u, e),
  );
  if (u.order === 'disordered' && !target) want.push({ type: 'recover' });
  if (u.formation === 'square') {
    const horse = nearestEnemy(state, u, (e) => e.arm === 'horse');
    if (!horse || distance(u, horse) > 15) want.push({ type: 'form', formation: 'line' });
    want.push({ type: 'hold' });
    return want;
  }
  if (u.formation === 'column') {
    if (nearest && distance(u, nearest) <= 14) want.push({ type: 'form', formation: 'line' });
    else want.push(...towards(nearest));
    return [...want, { type: 'hold' }];
  }
  const weak = charges.find((t) => t.arm === 'battery' || t.order === 'falling-back');
  if (weak) want.push({ type: 'charge', target: weak.id });
  if (target) {
    if (distance(u, target) > 3) want.push({ type: 'advance-and-fire' });
    want.push({ type: 'hold' });
    return want;
  }
  want.push(...towards(nearest), { type: 'hold' });
  return want;
}

type OrderDecision = BattleDecision & { kind: 'order' };

/** The order `unit` wishes for among its decisions in `legal` (its first wish that is legal, else its first). */
function wishedOrder(state: BattleState, legal: readonly OrderDecision[], unit: string): OrderDecision {
  const mine = legal.filter((d) => d.unit === unit);
  const orders = mine.map((d) => d.order);
  for (const w of wishes(state, unitById(state, unit), orders)) {
    const i = orders.findIndex((o) => jsonEqual(o, w));
    if (i >= 0) return mine[i]!;
  }
  return mine[0]!;
}

/**
 * The order the bot gives among the units of the activated brigade it may order now (ruling R39: the player chooses
 * which goes next). In the charge step (Movement ii): of the charges the units wish for, the shortest first (the
 * charged unit's attempt to fire or form square succeeds on 1d20 at or below twice the distance charged, so the
 * shortest is the hardest to answer; ties: list order); none wished for, the first unit declines. In the Other
 * Movement: the unit nearest the enemy first (a move stops at friends in its way: the front makes room for those
 * behind; ties: list order), with the order it wishes for.
 */
function orderUnit(state: BattleState, legal: readonly OrderDecision[]): OrderDecision {
  const units: string[] = [];
  for (const d of legal) if (units.at(-1) !== d.unit) units.push(d.unit);
  if (units.length === 1) return wishedOrder(state, legal, units[0]!);
  if (state.current!.charging.length > 0) {
    let best: OrderDecision | undefined;
    let shortest = Infinity;
    for (const id of units) {
      const d = wishedOrder(state, legal, id);
      if (d.order.type !== 'charge') continue;
      const gap = ahead(unitById(state, id), unitById(state, d.order.target));
      if (gap < shortest) {
        best = d;
        shortest = gap;
      }
    }
    return best ?? wishedOrder(state, legal, units[0]!);
  }
  const next = lowestBy(units, (id) => nearestEnemyGap(state, unitById(state, id), 99))!;
  return wishedOrder(state, legal, next);
}

/**
 * The competent bot: brigades nearest the enemy move first, and in a brigade the shortest charge first, then the
 * unit nearest the enemy (orderUnit); foot close to musket range and fire (moving
 * at half speed inside 6"), form line near the enemy, recover order when not under fire; horse charge
 * batteries, horse and shaken foot, and otherwise wait out of charge reach.
 */
export function competentBot(rules: Wss6mmOptions = DEFAULT_OPTIONS): Bot<BattleState, BattleDecision> {
  return {
    id: 'competent',
    description: 'closes to musketry range and fires; horse charge guns, horse and shaken foot',
    decide: ({ state, legal }) => {
      const first = legal[0]!;
      if (first.kind === 'attach') {
        // Stand with the unit nearest the enemy: its tests gain the Officer Attached modifiers.
        const options = legal.filter(
          (d): d is BattleDecision & { kind: 'attach' } => d.kind === 'attach' && d.unit !== null,
        );
        const near = (d: BattleDecision & { kind: 'attach' }) => nearestEnemyGap(state, unitById(state, d.unit!), 99);
        return lowestBy(options, near) ?? first;
      }
      if (first.kind === 'cinc') {
        // Ride to (or stay with) a unit near the enemy that has no brigadier with it, not too far away:
        // its tests gain the Officer Attached modifiers (ruling R35).
        const c = state.cincs?.[first.side];
        if (!c) return first;
        const score = (d: BattleDecision & { kind: 'cinc' }) => {
          const u = unitById(state, d.unit!);
          return nearestEnemyGap(state, u, 99) + 0.5 * hypot(u.x - c.x, u.y - c.y) - (c.attached === u.id ? 2 : 0);
        };
        const choices = legal.filter(
          (d): d is BattleDecision & { kind: 'cinc' } =>
            d.kind === 'cinc' && d.unit !== null && !state.brigades.some((b) => b.attached === d.unit),
        );
        return lowestBy(choices, score) ?? first;
      }
      if (first.kind === 'fire') {
        // The target where the shot removes the most (exact mean of the d20 row), guns counting a quarter
        // (four hits remove a gun), a unit already hurt a little more; ties: the nearest (listed first).
        const firer = unitById(state, first.unit);
        const value = (d: BattleDecision & { kind: 'fire' }) => {
          const t = unitById(state, d.target);
          return expectedFireElements(state, rules, firer, t) * (t.arm === 'battery' ? 0.25 : 1) * (1 + 0.1 * t.lost);
        };
        let best = first;
        for (const d of legal) if (d.kind === 'fire' && value(d) > value(best) + 1e-9) best = d;
        return best;
      }
      // Ruling R21: every unit that may rally tests (offered first), as before the choice.
      if (first.kind === 'rally') return first;
      // Ruling R63: Pc horse fire their pistols at the first enemy they met (offered first), as before the choice.
      if (first.kind === 'pistols') return first;
      // Ruling R62: foot rally after their move of pursuit (offered first), as before the choice.
      if (first.kind === 'pursuit') return first;
      // Ruling R28: the brigadier follows his brigade to 2" behind its centre (offered first), as before the choice.
      if (first.kind === 'ride') return first;
      // Ruling R61: a rolled move or wheel goes the most the roll allows (offered last), as before the choice.
      if (first.kind === 'move' || first.kind === 'turn') return legal[legal.length - 1]!;
      if (first.kind === 'react') {
        // Square against horse, fire against foot, countercharge with horse.
        const charger = state.pendingCharge ? unitById(state, state.pendingCharge.charger) : undefined;
        const prefer =
          charger?.arm === 'horse' ? ['square', 'countercharge', 'fire', 'stand'] : ['fire', 'countercharge', 'stand'];
        for (const r of prefer) {
          const d = legal.find((x) => x.kind === 'react' && x.reaction === r);
          if (d) return d;
        }
        return first;
      }
      if (first.kind === 'activate') {
        // The brigade whose nearest unit is nearest an enemy (each brigade's units gathered once).
        const brigades = new Map<string, BattleUnit[]>();
        for (const u of activeUnits(state)) {
          const units = brigades.get(u.brigade);
          if (units) units.push(u);
          else brigades.set(u.brigade, [u]);
        }
        const score = (d: BattleDecision) => {
          let least = Infinity;
          for (const u of (d.kind === 'activate' ? brigades.get(d.brigade) : undefined) ?? [])
            least = Math.min(least, nearestEnemyGap(state, u, 99));
          return least;
        };
        return lowestBy(legal, score)!;
      }
      return orderUnit(state, legal as readonly OrderDecision[]);
    },
  };
}
