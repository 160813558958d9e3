import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MusterError } from '@muster/core';

let counter = 0;

/**
 * Writes a file atomically: the text goes to a temporary file beside the target, is flushed to disk,
 * then renamed over the target. An interrupted write leaves the previous file whole.
 *
 * @example
 * writeFileAtomic('battle.json', JSON.stringify(game.save()));
 */
export function writeFileAtomic(file: string, text: string): void {
  const dir = dirname(file);
  try {
    if (!statSync(dir).isDirectory()) throw new Error('ENOTDIR');
  } catch {
    throw new MusterError('bad-input', 'cannot write: the folder does not exist', { file, expected: 'a path in an existing folder' });
  }
  try {
    if (statSync(file).isDirectory()) throw new MusterError('bad-input', 'cannot write: it is a directory', { file, expected: 'a file path' });
  } catch (error) {
    if (MusterError.is(error)) throw error;
  }
  const temp = join(dir, `.${basename(file)}.${process.pid}.${++counter}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new MusterError('bad-input', `cannot write (${code})`, { file, expected: 'a writable path' });
  }
}
