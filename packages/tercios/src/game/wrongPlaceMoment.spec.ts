import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import { BattleStateSchema, type BattleState } from './State.js';
import { resolveBattle } from './resolve.js';
import { commanderOf, fixtureContext, fixtureTable as table, placed as at } from './__fixtures__/battleFixture.js';

// Command > Commanders and Losses > In the wrong place (/work/shared/rules/tercios-liber-militum.txt): "if the
// commander is on the path of an enemy unit and is contacted at any point of its base, it may be killed. It must make a
// test as for a command action (see below). If it obtains at least one success, it may make a movement to move away
// from the enemy." The moment is the contact: the commander moves away then, before what the contacting decision does
// next (here a charge's combat, whose disengagement would run over a commander left where it was set, Combat >
// Disengagement: "the unit moves back 3 inches"). At stop 62 (6 Dec 2026) it was asked only once that decision was over.

const opts = DEFAULT_TERCIOS_OPTIONS;

/**
 * A's horse `cav` (Assault!) at (20, 10) facing north charges B's musketeer company `tgt` at (20, 21), which has no card
 * to react with; B's commander stands at (20, 14), on the charge's path. B's tercio `far` keeps him a unit to command.
 */
const charge = (): BattleState => ({
  ...table(
    [at('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
    [at('tgt', 'musketeer-company', 20, 21, -90), at('far', 'tercio', 60, 44, -90)],
    { cav: 'assault', tgt: null, far: 'ready' },
    { tgt: { wear: 2 } },
  ),
  commanders: [commanderOf({ side: 'B', regiment: 'RB', position: { x: 20, y: 14 } })],
});

/**
 * Dice by purpose: the commander's first test in the wrong place passes (6s), any later one fails (1s); every other
 * roll is 1s (the combat is a tie, no hits: the horse disengages 3" straight back, over where the commander was set).
 * `rolled` lists the purposes in order.
 */
function dice() {
  const rolled: string[] = [];
  let tests = 0;
  const d = new ScriptedDice((r) => {
    rolled.push(r.purpose);
    const wrongPlace = r.purpose.includes('in the wrong place');
    const face = wrongPlace ? (tests++ === 0 ? 6 : 1) : 1;
    return Array<number>(r.count).fill(face);
  });
  return { d, rolled };
}

/** The horse activated and its charge declared: the commander is contacted on its path and passes its test. */
function contacted() {
  const { d, rolled } = dice();
  const ctx = fixtureContext(charge(), d);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
  return { ctx, rolled };
}

const escape = (to: { x: number; y: number }): BattleDecision => ({ kind: 'escape', commander: 'c1', to });
const kinds = (events: readonly BattleEvent[]) => events.map((e) => e.kind);

describe('In the wrong place: the commander moves away at the moment of contact, before the rest of the decision', () => {
  it('the charge stops at the contact: the commander is asked, its combat not yet fought', () => {
    const { ctx, rolled } = contacted();
    expect(kinds(ctx.events).slice(-4)).toEqual([
      'charge-declared',
      'unit-moved',
      'commander-escaped',
      'escape-offered',
    ]);
    expect(kinds(ctx.events)).not.toContain('combat');
    expect(rolled).toEqual(['Maestro in the wrong place: 2d6 needing 5+']);
    // The horse is in contact, its charge not resolved; the commander's side names where it goes, nothing else is legal.
    expect(ctx.state.acting).toMatchObject({ unit: 'cav', chargeTarget: 'tgt' });
    expect(ctx.state.escapes).toEqual([{ side: 'B', commander: 'c1', from: { x: 20, y: 14 }, enemy: 'cav' }]);
    expect(ctx.state.resume).toMatchObject({ decision: { kind: 'charge', target: 'tgt' }, player: 'A', answers: [] });
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(new Set(legalBattleDecisions(ctx.state, opts).map((d) => d.kind))).toEqual(new Set(['escape']));
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, opts)).toBe(
      'In the wrong place: a commander moves away from the enemy first (escape)',
    );
  });

  it("moved away, the commander is out of the combat's way: the charge goes on from the contact", () => {
    const { ctx, rolled } = contacted();
    const before = ctx.events.length;
    resolveBattle(ctx, escape({ x: 20, y: 8 }), 'B');
    expect(kinds(ctx.events.slice(before))).toEqual([
      'escape-closed',
      'commander-escaped',
      'combat',
      'unit-moved', // the horse disengages
      'charge-resolved',
      'activation-ended',
    ]);
    expect(ctx.events[before + 1]).toEqual({ kind: 'commander-escaped', commander: 'c1', to: { x: 20, y: 8 } });
    // The commander is tested once: the disengagement does not come near it.
    expect(rolled.filter((p) => p.includes('in the wrong place'))).toHaveLength(1);
    expect(ctx.state.commanders[0]).toMatchObject({ position: { x: 20, y: 8 }, removed: false });
    expect(ctx.state.resume).toBeNull();
    expect(ctx.state.escapes).toBeNull();
  });

  it('left where it was set, the horse disengaging runs over it again: a second test, failed, kills it', () => {
    const { ctx, rolled } = contacted();
    const set = ctx.state.commanders[0]!.position;
    const before = ctx.events.length;
    resolveBattle(ctx, escape(set), 'B');
    expect(kinds(ctx.events.slice(before))).toEqual([
      'escape-closed',
      'combat',
      'unit-moved',
      'commander-removed',
      'charge-resolved',
      'activation-ended',
    ]);
    expect(ctx.events).toContainEqual({
      kind: 'commander-removed',
      commander: 'c1',
      reason: 'killed: in the wrong place',
    });
    expect(rolled.filter((p) => p.includes('in the wrong place'))).toHaveLength(2);
  });

  it('the decision waiting is plain JSON: saved and loaded, it resumes with the dice it had rolled, not again', () => {
    const { ctx } = contacted();
    const loaded = BattleStateSchema.parse(JSON.parse(JSON.stringify(ctx.state)));
    // No dice for the test already rolled: the resumed charge rolls only the combat (the horse's 4 dice, the company's 1).
    const again = fixtureContext(loaded, ScriptedDice.of([1, 1, 1, 1, 1]));
    resolveBattle(again, escape({ x: 20, y: 8 }), 'B');
    const { ctx: direct } = contacted();
    const before = direct.events.length;
    resolveBattle(direct, escape({ x: 20, y: 8 }), 'B');
    expect(again.events).toEqual(direct.events.slice(before));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(direct.state));
  });

  it('a game saved at stop 62, asked after the decision: the answer moves the commander, nothing resumes', () => {
    const { ctx } = contacted();
    // Another commander of B first in the list: the escaping one is found by its id.
    const other = commanderOf({ id: 'c0', side: 'B', regiment: 'RB', position: { x: 60, y: 30 } });
    const old = { ...ctx.state, resume: null, commanders: [other, ...ctx.state.commanders] };
    const set = ctx.state.commanders[0]!.position;
    for (const to of [
      { x: 20, y: 8 },
      { x: set.x, y: set.y - 0.5 },
      { x: set.x - 0.5, y: set.y },
    ]) {
      const legacy = fixtureContext(old, ScriptedDice.of([]));
      resolveBattle(legacy, escape(to), 'B');
      expect(legacy.events).toEqual([
        { kind: 'commander-escaped', commander: 'c1', to },
        { kind: 'escape-closed', commander: 'c1' },
      ]);
      expect(legacy.state.commanders.map((c) => c.position)).toEqual([{ x: 60, y: 30 }, to]);
    }
    // Staying where it was set moves nothing.
    const stay = fixtureContext(old, ScriptedDice.of([]));
    resolveBattle(stay, escape(set), 'B');
    expect(stay.events).toEqual([{ kind: 'escape-closed', commander: 'c1' }]);
  });
});
