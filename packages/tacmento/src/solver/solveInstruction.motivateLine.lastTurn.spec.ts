import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import { r15Setup } from './__fixtures__/r15.js';
import { loadSetup } from './InstructionSetup.js';
import { tabulateMoveShapes } from './SolverModel.js';
import { solveInstruction } from './solveInstruction.js';

// Ruling R15 in the solver's last turn and its move tables. Rulebook: Motivate — "you can make an extra move in the
// same direction of movement that just occurred. The troop expelled from the formation is placed in the empty slot."
// Under motivateLine 'parallel' the extra move may push any line parallel to the push: a turn changes two parallel
// lines, which fit no changed set (WIDE), so the search's last turn plays such a move and counts its lines.
// Sample deck: cavalry 12-13 and the Captain 14 are blue, the Drummers 18; Objective 11 is BBB in any line.
const setupWith = (turnLimit: number) =>
  loadSetup({ ...r15Setup, rules: { turnLimit } }, `r15-last-turn-${turnLimit}.json`);

describe("the solver's last turn under motivateLine 'parallel' (ruling R15)", () => {
  it('finds a push and Motivate along the next row with one turn allowed: only the last turn can find it', () => {
    // Cavalry 13 pushed west along row 1, then Motivate west along row 2: column 3 reads 13, 12, 14.
    expect(solveInstruction(setupWith(1), { options: { motivateLine: 'parallel' } })).toMatchObject({
      status: 'solved',
      turns: 1,
      moves: [{ kind: 'squadron', row: 0, col: 1, direction: 'west', ability: { kind: 'motivate', line: 1 } }],
    });
  });

  it('counts two lines a turn with the Drummers and no Captain in play (Objective 16, pikemen in the four corners)', () => {
    // Without the Captain only Motivate along a parallel line changes two lines in a turn: a search that counted one
    // line a turn (as under 'same') would cut this one-turn answer. Found by scanning shuffled Tercios.
    const corners = loadSetup(
      {
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [16],
        tercio: [
          [6, 2, 4],
          [3, 8, 5],
          [18, 11, 17],
          [13, 10, 7],
        ],
        reserve: [15, 12, 1],
        rules: { turnLimit: 1 },
      },
      'r15-no-captain.json',
    );
    const solved = solveInstruction(corners, { options: { motivateLine: 'parallel' } });
    expect(solved).toMatchObject({ status: 'solved', turns: 1 });
    if (solved.status === 'solved') expect(solved.moves[0]).toMatchObject({ ability: { kind: 'motivate' } });
    expect(solveInstruction(corners, { options: { motivateLine: 'same' } }).status).not.toBe('solved');
  });

  it("answers that one turn is not enough under 'same' (Motivate pushes the same row again)", () => {
    const result = solveInstruction(setupWith(1), { options: { motivateLine: 'same' } });
    expect(result.status).not.toBe('solved');
  });
});

describe("the move tables under motivateLine 'parallel' (ruling R15)", () => {
  it('a Motivate along the pushed line changes that line alone; one along a parallel line changes two (no one line)', () => {
    const rows = 4;
    const shapes = tabulateMoveShapes(sampleDeck.troops, rows, 3, false, 'parallel');
    let along = 0;
    let parallel = 0;
    shapes.abilityIndex.forEach((a, move) => {
      const ability = a >= 0 ? shapes.abilities[a] : undefined;
      if (ability?.kind !== 'motivate') return;
      // The base push's one line, rows first then columns; Motivate's line counts within the push's direction.
      const pushLine = shapes.lineOf[shapes.baseOf[move]!]!;
      const within = pushLine < rows ? pushLine : pushLine - rows;
      if (ability.line === within) {
        along += 1;
        expect(shapes.lineOf[move]).toBe(pushLine);
      } else {
        parallel += 1;
        expect(shapes.lineOf[move]).toBe(-1);
      }
    });
    expect(along).toBeGreaterThan(0);
    expect(parallel).toBeGreaterThan(0);
  });
});
