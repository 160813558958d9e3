import type { TroopCard } from '../cards/TroopCard.js';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import { legalDecisions } from '../game/legalDecisions.js';
import { reduceTacmento } from '../game/reduceTacmento.js';
import type { TacmentoDecision } from '../game/TacmentoDecision.js';
import type { InstructionState } from '../game/TacmentoState.js';
import { compileObjective, findPlacement, type CompiledObjective } from '../objectives/matchObjective.js';
import { TacmentoOptionsSchema, type TacmentoOptions } from '../options/TacmentoOptions.js';
import type { InstructionSetup } from './InstructionSetup.js';

/** What the solver found. */
export type SolveResult =
  | { readonly status: 'solved'; readonly turns: number; readonly moves: readonly TacmentoDecision[]; readonly explored: number }
  | { readonly status: 'impossible'; readonly reason: string; readonly explored: number }
  | { readonly status: 'unknown'; readonly reason: string; readonly searchedTurns: number; readonly explored: number };

/** Options of {@link solveInstruction}. */
export interface SolveOptions {
  /** Most distinct states to store before giving up with `unknown` (default 500 000). */
  readonly maxStates?: number;
  /** Ruling options (defaults: the rulings). */
  readonly options?: Partial<TacmentoOptions>;
}

/** The first Instruction state of a setup (no shuffle: the deployment is given). */
export function stateFromSetup(setup: InstructionSetup, options: TacmentoOptions = TacmentoOptionsSchema.parse({})): InstructionState {
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
  const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve].map((n) => state.troops.find((t) => t.number === n)!);
  const count = (pred: (t: TroopCard) => boolean) => inPlay.filter(pred).length;
  for (const objective of state.objectives) {
    const cells = objective.pattern.join('');
    const fixed = new Map<string, number>();
    for (const key of cells) if (key !== '.') fixed.set(key, (fixed.get(key) ?? 0) + 1);
    const colourNeed = new Map<string, number>();
    for (const [key, n] of fixed) {
      const need = objective.legend[key]!;
      if ('colour' in need) colourNeed.set(need.colour, (colourNeed.get(need.colour) ?? 0) + n);
      if ('card' in need && count((t) => t.number === need.card) < 1) return `Objective ${objective.number} needs troop card ${need.card}, which is not in play`;
      if ('troop' in need && count((t) => t.troop === need.troop || (need.troop === 'cavalry' && t.troop === 'captain') || (need.troop === 'artillery' && t.troop === 'drummers')) < n) return `Objective ${objective.number} needs ${n} ${need.troop} and fewer are in play`;
    }
    for (const [colour, n] of colourNeed) if (count((t) => t.colour === colour) < n) return `Objective ${objective.number} needs ${n} ${colour} troops and only ${count((t) => t.colour === colour)} are in play`;
    for (const [key, n] of fixed) {
      const need = objective.legend[key]!;
      if ('oneOf' in need && !need.oneOf.some((c) => count((t) => t.colour === c) >= n + (colourNeed.get(c) ?? 0))) return `Objective ${objective.number} needs ${n} troops of one of ${need.oneOf.join('/')} and too few are in play`;
    }
  }
  return null;
}

function keyOf(state: InstructionState, withTurn: boolean): string {
  let key = '';
  for (const row of state.grid) for (const cell of row) key += String.fromCharCode(48 + cell.card);
  key += '|';
  // The Reserve is a hand: its order does not matter.
  const reserve = state.reserve.length <= 1 ? state.reserve : [...state.reserve].sort((a, b) => a - b);
  for (const card of reserve) key += String.fromCharCode(48 + card);
  key += state.tookReserveLastTurn ? '|1' : '|0';
  key += state.abilityUsedThisRound ? '1' : '0';
  key += withTurn ? `|${state.turn}` : `|r${Math.floor(state.turn / state.roundLength)}`;
  return key;
}

