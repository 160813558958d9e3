import type { Dice } from '@muster/core';
import type { MoraleClass } from '../profiles/TroopType.js';
import type { InitialMorale, InitialMoraleRoll } from './moraleCheck.js';

// Rulebook: MORALE > Initial Morale Chart (die roll D6 1..6 → basic morale).
const CHART: Record<MoraleClass, readonly [number, number, number, number, number, number]> = {
  'swiss-foot': [2, 3, 3, 4, 4, 4],
  'landsknecht-foot': [2, 3, 3, 3, 3, 4],
  'other-foot': [1, 2, 2, 3, 3, 4],
  'heavy-cavalry': [2, 3, 3, 4, 4, 4],
  'lighter-mounted': [2, 3, 3, 3, 3, 4],
  'gunners-auxiliaries': [1, 2, 2, 2, 2, 3],
};

/** The chart's rows as the rulebook names them (a roll's purpose reads these, never the ids). */
const ROW_NAMES: Record<MoraleClass, string> = {
  'swiss-foot': 'Swiss Foot',
  'landsknecht-foot': 'Landsknecht Foot',
  'other-foot': 'Other Foot',
  'heavy-cavalry': 'Gendarmes & other heavy cav.',
  'lighter-mounted': 'Lighter mounted units',
  'gunners-auxiliaries': 'Gunners & Auxiliaries',
};

/** The Initial Morale Chart entry for a D6 roll. */
export function initialMoraleFor(moraleClass: MoraleClass, roll: number): number {
  const row = CHART[moraleClass];
  const value = row[roll - 1];
  if (value === undefined) throw new RangeError(`a D6 shows 1-6, not ${roll}`);
  return value;
}

/**
 * "Roll 1 die and use Initial Morale Rating Chart to determine a units Basic Morale when first having to
 * check Morale." Rulebook: MORALE > Morale rules.
 *
 * @example
 * rollInitialMorale(dice, { unit: 'Swiss pike', moraleClass: 'swiss-foot' }) // { roll: 4, rating: 4 }
 */
export function rollInitialMorale(dice: Dice, { unit, moraleClass }: InitialMoraleRoll): InitialMorale {
  const roll = dice.d(6, `${unit}: Initial Morale Chart, ${ROW_NAMES[moraleClass]} row`);
  return { roll, rating: initialMoraleFor(moraleClass, roll) };
}
