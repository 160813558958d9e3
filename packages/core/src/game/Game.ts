import 'reflect-metadata';
import { Container, type ServiceIdentifier } from 'inversify';
import type { RecordedDice } from '../dice/Dice.js';
import { Rng } from '../dice/Rng.js';
import { describeRollLine } from '../dice/Roll.js';
import { MusterError } from '../errors/MusterError.js';
import type { LogEntry } from '../log/LogEntry.js';
import type { CombatPlugin } from '../plugins/CombatPlugin.js';
import type { DicePlugin } from '../plugins/DicePlugin.js';
import type { GameRules } from '../plugins/GameRules.js';
import type { MoralePlugin } from '../plugins/MoralePlugin.js';
import {
  allLegal,
  type Candidates,
  type GameResult,
  type PlayerId,
  type SequencePlugin,
} from '../plugins/SequencePlugin.js';
import {
  CombatPluginToken,
  DicePluginToken,
  GameOptionsToken,
  GameRulesToken,
  MoralePluginToken,
  SequencePluginToken,
} from '../plugins/tokens.js';
import type { DecisionOf, EventOf, Ruleset, StateOf } from '../ruleset/Ruleset.js';
import { checkDicePlugin } from '../ruleset/rulesetModule.js';
import { checkFileFormat } from '../schema/fileFormat.js';
import { parseWith } from '../schema/parseWith.js';
import { bindVariant, checkVariantRuleset, mergeOptions, type Variant } from '../variant/Variant.js';
import {
  SAVED_GAME_FORMAT,
  SAVED_GAME_VERSION,
  SavedGameSchema,
  savedGameFormat,
  type PluginIds,
  type SavedGame,
} from './SavedGame.js';

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  /** Seed of the game's dice: a non-empty string. */
  readonly seed: string;
  /** Ruleset options (rulings, adaptations); validated by the ruleset's options schema. */
  readonly options?: unknown;
  /**
   * A variant: its options are laid under `options` (an option given in both takes `options`' value), and
   * its plugins are bound in place of the ruleset's. The saved game records its name and plugin ids.
   */
  readonly variant?: Variant;
  /** Changes the container before the game is built (after the variant): rebind a plugin (typed-in dice, a house rule). */
  readonly configure?: (container: Container) => void;
  /** Where the scenario came from, for error messages. */
  readonly scenarioFile?: string;
}

/** Where a saved game comes from and how to rebuild it, for {@link Game.resume} and {@link replay}. */
export interface ResumeOptions {
  /** The file it was read from, for error messages. */
  readonly file?: string;
  /** Changes the container before the game is built, as {@link CreateGameOptions.configure} does. */
  readonly configure?: (container: Container) => void;
  /** The variant it was played under: its plugins are bound (its options are already in the saved game). */
  readonly variant?: Variant;
}

/**
 * The game type of a ruleset type: `GameOf<typeof tercios>` is a game whose `state` is Tercios' `BattleState`,
 * as {@link createGame} returns it.
 */
export type GameOf<R extends Ruleset> = Game<StateOf<R>, DecisionOf<R>, EventOf<R>>;

/** The outcome of {@link Game.decide}: an illegal decision is a value, not an exception. */
export type DecideResult = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** The plugins bound for a ruleset, as `muster rulesets` reports them. */
export interface BoundPlugins {
  readonly sequence: SequencePlugin;
  readonly dice: DicePlugin;
  readonly rules: GameRules;
  readonly morale: MoralePlugin | null;
  readonly combat: CombatPlugin | null;
}

/** The ids of the plugins a game was played with, as a saved game records them. */
export function pluginIds(plugins: BoundPlugins): PluginIds {
  return {
    sequence: plugins.sequence.id,
    rules: plugins.rules.id,
    dice: plugins.dice.id,
    ...(plugins.combat ? { combat: plugins.combat.id } : {}),
    ...(plugins.morale ? { morale: plugins.morale.id } : {}),
  };
}

/** The options of a game under `variant`: the variant's, with `options` laid over them field by field ({@link mergeOptions}). */
export function variantOptions(variant: Variant | undefined, options: unknown): unknown {
  if (variant === undefined) return options;
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new MusterError('bad-input', 'the options are not an object', {
      path: 'options',
      expected: 'an object of options',
    });
  }
  return mergeOptions(variant.options, (options as Record<string, unknown> | undefined) ?? {});
}