/** A searched position: the state, and how it was reached (a parent link keeps memory small). */
interface Node {
  readonly state: InstructionState;
  readonly parent: Node | null;
  readonly move: TacmentoDecision | null;
}

function movesTo(node: Node): TacmentoDecision[] {
  const moves: TacmentoDecision[] = [];
  for (let n: Node | null = node; n !== null && n.move !== null; n = n.parent) moves.push(n.move);
  return moves.reverse();
}

/**
 * The fewest turns to complete an Instruction setup, by breadth-first search over the real rules (every
 * legal manoeuvre, with and without abilities, and passing turns), or a proof that it cannot be done within
 * the turn limit (12): first by counting the cards in play, then by exhausting every reachable position.
 * A search that outgrows `maxStates` still checks every position of the turn it is on, then answers
 * `unknown` (with the number of turns it ruled out) rather than guess.
 *
 * @example
 * const result = solveInstruction(loadSetup(JSON.parse(text), 'setup.json'));
 * if (result.status === 'solved') console.log(result.turns, result.moves);
 */
export function solveInstruction(setup: InstructionSetup, solveOptions: SolveOptions = {}): SolveResult {
  const options = TacmentoOptionsSchema.parse(solveOptions.options ?? {});
  const maxStates = solveOptions.maxStates ?? 500_000;
  const start = stateFromSetup(setup, options);
  const troops = new Map(start.troops.map((t) => [t.number, t]));
  const compiled: CompiledObjective[] = start.objectives.map((o) => compileObjective(o, 4, 3, { allowMirror: options.allowMirror }));
  const cards: number[] = [];
  const complete = (s: InstructionState) => {
    cards.length = 0;
    for (const row of s.grid) for (const cell of row) cards.push(cell.card);
    return compiled.every((c) => findPlacement(c, cards, troops) !== null);
  };
  if (complete(start)) return { status: 'solved', turns: 0, moves: [], explored: 1 };
  const proof = countingProof(start);
  if (proof !== null) return { status: 'impossible', reason: proof, explored: 1 };

  // Keys drop the turn when passing is allowed and no banner applies: an earlier position can wait with
  // passes, so it dominates the same position reached later in the same round state.
  const withTurn = !options.instructionPass || start.difficulty !== 'easy';
  const seen = new Map<string, number>([[keyOf(start, withTurn), 0]]);
  let frontier: Node[] = [{ state: start, parent: null, move: null }];
  let explored = 1;
  let full = false;
  for (let depth = 1; depth <= start.turnLimit; depth++) {
    const next: typeof frontier = [];
    for (const node of frontier) {
      const state = node.state;
      for (const decision of legalDecisions(state)) {
        if (decision.kind === 'draft') continue;
        const after = (decision.kind === 'pass' ? reduceTacmento(state, { kind: 'passed', side: 'A' }) : reduceTacmento(state, { kind: 'maneuvered', side: 'A', maneuver: decision, expelled: null, to: null })) as InstructionState;
        if (decision.kind !== 'pass' && complete(after)) return { status: 'solved', turns: depth, moves: [...movesTo(node), decision], explored };
        const key = keyOf(after, withTurn);
        if (seen.has(key)) continue;
        // Out of room: keep checking this turn's positions for a solution, but store no more.
        if (seen.size >= maxStates) {
          full = true;
          continue;
        }
        seen.set(key, depth);
        explored++;
        next.push({ state: after, parent: node, move: decision });
      }
    }
    if (full) return { status: 'unknown', reason: `stopped at ${maxStates} stored positions; no solution within ${depth} turns`, searchedTurns: depth, explored };
    if (next.length === 0) return { status: 'impossible', reason: `every reachable position was searched (${explored}); none completes the Objectives within ${start.turnLimit} turns`, explored };
    frontier = next;
  }
  return { status: 'impossible', reason: `every position reachable in ${start.turnLimit} turns was searched (${explored}); none completes the Objectives`, explored };
}
