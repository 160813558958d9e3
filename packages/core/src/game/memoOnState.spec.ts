import { describe, expect, it } from 'vitest';
import { MEMO_STATES, memoOnState } from './memoOnState.js';

describe('memoOnState: derived facts of an immutable state, computed once', () => {
  it('computes once per (state, subject, key) and returns the remembered value after', () => {
    const unit = { id: 'u1', x: 3 };
    const state = { units: [unit] };
    let calls = 0;
    const reach = (): number => memoOnState(state, unit, 'reach', () => (calls++, unit.x * 2));
    expect(reach()).toBe(6);
    expect(reach()).toBe(6);
    expect(calls).toBe(1);
  });

  it('a new state, a modified copy of the unit or another key computes afresh', () => {
    const unit = { id: 'u1', x: 3 };
    const state = { units: [unit] };
    const moved = { ...unit, x: 5 };
    const next = { units: [moved] };
    const calls: string[] = [];
    const reach = (s: object, u: { x: number }, key: string): number =>
      memoOnState(s, u, key, () => (calls.push(key), u.x * 2));
    expect(reach(state, unit, 'reach')).toBe(6);
    expect(reach(next, moved, 'reach')).toBe(10);
    expect(reach(state, moved, 'reach')).toBe(10); // the copy never reads the original's entry
    expect(reach(state, unit, 'reach|far')).toBe(6);
    expect(calls).toEqual(['reach', 'reach', 'reach', 'reach|far']);
  });

  it('remembers undefined and null results too', () => {
    const state = {};
    let calls = 0;
    const nothing = (): string | undefined => {
      calls++;
      return undefined;
    };
    expect(memoOnState(state, state, 'none', nothing)).toBeUndefined();
    expect(memoOnState(state, state, 'none', nothing)).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('remembers the states asked about most recently, however they alternate, and forgets the oldest beyond them', () => {
    const states = Array.from({ length: MEMO_STATES + 1 }, (_, i) => ({ turn: i }));
    const calls: number[] = [];
    const turnTwice = (s: { turn: number }): number =>
      memoOnState(s, s, 'twice', () => (calls.push(s.turn), s.turn * 2));
    // A game asks about its state and the next while resolving: back and forth, each computed once.
    for (let round = 0; round < 3; round++)
      for (const s of states.slice(0, MEMO_STATES)) expect(turnTwice(s)).toBe(s.turn * 2);
    expect(calls).toEqual(states.slice(0, MEMO_STATES).map((s) => s.turn));
    // One more state pushes out the least recently asked (the first), which is then computed afresh.
    expect(turnTwice(states[MEMO_STATES]!)).toBe(MEMO_STATES * 2);
    expect(turnTwice(states[0]!)).toBe(0);
    expect(calls).toEqual([...states.map((s) => s.turn), 0]);
    // Asking refreshes: the state asked about just now stays, the least recent one goes.
    expect(turnTwice(states[0]!)).toBe(0);
    expect(calls.length).toBe(MEMO_STATES + 2);
  });
});
