import { describe, expect, it } from 'vitest';
import { MusterError } from '../errors/MusterError.js';
import type { GameRules } from '../plugins/GameRules.js';
import { rulesetModule } from '../ruleset/rulesetModule.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import {
  raceRules,
  raceRuleset,
  raceSequence,
  type RaceDecision,
  type RaceEvent,
  type RaceState,
} from '../testing/raceRuleset.js';
import { createGame } from './Game.js';

// Issue 22, defect 10: a scenario that passes its schema but breaks a rule its setup checks named no file.
const rules: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> = {
  ...raceRules,
  setup: (scenario, dice) => {
    if (scenario.start === 9)
      throw new MusterError('bad-input', 'nobody may start on the finish line', {
        path: 'start',
        expected: 'a start below 9',
      });
    return raceRules.setup(scenario, dice);
  },
};
const strict: Ruleset<{ start: number }, RaceState, RaceDecision> = {
  ...raceRuleset,
  module: rulesetModule({ sequence: raceSequence, rules }),
};

describe('createGame names the scenario file in the errors of its setup', () => {
  it('a setup refusal becomes a bad-file error of the scenario file, path kept', () => {
    try {
      createGame(strict, { start: 9 }, { seed: 's', scenarioFile: 'race.json' });
      expect.unreachable();
    } catch (error) {
      expect(MusterError.is(error) && error.code).toBe('bad-file');
      expect((error as MusterError).toUserLine()).toBe(
        'race.json: start: nobody may start on the finish line (expected a start below 9)',
      );
    }
  });

  it('without a file it stays the setup error as thrown', () => {
    expect(() => createGame(strict, { start: 9 }, { seed: 's' })).toThrow(
      expect.objectContaining({ code: 'bad-input' }),
    );
  });
});
