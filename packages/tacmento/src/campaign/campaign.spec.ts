import { describe, expect, it } from 'vitest';
import { tacmento } from '../ruleset.js';
import { campaignRank, campaignTotal, newCampaign, playCampaign, recordAttempt } from './campaign.js';

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

  it('three defeats use a Wildcard (-5, then -7: -12 for both); with none left the Campaign starts again', () => {
    let card = newCampaign();
    for (let i = 0; i < 3; i++) card = recordAttempt(card, { won: false, score: 0 });
    expect(card).toMatchObject({ battle: 1, attempts: 0, wildcards: 1 });
    card = recordAttempt(card, { won: true, score: 10 });
    expect(campaignTotal(card)).toBe(11 - 5);
    for (let i = 0; i < 3; i++) card = recordAttempt(card, { won: false, score: 0 });
    expect(card.wildcards).toBe(2);
    expect(campaignTotal(card)).toBe(11 - 12);
    for (let i = 0; i < 3; i++) card = recordAttempt(card, { won: false, score: 0 });
    expect(card).toMatchObject({
      battle: 1,
      wildcards: 0,
      restarts: 1,
      scores: [null, null, null, null, null, null, null],
    });
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
