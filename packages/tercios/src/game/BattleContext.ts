import type { Dice } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import type { TerciosPlugins } from '../plugins/combat.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';

/**
 * What the battle's resolution works with: the live state, the dice, `emit`, the options, and the morale
 * and combat plugins the container binds (every shot, combat and test rolls through them).
 */
export interface BattleContext {
  readonly state: BattleState;
  readonly dice: Dice;
  emit(event: BattleEvent): void;
  readonly options: TerciosOptions;
  readonly plugins: TerciosPlugins;
}
