import type { ContainerModule } from 'inversify';
import type { ZodType } from 'zod';
import type { Bot } from '../bot/Bot.js';
import type { MechanicDefinition } from '../odds/Mechanic.js';
import type { ArmySupport } from './ArmySupport.js';

/**
 * The zod schemas of a ruleset's data; each is exported as JSON Schema too. The event schema parses to the
 * ruleset's event type, which is how {@link EventOf} learns it (the state and decision types are the bots').
 * The state and decision schemas are not tied to their types: under `exactOptionalPropertyTypes` a schema's
 * optional field (`number | undefined`) is wider than a hand-written type's (`number`).
 */
export interface RulesetSchemas<Event = unknown> {
  /** A scenario: armies, table, terrain, options. */
  readonly scenario: ZodType;
  /** The game state (saved games are validated with it). */
  readonly state: ZodType;
  /** A decision of a player. */
  readonly decision: ZodType;
  /** An event of the log. */
  readonly event: ZodType<Event>;
  /** An army list, where the ruleset has them. */
  readonly army?: ZodType;
  /** The game options (rulings and adaptations); defaults fill what is left out. */
  readonly options?: ZodType;
}

/**
 * A ruleset: a plugin bundle. `module` binds the plugin contracts (sequence, dice, morale, combat and
 * the game rules) in an inversify container; everything else here is what tools need to present it.
 *
 * Its type arguments are the types of its scenario (as {@link Ruleset.exampleScenario} returns it), state,
 * decisions and events: {@link createGame}, {@link playGame}, {@link replay} and {@link Game.resume} infer
 * the game's types from them, so a consumer reads `game.state` without a cast.
 *
 * @example
 * const game = createGame(tercios, tercios.exampleScenario(), { seed: 'club-night' });
 */
export interface Ruleset<Scenario = unknown, State = unknown, Decision = unknown, Event = unknown> {
  /** Kebab-case id (`tercios`, `sword-and-pike`). */
  readonly id: string;
  readonly name: string;
  /** The package version. */
  readonly version: string;
  readonly description: string;
  /** Binds the plugin contracts. */
  readonly module: ContainerModule;
  readonly schemas: RulesetSchemas<Event>;
  /**
   * Mechanics offered by `muster odds <ruleset> <mechanic>` besides those of the bound morale and combat
   * plugins (which come first: see {@link mechanicsOf}), e.g. initiative or command tests.
   */
  readonly mechanics: readonly MechanicDefinition[];
  /** A ready-to-play scenario for `muster battle` and the harness. */
  exampleScenario(): Scenario;
  /** Bots by id; `competent` and `random` at least for a playable ruleset. */
  readonly bots: Readonly<Record<string, () => Bot<State, Decision>>>;
  /**
   * True for a companion ruleset: it records games people play on a real table (the club companion),
   * so tools replay and resume its games but never pit bots against each other in it.
   */
  readonly companion?: boolean;
  /** Most decisions a game may take before it is declared stuck (the conformance bound). */
  readonly maxDecisions: number;
  /**
   * The ruleset's own invariants of a state (units on the table, no overlaps where the rules forbid them,
   * at most one activation a turn...), each broken one as a sentence. The conformance kit calls it after
   * every decision; return an empty list when all hold.
   */
  invariants?(state: State): readonly string[];
  /** Army lists, for rulesets that have them. */
  readonly armies?: ArmySupport;
  /**
   * Builds a scenario from two army files' contents (already JSON-parsed) for `muster battle --armies`.
   * Absent when the ruleset's battles do not take army lists.
   */
  scenarioFromArmies?(armies: readonly [unknown, unknown], seed: string): Scenario;
}

/**
 * Every mechanic `muster odds` offers for a ruleset with these plugins bound: the combat plugin's, the
 * morale plugin's, then the ruleset's own others (a ruleset mechanic with the id of a plugin's is hidden by
 * it). Pass the plugins of a variant to get the variant's odds.
 */
export function mechanicsOf(
  ruleset: Pick<Ruleset, 'mechanics'>,
  plugins: {
    readonly combat: { readonly mechanics: readonly MechanicDefinition[] } | null;
    readonly morale: { readonly mechanics: readonly MechanicDefinition[] } | null;
  },
): readonly MechanicDefinition[] {
  const out: MechanicDefinition[] = [];
  const seen = new Set<string>();
  for (const m of [...(plugins.combat?.mechanics ?? []), ...(plugins.morale?.mechanics ?? []), ...ruleset.mechanics]) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    out.push(m);
  }
  return out;
}

/**
 * The state type of a ruleset type (`StateOf<typeof tercios>` is Tercios' `BattleState`); `unknown` for an
 * untyped {@link Ruleset}.
 */
export type StateOf<R extends Ruleset> = R extends Ruleset<unknown, infer State> ? State : unknown;

/** The decision type of a ruleset type; `unknown` for an untyped {@link Ruleset}. */
export type DecisionOf<R extends Ruleset> = R extends Ruleset<unknown, unknown, infer Decision> ? Decision : unknown;

/** The event type of a ruleset type; `unknown` for an untyped {@link Ruleset}. */
export type EventOf<R extends Ruleset> = R extends Ruleset<unknown, unknown, unknown, infer Event> ? Event : unknown;
