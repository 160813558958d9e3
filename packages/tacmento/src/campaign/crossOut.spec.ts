import { describe, expect, it } from 'vitest';
import { tacmento } from '../ruleset.js';
import { mayCrossOut, newCampaign, playCampaign, recordAttempt, type CampaignState } from './campaign.js';

// Campaign Mode > Scoring (/work/shared/rules/tacmento.txt): "If, after one attempt, you think you can do better, and
// you still have attempts available, cross out the previous score with an X and try your luck again. You will have to
// keep the new score, even if it is lower." The choice is the player's: `playCampaign` asks it through `crossOut`
// (it used to keep every win), only while the scorecard allows it (`mayCrossOut`; ruling R29 for a second time).

describe('Campaign: crossing out a win to try again is the player’s choice', () => {
  it('mayCrossOut: attempts left, and once a Battle (R29 once) or while attempts remain (while-attempts-left)', () => {
    const fresh = newCampaign();
    expect(mayCrossOut(fresh)).toBe(true);
    const crossed = recordAttempt(fresh, { won: true, score: 6, retry: true });
    expect(crossed).toMatchObject({ attempts: 1, crossedOut: true });
    expect(mayCrossOut(crossed)).toBe(false);
    expect(mayCrossOut(crossed, { crossOuts: 'while-attempts-left' })).toBe(true);
    // The third attempt is the last: its win is kept whatever the rules.
    const twoLost: CampaignState = recordAttempt(recordAttempt(fresh, { won: false, score: 0 }), {
      won: false,
      score: 0,
    });
    expect(mayCrossOut(twoLost, { crossOuts: 'while-attempts-left' })).toBe(false);
  });

  it('playCampaign asks after each win it may cross out, and tries again when the player says so', () => {
    const asked: { battle: number; attempts: number; score: number }[] = [];
    const { card } = playCampaign({
      seed: 'flanders',
      bot: tacmento.bots.competent!(),
      crossOut: (c, score) => {
        asked.push({ battle: c.battle, attempts: c.attempts, score });
        // Try Battle 1 again once, keep every other win.
        return c.battle === 1 && c.attempts === 0;
      },
    });
    const kept = playCampaign({ seed: 'flanders', bot: tacmento.bots.competent!() });
    expect(asked.length).toBeGreaterThan(0);
    // Asked only while the card allows it: never at a third attempt, never twice in a Battle under R29's `once`.
    for (const a of asked) expect(a.attempts).toBeLessThan(2);
    expect(asked[0]).toMatchObject({ battle: 1, attempts: 0 });
    // Battle 1: the first win crossed out with an X, then a second attempt recorded.
    expect(card.history[0]).toEqual({ battle: 1, attempt: 1, mark: 'X' });
    expect(card.history[1]).toMatchObject({ battle: 1, attempt: 2 });
    expect(kept.card.history[0]).toMatchObject({ battle: 1, attempt: 1 });
    expect(kept.card.history[0]!.mark).not.toBe('X');
  });
});
