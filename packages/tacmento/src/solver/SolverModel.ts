import { DIRECTIONS, type Colour, type Direction, type TroopCard } from '../cards/TroopCard.js';
import { abilitiesAllowed, bannersOn } from '../sequence/legalDecisions.js';
import { specialCards } from '../game/playManeuver.js';
import type { Ability, TacmentoDecision } from '../game/Decision.js';
import type { InstructionState } from '../game/State.js';

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

/**
 * The Instruction rules compiled for search: the same moves as `instructionDecisions` and
 * `reduceTacmento` (Rulebook: Instruction Mode Round; Special abilities; Level III), on flat arrays.
 * `solverModel.spec.ts` checks move for move that both give the same successors.
 */
export interface SolverModel {
  readonly rows: number;
  readonly cols: number;
  readonly start: SolverPosition;
  readonly turnLimit: number;
  readonly roundLength: number;
  /** Every legal turn from `position`, in a fixed order, duplicates of the same successor included. */
  moves(position: SolverPosition): SolverMove[];
  /** A compact string naming the position (turn included only when `withTurn`). */
  key(position: SolverPosition, withTurn: boolean): string;
  /**
   * A number naming the position without its turn: the Tercio (4 bits a card) and the two flags. The cards
   * in play never change in an Instruction, so the Reserve is whatever the Tercio does not hold.
   */
  code(position: SolverPosition): number;
}

