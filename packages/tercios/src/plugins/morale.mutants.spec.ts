import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { isolationTest, wrongPlaceTest } from '../command/commanderLosses.js';
import { routTest } from '../mechanics/routTest.js';
import { impetuousTest } from '../orders/impetuousTest.js';
import { orderTest } from '../orders/orderTest.js';
import { defineTerciosMorale, TERCIOS_MORALE_CONTRACT, terciosMoralePlugin } from './morale.js';

// The morale plugin's contract (plugins/morale.ts): "A Tercios morale plugin: the functions given, the rules as written
// for the rest. Its `mechanics` (what `muster odds` offers) call this plugin's own functions". Pinned here because the
// plugin is built when the module loads, so Stryker cannot measure these lines (static mutants, checked by hand).
describe('the Tercios morale plugin as bound by default', () => {
  it('is "tercios/tests" of the ruleset "tercios", with its description', () => {
    expect(terciosMoralePlugin.id).toBe('tercios/tests');
    expect(terciosMoralePlugin.ruleset).toBe('tercios');
    expect(terciosMoralePlugin.description).toBe(
      'Liber Militum: Tercios order, reaction and Impetuous tests (Discipline, one 5+), rout test (one 6 per Rout Point), commanders left alone or in the wrong place (rank, 5+)',
    );
  });

  it('plays the rules as written: a reaction test is an order test', () => {
    expect(terciosMoralePlugin).toMatchObject({
      orderTest,
      reactionTest: orderTest,
      impetuousTest,
      routTest,
      isolationTest,
      wrongPlaceTest,
    });
  });

  it('offers the six tests to `muster odds`, in this order, and cannot be changed', () => {
    expect(terciosMoralePlugin.mechanics.map((m) => m.id)).toEqual([
      'order-test',
      'reaction-test',
      'impetuous-test',
      'rout-test',
      'isolation-test',
      'wrong-place-test',
    ]);
    expect(Object.isFrozen(terciosMoralePlugin)).toBe(true);
  });

  it('a rebinding must have the six functions of the contract', () => {
    expect(TERCIOS_MORALE_CONTRACT).toEqual([
      'orderTest',
      'reactionTest',
      'impetuousTest',
      'routTest',
      'isolationTest',
      'wrongPlaceTest',
    ]);
  });
});

describe('defineTerciosMorale: the functions given, the rules as written for the rest', () => {
  it('a house rout test is the plugin\'s, and its "rout-test" mechanic calls it', () => {
    const calls: number[] = [];
    const house = defineTerciosMorale({
      id: 'house/rout-on-5',
      description: 'rout test: one 5+ per Rout Point',
      routTest: (dice, input) => {
        calls.push(input.routPoints);
        return routTest(dice, input);
      },
    });
    expect(house.id).toBe('house/rout-on-5');
    expect(house.description).toBe('rout test: one 5+ per Rout Point');
    expect(house).not.toMatchObject({ routTest });
    expect(house).toMatchObject({ orderTest, reactionTest: orderTest, impetuousTest });
    const mechanic = house.mechanics.find((m) => m.id === 'rout-test');
    if (!mechanic) throw new Error('no rout-test mechanic');
    mechanic.run(ScriptedDice.of([6, 6, 6]), { discipline: 3, 'rout-points': 2 });
    expect(calls).toEqual([2]);
  });
});
