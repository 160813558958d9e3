import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DicePluginToken,
  GameRulesToken,
  randomLegalBot,
  seededDicePlugin,
  SequencePluginToken,
  type GameRules,
  type Ruleset,
  type SequencePlugin,
} from '@muster/core';
import { diceEntry, fromRuleset, isBattleRuleset, loadRulesets, type RulesetEntry } from '@muster/cli';
import { runHarness } from './harness.js';

// A one-rule duel so the harness has a game to play whatever rulesets are installed:
// each side in turn rolls 1d6 and scores it; after three turns each the higher score wins.
interface State {
  score: { A: number; B: number };
  next: 'A' | 'B';
  rolls: number;
}
const sequence: SequencePlugin<State, { kind: 'roll' }> = {
  id: 'duel/sequence',
  description: 'A then B, three times',
  phases: ['roll'],
  activePlayer: (s) => (s.rolls >= 6 ? null : s.next),
  legalDecisions: () => [{ kind: 'roll' }],
  checkDecision: () => null,
  isOver: (s) => s.rolls >= 6,
  result: (s) => ({
    winner: s.score.A === s.score.B ? null : s.score.A > s.score.B ? 'A' : 'B',
    victory: 'points',
    points: { ...s.score },
    turns: Math.min(3, Math.floor(s.rolls / 2) + 1),
  }), // the current turn, as the narrative expects
};
const rules: GameRules<State, { kind: 'roll' }, { side: 'A' | 'B'; by: number }> = {
  id: 'duel/rules',
  description: 'roll and score',
  setup: () => ({ score: { A: 0, B: 0 }, next: 'A', rolls: 0 }),
  resolve: ({ dice, emit }, _d, player) => {
    emit({ side: player as 'A' | 'B', by: dice.d(6, `${player} scores`) });
  },
  reduce: (s, e) => ({
    score: { ...s.score, [e.side]: s.score[e.side] + e.by },
    next: e.side === 'A' ? 'B' : 'A',
    rolls: s.rolls + 1,
  }),
  describeEvent: (e, s) => `${e.side} scores ${e.by} (total ${s.score[e.side] + e.by})`,
  describeDecision: (_d, _s, p) => `${p} rolls`,
};
const duel: Ruleset = {
  id: 'duel',
  name: 'Duel',
  version: '1.0.0',
  description: 'harness fixture',
  module: new ContainerModule(({ bind }) => {
    bind(SequencePluginToken).toConstantValue(sequence);
    bind(GameRulesToken).toConstantValue(rules);
    bind(DicePluginToken).toConstantValue(seededDicePlugin);
  }),
  schemas: {
    scenario: z.strictObject({}),
    state: z.unknown(),
    decision: z.strictObject({ kind: z.literal('roll') }),
    event: z.unknown(),
  },
  mechanics: [],
  exampleScenario: () => ({}),
  bots: { random: () => randomLegalBot() },
  maxDecisions: 100,
};

function capture(entries: readonly RulesetEntry[]) {
  let text = '';
  const battles = runHarness(entries, {
    out: (s) => {
      text += s;
    },
    err: (s) => {
      text += s;
    },
  });
  return { text, battles };
}

describe('the harness', () => {
  it('plays one battle per ruleset with bots, narrates each turn and states the result', () => {
    const { text, battles } = capture([diceEntry, fromRuleset(duel)]);
    expect(battles.map((b) => b.ruleset)).toEqual(['duel']); // dice is odds only
    const [battle] = battles;
    expect(battle!.decisions).toBe(6);
    expect(battle!.rolls).toBe(6);
    expect(text).toMatch(
      /^Duel 1\.0\.0 \(duel\): random bot \(A\) against random bot \(B\), the example scenario, seed "harness"$/m,
    );
    expect(text).toMatch(/^ {2}Turn 3\n {4}\[A\] A rolls\n {6}A scores \d \(total \d+\)$/m);
    const { winner, points } = battle!.result;
    expect(winner === null ? points.A === points.B : points[winner]! > points[winner === 'A' ? 'B' : 'A']!).toBe(true);
    expect(text).toMatch(/^ {2}Result: (A wins|B wins|Draw) \(points\) after 3 turns; points: A \d+, B \d+$/m);
  });

  it('is deterministic: the same output twice', () => {
    expect(capture([fromRuleset(duel)]).text).toBe(capture([fromRuleset(duel)]).text);
  });

  it('plays every installed battle ruleset to a finished game (not the club companion)', async () => {
    const entries = await loadRulesets();
    const { battles } = capture(entries);
    const playable = entries
      .filter((e) => isBattleRuleset(e) && Object.keys(e.ruleset.bots).length > 0)
      .map((e) => e.id);
    expect(playable).toEqual(expect.arrayContaining(['tercios', 'sword-and-pike', 'wss-6mm', 'tacmento']));
    expect(battles.map((b) => b.ruleset)).toEqual(playable);
    for (const b of battles) expect(b.decisions).toBeGreaterThan(0);
  });
});
