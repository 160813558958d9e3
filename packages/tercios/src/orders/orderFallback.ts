import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';

/**
 * What a unit does when its order cannot be carried out (an Assault! with no enemy in sight, a Fire! with
 * no target): nothing, or with the Adaptation it advances at least one inch.
 * Rulebook: Order Cards (Assault!; "Adaptation of the rule"). Ruling: An order that cannot be carried out.
 */
export function orderFallback(
  options: Pick<TerciosOptions, 'advanceOneInchWhenOrderImpossible'> = DEFAULT_TERCIOS_OPTIONS,
): {
  readonly action: 'nothing' | 'advance';
  readonly minimumInches: number;
} {
  return options.advanceOneInchWhenOrderImpossible
    ? { action: 'advance', minimumInches: 1 }
    : { action: 'nothing', minimumInches: 0 };
}
