import type { Dice } from '@muster/core';
import { DROVERS_DESERT_ON } from '../organisation/fieldBattery.js';

/** The hits a battery has just taken, and whether it is deployed (a limbered battery rolls nothing). */
export interface DroversSituation {
  readonly hits: number;
  readonly deployed: boolean;
}

/**
 * "For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less means that the
 * civilian drovers have deserted" (the battery may no longer limber up). A battery that is not deployed
 * (limbered) rolls nothing. Depends on no ruling. Rulebook: Casualties.
 *
 * @example
 * droversDesert(dice, { hits: 2, deployed: true }, options, 'Grand battery'); // deserted with probability 1 - (16/20)^2
 */
export function droversDesert(dice: Dice, s: DroversSituation, _options: unknown, who: string): { deserted: boolean } {
  let deserted = false;
  if (!s.deployed) return { deserted };
  for (let i = 0; i < s.hits; i++)
    if (dice.d(20, `${who}: do the drovers desert? (4 or less)`) <= DROVERS_DESERT_ON) deserted = true;
  return { deserted };
}
