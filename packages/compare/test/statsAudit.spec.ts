import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '@muster/core';
import type { AbHeader } from '../src/ab/AbBatch.js';
import { pairedProportionDifference, unpairedDifference, welchDf } from '../src/ab/pairedStats.js';
import { summariseAb } from '../src/ab/summariseAb.js';
import type { BattleRecord } from '../src/batch/BattleRecord.js';
import { summarise } from '../src/batch/summarise.js';
import { t95 } from '@muster/core';
import type { Comparison } from '../src/engine/compareMatchup.js';
import { abHtml, formatAb } from '../src/report/abReport.js';
import { formatComparison } from '../src/report/formatComparison.js';
import { batchHtml, formatBatch } from '../src/report/batchReport.js';

// An audit of the statistics `muster simulate`, `muster ab` and `muster merge` print, each with a worked example
// checked by hand (reference values from scipy.stats 1.17 where noted).

const record = (
  index: number,
  winner: string | null,
  turns = 3,
  error?: string,
  points = { A: 0, B: 0 },
): BattleRecord => ({
  index,
  winner,
  victory: 'v',
  turns,
  points,
  first: 'A',
  decisions: 1,
  dice: 0,
  ...(error ? { error } : {}),
});
const abHeader = (battles: number): AbHeader => ({
  ruleset: 'tacmento',
  rulesetVersion: '0.1.0',
  seed: 's',
  battles,
  bots: ['competent', 'competent'],
  a: { name: 'rules as written', plugins: {}, options: {} },
  b: { name: 'house', plugins: {}, options: { x: 1 } },
});
/** Battles won by A where `wins` has a 1, else by B. */
const byWins = (wins: readonly number[]) => wins.map((w, i) => record(i, w ? 'A' : 'B'));

describe('the unpaired difference is a Welch t interval: Welch–Satterthwaite degrees of freedom', () => {
  // Welch (1947), Satterthwaite (1946): with unequal variances the standard error √(s_a²/n_a + s_b²/n_b) is
  // referred to t with ν = (s_a²/n_a + s_b²/n_b)² / ((s_a²/n_a)²/(n_a − 1) + (s_b²/n_b)²/(n_b − 1)), not
  // n_a + n_b − 2 (that is the pooled-variance test's, which uses a different standard error).
  it('a = 0,0,0,0,0 and b = 0,1,0,1,1: ν = 4, not 8, and the interval reaches below 0', () => {
    // s_a² = 0, s_b² = 1.2/4 = 0.3: SE = √(0.3/5) = 0.244949; ν = 0.06² / (0.06²/4) = 4.
    // 0.6 ± t(0.975, 4) · 0.244949 = 0.6 ± 2.776445 · 0.244949 = [−0.080087, 1.280087]
    // (scipy.stats.ttest_ind(b, a, equal_var=False).confidence_interval()). The old ν = 8 gave
    // 0.6 ± 2.306004 · 0.244949 = [0.035147, 1.164853]: a "difference" whose interval excludes 0.
    expect(welchDf([0, 0, 0, 0, 0], [0, 1, 0, 1, 1])).toBeCloseTo(4, 12);
    const d = unpairedDifference([0, 0, 0, 0, 0], [0, 1, 0, 1, 1]);
    expect(d.value).toBeCloseTo(0.6, 12);
    expect(d.low).toBeCloseTo(-0.080087, 5);
    expect(d.high).toBeCloseTo(1.280087, 5);
  });

  it('a = 0,1,0,1,1 and b = 1,1,1,1,0: ν = 0.01/0.0013 = 7.6923 (scipy: [−0.534331, 0.934331])', () => {
    // s_a²/5 = 0.06, s_b²/5 = 0.04: ν = 0.1² / (0.06²/4 + 0.04²/4) = 7.692308
    expect(welchDf([0, 1, 0, 1, 1], [1, 1, 1, 1, 0])).toBeCloseTo(7.692308, 5);
    const d = unpairedDifference([0, 1, 0, 1, 1], [1, 1, 1, 1, 0]);
    expect(d.low).toBeCloseTo(-0.534331, 3);
    expect(d.high).toBeCloseTo(0.934331, 3);
  });

  it('no spread in either sample: a zero-width interval, never NaN', () => {
    expect(unpairedDifference([1, 1], [0, 0])).toEqual({ value: -1, low: -1, high: -1 });
  });

  it("t95 of a fractional ν (core's): finite, never below the exact quantile, within 0.5% of it from 2 df", () => {
    // scipy's t.ppf(0.975, ν): 4.5 → 2.658912, 5.5 → 2.501859, 7.692308 → 2.322159 (this file's Welch example).
    for (const [df, exact] of [
      [4.5, 2.658912],
      [5.5, 2.501859],
      [7.692308, 2.322159],
    ] as const) {
      expect(t95(df)).toBeGreaterThanOrEqual(exact);
      expect(t95(df)).toBeLessThan(exact * 1.005);
    }
  });
});

