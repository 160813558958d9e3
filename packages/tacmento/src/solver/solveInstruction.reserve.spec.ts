// The Reserve through a search. Rulebook, Flanking maneuver: "Choose and take one troop from your hidden Reserve
// (your hand) and put it in any exterior point of any Squadron. The pushing works just the same, but in this case, one
// troop will be expelled from the Maneuver Grounds"; Instruction Mode: "In the case of a flanking maneuver, the troop
// expelled from the formation is returned to the reserve."
//
// The search keeps the Reserve as a bit set over the cards in play by index; index 0 is the lowest card number in
// play. Found by the mutation run of stop 50 (`card < 0` → `card <= 0` in the search's Reserve update, alive through
// 1,440 dealt solves, where the lowest card was seldom in the Reserve): with it, flanking the lowest card left the
// Reserve unchanged, and the search found lines that flank that card twice, which the self-check then refused
// ("solver bug: ... is not legal in the engine").
import { describe, expect, it } from 'vitest';
import { loadSetup } from './InstructionSetup.js';
import { solveInstruction } from './solveInstruction.js';

describe('the Reserve in the solver', () => {
  it('flanks in the lowest card in play, then plays another card of the Reserve: the answer replays in the engine', () => {
    // A Level I deal (seed mut/254) with the lowest card, 1, swapped into the Reserve.
    const setup = loadSetup(
      {
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: [18, 12],
        tercio: [
          [11, 6, 15],
          [13, 8, 7],
          [10, 17, 14],
          [5, 9, 16],
        ],
        reserve: [2, 4, 1],
        rules: {},
      },
      'reserve.spec',
    );
    // Every answer is replayed through the engine's own legal decisions before it is returned.
    expect(solveInstruction(setup)).toMatchObject({
      status: 'solved',
      moves: [
        { kind: 'squadron', row: 0, col: 1, direction: 'north' },
        { kind: 'flanking', card: 1, direction: 'north', line: 1 },
        { kind: 'squadron', row: 0, col: 0, direction: 'west' },
        { kind: 'flanking', card: 2, direction: 'north', line: 2, ability: { kind: 'command', axis: 'vertical' } },
      ],
    });
  });
});
