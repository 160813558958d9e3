import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MusterError } from '@muster/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRulesets } from '../src/rulesets.js';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { gameSetup } from '../src/variant/gameSetup.js';
import { parseOptionArgs } from '../src/variant/parseOptionArgs.js';
import { expectRefused, runWith, tempDir } from './helpers.js';

let registry: RulesetEntry[];
const run = (...argv: string[]) => runWith(registry, argv);
const refused = async (argv: string[], ...parts: string[]) => expectRefused(await run(...argv), ...parts);

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/variants/${name}`, import.meta.url));
const house = (ruleset: string, file: string) => join(root, 'examples/house-rules', ruleset, file);
const WEARY = house('tercios', 'weary-from-first-wear.json');
const ROUT_MODULE = fixture('tercios-rout-one-more-die.mjs');

beforeAll(async () => {
  registry = await loadRulesets();
});

describe('--option key=value', () => {
  it('reads JSON values, else text, nests dotted keys, and a later one wins', () => {
    expect(
      parseOptionArgs([
        'moraleDie=8',
        'squareStopsHorse=false',
        'wearyAt=first-wear',
        'battle.counterCharge=full-charge',
        'battle.commandRally=to-zero',
        'moraleDie=4',
      ]),
    ).toEqual({
      moraleDie: 4,
      squareStopsHorse: false,
      wearyAt: 'first-wear',
      battle: { counterCharge: 'full-charge', commandRally: 'to-zero' },
    });
    expect(parseOptionArgs(['name="3"', 'empty='])).toEqual({ name: '3', empty: '' });
    for (const bad of ['wearyAt', '=3', 'a..b=1', 'battle.=x']) {
      try {
        parseOptionArgs([bad]);
        expect.unreachable(bad);
      } catch (error) {
        expect(MusterError.is(error) && error.context.path).toBe('option');
      }
    }
  });

  it('reaches every option of every battle ruleset: each leaf of the options schema is set by its dotted key, and a wrong value there is refused naming it', () => {
    let leaves = 0;
    for (const entry of registry) {
      const ruleset = entry.ruleset;
      const schema = ruleset?.schemas.options;
      if (!ruleset || !schema || ruleset.companion) continue;
      const defaults = schema.parse({}) as Record<string, unknown>;
      const walk = (value: unknown, path: string[]): [string, unknown][] =>
        typeof value === 'object' && value !== null && !Array.isArray(value)
          ? Object.entries(value).flatMap(([k, v]) => walk(v, [...path, k]))
          : [[path.join('.'), value]];
      for (const [key, value] of walk(defaults, [])) {
        leaves++;
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        expect(
          schema.parse(gameSetup(ruleset, undefined, parseOptionArgs([`${key}=${text}`])).options),
          `${entry.id} ${key}`,
        ).toEqual(defaults);
        try {
          gameSetup(ruleset, undefined, parseOptionArgs([`${key}={"no":1}`]));
          expect.unreachable(`${entry.id} ${key}`);
        } catch (error) {
          expect(MusterError.is(error) && error.context.path, `${entry.id} ${key}`).toBe(`options.${key}`);
        }
      }
    }
    expect(leaves).toBeGreaterThan(80); // Tercios, The Sword and the Pike, 6mm WSS, Taĉmento
  });

  it('--option edition=brevis-editio plays Tercios: Brevis Editio whole (docs/rulings/tercios.md, Editions)', () => {
    const ruleset = registry.find((e) => e.id === 'tercios')!.ruleset!;
    const setup = gameSetup(ruleset, undefined, parseOptionArgs(['edition=brevis-editio']));
    // Brevis: "Pikes also gain Melee+ when charged by Horse"; no Dirty war!; no Easy terrain; commanders only for the
    // initiative tie.
    expect(ruleset.schemas.options!.parse(setup.options)).toMatchObject({
      edition: 'brevis-editio',
      commanders: 'initiative-only',
      pikesBonus: 'when-charged-by-cavalry',
      dirtyWar: { policy: 'never' },
      terrainSpeed: { easy: 0 },
    });
  });

  it('every option docs/rulings names is a key of its ruleset options schema, so --option reaches it', () => {
    for (const id of ['tercios', 'sword-and-pike', 'wss-6mm', 'tacmento']) {
      const schema = registry.find((e) => e.id === id)!.ruleset!.schemas.options!;
      const keys = new Set<string>();
      const walk = (value: unknown, path: string[]): void => {
        if (path.length) keys.add(path.join('.'));
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
          for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
      };
      walk(schema.parse({}), []);
      const doc = readFileSync(join(root, 'docs/rulings', `${id}.md`), 'utf8');
      // "**Option**: `wearyAt: ...`", "(`moraleBandAt0`, default ...)", "**Option:** `x`"
      const named = [
        ...doc.matchAll(/\*\*Option\*\*:?\s*`([a-zA-Z.]+)|\(`([a-zA-Z.]+)`, default|Option:\*\*\s*`([a-zA-Z.]+)/g),
      ].map((m) => m[1] ?? m[2] ?? m[3]!);
      expect(named.length, id).toBeGreaterThan(5);
      for (const key of named)
        expect(
          [...keys].some((k) => k === key || k.endsWith(`.${key}`)),
          `${id}: ${key}`,
        ).toBe(true);
    }
  });
});

describe('muster battle --variant and --option', () => {
  it('plays a JSON variant: the same battle as its option given alone, and not the rules as written', async () => {
    const plain = await run('battle', 'tercios', '--json');
    const variant = await run('battle', 'tercios', '--variant', WEARY, '--json');
    const option = await run('battle', 'tercios', '--option', 'wearyAt=first-wear', '--json');
    expect(variant.code).toBe(0);
    const [v, o, p] = [JSON.parse(variant.stdout), JSON.parse(option.stdout), JSON.parse(plain.stdout)];
    expect(v).toMatchObject({
      variant: 'weary from the first wear',
      options: { wearyAt: 'first-wear' },
      plugins: { morale: 'tercios/tests', combat: 'tercios/combat' },
    });
    expect(o.variant).toBe('rules as written');
    expect(v.log).toEqual(o.log);
    expect(v.log).not.toEqual(p.log);
    expect(p.variant).toBeUndefined();
    const text = await run('battle', 'tercios', '--variant', WEARY);
    expect(text.stdout.split('\n')[0]).toContain(
      `variant 'weary from the first wear' with options {"wearyAt":"first-wear"}`,
    );
  });

  it('lays --option over the variant, and the option wins', async () => {
    const back = JSON.parse(
      (await run('battle', 'tercios', '--variant', WEARY, '--option', 'wearyAt=stamina', '--json')).stdout,
    );
    const plain = JSON.parse((await run('battle', 'tercios', '--json')).stdout);
    expect(back.options).toEqual({ wearyAt: 'stamina' });
    expect(back.log).toEqual(plain.log);
  });

  it('--log saves the variant name, its options and the plugin ids', async () => {
    const dir = tempDir();
    expect((await run('battle', 'tercios', '--variant', WEARY, '--log', join(dir, 'g.json'))).code).toBe(0);
    const saved = JSON.parse(readFileSync(join(dir, 'g.json'), 'utf8'));
    expect(saved.variant).toBe('weary from the first wear');
    expect(saved.options.wearyAt).toBe('first-wear');
    expect(saved.plugins).toMatchObject({
      morale: 'tercios/tests',
      combat: 'tercios/combat',
      dice: 'core/seeded-dice',
    });
    expect((await run('replay', join(dir, 'g.json'))).code).toBe(0); // options replay by themselves
  });

  it('refuses bad variant files and options with exit 2 and one line naming the file and field', async () => {
    const dir = tempDir();
    const write = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    await refused(['battle', 'tercios', '--variant', join(dir, 'missing.json')], 'missing.json', 'no such file');
    await refused(
      ['battle', 'tercios', '--variant', write('syntax.json', '{"format":')],
      'syntax.json',
      'not valid JSON',
    );
    await refused(
      [
        'battle',
        'tercios',
        '--variant',
        write('shape.json', '{"format":"muster-variant","formatVersion":1,"ruleset":"tercios","options":{}}'),
      ],
      'shape.json: name',
    );
    await refused(
      [
        'battle',
        'tercios',
        '--variant',
        write(
          'opts.json',
          '{"format":"muster-variant","formatVersion":1,"ruleset":"tercios","name":"x","options":{"wearyAt":"never"}}',
        ),
      ],
      'opts.json: options.wearyAt',
      '"first-wear"',
    );
    await refused(
      [
        'battle',
        'tercios',
        '--variant',
        write(
          'key.json',
          '{"format":"muster-variant","formatVersion":1,"ruleset":"tercios","name":"x","options":{"battle":{"nope":1}}}',
        ),
      ],
      'key.json: options.battle.nope',
      'unknown field',
    );
    await refused(
      ['battle', 'wss-6mm', '--variant', WEARY],
      'weary-from-first-wear.json: ruleset',
      'is for tercios, not wss-6mm',
    );
    await refused(['battle', 'tercios', '--variant', write('v.yaml', 'x')], 'v.yaml: variant', '.json');
    await refused(
      ['battle', 'tercios', '--variant', write('throws.mjs', 'throw new Error("house rule half written");')],
      'throws.mjs',
      'cannot be imported: house rule half written',
    );
    await refused(
      ['battle', 'tercios', '--variant', write('number.mjs', 'export default 42;')],
      'number.mjs: default',
      'defineVariant',
    );
    await refused(
      [
        'battle',
        'tercios',
        '--variant',
        write('plugin.mjs', 'export default { ruleset: "tercios", name: "x", plugins: { morale: 3 } };'),
      ],
      'plugin.mjs: plugins.morale',
    );
    await refused(
      [
        'battle',
        'tercios',
        '--variant',
        write(
          'throwing.mjs',
          'export default { ruleset: "tercios", name: "x", plugins: { morale: () => { throw new Error("boom"); } } };',
        ),
      ],
      'throwing.mjs: plugins.morale',
      'could not be built: boom',
    );
    await refused(
      [
        'battle',
        'tercios',
        '--variant',
        write(
          'other.mjs',
          'export default { ruleset: "tercios", name: "x", plugins: { morale: { id: "x", ruleset: "wss-6mm", description: "d", mechanics: [] } } };',
        ),
      ],
      'other.mjs: plugins.morale',
      'is for wss-6mm, not tercios',
    );
    await refused(
      ['battle', 'tercios', '--option', 'wearyAt=sometimes'],
      'options.wearyAt',
      'expected one of "stamina", "first-wear"',
    );
    await refused(['battle', 'tercios', '--option', 'nope=1'], 'options.nope', 'unknown field');
    await refused(['battle', 'tercios', '--option', 'wearyAt'], 'option: --option takes key=value');
  });
});

describe('a plugin-module variant: odds, battle, replay', () => {
  it('odds --list and odds run the mechanics of the bound plugins: the variant changes the rout test', async () => {
    const list = await run('odds', 'tercios', '--list', '--variant', ROUT_MODULE);
    expect(list.stdout).toContain("tercios mechanics under the variant 'rout test with one more die':");
    expect(list.stdout).toContain('house rule: one more die');
    const asWritten = JSON.parse(
      (await run('odds', 'tercios', 'rout-test', '--discipline', '3', '--rout-points', '1', '--json')).stdout,
    );
    const house = JSON.parse(
      (
        await run(
          'odds',
          'tercios',
          'rout-test',
          '--discipline',
          '3',
          '--rout-points',
          '1',
          '--json',
          '--variant',
          ROUT_MODULE,
        )
      ).stdout,
    );
    // one 6 among 3 dice: 1 − (5/6)^3 = 91/216; among 4 dice: 1 − (5/6)^4 = 671/1296
    expect(Object.values(asWritten.exact.passed)).toContain('91/216');
    expect(Object.values(house.exact.passed)).toContain('671/1296');
    await refused(['odds', 'dice', 'pool', '--variant', WEARY], 'variant', 'odds only');
    await refused(['odds', 'tercios', '--list', '--option', 'nope=1'], 'options.nope');
  });

  it('a game played under it replays only with it; without it, exit 2 names the missing plugin', async () => {
    const dir = tempDir();
    const file = join(dir, 'house.json');
    expect((await run('battle', 'tercios', '--variant', ROUT_MODULE, '--log', file)).code).toBe(0);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({
      variant: 'rout test with one more die',
      plugins: { morale: 'house/rout-one-more-die' },
    });
    await refused(
      ['replay', file],
      `${file}: plugins.morale`,
      "morale plugin 'house/rout-one-more-die'",
      "give the variant 'rout test with one more die'",
    );
    await refused(
      ['replay', file, '--variant', WEARY],
      `${file}: variant`,
      "played under the variant 'rout test with one more die', not 'weary from the first wear'",
    );
    await refused(
      ['replay', file, '--variant', fixture('tacmento-short-rounds.json')],
      'tacmento-short-rounds.json: ruleset',
    );
    const ok = await run('replay', file, '--variant', ROUT_MODULE);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("of tercios under the variant 'rout test with one more die' replayed");
  });
});

describe('muster simulate --variant (one thread; workers in ab.spec.ts)', () => {
  it('records the variant, plugins and options in the summary, and merge refuses shards of different variants', async () => {
    const json = JSON.parse(
      (
        await run(
          'simulate',
          'tacmento',
          '--battles',
          '4',
          '--workers',
          '1',
          '--variant',
          fixture('tacmento-short-rounds.json'),
          '--option',
          'maxReplays=2',
          '--json',
        )
      ).stdout,
    );
    expect(json).toMatchObject({
      variant: 'short rounds json',
      plugins: { dice: 'core/seeded-dice' },
      options: { roundTurnLimit: 4, maxReplays: 2 },
    });
    const plain = JSON.parse((await run('simulate', 'tacmento', '--battles', '4', '--workers', '1', '--json')).stdout);
    expect(plain.variant).toBeUndefined();
    expect(plain.turns).not.toEqual(json.turns);
    const dir = tempDir();
    expect(
      (
        await run(
          'simulate',
          'tacmento',
          '--battles',
          '4',
          '--workers',
          '1',
          '--shard',
          '0/2',
          '--out',
          join(dir, 's0.json'),
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await run(
          'simulate',
          'tacmento',
          '--battles',
          '4',
          '--workers',
          '1',
          '--shard',
          '1/2',
          '--out',
          join(dir, 's1.json'),
          '--variant',
          fixture('tacmento-short-rounds.json'),
        )
      ).code,
    ).toBe(0);
    await refused(['merge', join(dir, 's0.json'), join(dir, 's1.json')], 's1.json: batch', 'belongs to another batch');
    await refused(['simulate', 'tacmento', '--battles', '4', '--variant', WEARY], 'is for tercios, not tacmento');
    await refused(
      ['simulate', 'tacmento', '--battles', '4', '--option', 'roundTurnLimit=1'],
      'options.roundTurnLimit',
      'at least 2',
    );
    await refused(
      ['simulate', 'tacmento', '--battles', '4', '--option', 'roundTurnLimit'],
      'option: --option takes key=value',
    );
  });
});
