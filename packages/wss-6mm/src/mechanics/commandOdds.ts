import { MusterError, type MechanicDefinition } from '@muster/core';
import { BRIGADIER_RATINGS, type BrigadierRating } from '../command/brigadierRatings.js';
import { activationTest } from './activationTest.js';
import { initiativeRoll } from './initiativeRoll.js';
import { canMove, moveDistance, type MoveArm, type MoveMode } from '../movement/movementTable.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { bool, flag, num, str } from '../plugins/oddsParams.js';

/** `initiative`: which side moves first. Rulebook: Command and Control > Brigade activation. */
export const initiativeMechanic: MechanicDefinition = {
  id: 'initiative',
  // No examples: ties are re-rolled without end, so the odds are sampled (`--trials N`), never enumerated.
  description: 'Each Commander-in-Chief rolls a die; the highest goes first (ties re-rolled)',
  source: 'Command and Control > Brigade activation',
  params: [
    {
      name: 'die',
      kind: 'integer',
      min: 2,
      max: 100,
      default: DEFAULT_OPTIONS.initiativeDie,
      description: 'ruling R11: sides of the initiative die (the rulebook says "a dice")',
      option: 'initiativeDie',
    },
  ],
  outcomes: ['first'],
  run: (dice, p) => ({ first: initiativeRoll(dice, num(p, 'die'), ['A', 'B']).first }),
};

/** `activation`: a brigade activation attempt. Rulebook: Command and Control > Brigade activation. */
export const activationMechanic: MechanicDefinition = {
  id: 'activation',
  examples: [{ rating: 'average' }],
  description: "Brigade activation: 1d20 equal to or greater than the brigadier's activation score",
  source: 'Command and Control > Brigade activation',
  params: [{ name: 'rating', kind: 'choice', choices: BRIGADIER_RATINGS, description: 'brigadier rating' }],
  outcomes: ['activated'],
  run: (dice, p) => ({ activated: activationTest(dice, str(p, 'rating') as BrigadierRating, 'brigade').activated }),
};

/** `move`: a move from the movement table. Rulebook: Movement. */
export const moveMechanic: MechanicDefinition = {
  id: 'move',
  examples: [
    { arm: 'horse', mode: 'charge' },
    { arm: 'foot', mode: 'march-column', road: true },
  ],
  description: 'A move in inches from the d6 movement table',
  source: 'Movement',
  params: [
    { name: 'arm', kind: 'choice', choices: ['foot', 'horse', 'artillery', 'officer'], description: 'who moves' },
    {
      name: 'mode',
      kind: 'choice',
      choices: ['move', 'charge', 'move-and-fire', 'march-column', 'routing', 'pursuit', 'fall-back'],
      default: 'move',
      description: 'how it moves',
    },
    flag('road', 'in march column on a road (best of 2d6)'),
  ],
  outcomes: ['inches'],
  validate: (p) => {
    if (!canMove(str(p, 'arm') as MoveArm, str(p, 'mode') as MoveMode))
      throw new MusterError('bad-input', `the movement table has no ${str(p, 'mode')} move for ${str(p, 'arm')}`, {
        path: 'params.mode',
        expected: 'a move the table prints',
      });
  },
  run: (dice, p) => ({
    inches: moveDistance(dice, str(p, 'arm') as MoveArm, str(p, 'mode') as MoveMode, 'unit', bool(p, 'road')),
  }),
};

/**
 * The ruleset's mechanics that are in neither plugin: command rolls (initiative, brigade activation) and
 * the movement table. `muster odds wss-6mm` lists them after the bound plugins' (core `mechanicsOf`).
 */
export const wss6mmMechanics: readonly MechanicDefinition[] = [initiativeMechanic, activationMechanic, moveMechanic];
