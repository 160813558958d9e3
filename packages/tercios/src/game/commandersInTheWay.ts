import {
  angleOf,
  basesOverlap,
  contactAlong,
  distance,
  distanceToBase,
  faceTowards,
  forwardOf,
  frontCentre,
  hypot,
  sub,
  type Base,
} from '@muster/core';
import { commanderBase, unitById } from '../table/tableQueries.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState, CommanderState, UnitState } from './State.js';
import { placePassed, placedClear } from './passedThrough.js';
import { roundPoint } from './setup.js';

/**
 * Commanders a moving unit runs over. Commanders and Losses > In the wrong place: an enemy commander contacted tests
 * (one success: it moves away, where its side names at once; none: killed; under two: Exhausted): "if the commander is
 * on the path of an enemy unit and is contacted at any point of its base", so along the whole move from `from` (the
 * unit's base before it), turned on its front centre towards where it ended, not only where it stops. Overlap: a
 * friendly commander passed through (on the way, or where the move ends) "may choose to join the unit that it passes
 * through. If that is not its wish [...] it may be placed one inch from the unit, but on any side of it": its side is
 * asked (`passed-through`), one the unit ended on being set one inch clear meanwhile.
 */
export function commandersInTheWay(ctx: BattleContext, unitId: string, from?: Base): void {
  const unit = unitById(ctx.state, unitId);
  if (!unit || unit.destroyed) return;
  const travelled = from ? distance(frontCentre(from), frontCentre(unit.base)) : 0;
  const start = from && travelled >= 0.01 ? faceTowards(from, frontCentre(unit.base), 'front-centre') : null;
  commandersOnPath(ctx, unit, start, travelled);
}

/**
 * {@link commandersInTheWay} for a forced move (a combat movement, an evasion) whose sweep is known: the base
 * `start` turned to lead in the direction of travel (a move backwards: turned about on its centre, the same
 * footprint) and the inches it went straight ahead.
 */
export function commandersSwept(ctx: BattleContext, unitId: string, start: Base, inches: number): void {
  const unit = unitById(ctx.state, unitId);
  if (!unit || unit.destroyed) return;
  commandersOnPath(ctx, unit, inches >= 0.01 ? start : null, inches);
}

function commandersOnPath(ctx: BattleContext, unit: UnitState, start: Base | null, travelled: number): void {
  const size = ctx.options.battle.commanderBase;
  const onPath = (c: CommanderState): boolean => {
    if (!start) return false;
    const cb = commanderBase(c, size);
    return basesOverlap(start, cb, 0.01) || contactAlong(start, forwardOf(start), travelled, [cb]) !== undefined;
  };
  for (const c of ctx.state.commanders) {
    if (c.removed || c.attachedTo !== null) continue;
    const atEnd =
      basesOverlap(commanderBase(c, size), unit.base, 0.01) || distanceToBase(c.position, unit.base) <= size / 2;
    if (!atEnd && !onPath(c)) continue;
    if (c.side !== unit.side) {
      const t = ctx.plugins.morale.wrongPlaceTest(ctx.dice, { rank: c.rank, name: c.name });
      if (t.killed) {
        ctx.emit({ kind: 'commander-removed', commander: c.id, reason: 'killed: in the wrong place' });
        continue;
      }
      if (t.exhausted) ctx.emit({ kind: 'commander-exhausted', commander: c.id });
      // "it may make a movement to move away from the enemy": set clear of the unit, its side then names where it goes,
      // there and then (the rest of the move's decision, a charge's combat, waits for it: `ctx.answers`).
      const set = clearSpot(ctx.state, unit, c.position);
      ctx.emit({ kind: 'commander-escaped', commander: c.id, to: set });
      const to = ctx.answers?.escape({ side: c.side, commander: c.id, from: c.position, enemy: unit.id });
      if (to && (to.x !== set.x || to.y !== set.y))
        ctx.emit({ kind: 'commander-escaped', commander: c.id, to: roundPoint(to) });
      continue;
    }
    // Movement > Overlap: "interpenetration is allowed", and "the commander may choose to join the unit that it passes
    // through. If that is not its wish [...] it may be placed one inch from the unit, but on any side of it". One the
    // unit ended on is set one inch from the side nearest where it stood (about 1" clear where no such spot is free),
    // then its side chooses (ruling "A commander passed through"): there and then (`battle.passedThroughWhen:
    // 'at-passing'`, the rest of the decision waiting for it: `ctx.answers`), or once the decision is over.
    if (atEnd)
      ctx.emit({
        kind: 'commander-escaped',
        commander: c.id,
        to: placedClear(ctx.state, c, unit, size) ?? clearSpot(ctx.state, unit, c.position),
      });
    const pending = { side: c.side, commander: c.id, unit: unit.id };
    if (ctx.answers && ctx.options.battle.passedThroughWhen === 'at-passing') {
      placePassed(ctx, c.id, unit.id, ctx.answers.passedThrough(pending));
      continue;
    }
    if (!ctx.state.passedThrough?.some((p) => p.commander === c.id))
      ctx.emit({ kind: 'passed-through-offered', pending });
  }
}

/**
 * A point about 1" clear of the unit's base, on the side the commander stood, kept on the table: where an enemy
 * commander that passed its In the wrong place test is set, and a friend the unit ended on where no spot one inch
 * from the unit is free.
 */
function clearSpot(state: BattleState, unit: UnitState, from: { x: number; y: number }): { x: number; y: number } {
  const dir = angleOf(sub(from, unit.base.centre));
  const r = hypot(unit.base.width, unit.base.depth) / 2 + 1.6;
  const x = Math.min(state.table.width - 0.7, Math.max(0.7, unit.base.centre.x + Math.cos(dir) * r));
  const y = Math.min(state.table.height - 0.7, Math.max(0.7, unit.base.centre.y + Math.sin(dir) * r));
  return roundPoint({ x, y });
}
