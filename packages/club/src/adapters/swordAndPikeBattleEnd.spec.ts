// Ruling R15 (docs/rulings/sword-and-pike.md), How a battle ends: "no victory conditions" in the text. "Default: a
// side whose removed units (routed off, destroyed, captured, left the field) reach half its units has lost; both at
// once, or at the end of turn 12, the side that inflicted more figure losses wins (a removed unit counts all its
// figures); equal losses are a draw. Options: maxTurns (12), armyBreakFraction (0.5)." The battle checks it at the end
// of each turn, after SEQUENCE OF ACTIONS 9 and 10 (finishTurn); the club ends its game the same way, its own game
// length (the scenario's maxTurns) standing for the ruling's turn 12.
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { nextUntil, startSession } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import type { ClubSide } from '../model/ClubSchemas.js';
import { club } from '../model/clubRuleset.js';

const start = (seed: string, maxTurns = 3, options?: Record<string, unknown>) =>
  startSession('sword-and-pike', seed, { title: 'Italy', maxTurns, options });
const sideUnits = (s: ClubSession, side: ClubSide) => s.state.units.filter((u) => u.side === side);
/** Removes the first `n` units of a side from the game (destroyed, as a failed Spent test or a rout off the table). */
function remove(s: ClubSession, side: ClubSide, n: number): void {
  for (const u of sideUnits(s, side).slice(0, n))
    expect(s.decide({ kind: 'set-unit', unit: u.id, patch: { destroyed: true } })).toEqual({ ok: true });
}
/** Figures a side has lost: a removed unit counts whole, others their casualties (R15). */
const lost = (s: ClubSession, side: ClubSide) =>
  sideUnits(s, side).reduce((n, u) => n + (u.destroyed ? u.size : u.losses), 0);
/** Walks the steps to the end of the current turn (the `next` out of step 10), with no test waiting. */
function endTurn(s: ClubSession): void {
  const turn = s.state.turn;
  nextUntil(s, (st) => st.over || st.turn !== turn);
}

describe('The Sword and the Pike at the club: how a battle ends (ruling R15)', () => {
  it('a side that has lost half its units loses at the end of the turn; the points are the figures each inflicted', () => {
    const s = start('broken');
    const half = Math.ceil(sideUnits(s, 'A').length / 2);
    remove(s, 'A', half);
    const casualty = sideUnits(s, 'B')[0]!;
    expect(s.decide({ kind: 'set-unit', unit: casualty.id, patch: { losses: 2 } })).toEqual({ ok: true });
    // Not before the end of the turn, as the battle checks it.
    expect(s.state.over).toBe(false);
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'B', turn: 1 });
    expect(s.state.victory).toMatch(/R15/);
    expect(s.state.victory).toMatch(/half/);
    expect(s.state.points).toEqual({ A: 2, B: lost(s, 'A') });
    expect(lost(s, 'A')).toBeGreaterThan(0);
    expect(replay(club, s.save()).identical).toBe(true);
  });

  it('under half its units removed, the battle goes on to the next turn', () => {
    const s = start('not-broken');
    remove(s, 'A', Math.ceil(sideUnits(s, 'A').length / 2) - 1);
    endTurn(s);
    expect(s.state).toMatchObject({ over: false, turn: 2, step: 0 });
  });

  it('both sides broken at once: the side that inflicted more figure losses wins; equal, a draw', () => {
    const s = start('both');
    remove(s, 'A', Math.ceil(sideUnits(s, 'A').length / 2));
    remove(s, 'B', Math.ceil(sideUnits(s, 'B').length / 2));
    const a = lost(s, 'A');
    const b = lost(s, 'B');
    endTurn(s);
    expect(s.state.over).toBe(true);
    expect(s.state.points).toEqual({ A: b, B: a });
    expect(s.state.winner).toBe(a === b ? null : a > b ? 'B' : 'A');

    // One unit of each side of the same size removed, and no other loss, each side broken by it: a draw.
    const [ua, ub] = [sideUnits(s, 'A'), sideUnits(s, 'B')];
    const pair = ua.flatMap((x) => ub.filter((y) => y.size === x.size).map((y) => [x, y] as const))[0];
    expect(pair).toBeDefined();
    const d2 = start('draw', 3, { armyBreakFraction: 1 / Math.max(ua.length, ub.length) });
    for (const u of pair!)
      expect(d2.decide({ kind: 'set-unit', unit: u.id, patch: { destroyed: true } })).toEqual({ ok: true });
    endTurn(d2);
    expect(d2.state).toMatchObject({ over: true, winner: null });
    expect(d2.state.victory).toMatch(/draw/);
  });

  it("at the end of the game's last turn the side that inflicted more figure losses wins", () => {
    const s = start('last', 1);
    const u = sideUnits(s, 'A')[0]!;
    expect(s.decide({ kind: 'set-unit', unit: u.id, patch: { losses: 3 } })).toEqual({ ok: true });
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'B', points: { A: 0, B: 3 } });
    expect(s.state.victory).toMatch(/figure/);
  });

  it("the game's armyBreakFraction sets the share of units removed that breaks a side", () => {
    const s = start('fraction', 3, { armyBreakFraction: 0.25 });
    remove(s, 'B', Math.ceil(sideUnits(s, 'B').length / 4));
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'A' });
  });
});
