import { baseGap, forwardOf, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import type { MeleeResult } from '../mechanics/resolveMelee.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { defineTerciosCombat } from '../plugins/combat.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import { activeSideOf, checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState } from './State.js';
import { actingOf, fixtureContext, fixtureState, fixtureTable, placed, unitOf } from './__fixtures__/battleFixture.js';
import { fight, resumeCombat } from './combat.js';
import { resolveBattle } from './resolve.js';

// Combat > Advance (/work/shared/rules/tercios-liber-militum.txt): "if the charging unit has broken the enemy by
// routing it (its resistance test a complete failure), it may consolidate its position by advancing 3 inches in the
// same direction as its charge." Disengagement: "If necessary, the attacker may also withdraw in order to leave a
// minimum gap of one inch between units." Both are the winner's choice: after the loser's move, its side decides
// (`advance` / `no-advance`, `withdraw` / `stay`). Options winnerAdvance and attackerWithdrawal `none` (Brevis Editio)
// forbid the move: no question (ruling Winner's moves after a combat in Brevis Editio).

/**
 * A's pikemen `atk` (Assault!) charge B's musketeer company `los` head on; the pikemen hit once (6, 1, 1, 1), the
 * musketeers save nothing (1, 1, 1) and miss (1, 1): they retreat twice their movement; later dice are sixes.
 */
function broken(options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS) {
  const s = fixtureTable(
    [placed('atk', 'pikemen-company', 20, 10, 90)],
    [placed('los', 'musketeer-company', 20, 15, -90)],
    {
      atk: 'assault',
      los: null,
    },
  );
  const dice = ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, ...Array<number>(300).fill(6)]);
  const ctx = fixtureContext({ ...s, stage: 'action', activeSide: 'A' } satisfies BattleState, dice, options);
  resolveBattle(ctx, { kind: 'activate', unit: 'atk' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'los' }, 'A');
  return ctx;
}

const moves = (ctx: ReturnType<typeof broken>, unit: string) =>
  ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === unit ? [e.reason] : []));

describe('Combat > Advance: the charger that broke its enemy may advance 3"', () => {
  it("the loser has retreated; the winner's side chooses advance or no-advance, and nothing else", () => {
    const ctx = broken();
    expect(moves(ctx, 'los').at(-1)).toBe('retreat');
    expect(ctx.state.combat).toMatchObject({
      question: 'advance',
      side: 'A',
      winner: 'attacker',
      progress: null,
      movements: [{ unit: 'attacker', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 }],
    });
    expect(ctx.events.find((e) => e.kind === 'combat')).toMatchObject({ winner: 'attacker' });
    expect(ctx.events.some((e) => e.kind === 'charge-resolved')).toBe(false);
    expect(activeSideOf(ctx.state)).toBe('A');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      { kind: 'advance' },
      { kind: 'no-advance' },
    ]);
    for (const refused of [{ kind: 'end' }, { kind: 'withdraw' }, { kind: 'dirty-war' }] satisfies BattleDecision[])
      expect(checkBattleDecision(ctx.state, refused, DEFAULT_TERCIOS_OPTIONS)).toBe(
        'the combat waits for advance or no-advance',
      );
  });

  it('no-advance: the charger stays where it fought; advance: 3" straight ahead; either way the activation ends', () => {
    const stays = broken();
    const at = unitById(stays.state, 'atk')!.base;
    resolveBattle(stays, { kind: 'no-advance' }, 'A');
    expect(unitById(stays.state, 'atk')!.base).toEqual(at);
    expect(moves(stays, 'atk')).toEqual(['charge']);
    expect(stays.events.filter((e) => e.kind === 'combat-answer')).toEqual([
      { kind: 'combat-answer', side: 'A', question: 'advance', yes: false },
    ]);
    const advances = broken();
    resolveBattle(advances, { kind: 'advance' }, 'A');
    expect(moves(advances, 'atk')).toEqual(['charge', 'advance']);
    // Straight ahead, the way it faces after its charge, up to 3".
    const ahead = unitById(advances.state, 'atk')!.base;
    const f = forwardOf(at);
    const along = (ahead.centre.x - at.centre.x) * f.x + (ahead.centre.y - at.centre.y) * f.y;
    const across = (ahead.centre.x - at.centre.x) * f.y - (ahead.centre.y - at.centre.y) * f.x;
    expect(ahead.facing).toBe(at.facing);
    expect(across).toBeCloseTo(0, 2);
    expect(along).toBeGreaterThan(2.5);
    expect(along).toBeLessThanOrEqual(3.001);
    for (const ctx of [stays, advances]) {
      expect(ctx.state.combat).toBeNull();
      expect(ctx.events.some((e) => e.kind === 'charge-resolved')).toBe(true);
      expect(ctx.state.acting).toBeNull();
    }
  });

  it('option winnerAdvance none (Brevis Editio): no advance, no question', () => {
    const ctx = broken(TerciosOptionsSchema.parse({ winnerAdvance: 'none' }));
    expect(ctx.state.combat).toBeNull();
    expect(moves(ctx, 'atk')).toEqual(['charge']);
    expect(ctx.state.acting).toBeNull();
  });

  it('the competent bot advances', () => {
    const ctx = broken();
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(competentBot().decide({ state: ctx.state, player: 'A', legal } as never)).toEqual({ kind: 'advance' });
  });
});

