// Measures the search bot against the random-legal bot over N seeded Maneuver games (default 200),
// alternating sides. Run after `npx tsup`: node packages/tacmento/scripts/duel.mjs [games]
import { playGame, randomLegalBot } from '@muster/core';
import { tacmento } from '../dist/index.js';

const games = Number(process.argv[2] ?? 200);
let wins = 0;
let draws = 0;
for (let i = 0; i < games; i++) {
  const side = i % 2 === 0 ? 'A' : 'B';
  const bots =
    side === 'A'
      ? { A: tacmento.bots.competent(), B: randomLegalBot() }
      : { A: randomLegalBot(), B: tacmento.bots.competent() };
  const result = playGame(tacmento, tacmento.exampleScenario(), { seed: `duel-${i}`, bots }).result();
  if (result.winner === side) wins++;
  else if (result.winner === null) draws++;
}
console.log(
  `search bot vs random-legal: ${wins} wins, ${draws} draws, ${games - wins - draws} losses in ${games} games (${((100 * wins) / games).toFixed(1)}%)`,
);
