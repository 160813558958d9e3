import type { Dice } from '@muster/core';
import type { Wss6mmOptions } from '../options/options.js';

/**
 * One roll of the rules, as the morale and combat contracts declare it: the dice, the typed situation the
 * battle builds from the table (the odds tool and the club map their parameters onto the same type), the
 * game's options (rulings), and who rolls (for the roll's purpose in the log). Returns the outcome; what
 * the outcome does to the table is a separate pure function (see `mechanics/testConsequences.ts`).
 */
export type RuleRoll<Situation, Outcome> = (
  dice: Dice,
  situation: Situation,
  options: Wss6mmOptions,
  who: string,
) => Outcome;
