import {
  createGame,
  enumerate,
  Game,
  exactReport,
  MusterError,
  monteCarlo,
  sampledReport,
  type LogEntry,
  type OddsReport,
  type ParamValues,
  type Ruleset,
  type SavedGame,
} from '@muster/core';
import { club } from '../model/clubRuleset.js';
import type { ClubPlugins } from '../model/clubPlugins.js';
import { checkedParams, mechanicOf } from '../model/clubRules.js';
import type { ClubContinuation } from '../model/ClubRecord.js';
import type { ClubDecision, ClubEvent, ClubScenario, ClubState } from '../model/ClubSchemas.js';
import { clubVersions, recordDigest, versionsText } from './clubRecord.js';
import { readClubGame, type RulesChange } from './readClubGame.js';

/** The part of `localStorage` the session uses (any key-value store will do, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The autosave key in the browser's storage. */
export const AUTOSAVE_KEY = 'muster-club/current-game';

/** One line of the game log in plain words. */
export interface LogLine {
  readonly seq: number;
  readonly kind: LogEntry['type'];
  readonly text: string;
}

/** A game of the club ruleset, with its state, decision and event types. */
export type ClubGame = Game<ClubState, ClubDecision, ClubEvent>;

/** Exact odds are enumerated up to this many branches; beyond it the app samples (seeded Monte Carlo). */
const EXACT_LIMIT = 20_000;
/** A run rolling more dice than this (re-rolled ties) is sampled too: its tree has no end worth walking. */
const EXACT_ROLLS = 40;

/**
 * The game of a saved club file (the text "Export" downloads, or the autosave): JSON, the core `SavedGame`
 * envelope, the `club` ruleset, and an exact replay from its seed through the club's own reducer. Anything
 * else is a `bad-file` MusterError naming the file and the field (the first differing `log[i]`, or `rng` or
 * `state` when only the end differs). The import, the reload and the replay viewer all read games this way.
 *
 * @example
 * const game = loadClubGame(await file.text(), file.name);
 */
export function loadClubGame(text: string, file: string, ruleset: Ruleset = club): ClubGame {
  const read = readClubGame(text, file, ruleset);
  if (read.kind === 'replayed') return read.game;
  throw notReplayed(read.change);
}

/** The `bad-file` error of a game that does not replay under these rules, for callers that only take one that does. */
function notReplayed(change: RulesChange): MusterError {
  return new MusterError(
    'bad-file',
    'does not replay identically under these rules: a rule changed since it was played, or the file was edited',
    { file: change.file, path: change.difference.path, expected: 'a log that replays exactly from its seed' },
  );
}

/**
 * A club game in the browser: a core `Game` of the `club` ruleset with undo (rebuild without the last
 * decision), autosave after every step, export and import as a core `SavedGame`. Every import, and the
 * autosave on reload, is checked by replaying it from its seed: a file that does not replay exactly is
 * refused and the current game stays as it was.
 *
 * @example
 * const session = ClubSession.start(scenario, 'club-night', localStorage);
 * session.decide({ kind: 'next' });
 * session.undo();
 */
export class ClubSession {
  private constructor(
    private game: ClubGame,
    private readonly store: KeyValueStore | null,
    /** Where the game was continued from a recorded state under other rules (undo stops at the last one). */
    readonly continued: readonly ClubContinuation[] = [],
  ) {}

  /** Starts a new game (and autosaves it). Throws a MusterError naming a bad army or scenario field. */
  static start(scenario: unknown, seed: string, store: KeyValueStore | null = null): ClubSession {
    const game = createGame<ClubState, ClubDecision, ClubEvent>(club, scenario, { seed });
    const session = new ClubSession(game, store);
    session.autosave();
    return session;
  }

  /**
   * Reads a saved game (text of an exported file) that replays exactly under the app's rules
   * ({@link loadClubGame}). Anything else is a `bad-file` MusterError saying why; {@link ClubSession.read} also
   * offers a game recorded under other rules.
   */
  static fromText(text: string, store: KeyValueStore | null = null, file = 'the file'): ClubSession {
    const read = ClubSession.read(text, store, file);
    if (read.kind === 'rules-changed') throw notReplayed(read.change);
    return read.session;
  }

