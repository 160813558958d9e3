import { playGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';

describe('bots', () => {
  it('the competent bot beats the random bot in most seeded games (both sides)', () => {
    let wins = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const competentSide = i % 2 === 0 ? 'A' : 'B';
      const pair =
        competentSide === 'A'
          ? { A: wss6mm.bots.competent!(), B: wss6mm.bots.random!() }
          : { A: wss6mm.bots.random!(), B: wss6mm.bots.competent!() };
      const game = playGame(wss6mm, wss6mm.exampleScenario(), { seed: `duel-${i}`, bots: pair });
      if (game.result().winner === competentSide) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });
});
