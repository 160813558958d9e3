import { checkVariantRuleset, MusterError, replay, SAVED_GAME_FORMAT, SAVED_GAME_VERSION } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonData } from '../io/readJsonFile.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findPlayable } from '../rulesets.js';
import type { LoadedVariant } from '../variant/loadVariantFile.js';
import { describeResult } from './battle.js';

const short = (text: string, max = 300): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Options of `muster replay`. */
export interface ReplayOptions {
  /** `--variant FILE`: the variant the game was played under (its plugins are bound for the replay). */
  readonly variant?: LoadedVariant;
}

/**
 * `muster replay FILE [--variant FILE]`: rebuilds a saved game from its seed, scenario and decisions and
 * checks every roll, event and the final state. A game played under a variant replays only with that
 * variant (its plugins bound); without it, the refusal names the plugin missing. Exit 0 when identical,
 * 1 at the first difference, 2 for a bad file or a missing or other variant.
 */
export function replayCommand(
  entries: readonly RulesetEntry[],
  file: string,
  output: CliOutput,
  options: ReplayOptions = {},
): number {
  const data = readJsonData(file, { what: 'a saved game (muster battle --log)' });
  const envelope =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  if (envelope?.format !== SAVED_GAME_FORMAT) {
    throw new MusterError('bad-file', 'not a Muster saved game', {
      file,
      path: envelope === null ? '(root)' : 'format',
      expected: `"format": "${SAVED_GAME_FORMAT}"`,
    });
  }
  const version = envelope.formatVersion;
  if (typeof version === 'number' && version > SAVED_GAME_VERSION) {
    throw new MusterError(
      'bad-file',
      `written by a newer Muster (format version ${version}); this one reads a version up to ${SAVED_GAME_VERSION}`,
      { file, path: 'formatVersion', expected: `a version up to ${SAVED_GAME_VERSION}` },
    );
  }
  const rulesetId = envelope.ruleset;
  if (typeof rulesetId !== 'string')
    throw new MusterError('bad-file', 'names no ruleset', { file, path: 'ruleset', expected: 'a ruleset id' });
  let entry;
  try {
    entry = findPlayable(entries, rulesetId);
  } catch (error) {
    if (MusterError.is(error))
      throw new MusterError('bad-file', error.message, { ...error.context, file, path: 'ruleset' });
    throw error;
  }
  const loaded = options.variant;
  if (loaded) {
    checkVariantRuleset(loaded.variant, entry.id, { file: loaded.file });
    const played = envelope.variant;
    if (played !== loaded.variant.name) {
      throw new MusterError(
        'bad-input',
        typeof played === 'string'
          ? `this game was played under the variant '${played}', not '${loaded.variant.name}'`
          : `this game was played with the rules as written, not the variant '${loaded.variant.name}'`,
        {
          file,
          path: 'variant',
          expected: typeof played === 'string' ? `--variant with the variant '${played}'` : 'no --variant',
        },
      );
    }
  }
  const report = replay(entry.ruleset, data, { file, ...(loaded ? { variant: loaded.variant } : {}) });
  if (report.identical) {
    const over = report.game.isOver() ? describeResult(report.game.result()) : 'game not finished';
    const under = loaded ? ` under the variant '${loaded.variant.name}'` : '';
    output.out(
      `${file}: identical: ${report.entries} log entries of ${entry.id}${under} replayed from seed "${report.game.seed}"; ${over}\n`,
    );
    return 0;
  }
  const diff = report.firstDifference!;
  output.err(
    `${file}: differs at log[${diff.index}]: the file has ${short(diff.expected)} but replaying gives ${short(diff.actual)}; ${whyDifferent(entry.id, String(envelope.rulesetVersion), entry.ruleset.version)}\n`,
  );
  return 1;
}

/**
 * What a difference may mean, from the ruleset versions: the game was saved under other rules (replay it with the
 * version that saved it), or under the same version (a rule changed within it, or the file was edited).
 */
function whyDifferent(ruleset: string, saved: string, here: string): string {
  return saved === here
    ? `saved and replayed with ${ruleset} ${here}: a rule changed within this version, or the file was edited`
    : `saved with ${ruleset} ${saved}, replayed with ${ruleset} ${here}: the rules may have changed between these versions (their changelog says how); replay it with ${ruleset} ${saved}`;
}
