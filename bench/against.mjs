#!/usr/bin/env node
// Battles per second of this tree against another commit, side by side in one run so that the machine's
// speed cancels: `node bench/against.mjs [REV] [--battles N] [--rounds R] [--only ruleset,...]`.
// REV (default HEAD~1) is checked out into a temporary git worktree, installed offline from the pnpm store
// and built. Then, for every ruleset, R rounds each play the same N seeded battles on one thread in a fresh
// process of each tree, alternating which goes first; a round's figure is CPU seconds per battle. The median
// ratio (this tree's battles per CPU second / REV's) is printed with the range, and the records' digests are
// compared: a change that should not alter a roll must print "identical". `--base DIR` races an already
// built tree instead (a worktree left by `--keep`, say), so a series of changes is measured without
// rebuilding REV each time.
// Not part of `pnpm test`: timings depend on the machine.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const RULESETS = [
  ['tercios', 'tercios'],
  ['sword-and-pike', 'swordAndPike'],
  ['wss-6mm', 'wss6mm'],
  ['tacmento', 'tacmento'],
];

// Child mode: play the battles of one tree and print one JSON line.
if (process.argv[2] === '--child') {
  const [root, pkg, name, battles] = process.argv.slice(3);
  const at = (p) => pathToFileURL(join(root, p)).href;
  const { runBatch, defaultBots } = await import(at('packages/compare/dist/index.js'));
  const moduleUrl = at(`packages/${pkg}/dist/index.js`);
  const ruleset = (await import(moduleUrl))[name];
  const indices = Array.from({ length: Number(battles) }, (_, i) => i);
  const before = process.cpuUsage();
  const records = await runBatch({
    ruleset,
    seed: 'against',
    indices,
    bots: defaultBots(ruleset),
    workers: 1,
    moduleUrl,
  });
  const cpu = process.cpuUsage(before);
  console.log(
    JSON.stringify({
      cpu: (cpu.user + cpu.system) / 1e6,
      digest: createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 16),
    }),
  );
  process.exit(0);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    battles: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    base: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`Usage: node bench/against.mjs [REV] [--battles N] [--rounds R] [--only RULESET,...] [--keep | --base DIR]

Races this tree against REV (default HEAD~1): REV is built in a temporary git worktree (offline install), or
--base DIR races a tree already built there. Each round plays the same N seeded battles (seed 'against', the
ruleset's default bots, one thread, runBatch) in a fresh process of each tree, alternating which goes first.

  --battles N   battles a round (default 200)
  --rounds R    rounds per ruleset (default 5); the median ratio, the range and an interval of the median
                (order statistics, at least 95% from 6 rounds; 5 rounds give the range at 93.8%) are printed
  --only LIST   rulesets to race: tercios, sword-and-pike, wss-6mm, tacmento (default all)
  --keep        keep REV's worktree (to race it again with --base)
  --base DIR    race the tree built in DIR instead of building REV

A round's figure is the CPU seconds of its battles (modules loaded before the clock starts), which other work
on the machine disturbs less than wall time; still, on a loaded machine trust only differences over ~5%. The
records of the two trees are digested: "identical" means no battle's outcome changed.`);
  process.exit(0);
}
const rev = positionals[0] ?? 'HEAD~1';
const battles = Number(values.battles);
const rounds = Number(values.rounds);
if (!Number.isInteger(battles) || battles < 1 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('against: --battles and --rounds take whole numbers of at least 1');
  process.exit(2);
}
const here = fileURLToPath(new URL('..', import.meta.url));
const pnpm = ['-y', 'pnpm@10.34.9'];
const sh = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

const prebuilt = values.base !== undefined;
const sha = sh(
  'git',
  ['rev-parse', '--verify', prebuilt ? 'HEAD' : `${rev}^{commit}`],
  prebuilt ? values.base : here,
).trim();
const base = prebuilt ? values.base : join(mkdtempSync(join(tmpdir(), 'muster-against-')), sha.slice(0, 12));
const label = prebuilt ? sha.slice(0, 12) : rev;
if (prebuilt) console.log(`Racing the tree built in ${base} (${sha.slice(0, 12)})`);
else {
  console.log(`Building ${rev} (${sha.slice(0, 12)}) in ${base} ...`);
  sh('git', ['worktree', 'add', '--detach', base, sha], here);
}
try {
  if (!prebuilt) {
    sh('npx', [...pnpm, 'install', '--offline', '--frozen-lockfile'], base);
    sh('npx', [...pnpm, 'build'], base);
  }
  if (!existsSync(join(here, 'packages/compare/dist/index.js'))) sh('npx', [...pnpm, 'build'], here);

  const only = values.only?.split(',');
  const play = (root, pkg, name) =>
    JSON.parse(
      sh(process.execPath, [fileURLToPath(import.meta.url), '--child', root, pkg, name, String(battles)], here)
        .trim()
        .split('\n')
        .at(-1),
    );
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  /**
   * A distribution-free interval for the median ratio: the k-th smallest and k-th largest of n rounds, with k the
   * largest that keeps the chance of the median lying outside at most 5% (a sign test: P(Binomial(n, 1/2) < k) per
   * side), or k = 1 (the range) when n is too small for 95%, with the coverage it has.
   */
  const medianInterval = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const n = sorted.length;
    const below = (k) => {
      // P(Binomial(n, 1/2) <= k - 1)
      let p = 0;
      let c = 1;
      for (let i = 0; i < k; i++) {
        p += c / 2 ** n;
        c = (c * (n - i)) / (i + 1);
      }
      return p;
    };
    let k = 1;
    while (k + 1 <= Math.ceil(n / 2) && 2 * below(k + 1) <= 0.05) k++;
    return { low: sorted[k - 1], high: sorted[n - k], coverage: 1 - 2 * below(k) };
  };
  console.log(
    `\n${battles} battles a round, ${rounds} rounds, one thread; ratio = this tree's battles per CPU second / ${label}'s\n`,
  );
  console.log('ruleset           this tree     base      ratio (range)          interval of the median   records');
  let worst = Infinity;
  for (const [pkg, name] of RULESETS) {
    if (only && !only.includes(pkg)) continue;
    const ratios = [];
    let mine = 0;
    let theirs = 0;
    let same = true;
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? ['here', 'base'] : ['base', 'here'];
      const got = {};
      for (const which of order) got[which] = play(which === 'here' ? here : base, pkg, name);
      ratios.push(got.base.cpu / got.here.cpu);
      mine += battles / got.here.cpu;
      theirs += battles / got.base.cpu;
      same &&= got.base.digest === got.here.digest;
    }
    const m = median(ratios);
    const ci = medianInterval(ratios);
    worst = Math.min(worst, m);
    console.log(
      `${pkg.padEnd(16)} ${(mine / rounds).toFixed(1).padStart(7)}/s ${(theirs / rounds).toFixed(1).padStart(7)}/s   ${m.toFixed(3)}x (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})   ${ci.low.toFixed(3)}–${ci.high.toFixed(3)} (${(100 * ci.coverage).toFixed(1)}%)`.padEnd(
        86,
      ) + `   ${same ? 'identical' : 'DIFFERENT'}`,
    );
  }
  console.log(`\nslowest median ratio: ${worst.toFixed(3)}x (within 5% of ${label}: ${worst >= 0.95 ? 'yes' : 'NO'})`);
} finally {
  if (!values.keep && !prebuilt) sh('git', ['worktree', 'remove', '--force', base], here);
}
