import { COLOURS, type Colour, type TroopCard } from '../cards/TroopCard.js';
import type { ObjectiveCard, Requirement } from '../cards/ObjectiveCard.js';
import type { InstructionState } from '../game/State.js';
import { compileObjective, eitherOrChoicesAllowed } from '../objectives/matchObjective.js';
import { objectiveTroop } from '../cards/TroopCard.js';

/**
 * One way to complete every Objective at once: a placement of each, with a colour chosen for each
 * "one colour among the two" key, reduced to the cells it needs and, per cell, which cards of the deck
 * may stand there (`accept[card]`).
 */
export interface Goal {
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
  /**
   * A lower bound on the turns still needed on `grid` with `commands` uses of Command still possible (Infinity for
   * unlimited; under ruling R15's `parallel` Motivate counts too), each changing at most `perTurn` lines (2; 3 under
   * R15's `parallel` with R25's both abilities). 0 = complete.
   */
  bound(grid: readonly number[], commands: number, perTurn?: number): number;
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

/**
 * The line counts the solver's search asks, reading a child through the move's permutation of the parent's
 * cells (nothing written): {@link LineCounter}'s, and the check of a position with one turn left (most of the
 * positions an iterative deepening search examines), where only a child that completes some goal counts: per
 * changed set (a line, or a row and a column crossing; {@link changeSets}) the goals missed outside it.
 */
export interface SearchCounter {
  /**
   * As {@link LineCounter.parent}, looking at line sets of at most `most` lines: the answer, and the children's
   * below, are exact up to `most` - 1 (larger ones are 255).
   */
  parent(grid: Uint8Array, offset: number, depth: number, most: number): number;
  /**
   * As {@link LineCounter.afterLine} (`limit` below the parent's `most`), the child given as the parent at
   * `grid[offset..]` and the move: child cell i holds the parent's cell `permutation[base + i]`, or `card` where
   * that is the number of cells.
   */
  afterMove(
    depth: number,
    line: number,
    grid: Uint8Array,
    offset: number,
    permutation: Int8Array,
    base: number,
    card: number,
    limit: number,
  ): number;
  /** Fills the last-turn scratch from the parent grid at `grid[offset..]`. */
  lastParent(grid: Uint8Array, offset: number): void;
  /**
   * False when no child can complete a goal, whatever line it changes, or row and column when `pairs` (some
   * child may use Command; last-turn parent filled).
   */
  anyOpen(pairs: boolean): boolean;
  /** False when no child that changes only the cells of `set` can complete a goal (last-turn parent filled). */
  open(set: number): boolean;
  /** True when the child (parent and move as in {@link SearchCounter.afterMove}) that changed only `set` completes a goal. */
  completes(set: number, grid: Uint8Array, offset: number, permutation: Int8Array, base: number, card: number): boolean;
  /** As {@link TurnsLowerBound.linesOfIndices} (the same tables and scratch). */
  linesOfIndices(grid: Uint8Array, offset: number): number;
}

/** The tables {@link turnsLowerBound} compiles, with the solver's own counter. */
export interface LowerBoundTables extends TurnsLowerBound {
  /** Scratch for one search of up to `depths` depths. */
  searchCounter(depths: number): SearchCounter;
}

/** Most cells of a changed set: a row and a column crossing (4 + 3 - 1). */
export const SET_CELLS = 6;

/**
 * The sets of cells a turn can change, `SET_CELLS` cell numbers each (-1 past the end): the lines (rows first,
 * then columns; a push), then for each row r and column c, row r with column c (index lines + r * cols + c; a
 * push and the Command swap across it).
 */
export function changeSets(rows: number, cols: number): Int8Array {
  const lines = rows + cols;
  const sets = new Int8Array((lines + rows * cols) * SET_CELLS).fill(-1);
  for (let set = 0; set < lines + rows * cols; set++) {
    const inSet: number[] = [];
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        // A row, or a column (a pair's set number, at least lines, is no column: set - rows >= cols).
        const onLine = set < rows ? r === set : c === set - rows;
        const pair = set - lines;
        const onPair = set >= lines && (r === Math.floor(pair / cols) || c === pair % cols);
        if (onLine || onPair) inSet.push(r * cols + c);
      }
    sets.set(inSet, set * SET_CELLS);
  }
  return sets;
}

/**
 * Turns still needed when the cells to change lie in `lines` lines and Command (or under ruling R15's `parallel`,
 * Motivate along another line) can be used `commands` more times: such a turn changes at most `perTurn` lines (2; 3
 * under R15's `parallel` with R25's both abilities), any other turn one.
 */
export function turnsForLines(lines: number, commands: number, perTurn = 2): number {
  return Math.max(lines - (perTurn - 1) * commands, Math.ceil(lines / perTurn));
}

function meets(card: TroopCard, need: Requirement, choice: Colour | undefined): boolean {
  if ('colour' in need) return card.colour === need.colour;
  if ('troop' in need) return objectiveTroop(card.troop) === need.troop;
  if ('card' in need) return card.number === need.card;
  return card.colour === choice;
}

/** Most depths a search asks of {@link TurnsLowerBound.lineCounter}: the longest turn limit (24) and one. */
const MOST_DEPTHS = 25;
/** Most smallest met line sets kept per line (sets of n of the 7 lines holding a given one: C(6, n - 1) <= 20). */
const MOST_MINIMAL = 20;

/** The number of bits set. */
function sizeOf(bits: number): number {
  let n = 0;
  for (let x = bits; x; x &= x - 1) n++;
  return n;
}

