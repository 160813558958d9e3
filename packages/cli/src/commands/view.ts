import {
  MusterError,
  replay,
  SAVED_GAME_FORMAT,
  SAVED_GAME_VERSION,
  viewerFrames,
  viewerPage,
  type ReplayReport,
} from '@muster/core';
import type { ClubGameRead } from '@muster/club';
import type { Command } from 'commander';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonData } from '../io/readJsonFile.js';
import { refuseOutputOverInput, writeFileAtomic } from '../io/writeFileAtomic.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { findPlayable } from '../rulesets.js';
import { loadVariantFile, type LoadedVariant } from '../variant/loadVariantFile.js';
import { describeResult } from './battle.js';

/** Options of `muster view`. */
export interface ViewOptions {
  /** `--html FILE`: where to write the viewer. */
  readonly html: string;
  /** `--variant FILE`: the variant the game was played under. */
  readonly variant?: LoadedVariant;
  /** `--as-recorded`: a club game that does not replay under these rules is drawn from its log as recorded. */
  readonly asRecorded?: boolean;
  /** The club's reader of its saved games (`@muster/club`), for games exported from the club companion. */
  readonly club?: ClubReader;
}

/** What `muster view` uses of `@muster/club`: its reader, which knows a game continued across a rule change. */
export interface ClubReader {
  readClubGame(text: string, file: string): ClubGameRead;
}

/** Where a replay first differs from the file, as a field path: a log entry, the final state or the dice. */
function differencePath(report: ReplayReport, entries: number): string {
  const at = report.firstDifference;
  if (!at) return '(root)';
  if (at.index < entries) return `log[${at.index}]`;
  return at.expected.startsWith('{"rng"') ? 'rng' : 'state';
}

/** Why the ruleset refused the logged decision where the replay stopped, or why the file is suspect. */
function refusal(report: ReplayReport): string {
  try {
    const actual = JSON.parse(report.firstDifference?.actual ?? 'null') as { type?: unknown; reason?: unknown } | null;
    if (actual?.type === 'refused' && typeof actual.reason === 'string')
      return `: the ruleset refuses this decision (${actual.reason})`;
  } catch {
    // not JSON: the plain message below
  }
  return ' (edited or corrupt)';
}

/**
 * `muster view SAVED.json --html OUT`: replays a saved game through its ruleset (as `muster replay` does,
 * refusing a file that does not replay identically) and writes one self-contained HTML page that steps
 * through it: the map after every decision with its arrows, the narrative with every roll. A game exported
 * from the club companion (ruleset `club`) replays through the club's own reducer and is drawn by its
 * renderer, through the club's reader (a game continued from its recorded state after a rule change replays from
 * that state); `--as-recorded` draws a club game that does not replay under these rules from its log as recorded,
 * and says so. Exit 0 when written, 2 for a bad file or one that does not replay (edited or corrupt).
 *
 * @example
 * viewCommand(entries, 'battle.json', { html: 'battle.html' }, output);
 */
