import { enumerate, monteCarlo, MusterError, parseParams, Rational, type MechanicDefinition } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { mechanicsOf } from '@muster/core';
import { wss6mmCombatPlugin } from './combat.js';
import { wss6mmMoralePlugin } from './morale.js';
import { wss6mm } from '../ruleset.js';

// What `muster odds wss-6mm` offers with the rules as written bound.
const mechanics = mechanicsOf(wss6mm, { combat: wss6mmCombatPlugin, morale: wss6mmMoralePlugin });
const mech = (id: string): MechanicDefinition => {
  const m = mechanics.find((x) => x.id === id);
  if (!m) throw new Error(`no mechanic ${id}`);
  return m;
};
const dist = (id: string, raw: Record<string, unknown>) => {
  const m = mech(id);
  const p = parseParams(m.params, raw);
  m.validate?.(p);
  return enumerate((dice) => m.run(dice, p));
};
/** P(outcome name = value) as a fraction string. */
const p = (id: string, raw: Record<string, unknown>, name: string, value: unknown): string =>
  dist(id, raw)
    .probabilityOf((o) => o[name] === value)
    .toString();
const frac = (a: number, b: number) => Rational.of(a, b).toString();

describe('small-arms (Rulebook: Small Arms Fire)', () => {
  it('4 elements at close range with platoon fire: +4, 12 for one element, 21 for two', () => {
    // roll+4 >= 21 needs 17-20; >= 12 needs 8-16
    expect(p('small-arms', { elements: 4, range: 3, platoon: true }, 'elements', 2)).toBe(frac(4, 20));
    expect(p('small-arms', { elements: 4, range: 3, platoon: true }, 'elements', 1)).toBe(frac(9, 20));
    expect(p('small-arms', { elements: 4, range: 3, platoon: true }, 'elements', 0)).toBe(frac(7, 20));
  });
  it('5 elements beyond close range, no modifier: 18 for two, 8 for one', () => {
    expect(p('small-arms', { elements: 5, range: 5 }, 'elements', 2)).toBe(frac(3, 20));
    expect(p('small-arms', { elements: 5, range: 5 }, 'elements', 1)).toBe(frac(10, 20));
  });
  it('1 musket element needs 19 and never takes two', () => {
    expect(p('small-arms', { elements: 1, range: 6 }, 'elements', 1)).toBe(frac(2, 20));
    expect(p('small-arms', { elements: 1, range: 1 }, 'elements', 2)).toBe('0');
  });
  it('3 elements, close, battalion gun, target in column, platoon: +8 reaches 23', () => {
    expect(
      p(
        'small-arms',
        { elements: 3, range: 2, 'battalion-gun': true, 'target-column': true, platoon: true },
        'elements',
        2,
      ),
    ).toBe(frac(6, 20));
    expect(
      p(
        'small-arms',
        { elements: 3, range: 2, 'battalion-gun': true, 'target-column': true, platoon: true },
        'elements',
        1,
      ),
    ).toBe(frac(8, 20));
  });
  it('disordered firer (-3) at major fortifications (-5): 4 elements need a natural 20', () => {
    expect(
      p('small-arms', { elements: 4, range: 5, 'firer-disordered': true, 'target-fortified': 'major' }, 'elements', 1),
    ).toBe(frac(1, 20));
  });
  it('failed to charge (-2) and field fortifications (-2) stack', () => {
    // 4 elements at 4": 12 needs 16+ after -4
    expect(
      p('small-arms', { elements: 4, range: 4, 'failed-to-charge': true, 'target-fortified': 'field' }, 'elements', 1),
    ).toBe(frac(5, 20));
  });
  it('pistols: 4 elements need 12 and get no close-range bonus', () => {
    expect(p('small-arms', { elements: 4, range: 1, weapon: 'pistol' }, 'elements', 1)).toBe(frac(9, 20));
    expect(p('small-arms', { elements: 1, range: 1, weapon: 'pistol' }, 'elements', 1)).toBe(frac(3, 20));
  });
  it('refuses ranges beyond musket (6") and pistol (2") range', () => {
    expect(() => dist('small-arms', { elements: 4, range: 7 })).toThrow(MusterError);
    expect(() => dist('small-arms', { elements: 2, range: 3, weapon: 'pistol' })).toThrow(/pistol range/);
  });
});

