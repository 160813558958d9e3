// The odds audit: what `muster odds` prints says which numbers are exact and which sampled, with which interval, and
// its at-least and at-most tables agree. Worked by hand: 2d6 totals 7 or more with 21/36 = 58.33%, 6 or less with
// 15/36 = 41.67%; 3 dice needing 4+ score 0, 1, 2, 3 with 1/8, 3/8, 3/8, 1/8 (mean 3/2); d6 − d6 is 0 or more with
// 21/36, −5 with 1/36.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enumerate, exactReport, monteCarlo, sampledReport } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { formatOddsReport } from '../src/odds/formatOddsReport.js';
import { oddsCsv } from '../src/odds/oddsColumns.js';
import { cli, tempDir } from './helpers.js';

const header = { ruleset: 'dice', mechanic: 'x', params: {} };
const rowOf = (text: string, value: string) => text.split('\n').find((l) => l.split(/\s+/)[0] === value);

describe('muster odds, exact: the tables agree and the mean is exact', () => {
  it('2d6: at least 7 is 58.33%, at most 6 is 41.67%, and each row of one table is 100% less the other', async () => {
    const least = (await cli('odds', 'dice', 'sum', '--dice', '2')).stdout;
    const most = (await cli('odds', 'dice', 'sum', '--dice', '2', '--at-most')).stdout;
    expect(rowOf(least, '7')).toMatch(/^7\s+16\.67%\s+58\.33%\s+1\/6$/);
    expect(rowOf(most, '6')).toMatch(/^6\s+13\.89%\s+41\.67%\s+5\/36$/);
    const cumulative = (text: string, v: number) => Number(/\s([\d.]+)%\s+\S+$/.exec(rowOf(text, String(v))!)![1]);
    for (let v = 3; v <= 12; v++) expect(cumulative(least, v) + cumulative(most, v - 1)).toBeCloseTo(100, 9);
    expect(least).toContain('method: exact enumeration (percentages rounded; fractions exact)\n');
    expect(least).toContain('mean total: 7.0000 (exactly 7)\n');
  });

  it('3 dice needing 4+: mean 3/2, and --json carries it as a fraction', async () => {
    const text = (await cli('odds', 'dice', 'pool', '--dice', '3', '--target', '4')).stdout;
    expect(text).toContain('mean successes: 1.5000 (exactly 3/2)\n');
    const json = JSON.parse((await cli('odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--json')).stdout);
    expect(json.exactMeans).toEqual({ successes: '3/2' });
    expect(json.exact.successes).toEqual({ 0: '1/8', 1: '3/8', 2: '3/8', 3: '1/8' });
  });

  it('negative values count from the lowest: d6 − d6 is at least −5 always, at least 0 with 21/36', () => {
    const report = exactReport(
      header,
      enumerate((dice) => ({ margin: dice.d(6, 'a') - dice.d(6, 'b') })),
    );
    const text = formatOddsReport(report, 'd6 − d6');
    // Before: the rows came 0, 1, ..., 5, −1, ..., −5 (an object's whole-number keys first), and "at least 0" said 100%.
    expect(
      text
        .split('\n')
        .filter((l) => /^-?\d/.test(l))
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(['-5', '-4', '-3', '-2', '-1', '0', '1', '2', '3', '4', '5']);
    expect(rowOf(text, '-5')).toMatch(/^-5\s+2\.78%\s+100\.00%\s+1\/36$/);
    expect(rowOf(text, '0')).toMatch(/^0\s+16\.67%\s+58\.33%\s+1\/6$/);
    expect(rowOf(formatOddsReport(report, '', true), '-1')).toMatch(/^-1\s+13\.89%\s+41\.67%\s+5\/36$/);
  });

  it('halves sort by value too: d6 / 2 is at least 1 with 5/6', () => {
    const text = formatOddsReport(
      exactReport(
        header,
        enumerate((dice) => ({ half: dice.d(6, 'a') / 2 })),
      ),
      '',
    );
    expect(rowOf(text, '0.5')).toMatch(/^0\.5\s+16\.67%\s+100\.00%/);
    expect(rowOf(text, '1')).toMatch(/^1\s+16\.67%\s+83\.33%/);
  });

  it('an outcome reported on half the runs: at least its lowest value is 50%, not 100%; no mean', () => {
    const report = exactReport(
      header,
      enumerate((dice) => {
        const face = dice.d(6, 'x');
        return face >= 4 ? { wounds: face - 3 } : {};
      }),
    );
    const text = formatOddsReport(report, '');
    expect(rowOf(text, '1')).toMatch(/^1\s+16\.67%\s+50\.00%\s+1\/6$/);
    expect(rowOf(formatOddsReport(report, '', true), '3')).toMatch(/^3\s+16\.67%\s+50\.00%\s+1\/6$/);
    expect(text).not.toContain('mean wounds');
  });
});

describe('muster odds --trials: each number says which interval it carries', () => {
  it('names the seed, the methods and the level, and gives the mean its Student t interval', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--trials', '1000', '--seed', 's');
    expect(r.stdout).toContain(
      'method: Monte Carlo, 1000 trials, seed "s" (the same seed gives the same numbers; another seed, another sample)\n',
    );
    expect(r.stdout).toContain(
      'intervals: 95% Wilson score for each probability and each chance of at least a value, 95% Student t for a mean (Wilson for a yes/no)\n',
    );
    const json = JSON.parse(
      (await cli('odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--trials', '1000', '--seed', 's', '--json'))
        .stdout,
    );
    const [low, high] = json.meanIntervals.successes as [number, number];
    expect(r.stdout).toContain(
      `mean successes: ${json.means.successes.toFixed(4)} (95% Student t interval ${low.toFixed(4)} to ${high.toFixed(4)})\n`,
    );
    expect(json.intervalMethod).toEqual({
      level: 0.95,
      probabilities: 'wilson-score',
      means: 'student-t',
      yesNoMeans: 'wilson-score',
    });
  });

  it('a chance of at least (at most) a value carries its own Wilson interval, beside the probability and its own', () => {
    // Ten trials giving 1, 1, 2, 2, 2, 3, 3, 3, 3, 3: at least 2 in 8 of 10, at least 3 in 5 of 10, at least 1 in all.
    // Wilson (z = 1.959964): 8 of 10 is 0.7167 ± 0.2266 = 49.02% to 94.33%; 5 of 10 is 0.5 ± 0.2634 = 23.66% to
    // 76.34%; 10 of 10 is 72.25% to 100%. At most 1 is 2 of 10: 5.67% to 50.98%.
    const values = [1, 1, 2, 2, 2, 3, 3, 3, 3, 3];
    let t = 0;
    const report = sampledReport(
      header,
      monteCarlo(() => ({ v: values[t++ % values.length]! }), { trials: 10, seed: 's' }),
    );
    const text = formatOddsReport(report, '');
    expect(text.split('\n').find((l) => l.startsWith('v '))).toMatch(
      /^v\s+probability\s+95% interval\s+at least\s+95% interval$/,
    );
    expect(rowOf(text, '1')).toMatch(/^1\s+20\.00%\s+5\.67% – 50\.98%\s+100\.00%\s+72\.25% – 100\.00%$/);
    expect(rowOf(text, '2')).toMatch(/^2\s+30\.00%\s+10\.78% – 60\.32%\s+80\.00%\s+49\.02% – 94\.33%$/);
    expect(rowOf(text, '3')).toMatch(/^3\s+50\.00%\s+23\.66% – 76\.34%\s+50\.00%\s+23\.66% – 76\.34%$/);
    expect(rowOf(formatOddsReport(report, '', true), '1')).toMatch(/\s20\.00%\s+5\.67% – 50\.98%$/);
  });

  it('--csv of a sampled run: each probability and each at-least chance with its interval, counts said exactly', async () => {
    // The ten trials above: value 2 is 3 of 10 (10.78% to 60.32%), at least 2 is 8 of 10 (49.02% to 94.33%).
    const values = [1, 1, 2, 2, 2, 3, 3, 3, 3, 3];
    let t = 0;
    const report = sampledReport(
      header,
      monteCarlo(() => ({ v: values[t++ % values.length]! }), { trials: 10, seed: 's' }),
    );
    const csv = oddsCsv([{ label: '', report }], false).split('\n');
    expect(csv[0]).toBe(
      'outcome,value,probability,probability low,probability high,at least,at least low,at least high',
    );
    const row = csv[2]!.split(',').map((c, i) => (i < 2 ? c : Number(Number(c).toFixed(4))));
    expect(row).toEqual(['v', '2', 0.3, 0.1078, 0.6032, 0.8, 0.4902, 0.9433]);
    // 2d6 in 1000 seeded trials: at least 4 in 930 of them is 0.93, not the float sum 0.9299999999999999.
    const dice = (await cli('odds', 'dice', 'sum', '--dice', '2', '--trials', '1000', '--seed', 'x', '--csv')).stdout;
    expect(
      dice
        .split('\n')
        .find((l) => l.startsWith('total,4,'))!
        .split(',')[5],
    ).toBe('0.93');
  });

  it('one trial: no interval for the mean, in the text and as null in --json', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--trials', '1');
    expect(r.stdout).toContain('method: Monte Carlo, 1 trial, seed "muster"');
    expect(r.stdout).toMatch(/mean successes: \d\.0000 \(no interval from 1 trial\)\n/);
    const json = JSON.parse(
      (await cli('odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--trials', '1', '--json')).stdout,
    );
    expect(json.meanIntervals).toEqual({ successes: null });
  });

  it('a yes/no mean carries its Wilson interval: always yes in 10 runs is 72.25% to 100%', () => {
    const report = sampledReport(
      header,
      monteCarlo(() => ({ hit: true }), { trials: 10, seed: 's' }),
    );
    const text = formatOddsReport(report, '');
    expect(text).toContain('mean hit: 1.0000 (95% Wilson score interval 0.7225 to 1.0000)\n');
    expect(rowOf(text, 'true')).toMatch(/^true\s+100\.00%\s+72\.25% – 100\.00%$/);
  });

  it('a range of sampled columns says its intervals are not shown and where they are, and that every column has the seed', async () => {
    const dir = tempDir();
    const html = join(dir, 'odds.html');
    const r = await cli('odds', 'dice', 'pool', '--dice', '1..2', '--target', '4', '--trials', '50', '--html', html);
    expect(r.stdout).toContain(
      'method: Monte Carlo, 50 trials per column, seed "muster" (the same seed for every column; the same seed gives the same numbers; another seed, another sample)\n',
    );
    expect(r.stdout).toContain(
      'intervals: not shown here; each value of the range alone, or --json, gives the 95% Wilson',
    );
    expect(readFileSync(html, 'utf8')).toContain('Intervals: not shown here');
  });
});
