// Dealt setups for the solver specs: what the engine deals for a seed, as a game would (Objectives drawn, their
// troops removed, the Tercio and Reserve shuffled, reshuffled while an Objective is complete), as a solver setup.
// The bench deals with the seeds `solver-bench/<level>/<i>` (bench/tacmento-solver.mjs).
import { createGame } from '@muster/core';
import type { RuleOverrides } from '../../cards/BattleCard.js';
import type { InstructionState } from '../../game/State.js';
import { tacmento } from '../../ruleset.js';
import { loadSetup } from '../InstructionSetup.js';

/** The Instruction the engine deals for `seed` at `level`, as a solver setup with `rules` overridden. */
export function dealtSetup(seed: string, level: 'basic' | 'I' | 'II', rules: RuleOverrides = {}) {
  const state = createGame(tacmento, { mode: 'instruction', level }, { seed }).state as InstructionState;
  return loadSetup(
    {
      format: 'muster-tacmento-setup',
      formatVersion: 1,
      objectives: state.objectives.map((o) => o.number),
      tercio: state.grid.map((r) => r.map((c) => c.card)),
      reserve: state.reserve,
      rules,
    },
    seed,
  );
}
