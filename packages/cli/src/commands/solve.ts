import { MusterError } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonData } from '../io/readJsonFile.js';

/** Options of `muster solve`. */
export interface SolveCommandOptions {
  readonly setup?: string;
  /** Most positions to examine before answering "unknown" (a number as typed). */
  readonly maxStates?: string;
  /** Seconds of search before answering "unknown (time limit)" (a number as typed). */
  readonly timeLimit?: string;
  /** Refuse a setup the rules would reshuffle (ruling R26 of Taĉmento). */
  readonly dealtOnly?: boolean;
  readonly json?: boolean;
}

/** The rulesets with a solver, and the package that has it. */
const SOLVERS: Readonly<Record<string, string>> = { tacmento: '@muster/tacmento' };

interface TacmentoSolver {
  loadSetup(json: unknown, file: string): unknown;
  solveInstruction(
    setup: unknown,
    options: { maxStates?: number; timeLimit?: number; dealtOnly?: boolean },
  ): {
    status: string;
    turns?: number;
    moves?: readonly unknown[];
    reason?: string;
    explored: number;
    searchedTurns?: number;
    stoppedBy?: 'positions' | 'time';
  };
  stateFromSetup(setup: unknown): unknown;
  formatSolveResult(result: unknown, start: unknown): string[];
}

/** Longest `--time-limit` accepted, in seconds (a day). */
const MOST_SECONDS = 86_400;

/**
 * `muster solve tacmento --setup FILE [--max-states N] [--time-limit SECONDS] [--json]`: the fewest turns
 * that complete an Instruction setup's Objectives, or a proof that it cannot be done within the turn limit.
 * Exit 0 when solved or proved impossible, 1 when the search ran out of positions or time ("unknown"), 2 for
 * bad input. An answer ended by the position budget is the same on every machine; one ended by the time
 * limit says so ("unknown (time limit)").
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
  let timeLimit: number | undefined;
  if (options.timeLimit !== undefined) {
    timeLimit = Number(options.timeLimit);
    if (options.timeLimit.trim() === '' || !Number.isFinite(timeLimit) || timeLimit <= 0 || timeLimit > MOST_SECONDS) {
      throw new MusterError('bad-input', `--time-limit must be a number of seconds above 0, up to ${MOST_SECONDS}`, {
        path: 'time-limit',
        expected: `seconds, above 0 and up to ${MOST_SECONDS}`,
        received: options.timeLimit,
      });
    }
  }
  const solver = (await import(specifier)) as unknown as TacmentoSolver;
  const setup = solver.loadSetup(readJsonData(options.setup, { what: 'a Taĉmento Instruction setup' }), options.setup);
  let result: ReturnType<TacmentoSolver['solveInstruction']>;
  try {
    result = solver.solveInstruction(setup, {
      ...(maxStates !== undefined ? { maxStates } : {}),
      ...(timeLimit !== undefined ? { timeLimit } : {}),
      ...(options.dealtOnly === true ? { dealtOnly: true } : {}),
    });
  } catch (error) {
    // A setup the solver refuses (--dealt-only) is the file's fault: name it.
    if (MusterError.is(error) && error.code === 'bad-input')
      throw new MusterError('bad-file', error.message, { ...error.context, file: options.setup });
    throw error;
  }
  if (options.json) output.out(`${JSON.stringify({ ruleset: rulesetId, setup: options.setup, ...result })}\n`);
  else for (const line of solver.formatSolveResult(result, solver.stateFromSetup(setup))) output.out(`${line}\n`);
  return result.status === 'unknown' ? 1 : 0;
}
