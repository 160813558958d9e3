import { frontCentre, ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot, declaresDirtyWar } from '../bot/competentBot.js';
import type { MeleeResult, MeleeRound } from '../mechanics/resolveMelee.js';
import { defineTerciosCombat } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState, UnitState } from './State.js';
import { fixtureContext, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { fight } from './combat.js';
import { resolveBattle } from './resolve.js';

// Combat > "Dirty war!" (/work/shared/rules/tercios-liber-militum.txt): "If a combat between two units that include
// pikemen ends in a tie, one of the two players may declare "Dirty war!" in order to immediately carry out another
// combat round. ... These additional rounds no longer apply the bonuses linked to the charge. Successive ties may thus
// lead to several combat rounds, until one side wins, if a player declares "Dirty war!" each time." Ruling "Dirty
// war!" (docs/rulings/tercios.md): option dirtyWar.policy `ask` (the default): after each tied round where it is
// allowed, the charger's side is asked, then the other; either declaring is enough. `always` and `never` answer for
// them and skip the question.

const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));
const policy = (p: 'ask' | 'always' | 'never'): TerciosOptions =>
  TerciosOptionsSchema.parse({ dirtyWar: { policy: p } });
const combats = (events: readonly BattleEvent[]) =>
  events.flatMap((e) => (e.kind === 'combat' ? [{ winner: e.winner, rounds: e.rounds }] : []));
const melee = (events: readonly BattleEvent[]) => events.filter((e) => e.kind === 'combat');

/**
 * A's Tercio `c` (Assault!) charges B's Tercio `t` head on, 6" away (`t` already activated: no reaction). The dice
 * (ones unless `dice` says): no hits, each round a tie. `fields` changes units.
 */
function charged(
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
  fields: Record<string, Partial<UnitState>> = {},
  dice: Dice = ones(),
) {
  const s = fixtureTable(
    [placed('c', 'tercio', 36, 20, 90)],
    [placed('t', 'tercio', 36, 28.362, -90)],
    {
      c: 'assault',
      t: null,
    },
    { t: { activated: true }, ...fields },
  );
  const ctx = fixtureContext({ ...s, stage: 'action', activeSide: 'A' } satisfies BattleState, dice, options);
  resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
  return ctx;
}

/** Checks the decision is legal for the side asked, then makes it. */
function answer(ctx: ReturnType<typeof charged>, d: BattleDecision, options = DEFAULT_TERCIOS_OPTIONS) {
  const side = activeSideOf(ctx.state)!;
  expect(checkBattleDecision(ctx.state, d, options)).toBeNull();
  resolveBattle(ctx, d, side);
}

