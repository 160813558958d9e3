import { SPANISH_EMPIRE_1000 } from '../army/examples/spanishEmpire1000.js';
import { SWEDISH_EMPIRE_1000 } from '../army/examples/swedishEmpire1000.js';
import { scenarioFromArmies } from './scenarioFromArmies.js';
import type { TerciosScenario } from '../game/Scenario.js';

/**
 * The example battle: the Spanish Empire and the Swedish Empire example armies (1000 points each) on a
 * 72"x48" table, scenery by points, Brevis deployment. It records no `edition`: the example is played under either
 * edition (`muster battle tercios --option edition=brevis-editio` shows Brevis Editio's rules with it), while a
 * battle from the user's army files is played by the edition they were built for.
 */
export function exampleScenario(): TerciosScenario {
  const { edition: _eitherEdition, ...scenario } = scenarioFromArmies([SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000]);
  return scenario;
}
