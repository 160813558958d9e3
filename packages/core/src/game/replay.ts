import { MusterError } from '../errors/MusterError.js';
import { canonicalJson, jsonEqual } from '../json/Json.js';
import type { DecisionOf, EventOf, Ruleset, StateOf } from '../ruleset/Ruleset.js';
import { checkSamePlugins, createGame, parseSaved, type Game, type ResumeOptions } from './Game.js';

/** What {@link replay} found, for a game of these state, decision and event types. */
export interface ReplayReport<State = unknown, Decision = unknown, Event = unknown> {
  /** True when the rebuilt log, final state and dice generator state equal the saved ones exactly. */
  readonly identical: boolean;
  /** Entries replayed. */
  readonly entries: number;
  /** The first entry that differs (index into the log), with both versions as JSON text. */
  readonly firstDifference?: { readonly index: number; readonly expected: string; readonly actual: string };
  /** The rebuilt game. */
  readonly game: Game<State, Decision, Event>;
}

/**
 * Rebuilds a saved game (or battle log) from its seed, scenario, options and decisions, and checks that
 * every roll and event, the final state and the dice generator state come out identical (so a game that
 * replays identically also resumes exactly as it was played on). The rebuilt game's types are the ruleset's.
 *
 * @example
 * const report = replay(tercios, JSON.parse(text));
 * if (!report.identical) console.error(report.firstDifference);
 */
export function replay<R extends Ruleset>(
  ruleset: R,
  saved: unknown,
  where?: ResumeOptions,
): ReplayReport<StateOf<R>, DecisionOf<R>, EventOf<R>>;
export function replay(ruleset: Ruleset, saved: unknown, where: ResumeOptions = {}): ReplayReport {
  const file = where.file !== undefined ? { file: where.file } : {};
  const envelope = parseSaved(ruleset, saved, where.file);
  let game: Game;
  try {
    game = createGame(ruleset, envelope.scenario, {
      seed: envelope.seed,
      options: envelope.options,
      // The saved options already include the variant's: bind only its plugins.
      ...(where.variant ? { variant: { ...where.variant, options: {} } } : {}),
      ...(where.configure ? { configure: where.configure } : {}),
    });
    checkSamePlugins(envelope, game.plugins, where.file);
  } catch (error) {
    // The scenario and options come from the file: say so in the error.
    if (MusterError.is(error) && where.file !== undefined && error.context.file === undefined) {
      throw new MusterError(
        error.code === 'bad-input' ? 'bad-file' : error.code,
        error.message,
        { ...error.context, file: where.file },
        { cause: error },
      );
    }
    throw error;
  }
  // The saved generator state is what a resumed game rolls next: refuse one Game.resume would refuse.
  if (envelope.rng !== null) {
    try {
      game.plugins.dice.resume(envelope.rng);
    } catch (error) {
      if (!MusterError.is(error)) throw error;
      throw new MusterError(
        error.code === 'bad-input' ? 'bad-file' : error.code,
        error.message,
        { ...error.context, ...file, path: 'rng' },
        { cause: error },
      );
    }
  }
  const differ = (index: number, expected: unknown, actual: unknown): ReplayReport => ({
    identical: false,
    entries: index,
    firstDifference: {
      index,
      expected: expected === undefined ? 'nothing' : canonicalJson(expected),
      actual: actual === undefined ? 'nothing' : canonicalJson(actual),
    },
    game,
  });
  // Setup rolls come first, then each decision's rolls and events.
  let checked = 0;
  const compareUpTo = (end: number): ReplayReport | null => {
    for (; checked < end; checked++) {
      if (!jsonEqual(game.log[checked], envelope.log[checked]))
        return differ(checked, envelope.log[checked], game.log[checked]);
    }
    return null;
  };
  for (let i = 0; i < envelope.log.length; i++) {
    const entry = envelope.log[i]!;
    if (entry.type !== 'decision') continue;
    const mismatch = compareUpTo(i);
    if (mismatch) return mismatch;
    const outcome = game.decide(entry.decision);
    if (!outcome.ok) return differ(i, entry, { type: 'refused', reason: outcome.reason });
  }
  const mismatch = compareUpTo(Math.max(envelope.log.length, game.log.length));
  if (mismatch) return mismatch;
  if (!jsonEqual(game.state, envelope.state))
    return differ(envelope.log.length, { state: envelope.state }, { state: game.state });
  // Equal logs and states are not enough: a resumed game rolls from the saved generator state.
  const rng = game.save().rng;
  if (!jsonEqual(rng, envelope.rng)) return differ(envelope.log.length, { rng: envelope.rng }, { rng });
  return { identical: true, entries: envelope.log.length, game };
}
