import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleContext } from './BattleContext.js';
import type { BattleDecision } from './Decision.js';
import { resolveAnswering, resumeAnswered } from './pausedResolution.js';
import type { BattleState } from './State.js';
import { commanderOf, fixtureContext, fixtureTable as table, placed as at } from './__fixtures__/battleFixture.js';

// game/pausedResolution.ts: a decision stopped at a question in its middle (Commanders and Losses > In the wrong place:
// "If it obtains at least one success, it may make a movement to move away from the enemy"; Automatic Kingdoms Traits
// > Selfless: "a unit attached to this commander that fails a rout test may re-roll its dice") is resolved again from
// the state before it with the dice it had rolled and the answers given, its events not emitted again, and goes on
// from the question. These specs drive it with resolutions of their own: every kind of roll, the undo of what a
// stopped decision had changed, and a replay that would not be the same refused as an internal error.

const start = (): BattleState => ({
  ...table([at('a', 'tercio', 36, 20, 90)], [at('b', 'tercio', 36, 40, -90)]),
  commanders: [
    commanderOf({ id: 'c1', side: 'B', regiment: 'RB', position: { x: 10, y: 10 } }),
    commanderOf({ id: 'c2', side: 'A', position: { x: 50, y: 10 } }),
  ],
});
const decision: BattleDecision = { kind: 'end' };
const escapeQ = { side: 'B' as const, commander: 'c1', from: { x: 10, y: 10 }, enemy: 'a' };
const selflessQ = { side: 'A' as const, unit: 'a', commander: 'c1', routPoints: 1, dice: 3, sixes: 0 };

/**
 * A resolution that rolls one of each kind of dice, marks unit `a`, moves c1, asks where c1 goes, then marks unit `b`;
 * `seen` keeps where c1 stood when it began.
 */
function resolution(seen: { rolls: unknown[]; to?: unknown; from?: unknown }) {
  return (ctx: BattleContext) => {
    seen.from = ctx.state.commanders[0]!.position;
    seen.rolls = [
      ctx.dice.d(6, 'd'),
      ctx.dice.pool(3, 6, 5, 'pool'),
      ctx.dice.poolAtMost(2, 20, 8, 'at most'),
      ctx.dice.sum(2, 6, 'sum'),
      ctx.dice.faces(2, 6, 'faces'),
    ];
    ctx.emit({ kind: 'resisting', unit: 'a' });
    ctx.emit({ kind: 'commander-moved', commander: 'c1', to: { x: 12, y: 12 } });
    seen.to = ctx.answers!.escape(escapeQ);
    ctx.emit({ kind: 'resisting', unit: 'b' });
    seen.rolls.push(ctx.dice.pool(1, 6, 6, 'after'));
  };
}

