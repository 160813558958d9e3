import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The browser evening runs inside `pnpm test` (and so in .ci/run): .ci/run must hold exactly the
// README's Quick start line (examples/harness/src/quickstart.spec.ts), so the e2e step cannot be a
// line of its own there. run.sh installs Debian's chromium when it is missing and fails loudly otherwise.
it('club evening in Debian chromium: Tercios, The Sword and the Pike, 6mm WSS', () => {
  const script = fileURLToPath(new URL('../e2e/run.sh', import.meta.url));
  const screenshots = fileURLToPath(new URL('../.e2e-tmp/screenshots', import.meta.url));
  const run = spawnSync('bash', [script], {
    encoding: 'utf8',
    timeout: 280_000,
    env: { ...process.env, MUSTER_SCREENSHOTS: screenshots },
  });
  // Both are null when the browser test could not be started at all (run.error says why).
  const [stdout, stderr]: (string | null)[] = [run.stdout, run.stderr];
  const output = `${stdout ?? ''}${stderr ?? ''}`;
  if (run.status !== 0) console.error(output);
  expect(run.error).toBeUndefined();
  // Every suite prints its line (harness.mjs `finish`): the evening, a save across a rule change, the server, storage
  // and the viewer, none failing.
  const suites = [...output.matchAll(/club e2e \((\w+)\): (\d+) passed, (\d+) failed/g)];
  expect(suites.map((m) => m[1]).sort()).toEqual(['evening', 'rulesChanged', 'server', 'storage', 'viewer']);
  for (const m of suites) {
    expect(Number(m[2]), `${m[1]} passed`).toBeGreaterThan(0);
    expect(m[3], `${m[1]} failed`).toBe('0');
  }
  expect(run.status).toBe(0);
}, 300_000);
