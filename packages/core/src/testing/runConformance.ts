import type { Bot } from '../bot/Bot.js';
import { randomLegalBot } from '../bot/Bot.js';
import { Rng } from '../dice/Rng.js';
import { MusterError } from '../errors/MusterError.js';
import { createGame, Game, resolvePlugins } from '../game/Game.js';
import { replay } from '../game/replay.js';
import { jsonEqual } from '../json/Json.js';
import { enumerate } from '../odds/enumerate.js';
import { Rational } from '../odds/Rational.js';
import { parseParams } from '../params/ParamSpec.js';
import { legalOf, type PlayerId } from '../plugins/SequencePlugin.js';
import { mechanicsOf, type Ruleset } from '../ruleset/Ruleset.js';

/** Options of {@link runConformance}. */
export interface ConformanceOptions {
  /** Games to play (pairings rotate: random-random, competent-random, random-competent, competent-competent). */
  readonly games: number;
  /** Root seed; game i plays seed `${seed}/${i}`. */
  readonly seed: string;
  /** Save, reload and compare the state every this many decisions (default 7). */
  readonly snapshotEvery?: number;
  /** Replay every this-many-th game from its log (default 1: all). */
  readonly replayEvery?: number;
  /** The scenario to play (default the ruleset's example). */
  readonly scenario?: unknown;
  /** Called after each game, for progress bars. */
  readonly onGame?: (index: number) => void;
  /**
   * Play a resumed game on to the end beside the original in every Nth game (default: `replayEvery`):
   * the game resumed from its first snapshot is given the original's decisions and must end with the same
   * save (state, log and dice). A ruleset that keeps state outside `state` fails it.
   */
  readonly playOnEvery?: number;
  /**
   * Which illegal decisions to offer at every step, each of which `checkDecision` (or the decision schema)
   * must refuse (default: all). `mutated`: a candidate with its `kind` or one of its string fields set to a
   * value no ruleset uses; `wrongPlayer`: candidates offered to the other player at their last turn that
   * name something in the state (a unit) that none of the current candidates names (off by default for a companion: its players record either side's tests whatever
   * the nominal active side); `afterTheEnd`: the last candidates offered, once the game is over. A ruleset
   * may turn one off while a known defect is fixed; the report's `illegalChecksOff` says which.
   */
  readonly illegalDecisions?: {
    readonly mutated?: boolean;
    readonly wrongPlayer?: boolean;
    readonly afterTheEnd?: boolean;
  };
}

/** One broken invariant. */
export interface ConformanceViolation {
  readonly game: number;
  readonly seed: string;
  /** Decisions taken when it was found (-1: before the first). */
  readonly step: number;
  readonly check: string;
  readonly message: string;
}

/** What {@link runConformance} measured. */
export interface ConformanceReport {
  readonly ruleset: string;
  readonly games: number;
  readonly gamesEnded: number;
  readonly decisions: number;
  readonly longestGame: number;
  readonly snapshotsChecked: number;
  readonly replaysChecked: number;
  readonly distributionsChecked: number;
  /** Resumed games played on to the end beside their original. */
  readonly playedOn: number;
  /** Illegal decisions offered (all refused, or each a violation). */
  readonly illegalOffered: number;
  /** The illegal-decision checks turned off by `illegalDecisions`. */
  readonly illegalChecksOff: readonly string[];
  readonly violations: readonly ConformanceViolation[];
}

type Pairing = readonly [string, string];
const PAIRINGS: readonly Pairing[] = [
  ['random', 'random'],
  ['competent', 'random'],
  ['random', 'competent'],
  ['competent', 'competent'],
];

/** Whether JSON data holds a number that is not finite: the walk of every step, with no path built. */
function hasNonFinite(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFinite);
  if (value !== null && typeof value === 'object') {
    return Object.values(value).some(hasNonFinite);
  }
  return false;
}

/** Every number in JSON data that is not finite (NaN, ±Infinity), by its path: none after a quick walk finds none. */
function nonFiniteNumbers(value: unknown, root: string): string[] {
  return hasNonFinite(value) ? nonFinitePaths(value, root) : [];
}

