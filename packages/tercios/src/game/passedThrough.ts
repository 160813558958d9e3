import { baseGap, distance, forwardOf, pointInPolygon, rightOf, type Base, type Vec } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import { basesOverlapping } from '../table/distanceBounds.js';
import {
  baseEntersPolygon,
  commanderBase,
  commanderById,
  joiningSpot,
  liveUnits,
  polygonOf,
  unitById,
} from '../table/tableQueries.js';
import type { BattleContext, PassedAnswer } from './BattleContext.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState, CommanderState, UnitState } from './State.js';
import { mayCommand } from './commandOnTable.js';
import { roundPoint } from './setup.js';

// Movement > Overlap: "If a commander or an artillery unit is passed through, interpenetration is allowed. [...] In the
// case of a commander, the commander may choose to join the unit that it passes through. If that is not its wish, and
// unlike artillery, it may be placed one inch from the unit, but on any side of it." Ruling "A commander passed
// through" (docs/rulings/tercios.md).

/** How near one inch a commander passed through must be placed: to a twentieth of an inch, either way. */
export const ONE_INCH_TOLERANCE = 0.05;

type Battle = Pick<TerciosOptions['battle'], 'commanderBase'>;
type PassedDecision = Extract<BattleDecision, { kind: 'passed-through' }>;

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** A side of a base: its middle, its outward normal, its direction along, and half its length. */
interface Side {
  readonly middle: Vec;
  readonly out: Vec;
  readonly along: Vec;
  readonly half: number;
}

/** The four sides of a base: front, right, rear, left. */
function sidesOf(base: Base): Side[] {
  const f = forwardOf(base);
  const r = rightOf(base);
  const at = (v: Vec, d: number): Vec => ({ x: base.centre.x + v.x * d, y: base.centre.y + v.y * d });
  const back = { x: -f.x, y: -f.y };
  const left = { x: -r.x, y: -r.y };
  return [
    { middle: at(f, base.depth / 2), out: f, along: r, half: base.width / 2 },
    { middle: at(r, base.width / 2), out: r, along: f, half: base.depth / 2 },
    { middle: at(back, base.depth / 2), out: back, along: r, half: base.width / 2 },
    { middle: at(left, base.width / 2), out: left, along: f, half: base.depth / 2 },
  ];
}

/**
 * The commander's centre `s` inches along `side` from its middle, its square base (`size`, square to the table) one
 * inch out from the side: the base's corner nearest the side lies one inch from it, and `s` is kept within the side's
 * length less the base's own half-width along it (flush with the corner at most). To a thousandth of an inch.
 */
function spotBy(side: Side, s: number, size: number): Vec {
  const h = size / 2;
  const outward = 1 + h * (Math.abs(side.out.x) + Math.abs(side.out.y));
  const reach = Math.max(0, side.half - h * (Math.abs(side.along.x) + Math.abs(side.along.y)));
  const t = Math.min(reach, Math.max(-reach, s));
  return {
    x: r3(side.middle.x + side.out.x * outward + side.along.x * t),
    y: r3(side.middle.y + side.out.y * outward + side.along.y * t),
  };
}

/**
 * The spots one inch from `base` offered to a commander passed through: on each side (front, right, rear, left), its
 * middle and its two ends (the commander's base flush with the corner). Ruling: "on any side of it" sets no place along
 * the side; the player may name any other (`placementProblem`).
 */
export function spotsOneInchFrom(base: Base, size: number): Vec[] {
  return sidesOf(base).flatMap((side) => [0, -side.half, side.half].map((s) => spotBy(side, s, size)));
}

/** The spot one inch from `base`, on the side nearest `from`, straight out from `from` along it (flush at most). */
export function nearestSpotOneInchFrom(base: Base, from: Vec, size: number): Vec {
  let best: Vec | null = null;
  for (const side of sidesOf(base)) {
    const s = (from.x - side.middle.x) * side.along.x + (from.y - side.middle.y) * side.along.y;
    const spot = spotBy(side, s, size);
    if (best === null || distance(from, spot) < distance(from, best)) best = spot;
  }
  return best!;
}

/**
 * Whether a commander's base enters impassable terrain ("impassable terrain, which it must go around"): a piece with
 * the feature, but for a river where its centre stands on a bridge or ford (Scenery Elements > Bridge, Ford).
 */
function inImpassable(state: BattleState, end: Base): boolean {
  const crossings = state.terrain.filter((t) => t.type === 'bridge' || t.type === 'ford');
  return state.terrain.some(
    (t) =>
      t.features.includes('impassable') &&
      baseEntersPolygon(end, polygonOf(t)) &&
      !(t.type === 'river' && crossings.some((b) => pointInPolygon(end.centre, polygonOf(b)))),
  );
}

/**
 * Why commander `c` may not be placed at `to` beside `unit`, or null: its base one inch from the unit's (within
 * {@link ONE_INCH_TOLERANCE}; on any side, off a corner too), on the table, on no unit, on no other commander standing
 * on its own, and out of impassable terrain. A placement, not a move: no path and no distance from where it stood.
 */
