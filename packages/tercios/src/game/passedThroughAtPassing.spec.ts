import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import { BattleStateSchema, type CommanderState } from './State.js';
import { resolveBattle } from './resolve.js';
import { commanderOf, fixtureContext } from './__fixtures__/battleFixture.js';
import { horseAndCompany, selflessChargeThrough } from './__fixtures__/passedThroughScenes.js';

// Movement > Overlap (/work/shared/rules/tercios-liber-militum.txt): "If a commander or an artillery unit is passed
// through, interpenetration is allowed. [...] In the case of a commander, the commander may choose to join the unit
// that it passes through. If that is not its wish, and unlike artillery, it may be placed one inch from the unit, but
// on any side of it." The choice is made at the passing: a commander that joins the charger it was passed through by is
// with it for the charge's combat. Command > Virtues: "Virtues add 1 point to a value of the attached unit";
// "Dexterity: +1 to Melee". Ruling "A commander passed through", When (option `battle.passedThroughWhen`).

const opts = DEFAULT_TERCIOS_OPTIONS;
const after = TerciosOptionsSchema.parse({ battle: { passedThroughWhen: 'after-decision' } });
const kinds = (events: readonly BattleEvent[]) => events.map((e) => e.kind);
/** A's commander Amigo (Dexterity), of the horse's regiment, standing at (x, y). */
const amigo = (x: number, y: number): CommanderState =>
  commanderOf({ id: 'fa', name: 'Amigo', side: 'A', regiment: 'RA', virtues: ['dexterity'], position: { x, y } });
const stay = (to: { x: number; y: number }): BattleDecision => ({ kind: 'passed-through', commander: 'fa', to });
const join: BattleDecision = { kind: 'passed-through', commander: 'fa', join: true };

/**
 * A's horse `cav` (Assault!) at (20, 10) facing north charges B's musketeer company `tgt` at (20, 21), passing A's
 * Amigo at `where` (20, 13) (and `more` commanders). B's tercio `far` stays away. Every die rolls 1 but a first In
 * the wrong place test (6s): the combat is tied, the horse disengages 3" back (its centre from (21.296, 19.194) to
 * (20.839, 16.229)). The dice the horse rolls for its combat are counted (`rolled`).
 */
function charge(options: TerciosOptions = opts, more: CommanderState[] = [], where = { x: 20, y: 13 }) {
  const state = horseAndCompany([amigo(where.x, where.y), ...more]);
  const rolled: number[] = [];
  let tests = 0;
  const dice = new ScriptedDice((r) => {
    if (r.purpose.includes('cav combat roll')) rolled.push(r.count);
    return Array<number>(r.count).fill(r.purpose.includes('in the wrong place') && tests++ === 0 ? 6 : 1);
  });
  const ctx = fixtureContext(state, dice, options);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
  return { ctx, rolled };
}

