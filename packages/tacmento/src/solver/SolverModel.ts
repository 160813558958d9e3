import { DIRECTIONS, type TroopCard } from '../cards/TroopCard.js';
import { abilitiesAllowed, bannersOn, instructionDecisions } from '../sequence/legalDecisions.js';
import { flankingManeuver, squadronManeuver, type PushOutcome } from '../grounds/push.js';
import { lineCount, type Grid } from '../grounds/Grid.js';
import { abilityCandidates, specialCards, useAbility, useSecondAbility } from '../game/playManeuver.js';
import { reduceTacmento } from '../game/reduce.js';
import type { Ability, TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import type { TacmentoOptions } from '../options/options.js';
import { changeSets, lowerBoundTables, SET_CELLS, type LowerBoundTables } from './turnsLowerBound.js';

/**
 * A solver position: the Tercio as row-major card numbers, the Reserve (sorted: it is a hand), and what
 * the rules remember between turns. The reminder card is left out: it never changes what is legal.
 */
export interface SolverPosition {
  readonly grid: readonly number[];
  readonly reserve: readonly number[];
  readonly tookReserve: boolean;
  readonly abilityUsed: boolean;
  /** Turns taken. */
  readonly turn: number;
}

/** One legal turn from a position and where it leads. */
export interface SolverMove {
  readonly decision: TacmentoDecision;
  readonly next: SolverPosition;
  /** False for a pass (a pass never completes an Objective: the Tercio is unchanged). */
  readonly changed: boolean;
}

/** Flag bits of a packed position: the Reserve was used last turn, an ability was used this round. */
export const TOOK_RESERVE = 2;
export const ABILITY_USED = 1;
/** Incoming card of a move that brings none (a squadron manoeuvre or a pass). */
export const NO_CARD = -1;

/**
 * The Instruction rules tabulated for search, on the solver's encoding: a Tercio is `cells` card indices
 * (index i = the i-th smallest card number in play; the cards in play never change in an Instruction), the
 * Reserve a bit mask of indices, the two flags bits, the turn a number.
 *
 * Nothing here re-states a rule. What a move does is a permutation of cells (plus the incoming Reserve card,
 * source `cells`, and the expelled cell), found by calling the game's own `squadronManeuver`,
 * `flankingManeuver` and `useAbility` once per shape on a Tercio of labelled cells; which moves are legal
 * comes from the game's `instructionDecisions` on one-card Tercios per turn (a squadron move depends only on
 * its card, its cell and the turn's banners; a flanking move on its card and the turn); ability limits from
 * `abilitiesAllowed`, and the round's reset from the reducer; under ruling R27's `ends-instruction` no ability
 * follows a push (nor a second a first ability) that fulfils every Objective, as the lower bound's line count of 0
 * says (the Tercio is complete). `solverModel.spec.ts` checks on random
 * positions that the successors are exactly the reducer's after `legalDecisions`. The per-move typed arrays
 * depend on the deck and the Tercio's shape only and are shared by every model of them: read them, never write.
 */
export interface SolverModel {
  readonly rows: number;
  readonly cols: number;
  /** Cells of the Tercio (rows x cols). */
  readonly cells: number;
  /** Card numbers in play, ascending: the encoding's card indices. */
  readonly cards: readonly number[];
  readonly start: SolverPosition;
  readonly turnLimit: number;
  readonly roundLength: number;
  /** Most moves {@link SolverModel.generate} can write for one position. */
  readonly maxMoves: number;
  /** The move id of a pass (identity permutation). */
  readonly passMove: number;
  /** Per move id: source cell (or `cells` for the incoming card) of each cell after the move, `cells` entries a move. */
  readonly permutation: Int8Array;
  /** Per move id: the cell whose card is expelled to the Reserve, or -1. */
  readonly expelled: Int8Array;
  /** Per move id: 1 when the move uses an ability. */
  readonly usesAbility: Uint8Array;
  /** Per move id: 1 when the move uses both abilities (ruling R25). */
  readonly usesBoth: Uint8Array;
  /** Per move id: the only line it changes (rows first, then columns), or -1 (Command also swaps across; a pass). */
  readonly changedLine: Int8Array;
  /**
   * Per move id: the smallest set of cells holding every cell it changes, as an index of `changeSets` (a line,
   * else a row and a column crossing), or -1 for the pass.
   */
  readonly changedSet: Int8Array;
  /**
   * Writes the legal moves of a position (grid at `grid[offset..offset+cells)`) as move ids and incoming card
   * indices (or `NO_CARD`, -1) into the buffers from `at`, in a fixed order; returns how many. A pass is
   * written when the rules allow it, or when nothing else is legal.
   */
  generate(
    grid: Uint8Array,
    offset: number,
    reserve: number,
    flags: number,
    turn: number,
    moves: Int16Array,
    incoming: Int8Array,
    at: number,
  ): number;
  /** The flags after `move` from a position with `flags` at `turn`. */
  flagsAfter(move: number, incomingCard: number, flags: number, turn: number): number;
  /** The decision of a move (incoming card index for flanking). */
  decision(move: number, incomingCard: number): TacmentoDecision;
  /** Every legal turn from `position` and where it leads, via the same tables (for tests and tools; allocates). */
  moves(position: SolverPosition): SolverMove[];
}

/** The solver's position for an Instruction state. */
export function positionOf(state: InstructionState): SolverPosition {
  return {
    grid: state.grid.flat().map((c) => c.card),
    reserve: [...state.reserve].sort((a, b) => a - b),
    tookReserve: state.tookReserveLastTurn,
    abilityUsed: state.abilityUsedThisRound,
    turn: state.turn,
  };
}

/**
 * Ruling R25: the two-ability turns, as [first, second] indices of `abilities` (each card once, either order), in the
 * game's order (by first, then by second); and per first ability the pairs that start with it.
 */
function abilityPairs(abilities: readonly Ability[]): {
  pairs: (readonly [number, number])[];
  pairsAfter: number[][];
} {
  const pairs: (readonly [number, number])[] = [];
  const pairsAfter = abilities.map((first, a) => {
    const after: number[] = [];
    abilities.forEach((second, b) => {
      if (first.kind === second.kind) return;
      after.push(pairs.length);
      pairs.push([a, b]);
    });
    return after;
  });
  return { pairs, pairsAfter };
}

/**
 * What each move shape does on a Tercio of `rows` x `cols`, as tabulated by {@link tabulateMoveShapes}: per move
 * id, a permutation of cells (`cells` entries a move; source `cells` is the incoming Reserve card), the
 * expelled cell, whether and which ability it uses (and its base push), the one line it changes; the ability
 * moves per base push, ability and cell the special card came from; the ids of each squadron and flanking
 * shape, and of the pass.
 */
export interface MoveShapes {
  /**
   * The abilities a decision may name, in the game's order (`abilityCandidates`: Command up and down, across, then
   * Motivate, once per line under ruling R15's `parallel`); the ability index of a move is an index here.
   */
  readonly abilities: readonly Ability[];
  /** Ruling R25: the pairs of both abilities, as [first, second] indices of `abilities`; per first, its pairs. */
  readonly pairs: readonly (readonly [number, number])[];
  readonly pairsAfter: readonly (readonly number[])[];
  readonly permutations: readonly number[];
  readonly expelledOf: readonly number[];
  readonly abilityOf: readonly number[];
  readonly baseOf: readonly number[];
  readonly abilityIndex: readonly number[];
  readonly lineOf: readonly number[];
  /** [(base * abilities + ability) * (cells + 1) + from] -> move id or -1. */
  readonly abilityMoves: readonly number[];
  /**
   * Ruling R25 (tabulated only when asked): [((base * pairs + pair) * (cells + 1) + captainFrom) * (cells + 1) +
   * drummersFrom] -> move id or -1, the pairs of both abilities in one turn; empty otherwise.
   */
  readonly pairMoves: readonly number[];
  /** (row * cols + col) * 4 + direction (index in `DIRECTIONS`) -> move id. */
  readonly squadronShape: ReadonlyMap<number, number>;
  /** direction * 4 + line -> move id. */
  readonly flankingShape: ReadonlyMap<number, number>;
  readonly passMove: number;
  /**
   * The same as typed arrays, built once with the shapes and shared by every model of this deck and shape
   * (nothing writes them): per move id its permutation, expelled cell, ability flags, the one line it changes
   * and the smallest changed set holding every cell it changes ({@link changeSets}: a line, else a row and a
   * column; -1 for the pass); the ability and pair tables.
   */
  readonly permutation: Int8Array;
  readonly expelled: Int8Array;
  readonly usesAbility: Uint8Array;
  readonly usesBoth: Uint8Array;
  readonly changedLine: Int8Array;
  readonly changedSet: Int8Array;
  readonly abilityTable: Int16Array;
  readonly pairTable: Int16Array;
}

/**
 * The move shapes of a Tercio of `rows` x `cols`, computed afresh: the game's `squadronManeuver`,
 * `flankingManeuver` and `useAbility` called once per shape on a Tercio of labelled cells (the Captain and
 * the Drummers of `troops` standing for the special cards). {@link moveShapes} keeps them per deck and shape.
 * With `bothAbilities` (ruling R25, `each-moved`) it also tabulates both abilities in one turn, after the pass;
 * with `motivateLine` `parallel` (ruling R15) Motivate along each line parallel to the push.
 */
export function tabulateMoveShapes(
  troops: readonly TroopCard[],
  rows: number,
  cols: number,
  bothAbilities = false,
  motivateLine: TacmentoOptions['motivateLine'] = 'same',
): MoveShapes {
  const cells = rows * cols;
  const abilities = abilityCandidates(motivateLine);
  const { pairs } = abilityPairs(abilities);
  // A Tercio of labels: cell i holds label i + 1; the incoming Reserve card is label cells + 1.
  const labelled: Grid = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => ({ card: r * cols + c + 1, owner: 'A' as const })),
  );
  const incomingLabel = cells + 1;
  const permutations: number[] = []; // `cells` entries a move, flat
  const expelledOf: number[] = [];
  const abilityOf: number[] = [];
  const baseOf: number[] = [];
  const abilityIndex: number[] = [];
  const lineOf: number[] = [];
  /** A move's permutation; `line` is the one line it changes (rows first, then columns), or -1. */
  const addPermutation = (grid: Grid, expelled: number, ability: number, base: number, line: number): number => {
    const move = lineOf.length;
    for (const row of grid) for (const cell of row) permutations.push(cell.card - 1);
    lineOf.push(line);
    expelledOf.push(expelled);
    abilityOf.push(ability >= 0 ? 1 : 0);
    abilityIndex.push(ability);
    baseOf.push(base < 0 ? move : base);
    return move;
  };

  // Abilities after each base push, per cell the Captain (or the Drummers) came from (`cells` = incoming):
  // the game's useAbility on the labelled push, with that label standing for the special card.
  const { captain, drummers } = specialCards(troops);
  // Stryker disable next-line ConditionalExpression: equivalent — no troop's number is null, so find answers undefined too
  const troopOf = (n: number | null) => (n === null ? undefined : troops.find((t) => t.number === n));
  const captainCard = troopOf(captain);
  const drummersCard = troopOf(drummers);
  // Stryker disable next-line ArithmeticOperator: equivalent — useAbility reads only the first card of the ability's own kind, never the other special card's label
  const absent = cells + 2; // a label on no cell: the other special card is not in the Tercio
  // Stryker disable next-line ArrayDeclaration: equivalent — entry 0 is written by the first tabulation
  const abilityMoves: number[] = []; // [(base * abilities + ability) * (cells + 1) + from] -> move id or -1
  const tabulateAbilities = (push: PushOutcome, base: number) => {
    for (let a = 0; a < abilities.length; a++) {
      const ability = abilities[a]!;
      for (let from = 0; from <= cells; from++) {
        const label = from + 1;
        // Stryker disable all: equivalent — useAbility reads only the first card of the ability's own kind (the Captain for Command, the Drummers for Motivate): the other special card, pushed with a label on no cell, is never read, and an ability whose card is absent from the deck finds none (null) either way
        const special: TroopCard[] = [];
        if (ability.kind === 'command' && captainCard) special.push({ ...captainCard, number: label });
        if (ability.kind === 'motivate' && drummersCard) special.push({ ...drummersCard, number: label });
        if (ability.kind === 'command' && drummersCard) special.push({ ...drummersCard, number: absent });
        if (ability.kind === 'motivate' && captainCard) special.push({ ...captainCard, number: absent });
        const after = special.length > 0 ? useAbility(push, special, ability) : null;
        // Stryker restore all
        // Motivate along the pushed line changes that line alone; along another (ruling R15, `parallel`) two lines.
        const alone = ability.kind === 'motivate' && (ability.line === undefined || ability.line === push.line);
        abilityMoves[(base * abilities.length + a) * (cells + 1) + from] =
          after === null ? -1 : addPermutation(after, expelledOf[base]!, a, base, alone ? lineOf[base]! : -1);
      }
    }
  };

  const changed = (push: PushOutcome): number =>
    push.direction === 'east' || push.direction === 'west' ? push.line : rows + push.line;
  const squadronShape = new Map<number, number>();
  const basePushes: PushOutcome[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      DIRECTIONS.forEach((direction, d) => {
        const push = squadronManeuver(labelled, { row: r, col: c }, direction);
        basePushes.push(push);
        squadronShape.set((r * cols + c) * 4 + d, addPermutation(push.grid, -1, -1, -1, changed(push)));
      });
  const flankingShape = new Map<number, number>();
  DIRECTIONS.forEach((direction, d) => {
    for (let line = 0; line < lineCount(labelled, direction); line++) {
      // Stryker disable next-line StringLiteral: equivalent — the owner does not change where a manoeuvre moves cards; the permutation reads only card labels
      const push = flankingManeuver(labelled, { card: incomingLabel, owner: 'A' }, direction, line);
      basePushes.push(push);
      flankingShape.set(d * 4 + line, addPermutation(push.grid, push.expelled!.card - 1, -1, -1, changed(push)));
    }
  });
  basePushes.forEach((push, base) => {
    tabulateAbilities(push, base);
  });
  // Stryker disable next-line UnaryOperator: equivalent — the pass's base and line are never read (its changed set is computed from its permutation: none)
  const passMove = addPermutation(labelled, -1, -1, -1, -1);
  // Ruling R25: both abilities after each base push, per cell each special card came from (the game's
  // useAbility then useSecondAbility on the labelled push). Ability index abilities.length + pair; the changed line is counted.
  // Stryker disable next-line ArrayDeclaration: equivalent — entry 0 is written (-1 first) by the first pair tabulated, and never read without R25
  const pairMoves: number[] = [];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: speed only — pair tables built without R25 (or without one special card) are never read: generate asks for pairs only under R25 with both cards in play
  if (bothAbilities && captainCard && drummersCard)
    basePushes.forEach((push, base) => {
      pairs.forEach(([first, second], pair) => {
        for (let captainFrom = 0; captainFrom <= cells; captainFrom++)
          for (let drummersFrom = 0; drummersFrom <= cells; drummersFrom++) {
            const at = ((base * pairs.length + pair) * (cells + 1) + captainFrom) * (cells + 1) + drummersFrom;
            pairMoves[at] = -1;
            // Stryker disable next-line ConditionalExpression: equivalent — two special cards never come from one cell, so such an entry is never looked up
            if (captainFrom === drummersFrom) continue;
            const special = [
              { ...captainCard, number: captainFrom + 1 },
              { ...drummersCard, number: drummersFrom + 1 },
            ];
            const once = useAbility(push, special, abilities[first]!);
            const twice =
              once === null ? null : useSecondAbility(push, once, special, abilities[first]!, abilities[second]!);
            if (twice !== null)
              pairMoves[at] = addPermutation(twice, expelledOf[base]!, abilities.length + pair, base, -1);
          }
      });
    });
  const permutation = Int8Array.from(permutations);
  return {
    abilities,
    ...abilityPairs(abilities),
    permutations,
    expelledOf,
    abilityOf,
    baseOf,
    abilityIndex,
    lineOf,
    abilityMoves,
    pairMoves,
    squadronShape,
    flankingShape,
    passMove,
    permutation,
    expelled: Int8Array.from(expelledOf),
    usesAbility: Uint8Array.from(abilityOf),
    usesBoth: Uint8Array.from(abilityIndex, (a) => (a >= abilities.length ? 1 : 0)),
    changedLine: Int8Array.from(lineOf),
    // Stryker disable next-line ConditionalExpression: equivalent — under 'same' every move lies in a line or a row and a column, so `wide` is never read
    changedSet: changedSets(permutation, rows, cols, motivateLine === 'parallel'),
    abilityTable: Int16Array.from(abilityMoves),
    pairTable: Int16Array.from(pairMoves),
  };
}

