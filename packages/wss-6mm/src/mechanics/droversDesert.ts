import type { Dice } from '@muster/core';
import type { Wss6mmOptions } from '../options/options.js';
import { DROVERS_DESERT_ON } from '../organisation/fieldBattery.js';

/** The hits a battery has just taken, and whether it is deployed (a limbered battery rolls nothing). */
export interface DroversSituation {
  readonly hits: number;
  readonly deployed: boolean;
  /** The deployed battery has made the first of the two moves of limbering up (ruling R52). */
  readonly limbering?: boolean;
}

/**
 * "For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less means that the
 * civilian drovers have deserted" (the battery may no longer limber up). A battery that is not deployed
 * (limbered) rolls nothing; one that has begun limbering up rolls as deployed, or not with
 * `limberingDrovers: 'no-roll'` (ruling R52). Rulebook: Casualties; Formations.
 *
 * @example
 * droversDesert(dice, { hits: 2, deployed: true }, options, 'Grand battery'); // deserted with probability 1 - (16/20)^2
 */
export function droversDesert(
  dice: Dice,
  s: DroversSituation,
  options: Pick<Wss6mmOptions, 'limberingDrovers'>,
  who: string,
): { deserted: boolean } {
  let deserted = false;
  if (!s.deployed || (s.limbering === true && options.limberingDrovers === 'no-roll')) return { deserted };
  for (let i = 0; i < s.hits; i++)
    if (dice.d(20, `${who}: do the drovers desert? (4 or less)`) <= DROVERS_DESERT_ON) deserted = true;
  return { deserted };
}
