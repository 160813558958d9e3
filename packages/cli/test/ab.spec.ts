import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { ensureBuilt, execBuilt, expectRefused, runWith, tempDir } from './helpers.js';

let registry: RulesetEntry[];
const run = (...argv: string[]) => runWith(registry, argv);
const refused = async (argv: string[], ...parts: string[]) => expectRefused(await run(...argv), ...parts);

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/variants/${name}`, import.meta.url));
const SHORT_JSON = fixture('tacmento-short-rounds.json');
const SHORT_MODULE = fixture('tacmento-short-rounds.mjs');
const WEARY = fileURLToPath(
  new URL('../../../examples/house-rules/tercios/weary-from-first-wear.json', import.meta.url),
);

beforeAll(async () => {
  registry = await loadRulesets();
});

describe('muster ab (one thread)', () => {
  it('--a X --b X: common random numbers give zero differing winners and a zero-width paired interval', async () => {
    const r = await run(
      'ab',
      'tacmento',
      '--a',
      SHORT_JSON,
      '--b',
      SHORT_JSON,
      '--battles',
      '12',
      '--workers',
      '1',
      '--json',
    );
    expect(r.stderr).toBe('');
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ ruleset: 'tacmento', battles: 12, seed: 'muster' });
    expect(s.a.name).toBe('short rounds json');
    expect(s.paired.differentWinner).toBe(0);
    expect(s.paired.winRateDifferenceA).toEqual({ value: 0, low: 0, high: 0 });
    expect(s.paired.mcnemarP).toBe(1);
    expect(s.a.winRate).toEqual(s.b.winRate);
    // rules against rules, too
    expect(
      JSON.parse((await run('ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '6', '--json')).stdout)
        .paired.differentWinner,
    ).toBe(0);
  });

  it('--json keeps its contract; variant a is the same battles as simulate plays, b the variant', async () => {
    const s = JSON.parse(
      (await run('ab', 'tacmento', '--a', 'rules', '--b', SHORT_MODULE, '--battles', '12', '--seed', 'ab', '--json'))
        .stdout,
    );
    for (const v of [s.a, s.b]) {
      expect(Object.keys(v.winRate)).toEqual(['A', 'B', 'draw']);
      expect((v.winRate.A as number) + (v.winRate.B as number) + (v.winRate.draw as number)).toBeCloseTo(1, 12);
      expect(typeof v.meanTurns).toBe('number');
    }
    expect(s.a.name).toBe('rules as written');
    expect(s.b).toMatchObject({ name: 'short rounds', options: { roundTurnLimit: 4 } });
    for (const k of ['value', 'low', 'high']) expect(typeof s.paired.winRateDifferenceA[k]).toBe('number');
    expect(typeof s.paired.mcnemarP).toBe('number');
    expect(s.paired.unpairedWinRateDifferenceA.value).toBeCloseTo(s.paired.winRateDifferenceA.value, 12);
    expect(s.b.meanTurns).not.toBe(s.a.meanTurns); // four-turn rounds change the battles
    // The pairing: variant a's battles are exactly simulate's battles of the same seeds.
    const sim = JSON.parse(
      (await run('simulate', 'tacmento', '--battles', '12', '--seed', 'ab', '--workers', '1', '--json')).stdout,
    );
    expect(s.a.turns).toEqual(sim.turns);
    expect(s.a.wins.A).toEqual(sim.wins.A);
  });

  it('--csv: one row per battle pair; --html: a self-contained page', async () => {
    const dir = tempDir();
    const r = await run(
      'ab',
      'tercios',
      '--a',
      'rules',
      '--b',
      WEARY,
      '--battles',
      '3',
      '--csv',
      '--html',
      join(dir, 'ab.html'),
    );
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]).toBe(
      'index,seed,winner_a,winner_b,turns_a,turns_b,lost_A_a,lost_A_b,lost_B_a,lost_B_b,error_a,error_b',
    );
    expect(rows).toHaveLength(4);
    expect(rows[2]).toMatch(
      /^1,muster\/battle\/1,(A|B|draw),(A|B|draw),\d+,\d+,(0|1|0\.\d+),(0|1|0\.\d+),(0|1|0\.\d+),(0|1|0\.\d+),,$/,
    );
    const html = readFileSync(join(dir, 'ab.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('weary from the first wear');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    // Win rates, 3 differences, 2 turn and 4 loss histograms, and the map of each chosen battle (issue 25).
    const maps = html.match(/<figure class="battle"/g)!.length;
    expect(maps).toBeGreaterThanOrEqual(2); // at least one battle under each variant
    expect(html.match(/<svg /g)!.length).toBe(10 + maps);
  });

  it('refuses bad input with exit 2 and one line', async () => {
    await refused(['ab', 'tacmento', '--b', 'rules', '--battles', '3'], 'a: --a is required');
    await refused(['ab', 'tacmento', '--a', 'rules', '--battles', '3'], 'b: --b is required');
    await refused(['ab', 'tacmento', '--a', 'rules', '--b', 'rules'], 'battles: --battles must be a whole number');
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'nope.json', '--battles', '3'],
      'nope.json',
      'no such file',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', WEARY, '--battles', '3'],
      'weary-from-first-wear.json: ruleset',
      'is for tercios, not tacmento',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '3', '--json', '--csv'],
      'csv: --json and --csv exclude each other',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '3', '--shard', '2/2'],
      'shard: --shard takes i/n',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '3', '--shard', '0/2', '--html', 'x.html'],
      'shard: a shard writes a shard file',
    );
    await refused(['ab', 'club', '--a', 'rules', '--b', 'rules', '--battles', '3'], 'ruleset', 'no bot battles');
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '3', '--workers', '0'],
      'workers: --workers must be a whole number',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '3', '--bots', 'x'],
      'bots: unknown bot "x"',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '3', '--seed', ''],
      'seed: a seed must be a non-empty string',
    );
    await refused(
      ['ab', 'tacmento', '--a', 'rules', '--b', 'rules', '--battles', '2', '--html', '/nonexistent/folder/ab.html'],
      '/nonexistent/folder/ab.html',
      'the folder does not exist',
    );
    await refused(
      [
        'ab',
        'tacmento',
        '--a',
        fixture('tacmento-short-rounds.mjs'),
        '--b',
        'rules',
        '--battles',
        '3',
        '--out',
        '/dev/null',
        '--shard',
        '0/1',
        '--csv',
      ],
      'shard: a shard writes a shard file',
    );
  });
});

// Two workers run through the built bin (a pool thread loads the built worker); one worker plays in the main thread,
// so those runs (and the shards) are in this process, through the same runCli as the bin: the built bin's two
// threads must agree with the sources' one.
describe('muster ab and simulate --variant on worker threads (built bin: workers need the built worker)', () => {
  const exec = execBuilt;
  beforeAll(ensureBuilt);
  /** A run with `--workers 1` in this process: exit code 0, and on stderr only where it wrote its `--out` file. */
  const oneThread = async (...argv: string[]) => {
    const r = await run(...argv, '--workers', '1');
    const out = argv.indexOf('--out');
    expect(r.stderr).toBe(out === -1 ? '' : `wrote ${argv[out + 1]!}\n`);
    expect(r.code).toBe(0);
    return r;
  };

  it('ab: identical with 1 and 2 workers (the module variant imported in the worker), and shards merge into the unsharded result', async () => {
    const args = ['ab', 'tacmento', '--a', 'rules', '--b', SHORT_MODULE, '--battles', '10', '--seed', 'w', '--json'];
    const one = await oneThread(...args);
    const two = exec(...args, '--workers', '2');
    expect(two.stderr).toBe('');
    expect(two.stdout).toBe(one.stdout);
    const dir = tempDir();
    for (const i of [0, 1, 2]) await oneThread(...args, '--shard', `${i}/3`, '--out', join(dir, `ab${i}.json`));
    // merge starts no worker thread: in this process, through the same runCli as the bin
    const merged = await run('merge', join(dir, 'ab2.json'), join(dir, 'ab0.json'), join(dir, 'ab1.json'), '--json');
    expect(merged.stderr).toBe('');
    expect(merged.stdout).toBe(one.stdout);
    // a shard of another variant pair, a simulate shard, a missing shard: refused with one line
    await oneThread(
      ...['ab', 'tacmento', '--a', 'rules', '--b', SHORT_JSON, '--battles', '10', '--seed', 'w'],
      ...['--shard', '1/3', '--out', join(dir, 'other1.json')],
    );
    const other = await run('merge', join(dir, 'ab0.json'), join(dir, 'other1.json'), join(dir, 'ab2.json'));
    expect(other.stderr).toMatch(/^error: .*other1\.json: batch: belongs to another batch than .*ab0\.json/);
    expectRefused(other);
    await oneThread(
      'simulate',
      'tacmento',
      '--battles',
      '10',
      '--seed',
      'w',
      '--shard',
      '1/3',
      '--out',
      join(dir, 'sim1.json'),
    );
    expectRefused(await run('merge', join(dir, 'ab0.json'), join(dir, 'sim1.json')), 'sim1.json: format');
    const missing = await run('merge', join(dir, 'ab0.json'), join(dir, 'ab1.json'));
    expect(missing.stderr).toBe('error: files: shards missing: 2/3 (expected all 3 shards)\n');
  });

  it('simulate --variant: identical with 1 and 2 workers and shards merged, for a JSON and a module variant', async () => {
    for (const variant of [SHORT_JSON, SHORT_MODULE]) {
      const args = ['simulate', 'tacmento', '--battles', '8', '--seed', 'v', '--variant', variant, '--json'];
      const one = await oneThread(...args);
      const two = exec(...args, '--workers', '2');
      expect(two.stderr).toBe('');
      expect(two.stdout).toBe(one.stdout);
      expect(JSON.parse(one.stdout).options).toEqual({ roundTurnLimit: 4 });
      const dir = tempDir();
      for (const i of [0, 1]) await oneThread(...args, '--shard', `${i}/2`, '--out', join(dir, `s${i}.json`));
      expect((await run('merge', join(dir, 's1.json'), join(dir, 's0.json'), '--json')).stdout).toBe(one.stdout);
    }
  });
});
