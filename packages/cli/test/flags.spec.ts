// Issue 22, defect 10: the flags the CLI took silently.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import { cli, ensureBuilt, execBuilt, expectRefused, runWith, tempDir } from './helpers.js';

describe('flags the CLI used to take silently', () => {
  beforeAll(ensureBuilt);

  it('refuses --__proto__ as an unknown parameter, like any other', async () => {
    expectRefused(
      await cli('odds', 'dice', 'pool', '--dice', '2', '--target', '4', '--__proto__', '1'),
      'unknown parameter --__proto__',
    );
  });

  it('refuses simulate --out and ab --out without --shard, writing nothing', async () => {
    const dir = tempDir();
    expectRefused(
      await cli('simulate', 'race', '--battles', '2', '--out', join(dir, 's.json')),
      'out:',
      '--out writes a shard file: give --shard i/n too',
    );
    expectRefused(
      await cli('ab', 'race', '--a', 'rules', '--b', 'rules', '--battles', '2', '--out', join(dir, 'a.json')),
      'out:',
      '--shard i/n',
    );
    expect(existsSync(join(dir, 's.json')) || existsSync(join(dir, 'a.json'))).toBe(false);
  });

  it('warns when --workers is more than the cores available, and still plays the batch', async () => {
    const more = String(availableParallelism() + 1);
    const r = execBuilt('simulate', 'tacmento', '--battles', '4', '--workers', more, '--json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe(
      `warning: --workers ${more} is more than the ${availableParallelism()} cores available; the extra threads only share them\n`,
    );
    expect(JSON.parse(r.stdout).battles).toBe(4);
    // The warning is decided before any worker thread starts: in this process.
    const fine = await runWith(await loadRulesets(), [
      'simulate',
      'tacmento',
      '--battles',
      '4',
      '--workers',
      '1',
      '--json',
    ]);
    expect(fine.stderr).toBe('');
  });
});

describe('errors of a matchup file name the file', () => {
  it("a mapping whose parameters its mechanic refuses is the file's fault: file, field, what was expected", async () => {
    const matchup = JSON.parse(
      readFileSync(new URL('../../compare/matchups/musket-volley-close.json', import.meta.url), 'utf8'),
    );
    matchup.id = 'bad-volley';
    matchup.mappings[0].params.range = 999;
    const file = join(tempDir(), 'bad-matchup.json');
    writeFileSync(file, JSON.stringify(matchup));
    expectRefused(
      await runWith(await loadRulesets(), ['compare', file]),
      `${file}: mappings[0].params.range: --range must be a number from 0 to 60`,
    );
  });
});
