import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { CombatPlugin } from '../plugins/CombatPlugin.js';
import type { DicePlugin } from '../plugins/DicePlugin.js';
import type { GameRules } from '../plugins/GameRules.js';
import type { MoralePlugin } from '../plugins/MoralePlugin.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import { seededDicePlugin } from '../plugins/seededDicePlugin.js';
import {
  CombatPluginToken,
  DicePluginToken,
  GameOptionsToken,
  GameRulesToken,
  MoralePluginToken,
  SequencePluginToken,
} from '../plugins/tokens.js';

/**
 * A plugin, or a factory that builds it from the game's options (for plugins whose rules depend on the
 * rulings a game was started with).
 */
export type PluginSource<Plugin, Options> = Plugin | ((options: Options) => Plugin);

/** What {@link rulesetModule} binds: the ruleset's plugins, each a value or a factory of the options. */
export interface RulesetModuleParts<State, Decision, Event, Scenario, Options> {
  /** The turn sequence (`SequencePluginToken`). */
  readonly sequence: PluginSource<SequencePlugin<State, Decision>, Options>;
  /** Setup, resolution and the reducer (`GameRulesToken`). */
  readonly rules: PluginSource<GameRules<State, Decision, Event, Scenario>, Options>;
  /** The dice (`DicePluginToken`); `seededDicePlugin` when absent. */
  readonly dice?: PluginSource<DicePlugin, Options>;
  /** Fire and melee mechanics (`CombatPluginToken`); left unbound when absent. */
  readonly combat?: PluginSource<CombatPlugin, Options>;
  /** Morale tests (`MoralePluginToken`); left unbound when absent. */
  readonly morale?: PluginSource<MoralePlugin, Options>;
  /**
   * How the factories read the game options (`GameOptionsToken`, already validated by the ruleset's
   * `schemas.options` when it has one), e.g. a zod schema whose `parse` fills in defaults. Without it the
   * factories get the options as bound. Give a function's parameter a type (`(raw: unknown) => ...`) so the
   * options type is inferred from it.
   */
  readonly options?: { parse(options: unknown): Options } | ((options: unknown) => Options);
}

/**
 * The inversify module of a ruleset, from its plugins: binds the core plugin tokens with
 * `toConstantValue`, or, for a plugin given as a factory, with `toResolvedValue(factory, [GameOptionsToken])`
 * so it is built from the game's options. No decorator metadata is needed (tsup does not emit it).
 *
 * @example
 * export const race: Ruleset<{ start: number }> = {
 *   ...,
 *   module: rulesetModule({ sequence: raceSequence, rules: raceRules }),
 * };
 * // Rules that depend on the game's options, and the optional plugins:
 * rulesetModule({
 *   sequence: (o: MyOptions) => mySequence(o),
 *   rules: (o: MyOptions) => myRules(o),
 *   options: MyOptionsSchema, // zod: fills in defaults
 *   combat: { id: 'my/combat', description: 'fire and melee', mechanics: [fire, melee] },
 *   morale: { id: 'my/morale', description: 'morale tests', tests: [morale] },
 * });
 */
export function rulesetModule<State, Decision, Event, Scenario, Options = Readonly<Record<string, unknown>>>(
  parts: RulesetModuleParts<State, Decision, Event, Scenario, Options>,
): ContainerModule {
  const parse = parts.options;
  const read = (raw: unknown): Options =>
    // Without a parser the options are what `resolvePlugins` bound: validated by `schemas.options`.
    parse === undefined ? (raw as Options) : typeof parse === 'function' ? parse(raw) : parse.parse(raw);
  return new ContainerModule(({ bind }) => {
    const plugin = <T>(token: ServiceIdentifier<T>, source: PluginSource<T, Options> | undefined): void => {
      if (source === undefined) return;
      if (typeof source === 'function') {
        const build = source as (options: Options) => T;
        bind(token).toResolvedValue((raw: unknown) => build(read(raw)), [GameOptionsToken]);
      } else bind(token).toConstantValue(source);
    };
    // The tokens are typed for any state; the ruleset's plugins are typed for its own.
    plugin(SequencePluginToken, parts.sequence as PluginSource<SequencePlugin, Options>);
    plugin(GameRulesToken, parts.rules as unknown as PluginSource<GameRules, Options>);
    plugin(DicePluginToken, parts.dice ?? seededDicePlugin);
    plugin(CombatPluginToken, parts.combat);
    plugin(MoralePluginToken, parts.morale);
  });
}
