// A variant's contract: its shape checked (plugins with an id or factories, a bounded name and description), a
// frozen copy kept, its plugins bound in place of the ruleset's, its options laid field by field, and a variant of
// another ruleset refused, each error naming the file, the field and what was expected.
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CombatPluginToken, DicePluginToken, GameOptionsToken, MoralePluginToken } from '../plugins/tokens.js';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { raceCombat } from '../testing/raceRuleset.js';
import { bindVariant, checkVariantRuleset, defineVariant, mergeOptions, variantFromJson } from './Variant.js';

describe('defineVariant', () => {
  it('keeps a frozen copy: the description only when given, options and plugins copied', () => {
    const options = { a: 1 };
    const plugins = { combat: raceCombat };
    const variant = defineVariant({ ruleset: 'race', name: 'v', description: 'd', options, plugins });
    expect(variant).toEqual({ ruleset: 'race', name: 'v', description: 'd', options: { a: 1 }, plugins });
    expect(Object.isFrozen(variant)).toBe(true);
    expect(Object.isFrozen(variant.options)).toBe(true);
    expect(Object.isFrozen(variant.plugins)).toBe(true);
    expect(variant.options).not.toBe(options);
    expect(variant.plugins).not.toBe(plugins);
    const bare = defineVariant({ ruleset: 'race', name: 'bare' });
    expect(bare).toEqual({ ruleset: 'race', name: 'bare', options: {}, plugins: {} });
    expect('description' in bare).toBe(false);
  });

  it('accepts a plugin with a string id or a factory, and refuses anything else, naming kind and file', () => {
    const factory = () => raceCombat;
    expect(defineVariant({ ruleset: 'race', name: 'f', plugins: { morale: factory as never } }).plugins.morale).toBe(
      factory,
    );
    for (const bad of [null, 42, 'x', { id: 3 }, {}]) {
      const error = musterErrorOf(() =>
        defineVariant({ ruleset: 'race', name: 'x', plugins: { dice: bad as never } }, { file: 'house.mjs' }),
      );
      expect(error.code).toBe('bad-file');
      expect(error.message).toBe('the dice plugin is neither a plugin with an id nor a factory of one');
      expect(error.context).toEqual({
        file: 'house.mjs',
        path: 'plugins.dice',
        expected: 'a dice plugin object or a function of the options',
      });
    }
    expect(
      musterErrorOf(() => defineVariant({ ruleset: 'race', name: 'x', plugins: { morale: 1 as never } })).context,
    ).toEqual({ path: 'plugins.morale', expected: 'a morale plugin object or a function of the options' });
  });

  it('bounds the name to 1..200 characters and the description to 2000, and wants a ruleset', () => {
    expect(defineVariant({ ruleset: 'race', name: 'n'.repeat(200), description: 'd'.repeat(2000) }).name).toHaveLength(
      200,
    );
    expect(musterErrorOf(() => defineVariant({ ruleset: 'race', name: 'n'.repeat(201) })).context.path).toBe('name');
    expect(
      musterErrorOf(() => defineVariant({ ruleset: 'race', name: 'n', description: 'd'.repeat(2001) })).context.path,
    ).toBe('description');
    expect(musterErrorOf(() => defineVariant({ ruleset: '', name: 'n' })).context.path).toBe('ruleset');
  });
});

describe('variantFromJson', () => {
  const file = { format: 'muster-variant', formatVersion: 1, ruleset: 'race', name: 'j' };

  it('keeps the description, and refuses another format before the schema, naming the file', () => {
    expect(variantFromJson({ ...file, description: 'house' }).description).toBe('house');
    expect('description' in variantFromJson(file)).toBe(false);
    const other = musterErrorOf(() => variantFromJson({ ...file, format: 'muster-game' }, { file: 'v.json' }));
    expect(other.context).toMatchObject({ file: 'v.json', path: 'format' });
    expect(other.message).toMatch(/a variant/);
    expect(musterErrorOf(() => variantFromJson({ ...file, description: 'd'.repeat(2001) })).context.path).toBe(
      'description',
    );
    expect(musterErrorOf(() => variantFromJson({ ...file, name: 'n'.repeat(201) })).context.path).toBe('name');
  });
});

describe('bindVariant', () => {
  /** A container binding the race's combat and seeded-style dice, no morale. */
  function container(): Container {
    const c = new Container();
    c.bind(GameOptionsToken).toConstantValue({ o: 1 });
    c.bind(CombatPluginToken).toConstantValue(raceCombat);
    c.bind(DicePluginToken).toConstantValue({ id: 'as-written' } as never);
    return c;
  }

  it('replaces only the plugins the variant gives, values as they are and factories from the options', () => {
    const c = container();
    const dice = { id: 'house/dice' };
    const seen: unknown[] = [];
    bindVariant(
      c,
      defineVariant({ ruleset: 'race', name: 'v', plugins: { dice: ((o: unknown) => (seen.push(o), dice)) as never } }),
    );
    expect(c.get(DicePluginToken)).toBe(dice);
    expect(seen).toEqual([{ o: 1 }]);
    expect(c.get(CombatPluginToken)).toBe(raceCombat);
  });

  it('refuses a plugin for a contract the ruleset does not bind, listing those it binds', () => {
    const morale = { id: 'm', description: 'm', ruleset: 'race', mechanics: [] };
    const error = musterErrorOf(() => {
      bindVariant(container(), defineVariant({ ruleset: 'race', name: 'v', plugins: { morale } }));
    });
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('race binds no morale contract: its games would never call this plugin');
    expect(error.context).toEqual({ path: 'plugins.morale', expected: 'plugins of combat, dice' });
    const bare = new Container();
    bare.bind(MoralePluginToken).toConstantValue(morale);
    const combat = musterErrorOf(() => {
      bindVariant(bare, defineVariant({ ruleset: 'race', name: 'v', plugins: { combat: raceCombat } }));
    });
    expect(combat.context).toEqual({ path: 'plugins.combat', expected: 'plugins of morale' });
  });
});

describe('mergeOptions', () => {
  it('merges nested objects, replaces arrays, values and objects laid over non-objects, and keeps the base', () => {
    const base = { a: { b: 1, c: { d: 2 } }, e: [1], f: 3, g: null, h: { i: 1 } };
    expect(mergeOptions(base, { a: { c: { x: 9 } }, e: { k: 1 }, f: { m: 1 }, g: { n: 1 }, h: [2] })).toEqual({
      a: { b: 1, c: { d: 2, x: 9 } },
      e: { k: 1 },
      f: { m: 1 },
      g: { n: 1 },
      h: [2],
    });
    expect(base.a.c).toEqual({ d: 2 });
    expect(mergeOptions({ a: { b: 1 } }, { a: null })).toEqual({ a: null });
    expect(mergeOptions({ a: [1, 2] }, { a: [3] })).toEqual({ a: [3] });
  });
});

describe('checkVariantRuleset', () => {
  it('refuses a variant of another ruleset, naming both, with the file when given', () => {
    const variant = defineVariant({ ruleset: 'tercios', name: 'brevis' });
    expect(() => {
      checkVariantRuleset(variant, 'tercios');
    }).not.toThrow();
    const error = musterErrorOf(() => {
      checkVariantRuleset(variant, 'race', { file: 'v.json' });
    });
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe("variant 'brevis' is for tercios, not race");
    expect(error.context).toEqual({ file: 'v.json', path: 'ruleset', expected: 'race', received: 'tercios' });
  });
});
