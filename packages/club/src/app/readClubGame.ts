import {
  checkFileFormat,
  createGame,
  Game,
  jsonEqual,
  MusterError,
  parseWith,
  replay,
  SavedGameSchema,
  savedGameFormat,
  type LogEntry,
  type Ruleset,
  type SavedGame,
} from '@muster/core';
import { ClubRecordSchema, type ClubContinuation, type ClubRecord, type ClubVersions } from '../model/ClubRecord.js';
import type { ClubDecision, ClubEvent, ClubState } from '../model/ClubSchemas.js';
import { ClubStateSchema } from '../model/ClubSchemas.js';
import { club } from '../model/clubRuleset.js';
import type { ClubGame } from './ClubSession.js';
import { recordDigest } from './clubRecord.js';

type Entry = LogEntry<ClubDecision, ClubEvent>;

/** Where a saved game's log and what the app's rules give part ways, in plain words. */
export interface ReplayDifference {
  /** The field where they first differ: `log[i]`, `state` (only the end state) or `rng` (only the dice state). */
  readonly path: string;
  /** The recorded decision whose consequences differ (or that the rules now refuse); null when only the end differs. */
  readonly decision: {
    readonly index: number;
    readonly number: number;
    readonly turn: number;
    readonly text: string;
  } | null;
  /** What the saved game records there, one line each. */
  readonly recorded: readonly string[];
  /** What the app's rules give there instead. */
  readonly now: readonly string[];
  /** Why the app's rules refuse (or stop on) the recorded decision, when that is the difference; else null. */
  readonly refused: string | null;
}

/** A saved game whose log does not replay under the app's rules: what differs, and the game as recorded. */
export interface RulesChange {
  readonly file: string;
  readonly difference: ReplayDifference;
  /** The versions the game records (null: saved before versions were recorded). */
  readonly recordedWith: ClubVersions | null;
  /** The game as recorded: its log, state and dice as saved, with the app's rules bound (nothing replayed). */
  readonly recorded: ClubGame;
  /** The continuations the file already had. */
  readonly continued: readonly ClubContinuation[];
}

/** What reading a saved club game gave. */
export type ClubGameRead =
  | { readonly kind: 'replayed'; readonly game: ClubGame; readonly continued: readonly ClubContinuation[] }
  | { readonly kind: 'rules-changed'; readonly change: RulesChange };

/**
 * Reads a saved club game (an export or a stored game): JSON, the core `SavedGame` envelope, its record
 * (`scenario.record`), then replays its decisions through `ruleset` — from its seed, or from the recorded state of
 * its last continuation. A game that replays exactly is `replayed`. One that is well formed but whose log the rules
 * no longer give (a rule changed since it was played, or the file was edited) is `rules-changed`, with the first
 * difference in plain words and the game as recorded; nothing is mixed: the caller shows the difference and the
 * players choose. A malformed file is a `bad-file` MusterError naming the file, the field and what was expected.
 *
 * @example
 * const read = readClubGame(text, 'night.json');
 * if (read.kind === 'rules-changed') console.log(read.change.difference.recorded);
 */
export function readClubGame(text: string, file: string, ruleset: Ruleset = club): ClubGameRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new MusterError('bad-file', `not JSON (${error instanceof Error ? error.message : String(error)})`, {
      file,
      expected: 'a saved game exported by the club app or muster battle',
    });
  }
  return loaded(file, () => readData(data, file, ruleset));
}

/** Runs `read`; any MusterError it throws becomes a `bad-file` naming the file (and the field it names). */
function loaded<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!MusterError.is(error)) throw error;
    throw new MusterError('bad-file', `not a club game that can be loaded: ${error.message}`, {
      ...error.context,
      file,
    });
  }
}

function readData(data: unknown, file: string, ruleset: Ruleset): ClubGameRead {
  checkFileFormat(data, savedGameFormat(ruleset.id), { file });
  const envelope = parseWith(SavedGameSchema, data, { file }) as SavedGame<ClubState, ClubDecision, ClubEvent>;
  const rawRecord = (envelope.scenario as { record?: unknown } | null)?.record;
  const record: ClubRecord | null =
    rawRecord === undefined ? null : parseWith(ClubRecordSchema, rawRecord, { file, path: 'scenario.record' });
  const continued = record?.continued ?? [];
  const log = envelope.log as readonly Entry[];
  if (continued.length === 0) {
    // Core's replay checks the envelope, the plugins and the dice state as `muster replay` does. A rule that now
    // throws on a recorded decision is a difference like any other: the step-by-step comparison below names it.
    let stopped: MusterError | null = null;
    try {
      const report = replay(ruleset, data, { file });
      if (report.identical) return { kind: 'replayed', game: report.game as ClubGame, continued };
    } catch (error) {
      if (!MusterError.is(error) || error.code === 'bad-file') throw error;
      stopped = error;
    }
    const game = createGame<ClubState, ClubDecision, ClubEvent>(ruleset, envelope.scenario, {
      seed: envelope.seed,
      options: envelope.options,
    });
    const difference = firstDifference(game, envelope, 0);
    if (difference === null) throw stopped ?? new MusterError('internal', 'a replay differed, then did not');
    return rulesChanged(ruleset, data, file, difference, record);
  }
  checkContinuations(continued, log, file);
  const last = continued[continued.length - 1]!;
  const k = continued.length - 1;
  parseWith(ClubStateSchema, last.state, { file, path: `scenario.record.continued[${k}].state` });
  const game = Game.resume<ClubState, ClubDecision, ClubEvent>(
    ruleset,
    { ...envelope, log: log.slice(0, last.at), state: last.state, rng: last.rng },
    { file },
  );
  const difference = firstDifference(game, envelope, last.at);
  if (difference === null) return { kind: 'replayed', game, continued };
  return rulesChanged(ruleset, data, file, difference, record);
}

