// Issue 24, "Odds like the calculators people use": a parameter given as a range prints one column per
// value; --at-most besides at least; --csv; --html with a chart. Exact values worked by hand: a pool of
// n dice hitting on 4+ (p = 1/2) has P(at least 1 success) = 1 − (1/2)^n.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, expectRefused, tempDir } from './helpers.js';

describe('muster odds with a range (24)', () => {
  it('prints one column per value: P(at least 1 success) = 1 − (1/2)^n for n = 1..3', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice', '1..3', '--target', '4');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('successes  --dice 1  --dice 2  --dice 3\n');
    expect(r.stdout).toContain('\n1            50.00%    75.00%    87.50%\n');
    expect(r.stdout).toContain('\n3             0.00%     0.00%    12.50%\n');
    expect(r.stdout).toContain('\nmean         0.5000    1.0000    1.5000\n');
  });

  it('--at-most gives the chance of at most each value: P(at most 0) = (1/2)^n', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice=1..3', '--target', '4', '--at-most');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('the chance of at most each value, by --dice');
    expect(r.stdout).toContain('\n0            50.00%    25.00%    12.50%\n');
    expect(r.stdout).toContain('\n3           100.00%   100.00%   100.00%\n');
  });

  it('--json gives every report, in the order of the range', async () => {
    const r = await cli('odds', 'dice', 'sum', '--dice', '1..2', '--sides', '2', '--json');
    const json = JSON.parse(r.stdout) as { range: unknown; reports: { exact: { total: unknown } }[] };
    expect(json.range).toEqual({ param: 'dice', values: [1, 2] });
    expect(json.reports.map((x) => x.exact.total)).toEqual([
      { 1: '1/2', 2: '1/2' },
      { 2: '1/4', 3: '1/2', 4: '1/4' },
    ]);
  });

  it('--csv is the same table, one column per value', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice', '1..2', '--target', '4', '--csv');
    expect(r.stdout).toBe(
      'outcome,value,--dice 1,--dice 2\nsuccesses,0,1,1\nsuccesses,1,0.5,0.75\nsuccesses,2,0,0.25\n',
    );
  });

  it('--csv of a range says each chance as the exact sum, as one report does: at least 1 on 1d6 is 1, not 0.9999999999999999', async () => {
    // Sums of 1 to 3 dice: at least 1 is certain for each; at least 2 on one die is 5/6; at least 12 on 3d6 is
    // 81/216 = 0.375 (the float sum of the probabilities said 0.37500000000000006).
    const r = await cli('odds', 'dice', 'sum', '--dice', '1..3', '--csv');
    const rows = r.stdout.split('\n');
    expect(rows).toContain('total,1,1,1,1');
    expect(rows).toContain(`total,2,${5 / 6},1,1`);
    expect(rows.find((l) => l.startsWith('total,12,'))).toBe(`total,12,0,${1 / 36},0.375`);
  });

  it('--csv of one report: probability and at most', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice', '2', '--target', '4', '--csv', '--at-most');
    expect(r.stdout).toBe(
      'outcome,value,probability,at most\nsuccesses,0,0.25,0.25\nsuccesses,1,0.5,0.75\nsuccesses,2,0.25,1\n',
    );
  });

  it('one report in text shows at most instead of at least with --at-most', async () => {
    const r = await cli('odds', 'dice', 'pool', '--dice', '2', '--target', '4', '--at-most');
    expect(r.stdout).toContain('successes  probability  at most  exact\n');
    expect(r.stdout).toContain('\n1               50.00%   75.00%    1/2\n');
  });

  it('--html writes a page with an SVG chart and the table, and says where', async () => {
    const file = join(tempDir(), 'pool.html');
    const r = await cli('odds', 'dice', 'pool', '--dice', '1..3', '--target', '4', '--html', file);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(`wrote ${file}\n`);
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/<svg [^>]*aria-label="successes: the chance of at least each value"/);
    expect(html).toContain('<td>87.50%</td>');
  });

  it.each([
    ['a range high to low', ['--dice', '3..1'], 'is not a range of whole numbers low..high'],
    ['a range of more than 50 values', ['--dice', '1..51'], 'at most 50 values'],
    ['two ranges', ['--dice', '1..2', '--target', '3..4'], 'only one parameter may be a range'],
  ])('refuses %s (exit 2)', async (_what, args, says) => {
    expectRefused(await cli('odds', 'dice', 'pool', ...args), says);
  });

  it('refuses --json with --csv', async () => {
    expectRefused(
      await cli('odds', 'dice', 'pool', '--dice', '2', '--json', '--csv'),
      '--json and --csv exclude each other',
    );
  });
});