/**
 * Builds a container for `ruleset`, loads its module, binds the validated options, then the variant's
 * plugins, then applies `configure`, and resolves the plugins. The rules and the sequence are built from
 * the bound morale and combat plugins, so what is reported here is what plays.
 */
export function resolvePlugins(
  ruleset: Ruleset,
  configure?: (container: Container) => void,
  options?: unknown,
  variant?: Variant,
): BoundPlugins & { container: Container; options: unknown } {
  if (variant !== undefined) checkVariantRuleset(variant, ruleset.id);
  const parsedOptions = parseGameOptions(ruleset, options, variant);
  return { ...bindPlugins(ruleset, parsedOptions, configure, variant), options: parsedOptions };
}

/**
 * The options a game of `ruleset` is played with: the variant's with `options` laid over them, validated by
 * the ruleset's options schema when it has one (a `bad-input` error at `options.<field>` otherwise).
 */
export function parseGameOptions(ruleset: Ruleset, options: unknown, variant: Variant | undefined): unknown {
  const merged = variantOptions(variant, options);
  return ruleset.schemas.options
    ? parseWith(ruleset.schemas.options, merged ?? {}, { path: 'options' })
    : (merged ?? {});
}

/**
 * The second half of {@link resolvePlugins}: a new container with the ruleset's module, `options` (already
 * validated) bound, the variant's plugins, `configure`, and the plugins resolved from it.
 */
export function bindPlugins(
  ruleset: Ruleset,
  options: unknown,
  configure: ((container: Container) => void) | undefined,
  variant: Variant | undefined,
): BoundPlugins & { container: Container } {
  const container = new Container();
  container.load(ruleset.module);
  if (container.isBound(GameOptionsToken)) container.unbind(GameOptionsToken);
  container.bind(GameOptionsToken).toConstantValue(options as Record<string, unknown>);
  if (variant !== undefined) bindVariant(container, variant);
  configure?.(container);
  const optional = <T>(token: ServiceIdentifier<T>): T | null =>
    container.isBound(token) ? container.get(token) : null;
  const dice = container.get(DicePluginToken);
  checkDicePlugin(dice);
  return {
    container,
    sequence: container.get(SequencePluginToken),
    dice,
    rules: container.get(GameRulesToken),
    morale: optional(MoralePluginToken),
    combat: optional(CombatPluginToken),
  };
}

/** Validates a game's scenario with the ruleset's schema, naming `file` (or the path `scenario`) in its errors. */
export function parseScenario(ruleset: Ruleset, scenario: unknown, file: string | undefined): unknown {
  return parseWith(ruleset.schemas.scenario, scenario, file !== undefined ? { file } : { path: 'scenario' });
}

/**
 * What every game of a ruleset, options, variant and scenario shares, set up once ({@link prepareGames}):
 * the bound plugins, the validated options and the validated scenario. Each game started from it
 * ({@link startGame}) has its own dice, state and log; the plugins are shared, so they must keep no state
 * of a game (the rulesets' plugins are functions of their arguments: a roll of the dice it is given over a
 * situation, a reducer of the state it is given).
 */
export interface PreparedGames<R extends Ruleset = Ruleset> {
  readonly ruleset: R;
  readonly plugins: BoundPlugins;
  /** The validated options (deeply frozen): the variant's with the game's laid over them. */
  readonly options: unknown;
  /** The validated scenario (deeply frozen: a setup that wrote into it would change the next game). */
  readonly scenario: unknown;
  /** Where the scenario came from, for the errors of a game's setup. */
  readonly scenarioFile: string | undefined;
  /** The variant's name, or undefined for the rules as written. */
  readonly variant: string | undefined;
}

/**
 * A game in progress: the ruleset's plugins, its state, its dice and its append-only log.
 * Every decision goes through {@link Game.decide}; the rolls and events it causes are logged in order.
 * Its type arguments are the ruleset's state, decision and event types ({@link GameOf} names them from a
 * ruleset type); {@link createGame} infers them from the ruleset it is given.
 */
export class Game<State = unknown, Decision = unknown, Event = unknown> {
  private entries: LogEntry<Decision, Event>[];
  private current: State;
  /**
   * The decisions {@link legalDecisions} (or {@link candidates}) last generated, and the state they were generated for: one of
   * them, taken in that state, is the engine's own data and skips the schema check in {@link decide}
   * (validation is for decisions from files, the CLI and users). A copy, so a caller editing the array
   * it was given cannot add to it.
   */
  private generated: { state: State; decisions: readonly Decision[] } | null = null;