describe('the paired win-rate difference has a Newcombe score interval (zero discordant pairs is not certainty)', () => {
  // Newcombe (1998), "Improved confidence intervals for the difference between binomial proportions based on
  // paired data", Stat. Med. 17:2635–2650, method 10: the Wilson intervals of both rates and the continuity-
  // corrected φ. The Student-t (Wald) interval of 0/±1 differences has zero width with no discordant pair.
  it('10 pairs, A won 5 in both and lost 5 in both: Wald says [0, 0], Newcombe ±0.1666', () => {
    // p1 = p2 = 0.5, Wilson(5, 10) = [0.236593, 0.763407]; B = 5·5 − 0 = 25 > n/2, C = 25 − 5 = 20,
    // φ = 20/√(5⁴) = 0.8; δ = √(0.263407² (2 − 1.6)) = 0.166593.
    const a = [1, 1, 1, 1, 1, 0, 0, 0, 0, 0];
    const d = pairedProportionDifference(a, a);
    expect(d.value).toBe(0);
    expect(d.low).toBeCloseTo(-0.166593, 5);
    expect(d.high).toBeCloseTo(0.166593, 5);
  });

  it('the data of Altman et al. (2000) table 6.2 (14 both, 5 first only, 0 second only, 22 neither): 0.1220 (0.0115 to 0.2265)', () => {
    // The example biostatUZH::confIntPairedProportion documents; the limits here were computed by its formula
    // (B = 14·22 − 0 = 308 > 20.5, C = 287.5, φ = 287.5/√(19·22·14·27) = 0.723276), in Python, not read
    // from the book.
    const first = [...Array<number>(19).fill(1), ...Array<number>(22).fill(0)];
    const second = [...Array<number>(14).fill(1), ...Array<number>(5).fill(0), ...Array<number>(22).fill(0)];
    const d = pairedProportionDifference(second, first); // b − a = first − second
    expect(d.value).toBeCloseTo(5 / 41, 12);
    expect(d.low).toBeCloseTo(0.011483, 5);
    expect(d.high).toBeCloseTo(0.226493, 5);
  });

  it('a = 0,1,0,1,1 and b = 1,1,1,1,0 (2 both, 2 under b only, 1 under a only): 0.2 (−0.398142 to 0.661050)', () => {
    const d = pairedProportionDifference([0, 1, 0, 1, 1], [1, 1, 1, 1, 0]);
    expect(d.value).toBeCloseTo(0.2, 12);
    expect(d.low).toBeCloseTo(-0.398142, 5);
    expect(d.high).toBeCloseTo(0.66105, 5);
  });

  it('one pair is enough for a score interval; none gives none', () => {
    // n = 1, b won, a did not: p1 = 1, p2 = 0, Wilson(1, 1) = [0.206549, 1], Wilson(0, 1) = [0, 0.793451], φ = 0
    const d = pairedProportionDifference([0], [1]);
    expect(d.value).toBe(1);
    expect(d.low).toBeCloseTo(1 - Math.hypot(1 - wilsonInterval(1, 1).low, wilsonInterval(0, 1).high), 12);
    expect(d.high).toBe(1);
    expect(pairedProportionDifference([], [])).toEqual({ value: 0, low: null, high: null });
  });
});

