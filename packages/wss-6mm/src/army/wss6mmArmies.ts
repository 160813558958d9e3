import type { ArmySupport } from '@muster/core';
import { ArmyListSchema } from './ArmyList.js';
import { BRITISH_ARMY, FRENCH_ARMY } from './exampleArmies.js';
import { showArmy } from './showArmy.js';
import { validateArmy } from './validateArmy.js';

/**
 * Army lists of wss-6mm for `muster army validate|show`: schema, organisation validator, printer and the
 * two example armies (`british`, `french`).
 */
export const wss6mmArmies: ArmySupport = {
  schema: ArmyListSchema,
  validate: validateArmy,
  show: showArmy,
  examples: { british: BRITISH_ARMY, french: FRENCH_ARMY },
};
