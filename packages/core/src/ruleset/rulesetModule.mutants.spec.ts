// The contract checks of rulesetModule: a morale or combat plugin bound in place of the ruleset's (by a variant or
// `configure`) must be an object with an id, of this ruleset, with a mechanics list and every function of the
// declared contract, or the game is refused with a bad-input naming `plugins.<kind>.<field>`; a dice plugin must have
// create, resume and save.
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { resolvePlugins } from '../game/Game.js';
import type { MoralePlugin } from '../plugins/MoralePlugin.js';
import { CombatPluginToken, MoralePluginToken } from '../plugins/tokens.js';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { raceCombat, raceRules, raceRuleset, raceSequence, type RaceCombat } from '../testing/raceRuleset.js';
import type { Ruleset } from './Ruleset.js';
import { checkDicePlugin, rulesetModule, type MechanicPlugins } from './rulesetModule.js';

interface Judged extends MoralePlugin {
  judge(): number;
}
const morale: Judged = { id: 'race/morale', description: 'm', ruleset: 'race', mechanics: [], judge: () => 1 };

/** The race with a declared morale contract (`judge`) beside its combat one (`stride`); `id` names the ruleset. */
function raceWithMorale(id: string | undefined): Ruleset {
  return {
    ...raceRuleset,
    module: rulesetModule({
      ...(id !== undefined ? { id } : {}),
      sequence: raceSequence,
      rules: (_options: unknown, plugins: MechanicPlugins<RaceCombat, Judged>) => {
        expect(plugins.morale).not.toBeUndefined();
        return raceRules;
      },
      combat: raceCombat,
      morale,
      contract: { combat: ['stride'], morale: ['judge'] },
    }),
  };
}
const race = raceWithMorale('race');

/** The error resolving the race's plugins with `plugin` bound for `kind`. */
function refusal(kind: 'combat' | 'morale', plugin: unknown, ruleset = race) {
  const token = kind === 'combat' ? CombatPluginToken : MoralePluginToken;
  return musterErrorOf(() =>
    resolvePlugins(ruleset, (c: Container) => c.rebind(token).toConstantValue(plugin as never)),
  );
}

describe('the contract of a plugin bound in place of the ruleset’s', () => {
  it('accepts a plugin of this ruleset with its mechanics and every function of the contract', () => {
    const bound = resolvePlugins(race, (c) => c.rebind(MoralePluginToken).toConstantValue({ ...morale, id: 'house' }));
    expect(bound.morale?.id).toBe('house');
    expect(bound.combat).toBe(raceCombat);
  });

  it('refuses what is not an object, saying what it received', () => {
    for (const [plugin, received] of [
      [42, '42'],
      [null, 'null'],
    ] as const) {
      const error = refusal('combat', plugin);
      expect(error.code).toBe('bad-input');
      expect(error.message).toBe('the bound combat plugin is not an object');
      expect(error.context).toEqual({ path: 'plugins.combat', expected: 'a combat plugin', received });
    }
    expect(refusal('morale', 'x').message).toBe('the bound morale plugin is not an object');
  });

  it('refuses a plugin without an id, or with an empty one', () => {
    for (const id of [undefined, '', 7]) {
      const error = refusal('morale', { ...morale, id });
      expect(error.code).toBe('bad-input');
      expect(error.message).toBe('the bound morale plugin has no id');
      expect(error.context).toEqual({ path: 'plugins.morale.id', expected: 'a non-empty string' });
    }
  });

  it('refuses a plugin of another ruleset when the module names its own, and only then', () => {
    const error = refusal('combat', { ...raceCombat, id: 'tercios/x', ruleset: 'tercios' });
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe("combat plugin 'tercios/x' is for tercios, not race");
    expect(error.context).toEqual({ path: 'plugins.combat.ruleset' });
    const anonymous = raceWithMorale(undefined);
    const other = { ...morale, ruleset: 'tercios' };
    expect(resolvePlugins(anonymous, (c) => c.rebind(MoralePluginToken).toConstantValue(other)).morale).toBe(other);
  });

  it('refuses a plugin without a mechanics list', () => {
    const error = refusal('morale', { ...morale, mechanics: undefined });
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe("morale plugin 'race/morale' has no mechanics list");
    expect(error.context).toEqual({ path: 'plugins.morale.mechanics', expected: 'an array of mechanics' });
  });

  it('refuses a plugin lacking a function of the declared contract, naming it and the ruleset', () => {
    const error = refusal('combat', { ...raceCombat, stride: undefined });
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe("combat plugin 'race/stride' lacks stride, which the race combat contract requires");
    expect(error.context).toEqual({ path: 'plugins.combat.stride', expected: 'a function' });
    const notFunction = refusal('morale', { ...morale, judge: 1 });
    expect(notFunction.context.path).toBe('plugins.morale.judge');
    const anonymous = refusal('morale', { ...morale, judge: undefined }, raceWithMorale(undefined));
    expect(anonymous.message).toBe(
      "morale plugin 'race/morale' lacks judge, which the ruleset morale contract requires",
    );
  });
});

describe('checkDicePlugin', () => {
  it("refuses a dice plugin lacking create, resume or save, in the order of core's contract", () => {
    const fn = () => null;
    expect(() => {
      checkDicePlugin({ create: fn, resume: fn, save: fn });
    }).not.toThrow();
    const missing = (plugin: unknown) =>
      musterErrorOf(() => {
        checkDicePlugin(plugin);
      });
    expect(missing({ resume: fn, save: fn }).context).toEqual({
      path: 'plugins.dice.create',
      expected: "a function, as core's dice contract (DicePlugin: create, resume, save) requires",
    });
    expect(missing({ create: fn, save: fn }).message).toBe('the dice plugin has no function resume');
    expect(missing({ create: fn, resume: fn, save: 1 }).context.path).toBe('plugins.dice.save');
    expect(missing(null).context.path).toBe('plugins.dice.create');
    expect(missing('dice').code).toBe('bad-input');
  });
});

describe('the plugins rulesetModule binds', () => {
  it('builds a plugin given as a factory from the game options', () => {
    const seen: unknown[] = [];
    const ruleset: Ruleset = {
      ...raceRuleset,
      module: rulesetModule({
        id: 'race',
        sequence: raceSequence,
        rules: raceRules,
        combat: (options: unknown) => {
          seen.push(options);
          return raceCombat;
        },
      }),
    };
    expect(resolvePlugins(ruleset, undefined, { finish: 3 }).combat).toBe(raceCombat);
    expect(seen).toEqual([{ finish: 3 }]);
  });

  it('refuses a game whose declared contract was unbound, and gives null for an undeclared one', () => {
    expect(() =>
      resolvePlugins(race, (c) => {
        c.unbind(CombatPluginToken);
      }),
    ).toThrow(/CombatPlugin/);
    expect(() =>
      resolvePlugins(race, (c) => {
        c.unbind(MoralePluginToken);
      }),
    ).toThrow(/MoralePlugin/);
    const seen: unknown[] = [];
    const undeclared: Ruleset = {
      ...raceRuleset,
      module: rulesetModule({
        sequence: raceSequence,
        rules: (_options: unknown, plugins: MechanicPlugins<null, null>) => {
          seen.push(plugins);
          return raceRules;
        },
      }),
    };
    resolvePlugins(undeclared);
    expect(seen).toEqual([{ combat: null, morale: null }]);
  });
});
