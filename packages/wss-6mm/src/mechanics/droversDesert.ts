import type { Dice } from '@muster/core';
import { DROVERS_DESERT_ON } from '../organisation/fieldBattery.js';

/** The hits a deployed battery has just taken. */
export interface DroversSituation {
  readonly hits: number;
}

/**
 * For each hit a deployed battery takes, roll 1d20: 4 or less and the civilian drovers have deserted
 * (the battery may no longer limber up). Depends on no ruling. Rulebook: Casualties.
 *
 * @example
 * droversDesert(dice, { hits: 2 }, options, 'Grand battery'); // deserted with probability 1 - (16/20)^2
 */
export function droversDesert(dice: Dice, s: DroversSituation, _options: unknown, who: string): { deserted: boolean } {
  let deserted = false;
  for (let i = 0; i < s.hits; i++)
    if (dice.d(20, `${who}: do the drovers desert? (4 or less)`) <= DROVERS_DESERT_ON) deserted = true;
  return { deserted };
}
