import { Rng } from '../dice/Rng.js';
import { MusterError } from '../errors/MusterError.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { checkVariantRuleset } from '../variant/Variant.js';
import {
  bindPlugins,
  Game,
  parseGameOptions,
  parseScenario,
  type CreateGameOptions,
  type GameOf,
  type PreparedGames,
} from './Game.js';

/** Options of {@link prepareGames}: those of {@link createGame} that every game of a batch shares. */
export type PrepareGamesOptions = Omit<CreateGameOptions, 'seed'>;

/**
 * Sets up once what many games of `ruleset` share: validates the options (the variant's with `options`
 * laid over them) and the scenario, and binds the plugins in one container, as {@link createGame} does for
 * a single game, with the same errors. {@link startGame} then starts a game of any seed from it: the same
 * game `createGame` would start, without a new container and two schema parses per game (a quarter of a
 * short Taĉmento game's time). The options and the scenario are deeply frozen copies, shared by the games.
 *
 * @example
 * const prepared = prepareGames(tercios, tercios.exampleScenario(), { options: { battle: { counterCharge: 'full-charge' } } });
 * for (const seed of ['a', 'b', 'c']) startGame(prepared, seed).state.turn;
 */
export function prepareGames<R extends Ruleset>(
  ruleset: R,
  scenario: unknown,
  options: PrepareGamesOptions = {},
): PreparedGames<R> {
  const { variant, configure, scenarioFile } = options;
  if (variant !== undefined) checkVariantRuleset(variant, ruleset.id);
  const parsedOptions = frozenCopy(parseGameOptions(ruleset, options.options, variant));
  const { container: _, ...plugins } = bindPlugins(ruleset, parsedOptions, configure, variant);
  const prepared: PreparedGames<R> = {
    ruleset,
    plugins: Object.freeze(plugins),
    options: parsedOptions,
    scenario: frozenCopy(parseScenario(ruleset, scenario, scenarioFile)),
    scenarioFile,
    variant: variant?.name,
  };
  // Not enumerable: a copy spread from it (`{ ...prepared, scenario }`) is not a set-up prepareGames made.
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent — startGame asks whether the mark is there (Object.hasOwn), not its value
  Object.defineProperty(prepared, MADE_BY_PREPARE_GAMES, { value: true });
  return Object.freeze(prepared);
}

/**
 * Starts a game of `seed` from {@link prepareGames}' set-up: new dice, the first state from the shared
 * scenario, an empty log. The game is the one `createGame` starts with the same ruleset, scenario, options
 * and seed.
 *
 * @example
 * const game = startGame(prepareGames(tacmento, tacmento.exampleScenario()), 'naples');
 * while (!game.isOver()) game.decide(game.legalDecisions()[0]!);
 */
export function startGame<R extends Ruleset>(prepared: PreparedGames<R>, seed: string): GameOf<R> {
  if (!Object.hasOwn(prepared, MADE_BY_PREPARE_GAMES)) {
    throw new MusterError('bad-input', 'startGame needs a set-up made by prepareGames, which validated it', {
      path: 'prepared',
      expected: 'the value prepareGames returned',
    });
  }
  Rng.fromSeed(seed); // validates the seed with a clear error
  return Game.begin(prepared, seed);
}

/**
 * The mark of a set-up {@link prepareGames} made, whose options and scenario it validated: a game starts only
 * from one. A registered symbol, so that a set-up made by another copy of this package is recognised too.
 */
// Stryker disable next-line StringLiteral: equivalent in one process — any registered key marks alike; the name keeps other code's symbols apart
const MADE_BY_PREPARE_GAMES = Symbol.for('@muster/core/PreparedGames');

/**
 * A deeply frozen copy of validated data: the games that share it cannot change it for the next game (a
 * write throws), and the caller's objects a schema let through stay the caller's, unfrozen.
 */
function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  // A primitive or null counts as frozen (Object.isFrozen), and so is returned as it is.
  if (Object.isFrozen(value)) return value;
  for (const inner of Object.values(value as object)) deepFreeze(inner);
  return Object.freeze(value);
}
