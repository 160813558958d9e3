import { baseGap, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { MeleeMovement } from '../mechanics/resolveMelee.js';
import { combatMovement } from './combat.js';
import { commandersSwept } from './commandersInTheWay.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { commanderOf, fixtureContext, fixtureTable as table, placed as at } from './__fixtures__/battleFixture.js';

// Command > Commanders and Losses > In the wrong place: "if the commander is on the path of an enemy unit and is
// contacted at any point of its base, it may be killed. It must make a test as for a command action". The path of
// any move: a retreat, a disengagement, a pursuit or an advance after a combat is a unit's move too.

const ones = (): Dice => ScriptedDice.of(Array<number>(40).fill(1));
const removed = (events: readonly BattleEvent[]) => events.filter((e) => e.kind === 'commander-removed');

/** A Tercio of side A at (36, 20) facing +y, its enemy in contact in front, and a commander `behind` inches behind it. */
const board = (side: 'A' | 'B', behind: number): BattleState => {
  const s = table([at('m', 'tercio', 36, 20, 90)], [at('e', 'tercio', 36, 30, -90)]);
  const m = s.units.find((u) => u.id === 'm')!;
  const rear = m.base.centre.y - m.base.depth / 2;
  return {
    ...s,
    commanders: [commanderOf({ side, regiment: side === 'A' ? 'RA' : 'RB', position: { x: 36, y: rear - behind } })],
  };
};
const move = (kind: MeleeMovement['kind'], distance: number): MeleeMovement => ({
  unit: 'defender',
  kind,
  distance,
  wearIfBlocked: 0,
});

describe('In the wrong place: an enemy commander on the path of a forced move', () => {
  it('a retreat that passes over an enemy commander: it tests, and with no success it is killed', () => {
    const s = board('B', 2);
    const depth = s.units.find((u) => u.id === 'm')!.base.depth;
    // The commander lies on the way, not under the end: the retreat goes 2 + depth + 2 inches beyond it.
    const ctx = fixtureContext(s, ones());
    combatMovement(ctx, 'm', 'e', move('retreat', 4 + depth + 2));
    expect(removed(ctx.events)).toEqual([
      { kind: 'commander-removed', commander: 'c1', reason: 'killed: in the wrong place' },
    ]);
    const end = ctx.state.units.find((u) => u.id === 'm')!.base;
    expect(end.centre.y + end.depth / 2).toBeLessThan(ctx.state.commanders[0]!.position.y - 1);
  });

  it('a disengagement backwards (keeping its facing) over an enemy commander: the same test', () => {
    const s = board('B', 2);
    const depth = s.units.find((u) => u.id === 'm')!.base.depth;
    const ctx = fixtureContext(s, ones());
    combatMovement(ctx, 'm', 'e', move('disengage', 4 + depth + 2));
    expect(removed(ctx.events)).toHaveLength(1);
    // The winner's step back to leave a 1" gap ("the attacker may also withdraw") is backwards too.
    const gap = fixtureContext(board('B', 2), ones());
    const [m, e] = ['m', 'e'].map((id) => gap.state.units.find((u) => u.id === id)!.base);
    // It goes only what the gap lacks of the distance: here as far as the retreat above.
    combatMovement(gap, 'm', 'e', move('withdraw-gap', 4 + depth + 2 + baseGap(m!, e!)));
    expect(removed(gap.events)).toHaveLength(1);
  });

  it('a commander beyond the end of the move, or a friendly one on the way, is not tested', () => {
    const far = fixtureContext(board('B', 9), ones());
    combatMovement(far, 'm', 'e', move('retreat', 5));
    expect(removed(far.events)).toEqual([]);
    const friend = fixtureContext(board('A', 2), ones());
    const depth = friend.state.units.find((u) => u.id === 'm')!.base.depth;
    combatMovement(friend, 'm', 'e', move('retreat', 4 + depth + 2));
    expect(removed(friend.events)).toEqual([]);
    expect(friend.events.some((e) => e.kind === 'commander-escaped' || e.kind === 'commander-exhausted')).toBe(false);
  });
});

// `commandersSwept`, the sweep of a forced move, asked directly: a destroyed unit sweeps nothing; a move of under
// 1/100" has no path (only what it ends on counts); from 1/100" on, its start is on the path.
describe('commandersSwept: what a forced move sweeps', () => {
  /** An enemy commander in front of the Tercio `m`, clear of its base, where a start base 2" ahead would cover it. */
  const ahead = (): { s: BattleState; start: BattleState['units'][number]['base'] } => {
    const s = board('B', 0);
    const m = s.units.find((u) => u.id === 'm')!;
    const front = m.base.centre.y + m.base.depth / 2;
    const start = { ...m.base, centre: { x: 36, y: m.base.centre.y + 3 } };
    return { s: { ...s, commanders: [{ ...s.commanders[0]!, position: { x: 36, y: front + 2 } }] }, start };
  };

  it('a destroyed unit sweeps no commander, nor does an id on no unit', () => {
    const { s, start } = ahead();
    const gone = { ...s, units: s.units.map((u) => (u.id === 'm' ? { ...u, destroyed: true } : u)) };
    const ctx = fixtureContext(gone, ones());
    commandersSwept(ctx, 'm', start, 5);
    commandersSwept(ctx, 'nobody', start, 5);
    expect(ctx.events).toEqual([]);
    // Alive, the same sweep meets the commander: it tests and, with no success, is killed.
    const live = fixtureContext(s, ones());
    commandersSwept(live, 'm', start, 5);
    expect(removed(live.events)).toHaveLength(1);
  });

  it('under 1/100" of travel the start is not on the path; from 1/100" it is', () => {
    const { s, start } = ahead();
    const still = fixtureContext(s, ones());
    commandersSwept(still, 'm', start, 0.009);
    expect(still.events).toEqual([]);
    const moved = fixtureContext(s, ones());
    commandersSwept(moved, 'm', start, 0.01);
    expect(removed(moved.events)).toHaveLength(1);
  });
});
