// Issue 22, defects 1 (short writes publish truncated files) and 2 (output paths that are not regular
// files are replaced; an output may overwrite the command's own input).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from '../src/io/writeFileAtomic.js';
import { fault, resetFault } from './faultyFs.js';
import { cli, tempDir } from './helpers.js';

// The factory imports the helper itself: vi.mock is hoisted above this file's imports.
vi.mock('node:fs', async (importOriginal) => (await import('./faultyFs.js')).faultyFs(await importOriginal()));
afterEach(resetFault);

function failure(fn: () => void): string {
  try {
    fn();
  } catch (error) {
    return (error as { toUserLine?: () => string }).toUserLine?.() ?? String(error);
  }
  return 'no error';
}

const text = `${JSON.stringify({ format: 'test', rows: Array.from({ length: 50 }, (_, i) => ({ i, name: `row ${i}` })) })}\n`;

describe('defect 1: every byte is written or nothing is published', () => {
  it('continues short writes until the whole text is written (injected 7-byte writes)', () => {
    const dir = tempDir();
    fault.chunk = 7;
    writeFileAtomic(join(dir, 'out.json'), text);
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(text);
    expect(readdirSync(dir)).toEqual(['out.json']);
  });

  it('a disk that fills mid-write: a user error naming the file, the previous file kept, no temporary file (injected)', () => {
    const dir = tempDir();
    const path = join(dir, 'out.json');
    writeFileSync(path, 'previous');
    fault.budget = 100;
    expect(
      failure(() => {
        writeFileAtomic(path, text);
      }),
    ).toMatch(/out\.json: cannot write \(no space left on the device\); nothing was written/);
    expect(readFileSync(path, 'utf8')).toBe('previous');
    expect(readdirSync(dir)).toEqual(['out.json']);
  });

  it('a real full filesystem (64 KiB tmpfs): refused, previous file kept, no temporary file', (context) => {
    const dir = tempDir();
    const mnt = join(dir, 'small');
    mkdirSync(mnt);
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mnt], { stdio: 'ignore' });
    } catch {
      rmdirSync(mnt);
      context.skip('mounting a tmpfs is not permitted on this machine (needs root); the injected fault tests cover it');
      return;
    }
    try {
      const path = join(mnt, 'out.json');
      writeFileAtomic(path, 'previous');
      const big = 'x'.repeat(100 * 1024);
      expect(
        failure(() => {
          writeFileAtomic(path, big);
        }),
      ).toMatch(/out\.json: cannot write \(no space left on the device\)/);
      expect(readFileSync(path, 'utf8')).toBe('previous');
      expect(readdirSync(mnt)).toEqual(['out.json']);
    } finally {
      execFileSync('umount', [mnt]);
      rmdirSync(mnt);
    }
  });

  it('battle --svg --log writes every file or none: a disk full at a later file publishes no SVG and no log (exit 2)', async () => {
    const dir = tempDir();
    const svg = join(dir, 'table.svg');
    const log = join(dir, 'game.json');
    const whole = await cli('battle', 'race', '--seed', 'draw', '--svg', svg, '--log', log);
    expect(whole.code).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files.filter((f) => f.startsWith('table-turn-')).length).toBeGreaterThan(1);
    const bytes = files.slice(0, 2).reduce((n, f) => n + readFileSync(join(dir, f)).length, 0);
    const dir2 = tempDir();
    fault.budget = bytes; // room for some of the files, not for all of them
    const { code, stderr } = await cli(
      'battle',
      'race',
      '--seed',
      'draw',
      '--svg',
      join(dir2, 'table.svg'),
      '--log',
      join(dir2, 'game.json'),
    );
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /^error: .*(svg|json): cannot write \(no space left on the device\); nothing was written.*\n$/,
    );
    expect(readdirSync(dir2)).toEqual([]);
  });
});

describe('defect 2: outputs that are not regular files are refused; symlinks are written through', () => {
  it('refuses a FIFO without replacing it (exit 2)', async () => {
    const dir = tempDir();
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const { code, stderr } = await cli('battle', 'race', '--log', fifo);
    expect(code).toBe(2);
    expect(stderr).toMatch(/pipe: cannot write: it is a FIFO \(named pipe\), not a regular file/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it('refuses a device node without replacing it (exit 2)', async (context) => {
    const dir = tempDir();
    const device = join(dir, 'null');
    try {
      execFileSync('mknod', [device, 'c', '1', '3'], { stdio: 'ignore' });
    } catch {
      context.skip('mknod is not permitted here (needs root)');
      return;
    }
    const { code, stderr } = await cli('battle', 'race', '--log', device);
    expect(code).toBe(2);
    expect(stderr).toMatch(/null: cannot write: it is a device, not a regular file/);
    expect(lstatSync(device).isCharacterDevice()).toBe(true);
  });

  it('writes through a symlink to a regular file and keeps the link', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'real.json'), 'old');
    symlinkSync('real.json', join(dir, 'link.json'));
    const { code } = await cli('battle', 'race', '--log', join(dir, 'link.json'));
    expect(code).toBe(0);
    expect(lstatSync(join(dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link.json'))).toBe('real.json');
    expect(readFileSync(join(dir, 'real.json'), 'utf8')).toMatch(/^\{"format":"muster-game"/);
  });

  it('refuses a dangling symlink and a symlink to a directory, keeping both links', async () => {
    const dir = tempDir();
    symlinkSync('nowhere.json', join(dir, 'dangling.json'));
    mkdirSync(join(dir, 'folder'));
    symlinkSync('folder', join(dir, 'tofolder'));
    const a = await cli('battle', 'race', '--log', join(dir, 'dangling.json'));
    expect(a.code).toBe(2);
    expect(a.stderr).toMatch(/dangling\.json: cannot write: it is a symlink to nothing/);
    const b = await cli('battle', 'race', '--log', join(dir, 'tofolder'));
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/tofolder: cannot write: it is a symlink to a directory/);
    expect(lstatSync(join(dir, 'dangling.json')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'tofolder')).isSymbolicLink()).toBe(true);
    expect(existsSync(join(dir, 'nowhere.json'))).toBe(false);
  });

  it('refuses an output path that is an input of the same command, leaving the input whole', async () => {
    const dir = tempDir();
    const scenario = join(dir, 'scenario.json');
    writeFileSync(scenario, '{"start":0}');
    symlinkSync('scenario.json', join(dir, 'alias.json'));
    for (const [flag, out] of [
      ['--log', scenario],
      ['--svg', scenario],
      ['--log', join(dir, 'alias.json')],
      ['--log', join(dir, '.', 'scenario.json')],
    ] as const) {
      const { code, stderr } = await cli('battle', 'race', '--scenario', scenario, flag, out);
      expect(code, `${flag} ${out}`).toBe(2);
      expect(stderr).toMatch(new RegExp(`^error: .*: ${flag} would overwrite the input file .*scenario\\.json.*\\n$`));
    }
    expect(readFileSync(scenario, 'utf8')).toBe('{"start":0}');
  });
});
