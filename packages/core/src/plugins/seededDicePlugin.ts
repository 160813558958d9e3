import type { RecordedDice } from '../dice/Dice.js';
import { SeededDice } from '../dice/SeededDice.js';
import type { DicePlugin } from './DicePlugin.js';

/** The default dice source: seeded dice whose generator state is saved with the game. */
export const seededDicePlugin: DicePlugin = {
  id: 'core/seeded-dice',
  description: 'seeded dice (seedrandom tychei), state saved with the game',
  create: (seed) => SeededDice.fromSeed(seed),
  resume: (state) => SeededDice.fromState(state),
  save: (dice: RecordedDice) => (dice instanceof SeededDice ? dice.state() : null),
};
