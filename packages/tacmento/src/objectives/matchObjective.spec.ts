import { describe, expect, it } from 'vitest';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { matchObjective } from './matchObjective.js';

const troops = new Map(sampleDeck.troops.map((t) => [t.number, t]));
const objective = (n: number): ObjectiveCard => sampleDeck.objectives.find((o) => o.number === n)!;
const plain = { allowMirror: false };
// Sample deck numbers: greens 1-5, reds 6-10, cavalry 11-13, Captain 14, artillery 15-17, Drummers 18.

describe('objective matching (Rulebook: Completing an Instruction pattern)', () => {
  it('a pattern may be moved anywhere along the Tercio', () => {
    const tercio = [
      [1, 2, 3],
      [4, 5, 11],
      [6, 7, 8],
      [12, 13, 15],
    ];
    expect(matchObjective(objective(1), tercio, troops, plain)).toMatchObject({ row: 2, col: 0, rotation: 0 });
  });

  it('a pattern may be rotated: three reds in a column complete "Line of shot"', () => {
    const tercio = [
      [6, 2, 3],
      [7, 5, 11],
      [8, 1, 4],
      [12, 13, 15],
    ];
    expect(matchObjective(objective(1), tercio, troops, plain)).toMatchObject({ rotation: 1, row: 0, col: 0 });
  });

  it('a card that may not be rotated is matched only as printed', () => {
    // Objective 12: reds above greens, rotate false. Greens above reds is the pattern turned half a circle.
    const printed = [
      [6, 7, 8],
      [1, 2, 3],
      [11, 12, 13],
      [15, 16, 17],
    ];
    const turned = [
      [1, 2, 3],
      [6, 7, 8],
      [11, 12, 13],
      [15, 16, 17],
    ];
    expect(matchObjective(objective(12), printed, troops, plain)).not.toBeNull();
    expect(matchObjective(objective(12), turned, troops, plain)).toBeNull();
  });

  it('"For A, you can choose only one color among the two indicated": all A cells share the chosen colour', () => {
    const greens = [
      [1, 2, 3],
      [6, 11, 7],
      [8, 12, 9],
      [13, 15, 16],
    ];
    const mixed = [
      [1, 2, 6],
      [7, 11, 3],
      [8, 12, 9],
      [13, 15, 16],
    ];
    expect(matchObjective(objective(4), greens, troops, plain)).toMatchObject({ choices: { A: 'green' } });
    expect(matchObjective(objective(4), mixed, troops, plain)).toBeNull();
  });

  it('the Captain counts as cavalry (blue) and the Drummers as artillery (yellow)', () => {
    const card: ObjectiveCard = {
      ...objective(8),
      pattern: ['C', 'A'],
      legend: { C: { troop: 'cavalry' }, A: { troop: 'artillery' } },
    };
    const tercio = [
      [14, 2, 3],
      [18, 5, 1],
      [6, 7, 8],
      [9, 10, 11],
    ];
    expect(matchObjective(card, tercio, troops, plain)).toMatchObject({ row: 0, col: 0 });
    expect(matchObjective(objective(8), tercio, troops, plain)).toMatchObject({ row: 0, col: 0 }); // blue over yellow
  });

  it('a card that may not be moved is anchored at the north-west corner (ruling R5)', () => {
    // Objective 16: pikes at the four corners of the Tercio (4 x 3 pattern, move false).
    const corners = [
      [1, 6, 2],
      [7, 8, 9],
      [10, 11, 12],
      [3, 13, 4],
    ];
    expect(matchObjective(objective(16), corners, troops, plain)).not.toBeNull();
    expect(
      matchObjective(
        objective(16),
        [
          [6, 1, 2],
          [7, 8, 9],
          [10, 11, 12],
          [3, 13, 4],
        ],
        troops,
        plain,
      ),
    ).toBeNull();
  });

  it('a mirrored pattern does not count unless allowMirror (ruling R6)', () => {
    // An asymmetric L: red corner, green east, blue south. Its mirror (green west) is no rotation of it.
    const card: ObjectiveCard = {
      ...objective(1),
      pattern: ['RG', 'B.'],
      legend: { R: { colour: 'red' }, G: { colour: 'green' }, B: { colour: 'blue' } },
    };
    const mirrored = [
      [2, 6, 15],
      [16, 11, 17],
      [7, 8, 9],
      [10, 13, 1],
    ]; // G R / . B at the top: the mirror image
    expect(matchObjective(card, mirrored, troops, plain)).toBeNull();
    expect(matchObjective(card, mirrored, troops, { allowMirror: true })).toMatchObject({ mirrored: true });
  });
});
