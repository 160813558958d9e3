import { createGame, Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { wss6mm } from '../ruleset.js';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState } from '../game/State.js';
import { checkBattleDecision } from './sequence.js';

describe('checkBattleDecision', () => {
  it('accepts every candidate decision both as the generated object and as a copy, through the first 60 decisions', () => {
    const game = createGame<BattleState, BattleDecision>(wss6mm, wss6mm.exampleScenario(), { seed: 'candidates' });
    const bot = wss6mm.bots.competent!();
    const rng = Rng.fromSeed('bot');
    let checked = 0;
    for (let i = 0; i < 60 && game.activePlayer() !== null; i++) {
      const legal = game.legalDecisions();
      for (const d of legal) {
        expect(checkBattleDecision(game.state, d, DEFAULT_OPTIONS)).toBeNull();
        // A copy is compared by its canonical JSON, as a decision from a file or a user is.
        expect(checkBattleDecision(game.state, structuredClone(d), DEFAULT_OPTIONS)).toBeNull();
        checked++;
      }
      const choice = bot.decide({ state: game.state, player: game.activePlayer()!, legal, rng });
      expect(game.decide(choice)).toEqual({ ok: true });
    }
    expect(checked).toBeGreaterThan(60);
  });
});
