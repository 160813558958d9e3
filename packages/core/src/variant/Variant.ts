import type { Container } from 'inversify';
import { z } from 'zod';
import { MusterError } from '../errors/MusterError.js';
import type { CombatPlugin } from '../plugins/CombatPlugin.js';
import type { DicePlugin } from '../plugins/DicePlugin.js';
import type { MoralePlugin } from '../plugins/MoralePlugin.js';
import { CombatPluginToken, DicePluginToken, GameOptionsToken, MoralePluginToken } from '../plugins/tokens.js';
import { checkFileFormat } from '../schema/fileFormat.js';
import { parseWith } from '../schema/parseWith.js';

/** The format name of a JSON variant file. */
export const VARIANT_FORMAT = 'muster-variant';
/** The current JSON variant format version. */
export const VARIANT_VERSION = 1;

/** A plugin a variant binds: the plugin, or a factory of the game's (validated) options. */
// `never`: a factory is typed with its ruleset's own options, and any such factory is accepted here.
export type VariantPluginSource<Plugin> = Plugin | ((options: never) => Plugin);

/** The plugins a variant binds in place of the ruleset's defaults. */
export interface VariantPlugins {
  readonly combat?: VariantPluginSource<CombatPlugin>;
  readonly morale?: VariantPluginSource<MoralePlugin>;
  readonly dice?: VariantPluginSource<DicePlugin>;
}

/**
 * A variant: a ruleset played with options (rulings, adaptations) and plugin rebinds: a house rule, a
 * rival reading of a rule, another edition's test. `muster battle|simulate|odds|ab --variant FILE` plays
 * and measures it; a saved game records its name and the ids of its plugins.
 */
export interface Variant {
  /** The id of the ruleset it changes (`tercios`). */
  readonly ruleset: string;
  /** A short name, saved with every game played under it. */
  readonly name: string;
  /** The house rule in players' words. */
  readonly description?: string;
  /** Options of the ruleset (validated by its options schema when a game starts). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly plugins: VariantPlugins;
}

/** What {@link defineVariant} takes. */
export interface VariantDefinition {
  readonly ruleset: string;
  readonly name: string;
  readonly description?: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly plugins?: VariantPlugins;
}

const PLUGIN_KINDS = ['combat', 'morale', 'dice'] as const;

const VariantShape = z.strictObject({
  ruleset: z.string().min(1),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  plugins: z
    .strictObject({
      combat: z.unknown().optional(),
      morale: z.unknown().optional(),
      dice: z.unknown().optional(),
    })
    .optional(),
});

/** Zod schema of a JSON variant file: options only (plugins need code: write an ES module). */
export const VariantFileSchema = z.strictObject({
  format: z.literal(VARIANT_FORMAT),
  formatVersion: z.literal(VARIANT_VERSION),
  ruleset: z.string().min(1),
  name: z.string().min(1).max(200),
  description: z.string().max(2000).optional(),
  options: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Defines a variant, checking its shape (an ES module variant's default export is built with it).
 *
 * @example
 * export default defineVariant({
 *   ruleset: 'tercios',
 *   name: 'rout on 5+',
 *   description: 'a routing unit is lost on a 5 or 6, not only on a 6',
 *   plugins: { morale: { ...terciosMoralePlugin, id: 'house/rout-5', routTest: ... } },
 * });
 */
export function defineVariant(definition: VariantDefinition, where: { file?: string } = {}): Variant {
  const parsed = parseWith(VariantShape, definition, where);
  for (const kind of PLUGIN_KINDS) {
    const source = parsed.plugins?.[kind];
    if (source === undefined) continue;
    const ok =
      typeof source === 'function' ||
      (typeof source === 'object' && source !== null && typeof (source as { id?: unknown }).id === 'string');
    if (!ok) {
      throw new MusterError('bad-file', `the ${kind} plugin is neither a plugin with an id nor a factory of one`, {
        ...where,
        path: `plugins.${kind}`,
        expected: `a ${kind} plugin object or a function of the options`,
      });
    }
  }
  return Object.freeze({
    ruleset: parsed.ruleset,
    name: parsed.name,
    ...(parsed.description !== undefined ? { description: parsed.description } : {}),
    options: Object.freeze({ ...(parsed.options ?? {}) }),
    plugins: Object.freeze({ ...((parsed.plugins ?? {}) as VariantPlugins) }),
  });
}

/** A variant from a JSON variant file's parsed contents (options only). */
export function variantFromJson(data: unknown, where: { file?: string } = {}): Variant {
  checkFileFormat(data, { format: VARIANT_FORMAT, version: VARIANT_VERSION, what: 'a variant' }, where);
  const file = parseWith(VariantFileSchema, data, where);
  return defineVariant(
    {
      ruleset: file.ruleset,
      name: file.name,
      ...(file.description !== undefined ? { description: file.description } : {}),
      options: file.options,
    },
    where,
  );
}

/**
 * Rebinds the variant's plugins in a container whose ruleset module and options are loaded (use it as
 * `createGame`'s `configure`, or let `createGame({ variant })` do it). Only a contract the ruleset binds may be
 * rebound: the games of a ruleset without a morale contract would never call a morale plugin (a `bad-input` error
 * at `plugins.morale`).
 */
export function bindVariant(container: Container, variant: Variant): void {
  const tokens = { combat: CombatPluginToken, morale: MoralePluginToken, dice: DicePluginToken } as const;
  const bound = PLUGIN_KINDS.filter((kind) => container.isBound(tokens[kind]));
  for (const kind of PLUGIN_KINDS) {
    const source = variant.plugins[kind];
    if (source === undefined) continue;
    if (!bound.includes(kind))
      throw new MusterError(
        'bad-input',
        `${variant.ruleset} binds no ${kind} contract: its games would never call this plugin`,
        { path: `plugins.${kind}`, expected: `plugins of ${bound.join(', ')}` },
      );
    // Bound by the ruleset (checked above): the variant's plugin replaces it.
    const token = tokens[kind] as symbol;
    container.unbind(token);
    if (typeof source === 'function')
      container
        .bind(token)
        .toResolvedValue((options: unknown) => (source as (o: unknown) => unknown)(options), [GameOptionsToken]);
    else container.bind(token).toConstantValue(source);
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Lays `overrides` over `base`, field by field into nested objects, so `{ battle: { counterCharge } }`
 * keeps a variant's other `battle` rulings; arrays and values replace. How a game's options, a variant's
 * and `--option`s combine everywhere.
 *
 * @example
 * mergeOptions({ battle: { a: 1, b: 2 } }, { battle: { b: 3 } }); // { battle: { a: 1, b: 3 } }
 */
export function mergeOptions(
  base: Readonly<Record<string, unknown>>,
  overrides: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const under = out[key];
    out[key] = isPlainObject(under) && isPlainObject(value) ? mergeOptions(under, value) : value;
  }
  return out;
}

/** Refuses a variant of another ruleset. */
export function checkVariantRuleset(variant: Variant, rulesetId: string, where: { file?: string } = {}): void {
  if (variant.ruleset !== rulesetId) {
    throw new MusterError('bad-input', `variant '${variant.name}' is for ${variant.ruleset}, not ${rulesetId}`, {
      ...where,
      path: 'ruleset',
      expected: rulesetId,
      received: variant.ruleset,
    });
  }
}