describe('artillery (Rulebook: Artillery Fire)', () => {
  it('3 guns under 12": +2, 19 for two elements, 10 for one', () => {
    expect(p('artillery', { guns: 3, range: 10 }, 'elements', 2)).toBe(frac(4, 20));
    expect(p('artillery', { guns: 3, range: 10 }, 'elements', 1)).toBe(frac(9, 20));
  });
  it('ruling R9: exactly 12" is not close range by default; --close-inclusive makes it close', () => {
    expect(p('artillery', { guns: 3, range: 12 }, 'elements', 2)).toBe(frac(2, 20));
    expect(p('artillery', { guns: 3, range: 12, 'close-inclusive': true }, 'elements', 2)).toBe(frac(4, 20));
  });
  it('1 gun at long range needs 18; 2 guns never take two elements', () => {
    expect(p('artillery', { guns: 1, range: 30 }, 'elements', 1)).toBe(frac(3, 20));
    expect(p('artillery', { guns: 2, range: 5, 'target-column': true }, 'elements', 1)).toBe(frac(11, 20));
    expect(p('artillery', { guns: 2, range: 5, 'target-column': true }, 'elements', 2)).toBe('0');
  });
  it('target artillery (-2) in field fortifications (-2)', () => {
    expect(
      p('artillery', { guns: 3, range: 20, 'target-artillery': true, 'target-fortified': 'field' }, 'elements', 1),
    ).toBe(frac(7, 20));
    expect(
      p('artillery', { guns: 3, range: 20, 'target-artillery': true, 'target-fortified': 'field' }, 'elements', 2),
    ).toBe('0');
  });
  it('refuses ranges beyond 36"', () => {
    expect(() => dist('artillery', { guns: 1, range: 37 })).toThrow(MusterError);
  });
});

describe('melee (Rulebook: Melee > The Combat; ruling R1)', () => {
  it('S horse charging foot with 2 elements: +3, 18 for two, 8 for one', () => {
    expect(p('melee', { arm: 'horse', elements: 2, charge: 's-vs-foot' }, 'elements', 2)).toBe(frac(6, 20));
    expect(p('melee', { arm: 'horse', elements: 2, charge: 's-vs-foot' }, 'elements', 1)).toBe(frac(10, 20));
  });
  it('the printed 1d10 can never score the 2-element column without modifiers; the d20 can', () => {
    expect(p('melee', { arm: 'foot', elements: 5, die: 10 }, 'elements', 2)).toBe('0');
    expect(p('melee', { arm: 'foot', elements: 5, die: 10 }, 'elements', 1)).toBe(frac(3, 10));
    expect(p('melee', { arm: 'foot', elements: 5 }, 'elements', 2)).toBe(frac(3, 20));
  });
  it('counts beyond the printed rows use the last row (ruling R14)', () => {
    expect(p('melee', { arm: 'foot', elements: 7 }, 'elements', 1)).toBe(
      p('melee', { arm: 'foot', elements: 5 }, 'elements', 1),
    );
    expect(p('melee', { arm: 'horse', elements: 4 }, 'elements', 2)).toBe(
      p('melee', { arm: 'horse', elements: 2 }, 'elements', 2),
    );
  });
  it('every modifier: rear +4, falling back +3, disordered -2, distressed -4, fortifications -4', () => {
    // foot 4: 10 / 20. +4 +3 -2 -4 -4 = -3: 1 element on 13-19 (7), 2 on 23 impossible
    expect(
      p(
        'melee',
        {
          arm: 'foot',
          elements: 4,
          rear: true,
          'opponent-falling-back': true,
          disordered: true,
          condition: 'distressed',
          fortifications: true,
        },
        'elements',
        1,
      ),
    ).toBe(frac(8, 20));
    // flank +2, blooded -2, stationary horse +2, s-vs-pc +3 for horse 1 element (12/22): +5 -> 7+ one (10 of 7..16), 17+ two (4)
    expect(
      p(
        'melee',
        {
          arm: 'horse',
          elements: 1,
          flank: true,
          condition: 'blooded',
          'vs-stationary-horse': true,
          charge: 's-vs-pc',
        },
        'elements',
        2,
      ),
    ).toBe(frac(4, 20));
  });
});

