import type { Roll } from './Roll.js';

/**
 * The dice a mechanic rolls. Mechanics are written once against this interface: with {@link SeededDice}
 * they play, with the enumerating dice of `enumerate()` they yield exact odds, with
 * {@link ScriptedDice} they replay dice typed in by players.
 *
 * Every method takes a `purpose` naming why the dice are rolled; it is recorded with the roll.
 * Pools are the heart of most rulesets: roll `count` dice and count those showing `target` or more.
 */
export interface Dice {
  /** Roll one die with `sides` faces; returns 1..sides. */
  d(sides: number, purpose: string): number;
  /** Roll `count` dice with `sides` faces and count those showing `target` or more. */
  pool(count: number, sides: number, target: number, purpose: string): number;
  /**
   * Roll `count` dice with `sides` faces and count those showing `ceiling` or less: for tables where a
   * low roll succeeds ("a D20 per figure, hits on 1-8"). Typed-in dice are then the faces players see.
   */
  poolAtMost(count: number, sides: number, ceiling: number, purpose: string): number;
  /** Roll `count` dice with `sides` faces and return their total. */
  sum(count: number, sides: number, purpose: string): number;
  /**
   * Roll `count` dice and return every face, highest first. Order within a throw carries no
   * information, so all Dice sort the same way and enumeration can count multisets.
   */
  faces(count: number, sides: number, purpose: string): number[];
}

/** Dice that also remember what they rolled (seeded and scripted dice). */
export interface RecordedDice extends Dice {
  /** Rolls made since the last {@link RecordedDice.takeRolls}. */
  takeRolls(): Roll[];
}