/**
 * True when distinct cards can stand in every cell at once (a bipartite matching saturates the cells that
 * ask for something): `accept[cell]` has bit k for each of the `cards` cards in play that fits there.
 */
function fillable(accept: Int32Array, anyCard: number, cards: number): boolean {
  const owner = new Int32Array(cards).fill(-1);
  const seen = new Uint8Array(cards);
  const tryCell = (cell: number): boolean => {
    // Stryker disable next-line EqualityOperator: equivalent — bit `cards` is never set in `accept`
    for (let k = 0; k < cards; k++) {
      if (((accept[cell]! >> k) & 1) === 0 || seen[k] === 1) continue;
      seen[k] = 1;
      const holder = owner[k]!;
      if (holder < 0 || tryCell(holder)) {
        owner[k] = cell;
        return true;
      }
    }
    return false;
  };
  for (let cell = 0; cell < accept.length; cell++) {
    // Stryker disable next-line ConditionalExpression: equivalent — every cell holds a card, so at least as many cards are in play as cells, and a cell taking any card takes one left over (Hall): skipping it is speed only
    if (accept[cell] === anyCard) continue;
    seen.fill(0);
    if (!tryCell(cell)) return false;
  }
  return true;
}

/**
 * The goals of one Objective on a Tercio of `rows` x `cols`: each placement, with one colour chosen per "one
 * colour among the two" key, as the cells it asks and, per cell, which card numbers of the deck fit there
 * (distinct goals only, in the order of the placements). Computed afresh; {@link objectiveGoals} keeps them.
 */
export function compileObjectiveGoals(
  objective: ObjectiveCard,
  troops: readonly TroopCard[],
  rows: number,
  cols: number,
  allowMirror: boolean,
  // Stryker disable next-line StringLiteral: equivalent — any value but 'different' reads as independent (eitherOrChoicesAllowed)
  eitherOrColours: 'independent' | 'different' = 'independent',
): readonly Goal[] {
  const maxCard = Math.max(...troops.map((t) => t.number));
  const byNumber = new Map(troops.map((t) => [t.number, t]));
  const goals = new Map<string, Goal>();
  for (const { tests } of compileObjective(objective, rows, cols, { allowMirror }).placements) {
    const keys = [...new Set(tests.filter((t) => 'oneOf' in t.need).map((t) => t.key))];
    const options = keys.map((k) => (tests.find((t) => t.key === k)!.need as { oneOf: Colour[] }).oneOf);
    const combos: Colour[][] = options.reduce<Colour[][]>(
      (acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, o])),
      [[]],
    );
    for (const combo of combos) {
      // Ruling R24: under `different`, choices that repeat a colour are no goal.
      if (!eitherOrChoicesAllowed(combo, { eitherOrColours })) continue;
      const cells = new Map<number, boolean[]>();
      for (const test of tests) {
        const choice = combo[keys.indexOf(test.key)];
        const accept = Array.from(
          { length: maxCard + 1 },
          (_, n) => byNumber.has(n) && meets(byNumber.get(n)!, test.need, choice),
        );
        cells.set(test.index, accept);
      }
      // The cells come row-major (compileObjective), so equal goals read the same.
      const id = JSON.stringify([...cells]);
      goals.set(id, { cells: [...cells.keys()], accept: [...cells.values()] });
    }
  }
  return [...goals.values()];
}

/** {@link compileObjectiveGoals} kept per deck (its troops), Objective card, Tercio shape, mirror and R24 rulings. */
const goalsKept = new WeakMap<readonly TroopCard[], WeakMap<ObjectiveCard, Map<string, readonly Goal[]>>>();

/** {@link compileObjectiveGoals}, computed once per deck, Objective card, Tercio shape, mirror and R24 rulings. */
export function objectiveGoals(
  objective: ObjectiveCard,
  troops: readonly TroopCard[],
  rows: number,
  cols: number,
  allowMirror: boolean,
  // Stryker disable next-line StringLiteral: equivalent — any value but 'different' reads as independent (eitherOrChoicesAllowed)
  eitherOrColours: 'independent' | 'different' = 'independent',
): readonly Goal[] {
  let perObjective = goalsKept.get(troops);
  if (perObjective === undefined) goalsKept.set(troops, (perObjective = new WeakMap()));
  let perShape = perObjective.get(objective);
  if (perShape === undefined) perObjective.set(objective, (perShape = new Map<string, readonly Goal[]>()));
  const key = `${rows} ${cols} ${allowMirror} ${eitherOrColours}`;
  let goals = perShape.get(key);
  if (goals === undefined)
    perShape.set(key, (goals = compileObjectiveGoals(objective, troops, rows, cols, allowMirror, eitherOrColours)));
  return goals;
}

/** How many cards a goal accepts over all its cells (`accept`: per cell, a bit per card). */
function widthOf(accept: Int32Array): number {
  let n = 0;
  for (const bits of accept) n += sizeOf(bits);
  return n;
}

/**
 * The goals of `goals` (per cell, a bit per card that fits) that no other holds: equal ones once, and none
 * asking at least as much of every cell as another (`keep` decides, widest first, on those left).
 */
