import { enumerate, MusterError, parseParams, Rational } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { terciosMechanics } from './terciosMechanics.js';

const mechanic = (id: string) => terciosMechanics.find((m) => m.id === id)!;
const odds = (id: string, raw: Record<string, string>) => {
  const m = mechanic(id);
  const params = parseParams(m.params, raw);
  m.validate?.(params);
  return enumerate((dice) => m.run(dice, params));
};

describe('terciosMechanics (muster odds tercios ...)', () => {
  it("lists the default plugins' mechanics with their outcomes", () => {
    expect(terciosMechanics.map((m) => m.id)).toEqual([
      'shoot',
      'melee',
      'resistance-test',
      'order-test',
      'reaction-test',
      'impetuous-test',
      'rout-test',
      'isolation-test',
      'wrong-place-test',
    ]);
    expect(mechanic('shoot').outcomes).toEqual(['hits', 'wear', 'disordered', 'destroyed']);
    expect(mechanic('melee').outcomes).toEqual([
      'winner',
      'attacker-wear',
      'defender-wear',
      'defender-destroyed',
      'attacker-destroyed',
    ]);
  });

  it('order-test --discipline 3 = 19/27; --out-of-command = 5/9', () => {
    expect(
      odds('order-test', { discipline: '3' })
        .probabilityOf((o) => o.passed === 1)
        .toString(),
    ).toBe('19/27');
    expect(
      odds('order-test', { discipline: '3', 'out-of-command': 'true' })
        .probabilityOf((o) => o.passed === 1)
        .toString(),
    ).toBe('5/9');
  });

  it('impetuous-test --discipline 3: must charge when no die shows 5+ = (2/3)^3 = 8/27; --out-of-command: (2/3)^2 = 4/9', () => {
    expect(
      odds('impetuous-test', { discipline: '3' })
        .probabilityOf((o) => o['must-charge'] === 1)
        .toString(),
    ).toBe('8/27');
    expect(
      odds('impetuous-test', { discipline: '3', 'out-of-command': 'true' })
        .probabilityOf((o) => o['must-charge'] === 1)
        .toString(),
    ).toBe('4/9');
  });

  it('isolation-test --rank 2: flees with no 5+ = (2/3)^2 = 4/9; wrong-place-test --rank 2: killed 4/9, exhausted (exactly one 5+) 4/9', () => {
    expect(
      odds('isolation-test', { rank: '2' })
        .probabilityOf((o) => o.fled === 1)
        .toString(),
    ).toBe('4/9');
    const wrong = odds('wrong-place-test', { rank: '2' });
    expect(wrong.probabilityOf((o) => o.killed === 1).toString()).toBe('4/9');
    expect(wrong.probabilityOf((o) => o.exhausted === 1).toString()).toBe('4/9');
  });

  it('rout-test --discipline 5 --rout-points 2 = 763/3888', () => {
    expect(
      odds('rout-test', { discipline: '5', 'rout-points': '2' })
        .probabilityOf((o) => o.passed === 1)
        .toString(),
    ).toBe('763/3888');
  });

  it('shoot: the catalogue Tercio at the Musketeer Company at 6" gives the hand-worked odds', () => {
    const dist = odds('shoot', { shooter: 'tercio', target: 'musketeer-company', range: '6' });
    expect(dist.mean('hits').toString()).toBe('3/2');
    expect(dist.probabilityOf((o) => o.disordered === 1).toString()).toBe('7/64');
    expect(dist.probabilityOf((o) => o.destroyed === 1).toString()).toBe('125/13824');
    expect(dist.total().equals(Rational.ONE)).toBe(true);
  });

  it('shoot --target-wear and --cover change the odds as they should', () => {
    const worn = odds('shoot', { shooter: 'tercio', target: 'musketeer-company', range: '6', 'target-wear': '2' });
    // Stamina 2 reached: k Dm make k rout points on 3 dice. P(Dm = 1, 2, 3) = 15/64, 6/64, 1/64 (worked above);
    // failing: no 6 (125/216), fewer than two 6s (200/216), fewer than three (215/216).
    const expected = (15 * 125 + 6 * 200 + 1 * 215) / (64 * 216);
    expect(worn.probabilityOf((o) => o.destroyed === 1).equals(Rational.of(3290, 13824))).toBe(true);
    expect(expected).toBeCloseTo(3290 / 13824, 12);
    const cover = odds('shoot', { shooter: 'tercio', target: 'musketeer-company', range: '6', cover: 'true' });
    expect(
      cover
        .mean('wear')
        .compare(odds('shoot', { shooter: 'tercio', target: 'musketeer-company', range: '6' }).mean('wear')),
    ).toBeLessThan(0);
  });

  it('melee: distribution sums to 1; a flank charge helps the attacker', () => {
    const front = odds('melee', { attacker: 'tercio', defender: 'musketeer-company' });
    const flank = odds('melee', { attacker: 'tercio', defender: 'musketeer-company', flank: 'true' });
    expect(front.total().equals(Rational.ONE)).toBe(true);
    const win = (d: typeof front) => d.probabilityOf((o) => o.winner === 'attacker');
    expect(win(flank).compare(win(front))).toBeGreaterThan(0);
  });

  it('unknown unit ids are bad-input naming close matches', () => {
    const m = mechanic('shoot');
    const params = parseParams(m.params, { shooter: 'tercios', target: 'musketeer-company', range: '6' });
    try {
      m.validate?.(params);
      expect.unreachable();
    } catch (error) {
      expect(MusterError.is(error) && error.code).toBe('bad-input');
      expect((error as Error).message).toMatch(/tercio/);
      expect(MusterError.is(error) && error.context.path).toBe('params.shooter');
    }
  });

  it('a shot the rules forbid is bad-input (out of range)', () => {
    const m = mechanic('shoot');
    expect(() =>
      m.validate?.(parseParams(m.params, { shooter: 'tercio', target: 'musketeer-company', range: '13' })),
    ).toThrow(/out-of-range/);
  });
});

describe('plugins', () => {
  it('the combat plugin holds shoot, melee and the resistance test, the morale plugin the six tests', async () => {
    const { terciosCombatPlugin } = await import('./combat.js');
    const { terciosMoralePlugin } = await import('./morale.js');
    expect(terciosCombatPlugin.mechanics.map((m) => m.id)).toEqual(['shoot', 'melee', 'resistance-test']);
    expect(terciosMoralePlugin.mechanics.map((m) => m.id)).toEqual([
      'order-test',
      'reaction-test',
      'impetuous-test',
      'rout-test',
      'isolation-test',
      'wrong-place-test',
    ]);
  });
});
