import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomLegalBot } from '../bot/Bot.js';
import { MusterError } from '../errors/MusterError.js';
import type { GameRules } from '../plugins/GameRules.js';
import { rulesetModule } from '../ruleset/rulesetModule.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import {
  defineRaceCombat,
  raceRules,
  raceRulesWith,
  raceRuleset,
  raceSequence,
  type RaceDecision,
  type RaceEvent,
  type RaceState,
} from '../testing/raceRuleset.js';
import { defineVariant } from '../variant/Variant.js';
import { createGame } from './Game.js';
import { playGame, playPreparedGame } from './playGame.js';
import { prepareGames, startGame } from './prepareGames.js';

const bots = () => ({ A: raceRuleset.bots.competent!(), B: randomLegalBot<RaceState, RaceDecision>() });

/** The race with an options schema (its finish line), so options are validated as a ruleset's are. */
interface Finish {
  readonly finish?: number;
}
const finishRuleset: Ruleset<{ start: number }, RaceState, RaceDecision, RaceEvent> = {
  ...raceRuleset,
  schemas: { ...raceRuleset.schemas, options: z.strictObject({ finish: z.number().int().min(1).optional() }) },
};

/** The error `run` throws, as the one line a user is shown. */
function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (MusterError.is(error)) return `${error.code}: ${error.toUserLine()}`;
    throw error;
  }
  throw new Error('expected an error');
}

describe('games from one set-up (prepareGames) are the games createGame starts', () => {
  it('same saved games, logs and states as fresh games, in any order, a seed played twice', () => {
    const variant = defineVariant({
      ruleset: 'race',
      name: 'long-strides',
      plugins: {
        combat: defineRaceCombat({ id: 'race/long', description: '1d6+1', stride: (d) => d.d(6, 'long stride') + 1 }),
      },
    });
    const prepared = prepareGames(raceRuleset, { start: 2 }, { variant });
    for (const seed of ['a', 'b', 'a', 'c', 'b']) {
      const shared = playPreparedGame(prepared, { seed, bots: bots() });
      const fresh = playGame(raceRuleset, { start: 2 }, { seed, bots: bots(), variant });
      expect(shared.save()).toEqual(fresh.save());
      expect(shared.log).toEqual(fresh.log);
    }
  });

  it('binds the plugins once for all its games', () => {
    let built = 0;
    const counted: Ruleset<{ start: number }, RaceState, RaceDecision, RaceEvent> = {
      ...raceRuleset,
      module: rulesetModule({
        id: 'race',
        sequence: raceSequence,
        rules: (_options, { combat }) => (built++, raceRulesWith(combat)),
        combat: defineRaceCombat({ id: 'race/stride', description: '1d6' }),
      }),
    };
    const prepared = prepareGames(counted, { start: 0 });
    for (const seed of ['a', 'b', 'c']) startGame(prepared, seed);
    expect(built).toBe(1);
    for (const seed of ['a', 'b']) createGame(counted, { start: 0 }, { seed });
    expect(built).toBe(3);
  });

  it("shares deeply frozen copies of the options and scenario, not the caller's objects", () => {
    const scenario = { start: 1 };
    const options: Finish = { finish: 12 };
    // The race has no options schema: its options are the caller's object as given.
    const prepared = prepareGames(raceRuleset, scenario, { options });
    expect(Object.isFrozen(prepared.scenario) && Object.isFrozen(prepared.options)).toBe(true);
    expect(prepared.options).toEqual({ finish: 12 });
    expect(Object.isFrozen(scenario) || Object.isFrozen(options)).toBe(false);
    const [first, second] = [startGame(prepared, 'a'), startGame(prepared, 'b')];
    expect(first.scenario).toBe(second.scenario);
    expect(first.save().options).toEqual({ finish: 12 });
  });

  it('a setup that writes into its scenario is refused, not left to change the next game', () => {
    const writes: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> = {
      ...raceRules,
      setup: (scenario, dice) => {
        const state = raceRules.setup(scenario, dice);
        scenario.start += 5; // a defect: the next game would start further on
        return state;
      },
    };
    const leaky: Ruleset<{ start: number }, RaceState, RaceDecision, RaceEvent> = {
      ...raceRuleset,
      module: rulesetModule({ sequence: raceSequence, rules: writes }),
    };
    const prepared = prepareGames(leaky, { start: 1 });
    expect(() => startGame(prepared, 'a')).toThrow(TypeError);
    expect(prepared.scenario).toEqual({ start: 1 });
  });
});

describe('prepareGames refuses what createGame refuses, with the same errors', () => {
  it('bad options, a scenario failing its schema (with and without a file), a variant of another ruleset', () => {
    const cases: [unknown, Parameters<typeof prepareGames>[2]][] = [
      [{ start: 0 }, { options: { finish: 0 } }],
      [{ start: 0 }, { options: { finsh: 3 } }],
      [{ start: 12 }, {}],
      [{ start: 'far' }, { scenarioFile: 'race.json' }],
      [{ start: 0 }, { variant: defineVariant({ ruleset: 'tercios', name: 'elsewhere' }) }],
    ];
    for (const [scenario, options] of cases) {
      const prepared = errorOf(() => prepareGames(finishRuleset, scenario, options));
      expect(prepared).toBe(errorOf(() => createGame(finishRuleset, scenario, { ...options, seed: 's' })));
    }
    expect(errorOf(() => prepareGames(finishRuleset, { start: 12 }))).toMatch(/^bad-input: scenario\.start: /);
    expect(errorOf(() => prepareGames(finishRuleset, { start: 'far' }, { scenarioFile: 'race.json' }))).toMatch(
      /^bad-file: race\.json: start: /,
    );
  });

  it('a bad seed, a set-up not made by prepareGames, and a setup refusal named after the scenario file', () => {
    const prepared = prepareGames(raceRuleset, { start: 0 });
    expect(errorOf(() => startGame(prepared, ''))).toBe(
      errorOf(() => createGame(raceRuleset, { start: 0 }, { seed: '' })),
    );
    // A look-alike would skip the validation: its scenario is nobody's.
    expect(errorOf(() => startGame({ ...prepared, scenario: { start: -4 } }, 's'))).toBe(
      'bad-input: prepared: startGame needs a set-up made by prepareGames, which validated it (expected the value prepareGames returned)',
    );
    const strict: Ruleset<{ start: number }, RaceState, RaceDecision, RaceEvent> = {
      ...raceRuleset,
      module: rulesetModule({
        sequence: raceSequence,
        rules: {
          ...raceRules,
          setup: () => {
            throw new MusterError('bad-input', 'nobody may start here', { path: 'start' });
          },
        },
      }),
    };
    const named = prepareGames(strict, { start: 3 }, { scenarioFile: 'race.json' });
    expect(errorOf(() => startGame(named, 's'))).toBe('bad-file: race.json: start: nobody may start here');
  });
});
