import { MusterError } from '@muster/core';
import { BASE_ROUND_LENGTH, BASE_TURN_LIMIT } from '../cards/BattleCard.js';
import { objectiveTroop, type TroopCard } from '../cards/TroopCard.js';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { bannerCards, legalDecisions } from '../sequence/legalDecisions.js';
import { specialCards } from '../game/playManeuver.js';
import { afterInstructionDecision } from '../game/resolve.js';
import { objectivesComplete } from '../game/objectivesComplete.js';
import { refuseCompleteDeployment } from '../game/setup.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import type { InstructionSetup } from './InstructionSetup.js';
import { ABILITY_USED, searchModel, WIDE, type SolverModel } from './SolverModel.js';
import { lowerBoundTables, turnsForLines, type SearchCounter } from './turnsLowerBound.js';
import { linesCache, slotOf, type LinesCache } from './linesCache.js';

/** Default most positions the solver examines before answering `unknown`. */
export const DEFAULT_MAX_STATES = 5_000_000;
/** Slots of the transposition table at first and at most (powers of two; 8 a bucket); it doubles when half full. */
const TABLE_FIRST = 1 << 14;
const TABLE_MOST = 1 << 22;
/** Positions between two looks at the clock. */
const CLOCK_EVERY = 1024;

/** What the solver found. */
export type SolveResult =
  | {
      readonly status: 'solved';
      readonly turns: number;
      readonly moves: readonly TacmentoDecision[];
      readonly explored: number;
    }
  | { readonly status: 'impossible'; readonly reason: string; readonly explored: number }
  | {
      readonly status: 'unknown';
      readonly reason: string;
      readonly searchedTurns: number;
      readonly explored: number;
      /** What ended the search: the position budget (a deterministic answer) or the clock. */
      readonly stoppedBy: 'positions' | 'time';
    };

/** Options of {@link solveInstruction}. */
export interface SolveOptions {
  /** Most positions to examine before giving up with `unknown` (default {@link DEFAULT_MAX_STATES}). */
  readonly maxStates?: number;
  /**
   * Seconds of search before giving up with `unknown (time limit)` (default: none). The answer then depends
   * on the machine; one ended by `maxStates` does not.
   */
  readonly timeLimit?: number;
  /** Milliseconds from any origin, read only to enforce `timeLimit` (default `Date.now`; a test injects its own). */
  readonly clock?: () => number;
  /** Ruling options (defaults: the rulings). */
  readonly options?: Partial<TacmentoOptions>;
  /**
   * Slots of the transposition table at first: a power of two from 8 to 4,194,304 (default 16,384; 8 bytes a
   * slot). The table doubles when half full, up to 4,194,304 slots. Answers never depend on it; the positions
   * examined may (a smaller table evicts more).
   */
  readonly tableSlots?: number;
  /**
   * Ruling R26: refuse a setup the rules would reshuffle (an Objective already complete), as a game's set-up does,
   * with a `bad-input` error at `tercio` (default false: any position is answered, 0 turns when every Objective is
   * already complete).
   */
  readonly dealtOnly?: boolean;
}

/** The first Instruction state of a setup (no shuffle: the deployment is given). */
export function stateFromSetup(
  setup: InstructionSetup,
  options: TacmentoOptions = TacmentoOptionsSchema.parse({}),
): InstructionState {
  const deck: DeckFile = setup.deck ?? sampleDeck;
  const placed = [...setup.tercio.flat(), ...setup.reserve];
  return {
    mode: 'instruction',
    rules: options,
    troops: deck.troops,
    objectives: setup.objectives.map((n) => deck.objectives.find((o) => o.number === n)!),
    grid: setup.tercio.map((row) => row.map((card) => ({ card, owner: 'A' as const }))),
    reserve: [...setup.reserve],
    unused: deck.troops.map((t) => t.number).filter((n) => !placed.includes(n) && !setup.objectives.includes(n)),
    difficulty: setup.rules.difficulty ?? setup.difficulty,
    turnLimit: setup.rules.turnLimit ?? BASE_TURN_LIMIT,
    roundLength: setup.rules.roundLength ?? BASE_ROUND_LENGTH,
    abilities: setup.rules.abilities ?? 'once-per-round',
    reserveTwiceInARow: setup.rules.reserveTwiceInARow ?? false,
    battle: null,
    scoring: { kind: 'instruction-table' },
    turn: 0,
    tookReserveLastTurn: false,
    abilityUsedThisRound: false,
    reminder: null,
    completedAt: null,
    outcome: null,
  };
}

