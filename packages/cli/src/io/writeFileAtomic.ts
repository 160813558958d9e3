import { AsyncLocalStorage } from 'node:async_hooks';
import {
  closeSync,
  fchmodSync,
  fsyncSync,
  lstatSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MusterError } from '@muster/core';

let counter = 0;

/** A temporary file written whole and flushed, waiting to be renamed over its target. */
interface Pending {
  readonly temp: string;
  readonly target: string;
  readonly file: string;
}

/** The files one command has written so far: published together when it succeeds, removed when it fails. */
const batch = new AsyncLocalStorage<Pending[]>();

/**
 * Runs `work` so that every {@link writeFileAtomic} inside it publishes all its files or none: each file
 * is written whole to a temporary file at once (so a full disk fails there), and all are renamed into
 * place only when `work` succeeds. `runCli` runs every command this way, so `battle --svg` writes every
 * turn file and the final one, or none of them.
 *
 * @example
 * await withOutputBatch(async () => { writeFileAtomic('a.svg', a); writeFileAtomic('b.svg', b); });
 */
export async function withOutputBatch<T>(
  work: () => Promise<T>,
  /** Called with each file's path, as given, once it is in place. */
  published?: (file: string) => void,
): Promise<T> {
  const pending: Pending[] = [];
  let result: T;
  try {
    result = await batch.run(pending, work);
  } catch (error) {
    for (const p of pending) rmSync(p.temp, { force: true });
    throw error;
  }
  publish(pending);
  for (const p of pending) published?.(p.file);
  return result;
}

function publish(pending: readonly Pending[]): void {
  for (let i = 0; i < pending.length; i++) {
    const p = pending[i]!;
    try {
      renameSync(p.temp, p.target);
      syncFolder(dirname(p.target));
    } catch (error) {
      for (const rest of pending.slice(i)) rmSync(rest.temp, { force: true });
      throw cannotWrite(p.file, error);
    }
  }
}

/**
 * Writes a file atomically: the text goes to a temporary file beside the target, every byte of it
 * (a short write is continued, a full disk is an error), is flushed to disk, then renamed over the target
 * and the folder flushed; a file being replaced keeps its permission bits. Any failure removes the
 * temporary file and leaves the previous file whole: a `bad-input` `MusterError` naming the file (exit 2),
 * never a truncated file.
 *
 * A target that exists must be a regular file, or a symlink to one (written through: the file it points
 * to is replaced and the link kept); a device, FIFO, socket, folder or dangling link is refused.
 *
 * @example
 * writeFileAtomic('battle.json', JSON.stringify(game.save()));
 */
export function writeFileAtomic(file: string, text: string): void {
  const { target, mode: keepMode } = resolveTarget(file);
  const dir = dirname(target);
  try {
    if (!statSync(dir).isDirectory()) throw new Error('ENOTDIR');
  } catch {
    throw new MusterError('bad-input', 'cannot write: the folder does not exist', {
      file,
      expected: 'a path in an existing folder',
    });
  }
  const temp = join(dir, `.${basename(target)}.${process.pid}.${++counter}.tmp`);
  try {
    const fd = openSync(temp, 'wx', 0o666);
    try {
      // A file being replaced keeps its permissions (a private saved game stays private).
      if (keepMode !== null) fchmodSync(fd, keepMode);
      writeAll(fd, Buffer.from(text, 'utf8'));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(temp, { force: true });
    throw cannotWrite(file, error);
  }
  const pending = batch.getStore();
  if (pending) {
    pending.push({ temp, target, file });
    return;
  }
  try {
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw cannotWrite(file, error);
  }
  syncFolder(dir);
}

/** Writes every byte: `write` may write fewer than asked (a nearly full disk); one that writes nothing is a full disk. */
function writeAll(fd: number, bytes: Buffer): void {
  let done = 0;
  while (done < bytes.length) {
    const wrote = writeSync(fd, bytes, done, bytes.length - done);
    if (!(wrote > 0)) throw Object.assign(new Error('no space left'), { code: 'ENOSPC' });
    done += wrote;
  }
}

/** The rename is durable only once the folder is flushed; a filesystem that cannot flush folders is fine. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // EISDIR/EINVAL/EPERM on some filesystems: the file itself is already flushed.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function cannotWrite(file: string, error: unknown): MusterError {
  if (MusterError.is(error)) return error;
  const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
  const why =
    code === 'ENOSPC'
      ? 'no space left on the device'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : code === 'EROFS'
          ? 'read-only filesystem'
          : code;
  return new MusterError('bad-input', `cannot write (${why}); nothing was written`, {
    file,
    expected: 'a writable path',
  });
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO (named pipe)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'a special file';
}

/**
 * The path to replace: the file itself, or the regular file a symlink points to (written through); with that file's
 * permission bits (kept by the replacement), null for a new file.
 */
function resolveTarget(file: string): { readonly target: string; readonly mode: number | null } {
  let link: Stats;
  try {
    link = lstatSync(file);
  } catch {
    return { target: file, mode: null }; // a new file (a missing folder is reported by the caller)
  }
  const bits = (stat: Stats) => stat.mode & 0o7777;
  if (link.isFile()) return { target: file, mode: bits(link) };
  if (!link.isSymbolicLink()) {
    const kind = kindOf(link);
    throw new MusterError(
      'bad-input',
      kind === 'a directory' ? 'cannot write: it is a directory' : `cannot write: it is ${kind}, not a regular file`,
      {
        file,
        expected: 'a regular file path',
      },
    );
  }
  let real: string;
  let stat: Stats;
  try {
    real = realpathSync(file);
    stat = statSync(real);
  } catch {
    throw new MusterError('bad-input', 'cannot write: it is a symlink to nothing (or a loop)', {
      file,
      expected: 'a regular file path, or a symlink to a regular file',
    });
  }
  if (!stat.isFile()) {
    throw new MusterError('bad-input', `cannot write: it is a symlink to ${kindOf(stat)}`, {
      file,
      expected: 'a regular file path, or a symlink to a regular file',
    });
  }
  return { target: real, mode: bits(stat) };
}

/**
 * Refuses an output path that names the same file as an input of the same command (exit 2), so
 * `battle --scenario s.json --log s.json` cannot destroy its own input. Paths are compared after
 * resolving symlinks; inputs that do not exist are ignored.
 *
 * @example
 * refuseOutputOverInput([{ flag: 'log', file: 'out.json' }], ['scenario.json']);
 */
export function refuseOutputOverInput(
  outputs: readonly { readonly flag: string; readonly file: string }[],
  inputs: readonly string[],
): void {
  const real = (path: string): string | null => {
    try {
      return realpathSync(path);
    } catch {
      return null;
    }
  };
  const inputPaths = new Map<string, string>();
  for (const input of inputs) {
    const path = real(input);
    if (path !== null && statSync(path).isFile()) inputPaths.set(path, input);
  }
  for (const { flag, file } of outputs) {
    const path = real(file);
    const input = path === null ? undefined : inputPaths.get(path);
    if (input !== undefined) {
      throw new MusterError('bad-input', `--${flag} would overwrite the input file ${input}`, {
        file,
        path: flag,
        expected: "an output path that is not one of the command's input files",
      });
    }
  }
}