function widest(goals: readonly Int32Array[], keep: (accept: Int32Array) => boolean): Int32Array[] {
  if (goals.length === 0) return [];
  const cells = goals[0]!.length;
  // Widest first; a stable sort keeps ties in their order.
  const order = goals.map((accept) => ({ accept, width: widthOf(accept) }));
  order.sort((x, y) => y.width - x.width);
  // Per cell, the distinct values the goals hold there, and per value the kept goals that accept at least it
  // there (a bit set, 32 a word): a goal lies inside a kept one when the sets of its cells' values share one.
  // Stryker disable next-line ArithmeticOperator: speed only — more words than goals need stay empty
  const words = Math.ceil(goals.length / 32);
  const values: number[][] = [];
  /** Per goal (in `order`) and cell, the index of its value there among the cell's distinct values. */
  const valueOf = new Int32Array(order.length * cells);
  /** Per goal and cell, the cells to look at: values few goals share first (their sets are sparse). */
  const rare = new Uint8Array(order.length * cells);
  for (let cell = 0; cell < cells; cell++) {
    const index = new Map<number, number>();
    // Stryker disable next-line ArrayDeclaration: speed only — the counts only order the cells read (rare first)
    const count: number[] = [];
    order.forEach(({ accept }, g) => {
      let v = index.get(accept[cell]!);
      if (v === undefined) index.set(accept[cell]!, (v = index.size));
      // Stryker disable next-line ArithmeticOperator,LogicalOperator: speed only — the counts only order the cells read (rare first)
      count[v] = (count[v] ?? 0) + 1;
      valueOf[g * cells + cell] = v;
    });
    values.push([...index.keys()]);
    // Stryker disable next-line all: speed only — each cell is read in one of the two passes whatever its mark (0 or 1): the mark only orders the ANDs
    order.forEach((_, g) => (rare[g * cells + cell] = 2 * count[valueOf[g * cells + cell]!]! <= order.length ? 1 : 0));
  }
  const wider = values.map((distinct) => new Int32Array(distinct.length * words));
  const common = new Int32Array(words);
  const kept: Int32Array[] = [];
  order.forEach(({ accept }, g) => {
    // The kept goals inside which it may lie, narrowed cell by cell over the words still holding one.
    let low = 0;
    let high = (kept.length + 31) >> 5;
    common.fill(-1, 0, high);
    for (let pass = 1; pass >= 0; pass--)
      for (let cell = 0; cell < cells && low < high; cell++) {
        // Stryker disable next-line all: speed only — every cell is still read in one pass or both (an AND twice is once): the order only
        if (rare[g * cells + cell] !== pass) continue;
        const at = valueOf[g * cells + cell]! * words;
        const row = wider[cell]!;
        // Stryker disable next-line EqualityOperator: equivalent — a word past the range is never read again
        for (let w = low; w < high; w++) common[w]! &= row[at + w]!;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — the trims narrow the words still looked at; the range is empty exactly when every word in it is 0
        while (low < high && common[low] === 0) low++;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — as above
        while (high > low && common[high - 1] === 0) high--;
      }
    const any = low < high;
    if (any || !keep(accept)) return;
    const k = kept.length;
    kept.push(accept);
    for (let cell = 0; cell < cells; cell++) {
      const distinct = values[cell]!;
      const row = wider[cell]!;
      // Stryker disable next-line EqualityOperator: equivalent — a write past a typed array is dropped
      for (let v = 0; v < distinct.length; v++)
        if ((distinct[v]! & ~accept[cell]!) === 0) row[v * words + (k >> 5)]! |= 1 << (k & 31);
    }
  });
  return kept;
}

/** The hash {@link keptGoals} files a merge under (its first `cells` cells): two merges may share one. */
export function mergeHash(accept: ArrayLike<number>, cells: number): number {
  let hash = 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only — a hash of fewer cells files more merges together, and keptGoals compares them whole
  for (let cell = 0; cell < cells; cell++) hash = Math.imul(hash, 0x9e3779b1) ^ accept[cell]!;
  return hash;
}

/**
 * The ways to complete every Objective at once that the search needs, on the cards in play: each a choice
 * of one goal per Objective (`parts`, with `partBits` their cells' cards in play as bits) merged cell by cell,
 * that distinct cards can fill (a matching), keeping only those inside no other (the bound is a minimum: a
 * goal asking at least as much of every cell as another is never met before it). Built Objective by
 * Objective: a merge inside another, or that no cards can fill, only gives merges inside the other's, or
 * unfillable, so it is dropped at once. Widest first; the same set as every combination filtered at the end.
 */
export function keptGoals(
  parts: readonly (readonly Goal[])[],
  partBits: readonly (readonly (readonly number[])[])[],
  cells: number,
  cards: number,
): Int32Array[] {
  const anyCard = (1 << cards) - 1;
  let merged: Int32Array[] = [new Int32Array(cells).fill(anyCard)];
  parts.forEach((list, i) => {
    // Distinct merges with each goal of this Objective, found by a hash of their cells.
    // Stryker disable next-line ArrayDeclaration: equivalent — a text in the list is never fillable, so never kept
    const next: Int32Array[] = [];
    const byHash = new Map<number, Int32Array[]>();
    const add = (accept: Int32Array): void => {
      const hash = mergeHash(accept, cells);
      const same = byHash.get(hash);
      if (same?.some((other) => other.every((b, cell) => b === accept[cell]))) return;
      if (same) same.push(accept);
      else byHash.set(hash, [accept]);
      next.push(accept);
    };
    for (const here of merged) {
      const mine: Int32Array[] = [];
      let unchanged = false;
      for (let index = 0; index < list.length; index++) {
        const part = list[index]!;
        const bits = partBits[i]![index]!;
        let fits = true;
        // Stryker disable next-line BooleanLiteral: speed only — a merge that narrows nothing is then added as a copy, inside `here`
        let narrows = false;
        for (let j = 0; j < part.cells.length && fits; j++) {
          const both = here[part.cells[j]!]! & bits[j]!;
          fits = both !== 0; // else no card in play fits this cell for both
          // Stryker disable next-line ConditionalExpression: speed only — a merge that narrows nothing is then added as a copy, inside `here`
          narrows ||= both !== here[part.cells[j]!];
        }
        // Stryker disable next-line ConditionalExpression: speed only — a merge with a cell no card fits is never fillable, so never kept
        if (!fits) continue;
        // A goal this merge already meets leaves it whole, and every other merge of it lies inside it.
        unchanged = !narrows;
        // Stryker disable next-line ConditionalExpression: speed only — the goals after one that narrows nothing give merges inside `here`, which is added as a copy
        if (unchanged) break;
        const accept = Int32Array.from(here);
        // Stryker disable next-line EqualityOperator: equivalent — a write past a typed array is dropped
        for (let j = 0; j < part.cells.length; j++) accept[part.cells[j]!]! &= bits[j]!;
        mine.push(accept);
      }
      if (unchanged) add(here);
      else mine.forEach(add);
    }
    merged = widest(next, (accept) => fillable(accept, anyCard, cards));
  });
  return merged;
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
  return lowerBoundTables(state);
}

