import { describe, expect, it } from 'vitest';
import {
  campaignRank,
  campaignTotal,
  decideFailedBattle,
  failedBattleChoices,
  newCampaign,
  recordAttempt,
  type CampaignState,
} from './campaign.js';

// Rulebook: Campaign Mode > Scoring (attempt modifiers, Wildcards, 3 attempts) and Final scoring (the
// rank table), through the scorecard functions `playCampaign` uses.
const lose = (card: CampaignState, times: number): CampaignState => {
  for (let i = 0; i < times; i++) card = recordAttempt(card, { won: false, score: 0 });
  return card;
};

describe('Attempt modifiers (Rulebook: "Attempt | Modifier")', () => {
  it.each([
    ['1st attempt | +1 point', 1, 1],
    ['2nd attempt | +0 points', 2, 0],
    ['3rd attempt | - 1 point', 3, -1],
  ])('"%s": a victory worth 5 on attempt %i is recorded as 5 %s', (_row, attempt, modifier) => {
    const card = recordAttempt(lose(newCampaign(), attempt - 1), { won: true, score: 5 });
    expect(card.scores[0]).toBe(5 + modifier);
    expect(card.history.at(-1)).toEqual({ battle: 1, attempt, mark: 5 + modifier });
    expect(campaignTotal(card)).toBe(5 + modifier);
    expect(card.battle).toBe(2);
  });

  it('"cross out the previous score with an X … You will have to keep the new score, even if it is lower"', () => {
    let card = recordAttempt(newCampaign(), { won: true, score: 9, retry: true });
    expect(card.scores[0]).toBeNull();
    // The new score is kept (ruling R29, `crossOuts: 'once'`): a 2nd win of 3 (+0) is recorded, not crossed out.
    card = recordAttempt(card, { won: true, score: 3, retry: true });
    expect(card.history.map((h) => h.mark)).toEqual(['X', 3]);
    expect(card.scores[0]).toBe(3);
    // "and you still have attempts available": the 3rd attempt's score is kept, with its -1 (R29's other reading,
    // which lets a second score be crossed out while an attempt is left).
    const rules = { crossOuts: 'while-attempts-left' } as const;
    let again = recordAttempt(newCampaign(), { won: true, score: 9, retry: true }, rules);
    again = recordAttempt(again, { won: true, score: 9, retry: true }, rules);
    again = recordAttempt(again, { won: true, score: 3, retry: true }, rules);
    expect(again.history.map((h) => h.mark)).toEqual(['X', 'X', 2]);
    expect(again.scores[0]).toBe(2);
  });
});

describe('Wildcards (Rulebook: "The use of the first one subtracts -5 points … the second one subtracts -7 points … a penalty of -12 points")', () => {
  // A victory worth 9 on the 1st attempt (10 recorded) at every Battle, after Wildcards at Battle 1.
  const campaign = (wildcards: number): CampaignState => {
    let card = newCampaign();
    for (let w = 0; w < wildcards; w++) card = decideFailedBattle(lose(card, 3), 'wildcard');
    for (let b = 0; b < 7; b++) card = recordAttempt(card, { won: true, score: 9 });
    return card;
  };
  it.each([
    ['no Wildcard', 0, 70],
    ['the first one subtracts -5 points', 1, 65],
    ['both: a penalty of -12 points', 2, 58],
  ])('%s: 7 Battles of 10 total %i', (_row, wildcards, total) => {
    const card = campaign(wildcards);
    expect(card).toMatchObject({ battle: 8, wildcards, restarts: 0 });
    expect(campaignTotal(card)).toBe(total);
  });

  it('"a maximum of 3 attempts": three defeats with no Wildcard left start the Campaign again', () => {
    let card = newCampaign();
    for (let w = 0; w < 2; w++) card = decideFailedBattle(lose(card, 3), 'wildcard');
    card = lose(card, 3);
    expect(failedBattleChoices(card)).toEqual(['start-again']);
    card = decideFailedBattle(card, 'start-again');
    expect(card).toMatchObject({ battle: 1, attempts: 0, wildcards: 0, restarts: 1 });
    // Two defeats are not yet the end of the Battle.
    expect(lose(newCampaign(), 2)).toMatchObject({ battle: 1, attempts: 2, wildcards: 0 });
  });
});

describe('Campaign Mode Final Score (Rulebook: "Rank | Points")', () => {
  it.each([
    ['Legendary Maestre de Campo | +30 Points', 31, 'Legendary Maestre de Campo'],
    ['Honorable Maestre de Campo | 26-30 Points', 30, 'Honorable Maestre de Campo'],
    ['Honorable Maestre de Campo | 26-30 Points', 26, 'Honorable Maestre de Campo'],
    ['Maestre de Campo | 20-25 Points', 25, 'Maestre de Campo'],
    ['Maestre de Campo | 20-25 Points', 20, 'Maestre de Campo'],
    ['Respectable Sargeant Mayor | 14-19 Points', 19, 'Respectable Sargeant Mayor'],
    ['Respectable Sargeant Mayor | 14-19 Points', 14, 'Respectable Sargeant Mayor'],
    ['Mediocre Sargeant Mayor | 8-13 Points', 13, 'Mediocre Sargeant Mayor'],
    ['Mediocre Sargeant Mayor | 8-13 Points', 8, 'Mediocre Sargeant Mayor'],
  ])('"%s": %i points', (_row, total, rank) => {
    expect(campaignRank(total)).toBe(rank);
  });

  it('30 is Legendary with thirtyIsLegendary ("+30") and Honorable by default ("26-30", ruling R12); below 8 no rank', () => {
    expect(campaignRank(30, true)).toBe('Legendary Maestre de Campo');
    expect(campaignRank(29, true)).toBe('Honorable Maestre de Campo');
    expect(campaignRank(7)).toBe('no rank (fewer than 8 points)');
  });
});