/**
 * Per move (`rows * cols` entries a move in `permutation`), the smallest set of {@link changeSets} holding every
 * cell it changes (a line, else a row and a column), -1 for a move that changes none (the pass). With `wide`
 * (ruling R15, `parallel`: Motivate along a line parallel to the push changes two parallel lines) a move in no set
 * is `WIDE`; without it such a move is a solver bug.
 */
function changedSets(permutation: Int8Array, rows: number, cols: number, wide: boolean): Int8Array {
  const cells = rows * cols;
  const sets = changeSets(rows, cols);
  return new Int8Array(permutation.length / cells).map((_, move) => {
    let changed = 0;
    for (let c = 0; c < cells; c++) if (permutation[move * cells + c] !== c) changed |= 1 << c;
    if (changed === 0) return -1;
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: equivalent — every changing move lies in one of the sets (the whole Tercio is row 0 with column 0 at worst for a 4 x 3 Tercio's moves), so the loop returns before its end
    for (let set = 0; set < sets.length / SET_CELLS; set++) {
      let inside = 0;
      // Stryker disable next-line ConditionalExpression: equivalent — a -1 past a set's cells adds 1 << -1, bit 31, which no 12-cell change mask holds
      for (let o = set * SET_CELLS; o < (set + 1) * SET_CELLS && sets[o]! >= 0; o++) inside |= 1 << sets[o]!;
      if ((changed & ~inside) === 0) return set;
    }
    // Stryker disable next-line ConditionalExpression: equivalent — only a move in no set gets here, which under 'same' never happens (the model's specs check each move's set)
    if (wide) return WIDE;
    // Stryker disable next-line StringLiteral: equivalent — unreachable: every move lies in a line or a row and a column (the model's specs check each move's set against its cells)
    throw new Error(`solver bug: move ${move} changes cells ${changed.toString(2)}, in no line or row and column`);
  });
}

/**
 * The changed set of a move that fits none of {@link changeSets} (ruling R15, `parallel`: a push and Motivate along a
 * parallel line; under R25 with Command too): the search counts its child afresh.
 */
export const WIDE = -2;

/** {@link tabulateMoveShapes} kept per deck (its troops), Tercio shape and rulings R25 and R15. */
const shapesKept = new WeakMap<readonly TroopCard[], Map<string, MoveShapes>>();

/** {@link tabulateMoveShapes}, computed once per deck (its troops), Tercio shape and rulings R25 and R15. */
export function moveShapes(
  troops: readonly TroopCard[],
  rows: number,
  cols: number,
  bothAbilities = false,
  motivateLine: TacmentoOptions['motivateLine'] = 'same',
): MoveShapes {
  let perShape = shapesKept.get(troops);
  if (perShape === undefined) shapesKept.set(troops, (perShape = new Map<string, MoveShapes>()));
  // Stryker disable next-line StringLiteral,EqualityOperator: equivalent — the key of each shape and ruling stays distinct
  const key = `${rows}x${cols}${bothAbilities ? '+' : ''}${motivateLine === 'parallel' ? '|' : ''}`;
  let shapes = perShape.get(key);
  if (shapes === undefined)
    perShape.set(key, (shapes = tabulateMoveShapes(troops, rows, cols, bothAbilities, motivateLine)));
  return shapes;
}

/** Compiles the rules of an Instruction state (its options, banners, abilities and deck) for search. */
export function solverModel(state: InstructionState): SolverModel {
  return compileModel(state, false);
}

/**
 * The solver's own model (for `solveInstruction` only; not exported from the package): ruling R27's test is left
 * out, so `generate` also writes the abilities after a push that completes the Objectives (and a second ability
 * after a first that does), which the game does not offer. The search never plays them: within a bound it meets a
 * complete Tercio only on the bound's last turn (the lower bound is admissible, and the smaller bounds found none),
 * and there it takes the first child that completes, in generation order, where a push comes before its abilities
 * and a first ability before its second. Its answers and the positions it examines are the same; every solution is
 * also replayed through the engine's legal decisions. The test would cost a line count at most positions (half as
 * much search time again).
 */
export function searchModel(state: InstructionState): SolverModel {
  // Stryker disable next-line BooleanLiteral: speed only — with the test the search examines the same positions
  return compileModel(state, true);
}

/** {@link solverModel}, or with `forSearch` {@link searchModel}. */
function compileModel(state: InstructionState, forSearch: boolean): SolverModel {
  const rows = state.grid.length;
  // Stryker disable next-line OptionalChaining: equivalent — an Instruction's Tercio always has rows (the setup schema fixes 4 x 3)
  const cols = state.grid[0]?.length ?? 0;
  const cells = rows * cols;
  const cards = [...state.grid.flat().map((c) => c.card), ...state.reserve].sort((a, b) => a - b);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent — unreachable: the setup schema and the deal fix a 4 x 3 Tercio and at most 3 cards in Reserve (15 in play)
  if (cells > 12 || cards.length > 16)
    // Stryker disable next-line StringLiteral: equivalent — unreachable (above)
    throw new Error(`solver: a Tercio of at most 12 cells and 16 cards in play (got ${cells} and ${cards.length})`);
  const indexOf = new Map(cards.map((n, i) => [n, i]));
  const turnLimit = state.turnLimit;

  // Ruling R25: without a limit of use, each special card that moved may act in the same turn.
  const both = state.abilities === 'unlimited' && state.rules.campaignAbilitiesPerTurn === 'each-moved';
  // Ruling R15: under `parallel` Motivate may push any line parallel to the push.
  const shapes = moveShapes(state.troops, rows, cols, both, state.rules.motivateLine);
  // Ruling R27: "The Instruction ends at the moment the Objective is fulfilled" (by default): no ability after it.
  const endsAtOnce = state.rules.pushFulfilsObjective === 'ends-instruction';
  // Stryker disable next-line ConditionalExpression: speed only — the search's model asking the test too gives the same answers (searchModel)
  const lines = endsAtOnce && !forSearch ? lowerBoundTables(state) : null;
  const { expelledOf } = shapes;
  const { squadronShape, flankingShape } = shapes;
  const { captain, drummers } = specialCards(state.troops);

  // Legal moves per turn, card and cell: the game's instructionDecisions on a Tercio of that one card
  // (abilities off: they are tabulated above), with the Reserve holding it too.
  const perTurn = turnLimit + 1;
  // Turns differ only by their banners (Level III): the game is asked once per distinct set of banners (a
  // class of turns), and the lists are kept per class.
  const turnClass = new Uint8Array(perTurn);
  // Stryker disable next-line ArrayDeclaration: speed only — an extra first class, whose lists are built and never used
  const classTurns: number[] = []; // per class, its first turn
  const asked = new Map<string, number>();
  // Stryker disable next-line EqualityOperator: speed only — one more turn's banners classed (a class no turn reads, or one already asked)
  for (let turn = 0; turn < perTurn; turn++) {
    const banners = bannersOn(state, turn + 1).join();
    let cls = asked.get(banners);
    // Stryker disable next-line ConditionalExpression: speed only — a class per turn instead of per set of banners: the same lists, asked again
    if (cls === undefined) {
      asked.set(banners, (cls = classTurns.length));
      classTurns.push(turn);
    }
    turnClass[turn] = cls;
  }
  const classes = classTurns.length;
  // Stryker disable next-line ArrayDeclaration: equivalent — entry 0 is overwritten before it is read
  const squadronLists: number[][] = []; // [(class * cards + card) * cells + cell]
  // Stryker disable next-line ArrayDeclaration: equivalent — entry 0 is overwritten before it is read
  const flankingLists: number[][] = []; // [(took * classes + class) * cards + card]
  const baseDecision = new Map<number, TacmentoDecision>(); // squadron move id -> decision
  const flankingDecision = new Map<number, TacmentoDecision>(); // card * moves + move id -> decision
  const moveCount = expelledOf.length;
  let passAlways = false;
  classTurns.forEach((turn, cls) => {
    for (const took of [false, true])
      for (let k = 0; k < cards.length; k++) {
        const card = cards[k]!;
        const legal = instructionDecisions({
          ...state,
          grid: state.grid.map((row) => row.map(() => ({ card, owner: 'A' as const }))),
          reserve: [card],
          turn,
          tookReserveLastTurn: took,
          abilities: 'none',
          outcome: null,
        });
        // Stryker disable next-line EqualityOperator: equivalent — the extra list (one cell past the Tercio) is overwritten by the next card's first cell or never indexed
        if (!took) for (let cell = 0; cell < cells; cell++) squadronLists[(cls * cards.length + k) * cells + cell] = [];
        const flankingList: number[] = (flankingLists[((took ? 1 : 0) * classes + cls) * cards.length + k] = []);
        for (const d of legal) {
          // Stryker disable next-line BooleanLiteral: equivalent — a squadron manoeuvre's legality does not depend on the Reserve flag: the lists read with it flagged are the same
          if (d.kind === 'squadron' && !took) {
            const move = squadronShape.get((d.row * cols + d.col) * 4 + DIRECTIONS.indexOf(d.direction))!;
            squadronLists[(cls * cards.length + k) * cells + d.row * cols + d.col]!.push(move);
            baseDecision.set(move, d);
          } else if (d.kind === 'flanking') {
            const move = flankingShape.get(DIRECTIONS.indexOf(d.direction) * 4 + d.line)!;
            flankingList.push(move);
            flankingDecision.set(k * moveCount + move, d);
          }
        }
        if (legal.some((d) => d.kind === 'pass') && legal.some((d) => d.kind !== 'pass')) passAlways = true;
      }
  });

  const flatten = (lists: number[][]) => {
    const start = new Int32Array(lists.length + 1);
    lists.forEach((list, i) => (start[i + 1] = start[i]! + list.length));
    const moves = new Int16Array(start[lists.length]!);
    lists.forEach((list, i) => {
      moves.set(list, start[i]);
    });
    return { start, moves };
  };
  const squadron = flatten(squadronLists);
  const flanking = flatten(flankingLists);

  // Abilities allowed per turn and flag; the flag after a turn (the round's reset) from the reducer.
  const abilityOpen = new Uint8Array(perTurn * 2);
  const usedAfter = new Uint8Array(perTurn * 2);
  // Stryker disable next-line EqualityOperator: equivalent — one turn more is computed and written past the typed arrays (ignored)
  for (let turn = 0; turn < perTurn; turn++)
    for (const used of [false, true]) {
      const at = { ...state, turn, abilityUsedThisRound: used };
      abilityOpen[turn * 2 + (used ? 1 : 0)] = abilitiesAllowed(at) ? 1 : 0;
      const next = reduceTacmento(at, { kind: 'passed', side: 'A' }) as InstructionState;
      usedAfter[turn * 2 + (used ? 1 : 0)] = next.abilityUsedThisRound ? 1 : 0;
    }

  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — indexOf.get of a card not in play is undefined, which no card index equals, as -1
  const captainIndex = captain !== null && indexOf.has(captain) ? indexOf.get(captain)! : -1;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — indexOf.get of a card not in play is undefined, which no card index equals, as -1
  const drummersIndex = drummers !== null && indexOf.has(drummers) ? indexOf.get(drummers)! : -1;
  // Each cell's arrows (4 at most) and each Reserve card's flanking shapes, each with its abilities (and under
  // R25 its pairs); a pass.
  const perBase = 1 + shapes.abilities.length + (both ? shapes.pairs.length : 0);
  // Stryker disable next-line ArithmeticOperator: equivalent — the buffer stays far above any position's real count of moves (a few dozen)
  const maxMoves = perBase * (cells * DIRECTIONS.length + (cards.length - cells) * flankingShape.size) + 1;
  return new CompiledModel({
    rows,
    cols,
    cells,
    cards,
    start: positionOf(state),
    turnLimit,
    roundLength: state.roundLength,
    maxMoves,
    shapes,
    lines,
    abilityOpen,
    usedAfter,
    turnClass,
    classes,
    squadron,
    flanking,
    captainIndex,
    drummersIndex,
    both,
    passAlways,
    baseDecision,
    flankingDecision,
    indexOf,
  });
}

/** What {@link compileModel} computes for a {@link CompiledModel}. */
interface ModelTables extends Pick<
  SolverModel,
  'rows' | 'cols' | 'cells' | 'cards' | 'start' | 'turnLimit' | 'roundLength' | 'maxMoves'
> {
  readonly shapes: MoveShapes;
  /** The lower bound's tables for ruling R27's test, or null (no test). */
  readonly lines: LowerBoundTables | null;
  /** Abilities allowed per turn and flag; the flag after a turn (the round's reset). */
  readonly abilityOpen: Uint8Array;
  readonly usedAfter: Uint8Array;
  /** Per turn, its class (turns with the same banners), and how many classes. */
  readonly turnClass: Uint8Array;
  readonly classes: number;
  /** The legal squadron and flanking move lists, flat: list i is `moves[start[i]..start[i + 1])`. */
  readonly squadron: { readonly start: Int32Array; readonly moves: Int16Array };
  readonly flanking: { readonly start: Int32Array; readonly moves: Int16Array };
  /** The card indices of the Captain and the Drummers, or -1 when not in play. */
  readonly captainIndex: number;
  readonly drummersIndex: number;
  /** Ruling R25: both abilities in one turn. */
  readonly both: boolean;
  /** Ruling R8: the turn may always be spent. */
  readonly passAlways: boolean;
  readonly baseDecision: ReadonlyMap<number, TacmentoDecision>;
  readonly flankingDecision: ReadonlyMap<number, TacmentoDecision>;
  readonly indexOf: ReadonlyMap<number, number>;
}

/**
 * The {@link SolverModel} of {@link compileModel}: the setup's tables are fields and the move generation the
 * methods of one class, so that V8 compiles them once a process (closures made per setup were compiled again for
 * each setup).
 */
class CompiledModel implements SolverModel {
  // `declare`: each field is created by the constructor with its first value, in the same order for every instance;
  // a class field would first be defined as undefined, and V8 would no longer know a number or an array's kind there.
  declare readonly rows: number;
  declare readonly cols: number;
  declare readonly cells: number;
  declare readonly cards: readonly number[];
  declare readonly start: SolverPosition;
  declare readonly turnLimit: number;
  declare readonly roundLength: number;
  declare readonly maxMoves: number;
  declare readonly passMove: number;
  declare readonly permutation: Int8Array;
  declare readonly expelled: Int8Array;
  declare readonly usesAbility: Uint8Array;
  declare readonly usesBoth: Uint8Array;
  declare readonly changedLine: Int8Array;
  declare readonly changedSet: Int8Array;
  declare private readonly abilityTable: Int16Array;
  declare private readonly pairTable: Int16Array;
  /** The abilities a decision may name ({@link MoveShapes.abilities}), how many, and the pairs of R25. */
  declare private readonly abilities: readonly Ability[];
  declare private readonly abilityCount: number;
  declare private readonly pairList: readonly (readonly [number, number])[];
  declare private readonly pairsAfter: readonly (readonly number[])[];
  declare private readonly baseOf: readonly number[];
  declare private readonly abilityIndex: readonly number[];
  declare private readonly moveCount: number;
  declare private readonly lines: LowerBoundTables | null;
  declare private readonly abilityOpen: Uint8Array;
  declare private readonly usedAfter: Uint8Array;
  declare private readonly turnClass: Uint8Array;
  declare private readonly classes: number;
  declare private readonly squadronStart: Int32Array;
  declare private readonly squadronMoves: Int16Array;
  declare private readonly flankingStart: Int32Array;
  declare private readonly flankingMoves: Int16Array;
  declare private readonly captainIndex: number;
  declare private readonly drummersIndex: number;
  declare private readonly both: boolean;
  declare private readonly passAlways: boolean;
  declare private readonly baseDecision: ReadonlyMap<number, TacmentoDecision>;
  declare private readonly flankingDecision: ReadonlyMap<number, TacmentoDecision>;
  declare private readonly indexOf: ReadonlyMap<number, number>;
  declare private readonly stride: number;
  /** The Tercio after a move, for R27's test. */
  declare private readonly scratch: Uint8Array;
  /** The lines of the position being generated (-1: not counted yet), for R27's test. */
  declare private parentLines: number;
  declare private readonly moveBuffer: Int16Array;
  declare private readonly cardBuffer: Int8Array;

  constructor(tables: ModelTables) {
    const { shapes, cells, maxMoves } = tables;
    this.rows = tables.rows;
    this.cols = tables.cols;
    this.cells = cells;
    this.cards = tables.cards;
    this.start = tables.start;
    this.turnLimit = tables.turnLimit;
    this.roundLength = tables.roundLength;
    this.maxMoves = maxMoves;
    this.passMove = shapes.passMove;
    // The move tables depend on the deck and the shape only: shared with every model of them.
    this.permutation = shapes.permutation;
    this.expelled = shapes.expelled;
    this.usesAbility = shapes.usesAbility;
    this.usesBoth = shapes.usesBoth;
    this.changedLine = shapes.changedLine;
    this.changedSet = shapes.changedSet;
    this.abilityTable = shapes.abilityTable;
    this.pairTable = shapes.pairTable;
    this.abilities = shapes.abilities;
    this.abilityCount = shapes.abilities.length;
    this.pairList = shapes.pairs;
    this.pairsAfter = shapes.pairsAfter;
    this.baseOf = shapes.baseOf;
    this.abilityIndex = shapes.abilityIndex;
    this.moveCount = shapes.expelledOf.length;
    this.lines = tables.lines;
    this.abilityOpen = tables.abilityOpen;
    this.usedAfter = tables.usedAfter;
    this.turnClass = tables.turnClass;
    this.classes = tables.classes;
    this.squadronStart = tables.squadron.start;
    this.squadronMoves = tables.squadron.moves;
    this.flankingStart = tables.flanking.start;
    this.flankingMoves = tables.flanking.moves;
    this.captainIndex = tables.captainIndex;
    this.drummersIndex = tables.drummersIndex;
    this.both = tables.both;
    this.passAlways = tables.passAlways;
    this.baseDecision = tables.baseDecision;
    this.flankingDecision = tables.flankingDecision;
    this.indexOf = tables.indexOf;
    this.stride = cells + 1;
    this.scratch = new Uint8Array(cells);
    // Stryker disable next-line UnaryOperator: equivalent — `generate` sets it before any test reads it
    this.parentLines = -1;
    this.moveBuffer = new Int16Array(maxMoves);
    this.cardBuffer = new Int8Array(maxMoves);
  }

  /**
   * Ruling R27: true when no ability may follow `move` (a push, or a push and its first ability) from the Tercio at
   * `offset` of `grid` (`card`: the incoming card index): the Tercio after it is complete (0 lines). A push changes
   * one line and a push with Command a row and a column: a parent with more lines to change cannot be completed by
   * them, and most positions are so; only the others are played and counted.
   */
  private fulfils(grid: Uint8Array, offset: number, move: number, card: number, most: number): boolean {
    const lines = this.lines;
    if (lines === null) return false;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a cache of the parent's count: counted again, or never (then never pruned below), the answer is the same
    if (this.parentLines < 0) this.parentLines = lines.linesOfIndices(grid, offset);
    // Stryker disable next-line ConditionalExpression: equivalent — a shortcut: the move played and counted gives the same answer
    if (this.parentLines > most) return false;
    const { cells, permutation, scratch } = this;
    // Stryker disable next-line EqualityOperator: equivalent — one more turn writes past the typed array's end, which is ignored
    for (let c = 0; c < cells; c++) {
      const source = permutation[move * cells + c]!;
      scratch[c] = source === cells ? card : grid[offset + source]!;
    }
    return lines.linesOfIndices(scratch, 0) === 0;
  }

  /**
   * Writes the pairs starting with ability `a` (move `first`) after `base` (ruling R25), none when `first` fulfils
   * the Objectives (ruling R27); returns the new count.
   */
  private pairs(
    grid: Uint8Array,
    offset: number,
    base: number,
    first: number,
    a: number,
    captainAt: number,
    drummersAt: number,
    card: number,
    moves: Int16Array,
    incoming: Int8Array,
    n: number,
  ): number {
    if (captainAt < 0 || drummersAt < 0) return n;
    const { pairTable, stride } = this;
    const pairCount = this.pairList.length;
    const from = n;
    for (const pair of this.pairsAfter[a]!) {
      const move = pairTable[((base * pairCount + pair) * stride + captainAt) * stride + drummersAt]!;
      // Stryker disable next-line EqualityOperator: equivalent — move 0 is a squadron base, never an ability or pair entry
      if (move < 0) continue;
      // Asked once, at the first pair: the Tercio after the first ability.
      // Stryker disable next-line ConditionalExpression: equivalent — every pair asks the same question (the first ability), answered false at the first
      if (n === from && this.fulfils(grid, offset, first, card, 2)) return n;
      moves[n] = move;
      incoming[n++] = card;
    }
    return n;
  }

  generate(
    grid: Uint8Array,
    offset: number,
    reserve: number,
    flags: number,
    turn: number,
    moves: Int16Array,
    incoming: Int8Array,
    at: number,
  ): number {
    const { cells, cards, captainIndex, drummersIndex, abilityTable, stride, both, abilityCount } = this;
    const { squadronStart, squadronMoves, flankingStart, flankingMoves } = this;
    let n = at;
    // Stryker disable next-line UnaryOperator: equivalent — a count of 1 never prunes (`most` is 1 or 2), so every move is played and counted
    this.parentLines = -1;
    const abilities = this.abilityOpen[turn * 2 + (flags & ABILITY_USED)] === 1;
    let captainFrom = -1;
    let drummersFrom = -1;
    // Stryker disable next-line ConditionalExpression: speed only — the special cards found when abilities are closed are not read (below, each ability move needs abilities open)
    if (abilities)
      for (let cell = 0; cell < cells; cell++) {
        const k = grid[offset + cell]!;
        if (k === captainIndex) captainFrom = cell;
        else if (k === drummersIndex) drummersFrom = cell;
      }
    const cls = this.turnClass[turn]!;
    // Squadron manoeuvres, cell by cell (the game's order).
    for (let cell = 0; cell < cells; cell++) {
      const list = (cls * cards.length + grid[offset + cell]!) * cells + cell;
      for (let i = squadronStart[list]!; i < squadronStart[list + 1]!; i++) {
        const base = squadronMoves[i]!;
        moves[n] = base;
        incoming[n++] = NO_CARD;
        // Stryker disable next-line ConditionalExpression: equivalent — with abilities closed no special card was found (from is -1), so no ability move is listed
        if (!abilities) continue;
        const plain = n;
        for (let a = 0; a < abilityCount; a++) {
          const from = a < 2 ? captainFrom : drummersFrom;
          if (from < 0) continue;
          const move = abilityTable[(base * abilityCount + a) * stride + from]!;
          // Stryker disable next-line EqualityOperator: equivalent — move 0 is a squadron base, never an ability entry
          if (move < 0) continue;
          // Ruling R27: asked once, at the first ability, whether the push alone fulfils the Objectives.
          // Stryker disable next-line ConditionalExpression: equivalent — every ability asks the same question (the push), answered false at the first
          if (n === plain && this.fulfils(grid, offset, base, NO_CARD, 1)) break;
          moves[n] = move;
          incoming[n++] = NO_CARD;
          if (both) n = this.pairs(grid, offset, base, move, a, captainFrom, drummersFrom, NO_CARD, moves, incoming, n);
        }
      }
    }
    // Flanking manoeuvres, Reserve card by card (ascending numbers).
    // Stryker disable next-line ConditionalExpression: speed only — an empty Reserve skips every card in the loop below
    if (reserve !== 0) {
      const took = (flags & TOOK_RESERVE) !== 0 ? 1 : 0;
      // Stryker disable next-line EqualityOperator: equivalent — bit cards.length is never set in the Reserve mask
      for (let k = 0; k < cards.length; k++) {
        if ((reserve & (1 << k)) === 0) continue;
        const list = (took * this.classes + cls) * cards.length + k;
        for (let i = flankingStart[list]!; i < flankingStart[list + 1]!; i++) {
          const base = flankingMoves[i]!;
          moves[n] = base;
          incoming[n++] = k;
          if (!abilities) continue;
          const plain = n;
          for (let a = 0; a < abilityCount; a++) {
            const special = a < 2 ? captainIndex : drummersIndex;
            const from = special === k ? cells : a < 2 ? captainFrom : drummersFrom;
            if (from < 0) continue;
            const move = abilityTable[(base * abilityCount + a) * stride + from]!;
            // Stryker disable next-line EqualityOperator: equivalent — move 0 is a squadron base, never an ability entry
            if (move < 0) continue;
            // Ruling R27: asked once, at the first ability, whether the push alone fulfils the Objectives.
            // Stryker disable next-line ConditionalExpression: equivalent — every ability asks the same question (the push), answered false at the first
            if (n === plain && this.fulfils(grid, offset, base, k, 1)) break;
            moves[n] = move;
            incoming[n++] = k;
            if (both)
              n = this.pairs(
                grid,
                offset,
                base,
                move,
                a,
                captainIndex === k ? cells : captainFrom,
                drummersIndex === k ? cells : drummersFrom,
                k,
                moves,
                incoming,
                n,
              );
          }
        }
      }
    }
    // Ruling R8: the turn may be spent (or must be, when nothing else is possible).
    if (this.passAlways || n === at) {
      moves[n] = this.passMove;
      incoming[n++] = NO_CARD;
    }
    return n - at;
  }

  flagsAfter(move: number, incomingCard: number, flags: number, turn: number): number {
    const used = (flags & ABILITY_USED) | this.usesAbility[move]!;
    // Rulebook: Instruction Mode Round — the Reserve was used this turn (a flanking manoeuvre brings a card).
    return (incomingCard >= 0 ? TOOK_RESERVE : 0) | this.usedAfter[turn * 2 + used]!;
  }

  decision(move: number, incomingCard: number): TacmentoDecision {
    if (move === this.passMove) return { kind: 'pass' };
    const base = this.baseOf[move]!;
    const plain =
      incomingCard >= 0
        ? this.flankingDecision.get(incomingCard * this.moveCount + base)!
        : this.baseDecision.get(base)!;
    const a = this.abilityIndex[move]!;
    const abilities = this.abilities;
    if (a >= abilities.length) {
      const [first, second] = this.pairList[a - abilities.length]!;
      return { ...plain, ability: abilities[first]!, secondAbility: abilities[second]! } as TacmentoDecision;
    }
    return a < 0 ? plain : ({ ...plain, ability: abilities[a]! } as TacmentoDecision);
  }

  moves(p: SolverPosition): SolverMove[] {
    const { indexOf, cells, cards, permutation, expelled, passMove, moveBuffer, cardBuffer } = this;
    const grid = Uint8Array.from(p.grid.map((n) => indexOf.get(n)!));
    const reserve = p.reserve.reduce((mask, n) => mask | (1 << indexOf.get(n)!), 0);
    const flags = (p.tookReserve ? TOOK_RESERVE : 0) | (p.abilityUsed ? ABILITY_USED : 0);
    const count = this.generate(grid, 0, reserve, flags, p.turn, moveBuffer, cardBuffer, 0);
    const out: SolverMove[] = [];
    for (let i = 0; i < count; i++) {
      const move = moveBuffer[i]!;
      const card = cardBuffer[i]!;
      const next: number[] = [];
      for (let cell = 0; cell < cells; cell++) {
        const from = permutation[move * cells + cell]!;
        next.push(from === cells ? cards[card]! : p.grid[from]!);
      }
      const after = this.flagsAfter(move, card, flags, p.turn);
      out.push({
        decision: this.decision(move, card),
        changed: move !== passMove,
        next: {
          grid: next,
          reserve:
            card < 0
              ? p.reserve
              : [...p.reserve.filter((n) => n !== cards[card]), p.grid[expelled[move]!]!].sort((a, b) => a - b),
          tookReserve: (after & TOOK_RESERVE) !== 0,
          abilityUsed: (after & ABILITY_USED) !== 0,
          turn: p.turn + 1,
        },
      });
    }
    return out;
  }
}
