import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: packageDir });

describe('the built muster bin', () => {
  beforeAll(() => {
    // `pnpm test` builds first; a bare `vitest run` builds here so the smoke test never tests nothing.
    if (!existsSync(bin))
      spawnSync('npx', ['tsup'], { cwd: packageDir, stdio: 'ignore', shell: process.platform === 'win32' });
  });

  it('runs odds from dist with the registered rulesets and exits 0', () => {
    const result = run('odds', 'dice', 'pool', '--dice', '3', '--sides', '6', '--target', '4', '--json');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).outcomes.successes).toEqual({ '0': 0.125, '1': 0.375, '2': 0.375, '3': 0.125 });
    const listed = run('rulesets', '--json');
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)[0].id).toBe('dice');
  });

  it('exits 2 with one line and no stack trace on bad input', () => {
    const result = run('replay', 'no-such-file.json');
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'error: no-such-file.json: no such file (expected a saved game (muster battle --log))\n',
    );
  });
});