/** The first line not in `set` (a bit set of lines). */
function lowestOut(set: number): number {
  let i = 0;
  while (set & (1 << i)) i++;
  return i;
}

/** Per line of `length` values at `from` in `values`, each value ORed with those of every other (prefix and suffix). */
function orOthers(values: Int32Array, from: number, step: number, length: number, out: Int32Array): void {
  let before = 0;
  // Stryker disable next-line EqualityOperator: equivalent — the entry past `length` is never read (or lies past the array)
  for (let i = 0; i < length; i++) {
    out[i] = before;
    before |= values[from + i * step]!;
  }
  let after = 0;
  for (let i = length - 1; i >= 0; i--) {
    out[i]! |= after;
    after |= values[from + i * step]!;
  }
}

/**
 * True when some goal is met on every cell outside line set `rc` (slot at `out` of `outside`, `pairs` sets a word of
 * goals, `words` words, `lastWord` the bits of the last that name a goal).
 */
function met(outside: Int32Array, pairs: number, words: number, lastWord: number, out: number, rc: number): boolean {
  for (let w = 0; w < words; w++) {
    const all = w === words - 1 ? lastWord : -1;
    if ((outside[out + w * pairs + rc]! & all) !== all) return true;
  }
  return false;
}

/**
 * The line counts of {@link lowerBoundTables} over its kept goals, and the solver's {@link SearchCounter}: the
 * per-setup tables and scratch are fields, the counting code one class's methods, compiled once a process
 * (closures made per setup were compiled again for each).
 */
class LineSets implements SearchCounter {
  // `declare`: each field is created by the constructor with its first value, in the same order for every instance;
  // a class field would first be defined as undefined, and V8 would no longer know a number or an array's kind there.
  declare readonly rows: number;
  declare readonly cols: number;
  declare readonly cells: number;
  /** Cards in play (the encoding's card indices). */
  declare readonly cardCount: number;
  /** Goals kept. */
  declare readonly keptCount: number;
  /** Words of goal bits (32 a word), and the bits of the last word that name a goal. */
  declare readonly words: number;
  declare readonly lastWord: number;
  /** Per cell and card, the goals that card does not fit there. */
  declare readonly reject: Int32Array;
  declare readonly colSets: number;
  declare readonly rowSets: number;
  declare readonly pairs: number;
  declare readonly lineCount: number;
  declare readonly nextCol: Uint8Array;
  declare readonly nextRow: Uint8Array;
  /** The line of each bit of a line set (columns in the low bits, then rows). */
  declare readonly lineAtBit: Uint8Array;
  declare readonly bySize: Int32Array;
  declare readonly pairSize: Uint8Array;
  declare readonly lineCell: Int8Array;
  declare readonly lineCardMissed: Int32Array;
  /** Per cell of a child's changed line, where its card's row of `reject` starts. */
  declare readonly lineCardAt: Int32Array;
  declare readonly slotWidth: number;
  declare readonly spare: number;
  declare readonly outside: Int32Array;
  declare readonly bestWith: Uint8Array;
  declare readonly minimal: Int32Array;
  declare readonly minimalCount: Uint8Array;
  declare readonly missed: Int32Array;
  declare readonly rowMissed: Int32Array;
  declare readonly identity: Int8Array;
  declare readonly sets: Int8Array;
  declare readonly setCount: number;
  declare readonly lastOutside: Int32Array;
  declare readonly lastOpen: Uint8Array;
  declare readonly lastMissed: Int32Array;
  declare readonly rowOr: Int32Array;
  declare readonly colOr: Int32Array;
  declare pairsFilled: boolean;
  /** Per cell of the last-turn parent, where its card's row of `reject` starts. */
  declare readonly lastAt: Int32Array;
  declare readonly rowOthers: Int32Array;
  declare readonly colOthers: Int32Array;
  declare readonly rowLess: Int32Array;

