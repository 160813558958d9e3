// Issue 22, defect 5: a worker thread that dies must not end `simulate` or `ab` silently (exit 13, no
// message), and `--battle-timeout` is checked like every other number.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, execBuilt } from './helpers.js';

const EXITS = fileURLToPath(new URL('./fixtures/variants/tacmento-worker-exits.mjs', import.meta.url));

describe('simulate and ab when a worker thread exits (22, defect 5)', () => {
  beforeAll(ensureBuilt);

  it.each([
    ['simulate', ['simulate', 'tacmento', '--battles', '200', '--workers', '2', '--variant', EXITS, '--json']],
    ['ab', ['ab', 'tacmento', '--a', 'rules', '--b', EXITS, '--battles', '200', '--workers', '2', '--json']],
  ])(
    '%s: exit 1 and one line saying a worker thread exited (before: exit 13, nothing said)',
    (_name, argv) => {
      const r = execBuilt(...argv);
      expect(r.status, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/^internal error: a worker thread exited \(code 3\) before it played a battle[^\n]*\n$/);
      expect(r.stdout).toBe('');
    },
    60_000,
  );

  it.each(['0', '-1', 'x', '1e3', '604801'])('--battle-timeout %s is refused with exit 2', (value) => {
    const r = execBuilt('simulate', 'tacmento', '--battles', '2', '--battle-timeout', value);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^error: battle-timeout: --battle-timeout must be a number of seconds above 0/);
  });

  it('--battle-timeout 0.5 is taken (the main thread plays a short batch alone)', () => {
    const r = execBuilt(
      'simulate',
      'tacmento',
      '--battles',
      '2',
      '--workers',
      '1',
      '--battle-timeout',
      '0.5',
      '--json',
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).failed.count).toBe(0);
  });
});
