// Liber Militum, The Battle > Duration: "Unless the players have decided on a fixed duration for their game, it may
// have a variable length. The game ends as follows: At the end of the 5th turn, a player with an advantage of 5 points
// or more: decisive victory. At the end of the 6th turn, a player with an advantage of 3 points or more: clear victory.
// At the end of the 7th turn, a player with an advantage of at least 1 point: narrow victory. At the end of the 8th
// turn, whatever happens". Ruling "An army destroyed": the battle ends when a side has no troop left on the table. The
// battle reads them in `battleOutcome`; the club played every game to its last turn whatever the points said (a doubt
// of the club's referee of 7 Dec 2026). Now its 8 turns are the book's variable Duration, read by the ruleset's own
// `battleEnd` on the victory points the players record; any other number of turns is a fixed duration.
import { replay } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { nextUntil, startSession } from '../__fixtures__/session.js';
import type { ClubSession } from '../app/ClubSession.js';
import { club } from '../model/clubRuleset.js';

const start = (seed: string, maxTurns = 8) => startSession('tercios', seed, { title: 'Rocroi', maxTurns });
/** Walks the steps to the end of the current turn (the `next` out of its last step), with no test waiting. */
function endTurn(s: ClubSession): void {
  const turn = s.state.turn;
  nextUntil(s, (st) => st.over || st.turn !== turn);
}
const toTurn = (s: ClubSession, turn: number) => {
  while (s.state.turn < turn && !s.state.over) endTurn(s);
};
const points = (s: ClubSession, side: 'A' | 'B', delta: number) => {
  expect(s.decide({ kind: 'points', side, delta, reason: 'a unit destroyed' })).toEqual({ ok: true });
};

describe('Tercios at the club: the end of the battle (The Battle > Duration)', () => {
  it('at the end of turn 5 a lead of 5 points is a decisive victory; 4 points play on', () => {
    const s = start('decisive');
    toTurn(s, 5);
    points(s, 'B', 4);
    endTurn(s);
    expect(s.state).toMatchObject({ over: false, turn: 6 });
    points(s, 'B', 1);
    // Turn 6 asks 3 points: a lead of 5 ends it, a clear victory.
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'B', turn: 6 });
    expect(s.state.victory).toMatch(/clear/);
    const d = start('decisive-5');
    toTurn(d, 5);
    points(d, 'A', 5);
    endTurn(d);
    expect(d.state).toMatchObject({ over: true, winner: 'A', turn: 5 });
    expect(d.state.victory).toMatch(/decisive/);
    expect(replay(club, d.save()).identical).toBe(true);
  });

  it('turn 7 ends on a lead of 1 (narrow); turn 8 whatever happens, level points a draw', () => {
    const s = start('narrow');
    toTurn(s, 7);
    points(s, 'A', 1);
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'A', turn: 7 });
    expect(s.state.victory).toMatch(/narrow/);
    const level = start('level');
    toTurn(level, 8);
    endTurn(level);
    expect(level.state).toMatchObject({ over: true, winner: null, turn: 8 });
    expect(level.state.victory).toMatch(/draw/);
  });

  it('a fixed duration (6 turns) ends only after its last turn, on points, whatever the lead before', () => {
    const s = start('fixed', 6);
    toTurn(s, 5);
    points(s, 'A', 7);
    endTurn(s);
    expect(s.state).toMatchObject({ over: false, turn: 6 });
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'A', turn: 6 });
    expect(s.state.victory).toMatch(/on points/);
  });

  it('an army destroyed ends the battle at the end of the turn, the survivor winning', () => {
    const s = start('destroyed');
    for (const u of s.state.units.filter((x) => x.side === 'B'))
      expect(s.decide({ kind: 'set-unit', unit: u.id, patch: { destroyed: true } })).toEqual({ ok: true });
    endTurn(s);
    expect(s.state).toMatchObject({ over: true, winner: 'A', turn: 1 });
    expect(s.state.victory).toMatch(/army destroyed/);
  });
});
