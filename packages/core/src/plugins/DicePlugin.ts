import type { RecordedDice } from '../dice/Dice.js';
import type { RngState } from '../dice/Rng.js';
import type { PluginInfo } from './PluginInfo.js';

/**
 * The source of a game's dice. The default rolls seeded dice whose state is saved with the game;
 * rebind it to let players type in real dice ({@link ScriptedDice}) or to apply a house rule.
 */
export interface DicePlugin extends PluginInfo {
  /** Dice for a new game. */
  create(seed: string): RecordedDice;
  /** Dice resumed from a saved state (the state is validated). */
  resume(state: RngState): RecordedDice;
  /** The state to save, if these dice have one (scripted dice have none). */
  save(dice: RecordedDice): RngState | null;
}
