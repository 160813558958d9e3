import type { Dice } from '@muster/core';

/** "Routed unit take a D4 of casualties when they rout." Rulebook: ROUTED UNITS. */
export function routCasualties(dice: Dice, { unit }: { readonly unit: string }): number {
  return dice.d(4, `${unit} routs: D4 casualties`);
}
