import { PRISONER_POINTS, type TroopCard } from '../cards/TroopCard.js';
import type { Cell, Grid, Side } from '../grounds/Grid.js';
import { squadronRows } from '../sequence/legalDecisions.js';

/** The troop list {@link cardPoints} was asked about last, and each card's value by its number (first card of a number). */
let valued: { troops: readonly TroopCard[]; points: (number | undefined)[] } | null = null;

/**
 * The prisoner and infiltration values of a troop list, indexed by card number (the first card of a number;
 * undefined for a number the list lacks). The scoring and the bot ask for them for every cell of every candidate
 * move, so the values of the list asked about last are listed once. Troop lists are immutable data; do not
 * change the array.
 */
export function cardValues(troops: readonly TroopCard[]): readonly (number | undefined)[] {
  // Stryker disable next-line ConditionalExpression: speed only — a list valued afresh at every call gives the same values
  if (valued?.troops !== troops) {
    const points: (number | undefined)[] = [];
    for (const t of troops) points[t.number] ??= PRISONER_POINTS[t.troop];
    valued = { troops, points };
  }
  return valued.points;
}

/** The value of one card of {@link cardValues} (throws on an unknown number, as troopOf does). */
export function valueOf(values: readonly (number | undefined)[], card: number): number {
  const points = values[card];
  if (points === undefined) throw new Error(`no troop card ${card}`);
  return points;
}

/** The prisoner and infiltration value of the card with this number (throws on an unknown number, as troopOf does). */
export function cardPoints(troops: readonly TroopCard[], card: number): number {
  return valueOf(cardValues(troops), card);
}

/** The value of prisoners. Rulebook: 1st Round Scoring (Pikemen 1, Arquebusiers 1, Cavalries 2, Artilleries 2, Captain 3, Drummers 3). */
export function prisonerPoints(prisoners: readonly Cell[], troops: readonly TroopCard[]): number {
  const values = cardValues(troops);
  let sum = 0;
  // A loop, not a reduce with a closure: the bot scores every candidate move with this.
  for (const p of prisoners) sum += valueOf(values, p.card);
  return sum;
}

/**
 * Troops of `side` infiltrated in the enemy Squadron area, scored with the prisoner values.
 * Rulebook: 2nd Round and Final scoring — "score the troops that you managed to infiltrate in the enemy Squadron area."
 */
export function infiltrationPoints(grid: Grid, side: Side, troops: readonly TroopCard[]): number {
  const values = cardValues(troops);
  // The enemy Squadron area: the rows of the Grounds that are not the side's own (the rival's two).
  const ownRows = squadronRows(side);
  let sum = 0;
  // Index loops, not an iterator of [row, cells] pairs: the bot scores every candidate move with this.
  for (let row = 0; row < grid.length; row++) {
    if (ownRows.includes(row)) continue;
    for (const cell of grid[row]!) if (cell.owner === side) sum += valueOf(values, cell.card);
  }
  return sum;
}