  private constructor(
    readonly ruleset: Ruleset,
    readonly plugins: BoundPlugins,
    readonly seed: string,
    readonly scenario: unknown,
    readonly options: unknown,
    private dice: RecordedDice,
    state: State,
    log: LogEntry<Decision, Event>[],
    /** The variant's name, or undefined for the rules as written. */
    readonly variant: string | undefined,
  ) {
    this.current = state;
    this.entries = log;
  }

  /** @internal Use {@link createGame}. */
  static start<S, D, E>(ruleset: Ruleset, scenario: unknown, options: CreateGameOptions): Game<S, D, E> {
    Rng.fromSeed(options.seed); // validates the seed with a clear error
    const plugins = resolvePlugins(ruleset, options.configure, options.options, options.variant);
    const prepared: PreparedGames = {
      ruleset,
      plugins,
      options: plugins.options,
      scenario: parseScenario(ruleset, scenario, options.scenarioFile),
      scenarioFile: options.scenarioFile,
      variant: options.variant?.name,
    };
    return Game.begin<S, D, E>(prepared, options.seed);
  }

  /**
   * @internal Use {@link createGame}, or `startGame` for a game of prepared plugins: sets up the first
   * state of a game of `seed` from what {@link PreparedGames} holds, with new dice and an empty log.
   */
  static begin<S, D, E>(prepared: PreparedGames, seed: string): Game<S, D, E> {
    const dice = prepared.plugins.dice.create(seed);
    const rules = prepared.plugins.rules as GameRules<S, D, E>;
    let state: S;
    try {
      state = rules.setup(prepared.scenario, dice);
    } catch (error) {
      // A scenario that passes its schema but breaks a rule the setup checks (a unit id used twice) is the
      // scenario file's fault: name the file, as for a schema error.
      const file = prepared.scenarioFile;
      if (
        MusterError.is(error) &&
        file !== undefined &&
        error.context.file === undefined &&
        error.code === 'bad-input'
      ) {
        throw new MusterError('bad-file', error.message, { ...error.context, file }, { cause: error });
      }
      throw error;
    }
    const game = new Game<S, D, E>(
      prepared.ruleset,
      prepared.plugins,
      seed,
      prepared.scenario,
      prepared.options,
      dice,
      state,
      [],
      prepared.variant,
    );
    game.flushRolls();
    return game;
  }

  /**
   * Resumes a saved game where it stood (validated against the ruleset's schemas). A game played under a
   * variant resumes only with that variant's plugins bound: give it as `variant`. The game's types are the
   * ruleset's.
   *
   * @example
   * const game = Game.resume(tercios, JSON.parse(readFileSync('battle.json', 'utf8')));
   * game.state.turn;
   */
  static resume<R extends Ruleset>(ruleset: R, saved: unknown, where?: ResumeOptions): GameOf<R>;
  /**
   * Resumes a saved game of an untyped ruleset as a game of the given types. The types are not checked
   * against the ruleset: prefer the overload that infers them.
   */
  static resume<S = unknown, D = unknown, E = unknown>(
    ruleset: Ruleset,
    saved: unknown,
    where?: ResumeOptions,
  ): Game<S, D, E>;
  static resume<S, D, E>(ruleset: Ruleset, saved: unknown, where: ResumeOptions = {}): Game<S, D, E> {
    const envelope = parseSaved(ruleset, saved, where.file);
    // The saved options already include the variant's: bind only its plugins.
    const plugins = resolvePlugins(
      ruleset,
      where.configure,
      envelope.options,
      where.variant && { ...where.variant, options: {} },
    );
    checkSamePlugins(envelope, plugins, where.file);
    const file = where.file !== undefined ? { file: where.file } : {};
    const scenario = parseWith(ruleset.schemas.scenario, envelope.scenario, { ...file, path: 'scenario' });
    const state = parseWith(ruleset.schemas.state, envelope.state, { ...file, path: 'state' }) as S;
    envelope.log.forEach((entry, i) => {
      if (entry.type === 'decision')
        parseWith(ruleset.schemas.decision, entry.decision, { ...file, path: `log[${i}].decision` });
      if (entry.type === 'event') parseWith(ruleset.schemas.event, entry.event, { ...file, path: `log[${i}].event` });
    });
    if (envelope.rng === null) {
      throw new MusterError('bad-file', 'this saved game has no dice state to resume from', {
        ...file,
        path: 'rng',
        expected: 'the dice generator state',
      });
    }
    const dice = plugins.dice.resume(envelope.rng);
    return new Game<S, D, E>(
      ruleset,
      plugins,
      envelope.seed,
      scenario,
      plugins.options,
      dice,
      state,
      [...envelope.log] as LogEntry<D, E>[],
      envelope.variant,
    );
  }