/**
 * Why no placement of an Objective can ever be filled by the cards in play (Tercio and Reserve), or null.
 * Cards never enter or leave play in an Instruction, so too few cards of a colour, troop or number is a proof.
 */
export function countingProof(state: InstructionState): string | null {
  const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve].map((n) =>
    state.troops.find((t) => t.number === n)!,
  );
  const count = (pred: (t: TroopCard) => boolean) => inPlay.filter(pred).length;
  for (const objective of state.objectives) {
    const cells = objective.pattern.join('');
    const fixed = new Map<string, number>();
    for (const key of cells) if (key !== '.') fixed.set(key, (fixed.get(key) ?? 0) + 1);
    const colourNeed = new Map<string, number>();
    for (const [key, n] of fixed) {
      const need = objective.legend[key]!;
      if ('colour' in need) colourNeed.set(need.colour, (colourNeed.get(need.colour) ?? 0) + n);
      if ('card' in need && count((t) => t.number === need.card) < 1)
        return `Objective ${objective.number} needs troop card ${need.card}, which is not in play`;
      if ('troop' in need && count((t) => objectiveTroop(t.troop) === need.troop) < n)
        return `Objective ${objective.number} needs ${n} ${need.troop} and fewer are in play`;
    }
    for (const [colour, n] of colourNeed)
      if (count((t) => t.colour === colour) < n)
        return `Objective ${objective.number} needs ${n} ${colour} troops and only ${count((t) => t.colour === colour)} are in play`;
    for (const [key, n] of fixed) {
      const need = objective.legend[key]!;
      if ('oneOf' in need && !need.oneOf.some((c) => count((t) => t.colour === c) >= n + (colourNeed.get(c) ?? 0)))
        return `Objective ${objective.number} needs ${n} troops of one of ${need.oneOf.join('/')} and too few are in play`;
    }
  }
  return null;
}

/**
 * How many turns from turn `turn` (turns taken) up to turn `bound` could change two lines: Command does, and under
 * ruling R15's `parallel` Motivate along another line does (under `same` it pushes the same line again), so none
 * when no such card is in play (`captainInPlay`: the Captain, or under `parallel` either special card). `abilityUsed`
 * is the flag of the round the next turn (turn + 1) belongs to. Exported for its spec only (not from the package).
 */
export function commandsLeft(
  state: InstructionState,
  captainInPlay: boolean,
  abilityUsed: boolean,
  turn: number,
  bound: number,
): number {
  if (state.abilities === 'none' || !captainInPlay) return 0;
  if (state.abilities === 'unlimited') return Infinity;
  // Once per round: this round's, if unused, and one for each round that starts before the bound.
  let left = abilityUsed ? 0 : 1;
  for (let start = state.roundLength + 1; start <= bound; start += state.roundLength) if (start > turn + 1) left++;
  return left;
}

/**
 * Replays the moves through the engine's own legal decisions and reducer; throws on any disagreement (a solver bug):
 * a move the engine does not list, the Objectives complete before the last move, or not after it. Exported for its
 * spec only (not from the package).
 */
export function replayThroughEngine(start: InstructionState, moves: readonly TacmentoDecision[]): void {
  let state = start;
  moves.forEach((move, i) => {
    const key = JSON.stringify(move);
    if (!legalDecisions(state).some((d) => d.kind === move.kind && JSON.stringify(d) === key))
      throw new Error(`solver bug: move ${i + 1} (${JSON.stringify(move)}) is not legal in the engine`);
    state = afterInstructionDecision(state, move);
    if (objectivesComplete(state) !== (i === moves.length - 1))
      throw new Error(
        `solver bug: the Objectives are ${i === moves.length - 1 ? 'not ' : ''}complete after move ${i + 1}`,
      );
  });
}

