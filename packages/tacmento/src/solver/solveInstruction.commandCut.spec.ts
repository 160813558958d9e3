// The search's shortcut for a Command. Rulebook, Command (Captain): "Each time you move the Captain ..., you can
// exchange the troop above (north of the Captain) for the troop below (south of the Captain), or the troop to the
// left (west of the Captain) for the troop to the right (east of the Captain)." A Command after a push changes the
// pushed line and two cells of one other line, so its child needs at least one line fewer than the push's child
// alone: when the push's child is two lines or more past what the turns left allow, the search skips the push's
// Commands without counting them. That holds only against the push's own count; `solveInstruction` keeps the count
// of the last move without ability for it.
//
// Found by the mutation runs (stop 50's reading, stop 53's race of mutated copies over 15,000 dealt solves): the count
// taken from any move (`if (plain)` → `if (true)`: the second Command of a push then compared with the first
// Command's child), or every move read as one without ability (`plain` → `true`), skip Commands within the bound.
// The answer stays 4 turns here, but the search examines fewer positions than it must (1,542), which the printed
// "n positions searched" shows.
import { describe, expect, it } from 'vitest';
import { loadSetup } from './InstructionSetup.js';
import { solveInstruction } from './solveInstruction.js';

describe('the Commands the search skips unseen', () => {
  it('are only those of a push whose own child is two lines past the bound: every other Command is examined', () => {
    // A Level II deal (seed race/102205, easy: no banners).
    const setup = loadSetup(
      {
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [7, 11, 16],
        tercio: [
          [10, 1, 15],
          [13, 8, 14],
          [9, 6, 12],
          [2, 5, 17],
        ],
        reserve: [4, 18, 3],
        rules: {},
      },
      'commandCut.spec',
    );
    expect(solveInstruction(setup)).toMatchObject({
      status: 'solved',
      turns: 4,
      explored: 1546,
      moves: [
        { kind: 'flanking', card: 3, direction: 'west', line: 0 },
        { kind: 'squadron', row: 1, col: 0, direction: 'west', ability: { kind: 'command', axis: 'vertical' } },
        { kind: 'flanking', card: 4, direction: 'west', line: 1 },
        { kind: 'squadron', row: 1, col: 2, direction: 'north' },
      ],
    });
  });
});
