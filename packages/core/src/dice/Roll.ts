/** The kinds of roll a {@link Dice} can make. */
export type RollKind = 'die' | 'pool' | 'pool-at-most' | 'sum' | 'faces';

/**
 * One recorded roll. Every roll carries its purpose in the words of the rules, so a log reads like a
 * game report: "Tercio 3 shooting at Musketeers: 3d6 needing 4+".
 */
export interface Roll {
  readonly kind: RollKind;
  /** Why the dice were rolled. */
  readonly purpose: string;
  /** Number of dice. */
  readonly count: number;
  /** Faces per die. */
  readonly sides: number;
  /** For pools: the lowest face that counts as a success (`pool-at-most`: the highest). */
  readonly target?: number;
  /** The result: the face (die), successes (pools), total (sum); for faces, the count of dice. */
  readonly result: number;
  /** The individual faces, highest first, for `faces` rolls (and pools/sums when faces were kept). */
  readonly faces?: readonly number[];
}

/** Receives every roll as it is made (an event log, a narrator, a test). */
export type RollListener = (roll: Roll) => void;

/**
 * One roll as a line: `purpose: 3d6 needing 4+ → 2 successes [6 4 1]`. Rulesets often put the dice in
 * the purpose already (`Tercio 3 shooting: 3d6 needing 4+`); then they are not repeated.
 */
export function describeRollLine(roll: Roll): string {
  const dice = describeRoll(roll);
  const what = describeRollResult(roll);
  const faces = roll.faces ? ` [${roll.faces.join(' ')}]` : '';
  const purpose = roll.purpose.includes(dice) ? roll.purpose : `${roll.purpose}: ${dice}`;
  return `${purpose} → ${what}${faces}`;
}

/** Human wording of a roll's result: `2 successes` (a pool), `rolled` (faces), else the total, e.g. `7`. */
export function describeRollResult(roll: Pick<Roll, 'kind' | 'result'>): string {
  if (roll.kind === 'pool' || roll.kind === 'pool-at-most')
    return `${roll.result} success${roll.result === 1 ? '' : 'es'}`;
  return roll.kind === 'faces' ? 'rolled' : String(roll.result);
}

/** Human wording of a roll's dice, e.g. `3d6 needing 4+`, `1d20`, `2d6`. */
export function describeRoll(roll: Pick<Roll, 'kind' | 'count' | 'sides' | 'target'>): string {
  const dice = `${roll.count}d${roll.sides}`;
  if (roll.kind === 'pool' && roll.target !== undefined) return `${dice} needing ${roll.target}+`;
  if (roll.kind === 'pool-at-most' && roll.target !== undefined) return `${dice} needing ${roll.target} or less`;
  return dice;
}
