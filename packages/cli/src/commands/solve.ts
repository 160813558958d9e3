import { MusterError } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonData } from '../io/readJsonFile.js';

/** Options of `muster solve`. */
export interface SolveCommandOptions {
  readonly setup?: string;
  /** Most positions to examine before answering "unknown" (a number as typed). */
  readonly maxStates?: string;
  readonly json?: boolean;
}

/** The rulesets with a solver, and the package that has it. */
const SOLVERS: Readonly<Record<string, string>> = { tacmento: '@muster/tacmento' };

interface TacmentoSolver {
  loadSetup(json: unknown, file: string): unknown;
  solveInstruction(
    setup: unknown,
    options: { maxStates?: number },
  ): {
    status: string;
    turns?: number;
    moves?: readonly unknown[];
    reason?: string;
    explored: number;
    searchedTurns?: number;
  };
  stateFromSetup(setup: unknown): unknown;
  formatSolveResult(result: unknown, start: unknown): string[];
}

/**
 * `muster solve tacmento --setup FILE [--max-states N] [--json]`: the fewest turns that complete an
 * Instruction setup's Objectives, or a proof that it cannot be done within the turn limit. Exit 0 when
 * solved or proved impossible, 1 when the search ran out of room ("unknown"), 2 for bad input.
 */
export async function solveCommand(
  rulesetId: string,
  options: SolveCommandOptions,
  output: CliOutput,
): Promise<number> {
  const specifier = SOLVERS[rulesetId];
  if (specifier === undefined) {
    throw new MusterError('bad-input', `no solver for "${rulesetId}"`, {
      path: 'ruleset',
      expected: `one of ${Object.keys(SOLVERS).join(', ')}`,
    });
  }
  if (options.setup === undefined)
    throw new MusterError('bad-input', 'missing --setup FILE', {
      path: 'setup',
      expected: 'an Instruction setup file',
    });
  let maxStates: number | undefined;
  if (options.maxStates !== undefined) {
    maxStates = Number(options.maxStates);
    if (!Number.isInteger(maxStates) || maxStates < 1 || maxStates > 50_000_000) {
      throw new MusterError('bad-input', '--max-states must be a whole number from 1 to 50000000', {
        path: 'max-states',
        expected: 'an integer from 1 to 50000000',
        received: options.maxStates,
      });
    }
  }
  const solver = (await import(specifier)) as unknown as TacmentoSolver;
  const setup = solver.loadSetup(readJsonData(options.setup, { what: 'a Taĉmento Instruction setup' }), options.setup);
  const result = solver.solveInstruction(setup, maxStates !== undefined ? { maxStates } : {});
  if (options.json) output.out(`${JSON.stringify({ ruleset: rulesetId, setup: options.setup, ...result })}\n`);
  else for (const line of solver.formatSolveResult(result, solver.stateFromSetup(setup))) output.out(`${line}\n`);
  return result.status === 'unknown' ? 1 : 0;
}
