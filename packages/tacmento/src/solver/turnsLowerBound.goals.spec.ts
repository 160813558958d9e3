// The goals the lower bound compiles, checked against the Rulebook's words and against a brute force: an Objective's
// goals under the mirror and either/or rulings (R6, R24), and the ways to complete every Objective at once that the
// bound keeps. The mutation run of 5 Dec 2026 (stop 51, lines 1-380 of turnsLowerBound.ts) found these untested.
import { describe, expect, it } from 'vitest';
import type { ObjectiveCard } from '../cards/ObjectiveCard.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { twoEitherOrLetters as twoLetters } from '../objectives/__fixtures__/testCards.js';
import { TacmentoOptionsSchema } from '../options/options.js';
import { dealtSetup } from './__fixtures__/dealt.js';
import { stateFromSetup } from './solveInstruction.js';
import {
  compileObjectiveGoals,
  keptGoals,
  lowerBoundTables,
  mergeHash,
  objectiveGoals,
  type Goal,
} from './turnsLowerBound.js';

const troops = sampleDeck.troops;
/** The cards in play by ascending number: the bound's card index k is the k-th smallest (its bit k). */
const cardsInPlay = (state: { grid: { card: number }[][]; reserve: number[] }): number[] =>
  [...state.grid.flat().map((c) => c.card), ...state.reserve].sort((a, b) => a - b);
const colourOf = new Map(troops.map((t) => [t.number, t.colour]));
/** A goal as text: per cell (ascending), the card numbers it accepts. */
const text = (goal: Goal): string =>
  goal.cells
    .map((cell, i) => ({ cell, cards: goal.accept[i]!.flatMap((ok, n) => (ok ? [n] : [])) }))
    .sort((a, b) => a.cell - b.cell)
    .map(({ cell, cards }) => `${cell}:${cards.join(' ')}`)
    .join(', ');

// TEST CARDS (not printed cards): `twoLetters` has two either/or letters (ruling R24; objectives/__fixtures__); a
// pattern may be moved and rotated, not mirrored (R6).
/** A green corner with a red arm to its east and a yellow one to its south: its mirror image is no rotation of it. */
const chiral: ObjectiveCard = {
  ...twoLetters,
  title: 'TEST CARD: a chiral L',
  pattern: ['GR', 'Y.'],
  legend: { G: { colour: 'green' }, R: { colour: 'red' }, Y: { colour: 'yellow' } },
};

describe("an Objective's goals under the mirror ruling (R6, allowMirror)", () => {
  it('gains the mirror images of a chiral pattern only when mirrors are allowed', () => {
    // The L of three cells fits a 4 x 3 Tercio in 3 x 2 boxes of 2 x 2 (and 2 x 3 of 3 x 2 turned): four rotations
    // per box, each leaving one of the box's four cells empty; the mirror image puts the red and the yellow arm the
    // other way round, another four per box.
    const plain = compileObjectiveGoals(chiral, troops, 4, 3, false);
    const mirrored = compileObjectiveGoals(chiral, troops, 4, 3, true);
    expect(plain).toHaveLength(6 * 4);
    expect(mirrored).toHaveLength(2 * 6 * 4);
    const plainTexts = new Set(plain.map(text));
    for (const goal of plain) expect(mirrored.map(text)).toContain(text(goal));
    // The first box (cells 0, 1, 3, 4): green at 0, red at 1, yellow at 3 is a rotation; red at 3, yellow at 1 its mirror.
    const greens = '0:1 2 3 4 5';
    const rotation = `${greens}, 1:6 7 8 9 10, 3:15 16 17 18`;
    const mirror = `${greens}, 1:15 16 17 18, 3:6 7 8 9 10`;
    expect(plainTexts.has(rotation)).toBe(true);
    expect(plainTexts.has(mirror)).toBe(false);
    expect(mirrored.map(text)).toContain(mirror);
  });

  it('keeps one list per ruling: the kept goals of one never answer for the other (objectiveGoals)', () => {
    const deck = [...troops];
    expect(objectiveGoals(chiral, deck, 4, 3, false)).toHaveLength(24);
    expect(objectiveGoals(chiral, deck, 4, 3, true)).toHaveLength(48);
    expect(objectiveGoals(chiral, deck, 4, 3, false)).toBe(objectiveGoals(chiral, deck, 4, 3, false));
    expect(objectiveGoals(twoLetters, deck, 4, 3, false, 'independent')).toHaveLength(36);
    expect(objectiveGoals(twoLetters, deck, 4, 3, false, 'different')).toHaveLength(24);
    expect(objectiveGoals(twoLetters, deck, 4, 3, false)).toBe(
      objectiveGoals(twoLetters, deck, 4, 3, false, 'independent'),
    );
    // The same list, and its own for another Tercio shape.
    expect(objectiveGoals(chiral, deck, 3, 4, false)).toHaveLength(24);
    expect(objectiveGoals(chiral, deck, 3, 4, false)).not.toBe(objectiveGoals(chiral, deck, 4, 3, false));
  });
});