/**
 * The fewest turns to complete an Instruction setup, or a proof that it cannot be done within the turn
 * limit (12). Iterative deepening A* over the real rules (every legal manoeuvre, with and without
 * abilities, and spent turns, as tabulated from the game's own rule functions by `searchModel`, the game's model
 * without ruling R27's test):
 * bounds of 1, 2, ... turns, each searched depth-first, children in order of their estimate, and cut
 * wherever the turns taken plus an admissible lower bound (`turnsLowerBound` of `@muster/tacmento/mechanics`: the lines still to
 * change for the nearest way to complete every Objective) exceed it, with a transposition table of positions
 * already shown to fail within the bound. The first bound that finds a solution is the fewest turns; a search
 * of the turn limit that finds none is a proof over every position the bound did not rule out. "Impossible"
 * can also come first from counting the cards in play. A search that examines more than `maxStates`
 * positions, or runs past `timeLimit` seconds, answers `unknown`, with the turns ruled out. Positions are
 * packed integers and the inner loop allocates nothing. Every solution is replayed through the engine's
 * `legalDecisions` and reducer before it is returned.
 *
 * @example
 * const result = solveInstruction(loadSetup(JSON.parse(text), 'setup.json'), { timeLimit: 60 });
 * if (result.status === 'solved') console.log(result.turns, result.moves);
 */
export function solveInstruction(setup: InstructionSetup, solveOptions: SolveOptions = {}): SolveResult {
  const options = TacmentoOptionsSchema.parse(solveOptions.options ?? {});
  const maxStates = solveOptions.maxStates ?? DEFAULT_MAX_STATES;
  const firstSlots = solveOptions.tableSlots ?? TABLE_FIRST;
  if (
    !Number.isInteger(firstSlots) ||
    firstSlots < 8 ||
    firstSlots > TABLE_MOST ||
    (firstSlots & (firstSlots - 1)) !== 0
  )
    throw new MusterError('bad-input', `tableSlots must be a power of two from 8 to ${TABLE_MOST}, not ${firstSlots}`, {
      path: 'tableSlots',
      expected: `a power of two from 8 to ${TABLE_MOST}`,
    });
  const clock = solveOptions.clock ?? Date.now;
  const deadline = solveOptions.timeLimit === undefined ? Infinity : clock() + solveOptions.timeLimit * 1000;
  const start = stateFromSetup(setup, options);
  if (solveOptions.dealtOnly === true)
    refuseCompleteDeployment(
      start.objectives,
      start.grid,
      new Map(start.troops.map((t) => [t.number, t])),
      options,
      'tercio',
    );
  if (objectivesComplete(start)) return { status: 'solved', turns: 0, moves: [], explored: 1 };
  const proof = countingProof(start);
  if (proof !== null) return { status: 'impossible', reason: proof, explored: 1 };
  const lower = lowerBoundTables(start);
  if (lower.proof !== null) return { status: 'impossible', reason: lower.proof, explored: 1 };
  // Ruling R27's test left out: the search never plays the moves it removes (see searchModel).
  const model = searchModel(start);
  const turnLimit = start.turnLimit;
  // The cards in play never change in an Instruction.
  const { captain, drummers } = specialCards(start.troops);
  // Stryker disable next-line ConditionalExpression: equivalent — the cards in play never include null
  const captainInPlay = captain !== null && model.cards.includes(captain);
  // Ruling R15, `parallel`: Motivate along another line than the push's changes two lines, as Command does (one
  // ability a round is shared by both: commandsLeft counts either); under R25 with both cards a turn may change three.
  // Stryker disable next-line ConditionalExpression: equivalent — the cards in play never include null
  const parallel = options.motivateLine === 'parallel' && drummers !== null && model.cards.includes(drummers);
  const twoLines = captainInPlay || parallel;
  const threeLines = parallel && captainInPlay && model.usesBoth.includes(1);
  const linesPerTurn = threeLines ? 3 : 2;

  // Ruling R21: when a turn may be spent and no banner applies, a position reached earlier can wait for
  // any later turn with passes (which only lift restrictions), so its failure rules out the same position
  // later: the turn is left out of the table's key and the turn of the failure kept in its value.
  const dominance = options.instructionPass && bannerCards(start) === 0;
  // Stryker disable next-line ArithmeticOperator: equivalent — the depth count only guards the most a counter serves (25 depths), for which its tables are sized
  const counter = lower.searchCounter(turnLimit + 1);
  const run = new InstructionSearch(model, counter, turnLimit, firstSlots, dominance, maxStates, deadline, clock);
  run.parallel = parallel;
  run.linesPerTurn = linesPerTurn;
  const { grids, commands, limits } = run;

  const startGrid = Uint8Array.from(model.start.grid.map((n) => model.cards.indexOf(n)));
  grids.set(startGrid, 0);
  const startReserve = model.start.reserve.reduce((mask, n) => mask | (1 << model.cards.indexOf(n)), 0);
  run.pack(grids, 0);
  const first = Math.max(
    1,
    turnsForLines(run.linesOf(grids, 0), commandsLeft(start, twoLines, false, 0, turnLimit), linesPerTurn),
  );
  if (first > turnLimit)
    return {
      status: 'impossible',
      reason: `the cells that must change lie in too many rows and columns: at least ${first} turns are needed`,
      explored: 1,
    };
  for (let bound = first; bound <= turnLimit; bound++) {
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: equivalent — rows past turn bound are never read, and at turn bound a child is complete (0 lines) or cut whatever the row holds
    for (let turn = 0; turn <= turnLimit + 1; turn++)
      for (const used of [0, 1]) {
        const left = commandsLeft(start, twoLines, used === 1, turn, bound);
        commands[turn * 2 + used] = left;
        let most = model.rows + model.cols;
        // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: speed only or unread — no cap (7 lines) is a weaker cut; a negative cap falls on turns past the bound, never read
        while (most > 0 && turn + turnsForLines(most, left, linesPerTurn) > bound) most--;
        limits[turn * 2 + used] = most;
      }
    if (run.search(0, startReserve, 0, bound)) {
      const solution: TacmentoDecision[] = [];
      for (let d = 0; d < run.solvedAt; d++) solution.push(model.decision(run.pathMove[d]!, run.pathCard[d]!));
      replayThroughEngine(start, solution);
      return { status: 'solved', turns: solution.length, moves: solution, explored: run.explored };
    }
    const stoppedBy = run.stoppedBy;
    if (stoppedBy !== null) {
      const searched = bound - 1;
      const turns = `no solution within ${searched} turn${searched === 1 ? '' : 's'}`;
      return {
        status: 'unknown',
        reason:
          stoppedBy === 'time'
            ? `time limit of ${solveOptions.timeLimit} s reached after ${run.explored} positions; ${turns}`
            : `stopped after examining ${maxStates} positions; ${turns}`,
        searchedTurns: searched,
        explored: run.explored,
        stoppedBy,
      };
    }
  }
  return {
    status: 'impossible',
    reason: `every position reachable within ${turnLimit} turns was searched (${run.explored} examined, the rest cut by the lower bound); none completes the Objectives`,
    explored: run.explored,
  };
}