describe('resolve (Rulebook: Resolve Test; rulings R2, R3)', () => {
  it('unmodified: 12+ okay (9/20), 2-11 disordered (10/20), 1 fall back', () => {
    expect(p('resolve', {}, 'result', 'okay')).toBe(frac(9, 20));
    expect(p('resolve', {}, 'result', 'disordered')).toBe(frac(10, 20));
    expect(p('resolve', {}, 'result', 'fall-back')).toBe(frac(1, 20));
  });
  it('ruling R3: with band-at-2 fall-back a score of 2 falls back', () => {
    expect(p('resolve', { 'band-at-2': 'fall-back' }, 'result', 'disordered')).toBe(frac(9, 20));
    expect(p('resolve', { 'band-at-2': 'fall-back' }, 'result', 'fall-back')).toBe(frac(2, 20));
  });
  it('ruling R2: a hit difference of -1 is -2 by default', () => {
    expect(p('resolve', { 'hit-difference': -1 }, 'result', 'okay')).toBe(frac(7, 20));
    expect(p('resolve', { 'hit-difference': -1, 'per-hit': 1 }, 'result', 'okay')).toBe(frac(8, 20));
  });
  it('distressed, disordered, hit in flank: -10', () => {
    expect(p('resolve', { condition: 'distressed', disordered: true, 'flank-or-rear': true }, 'result', 'okay')).toBe(
      '0',
    );
    expect(
      p('resolve', { condition: 'distressed', disordered: true, 'flank-or-rear': true }, 'result', 'disordered'),
    ).toBe(frac(9, 20));
    expect(
      p('resolve', { condition: 'distressed', disordered: true, 'flank-or-rear': true }, 'result', 'fall-back'),
    ).toBe(frac(4, 20));
    expect(p('resolve', { condition: 'distressed', disordered: true, 'flank-or-rear': true }, 'result', 'routed')).toBe(
      frac(7, 20),
    );
  });
  it('blooded -3, officer +2', () => {
    // -1: okay on 13+
    expect(p('resolve', { condition: 'blooded', officer: true }, 'result', 'okay')).toBe(frac(8, 20));
  });
});

describe('morale (Rulebook: Morale Tests; rulings R4, R7)', () => {
  it('FRESH and STEADY: +4', () => {
    expect(p('morale', {}, 'result', 'steady')).toBe(frac(14, 20));
    expect(p('morale', {}, 'result', 'disordered')).toBe(frac(4, 20));
    expect(p('morale', {}, 'result', 'fall-back')).toBe(frac(2, 20));
  });
  it('distressed, shaken (disordered), losing, a friend routing: -12; a score of 0 falls back by default', () => {
    const raw = { condition: 'distressed', order: 'disordered', melee: 'lost', 'friends-routing': 1 };
    expect(p('morale', raw, 'result', 'disordered')).toBe(frac(2, 20));
    expect(p('morale', raw, 'result', 'fall-back')).toBe(frac(7, 20));
    expect(p('morale', raw, 'result', 'routed')).toBe(frac(11, 20));
    expect(p('morale', { ...raw, 'band-at-0': 'routed' }, 'result', 'routed')).toBe(frac(12, 20));
  });
  it('won melee, enemies routing, obstacle, officer; blooded and flank', () => {
    // blooded -2, won +2, 2 enemy routing +4, obstacle +2, officer +2, flank -2, not steady (falling back) = +6
    expect(
      p(
        'morale',
        {
          condition: 'blooded',
          order: 'falling-back',
          melee: 'won',
          'enemy-routing': 2,
          obstacle: true,
          officer: true,
          'flank-or-rear': true,
        },
        'result',
        'steady',
      ),
    ).toBe(frac(16, 20));
  });
});

