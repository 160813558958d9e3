import { COLOURS, type Colour, type TroopCard } from '../cards/TroopCard.js';
import type { Requirement } from '../cards/ObjectiveCard.js';
import type { InstructionState } from '../game/State.js';
import { compileObjective } from '../objectives/matchObjective.js';
import { objectiveTroop } from '../cards/TroopCard.js';

/**
 * One way to complete every Objective at once: a placement of each, with a colour chosen for each
 * "one colour among the two" key, reduced to the cells it needs and, per cell, which cards of the deck
 * may stand there (`accept[card]`).
 */
interface Goal {
  readonly cells: readonly number[];
  readonly accept: readonly (readonly boolean[])[];
}

/** What {@link turnsLowerBound} compiles from a state. */
export interface TurnsLowerBound {
  /** Goals left after the static checks (each objective combination that the cards in play could fill). */
  readonly goals: number;
  /** Why no goal can ever be met with the cards in play, or null. */
  readonly proof: string | null;
  /** Cells (bit i = row-major cell i) that must change before `goal` is met on `grid`. */
  mismatch(grid: readonly number[], goal: number): number;
  /** A lower bound on the turns still needed on `grid` with `commands` uses of Command still possible (Infinity for unlimited). 0 = complete. */
  bound(grid: readonly number[], commands: number): number;
}

function meets(card: TroopCard, need: Requirement, choice: Colour | undefined): boolean {
  if ('colour' in need) return card.colour === need.colour;
  if ('troop' in need) return objectiveTroop(card.troop) === need.troop;
  if ('card' in need) return card.number === need.card;
  return card.colour === choice;
}

/**
 * The fewest lines (rows or columns) that together hold every cell of each mask: a turn changes the cells of
 * one line (a squadron or flanking push, Motivate on the same line), or of one row and one column when
 * Command swaps the Captain's neighbours. Small enough (at most 4 x 4) to tabulate.
 */
function lineCoverTable(rows: number, cols: number): Uint8Array {
  const table = new Uint8Array(1 << (rows * cols));
  for (let mask = 1; mask < table.length; mask++) {
    let best = rows + cols;
    for (let chosen = 0; chosen < 1 << rows; chosen++) {
      let columns = 0;
      for (let cell = 0; cell < rows * cols; cell++) {
        if (mask & (1 << cell) && !(chosen & (1 << Math.floor(cell / cols)))) columns |= 1 << (cell % cols);
      }
      let count = 0;
      for (let x = chosen; x; x &= x - 1) count++;
      for (let x = columns; x; x &= x - 1) count++;
      best = Math.min(best, count);
    }
    table[mask] = best;
  }
  return table;
}

/** True when distinct cards of `pool` can stand in every cell at once (a bipartite matching saturates the cells). */
function fillable(accept: readonly (readonly boolean[])[], pool: readonly number[]): boolean {
  const owner = new Map<number, number>();
  const tryCell = (cell: number, seen: Set<number>): boolean => {
    for (const card of pool) {
      if (!accept[cell]![card] || seen.has(card)) continue;
      seen.add(card);
      const holder = owner.get(card);
      if (holder === undefined || tryCell(holder, seen)) {
        owner.set(card, cell);
        return true;
      }
    }
    return false;
  };
  return accept.every((_, cell) => tryCell(cell, new Set()));
}

/**
 * An admissible lower bound on the turns an Instruction still needs (never more than the true number),
 * for the solver's A* / iterative deepening. For every combination of Objective placements (and colour
 * choices) the cards in play could fill, the cells whose card does not fit must change; a turn changes
 * one line, two (a row and a column) when it uses Command, so with `a` Commands left at least
 * max(L - a, ceil(L / 2)) turns remain, L being the fewest lines holding those cells. The bound is the
 * smallest over the combinations.
 */
