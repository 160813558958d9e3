import type { TroopCard } from '../cards/TroopCard.js';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { bannerCards, legalDecisions } from '../sequence/legalDecisions.js';
import { reduceTacmento } from '../game/reduce.js';
import { specialCards } from '../game/playManeuver.js';
import { objectivesComplete } from '../game/resolve.js';
import type { ManeuverDecision, TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
import type { InstructionSetup } from './InstructionSetup.js';
import { solverModel, type SolverMove, type SolverPosition } from './SolverModel.js';
import { turnsLowerBound } from './turnsLowerBound.js';

/** Default most positions the solver examines before answering `unknown`. */
export const DEFAULT_MAX_STATES = 5_000_000;
/** Most positions kept in the transposition table (more are searched, not remembered). */
const TRANSPOSITION_LIMIT = 3_000_000;
/** For the two flags of a position code (2: took the Reserve last turn, 1: ability used), the flags with the same or fewer restrictions. */
const LESS_RESTRICTED: readonly (readonly number[])[] = [[0], [0, 1], [0, 2], [0, 1, 2, 3]];

/** What the solver found. */
export type SolveResult =
  | {
      readonly status: 'solved';
      readonly turns: number;
      readonly moves: readonly TacmentoDecision[];
      readonly explored: number;
    }
  | { readonly status: 'impossible'; readonly reason: string; readonly explored: number }
  | { readonly status: 'unknown'; readonly reason: string; readonly searchedTurns: number; readonly explored: number };

/** Options of {@link solveInstruction}. */
export interface SolveOptions {
  /** Most positions to examine before giving up with `unknown` (default {@link DEFAULT_MAX_STATES}). */
  readonly maxStates?: number;
  /** Ruling options (defaults: the rulings). */
  readonly options?: Partial<TacmentoOptions>;
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
    turnLimit: setup.rules.turnLimit ?? 12,
    roundLength: setup.rules.roundLength ?? 6,
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
      if (
        'troop' in need &&
        count(
          (t) =>
            t.troop === need.troop ||
            (need.troop === 'cavalry' && t.troop === 'captain') ||
            (need.troop === 'artillery' && t.troop === 'drummers'),
        ) < n
      )
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
 * How many turns from turn `turn` (turns taken) up to turn `bound` could change two lines: only Command
 * does (Motivate pushes the same line again), so none when the Captain is not in play.
 */
function commandsLeft(
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

/** Replays the moves through the engine's own legal decisions and reducer; throws on any disagreement (a solver bug). */
function replayThroughEngine(start: InstructionState, moves: readonly TacmentoDecision[]): void {
  let state = start;
  moves.forEach((move, i) => {
    const legal = legalDecisions(state);
    if (!legal.some((d) => JSON.stringify(d) === JSON.stringify(move)))
      throw new Error(`solver bug: move ${i + 1} (${JSON.stringify(move)}) is not legal in the engine`);
    state = (
      move.kind === 'pass'
        ? reduceTacmento(state, { kind: 'passed', side: 'A' })
        : reduceTacmento(state, {
            kind: 'maneuvered',
            side: 'A',
            maneuver: move as ManeuverDecision,
            expelled: null,
            to: null,
          })
    ) as InstructionState;
    if (objectivesComplete(state) !== (i === moves.length - 1))
      throw new Error(
        `solver bug: the Objectives are ${i === moves.length - 1 ? 'not ' : ''}complete after move ${i + 1}`,
      );
  });
}

/**
 * The fewest turns to complete an Instruction setup, or a proof that it cannot be done within the turn
 * limit (12). Iterative deepening A* over the real rules (every legal manoeuvre, with and without
 * abilities, and spent turns, as compiled by {@link solverModel}): bounds of 1, 2, ... turns, each searched
 * depth-first and cut wherever the turns taken plus an admissible lower bound ({@link turnsLowerBound}:
 * the lines still to change for the nearest way to complete every Objective) exceed it, with a
 * transposition table of positions already shown to fail within the bound. The first bound that finds a
 * solution is the fewest turns; a search of the turn limit that finds none is a proof over every
 * position the bound did not rule out. "Impossible" can also come first from counting the cards in play.
 * A search that examines more than `maxStates` positions answers `unknown`, with the turns ruled out.
 * Every solution is replayed through the engine's `legalDecisions` and reducer before it is returned.
 *
 * @example
 * const result = solveInstruction(loadSetup(JSON.parse(text), 'setup.json'));
 * if (result.status === 'solved') console.log(result.turns, result.moves);
 */
export function solveInstruction(setup: InstructionSetup, solveOptions: SolveOptions = {}): SolveResult {
  const options = TacmentoOptionsSchema.parse(solveOptions.options ?? {});
  const maxStates = solveOptions.maxStates ?? DEFAULT_MAX_STATES;
  const start = stateFromSetup(setup, options);
  if (objectivesComplete(start)) return { status: 'solved', turns: 0, moves: [], explored: 1 };
  const proof = countingProof(start);
  if (proof !== null) return { status: 'impossible', reason: proof, explored: 1 };
  const lower = turnsLowerBound(start);
  if (lower.proof !== null) return { status: 'impossible', reason: lower.proof, explored: 1 };
  const model = solverModel(start);
  // The cards in play never change in an Instruction.
  const captain = specialCards(start.troops).captain;
  const captainInPlay =
    captain !== null &&
    (start.reserve.includes(captain) || start.grid.some((row) => row.some((c) => c.card === captain)));

  // Ruling R21: when a turn may be spent and no banner applies, a position reached earlier can wait for
  // any later turn with passes (which only lift restrictions), so its failure rules out the same position later.
  const dominance = options.instructionPass && bannerCards(start) === 0;
  // Positions shown to fail within the bound: per code, the earliest turn (dominance) or, per turn, a set.
  const failed = new Map<number, number>();
  const failedAt: Set<number>[] = Array.from({ length: start.turnLimit + 1 }, () => new Set<number>());
  let stored = 0;
  let explored = 0;
  // Out of room once more than maxStates positions were examined (explored only grows).
  const outOfRoom = (): boolean => explored > maxStates;
  const path: TacmentoDecision[] = [];

  const search = (p: SolverPosition, bound: number): boolean => {
    const code = model.code(p);
    // A failure of the same Tercio with fewer restrictions (the Reserve usable, the ability unused) also
    // rules this position out: it has every move this one has, with successors no more restricted.
    const flags = code % 4;
    const tercio = code - flags;
    for (const less of LESS_RESTRICTED[flags]!) {
      if (dominance) {
        const seenAt = failed.get(tercio + less);
        if (seenAt !== undefined && seenAt <= p.turn) return false;
      } else if (failedAt[p.turn]!.has(tercio + less)) return false;
    }
    if (++explored > maxStates) return false;
    const children: { move: SolverMove; h: number }[] = [];
    const codes = new Set<number>();
    for (const move of model.moves(p)) {
      const childCode = model.code(move.next);
      if (codes.has(childCode)) continue;
      codes.add(childCode);
      const h = move.changed
        ? lower.bound(move.next.grid, commandsLeft(start, captainInPlay, move.next.abilityUsed, move.next.turn, bound))
        : Infinity;
      if (h === 0) {
        path.push(move.decision);
        return true;
      }
      // A pass never completes: it is worth searching only if turns remain after it.
      const estimate = move.changed
        ? h
        : Math.max(
            1,
            lower.bound(p.grid, commandsLeft(start, captainInPlay, move.next.abilityUsed, move.next.turn, bound)),
          );
      if (move.next.turn + estimate <= bound) children.push({ move, h: estimate });
    }
    children.sort((a, b) => a.h - b.h);
    for (const { move } of children) {
      path.push(move.decision);
      if (search(move.next, bound)) return true;
      path.pop();
      if (outOfRoom()) return false;
    }
    if (stored < TRANSPOSITION_LIMIT) {
      stored++;
      if (dominance) failed.set(code, p.turn);
      else failedAt[p.turn]!.add(code);
    }
    return false;
  };

  const first = Math.max(
    1,
    lower.bound(
      model.start.grid,
      commandsLeft(start, captainInPlay, model.start.abilityUsed, model.start.turn, start.turnLimit),
    ),
  );
  if (first > start.turnLimit)
    return {
      status: 'impossible',
      reason: `the cells that must change lie in too many rows and columns: at least ${first} turns are needed`,
      explored: 1,
    };
  for (let bound = first; bound <= start.turnLimit; bound++) {
    failed.clear();
    for (const set of failedAt) set.clear();
    stored = 0;
    path.length = 0;
    if (search(model.start, bound)) {
      replayThroughEngine(start, path);
      return { status: 'solved', turns: path.length, moves: [...path], explored };
    }
    if (outOfRoom())
      return {
        status: 'unknown',
        reason: `stopped after examining ${maxStates} positions; no solution within ${bound - 1} turn${bound - 1 === 1 ? '' : 's'}`,
        searchedTurns: bound - 1,
        explored,
      };
  }
  return {
    status: 'impossible',
    reason: `every position reachable within ${start.turnLimit} turns was searched (${explored} examined, the rest cut by the lower bound); none completes the Objectives`,
    explored,
  };
}