describe('a decision stopped at a question and resumed', () => {
  it('every kind of roll is noted, replayed in order after the answer, and only the new dice are rolled', () => {
    const seen: { rolls: unknown[]; to?: unknown; from?: unknown } = { rolls: [] };
    // d6 4; pool 3d6 5+: two; 2d20 at most 8: one; 2d6 sum 7; faces of 2d6: 6, 1.
    const ctx = fixtureContext(start(), ScriptedDice.of([4, 5, 6, 1, 3, 9, 3, 4, 6, 1]));
    resolveAnswering(ctx, decision, 'A', resolution(seen));
    expect(seen.rolls).toEqual([4, 2, 1, 7, [6, 1]]);
    expect(ctx.events.map((e) => e.kind)).toEqual(['resisting', 'commander-moved', 'escape-offered']);
    const resume = ctx.state.resume!;
    expect(resume).toMatchObject({ decision, player: 'A', rolls: [4, 2, 1, 7, [6, 1]], answers: [], events: 2 });
    // What it changed, as it was: unit a and the commander; no field of the state.
    expect(resume.undo.units.map((u) => [u.id, u.resisting])).toEqual([['a', false]]);
    expect(resume.undo.commanders.map((c) => [c.id, c.position])).toEqual([['c1', { x: 10, y: 10 }]]);
    expect(resume.undo.fields).toEqual({});
    // The answer: the same results replayed (the script has only the new die), the events after the question emitted.
    const again = fixtureContext(ctx.state, ScriptedDice.of([6]));
    seen.from = undefined;
    resumeAnswered(again, { kind: 'escape', to: { x: 1, y: 2 } }, resolution(seen));
    // It began again where c1 stood before the decision (its move undone), not where the decision had moved it.
    expect(seen.from).toEqual({ x: 10, y: 10 });
    expect(seen.rolls).toEqual([4, 2, 1, 7, [6, 1], 1]);
    expect(seen.to).toEqual({ x: 1, y: 2 });
    expect(again.events).toEqual([
      { kind: 'escape-closed', commander: 'c1' },
      { kind: 'resisting', unit: 'b' },
    ]);
    expect(again.state.units.map((u) => u.resisting)).toEqual([true, true]);
    expect(again.state.resume).toBeNull();
    expect(again.state.escapes).toBeNull();
  });

  it('the state before the decision is what the replay starts from: fields, units and commanders undone', () => {
    const before = { ...start(), turn: 2, erudite: 'b', coldBlood: undefined };
    let first: BattleState | null = null;
    const resolve = (ctx: BattleContext) => {
      first ??= ctx.state;
      if (ctx.state !== first) expect(JSON.stringify(ctx.state)).toBe(JSON.stringify(first));
      ctx.emit({ kind: 'turn-ended', turn: 2, points: { A: 0, B: 0 } });
      ctx.answers!.selfless(selflessQ);
    };
    const ctx = fixtureContext(before, ScriptedDice.of([]));
    resolveAnswering(ctx, decision, 'B', resolve);
    const undo = ctx.state.resume!.undo;
    // turn-ended changed the turn, the stage, the units, the commanders; coldBlood absent before reads as null.
    expect(undo.fields).toMatchObject({ turn: 2, stage: 'action', erudite: 'b' });
    expect(undo.units).toHaveLength(2);
    expect(undo.commanders).toHaveLength(2);
    expect(ctx.state.selfless).toEqual(selflessQ);
    first = null;
    const seen: BattleState[] = [];
    const replay = (c: BattleContext) => {
      seen.push(c.state);
      resolve(c);
    };
    resumeAnswered(fixtureContext(ctx.state, ScriptedDice.of([])), { kind: 'selfless', reroll: false }, replay);
    expect(seen[0]).toMatchObject({ turn: 2, stage: 'action', erudite: 'b', resume: null, selfless: null });
  });

  it('a second question after the first answer stops it again, with both answers and every roll kept', () => {
    const twice = (ctx: BattleContext) => {
      ctx.dice.pool(2, 6, 6, 'one');
      ctx.answers!.escape(escapeQ);
      ctx.dice.pool(2, 6, 6, 'two');
      ctx.emit({ kind: 'resisting', unit: 'a' });
      ctx.answers!.selfless(selflessQ);
      ctx.emit({ kind: 'resisting', unit: 'b' });
    };
    const ctx = fixtureContext(start(), ScriptedDice.of([6, 1]));
    resolveAnswering(ctx, decision, 'A', twice);
    const second = fixtureContext(ctx.state, ScriptedDice.of([6, 6]));
    resumeAnswered(second, { kind: 'escape', to: { x: 10, y: 10 } }, twice);
    expect(second.events.map((e) => e.kind)).toEqual(['escape-closed', 'resisting', 'selfless-offered']);
    expect(second.state.resume).toMatchObject({
      rolls: [1, 2],
      events: 1,
      answers: [{ kind: 'escape', to: { x: 10, y: 10 } }],
    });
    const third = fixtureContext(second.state, ScriptedDice.of([]));
    resumeAnswered(third, { kind: 'selfless', reroll: true }, twice);
    expect(third.events).toEqual([
      { kind: 'selfless-answered', unit: 'a', reroll: true },
      { kind: 'resisting', unit: 'b' },
    ]);
  });

  it('a replay that is not the decision as it was resolved is refused as an internal error', () => {
    const internal = (f: () => void, why: RegExp) => {
      let error: unknown;
      try {
        f();
      } catch (e) {
        error = e;
      }
      expect(MusterError.is(error) && error.code === 'internal').toBe(true);
      expect((error as Error).message).toMatch(why);
    };
    /** A resolution that rolls and asks as `first` says the first time, as `later` says after. */
    const changing = (first: (ctx: BattleContext) => void, later: (ctx: BattleContext) => void) => {
      let calls = 0;
      return (ctx: BattleContext) => {
        if (calls++ === 0) first(ctx);
        else later(ctx);
      };
    };
    const stopped = (resolve: (ctx: BattleContext) => void) => {
      const ctx = fixtureContext(start(), ScriptedDice.of([1, 1, 1, 1]));
      resolveAnswering(ctx, decision, 'A', resolve);
      return ctx.state;
    };
    const escape = { kind: 'escape' as const, to: { x: 1, y: 1 } };
    const pool = (ctx: BattleContext) => ctx.dice.pool(1, 6, 6, 'pool');
    const faces = (ctx: BattleContext) => ctx.dice.faces(1, 6, 'faces');
    const ask = (ctx: BattleContext) => ctx.answers!.escape(escapeQ);
    // Faces where a count was rolled, and a count where faces were.
    let r = changing(
      (c) => (pool(c), ask(c)),
      (c) => (faces(c), ask(c)),
    );
    internal(() => {
      resumeAnswered(fixtureContext(stopped(r), ScriptedDice.of([])), escape, r);
    }, /a number where faces were rolled/);
    r = changing(
      (c) => (faces(c), ask(c)),
      (c) => (pool(c), ask(c)),
    );
    internal(() => {
      resumeAnswered(fixtureContext(stopped(r), ScriptedDice.of([])), escape, r);
    }, /faces where a number was rolled/);
    // Another question than the one answered.
    r = changing(ask, (c) => c.answers!.selfless(selflessQ));
    internal(() => {
      resumeAnswered(fixtureContext(stopped(r), ScriptedDice.of([])), escape, r);
    }, /selfless was asked where escape was answered/);
    // More events, or fewer dice, before the question than the first time.
    r = changing(ask, (c) => (c.emit({ kind: 'resisting', unit: 'a' }), ask(c)));
    internal(() => {
      resumeAnswered(fixtureContext(stopped(r), ScriptedDice.of([])), escape, r);
    }, /after 1 events, not 0, or dice were left/);
    r = changing((c) => (pool(c), ask(c)), ask);
    internal(() => {
      resumeAnswered(fixtureContext(stopped(r), ScriptedDice.of([])), escape, r);
    }, /after 0 events, not 0, or dice were left/);
  });

  it("an error that is not a question is the resolution's own: it goes through", () => {
    const ctx = fixtureContext(start(), ScriptedDice.of([]));
    expect(() => {
      resolveAnswering(ctx, decision, 'A', () => {
        throw new Error('a bug');
      });
    }).toThrow('a bug');
    expect(ctx.events).toEqual([]);
  });
});
