import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { bestDecision, randomLegalBot, type Bot } from '../bot/Bot.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import { DicePluginToken, GameRulesToken, SequencePluginToken } from '../plugins/tokens.js';
import { seededDicePlugin } from '../plugins/seededDicePlugin.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { raceRules, raceRuleset, raceSequence, type RaceDecision, type RaceState } from '../testing/raceRuleset.js';
import { runConformance } from '../testing/runConformance.js';
import { createGame } from './Game.js';
import { playGame } from './playGame.js';

/** The race with its sequence replaced (the rules and dice as written). */
function raceWith(sequence: SequencePlugin<RaceState, RaceDecision>): Ruleset {
  const module = new ContainerModule(({ bind }) => {
    bind(SequencePluginToken).toConstantValue(sequence);
    bind(GameRulesToken).toConstantValue(raceRules);
    bind(DicePluginToken).toConstantValue(seededDicePlugin);
  });
  return { ...raceRuleset, module };
}

/** The race's sequence with `candidates`, counting how often the engine lists or judges its decisions. */
function countingRace() {
  const counts = { listed: 0, judged: [] as string[] };
  const sequence: SequencePlugin<RaceState, RaceDecision> = {
    ...raceSequence,
    legalDecisions: (s) => (counts.listed++, raceSequence.legalDecisions(s)),
    candidates: (s) => {
      const possible = raceSequence.legalDecisions(s);
      return { possible, isLegal: (i) => (counts.judged.push(possible[i]!.kind), true) };
    },
  };
  return { ruleset: raceWith(sequence), counts };
}

/** Advances, always (a scoring bot: advance 1, rest 0). */
const advancer: Bot<RaceState, RaceDecision> = {
  id: 'advancer',
  description: 'always advances',
  decide: (view) => bestDecision(view, (d) => (d.kind === 'advance' ? 1 : 0)),
};

describe('candidates in bot games', () => {
  it("a scoring bot's game judges only the decision it takes and never lists the legal ones", () => {
    const { ruleset, counts } = countingRace();
    const game = playGame(ruleset, { start: 0 }, { seed: 'lazy', bots: { A: advancer } });
    const plain = playGame(raceRuleset, { start: 0 }, { seed: 'lazy', bots: { A: advancer } });
    expect(game.log).toEqual(plain.log); // the same game as from the legal decisions
    const decisions = game.log.filter((e) => e.type === 'decision').length;
    expect(counts.listed).toBe(0);
    expect(counts.judged).toEqual(Array<string>(decisions).fill('advance'));
  });

  it('a bot that reads the legal decisions gets the candidates judged legal, the same game', () => {
    const { ruleset, counts } = countingRace();
    const bots = { A: randomLegalBot<RaceState, RaceDecision>() };
    const game = playGame(ruleset, { start: 0 }, { seed: 'reads', bots });
    expect(game.log).toEqual(playGame(raceRuleset, { start: 0 }, { seed: 'reads', bots }).log);
    expect(counts.judged.length).toBe(2 * game.log.filter((e) => e.type === 'decision').length);
  });

  it("Game.candidates is the sequence's own, else every legal decision judged legal", () => {
    const plain = createGame(raceRuleset, { start: 0 }, { seed: 'c' });
    const all = plain.candidates();
    expect(all.possible).toEqual([{ kind: 'advance' }, { kind: 'rest' }]);
    expect([all.isLegal(0), all.isLegal(1)]).toEqual([true, true]);
    const { ruleset, counts } = countingRace();
    const own = createGame(ruleset, { start: 0 }, { seed: 'c' }).candidates();
    expect(own.isLegal(1)).toBe(true);
    expect(counts).toEqual({ listed: 0, judged: ['rest'] });
  });

  it('the conformance kit reports candidates that are not the legal decisions', () => {
    const liar = raceWith({
      ...raceSequence,
      candidates: (s) => ({ possible: raceSequence.legalDecisions(s), isLegal: (i) => i === 0 }),
    });
    const checks = runConformance(liar, { games: 1, seed: 'kit' }).violations.map((v) => v.check);
    expect(checks).toContain('candidates-match-legal');
    const honest = countingRace().ruleset;
    expect(runConformance(honest, { games: 2, seed: 'kit' }).violations).toEqual([]);
  });
});