/** The cells of each line in push order (entry first), per direction: rows for east/west, columns for north/south. */
function lineTable(rows: number, cols: number): Record<Direction, number[][]> {
  const table = { north: [], east: [], south: [], west: [] } as Record<Direction, number[][]>;
  for (let r = 0; r < rows; r++) {
    const east: number[] = [];
    for (let c = 0; c < cols; c++) east.push(r * cols + c);
    table.east.push(east);
    table.west.push([...east].reverse());
  }
  for (let c = 0; c < cols; c++) {
    const south: number[] = [];
    for (let r = 0; r < rows; r++) south.push(r * cols + c);
    table.south.push(south);
    table.north.push([...south].reverse());
  }
  return table;
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

/** Compiles the rules of an Instruction state (its options, banners, abilities and deck) for search. */
export function solverModel(state: InstructionState): SolverModel {
  const rows = state.grid.length;
  const cols = state.grid[0]?.length ?? 0;
  const lines = lineTable(rows, cols);
  const byNumber = new Map<number, TroopCard>(state.troops.map((t) => [t.number, t]));
  const colourOf = (card: number): Colour => byNumber.get(card)!.colour;
  const arrowsOf = (card: number): readonly Direction[] => byNumber.get(card)!.arrows;
  const { captain, drummers } = specialCards(state.troops);
  const rules = state.rules;
  // Banners and Gray limits depend only on the turn: ask the engine once per turn.
  const forbidden: Set<string>[] = [];
  const grayOpen: boolean[] = [];
  for (let turn = 0; turn <= state.turnLimit; turn++) {
    forbidden.push(new Set<string>(bannersOn(state, turn + 1)));
    grayOpen.push(abilitiesAllowed({ ...state, turn, abilityUsedThisRound: false }));
  }

  /** A push: the new grid, the line's cells, and the cards that changed place (the engine's `moved`). */
  const push = (
    grid: readonly number[],
    cells: readonly number[],
    incoming: number,
    upTo: number,
  ): { grid: number[]; moved: number[] } => {
    const next = [...grid];
    next[cells[0]!] = incoming;
    const moved = upTo > 0 ? [incoming] : [];
    for (let i = 1; i <= upTo; i++) {
      next[cells[i]!] = grid[cells[i - 1]!]!;
      moved.push(grid[cells[i - 1]!]!);
    }
    return { grid: next, moved };
  };

  /** Rulebook: Special abilities — the abilities this push allows (the engine's `possibleAbilities`). */
  const abilitiesAfter = (
    after: readonly number[],
    moved: readonly number[],
    cells: readonly number[],
  ): { ability: Ability; grid: number[] }[] => {
    const out: { ability: Ability; grid: number[] }[] = [];
    if (captain !== null && moved.includes(captain)) {
      const at = after.indexOf(captain);
      if (at >= 0) {
        const r = Math.floor(at / cols);
        const c = at % cols;
        for (const axis of ['vertical', 'horizontal'] as const) {
          const [a, b] =
            axis === 'vertical'
              ? [r > 0 ? at - cols : -1, r < rows - 1 ? at + cols : -1]
              : [c > 0 ? at - 1 : -1, c < cols - 1 ? at + 1 : -1];
          if (a < 0 || b < 0) continue;
          const swapped = [...after];
          swapped[a] = after[b]!;
          swapped[b] = after[a]!;
          out.push({ ability: { kind: 'command', axis }, grid: swapped });
        }
      }
    }
    if (drummers !== null && moved.includes(drummers) && after.includes(drummers)) {
      // Motivate: the same push again, the expelled troop filling the empty slot (a turn of the line).
      out.push({
        ability: { kind: 'motivate' },
        grid: push(after, cells, after[cells[cells.length - 1]!]!, cells.length - 1).grid,
      });
    }
    return out;
  };

  const moves = (p: SolverPosition): SolverMove[] => {
    const out: SolverMove[] = [];
    const ban = forbidden[p.turn] ?? new Set<string>();
    const abilities =
      state.abilities !== 'none' &&
      !(state.abilities === 'once-per-round' && p.abilityUsed) &&
      (grayOpen[p.turn] ?? true);
    const turn = p.turn + 1;
    const newRound = turn % state.roundLength === 0;
    const add = (
      decision: TacmentoDecision,
      grid: number[],
      reserve: readonly number[],
      flank: boolean,
      used: boolean,
    ) => {
      out.push({
        decision,
        changed: true,
        next: { grid, reserve, tookReserve: flank, abilityUsed: newRound ? false : p.abilityUsed || used, turn },
      });
    };
    // Squadron maneuvers. Rulebook: "take any card from the Tercio", push along one of its arrows.
    for (let at = 0; at < p.grid.length; at++) {
      const card = p.grid[at]!;
      if (ban.has(colourOf(card))) continue;
      const row = Math.floor(at / cols);
      const col = at % cols;
      for (const direction of arrowsOf(card)) {
        const cells = lines[direction][direction === 'east' || direction === 'west' ? row : col]!;
        const gap = cells.indexOf(at);
        if (gap === 0 && !rules.stationaryManeuver) continue;
        const pushed = push(p.grid, cells, card, gap);
        const decision = { kind: 'squadron', row, col, direction } as const;
        add(decision, pushed.grid, p.reserve, false, false);
        if (abilities)
          for (const a of abilitiesAfter(pushed.grid, pushed.moved, cells))
            add({ ...decision, ability: a.ability }, a.grid, p.reserve, false, true);
      }
    }
    // Flanking maneuvers: not 2 turns in a row from the Reserve; the expelled troop returns to it.
    if (p.reserve.length > 0 && (state.reserveTwiceInARow || !p.tookReserve)) {
      for (let i = 0; i < p.reserve.length; i++) {
        const card = p.reserve[i]!;
        if (i > 0 && p.reserve[i - 1] === card) continue;
        if (ban.has(colourOf(card))) continue;
        const rest = [...p.reserve.slice(0, i), ...p.reserve.slice(i + 1)];
        const directions = rules.flankingFollowsArrows
          ? DIRECTIONS.filter((d) => arrowsOf(card).includes(d))
          : DIRECTIONS;
        for (const direction of directions) {
          for (let line = 0; line < lines[direction].length; line++) {
            const cells = lines[direction][line]!;
            const expelled = p.grid[cells[cells.length - 1]!]!;
            const pushed = push(p.grid, cells, card, cells.length - 1);
            const reserve = [...rest, expelled].sort((a, b) => a - b);
            const decision = { kind: 'flanking', card, direction, line } as const;
            add(decision, pushed.grid, reserve, true, false);
            if (abilities)
              for (const a of abilitiesAfter(pushed.grid, pushed.moved, cells))
                add({ ...decision, ability: a.ability }, a.grid, reserve, true, true);
          }
        }
      }
    }
    // Ruling R8: the turn may be spent (or must be, when nothing else is possible).
    if (rules.instructionPass || out.length === 0) {
      out.push({
        decision: { kind: 'pass' },
        changed: false,
        next: {
          grid: p.grid,
          reserve: p.reserve,
          tookReserve: false,
          abilityUsed: newRound ? false : p.abilityUsed,
          turn,
        },
      });
    }
    return out;
  };

  const key = (p: SolverPosition, withTurn: boolean): string => {
    let k = String.fromCharCode(
      ...p.grid.map((n) => 48 + n),
      124,
      ...p.reserve.map((n) => 48 + n),
      p.tookReserve ? 49 : 48,
      p.abilityUsed ? 49 : 48,
    );
    if (withTurn) k += String.fromCharCode(65 + p.turn);
    return k;
  };

  const inPlay = [...state.grid.flat().map((c) => c.card), ...state.reserve].sort((a, b) => a - b);
  const index = new Int8Array(Math.max(...inPlay) + 1);
  inPlay.forEach((card, i) => (index[card] = i));
  const code = (p: SolverPosition): number => {
    let c = 0;
    for (const card of p.grid) c = c * 16 + index[card]!;
    return c * 4 + (p.tookReserve ? 2 : 0) + (p.abilityUsed ? 1 : 0);
  };

  return {
    rows,
    cols,
    start: positionOf(state),
    turnLimit: state.turnLimit,
    roundLength: state.roundLength,
    moves,
    key,
    code,
  };
}
