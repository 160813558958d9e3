import { readFileSync, statSync } from 'node:fs';
import { checkFileFormat, MusterError, parseWith, SAVED_GAME_FORMAT, savedGameFormat } from '@muster/core';
import { z, type ZodType } from 'zod';
import { jsonErrorOffset } from './jsonErrorOffset.js';

/** Largest file the CLI reads: a saved Tercios battle is well under 1 MB; 10 MB leaves room and stops a runaway read. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Options of {@link readJsonFile}. */
export interface ReadJsonOptions {
  /** Refuse files bigger than this many bytes (default {@link MAX_FILE_BYTES}). */
  readonly maxBytes?: number;
  /** The ruleset the file must belong to, when it says (a `ruleset` field). */
  readonly ruleset?: string;
  /** What the file should be, for messages (`an army list`, `a saved game`). */
  readonly what?: string;
}

/**
 * Reads and validates a JSON file the user named. Every way a file can be wrong is a `bad-file`
 * `MusterError` naming the file: missing, a directory, too big, not UTF-8 JSON (with line and column),
 * another ruleset's file, a newer format version, or a shape the schema refuses (with the field path).
 *
 * @example
 * const army = readJsonFile('spain.json', tercios.armies.schema, { ruleset: 'tercios', what: 'an army list' });
 */
export function readJsonFile<S extends ZodType>(file: string, schema: S, options: ReadJsonOptions = {}): z.output<S> {
  const data = readJsonData(file, options);
  checkEnvelope(file, data, options);
  try {
    return parseWith(schema, data, { file });
  } catch (error) {
    throw newerFormat(error, data) ?? error;
  }
}

/** A schema refusing `formatVersion` because the file is newer than the versions it knows: say so plainly. */
function newerFormat(error: unknown, data: unknown): MusterError | null {
  if (!MusterError.is(error) || error.context.path !== 'formatVersion') return null;
  const version = (data as Record<string, unknown>).formatVersion;
  const known = (error.context.expected ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (typeof version !== 'number' || known.length === 0 || version <= Math.max(...known)) return null;
  return new MusterError(
    'bad-file',
    `written by a newer Muster (format version ${version}); this one reads a version up to ${Math.max(...known)}`,
    {
      ...error.context,
      expected: `a version up to ${Math.max(...known)}`,
    },
  );
}

/** Reads a file as JSON data without a schema (still refusing missing, huge and malformed files). */
export function readJsonData(file: string, options: Pick<ReadJsonOptions, 'maxBytes' | 'what'> = {}): unknown {
  const maxBytes = options.maxBytes ?? MAX_FILE_BYTES;
  const expected = options.what ?? 'a JSON file';
  let size: number;
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) throw new MusterError('bad-file', 'is a directory', { file, expected });
    if (!stat.isFile()) throw new MusterError('bad-file', 'is not a regular file', { file, expected });
    size = stat.size;
  } catch (error) {
    if (MusterError.is(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EACCES'
          ? 'permission denied'
          : `cannot read (${code ?? 'unknown error'})`;
    throw new MusterError('bad-file', why, { file, expected });
  }
  if (size > maxBytes) {
    throw new MusterError('bad-file', `file is ${size} bytes, over the ${maxBytes}-byte limit`, {
      file,
      expected: `${expected} of at most ${maxBytes} bytes`,
    });
  }
  let text: string;
  try {
    const bytes = readFileSync(file);
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) throw new MusterError('bad-file', 'is not UTF-8 text', { file, expected });
    throw new MusterError('bad-file', `cannot read (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`, {
      file,
      expected,
    });
  }
  return parseJsonText(text.replace(/^\uFEFF/, ''), file);
}

/** Any JSON data: parsing with it still refuses data nested deeper than core's `MAX_JSON_DEPTH`. */
const anyJson = z.unknown();

/**
 * Parses JSON text, turning a syntax error into a `bad-file` error with line and column, and data nested
 * too deeply to walk safely into a `bad-file` error with the field path.
 */
export function parseJsonText(text: string, file: string): unknown {
  if (text.trim() === '') throw new MusterError('bad-file', 'file is empty', { file, expected: 'JSON data' });
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (error) {
    const found = jsonErrorOffset(text);
    const reason = found?.reason ?? (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
    const where = found ? ` at ${lineColumn(text, found.offset)}` : '';
    throw new MusterError('bad-file', `not valid JSON${where}: ${reason}`, { file, expected: 'JSON data' });
  }
  // Every file is checked for depth once, here, before any command's recursive code sees it.
  return parseWith(anyJson, data, { file });
}

function lineColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Refuses another ruleset's file and a newer Muster format before the schema sees it (clearer messages). */
function checkEnvelope(file: string, data: unknown, options: ReadJsonOptions): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  if (options.what !== undefined && options.what !== 'a saved game' && record.format === SAVED_GAME_FORMAT) {
    throw new MusterError('bad-file', `this is a saved game, not ${options.what}`, {
      file,
      path: 'format',
      expected: options.what,
    });
  }
  if (record.format === SAVED_GAME_FORMAT) checkFileFormat(data, savedGameFormat(), { file });
  const ruleset = record.ruleset;
  if (options.ruleset !== undefined && typeof ruleset === 'string' && ruleset !== options.ruleset) {
    throw new MusterError('bad-file', `this is a ${ruleset} file, not ${options.ruleset}`, {
      file,
      path: 'ruleset',
      expected: options.ruleset,
    });
  }
}
