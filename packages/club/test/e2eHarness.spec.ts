import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// e2e/lib/harness.mjs's check runner, in a node process of its own as the suites run it: a check that never
// finishes fails after MUSTER_E2E_CHECK_TIMEOUT_MS and ends the suite with its summary line. Before, a hung browser
// call hung the suite for as long as nobody killed it (the viewer's offline reload waited 98 minutes, 3 Dec 2026).
const harness = new URL('../e2e/lib/harness.mjs', import.meta.url).href;
const suite = `
import { checks } from ${JSON.stringify(harness)};
const { check, finish } = checks('probe');
await check('finishes', async () => undefined);
await check('hangs', () => new Promise(() => setInterval(() => undefined, 1000)));
await check('comes after the hang', async () => undefined);
finish();
`;

it('a check that does not finish fails after its timeout and stops the suite, which says so', () => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', suite], {
    encoding: 'utf8',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, MUSTER_E2E_CHECK_TIMEOUT_MS: '300' },
    timeout: 60_000,
  });
  expect(run.stdout).toMatch(/^ {2}✓ finishes \(\d+ ms\)\n/);
  expect(run.stdout).toMatch(
    /\nclub e2e \(probe\): 1 passed, 1 failed in \d+ s \(a check did not finish: the suite stopped there\)\n$/,
  );
  expect(run.stderr).toContain('✗ hangs\n    Error: did not finish in 300 ms');
  expect(`${run.stdout}${run.stderr}`).not.toContain('comes after the hang');
  expect(run.status).toBe(1);
});
