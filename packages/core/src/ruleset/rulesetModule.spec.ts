import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createGame, resolvePlugins } from '../game/Game.js';
import { playGame } from '../game/playGame.js';
import type { CombatPlugin } from '../plugins/CombatPlugin.js';
import type { DicePlugin } from '../plugins/DicePlugin.js';
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
import { ScriptedDice } from '../dice/ScriptedDice.js';
import { raceRules, raceRuleset, raceSequence, type RaceDecision, type RaceState } from '../testing/raceRuleset.js';
import type { Ruleset } from './Ruleset.js';
import { rulesetModule } from './rulesetModule.js';

const combat: CombatPlugin = { id: 'test/combat', description: 'no mechanics', ruleset: 'race', mechanics: [] };
const morale: MoralePlugin = { id: 'test/morale', description: 'no tests', ruleset: 'race', mechanics: [] };

/** A race to `finish` instead of 10: a sequence that depends on the game's options. */
const raceTo = (finish: number): SequencePlugin<RaceState, RaceDecision> => {
  const over = (s: RaceState) => s.pos.A >= finish || s.pos.B >= finish;
  return {
    ...raceSequence,
    id: `race/to-${finish}`,
    activePlayer: (s) => (over(s) ? null : s.turn),
    isOver: over,
    result: (s) => ({
      winner: s.pos.A >= finish ? 'A' : s.pos.B >= finish ? 'B' : null,
      victory: 'race',
      points: { ...s.pos },
      turns: s.turns,
    }),
  };
};
const FinishSchema = z.strictObject({ finish: z.number().int().min(1).default(10) });

/** Loads a module the way `resolvePlugins` does, with `options` bound to `GameOptionsToken`. */
function load(module: ReturnType<typeof rulesetModule>, options: Readonly<Record<string, unknown>> = {}): Container {
  const c = new Container();
  c.load(module);
  c.bind(GameOptionsToken).toConstantValue(options);
  return c;
}

describe('rulesetModule', () => {
  it('binds plugins given as values as those very values, seeded dice by default, and no optional plugin unasked', () => {
    const c = load(rulesetModule({ sequence: raceSequence, rules: raceRules }));
    expect(c.get(SequencePluginToken)).toBe(raceSequence);
    expect(c.get(GameRulesToken)).toBe(raceRules);
    expect(c.get(DicePluginToken)).toBe(seededDicePlugin);
    expect(c.isBound(CombatPluginToken)).toBe(false);
    expect(c.isBound(MoralePluginToken)).toBe(false);
  });

  it('binds every core plugin token, as values or built from the game options (the shapes of all the rulesets)', () => {
    const dice: DicePlugin = { ...seededDicePlugin, id: 'test/dice' };
    // Club and Race: constants. Sword and the Pike, Taĉmento: rules from the options. Tercios, WSS: both.
    // WSS and Tercios: combat and morale plugins too.
    const module = rulesetModule({
      sequence: (o: { finish: number }) => raceTo(o.finish),
      rules: () => raceRules,
      dice,
      combat,
      morale: () => morale,
    });
    const c = load(module, { finish: 4 });
    expect(c.get(SequencePluginToken).id).toBe('race/to-4');
    expect(c.get(GameRulesToken)).toBe(raceRules);
    expect(c.get(DicePluginToken)).toBe(dice);
    expect(c.get(CombatPluginToken)).toBe(combat);
    expect(c.get(MoralePluginToken)).toBe(morale);
  });

  it('reads the options through the given parser (a zod schema or a function) before the factories', () => {
    const sequence = (o: { finish: number }) => raceTo(o.finish);
    expect(load(rulesetModule({ sequence, rules: raceRules, options: FinishSchema })).get(SequencePluginToken).id).toBe(
      'race/to-10',
    );
    expect(
      load(rulesetModule({ sequence, rules: raceRules, options: FinishSchema }), { finish: 6 }).get(SequencePluginToken)
        .id,
    ).toBe('race/to-6');
    const doubled = rulesetModule({
      sequence,
      rules: raceRules,
      options: (raw) => ({ finish: 2 * FinishSchema.parse(raw).finish }),
    });
    expect(load(doubled, { finish: 3 }).get(SequencePluginToken).id).toBe('race/to-6');
    expect(() =>
      load(rulesetModule({ sequence, rules: raceRules, options: FinishSchema }), { finish: 0 }).get(
        SequencePluginToken,
      ),
    ).toThrow();
  });

  it('plays a game whose sequence comes from the options the game was created with', () => {
    const raceToN: Ruleset<{ start: number }> = {
      ...raceRuleset,
      id: 'race-to-n',
      module: rulesetModule({ sequence: (o: { finish: number }) => raceTo(o.finish), rules: raceRules }),
      schemas: { ...raceRuleset.schemas, options: FinishSchema },
    };
    expect(resolvePlugins(raceToN, undefined, { finish: 3 }).sequence.id).toBe('race/to-3');
    expect(resolvePlugins(raceToN).sequence.id).toBe('race/to-10');
    expect(resolvePlugins(raceToN).combat).toBeNull();
    // Who starts (d2 = 1: A), then A advances 2 and 1: at 3, A has won a race to 3 but not a race to 10.
    const play = (finish: number) => {
      const game = createGame<RaceState, RaceDecision>(
        raceToN,
        { start: 0 },
        {
          seed: 's',
          options: { finish },
          configure: (c) => {
            c.rebind(DicePluginToken).toConstantValue({
              ...seededDicePlugin,
              create: () => ScriptedDice.of([1, 2, 1]),
            });
          },
        },
      );
      for (let i = 0; i < 3 && !game.isOver(); i++)
        game.decide(game.activePlayer() === 'A' ? { kind: 'advance' } : { kind: 'rest' });
      return game;
    };
    expect(play(3).result()).toMatchObject({ winner: 'A', points: { A: 3, B: 0 } });
    expect(play(10).isOver()).toBe(false);
    // And the module of the model ruleset, built by the helper, still plays whole games.
    expect(
      playGame(
        raceRuleset,
        { start: 0 },
        { seed: 'race', bots: { A: raceRuleset.bots.competent!(), B: raceRuleset.bots.competent!() } },
      ).result().winner,
    ).not.toBeNull();
  });
});