describe('summariseAb at the edges', () => {
  it('a side that never won has the Wilson interval of 0 of n, not [0, 0]', () => {
    // Side A never scores and never wins: 0 of 4 finished battles, Wilson 95% [0, 3.8415/7.8415] = [0, 0.489891]
    const noA = [0, 1, 2, 3].map((i) => ({ ...record(i, 'B'), points: { B: 1 } }));
    const s = summariseAb(abHeader(4), { a: noA, b: noA });
    expect(s.a.wins.A.interval[1]).toBeCloseTo(0.489891, 5);
    expect(s.a.wins.A).toEqual({ count: 0, of: 4, rate: 0, interval: [0, wilsonInterval(0, 4).high] });
  });

  it('every battle failed: no win rate is known, its interval is [0, 1] as the draws', () => {
    const failed = [0, 1].map((i) => record(i, null, 0, 'boom'));
    const s = summariseAb(abHeader(2), { a: failed, b: failed });
    expect(s.a.wins.A.interval).toEqual([0, 1]);
    expect(s.a.wins.B.interval).toEqual([0, 1]);
    expect(s.paired.pairs).toBe(0);
    const text = formatAb(s);
    expect(text).toContain('no pair of finished battles');
    expect(text).toMatch(/side A wins +n\/a +n\/a/);
    expect(text).toMatch(/mean turns +n\/a +n\/a/);
    // No pair: no chart of a difference of 0 that was never measured
    expect(abHtml(s)).not.toContain('Side A win rate, b − a');
    expect(abHtml(s)).toContain('No pair of finished battles');
    expect(text).not.toMatch(/side A win rate +\+0\.0 pts/);
  });

  it('win-rate differences are clamped to [−1, 1], the range a difference of two rates can take', () => {
    // a: A never wins; b: A wins 3 of 5. Paired d = 0,1,0,1,1 and unpaired (Welch ν = 4) both give 0.6 ± 0.680087.
    const s = summariseAb(abHeader(5), { a: byWins([0, 0, 0, 0, 0]), b: byWins([0, 1, 0, 1, 1]) });
    expect(s.paired.winRateDifferenceA.high).toBe(1);
    expect(s.paired.winRateDifferenceA.low).toBeCloseTo(0.6 - 2.776445 * Math.sqrt(0.3 / 5), 5);
    expect(s.paired.unpairedWinRateDifferenceA.high).toBe(1);
    expect(s.paired.unpairedWinRateDifferenceA.low).toBeCloseTo(-0.080087, 5);
    // McNemar: 0 under a only, 3 under b only: p = 2 · (1/2)³ = 0.25
    expect(s.paired.mcnemarP).toBe(0.25);
    expect(s.paired.winRateDifferenceAScore.value).toBeCloseTo(0.6, 12);
  });

  it('the text names its methods: Newcombe, Student t, Welch, two-sided exact McNemar', () => {
    const s = summariseAb(abHeader(5), { a: byWins([0, 1, 0, 1, 1]), b: byWins([1, 1, 1, 1, 0]) });
    const text = formatAb(s);
    expect(text).toContain('side A win rate  +20.0 pts (95% Newcombe score −39.8 to +66.1)');
    expect(text).toMatch(/paired t −[\d.]+ to \+[\d.]+; unpaired \(Welch t\) −53\.[\d] to \+93\.[\d]/);
    expect(text).toMatch(/McNemar exact, two-sided +p = 1\.000/);
  });

  it('one pair: no unpaired interval is printed as if it were one', () => {
    const s = summariseAb(abHeader(1), { a: byWins([0]), b: byWins([1]) });
    expect(formatAb(s)).not.toMatch(/unpaired interval would be \+100\.0 pts/);
  });
});