describe('Movement > Overlap: the commander passed through chooses at the passing (passedThroughWhen: at-passing)', () => {
  it('the charge stops where it passed Amigo: asked before the combat, nothing else legal meanwhile', () => {
    const { ctx, rolled } = charge();
    expect(kinds(ctx.events).slice(-3)).toEqual(['charge-declared', 'unit-moved', 'passed-through-offered']);
    expect(rolled).toEqual([]);
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'fa', unit: 'cav' }]);
    expect(ctx.state.resume).toMatchObject({ decision: { kind: 'charge', target: 'tgt' }, answers: [], player: 'A' });
    expect(activeSideOf(ctx.state)).toBe('A');
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal.slice(0, 2)).toEqual([stay({ x: 20, y: 13 }), join]);
    expect(new Set(legal.map((d) => d.kind))).toEqual(new Set(['passed-through']));
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, opts)).toBe(
      'Movement > Overlap: the commander passed through joins the unit or is placed first (passed-through)',
    );
  });

  it("joined at the passing, Amigo is with the horse for the charge's combat: Dexterity's +1 Melee counts", () => {
    const joined = charge();
    const before = joined.ctx.events.length;
    resolveBattle(joined.ctx, join, 'A');
    const events = joined.ctx.events.slice(before);
    expect(kinds(events).slice(0, 4)).toEqual([
      'passed-through-closed',
      'commander-moved',
      'commander-attached',
      'combat',
    ]);
    expect(events[2]).toEqual({ kind: 'commander-attached', commander: 'fa', unit: 'cav' });
    expect(joined.ctx.state.resume).toBeNull();
    expect(joined.ctx.state.passedThrough).toBeNull();
    // Staying instead, the horse fights without it: one die fewer.
    const stayed = charge();
    resolveBattle(stayed.ctx, stay({ x: 20, y: 13 }), 'A');
    expect(stayed.rolled).toHaveLength(1);
    expect(joined.rolled).toEqual([stayed.rolled[0]! + 1]);
    expect(stayed.ctx.state.commanders[0]).toMatchObject({ attachedTo: null, position: { x: 20, y: 13 } });
  });

  it('after-decision (the option): the combat is fought first, without Amigo, who is asked once the charge is over', () => {
    const { ctx, rolled } = charge(after);
    expect(kinds(ctx.events)).toContain('combat');
    expect(kinds(ctx.events).slice(-2)).toEqual(['charge-resolved', 'activation-ended']);
    expect(ctx.state.resume).toBeNull();
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'fa', unit: 'cav' }]);
    const fresh = charge();
    resolveBattle(fresh.ctx, stay({ x: 20, y: 13 }), 'A');
    expect(rolled).toEqual(fresh.rolled);
  });
});