/**
 * The depth-first search of {@link solveInstruction} for one setup: the setup's tables, the transposition table and
 * the buffers per depth are fields, and the search's code the methods of one class, so that V8 compiles it once a
 * process (closures made per setup were compiled again for each setup: code optimised for the first closure of a
 * literal is specialised on its context).
 */
class InstructionSearch {
  // `declare`: each field is created by the constructor with its first value, in the same order for every instance;
  // a class field would first be defined as undefined, and V8 would no longer know a number or an array's kind there.
  declare readonly model: SolverModel;
  declare readonly counter: SearchCounter;
  declare readonly cells: number;
  declare readonly maxStates: number;
  declare readonly deadline: number;
  declare readonly clock: () => number;
  declare readonly dominance: boolean;
  declare slots: number;
  declare table: Int32Array;
  declare stored: number;
  /** The bits of a slot's low word that its key holds, with and without the flags. */
  declare readonly keyMask: number;
  declare readonly tercioMask: number;
  declare readonly lineCounts: LinesCache;
  declare readonly split: number;
  declare keyHi: number;
  declare keyLo: number;
  declare readonly width: number;
  declare readonly grids: Uint8Array;
  declare readonly moves: Int16Array;
  declare readonly incoming: Int8Array;
  declare readonly estimate: Int8Array;
  declare readonly order: Int16Array;
  declare readonly pathMove: Int16Array;
  declare readonly pathCard: Int8Array;
  declare readonly commands: Float64Array;
  declare readonly limits: Int8Array;
  declare readonly permutation: Int8Array;
  declare readonly expelled: Int8Array;
  declare readonly passMove: number;
  declare readonly usesAbility: Uint8Array;
  declare readonly usesBoth: Uint8Array;
  declare readonly changedSet: Int8Array;
  declare readonly changedLine: Int8Array;
  declare explored: number;
  declare stoppedBy: 'positions' | 'time' | null;
  declare solvedAt: number;
  /**
   * Ruling R15, `parallel` with the Drummers in play: a move may change two parallel lines (`WIDE`, in no changed
   * set), so the last turn's early failure (no line nor row-and-column set open) does not hold when an ability is left.
   */
  declare parallel: boolean;
  /** Most lines one turn changes: 2, or 3 under R15's `parallel` with R25's both abilities. */
  declare linesPerTurn: number;

