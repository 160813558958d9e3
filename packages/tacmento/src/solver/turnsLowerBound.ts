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
  /**
   * The fewest lines (rows or columns) holding the cells that must change, for the nearest goal, on a grid of
   * card indices (`cells` entries from `offset`; index i = the i-th smallest card number in play): what
   * {@link TurnsLowerBound.bound} turns into turns. The solver's inner loop calls this, allocation-free.
   */
  linesOfIndices(grid: Uint8Array, offset: number): number;
  /** Scratch for a depth-first search of up to `depths` depths that counts lines incrementally (one per search). */
  lineCounter(depths: number): LineCounter;
}

/**
 * Line counts for a depth-first search, incrementally: a parent is filled once per depth, and a child that
 * changed one line costs only that line's cells. Same answers as {@link TurnsLowerBound.linesOfIndices}.
 */
export interface LineCounter {
  /** Fills depth `depth` with the grid at `grid[offset..]`; returns its fewest lines. */
  parent(grid: Uint8Array, offset: number, depth: number): number;
  /**
   * The fewest lines of a child of the parent at `depth` that differs from it only on line `line` (rows first,
   * then columns), the child at `grid[offset..]`. Exact up to `limit`; any larger answer only says "more".
   */
  afterLine(depth: number, line: number, grid: Uint8Array, offset: number, limit: number): number;
}

/** Turns still needed when the cells to change lie in `lines` lines and Command can be used `commands` more times. */
export function turnsForLines(lines: number, commands: number): number {
  return Math.max(lines - commands, Math.ceil(lines / 2));
}

function meets(card: TroopCard, need: Requirement, choice: Colour | undefined): boolean {
  if ('colour' in need) return card.colour === need.colour;
  if ('troop' in need) return objectiveTroop(card.troop) === need.troop;
  if ('card' in need) return card.number === need.card;
  return card.colour === choice;
}

/** Most depths a search asks of {@link TurnsLowerBound.lineCounter}: the longest turn limit (24) and one. */
const MOST_DEPTHS = 25;

