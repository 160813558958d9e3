// Part of `pnpm bench` (run by bench/run.mjs): whole bot battles per second per ruleset, dice per battle,
// the share of a battle's time spent outside rolling dice, and two workers against one (issue #8).
// Target: two workers at least 1.7x one worker on a 2-core machine, on a batch of BENCH_POOL_BATTLES
// (default 1000: the size a win rate needs for a ±3% interval). `node bench/battles.mjs` runs it alone;
// BENCH_ONLY=workers skips the per-ruleset table, BENCH_ONLY=battles the workers; BENCH_POOL_RULESET=pkg:export
// picks one ruleset for the pool (default: each miniatures ruleset in turn), BENCH_REPEATS the rounds (default 1).
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
  if (process.env.BENCH_ONLY !== 'workers') console.log(`\nWhole bot battles (example scenario, competent bots, ${BATTLES} battles each, one thread)\n  ruleset          battles/s   dice/battle   time outside dice`);
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
      const game = playGame(ruleset, ruleset.exampleScenario(), { seed: `bench/battle/${i}`, bots: { A: bot(bots[0]), B: bot(bots[1]) } });
      for (const e of game.log) if (e.type === 'roll') rolls.push(e.roll);
    }
    const raw = SeededDice.fromSeed('raw', { record: false });
    let sink = 0;
    const r0 = performance.now();
    for (let rep = 0; rep < 5; rep++) {
      for (const r of rolls) sink += r.kind === 'pool' ? raw.pool(r.count, r.sides, r.target, r.purpose) : r.kind === 'sum' ? raw.sum(r.count, r.sides, r.purpose) : r.kind === 'faces' ? raw.faces(r.count, r.sides, r.purpose).length : raw.d(r.sides, r.purpose);
    }
    const diceSeconds = (performance.now() - r0) / 1000 / 5;
    const failed = records.filter((r) => r.error !== undefined).length;
    const dice = records.reduce((n, r) => n + r.dice, 0) / Math.max(1, BATTLES - failed);
    const outside = 1 - diceSeconds / seconds;
    console.log(`  ${pkg.padEnd(15)} ${(BATTLES / seconds).toFixed(2).padStart(9)}   ${dice.toFixed(0).padStart(11)}   ${(outside * 100).toFixed(2).padStart(16)}%${failed ? `   (${failed} battles not finished: a bot bug)` : ''}${sink === -1 ? '' : ''}`);
  }
  // Two workers against one, on each miniatures ruleset (or the one BENCH_POOL_RULESET=pkg:export names),
  // each run a fresh process as `muster simulate` is (imports, pool start-up and JIT warm-up included, for
  // one worker too), alternating, repeated.
  const chosen = process.env.BENCH_POOL_RULESET?.split(':');
  const miniatures = RULESETS.filter(([pkg]) => pkg !== 'tacmento').map(([pkg, name]) => ({ pkg, name }));
  const pools = process.env.BENCH_ONLY === 'battles' ? [] : chosen?.length === 2 ? [{ pkg: chosen[0], name: chosen[1] }] : miniatures;
  const n = Number(process.env.BENCH_POOL_BATTLES ?? 1000);
  const repeats = Number(process.env.BENCH_REPEATS ?? 1);
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { loadavg } = await import('node:os');
  const summary = [];
  for (const pool of pools) {
    const batch = async (battles, workers, first = 0) => JSON.parse((await promisify(execFile)(process.execPath, [new URL('./batchRun.mjs', import.meta.url).pathname, pool.pkg, pool.name, String(battles), String(workers), String(first)], { encoding: 'utf8' })).stdout);
    // The same work with no pool at all: two independent processes, one thread each, each playing half of
    // the batch at the same time (nothing shared), to read the pool's ratio against.
    const halves = async () => {
      const [a, b] = await Promise.all([batch(Math.ceil(n / 2), 1), batch(Math.floor(n / 2), 1, Math.ceil(n / 2))]);
      return { seconds: Math.max(a.seconds, b.seconds), cpu: a.cpu + b.cpu };
    };
    console.log(`\nWorkers: ${n} ${pool.pkg} battles on ${availableParallelism()} cores, each run a fresh process (start-up included), ${repeats} rounds`);
    console.log('  round   load   1 worker: wall   CPU   bound   2 workers: wall   CPU   2 / 1   2nd thread costs   records     2 processes, half each: wall   CPU   2 / 1');
    const ratios = [];
    const ceilings = [];
    const bounds = [];
    for (let round = 1; round <= repeats; round++) {
      const load = loadavg()[0];
      const one = await batch(n, 1);
      const two = await batch(n, 2);
      const procs = await halves();
      const ratio = one.seconds / two.seconds;
      ratios.push(ratio);
      // One thread keeps more than one core busy (V8's compiler and the collector's helpers run on the idle
      // core). Two threads must do at least that CPU work on two cores, so 2 / 1 can be at most
      // 2 × wall / CPU of one thread, before the second thread's own warm-up or any contention.
      const bound = (2 * one.seconds) / one.cpu;
      bounds.push(bound);
      ceilings.push(one.seconds / procs.seconds);
      // What two threads spend beyond one on the same battles: the second thread's imports and JIT warm-up
      // (V8 isolates share no compiled code), plus any slowdown of running both cores at once.
      const extra = two.cpu - one.cpu;
      console.log(`  ${String(round).padStart(5)}   ${load.toFixed(1).padStart(4)}   ${one.seconds.toFixed(2).padStart(13)} s ${one.cpu.toFixed(2).padStart(6)}   ${bound.toFixed(2).padStart(4)}x   ${two.seconds.toFixed(2).padStart(14)} s ${two.cpu.toFixed(2).padStart(6)}   ${ratio.toFixed(2).padStart(4)}x   ${extra.toFixed(1).padStart(11)} CPU s   ${one.digest === two.digest ? 'identical' : 'DIFFERENT'}   ${procs.seconds.toFixed(2).padStart(27)} s ${procs.cpu.toFixed(2).padStart(6)}   ${ceilings.at(-1).toFixed(2).padStart(4)}x`);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const sorted = [...ratios].sort((a, b) => a - b);
    summary.push({ pkg: pool.pkg, median: median(ratios), low: sorted[0], high: sorted.at(-1), ceiling: median(ceilings), bound: median(bounds) });
  }
  // Wall time means something only on an otherwise idle machine: read it with the load column.
  if (summary.length) console.log(`\nTwo workers against one (target >= 1.7x; load average now ${loadavg()[0].toFixed(1)})`);
  for (const r of summary) console.log(`  ${r.pkg.padEnd(15)} median ${r.median.toFixed(2)}x, ${r.low.toFixed(2)}–${r.high.toFixed(2)}x   ${r.median >= 1.7 ? 'met' : 'MISSED'}   (bound ${r.bound.toFixed(2)}x; two independent processes: ${r.ceiling.toFixed(2)}x)`);
}
