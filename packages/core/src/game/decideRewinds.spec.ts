import { describe, expect, it } from 'vitest';
import type { GameRules } from '../plugins/GameRules.js';
import { rulesetModule } from '../ruleset/rulesetModule.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import {
  raceRuleset,
  raceRules,
  raceSequence,
  type RaceDecision,
  type RaceEvent,
  type RaceState,
} from '../testing/raceRuleset.js';
import { createGame } from './Game.js';

/** The race, but resting rolls a die and then breaks: a rule that throws after rolling. */
const breaking: GameRules<RaceState, RaceDecision, RaceEvent, { start: number }> = {
  ...raceRules,
  resolve: (context, decision, player) => {
    if (decision.kind === 'rest') {
      context.dice.d(6, 'a roll before the rule breaks');
      throw new Error('the rule broke');
    }
    raceRules.resolve(context, decision, player);
  },
};
const breakingRace: Ruleset<{ start: number }, RaceState, RaceDecision> = {
  ...raceRuleset,
  module: rulesetModule({ sequence: raceSequence, rules: breaking }),
};

describe('Game.decide applies a decision whole or not at all', () => {
  it('restores the dice generator when a rule throws after rolling, so the game goes on as if it never happened', () => {
    const clean = createGame<RaceState, RaceDecision, RaceEvent>(breakingRace, { start: 0 }, { seed: 'rewind' });
    const broken = createGame<RaceState, RaceDecision, RaceEvent>(breakingRace, { start: 0 }, { seed: 'rewind' });
    const rng = JSON.stringify(broken.save().rng);
    expect(() => broken.decide({ kind: 'rest' })).toThrow('the rule broke');
    expect(JSON.stringify(broken.save().rng)).toBe(rng);
    for (const game of [clean, broken]) for (let i = 0; i < 4; i++) game.decide({ kind: 'advance' });
    expect(JSON.stringify(broken.save())).toBe(JSON.stringify(clean.save()));
  });
});