  constructor(
    rows: number,
    cols: number,
    cardCount: number,
    keptCount: number,
    words: number,
    reject: Int32Array,
    lastWord: number,
  ) {
    const cells = rows * cols;
    this.rows = rows;
    this.cols = cols;
    this.cells = cells;
    this.cardCount = cardCount;
    this.keptCount = keptCount;
    this.words = words;
    this.lastWord = lastWord;
    this.reject = reject;
    // Line sets as (R, C): a set of rows and one of columns, index R * colSets + C; lines are numbered rows first.
    const colSets = (this.colSets = 1 << cols);
    const rowSets = (this.rowSets = 1 << rows);
    const pairs = (this.pairs = rowSets * colSets);
    const lineCount = (this.lineCount = rows + cols);
    this.nextCol = Uint8Array.from({ length: colSets }, (_, c) => lowestOut(c));
    this.nextRow = Uint8Array.from({ length: rowSets }, (_, r) => lowestOut(r));
    this.lineAtBit = Uint8Array.from({ length: lineCount }, (_, bit) => (bit < cols ? rows + bit : bit - cols));
    this.bySize = Int32Array.from({ length: pairs }, (_, rc) => rc).sort((x, y) => sizeOf(x) - sizeOf(y));
    this.pairSize = Uint8Array.from(this.bySize, sizeOf);
    // Per line, its cells by crossing line (4 a line at most).
    this.lineCell = Int8Array.from({ length: lineCount * 4 }, (_, i) => {
      const line = i >> 2;
      const o = i & 3;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator: equivalent — entries past a line's length are never read (afterMove reads its `length` cells)
      return line < rows ? (o < cols ? line * cols + o : -1) : o < rows ? o * cols + (line - rows) : -1;
    });
    this.lineCardMissed = new Int32Array(4);
    this.lineCardAt = new Int32Array(4);

    // Per slot (a search depth, and one spare for linesOfIndices): per word of goals and line set, the goals
    // missed on some cell outside the set; per line, the fewest lines of a set holding it where a goal is met.
    const slotWidth = (this.slotWidth = words * pairs);
    const slots = MOST_DEPTHS + 1;
    this.spare = MOST_DEPTHS;
    this.outside = new Int32Array(slots * slotWidth);
    // 255 ("never met") until `parent` fills a depth: with no goal kept, no depth is ever filled and no child is met.
    this.bestWith = new Uint8Array(slots * lineCount).fill(255);
    // Per slot and line, its smallest met sets (a line holds at most C(6, 3) = 20 sets of one size).
    this.minimal = new Int32Array(slots * lineCount * MOST_MINIMAL);
    this.minimalCount = new Uint8Array(slots * lineCount);
    this.missed = new Int32Array(cells * words);
    this.rowMissed = new Int32Array(rows * colSets);
    this.identity = Int8Array.from({ length: cells }, (_, i) => i);
    const sets = (this.sets = changeSets(rows, cols));
    // Stryker disable next-line ArithmeticOperator: speed only — larger scratch, and anyOpen reads on through entries never opened
    const setCount = (this.setCount = sets.length / SET_CELLS);
    this.lastOutside = new Int32Array(setCount * words);
    this.lastOpen = new Uint8Array(setCount);
    this.lastMissed = new Int32Array(cells);
    this.rowOr = new Int32Array(rows);
    this.colOr = new Int32Array(cols);
    // Pair sets (a row and a column) are filled when first asked after a last-turn parent: only Command needs them.
    // Stryker disable next-line BooleanLiteral: equivalent — lastParent sets it before open, anyOpen or completes reads it
    this.pairsFilled = false;
    this.lastAt = new Int32Array(cells);
    // What `orOthers` gives per row and per column, each exactly as long (an entry past either reads undefined).
    this.rowOthers = new Int32Array(rows);
    this.colOthers = new Int32Array(cols);
    this.rowLess = new Int32Array(cells);
  }

  /**
   * Fills `slot` with the goals missed outside each line set of the grid. The sets holding every column of a row
   * (`rowMissed`) and every row (`outside`) miss nothing: their entries are never written, so stay 0.
   */
  fill(grid: Uint8Array, offset: number, slot: number): void {
    const { words, cells, rows, cols, colSets, rowSets, pairs, reject, missed, rowMissed, nextCol, nextRow, outside } =
      this;
    const cardCount = this.cardCount;
    const out = slot * this.slotWidth;
    // Stryker disable next-line EqualityOperator: equivalent — a word past the last fills the next slot's first, which that slot's own fill writes before it is read (the spare slot's lies past the array)
    for (let w = 0; w < words; w++) {
      // Stryker disable next-line EqualityOperator: equivalent — the entry past the cells is never read
      for (let cell = 0; cell < cells; cell++)
        missed[cell] = reject[(cell * cardCount + grid[offset + cell]!) * words + w]!;
      // Stryker disable next-line EqualityOperator: equivalent — a row past the last writes past the array (dropped)
      for (let r = 0; r < rows; r++) {
        const base = r * colSets;
        for (let c = colSets - 2; c >= 0; c--) {
          const col = nextCol[c]!;
          rowMissed[base + c] = rowMissed[base + (c | (1 << col))]! | missed[r * cols + col]!;
        }
      }
      const at = out + w * pairs;
      // Stryker disable next-line ArithmeticOperator: equivalent — starting past the last row set writes the row sets 0-2 of the next word (written by its own pass after) or the next slot's first word (filled again before a depth-first search reads it: a deeper depth is filled on entering it, the spare slot by linesOfIndices), and the sets of every row from those of every row, which stay 0
      for (let r = rowSets - 2; r >= 0; r--) {
        const row = nextRow[r]!;
        const from = at + (r | (1 << row)) * colSets;
        for (let c = 0; c < colSets; c++)
          outside[at + r * colSets + c] = outside[from + c]! | rowMissed[row * colSets + c]!;
      }
    }
  }

