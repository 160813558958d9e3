import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { ensureBuilt, execBuilt, expectRefused, runWith, tempDir } from './helpers.js';

let registry: RulesetEntry[];
const run = (...argv: string[]) => runWith(registry, argv);

beforeAll(async () => {
  registry = await loadRulesets();
});

describe('muster compare', () => {
  it('--list names every shipped matchup', async () => {
    const { code, stdout } = await run('compare', '--list');
    expect(code).toBe(0);
    expect(stdout).toContain('pike-charged-by-heavy-cavalry-flank');
    expect(stdout).toContain('worn-unit-morale');
  });

  it('--json: one column per ruleset, each saying its method, with exact hand-checkable values', async () => {
    const { code, stdout, stderr } = await run('compare', 'worn-unit-morale', '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const c = JSON.parse(stdout);
    expect(Object.keys(c)).toEqual(['matchup', 'title', 'situation', 'attacker', 'target', 'columns', 'notApplicable']);
    expect(c.columns.map((x: { ruleset: string }) => x.ruleset)).toEqual(['tercios', 'sword-and-pike', 'wss-6mm']);
    for (const col of c.columns) expect(col.method).toBe('exact');
    // WSS morale of a Blooded steady unit: 1d20, DISORDERED on 1 in 5 (the odds table of `muster odds wss-6mm morale`)
    expect(c.columns[2].metrics.disorder).toEqual({ value: 0.2, exact: '1/5' });
    expect(c.columns[0].metrics.breaks.exact).toBe('3125/7776');
  });

  it('--trials samples every column with 95% intervals; --csv prints one row per ruleset and metric', async () => {
    const { stdout } = await run('compare', 'shot-against-shot', '--trials', '2000', '--csv');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('matchup,ruleset,metric,method,value,exact,low,high');
    expect(lines).toHaveLength(1 + 3 * 4);
    expect(lines.filter((l) => l.includes(',losses,monte-carlo,'))).toHaveLength(3);
  });

  it('--html writes one self-contained page with inline SVG', async () => {
    const file = join(tempDir(), 'r.html');
    expect((await run('compare', 'musket-volley-long', '--html', file)).code).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html.match(/<svg /g)?.length).toBe(2);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });

  it('a user matchup file runs; a hostile one is exit 2 with one line naming file and field', async () => {
    const dir = tempDir();
    const good = JSON.parse(
      readFileSync(new URL('../../compare/matchups/shot-against-shot.json', import.meta.url), 'utf8'),
    );
    good.id = 'mine';
    good.mappings = [good.mappings[1]];
    writeFileSync(join(dir, 'mine.json'), JSON.stringify(good));
    const ok = await run('compare', join(dir, 'mine.json'), '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).columns).toHaveLength(1);

    good.mappings[0].params.range = 99;
    writeFileSync(join(dir, 'far.json'), JSON.stringify(good));
    const far = await run('compare', join(dir, 'far.json'));
    expect(far.code).toBe(2);
    expect(far.stderr.split('\n')).toHaveLength(2);
    expect(far.stderr).toMatch(/mappings\[0\]\.params/);

    const cases: [string, string, RegExp][] = [
      ['truncated.json', '{"format": "muster-matchup", "formatV', /truncated\.json: not valid JSON at line 1/],
      [
        'wrong.json',
        JSON.stringify({ ...good, formatVersion: 1, mappings: [{ ...good.mappings[0], targetSize: -1 }] }),
        /wrong\.json: mappings\[0\]\.targetSize: /,
      ],
      ['newer.json', JSON.stringify({ ...good, formatVersion: 9 }), /newer\.json: formatVersion: /],
      ['array.json', '[]', /array\.json: /],
    ];
    for (const [name, text, pattern] of cases) {
      writeFileSync(join(dir, name), text);
      const r = await run('compare', join(dir, name));
      expect(r.code, name).toBe(2);
      expect(r.stderr.trimEnd().split('\n'), name).toHaveLength(1);
      expect(r.stderr, name).toMatch(pattern);
    }
    const unknown = await run('compare', 'no-such-matchup');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown matchup "no-such-matchup"/);
  });
});

describe('muster simulate and merge (built bin: workers need the built worker)', () => {
  const exec = execBuilt;
  beforeAll(ensureBuilt);

  it('gives identical JSON with 1 and 2 workers, and shards merge byte for byte into the unsharded result', async () => {
    const one = exec('simulate', 'tacmento', '--battles', '6', '--seed', 'w', '--workers', '1', '--json');
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    const two = exec('simulate', 'tacmento', '--battles', '6', '--seed', 'w', '--workers', '2', '--json');
    expect(two.stdout).toBe(one.stdout);
    const summary = JSON.parse(one.stdout);
    expect(Object.keys(summary)).toEqual([
      'ruleset',
      'rulesetVersion',
      'seed',
      'battles',
      'bots',
      'sides',
      'wins',
      'draws',
      'firstMover',
      'turns',
      'margin',
      'points',
      'victories',
      'decisionsPerBattle',
      'dicePerBattle',
      'losses',
      'failed',
    ]);
    expect((summary.wins.A.count as number) + (summary.wins.B.count as number) + (summary.draws.count as number)).toBe(
      6,
    );
    expect(summary.losses).toBeNull(); // Tacmento's battles are not read for losses

    const dir = tempDir();
    for (const i of [0, 1, 2])
      expect(
        exec(
          'simulate',
          'tacmento',
          '--battles',
          '6',
          '--seed',
          'w',
          '--shard',
          `${i}/3`,
          '--workers',
          '1',
          '--out',
          join(dir, `s${i}.json`),
        ).status,
      ).toBe(0);
    // merge starts no worker thread: in this process, through the same runCli as the bin
    const merged = await run('merge', join(dir, 's2.json'), join(dir, 's0.json'), join(dir, 's1.json'), '--json');
    expect(merged.code).toBe(0);
    expect(merged.stdout).toBe(one.stdout);

    const missing = await run('merge', join(dir, 's0.json'), join(dir, 's1.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('error: files: shards missing: 2/3 (expected all 3 shards)\n');

    const shard = JSON.parse(readFileSync(join(dir, 's1.json'), 'utf8'));
    shard.records[0].turns = -3;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(shard));
    expectRefused(
      await run('merge', join(dir, 's0.json'), join(dir, 'bad.json'), join(dir, 's2.json')),
      'bad.json: records[0].turns',
    );
  });

  // Refused before any worker thread starts: in this process.
  it('refuses a bad --shard and --battles with one line', async () => {
    const r = await run('simulate', 'tacmento', '--battles', '4', '--shard', '3/3');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: shard: --shard takes i\/n/);
    expect((await run('simulate', 'tacmento')).stderr).toMatch(/^error: battles: --battles must be a whole number/);
  });
});
