import type { Dice } from '@muster/core';
import { initiativeRoll } from '../mechanics/initiativeRoll.js';
import type { Wss6mmOptions } from '../options/options.js';
import { BattleStateSchema, type BattleState, type Side } from './State.js';
import { DEPLOYMENT, deployArmy } from './deployment.js';
import { stateWith, withBuiltShapes } from './stateShapes.js';
import type { Wss6mmScenario } from './Scenario.js';

/**
 * The first state: both armies deployed as the scenario places them or in line 6" from their edges
 * (ruling R15), the CinCs behind their lines (ruling R35), initiative rolled for
 * turn 1. Rulebook: Command and Control > Brigade activation.
 */
export function setupBattle(scenario: Wss6mmScenario, dice: Dice, options: Wss6mmOptions): BattleState {
  const placed = deployedState(scenario, options);
  const first = initiativeRoll(dice, options.initiativeDie, ['A', 'B']).first as Side;
  return stateWith(placed, {
    first,
    activeSide: first,
    cincPending: options.cinc === 'on-table' ? [first, first === 'A' ? 'B' : 'A'] : [],
  });
}

/**
 * The deployed first state of `scenario` under `options`, before the initiative roll (its `first`, `activeSide` and
 * `cincPending` are placeholders that {@link setupBattle} sets), kept per scenario and options object. A batch plays
 * every battle from one parsed scenario and one set of options (core's prepareGames), and deploying the armies and
 * parsing the state through its schema was a twentieth of each battle. States are never changed once built, so the
 * battles may share its units, brigades and table.
 */
function deployedState(scenario: Wss6mmScenario, options: Wss6mmOptions): BattleState {
  let byOptions = deployed.get(scenario);
  if (byOptions === undefined) deployed.set(scenario, (byOptions = new WeakMap()));
  let state = byOptions.get(options);
  if (state === undefined) byOptions.set(options, (state = deploy(scenario, options)));
  return state;
}

const deployed = new WeakMap<Wss6mmScenario, WeakMap<Wss6mmOptions, BattleState>>();

/** Both armies deployed and the state parsed through its schema: {@link deployedState}, made afresh. */
function deploy(scenario: Wss6mmScenario, options: Wss6mmOptions): BattleState {
  const a = deployArmy(scenario.armies[0], 'A', scenario.table, scenario.deployment?.A);
  const b = deployArmy(scenario.armies[1], 'B', scenario.table, scenario.deployment?.B);
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
    first: 'A',
    activeSide: 'A',
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
    cincPending: [],
    units: [...a.units, ...b.units],
    result: null,
  });
  return withBuiltShapes(parsed);
}
