import { describe, expect, it } from 'vitest';
import { tacmento } from '../ruleset.js';
import type { Bot } from '@muster/core';
import {
  battleFailed,
  campaignRank,
  campaignTotal,
  decideFailedBattle,
  failedBattleChoices,
  newCampaign,
  playCampaign,
  recordAttempt,
  wildcardPolicy,
  type CampaignState,
  type FailedBattleChoice,
} from './campaign.js';

const lose = { won: false, score: 0 };

describe('Campaign mode (Rulebook: Campaign Mode > Scoring, Final scoring)', () => {
  it('attempt modifiers: +1 on the 1st attempt, +0 on the 2nd, -1 on the 3rd', () => {
    let card = recordAttempt(newCampaign(), { won: true, score: 8 });
    expect(card.scores[0]).toBe(9);
    card = recordAttempt(card, { won: false, score: 0 });
    card = recordAttempt(card, { won: true, score: 8 });
    expect(card.scores[1]).toBe(8);
    card = recordAttempt(card, { won: false, score: 0 });
    card = recordAttempt(card, { won: false, score: 0 });
    card = recordAttempt(card, { won: true, score: 8 });
    expect(card.scores[2]).toBe(7);
    expect(card.battle).toBe(4);
  });

  it('a crossed-out score is replaced by the new one, even if lower', () => {
    let card = recordAttempt(newCampaign(), { won: true, score: 5, retry: true });
    expect(card.history.at(-1)).toEqual({ battle: 1, attempt: 1, mark: 'X' });
    card = recordAttempt(card, { won: true, score: 2 });
    expect(card.scores[0]).toBe(2);
  });

  // Ruling R23: "cross out the previous score with an X and try your luck again. You will have to keep the new
  // score, even if it is lower", yet "If in any Battle you exhaust those 3 attempts without winning, you will
  // have to start the Campaign again": a crossed-out win followed by defeats on every attempt left.
  it('a win crossed out, then defeats on the attempts left: the Battle is failed by default (R23)', () => {
    const crossed = recordAttempt(recordAttempt(newCampaign(), { won: true, score: 9 }), {
      won: true,
      score: 7,
      retry: true,
    });
    expect(crossed).toMatchObject({
      battle: 2,
      attempts: 1,
      crossedOut: true,
      scores: [10, null, null, null, null, null, null],
    });
    const lost = recordAttempt(recordAttempt(crossed, lose), lose);
    expect(lost).toMatchObject({ battle: 2, attempts: 3, scores: [10, null, null, null, null, null, null] });
    expect(failedBattleChoices(lost)).toEqual(['wildcard', 'start-again']);
    expect(decideFailedBattle(lost, 'wildcard')).toMatchObject({ battle: 2, attempts: 0, crossedOut: false });
  });

  it('with lostAfterCrossingOut zero-points the Battle is won with 0 points and the Campaign goes on (R23)', () => {
    const rules = { lostAfterCrossingOut: 'zero-points' } as const;
    const crossed = recordAttempt(newCampaign(), { won: true, score: 7, retry: true }, rules);
    // A defeat with an attempt left is still an X and another try ("mark … with an X and try again").
    const second = recordAttempt(crossed, lose, rules);
    expect(second).toMatchObject({ battle: 1, attempts: 2, crossedOut: true });
    const third = recordAttempt(second, lose, rules);
    expect(third).toMatchObject({
      battle: 2,
      attempts: 0,
      crossedOut: false,
      scores: [0, null, null, null, null, null, null],
    });
    expect(third.history.at(-1)).toEqual({ battle: 1, attempt: 3, mark: 'X' });
    expect(battleFailed(third)).toBe(false);
    // Without a crossed-out win, three defeats still fail the Battle.
    let plain = newCampaign();
    for (let i = 0; i < 3; i++) plain = recordAttempt(plain, lose, rules);
    expect(battleFailed(plain)).toBe(true);
    // A crossed-out win then a recorded win keeps the new score, and the next Battle starts clean.
    const rewon = recordAttempt(crossed, { won: true, score: 3 }, rules);
    expect(rewon).toMatchObject({ battle: 2, crossedOut: false, scores: [3, null, null, null, null, null, null] });
    expect(
      battleFailed(recordAttempt(recordAttempt(recordAttempt(rewon, lose, rules), lose, rules), lose, rules)),
    ).toBe(true);
  });

  it('three defeats and a Wildcard (-5, then -7: -12 for both); with none left the Campaign starts again', () => {
    let card = newCampaign();
    for (let i = 0; i < 3; i++) card = recordAttempt(card, lose);
    card = decideFailedBattle(card, 'wildcard');
    expect(card).toMatchObject({ battle: 1, attempts: 0, wildcards: 1 });
    card = recordAttempt(card, { won: true, score: 10 });
    expect(campaignTotal(card)).toBe(11 - 5);
    for (let i = 0; i < 3; i++) card = recordAttempt(card, lose);
    card = decideFailedBattle(card, 'wildcard');
    expect(card.wildcards).toBe(2);
    expect(campaignTotal(card)).toBe(11 - 12);
    for (let i = 0; i < 3; i++) card = recordAttempt(card, lose);
    expect(failedBattleChoices(card)).toEqual(['start-again']);
    expect(() => decideFailedBattle(card, 'wildcard')).toThrow(/no Wildcard left/);
    expect(decideFailedBattle(card, 'start-again')).toMatchObject({
      battle: 1,
      wildcards: 0,
      restarts: 1,
      scores: [null, null, null, null, null, null, null],
    });
  });

  // Rulebook, Scoring: "If in any Battle you exhaust those 3 attempts without winning, you will have to start
  // the Campaign again from the beginning." / "Wildcards: You can use them to restart the failed Battle instead".
  it('after 3 defeats the Battle is failed and the player chooses: a Wildcard ("can use them") or start again', () => {
    const failed = recordAttempt(recordAttempt(recordAttempt(newCampaign(), lose), lose), lose);
    expect(failed).toMatchObject({ battle: 1, attempts: 3, wildcards: 0 });
    expect(failedBattleChoices(failed)).toEqual(['wildcard', 'start-again']);
    expect(() => recordAttempt(failed, { won: true, score: 5 })).toThrow(/choose a Wildcard/);
    // Declining the Wildcard: "start the Campaign again from the beginning", Wildcards unspent.
    expect(decideFailedBattle(failed, 'start-again')).toMatchObject({
      battle: 1,
      attempts: 0,
      wildcards: 0,
      restarts: 1,
    });
    expect(() => decideFailedBattle(newCampaign(), 'wildcard')).toThrow(/not failed/);
  });

  // Ruling R22: a Wildcard restarts the failed Battle; whether its next win is a "1st attempt" (+1) is an option.
  it('the next win after a Wildcard gets the 1st attempt +1 by default, +0 with wildcardFirstAttemptBonus false', () => {
    let card = recordAttempt(newCampaign(), { won: true, score: 5 });
    for (let i = 0; i < 3; i++) card = recordAttempt(card, lose);
    card = decideFailedBattle(card, 'wildcard');
    expect(recordAttempt(card, { won: true, score: 6 }).scores[1]).toBe(7);
    const withheld = { wildcardFirstAttemptBonus: false };
    expect(recordAttempt(card, { won: true, score: 6 }, withheld).scores[1]).toBe(6);
    // Only that first win: a 2nd attempt after the Wildcard keeps +0, the next Battle's 1st attempt has +1.
    expect(recordAttempt(recordAttempt(card, lose, withheld), { won: true, score: 6 }, withheld).scores[1]).toBe(6);
    const next = recordAttempt(
      recordAttempt(card, { won: true, score: 6 }, withheld),
      { won: true, score: 6 },
      withheld,
    );
    expect(next.scores[2]).toBe(7);
  });

  it('the competent choice: a Wildcard when the Battles it keeps are worth more than its penalty', () => {
    const failedAfter = (recorded: number[]): CampaignState => {
      let card = newCampaign();
      for (const score of recorded) card = recordAttempt(card, { won: true, score: score - 1 });
      for (let i = 0; i < 3; i++) card = recordAttempt(card, lose);
      return card;
    };
    expect(wildcardPolicy(failedAfter([]))).toBe('start-again');
    expect(wildcardPolicy(failedAfter([5]))).toBe('start-again');
    expect(wildcardPolicy(failedAfter([6]))).toBe('wildcard');
    let second = decideFailedBattle(failedAfter([6]), 'wildcard');
    for (let i = 0; i < 3; i++) second = recordAttempt(second, lose);
    expect(wildcardPolicy(second)).toBe('start-again'); // 6 kept is less than the second Wildcard's 7
    expect(wildcardPolicy({ ...second, scores: [8, null, null, null, null, null, null] })).toBe('wildcard');
  });

  it('playCampaign asks its chooser after each failed Battle', () => {
    const forfeits: Bot = {
      id: 'forfeit',
      description: 'spends every turn',
      decide: ({ legal }) => legal.find((d) => (d as { kind: string }).kind === 'pass') ?? legal[0],
    };
    const seen: number[] = [];
    const preferring = (choice: FailedBattleChoice) => (card: CampaignState) => {
      seen.push(card.wildcards);
      return failedBattleChoices(card).includes(choice) ? choice : 'start-again';
    };
    const spent = playCampaign({ seed: 'w', bot: forfeits, maxRestarts: 0, afterFailedBattle: preferring('wildcard') });
    expect(seen).toEqual([0, 1, 2]);
    expect(spent.card).toMatchObject({ battle: 1, wildcards: 0, restarts: 1 });
    expect(spent.card.history).toHaveLength(9);
    seen.length = 0;
    const declined = playCampaign({
      seed: 'w',
      bot: forfeits,
      maxRestarts: 0,
      afterFailedBattle: preferring('start-again'),
    });
    expect(seen).toEqual([0]);
    expect(declined.card.history).toHaveLength(3);
  });

  it('the final rank table, with 30 read as Honorable (ruling R12)', () => {
    expect([31, 30, 26, 25, 20, 19, 14, 13, 8, 7].map((t) => campaignRank(t))).toEqual([
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
  });

  it('plays the seven sample battles with the competent bot, each under its battle card rules', () => {
    const { card, total, rank } = playCampaign({ seed: 'flanders', bot: tacmento.bots.competent!() });
    expect(card.history.length).toBeGreaterThanOrEqual(7);
    expect(total).toBe(campaignTotal(card));
    expect(rank).toBe(card.battle > 7 ? campaignRank(total) : 'Campaign abandoned');
  });
});
