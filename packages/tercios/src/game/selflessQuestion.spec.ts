import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { competentBot } from '../bot/competentBot.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleEvent } from './Event.js';
import { BattleStateSchema, type BattleState, type CommanderState } from './State.js';
import { resolveBattle } from './resolve.js';
import {
  actingOf,
  commanderOf,
  fixtureContext,
  fixtureTable as table,
  placed as at,
} from './__fixtures__/battleFixture.js';

// Automatic Kingdoms Traits > Selfless (/work/shared/rules/tercios-liber-militum.txt): "a unit attached to this
// commander that fails a rout test may re-roll its dice. The commander is killed even if the second test succeeds."
// The choice is the player's once the test has failed: the battle stops at the failed test (inside the shot, the
// combat round), the unit's side re-rolls it or not, then the shot or the combat goes on (ruling Selfless re-roll,
// option selflessReroll `ask`).

const opts = DEFAULT_TERCIOS_OPTIONS;
const kinds = (events: readonly BattleEvent[]) => events.map((e) => e.kind);

/** A Selfless commander attached to `unit` of `side`. */
const selfless = (id: string, side: 'A' | 'B', unit: string): CommanderState =>
  commanderOf({ id, name: id, side, regiment: `R${side}`, traits: ['selfless'], attachedTo: unit });

/**
 * A's musketeer company `sh` (Fire!, acting) shoots B's Tercio `tgt` 7" ahead, at its Stamina, its Selfless commander
 * `c1` attached.
 */
function shot(): BattleState {
  const s = table([at('sh', 'musketeer-company', 36, 20, 90)], [at('tgt', 'tercio', 36, 27, -90)], {
    sh: 'fire',
    tgt: 'ready',
  });
  return {
    ...s,
    units: s.units.map((u) => (u.id === 'tgt' ? { ...u, wear: u.values.stamina } : u)),
    acting: actingOf('sh', 'fire'),
    commanders: [{ ...selfless('c1', 'B', 'tgt'), position: { x: 36, y: 27 } }],
  };
}

/** Three hits (6s), none resisted (1s): 3 Dm beyond its Stamina; its rout test (5 dice, three 6s needed) fails. */
const SHOT = [6, 6, 6, ...[1, 1, 1, 1], ...[1, 1, 6, 1, 1]];

function shotFailed(more: number[] = [], options = opts) {
  const ctx = fixtureContext(shot(), ScriptedDice.of([...SHOT, ...more]), options);
  resolveBattle(ctx, { kind: 'shoot', target: 'tgt' }, 'A');
  return ctx;
}