  constructor(
    model: SolverModel,
    counter: SearchCounter,
    turnLimit: number,
    firstSlots: number,
    dominance: boolean,
    maxStates: number,
    deadline: number,
    clock: () => number,
  ) {
    this.model = model;
    this.counter = counter;
    const cells = (this.cells = model.cells);
    this.maxStates = maxStates;
    this.deadline = deadline;
    this.clock = clock;
    this.dominance = dominance;
    // The transposition table: per position, the largest bound it failed within and the turn of that failure.
    // Two words a slot, side by side: the packed Tercio's high half with the bound above it (bits 24-28), and
    // its low half with the flags (bits 24-25) and the turn (bits 26-30: the key's turn, or under R21's
    // dominance the failure's); -1 marks an empty slot. A bucket is 8 slots (64 bytes), chosen by the key
    // without the flags, so that the same Tercio under every flag is found in one read.
    this.slots = firstSlots;
    this.table = new Int32Array(firstSlots * 2).fill(-1);
    this.stored = 0;
    this.keyMask = dominance ? (1 << 26) - 1 : 0x7fffffff;
    this.tercioMask = this.keyMask & ~(3 << 24);
    // Line counts per Tercio after a Command (the costly part of the lower bound), kept across bounds.
    this.lineCounts = linesCache();
    // Packed Tercio: cells 0-5 in `hi`, the rest in `lo`, 4 bits a card index; flags and turn go above in `lo`.
    this.split = Math.min(6, cells);
    this.keyHi = 0;
    this.keyLo = 0;

    // Per depth (= turns taken): the Tercio, and the moves generated there with their estimates.
    const width = (this.width = model.maxMoves);
    this.grids = new Uint8Array((turnLimit + 2) * cells);
    this.moves = new Int16Array((turnLimit + 1) * width);
    this.incoming = new Int8Array((turnLimit + 1) * width);
    // Stryker disable next-line ArithmeticOperator: equivalent — estimates are written at depths below bound - 1, at most turnLimit - 2
    this.estimate = new Int8Array((turnLimit + 1) * width);
    // Stryker disable next-line ArithmeticOperator: equivalent — orders are written at depths below bound - 1, at most turnLimit - 2
    this.order = new Int16Array((turnLimit + 1) * width);
    this.pathMove = new Int16Array(turnLimit + 1);
    this.pathCard = new Int8Array(turnLimit + 1);
    this.commands = new Float64Array((turnLimit + 2) * 2); // Commands left per turn and ability flag, this bound
    // The most lines a child at each turn (and ability flag) may still hold to stay within this bound.
    this.limits = new Int8Array((turnLimit + 2) * 2);
    this.permutation = model.permutation;
    this.expelled = model.expelled;
    this.passMove = model.passMove;
    this.usesAbility = model.usesAbility;
    this.usesBoth = model.usesBoth;
    // Per move, the smallest set of cells holding every cell it changes (changeSets: a line, else a row and a
    // column), -1 for a pass; a move within one line (a push, Motivate, Command along the pushed line) is
    // counted from its parent line by line.
    const changedSet = (this.changedSet = model.changedSet);
    const lineTotal = model.rows + model.cols;
    this.changedLine = changedSet.map((set) => (set < lineTotal ? set : -1));
    this.explored = 0;
    this.stoppedBy = null;
    this.solvedAt = 0;
    // Stryker disable next-line BooleanLiteral: equivalent — solveInstruction sets it before any search (run.parallel)
    this.parallel = false;
    this.linesPerTurn = 2;
  }

  /** Packs the Tercio at `grid[offset..]` into keyHi and keyLo. */
  pack(grid: Uint8Array, offset: number): void {
    const { split, cells } = this;
    let keyHi = 0;
    let keyLo = 0;
    for (let c = 0; c < split; c++) keyHi = (keyHi << 4) | grid[offset + c]!;
    for (let c = split; c < cells; c++) keyLo = (keyLo << 4) | grid[offset + c]!;
    this.keyHi = keyHi;
    this.keyLo = keyLo;
  }

