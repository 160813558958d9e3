// What this machine gives two independent processes, to set beside the pool's two threads (bench/warmPool.mjs).
// Per ruleset and round: one process plays the same N seeded battles twice; then two processes play them once
// each, at the same moment. Every process first warms up on WARM other battles and waits to be told to go, so
// start-up and JIT warm-up are left out, as in the pool's warm rounds. The ratio is the one process's wall time
// over the slower of the two: what two cores give a second copy of the same work with nothing shared. The pool
// shares a process (one heap per thread, one collector's helpers), so its two threads cannot be expected to do
// better than this.
// Usage: node bench/twoProcesses.mjs [pkg:export,...] [--rounds R]   (pnpm build first)
// Default: every ruleset, 3 rounds, battle counts as below (about 3-4 s of one thread each).
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const RULESETS = [
  // [pkg, export, warm-up battles, battles a round]
  ['tercios', 'tercios', 300, 100],
  ['sword-and-pike', 'swordAndPike', 300, 120],
  ['wss-6mm', 'wss6mm', 600, 240],
  ['tacmento', 'tacmento', 3000, 10000],
];

if (process.argv[2] === '--child') {
  // A child: warm up, say so, wait for 'go', play the round's battles `times` times, report wall and CPU seconds.
  const [pkg, name, warm, n, times] = process.argv.slice(3);
  const { runBatch, defaultBots } = await import(new URL('../packages/compare/dist/index.js', import.meta.url).href);
  const moduleUrl = new URL(`../packages/${pkg}/dist/index.js`, import.meta.url).href;
  const ruleset = (await import(moduleUrl))[name];
  const bots = defaultBots(ruleset);
  const range = (first, k) => Array.from({ length: k }, (_, i) => first + i);
  await runBatch({ ruleset, seed: 'pool', indices: range(0, Number(warm)), bots, workers: 1, moduleUrl });
  process.once('message', async () => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (let t = 0; t < Number(times); t++)
      await runBatch({ ruleset, seed: 'pool', indices: range(100_000, Number(n)), bots, workers: 1, moduleUrl });
    const cpu = process.cpuUsage(c0);
    process.send({ wall: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 }, () => process.exit(0));
  });
  process.send('ready');
} else {
  const roundsAt = process.argv.indexOf('--rounds');
  const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 3;
  const only = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2].split(',') : null;
  const chosen = RULESETS.filter(([pkg, name]) => !only || only.includes(`${pkg}:${name}`) || only.includes(pkg));
  const self = fileURLToPath(import.meta.url);
  /** Starts `count` children, lets them go together once all are warm, and resolves with their reports. */
  const together = (count, args) =>
    new Promise((resolve, reject) => {
      const children = Array.from({ length: count }, () => fork(self, ['--child', ...args]));
      let ready = 0;
      const reports = [];
      for (const child of children) {
        child.on('error', reject);
        child.on('exit', (code) => code !== 0 && reject(new Error(`a child exited with ${code}`)));
        child.on('message', (m) => {
          if (m === 'ready') {
            if (++ready === count) for (const c of children) c.send('go');
          } else if (reports.push(m) === count) resolve(reports);
        });
      }
    });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `Two processes against one, ${rounds} rounds (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
  );
  for (const [pkg, name, warm, n] of chosen) {
    const ratios = [];
    for (let round = 1; round <= rounds; round++) {
      const [one] = await together(1, [pkg, name, warm, n, 2]);
      const two = await together(2, [pkg, name, warm, n, 1]);
      const slower = Math.max(...two.map((r) => r.wall));
      ratios.push(one.wall / slower);
      console.log(
        `  ${pkg.padEnd(15)} round ${round}: one process ${one.wall.toFixed(2)} s (${one.cpu.toFixed(2)} CPU s) for ${n} battles twice; two processes ${two.map((r) => r.wall.toFixed(2)).join(' and ')} s; ${(one.wall / slower).toFixed(2)}x`,
      );
    }
    console.log(
      `  ${pkg.padEnd(15)} median ${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})`,
    );
  }
}
