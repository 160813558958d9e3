// The Taĉmento Instruction solver (issue #9) on dealt sample-deck setups: how many it decides (solved in
// the fewest turns, or proved impossible within 12) and how long each takes. Not part of `pnpm test`:
// timings depend on the machine and its load. Needs the dists of core and tacmento (`pnpm build`).
// Usage: node bench/tacmento-solver.mjs [setups per level, default 10] [levels, default basic,I,II] [difficulty, default easy]
// BENCH_MAX_STATES sets the solver's budget (default: the solver's own); BENCH_TIME_LIMIT a time limit in
// seconds (an answer it ends says "unknown (time limit)"). To race another commit: tacmento-solver-against.mjs.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const dist = (pkg) => new URL(`../packages/${pkg}/dist/index.js`, import.meta.url);
const missing = ['core', 'tacmento'].filter((p) => !existsSync(dist(p)));
if (missing.length) {
  console.log(`\nTaĉmento solver: skipped (not built: ${missing.join(', ')}; run pnpm build)`);
} else {
  const { createGame } = await import(dist('core').href);
  const { tacmento, solveInstruction, loadSetup } = await import(dist('tacmento').href);
  const count = Number(process.argv[2] ?? 10);
  const levels = (process.argv[3] ?? 'basic,I,II').split(',');
  const difficulty = process.argv[4] ?? 'easy';
  const budget = {
    ...(process.env.BENCH_MAX_STATES ? { maxStates: Number(process.env.BENCH_MAX_STATES) } : {}),
    ...(process.env.BENCH_TIME_LIMIT ? { timeLimit: Number(process.env.BENCH_TIME_LIMIT) } : {}),
  };
  console.log(
    `\nTaĉmento Instruction solver: ${count} dealt sample-deck setups per level (seeds solver-bench/<level>/<i>), Level III ${difficulty}`,
  );
  console.log('  level  setup  objectives   answer                          positions   seconds   positions/s');
  for (const level of levels) {
    const tally = { solved: 0, impossible: 0, unknown: 0 };
    let seconds = 0;
    let worst = 0;
    let positions = 0;
    for (let i = 1; i <= count; i++) {
      // The engine deals the setup exactly as a game would (shuffle, removed troops, reshuffle if complete).
      const state = createGame(tacmento, { mode: 'instruction', level }, { seed: `solver-bench/${level}/${i}` }).state;
      const setup = loadSetup(
        {
          format: 'muster-tacmento-setup',
          formatVersion: 1,
          objectives: state.objectives.map((o) => o.number),
          tercio: state.grid.map((r) => r.map((c) => c.card)),
          reserve: state.reserve,
          difficulty,
        },
        `solver-bench/${level}/${i}`,
      );
      const t0 = performance.now();
      const result = solveInstruction(setup, budget);
      const s = (performance.now() - t0) / 1000;
      seconds += s;
      worst = Math.max(worst, s);
      positions += result.explored;
      tally[result.status]++;
      const answer =
        result.status === 'solved'
          ? `solved in ${result.turns}`
          : result.status === 'impossible'
            ? 'impossible'
            : `unknown${result.stoppedBy === 'time' ? ' (time limit)' : ''} (>${result.searchedTurns})`;
      console.log(
        `  ${level.padEnd(6)} ${String(i).padStart(5)}  ${JSON.stringify(setup.objectives).padEnd(12)} ${answer.padEnd(31)} ${String(result.explored).padStart(9)}   ${s.toFixed(2).padStart(7)}   ${String(Math.round(result.explored / Math.max(s, 1e-6))).padStart(11)}`,
      );
    }
    console.log(
      `  ${level}: ${tally.solved} solved, ${tally.impossible} impossible, ${tally.unknown} unknown; ${seconds.toFixed(1)} s in all, slowest ${worst.toFixed(1)} s, ${Math.round(positions / Math.max(seconds, 1e-6))} positions/s`,
    );
  }
}
