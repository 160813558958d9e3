// Part of `pnpm bench` (run by bench/run.mjs): whole bot battles per second per ruleset, dice per battle,
// the share of a battle's time spent outside rolling dice, and two workers against one (issue #8).
// Target: two workers at least 1.7x one worker on a 2-core machine.
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
  const { playBattles, runBatch, defaultBots } = await import(dist('compare').href);
  const { playGame } = await import(dist('core').href);
  console.log(`\nWhole bot battles (example scenario, competent bots, ${BATTLES} battles each, one thread)`);
  console.log('  ruleset          battles/s   dice/battle   time outside dice');
  let slowest = null;
  for (const [pkg, name] of RULESETS) {
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
    if (pkg !== 'tacmento' && (!slowest || seconds > slowest.seconds)) slowest = { pkg, name, ruleset, bots, seconds };
  }
  // Two workers against one, on the slowest miniatures ruleset, through the pool `muster simulate` uses.
  const n = Math.max(8, BATTLES * 2);
  const moduleUrl = dist(slowest.pkg).href;
  const timeWorkers = async (workers) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const records = await runBatch({ ruleset: slowest.ruleset, seed: 'pool', indices: [...Array(n).keys()], bots: slowest.bots, workers, moduleUrl });
    const cpu = process.cpuUsage(c0);
    return { seconds: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6, json: JSON.stringify(records) };
  };
  await timeWorkers(2); // warm the pool code path once
  const one = await timeWorkers(1);
  const two = await timeWorkers(2);
  const speedup = one.seconds / two.seconds;
  console.log(`\nWorkers: ${n} ${slowest.pkg} battles on ${availableParallelism()} cores (pool start-up included)`);
  console.log(`  1 worker  ${one.seconds.toFixed(2)} s   ${(n / one.seconds).toFixed(2)} battles/s   CPU ${one.cpu.toFixed(2)} s`);
  console.log(`  2 workers ${two.seconds.toFixed(2)} s   ${(n / two.seconds).toFixed(2)} battles/s   CPU ${two.cpu.toFixed(2)} s   identical records: ${one.json === two.json ? 'yes' : 'NO'}`);
  // Under load from other processes wall time says little; CPU time says what the pool itself costs.
  console.log(`  CPU cost of the pool: ${(two.cpu / one.cpu).toFixed(2)}x one thread's (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
  console.log(`  2 / 1     ${speedup.toFixed(2)}x   (target >= 1.7x: ${speedup >= 1.7 ? 'met' : 'MISSED'})`);
}