  /** The current state. Treat it as read-only. */
  get state(): State {
    return this.current;
  }

  /** The log so far. */
  get log(): readonly LogEntry<Decision, Event>[] {
    return this.entries;
  }

  /** The side to decide now, or null when the game is over. */
  activePlayer(): PlayerId | null {
    return this.plugins.sequence.activePlayer(this.current);
  }

  isOver(): boolean {
    return this.plugins.sequence.isOver(this.current);
  }

  /** Candidate legal decisions for the active player. */
  legalDecisions(): Decision[] {
    const decisions = this.plugins.sequence.legalDecisions(this.current) as Decision[];
    this.generated = { state: this.current, decisions: decisions.slice() };
    return decisions;
  }

  /**
   * The active player's candidate decisions judged one at a time ({@link Candidates}): the sequence's own
   * when it offers them, else its legal decisions, each already judged. A bot game's bots read these (and
   * {@link legalDecisions} only if they ask for the whole list); like the legal decisions, any of them taken in
   * this state skips the schema check in {@link decide}, and {@link decide} still judges it.
   *
   * @example
   * const { possible, isLegal } = game.candidates();
   * const first = possible.find((_, i) => isLegal(i));
   */
  candidates(): Candidates<Decision> {
    const sequence = this.plugins.sequence as SequencePlugin<State, Decision>;
    const candidates = sequence.candidates?.(this.current) ?? allLegal(sequence.legalDecisions(this.current));
    this.generated = { state: this.current, decisions: candidates.possible.slice() };
    return candidates;
  }

  result(): GameResult {
    return this.plugins.sequence.result(this.current);
  }

  /**
   * Takes a decision of the active player. An illegal decision changes nothing and returns the reason.
   * A decision that fails its schema (from a file or a user) is also refused as a value; one of the
   * decisions {@link legalDecisions} generated for this state is the engine's own and is not parsed again.
   *
   * @example
   * const outcome = game.decide(game.legalDecisions()[0]!);
   * if (!outcome.ok) console.error(outcome.reason);
   */
  decide(decision: Decision): DecideResult;
  /**
   * Takes a decision read from a file or typed by a user: one that fails the ruleset's decision schema is
   * refused as a value, like an illegal one.
   */
  decide(decision: unknown): DecideResult;
  decide(decision: unknown): DecideResult {
    const player = this.activePlayer();
    if (player === null) return { ok: false, reason: 'the game is over' };
    const generated =
      this.generated?.state === this.current && (this.generated.decisions as readonly unknown[]).includes(decision);
    if (!generated) {
      const shape = this.ruleset.schemas.decision.safeParse(decision);
      // A failed zod parse has at least one issue.
      if (!shape.success) return { ok: false, reason: `malformed decision: ${shape.error.issues[0]!.message}` };
    }
    const reason = this.plugins.sequence.checkDecision(this.current, decision);
    if (reason !== null) return { ok: false, reason };
    const accepted = decision as Decision; // it passed the ruleset's decision schema
    const rules = this.plugins.rules as GameRules<State, Decision, Event>;
    // A failing rule leaves the game as it was: state, log and the dice generator.
    const before = { state: this.current, length: this.entries.length, rng: this.plugins.dice.save(this.dice) };
    this.entries.push({ type: 'decision', seq: this.entries.length, player, decision: accepted });
    try {
      // `state` is a data property that `emit` keeps up to date, not a getter: see extendContext for why.
      const context: { state: State; dice: RecordedDice; emit(event: Event): void } = {
        state: this.current,
        dice: this.dice,
        emit: (event: Event) => {
          this.flushRolls();
          this.entries.push({ type: 'event', seq: this.entries.length, event });
          context.state = this.current = rules.reduce(this.current, event);
        },
      };
      rules.resolve(context, accepted, player);
      this.flushRolls();
    } catch (error) {
      this.current = before.state;
      this.entries.length = before.length;
      this.dice.takeRolls();
      // Dice without a state (typed in) cannot be rewound: the faces they consumed are gone with the decision.
      if (before.rng !== null) this.dice = this.plugins.dice.resume(before.rng);
      throw error;
    }
    return { ok: true };
  }

