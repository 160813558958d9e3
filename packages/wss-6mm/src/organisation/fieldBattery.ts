/** Field artillery forms batteries of 1, 2 or 3 gun models. Rulebook: Artillery Fire. */
export const MAX_BATTERY_GUNS = 3;
/** "Field Artillery can take four hits before the model is removed." Rulebook: Casualties. */
export const HITS_PER_GUN = 4;
/** Drovers desert on 1d20 of 4 or less for each hit. Rulebook: Casualties. */
export const DROVERS_DESERT_ON = 4;

/**
 * The hits a battery takes for `elements` a table removes from it: an element of a fire table (artillery, small arms,
 * pistols in a melee) is one hit; an element it loses fighting in melee is a gun model, four hits (ruling R20). Written
 * once for the battle and the club companion.
 *
 * @example
 * hitsOnBattery(2, 'fire') // 2
 * hitsOnBattery(2, 'melee') // 8
 */
export function hitsOnBattery(elements: number, source: 'fire' | 'melee'): number {
  return source === 'melee' ? elements * HITS_PER_GUN : elements;
}

/** Gun models left in a battery of `guns` that has taken `hits` (4 hits remove a model). */
export function gunsRemaining(guns: number, hits: number): number {
  return Math.max(0, guns - Math.floor(hits / HITS_PER_GUN));
}
