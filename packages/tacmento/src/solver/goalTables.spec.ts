import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleDeck } from '../cards/sampleDeck.js';
import { compileObjectiveGoals, keptGoals, objectiveGoals, type Goal } from './turnsLowerBound.js';

const CELLS = 12;
const numbers = sampleDeck.troops.map((t) => t.number);

/** True when distinct cards can stand on every cell that asks something (backtracking, cell by cell). */
function fillsByHand(accept: readonly number[], anyCard: number): boolean {
  const asking = accept.filter((bits) => bits !== anyCard);
  const place = (i: number, used: number): boolean => {
    if (i === asking.length) return true;
    for (let k = 0; k < 31; k++) if (((asking[i]! & ~used) >> k) & 1 && place(i + 1, used | (1 << k))) return true;
    return false;
  };
  return place(0, 0);
}

/**
 * The goals the search needs, the long way: every combination of one goal per Objective, merged, the
 * fillable ones, each once, and only those inside no other. As sorted strings, to compare as sets.
 */
function keptByHand(parts: readonly (readonly Goal[])[], partBits: number[][][], cards: number): string[] {
  const anyCard = (1 << cards) - 1;
  let merged: number[][] = [Array.from({ length: CELLS }, () => anyCard)];
  parts.forEach((list, i) => {
    merged = merged.flatMap((here) =>
      list.map((part, index) => {
        const accept = [...here];
        part.cells.forEach((cell, j) => (accept[cell]! &= partBits[i]![index]![j]!));
        return accept;
      }),
    );
  });
  const fillable = [...new Set(merged.map((a) => a.join()))]
    .map((key) => key.split(',').map(Number))
    .filter((a) => fillsByHand(a, anyCard));
  const inside = (a: number[], b: number[]) => {
    for (let cell = 0; cell < CELLS; cell++) if ((a[cell]! & ~b[cell]!) !== 0) return false;
    return true;
  };
  return fillable
    .filter((a) => !fillable.some((b) => b !== a && inside(a, b)))
    .map((a) => a.join())
    .sort();
}

describe("the lower bound's goal tables", () => {
  const objectives = fc.uniqueArray(fc.integer({ min: 0, max: sampleDeck.objectives.length - 1 }), {
    minLength: 1,
    maxLength: 3,
  });

  it("keeps an Objective's goals per deck, card, shape and mirror ruling, equal to those computed afresh (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: sampleDeck.objectives.length - 1 }),
        fc.constantFrom([4, 3] as const, [3, 4] as const, [3, 3] as const),
        fc.boolean(),
        (o, [rows, cols], mirror) => {
          const objective = sampleDeck.objectives[o]!;
          const kept = objectiveGoals(objective, sampleDeck.troops, rows, cols, mirror);
          expect(kept).toEqual(compileObjectiveGoals(objective, sampleDeck.troops, rows, cols, mirror));
          // Asked again, the same tables (kept, not rebuilt).
          expect(objectiveGoals(objective, sampleDeck.troops, rows, cols, mirror)).toBe(kept);
        },
      ),
      { numRuns: 60, seed: 26 },
    );
  });

  it('builds, Objective by Objective, the same goals as every combination filtered at the end (property)', () => {
    let some = 0;
    let most = 0;
    fc.assert(
      fc.property(
        objectives,
        fc.shuffledSubarray(numbers, { minLength: 15, maxLength: 15 }),
        fc.boolean(),
        (chosen, inPlay, mirror) => {
          const parts = chosen.map((o) =>
            compileObjectiveGoals(sampleDeck.objectives[o]!, sampleDeck.troops, 4, 3, mirror),
          );
          const sorted = [...inPlay].sort((a, b) => a - b);
          const partBits = parts.map((list) =>
            list.map((part) =>
              part.accept.map((accept) => sorted.reduce((bits, card, k) => (accept[card] ? bits | (1 << k) : bits), 0)),
            ),
          );
          const kept = keptGoals(parts, partBits, CELLS, sorted.length);
          const expected = keptByHand(parts, partBits, sorted.length);
          expect(kept.map((accept) => [...accept].join()).sort()).toEqual(expected);
          if (expected.length > 1) some++;
          most = Math.max(most, expected.length);
        },
      ),
      { numRuns: 40, seed: 26 },
    );
    // Draws with several goals kept occurred, so the dropping of goals inside others was checked.
    expect(some).toBeGreaterThan(5);
    // And draws with more goals than a word of bits holds (the index of kept goals spans several words).
    expect(most).toBeGreaterThan(64);
  });
});