  /** The fewest lines of a set where some goal is met (slot filled). */
  fewestMet(slot: number): number {
    const out = slot * this.slotWidth;
    const { pairs, bySize, pairSize, outside, words, lastWord } = this;
    // Stryker disable next-line EqualityOperator: equivalent — the set of every line is met whenever a goal is kept (asked only then), so the loop returns before its end
    for (let i = 0; i < pairs; i++) if (met(outside, pairs, words, lastWord, out, bySize[i]!)) return pairSize[i]!;
    return this.lineCount;
  }

  /**
   * Fills `slot` as a search parent: also, per line, the fewest lines of a met set holding it; line sets of more than
   * `most` lines are not looked at.
   */
  parent(grid: Uint8Array, offset: number, slot: number, most: number): number {
    if (this.keptCount === 0) return 255; // no goal at all: never met (the solver stops on the proof first)
    this.fill(grid, offset, slot);
    const { lineCount, pairs, bySize, pairSize, bestWith, minimal, minimalCount, lineAtBit } = this;
    const { outside, words, lastWord } = this;
    const out = slot * this.slotWidth;
    const best = slot * lineCount;
    bestWith.fill(255, best, best + lineCount);
    let fewest = 255;
    let open = lineCount;
    let last = 0;
    const first = slot * lineCount * MOST_MINIMAL;
    minimalCount.fill(0, best, best + lineCount);
    // Up to the size at which the last line found its first met set: every smallest met set of each line.
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: speed only — looking at more (larger) sets changes no line's first met size nor its smallest sets, and a fewest past `most` is "more" to every caller (a weaker cut at worst)
    for (let i = 0; i < pairs && (open > 0 || pairSize[i] === last) && pairSize[i]! <= most; i++) {
      const rc = bySize[i]!;
      if (!met(outside, pairs, words, lastWord, out, rc)) continue;
      const size = pairSize[i]!;
      last = size;
      if (fewest === 255) fewest = size;
      for (let bits = rc; bits !== 0; bits &= bits - 1) {
        const line = lineAtBit[31 - Math.clz32(bits & -bits)]!;
        if (bestWith[best + line] === 255) {
          bestWith[best + line] = size;
          // Stryker disable next-line UpdateOperator: speed only — the scan then runs on to `most`, through larger sets only
          open--;
        }
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — the cap is never reached (a line is in at most C(6, n - 1) <= 20 sets of n lines)
        if (bestWith[best + line] === size && minimalCount[best + line]! < MOST_MINIMAL)
          minimal[first + line * MOST_MINIMAL + minimalCount[best + line]!++] = rc;
      }
    }
    return fewest;
  }

  linesOfIndices(grid: Uint8Array, offset: number): number {
    if (this.keptCount === 0) return 255;
    this.fill(grid, offset, this.spare);
    return this.fewestMet(this.spare);
  }

  afterMove(
    depth: number,
    line: number,
    grid: Uint8Array,
    offset: number,
    permutation: Int8Array,
    base: number,
    card: number,
    limit: number,
  ): number {
    const { lineCount, bestWith } = this;
    // A set met on the child either holds the line (then it was met on the parent: at least `best` lines)
    // or, with the line added, was met on the parent (at least best - 1). So only the parent's smallest met
    // sets holding the line, less the line, can do better; none is worth it beyond `limit`.
    const best = bestWith[depth * lineCount + line]!;
    // Stryker disable next-line ConditionalExpression: speed only — past `limit`, best and best - 1 both say "more"
    if (best - 1 > limit) return best;
    const { rows, cols, cells, colSets, words, lastWord, pairs, reject, outside, minimal, lineCell } = this;
    const { lineCardAt, lineCardMissed } = this;
    const cardCount = this.cardCount;
    const out = depth * this.slotWidth;
    const isRow = line < rows;
    const length = isRow ? cols : rows;
    const count = this.minimalCount[depth * lineCount + line]!;
    const first = (depth * lineCount + line) * MOST_MINIMAL;
    // Stryker disable next-line EqualityOperator: equivalent — the entry past the line's cells is never read (past a column's, past the array)
    for (let o = 0; o < length; o++) {
      const cell = lineCell[line * 4 + o]!;
      const source = permutation[base + cell]!;
      lineCardAt[o] = (cell * cardCount + (source === cells ? card : grid[offset + source]!)) * words;
    }
    for (let w = 0; w < words; w++) {
      // Stryker disable next-line EqualityOperator: equivalent — the entry past the line's cells is never read (past a column's, past the array)
      for (let o = 0; o < length; o++) lineCardMissed[o] = reject[lineCardAt[o]! + w]!;
      const all = w === words - 1 ? lastWord : -1;
      for (let m = 0; m < count; m++) {
        const rc = minimal[first + m]!;
        // The line's cells outside the set less the line: those on crossing lines the set does not hold.
        const crossing = isRow ? rc & (colSets - 1) : rc >> cols;
        let missedOnLine = 0;
        for (let o = 0; o < length; o++) if (((crossing >> o) & 1) === 0) missedOnLine |= lineCardMissed[o]!;
        if (((outside[out + w * pairs + rc]! | missedOnLine) & all) !== all) return best - 1;
      }
    }
    return best;
  }

  /** As {@link LineCounter.afterLine}: {@link LineSets.afterMove} through the identity permutation. */
  afterLine(depth: number, line: number, grid: Uint8Array, offset: number, limit: number): number {
    // Stryker disable next-line UnaryOperator: equivalent — the identity permutation never names the incoming card (source = cells), so no card is read
    return this.afterMove(depth, line, grid, offset, this.identity, 0, -1, limit);
  }