describe('an Objective with two either/or letters (ruling R24, eitherOrColours)', () => {
  // Per 2 x 2 box (six on a 4 x 3 Tercio), the goals are the colourings it can show: A over B upright or upside down
  // (rows each of one colour) or turned (columns each of one colour); a rotation by half a turn shows A's colour where
  // B's was, so the same colourings come twice and are kept once.
  const colourings = (goals: readonly Goal[], box: readonly number[]) =>
    goals
      .filter((goal) => [...goal.cells].sort((a, b) => a - b).join() === box.join())
      .map((goal) =>
        [...goal.cells.keys()]
          .sort((i, j) => goal.cells[i]! - goal.cells[j]!)
          .map((i) => colourOf.get(goal.accept[i]!.findIndex(Boolean))!.charAt(0))
          .join(''),
      )
      .sort();

  it('independent (the default): A and B may show one colour, so six colourings a box, each once', () => {
    const goals = compileObjectiveGoals(twoLetters, troops, 4, 3, false, 'independent');
    expect(goals).toHaveLength(6 * 6);
    expect(new Set(goals.map(text)).size).toBe(goals.length);
    // Cells 0, 1 over 3, 4: rows of one colour (gg/rr, rr/gg, and both the same) or columns of one colour.
    expect(colourings(goals, [0, 1, 3, 4])).toEqual(['gggg', 'ggrr', 'grgr', 'rgrg', 'rrgg', 'rrrr']);
    // The default when the ruling is not given.
    expect(compileObjectiveGoals(twoLetters, troops, 4, 3, false).map(text)).toEqual(goals.map(text));
  });

  it('different: A and B show two colours, so no box of one colour (four colourings a box)', () => {
    const goals = compileObjectiveGoals(twoLetters, troops, 4, 3, false, 'different');
    expect(goals).toHaveLength(6 * 4);
    expect(colourings(goals, [0, 1, 3, 4])).toEqual(['ggrr', 'grgr', 'rgrg', 'rrgg']);
  });
});

/** Distinct cards can stand in every cell asking for some (a brute-force search over the cards, cell by cell). */
function fillableByHand(accept: readonly number[], anyCard: number): boolean {
  const cells = accept.filter((bits) => bits !== anyCard);
  const place = (i: number, used: number): boolean => {
    if (i === cells.length) return true;
    for (let rest = cells[i]! & ~used; rest !== 0; rest &= rest - 1)
      if (place(i + 1, used | (rest & -rest))) return true;
    return false;
  };
  return place(0, 0);
}

/**
 * What keptGoals' comment promises, by brute force: every choice of one goal per Objective merged cell by cell, less
 * those with a cell no card in play fits and those distinct cards cannot fill, once each, less any inside another
 * (asking at least as much of every cell).
 */
function keptByHand(
  parts: readonly (readonly (readonly number[])[])[],
  partCells: readonly (readonly (readonly number[])[])[],
  cells: number,
  cards: number,
) {
  const anyCard = (1 << cards) - 1;
  let merged: number[][] = [Array<number>(cells).fill(anyCard)];
  parts.forEach((goals, i) => {
    merged = merged.flatMap((here) =>
      goals.flatMap((bits, g) => {
        const next = [...here];
        partCells[i]![g]!.forEach((cell, j) => (next[cell]! &= bits[j]!));
        return next.includes(0) ? [] : [next];
      }),
    );
  });
  const distinct = [...new Map(merged.filter((m) => fillableByHand(m, anyCard)).map((m) => [m.join(), m])).values()];
  const inside = (a: readonly number[], b: readonly number[]) => a.every((bits, cell) => (bits & ~b[cell]!) === 0);
  return distinct.filter((a) => !distinct.some((b) => b !== a && inside(a, b)));
}

