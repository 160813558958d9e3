import { enumerate, parseParams, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { terciosMoralePlugin } from './morale.js';

// `muster odds tercios <test>`: each parameter is mapped onto the situation a battle builds for the plugin's
// test (OrderTestInput, RoutTestInput, ...), so the odds move as the rule says. Rulebook: Order Cards >
// Testing Orders; Reactions; Shooting > Rout Test; Command > Commanders and Losses.
const mechanic = (id: string) => terciosMoralePlugin.mechanics.find((m) => m.id === id)!;
const chance = (id: string, raw: Record<string, string>, outcome: string) => {
  const m = mechanic(id);
  const params = parseParams(m.params, raw);
  return enumerate((dice) => m.run(dice, params))
    .probabilityOf((o) => o[outcome] === 1)
    .toString();
};

describe('muster odds tercios reaction-test', () => {
  it('against-flank-charge: "a penalty (-) to Discipline" against a flank charge: 3 dice become 2 (5/9)', () => {
    expect(chance('reaction-test', { discipline: '3' }, 'passed')).toBe('19/27');
    expect(chance('reaction-test', { discipline: '3', 'against-flank-charge': 'true' }, 'passed')).toBe('5/9');
  });

  it('out-of-command: Discipline - (5/9); a fresh unit still tests its reaction', () => {
    expect(chance('reaction-test', { discipline: '3', 'out-of-command': 'true' }, 'passed')).toBe('5/9');
  });

  it('Evasion: the bonus is against an infantry charge only; a cavalry charge (the default) gives none', () => {
    const evade = { discipline: '3', reaction: 'evasion', 'evasion-rule': 'true' };
    expect(chance('reaction-test', { ...evade, charger: 'cavalry' }, 'passed')).toBe('19/27');
    expect(chance('reaction-test', { ...evade, charger: 'infantry' }, 'passed')).toBe('65/81');
    // Without the Evasion rule, evading an infantry charge has no bonus.
    expect(chance('reaction-test', { discipline: '3', reaction: 'evasion', charger: 'infantry' }, 'passed')).toBe(
      '19/27',
    );
  });

  it('an Aggressive charger costs Discipline only to a unit that evades, not to one that resists', () => {
    expect(chance('reaction-test', { discipline: '3', 'charger-aggressive': 'true' }, 'passed')).toBe('19/27');
  });
});

describe('muster odds tercios order-test, impetuous-test, rout-test', () => {
  it('order-test: the unit has Dm, so it rolls: Discipline 1 passes on a 5+ (1/3)', () => {
    expect(chance('order-test', { discipline: '1' }, 'passed')).toBe('1/3');
  });

  // Ruling Command in Brevis Editio: Brevis's order test is "D6 equal to its Discipline value", no command radius.
  it('order-test out of command: Discipline 3- rolls 2 dice (5/9); 3 dice (19/27) with edition brevis-editio', () => {
    const m = mechanic('order-test');
    const params = parseParams(m.params, { discipline: '3', 'out-of-command': 'true' });
    const passed = (game?: Record<string, unknown>) =>
      enumerate((dice) => m.run(dice, params, game))
        .probabilityOf((o) => o.passed === 1)
        .toString();
    expect(passed()).toBe('5/9');
    expect(passed({ edition: 'brevis-editio' })).toBe('19/27');
    expect(passed({ edition: 'brevis-editio', commanders: 'on-table' })).toBe('5/9');
  });

  it('impetuous-test: a fresh Impetuous unit that could charge: Discipline 1, no 5+ (2/3) and it must charge', () => {
    expect(chance('impetuous-test', { discipline: '1' }, 'must-charge')).toBe('2/3');
  });

  it('rout-test: one Rout Point on 1 die of original Discipline: 1/6', () => {
    expect(chance('rout-test', { discipline: '1', 'rout-points': '1' }, 'passed')).toBe('1/6');
  });

  it('rout-test rolls for "The unit", its original Discipline in D6', () => {
    const m = mechanic('rout-test');
    const purposes: string[] = [];
    const dice = ScriptedDice.of([6, 1], (roll) => purposes.push(roll.purpose));
    expect(m.run(dice, parseParams(m.params, { discipline: '2', 'rout-points': '1' }))).toEqual({ passed: 1 });
    expect(purposes).toEqual(['The unit rout test: 2d6 needing 1 six(es)']);
  });
});

describe('muster odds tercios isolation-test and wrong-place-test', () => {
  it('isolation-test --rank 1: flees with no 5+ (2/3), exhausted with exactly one (1/3)', () => {
    expect(chance('isolation-test', { rank: '1' }, 'fled')).toBe('2/3');
    expect(chance('isolation-test', { rank: '1' }, 'exhausted')).toBe('1/3');
  });

  it('wrong-place-test --rank 1: killed with no 5+ (2/3), exhausted with exactly one (1/3)', () => {
    expect(chance('wrong-place-test', { rank: '1' }, 'killed')).toBe('2/3');
    expect(chance('wrong-place-test', { rank: '1' }, 'exhausted')).toBe('1/3');
  });
});
