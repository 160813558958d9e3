import type { MechanicDefinition } from './Mechanic.js';

/**
 * The generic mechanics of the built-in `dice` pseudo-ruleset: `muster odds dice pool` and `sum`.
 */
export const diceMechanics: readonly MechanicDefinition[] = [
  {
    id: 'pool',
    description: 'Roll a pool of dice and count those showing the target or more',
    params: [
      { name: 'dice', kind: 'integer', min: 0, max: 1000, description: 'number of dice' },
      { name: 'sides', kind: 'integer', min: 1, max: 1000, default: 6, description: 'faces per die' },
      { name: 'target', kind: 'integer', min: 1, max: 1001, description: 'lowest face that counts as a success' },
    ],
    outcomes: ['successes'],
    run: (dice, p) => ({
      successes: dice.pool(
        p.dice as number,
        p.sides as number,
        p.target as number,
        `${p.dice}d${p.sides} needing ${p.target}+`,
      ),
    }),
  },
  {
    id: 'sum',
    description: 'Roll dice and add them up',
    params: [
      { name: 'dice', kind: 'integer', min: 0, max: 1000, description: 'number of dice' },
      { name: 'sides', kind: 'integer', min: 1, max: 1000, default: 6, description: 'faces per die' },
    ],
    outcomes: ['total'],
    run: (dice, p) => ({ total: dice.sum(p.dice as number, p.sides as number, `${p.dice}d${p.sides}`) }),
  },
];
