import { describe, expect, it } from 'vitest';
import { loadSetup, type InstructionSetupInput } from './InstructionSetup.js';
import { solveInstruction, type SolveResult } from './solveInstruction.js';

const setup = (input: Omit<InstructionSetupInput, 'format' | 'formatVersion'>) =>
  loadSetup({ format: 'muster-tacmento-setup', formatVersion: 1, ...input }, 'setup.json');

// Objective 12 (RRR over GGG, not rotated): every placement misses cells in both its rows and in more than one
// column, so at least two lines must change: two turns, or one with a Command (the push and the exchange across).
const twoLines = {
  objectives: [12],
  tercio: [
    [15, 6, 16],
    [4, 11, 7],
    [17, 5, 13],
    [8, 18, 9],
  ],
};

/** True when the answer is "impossible" from the lower bound alone, before any search. */
const ruledOut = (result: SolveResult) =>
  result.status === 'impossible' && result.reason.startsWith('the cells that must change lie in too many rows');

describe('the Commands the lower bound counts (Rulebook: Command, "This ability can only be used once per round")', () => {
  it('with the Captain in play and a Command still possible, one turn is not ruled out before searching it', () => {
    // The Captain (14) in the Reserve can come into the Tercio with a flanking manoeuvre and Command at once.
    const withCaptain = solveInstruction(setup({ ...twoLines, reserve: [1, 2, 14], rules: { turnLimit: 1 } }));
    expect(withCaptain.status).not.toBe('unknown');
    // Searched, not ruled out by the bound alone.
    expect(ruledOut(withCaptain)).toBe(false);
    // Unlimited abilities: still at least one Command.
    const unlimited = solveInstruction(
      setup({ ...twoLines, reserve: [1, 2, 14], rules: { turnLimit: 1, abilities: 'unlimited' } }),
    );
    expect(ruledOut(unlimited)).toBe(false);
    // No abilities (a Battle card's override), or no Captain in play: two turns at least, said without a search.
    expect(
      solveInstruction(setup({ ...twoLines, reserve: [1, 2, 14], rules: { turnLimit: 1, abilities: 'none' } })),
    ).toMatchObject({
      status: 'impossible',
      reason: 'the cells that must change lie in too many rows and columns: at least 2 turns are needed',
      explored: 1,
    });
    expect(solveInstruction(setup({ ...twoLines, reserve: [1, 2, 3], rules: { turnLimit: 1 } }))).toMatchObject({
      status: 'impossible',
      explored: 1,
    });
  });
});
