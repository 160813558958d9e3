/** Rulebook: The Army > Battle Sizes. */
export const BATTLE_SIZES = {
  small: 500,
  medium: 1000,
  large: 1500,
  'very-large': 2000,
  huge: 3000,
} as const;

/** A battle size name. */
export type BattleSize = keyof typeof BATTLE_SIZES;

/**
 * Brevis Editio: "We recommend an amount of 7 points to start with and up to 12 points when the rules are
 * mastered" (regiment points). 7 is the default limit; 12 the largest recommended.
 */
export const BREVIS_POINTS = { starter: 7, mastered: 12 } as const;