describe('Selfless: "may re-roll its dice", asked once the rout test has failed', () => {
  it("the shot stops at the failed test: it is shown, and the unit's side chooses", () => {
    const ctx = shotFailed();
    expect(kinds(ctx.events)).toEqual(['action-taken', 'selfless-offered']);
    expect(ctx.state.selfless).toEqual({ side: 'B', unit: 'tgt', commander: 'c1', routPoints: 3, dice: 5, sixes: 1 });
    expect(ctx.state.resume).toMatchObject({ decision: { kind: 'shoot', target: 'tgt' }, player: 'A', answers: [] });
    expect(activeSideOf(ctx.state)).toBe('B');
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal).toEqual([{ kind: 'selfless-reroll' }, { kind: 'no-selfless-reroll' }]);
    for (const d of legal) expect(checkBattleDecision(ctx.state, d, opts)).toBeNull();
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, opts)).toBe(
      'Selfless: Tercio tgt failed its rout test: selfless-reroll or no-selfless-reroll first',
    );
    // The competent bot re-rolls (as the battle always did before it asked).
    expect(competentBot(opts).decide({ state: ctx.state, player: 'B', legal } as never)).toEqual({
      kind: 'selfless-reroll',
    });
    for (const kind of ['selfless-reroll', 'no-selfless-reroll'] as const)
      expect(checkBattleDecision(shot(), { kind }, opts)).toBe('no failed rout test waits for a Selfless re-roll');
    // Once the battle is over, nothing is asked.
    expect(legalBattleDecisions({ ...ctx.state, stage: 'over' }, opts)).toEqual([]);
  });

  it('re-rolled: the dice are rolled after the answer; passed, the unit holds and the commander is killed', () => {
    const ctx = shotFailed([6, 6, 6, 1, 1]);
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'selfless-reroll' }, 'B');
    const after = ctx.events.slice(before);
    expect(kinds(after)).toEqual([
      'selfless-answered',
      'shot',
      'rout-test',
      'commander-removed',
      'unit-state',
      'activation-ended',
    ]);
    expect(after[0]).toEqual({ kind: 'selfless-answered', unit: 'tgt', reroll: true });
    expect(after[2]).toEqual({ kind: 'rout-test', unit: 'tgt', routPoints: 3, sixes: 3, passed: true });
    expect(after[3]).toEqual({
      kind: 'commander-removed',
      commander: 'c1',
      reason: 'Selfless: killed for the re-roll',
    });
    const tgt = ctx.state.units.find((u) => u.id === 'tgt')!;
    expect(tgt).toMatchObject({ destroyed: false, wear: tgt.values.stamina });
    expect(ctx.state.selfless).toBeNull();
    expect(ctx.state.resume).toBeNull();
    // The shot was the company's Fire! action: its activation is over.
    expect(ctx.state.acting).toBeNull();
  });

  it('declined: no dice, the unit breaks and its commander dies with it (Like a Hero)', () => {
    const ctx = shotFailed();
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'no-selfless-reroll' }, 'B');
    const after = ctx.events.slice(before);
    expect(after.slice(0, 4)).toEqual([
      { kind: 'selfless-answered', unit: 'tgt', reroll: false },
      expect.objectContaining({ kind: 'shot', target: 'tgt', wear: 3 }),
      { kind: 'rout-test', unit: 'tgt', routPoints: 3, sixes: 1, passed: false },
      expect.objectContaining({ kind: 'unit-destroyed', unit: 'tgt', reason: 'broken by shooting' }),
    ]);
    expect(after).toContainEqual({
      kind: 'commander-removed',
      commander: 'c1',
      reason: 'Like a Hero: died with the unit',
    });
  });

  it('the fixed answers of the option ask nothing: always re-rolled, or never', () => {
    const always = shotFailed([6, 6, 6, 1, 1], TerciosOptionsSchema.parse({ selflessReroll: 'always' }));
    expect(always.state.selfless).toBeNull();
    expect(always.events).toContainEqual({ kind: 'rout-test', unit: 'tgt', routPoints: 3, sixes: 3, passed: true });
    expect(always.events).toContainEqual({
      kind: 'commander-removed',
      commander: 'c1',
      reason: 'Selfless: killed for the re-roll',
    });
    const never = shotFailed([], TerciosOptionsSchema.parse({ selflessReroll: 'never' }));
    expect(never.state.selfless).toBeNull();
    expect(never.events).toContainEqual(expect.objectContaining({ kind: 'unit-destroyed', unit: 'tgt' }));
    // Without a Selfless commander attached there is nothing to ask.
    const plain = fixtureContext({ ...shot(), commanders: [] }, ScriptedDice.of(SHOT));
    resolveBattle(plain, { kind: 'shoot', target: 'tgt' }, 'A');
    expect(plain.state.selfless).toBeNull();
    expect(plain.events).toContainEqual(expect.objectContaining({ kind: 'unit-destroyed', unit: 'tgt' }));
  });

  it('the decision waiting is plain JSON: loaded, the answer resumes it with the dice it had rolled', () => {
    const ctx = shotFailed();
    const loaded = BattleStateSchema.parse(JSON.parse(JSON.stringify(ctx.state)));
    const again = fixtureContext(loaded, ScriptedDice.of([6, 6, 6, 1, 1]));
    resolveBattle(again, { kind: 'selfless-reroll' }, 'B');
    const direct = shotFailed([6, 6, 6, 1, 1]);
    const before = direct.events.length;
    resolveBattle(direct, { kind: 'selfless-reroll' }, 'B');
    expect(again.events).toEqual(direct.events.slice(before));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(direct.state));
  });
});

