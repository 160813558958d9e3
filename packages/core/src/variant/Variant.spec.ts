import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { CombatPluginToken, GameOptionsToken } from '../plugins/tokens.js';
import { defineRaceCombat } from '../testing/raceRuleset.js';
import { variantOptions } from '../game/Game.js';
import { bindVariant, defineVariant, mergeOptions, variantFromJson } from './Variant.js';

const errorOf = (fn: () => unknown): MusterError => {
  try {
    fn();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  throw new Error('expected a MusterError');
};

describe('variants', () => {
  it('reads a JSON variant: options only, defaults filled', () => {
    const v = variantFromJson(
      {
        format: 'muster-variant',
        formatVersion: 1,
        ruleset: 'tercios',
        name: 'Brevis',
        options: { edition: 'brevis' },
      },
      { file: 'v.json' },
    );
    expect(v).toEqual({ ruleset: 'tercios', name: 'Brevis', options: { edition: 'brevis' }, plugins: {} });
    expect(
      variantFromJson({ format: 'muster-variant', formatVersion: 1, ruleset: 'tercios', name: 'none' }).options,
    ).toEqual({});
  });

  it('refuses a bad JSON variant naming the file and the field', () => {
    const newer = errorOf(() =>
      variantFromJson(
        { format: 'muster-variant', formatVersion: 2, ruleset: 'tercios', name: 'x' },
        { file: 'v.json' },
      ),
    );
    expect(newer.context).toMatchObject({ file: 'v.json', path: 'formatVersion' });
    const plugins = errorOf(() =>
      variantFromJson(
        { format: 'muster-variant', formatVersion: 1, ruleset: 'tercios', name: 'x', plugins: {} },
        { file: 'v.json' },
      ),
    );
    expect(plugins.context.file).toBe('v.json');
    expect(plugins.message).toMatch(/plugins/);
    const noName = errorOf(() =>
      variantFromJson({ format: 'muster-variant', formatVersion: 1, ruleset: 'tercios', name: '' }, { file: 'v.json' }),
    );
    expect(noName.context.path).toBe('name');
  });

  it('refuses a plugin that is neither a plugin with an id nor a factory, naming the plugin', () => {
    const e = errorOf(() =>
      defineVariant({ ruleset: 'race', name: 'x', plugins: { combat: 42 as never } }, { file: 'house.mjs' }),
    );
    expect(e.context).toMatchObject({ file: 'house.mjs', path: 'plugins.combat' });
  });

  it('binds its plugins, as values or built from the game options', () => {
    const plugin = defineRaceCombat({ id: 'house/x', description: 'x' });
    const c = new Container();
    c.bind(GameOptionsToken).toConstantValue({ long: true });
    c.bind(CombatPluginToken).toConstantValue(defineRaceCombat({ id: 'race/stride', description: 'as written' }));
    bindVariant(c, defineVariant({ ruleset: 'race', name: 'x', plugins: { combat: plugin } }));
    expect(c.get(CombatPluginToken)).toBe(plugin);
    const seen: unknown[] = [];
    bindVariant(
      c,
      defineVariant({
        ruleset: 'race',
        name: 'y',
        plugins: { combat: (options: unknown) => (seen.push(options), plugin) },
      }),
    );
    expect(c.get(CombatPluginToken)).toBe(plugin);
    expect(seen).toEqual([{ long: true }]);
  });

  it('lays options over a variant field by field into nested objects; arrays and values replace', () => {
    expect(mergeOptions({ battle: { a: 1, b: 2 }, x: [1] }, { battle: { b: 3 }, x: [2] })).toEqual({
      battle: { a: 1, b: 3 },
      x: [2],
    });
    // A game's options over its variant's keep the variant's other nested rulings.
    const variant = defineVariant({ ruleset: 'race', name: 'v', options: { battle: { a: 1, b: 2 }, y: true } });
    expect(variantOptions(variant, { battle: { b: 3 } })).toEqual({ battle: { a: 1, b: 3 }, y: true });
  });
});
