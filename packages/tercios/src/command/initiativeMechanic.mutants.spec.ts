import { enumerate, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { initiativeMechanic } from './initiativeMechanic.js';

// Rulebook: Game Sequence > Initiative: "Each player rolls 1D6, and initiative is won by the player who obtains the
// highest total." Game Sequence: "In case of a tie, initiative goes to the side whose Commander-in-Chief has the
// highest rank." Command: the rank table runs from 0 to 5. Common Traits: "Initiative: adds 2 to the commander's rank
// for the initiative test" (ruling Initiative trait: +2 to the rank that breaks a tie by default).
describe('initiative as an odds mechanic (`muster odds tercios initiative`)', () => {
  // Ruling Initiative without a Commander-in-Chief, `loses-ties`: a side without one has no rank (-1).
  it("its id, words, source and parameters: the ranks 0 to 5 of the rank table (-1: none) and each side's Initiative trait", () => {
    expect(initiativeMechanic.id).toBe('initiative');
    expect(initiativeMechanic.description).toBe(
      'Initiative: each player rolls 1D6, highest wins; a tie goes to the higher-ranked Commander-in-Chief',
    );
    expect(initiativeMechanic.source).toBe('Game Sequence > Initiative');
    expect(initiativeMechanic.outcomes).toEqual(['first']);
    expect(initiativeMechanic.params).toStrictEqual([
      {
        name: 'rank-a',
        kind: 'integer',
        min: -1,
        max: 5,
        default: 0,
        description:
          "rank of side A's Commander-in-Chief or who stands in (-1: none, initiativeWithoutChief loses-ties)",
      },
      {
        name: 'rank-b',
        kind: 'integer',
        min: -1,
        max: 5,
        default: 0,
        description:
          "rank of side B's Commander-in-Chief or who stands in (-1: none, initiativeWithoutChief loses-ties)",
      },
      {
        name: 'initiative-trait-a',
        kind: 'boolean',
        description: "side A's Commander-in-Chief has the Initiative trait",
      },
      {
        name: 'initiative-trait-b',
        kind: 'boolean',
        description: "side B's Commander-in-Chief has the Initiative trait",
      },
    ]);
  });

  const params = (rankA: number, rankB: number, traitA = false, traitB = false) => ({
    'rank-a': rankA,
    'rank-b': rankB,
    'initiative-trait-a': traitA,
    'initiative-trait-b': traitB,
  });

  it('the side that rolls higher goes first: A on 5 against 2, B on 2 against 5', () => {
    expect(initiativeMechanic.run(ScriptedDice.of([5, 2]), params(0, 5))).toEqual({ first: 'A' });
    expect(initiativeMechanic.run(ScriptedDice.of([2, 5]), params(5, 0))).toEqual({ first: 'B' });
  });

  it('a side with no rank (-1, loses-ties) loses a tie to a rank-0 commander', () => {
    expect(initiativeMechanic.run(ScriptedDice.of([3, 3]), params(-1, 0))).toEqual({ first: 'B' });
    expect(initiativeMechanic.run(ScriptedDice.of([3, 3]), params(0, -1))).toEqual({ first: 'A' });
  });

  it('a tie goes to the higher rank: 3 against 3, rank 3 beats rank 2 for either side', () => {
    expect(initiativeMechanic.run(ScriptedDice.of([3, 3]), params(3, 2))).toEqual({ first: 'A' });
    expect(initiativeMechanic.run(ScriptedDice.of([3, 3]), params(2, 3))).toEqual({ first: 'B' });
  });

  it('the Initiative trait of one side adds 2 to its rank for the tie: rank 2 with it beats rank 3, for A or for B', () => {
    expect(initiativeMechanic.run(ScriptedDice.of([3, 3]), params(2, 3, true, false))).toEqual({ first: 'A' });
    expect(initiativeMechanic.run(ScriptedDice.of([3, 3]), params(3, 2, false, true))).toEqual({ first: 'B' });
  });

  it("the game's options reach the roll: with initiativeTrait 'add-to-roll' the trait adds 2 to A's die (3 + 2 beats 4)", () => {
    expect(
      initiativeMechanic.run(ScriptedDice.of([3, 4]), params(0, 0, true, false), { initiativeTrait: 'add-to-roll' }),
    ).toEqual({ first: 'A' });
    expect(initiativeMechanic.run(ScriptedDice.of([3, 4]), params(0, 0, true, false))).toEqual({ first: 'B' });
  });

  it('exact odds: rank 4 against rank 3 goes first 7/12 (15/36 higher rolls + 6/36 ties)', () => {
    const dist = enumerate((dice) => initiativeMechanic.run(dice, params(4, 3)));
    expect(dist.probabilityOf((o) => o.first === 'A').toString()).toBe('7/12');
  });
});
