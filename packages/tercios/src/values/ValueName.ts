/** The six values of a unit. Rulebook: Components > Values. */
export type ValueName = 'speed' | 'melee' | 'shoot' | 'discipline' | 'courage' | 'stamina';

/** All value names, in the rulebook's order. */
export const VALUE_NAMES: readonly ValueName[] = ['speed', 'melee', 'shoot', 'discipline', 'courage', 'stamina'];
