import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The replay viewer in Debian chromium runs inside `pnpm test` (and so in .ci/run), as the club's evening
// does (packages/club/test/e2e.spec.ts): run.sh installs chromium when it is missing and fails loudly otherwise.
it('muster view: a viewer file opened from disk, offline, steps through a game of every ruleset', () => {
  const script = fileURLToPath(new URL('../e2e/run.sh', import.meta.url));
  const run = spawnSync('bash', [script], { encoding: 'utf8', timeout: 280_000 });
  const [stdout, stderr]: (string | null)[] = [run.stdout, run.stderr];
  const output = `${stdout ?? ''}${stderr ?? ''}`;
  if (run.status !== 0) console.error(output);
  expect(run.error).toBeUndefined();
  expect(output).toContain('viewer e2e: all passed');
  expect(run.status).toBe(0);
}, 300_000);
