import { enumerate, parseParams, Rational } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { mechanic } from './__fixtures__/mechanic.js';

/** The exact probability of each value of an outcome of an odds mechanic. */
function odds(id: string, raw: Record<string, unknown>, outcome: string): Record<string, string> {
  const m = mechanic(id);
  const params = parseParams(m.params, raw);
  m.validate?.(params);
  const d = enumerate((dice) => m.run(dice, params));
  return Object.fromEntries(d.marginal(outcome).entries.map((e) => [String(e.value), e.probability.toString()]));
}

describe("the morale odds take every input of the battle's check (MORALE; ruling R32)", () => {
  it('evasion in field works (+1): D6 + 4 evades on 2-6, caught on a 1', () => {
    expect(odds('evasion', { rating: 3, fortified: true }, 'outcome')).toEqual({ caught: '1/6', evades: '5/6' });
  });

  it('evasion at the first check rolls the Initial Morale Chart first: Light Horse evade 2/3 of the time', () => {
    // Lighter mounted: 2, 3, 3, 3, 3, 4; evading needs D6 + morale >= 6: (1/6)(3/6) + (4/6)(4/6) + (1/6)(5/6) = 2/3.
    const evades = odds('evasion', { troop: 'light-horse', initial: true }, 'outcome').evades;
    expect(Rational.parse(evades!).equals(Rational.of(2, 3))).toBe(true);
  });

  it('standing against a charge from the rear: -1, and any failure routs (Rear Attacks)', () => {
    // D6 + 3 - 1: 6 or more carries on (a 4+ on the die); 5 and 4, which fall back from the front, rout.
    expect(odds('morale', { troop: 'halberdiers', rating: 3, rear: true, situation: 'standing' }, 'result')).toEqual({
      'carry-on': '1/2',
      rout: '1/2',
    });
    expect(odds('morale', { troop: 'halberdiers', rating: 3, situation: 'standing' }, 'result')).toEqual({
      'carry-on': '2/3',
      'fall-back': '1/6',
      rout: '1/6',
    });
  });

  it('reads pass/fail (rally, Spent, disorder) with the permanent alterations: 6 or more passes', () => {
    // D6 + 3 - 1 (routed once): passes on a 4+.
    expect(
      odds('morale', { troop: 'arquebusiers', rating: 3, 'morale-shift': -1, situation: 'pass-fail' }, 'result'),
    ).toEqual({ failed: '1/2', passed: '1/2' });
  });
});