/** The game as recorded (its log, state and dice as saved, resumed under `ruleset`), with what differs. */
function rulesChanged(
  ruleset: Ruleset,
  data: unknown,
  file: string,
  difference: ReplayDifference,
  record: ClubRecord | null,
): ClubGameRead {
  const recorded = Game.resume<ClubState, ClubDecision, ClubEvent>(ruleset, data, { file });
  return {
    kind: 'rules-changed',
    change: { file, difference, recordedWith: record?.versions ?? null, recorded, continued: record?.continued ?? [] },
  };
}

/** Refuses continuations out of order, beyond the log, or whose recorded part changed since (its digest). */
function checkContinuations(continued: readonly ClubContinuation[], log: readonly Entry[], file: string): void {
  let before = -1;
  continued.forEach((c, k) => {
    const path = `scenario.record.continued[${k}]`;
    if (c.at <= before || c.at > log.length)
      throw new MusterError('bad-file', 'a continuation is out of order or beyond the log', {
        file,
        path: `${path}.at`,
        expected: `a log index after ${before} and at most ${log.length}`,
      });
    before = c.at;
    if (recordDigest(log.slice(0, c.at), c.state, c.rng) !== c.digest)
      throw new MusterError('bad-file', 'the part recorded before the game was continued has changed since', {
        file,
        path: `${path}.digest`,
        expected: 'the digest of the log entries, state and dice as they were when the game was continued',
      });
  });
}

/**
 * Takes the recorded decisions from log index `from` on and compares what they give, decision by decision, with
 * the recorded entries, then the end state and dice state. Null when everything is identical.
 */
function firstDifference(
  game: ClubGame,
  saved: SavedGame<ClubState, ClubDecision, ClubEvent>,
  from: number,
): ReplayDifference | null {
  const log = saved.log as readonly Entry[];
  const describe = (entries: readonly Entry[], state: ClubState): string[] =>
    entries.filter((e) => e.type !== 'decision').map((e) => game.describe(e, state));
  // The decision being compared (its index in the log, the state before it), or null for the setup entries.
  let current: { index: number; state: ClubState } | null = null;
  let number = log.slice(0, from).filter((e) => e.type === 'decision').length;
  const differ = (path: string, now: string[], refused: string | null = null): ReplayDifference => {
    const at = current;
    if (at === null) {
      const first = log.findIndex((e, i) => i >= from && e.type === 'decision');
      return {
        path,
        decision: null,
        recorded: describe(log.slice(from, first === -1 ? log.length : first), game.state),
        now,
        refused,
      };
    }
    const next = log.findIndex((e, i) => i > at.index && e.type === 'decision');
    const entry = log[at.index] as Extract<Entry, { type: 'decision' }>;
    return {
      path,
      decision: { index: at.index, number, turn: at.state.turn, text: game.describe(entry, at.state) },
      recorded: describe(log.slice(at.index + 1, next === -1 ? log.length : next), at.state),
      now,
      refused,
    };
  };
  const compareUpTo = (end: number): ReplayDifference | null => {
    for (let i = current?.index ?? from; i < end; i++) {
      if (jsonEqual(game.log[i], log[i])) continue;
      // What the rules gave after the decision (or at setup), against the state before it.
      const produced = game.log.slice(current === null ? from : current.index + 1);
      return differ(`log[${i}]`, describe(produced, current?.state ?? game.state));
    }
    return null;
  };
  for (let i = from; i < log.length; i++) {
    const entry = log[i]!;
    if (entry.type !== 'decision') continue;
    const mismatch = compareUpTo(i);
    if (mismatch) return mismatch;
    current = { index: i, state: game.state };
    number++;
    let outcome;
    try {
      outcome = game.decide(entry.decision);
    } catch (error) {
      if (!MusterError.is(error)) throw error;
      return differ(`log[${i}]`, [`the rules stop on this decision: ${error.message}`], error.message);
    }
    if (!outcome.ok) return differ(`log[${i}]`, [`the rules refuse this decision: ${outcome.reason}`], outcome.reason);
  }
  const mismatch = compareUpTo(Math.max(log.length, game.log.length));
  if (mismatch) return mismatch;
  current = null;
  if (!jsonEqual(game.state, saved.state)) {
    const lines = stateDifference(saved.state, game.state);
    const recorded = lines.map((l) => l.recorded);
    return { path: 'state', decision: null, recorded, now: lines.map((l) => l.now), refused: null };
  }
  const rng = game.save().rng;
  if (!jsonEqual(rng, saved.rng))
    return {
      path: 'rng',
      decision: null,
      recorded: ['the dice generator state saved after the last step'],
      now: ['another dice generator state: the next seeded roll would differ'],
      refused: null,
    };
  return null;
}

/** The first few fields where two club states differ, named as the players know them (units by name). */
function stateDifference(recorded: ClubState, now: ClubState): { recorded: string; now: string }[] {
  const lines: { recorded: string; now: string }[] = [];
  const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));
  const add = (what: string, a: unknown, b: unknown): void => {
    if (lines.length < 6 && !jsonEqual(a, b))
      lines.push({ recorded: `${what}: ${shown(a)}`, now: `${what}: ${shown(b)}` });
  };
  for (const unit of recorded.units) {
    const other = now.units.find((u) => u.id === unit.id);
    for (const key of Object.keys({ ...unit, ...other }) as (keyof typeof unit)[])
      add(`${unit.name} ${key}`, unit[key], other?.[key]);
  }
  for (const key of Object.keys({ ...recorded, ...now }) as (keyof ClubState)[])
    if (key !== 'units') add(key, recorded[key], now[key]);
  return lines;
}
