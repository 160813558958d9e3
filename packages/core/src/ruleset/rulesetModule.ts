import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { MusterError } from '../errors/MusterError.js';
import type { CombatPlugin } from '../plugins/CombatPlugin.js';
import type { DicePlugin } from '../plugins/DicePlugin.js';
import type { GameRules } from '../plugins/GameRules.js';
import type { MoralePlugin } from '../plugins/MoralePlugin.js';
import type { PluginInfo } from '../plugins/PluginInfo.js';
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

/**
 * The morale and combat plugins the container binds, as the game rules and the sequence receive them:
 * the ruleset's defaults, or whatever a variant or `configure` rebound in their place. `null` where the
 * ruleset declares no such contract and nothing is bound.
 */
export interface MechanicPlugins<Combat, Morale> {
  readonly combat: Combat;
  readonly morale: Morale;
}

/**
 * The sequence or the game rules: a value, or a factory of the game's options and of the bound morale and
 * combat plugins. Play must resolve morale and combat through `plugins`, never through a direct import of
 * the default implementation, so that rebinding a plugin changes play.
 */
export type RulesSource<Plugin, Options, Combat, Morale> =
  Plugin | ((options: Options, plugins: MechanicPlugins<Combat, Morale>) => Plugin);

/** What {@link rulesetModule} binds: the ruleset's plugins, each a value or a factory of the options. */
export interface RulesetModuleParts<
  State,
  Decision,
  Event,
  Scenario,
  Options,
  Combat extends CombatPlugin | null = null,
  Morale extends MoralePlugin | null = null,
> {
  /**
   * The ruleset's id. When given, a morale or combat plugin bound in place of the defaults must name
   * this ruleset in its `ruleset` field, or the game is refused with a `bad-input` error.
   */
  readonly id?: string;
  /** The turn sequence (`SequencePluginToken`). */
  readonly sequence: RulesSource<SequencePlugin<State, Decision>, Options, Combat, Morale>;
  /** Setup, resolution and the reducer (`GameRulesToken`). */
  readonly rules: RulesSource<GameRules<State, Decision, Event, Scenario>, Options, Combat, Morale>;
  /** The dice (`DicePluginToken`); `seededDicePlugin` when absent. */
  readonly dice?: PluginSource<DicePlugin, Options>;
  /** Fire and melee (`CombatPluginToken`); left unbound when absent. */
  readonly combat?: PluginSource<Exclude<Combat, null>, Options>;
  /** Morale tests (`MoralePluginToken`); left unbound when absent. */
  readonly morale?: PluginSource<Exclude<Morale, null>, Options>;
  /**
   * The functions each contract must have. A plugin bound in place of the default that lacks one is
   * refused with a `bad-input` error naming it, before any game starts.
   */
  readonly contract?: {
    readonly combat?: readonly (keyof Exclude<Combat, null> & string)[];
    readonly morale?: readonly (keyof Exclude<Morale, null> & string)[];
  };
  /**
   * How the factories read the game options (`GameOptionsToken`, already validated by the ruleset's
   * `schemas.options` when it has one), e.g. a zod schema whose `parse` fills in defaults. Without it the
   * factories get the options as bound. Give a function's parameter a type (`(raw: unknown) => ...`) so the
   * options type is inferred from it.
   */
  readonly options?: { parse(options: unknown): Options } | ((options: unknown) => Options);
}

/** Refuses a bound morale or combat plugin that is not of this ruleset or lacks a function of its contract. */
function checkContract(
  kind: 'combat' | 'morale',
  plugin: unknown,
  rulesetId: string | undefined,
  functions: readonly string[],
): void {
  const path = `plugins.${kind}`;
  if (typeof plugin !== 'object' || plugin === null) {
    throw new MusterError('bad-input', `the bound ${kind} plugin is not an object`, {
      path,
      expected: `a ${kind} plugin`,
      received: String(plugin),
    });
  }
  const p = plugin as Partial<CombatPlugin> & Record<string, unknown>;
  if (typeof p.id !== 'string' || p.id === '')
    throw new MusterError('bad-input', `the bound ${kind} plugin has no id`, {
      path: `${path}.id`,
      expected: 'a non-empty string',
    });
  const name = `'${p.id}'`;
  if (rulesetId !== undefined && p.ruleset !== rulesetId) {
    throw new MusterError('bad-input', `${kind} plugin ${name} is for ${String(p.ruleset)}, not ${rulesetId}`, {
      path: `${path}.ruleset`,
    });
  }
  if (!Array.isArray(p.mechanics))
    throw new MusterError('bad-input', `${kind} plugin ${name} has no mechanics list`, {
      path: `${path}.mechanics`,
      expected: 'an array of mechanics',
    });
  for (const fn of functions) {
    if (typeof p[fn] !== 'function') {
      throw new MusterError(
        'bad-input',
        `${kind} plugin ${name} lacks ${fn}, which the ${rulesetId ?? 'ruleset'} ${kind} contract requires`,
        { path: `${path}.${fn}`, expected: 'a function' },
      );
    }
  }
}

