import { describe, expect, it } from 'vitest';
import type { ObjectiveCard, Requirement } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { compileObjective, matchObjective } from './matchObjective.js';

// Rulebook: Completing an Instruction pattern — "Complete this pattern. You can move and/or rotate it along the
// Tercio. For A, you can choose only one color among the two indicated." "Keep in mind that you have all 4 rows and
// 3 columns to achieve this." A card that may not be moved sits at the north-west corner (ruling R5); a mirrored
// pattern counts only with allowMirror (ruling R6). Each requirement kind and each bound of the search, one at a time.

const troops = new Map(sampleDeck.troops.map((t) => [t.number, t]));
// Sample deck numbers: Pikemen (green) 1-5, Arquebusiers (red) 6-10, Cavalries (blue) 11-13, Captain (blue) 14,
// Artilleries (yellow) 15-17, Drummers (yellow) 18.
const card = (
  pattern: string[],
  legend: Record<string, Requirement>,
  flags: { move?: boolean; rotate?: boolean } = {},
): ObjectiveCard => ({
  number: 99,
  side: 'green-red',
  title: 'test pattern',
  pattern,
  legend,
  move: flags.move ?? true,
  rotate: flags.rotate ?? true,
  banners: Array<ObjectiveCard['banners'][number]>(12).fill('white'),
});
const plain = { allowMirror: false };
// A Tercio with no red, no blue and no yellow in its first row, and the Captain (14) alone at the south-east corner.
const tercio = [
  [1, 2, 3],
  [6, 7, 4],
  [15, 11, 5],
  [16, 12, 14],
];

describe('each kind of requirement (Rulebook: Completing an Instruction pattern)', () => {
  it('a troop type: two Cavalries, the Captain counted as cavalry; Arquebusiers where there are none fail', () => {
    expect(matchObjective(card(['C', 'C'], { C: { troop: 'cavalry' } }), tercio, troops, plain)).toEqual({
      rotation: 0,
      mirrored: false,
      row: 2,
      col: 1,
      choices: {},
    });
    // The Captain (14) and a Cavalry (12) side by side in the last row: the Captain belongs to the cavalry.
    expect(
      matchObjective(card(['CC'], { C: { troop: 'cavalry' } }, { rotate: false }), tercio, troops, plain),
    ).toMatchObject({
      row: 3,
      col: 1,
    });
    expect(matchObjective(card(['C'], { C: { troop: 'arquebusiers' } }), [[1]], troops, plain)).toBeNull();
  });
  it('a card by its number: card 14 (the Captain) where it lies, and nowhere else', () => {
    expect(matchObjective(card(['X'], { X: { card: 14 } }), tercio, troops, plain)).toMatchObject({ row: 3, col: 2 });
    expect(matchObjective(card(['X'], { X: { card: 13 } }), tercio, troops, plain)).toBeNull();
  });
  it('a colour: only the keys of "For A, you can choose" are reported as choices', () => {
    expect(matchObjective(card(['RR'], { R: { colour: 'red' } }), tercio, troops, plain)).toEqual({
      rotation: 0,
      mirrored: false,
      row: 1,
      col: 0,
      choices: {},
    });
  });
});

describe('the bounds of the search', () => {
  it('a pattern wider than the Tercio never wraps onto the next row, even anchored (ruling R5)', () => {
    // Four reds in a row would read 6, 7, 8 and then 9 from the next row if the pattern wrapped.
    const reds = [
      [6, 7, 8],
      [9, 1, 2],
    ];
    expect(
      matchObjective(card(['RRRR'], { R: { colour: 'red' } }, { move: false, rotate: false }), reds, troops, plain),
    ).toBeNull();
  });
  it('an empty Tercio completes nothing', () => {
    expect(matchObjective(card(['R'], { R: { colour: 'red' } }), [], troops, plain)).toBeNull();
  });
  it('with allowMirror (ruling R6), a pattern found as printed is reported unmirrored', () => {
    // An L of reds as printed: the mirrored L is not on this Tercio.
    const l = [
      [6, 1, 2],
      [7, 8, 3],
      [4, 5, 11],
      [12, 13, 15],
    ];
    expect(
      matchObjective(card(['R.', 'RR'], { R: { colour: 'red' } }, { rotate: false }), l, troops, { allowMirror: true }),
    ).toEqual({
      rotation: 0,
      mirrored: false,
      row: 0,
      col: 0,
      choices: {},
    });
  });
});

describe('compiled placements: every position the pattern may take on a Tercio of 4 rows and 3 columns, once', () => {
  it('a line of three may lie in any of the 4 rows, or stand in any of the 3 columns at 2 heights: 10 placements', () => {
    const compiled = compileObjective(card(['RRR'], { R: { colour: 'red' } }), 4, 3, plain);
    expect(compiled.placements.map(({ placement: p }) => `${p.rotation}:${p.row},${p.col}`)).toEqual([
      '0:0,0',
      '0:1,0',
      '0:2,0',
      '0:3,0',
      '1:0,0',
      '1:0,1',
      '1:0,2',
      '1:1,0',
      '1:1,1',
      '1:1,2',
    ]);
  });
  it('a pattern taller or wider than the Tercio has no placement, even anchored at the north-west corner (ruling R5)', () => {
    const anchored = { move: false, rotate: false };
    expect(compileObjective(card(['R', 'R'], { R: { colour: 'red' } }, anchored), 1, 3, plain).placements).toEqual([]);
    expect(compileObjective(card(['RRRR'], { R: { colour: 'red' } }, anchored), 4, 3, plain).placements).toEqual([]);
  });
  it('each placement tests the Tercio cells it covers, row by row (row-major index = row x 3 + column)', () => {
    const compiled = compileObjective(card(['R.', 'RR'], { R: { colour: 'red' } }, { rotate: false }), 4, 3, plain);
    expect(compiled.placements.map(({ tests }) => tests.map((t) => t.index))).toEqual([
      [0, 3, 4],
      [1, 4, 5],
      [3, 6, 7],
      [4, 7, 8],
      [6, 9, 10],
      [7, 10, 11],
    ]);
  });
});

describe('compiled once per card, Tercio shape and mirror ruling', () => {
  it('the same card and shape read the same compiled placements; another shape or the mirror ruling its own', () => {
    const objective = card(['RG'], { R: { colour: 'red' }, G: { colour: 'green' } }, { rotate: false });
    const first = compileObjective(objective, 4, 3, plain);
    expect(compileObjective(objective, 4, 3, plain)).toBe(first);
    // A 3 x 4 Tercio (rows and columns swapped) places the 1 x 2 pattern in 3 rows x 3 columns, not 4 x 2.
    expect(compileObjective(objective, 3, 4, plain).placements).toHaveLength(9);
    expect(first.placements).toHaveLength(8);
    // Mirrored, "GR" adds a placement per position (ruling R6), kept apart from the unmirrored ones.
    expect(compileObjective(objective, 4, 3, { allowMirror: true }).placements).toHaveLength(16);
    expect(compileObjective(objective, 4, 3, plain).placements).toHaveLength(8);
    // A card equal in every field is another card: compiled afresh, to the same placements.
    const twin = card(['RG'], { R: { colour: 'red' }, G: { colour: 'green' } }, { rotate: false });
    expect(compileObjective(twin, 4, 3, plain)).not.toBe(first);
    expect(compileObjective(twin, 4, 3, plain)).toEqual(first);
  });
});
