// Warm threads only: plays WARM battles to warm the JIT up, waits until the wall-clock time START_AT (ms
// since the epoch, so that two processes started together begin timing together), then times BATTLES
// more (indices 1000 on) and prints one JSON line: wall and CPU seconds of the timed part. Run it alone,
// then two at once with the same START_AT, to see how two warm threads scale on two cores (bench/README.md,
// "every thread warms up"). Usage: node bench/warmRun.mjs pkg export WARM BATTLES START_AT
import { performance } from 'node:perf_hooks';

const [pkg, name, warm, battles, startAt] = process.argv.slice(2);
const { playBattles, defaultBots } = await import(new URL('../packages/compare/dist/index.js', import.meta.url).href);
const ruleset = (await import(new URL(`../packages/${pkg}/dist/index.js`, import.meta.url).href))[name];
const bots = defaultBots(ruleset);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
for (let i = 0; i < Number(warm); i++) {
  playBattles(ruleset, 'pool', [i], bots);
  await nextTurn();
}
while (Date.now() < Number(startAt)) await new Promise((resolve) => setTimeout(resolve, 20));
const c0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 1000; i < 1000 + Number(battles); i++) {
  playBattles(ruleset, 'pool', [i], bots);
  await nextTurn();
}
const cpu = process.cpuUsage(c0);
console.log(JSON.stringify({ seconds: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 }));
