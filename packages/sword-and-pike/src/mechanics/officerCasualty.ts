import type { Dice } from '@muster/core';

/** What befalls an attached officer when his unit suffers casualties. */
export type OfficerFate = 'unharmed' | 'killed' | 'wounded' | 'captured';

/** An officer attached to a unit that suffered casualties. */
export interface OfficerAtRisk {
  /** Who he is and whom he is with, for the roll's purpose. */
  readonly officer: string;
  /** Fire or melee casualties: a 19 wounds him under fire, captures him in a melee. */
  readonly cause: 'fire' | 'melee';
}

/**
 * Rulebook: OFFICERS — "roll a D20. If the result is 20 then an attached officer is killed ... If the result
 * is 19, and the roll is due to fire casualties, then the officer is taken, wounded to the rear. If ... due
 * to melee casualties, then the officer is captured".
 */
export function officerCasualty(dice: Dice, { officer, cause }: OfficerAtRisk): OfficerFate {
  const roll = dice.d(20, `${officer}: officer casualty D20 (${cause})`);
  if (roll === 20) return 'killed';
  if (roll === 19) return cause === 'fire' ? 'wounded' : 'captured';
  return 'unharmed';
}
