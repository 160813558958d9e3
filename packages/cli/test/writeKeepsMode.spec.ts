// Files-audit: a file the CLI replaces is written to a temporary file and renamed over it; the temporary file was
// created with the default mode, so a saved game the user had made private (chmod 600) became readable by everyone
// (0644 under the usual umask) after `muster battle --log` replaced it. The replacement keeps the file's mode.
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../src/io/writeFileAtomic.js';
import { cli, tempDir } from './helpers.js';

const mode = (file: string) => statSync(file).mode & 0o777;

describe.runIf(process.platform !== 'win32')('a replaced file keeps its permissions', () => {
  it.each([0o600, 0o640, 0o755])('writeFileAtomic over a %o file', (bits) => {
    const file = join(tempDir(), 'out.txt');
    writeFileSync(file, 'old');
    chmodSync(file, bits);
    writeFileAtomic(file, 'new');
    expect(mode(file)).toBe(bits);
  });

  it('muster battle --log over a private (600) saved game', async () => {
    const file = join(tempDir(), 'game.json');
    writeFileSync(file, '{}');
    chmodSync(file, 0o600);
    const r = await cli('battle', 'race', '--seed', 'mode', '--log', file);
    expect(r.code, r.stderr).toBe(0);
    expect(mode(file)).toBe(0o600);
    expect(statSync(file).size).toBeGreaterThan(2);
  });
});
