// Issue 24, "Third-party rulesets": `muster --plugin FILE` (or a muster.config.mjs found from the folder
// it runs in) registers the rulesets a module exports, without editing Muster; a bad module is exit 2 with
// one line naming the file and what was expected.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { diceEntry } from '../src/rulesets.js';
import { ensureBuilt, expectRefused, runWith, tempDir } from './helpers.js';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/plugins/${name}`, import.meta.url));
const RACE = fixture('race.mjs');
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = (...argv: string[]) => runWith([diceEntry], argv);

describe('muster --plugin FILE (24, third-party rulesets)', () => {
  it("runs the odds of the docs' Race through its module: muster odds race stride", async () => {
    const r = await run('--plugin', RACE, 'odds', 'race', 'stride', '--json');
    expect(r.code, r.stderr).toBe(0);
    const json = JSON.parse(r.stdout) as { exact: { by: Record<string, string> } };
    expect(json.exact.by).toEqual({ 1: '1/6', 2: '1/6', 3: '1/6', 4: '1/6', 5: '1/6', 6: '1/6' });
  });

  it('plays a battle between its bots, the flag after the command as well', async () => {
    const r = await run('battle', 'race', '--json', `--plugin=${RACE}`);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { winner: string }).winner).toMatch(/^[AB]$/);
  });

  it('lists it with muster rulesets, by its file', async () => {
    const r = await run('--plugin', RACE, 'rulesets', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toContainEqual(expect.objectContaining({ id: 'race' }));
  });

  it.each([
    ['a missing file', () => fixture('missing.mjs'), 'no such file'],
    ['a module that exports no ruleset', () => fixture('no-ruleset.mjs'), 'exports no ruleset'],
    [
      'a module that cannot be imported',
      () => {
        const file = join(tempDir(), 'syntax-error.mjs');
        writeFileSync(file, 'export const broken = ;\n');
        return file;
      },
      'cannot be imported',
    ],
  ])('refuses %s with one line naming it and what was expected (exit 2)', async (_what, make, says) => {
    const file = make();
    expectRefused(await run('--plugin', file, 'rulesets'), file, says, 'expected an ES module exporting a Ruleset');
  });

  it('refuses a ruleset id already registered, naming both', async () => {
    expectRefused(
      await run('--plugin', RACE, '--plugin', RACE, '--plugin', fixture('race-again.mjs'), 'rulesets'),
      'race-again.mjs',
      'ruleset id "race" is already registered',
    );
  });

  it('refuses --plugin without a file', async () => {
    expectRefused(await run('rulesets', '--plugin'), '--plugin needs a file');
  });
});

describe('muster.config.mjs and worker threads (24, third-party rulesets)', () => {
  beforeAll(ensureBuilt);
  /** The built bin run in `cwd`: for the commands that start worker threads. */
  const inFolder = (cwd: string, ...argv: string[]) =>
    spawnSync(process.execPath, [bin, ...argv], { cwd, encoding: 'utf8', timeout: 60_000 });
  /**
   * A command that starts no worker thread, in this process with `process.cwd()` (where the CLI looks for
   * plugins and the config) answering `cwd`: the same runCli the bin runs, without a process to start.
   */
  const hereInFolder = async (cwd: string, ...argv: string[]) => {
    const spy = vi.spyOn(process, 'cwd').mockReturnValue(cwd);
    try {
      return await run(...argv);
    } finally {
      spy.mockRestore();
    }
  };

  it('registers the plugins a muster.config.mjs in the folder names, and simulate plays them on worker threads', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'muster.config.mjs'), `export default { plugins: [${JSON.stringify(RACE)}] };\n`);
    const r = inFolder(dir, 'simulate', 'race', '--battles', '4', '--workers', '1', '--json');
    expect(r.status, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as { battles: number; failed: { count: number } };
    expect(summary.battles).toBe(4);
    expect(summary.failed.count).toBe(0);
  });

  it('refuses a config whose default export is not { plugins }, naming the file and field', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'muster.config.mjs'), 'export default { plugin: [] };\n');
    const r = await hereInFolder(dir, 'rulesets');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: ${join(dir, 'muster.config.mjs')}: default: Unrecognized key: "plugin" (expected a default export { plugins: ['./my-ruleset.mjs'] })\n`,
    );
  });

  /** A project folder with the Race installed as an ESM-only package `muster-race` (exports: import only). */
  const projectWithRacePackage = (): string => {
    const dir = tempDir();
    const pkg = join(dir, 'node_modules', 'muster-race');
    mkdirSync(join(pkg, 'lib'), { recursive: true });
    writeFileSync(
      join(pkg, 'package.json'),
      JSON.stringify({ name: 'muster-race', type: 'module', exports: { '.': { import: './lib/index.mjs' } } }),
    );
    writeFileSync(join(pkg, 'lib', 'index.mjs'), `export * from ${JSON.stringify(pathToFileURL(RACE).href)};\n`);
    return dir;
  };

  it('--plugin takes an installed package name, resolved as an import from the folder it runs in (and above)', async () => {
    const dir = projectWithRacePackage();
    const sub = join(dir, 'docs');
    mkdirSync(sub);
    const r = await hereInFolder(sub, '--plugin', 'muster-race', 'odds', 'race', 'stride', '--json');
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { exact: { by: Record<string, string> } }).exact.by['6']).toBe('1/6');
  });

  it('a muster.config.mjs may name the package instead of a file, and simulate plays it on worker threads', () => {
    const dir = projectWithRacePackage();
    writeFileSync(join(dir, 'muster.config.mjs'), `export default { plugins: ['muster-race'] };\n`);
    const r = inFolder(dir, 'simulate', 'race', '--battles', '2', '--workers', '1', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { failed: { count: number } }).failed.count).toBe(0);
  });

  it('refuses a package that is not installed, in one line naming the folder searched (exit 2)', async () => {
    const dir = tempDir();
    const r = await hereInFolder(dir, '--plugin', 'muster-no-such-ruleset', 'rulesets');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: plugin: no file "muster-no-such-ruleset", and no package of that name installed in ${dir} or a folder above it (expected a ruleset module file (./my-ruleset.mjs) or an installed package name (my-ruleset))\n`,
    );
  });

  it('refuses a package named in a config that is not installed, naming the config file and the entry', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'muster.config.mjs'), `export default { plugins: ['muster-no-such-ruleset'] };\n`);
    const r = await hereInFolder(dir, 'rulesets');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      `error: ${join(dir, 'muster.config.mjs')}: default.plugins.0: no file "muster-no-such-ruleset"`,
    );
  });
});
