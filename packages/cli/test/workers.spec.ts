// Issue 22, defect 5: a worker thread that dies must not end `simulate` or `ab` silently (exit 13, no
// message), and `--battle-timeout` is checked like every other number.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import { ensureBuilt, execBuilt, runWith, tempDir } from './helpers.js';

const EXITS = fileURLToPath(new URL('./fixtures/variants/tacmento-worker-exits.mjs', import.meta.url));
const HANGS = fileURLToPath(new URL('./fixtures/variants/tercios-hangs-once.mjs', import.meta.url));
const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

/**
 * The records of a one-shard tercios batch under the hanging variant; `marker` arms its one hang, with a
 * battle timeout of 15 s. Unarmed, the run keeps the default timeout (600 s), so no battle of it can time out
 * on a loaded machine; armed, the 15 s leave a tercios battle (about 0.5 s of CPU) 30 times its time.
 */
async function hangingBatch(command: 'simulate' | 'ab', workers: string, marker?: string) {
  const variant = command === 'simulate' ? ['--variant', HANGS] : ['--a', 'rules', '--b', HANGS];
  // Asynchronous, so that the runs of one case and the cases themselves wait for their hung battles together.
  const r = await promisify(execFile)(
    process.execPath,
    [
      BIN,
      command,
      'tercios',
      ...variant,
      '--battles',
      '3',
      '--workers',
      workers,
      ...(marker !== undefined ? ['--battle-timeout', '15'] : []),
      '--shard',
      '0/1',
    ],
    {
      encoding: 'utf8',
      timeout: 180_000, // the code before this fix played the battle in the main thread: it never ended
      env: { ...process.env, ...(marker !== undefined ? { MUSTER_TEST_HANG_MARKER: marker } : {}) },
    },
  ); // rejects (failing the test) on a non-zero exit, with its stderr
  return JSON.parse(r.stdout) as { records: unknown };
}

describe('simulate and ab when a worker thread exits (22, defect 5)', () => {
  beforeAll(ensureBuilt);

  it.each([
    // 4 battles: each of the 2 threads is given some, and every thread that loads the variant exits before its
    // first battle, so more battles check nothing more (ab plays all of variant a, the rules, first).
    ['simulate', ['simulate', 'tacmento', '--battles', '4', '--workers', '2', '--variant', EXITS, '--json']],
    ['ab', ['ab', 'tacmento', '--a', 'rules', '--b', EXITS, '--battles', '4', '--workers', '2', '--json']],
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

  // Refused before any worker thread starts: in this process, through the same runCli as the bin.
  it.each(['0', '-1', 'x', '1e3', '604801'])('--battle-timeout %s is refused with exit 2', async (value) => {
    const r = await runWith(await loadRulesets(), [
      'simulate',
      'tacmento',
      '--battles',
      '2',
      '--battle-timeout',
      value,
    ]);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^error: battle-timeout: --battle-timeout must be a number of seconds above 0/);
  });

  it('--battle-timeout 0.5 is taken (a short batch on one worker thread)', () => {
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

describe('a hung battle ends with every number of workers (22, defect 5: --battle-timeout everywhere)', () => {
  beforeAll(ensureBuilt);

  // Concurrent: each case waits 15 s for its hung battle, and the waits overlap (the hang takes no CPU).
  it.concurrent.each([
    ['simulate', '1'],
    ['simulate', '2'],
    ['ab', '1'],
  ] as const)(
    "%s --workers %s: the hung battle is recorded as failed, every other record is the unbroken run's",
    async (command, workers) => {
      type Records = Record<string, { index: number }[]> | { index: number }[];
      const [unbroken, hung] = (
        await Promise.all([hangingBatch(command, workers), hangingBatch(command, workers, join(tempDir(), 'hang'))])
      ).map((r) => r.records as Records) as [Records, Records];
      const list = (records: Records) => (Array.isArray(records) ? records : [...records.a!, ...records.b!]);
      const failed = list(hung).filter((r) => 'error' in r);
      expect(failed).toEqual([
        expect.objectContaining({
          victory: 'error',
          error: 'the battle took longer than 15 s (--battle-timeout): its worker thread was ended',
        }),
      ]);
      const ok = list(hung).filter((r) => !('error' in r));
      expect(ok).toHaveLength(list(unbroken).length - 1);
      for (const r of ok) expect(list(unbroken)).toContainEqual(r);
    },
    200_000,
  );
});