  /**
   * Reads a saved game: a session when it replays exactly under `ruleset` (the club's), or what differs when its
   * log does not (a rule changed since it was played, or the file was edited), with the game as recorded, for the
   * players to continue ({@link ClubSession.continueRecorded}) or leave. A malformed file is a `bad-file`
   * MusterError naming the field.
   */
  static read(
    text: string,
    store: KeyValueStore | null = null,
    file = 'the file',
    ruleset: Ruleset = club,
  ): { kind: 'replayed'; session: ClubSession } | { kind: 'rules-changed'; change: RulesChange } {
    const read = readClubGame(text, file, ruleset);
    if (read.kind === 'rules-changed') return read;
    return { kind: 'replayed', session: new ClubSession(read.game, store, read.continued) };
  }

  /**
   * Continues a game recorded under other rules from its recorded state: its log, state and dice stay exactly as
   * recorded, and the app's rules apply from there on. The game records where (a continuation with the versions of
   * both parts, a digest of the recorded part and what differed), so it replays from that point on every load.
   * Autosaves to `store` (a new saved game: the recorded one is never written).
   */
  static continueRecorded(change: RulesChange, store: KeyValueStore | null = null): ClubSession {
    const saved = change.recorded.save();
    const continuation: ClubContinuation = {
      at: saved.log.length,
      recordedWith: change.recordedWith,
      continuedWith: clubVersions(),
      state: saved.state,
      rng: saved.rng!, // a club game's dice are seeded: Game.resume refused a save without their state
      digest: recordDigest(saved.log, saved.state, saved.rng!),
      difference: rulesChangeText(change),
    };
    // A game of its own, resumed from the recorded save: the change stays as it was read.
    const game = Game.resume<ClubState, ClubDecision, ClubEvent>(change.recorded.ruleset, saved);
    const session = new ClubSession(game, store, [...change.continued, continuation]);
    session.autosave();
    return session;
  }

  /** The autosaved game, or null when there is none. A corrupt autosave is reported, not loaded. */
  static restore(store: KeyValueStore): ClubSession | null {
    const text = store.getItem(AUTOSAVE_KEY);
    if (text === null) return null;
    return ClubSession.fromText(text, store, 'the autosaved game');
  }

  get state(): ClubState {
    return this.game.state;
  }

  get seed(): string {
    return this.game.seed;
  }

  get scenario(): ClubScenario {
    return this.game.scenario as ClubScenario;
  }

  /** Decisions taken so far that undo can take back (those after the last continuation from a recorded state). */
  get decisions(): number {
    return this.game.log.slice(this.resumeAt).filter((e) => e.type === 'decision').length;
  }

  /** The log index undo rebuilds from: 0 (the seed), or the last continuation's. */
  private get resumeAt(): number {
    return this.continued[this.continued.length - 1]?.at ?? 0;
  }

  /** Takes a decision; refused decisions change nothing and return the reason. Autosaves after each step. */
  decide(decision: ClubDecision): { ok: true } | { ok: false; reason: string } {
    let result;
    try {
      result = this.game.decide(decision);
    } catch (error) {
      if (MusterError.is(error)) return { ok: false, reason: error.toUserLine() };
      throw error;
    }
    if (result.ok) this.autosave();
    return result;
  }

  /**
   * Takes back the last decision: the game is rebuilt from its seed and the decisions before it, so the
   * app's dice come out the same if the step is played again (undo is not a re-roll).
   */
  undo(): boolean {
    const decisions = this.game.log.slice(this.resumeAt).flatMap((e) => (e.type === 'decision' ? [e.decision] : []));
    if (decisions.length === 0) return false;
    const rebuilt = this.startingPoint();
    for (const d of decisions.slice(0, -1)) {
      const r = rebuilt.decide(d);
      if (!r.ok) throw new MusterError('internal', `undo could not replay a decision: ${r.reason}`);
    }
    this.game = rebuilt;
    this.autosave();
    return true;
  }

  /** The game as it started: from its seed, or from the recorded state of its last continuation. */
  private startingPoint(): ClubGame {
    const last = this.continued[this.continued.length - 1];
    if (last === undefined)
      return createGame<ClubState, ClubDecision, ClubEvent>(this.game.ruleset, this.game.scenario, {
        seed: this.game.seed,
        options: this.game.options,
      });
    const saved = this.save();
    return Game.resume<ClubState, ClubDecision, ClubEvent>(this.game.ruleset, {
      ...saved,
      log: saved.log.slice(0, last.at),
      state: last.state,
      rng: last.rng,
    });
  }

