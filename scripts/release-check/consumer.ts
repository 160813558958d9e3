// The consumer file `pnpm release:check` typechecks (strict, NodeNext) and runs in a new npm project against
// the packed packages: a battle, a replay of its saved game, and a variant with a rebound morale plugin.
import { defineVariant, playGame, replay } from '@muster/core';
import { defineTerciosMorale, tercios, terciosMoralePlugin } from '@muster/tercios';

const bots = () => ({ A: tercios.bots['competent']!(), B: tercios.bots['competent']!() });

// A battle. The game carries the ruleset's types: its state is Tercios' BattleState, with no cast.
const game = playGame(tercios, tercios.exampleScenario(), { seed: 'release-check', bots: bots() });
const state = game.state;
const result = game.result();
console.log(
  `battle: ${result.winner ?? 'draw'} (${result.victory}) after ${state.turn} turns, ${state.units.length} units`,
);

// A replay of its saved game, through JSON as a file would carry it.
const report = replay(tercios, JSON.parse(JSON.stringify(game.save())) as unknown);
console.log(
  `replay: ${report.identical ? 'identical' : `differs at entry ${report.firstDifference?.index}`}, turn ${report.game.state.turn}`,
);

// A custom plugin: a house rule that re-rolls a failed rout test once, bound in place of the rules' morale.
let calls = 0;
const rallyOnce = defineVariant({
  ruleset: 'tercios',
  name: 'rally once',
  plugins: {
    morale: defineTerciosMorale({
      id: 'house/rally-once',
      description: 'rout test: a failed test is re-rolled once',
      routTest: (dice, situation) => {
        calls++;
        const first = terciosMoralePlugin.routTest(dice, situation);
        if (!first.tested || first.passed || first.rerolled) return first;
        return { ...terciosMoralePlugin.routTest(dice, situation), rerolled: true };
      },
    }),
  },
});
const houseGame = playGame(tercios, tercios.exampleScenario(), {
  seed: 'release-check',
  bots: bots(),
  variant: rallyOnce,
});
const houseResult = houseGame.result();
console.log(
  `variant: ${houseResult.winner ?? 'draw'} after ${houseResult.turns} turns, routTest ${calls > 0 ? 'called' : 'never called'}`,
);