describe('Dirty war!: asked of the players after a tie between pike units (dirtyWar.policy ask)', () => {
  it("the round tied, the combat waits: the charger's side may declare Dirty war!, and nothing else is legal", () => {
    const ctx = charged();
    expect(ctx.state.combat).toMatchObject({
      question: 'dirty-war',
      side: 'A',
      attacker: 'c',
      defender: 't',
      winner: 'tie',
      progress: { rounds: 1, dirtyWarRounds: 0 },
      then: { kind: 'charge' },
    });
    // No result yet: no combat event, no movement, the charger still acting.
    expect(melee(ctx.events)).toEqual([]);
    expect(ctx.state.acting).toMatchObject({ unit: 'c' });
    expect(activeSideOf(ctx.state)).toBe('A');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { kind: 'dirty-war' },
      { kind: 'no-dirty-war' },
    ]);
    for (const refused of [
      { kind: 'end' },
      { kind: 'advance' },
      { kind: 'stay' },
      { kind: 'no-reaction' },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision(ctx.state, refused, DEFAULT_TERCIOS_OPTIONS)).toBe(
        'the combat waits for dirty-war or no-dirty-war',
      );
  });

  it("the charger's side declines: the other side is asked; both decline: the tie stands and the attacker disengages", () => {
    const ctx = charged();
    answer(ctx, { kind: 'no-dirty-war' });
    expect(ctx.state.combat).toMatchObject({ question: 'dirty-war', side: 'B' });
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(melee(ctx.events)).toEqual([]);
    answer(ctx, { kind: 'no-dirty-war' });
    expect(ctx.state.combat).toBeNull();
    expect(combats(ctx.events)).toEqual([{ winner: 'tie', rounds: 1 }]);
    // Combat > Tie: "it is the attacker that must disengage (3 inches)"; the charge is over, the activation ends.
    expect(ctx.events.find((e) => e.kind === 'unit-moved' && e.reason === 'disengage')).toMatchObject({ unit: 'c' });
    expect(ctx.events.filter((e) => e.kind === 'combat-answer')).toEqual([
      { kind: 'combat-answer', side: 'A', question: 'dirty-war', yes: false },
      { kind: 'combat-answer', side: 'B', question: 'dirty-war', yes: false },
    ]);
    expect(ctx.state.acting).toBeNull();
    expect(ctx.events.some((e) => e.kind === 'activation-ended' && e.unit === 'c')).toBe(true);
  });

  it('either side declaring is enough: another round, without the charge bonus, and a tie asks again', () => {
    for (const declines of [0, 1]) {
      const ctx = charged();
      if (declines) answer(ctx, { kind: 'no-dirty-war' });
      const before = ctx.events.length;
      answer(ctx, { kind: 'dirty-war' });
      // The new round tied too (sixes): the question again, with two rounds fought, one of them Dirty war!.
      expect(ctx.state.combat).toMatchObject({
        question: 'dirty-war',
        side: 'A',
        progress: { rounds: 2, dirtyWarRounds: 1 },
      });
      expect(ctx.events.slice(before)).toEqual([
        { kind: 'combat-answer', side: declines ? 'B' : 'A', question: 'dirty-war', yes: true },
        expect.objectContaining({ kind: 'combat-question' }),
      ]);
      answer(ctx, { kind: 'no-dirty-war' });
      answer(ctx, { kind: 'no-dirty-war' });
      expect(combats(ctx.events)).toEqual([{ winner: 'tie', rounds: 2 }]);
    }
  });

  it('the dice go on where the tied round left them: declared rounds roll as under policy always', () => {
    // Round 1 (6 and 4 dice) and round 2 (4 and 4: no charge bonus) miss; in round 3 the charger hits once (4+), the
    // defender saves nothing and misses: it loses with no success and retreats.
    const script = () =>
      ScriptedDice.of([
        ...Array<number>(18).fill(1),
        4,
        1,
        1,
        1,
        /* resist */ 1,
        1,
        1,
        1,
        /* defender */ 1,
        1,
        1,
        1,
        ...Array<number>(100).fill(1),
      ]);
    const always = charged(policy('always'), {}, script());
    expect(combats(always.events)).toEqual([{ winner: 'attacker', rounds: 3 }]);
    const asked = charged(DEFAULT_TERCIOS_OPTIONS, {}, script());
    answer(asked, { kind: 'dirty-war' });
    expect(asked.state.combat?.progress).toEqual({
      rounds: 2,
      dirtyWarRounds: 1,
      attacker: { wear: 0, disordered: false },
      defender: { wear: 0, disordered: false },
      commanderKilled: { attacker: false, defender: false },
    });
    answer(asked, { kind: 'no-dirty-war' });
    answer(asked, { kind: 'dirty-war' });
    expect(combats(asked.events)).toEqual([{ winner: 'attacker', rounds: 3 }]);
    const played = (events: readonly BattleEvent[]) =>
      events.filter(
        (e) => e.kind !== 'combat-answer' && (e.kind !== 'combat-question' || e.combat.question !== 'dirty-war'),
      );
    expect(played(asked.events)).toEqual(played(always.events));
    expect(asked.events.filter((e) => e.kind === 'combat-question')).toHaveLength(4);
  });

  it('policy never: no question, the tie stands after one round', () => {
    const ctx = charged(policy('never'));
    expect(ctx.state.combat).toBeNull();
    expect(combats(ctx.events)).toEqual([{ winner: 'tie', rounds: 1 }]);
    expect(ctx.events.some((e) => e.kind === 'combat-question')).toBe(false);
  });

  it('not asked where Dirty war! is not allowed: a unit without pikes', () => {
    const ctx = charged(DEFAULT_TERCIOS_OPTIONS, { t: { activated: true, weapons: ['arquebus-musket'] } });
    expect(ctx.state.combat).toBeNull();
    expect(combats(ctx.events)).toEqual([{ winner: 'tie', rounds: 1 }]);
  });

  it('an interception tied: the reaction waits with the combat, then closes, and the intercepted unit stops', () => {
    // A's Tercio `m` (Ready!) moves to 2.5" of B's Tercio `r` (Assault!), which intercepts it. Every test passes
    // (sixes), every combat roll misses (ones): the interception's round is a tie.
    const dice = new ScriptedDice((r) => Array<number>(r.count).fill(r.purpose.includes('combat roll') ? 1 : 6));
    const s = fixtureTable([placed('m', 'tercio', 36, 17, 90)], [placed('r', 'tercio', 36, 25, -90)], {
      m: 'ready',
      r: 'assault',
    });
    const ctx = fixtureContext({ ...s, stage: 'action', activeSide: 'A' }, dice);
    resolveBattle(ctx, { kind: 'activate', unit: 'm' }, 'A');
    const front = frontCentre(unitById(ctx.state, 'r')!.base);
    resolveBattle(ctx, { kind: 'move', to: { x: 36, y: front.y - 2.5 } }, 'A');
    expect(ctx.state.reaction).toMatchObject({ side: 'B', candidates: ['r'] });
    answer(ctx, { kind: 'react', unit: 'r', reaction: 'interception' });
    // The interceptor charged: its side (B) is asked first; the reaction is still open meanwhile.
    expect(ctx.state.combat).toMatchObject({
      question: 'dirty-war',
      side: 'B',
      attacker: 'r',
      defender: 'm',
      then: { kind: 'interception' },
    });
    expect(ctx.state.reaction).not.toBeNull();
    expect(activeSideOf(ctx.state)).toBe('B');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { kind: 'dirty-war' },
      { kind: 'no-dirty-war' },
    ]);
    answer(ctx, { kind: 'no-dirty-war' });
    expect(ctx.state.combat).toMatchObject({ side: 'A' });
    expect(ctx.state.reaction).toMatchObject({ side: 'B' });
    expect(activeSideOf(ctx.state)).toBe('A');
    answer(ctx, { kind: 'no-dirty-war' });
    // Reactions > Assault!: the interceptor did not lose, so "the enemy's activation ends"; the reaction closes.
    const tail = ctx.events.slice(ctx.events.findIndex((e) => e.kind === 'combat'));
    expect(tail.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['combat', 'activation-interrupted', 'reaction-closed', 'activation-ended']),
    );
    expect(tail.findIndex((e) => e.kind === 'reaction-closed')).toBeGreaterThan(
      tail.findIndex((e) => e.kind === 'activation-interrupted'),
    );
    expect(ctx.state.combat).toBeNull();
    expect(ctx.state.reaction).toBeNull();
    expect(ctx.state.acting).toBeNull();
  });

  it('a Dirty war! decision with no tied combat waiting is refused', () => {
    const s = fixtureTable([placed('c', 'tercio', 36, 20, 90)], [placed('t', 'tercio', 36, 40, -90)]);
    for (const d of [
      { kind: 'dirty-war' },
      { kind: 'no-dirty-war' },
      { kind: 'advance' },
      { kind: 'no-advance' },
      { kind: 'withdraw' },
      { kind: 'stay' },
    ] satisfies BattleDecision[])
      expect(checkBattleDecision({ ...s, stage: 'action' }, d, DEFAULT_TERCIOS_OPTIONS)).toBe(
        'no combat waits for a choice',
      );
  });
});

