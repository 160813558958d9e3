import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diceEntry, fromRuleset } from '../src/rulesets.js';
import { runCli } from '../src/runCli.js';
import { race, raceRenderer } from './fixtures/race.js';

/** The registry the tests run against: the built-in dice plus the race fixture (with a renderer). */
export const testRulesets = [diceEntry, fromRuleset(race, 'test fixture', raceRenderer)];

/** Runs the CLI in-process, capturing stdout, stderr and the exit code. */
export async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { rulesets: testRulesets, output: { out: (s) => void (stdout += s), err: (s) => void (stderr += s) } });
  return { code, stdout, stderr };
}

/** A fresh temporary folder. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'muster-cli-'));
}
