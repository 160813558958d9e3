import { createGame, Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPike } from '../ruleset.js';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import type { SwordAndPikeEvent } from '../game/Event.js';
import type { SwordAndPikeState } from '../game/State.js';
import { checkDecision } from './legalDecisions.js';

describe('checkDecision', () => {
  it('accepts every candidate decision both as the generated object and as a copy, through the first 40 decisions', () => {
    const game = createGame<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent>(
      swordAndPike,
      swordAndPike.exampleScenario(),
      { seed: 'candidates' },
    );
    const bot = swordAndPike.bots.competent!();
    let checked = 0;
    for (let i = 0; i < 40 && game.activePlayer() !== null; i++) {
      const legal = game.legalDecisions();
      for (const d of legal) {
        expect(checkDecision(game.state, d)).toBeNull();
        // A copy is compared by its JSON, as a decision from a file or a user is.
        expect(checkDecision(game.state, structuredClone(d))).toBeNull();
        checked++;
      }
      const player = game.activePlayer()!;
      const choice = bot.decide({ state: game.state, player, legal, rng: Rng.fromSeed('bot') });
      expect(game.decide(choice)).toEqual({ ok: true });
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('refuses a copy of a candidate changed to an order no candidate gives', () => {
    const game = createGame<SwordAndPikeState, SwordAndPikeDecision, SwordAndPikeEvent>(
      swordAndPike,
      swordAndPike.exampleScenario(),
      { seed: 'candidates' },
    );
    const order = game.legalDecisions().find((d) => d.kind === 'order' && d.order === 'retire')!;
    expect(checkDecision(game.state, { ...order, target: 'nobody' } as SwordAndPikeDecision)).toBe(
      'not a legal decision now',
    );
  });
});
