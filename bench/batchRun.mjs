// One cold batch, as `muster simulate` runs it: a fresh process imports compare and the ruleset, then
// plays BATTLES battles (indices FIRST.., default 0) with WORKERS threads. Prints one JSON line: wall and
// CPU seconds (every thread of the process), and a digest of the records so runs can be checked
// identical. Used by bench/battles.mjs.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const [pkg, name, battles, workers, first = '0'] = process.argv.slice(2);
const t0 = performance.now();
const { runBatch, defaultBots } = await import(new URL('../packages/compare/dist/index.js', import.meta.url).href);
const moduleUrl = new URL(`../packages/${pkg}/dist/index.js`, import.meta.url).href;
const ruleset = (await import(moduleUrl))[name];
const indices = Array.from({ length: Number(battles) }, (_, i) => Number(first) + i);
const records = await runBatch({
  ruleset,
  seed: 'pool',
  indices,
  bots: defaultBots(ruleset),
  workers: Number(workers),
  moduleUrl,
});
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    seconds: (performance.now() - t0) / 1000,
    cpu: (cpu.user + cpu.system) / 1e6,
    digest: createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 16),
  }),
);
