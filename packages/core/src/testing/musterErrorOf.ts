import { MusterError } from '../errors/MusterError.js';

/**
 * The {@link MusterError} that `act` throws, for a test to check its code, message and context. Anything else
 * thrown is re-thrown; nothing thrown fails with "no error thrown".
 *
 * @example
 * const error = musterErrorOf(() => getProfile('tercios'));
 * expect(error.context.path).toBe('unit');
 */
export function musterErrorOf(act: () => unknown): MusterError {
  try {
    act();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('no error thrown');
}