  fillPairs(): void {
    const {
      words,
      lastWord,
      cells,
      rows,
      cols,
      lineCount,
      reject,
      lastAt,
      lastMissed,
      rowLess,
      lastOutside,
      lastOpen,
    } = this;
    const { rowOthers, colOthers } = this;
    // Stryker disable next-line BooleanLiteral: speed only — the pairs are filled again, the same
    this.pairsFilled = true;
    for (let w = 0; w < words; w++) {
      const all = w === words - 1 ? lastWord : -1;
      // Stryker disable next-line EqualityOperator: equivalent — a write past the array is dropped
      for (let cell = 0; cell < cells; cell++) lastMissed[cell] = reject[lastAt[cell]! + w]!;
      // Per row and column, the goals missed on that row less that column's cell.
      // Stryker disable next-line EqualityOperator: equivalent — a row past the last writes past the array (dropped)
      for (let r = 0; r < rows; r++) {
        orOthers(lastMissed, r * cols, 1, cols, colOthers);
        // Stryker disable next-line EqualityOperator: equivalent — the entry past a row is the next row's first, written after (the last row's lies past the array)
        for (let c = 0; c < cols; c++) rowLess[r * cols + c] = colOthers[c]!;
      }
      // The goals missed on the cells of neither the pair's row nor its column: the other rows less that column.
      for (let col = 0; col < cols; col++) {
        orOthers(rowLess, col, cols, rows, rowOthers);
        // Stryker disable next-line EqualityOperator: equivalent — a row past the last names a set past the arrays (dropped)
        for (let row = 0; row < rows; row++) {
          const o = rowOthers[row]!;
          const set = lineCount + row * cols + col;
          lastOutside[set * words + w] = o;
          if ((o & all) !== all) lastOpen[set] = 1;
        }
      }
    }
  }

  lastParent(grid: Uint8Array, offset: number): void {
    const { words, lastWord, cells, rows, cols, reject, lastAt, lastOutside, lastOpen, rowOr, colOr } = this;
    const { rowOthers, colOthers } = this;
    const cardCount = this.cardCount;
    lastOpen.fill(0);
    this.pairsFilled = true;
    if (this.keptCount === 0) return; // no goal at all: never met
    // Stryker disable next-line EqualityOperator: equivalent — a write past the array is dropped
    for (let cell = 0; cell < cells; cell++) lastAt[cell] = (cell * cardCount + grid[offset + cell]!) * words;
    this.pairsFilled = false;
    for (let w = 0; w < words; w++) {
      const all = w === words - 1 ? lastWord : -1;
      // Stryker disable next-line EqualityOperator: equivalent — a write past the array is dropped
      for (let r = 0; r < rows; r++) rowOr[r] = 0;
      // Stryker disable next-line EqualityOperator: equivalent — a write past the array is dropped
      for (let c = 0; c < cols; c++) colOr[c] = 0;
      // Stryker disable next-line EqualityOperator: equivalent — a row past the last reads no card (NaN index) and writes past rowOr
      for (let r = 0, cell = 0; r < rows; r++)
        for (let c = 0; c < cols; c++, cell++) {
          const m = reject[lastAt[cell]! + w]!;
          rowOr[r]! |= m;
          colOr[c]! |= m;
        }
      // The goals missed outside a line: on the other rows, or the other columns.
      orOthers(rowOr, 0, 1, rows, rowOthers);
      for (let line = 0; line < rows; line++) {
        const o = rowOthers[line]!;
        lastOutside[line * words + w] = o;
        if ((o & all) !== all) lastOpen[line] = 1;
      }
      orOthers(colOr, 0, 1, cols, colOthers);
      for (let c = 0; c < cols; c++) {
        const o = colOthers[c]!;
        lastOutside[(rows + c) * words + w] = o;
        if ((o & all) !== all) lastOpen[rows + c] = 1;
      }
    }
  }

  anyOpen(pairs: boolean): boolean {
    const { lineCount, lastOpen } = this;
    for (let line = 0; line < lineCount; line++) if (lastOpen[line] === 1) return true;
    if (!pairs) return false;
    if (!this.pairsFilled) this.fillPairs();
    // Stryker disable next-line EqualityOperator: equivalent — the entry past the sets is undefined, not 1
    for (let set = lineCount; set < this.setCount; set++) if (lastOpen[set] === 1) return true;
    return false;
  }

  open(set: number): boolean {
    // Stryker disable next-line LogicalOperator: speed only — `||` fills the pairs when a line is asked, or again
    if (set >= this.lineCount && !this.pairsFilled) this.fillPairs();
    return this.lastOpen[set] === 1;
  }

  completes(
    set: number,
    grid: Uint8Array,
    offset: number,
    permutation: Int8Array,
    base: number,
    card: number,
  ): boolean {
    // Stryker disable next-line LogicalOperator: speed only — `||` fills the pairs when a line is asked, or again
    if (set >= this.lineCount && !this.pairsFilled) this.fillPairs();
    if (this.lastOpen[set] === 0) return false;
    const { words, lastWord, cells, reject, lastOutside, sets } = this;
    const cardCount = this.cardCount;
    for (let w = 0; w < words; w++) {
      let m = lastOutside[set * words + w]!;
      // Stryker disable next-line EqualityOperator: equivalent — one cell more is the next set's first: one of this set (counted), or one outside it whose card is the parent's, with misses `lastOutside` holds (past the last set: a NaN index)
      for (let o = set * SET_CELLS; o < set * SET_CELLS + SET_CELLS; o++) {
        const cell = sets[o]!;
        if (cell < 0) break;
        const source = permutation[base + cell]!;
        const k = source === cells ? card : grid[offset + source]!;
        m |= reject[(cell * cardCount + k) * words + w]!;
      }
      const all = w === words - 1 ? lastWord : -1;
      if ((m & all) !== all) return true;
    }
    return false;
  }
}

