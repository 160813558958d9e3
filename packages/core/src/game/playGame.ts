import type { Bot, BotView } from '../bot/Bot.js';
import { Rng } from '../dice/Rng.js';
import { MusterError } from '../errors/MusterError.js';
import { legalOf, type Candidates, type PlayerId } from '../plugins/SequencePlugin.js';
import type { DecisionOf, EventOf, Ruleset, StateOf } from '../ruleset/Ruleset.js';
import { createGame, type CreateGameOptions, type Game, type GameOf, type PreparedGames } from './Game.js';
import { startGame } from './prepareGames.js';

/** Options of {@link playGame}, for a game of these state, decision and event types. */
export interface PlayGameOptions<State = unknown, Decision = unknown, Event = unknown> extends CreateGameOptions {
  /** The bot for each side; a side without one uses the first bot given. */
  readonly bots: Readonly<Record<PlayerId, Bot<State, Decision>>>;
  /** Called after every decision (narration, snapshots, progress). */
  readonly onDecision?: (game: Game<State, Decision, Event>) => void;
}

/**
 * Plays a whole game between bots. Each bot draws on its own generator, seeded from the game seed and
 * its side, so the same seed and bots always give the same game.
 *
 * Playing many games in a loop: yield to the event loop between games (`await new Promise((r) =>
 * setImmediate(r))`), as `runBatch` of @muster/compare does. Each game binds its plugins in its own
 * inversify container, which inversify holds through WeakRefs, and V8 frees a WeakRef's target only after
 * the JavaScript job that made it ends: a thousand games in one synchronous loop keep a thousand
 * containers (about 25 KB each) alive until the loop ends. Games of one ruleset, options and scenario can
 * share one container instead: {@link playPreparedGame}.
 *
 * The game's types are the ruleset's, as for {@link createGame}.
 *
 * @example
 * const game = playGame(tercios, tercios.exampleScenario(), { seed: 's', bots: { A: competent, B: random } });
 * game.result();
 */
export function playGame<R extends Ruleset>(
  ruleset: R,
  scenario: unknown,
  options: PlayGameOptions<StateOf<R>, DecisionOf<R>, EventOf<R>>,
): GameOf<R>;
/**
 * Plays a whole game between bots of any types (`Bot` rather than the ruleset's bots): the game is untyped,
 * as it was before games carried their ruleset's types. Prefer bots of the ruleset's types.
 */
export function playGame(ruleset: Ruleset, scenario: unknown, options: PlayGameOptions): Game;
export function playGame(ruleset: Ruleset, scenario: unknown, options: PlayGameOptions): Game {
  return playOut(createGame(ruleset, scenario, options), options);
}

/** Options of {@link playPreparedGame}: the seed, the bots and the callback of {@link PlayGameOptions}. */
export type PlayPreparedGameOptions<State = unknown, Decision = unknown, Event = unknown> = Pick<
  PlayGameOptions<State, Decision, Event>,
  'seed' | 'bots' | 'onDecision'
>;

/**
 * Plays a whole game between bots, as {@link playGame} does, from plugins, options and a scenario set up
 * once for many games ({@link prepareGames}): the same game as `playGame` with that ruleset, scenario,
 * options and seed, without a new container per game. How `@muster/compare` plays a batch.
 *
 * @example
 * const prepared = prepareGames(tacmento, tacmento.exampleScenario());
 * const games = ['a', 'b'].map((seed) => playPreparedGame(prepared, { seed, bots: { A: tacmento.bots.competent!() } }));
 */
export function playPreparedGame<R extends Ruleset>(
  prepared: PreparedGames<R>,
  options: PlayPreparedGameOptions<StateOf<R>, DecisionOf<R>, EventOf<R>>,
): GameOf<R>;
/** Plays a prepared game between bots of any types, as the untyped {@link playGame} does. */
export function playPreparedGame(prepared: PreparedGames, options: PlayPreparedGameOptions): Game;
export function playPreparedGame(prepared: PreparedGames, options: PlayPreparedGameOptions): Game {
  return playOut(startGame(prepared, options.seed), options);
}

/** Plays `game` to its end between the bots of `options`, each drawing on its own generator. */
function playOut(game: Game, options: PlayPreparedGameOptions): Game {
  const ruleset = game.ruleset;
  const fallback = Object.values(options.bots)[0];
  if (!fallback) throw new MusterError('bad-input', 'playGame needs at least one bot');
  const rngs = new Map<PlayerId, Rng>();
  let decisions = 0;
  for (let player = game.activePlayer(); player !== null; player = game.activePlayer()) {
    if (++decisions > ruleset.maxDecisions) {
      throw new MusterError('internal', `${ruleset.id}: the game did not end within ${ruleset.maxDecisions} decisions`);
    }
    const bot = options.bots[player] ?? fallback;
    let rng = rngs.get(player);
    if (!rng) rngs.set(player, (rng = Rng.fromSeed(`${options.seed}/bot/${player}`)));
    let decision: unknown;
    if (game.plugins.sequence.candidates) {
      // The candidates, judged as the bot asks; the whole legal list only if the bot reads it.
      decision = bot.decide(new CandidatesView(game.state, player, rng, game.candidates(), ruleset.id));
    } else {
      decision = bot.decide({
        state: game.state,
        player,
        legal: someLegal(game.legalDecisions(), ruleset.id, player),
        rng,
      });
    }
    const outcome = game.decide(decision);
    if (!outcome.ok)
      throw new MusterError('internal', `${ruleset.id}: bot ${bot.id} chose an illegal decision: ${outcome.reason}`);
    options.onDecision?.(game);
  }
  return game;
}

/** `legal`, which the engine's bot games require to be non-empty. */
function someLegal<Decision>(legal: readonly Decision[], rulesetId: string, player: PlayerId): readonly Decision[] {
  if (legal.length === 0) throw new MusterError('internal', `${rulesetId}: no legal decision for ${player}`);
  return legal;
}

/**
 * A bot's view of a game whose sequence offers candidates: the legal decisions are listed when first read. A
 * class, not an object literal with a `legal` getter: such a literal gets a new hidden class each time it is
 * built (see extendContext), so every bot's reads of its view went megamorphic.
 */
class CandidatesView<State, Decision> implements BotView<State, Decision> {
  private listed: readonly Decision[] | undefined = undefined;
  constructor(
    readonly state: State,
    readonly player: PlayerId,
    readonly rng: Rng,
    readonly candidates: Candidates<Decision>,
    private readonly rulesetId: string,
  ) {}
  get legal(): readonly Decision[] {
    return (this.listed ??= someLegal(legalOf(this.candidates), this.rulesetId, this.player));
  }
}
