import { describe, expect, it } from 'vitest';
import { battleFailed, decideFailedBattle, newCampaign, recordAttempt, type CampaignState } from './campaign.js';

// Campaign Mode > Scoring: "If, after one attempt, you think you can do better, and you still have attempts
// available, cross out the previous score with an X and try your luck again. You will have to keep the new score,
// even if it is lower." Ruling R29 (`crossOuts`): a Battle's score is crossed out once; the new score is kept, even
// when it is itself a win with attempts left ('once'), unless `crossOuts: 'while-attempts-left'` (the earlier
// reading: any win may be crossed out while an attempt is left).
const lose = { won: false, score: 0 } as const;
const crossedAtFirst = (rules = {}) => recordAttempt(newCampaign(), { won: true, score: 9, retry: true }, rules);
const marks = (card: CampaignState) => card.history.map((h) => h.mark);

describe("crossing out a Battle's score twice (ruling R29, `crossOuts`)", () => {
  it("'once' (default): the new score after a cross-out is kept, even if the player asks to cross it out too", () => {
    // 1st attempt 9 + 1 crossed out; 2nd attempt a win of 4 (+0): "you will have to keep the new score".
    const card = recordAttempt(crossedAtFirst(), { won: true, score: 4, retry: true });
    expect(card).toMatchObject({ battle: 2, attempts: 0, crossedOut: false });
    expect(card.scores[0]).toBe(4);
    expect(marks(card)).toEqual(['X', 4]);
  });

  it("'once': the one cross-out may come after the 2nd attempt (the 1st lost); the 3rd's score is kept with its -1", () => {
    const lostFirst = recordAttempt(newCampaign(), lose);
    const crossed = recordAttempt(lostFirst, { won: true, score: 6, retry: true });
    expect(crossed).toMatchObject({ battle: 1, attempts: 2, crossedOut: true });
    const kept = recordAttempt(crossed, { won: true, score: 3, retry: true });
    expect(kept.scores[0]).toBe(2);
    expect(marks(kept)).toEqual(['X', 'X', 2]);
  });

  it("'once': a defeat after the cross-out is an X and another try; the 3rd attempt's win is kept", () => {
    const card = recordAttempt(recordAttempt(crossedAtFirst(), lose), { won: true, score: 5, retry: true });
    expect(card).toMatchObject({ battle: 2, scores: [4, null, null, null, null, null, null] });
  });

  it("'once': a Wildcard restarts the Battle, and its new attempts may cross out once again", () => {
    const failed = recordAttempt(recordAttempt(crossedAtFirst(), lose), lose);
    expect(battleFailed(failed)).toBe(true);
    const restarted = decideFailedBattle(failed, 'wildcard');
    const crossed = recordAttempt(restarted, { won: true, score: 7, retry: true });
    expect(crossed).toMatchObject({
      battle: 1,
      attempts: 1,
      crossedOut: true,
      scores: [null, null, null, null, null, null, null],
    });
  });

  it("'while-attempts-left': a second cross-out is allowed while an attempt is left; the 3rd attempt's score is kept", () => {
    const rules = { crossOuts: 'while-attempts-left' } as const;
    const twice = recordAttempt(crossedAtFirst(rules), { won: true, score: 4, retry: true }, rules);
    expect(twice).toMatchObject({ battle: 1, attempts: 2, crossedOut: true });
    const kept = recordAttempt(twice, { won: true, score: 3, retry: true }, rules);
    expect(kept.scores[0]).toBe(2);
    expect(marks(kept)).toEqual(['X', 'X', 2]);
  });
});
