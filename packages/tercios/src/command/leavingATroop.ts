/**
 * Leaving a troop ("Coward"): an attached commander may leave its unit only if it did not join it this
 * turn and the unit has not been activated. Returns why not, or null. Rulebook: Command > Leaving a Troop.
 */
export function leavingATroop(input: {
  readonly joinedThisTurn: boolean;
  readonly unitActivated: boolean;
}): string | null {
  return input.joinedThisTurn || input.unitActivated
    ? 'a commander may leave a unit only if it did not join it this turn and the unit has not been activated'
    : null;
}
