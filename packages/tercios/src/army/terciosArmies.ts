import type { ArmySupport } from '@muster/core';
import { ArmyFileSchema } from './ArmyFile.js';
import { POLISH_LITHUANIAN_1000 } from './examples/polishLithuanian1000.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { SPANISH_EMPIRE_BREVIS_7 } from './examples/spanishEmpireBrevis.js';
import { SWEDISH_EMPIRE_1000 } from './examples/swedishEmpire1000.js';
import { showArmy } from './showArmy.js';
import { validateArmy } from './validateArmy.js';

/**
 * Tercios army lists for `muster army validate tercios FILE [--json]` and `muster army show`: the army-file
 * schema, the validator (both editions' building rules), the printer and four valid examples (one a Kingdoms army).
 *
 * @example
 * const report = terciosArmies.validate(JSON.parse(text));
 * console.log(terciosArmies.show(JSON.parse(text)));
 */
export const terciosArmies: ArmySupport = {
  schema: ArmyFileSchema,
  validate: (army) => validateArmy(army),
  // The CLI prints the validation report after the list, so the list alone here.
  show: (army) => showArmy(army, { violations: false }),
  examples: {
    'spanish-empire-1000': SPANISH_EMPIRE_1000,
    'swedish-empire-1000': SWEDISH_EMPIRE_1000,
    'spanish-empire-brevis-7': SPANISH_EMPIRE_BREVIS_7,
    'polish-lithuanian-1000': POLISH_LITHUANIAN_1000,
  },
};
