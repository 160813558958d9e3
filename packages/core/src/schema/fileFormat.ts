import { MusterError } from '../errors/MusterError.js';

/** What a versioned Muster file says it is: its `format` name, the newest `formatVersion` read, its owner. */
export interface FileFormat {
  /** The `format` field's value (`muster-army`, `muster-saved-game`, …). */
  readonly format: string;
  /** The newest `formatVersion` this code reads. */
  readonly version: number;
  /** The ruleset the file must belong to, when it has a `ruleset` field. */
  readonly ruleset?: string;
  /** What the file is, for messages: `an army list`, `a Taĉmento deck`. */
  readonly what: string;
}

/** The army-list file every ruleset reads (`muster army check`, the club's army builder): one format, per ruleset. */
export function armyFileFormat(ruleset: string): FileFormat {
  return { format: 'muster-army', version: 1, ruleset, what: 'an army list' };
}

/**
 * Checks a file's envelope before its schema does, so that the three ways a well-formed file can be the wrong
 * file are said plainly instead of as a shape error: another kind of file (`format`), a file written by a newer
 * Muster (`formatVersion` above `version`), another ruleset's file (`ruleset`). Each is a `bad-file`
 * MusterError naming the file when given, the field and what was expected. Anything else (a missing field, a
 * version that is not a number) is left to the schema, which names it.
 *
 * @example
 * checkFileFormat(data, { format: 'muster-army', version: 1, ruleset: 'tercios', what: 'an army list' }, { file });
 * const army = parseWith(ArmyFileSchema, data, { file });
 */
export function checkFileFormat(data: unknown, expected: FileFormat, where: { file?: string } = {}): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  const fail = (path: string, message: string, wanted: string): never => {
    throw new MusterError('bad-file', message, {
      ...(where.file !== undefined ? { file: where.file } : {}),
      path,
      expected: wanted,
    });
  };
  if (typeof record.format === 'string' && record.format !== expected.format)
    fail('format', `this is not ${expected.what} (format "${record.format}")`, `"${expected.format}"`);
  const version = record.formatVersion;
  if (typeof version === 'number' && version > expected.version)
    fail(
      'formatVersion',
      `written by a newer Muster (format version ${version}); this one reads a version up to ${expected.version}`,
      `a version up to ${expected.version}`,
    );
  const ruleset = record.ruleset;
  if (expected.ruleset !== undefined && typeof ruleset === 'string' && ruleset !== expected.ruleset)
    fail('ruleset', `this is ${expected.what} of ${ruleset}, not of ${expected.ruleset}`, expected.ruleset);
}
