// Issue 24, "Paths like every CLI": through `pnpm -s muster` a command's paths are relative to the folder
// it was run from (pnpm runs the root script in the repository's root and says where the user was in
// INIT_CWD), it runs from any folder of the repository, and every file a command writes is named on stderr.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ensureBuilt, tempDir } from './helpers.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/**
 * The environment of a user's shell: without the `npm_config_*` settings pnpm passes to the scripts it runs (this
 * test runs under `pnpm test`), which the npm inside `npx` would warn about on stderr.
 */
const shellEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
/**
 * The pnpm that CI and the README run (`npx -y pnpm@10.34.9`), found once: npx costs about 2.5 s of CPU a call
 * before pnpm starts, and puts the bin folder of the pnpm it installed first on the PATH of what it runs.
 */
function findPnpm(): string {
  const r = spawnSync('npx', ['-y', '-p', 'pnpm@10.34.9', 'node', '-p', 'process.env.PATH'], {
    encoding: 'utf8',
    timeout: 120_000,
    env: shellEnv,
  });
  const binDir = r.stdout.trim().split(delimiter)[0] ?? '';
  const script = join(binDir, '..', 'pnpm', 'bin', 'pnpm.cjs');
  expect(existsSync(script), `${r.stderr}no pnpm at ${script}`).toBe(true);
  return script;
}
let pnpmScript = '';
/** `pnpm -s muster ARGS`, run in `cwd` as a user's shell runs it. */
const pnpm = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [pnpmScript, '-s', 'muster', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: shellEnv,
  });

describe('pnpm -s muster from a folder of the repository (24, paths)', () => {
  // A folder inside the repository (pnpm finds the workspace from it), removed afterwards.
  let folder = '';
  beforeAll(() => {
    ensureBuilt();
    pnpmScript = findPnpm();
    folder = mkdtempSync(join(root, 'docs', '.paths-test-'));
  }, 120_000);
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes --log relative to the folder it was run from, names it, and replay reads it from there (before: the repository root)', () => {
    const battle = pnpm(folder, 'battle', 'tacmento', '--log', 'game.json');
    expect(battle.status, battle.stderr).toBe(0);
    const written = join(realpathSync(folder), 'game.json');
    expect(existsSync(written)).toBe(true);
    expect(existsSync(join(root, 'game.json'))).toBe(false);
    expect(battle.stderr).toBe(`wrote ${written}\n`);
    const replay = pnpm(folder, 'replay', 'game.json');
    expect(replay.status, replay.stderr).toBe(0);
  }, 240_000);

  it.each(['packages/tercios', 'docs'])(
    'runs from %s',
    (dir) => {
      const r = pnpm(join(root, dir), '--version');
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    },
    120_000,
  );
});

describe('every command that writes a file says where (24, paths)', () => {
  it('battle --log names the file in full on stderr, and nothing else is there', async () => {
    const dir = tempDir();
    const log = await cli('battle', 'race', '--log', join(dir, 'b.json'), '--json');
    expect(log.code, log.stderr).toBe(0);
    expect(log.stderr).toBe(`wrote ${join(dir, 'b.json')}\n`);
    expect(() => JSON.parse(log.stdout) as unknown).not.toThrow();
  });

  it('a command that fails names no file', async () => {
    const dir = tempDir();
    const r = await cli('battle', 'race', '--log', join(dir, 'b.json'), '--bots', 'nobody,nobody');
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('wrote');
  });
});
