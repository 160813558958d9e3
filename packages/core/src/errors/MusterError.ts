/**
 * What went wrong, as a stable machine-readable code.
 *
 * `bad-input` and its refinements are the user's fault (CLI exit code 2); `internal` is ours (exit 1).
 */
export type MusterErrorCode =
  | 'bad-input'
  | 'bad-file'
  | 'bad-dice'
  | 'bad-rng-state'
  | 'unknown-ruleset'
  | 'unknown-mechanic'
  | 'illegal-action'
  | 'enumeration-limit'
  | 'internal';

/** Where and why, attached to every {@link MusterError}; all fields optional. */
export interface MusterErrorContext {
  /** The file being read, when the error comes from a file. */
  readonly file?: string;
  /** The field path inside the document, e.g. `regiments[2].units[0].id`. */
  readonly path?: string;
  /** What was expected at that path. */
  readonly expected?: string;
  /** What was found instead, rendered short. */
  readonly received?: string;
  readonly [key: string]: unknown;
}

const MARK = Symbol.for('@muster/core/MusterError');

/**
 * The one error type of Muster. It carries a {@link MusterErrorCode} and a context naming the file,
 * field path and expectation, so a user-facing message is one clear line.
 *
 * Use {@link MusterError.is} rather than `instanceof`: it survives two copies of the package.
 *
 * @example
 * throw new MusterError('bad-file', 'expected a number', { file: 'army.json', path: 'points' });
 */
export class MusterError extends Error {
  readonly [MARK] = true;
  override readonly name = 'MusterError';

  constructor(
    readonly code: MusterErrorCode,
    message: string,
    readonly context: MusterErrorContext = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** True for any MusterError, whichever copy of `@muster/core` made it. */
  static is(value: unknown): value is MusterError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[MARK] === true;
  }

  /** True when the error is the user's input (exit code 2) rather than a bug (exit code 1). */
  get isUserError(): boolean {
    return this.code !== 'internal';
  }

  /** One line for a terminal: `file: path: message (expected X)`. */
  toUserLine(): string {
    const { file, path, expected, received } = this.context;
    const where = [file, path].filter((part) => part !== undefined && part !== '').join(': ');
    let line = where ? `${where}: ${this.message}` : this.message;
    if (expected !== undefined && !this.message.includes(expected)) line += ` (expected ${expected})`;
    if (received !== undefined) line += `, got ${received}`;
    return line.replace(/\s*\n\s*/g, ' ');
  }
}
