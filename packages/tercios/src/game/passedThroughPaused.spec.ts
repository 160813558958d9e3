import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import { BattleStateSchema } from './State.js';
import { resolveBattle } from './resolve.js';
import { commanderOf, fixtureContext } from './__fixtures__/battleFixture.js';
import { horseAndCompany, selflessChargeThrough } from './__fixtures__/passedThroughScenes.js';

// Two player choices met in one decision (/work/shared/rules/tercios-liber-militum.txt):
// - Movement > Overlap: "If a commander or an artillery unit is passed through, interpenetration is allowed. [...] In
//   the case of a commander, the commander may choose to join the unit that it passes through. If that is not its
//   wish, and unlike artillery, it may be placed one inch from the unit, but on any side of it." Asked once the
//   decision that passed through it is over under option `battle.passedThroughWhen: 'after-decision'` (ruling "A
//   commander passed through"; at the passing by default: passedThroughAtPassing.spec.ts).
// - Commanders and Losses > In the wrong place: "If it obtains at least one success, it may make a movement to move
//   away from the enemy", and Automatic Kingdoms Traits > Selfless: "a unit attached to this commander that fails a
//   rout test may re-roll its dice": asked there and then, the decision stopped and resumed (`state.resume`).
// A charge passes a friendly commander and then stops at a question: the question comes first, the decision is
// resumed from the state before it (the commanders it passed through replayed, not asked twice), and the friend's side
// chooses only once the whole decision is over.

const opts = TerciosOptionsSchema.parse({ battle: { passedThroughWhen: 'after-decision' } });
const kinds = (events: readonly BattleEvent[]) => events.map((e) => e.kind);
/** A's friendly commander Amigo, of the horse's regiment, standing on the charge's path at (x, y). */
const amigo = (x: number, y: number) =>
  commanderOf({ id: 'fa', name: 'Amigo', side: 'A', regiment: 'RA', position: { x, y } });
const stay = (to: { x: number; y: number }): BattleDecision => ({ kind: 'passed-through', commander: 'fa', to });
const join: BattleDecision = { kind: 'passed-through', commander: 'fa', join: true };

describe('a commander passed through in a decision that stops at an In the wrong place escape', () => {
  /**
   * A's horse `cav` (Assault!) at (20, 10) facing north charges B's musketeer company `tgt` at (20, 21): on its path
   * A's Amigo at (20, 13), passed through, then B's commander c1 at (20, 14), contacted. B's tercio `far` stays away.
   * c1's test passes (6s); every other roll is 1s (a tied combat: the horse disengages 3" straight back).
   */
  function charged() {
    const state = horseAndCompany([
      amigo(20, 13),
      commanderOf({ side: 'B', regiment: 'RB', position: { x: 20, y: 14 } }),
    ]);
    const dice = () => {
      let tests = 0;
      return new ScriptedDice((r) =>
        Array<number>(r.count).fill(r.purpose.includes('in the wrong place') && tests++ === 0 ? 6 : 1),
      );
    };
    const ctx = fixtureContext(state, dice(), opts);
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
    return ctx;
  }

  it('the escape is asked first; the friend passed through before it waits for the end of the charge', () => {
    const ctx = charged();
    expect(kinds(ctx.events).slice(-5)).toEqual([
      'charge-declared',
      'unit-moved',
      'passed-through-offered',
      'commander-escaped',
      'escape-offered',
    ]);
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'fa', unit: 'cav' }]);
    expect(ctx.state.resume).toMatchObject({ decision: { kind: 'charge', target: 'tgt' }, answers: [] });
    // The escape's side (B) is asked, not the friend's (A): nothing but an escape is legal.
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(new Set(legalBattleDecisions(ctx.state, opts).map((d) => d.kind))).toEqual(new Set(['escape']));
    expect(checkBattleDecision(ctx.state, stay({ x: 20, y: 13 }), opts)).toBe(
      'In the wrong place: a commander moves away from the enemy first (escape)',
    );
    // The undo the answer replays from names the list of commanders passed through as it was: none.
    expect(ctx.state.resume!.undo.fields.passedThrough).toBeNull();
  });

  it('answered, the charge resumes: the friend is replayed, not offered again, and asked once the charge is over', () => {
    const ctx = charged();
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'escape', commander: 'c1', to: { x: 20, y: 8 } }, 'B');
    expect(kinds(ctx.events.slice(before))).toEqual([
      'escape-closed',
      'commander-escaped',
      'combat',
      'unit-moved', // the horse disengages back over Amigo: passed through again, asked once
      'charge-resolved',
      'activation-ended',
    ]);
    expect(kinds(ctx.events).filter((k) => k === 'passed-through-offered')).toHaveLength(1);
    expect(ctx.state.resume).toBeNull();
    expect(ctx.state.escapes).toBeNull();
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'fa', unit: 'cav' }]);
    // Now the friend's side chooses: stay where it stands (the bot's), or join the horse (it has no commander).
    expect(activeSideOf(ctx.state)).toBe('A');
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal.slice(0, 2)).toEqual([stay({ x: 20, y: 13 }), join]);
    expect(competentBot(opts).decide({ state: ctx.state, player: 'A', legal } as never)).toEqual(legal[0]);
    resolveBattle(ctx, join, 'A');
    expect(ctx.state.commanders.find((c) => c.id === 'fa')).toMatchObject({ attachedTo: 'cav', removed: false });
    expect(ctx.state.passedThrough).toBeNull();
  });

  it('saved while the escape waits and loaded, the answer replays to the same log and state', () => {
    const ctx = charged();
    const loaded = BattleStateSchema.parse(JSON.parse(JSON.stringify(ctx.state)));
    // The test already rolled is not rolled again: the resumed charge rolls only the combat.
    const again = fixtureContext(loaded, ScriptedDice.of([1, 1, 1, 1, 1]), opts);
    resolveBattle(again, { kind: 'escape', commander: 'c1', to: { x: 20, y: 8 } }, 'B');
    const direct = charged();
    const before = direct.events.length;
    resolveBattle(direct, { kind: 'escape', commander: 'c1', to: { x: 20, y: 8 } }, 'B');
    expect(again.events).toEqual(direct.events.slice(before));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(direct.state));
  });
});

