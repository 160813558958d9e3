import { MusterError, parseWith } from '@muster/core';
import { DECK_FORMAT, DECK_FORMAT_VERSION, DeckFileSchema, type DeckFile } from './DeckFile.js';

/**
 * Validates a deck file's parsed JSON (e.g. the printed deck typed in by a user). Throws a `bad-file`
 * MusterError naming the file, the field path and what was expected; a newer format version or another
 * kind of file is refused with its own clear message.
 *
 * @example
 * const deck = loadDeck(JSON.parse(readFileSync('printed-deck.json', 'utf8')), 'printed-deck.json');
 */
export function loadDeck(json: unknown, file: string): DeckFile {
  if (typeof json === 'object' && json !== null && !Array.isArray(json)) {
    const record = json as Record<string, unknown>;
    if (record.format !== undefined && record.format !== DECK_FORMAT) {
      throw new MusterError('bad-file', `this is not a Taĉmento deck (format ${JSON.stringify(record.format)})`, {
        file,
        path: 'format',
        expected: `"${DECK_FORMAT}"`,
      });
    }
    const version = record.formatVersion;
    if (typeof version === 'number' && version > DECK_FORMAT_VERSION) {
      throw new MusterError('bad-file', `deck format version ${version} is newer than this package reads`, {
        file,
        path: 'formatVersion',
        expected: `a version up to ${DECK_FORMAT_VERSION}`,
      });
    }
  }
  return parseWith(DeckFileSchema, json, { file });
}
