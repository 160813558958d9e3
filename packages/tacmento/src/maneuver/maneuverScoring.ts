import { PRISONER_POINTS, type TroopCard } from '../cards/TroopCard.js';
import type { Cell, Grid, Side } from '../grounds/Grid.js';
import { squadronRows } from '../sequence/legalDecisions.js';

/** The troop list {@link cardPoints} was asked about last, and each card's value by its number (first card of a number). */
let valued: { troops: readonly TroopCard[]; points: (number | undefined)[] } | null = null;

/**
 * The prisoner and infiltration value of the card with this number (throws on an unknown number, as
 * troopOf does). The scoring and the bot ask it for every cell of every candidate move, so the values of
 * the troop list asked about last are listed by card number once. Troop lists are immutable data.
 */
export function cardPoints(troops: readonly TroopCard[], card: number): number {
  // Stryker disable next-line ConditionalExpression: speed only — a list valued afresh at every call gives the same values
  if (valued?.troops !== troops) {
    const points: (number | undefined)[] = [];
    for (const t of troops) points[t.number] ??= PRISONER_POINTS[t.troop];
    valued = { troops, points };
  }
  const points = valued.points[card];
  if (points === undefined) throw new Error(`no troop card ${card}`);
  return points;
}

/** The value of prisoners. Rulebook: 1st Round Scoring (Pikemen 1, Arquebusiers 1, Cavalries 2, Artilleries 2, Captain 3, Drummers 3). */
export function prisonerPoints(prisoners: readonly Cell[], troops: readonly TroopCard[]): number {
  return prisoners.reduce((sum, p) => sum + cardPoints(troops, p.card), 0);
}

/**
 * Troops of `side` infiltrated in the enemy Squadron area, scored with the prisoner values.
 * Rulebook: 2nd Round and Final scoring — "score the troops that you managed to infiltrate in the enemy Squadron area."
 */
export function infiltrationPoints(grid: Grid, side: Side, troops: readonly TroopCard[]): number {
  // The enemy Squadron area: the two rows of the four that are not the side's own.
  const ownRows = squadronRows(side);
  let sum = 0;
  // Index loops, not an iterator of [row, cells] pairs: the bot scores every candidate move with this.
  for (let row = 0; row < grid.length; row++) {
    if (ownRows.includes(row)) continue;
    for (const cell of grid[row]!) if (cell.owner === side) sum += cardPoints(troops, cell.card);
  }
  return sum;
}
