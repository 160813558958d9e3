// Part of `pnpm bench` (run by bench/run.mjs): whole bot battles per second per ruleset, dice per battle,
// the share of a battle's time spent outside rolling dice, and two workers against one (issue #8).
// Target: two workers at least 1.7x one worker on a 2-core machine, measured as a benchmark measures
// throughput, on threads already warm (bench/warmPool.mjs: a BattlePool of @muster/compare; WARM
// battles, then ROUNDS rounds of about ROUND_SECONDS of one thread's battles, one and two threads
// alternating). Each ruleset's one cold batch (a fresh process, as a single `muster simulate` runs;
// imports and every thread's JIT warm-up included) is measured too, and said apart. `node bench/battles.mjs` runs it alone; BENCH_ONLY=workers skips the
// per-ruleset table, BENCH_ONLY=battles the workers; BENCH_POOL_RULESET=pkg:export picks one ruleset for
// the pool (default: each in turn). Warm: BENCH_WARM_BATTLES (default 600), BENCH_ROUND_SECONDS (6),
// BENCH_ROUNDS (11). Cold: BENCH_POOL_BATTLES (default 1000), BENCH_REPEATS (rounds, default 1).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

const dist = (pkg) => new URL(`../packages/${pkg}/dist/index.js`, import.meta.url);
const RULESETS = [
  ['tercios', 'tercios'],
  ['sword-and-pike', 'swordAndPike'],
  ['wss-6mm', 'wss6mm'],
  ['tacmento', 'tacmento'],
];
const BATTLES = Number(process.env.BENCH_BATTLES ?? 8);
const missing = ['core', 'compare', ...RULESETS.map(([p]) => p)].filter((p) => !existsSync(dist(p)));
if (missing.length) {
  console.log(`\nBattles: skipped (not built: ${missing.join(', ')}; run pnpm build)`);
} else {
  const { SeededDice } = await import(dist('core').href);
  const { playBattles, defaultBots } = await import(dist('compare').href);
  const { playGame } = await import(dist('core').href);
  if (process.env.BENCH_ONLY !== 'workers')
    console.log(
      `\nWhole bot battles (example scenario, competent bots, ${BATTLES} battles each, one thread)\n  ruleset          battles/s   dice/battle   time outside dice`,
    );
  for (const [pkg, name] of process.env.BENCH_ONLY === 'workers' ? [] : RULESETS) {
    const ruleset = (await import(dist(pkg).href))[name];
    const bots = defaultBots(ruleset);
    playBattles(ruleset, 'warm', [0], bots); // warm-up: JIT and caches
    const indices = [...Array(BATTLES).keys()];
    const t0 = performance.now();
    const records = playBattles(ruleset, 'bench', indices, bots);
    const seconds = (performance.now() - t0) / 1000;
    // The same battles' rolls, rolled raw through SeededDice: what the dice alone cost.
    const rolls = [];
    for (const i of indices.filter((i) => records[i].error === undefined)) {
      const bot = (id) => ruleset.bots[id]();
      const game = playGame(ruleset, ruleset.exampleScenario(), {
        seed: `bench/battle/${i}`,
        bots: { A: bot(bots[0]), B: bot(bots[1]) },
      });
      for (const e of game.log) if (e.type === 'roll') rolls.push(e.roll);
    }
    const raw = SeededDice.fromSeed('raw', { record: false });
    let sink = 0;
    const r0 = performance.now();
    for (let rep = 0; rep < 5; rep++) {
      for (const r of rolls)
        sink +=
          r.kind === 'pool'
            ? raw.pool(r.count, r.sides, r.target, r.purpose)
            : r.kind === 'sum'
              ? raw.sum(r.count, r.sides, r.purpose)
              : r.kind === 'faces'
                ? raw.faces(r.count, r.sides, r.purpose).length
                : raw.d(r.sides, r.purpose);
    }
    const diceSeconds = (performance.now() - r0) / 1000 / 5;
    const failed = records.filter((r) => r.error !== undefined).length;
    const dice = records.reduce((n, r) => n + r.dice, 0) / Math.max(1, BATTLES - failed);
    const outside = 1 - diceSeconds / seconds;
    console.log(
      `  ${pkg.padEnd(15)} ${(BATTLES / seconds).toFixed(2).padStart(9)}   ${dice.toFixed(0).padStart(11)}   ${(outside * 100).toFixed(2).padStart(16)}%${failed ? `   (${failed} battles not finished: a bot bug)` : ''}${sink === -1 ? '' : ''}`,
    );
  }
  // Two workers against one, on each ruleset (or the one BENCH_POOL_RULESET=pkg:export names): first on
  // warm threads (the target), then one cold batch per thread count, each in a fresh process.
  const chosen = process.env.BENCH_POOL_RULESET?.split(':');
  const pools =
    process.env.BENCH_ONLY === 'battles'
      ? []
      : chosen?.length === 2
        ? [{ pkg: chosen[0], name: chosen[1] }]
        : RULESETS.map(([pkg, name]) => ({ pkg, name }));
  const warm = Number(process.env.BENCH_WARM_BATTLES ?? 600);
  const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 6);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 11);
  const n = Number(process.env.BENCH_POOL_BATTLES ?? 1000);
  const repeats = Number(process.env.BENCH_REPEATS ?? 1);
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { loadavg } = await import('node:os');
  const script = async (name, args) =>
    JSON.parse(
      (
        await promisify(execFile)(process.execPath, [new URL(name, import.meta.url).pathname, ...args.map(String)], {
          encoding: 'utf8',
          maxBuffer: 1 << 26,
        })
      ).stdout,
    );
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const range = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}x`;
  const summary = [];
  for (const pool of pools) {
    // Warm: one process, a BattlePool of two threads warmed up on `warm` battles, then rounds of the same
    // battles with one thread and with two, alternating which goes first.
    const load = loadavg()[0];
    const warmRun = await script('./warmPool.mjs', [pool.pkg, pool.name, warm, roundSeconds, rounds]);
    console.log(
      `\nWorkers, warm: ${pool.pkg} on ${availableParallelism()} cores, a BattlePool of 2 threads warmed up on ${warm} battles, then ${rounds} rounds of ${warmRun.battles} battles (about ${roundSeconds} s of one thread) with 1 and 2 threads (load average ${load.toFixed(1)})`,
    );
    console.log('  round   1 thread: wall     CPU   bound   2 threads: wall     CPU   2 / 1   records');
    const ratios = [];
    const bounds = [];
    warmRun.rounds.forEach(({ one, two, identical }, i) => {
      ratios.push(one.seconds / two.seconds);
      // One thread keeps more than one core busy (V8's compiler and the collector's helpers run on the idle
      // core). Two threads must do at least that CPU work on two cores, so 2 / 1 can be at most
      // 2 × wall / CPU of one thread.
      bounds.push((2 * one.seconds) / one.cpu);
      console.log(
        `  ${String(i + 1).padStart(5)}   ${one.seconds.toFixed(2).padStart(12)} s ${one.cpu.toFixed(2).padStart(6)}   ${bounds.at(-1).toFixed(2).padStart(4)}x   ${two.seconds.toFixed(2).padStart(13)} s ${two.cpu.toFixed(2).padStart(6)}   ${ratios.at(-1).toFixed(2).padStart(4)}x   ${identical ? 'identical' : 'DIFFERENT'}`,
      );
    });
    // Cold: one batch as a single `muster simulate --workers 1|2` runs it, each a fresh process (imports,
    // pool start-up and every thread's JIT warm-up included), and the same work with no pool at all: two
    // independent processes, one thread each, each playing half of the batch at the same time.
    const batch = (battles, workers, first = 0) =>
      script('./batchRun.mjs', [pool.pkg, pool.name, battles, workers, first]);
    const halves = async () => {
      const [a, b] = await Promise.all([batch(Math.ceil(n / 2), 1), batch(Math.floor(n / 2), 1, Math.ceil(n / 2))]);
      return { seconds: Math.max(a.seconds, b.seconds), cpu: a.cpu + b.cpu };
    };
    console.log(
      `Workers, cold: ${n} ${pool.pkg} battles, each run a fresh process (start-up and JIT warm-up included), ${repeats} rounds`,
    );
    console.log(
      '  round   load   1 worker: wall   CPU   bound   2 workers: wall   CPU   2 / 1   2nd thread costs   records     2 processes, half each: wall   CPU   2 / 1',
    );
    const cold = [];
    for (let round = 1; round <= repeats; round++) {
      const load = loadavg()[0];
      const one = await batch(n, 1);
      const two = await batch(n, 2);
      const procs = await halves();
      const ratio = one.seconds / two.seconds;
      cold.push(ratio);
      // What two threads spend beyond one on the same battles: the second thread's imports and JIT warm-up
      // (V8 isolates share no compiled code), plus any slowdown of running both cores at once.
      const extra = two.cpu - one.cpu;
      console.log(
        `  ${String(round).padStart(5)}   ${load.toFixed(1).padStart(4)}   ${one.seconds.toFixed(2).padStart(13)} s ${one.cpu.toFixed(2).padStart(6)}   ${((2 * one.seconds) / one.cpu).toFixed(2).padStart(4)}x   ${two.seconds.toFixed(2).padStart(14)} s ${two.cpu.toFixed(2).padStart(6)}   ${ratio.toFixed(2).padStart(4)}x   ${extra.toFixed(1).padStart(11)} CPU s   ${one.digest === two.digest ? 'identical' : 'DIFFERENT'}   ${procs.seconds.toFixed(2).padStart(27)} s ${procs.cpu.toFixed(2).padStart(6)}   ${(one.seconds / procs.seconds).toFixed(2).padStart(4)}x`,
      );
    }
    summary.push({ pkg: pool.pkg, warm: ratios, bound: median(bounds), cold });
  }
  // Wall time means something only on an otherwise idle machine: read it with the load column.
  if (summary.length)
    console.log(
      `\nTwo workers against one (target >= 1.7x on warm threads; load average now ${loadavg()[0].toFixed(1)})`,
    );
  for (const r of summary)
    console.log(
      `  ${r.pkg.padEnd(15)} warm: median ${median(r.warm).toFixed(2)}x, ${range(r.warm)}   ${median(r.warm) >= 1.7 ? 'met' : 'MISSED'}   (bound ${r.bound.toFixed(2)}x)   one cold batch of ${n}: ${range(r.cold)}`,
    );
}
