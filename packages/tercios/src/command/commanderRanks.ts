/** One row of the rank table: virtues, traits and points. */
export interface CommanderRank {
  readonly rank: number;
  readonly virtues: number;
  readonly traits: number;
  readonly points: number;
}

/** Rulebook: Command (rank table): rank 0 to 5. A Commander-in-Chief is rank 2 to 5 (The Army). */
export const COMMANDER_RANKS: readonly CommanderRank[] = [
  { rank: 0, virtues: 0, traits: 0, points: 5 },
  { rank: 1, virtues: 0, traits: 1, points: 10 },
  { rank: 2, virtues: 1, traits: 1, points: 25 },
  { rank: 3, virtues: 1, traits: 2, points: 50 },
  { rank: 4, virtues: 2, traits: 2, points: 100 },
  { rank: 5, virtues: 2, traits: 3, points: 250 },
];

/**
 * Traits every commander has without choosing them; not counted in the rank's allowance. Rulebook: Command >
 * Common Traits: "Two traits apply to all commanders" — Fast and Inspiring; the third listed, Initiative, is one
 * of them only under ruling Initiative trait holders `all-commanders` (`traitsOfAllCommanders`).
 */
export const TRAITS_OF_ALL_COMMANDERS = ['fast', 'inspiring'] as const;

/** The traits every commander has under a reading of ruling Initiative trait holders. */
export function traitsOfAllCommanders(initiative: 'chosen' | 'all-commanders'): readonly string[] {
  return initiative === 'all-commanders' ? [...TRAITS_OF_ALL_COMMANDERS, 'initiative'] : TRAITS_OF_ALL_COMMANDERS;
}

/** The command radius in inches (Presence: 9). Rulebook: Order Cards > Testing Orders; Command > Common Traits. */
export const COMMAND_RADIUS = 6;
/** A commander's movement in inches (Impetus: 9). Rulebook: Command > Activating a Commander. */
export const COMMANDER_MOVE = 6;