/** The number of bits set. */
function sizeOf(bits: number): number {
  let n = 0;
  for (let x = bits; x; x &= x - 1) n++;
  return n;
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

  const partMask = (grid: readonly number[], part: Goal): number => {
    let mask = 0;
    for (let i = 0; i < part.cells.length; i++)
      if (!part.accept[i]![grid[part.cells[i]!]!]) mask |= 1 << part.cells[i]!;
    return mask;
  };
  const mismatch = (grid: readonly number[], goal: number): number =>
    combos[goal]!.reduce((mask, index, objective) => mask | partMask(grid, parts[objective]![index]!), 0);
  // The goals on card indices (the solver's encoding: index i = the i-th smallest card number in play): per
  // cell, a bit per card that may stand there. Goals the same as another, or asking more of every cell than
  // another (so never met before it, never holding fewer lines), are left out: the bound is a minimum.
  const sorted = [...inPlay].sort((a, b) => a - b);
  const cells = rows * cols;
  const anyCard = (1 << sorted.length) - 1;
  const distinct = new Map<string, Int32Array>();
  for (const combo of combos) {
    const accept = new Int32Array(cells).fill(anyCard);
    combo.forEach((index, objective) => {
      const part = parts[objective]![index]!;
      part.cells.forEach((cell, j) => {
        let bits = 0;
        sorted.forEach((card, k) => {
          if (part.accept[j]![card]) bits |= 1 << k;
        });
        accept[cell]! &= bits;
      });
    });
    distinct.set(accept.join(), accept);
  }
  const widest = (accept: Int32Array): number => accept.reduce((n, bits) => n + sizeOf(bits), 0);
  const kept: Int32Array[] = [];
  for (const accept of [...distinct.values()].sort((x, y) => widest(y) - widest(x)))
    if (!kept.some((wider) => accept.every((bits, cell) => (bits & ~wider[cell]!) === 0))) kept.push(accept);
  // As bit sets over the kept goals: per cell and card, the goals that card does not fit there (32 a word).
  const words = Math.max(1, Math.ceil(kept.length / 32));
  const reject = new Int32Array(cells * sorted.length * words);
  kept.forEach((accept, g) => {
    for (let cell = 0; cell < cells; cell++)
      for (let k = 0; k < sorted.length; k++)
        if (((accept[cell]! >> k) & 1) === 0) reject[(cell * sorted.length + k) * words + (g >> 5)]! |= 1 << (g & 31);
  });
  const lastWord = kept.length % 32 === 0 ? -1 : (1 << (kept.length % 32)) - 1;
  // Line sets as (R, C): a set of rows and one of columns, index R * colSets + C; lines are numbered rows first.
  const colSets = 1 << cols;
  const rowSets = 1 << rows;
  const pairs = rowSets * colSets;
  const lineCount = rows + cols;
  const lowestOut = (set: number): number => {
    let i = 0;
    while (set & (1 << i)) i++;
    return i;
  };
  const nextCol = Uint8Array.from({ length: colSets }, (_, c) => lowestOut(c));
  const nextRow = Uint8Array.from({ length: rowSets }, (_, r) => lowestOut(r));
  const lineBits = Int32Array.from({ length: lineCount }, (_, line) =>
    line < rows ? 1 << (line + cols) : 1 << (line - rows),
  );
  const lineBit = (line: number): number => lineBits[line]!;
  const bySize = Int32Array.from({ length: pairs }, (_, rc) => rc).sort((x, y) => sizeOf(x) - sizeOf(y));
  const pairSize = Uint8Array.from(bySize, sizeOf);
  // Per line: the line sets without it (by size), the same set with it, and the index of the line's cells left
  // outside (the column set for a row, the row set for a column).
  const without = Array.from({ length: lineCount }, (_, line) => bySize.filter((rc) => (rc & lineBit(line)) === 0));
  const withLine = without.map((list, line) => Int32Array.from(list, (rc) => rc | lineBit(line)));
  const outsideOf = without.map((list, line) =>
    Int32Array.from(list, (rc) => (line < rows ? rc % colSets : rc >> cols)),
  );
  const half = pairs / 2;
  const withoutSize = Uint8Array.from(without.flatMap((list) => [...list].map(sizeOf)));
  const withoutWith = Int32Array.from(withLine.flatMap((list) => [...list]));
  const withoutPart = Int32Array.from(outsideOf.flatMap((list) => [...list]));
  // Per line, its cells by crossing line (4 a line at most).
  const lineCell = Int8Array.from({ length: lineCount * 4 }, (_, i) => {
    const line = i >> 2;
    const o = i & 3;
    return line < rows ? (o < cols ? line * cols + o : -1) : o < rows ? o * cols + (line - rows) : -1;
  });
  const lineCardMissed = new Int32Array(4);

  // Per slot (a search depth, and one spare for linesOfIndices): per word of goals and line set, the goals
  // missed on some cell outside the set; per line, the fewest lines of a set holding it where a goal is met.
  const slotWidth = words * pairs;
  const slots = MOST_DEPTHS + 1;
  const spare = MOST_DEPTHS;
  const outside = new Int32Array(slots * slotWidth);
  const bestWith = new Uint8Array(slots * lineCount);
  const missed = new Int32Array(cells * words);
  const rowMissed = new Int32Array(rows * colSets);
  const lineMissed = new Int32Array(words * Math.max(rowSets, colSets));

  /** Fills `slot` with the goals missed outside each line set of the grid. */
  const fill = (grid: Uint8Array, offset: number, slot: number): void => {
    const out = slot * slotWidth;
    for (let w = 0; w < words; w++) {
      for (let cell = 0; cell < cells; cell++)
        missed[cell] = reject[(cell * sorted.length + grid[offset + cell]!) * words + w]!;
      for (let r = 0; r < rows; r++) {
        const base = r * colSets;
        rowMissed[base + colSets - 1] = 0;
        for (let c = colSets - 2; c >= 0; c--) {
          const col = nextCol[c]!;
          rowMissed[base + c] = rowMissed[base + (c | (1 << col))]! | missed[r * cols + col]!;
        }
      }
      const at = out + w * pairs;
      for (let c = 0; c < colSets; c++) outside[at + (rowSets - 1) * colSets + c] = 0;
      for (let r = rowSets - 2; r >= 0; r--) {
        const row = nextRow[r]!;
        const from = at + (r | (1 << row)) * colSets;
        for (let c = 0; c < colSets; c++)
          outside[at + r * colSets + c] = outside[from + c]! | rowMissed[row * colSets + c]!;
      }
    }
  };

  /** True when some goal is met on every cell outside line set `rc` (slot at `out`). */
  const met = (out: number, rc: number): boolean => {
    for (let w = 0; w < words; w++) {
      const all = w === words - 1 ? lastWord : -1;
      if ((outside[out + w * pairs + rc]! & all) !== all) return true;
    }
    return false;
  };
  /** The fewest lines of a set where some goal is met (slot filled), or the first size above `limit`. */
  const fewestMet = (slot: number, limit: number): number => {
    const out = slot * slotWidth;
    for (let i = 0; i < pairs; i++) {
      const size = pairSize[i]!;
      if (size > limit) return size;
      if (met(out, bySize[i]!)) return size;
    }
    return lineCount;
  };
  /** Fills `slot` as a search parent: also, per line, the fewest lines of a met set holding it. */
  const parent = (grid: Uint8Array, offset: number, slot: number): number => {
    if (combos.length === 0) return 255; // no goal at all: never met (the solver stops on the proof first)
    fill(grid, offset, slot);
    const out = slot * slotWidth;
    const best = slot * lineCount;
    bestWith.fill(255, best, best + lineCount);
    let fewest = 255;
    let open = lineCount;
    for (let i = 0; i < pairs && open > 0; i++) {
      const rc = bySize[i]!;
      if (!met(out, rc)) continue;
      const size = pairSize[i]!;
      if (fewest === 255) fewest = size;
      for (let line = 0; line < lineCount; line++)
        if (rc & lineBit(line) && bestWith[best + line] === 255) {
          bestWith[best + line] = size;
          open--;
        }
    }
    return fewest;
  };
  const linesOfIndices = (grid: Uint8Array, offset: number): number => {
    if (combos.length === 0) return 255;
    fill(grid, offset, spare);
    return fewestMet(spare, lineCount);
  };
  const lineCounter = (depths: number): LineCounter => {
    if (depths > MOST_DEPTHS) throw new Error(`solver: at most ${MOST_DEPTHS} depths (asked ${depths})`);
    return {
      parent: (grid, offset, depth) => parent(grid, offset, depth),
      afterLine(depth, line, grid, offset, limit) {
        const best = bestWith[depth * lineCount + line]!;
        const out = depth * slotWidth;
        // The goals the changed line misses outside each set of the crossing lines (x: that set).
        const isRow = line < rows;
        const span = isRow ? colSets : rowSets;
        const length = isRow ? cols : rows;
        const next = isRow ? nextCol : nextRow;
        for (let w = 0; w < words; w++) {
          for (let o = 0; o < length; o++) {
            const cell = lineCell[line * 4 + o]!;
            lineCardMissed[o] = reject[(cell * sorted.length + grid[offset + cell]!) * words + w]!;
          }
          const at = w * span;
          lineMissed[at + span - 1] = 0;
          for (let x = span - 2; x >= 0; x--) {
            const o = next[x]!;
            lineMissed[at + x] = lineMissed[at + (x | (1 << o))]! | lineCardMissed[o]!;
          }
        }
        // Sets holding the line are unchanged (best); the others, smallest first, until one is met.
        const from = line * half;
        const stop = best <= limit ? best : limit + 1;
        if (words === 1) {
          for (let i = from; i < from + half; i++) {
            const n = withoutSize[i]!;
            if (n >= stop) break;
            if (((outside[out + withoutWith[i]!]! | lineMissed[withoutPart[i]!]!) & lastWord) !== lastWord) return n;
          }
          return best;
        }
        for (let i = from; i < from + half; i++) {
          const n = withoutSize[i]!;
          if (n >= best || n > limit) break;
          for (let w = 0; w < words; w++) {
            const all = w === words - 1 ? lastWord : -1;
            if (((outside[out + w * pairs + withoutWith[i]!]! | lineMissed[w * span + withoutPart[i]!]!) & all) !== all)
              return n;
          }
        }
        return best;
      },
    };
  };
  const proof =
    combos.length > 0
      ? null
      : `no placement of ${state.objectives.length === 1 ? 'the Objective' : `the ${state.objectives.length} Objectives together`} can be filled by the ${inPlay.length} troops in play (${COLOURS.map((c) => `${inPlay.filter((n) => byNumber.get(n)!.colour === c).length} ${c}`).join(', ')})`;
  return {
    goals: combos.length,
    proof,
    mismatch,
    bound(grid, commands) {
      const lines = linesOfIndices(
        Uint8Array.from(grid, (n) => sorted.indexOf(n)),
        0,
      );
      return lines === 255 ? Infinity : turnsForLines(lines, commands);
    },
    linesOfIndices,
    lineCounter,
  };
}
