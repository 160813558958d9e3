import { ScriptedDice, baseGap, frontCentre, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { orderTest } from '../orders/orderTest.js';
import { unitById } from '../table/tableQueries.js';
import { startActivation } from './activation.js';
import { combatMovement } from './combat.js';
import type { BattleEvent } from './Event.js';
import { fixtureContext, fixtureState, unitOf, fixtureTable as table } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Referee scenarios (issue #20): clauses of Reactions, Combat > Charges and The Troops that no test pinned.
// Rulebook: /work/shared/rules/tercios-liber-militum.txt.

const ones = (): Dice => ScriptedDice.of(Array<number>(400).fill(1));
const sixes = (): Dice => ScriptedDice.of(Array<number>(400).fill(6));

const kinds = (events: readonly BattleEvent[]): string[] => events.map((e) => e.kind);

describe('The Troops > Impetuous', () => {
  it('"if such a unit at 0 Dm (fresh) has an order other than Assault! [...] it must make an Order test. If this test fails, it is obliged to charge": Resist! is such an order', () => {
    const s = table(
      [{ unit: { ...unitOf('imp', 'tercio'), rules: ['dense', 'impetuous'] }, at: { x: 36, y: 20, facing: 90 } }],
      [{ unit: unitOf('e', 'musketeer-company'), at: { x: 36, y: 26, facing: -90 } }],
      { imp: 'resist' },
    );
    const ctx = fixtureContext(s, ones());
    startActivation(ctx, 'imp');
    expect(ctx.events).toContainEqual({
      kind: 'order-forced',
      unit: 'imp',
      order: 'assault',
      reason: 'Impetuous: failed its test and must charge',
    });
    expect(kinds(ctx.events)).not.toContain('activation-ended');
    expect(ctx.state.acting?.order).toBe('assault');
    expect(unitById(ctx.state, 'imp')?.activated).toBe(true);
  });
});

describe('The Troops > Cavalry > Evasion', () => {
  // "If the charge is carried out by an enemy infantry unit, it also benefits from a bonus (+) to its Discipline for
  // reaction tests." The bonus belongs to a charge: a Run! evasion from infantry that only came close has none.
  const testDice = (events: readonly BattleEvent[]): number => {
    const t = events.find((e) => e.kind === 'order-test' && e.reaction);
    return t?.kind === 'order-test' ? t.dice : -1;
  };
  it('Discipline + against an infantry charge, not against an infantry unit that only came within 3"', () => {
    // Arquebusiers on horseback: Discipline 3, no commander (Discipline -).
    const charged = fixtureContext(
      table(
        [{ unit: unitOf('c', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }],
        [{ unit: unitOf('r', 'arquebusiers-on-horseback'), at: { x: 36, y: 25, facing: -90 } }],
        { c: 'assault', r: 'run' },
      ),
      sixes(),
    );
    resolveBattle(charged, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(charged, { kind: 'charge', target: 'r' }, 'A');
    resolveBattle(charged, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
    expect(testDice(charged.events)).toBe(3);

    const approached = fixtureContext(
      table(
        [{ unit: unitOf('m', 'musketeer-company'), at: { x: 36, y: 17, facing: 90 } }],
        [{ unit: unitOf('r', 'arquebusiers-on-horseback'), at: { x: 36, y: 25, facing: -90 } }],
        { m: 'run', r: 'run' },
      ),
      sixes(),
    );
    resolveBattle(approached, { kind: 'activate', unit: 'm' }, 'A');
    const ry = frontCentre(unitById(approached.state, 'r')!.base).y;
    resolveBattle(approached, { kind: 'move', to: { x: 36, y: ry - 2.5 } }, 'A');
    expect(approached.state.reaction).toMatchObject({ trigger: 'proximity', candidates: ['r'] });
    resolveBattle(approached, { kind: 'react', unit: 'r', reaction: 'evasion' }, 'B');
    expect(testDice(approached.events)).toBe(2);
  });
});

describe('Command > Aggressive', () => {
  // "causes a penalty (-) to the Discipline of a unit it charges for its reaction test, if the latter attempts to
  // evade": a unit that only came within 3" charges no one. Against an infantry charge the Evasion + cancels it.
  it('Discipline - for an evasion from its charge, not from its approach', () => {
    const aggressive = { ...TERCIO, commander: { rank: 2, virtues: [], traits: ['aggressive' as const] } };
    const test = (approach: boolean) =>
      orderTest(ScriptedDice.of([6, 6, 6, 6]), {
        unit: HORSE_ARQUEBUSIERS,
        reaction: 'evasion',
        enemy: aggressive,
        inCommand: true,
        ...(approach ? { approach: true } : {}),
      });
    expect(test(false)).toMatchObject({
      dice: 3,
      sources: ['Evasion from an infantry charge', 'charged by a unit with an Aggressive commander'],
    });
    expect(test(true)).toMatchObject({ dice: 3, sources: [] });
  });
});

describe('Combat > Consequences of Combat > Disengagement', () => {
  // "If necessary, the attacker may also withdraw in order to leave a minimum gap of one inch between units."
  // Tercio `u` (A) at (20, 20) facing +y; the enemy Tercio `e` faces it, `gap` inches beyond contact.
  const withdrawal = (gap: number): { moved: number; gap: number } => {
    const s = fixtureState({
      A: [{ unit: unitOf('u', 'tercio'), at: { x: 20, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('e', 'tercio'), at: { x: 20, y: 30, facing: -90 } }],
    });
    const u0 = unitById(s, 'u')!;
    const e0 = unitById(s, 'e')!;
    const eAt = { ...e0.base, centre: { x: 20, y: 20 + u0.base.depth / 2 + e0.base.depth / 2 + gap } };
    const ctx = fixtureContext({ ...s, units: s.units.map((x) => (x.id === 'e' ? { ...x, base: eAt } : x)) });
    combatMovement(ctx, 'u', 'e', {
      unit: 'attacker',
      kind: 'withdraw-gap',
      distance: 1,
      optional: true,
      wearIfBlocked: 0,
    });
    const u = unitById(ctx.state, 'u')!;
    return { moved: 20 - u.base.centre.y, gap: baseGap(u.base, eAt) };
  };
  it('no withdrawal when the loser\'s disengagement already left 1" or more; otherwise back to a 1" gap', () => {
    expect(withdrawal(3).moved).toBeCloseTo(0, 3);
    expect(withdrawal(1).moved).toBeCloseTo(0, 3);
    expect(withdrawal(0.4)).toEqual({ moved: expect.closeTo(0.6, 3), gap: expect.closeTo(1, 3) });
    expect(withdrawal(0)).toEqual({ moved: expect.closeTo(1, 3), gap: expect.closeTo(1, 3) });
  });
});
