// Files-audit: "errors ... exit 2, no stack trace". Standard output that cannot be written (a full disk:
// `muster battle tercios > out.txt` with no space left, here /dev/full) used to crash with Node's stack trace
// (exit 1). It is now one line on stderr saying standard output could not be written, exit 2, as a full disk is
// for a file the CLI writes itself; a closed pipe (`| head`) is still a quiet exit 0.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './helpers.js';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

function runTo(stdout: number | 'pipe', ...argv: string[]) {
  return spawnSync(process.execPath, [bin, ...argv], {
    encoding: 'utf8',
    stdio: ['ignore', stdout, 'pipe'],
    timeout: 60_000,
  });
}

describe.runIf(existsSync('/dev/full'))('standard output that cannot be written', () => {
  beforeAll(ensureBuilt);

  it.each([
    ['rulesets', ['rulesets']],
    ['odds --json', ['odds', 'dice', 'pool', '--dice', '2', '--target', '4', '--json']],
  ])('%s > /dev/full: exit 2 and one line naming standard output, no stack trace', (_, argv) => {
    const fd = openSync('/dev/full', 'w');
    try {
      const r = runTo(fd, ...argv);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^error: cannot write to standard output \(no space left on the device\)/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    } finally {
      closeSync(fd);
    }
  });
});
