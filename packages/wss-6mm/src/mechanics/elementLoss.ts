/**
 * The consequence of fire or melee on a unit, written once for the battle and the club companion: the
 * elements it has lost after losing `elements` more (never more than it has) and whether it is gone.
 * "All casualties are taken as element loss." Rulebook: Casualties.
 *
 * @example
 * lossesAfter(6, 4, 3); // { lost: 6, destroyed: true }
 */
export function lossesAfter(size: number, lost: number, elements: number): { lost: number; destroyed: boolean } {
  const after = Math.min(size, lost + elements);
  return { lost: after, destroyed: after >= size };
}
