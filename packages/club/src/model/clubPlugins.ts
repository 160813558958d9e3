import {
  mechanicsOf,
  MusterError,
  resolvePlugins,
  type CombatPlugin,
  type MechanicDefinition,
  type MoralePlugin,
} from '@muster/core';
import { adapterOf } from '../adapters/adapters.js';
import type { RawOptions } from '../adapters/ClubAdapter.js';
import type { ClubRulesetId } from './ClubSchemas.js';

/** The morale and combat plugins a club game resolves with. */
export interface ClubPlugins {
  readonly combat: CombatPlugin | null;
  readonly morale: MoralePlugin | null;
}

/** What the club's container binds when no variant or `configure` rebinds anything: nothing. */
export const NOTHING_BOUND: ClubPlugins = { combat: null, morale: null };

const defaults = new Map<ClubRulesetId, ClubPlugins>();

/** The plugins the ruleset's own container binds by default (its morale and combat as written). */
export function defaultPluginsOf(id: ClubRulesetId): ClubPlugins {
  let plugins = defaults.get(id);
  if (!plugins) {
    const bound = resolvePlugins(adapterOf(id).ruleset);
    defaults.set(id, (plugins = { combat: bound.combat, morale: bound.morale }));
  }
  return plugins;
}

/**
 * The plugins a club game of `id` resolves with: those bound in the club's container (a house rule of that
 * ruleset, bound with `createGame(club, …, { configure })`), else the ruleset's defaults. A plugin of
 * another ruleset is refused: it would silently not apply.
 */
export function pluginsFor(id: ClubRulesetId, bound: ClubPlugins): ClubPlugins {
  for (const kind of ['combat', 'morale'] as const) {
    const plugin = bound[kind];
    if (plugin && plugin.ruleset !== id) {
      throw new MusterError(
        'bad-input',
        `the bound ${kind} plugin '${plugin.id}' is for ${plugin.ruleset}, but this club game plays ${id}`,
        {
          path: `plugins.${kind}`,
          expected: `a ${id} ${kind} plugin`,
          received: plugin.ruleset,
        },
      );
    }
  }
  const fallback = defaultPluginsOf(id);
  return { combat: bound.combat ?? fallback.combat, morale: bound.morale ?? fallback.morale };
}

/**
 * Every mechanic a club game of `id` offers with these plugins bound: the plugins', the ruleset's, the adapter's;
 * the adapter's play the game's `options` (the club's agreed rulings; absent: the defaults).
 */
export function clubMechanics(
  id: ClubRulesetId,
  bound: ClubPlugins,
  options?: RawOptions,
): readonly MechanicDefinition[] {
  const adapter = adapterOf(id);
  const plugins = pluginsFor(id, bound);
  return adapter.mechanics(plugins, mechanicsOf(adapter.ruleset, plugins), options);
}