  /** The lines of the Tercio at `grid[offset..]`, packed in keyHi/keyLo, kept per Tercio. */
  linesOf(grid: Uint8Array, offset: number): number {
    const kept = this.lineCounts.get(this.keyHi, this.keyLo);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a miss recounts the same lines (speed only)
    if (kept >= 0) return kept;
    const count = this.counter.linesOfIndices(grid, offset);
    this.lineCounts.set(this.keyHi, this.keyLo, count);
    return count;
  }

  /** The key of the packed Tercio (keyHi/keyLo) at `turn`, without flags (the turn left out under dominance). */
  tableKey(turn: number): number {
    return this.keyLo | (this.dominance ? 0 : turn << 26);
  }

  /** True when the table shows the position (Tercio in keyHi/keyLo) fails within `bound`. */
  failedBefore(flags: number, turn: number, bound: number): boolean {
    const key = this.tableKey(turn);
    const keyHi = this.keyHi;
    const { table, tercioMask } = this;
    const slot = slotOf(keyHi, key, this.slots - 1) & ~7;
    // Stryker disable next-line EqualityOperator: equivalent — one slot past the bucket holds a key-checked entry (a true fact) or is past the end
    for (let i = slot * 2; i < slot * 2 + 16; i += 2) {
      const low = table[i + 1]!;
      // Stryker disable next-line ConditionalExpression,UnaryOperator: equivalent — an empty slot masked is tercioMask (or 1): no key of distinct cards is either
      if (low === -1 || (low & tercioMask) !== key) continue;
      const high = table[i]!;
      if ((high & 0xffffff) !== keyHi) continue;
      // A failure of the same Tercio with fewer restrictions (flags a subset: the Reserve usable, the ability
      // unused) also rules this position out: it has every move this one has, successors no more restricted.
      if (((low >>> 24) & 3 & ~flags) === 0 && high >>> 24 >= bound && low >>> 26 <= turn) return true;
    }
    return false;
  }

  /** What a slot holds, to choose the one to replace: bound * 32 + turn, 0 when empty. */
  valueAt(i: number): number {
    const table = this.table;
    return table[i * 2 + 1] === -1 ? 0 : (table[i * 2]! >>> 24) * 32 + (table[i * 2 + 1]! >>> 26);
  }

  /** Stores the failure of the position (Tercio in keyHi/keyLo) with `flags` at `turn` within `bound`. */
  remember(flags: number, turn: number, bound: number): void {
    const key = this.tableKey(turn);
    const keyHi = this.keyHi;
    const { table, keyMask } = this;
    const lo = key | (flags << 24);
    const slot = slotOf(keyHi, key, this.slots - 1) & ~7;
    let victim = slot;
    for (let i = slot; i < slot + 8; i++) {
      const low = table[i * 2 + 1]!;
      // Stryker disable next-line ConditionalExpression,UnaryOperator: equivalent — an empty slot masked is keyMask (or 1): no key of distinct cards is either
      if (low !== -1 && (low & keyMask) === lo && (table[i * 2]! & 0xffffff) === keyHi) {
        victim = i;
        break;
      }
      if (low === -1 || this.valueAt(i) < this.valueAt(victim)) victim = i;
    }
    if (table[victim * 2 + 1] === -1) this.stored++;
    table[victim * 2] = keyHi | (bound << 24);
    table[victim * 2 + 1] = lo | (turn << 26);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: not tested — the cap is reached past 2,097,152 stored failures (minutes of search); past it the table would grow on (memory, not answers)
    if (this.stored > this.slots / 2 && this.slots < TABLE_MOST) this.grow();
  }

  /** Doubles the table, keeping every entry that still finds room in its bucket. */
  grow(): void {
    const old = this.table;
    const slots = (this.slots *= 2);
    const table = (this.table = new Int32Array(slots * 2).fill(-1));
    const tercioMask = this.tercioMask;
    let stored = 0;
    for (let i = 0; i < old.length; i += 2) {
      const low = old[i + 1]!;
      if (low === -1) continue;
      const slot = slotOf(old[i]! & 0xffffff, low & tercioMask, slots - 1) & ~7;
      // Stryker disable next-line EqualityOperator: speed only — an entry put one slot past its full bucket is never looked up there, as if dropped (a lookup reads its own bucket)
      for (let j = slot; j < slot + 8; j++)
        if (table[j * 2 + 1] === -1) {
          table[j * 2] = old[i]!;
          table[j * 2 + 1] = low;
          stored++;
          break;
        }
    }
    this.stored = stored;
  }