  /**
   * The game as a core `SavedGame` (what `muster replay` reads), its scenario carrying how it was recorded: the
   * versions of this app and the continuations from a recorded state (docs/club.md, "Saved games and rule changes").
   */
  save(): SavedGame {
    const saved = this.game.save();
    const record = { versions: clubVersions(), continued: this.continued };
    return { ...saved, scenario: { ...(saved.scenario as object), record } };
  }

  /** The exported file's text. */
  exportText(): string {
    return `${JSON.stringify(this.save(), null, 2)}\n`;
  }

  /** The outcome of the latest resolution of `mechanic` this turn (the 2D6 brigade moves...), or null. */
  outcomeThisTurn(mechanic: string): Readonly<Record<string, number | string | boolean>> | null {
    for (let i = this.game.log.length - 1; i >= 0; i--) {
      const entry = this.game.log[i]!;
      if (entry.type !== 'event') continue;
      const event = entry.event;
      if (event.type === 'step' && event.step === 0) return null; // the turn started here
      if (event.type === 'resolved' && event.mechanic === mechanic) return event.outcome;
    }
    return null;
  }

  /** The morale and combat plugins bound in this game's container (a house rule), or none (the ruleset's own). */
  get plugins(): ClubPlugins {
    return { combat: this.game.plugins.combat, morale: this.game.plugins.morale };
  }

  /** Every log entry in plain words: decisions, dice and what happened. */
  logLines(): LogLine[] {
    // Describe each entry against the state of its time, so names and sides read as they were.
    return this.game.log.map((entry) => ({ seq: entry.seq, kind: entry.type, text: this.game.describe(entry) }));
  }

  /** Exact odds of a resolution before the roll (seeded Monte Carlo when there are too many branches). */
  odds(mechanicId: string, raw: Readonly<Record<string, unknown>>): OddsReport {
    const mechanic = mechanicOf(this.state, mechanicId, this.plugins);
    // The game's rulings fill the fields they govern, as the resolution will (clubRules' checkedParams).
    const params: ParamValues = checkedParams(mechanic, raw, this.state.options);
    const header = { ruleset: this.state.ruleset, mechanic: mechanic.id, params, order: mechanic.outcomes };
    try {
      return exactReport(
        header,
        enumerate((dice) => mechanic.run(dice, params), { maxLeaves: EXACT_LIMIT, maxRollsPerRun: EXACT_ROLLS }),
      );
    } catch (error) {
      if (!MusterError.is(error) || error.code !== 'enumeration-limit') throw error;
      return sampledReport(
        header,
        monteCarlo((dice) => mechanic.run(dice, params), { trials: 3_000, seed: 'club-odds' }),
      );
    }
  }

  /** Why the last autosave failed (storage full or blocked), or null when it worked. */
  get autosaveProblem(): string | null {
    return this.saveProblem;
  }

  private saveProblem: string | null = null;

  private autosave(): void {
    if (!this.store) return;
    try {
      this.store.setItem(AUTOSAVE_KEY, JSON.stringify(this.save()));
      this.saveProblem = null;
    } catch (error) {
      // A full or blocked storage must not stop the game: say so, and the players export the file.
      this.saveProblem = `the browser refused to save the game (${error instanceof Error ? error.message : String(error)}); export the game file to keep it`;
    }
  }
}

/**
 * What a game recorded under other rules shows the players, in plain words: where the log and the app's rules part
 * ways, what was recorded and what the rules give now, and the versions of both.
 */
export function rulesChangeText(change: RulesChange): string {
  const d = change.difference;
  const where =
    d.decision === null
      ? d.path === 'state'
        ? 'After the last step, the state differs'
        : d.path === 'rng'
          ? 'After the last step, the dice differ'
          : 'At the setup'
      : `At step ${d.decision.number} (turn ${d.decision.turn}: ${d.decision.text})`;
  const list = (lines: readonly string[]): string => (lines.length === 0 ? 'nothing' : lines.join('; '));
  const ruleset = change.recorded.state.ruleset;
  const recorded = versionsText(change.recordedWith, ruleset);
  const here = versionsText(clubVersions(), ruleset);
  const versions =
    recorded === here
      ? `It was recorded with the same versions as this app (${here}): a rule changed within a version, or the file was edited.`
      : `It was recorded with ${recorded}; this app is ${here}.`;
  return `${where}, the saved game records: ${list(d.recorded)}. The rules of this app give: ${list(d.now)}. ${versions}`;
}