describe('at the passing, beside the other questions of a decision (In the wrong place, Selfless)', () => {
  /** B's commander c1 at (20, 14), on the charge's path after Amigo: contacted, its test passed (6s). */
  const enemy = () => commanderOf({ side: 'B', regiment: 'RB', position: { x: 20, y: 14 } });

  it('each asked at its moment, in turn: Amigo passed (A), then c1 contacted (B), then the combat', () => {
    const { ctx, rolled } = charge(opts, [enemy()]);
    // Amigo comes first in the list: asked before c1's In the wrong place test is rolled.
    expect(kinds(ctx.events).slice(-3)).toEqual(['charge-declared', 'unit-moved', 'passed-through-offered']);
    expect(kinds(ctx.events)).not.toContain('commander-escaped');
    expect(activeSideOf(ctx.state)).toBe('A');
    let before = ctx.events.length;
    resolveBattle(ctx, join, 'A');
    expect(kinds(ctx.events.slice(before))).toEqual([
      'passed-through-closed',
      'commander-moved',
      'commander-attached',
      'commander-escaped',
      'escape-offered',
    ]);
    // The charge waits again, at the escape, with the answer on Amigo kept for its resumption.
    expect(ctx.state.resume).toMatchObject({ answers: [{ kind: 'passed-through', join: true }] });
    expect(ctx.state.passedThrough).toBeNull();
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(checkBattleDecision(ctx.state, join, opts)).toBe(
      'In the wrong place: a commander moves away from the enemy first (escape)',
    );
    before = ctx.events.length;
    resolveBattle(ctx, { kind: 'escape', commander: 'c1', to: { x: 20, y: 8 } }, 'B');
    expect(kinds(ctx.events.slice(before)).slice(0, 3)).toEqual(['escape-closed', 'commander-escaped', 'combat']);
    // The combat replayed from the state before the charge still counts Amigo, joined at the passing.
    const stayed = charge(opts, [enemy()]);
    resolveBattle(stayed.ctx, stay({ x: 20, y: 13 }), 'A');
    resolveBattle(stayed.ctx, { kind: 'escape', commander: 'c1', to: { x: 20, y: 8 } }, 'B');
    expect(rolled).toEqual([stayed.rolled[0]! + 1]);
    expect(ctx.state.resume).toBeNull();
    expect(ctx.state.commanders.find((c) => c.id === 'fa')).toMatchObject({ attachedTo: 'cav' });
  });

  it('a unit that passes through it again later in the decision (a disengagement) is a new passing: asked again', () => {
    // Amigo at (21, 16.5): on the charge's way, and under where the horse's disengagement ends.
    const { ctx } = charge(opts, [], { x: 21, y: 16.5 });
    expect(kinds(ctx.events).slice(-2)).toEqual(['unit-moved', 'passed-through-offered']);
    resolveBattle(ctx, stay({ x: 21, y: 16.5 }), 'A');
    // The tied combat: the horse disengages 3" back and ends on Amigo, set one inch clear, and its side is asked there.
    expect(kinds(ctx.events).slice(-4)).toEqual([
      'combat',
      'unit-moved',
      'commander-escaped',
      'passed-through-offered',
    ]);
    expect(ctx.state.resume).toMatchObject({ answers: [{ kind: 'passed-through', to: { x: 21, y: 16.5 } }] });
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal[0]).toEqual(stay(ctx.state.commanders[0]!.position));
    expect(legal).toContainEqual(join);
    const before = ctx.events.length;
    resolveBattle(ctx, legal[0]!, 'A');
    expect(kinds(ctx.events.slice(before))).toEqual(['passed-through-closed', 'charge-resolved', 'activation-ended']);
    expect(ctx.state.resume).toBeNull();
    expect(kinds(ctx.events).filter((k) => k === 'passed-through-offered')).toHaveLength(2);
  });

  it('placed at another spot one inch from the horse, there before the combat', () => {
    const { ctx } = charge();
    const spot = legalBattleDecisions(ctx.state, opts).find(
      (d) => d.kind === 'passed-through' && d.to !== undefined && d.to.x < 19,
    )!;
    const before = ctx.events.length;
    resolveBattle(ctx, spot, 'A');
    const events = ctx.events.slice(before);
    expect(events.slice(0, 2)).toEqual([
      { kind: 'passed-through-closed', commander: 'fa' },
      { kind: 'commander-escaped', commander: 'fa', to: (spot as { to: { x: number; y: number } }).to },
    ]);
    expect(kinds(events)[2]).toBe('combat');
  });

  it('saved while Amigo is asked and loaded, the answer replays to the same log and state', () => {
    const waiting = charge().ctx;
    const loaded = BattleStateSchema.parse(JSON.parse(JSON.stringify(waiting.state)));
    // Nothing was rolled before the question: the resumed charge rolls only its combat.
    const again = fixtureContext(loaded, ScriptedDice.of(Array<number>(20).fill(1)));
    resolveBattle(again, join, 'A');
    const direct = charge().ctx;
    const before = direct.events.length;
    resolveBattle(direct, join, 'A');
    expect(again.events).toEqual(direct.events.slice(before));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(direct.state));
  });

  /** The Selfless charge scene (`selflessChargeThrough`), passing A's Amigo at (36, 22). */
  const selflessCharge = () => selflessChargeThrough(amigo(36, 22), opts);

  it('Amigo is asked at the passing (the horse has a commander: no join), then Selfless at the failed test', () => {
    const ctx = selflessCharge();
    expect(kinds(ctx.events).slice(-2)).toEqual(['unit-moved', 'passed-through-offered']);
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal).not.toContainEqual(join);
    expect(checkBattleDecision(ctx.state, join, opts)).toBe('Arquebusiers on horseback cav already has a commander');
    resolveBattle(ctx, legal[0]!, 'A');
    expect(kinds(ctx.events).slice(-2)).toEqual(['passed-through-closed', 'selfless-offered']);
    expect(ctx.state.resume!.answers).toEqual([{ kind: 'passed-through', to: { x: 36, y: 22 } }]);
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'selfless-reroll' }, 'A');
    const after = ctx.events.slice(before);
    expect(after[0]).toEqual({ kind: 'selfless-answered', unit: 'cav', reroll: true });
    expect(after).toContainEqual(expect.objectContaining({ kind: 'unit-destroyed', unit: 'ter' }));
    expect(kinds(after)).not.toContain('passed-through-offered');
    expect(ctx.state.resume).toBeNull();
    expect(ctx.state.passedThrough).toBeNull();
  });
});