  /** Plays `move` from the Tercio at depth `d` into depth d + 1 and packs the result. */
  play(d: number, move: number, card: number, packed: boolean): void {
    const { cells, grids, permutation } = this;
    const from = d * cells;
    const to = from + cells;
    const base = move * cells;
    // Stryker disable next-line EqualityOperator: equivalent — the cell past the Tercio is the next depth's first, written before it is read (or past the end)
    for (let c = 0; c < cells; c++) {
      const source = permutation[base + c]!;
      grids[to + c] = source === cells ? card : grids[from + source]!;
    }
    // Stryker disable next-line ConditionalExpression: equivalent — search() packs its own position first
    if (packed) this.pack(grids, to);
  }

  /** Depth-first search below the bound from the position at depth `d`; true when a solution was found. */
  search(d: number, reserve: number, flags: number, bound: number): boolean {
    const { cells, grids, counter, model, moves, incoming, permutation, changedSet, commands, limits } = this;
    const { width, pathMove, pathCard } = this;
    this.pack(grids, d * cells);
    if (this.failedBefore(flags, d, bound)) return false;
    if (++this.explored > this.maxStates) {
      this.stoppedBy = 'positions';
      return false;
    }
    const clock = this.clock;
    if (this.deadline !== Infinity && this.explored % CLOCK_EVERY === 0 && clock() > this.deadline) {
      this.stoppedBy = 'time';
      return false;
    }
    // Stryker disable next-line ConditionalExpression,ArithmeticOperator,BlockStatement: equivalent — the general branch below finds the same first completing child in generation order and examines no child (each needs a turn more): the last turn's shortcut is speed only
    if (d + 1 === bound) {
      // The last turn: only a child that completes counts; the first in generation order, as below.
      counter.lastParent(grids, d * cells);
      // Row-and-column sets matter only when a Command may still be used this turn (none left: no such move).
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: speed only — read by the early failure below alone: an ability counted left that is not only opens more sets (or skips the failure under parallel), a weaker cut; equivalent (`d * 2 - flags`) — the flag is never set at depth 0, and at depth d only when turn d + 1 continues turn d's round (the reducer clears it after a round's last turn), so no round starts at turn d + 1 and turn d - 1's count with the flag equals turn d's
      const abilityLeft = commands[d * 2 + (flags & ABILITY_USED)]! > 0;
      // Ruling R15, `parallel`: a Motivate along another line fits no set; with an ability left, no early failure.
      // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator,BlockStatement,LogicalOperator: equivalent — an early failure when no set is open; without it (or with more sets open, or the turn before's Commands, never fewer) every child is tried and fails
      if (!(this.parallel && abilityLeft) && !counter.anyOpen(abilityLeft)) {
        this.remember(flags, d, bound);
        return false;
      }
      const first = d * width;
      const count = model.generate(grids, d * cells, reserve, flags, d, moves, incoming, first);
      for (let i = first; i < first + count; i++) {
        const move = moves[i]!;
        const set = changedSet[move]!;
        // Ruling R15, `parallel`: a move of two parallel lines is played and its lines counted.
        // Stryker disable next-line ConditionalExpression: speed only — every child played and its lines counted finds the same first completing child (a pass never completes; a child completes when its lines count 0)
        if (set === WIDE) {
          this.play(d, move, incoming[i]!, false);
          if (counter.linesOfIndices(grids, (d + 1) * cells) !== 0) continue;
          this.solvedAt = d + 1;
          pathMove[d] = move;
          pathCard[d] = incoming[i]!;
          return true;
        }
        // Stryker disable next-line LogicalOperator,ConditionalExpression: equivalent — a child whose set is not open cannot complete (open(-1) reads nothing, so a pass is skipped either way)
        if (set < 0 || !counter.open(set)) continue;
        if (counter.completes(set, grids, d * cells, permutation, move * cells, incoming[i]!)) {
          this.solvedAt = d + 1;
          pathMove[d] = move;
          pathCard[d] = incoming[i]!;
          return true;
        }
      }
      this.remember(flags, d, bound);
      return false;
    }
    const { passMove, changedLine, usesAbility, usesBoth, estimate, order, expelled } = this;
    const hereHi = this.keyHi;
    const hereLo = this.keyLo;
    // The lines of the last push without ability, counted a line further than either flag allows: a Command
    // after it swaps two cells of one line, so it needs at most one line fewer (or is cut unseen).
    // Stryker disable next-line MethodExpression,ArithmeticOperator: speed only — a smaller counting cap only makes the parent's count and the cuts weaker
    const further = Math.max(limits[(d + 1) * 2]!, limits[(d + 1) * 2 + 1]!) + 1;
    // Line sets beyond that are not worth looking at (a child needs at most one line fewer than its parent set).
    const hereLines = counter.parent(grids, d * cells, d, further + 1);
    const first = d * width;
    const count = model.generate(grids, d * cells, reserve, flags, d, moves, incoming, first);
    let kept = 0;
    let pushLines = 0;
    for (let i = first; i < first + count; i++) {
      const move = moves[i]!;
      const after = model.flagsAfter(move, incoming[i]!, flags, d);
      // Stryker disable next-line ArithmeticOperator: speed only — the turn before's Commands are never fewer: a weaker estimate
      const left = commands[(d + 1) * 2 + (after & ABILITY_USED)]!;
      // Stryker disable next-line ArithmeticOperator: speed only — an earlier turn's limit is never lower, and none (undefined) cuts nothing: weaker cuts
      const limit = limits[(d + 1) * 2 + (after & ABILITY_USED)]!;
      let h: number;
      if (move === passMove) {
        // A pass never completes: it is worth searching only if turns remain after it.
        h = Math.max(1, turnsForLines(hereLines, left, this.linesPerTurn));
      } else {
        // A push changes one line: count from the parent's sets; Command also swaps across (and R15's Motivate may
        // turn another line), so count afresh.
        const line = changedLine[move]!;
        // Both abilities (ruling R25) change the push's line again and swap across: never cut unseen.
        if (line < 0 && usesBoth[move] === 0 && pushLines > limit + 1) continue;
        // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a one-line child played and packed as well is read the same; the parent's key is restored before it is stored
        if (line < 0) this.play(d, move, incoming[i]!, true);
        const plain = usesAbility[move] === 0;
        // A one-line child is read through the move's permutation of the parent (nothing written).
        const lines =
          line >= 0
            ? counter.afterMove(
                d,
                line,
                grids,
                d * cells,
                permutation,
                move * cells,
                incoming[i]!,
                plain ? Math.max(limit, further) : limit,
              )
            : this.linesOf(grids, (d + 1) * cells);
        if (plain) pushLines = lines;
        // Stryker disable all: equivalent — unreachable in iterative deepening: a line completing before the bound's last turn would have been found by the smaller bound's search (the bound is admissible), so completion is found on the last turn
        if (lines === 0) {
          this.solvedAt = d + 1;
          pathMove[d] = move;
          pathCard[d] = incoming[i]!;
          return true;
        }
        // Stryker restore all
        h = turnsForLines(lines, left, this.linesPerTurn);
      }
      if (d + 1 + h > bound) continue;
      // Insertion by estimate, stable: equal estimates keep the generation order.
      estimate[i] = h;
      let at = first + kept++;
      while (at > first && estimate[order[at - 1]!]! > h) {
        order[at] = order[at - 1]!;
        at--;
      }
      order[at] = i;
    }
    for (let j = first; j < first + kept; j++) {
      const i = order[j]!;
      const move = moves[i]!;
      const card = incoming[i]!;
      // Stryker disable next-line BooleanLiteral: equivalent — search() packs its own position first
      this.play(d, move, card, false);
      const out = expelled[move]!;
      const next = card < 0 ? reserve : (reserve & ~(1 << card)) | (1 << grids[d * cells + out]!);
      if (this.search(d + 1, next, model.flagsAfter(move, card, flags, d), bound)) {
        pathMove[d] = move;
        pathCard[d] = card;
        return true;
      }
      if (this.stoppedBy !== null) return false;
    }
    this.keyHi = hereHi;
    this.keyLo = hereLo;
    this.remember(flags, d, bound);
    return false;
  }
}