/**
 * A's horse `cav` (Assault!) charges B's Tercio `ter` head on, each at its Stamina with a Selfless commander attached
 * (`ca`, `cb`). The horse hits twice (6s) and the Tercio saves nothing (1s); the Tercio hits once and the horse saves
 * nothing: both rout tests fail.
 */
function melee(): BattleState {
  const s = table([at('cav', 'arquebusiers-on-horseback', 36, 20, 90)], [at('ter', 'tercio', 36, 26, -90)], {
    cav: 'assault',
    ter: null,
  });
  return {
    ...s,
    units: s.units.map((u) => ({ ...u, wear: u.values.stamina })),
    commanders: [
      { ...selfless('ca', 'A', 'cav'), position: { x: 36, y: 20 } },
      { ...selfless('cb', 'B', 'ter'), position: { x: 36, y: 26 } },
    ],
  };
}

describe('Selfless in a combat round: each side is asked at its own failed test, in the round', () => {
  it("the attacker's side, then the defender's; the combat is fought to its end after the last answer", () => {
    const rolled: string[] = [];
    const faces: Record<string, number> = {};
    const dice = new ScriptedDice((r) => {
      rolled.push(r.purpose);
      // The horse passes its order test and hits, the Tercio hits too; nobody resists; every rout test fails.
      const face = r.purpose.includes('combat roll') || r.purpose.includes('order test') ? 6 : 1;
      faces[r.purpose] = face;
      return Array<number>(r.count).fill(face);
    });
    const ctx = fixtureContext(melee(), dice);
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
    expect(ctx.state.selfless).toMatchObject({ side: 'A', unit: 'cav', commander: 'ca' });
    expect(kinds(ctx.events)).not.toContain('combat');
    const rolls = rolled.length;
    resolveBattle(ctx, { kind: 'selfless-reroll' }, 'A');
    // The horse's re-roll, then the Tercio's own test, failed: B is asked in turn, the combat still waiting.
    expect(rolled.slice(rolls)).toEqual([
      expect.stringMatching(/cav rout test.*\(Selfless re-roll\)$/),
      expect.stringMatching(/ter rout test/),
    ]);
    expect(ctx.state.selfless).toMatchObject({ side: 'B', unit: 'ter', commander: 'cb' });
    expect(ctx.state.resume?.answers).toEqual([{ kind: 'selfless', reroll: true }]);
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(kinds(ctx.events)).not.toContain('combat');
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'no-selfless-reroll' }, 'B');
    const after = ctx.events.slice(before);
    expect(after[0]).toEqual({ kind: 'selfless-answered', unit: 'ter', reroll: false });
    expect(after).toContainEqual(expect.objectContaining({ kind: 'combat', attacker: 'cav', defender: 'ter' }));
    // The horse's re-roll failed too; the Tercio's failed test stands.
    expect(after).toContainEqual(expect.objectContaining({ kind: 'rout-test', unit: 'cav', sixes: 0, passed: false }));
    expect(after).toContainEqual(expect.objectContaining({ kind: 'rout-test', unit: 'ter', sixes: 0, passed: false }));
    // The horse's commander died for its re-roll, the Tercio's with his unit.
    expect(after).toContainEqual({ kind: 'commander-removed', commander: 'ca', reason: 'killed in the combat' });
    expect(after).toContainEqual({
      kind: 'commander-removed',
      commander: 'cb',
      reason: 'Like a Hero: died with the unit',
    });
    expect(ctx.state.units.every((u) => u.destroyed)).toBe(true);
    expect(rolled.slice(rolls + 2)).toEqual([]);
  });
});
