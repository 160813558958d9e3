import { angleOf, distance, distanceToBase, sub, type Vec } from '@muster/core';
import { commanderMove } from '../command/commandReach.js';
import type { TerciosOptions } from '../options/options.js';
import { basesOverlapping } from '../table/distanceBounds.js';
import { commanderMoveSample, commanderPathProblem } from '../table/commanderPath.js';
import { commanderBase, commanderById, liveUnits, unitById } from '../table/tableQueries.js';
import type { BattleState } from './State.js';
import { traitsOf } from './commandOnTable.js';

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Why the commander of the first pending escape (`state.escapes`) may not move away to `to`, or null. Commanders and
 * Losses > In the wrong place: "If it obtains at least one success, it may make a movement to move away from the
 * enemy": its movement (6", Impetus 9") measured from where the enemy contacted it, ending farther from the enemy unit,
 * on the table and on no unit, round impassable terrain and other enemy units (through friends and the unit it leaves).
 * The spot where the battle set it clear of the unit is always accepted (it stays there).
 */
export function escapeProblem(
  state: BattleState,
  commanderId: string,
  to: Vec,
  battle: Pick<TerciosOptions['battle'], 'commanderBase'>,
): string | null {
  const pending = state.escapes?.[0];
  if (!pending) return 'no commander is moving away from an enemy';
  const c = commanderById(state, pending.commander)!;
  if (commanderId !== c.id) return `${c.name} moves away from the enemy first (In the wrong place)`;
  if (distance(to, c.position) < 1e-6) return null;
  const inches = commanderMove({ traits: traitsOf(c) });
  if (distance(pending.from, to) > inches + 1e-9)
    return `In the wrong place: a commander moves at most ${inches}" from where the enemy contacted it`;
  const size = battle.commanderBase;
  const half = size / 2;
  if (to.x < half || to.y < half || to.x > state.table.width - half || to.y > state.table.height - half)
    return 'the commander would leave the table';
  const end = { ...commanderBase(c, size), centre: to };
  if (liveUnits(state).some((u) => basesOverlapping(end, u.base, 0.01)))
    return 'the commander may not end its move on a unit';
  const enemy = unitById(state, pending.enemy);
  if (enemy && !enemy.destroyed && distanceToBase(to, enemy.base) <= distanceToBase(pending.from, enemy.base) + 1e-9)
    return 'In the wrong place: the commander moves away from the enemy';
  return commanderPathProblem(state, c.side, pending.from, to, [pending.enemy]);
}

/**
 * The spots offered to the commander of the first pending escape: where the battle set it (first: staying there),
 * then a sample of its movement's reach from where it was contacted (its full and half movement in eight directions,
 * and straight away from the enemy unit), each that `escapeProblem` accepts. Movement is continuous: the check
 * accepts any legal point.
 */
export function escapeSpots(state: BattleState, battle: Pick<TerciosOptions['battle'], 'commanderBase'>): Vec[] {
  const pending = state.escapes?.[0];
  if (!pending) return [];
  const c = commanderById(state, pending.commander)!;
  const inches = commanderMove({ traits: traitsOf(c) });
  const enemy = unitById(state, pending.enemy);
  const points: Vec[] = [];
  if (enemy) {
    const away = angleOf(sub(pending.from, enemy.base.centre));
    points.push({ x: r3(pending.from.x + Math.cos(away) * inches), y: r3(pending.from.y + Math.sin(away) * inches) });
  }
  points.push(...commanderMoveSample(pending.from, inches));
  const out: Vec[] = [c.position];
  const seen = new Set([`${c.position.x},${c.position.y}`]);
  for (const p of points) {
    const key = `${p.x},${p.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (escapeProblem(state, c.id, p, battle) === null) out.push(p);
  }
  return out;
}
