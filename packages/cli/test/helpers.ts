import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { diceEntry, fromRuleset } from '../src/rulesets.js';
import { runCli } from '../src/runCli.js';
import { race, raceRenderer } from './fixtures/race.js';

/** The registry the tests run against: the built-in dice plus the race fixture (with a renderer). */
export const testRulesets = [diceEntry, fromRuleset(race, 'test fixture', raceRenderer)];

/** What a CLI run in-process gave: the exit code and everything written. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the CLI in-process against `rulesets`, capturing stdout, stderr and the exit code; with `undefined`, the CLI
 * loads the ruleset packages itself, as the `muster` bin does (only those the command line needs).
 */
export async function runWith(rulesets: readonly RulesetEntry[] | undefined, argv: readonly string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv], {
    ...(rulesets !== undefined ? { rulesets: [...rulesets] } : {}),
    output: {
      out: (s) => {
        stdout += s;
      },
      err: (s) => {
        stderr += s;
      },
    },
  });
  return { code, stdout, stderr };
}

/** Runs the CLI in-process against the test registry. */
export async function cli(...argv: string[]): Promise<CliRun> {
  return runWith(testRulesets, argv);
}

/** A refusal of bad input: exit 2 and one line on stderr, no stack trace, containing every one of `parts`. */
export function expectRefused(r: CliRun, ...parts: string[]): string {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  for (const part of parts) expect(r.stderr).toContain(part);
  return r.stderr;
}

/** A fresh temporary folder. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'muster-cli-'));
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/** Builds @muster/compare and @muster/cli if they are not built: worker threads load the built worker. */
export function ensureBuilt(): void {
  for (const pkg of ['compare', 'cli']) {
    const dir = fileURLToPath(new URL(`../../${pkg}/`, import.meta.url));
    if (!existsSync(join(dir, 'dist/index.js'))) spawnSync('npx', ['tsup'], { cwd: dir, stdio: 'ignore' });
  }
}

/** Runs the built `muster` bin in a child process, from the CLI package's folder (call {@link ensureBuilt} first). */
export function execBuilt(...args: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: packageDir });
}