describe('the ways to complete every Objective at once that the bound keeps (keptGoals)', () => {
  const width = (accept: ArrayLike<number>) =>
    Array.from(accept).reduce((n, bits) => n + bits.toString(2).replaceAll('0', '').length, 0);

  it.each([
    ...[1, 2, 3, 4, 5].map((i) => [`solver-bench/I/${i}`, 'I', {}] as const),
    // II/3: no way at all on its cards (the solver's proof), so none kept.
    ...[1, 2, 3].map((i) => [`solver-bench/II/${i}`, 'II', {}] as const),
    ['solver-bench/II/4', 'II', { eitherOrColours: 'different' }] as const,
    ['solver-bench/I/6', 'I', { allowMirror: true }] as const,
  ])('on %s (Level %s, %o): every merge no other holds, widest first', (seed, level, options) => {
    const state = stateFromSetup(dealtSetup(seed, level), TacmentoOptionsSchema.parse(options));
    const sorted = cardsInPlay(state);
    const goals = state.objectives.map((o) =>
      objectiveGoals(o, state.troops, 4, 3, state.rules.allowMirror, state.rules.eitherOrColours),
    );
    const bits = goals.map((list) =>
      list.map((goal) => goal.accept.map((ok) => sorted.reduce((b, card, k) => (ok[card] ? b | (1 << k) : b), 0))),
    );
    const kept = keptGoals(goals, bits, 12, sorted.length);
    const expected = keptByHand(
      bits,
      goals.map((list) => list.map((goal) => goal.cells)),
      12,
      sorted.length,
    );
    expect(kept.map((accept) => Array.from(accept).join()).sort()).toEqual(expected.map((m) => m.join()).sort());
    const widths = kept.map(width);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
  });
});

describe('keptGoals when two merges share a hash (it files merges by hash, then compares them whole)', () => {
  it.each([
    [1, 'the same card in cell 0'],
    [8, 'no cell alike'],
  ])(
    'keeps both of two different merges whose hashes collide (cell 0 of the second: %i, %s), one of two equal ones',
    (zero) => {
      // Three cells, 29 cards: cells 1 and 2 of the second chosen so that the hashes are equal.
      const cards = 29;
      const first = [1, 2, 4];
      let second: number[] | null = null;
      for (let b = 8; second === null; b++) {
        // The XOR of the two hashes without their last cell: the last cell of the second cancels it.
        const rest = mergeHash([1, 2, 0], 3) ^ mergeHash([zero, b, 0], 3);
        const last = 4 ^ rest;
        if (last > 0 && last < 1 << cards && (last & 3) !== 0 && (last & ~3) !== 0) second = [zero, b, last];
      }
      expect(mergeHash(second, 3)).toBe(mergeHash(first, 3));
      expect(second.some((bits, cell) => bits === first[cell])).toBe(zero === 1);
      const goal = { cells: [0, 1, 2], accept: [] };
      const kept = keptGoals([[goal, goal, goal]], [[first, second, first]], 3, cards);
      const asText = (merges: readonly ArrayLike<number>[]) => merges.map((m) => Array.from(m).join()).sort();
      expect(asText(kept)).toEqual(
        asText(
          keptByHand(
            [[first, second, first]],
            [
              [
                [0, 1, 2],
                [0, 1, 2],
                [0, 1, 2],
              ],
            ],
            3,
            cards,
          ),
        ),
      );
      expect(kept).toHaveLength(2);
    },
  );
});

describe('the counters when no way to complete the Objectives is kept (the proof case)', () => {
  it('never call a Tercio complete: every count is 255 ("never met"), the bound Infinity', () => {
    // solver-bench/II/3: no placement of its three Objectives together can be filled by the cards in play.
    const state = stateFromSetup(dealtSetup('solver-bench/II/3', 'II'));
    const tables = lowerBoundTables(state);
    expect(tables.proof).toMatch(/^no placement of the 3 Objectives together can be filled/);
    const sorted = cardsInPlay(state);
    const grid = Uint8Array.from(state.grid.flat(), (c) => sorted.indexOf(c.card));
    const search = tables.searchCounter(2);
    const lines = tables.lineCounter(2);
    expect(search.parent(grid, 0, 0, 7)).toBe(255);
    expect(lines.parent(grid, 0, 0)).toBe(255);
    expect(tables.linesOfIndices(grid, 0)).toBe(255);
    // A child of that parent, its first row's cards rotated (stop 52: these said 0, "complete").
    const rotated = Int8Array.from({ length: 12 }, (_, i) => (i < 3 ? (i + 1) % 3 : i));
    expect(search.afterMove(0, 0, grid, 0, rotated, 0, 12, 6)).toBe(255);
    expect(
      lines.afterLine(
        0,
        0,
        Uint8Array.from(rotated, (i) => grid[i]!),
        0,
        6,
      ),
    ).toBe(255);
    search.lastParent(grid, 0);
    expect(search.anyOpen(false)).toBe(false);
    expect(search.open(0)).toBe(false);
    expect(search.completes(0, grid, 0, rotated, 0, 12)).toBe(false);
    // Row 1 with column 1 (a Command's set): still nothing.
    expect(search.completes(7, grid, 0, rotated, 0, 12)).toBe(false);
    expect(search.open(7)).toBe(false);
    expect(search.anyOpen(true)).toBe(false);
    expect(
      tables.bound(
        state.grid.flat().map((c) => c.card),
        0,
      ),
    ).toBe(Infinity);
  });
});
