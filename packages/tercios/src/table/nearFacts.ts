import { hypot, type Base, type Vec } from '@muster/core';
import type { BattleState, UnitState } from '../game/State.js';

/**
 * Facts of the table's geometry (lines of fire, move and charge plans) remembered across states for as long
 * as nothing they can read has changed. Such a fact reads the table, the terrain, its subject's base (the
 * shooter's, the mover's) and the units within a bounded box around it (a move of n inches only meets what
 * lies within n plus the bases' half-diagonals): so it stays true while the table and terrain are the same
 * objects and every unit that stands, or stood when the fact was computed, near that box is in the same place.
 * Units moving elsewhere, and every change that is not a place (orders, wear, disorder, activations,
 * commanders, a player's view of the state with enemy cards face down), leave it true. Facts remembered per
 * state (`memoOnState`) were computed again after every event, although most events change none of this.
 */

/** An axis-aligned box, in inches. */
interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A fact and what it was computed from. */
interface NearFact {
  /** The units of the last state the fact was checked true for (the same order as every state's units). */
  units: readonly UnitState[];
  readonly terrain: BattleState['terrain'];
  readonly table: BattleState['table'];
  /** A unit whose base's bounding circle meets this box may change the fact. */
  readonly box: Box;
  readonly value: unknown;
}

/** The facts of a subject's base (a new base, after any move, starts afresh), by key. */
const FACTS = new WeakMap<Base, Map<string, NearFact>>();

/** The box around `points` and `bases` (their bounding circles), grown by `margin` inches each way. */
export function boxAround(bases: readonly Base[], points: readonly Vec[], margin: number): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const b of bases) {
    const r = hypot(b.width, b.depth) / 2;
    x0 = Math.min(x0, b.centre.x - r);
    y0 = Math.min(y0, b.centre.y - r);
    x1 = Math.max(x1, b.centre.x + r);
    y1 = Math.max(y1, b.centre.y + r);
  }
  for (const p of points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin };
}

/** Whether a base's bounding circle meets the box (conservatively: the circle's own bounding box). */
function baseNear(base: Base, box: Box): boolean {
  const r = hypot(base.width, base.depth) / 2;
  return (
    base.centre.x + r >= box.x0 &&
    base.centre.x - r <= box.x1 &&
    base.centre.y + r >= box.y0 &&
    base.centre.y - r <= box.y1
  );
}

/** Whether every unit that differs in place between `before` and `now` is away from `box` in both. */
function unchangedNear(before: readonly UnitState[], now: readonly UnitState[], box: Box): boolean {
  if (before === now) return true;
  if (before.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) {
    const a = before[i]!;
    const b = now[i]!;
    if (a === b) continue;
    if (a.id !== b.id || a.side !== b.side || a.category !== b.category) return false;
    if (a.base === b.base && a.destroyed === b.destroyed && a.inBuilding === b.inBuilding) continue;
    // A unit entering or leaving a building changes who may enter it: taken as near, wherever it is.
    if (a.inBuilding !== null || b.inBuilding !== null) return false;
    if (baseNear(a.base, box) || baseNear(b.base, box)) return false;
  }
  return true;
}

/**
 * `compute()`, remembered for `subject` (the base of the unit the fact is about) under `key`, and given again
 * for any state in which every unit near `box()` stands where it stood. `key` names every input that is not
 * the table's geometry (unit ids, the order, the destination), or `valid` checks them on the value remembered
 * (a unit's weapons, the rules unit its Speed comes from); `box()` must bound every unit `compute` may read
 * the place of, the subject's own unit and any other unit whose base is checked in `valid` excepted.
 */
export function memoNear<T>(
  state: BattleState,
  subject: Base,
  key: string,
  box: () => Box,
  valid: (value: T) => boolean,
  compute: () => T,
): T {
  let facts = FACTS.get(subject);
  if (facts === undefined) {
    facts = new Map<string, NearFact>();
    FACTS.set(subject, facts);
  }
  const known = facts.get(key);
  if (
    known?.terrain === state.terrain &&
    known.table === state.table &&
    valid(known.value as T) &&
    unchangedNear(known.units, state.units, known.box)
  ) {
    known.units = state.units;
    return known.value as T;
  }
  const value = compute();
  facts.set(key, { units: state.units, terrain: state.terrain, table: state.table, box: box(), value });
  return value;
}
