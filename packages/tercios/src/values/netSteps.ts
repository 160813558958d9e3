/**
 * Net steps from counted bonuses and penalties: "For each bonus '+', one penalty '-' is cancelled."
 * Rulebook: Components > Modifiers.
 */
export function netSteps(bonuses: number, penalties: number): number {
  return bonuses - penalties;
}
