import { execFile, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, expect, it } from 'vitest';

// The browser evening runs inside `pnpm test` (and so in .ci/run): .ci/run must hold exactly the
// README's Quick start line (examples/harness/src/quickstart.spec.ts), so the e2e step cannot be a
// line of its own there. run.sh installs Debian's chromium when it is missing and fails loudly otherwise.
const script = fileURLToPath(new URL('../e2e/run.sh', import.meta.url));
const screenshots = fileURLToPath(new URL('../.e2e-tmp/screenshots', import.meta.url));
// Every suite of e2e/ (evening, rulesChanged, server, storage, viewer, and any added later), each a test of its own.
const suites = readdirSync(fileURLToPath(new URL('../e2e/', import.meta.url)))
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => name.slice(0, -'.mjs'.length));

it('finds the five suites of e2e/', () => {
  expect(suites).toEqual(expect.arrayContaining(['evening', 'rulesChanged', 'server', 'storage', 'viewer']));
});

/** Runs run.sh with only `names` (none: the install and build alone); its exit code and everything printed. */
async function runSuites(...names: string[]): Promise<{ status: number | null; output: string }> {
  // The evening's documentation screenshots are `pnpm club:e2e`'s job: here only a failure's are taken.
  const env = {
    ...process.env,
    MUSTER_SCREENSHOTS: screenshots,
    MUSTER_E2E_SHOTS: 'off',
    MUSTER_E2E_SUITES: names.join(' '),
  };
  try {
    const { stdout, stderr } = await promisify(execFile)('bash', [script], { encoding: 'utf8', timeout: 280_000, env });
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    // A failing suite: execFile rejects with the exit code and what was printed (a number; null if killed).
    const { code, stdout, stderr } = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof code !== 'number') throw error; // run.sh could not be started at all, or timed out
    return { status: code, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

// Installs chromium if it is missing and builds the club if it is not built, once, before the suites start.
beforeAll(() => {
  const run = spawnSync('bash', [script], { encoding: 'utf8', env: { ...process.env, MUSTER_E2E_SUITES: '' } });
  if (run.status !== 0) console.error(`${run.stdout}${run.stderr}`);
  expect(run.error).toBeUndefined();
  expect(run.status).toBe(0);
}, 300_000);

// Concurrent: each suite runs in its own node process and browser, so they share the cores instead of
// queueing one after another (together they were the longest file of `pnpm test`).
it.concurrent.each(suites)(
  'club e2e in Debian chromium: %s',
  async (suite) => {
    const run = await runSuites(suite);
    if (run.status !== 0) console.error(run.output);
    // Every suite prints its line (harness.mjs `finish`), none failing.
    const lines = [...run.output.matchAll(/club e2e \((\w+)\): (\d+) passed, (\d+) failed/g)];
    expect(lines.map((m) => m[1])).toEqual([suite]);
    expect(Number(lines[0]![2]), `${suite} passed`).toBeGreaterThan(0);
    // The failed checks' own lines (name and first lines of the error) go into the message: CI keeps only the
    // end of a long run's output, where the console.error above may be cut.
    const failures = [...run.output.matchAll(/^ {2}✗ .*(?:\n {4}.*)*/gm)].map((m) => m[0]);
    expect(lines[0]![3], `${suite} failed:\n${failures.join('\n')}`).toBe('0');
    expect(run.status).toBe(0);
  },
  300_000,
);