function nonFinitePaths(value: unknown, path: string, out: string[] = []): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path} = ${value}`);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nonFinitePaths(v, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nonFinitePaths(v, `${path}.${k}`, out);
  }
  return out;
}

/** Candidates to check at one step: all of a short list, else a seeded sample of {@link MAX_CHECKED_CANDIDATES}. */
const MAX_CHECKED_CANDIDATES = 12;
function sampleOf<T>(items: readonly T[], rng: Rng): readonly T[] {
  if (items.length <= MAX_CHECKED_CANDIDATES) return items;
  return Array.from({ length: MAX_CHECKED_CANDIDATES }, () => items[rng.int(items.length) - 1]!);
}

/** A string no ruleset uses as an id, a kind or a value. */
const MUTATED = '§mutated§';

/** Every string value in JSON data, and with `keys` every key too (a state keys some records by unit id). */
function stringsOf(value: unknown, keys = false, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, keys, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (keys) out.add(k);
      stringsOf(v, keys, out);
    }
  }
  return out;
}

/**
 * Mutations of one candidate that no ruleset can accept: its `kind`, or one string field that refers to
 * something in the state (a unit id, a name: its value appears among the state's `references`), set to
 * {@link MUTATED}.
 * Free text (a note, where a move ended) is left alone: any text is legal there.
 */
function mutationsOf(candidate: unknown, references: ReadonlySet<string>): unknown[] {
  if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) return [];
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(candidate))
    if (typeof value === 'string' && (key === 'kind' || references.has(value)))
      out.push({ ...candidate, [key]: MUTATED });
  return out;
}

/** Why `decision` is refused in `game`'s state (by its schema or by `checkDecision`), or null if accepted. */
function refusal(ruleset: Ruleset, game: Game, decision: unknown): string | null {
  if (!ruleset.schemas.decision.safeParse(decision).success) return 'malformed';
  return game.plugins.sequence.checkDecision(game.state, decision);
}

function botFor(ruleset: Ruleset, id: string): Bot {
  // A ruleset without a competent bot (a companion) is played by its random bot in every seat.
  const make =
    ruleset.bots[id] ??
    ruleset.bots.random ??
    (id === 'random' || id === 'competent' ? () => randomLegalBot() : undefined);
  if (!make)
    throw new MusterError('bad-input', `${ruleset.id} has no "${id}" bot`, {
      expected: Object.keys(ruleset.bots).join(', '),
    });
  return make();
}

/**
 * The same battery for every ruleset, in the spirit of OpenSpiel's random simulation tests: plays seeded
 * games between the random-legal and the competent bot and checks at every step that
 * - the game has a legal decision or has ended; the candidates `legalDecisions` offers pass
 *   `checkDecision` (all of them, or a seeded sample of a long list), and the bots' decisions are accepted;
 * - a sequence's `candidates`, judged one at a time, are its legal decisions in their order (the bots
 *   decide from them, as in `playGame`);
 * - every game ends within the ruleset's `maxDecisions`;
 * - no number in the state is NaN or infinite, the state matches its schema, and the ruleset's own
 *   `invariants` hold (units on the table, no overlaps, one activation a turn...);
 * - the JSON snapshot round-trips: a game saved and resumed has an equal state, and (in every
 *   `playOnEvery`th game) the game resumed from the first snapshot, played on with the original's
 *   decisions, ends with the same state, log and dice;
 * - illegal decisions are refused: a mutated candidate, the other player's candidates, anything after the
 *   end (see {@link ConformanceOptions.illegalDecisions});
 * - replaying the seed and decisions reproduces the identical log;
 * - every mechanic's exact distribution (for its `examples`) sums to exactly 1.
 *
 * @example
 * const report = runConformance(tercios, { games: 200, seed: 'ci' });
 * expect(report.violations).toEqual([]);
 */
export function runConformance(ruleset: Ruleset, options: ConformanceOptions): ConformanceReport {
  const violations: ConformanceViolation[] = [];
  const snapshotEvery = options.snapshotEvery ?? 7;
  const replayEvery = options.replayEvery ?? 1;
  const playOnEvery = options.playOnEvery ?? replayEvery;
  const illegal = {
    mutated: options.illegalDecisions?.mutated ?? true,
    wrongPlayer: options.illegalDecisions?.wrongPlayer ?? ruleset.companion !== true,
    afterTheEnd: options.illegalDecisions?.afterTheEnd ?? true,
  };
  let playedOn = 0;
  let illegalOffered = 0;
  const scenario = options.scenario ?? ruleset.exampleScenario();
  let decisions = 0;
  let longest = 0;
  let ended = 0;
  let snapshots = 0;
  let replays = 0;

  for (let index = 0; index < options.games; index++) {
    const seed = `${options.seed}/${index}`;
    const pairing = PAIRINGS[index % PAIRINGS.length]!;
    const note = (step: number, check: string, message: string) =>
      violations.push({ game: index, seed, step, check, message });
    const checkState = (game: Game, step: number) => {
      for (const path of nonFiniteNumbers(game.state, 'state')) note(step, 'finite-numbers', path);
      const shape = ruleset.schemas.state.safeParse(game.state);
      if (!shape.success) note(step, 'state-schema', shape.error.issues[0]?.message ?? 'invalid state');
      for (const broken of ruleset.invariants?.(game.state) ?? []) note(step, 'ruleset-invariant', broken);
    };
    try {
      const game = createGame(ruleset, scenario, { seed });
      const players = new Map<PlayerId, { bot: Bot; rng: Rng }>();
      const kitRng = Rng.fromSeed(`${seed}/kit`);
      const illegalRng = Rng.fromSeed(`${seed}/illegal`);
      // The candidates each player was offered at their last turn; the last offered of all.
      const lastOffered = new Map<PlayerId, readonly unknown[]>();
      let offered: readonly unknown[] = [];
      // The game resumed from its first snapshot, given the original's decisions from then on.
      let follower: { game: Game; from: number } | null = null;
      let followerBroke = false;
      const offerIllegal = (step: number, check: string, who: string, decision: unknown) => {
        illegalOffered++;
        if (refusal(ruleset, game, decision) === null)
          note(step, check, `${who} ${JSON.stringify(decision)} is accepted`);
      };
      checkState(game, -1);
      let step = 0;
      for (let player = game.activePlayer(); player !== null; player = game.activePlayer()) {
        if (step >= ruleset.maxDecisions) {
          note(step, 'ends', `not over after ${ruleset.maxDecisions} decisions`);
          break;
        }
        let seat = players.get(player);
        if (!seat) {
          seat = { bot: botFor(ruleset, pairing[players.size % 2]!), rng: Rng.fromSeed(`${seed}/bot/${player}`) };
          players.set(player, seat);
        }
        const legal = game.legalDecisions();
        if (legal.length === 0) {
          note(step, 'has-legal-decision', `no legal decision for ${player} in a game that is not over`);
          break;
        }
        // A sequence's candidates, judged one at a time, are its legal decisions in their order; the bots decide
        // from them, as in the engine's bot games.
        const candidates = game.plugins.sequence.candidates?.(game.state);
        if (candidates) {
          const judged = legalOf(candidates);
          if (judged.length !== legal.length || judged.some((d, i) => d !== legal[i] && !jsonEqual(d, legal[i])))
            note(
              step,
              'candidates-match-legal',
              `${player}'s candidates judged legal (${judged.length}) are not its ${legal.length} legal decisions`,
            );
        }
        // Every candidate the sequence offers must be one it accepts (all of them when few, else a sample).
        for (const candidate of sampleOf(legal, kitRng)) {
          const reason = game.plugins.sequence.checkDecision(game.state, candidate);
          if (reason !== null)
            note(
              step,
              'legal-decisions-accepted',
              `${player} is offered ${JSON.stringify(candidate)} but it is refused: ${reason}`,
            );
        }
        // Illegal decisions: a mutated candidate, and the other player's last candidates not offered now.
        const references = illegal.mutated || illegal.wrongPlayer ? stringsOf(game.state, true) : new Set<string>();
        if (illegal.mutated) {
          const mutations = mutationsOf(legal[illegalRng.int(legal.length) - 1], references);
          const mutation = mutations.length ? mutations[illegalRng.int(mutations.length) - 1] : undefined;
          if (mutation !== undefined)
            offerIllegal(step, 'mutated-decision-refused', `${player} is not offered the mutated`, mutation);
        }
        if (illegal.wrongPlayer) {
          // Only candidates that name something in the state (a unit) that none of this player's names:
          // a decision naming nothing (a move to a point) may be legal for either player.
          const theirs = [...lastOffered].find(([p]) => p !== player)?.[1] ?? [];
          const ours = stringsOf(legal);
          const notOffered = theirs.filter((d) => [...stringsOf(d)].some((v) => !ours.has(v) && references.has(v)));
          if (notOffered.length)
            offerIllegal(
              step,
              'wrong-player-refused',
              `${player} is given the other player's`,
              notOffered[illegalRng.int(notOffered.length) - 1],
            );
        }
        lastOffered.set(player, legal);
        offered = legal;
        const decision = seat.bot.decide({
          state: game.state,
          player,
          legal,
          rng: seat.rng,
          ...(candidates ? { candidates } : {}),
        });
        const outcome = game.decide(decision);
        if (!outcome.ok) {
          note(step, 'bot-decision-accepted', `${seat.bot.id} chose an illegal decision: ${outcome.reason}`);
          break;
        }
        if (follower && !followerBroke) {
          const followed = follower.game.decide(decision);
          if (!followed.ok) {
            followerBroke = true;
            note(
              step,
              'resume-plays-on',
              `the game resumed at step ${follower.from} refuses the original's decision ${JSON.stringify(decision)}: ${followed.reason}`,
            );
          }
        }
        step++;
        checkState(game, step);
        if (step % snapshotEvery === 0) {
          snapshots++;
          const saved = JSON.parse(JSON.stringify(game.save())) as unknown;
          const resumed = Game.resume(ruleset, saved);
          if (!jsonEqual(resumed.state, game.state))
            note(step, 'snapshot-round-trip', 'resumed state differs from the saved one');
          if (!jsonEqual(resumed.save(), saved))
            note(step, 'snapshot-round-trip', 'resaving a resumed game changes it');
          if (follower === null && index % playOnEvery === 0) follower = { game: resumed, from: step };
        }
      }
      decisions += step;
      longest = Math.max(longest, step);
      if (game.isOver()) {
        ended++;
        const result = game.result();
        for (const path of nonFiniteNumbers(result, 'result')) note(step, 'finite-numbers', path);
        if (illegal.afterTheEnd)
          for (const d of offered.slice(0, 3))
            offerIllegal(step, 'after-the-end-refused', 'after the end, the last offered', d);
      } else if (step < ruleset.maxDecisions) {
        note(step, 'ends', 'the game stopped before it was over');
      }
      if (follower && !followerBroke) {
        playedOn++;
        const [theirs, ours] = [follower.game.save(), game.save()];
        if (!jsonEqual(theirs, ours)) {
          const part = (['state', 'log', 'rng'] as const).find((k) => !jsonEqual(theirs[k], ours[k])) ?? 'save';
          note(
            step,
            'resume-plays-on',
            `the game resumed at step ${follower.from} and played on ends with another ${part} than the original`,
          );
        }
      }
      if (index % replayEvery === 0) {
        replays++;
        const report = replay(ruleset, JSON.parse(JSON.stringify(game.save())));
        if (!report.identical) note(step, 'replay', `replay differs at log entry ${report.firstDifference?.index}`);
      }
    } catch (error) {
      note(
        -1,
        'no-crash',
        MusterError.is(error)
          ? `${error.code}: ${error.message}`
          : String(error instanceof Error ? error.stack : error),
      );
    }
    options.onGame?.(index);
  }

  let distributions = 0;
  for (const mechanic of mechanicsOf(ruleset, resolvePlugins(ruleset))) {
    for (const example of mechanic.examples ?? []) {
      try {
        const params = parseParams(mechanic.params, example);
        mechanic.validate?.(params);
        const total = enumerate((dice) => mechanic.run(dice, params)).total();
        distributions++;
        if (!total.equals(Rational.ONE)) {
          violations.push({
            game: -1,
            seed: '',
            step: -1,
            check: 'distribution-sums-to-one',
            message: `${mechanic.id} ${JSON.stringify(example)} sums to ${total.toString()}`,
          });
        }
      } catch (error) {
        if (MusterError.is(error) && error.code === 'enumeration-limit') continue;
        violations.push({
          game: -1,
          seed: '',
          step: -1,
          check: 'no-crash',
          message: `${mechanic.id} ${JSON.stringify(example)}: ${String(error)}`,
        });
      }
    }
  }

  return {
    ruleset: ruleset.id,
    games: options.games,
    gamesEnded: ended,
    decisions,
    longestGame: longest,
    snapshotsChecked: snapshots,
    replaysChecked: replays,
    distributionsChecked: distributions,
    playedOn,
    illegalOffered,
    illegalChecksOff: Object.entries(illegal)
      .filter(([, on]) => !on)
      .map(([k]) => k),
    violations,
  };
}
