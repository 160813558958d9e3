// The full logs of seeded bot battles, hashed: `node bench/logDigest.mjs <pkg> <export> [BATTLES] [FIRST]`.
// Plays battles FIRST.. (default 0, 100 of them) as `runBatch` does (seed 'pool', the ruleset's default
// bots, its example scenario) and prints one JSON line with the sha256 of every decision, roll and event
// of every battle, in order, and the CPU seconds. A change meant only for speed must keep this digest:
// bench/batchRun.mjs digests the battles' records (winner, points, losses), this the logs themselves.
// With `--prepared`, every battle is played from one set-up (core's prepareGames: one container, options and
// scenario validated once), as runBatch plays a batch: the digest must be the same as without it.
import { createHash } from 'node:crypto';

const prepared = process.argv.includes('--prepared');
const [pkg, name, battles = '100', first = '0'] = process.argv.slice(2).filter((a) => a !== '--prepared');
const { playGame, playPreparedGame, prepareGames } = await import(
  new URL('../packages/core/dist/index.js', import.meta.url).href
);
const ruleset = (await import(new URL(`../packages/${pkg}/dist/index.js`, import.meta.url).href))[name];
const ids = Object.keys(ruleset.bots);
const botId = ids.includes('competent') ? 'competent' : ids[0];
const hash = createHash('sha256');
const before = process.cpuUsage();
let errors = 0;
let setUp;
for (let i = Number(first); i < Number(first) + Number(battles); i++) {
  let log;
  try {
    const play = { seed: `pool/battle/${i}`, bots: { A: ruleset.bots[botId](), B: ruleset.bots[botId]() } };
    const game = prepared
      ? playPreparedGame((setUp ??= prepareGames(ruleset, ruleset.exampleScenario())), play)
      : playGame(ruleset, ruleset.exampleScenario(), play);
    log = game.log;
  } catch (error) {
    errors++;
    log = { error: String(error instanceof Error ? error.message : error).split('\n')[0] };
  }
  hash.update(JSON.stringify(log));
  hash.update('\n');
  // Let inversify's WeakRefs go between battles (see playGame's note).
  await new Promise((resolve) => setImmediate(resolve));
}
const cpu = process.cpuUsage(before);
console.log(JSON.stringify({ cpu: (cpu.user + cpu.system) / 1e6, errors, logDigest: hash.digest('hex').slice(0, 16) }));
