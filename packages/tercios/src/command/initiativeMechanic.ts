import type { MechanicDefinition } from '@muster/core';
import { terciosOptionsOf } from '../options/terciosOptionsOf.js';
import { rollInitiative } from './rollInitiative.js';
import type { TraitId } from './traits.js';

/**
 * Initiative as an odds mechanic (`muster odds tercios initiative`, the club's initiative step): the same
 * `rollInitiative` the battle rolls at the start of every turn. It is a command roll, not morale or
 * combat, so it belongs to no plugin and is listed in `tercios.mechanics`.
 */
export const initiativeMechanic: MechanicDefinition = {
  id: 'initiative',
  description: 'Initiative: each player rolls 1D6, highest wins; a tie goes to the higher-ranked Commander-in-Chief',
  source: 'Game Sequence > Initiative',
  params: [
    {
      name: 'rank-a',
      kind: 'integer',
      min: -1,
      max: 5,
      default: 0,
      description: "rank of side A's Commander-in-Chief or who stands in (-1: none, initiativeWithoutChief loses-ties)",
    },
    {
      name: 'rank-b',
      kind: 'integer',
      min: -1,
      max: 5,
      default: 0,
      description: "rank of side B's Commander-in-Chief or who stands in (-1: none, initiativeWithoutChief loses-ties)",
    },
    {
      name: 'initiative-trait-a',
      kind: 'boolean',
      description: "side A's Commander-in-Chief has the Initiative trait",
    },
    {
      name: 'initiative-trait-b',
      kind: 'boolean',
      description: "side B's Commander-in-Chief has the Initiative trait",
    },
  ],
  outcomes: ['first'],
  // Rulings Initiative trait and Initiative re-rolls come from the game's options.
  run: (dice, p, game) => {
    const side = (player: string, rank: unknown, trait: unknown) => ({
      player,
      commanderInChief: { rank: Number(rank), traits: (trait === true ? ['initiative'] : []) as TraitId[] },
    });
    const result = rollInitiative(
      dice,
      [side('A', p['rank-a'], p['initiative-trait-a']), side('B', p['rank-b'], p['initiative-trait-b'])],
      terciosOptionsOf(game),
    );
    return { first: result.winner };
  },
};
