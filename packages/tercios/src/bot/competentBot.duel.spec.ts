import { playGame, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';

// The competent bot against the random-legal bot, sides alternating, on the example battle.
// CI plays a modest number; `TERCIOS_DUEL_GAMES=200 npx vitest run packages/tercios/src/bot` measures more.
const GAMES = Number(process.env.TERCIOS_DUEL_GAMES ?? 20);

describe('competent bot against the random bot', () => {
  it(`wins at least 90% of ${GAMES} seeded battles`, () => {
    let wins = 0;
    const outcomes: Record<string, number> = {};
    for (let i = 0; i < GAMES; i++) {
      const competentSide = i % 2 === 0 ? 'A' : 'B';
      const bots: Record<string, Bot> =
        competentSide === 'A'
          ? { A: tercios.bots.competent!(), B: tercios.bots.random!() }
          : { A: tercios.bots.random!(), B: tercios.bots.competent!() };
      const result = playGame(tercios, tercios.exampleScenario(), { seed: `duel-${i}`, bots }).result();
      if (result.winner === competentSide) wins++;
      const key =
        result.winner === competentSide
          ? `win (${result.victory})`
          : result.winner === null
            ? 'draw'
            : `loss (${result.victory})`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    console.log(`competent bot: ${wins}/${GAMES} wins (${((100 * wins) / GAMES).toFixed(1)}%)`, outcomes);
    expect(wins / GAMES).toBeGreaterThanOrEqual(0.9);
  });
});
