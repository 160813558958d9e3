import { ScriptedDice, describeRoll, parseParams, type Outcome, type Roll } from '@muster/core';
import { shootingWithSaves } from './shootingWithSaves.js';

/**
 * Plays the mechanic with dice rolled on a real table and typed in: the same function that gave the
 * exact odds now resolves one shot from the faces given, and every roll is reported with its purpose.
 * An impossible face (a 7 on a d6) or too few faces is refused with a `bad-dice` MusterError.
 *
 * @example
 * typedInShot([6, 4, 2, 5, 1], { dice: 3 }); // hits 2 (6, 4), saves on 5+: [5, 1] → 1 casualty
 */
export function typedInShot(
  faces: readonly number[],
  raw: Record<string, number>,
): { outcome: Outcome; rolls: string[] } {
  const rolls: Roll[] = [];
  const dice = ScriptedDice.of(faces, (roll) => rolls.push(roll));
  const outcome = shootingWithSaves.run(dice, parseParams(shootingWithSaves.params, raw));
  return {
    outcome,
    rolls: rolls.map(
      (r) => `${r.purpose}: ${describeRoll(r)} → ${r.result}${r.faces ? ` [${r.faces.join(' ')}]` : ''}`,
    ),
  };
}
