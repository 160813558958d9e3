// The search's last turn under ruling R15's `parallel` Motivate (docs/rulings/tacmento.md R15): setups that the
// mutation runs' survivors answered wrongly (docs/mutation/tacmento-solver.md, 7 Dec 2026), each found by scanning
// positions with the mutant applied and written out here by hand. Rulebook, Motivate: "Each time you move the Drummers
// and Fifers (either by choosing them or moving them with another troop), you can make an extra move in the same
// direction of movement that just occurred. The troop expelled from the formation is placed in the empty slot."
// Under `parallel` the extra move may push any line parallel to the push, so a turn may change two parallel lines,
// which no line set nor row-and-column set holds (`WIDE`).
// Sample deck: pikemen 1-5 green, arquebusiers 6-10 red, cavalry 11-13 and the Captain 14 blue, artillery 15-17 and
// the Drummers 18 yellow. Objective 7 is YY over GG (rotated too), 12 RRR over GGG (rows, not rotated), 15 YRY in any
// line, 16 pikemen in the four corners.
import { describe, expect, it } from 'vitest';
import { loadSetup } from './InstructionSetup.js';
import { solveInstruction } from './solveInstruction.js';

const setupOf = (
  objectives: number[],
  tercio: number[][],
  reserve: number[],
  rules: { turnLimit: number; abilities?: 'unlimited' },
  name: string,
) => loadSetup({ format: 'muster-tacmento-setup', formatVersion: 1, objectives, tercio, reserve, rules }, name);

describe("three lines a turn under motivateLine 'parallel' with both abilities (rulings R15 and R25)", () => {
  it('finds a one-turn answer that changes three lines: the bound counts a third of the lines, not a half', () => {
    // Ruling R25 (`each-moved`, abilities unlimited): "each special card that moved in the turn's manoeuvre may act
    // once". The Drummers 18 pushed east along row 2 move the Captain 14 with them (row 2: 18, 17, 14); Command
    // (Captain): "exchange the troop above (north of the Captain) for the troop below (south of the Captain)"
    // swaps 3 and 10 in column 2; Motivate east along row 0 turns it (2, 9, 1). The pikemen stand in the four
    // corners (2, 1, 4, 3) and 18, 17 stand over 4, 5 (YY over GG). The cells to change lie in row 0, row 3 and
    // row 2 (or column 0, column 2 and row 2): three lines, one turn. A bound of two lines a turn says 2 turns.
    const setup = setupOf(
      [7, 16],
      [
        [9, 1, 2],
        [15, 11, 3],
        [17, 14, 18],
        [4, 5, 10],
      ],
      [8, 13, 6],
      { turnLimit: 1, abilities: 'unlimited' },
      'r25-three-lines.json',
    );
    const both = { motivateLine: 'parallel', campaignAbilitiesPerTurn: 'each-moved' } as const;
    expect(solveInstruction(setup, { options: both })).toMatchObject({
      status: 'solved',
      turns: 1,
      moves: [
        {
          kind: 'squadron',
          row: 2,
          col: 2,
          direction: 'east',
          ability: { kind: 'command', axis: 'vertical' },
          secondAbility: { kind: 'motivate', line: 0 },
        },
      ],
    });
    // One ability a turn (R25's default) changes two lines at most: one turn is not enough.
    const one = solveInstruction(setup, { options: { ...both, campaignAbilitiesPerTurn: 'one' } });
    expect(one.status).not.toBe('solved');
  });
});

describe("the last turn's early failure under motivateLine 'parallel' (ruling R15)", () => {
  it('is not taken with an ability left: a push and Motivate along a parallel column completes where no set is open', () => {
    // Objective 12 here asks rows 0-1 (RRR over GGG): the cells to change are (0,0) and (1,0) in column 0 and (0,2)
    // and (1,2) in column 2. No one line holds them, nor any row with one column, and neither other placement
    // (rows 1-2, rows 2-3) is nearer: every set is closed. But arquebusier 9 flanked south into column 0 (5, 17, 18
    // pushed down, pikeman 4 expelled) moves the Drummers, and Motivate south along column 2 turns it (10 to the
    // top): rows 0-1 read 9, 8, 10 and 5, 2, 3. A search that failed the last turn early whenever no set is open
    // (the test asked the wrong way round) would answer that one turn is not enough.
    const setup = setupOf(
      [12],
      [
        [5, 8, 3],
        [17, 2, 11],
        [18, 1, 16],
        [4, 15, 10],
      ],
      [7, 9, 6],
      { turnLimit: 1 },
      'r15-early-failure.json',
    );
    expect(solveInstruction(setup, { options: { motivateLine: 'parallel' } })).toMatchObject({
      status: 'solved',
      turns: 1,
      moves: [{ kind: 'flanking', card: 9, direction: 'south', line: 0, ability: { kind: 'motivate', line: 2 } }],
    });
    // Under `same` Motivate turns column 0 again: one turn is not enough.
    expect(solveInstruction(setup, { options: { motivateLine: 'same' } }).status).not.toBe('solved');
  });
});

describe("the last turn's stored failure under motivateLine 'parallel' (ruling R15)", () => {
  it('is stored under the position that failed, not under the Tercio of its last Motivate along a parallel line', () => {
    // A Level I deal (seed solk/I/298), Objectives 12 and 15, three turns. The search meets, at turn 2 and before its
    // answer, the Tercio 5 18 7 / 2 14 17 / 9 8 10 / 13 4 3, which cannot complete in one turn; the last move it
    // plays there is Motivate's `WIDE` one: artillery 16 flanked west along row 0 (the Drummers move) with Motivate
    // west along row 3, giving 18 7 16 / 2 14 17 / 9 8 10 / 4 3 13. That Tercio does complete in one turn (pikeman 5
    // flanked east along row 3: rows 2-3 read RRR over GGG, row 0 YRY), and the line below reaches it at turn 2. A
    // failure stored under the child's key instead of the parent's cuts it there, and the search answers a later
    // line (with Motivate on the first turn) after examining more positions.
    const setup = setupOf(
      [12, 15],
      [
        [5, 18, 7],
        [4, 14, 17],
        [2, 8, 10],
        [9, 3, 13],
      ],
      [16, 6, 1],
      { turnLimit: 3 },
      'r15-stored-failure.json',
    );
    expect(solveInstruction(setup, { options: { motivateLine: 'parallel' } })).toMatchObject({
      status: 'solved',
      turns: 3,
      moves: [
        { kind: 'flanking', card: 16, direction: 'west', line: 0 },
        { kind: 'squadron', row: 1, col: 0, direction: 'north' },
        { kind: 'flanking', card: 5, direction: 'east', line: 3 },
      ],
    });
  });
});
