import type { Dice, Vec } from '@muster/core';
import type { TerciosOptions } from '../options/options.js';
import type { TerciosPlugins } from '../plugins/combat.js';
import type { BattleEvent } from './Event.js';
import type { BattleState, PendingEscape, PendingPassed, PendingSelfless, ResumeAnswer } from './State.js';

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
  /**
   * The players' answers to what the rules leave them in the middle of a decision (`game/pausedResolution.ts`):
   * the resolution stops there until the side asked answers. Without it (the resolution's parts called on their own)
   * each question takes its default answer: the one the competent bot gives.
   */
  readonly answers?: BattleAnswers;
}

/** The questions a resolution asks a player at the moment the rules give them the choice. */
export interface BattleAnswers {
  /** In the wrong place: where the commander that passed its test moves away to. */
  escape(pending: PendingEscape): Vec;
  /** Selfless: whether the failed rout test is re-rolled (the commander killed). */
  selfless(pending: PendingSelfless): boolean;
  /**
   * Movement > Overlap, at the passing (`battle.passedThroughWhen: 'at-passing'`): whether the friendly commander the
   * unit passed through joins it (`join: true`), or the spot it is placed at (`to`).
   */
  passedThrough(pending: PendingPassed): PassedAnswer;
}

/** The answer on a commander passed through: `join: true`, or the spot `to`. */
export type PassedAnswer = Omit<Extract<ResumeAnswer, { kind: 'passed-through' }>, 'kind'>;
