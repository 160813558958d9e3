import { playGame, type Bot, type Ruleset } from '@muster/core';
import { tacmento } from '@muster/tacmento';
import { wss6mm } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import type { BatchSetup } from '../src/batch/BatchSetup.js';
import { battlePlayer, battleSeed, defaultBots, playBattles } from '../src/batch/playBattles.js';

/** Battle `index` as it plays alone: its own container, options and scenario parsed for it. */
function alone(ruleset: Ruleset, index: number, setup: BatchSetup) {
  const [a, b] = defaultBots(ruleset).map((id) => (ruleset.bots as Record<string, () => Bot>)[id]!());
  return playGame(ruleset, ruleset.exampleScenario(), {
    seed: battleSeed('t', index),
    bots: { A: a!, B: b! },
    ...(setup.options !== undefined ? { options: setup.options } : {}),
  });
}

describe("a batch's battles share one set-up and nothing of each other", () => {
  it.each([
    ['tacmento', tacmento as Ruleset, [0, 1, 0], { options: { roundTurnLimit: 12, stationaryManeuver: true } }],
    ['wss-6mm', wss6mm as Ruleset, [1, 0], {}],
  ] as const)('%s: each battle has the log and state it has when played alone', (_, ruleset, indices, setup) => {
    const play = battlePlayer(ruleset, 't', defaultBots(ruleset), setup);
    for (const index of indices) {
      const { game } = play(index);
      const fresh = alone(ruleset, index, setup);
      expect(game!.log).toEqual(fresh.log);
      expect(game!.state).toEqual(fresh.state);
    }
  });

  it('a set-up that fails fails every battle with its error, as each battle alone would', () => {
    const records = playBattles(tacmento, 't', [0, 1], defaultBots(tacmento), { options: { roundTurnLimit: 1 } });
    expect(records.map((r) => r.victory)).toEqual(['error', 'error']);
    expect(records[0]!.error).toBe(records[1]!.error);
    expect(records[0]!.error).toMatch(/roundTurnLimit|2/);
  });
});
