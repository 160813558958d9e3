import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { compareMatchup, findNormaliser, loadCatalogue, parseMatchup, type Matchup } from '../src/index.js';
import { mechanicsOf } from './helpers.js';

const catalogue = loadCatalogue();
const byId = (id: string): Matchup => catalogue.find((m) => m.id === id)!;
const column = (id: string, ruleset: string, options = {}) =>
  compareMatchup(byId(id), mechanicsOf, options).columns.find((c) => c.ruleset === ruleset)!;

describe('the matchup catalogue', () => {
  it('holds every situation of the issue, each mapped into the three miniatures rulesets', () => {
    const ids = catalogue.map((m) => m.id);
    for (const id of [
      'pike-charged-by-heavy-cavalry-front',
      'pike-charged-by-heavy-cavalry-flank',
      'musket-volley-close',
      'musket-volley-long',
      'artillery-long-range-on-dense-block',
      'cavalry-against-cavalry',
      'shot-against-shot',
      'worn-unit-morale',
    ]) {
      expect(ids).toContain(id);
      expect(
        byId(id)
          .mappings.map((m) => m.ruleset)
          .sort(),
      ).toEqual(['sword-and-pike', 'tercios', 'wss-6mm']);
      expect(byId(id).notApplicable.map((n) => n.ruleset)).toEqual(['tacmento']);
    }
  });

  it('every mapping runs in its ruleset (parameters valid, normaliser known)', () => {
    for (const m of catalogue)
      expect(() => compareMatchup(m, mechanicsOf, { method: 'monte-carlo', trials: 50 })).not.toThrow();
  });

  it('refuses a mapping with an unknown normaliser, naming the field path', () => {
    const bad = structuredClone(byId('musket-volley-close')) as Record<string, unknown> & {
      mappings: { normaliser: string }[];
    };
    bad.mappings[1]!.normaliser = 'tercios/shoot';
    try {
      parseMatchup(bad, 'mine.json');
      expect.unreachable();
    } catch (error) {
      expect(MusterError.is(error)).toBe(true);
      expect((error as MusterError).toUserLine()).toMatch(/^mine\.json: mappings\[1\]\.normaliser: /);
    }
  });

  it('refuses a wrong format with the field path', () => {
    try {
      parseMatchup({ ...byId('shot-against-shot'), format: 'muster-game' }, 'x.json');
      expect.unreachable();
    } catch (error) {
      expect((error as MusterError).toUserLine()).toMatch(/^x\.json: format: .*muster-matchup/);
    }
  });
});

describe('normalisers against hand-computed values', () => {
  it('Tercios rout test, Discipline 5 and one Rout Point: breaks when no die of 5 shows a 6: (5/6)^5', () => {
    const c = column('worn-unit-morale', 'tercios');
    expect(c.method).toBe('exact');
    expect(c.metrics.breaks!.exact).toBe('3125/7776');
    expect(c.metrics.attackerWins).toBeNull();
  });

  it('Sword and Pike: 10 arquebusiers at short range on Class I hit on 1-5 of a D20: 10 x 1/4 = 2.5 of 20 figures = 1/8', () => {
    const c = column('musket-volley-close', 'sword-and-pike');
    expect(c.metrics.losses!.exact).toBe('1/8');
    expect(c.lossesAtLeast![0]).toBe(1);
    expect(c.lossesAtLeast![1]).toBeCloseTo(1 - 0.75 ** 10, 12);
  });

  it('Sword and Pike morale, rating 3 standing with a stand lost: D6+3 → rout on 4 (1/6), fall back on 5 (1/6)', () => {
    const c = column('worn-unit-morale', 'sword-and-pike');
    expect(c.metrics.breaks!.exact).toBe('1/6');
    expect(c.metrics.disorder!.exact).toBe('1/6');
  });

  it('WSS 6mm: 5 firing elements, 1 element on 8+, 2 on 18+ of a D20; close range +2', () => {
    // long: P(2) = 3/20, P(1) = 10/20 → 16/20 elements of 10 = 2/25; close: P(2) = 5/20, P(1) = 10/20 → 1 of 10
    expect(column('musket-volley-long', 'wss-6mm').metrics.losses!.exact).toBe('2/25');
    expect(column('musket-volley-close', 'wss-6mm').metrics.losses!.exact).toBe('1/10');
  });

  it('WSS 6mm melee: the attacker wins only by inflicting more element losses than the versus roll', () => {
    const n = findNormaliser('wss-6mm/melee')!;
    expect(n.normalise({ elements: 2 }, { elements: 1 }, 10)).toEqual({ attackerWins: 1, lost: 2 });
    expect(n.normalise({ elements: 1 }, { elements: 1 }, 10)).toEqual({ attackerWins: 0, lost: 1 });
    expect(n.normalise({ elements: 12 }, { elements: 0 }, 10).lost).toBe(10);
  });

  it('Tercios shooting: losses are wear over Stamina; the shot of a Musketeer Company at a Tercio', () => {
    const c = column('musket-volley-close', 'tercios');
    expect(c.method).toBe('exact');
    // the wear marginal of `muster odds tercios shoot` (0: 99/128, 1: 21/128, 2: 7/128, 3: 1/128) over Stamina 5
    expect(c.metrics.losses!.exact).toBe(`${21 + 14 + 3}/${128 * 5}`.replace('38/640', '19/320'));
    expect(c.metrics.disorder!.exact).toBe('7/128');
  });

  it('Monte Carlo agrees with exact within its interval, and says so per cell', () => {
    const exact = column('musket-volley-close', 'sword-and-pike');
    const mc = column('musket-volley-close', 'sword-and-pike', { method: 'monte-carlo', trials: 20000, seed: 's' });
    expect(mc.method).toBe('monte-carlo');
    const [lo, hi] = mc.metrics.losses!.interval!;
    // within 1.5 interval widths (about 6 standard errors): a real disagreement, not chance, fails
    expect(Math.abs(mc.metrics.losses!.value - exact.metrics.losses!.value)).toBeLessThan(1.5 * (hi - lo));
    expect(hi - lo).toBeLessThan(0.01);
  });

  it('auto falls back to Monte Carlo where enumeration is too large, and --exact refuses instead', () => {
    const auto = compareMatchup(byId('pike-charged-by-heavy-cavalry-front'), mechanicsOf, {
      maxLeaves: 20,
      trials: 500,
    });
    const tercios = auto.columns.find((c) => c.ruleset === 'tercios')!;
    expect(tercios.method).toBe('monte-carlo');
    expect(tercios.trials).toBe(500);
    expect(tercios.metrics.attackerWins!.interval).toHaveLength(2);
    expect(() =>
      compareMatchup(byId('pike-charged-by-heavy-cavalry-front'), mechanicsOf, { method: 'exact', maxLeaves: 20 }),
    ).toThrow(/too many roll combinations.*--trials/);
  });
});
