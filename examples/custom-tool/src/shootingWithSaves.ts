import type { MechanicDefinition } from '@muster/core';

/**
 * A home-made mechanic, written once as a function of dice: roll a pool to hit, then the target rolls
 * one save die per hit. Exact odds (`enumerate`), Monte Carlo and typed-in dice all run this same code.
 */
export const shootingWithSaves: MechanicDefinition = {
  id: 'shooting-with-saves',
  description: 'roll to hit, then one save per hit; unsaved hits are casualties',
  params: [
    { name: 'dice', kind: 'integer', min: 0, max: 40, description: 'shooting dice' },
    { name: 'hit', kind: 'integer', min: 2, max: 6, default: 4, description: 'lowest face that hits' },
    { name: 'save', kind: 'integer', min: 2, max: 7, default: 5, description: 'lowest face that saves (7: no save)' },
  ],
  outcomes: ['hits', 'casualties'],
  run: (dice, p) => {
    const hits = dice.pool(p.dice as number, 6, p.hit as number, 'shooting');
    // A pool, not `hits` separate d6: the rules only count saves, so enumeration branches binomially.
    const saves = (p.save as number) > 6 ? 0 : dice.pool(hits, 6, p.save as number, 'saves against the hits');
    return { hits, casualties: hits - saves };
  },
};
