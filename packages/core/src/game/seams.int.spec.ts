import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import { mechanicsOf } from '../ruleset/Ruleset.js';
import { enumerate } from '../odds/enumerate.js';
import { CombatPluginToken } from '../plugins/tokens.js';
import {
  defineRaceCombat,
  raceRuleset,
  type RaceCombat,
  type RaceDecision,
  type RaceEvent,
  type RaceState,
} from '../testing/raceRuleset.js';
import { defineVariant } from '../variant/Variant.js';
import { createGame, Game, resolvePlugins } from './Game.js';
import { playGame } from './playGame.js';
import { replay } from './replay.js';

const race = raceRuleset;
const bots = { A: race.bots.competent!(), B: race.bots.competent!() };

/** A house rule: an advance always moves 6, and it counts its calls. */
function longStrides(): { plugin: RaceCombat; calls: () => number } {
  let calls = 0;
  const plugin = defineRaceCombat({
    id: 'house/long-strides',
    description: 'every advance moves 6',
    stride: () => {
      calls++;
      return 6;
    },
  });
  return { plugin, calls: () => calls };
}

describe('the combat seam: play goes through the plugin the container binds', () => {
  it('a rebound combat plugin is called by the rules and changes a seeded game', () => {
    const house = longStrides();
    const asWritten = playGame(race, { start: 0 }, { seed: 'seam', bots });
    const changed = playGame(
      race,
      { start: 0 },
      {
        seed: 'seam',
        bots,
        variant: defineVariant({ ruleset: 'race', name: 'long strides', plugins: { combat: house.plugin } }),
      },
    );
    expect(house.calls()).toBeGreaterThan(0);
    // Rulebook (Race): first to 10 wins; with strides of 6 the mover reaches it on its second advance.
    expect(changed.result().turns).toBeLessThanOrEqual(4);
    expect(JSON.stringify(changed.log)).not.toBe(JSON.stringify(asWritten.log));
    const moves = changed.log.flatMap((e) => (e.type === 'event' ? [e.event] : []));
    expect(moves.every((m) => m.kind !== 'moved' || m.by === 6)).toBe(true);
  });

  it('rebinding through configure works the same as a variant', () => {
    const house = longStrides();
    const game = createGame<RaceState, RaceDecision, RaceEvent>(
      race,
      { start: 0 },
      {
        seed: 'configure',
        configure: (c) => c.rebind(CombatPluginToken).toConstantValue(house.plugin),
      },
    );
    game.decide({ kind: 'advance' });
    expect(house.calls()).toBe(1);
    expect(game.plugins.combat?.id).toBe('house/long-strides');
  });

  it('the odds are those of the bound plugin', () => {
    const house = longStrides();
    const asWritten = mechanicsOf(race, resolvePlugins(race)).find((m) => m.id === 'stride')!;
    const changed = mechanicsOf(
      race,
      resolvePlugins(
        race,
        undefined,
        undefined,
        defineVariant({ ruleset: 'race', name: 'long', plugins: { combat: house.plugin } }),
      ),
    ).find((m) => m.id === 'stride')!;
    expect(
      enumerate((d) => asWritten.run(d, {}))
        .marginal('by')
        .entries.map((v) => v.value),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      enumerate((d) => changed.run(d, {}))
        .marginal('by')
        .entries.map((v) => [v.value, v.probability.toString()]),
    ).toEqual([[6, '1']]);
  });

  it('refuses a bound plugin of another ruleset, or one lacking a function of the contract, naming it', () => {
    const foreign = { ...defineRaceCombat({ id: 'other/combat', description: 'x' }), ruleset: 'tercios' };
    expect(() =>
      createGame(
        race,
        { start: 0 },
        { seed: 's', configure: (c) => c.rebind(CombatPluginToken).toConstantValue(foreign) },
      ),
    ).toThrow(/combat plugin 'other\/combat' is for tercios, not race/);
    const lacking = { id: 'house/no-stride', description: 'x', ruleset: 'race', mechanics: [] };
    try {
      createGame(
        race,
        { start: 0 },
        { seed: 's', configure: (c) => c.rebind(CombatPluginToken).toConstantValue(lacking) },
      );
      expect.unreachable();
    } catch (error) {
      expect(MusterError.is(error) && error.code).toBe('bad-input');
      expect((error as MusterError).context.path).toBe('plugins.combat.stride');
    }
  });
});

describe('variants', () => {
  it('lays explicit options over the variant options, and refuses a variant of another ruleset', () => {
    const variant = defineVariant({ ruleset: 'tercios', name: 'x' });
    expect(() => createGame(race, { start: 0 }, { seed: 's', variant })).toThrow(
      /variant 'x' is for tercios, not race/,
    );
  });

  it('a saved game records the variant and plugin ids; replay and resume refuse without the variant, naming the plugin', () => {
    const house = longStrides();
    const variant = defineVariant({ ruleset: 'race', name: 'long strides', plugins: { combat: house.plugin } });
    const game = playGame(race, { start: 0 }, { seed: 'saved', bots, variant });
    const saved = JSON.parse(JSON.stringify(game.save()));
    expect(saved.variant).toBe('long strides');
    expect(saved.plugins).toEqual({
      sequence: 'race/alternate',
      rules: 'race/rules',
      dice: 'core/seeded-dice',
      combat: 'house/long-strides',
    });
    expect(replay(race, saved, { variant }).identical).toBe(true);
    expect(() => replay(race, saved, { file: 'g.json' })).toThrow(
      /played with combat plugin 'house\/long-strides', but 'race\/stride' is bound here: give the variant 'long strides'/,
    );
    try {
      replay(race, saved, { file: 'g.json' });
    } catch (error) {
      expect((error as MusterError).context).toMatchObject({ file: 'g.json', path: 'plugins.combat' });
    }
    expect(() => Game.resume(race, saved)).toThrow(/house\/long-strides/);
    expect(Game.resume(race, saved, { variant }).isOver()).toBe(true);
  });

  it('a game played as written is refused when replayed under a variant', () => {
    const saved = JSON.parse(JSON.stringify(playGame(race, { start: 0 }, { seed: 'plain', bots }).save()));
    expect(saved.variant).toBeUndefined();
    const variant = defineVariant({ ruleset: 'race', name: 'long strides', plugins: { combat: longStrides().plugin } });
    expect(() => replay(race, saved, { variant })).toThrow(
      /played with combat plugin 'race\/stride', but 'house\/long-strides' is bound here: play it with the rules as written/,
    );
  });
});