/** The functions of core's dice contract (`DicePlugin`). */
const DICE_CONTRACT = ['create', 'resume', 'save'] as const;

/**
 * Refuses a bound dice plugin that lacks a function of core's dice contract: one without `create` (a variant's,
 * say) would otherwise fail the first game with a TypeError. The morale and combat plugins are checked by
 * `checkContract` when the rules are built.
 */
export function checkDicePlugin(plugin: unknown): void {
  const dice = (typeof plugin === 'object' && plugin !== null ? plugin : {}) as Record<string, unknown>;
  for (const fn of DICE_CONTRACT) {
    if (typeof dice[fn] !== 'function')
      throw new MusterError('bad-input', `the dice plugin has no function ${fn}`, {
        path: `plugins.dice.${fn}`,
        expected: "a function, as core's dice contract (DicePlugin: create, resume, save) requires",
      });
  }
}

/**
 * The inversify module of a ruleset, from its plugins. Plugins given as values are bound with
 * `toConstantValue`; factories with `toResolvedValue(factory, [GameOptionsToken, ...])`: the sequence and
 * the rules receive the options and the bound morale and combat plugins, so play goes through whatever the
 * container binds (rebind `CombatPluginToken` and battles change). No decorator metadata is needed (tsup
 * does not emit it).
 *
 * @example
 * export const race: Ruleset<{ start: number }> = {
 *   ...,
 *   module: rulesetModule({ sequence: raceSequence, rules: raceRules }),
 * };
 * // Rules that depend on the game's options and resolve combat through the bound plugin:
 * rulesetModule({
 *   id: 'my-ruleset',
 *   sequence: (o: MyOptions) => mySequence(o),
 *   rules: (o: MyOptions, { combat, morale }) => myRules(o, combat, morale),
 *   options: MyOptionsSchema, // zod: fills in defaults
 *   combat: myCombatPlugin, // { id, description, ruleset: 'my-ruleset', mechanics, fire(dice, situation) ... }
 *   morale: myMoralePlugin,
 *   contract: { combat: ['fire'], morale: ['moraleTest'] },
 * });
 */
export function rulesetModule<
  State,
  Decision,
  Event,
  Scenario,
  Options = Readonly<Record<string, unknown>>,
  Combat extends CombatPlugin | null = null,
  Morale extends MoralePlugin | null = null,
>(parts: RulesetModuleParts<State, Decision, Event, Scenario, Options, Combat, Morale>): ContainerModule {
  const parse = parts.options;
  const read = (raw: unknown): Options =>
    // Without a parser the options are what `resolvePlugins` bound: validated by `schemas.options`.
    parse === undefined ? (raw as Options) : typeof parse === 'function' ? parse(raw) : parse.parse(raw);
  // A declared contract must be bound (the default or a rebinding); an undeclared one is optional.
  const dependency = (token: ServiceIdentifier, declared: boolean) =>
    declared ? token : { serviceIdentifier: token, optional: true as const };
  const combatDeclared = parts.combat !== undefined;
  const moraleDeclared = parts.morale !== undefined;
  const mechanicPlugins = (combat: unknown, morale: unknown): MechanicPlugins<Combat, Morale> => {
    if (combat !== undefined) checkContract('combat', combat, parts.id, parts.contract?.combat ?? []);
    if (morale !== undefined) checkContract('morale', morale, parts.id, parts.contract?.morale ?? []);
    return { combat: (combat ?? null) as Combat, morale: (morale ?? null) as Morale };
  };
  return new ContainerModule(({ bind }) => {
    const plugin = <T>(token: ServiceIdentifier<T>, source: PluginSource<T, Options> | undefined): void => {
      if (source === undefined) return;
      if (typeof source === 'function') {
        const build = source as (options: Options) => T;
        bind(token).toResolvedValue((raw: unknown) => build(read(raw)), [GameOptionsToken]);
      } else bind(token).toConstantValue(source);
    };
    const rules = <T extends PluginInfo>(
      token: ServiceIdentifier<T>,
      source: RulesSource<T, Options, Combat, Morale>,
    ): void => {
      if (typeof source !== 'function') {
        bind(token).toConstantValue(source);
        return;
      }
      const build = source;
      bind(token).toResolvedValue(
        (raw: unknown, combat: unknown, morale: unknown) => build(read(raw), mechanicPlugins(combat, morale)),
        [
          GameOptionsToken,
          dependency(CombatPluginToken, combatDeclared),
          dependency(MoralePluginToken, moraleDeclared),
        ],
      );
    };
    // The tokens are typed for any state; the ruleset's plugins are typed for its own.
    rules(SequencePluginToken, parts.sequence as unknown as RulesSource<SequencePlugin, Options, Combat, Morale>);
    rules(GameRulesToken, parts.rules as unknown as RulesSource<GameRules, Options, Combat, Morale>);
    plugin(DicePluginToken, parts.dice ?? seededDicePlugin);
    plugin(CombatPluginToken, parts.combat as PluginSource<CombatPlugin, Options> | undefined);
    plugin(MoralePluginToken, parts.morale as PluginSource<MoralePlugin, Options> | undefined);
  });
}