export function placementProblem(
  state: BattleState,
  c: CommanderState,
  unit: UnitState,
  to: Vec,
  size: number,
): string | null {
  const half = size / 2;
  if (to.x < half || to.y < half || to.x > state.table.width - half || to.y > state.table.height - half)
    return 'the commander would leave the table';
  const end = { ...commanderBase(c, size), centre: to };
  if (Math.abs(baseGap(end, unit.base) - 1) > ONE_INCH_TOLERANCE)
    return 'Movement > Overlap: a commander passed through is placed one inch from the unit';
  if (liveUnits(state).some((u) => basesOverlapping(end, u.base, 0.01)))
    return 'the commander may not be placed on a unit';
  if (
    state.commanders.some(
      (o) =>
        o.id !== c.id && !o.removed && o.attachedTo === null && basesOverlapping(end, commanderBase(o, size), 0.01),
    )
  )
    return 'the commander may not be placed on another commander';
  if (inImpassable(state, end)) return 'the commander may not be placed in impassable terrain';
  return null;
}

/**
 * Where the battle sets a friendly commander a unit ended on, until its side chooses: the spot one inch from the side
 * nearest where it stood, else the nearest of the others offered (`spotsOneInchFrom`) that `placementProblem` accepts;
 * null when none does.
 */
export function placedClear(state: BattleState, c: CommanderState, unit: UnitState, size: number): Vec | null {
  const spots = [nearestSpotOneInchFrom(unit.base, c.position, size), ...spotsOneInchFrom(unit.base, size)];
  let best: Vec | null = null;
  for (const p of spots)
    if (
      (best === null || distance(c.position, p) < distance(c.position, best)) &&
      placementProblem(state, c, unit, p, size) === null
    )
      best = p;
  return best;
}

/**
 * Why the decision on the first commander passed through (`state.passedThrough`) is refused, or null. `join`: the
 * unit must still be on the table, one it may command (Commanders and Losses: a commander joins only a unit it may
 * command) and with no other commander. `to`: where it stands now (where the battle set it, or where it stood when
 * passed on the way) is always accepted; any other spot must pass `placementProblem`.
 */
export function passedProblem(state: BattleState, d: PassedDecision, battle: Battle): string | null {
  const pending = state.passedThrough?.[0];
  if (!pending) return 'no commander passed through waits to be placed';
  const c = commanderById(state, pending.commander)!;
  // The unit's record stays when it is destroyed.
  const unit = unitById(state, pending.unit)!;
  if (d.commander !== c.id) return `${c.name} is placed first (passed through by ${unit.name})`;
  if ((d.join === true) === (d.to !== undefined)) return 'name join: true, or the spot (to) one inch from the unit';
  if (d.join === true) {
    if (unit.destroyed) return 'the unit that passed through is no longer on the table';
    if (!mayCommand(state, c, unit)) return `${c.name} may not command ${unit.name}`;
    // The commander asked stands on its own (passed through, not attached).
    if (state.commanders.some((o) => o.attachedTo === unit.id && !o.removed))
      return `${unit.name} already has a commander`;
    return null;
  }
  const to = d.to!;
  if (distance(to, c.position) < 1e-6) return null;
  if (unit.destroyed) return 'the unit that passed through is no longer on the table: the commander stays where it is';
  return placementProblem(state, c, unit, to, battle.commanderBase);
}

/**
 * The decisions offered on the first commander passed through: staying where it stands (first: the competent bot's,
 * the battle having set it clear of the unit if the unit ended on it), joining the unit, then the spots one inch from
 * it (the one nearest where it stands, each side's middle and ends), each that `passedProblem` accepts.
 */
export function passedChoices(state: BattleState, battle: Battle): PassedDecision[] {
  const pending = state.passedThrough?.[0];
  if (!pending) return [];
  const c = commanderById(state, pending.commander)!;
  const out: PassedDecision[] = [{ kind: 'passed-through', commander: c.id, to: c.position }];
  const join: PassedDecision = { kind: 'passed-through', commander: c.id, join: true };
  if (passedProblem(state, join, battle) === null) out.push(join);
  const unit = unitById(state, pending.unit)!;
  if (unit.destroyed) return out;
  const size = battle.commanderBase;
  const seen = new Set([`${c.position.x},${c.position.y}`]);
  for (const to of [nearestSpotOneInchFrom(unit.base, c.position, size), ...spotsOneInchFrom(unit.base, size)]) {
    const key = `${to.x},${to.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const d: PassedDecision = { kind: 'passed-through', commander: c.id, to };
    if (passedProblem(state, d, battle) === null) out.push(d);
  }
  return out;
}

/**
 * The answer on commander `commanderId` passed through by `unitId` carried out (checked by `passedProblem`): it joins the
 * unit (as any join: Exhausted, its base at the unit's rear centre), or is placed at `to` (where it stands: it stays).
 * Asked at the passing or once the decision is over (`battle.passedThroughWhen`), the same events.
 */
export function placePassed(ctx: BattleContext, commanderId: string, unitId: string, answer: PassedAnswer): void {
  const c = commanderById(ctx.state, commanderId)!;
  if (answer.join === true) {
    const unit = unitById(ctx.state, unitId)!;
    ctx.emit({ kind: 'commander-moved', commander: c.id, to: joiningSpot(unit, ctx.options.battle.commanderBase) });
    ctx.emit({ kind: 'commander-attached', commander: c.id, unit: unit.id });
  } else if (c.position.x !== answer.to!.x || c.position.y !== answer.to!.y)
    ctx.emit({ kind: 'commander-escaped', commander: c.id, to: roundPoint(answer.to!) });
}
