import {
  MusterError,
  ScriptedDice,
  type DiceRequest,
  type GameOptions,
  type MechanicDefinition,
  type Outcome,
  type ParamValues,
  type Roll,
} from '@muster/core';

/** Where entering real dice stands: the next roll to type in, or the finished outcome. */
export type TypedDiceProgress =
  | { readonly done: false; readonly request: DiceRequest; readonly rolls: readonly Roll[] }
  | { readonly done: true; readonly outcome: Outcome; readonly rolls: readonly Roll[] };

class NeedDice extends Error {
  constructor(readonly request: DiceRequest) {
    super('more dice needed');
  }
}

/**
 * Runs a mechanic on the faces typed in so far (core `ScriptedDice`, which refuses a face no die of
 * that size can show). Returns the next roll the players must make, or the outcome once every roll is
 * typed. Faces left over after the last roll are refused: the players typed more dice than the rules use.
 * `options` are the game's (its rulings; absent: the ruleset's defaults), as a seeded roll gets them.
 *
 * @example
 * typedDiceProgress(mechanic, params, []); // { done: false, request: { count: 3, sides: 6, ... } }
 */
export function typedDiceProgress(
  mechanic: MechanicDefinition,
  params: ParamValues,
  faces: readonly number[],
  options?: GameOptions,
): TypedDiceProgress {
  let next = 0;
  const rolls: Roll[] = [];
  const dice = new ScriptedDice(
    (request) => {
      if (next + request.count > faces.length) {
        if (next < faces.length) {
          throw new MusterError(
            'bad-dice',
            `"${request.purpose}" needs ${request.count} dice, but ${faces.length - next} ${faces.length - next === 1 ? 'was' : 'were'} typed`,
            { expected: `${request.count} faces of a d${request.sides}` },
          );
        }
        throw new NeedDice(request);
      }
      const taken = faces.slice(next, next + request.count);
      next += request.count;
      return taken;
    },
    (roll) => rolls.push(roll),
  );
  try {
    const outcome = mechanic.run(dice, params, options);
    if (next < faces.length) {
      throw new MusterError(
        'bad-dice',
        `${faces.length - next} more ${faces.length - next === 1 ? 'die was' : 'dice were'} typed than the rules roll`,
        { expected: `${next} faces in all`, received: `${faces.length}` },
      );
    }
    return { done: true, outcome, rolls };
  } catch (error) {
    if (error instanceof NeedDice) return { done: false, request: error.request, rolls };
    throw error;
  }
}
