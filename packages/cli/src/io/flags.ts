import { MusterError } from '@muster/core';

/**
 * Flags that may be given more than once, each adding a value (as `--option k=v` does). Every other
 * flag given twice is refused rather than silently taking the last value.
 */
export const REPEATABLE_FLAGS: ReadonlySet<string> = new Set(['option']);

/** The flag given twice: a `bad-input` error naming it (exit 2). */
export function duplicateFlag(name: string): MusterError {
  return new MusterError('bad-input', `--${name} is given more than once`, { path: name, expected: `--${name} once` });
}

/**
 * Refuses a flag repeated among free-form arguments (a mechanic's `--<param> <value>` list of `muster
 * odds`): `--dice 3 --dice 4` is a mistake, not a request for 4.
 *
 * @example
 * refuseDuplicateFlags(['--dice', '3', '--sides', '6']); // fine
 */
export function refuseDuplicateFlags(args: readonly string[]): void {
  const seen = new Set<string>();
  for (const arg of args) {
    if (arg === '--') return;
    if (!arg.startsWith('--') || arg.length < 3) continue;
    const name = arg.slice(2).split('=')[0]!;
    if (REPEATABLE_FLAGS.has(name)) continue;
    if (seen.has(name)) throw duplicateFlag(name);
    seen.add(name);
  }
}