export function turnsLowerBound(state: InstructionState): TurnsLowerBound {
  const rows = state.grid.length;
  const cols = state.grid[0]?.length ?? 0;
  const maxCard = Math.max(...state.troops.map((t) => t.number));
  const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve];
  const byNumber = new Map(state.troops.map((t) => [t.number, t]));

  // Each Objective as goals: a placement and one colour per "oneOf" key.
  const perObjective = state.objectives.map((objective) => {
    const goals = new Map<string, Map<number, boolean[]>>();
    for (const { tests } of compileObjective(objective, rows, cols, { allowMirror: state.rules.allowMirror })
      .placements) {
      const keys = [...new Set(tests.filter((t) => 'oneOf' in t.need).map((t) => t.key))];
      const options = keys.map((k) => (tests.find((t) => t.key === k)!.need as { oneOf: Colour[] }).oneOf);
      const combos: Colour[][] = options.reduce<Colour[][]>(
        (acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, o])),
        [[]],
      );
      for (const combo of combos) {
        const cells = new Map<number, boolean[]>();
        for (const test of tests) {
          const choice = combo[keys.indexOf(test.key)];
          const accept = Array.from(
            { length: maxCard + 1 },
            (_, n) => byNumber.has(n) && meets(byNumber.get(n)!, test.need, choice),
          );
          cells.set(test.index, accept);
        }
        const id = [...cells]
          .sort((a, b) => a[0] - b[0])
          .map(([i, acc]) => `${i}:${acc.map((x) => (x ? 1 : 0)).join('')}`)
          .join(',');
        goals.set(id, cells);
      }
    }
    return [...goals.values()];
  });

  // Combinations of one goal per Objective that agree on shared cells and that the cards in play can fill.
  const parts = perObjective.map((goals) =>
    goals.map((cells) => ({ cells: [...cells.keys()], accept: [...cells.values()] })),
  );
  const combos: number[][] = [];
  const combine = (i: number, chosen: number[], cells: Map<number, boolean[]>) => {
    if (i === perObjective.length) {
      const list = [...cells.keys()].sort((a, b) => a - b);
      if (
        fillable(
          list.map((c) => cells.get(c)!),
          inPlay,
        )
      )
        combos.push(chosen);
      return;
    }
    perObjective[i]!.forEach((goal, index) => {
      const merged = new Map(cells);
      for (const [cell, accept] of goal) {
        const before = merged.get(cell);
        const both = before ? accept.map((x, n) => x && before[n]!) : accept;
        if (!both.some((x, n) => x && inPlay.includes(n))) return;
        merged.set(cell, both);
      }
      combine(i + 1, [...chosen, index], merged);
    });
  };
  combine(0, [], new Map());

  const cover = lineCoverTable(rows, cols);
  const partMask = (grid: readonly number[], part: Goal): number => {
    let mask = 0;
    for (let i = 0; i < part.cells.length; i++)
      if (!part.accept[i]![grid[part.cells[i]!]!]) mask |= 1 << part.cells[i]!;
    return mask;
  };
  const mismatch = (grid: readonly number[], goal: number): number =>
    combos[goal]!.reduce((mask, index, objective) => mask | partMask(grid, parts[objective]![index]!), 0);
  // Only the parts some combination uses are worth computing on each position.
  const used = parts.map((list, objective) => list.map((_, index) => combos.some((c) => c[objective] === index)));
  const masks = parts.map((list) => new Int32Array(list.length));
  const flat = Int32Array.from(combos.flat());
  const width = parts.length;
  const proof =
    combos.length > 0
      ? null
      : `no placement of ${state.objectives.length === 1 ? 'the Objective' : `the ${state.objectives.length} Objectives together`} can be filled by the ${inPlay.length} troops in play (${COLOURS.map((c) => `${inPlay.filter((n) => byNumber.get(n)!.colour === c).length} ${c}`).join(', ')})`;
  return {
    goals: combos.length,
    proof,
    mismatch,
    bound(grid, commands) {
      for (let o = 0; o < width; o++)
        for (let i = 0; i < parts[o]!.length; i++) if (used[o]![i]) masks[o]![i] = partMask(grid, parts[o]![i]!);
      let fewest = Infinity;
      for (let g = 0; g < flat.length; g += width) {
        let mask = 0;
        for (let o = 0; o < width; o++) mask |= masks[o]![flat[g + o]!]!;
        const lines = cover[mask]!;
        if (lines < fewest) {
          fewest = lines;
          if (lines === 0) return 0;
        }
      }
      return Math.max(fewest - commands, Math.ceil(fewest / 2));
    },
  };
}