/** {@link turnsLowerBound} with the solver's own last-turn counter. */
export function lowerBoundTables(state: InstructionState): LowerBoundTables {
  const rows = state.grid.length;
  const cols = state.grid[0]!.length; // a Tercio has rows (4 x 3)
  const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve];
  const byNumber = new Map(state.troops.map((t) => [t.number, t]));

  const parts = state.objectives.map((objective) =>
    objectiveGoals(objective, state.troops, rows, cols, state.rules.allowMirror, state.rules.eitherOrColours),
  );
  // On the cards in play (bit k: the k-th smallest number in play): per part and cell, the cards that fit.
  const sorted = [...inPlay].sort((a, b) => a - b);
  const cells = rows * cols;
  const anyCard = (1 << sorted.length) - 1;
  const partBits = parts.map((list) =>
    list.map((part) =>
      part.accept.map((accept) => sorted.reduce((bits, card, k) => (accept[card] ? bits | (1 << k) : bits), 0)),
    ),
  );
  const kept = keptGoals(parts, partBits, cells, sorted.length);

  // Every combination of one goal per Objective that agrees on shared cells and that the cards in play can
  // fill, in order (only `goals` and `mismatch` ask for them; the search needs the kept goals alone).
  let combos: number[][] | null = null;
  const allCombos = (): number[][] => {
    // Stryker disable next-line ConditionalExpression: speed only — the combinations computed again are the same
    if (combos !== null) return combos;
    const found: number[][] = [];
    // Stryker disable next-line ArrayDeclaration: equivalent — every entry is written before it is read
    const chosen: number[] = [];
    const merged = Array.from({ length: parts.length + 1 }, () => new Int32Array(cells).fill(anyCard));
    const combine = (i: number): void => {
      const here = merged[i]!;
      if (i === parts.length) {
        if (fillable(here, anyCard, sorted.length)) found.push([...chosen]);
        return;
      }
      const next = merged[i + 1]!;
      parts[i]!.forEach((part, index) => {
        next.set(here);
        const bits = partBits[i]![index]!;
        for (let j = 0; j < part.cells.length; j++) {
          const cell = part.cells[j]!;
          next[cell]! &= bits[j]!;
          // Stryker disable next-line ConditionalExpression: speed only — a merge with a cell no card fits is never fillable, so never counted
          if (next[cell] === 0) return; // no card in play fits this cell for both
        }
        chosen[i] = index;
        combine(i + 1);
      });
    };
    combine(0);
    combos = found;
    return found;
  };

  const partMask = (grid: readonly number[], part: Goal): number => {
    let mask = 0;
    for (let i = 0; i < part.cells.length; i++)
      if (!part.accept[i]![grid[part.cells[i]!]!]) mask |= 1 << part.cells[i]!;
    return mask;
  };
  const mismatch = (grid: readonly number[], goal: number): number =>
    allCombos()[goal]!.reduce((mask, index, objective) => mask | partMask(grid, parts[objective]![index]!), 0);
  // As bit sets over the kept goals: per cell and card, the goals that card does not fit there (32 a word).
  const words = Math.max(1, Math.ceil(kept.length / 32));
  const reject = new Int32Array(cells * sorted.length * words);
  kept.forEach((accept, g) => {
    // Stryker disable next-line EqualityOperator: equivalent — a write past a typed array is dropped
    for (let cell = 0; cell < cells; cell++)
      for (let k = 0; k < sorted.length; k++)
        if (((accept[cell]! >> k) & 1) === 0) reject[(cell * sorted.length + k) * words + (g >> 5)]! |= 1 << (g & 31);
  });
  const lastWord = kept.length % 32 === 0 ? -1 : (1 << (kept.length % 32)) - 1;
  const counter = new LineSets(rows, cols, sorted.length, kept.length, words, reject, lastWord);
  const linesOfIndices = (grid: Uint8Array, offset: number): number => counter.linesOfIndices(grid, offset);
  const lineCounter = (depths: number): LineCounter => {
    if (depths > MOST_DEPTHS) throw new Error(`solver: at most ${MOST_DEPTHS} depths (asked ${depths})`);
    return {
      parent: (grid, offset, depth) => counter.parent(grid, offset, depth, counter.lineCount),
      afterLine: (depth, line, grid, offset, limit) => counter.afterLine(depth, line, grid, offset, limit),
    };
  };
  // Every counter of these tables is the one object: the scratch was always shared by the counters of one table.
  const searchCounter = (depths: number): SearchCounter => {
    if (depths > MOST_DEPTHS) throw new Error(`solver: at most ${MOST_DEPTHS} depths (asked ${depths})`);
    return counter;
  };
  const proof =
    kept.length > 0
      ? null
      : `no placement of ${state.objectives.length === 1 ? 'the Objective' : `the ${state.objectives.length} Objectives together`} can be filled by the ${inPlay.length} troops in play (${COLOURS.map((c) => `${inPlay.filter((n) => byNumber.get(n)!.colour === c).length} ${c}`).join(', ')})`;
  return {
    get goals() {
      return allCombos().length;
    },
    proof,
    mismatch,
    bound(grid, commands, perTurn = 2) {
      const lines = linesOfIndices(
        Uint8Array.from(grid, (n) => sorted.indexOf(n)),
        0,
      );
      return lines === 255 ? Infinity : turnsForLines(lines, commands, perTurn);
    },
    linesOfIndices,
    lineCounter,
    searchCounter,
  };
}
