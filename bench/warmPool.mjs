// Two warm threads against one, on the pool of @muster/compare (a BattlePool, as a tool running batch
// after batch uses it). A fresh process opens a pool of two threads (this one and a worker), plays WARM
// battles on both to warm the JIT up, times 100 more in this thread alone to learn its pace, then plays
// ROUNDS rounds of as many battles as one thread plays in about ROUND_SECONDS (at least 100; a Taĉmento
// battle takes a few milliseconds, a Sword and the Pike one fifty), each round the same battles with one
// thread (this one alone) and with two, in alternating order (1 then 2, then 2 then 1), so that the
// machine's changes of speed from minute to minute fall on both. Prints one JSON line: the warm-up's
// seconds, the battles per round and, per round, the wall and CPU seconds (every thread of the process)
// of each, and whether their records are identical. Used by bench/battles.mjs.
// Usage: node bench/warmPool.mjs pkg export WARM ROUND_SECONDS ROUNDS
import { performance } from 'node:perf_hooks';

const [pkg, name, warm, roundSeconds, rounds] = process.argv.slice(2).map((a, i) => (i < 2 ? a : Number(a)));
const { BattlePool, defaultBots, runBatch } = await import(
  new URL('../packages/compare/dist/index.js', import.meta.url).href
);
const moduleUrl = new URL(`../packages/${pkg}/dist/index.js`, import.meta.url).href;
const ruleset = (await import(moduleUrl))[name];
const bots = defaultBots(ruleset);
const range = (first, n) => Array.from({ length: n }, (_, i) => first + i);
const pool = await BattlePool.open({ workers: 2 });
try {
  const play = async (workers, indices) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const records = await runBatch({ ruleset, seed: 'pool', indices, bots, moduleUrl, pool, workers });
    const cpu = process.cpuUsage(c0);
    return {
      seconds: (performance.now() - t0) / 1000,
      cpu: (cpu.user + cpu.system) / 1e6,
      records: JSON.stringify(records),
    };
  };
  const warmUp = await play(2, range(0, warm));
  const pace = (await play(1, range(warm, 100))).seconds / 100;
  const battles = Math.max(100, Math.round(roundSeconds / pace));
  const out = [];
  for (let round = 0; round < rounds; round++) {
    const indices = range(100_000 + round * battles, battles); // battles the warm-up did not play
    const [first, second] = round % 2 === 0 ? [1, 2] : [2, 1];
    const a = await play(first, indices);
    const b = await play(second, indices);
    const [one, two] = first === 1 ? [a, b] : [b, a];
    out.push({
      one: { seconds: one.seconds, cpu: one.cpu },
      two: { seconds: two.seconds, cpu: two.cpu },
      identical: one.records === two.records,
    });
  }
  console.log(JSON.stringify({ warmSeconds: warmUp.seconds, battles, rounds: out }));
} finally {
  await pool.close();
}
