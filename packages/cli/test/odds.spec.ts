import { describe, expect, it } from 'vitest';
import { cli } from './helpers.js';

describe('muster odds', () => {
  it('gives the exact binomial of 3d6 needing 4+ as 1/8, 3/8, 3/8, 1/8 in --json', async () => {
    const { code, stdout, stderr } = await cli(
      'odds',
      'dice',
      'pool',
      '--dice',
      '3',
      '--sides',
      '6',
      '--target',
      '4',
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report).toMatchObject({
      ruleset: 'dice',
      mechanic: 'pool',
      method: 'exact',
      params: { dice: 3, sides: 6, target: 4 },
    });
    expect(report.outcomes).toEqual({ successes: { '0': 1 / 8, '1': 3 / 8, '2': 3 / 8, '3': 1 / 8 } });
    expect(report.trials).toBeUndefined();
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it('gives 2d6 totals exactly: 7 has 6/36 and the human table has an at-least column and mean', async () => {
    const json = JSON.parse((await cli('odds', 'dice', 'sum', '--dice', '2', '--json')).stdout);
    expect(json.exact.total['7']).toBe('1/6');
    expect(json.exact.total['12']).toBe('1/36');
    const { stdout } = await cli('odds', 'dice', 'sum', '--dice=2');
    expect(stdout).toMatch(/total\s+probability\s+at least\s+exact/);
    // P(total >= 12) = 1/36 = 2.78%, P(>= 2) = 100%
    expect(stdout).toMatch(/^12\s+2\.78%\s+2\.78%\s+1\/36$/m);
    expect(stdout).toMatch(/^2\s+2\.78%\s+100\.00%\s+1\/36$/m);
    expect(stdout).toContain('mean total: 7.0000');
  });

  it('samples with --trials and a seed reproducibly, close to the exact odds', async () => {
    const a = await cli(
      'odds',
      'dice',
      'pool',
      '--dice',
      '3',
      '--target',
      '4',
      '--trials',
      '20000',
      '--seed',
      's',
      '--json',
    );
    const b = await cli(
      'odds',
      'dice',
      'pool',
      '--dice',
      '3',
      '--target',
      '4',
      '--trials',
      '20000',
      '--seed',
      's',
      '--json',
    );
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    const report = JSON.parse(a.stdout);
    expect(report).toMatchObject({ method: 'monte-carlo', trials: 20000 });
    const [low, high] = report.intervals.successes['1'];
    expect(low).toBeLessThan(0.375);
    expect(high).toBeGreaterThan(0.375);
  });

  it('takes boolean flags without a value', async () => {
    const { code, stdout } = await cli('odds', 'race', 'advance', '--sprint', '--from', '1', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).exact.position['8']).toBe('1/6'); // 1 + 7 on 2d6
  });

  it('lists mechanics and parameters with --list', async () => {
    const { code, stdout } = await cli('odds', 'dice', '--list');
    expect(code).toBe(0);
    expect(stdout).toContain('pool');
    expect(stdout).toMatch(/--target <integer 1\.\.1001>/);
  });

  it.each([
    [['odds', 'nope', 'pool'], /^error: ruleset: unknown ruleset "nope" \(expected one of dice, race\)$/],
    [['odds', 'dice', 'roll'], /^error: mechanic: unknown mechanic "roll" for dice \(expected one of pool, sum\)$/],
    [
      ['odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--bogus', '1'],
      /^error: params\.bogus: unknown parameter --bogus \(expected one of --dice, --sides, --target\)$/,
    ],
    [['odds', 'dice', 'pool', '--dice', 'three', '--target', '4'], /^error: params\.dice: --dice must be an integer/],
    [['odds', 'dice', 'pool', '--target', '4'], /^error: params\.dice: missing --dice/],
    [['odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--trials', '0'], /^error: trials: /],
    [['odds', 'dice', 'pool', '--dice', '3', '--target', '4', '--trials', '5', '--exact'], /exclude each other/],
  ])('refuses %j with exit 2 and one line', async (argv, message) => {
    const { code, stdout, stderr } = await cli(...argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr.trimEnd()).toMatch(message);
  });

  it('suggests --trials when exact enumeration is too large', async () => {
    const { code, stderr } = await cli('odds', 'race', 'marathon', '--legs', '12', '--max-branches', '5000');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--trials/);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});
