import { musterErrorOf } from '@muster/core/testing';
import { createGame, Rng, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleCard } from '../cards/BattleCard.js';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { TacmentoState } from '../game/State.js';
import { tacmento } from '../ruleset.js';
import {
  battleFailed,
  campaignRank,
  campaignTotal,
  CampaignStateSchema,
  decideFailedBattle,
  failedBattleChoices,
  newCampaign,
  playCampaign,
  recordAttempt,
  wildcardPolicy,
  type CampaignState,
} from './campaign.js';

// Rulebook (/work/shared/rules/tacmento.txt): Campaign Mode > Campaign Resolution, Scoring, Final scoring; rulings
// R12, R13 and R22 of docs/rulings/tacmento.md.

const lose = (card: CampaignState, times: number): CampaignState => {
  for (let i = 0; i < times; i++) card = recordAttempt(card, { won: false, score: 0 });
  return card;
};
const failed = lose(newCampaign(), 3);
const lose1 = { won: false, score: 0 };

describe('the scorecard (Rulebook: "Campaign scorecard: attempts columns …; battle number (#01 to #07) …")', () => {
  it('a fresh scorecard: Battle 1, no attempt, seven empty slots, no Wildcard, no restart', () => {
    expect(newCampaign()).toEqual({
      battle: 1,
      attempts: 0,
      scores: [null, null, null, null, null, null, null],
      history: [],
      wildcards: 0,
      wildcardRestart: false,
      crossedOut: false,
      restarts: 0,
    });
    expect(CampaignStateSchema.parse(newCampaign())).toEqual(newCampaign());
  });

  it('the schema: Battles 1-7 (8 when complete), 0-3 attempts, 7 scores, 2 Wildcards at most', () => {
    const ok = (card: Record<string, unknown>) => CampaignStateSchema.safeParse({ ...newCampaign(), ...card }).success;
    expect([ok({ battle: 1 }), ok({ battle: 8 }), ok({ battle: 0 }), ok({ battle: 9 }), ok({ battle: 1.5 })]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([ok({ attempts: 0 }), ok({ attempts: 3 }), ok({ attempts: -1 }), ok({ attempts: 4 })]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([
      ok({ scores: [1, null, 2, 3, 4, 5, 6] }),
      ok({ scores: [1] }),
      ok({ scores: [1.5, 0, 0, 0, 0, 0, 0] }),
    ]).toEqual([true, false, false]);
    expect([ok({ wildcards: 0 }), ok({ wildcards: 2 }), ok({ wildcards: -1 }), ok({ wildcards: 3 })]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([ok({ restarts: 0 }), ok({ restarts: -1 }), ok({ restarts: 0.5 }), ok({ extra: 1 })]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([
      ok({ history: [{ battle: 1, attempt: 1, mark: 'X' }] }),
      ok({ history: [{ battle: 1, attempt: 1, mark: 7 }] }),
      ok({ history: [{ battle: 1, attempt: 1, mark: 'Y' }] }),
      ok({ history: [{ battle: 1, attempt: 1, mark: 1.5 }] }),
      ok({ history: [{ battle: 1.5, attempt: 1, mark: 1 }] }),
      ok({ history: [{ battle: 1, attempt: 1.5, mark: 1 }] }),
      ok({ history: [{ battle: 1, attempt: 1, mark: 1, note: '' }] }),
    ]).toEqual([true, true, false, false, false, false, false]);
    const { wildcardRestart: _, ...older } = newCampaign();
    expect(CampaignStateSchema.parse(older).wildcardRestart).toBe(false);
    expect(ok({ wildcardRestart: 'yes' })).toBe(false);
    // Ruling R23: the scorecard remembers a crossed-out win; a scorecard saved before it has none.
    const { crossedOut: __, ...beforeR23 } = newCampaign();
    expect(CampaignStateSchema.parse(beforeR23).crossedOut).toBe(false);
    expect(ok({ crossedOut: true })).toBe(true);
    expect(ok({ crossedOut: 'yes' })).toBe(false);
  });
});

describe('recording an attempt (Rulebook: Campaign Mode > Scoring)', () => {
  it('a completed Campaign takes no more attempts', () => {
    const error = musterErrorOf(() => recordAttempt({ ...newCampaign(), battle: 8 }, { won: true, score: 5 }));
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('the Campaign is complete');
    expect(error.context).toEqual({ path: 'battle', expected: 'a Battle from 1 to 7' });
    // Battle 7 is still played.
    expect(recordAttempt({ ...newCampaign(), battle: 7 }, { won: true, score: 5 })).toMatchObject({
      battle: 8,
      scores: [null, null, null, null, null, null, 6],
    });
  });

  it('"If in any Battle you exhaust those 3 attempts without winning": no 4th attempt before the choice', () => {
    const error = musterErrorOf(() => recordAttempt(failed, { won: true, score: 5 }));
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('Battle 1 is failed: choose a Wildcard or to start again');
    expect(error.context).toEqual({ path: 'attempts', expected: 'decideFailedBattle before another attempt' });
  });

  it('"Defeat in Battle: … mark the corresponding attempt slot with an X": the Battle, the attempt and X', () => {
    const card = lose({ ...newCampaign(), battle: 3, scores: [4, 5, null, null, null, null, null] }, 2);
    expect(card).toMatchObject({ battle: 3, attempts: 2, scores: [4, 5, null, null, null, null, null] });
    expect(card.history).toEqual([
      { battle: 3, attempt: 1, mark: 'X' },
      { battle: 3, attempt: 2, mark: 'X' },
    ]);
  });

  it("a win is recorded in its Battle's slot with the attempt modifier, the next Battle begins at attempt 0", () => {
    const second = recordAttempt(recordAttempt(newCampaign(), { won: true, score: 6 }), { won: false, score: 0 });
    const card = recordAttempt(second, { won: true, score: 9 });
    expect(card).toEqual({
      battle: 3,
      attempts: 0,
      scores: [7, 9, null, null, null, null, null],
      history: [
        { battle: 1, attempt: 1, mark: 7 },
        { battle: 2, attempt: 1, mark: 'X' },
        { battle: 2, attempt: 2, mark: 9 },
      ],
      wildcards: 0,
      wildcardRestart: false,
      crossedOut: false,
      restarts: 0,
    });
  });

  it('"cross out the previous score with an X and try your luck again": only "while you still have attempts"', () => {
    const crossed = recordAttempt(newCampaign(), { won: true, score: 9, retry: true });
    expect(crossed).toMatchObject({ battle: 1, attempts: 1, scores: [null, null, null, null, null, null, null] });
    expect(crossed.history).toEqual([{ battle: 1, attempt: 1, mark: 'X' }]);
    // Ruling R29: by default the new score is kept ('once'); `while-attempts-left` crosses it out too.
    expect(recordAttempt(crossed, { won: true, score: 9, retry: true })).toMatchObject({
      battle: 2,
      scores: [9, null, null, null, null, null, null],
    });
    const rules = { crossOuts: 'while-attempts-left' } as const;
    const twice = recordAttempt(crossed, { won: true, score: 9, retry: true }, rules);
    expect(twice.attempts).toBe(2);
    // The 3rd attempt has no attempt left after it: its score is kept (9 - 1).
    const kept = recordAttempt(twice, { won: true, score: 9, retry: true }, rules);
    expect(kept).toMatchObject({ battle: 2, attempts: 0, scores: [8, null, null, null, null, null, null] });
  });

  it('after a Wildcard: the 1st attempt keeps +1 unless wildcardFirstAttemptBonus is false (ruling R22)', () => {
    const restarted = decideFailedBattle(failed, 'wildcard');
    expect(restarted.wildcardRestart).toBe(true);
    const withBonus = recordAttempt(restarted, { won: true, score: 5 });
    expect(withBonus.scores[0]).toBe(6);
    expect(withBonus.wildcardRestart).toBe(false);
    expect(recordAttempt(restarted, { won: true, score: 5 }, { wildcardFirstAttemptBonus: false }).scores[0]).toBe(5);
    // Withheld only on the 1st attempt after the Wildcard: the 2nd keeps its +0, the 3rd its -1.
    const again = lose(restarted, 1);
    expect(recordAttempt(again, { won: true, score: 5 }, { wildcardFirstAttemptBonus: false }).scores[0]).toBe(5);
    expect(
      recordAttempt(lose(restarted, 2), { won: true, score: 5 }, { wildcardFirstAttemptBonus: false }).scores[0],
    ).toBe(4);
    // Without a Wildcard restart the option changes nothing: the 1st attempt has +1.
    expect(recordAttempt(newCampaign(), { won: true, score: 5 }, { wildcardFirstAttemptBonus: false }).scores[0]).toBe(
      6,
    );
    // A defeat after the Wildcard keeps the restart for the next attempt's record.
    expect(lose(restarted, 1).wildcardRestart).toBe(true);
  });
});

// Ruling R23 (lostAfterCrossingOut): "cross out the previous score with an X and try your luck again. You will have
// to keep the new score, even if it is lower" — a crossed-out win followed by defeats on every attempt left is a
// failed Battle (default `battle-failed`) or, with `zero-points`, a win recorded at 0 points.
describe('a crossed-out win, then defeats (ruling R23, lostAfterCrossingOut)', () => {
  const zero = { lostAfterCrossingOut: 'zero-points' } as const;
  const crossedOnce = (rules = {}) => recordAttempt(newCampaign(), { won: true, score: 7, retry: true }, rules);

  it('crossing out a win is remembered until the Battle is recorded, its attempts spent or a Wildcard taken', () => {
    expect(crossedOnce().crossedOut).toBe(true);
    expect(lose(crossedOnce(), 1).crossedOut).toBe(true);
    expect(recordAttempt(crossedOnce(), { won: true, score: 4 }).crossedOut).toBe(false);
    const failedAfterCross = lose(crossedOnce(), 2);
    expect(battleFailed(failedAfterCross)).toBe(true);
    expect(decideFailedBattle(failedAfterCross, 'wildcard')).toMatchObject({ attempts: 0, crossedOut: false });
    expect(decideFailedBattle(failedAfterCross, 'start-again').crossedOut).toBe(false);
  });

  it('battle-failed (default): the last defeat after a crossed-out win fails the Battle, scores unchanged', () => {
    for (const rules of [undefined, { lostAfterCrossingOut: 'battle-failed' } as const]) {
      let card = crossedOnce(rules ?? {});
      card = recordAttempt(card, { won: false, score: 0 }, rules);
      card = recordAttempt(card, { won: false, score: 0 }, rules);
      expect(card).toMatchObject({ battle: 1, attempts: 3, scores: [null, null, null, null, null, null, null] });
      expect(card.history.at(-1)).toEqual({ battle: 1, attempt: 3, mark: 'X' });
      expect(battleFailed(card)).toBe(true);
    }
  });

  it('zero-points: the 3rd attempt lost after a crossed-out win records the Battle at 0 and the next begins', () => {
    const second = recordAttempt(crossedOnce(zero), { won: false, score: 0 }, zero);
    // A defeat with an attempt left is still an X and another try.
    expect(second).toMatchObject({ battle: 1, attempts: 2, crossedOut: true });
    const third = recordAttempt(second, lose1, zero);
    expect(third).toEqual({
      ...newCampaign(),
      battle: 2,
      scores: [0, null, null, null, null, null, null],
      history: [
        { battle: 1, attempt: 1, mark: 'X' },
        { battle: 1, attempt: 2, mark: 'X' },
        { battle: 1, attempt: 3, mark: 'X' },
      ],
    });
    expect(battleFailed(third)).toBe(false);
  });

  it('zero-points needs both a crossed-out win and the 3rd attempt', () => {
    // Three plain defeats still fail the Battle.
    let plain = newCampaign();
    for (let i = 0; i < 3; i++) plain = recordAttempt(plain, lose1, zero);
    expect(plain).toMatchObject({ battle: 1, attempts: 3 });
    expect(battleFailed(plain)).toBe(true);
    // A defeat at the 2nd attempt after a cross-out is another try, not a 0.
    expect(recordAttempt(crossedOnce(zero), lose1, zero)).toMatchObject({ battle: 1, attempts: 2 });
    // A win crossed out at the 2nd attempt, then the 3rd lost: recorded at 0.
    const crossedSecond = recordAttempt(lose(newCampaign(), 1), { won: true, score: 6, retry: true }, zero);
    expect(crossedSecond).toMatchObject({ battle: 1, attempts: 2, crossedOut: true });
    expect(recordAttempt(crossedSecond, lose1, zero)).toMatchObject({
      battle: 2,
      attempts: 0,
      scores: [0, null, null, null, null, null, null],
    });
  });
});

describe('a failed Battle (Rulebook: "a maximum of 3 attempts"; Wildcards "You have a total of 2")', () => {
  it('failed after exactly 3 defeats, and only while a Battle is being fought', () => {
    expect(battleFailed(lose(newCampaign(), 2))).toBe(false);
    expect(battleFailed(failed)).toBe(true);
    expect(battleFailed({ ...newCampaign(), battle: 7, attempts: 3 })).toBe(true);
    expect(battleFailed({ ...newCampaign(), battle: 8, attempts: 3 })).toBe(false);
  });

  it('the choices: a Wildcard while fewer than 2 are used, always starting again; none before the Battle fails', () => {
    expect(failedBattleChoices(newCampaign())).toEqual([]);
    expect(failedBattleChoices(failed)).toEqual(['wildcard', 'start-again']);
    expect(failedBattleChoices({ ...failed, wildcards: 1 })).toEqual(['wildcard', 'start-again']);
    expect(failedBattleChoices({ ...failed, wildcards: 2 })).toEqual(['start-again']);
  });

  it('a Wildcard restarts the failed Battle: attempts back to 0, one more Wildcard used, scores kept', () => {
    const card = { ...failed, scores: [3, null, null, null, null, null, null], restarts: 1 };
    expect(decideFailedBattle(card, 'wildcard')).toEqual({ ...card, attempts: 0, wildcards: 1, wildcardRestart: true });
    expect(decideFailedBattle({ ...card, wildcards: 1 }, 'wildcard').wildcards).toBe(2);
  });

  it('starting again: a fresh scorecard, Wildcards included (ruling R13), the history and the restarts kept', () => {
    const card = { ...failed, battle: 2, scores: [3, null, null, null, null, null, null], wildcards: 1, restarts: 1 };
    const again = decideFailedBattle(card, 'start-again');
    expect(again).toEqual({ ...newCampaign(), restarts: 2, history: card.history });
  });

  it('a choice that is not open is refused, saying why and what may be chosen', () => {
    const early = musterErrorOf(() => decideFailedBattle(newCampaign(), 'start-again'));
    expect(early.code).toBe('bad-input');
    expect(early.message).toBe('cannot choose start-again: the Battle is not failed');
    expect(early.context).toEqual({ path: 'choice', expected: 'no choice until 3 attempts are lost' });
    const spent = musterErrorOf(() => decideFailedBattle({ ...failed, wildcards: 2 }, 'wildcard'));
    expect(spent.message).toBe('cannot choose wildcard: no Wildcard left');
    expect(spent.context).toEqual({ path: 'choice', expected: 'start-again' });
    expect(musterErrorOf(() => decideFailedBattle(lose(newCampaign(), 2), 'wildcard')).context).toEqual({
      path: 'choice',
      expected: 'no choice until 3 attempts are lost',
    });
  });

  it('the competent choice: a Wildcard only when the scores kept are worth more than its penalty (-5, then -7)', () => {
    const withScores = (scores: (number | null)[], wildcards = 0) => ({ ...failed, scores, wildcards });
    expect(wildcardPolicy(withScores([5, null, null, null, null, null, null]))).toBe('start-again');
    expect(wildcardPolicy(withScores([3, 3, null, null, null, null, null]))).toBe('wildcard');
    expect(wildcardPolicy(withScores([4, 4, null, null, null, null, null], 1))).toBe('wildcard');
    expect(wildcardPolicy(withScores([4, 3, null, null, null, null, null], 1))).toBe('start-again');
    // No Wildcard left: start again whatever is kept.
    expect(wildcardPolicy(withScores([9, 9, 9, null, null, null, null], 2))).toBe('start-again');
    // Not failed: no Wildcard is open either.
    expect(wildcardPolicy({ ...newCampaign(), scores: [9, 9, null, null, null, null, null] })).toBe('start-again');
  });
});

describe('Final scoring (Rulebook: "Add penalties if you have used any Wildcards"; Campaign Mode Final Score)', () => {
  it('the total: recorded scores, empty slots 0, less -5 for the first Wildcard and -7 for the second', () => {
    const card = { ...newCampaign(), scores: [4, null, 6, null, null, null, 2] };
    expect(campaignTotal(card)).toBe(12);
    expect(campaignTotal({ ...card, wildcards: 1 })).toBe(7);
    expect(campaignTotal({ ...card, wildcards: 2 })).toBe(0);
  });

  it('each rank from its lowest total, 30 Honorable unless thirtyIsLegendary (ruling R12)', () => {
    const ranks = [31, 30, 26, 25, 20, 19, 14, 13, 8, 7].map((t) => campaignRank(t));
    expect(ranks).toEqual([
      'Legendary Maestre de Campo',
      'Honorable Maestre de Campo',
      'Honorable Maestre de Campo',
      'Maestre de Campo',
      'Maestre de Campo',
      'Respectable Sargeant Mayor',
      'Respectable Sargeant Mayor',
      'Mediocre Sargeant Mayor',
      'Mediocre Sargeant Mayor',
      'no rank (fewer than 8 points)',
    ]);
    expect(campaignRank(30, true)).toBe('Legendary Maestre de Campo');
    expect(campaignRank(29, true)).toBe('Honorable Maestre de Campo');
    expect(campaignRank(31, false)).toBe('Legendary Maestre de Campo');
  });
});

// A deck whose seven Battle cards share one setup that one flanking maneuver completes: Objective 1 ("Line of shot",
// three reds abreast) and a Tercio whose first row reads Pikemen 2, Arquebusiers 6, 7; Arquebusiers 10 (every
// arrow) from the Reserve pushed west along row 1 makes 6 7 10.
const oneMoveBattle = (number: number): BattleCard => ({
  number,
  name: `one move ${number}`,
  year: 1500 + number,
  introduction: 'test battle',
  setup: {
    objectives: [1],
    tercio: [
      [2, 6, 7],
      [3, 11, 12],
      [4, 13, 14],
      [5, 15, 16],
    ],
    reserve: [10, 17, 18],
  },
  rules: {},
  scoring: { kind: 'instruction-table' },
});
const oneMoveDeck: DeckFile = { ...sampleDeck, battles: [1, 2, 3, 4, 5, 6, 7].map(oneMoveBattle) };
const winning: Bot = {
  id: 'winning',
  description: 'the winning flanking maneuver',
  decide: ({ legal }) =>
    legal.find((d) => {
      const decision = d as TacmentoDecision;
      return (
        decision.kind === 'flanking' && decision.card === 10 && decision.direction === 'west' && decision.line === 0
      );
    }) ?? legal[0],
};
const passing: Bot = {
  id: 'pass',
  description: 'spends every turn',
  decide: ({ legal }) => legal.find((d) => (d as TacmentoDecision).kind === 'pass') ?? legal[0],
};

describe('playCampaign (Rulebook: Campaign Resolution, "Play the Battle using the Instruction Mode rules")', () => {
  it('"successfully complete the 7 Battles": each won on its 1st turn and recorded with +1, then the rank', () => {
    const { card, total, rank } = playCampaign({ seed: 'one-move', bot: winning, deck: oneMoveDeck });
    expect(card.battle).toBe(8);
    expect(card.history).toHaveLength(7);
    expect(card.history.map((h) => [h.battle, h.attempt])).toEqual([1, 2, 3, 4, 5, 6, 7].map((b) => [b, 1]));
    const first = card.scores[0]!;
    expect(card.scores).toEqual([first, first, first, first, first, first, first]);
    expect(first).toBeGreaterThan(1);
    expect(total).toBe(7 * first);
    expect(rank).toBe(campaignRank(7 * first));
  });

  it('a deck with fewer than 7 Battle cards cannot be a Campaign', () => {
    const error = musterErrorOf(() =>
      playCampaign({ seed: 's', bot: winning, deck: { ...oneMoveDeck, battles: oneMoveDeck.battles.slice(0, 6) } }),
    );
    expect(error.code).toBe('bad-input');
    expect(error.message).toBe('a Campaign needs 7 Battle cards; the deck has 6');
    expect(error.context).toEqual({ path: 'battles', expected: '7 battles' });
  });

  it("a bot's illegal decision is an internal error", () => {
    const cheat: Bot = {
      id: 'cheat',
      description: 'illegal',
      decide: () => ({ kind: 'draft', card: 1, row: 0, col: 0 }),
    };
    const error = musterErrorOf(() => playCampaign({ seed: 's', bot: cheat, deck: oneMoveDeck }));
    expect(error.code).toBe('internal');
    expect(error.message).toMatch(/^campaign bot chose an illegal decision: ./);
  });

  it('the rules given reach every Battle and the scorecard (wildcardFirstAttemptBonus: false)', () => {
    const failFirst = { ...oneMoveDeck };
    let games = 0;
    // Loses Battle 1 three times (spends its turns), then wins every game.
    const bot: Bot = {
      id: 'late',
      description: 'wins after three defeats',
      decide: (context) => {
        if (context.state !== undefined && (context.state as { turn: number }).turn === 0) games++;
        return (games <= 3 ? passing : winning).decide(context);
      },
    };
    const { card } = playCampaign({
      seed: 'late',
      bot,
      deck: failFirst,
      rules: { wildcardFirstAttemptBonus: false },
      afterFailedBattle: () => 'wildcard',
    });
    expect(card.wildcards).toBe(1);
    expect(card.battle).toBe(8);
    // Battle 1's win right after the Wildcard has no +1; Battle 2's 1st attempt has it.
    expect(card.scores[1]! - card.scores[0]!).toBe(1);
  });

  it('a failed Battle goes to the default chooser (wildcardPolicy: start again with nothing kept), restarts bounded by maxRestarts (2)', () => {
    const { card, total, rank } = playCampaign({ seed: 'spend', bot: passing, deck: oneMoveDeck });
    expect(card).toMatchObject({ battle: 1, restarts: 3, wildcards: 0 });
    expect(card.history).toHaveLength(9);
    expect(total).toBe(0);
    expect(rank).toBe('Campaign abandoned');
    const once = playCampaign({ seed: 'spend', bot: passing, deck: oneMoveDeck, maxRestarts: 0 });
    expect(once.card.restarts).toBe(1);
    expect(once.card.history).toHaveLength(3);
  });

  it('each game has its own seed (seed/0, seed/1 …), the default deck is the sample deck, the bot plays solo', () => {
    const grids: string[] = [];
    const players = new Set<string>();
    const draws: number[] = [];
    const watching: Bot = {
      id: 'watch',
      description: 'records the Tercio it is dealt, who it plays for and its random draws',
      decide: (context) => {
        const state = context.state as { turn: number; grid: { card: number }[][] };
        if (state.turn === 0) grids.push(JSON.stringify(state.grid));
        players.add(context.player);
        draws.push(context.rng.int(1000));
        return passing.decide(context);
      },
    };
    playCampaign({ seed: 'seeds', bot: watching, maxRestarts: 0 });
    // Three attempts at the sample Battle 1 (Objective 1, dealt at random), each the game of its own seed.
    const dealt = (n: number) =>
      JSON.stringify(
        createGame<TacmentoState, TacmentoDecision>(
          tacmento,
          { mode: 'instruction', battle: 1 },
          { seed: `seeds/${n}` },
        ).state.grid,
      );
    expect(grids).toEqual([dealt(0), dealt(1), dealt(2)]);
    expect([...players]).toEqual(['solo']);
    // One random stream for the whole Campaign, seeded "<seed>/bot".
    const rng = Rng.fromSeed('seeds/bot');
    expect(draws).toEqual(draws.map(() => rng.int(1000)));
  });
});
