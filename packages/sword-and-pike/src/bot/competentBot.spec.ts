import { playGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPike } from '../ruleset.js';

describe('the competent bot', () => {
  it('the competent bot beats the random bot in most seeded games, on either side', () => {
    let wins = 0;
    const games = 40;
    for (let i = 0; i < games; i++) {
      const competentSide = i % 2 === 0 ? 'A' : 'B';
      const game = playGame(swordAndPike, swordAndPike.exampleScenario(), {
        seed: `bots-${i}`,
        bots:
          competentSide === 'A'
            ? { A: swordAndPike.bots.competent!(), B: swordAndPike.bots.random!() }
            : { A: swordAndPike.bots.random!(), B: swordAndPike.bots.competent!() },
      });
      if (game.result().winner === competentSide) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(games * 0.8);
  });
});
