import type { Dice } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';

/** What the battle's resolution works with: the live state (a getter), the dice, `emit`, and the options. */
export interface BattleContext {
  readonly state: BattleState;
  readonly dice: Dice;
  emit(event: BattleEvent): void;
  readonly options: TerciosOptions;
}
