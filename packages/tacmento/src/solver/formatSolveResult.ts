import { describeDecision } from '../game/describe.js';
import { afterInstructionDecision } from '../game/resolve.js';
import type { InstructionState } from '../game/State.js';
import type { SolveResult } from './solveInstruction.js';

/**
 * The solver's answer as lines for a terminal: the verdict, then each turn of the solution in the rules'
 * words (replayed on `start`, the setup's first state from `stateFromSetup`).
 *
 * @example
 * const start = stateFromSetup(setup);
 * console.log(formatSolveResult(solveInstruction(setup), start).join('\n'));
 */
export function formatSolveResult(result: SolveResult, start: InstructionState): string[] {
  if (result.status === 'impossible') return [`impossible within ${start.turnLimit} turns: ${result.reason}`];
  if (result.status === 'unknown')
    return [
      `unknown${result.stoppedBy === 'time' ? ' (time limit)' : ''}: ${result.reason} (searched ${result.searchedTurns} turn(s) exhaustively, ${result.explored} positions)`,
    ];
  const lines = [
    result.turns === 0
      ? 'solved in 0 turns: the Objectives are already complete'
      : `solved in ${result.turns} turn${result.turns === 1 ? '' : 's'} (fewest possible; ${result.explored} positions searched)`,
  ];
  let state = start;
  result.moves.forEach((move, i) => {
    lines.push(`${i + 1}. ${describeDecision(move, state, 'solo').replace(/^solo: /, '')}`);
    state = afterInstructionDecision(state, move);
  });
  return lines;
}
