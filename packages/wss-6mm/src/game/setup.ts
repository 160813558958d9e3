import type { Dice } from '@muster/core';
import { initiativeRoll } from '../mechanics/initiativeRoll.js';
import type { Wss6mmOptions } from '../options/options.js';
import { BattleStateSchema, type BattleState, type Side } from './State.js';
import { DEPLOYMENT, deployArmy } from './deployment.js';
import { withBuiltShapes } from './stateShapes.js';
import type { Wss6mmScenario } from './Scenario.js';

/**
 * The first state: both armies deployed as the scenario places them or in line 6" from their edges
 * (ruling R15), the CinCs behind their lines (ruling R35), initiative rolled for
 * turn 1. Rulebook: Command and Control > Brigade activation.
 */
export function setupBattle(scenario: Wss6mmScenario, dice: Dice, options: Wss6mmOptions): BattleState {
  const a = deployArmy(scenario.armies[0], 'A', scenario.table, scenario.deployment?.A);
  const b = deployArmy(scenario.armies[1], 'B', scenario.table, scenario.deployment?.B);
  const first = initiativeRoll(dice, options.initiativeDie, ['A', 'B']).first as Side;
  // Parsed through the state schema so fields are in schema order, exactly as a resumed save has them.
  const parsed = BattleStateSchema.parse({
    name: scenario.name,
    turn: 1,
    phase: 'movement',
    table: { ...scenario.table, terrain: scenario.terrain.map((t) => structuredClone(t)) },
    armies: {
      A: { name: scenario.armies[0].name, commander: scenario.armies[0].commander.name },
      B: { name: scenario.armies[1].name, commander: scenario.armies[1].commander.name },
    },
    first,
    activeSide: first,
    current: null,
    pendingCharge: null,
    fire: null,
    ride: null,
    rally: null,
    brigades: [...a.brigades, ...b.brigades],
    // Ruling R35: each CinC starts 4" behind the middle of his army's deployment line.
    cincs:
      options.cinc === 'on-table'
        ? {
            A: {
              name: scenario.armies[0].commander.name,
              ...(scenario.deployment?.A?.cinc ?? { x: scenario.table.width / 2, y: DEPLOYMENT.fromEdge - 4 }),
              attached: null,
            },
            B: {
              name: scenario.armies[1].commander.name,
              ...(scenario.deployment?.B?.cinc ?? {
                x: scenario.table.width / 2,
                y: scenario.table.depth - DEPLOYMENT.fromEdge + 4,
              }),
              attached: null,
            },
          }
        : null,
    cincPending: options.cinc === 'on-table' ? [first, first === 'A' ? 'B' : 'A'] : [],
    units: [...a.units, ...b.units],
    result: null,
  });
  return withBuiltShapes(parsed);
}
