import { MusterError, replay, SAVED_GAME_FORMAT, SAVED_GAME_VERSION } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonData } from '../io/readJsonFile.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findPlayable } from '../rulesets.js';
import { describeResult } from './battle.js';

const short = (text: string, max = 300): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * `muster replay FILE`: rebuilds a saved game from its seed, scenario and decisions and checks every
 * roll, event and the final state. Exit 0 when identical, 1 at the first difference, 2 for a bad file.
 */
export function replayCommand(entries: readonly RulesetEntry[], file: string, output: CliOutput): number {
  const data = readJsonData(file, { what: 'a saved game (muster battle --log)' });
  const envelope = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  if (envelope === null || envelope['format'] !== SAVED_GAME_FORMAT) {
    throw new MusterError('bad-file', 'not a Muster saved game', { file, path: envelope === null ? '(root)' : 'format', expected: `"format": "${SAVED_GAME_FORMAT}"` });
  }
  const version = envelope['formatVersion'];
  if (typeof version === 'number' && version > SAVED_GAME_VERSION) {
    throw new MusterError('bad-file', `written by a newer Muster (format version ${version}); this one reads a version up to ${SAVED_GAME_VERSION}`, { file, path: 'formatVersion', expected: `a version up to ${SAVED_GAME_VERSION}` });
  }
  const rulesetId = envelope['ruleset'];
  if (typeof rulesetId !== 'string') throw new MusterError('bad-file', 'names no ruleset', { file, path: 'ruleset', expected: 'a ruleset id' });
  let entry;
  try {
    entry = findPlayable(entries, rulesetId);
  } catch (error) {
    if (MusterError.is(error)) throw new MusterError('bad-file', error.message, { ...error.context, file, path: 'ruleset' });
    throw error;
  }
  const report = replay(entry.ruleset, data, { file });
  if (report.identical) {
    const over = report.game.isOver() ? describeResult(report.game.result()) : 'game not finished';
    output.out(`${file}: identical: ${report.entries} log entries of ${entry.id} replayed from seed "${report.game.seed}"; ${over}\n`);
    return 0;
  }
  const diff = report.firstDifference!;
  output.err(`${file}: differs at log[${diff.index}]: the file has ${short(diff.expected)} but replaying gives ${short(diff.actual)}\n`);
  return 1;
}