  /** The game as JSON data: seed, scenario, options, log, dice state and current state. */
  save(): SavedGame<State, Decision, Event> {
    return {
      format: SAVED_GAME_FORMAT,
      formatVersion: SAVED_GAME_VERSION,
      ruleset: this.ruleset.id,
      rulesetVersion: this.ruleset.version,
      seed: this.seed,
      scenario: this.scenario,
      options: this.options,
      ...(this.variant !== undefined ? { variant: this.variant } : {}),
      plugins: pluginIds(this.plugins),
      log: structuredClone(this.entries),
      rng: this.plugins.dice.save(this.dice),
      state: structuredClone(this.current),
    };
  }

  /** A one-line description of a log entry. */
  describe(entry: LogEntry<Decision, Event>, state: State = this.current): string {
    const rules = this.plugins.rules as GameRules<State, Decision, Event>;
    switch (entry.type) {
      case 'decision':
        return rules.describeDecision(entry.decision, state, entry.player);
      case 'event':
        return rules.describeEvent(entry.event, state);
      case 'roll':
        return describeRollLine(entry.roll);
    }
  }

  private flushRolls(): void {
    for (const roll of this.dice.takeRolls()) this.entries.push({ type: 'roll', seq: this.entries.length, roll });
  }
}

/**
 * Refuses to resume or replay a game with other morale, combat or dice plugins than it was played with:
 * the game would differ, and the user should be told which plugin, not shown a "differs".
 */
export function checkSamePlugins(envelope: SavedGame, plugins: BoundPlugins, file: string | undefined): void {
  const saved = envelope.plugins;
  if (saved === undefined) return; // saved before games recorded their plugins
  const bound = pluginIds(plugins);
  for (const kind of ['combat', 'morale', 'dice', 'sequence', 'rules'] as const) {
    if (saved[kind] === bound[kind]) continue;
    const played = saved[kind] === undefined ? `no ${kind} plugin` : `${kind} plugin '${saved[kind]}'`;
    const here = bound[kind] === undefined ? 'none is bound here' : `'${bound[kind]}' is bound here`;
    const hint =
      envelope.variant !== undefined
        ? `give the variant '${envelope.variant}' it was played with (--variant FILE)`
        : 'play it with the rules as written (no --variant)';
    throw new MusterError('bad-input', `this game was played with ${played}, but ${here}: ${hint}`, {
      ...(file !== undefined ? { file } : {}),
      path: `plugins.${kind}`,
      expected: saved[kind] ?? 'none',
      received: bound[kind] ?? 'none',
    });
  }
}

/** Reads a saved game's envelope for `ruleset`: the wrong file said plainly (checkFileFormat), then the schema. */
export function parseSaved(ruleset: Ruleset, saved: unknown, file: string | undefined): SavedGame {
  const where = file !== undefined ? { file } : {};
  checkFileFormat(saved, savedGameFormat(ruleset.id), where);
  return parseWith(SavedGameSchema, saved, where) as SavedGame;
}

/**
 * Starts a game of `ruleset` from a scenario: builds an inversify container, loads the ruleset's module,
 * applies `configure` (to rebind a plugin), validates the scenario and sets up the first state.
 *
 * The game's state, decision and event types are the ruleset's ({@link GameOf}): `game.state` of a Tercios
 * game is a `BattleState`, with no cast.
 *
 * @example
 * const game = createGame(tercios, tercios.exampleScenario(), { seed: 'club-night' });
 * while (!game.isOver()) game.decide(game.legalDecisions()[0]!);
 * game.state.turn;
 */
export function createGame<R extends Ruleset>(ruleset: R, scenario: unknown, options: CreateGameOptions): GameOf<R>;
/**
 * Starts a game of an untyped ruleset as a game of the given types (a narrower state than the ruleset's, a
 * ruleset typed `Ruleset`). The types are not checked against the ruleset: prefer the overload that infers them.
 */
export function createGame<S = unknown, D = unknown, E = unknown>(
  ruleset: Ruleset,
  scenario: unknown,
  options: CreateGameOptions,
): Game<S, D, E>;
export function createGame<S, D, E>(ruleset: Ruleset, scenario: unknown, options: CreateGameOptions): Game<S, D, E> {
  return Game.start<S, D, E>(ruleset, scenario, options);
}