describe('a commander passed through in a charge whose combat stops at a Selfless question', () => {
  /** The Selfless charge scene (`selflessChargeThrough`), passing A's Amigo at (36, 22). */
  const charged = () => selflessChargeThrough(amigo(36, 22), opts);

  it('Selfless is asked first; the friend, once the re-roll has been made and the commander killed for it, may join', () => {
    const ctx = charged();
    expect(kinds(ctx.events).slice(-3)).toEqual(['unit-moved', 'passed-through-offered', 'selfless-offered']);
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'fa', unit: 'cav' }]);
    expect(ctx.state.selfless).toMatchObject({ side: 'A', unit: 'cav', commander: 'ca' });
    // The same side answers both: the Selfless question first, the friend's choice refused meanwhile.
    expect(legalBattleDecisions(ctx.state, opts)).toEqual([
      { kind: 'selfless-reroll' },
      { kind: 'no-selfless-reroll' },
    ]);
    expect(checkBattleDecision(ctx.state, join, opts)).toBe(
      'Selfless: Arquebusiers on horseback cav failed its rout test: selfless-reroll or no-selfless-reroll first',
    );
    const before = ctx.events.length;
    resolveBattle(ctx, { kind: 'selfless-reroll' }, 'A');
    const after = ctx.events.slice(before);
    expect(after[0]).toEqual({ kind: 'selfless-answered', unit: 'cav', reroll: true });
    expect(after).toContainEqual({
      kind: 'commander-removed',
      commander: 'ca',
      reason: 'killed in the combat', // in a combat round, the Selfless re-roll's death is the combat's
    });
    expect(after).toContainEqual(expect.objectContaining({ kind: 'unit-destroyed', unit: 'ter' }));
    expect(kinds(after)).not.toContain('passed-through-offered');
    expect(ctx.state.resume).toBeNull();
    expect(ctx.state.selfless).toBeNull();
    // The charge over, Amigo's side chooses: the horse, whose commander died for the re-roll, may be joined.
    expect(ctx.state.passedThrough).toEqual([{ side: 'A', commander: 'fa', unit: 'cav' }]);
    expect(activeSideOf(ctx.state)).toBe('A');
    const legal = legalBattleDecisions(ctx.state, opts);
    expect(legal.slice(0, 2)).toEqual([stay({ x: 36, y: 22 }), join]);
    resolveBattle(ctx, join, 'A');
    expect(ctx.state.commanders.find((c) => c.id === 'fa')).toMatchObject({ attachedTo: 'cav' });
    expect(ctx.state.passedThrough).toBeNull();
  });
});
