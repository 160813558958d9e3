// DESIGN's rule: "A plugin the engine never calls is a defect." A variant may rebind only the contracts its ruleset
// binds: the race fixture plays through a combat contract and has no morale one, so a morale plugin given to it would
// be bound, reported by `muster rulesets` and the batch headers as playing, and never called. It is refused, naming
// the field, as a variant's other mistakes are.
import { describe, expect, it } from 'vitest';
import { createGame } from '../game/Game.js';
import { MusterError } from '../errors/MusterError.js';
import { defineRaceCombat, raceRuleset } from '../testing/raceRuleset.js';
import { defineVariant } from './Variant.js';

const morale = {
  id: 'house/steady',
  description: 'a morale test the race never takes',
  ruleset: 'race',
  mechanics: [],
};

describe('a variant rebinds only the contracts its ruleset binds', () => {
  it('a morale plugin for a ruleset without a morale contract is refused at plugins.morale', () => {
    const variant = defineVariant({ ruleset: 'race', name: 'steady', plugins: { morale } });
    const start = () => createGame(raceRuleset, raceRuleset.exampleScenario(), { seed: 's', variant });
    expect(start).toThrow(MusterError);
    expect(start).toThrow(
      expect.objectContaining({
        code: 'bad-input',
        message: expect.stringMatching(/^race binds no morale contract: its games would never call this plugin/),
        context: expect.objectContaining({ path: 'plugins.morale', expected: 'plugins of combat, dice' }),
      }),
    );
  });

  it('a combat plugin for it is bound and plays', () => {
    const combat = defineRaceCombat({ id: 'house/stride', description: 'as written, rebound' });
    const variant = defineVariant({ ruleset: 'race', name: 'rebound', plugins: { combat } });
    const game = createGame(raceRuleset, raceRuleset.exampleScenario(), { seed: 's', variant });
    expect(game.plugins.combat).toBe(combat);
    expect(game.plugins.morale).toBeNull();
  });

  it("a dice plugin lacking a function of core's dice contract is refused at plugins.dice.<function>", () => {
    const dice = { id: 'house/dice', description: 'no dice at all' } as never;
    const variant = defineVariant({ ruleset: 'race', name: 'no dice', plugins: { dice } });
    const start = () => createGame(raceRuleset, raceRuleset.exampleScenario(), { seed: 's', variant });
    expect(start).toThrow(MusterError);
    expect(start).toThrow(
      expect.objectContaining({
        code: 'bad-input',
        message: 'the dice plugin has no function create',
        context: expect.objectContaining({
          path: 'plugins.dice.create',
          expected: "a function, as core's dice contract (DicePlugin: create, resume, save) requires",
        }),
      }),
    );
  });
});