describe('rally (Rulebook: Rallying; ruling R8)', () => {
  it('rout 16+, pursuit 10+ (-2 fresh), fall back 14+ (+2 fresh)', () => {
    expect(p('rally', { from: 'rout' }, 'rallied', true)).toBe(frac(5, 20));
    expect(p('rally', { from: 'pursuit' }, 'rallied', true)).toBe(frac(9, 20));
    expect(p('rally', { from: 'fall-back' }, 'rallied', true)).toBe(frac(9, 20));
  });
  it('column modifiers: distressed pursuers +4; blooded fall back -2; contact and officer', () => {
    expect(p('rally', { from: 'pursuit', condition: 'distressed' }, 'rallied', true)).toBe(frac(15, 20));
    expect(p('rally', { from: 'fall-back', condition: 'blooded' }, 'rallied', true)).toBe(frac(5, 20));
    expect(
      p('rally', { from: 'rout', condition: 'distressed', 'in-contact': true, officer: true }, 'rallied', true),
    ).toBe('0');
  });
  it('ruling R8: with steady-row steady, a fresh unit not STEADY gets nothing', () => {
    expect(p('rally', { from: 'fall-back', 'steady-row': 'steady' }, 'rallied', true)).toBe(frac(7, 20));
  });
});

describe('activation and charge (Rulebook: Command and Control; Charges)', () => {
  it('activation: 3, 5, 7, 9, 11 or more on 1d20', () => {
    expect(p('activation', { rating: 'excellent' }, 'activated', true)).toBe(frac(18, 20));
    expect(p('activation', { rating: 'good' }, 'activated', true)).toBe(frac(16, 20));
    expect(p('activation', { rating: 'average' }, 'activated', true)).toBe(frac(14, 20));
    expect(p('activation', { rating: 'weak' }, 'activated', true)).toBe(frac(12, 20));
    expect(p('activation', { rating: 'poor' }, 'activated', true)).toBe(frac(10, 20));
  });
  it('charge: foot 18+, S horse 6+, P horse in Pf 8+', () => {
    expect(p('charge', { arm: 'foot' }, 'charges', true)).toBe(frac(3, 20));
    expect(p('charge', { arm: 's-horse' }, 'charges', true)).toBe(frac(15, 20));
    expect(p('charge', { arm: 'p-horse', pf: true }, 'charges', true)).toBe(frac(13, 20));
  });
  it('charge modifiers: blooded and disordered horse +6, distressed foot with officer +2-3', () => {
    expect(p('charge', { arm: 'p-horse', condition: 'blooded', disordered: true }, 'charges', true)).toBe(frac(5, 20));
    expect(p('charge', { arm: 'foot', condition: 'distressed', officer: true }, 'charges', true)).toBe(frac(4, 20));
    expect(p('charge', { arm: 's-horse', condition: 'distressed', disordered: true }, 'charges', true)).toBe(
      frac(7, 20),
    );
  });
  it('refuses DISORDERED foot and Pf for anything but P horse', () => {
    expect(() => dist('charge', { arm: 'foot', disordered: true })).toThrow(/DISORDERED foot/);
    expect(() => dist('charge', { arm: 's-horse', pf: true })).toThrow(MusterError);
  });
});