export function viewCommand(
  entries: readonly RulesetEntry[],
  file: string,
  options: ViewOptions,
  output: CliOutput,
): number {
  refuseOutputOverInput([{ flag: 'html', file: options.html }], [file]);
  const data = readJsonData(file, { what: 'a saved game (muster battle --log)' });
  const envelope =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  if (envelope?.format !== SAVED_GAME_FORMAT)
    throw new MusterError('bad-file', 'not a Muster saved game', {
      file,
      path: envelope === null ? '(root)' : 'format',
      expected: `"format": "${SAVED_GAME_FORMAT}"`,
    });
  if (typeof envelope.formatVersion === 'number' && envelope.formatVersion > SAVED_GAME_VERSION)
    throw new MusterError('bad-file', `written by a newer Muster (format version ${envelope.formatVersion})`, {
      file,
      path: 'formatVersion',
      expected: `a version up to ${SAVED_GAME_VERSION}`,
    });
  if (typeof envelope.ruleset !== 'string')
    throw new MusterError('bad-file', 'names no ruleset', { file, path: 'ruleset', expected: 'a ruleset id' });
  let entry;
  try {
    entry = findPlayable(entries, envelope.ruleset);
  } catch (error) {
    if (MusterError.is(error))
      throw new MusterError('bad-file', error.message, { ...error.context, file, path: 'ruleset' });
    throw error;
  }
  const renderer = entry.renderer;
  if (!renderer)
    throw new MusterError('bad-file', `${entry.id} cannot draw its table (its package exports no tableRenderer)`, {
      file,
      path: 'ruleset',
      expected: 'a game of a ruleset that draws its table',
    });
  let game;
  let recorded = '';
  if (envelope.ruleset === 'club' && options.club) {
    // The club's reader: it replays a game continued from a recorded state (after a rule change) from that state.
    const read = options.club.readClubGame(JSON.stringify(data), file);
    if (read.kind === 'replayed') game = read.game;
    else {
      const d = read.change.difference;
      if (options.asRecorded !== true)
        throw new MusterError(
          'bad-file',
          `does not replay identically under these rules${d.refused !== null ? `: the ruleset refuses this decision (${d.refused})` : ''} — a rule changed since it was played, or the file was edited; --as-recorded draws its log as recorded`,
          { file, path: d.path, expected: 'what replaying its decisions gives (check it with muster replay)' },
        );
      game = read.change.recorded;
      recorded = `; the log as recorded: it does not replay under these rules from ${d.decision ? `step ${d.decision.number}` : 'its end state'} (${d.path})`;
    }
  } else {
    const report = replay(entry.ruleset, data, {
      file,
      ...(options.variant ? { variant: options.variant.variant } : {}),
    });
    if (!report.identical) {
      const entries = Array.isArray(envelope.log) ? envelope.log.length : 0;
      throw new MusterError('bad-file', `does not replay identically from its seed and decisions${refusal(report)}`, {
        file,
        path: differencePath(report, entries),
        expected: 'what replaying its decisions gives (check it with muster replay)',
      });
    }
    game = report.game;
  }
  const over = game.isOver() ? describeResult(game.result()) : 'game not finished';
  const title = `${entry.name} — seed "${game.seed}" — ${over}${recorded === '' ? '' : ' — as recorded (does not replay under these rules)'}`;
  const viewer = viewerFrames(game, renderer, title);
  writeFileAtomic(options.html, viewerPage(viewer));
  output.out(
    `Viewer written to ${options.html}: ${viewer.frames.length - 1} decisions, ${viewer.entries.length} log entries (${entry.name}; ${over})${recorded}\n`,
  );
  return 0;
}

/** Adds `muster view` to the program (one line in runCli). */
export function registerView(
  program: Command,
  entries: readonly RulesetEntry[],
  output: CliOutput,
  setCode: (code: number) => void,
): void {
  program
    .command('view')
    .description(
      'write a self-contained HTML page that replays a saved game: the map at every decision, the narrative, every roll',
    )
    .argument('<file>', 'saved game JSON (muster battle --log, or a game exported from the club companion)')
    .requiredOption('--html <file>', 'the HTML file to write')
    .option('--variant <file>', 'the variant the game was played under')
    .option(
      '--as-recorded',
      'a club game that does not replay under these rules (saved before a rule change): draw its log as recorded',
    )
    .addHelpText(
      'after',
      '\nThe page needs no network: open it from disk. It replays the game through the ruleset (as muster replay checks it).\nExit 0 written, 2 for a bad file or one that does not replay identically.',
    )
    .action(async (file: string, opts: { html: string; variant?: string; asRecorded?: boolean }) => {
      const variant = opts.variant !== undefined ? await loadVariantFile(opts.variant) : undefined;
      // Already loaded with the rulesets (RULESET_PACKAGES); absent when the club package is not installed.
      const club = (await import('@muster/club').catch(() => null)) as ClubReader | null;
      const more = { ...(variant ? { variant } : {}), ...(club ? { club } : {}), asRecorded: opts.asRecorded === true };
      setCode(viewCommand(entries, file, { html: opts.html, ...more }, output));
    });
}
