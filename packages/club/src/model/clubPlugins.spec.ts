import { CombatPluginToken, createGame, MusterError, resolvePlugins } from '@muster/core';
import { tercios } from '@muster/tercios';
import { describe, expect, it } from 'vitest';
import { clubMechanics, defaultPluginsOf, NOTHING_BOUND, pluginsFor } from './clubPlugins.js';
import { club } from './clubRuleset.js';

describe('the club resolves with the plugins its container binds', () => {
  it("falls back to the ruleset's own plugins, taken from its container", () => {
    const own = resolvePlugins(tercios);
    expect(defaultPluginsOf('tercios').combat?.id).toBe(own.combat?.id);
    expect(pluginsFor('tercios', NOTHING_BOUND).morale?.id).toBe(own.morale?.id);
    expect(clubMechanics('tercios', NOTHING_BOUND).map((m) => m.id)).toEqual(
      expect.arrayContaining(own.combat!.mechanics.map((m) => m.id)),
    );
  });

  it('refuses, when the game starts, a bound plugin of another ruleset than the game plays', () => {
    const foreign = { ...defaultPluginsOf('wss-6mm').combat! };
    try {
      createGame(club, club.exampleScenario(), {
        seed: 'x',
        configure: (c) => c.bind(CombatPluginToken).toConstantValue(foreign),
      });
      expect.unreachable();
    } catch (error) {
      expect(MusterError.is(error) && error.code).toBe('bad-input');
      expect((error as MusterError).message).toBe(
        `the bound combat plugin '${foreign.id}' is for wss-6mm, but this club game plays tercios`,
      );
    }
  });
});
