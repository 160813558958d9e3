import type { ArmySupport } from '@muster/core';
import { ArmyListSchema } from './ArmyList.js';
import { frenchArmy, imperialArmy } from './exampleArmies.js';
import { showArmy } from './showArmy.js';
import { validateArmy } from './validateArmy.js';

/**
 * Army lists of The Sword and the Pike for `muster army validate|show sword-and-pike`.
 *
 * @example
 * swordAndPikeArmies.validate(JSON.parse(text)).violations.forEach((v) => console.log(v.path, v.message));
 */
export const swordAndPikeArmies: ArmySupport = {
  schema: ArmyListSchema,
  validate: validateArmy,
  show: showArmy,
  examples: { french: frenchArmy, imperial: imperialArmy },
};