describe('Combat > Disengagement: the winning attacker may withdraw to leave 1" between the units', () => {
  /** Tercio `att` (A) and Tercio `def` (B) `gap` inches apart; the combat plugin answers `movements`. */
  function won(
    gap: number,
    movements: MeleeResult['movements'],
    more: Partial<MeleeResult> = {},
    charging = false,
    options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
  ) {
    const s0 = fixtureState({
      A: [{ unit: unitOf('att', 'tercio'), at: { x: 20, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('def', 'tercio'), at: { x: 20, y: 22.4 + gap, facing: -90 } }],
    });
    const answer: MeleeResult = {
      rounds: [],
      winner: 'attacker',
      flank: false,
      attackerWear: 0,
      defenderWear: 1,
      attackerDisordered: false,
      defenderDisordered: false,
      movements,
      dirtyWarRounds: 0,
      commanderKilled: { attacker: false, defender: false },
      ...more,
    };
    const combat = defineTerciosCombat({ id: 'test/won', description: 'answers', melee: () => answer });
    // `charging`: `att` is the acting unit, in its Assault! activation (the charge's combat).
    const s: BattleState = charging
      ? { ...s0, stage: 'action', activeSide: 'A', acting: actingOf('att', 'assault') }
      : s0;
    const ctx = fixtureContext(s, ScriptedDice.of([]), options, {
      combat,
      morale: terciosMoralePlugin,
    });
    const result = fight(ctx, 'att', 'def', { flank: false, defenderReaction: 'none' }, { kind: 'charge' });
    return { ctx, result };
  }
  const withdrawal = { unit: 'attacker', kind: 'withdraw-gap', distance: 1, optional: true, wearIfBlocked: 0 } as const;

  it("units left in contact: the attacker's side chooses withdraw or stay", () => {
    for (const yes of [true, false]) {
      const { ctx, result } = won(0, [withdrawal]);
      const before = baseGap(unitById(ctx.state, 'att')!.base, unitById(ctx.state, 'def')!.base);
      expect(before).toBeLessThan(0.1);
      expect(result).toBeNull();
      expect(ctx.state.combat).toMatchObject({ question: 'withdraw', side: 'A', movements: [withdrawal] });
      expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
        { kind: 'withdraw' },
        { kind: 'stay' },
      ]);
      expect(
        competentBot().decide({
          state: ctx.state,
          player: 'A',
          legal: [{ kind: 'withdraw' }, { kind: 'stay' }],
        } as never),
      ).toEqual({
        kind: 'withdraw',
      });
      expect(resumeCombat(ctx, yes)).toBe('attacker');
      expect(ctx.state.combat).toBeNull();
      const gap = baseGap(unitById(ctx.state, 'att')!.base, unitById(ctx.state, 'def')!.base);
      expect(gap).toBeCloseTo(yes ? 1 : before, 3);
      // The attacker steps back; the defender stays where it stands.
      expect(ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [e.unit] : []))).toEqual(yes ? ['att'] : []);
    }
  });

  it('a counter-charger that broke the charger: its own side (B) chooses, and it is the one that advances', () => {
    // Ruling The advance after a counter-charge, option counterChargeAdvance counter-charger-too: the defender advances.
    const advance = { unit: 'defender', kind: 'advance', distance: 3, optional: true, wearIfBlocked: 0 } as const;
    for (const yes of [true, false]) {
      // Option battle.combatMovementReactions: the move is noted, away from the enemy it fought (att).
      const approached = TerciosOptionsSchema.parse({ battle: { combatMovementReactions: 'approached-units' } });
      const { ctx } = won(0, [advance], { winner: 'defender' }, false, approached);
      expect(ctx.state.combat).toMatchObject({ question: 'advance', side: 'B', winner: 'defender' });
      expect(activeSideOf(ctx.state)).toBe('B');
      expect(resumeCombat(ctx, yes)).toBe('defender');
      expect(ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual(
        yes ? [['def', 'advance']] : [],
      );
      expect(ctx.events.flatMap((e) => (e.kind === 'combat-moved' ? [[e.unit, e.enemy]] : []))).toEqual(
        yes ? [['def', 'att']] : [],
      );
    }
  });

  it('answered as a decision: withdraw steps back, stay does not; the charge is over and the activation ends', () => {
    for (const d of [{ kind: 'withdraw' }, { kind: 'stay' }] satisfies BattleDecision[]) {
      const { ctx } = won(0, [withdrawal], {}, true);
      expect(checkBattleDecision(ctx.state, d, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
      resolveBattle(ctx, d, 'A');
      expect(ctx.events.filter((e) => e.kind === 'combat-answer')).toEqual([
        { kind: 'combat-answer', side: 'A', question: 'withdraw', yes: d.kind === 'withdraw' },
      ]);
      expect(ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [[e.unit, e.reason]] : []))).toEqual(
        d.kind === 'withdraw' ? [['att', 'withdraw-gap']] : [],
      );
      expect(ctx.events.some((e) => e.kind === 'charge-resolved')).toBe(true);
      expect(ctx.state.acting).toBeNull();
    }
  });

  it('"if necessary": with 1" or more between the units nothing is asked and nothing moves; the moves after it go on', () => {
    // A winner its own rout test destroyed makes no move: nothing to ask.
    const gone = won(0, [withdrawal], { attackerDestroyed: 'rout-test' });
    expect(gone.ctx.state.combat).toBeNull();
    expect(gone.result).not.toBeNull();
    const { ctx, result } = won(1.5, [withdrawal]);
    expect(result).not.toBeNull();
    expect(ctx.state.combat).toBeNull();
    expect(ctx.events.some((e) => e.kind === 'unit-moved')).toBe(false);
    // Asked, the moves listed after it wait for the answer, then are made.
    const later = won(0, [withdrawal, { unit: 'defender', kind: 'disengage', distance: 3, wearIfBlocked: 1 }]);
    expect(later.ctx.events.some((e) => e.kind === 'unit-moved')).toBe(false);
    expect(resumeCombat(later.ctx, false)).toBe('attacker');
    expect(later.ctx.events.filter((e) => e.kind === 'unit-moved')).toEqual([
      expect.objectContaining({ unit: 'def', reason: 'disengage' }),
    ]);
  });
});
