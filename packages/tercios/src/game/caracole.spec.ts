import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { caracoleChoice } from '../bot/competentBot.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';
import { shoot } from './shootingAction.js';
import type { BattleState } from './State.js';

// Rulebook: The Troops > Cavalry > Caracole: "After such a unit has fired, it MAY make a Discipline test which,
// if passed, allows it a withdrawal movement at its speed, keeping the same orientation. The caracole cannot be
// used with a reaction." Horse arquebusiers: Speed 8, Discipline 3.

const MISSES = Array<number>(30).fill(1);

function afterShot(options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS, enemyAt = 27): BattleState {
  const start = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: enemyAt, facing: -90 } }],
  });
  const state: BattleState = {
    ...start,
    units: start.units.map((u) => (u.id === 'cav' ? { ...u, order: 'fire' } : u)),
  };
  const ctx = fixtureContext(state, ScriptedDice.of(MISSES), options);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'shoot', target: 'ter' }, 'A');
  return ctx.state;
}

describe('Caracole: a decision after the unit has fired (The Troops > Cavalry > Caracole)', () => {
  it('"it may make a Discipline test": after its Fire! shot the unit may caracole or not; nothing is rolled yet', () => {
    const state = afterShot();
    expect(state.acting?.unit).toBe('cav');
    expect(legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS)).toEqual([
      ...[1, 2, 3, 4, 5, 6, 7, 8].map((inches) => ({ kind: 'caracole', inches })),
      { kind: 'end' },
    ]);
  });

  it('declining: no test, the unit stays where it fired', () => {
    const state = afterShot();
    const ctx = fixtureContext(state, ScriptedDice.of([]));
    resolveBattle(ctx, { kind: 'end' }, 'A');
    expect(ctx.events.some((e) => e.kind === 'caracole-test')).toBe(false);
    expect(unitById(ctx.state, 'cav')!.base).toEqual(unitById(state, 'cav')!.base);
    expect(ctx.state.acting).toBeNull();
  });

  it('passed (one 5+ on its 3 Discipline dice): the unit withdraws the distance chosen, keeping its facing', () => {
    const state = afterShot();
    const ctx = fixtureContext(state, ScriptedDice.of([1, 5, 2]));
    resolveBattle(ctx, { kind: 'caracole', inches: 3 }, 'A');
    expect(ctx.events).toContainEqual({ kind: 'caracole-test', unit: 'cav', inches: 3, passed: true });
    const before = unitById(state, 'cav')!.base;
    const after = unitById(ctx.state, 'cav')!.base;
    expect(after.centre.y).toBeCloseTo(before.centre.y - 3, 3);
    expect(after.facing).toBeCloseTo(before.facing, 6);
    expect(ctx.state.acting).toBeNull();
  });

  it('failed (no 5+): the unit stays', () => {
    const state = afterShot();
    const ctx = fixtureContext(state, ScriptedDice.of([1, 4, 2]));
    resolveBattle(ctx, { kind: 'caracole', inches: 8 }, 'A');
    expect(ctx.events).toContainEqual({ kind: 'caracole-test', unit: 'cav', inches: 8, passed: false });
    expect(unitById(ctx.state, 'cav')!.base).toEqual(unitById(state, 'cav')!.base);
  });

  it('option caracoleWithdrawal: full-speed offers only the whole Speed', () => {
    const options = TerciosOptionsSchema.parse({ caracoleWithdrawal: 'full-speed' });
    const state = afterShot(options);
    expect(legalBattleDecisions(state, options)).toEqual([{ kind: 'caracole', inches: 8 }, { kind: 'end' }]);
    expect(checkBattleDecision(state, { kind: 'caracole', inches: 3 }, options)).toMatch(/withdraw 8"/);
    expect(checkBattleDecision(state, { kind: 'caracole', inches: 3 }, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
  });

  it('"The caracole cannot be used with a reaction": a reaction shot offers none, and no later action may', () => {
    const start = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 27, facing: -90 } }],
    });
    const ctx = fixtureContext(start, ScriptedDice.of(MISSES));
    shoot(ctx, 'cav', 'ter', 'ready', true);
    expect(ctx.events.some((e) => e.kind === 'shot')).toBe(true);
    expect(ctx.events.some((e) => e.kind === 'caracole-offered')).toBe(false);
    const state = afterShot();
    expect(
      checkBattleDecision({ ...state, acting: null }, { kind: 'caracole', inches: 3 }, DEFAULT_TERCIOS_OPTIONS),
    ).not.toBeNull();
  });

  it('the competent bot withdraws out of a charge reach when threatened, and stays to fire again when not', () => {
    const offered = [1, 2, 3, 4, 5, 6, 7, 8];
    // The tercio's front is 2.9" from the horse: within its Assault! reach (6") and a margin.
    const near = afterShot(DEFAULT_TERCIOS_OPTIONS, 24.5);
    const choice = caracoleChoice(near, 'cav', offered, DEFAULT_TERCIOS_OPTIONS);
    expect(choice).not.toBeNull();
    expect(choice).toBeLessThan(8);
    expect(caracoleChoice(near, 'cav', [choice! - 1], DEFAULT_TERCIOS_OPTIONS)).toBe(choice! - 1);
    // Far out of any charge: no withdrawal.
    const far = afterShot(DEFAULT_TERCIOS_OPTIONS, 32);
    expect(caracoleChoice(far, 'cav', offered, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
  });
});
