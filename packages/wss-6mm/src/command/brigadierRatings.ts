/** A brigadier's rating. Rulebook: Command and Control. */
export type BrigadierRating = 'excellent' | 'good' | 'average' | 'weak' | 'poor';

/** The activation roll of each rating: 1d20 equal to or greater than this activates. */
export const ACTIVATION_ROLL: Readonly<Record<BrigadierRating, number>> = {
  excellent: 3,
  good: 5,
  average: 7,
  weak: 9,
  poor: 11,
};

/** All ratings, best first. */
export const BRIGADIER_RATINGS: readonly BrigadierRating[] = ['excellent', 'good', 'average', 'weak', 'poor'];

/** "All units must remain within 12" of their Brigadier." Rulebook: Command and Control. */
export const COMMAND_RADIUS = 12;
