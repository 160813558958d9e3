import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../dice/Rng.js';
import { MusterError } from '../errors/MusterError.js';
import type { Candidates } from '../plugins/SequencePlugin.js';
import { allLegal } from '../plugins/SequencePlugin.js';
import { bestDecision, type BotView } from './Bot.js';

interface D {
  readonly id: number;
  readonly score: number;
}

const rng = Rng.fromSeed('best');
const eager = (legal: readonly D[]): BotView<null, D> => ({ state: null, player: 'A', legal, rng });

/** Candidates whose judgements are counted: `legal[i]` says whether `possible[i]` is legal. */
function counted(possible: readonly D[], legal: readonly boolean[]): { candidates: Candidates<D>; judged: number[] } {
  const judged: number[] = [];
  return { candidates: { possible, isLegal: (i) => (judged.push(i), legal[i]!) }, judged };
}

const lazy = (candidates: Candidates<D>): BotView<null, D> => ({
  state: null,
  player: 'A',
  candidates,
  rng,
  get legal(): readonly D[] {
    throw new Error('the lazy path must not list the legal decisions');
  },
});

describe('bestDecision', () => {
  it('takes the first legal decision of the highest score; a score that is not a number counts lowest', () => {
    const ds = [
      { id: 0, score: 1 },
      { id: 1, score: 3 },
      { id: 2, score: Number.NaN },
      { id: 3, score: 3 },
    ];
    expect(bestDecision(eager(ds), (d) => d.score).id).toBe(1);
    expect(bestDecision(eager([ds[2]!, ds[0]!]), (d) => d.score).id).toBe(0);
    // Nothing scores above -Infinity: the first legal decision.
    expect(bestDecision(eager([ds[2]!, { id: 4, score: -Infinity }]), (d) => d.score).id).toBe(2);
  });

  it('given candidates, judges from the highest score down and stops at the first legal one', () => {
    const possible = [
      { id: 0, score: 5 }, // illegal
      { id: 1, score: 2 },
      { id: 2, score: 9 }, // illegal
      { id: 3, score: 2 },
      { id: 4, score: 7 },
      { id: 5, score: 8 }, // illegal
    ];
    const { candidates, judged } = counted(possible, [false, true, false, true, true, false]);
    expect(bestDecision(lazy(candidates), (d) => d.score).id).toBe(4);
    expect(judged).toEqual([2, 5, 4]);
    // Ties go to the earlier candidate, as the legal list's first of the best.
    const tie = counted(possible, [false, true, false, true, false, false]);
    expect(bestDecision(lazy(tie.candidates), (d) => d.score).id).toBe(1);
    expect(tie.judged).toEqual([2, 5, 4, 0, 1]);
  });

  it('finds the same decision from the candidates as from the legal ones they judge legal (property)', () => {
    const score = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(Number.NaN), fc.constant(-Infinity));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(score, fc.boolean()), { minLength: 1, maxLength: 30 }).filter((xs) => xs.some(([, l]) => l)),
        (xs) => {
          const possible = xs.map(([s], id) => ({ id, score: s }));
          const legal = possible.filter((_, i) => xs[i]![1]);
          const { candidates } = counted(
            possible,
            xs.map(([, l]) => l),
          );
          expect(bestDecision(lazy(candidates), (d) => d.score)).toBe(bestDecision(eager(legal), (d) => d.score));
        },
      ),
    );
  });

  it('judges candidates in the order of a sort by score, then by index, up to the first legal one (property)', () => {
    const score = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom(Number.NaN, -Infinity, Infinity, -0));
    fc.assert(
      fc.property(fc.array(fc.tuple(score, fc.boolean()), { minLength: 1, maxLength: 40 }), (xs) => {
        const possible = xs.map(([s], id) => ({ id, score: s }));
        const { candidates, judged } = counted(
          possible,
          xs.map(([, l]) => l),
        );
        const key = (i: number): number => (Number.isNaN(xs[i]![0]) ? -Infinity : xs[i]![0]);
        const sorted = xs.map((_, i) => i).sort((a, b) => key(b) - key(a) || a - b);
        const firstLegal = sorted.findIndex((i) => xs[i]![1]);
        if (firstLegal < 0) {
          expect(() => bestDecision(lazy(candidates), (d) => d.score)).toThrow(MusterError);
          expect(judged).toEqual(sorted);
        } else {
          expect(bestDecision(lazy(candidates), (d) => d.score).id).toBe(sorted[firstLegal]);
          expect(judged).toEqual(sorted.slice(0, firstLegal + 1));
        }
      }),
    );
  });

  it('gives the same decisions when a score or a judgement asks bestDecision itself, at any size (spare arrays)', () => {
    const make = (n: number, seed: number) =>
      Array.from({ length: n }, (_, id) => ({ id, score: ((id * 7919 + seed) % 13) - 6 }));
    const inner = (n: number) => {
      const possible = make(n, n);
      return bestDecision(
        lazy(
          counted(
            possible,
            possible.map((d) => d.id % 3 === 0),
          ).candidates,
        ),
        (d) => d.score,
      ).id;
    };
    const alone = [3, 70, 200].map((n) => inner(n));
    for (const n of [5, 100, 300]) {
      const possible = make(n, 1);
      const legal = possible.map((d) => d.id % 5 === 1);
      const plain = bestDecision(lazy(counted(possible, legal).candidates), (d) => d.score).id;
      // Every score and every judgement plays a whole inner bestDecision (of sizes below and above the outer one's).
      const nested = bestDecision(
        lazy({
          possible,
          isLegal: (i) => {
            expect([3, 70, 200].map((m) => inner(m))).toEqual(alone);
            return legal[i]!;
          },
        }),
        (d) => {
          expect(inner(d.id % 2 === 0 ? 3 : 200)).toBe(alone[d.id % 2 === 0 ? 0 : 2]);
          return d.score;
        },
      ).id;
      expect(nested).toBe(plain);
      expect(legal[plain]).toBe(true);
      expect(possible[plain]!.score).toBe(Math.max(...possible.filter((_, i) => legal[i]).map((d) => d.score)));
    }
  });

  it('refuses candidates none of which is legal', () => {
    const { candidates } = counted([{ id: 0, score: 1 }], [false]);
    expect(() => bestDecision(lazy(candidates), (d) => d.score)).toThrow(MusterError);
  });

  it('allLegal judges every decision legal', () => {
    const all = allLegal([{ id: 0, score: 0 }]);
    expect(all.possible).toHaveLength(1);
    expect(all.isLegal(0)).toBe(true);
  });
});
