import { checkFileFormat, parseWith } from '@muster/core';
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
  checkFileFormat(json, { format: DECK_FORMAT, version: DECK_FORMAT_VERSION, what: 'a Taĉmento deck' }, { file });
  return parseWith(DeckFileSchema, json, { file });
}