describe('the batch report says which interval each figure has', () => {
  const header = { ruleset: 'tacmento', rulesetVersion: '0.1.0', seed: 's', battles: 4, bots: ['x', 'y'] as const };
  const s = summarise({ ...header, bots: [...header.bots] }, [
    record(0, 'A', 3),
    record(1, 'B', 4),
    record(2, 'A', 5),
    record(3, null, 4),
  ]);

  it('text: Wilson score for rates, Student t for means', () => {
    expect(formatBatch(s)).toMatch(
      /95% intervals: Wilson score for rates \(of 4 finished battles; .*\), Student t for means/,
    );
  });

  it('every battle failed: no rate or mean is printed as if it were 0 (0 of 0 is no figure)', () => {
    const none = summarise({ ...header, battles: 2, bots: [...header.bots] }, [
      record(0, null, 0, 'boom'),
      record(1, null, 0, 'boom'),
    ]);
    const text = formatBatch(none);
    expect(text).toContain('no battle finished: no figures');
    expect(text).not.toMatch(/draws +0\.0%|mean 0\.00/);
    expect(text).toContain('NOT FINISHED    2 battles');
  });

  it('HTML: it does not call the Student-t intervals of turns and margins Wilson intervals', () => {
    const html = batchHtml(s);
    expect(html).not.toContain('Intervals are 95% Wilson intervals.');
    expect(html).toMatch(/Wilson score/);
    expect(html).toMatch(/Student t/);
  });

  it('HTML losses: the means have Student t intervals (meanWithInterval), not a normal approximation', () => {
    const loss = (lost: number) => [{ unit: 'u', side: 'A', type: 'pike', lost, of: 4, gone: lost === 4 }];
    const withLosses = summarise({ ...header, battles: 2, bots: [...header.bots] }, [
      { ...record(0, 'A'), losses: loss(1) },
      { ...record(1, 'B'), losses: loss(4) },
    ]);
    // Two battles, shares 0.25 and 1: mean 0.625 ± t(0.975, 1) · 0.53033/√2 = 0.625 ± 4.7648, cut to [0, 1]
    expect(withLosses.losses!.byType[0]!.casualties).toEqual({ mean: 0.625, interval: [0, 1] });
    const html = batchHtml(withLosses);
    expect(html).not.toContain('normal approximation');
    expect(html).toContain('95% Student t intervals over battles');
  });
});

describe('first-mover advantage and the comparison table, read honestly', () => {
  it("when one side always moved first, the text says the first-mover figure is that side's share too", () => {
    // A moved first in all 4 battles and won 2 of the 3 decided: "first mover won 66.7%" is also "A won 66.7%
    // of the decided battles"; the batch cannot tell moving first from being side A.
    const s = summarise({ ruleset: 't', rulesetVersion: '1', seed: 's', battles: 4, bots: ['x', 'y'] }, [
      record(0, 'A'),
      record(1, 'B'),
      record(2, 'A'),
      record(3, null),
    ]);
    expect(s.firstMover).toMatchObject({ count: 2, of: 3, bySide: { A: 4, B: 0 } });
    expect(formatBatch(s)).toContain("A moved first in every battle: this is also A's share of the decided battles");
    const mixed = summarise({ ruleset: 't', rulesetVersion: '1', seed: 's', battles: 2, bots: ['x', 'y'] }, [
      record(0, 'A'),
      { ...record(1, 'A'), first: 'B' },
    ]);
    expect(formatBatch(mixed)).not.toContain('moved first in every battle');
  });

  it('a sampled cell prints its interval, not ± half its width (a Wilson interval near 0 is not symmetric)', () => {
    // 1 success in 1000 trials: Wilson 95% [0.000177, 0.005631]; "0.1% ±0.3" would read as −0.2%…0.4%.
    const w = wilsonInterval(1, 1000);
    const comparison: Comparison = {
      matchup: 'm',
      title: 't',
      situation: 's',
      attacker: 'a',
      target: 'b',
      notApplicable: [],
      columns: [
        {
          ruleset: 'r',
          attacker: 'a',
          target: 'b',
          mechanic: 'x',
          params: {},
          command: 'muster odds r x',
          method: 'monte-carlo',
          trials: 1000,
          seed: 'muster/r',
          normaliser: 'n',
          targetSize: 1,
          sizeUnit: 'u',
          metrics: {
            attackerWins: { value: 0.001, interval: [w.low, w.high] },
            losses: null,
            breaks: null,
            disorder: null,
          },
          lossesAtLeast: null,
          caveats: [],
        },
      ],
    };
    const text = formatComparison(comparison);
    expect(text).toContain('0.1% (0.0–0.6)');
    expect(text).not.toContain('±');
    expect(text).toContain('95% interval');
  });
});

describe('the points margin', () => {
  it('is |A − B| with a side that never scored counted as 0, as chooseBattles reads it', () => {
    // Side A neither scores nor wins: sides = [B]; the margin of B 3, A (absent) 0 is 3, not |B − B| = 0.
    const s = summarise({ ruleset: 't', rulesetVersion: '1', seed: 's', battles: 2, bots: ['x', 'y'] }, [
      record(0, 'B', 3, undefined, { B: 3 } as never),
      record(1, 'B', 3, undefined, { B: 1 } as never),
    ]);
    expect(s.sides).toEqual(['B']);
    expect(s.margin.mean).toBe(2);
    expect(s.margin.distribution).toEqual({ '1': 1, '3': 1 });
  });
});