describe('move, fire-or-square, drovers', () => {
  it('horse charge: 1d6 x 2 + 2', () => {
    const d = dist('move', { arm: 'horse', mode: 'charge' });
    expect(d.probabilityOf((o) => o.inches === 14).toString()).toBe(frac(1, 6));
    expect(d.mean('inches').toString()).toBe('9');
  });
  it('march column on a road: best of 2d6 before the multiplier', () => {
    expect(p('move', { arm: 'foot', mode: 'march-column', road: true }, 'inches', 12)).toBe(frac(11, 36));
  });
  it('move and fire halves the foot die; artillery has no normal move', () => {
    expect(dist('move', { arm: 'foot', mode: 'move-and-fire' }).mean('inches').toString()).toBe('7/4');
    expect(() => dist('move', { arm: 'artillery', mode: 'move' })).toThrow(MusterError);
  });
  it('fire-or-square succeeds at or below twice the distance charged', () => {
    expect(p('fire-or-square', { distance: 4 }, 'succeeded', true)).toBe(frac(8, 20));
    expect(p('fire-or-square', { distance: 12 }, 'succeeded', true)).toBe('1');
  });
  it('drovers desert on 4 or less for any of the hits', () => {
    expect(p('drovers', { hits: 2 }, 'deserted', true)).toBe(frac(9, 25));
  });
  it('"For each hit a deployed field Artillery battery takes": a limbered battery never loses its drovers', () => {
    expect(p('drovers', { hits: 2, limbered: true }, 'deserted', true)).toBe('0');
  });
  it('a battery that has begun limbering rolls as deployed, or not with limberingDrovers=no-roll (ruling R52)', () => {
    expect(p('drovers', { hits: 2, limbering: true }, 'deserted', true)).toBe(frac(9, 25));
    const m = mech('drovers');
    const params = parseParams(m.params, { hits: 2, limbering: true });
    const noRoll = enumerate((dice) => m.run(dice, params, { limberingDrovers: 'no-roll' }));
    expect(noRoll.probabilityOf((o) => o.deserted === true).toString()).toBe('0');
    // no-roll spares only a battery that has begun limbering: one deployed and standing still still rolls.
    const standing = parseParams(m.params, { hits: 2 });
    const stillRolls = enumerate((dice) => m.run(dice, standing, { limberingDrovers: 'no-roll' }));
    expect(stillRolls.probabilityOf((o) => o.deserted === true).toString()).toBe(frac(9, 25));
  });
});

describe('control and initiative (Rulebook: Disorder; Command and Control; rulings R10, R11)', () => {
  it('control: by default a Morale test scoring STEADY; DISORDERED FRESH is +2 -2, so 11+ on the die: 1/2', () => {
    expect(p('control', { order: 'disordered' }, 'recovered', true)).toBe(frac(10, 20));
  });
  it('control as a Resolve test scoring Okay: DISORDERED -2, so 14+ on the die: 7/20', () => {
    expect(p('control', { order: 'disordered', test: 'resolve-okay' }, 'recovered', true)).toBe(frac(7, 20));
  });
  it('initiative: each side goes first half the time, ties re-rolled (sampled: re-rolls have no end to enumerate)', () => {
    const m = mech('initiative');
    const params = parseParams(m.params, {});
    expect(() => enumerate((dice) => m.run(dice, params))).toThrow(MusterError);
    const a = monteCarlo((dice) => m.run(dice, params), { trials: 4000, seed: 'initiative' })
      .marginal('first')!
      .entries.find((e) => e.value === 'A')!;
    expect(a.interval.low).toBeLessThan(0.5);
    expect(a.interval.high).toBeGreaterThan(0.5);
  });
});

describe('every mechanic', () => {
  it('has exact distributions summing to 1 and Monte Carlo agreeing within its interval', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['small-arms', { elements: 4, range: 3, platoon: true }, 'elements'],
      ['artillery', { guns: 3, range: 10 }, 'elements'],
      ['melee', { arm: 'horse', elements: 2, charge: 's-vs-foot' }, 'elements'],
    ];
    for (const [id, raw, outcome] of cases) {
      const m = mech(id);
      const params = parseParams(m.params, raw);
      const exact = enumerate((dice) => m.run(dice, params));
      expect(exact.total().toString()).toBe('1');
      const mc = monteCarlo((dice) => m.run(dice, params), { trials: 4000, seed: `mc-${id}` });
      const sampled = mc.marginal(outcome)!;
      for (const v of sampled.entries) {
        const expected = exact.probabilityOf((o) => o[outcome] === v.value).toNumber();
        expect(expected).toBeGreaterThanOrEqual(v.interval.low - 0.01);
        expect(expected).toBeLessThanOrEqual(v.interval.high + 0.01);
      }
    }
  });
  it('has unique ids and defaults that parse', () => {
    expect(new Set(mechanics.map((m) => m.id)).size).toBe(mechanics.length);
  });
});
