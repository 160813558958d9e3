import type { TerciosOptions } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

/** Where in the rules a modifier is being asked for. */
export type RuleStep =
  | 'shoot'
  | 'shooting-resistance'
  | 'melee'
  | 'melee-resistance'
  | 'order-test'
  | 'reaction-test'
  | 'rout-test'
  | 'movement';

/** What a rule hook sees: the step, the unit, its enemy and the circumstances. */
export interface RuleContext {
  readonly step: RuleStep;
  readonly self: TerciosUnit;
  readonly enemy?: TerciosUnit;
  /** Melee: an additional round of Dirty war! (charge bonuses no longer apply). */
  readonly dirtyWarRound?: boolean;
  /** Melee: the combat follows a counter-charge. */
  readonly counterCharge?: boolean;
  /** Melee: `self` is the unit being charged. */
  readonly charged?: boolean;
  /** Reaction test: the reaction attempted. */
  readonly reaction?: string;
  /** Reaction test: the enemy only came within 3" (no charge), so no charge-only modifier (Evasion's +). */
  readonly approach?: boolean;
  readonly options: TerciosOptions;
}