describe('the competent bot declares Dirty war! when its unit is the stronger', () => {
  it('a fresh Tercio against a worn one: the fresh side declares, the worn side does not', () => {
    const ctx = charged(DEFAULT_TERCIOS_OPTIONS, { t: { activated: true, wear: 3 } });
    expect(declaresDirtyWar(ctx.state, 'A')).toBe(true);
    expect(declaresDirtyWar(ctx.state, 'B')).toBe(false);
    const bot = competentBot();
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(bot.decide({ state: ctx.state, player: 'A', legal } as never)).toEqual({ kind: 'dirty-war' });
    expect(bot.decide({ state: ctx.state, player: 'B', legal } as never)).toEqual({ kind: 'no-dirty-war' });
    // Equal units, equal wear: neither is the stronger; no question, no declaration.
    const even = charged();
    expect(declaresDirtyWar(even.state, 'A')).toBe(false);
    expect(declaresDirtyWar(even.state, 'B')).toBe(false);
    expect(declaresDirtyWar({ ...even.state, combat: null }, 'A')).toBe(false);
  });
});

describe('the table when the combat stops at the question', () => {
  it('the rout tests of the tied rounds are logged at once; no combat event, no marker, before the answer', () => {
    // A recording plugin: one tied round in which both units took the rout test (passed), then the question.
    const rout = {
      routPoints: 1,
      tested: true,
      passed: true,
      dice: 5,
      sixes: 1,
      rerolled: false,
      commanderKilled: false,
    };
    const progress = {
      rounds: 1,
      dirtyWarRounds: 0,
      attacker: { wear: 5, disordered: true },
      defender: { wear: 5, disordered: false },
      commanderKilled: { attacker: false, defender: false },
    };
    const stopped: MeleeResult = {
      rounds: [{ dirtyWar: false, routTests: { attacker: rout, defender: rout } } as unknown as MeleeRound],
      winner: 'tie',
      flank: false,
      attackerWear: 5,
      defenderWear: 5,
      attackerDisordered: true,
      defenderDisordered: false,
      movements: [],
      dirtyWarRounds: 0,
      commanderKilled: { attacker: false, defender: false },
      dirtyWarOffered: progress,
    };
    const combat = defineTerciosCombat({ id: 'test/stopped', description: 'stops', melee: () => stopped });
    const s = fixtureTable([placed('c', 'tercio', 36, 20, 90)], [placed('t', 'tercio', 36, 22.4, -90)]);
    const ctx = fixtureContext(s, ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS, {
      combat,
      morale: terciosMoralePlugin,
    });
    expect(fight(ctx, 'c', 't', { flank: false, defenderReaction: 'none' }, { kind: 'charge' })).toBeNull();
    expect(ctx.events).toEqual([
      { kind: 'rout-test', unit: 'c', routPoints: 1, sixes: 1, passed: true },
      { kind: 'rout-test', unit: 't', routPoints: 1, sixes: 1, passed: true },
      {
        kind: 'combat-question',
        combat: {
          question: 'dirty-war',
          side: 'A',
          attacker: 'c',
          defender: 't',
          circumstances: { flank: false, defenderReaction: 'none' },
          progress,
          winner: 'tie',
          movements: [],
          then: { kind: 'charge' },
        },
      },
    ]);
  });
});
