#!/usr/bin/env node
// `pnpm soak [--games N] [--seed S] [--ruleset ID...]`: runs the conformance kit (@muster/core/testing)
// over thousands of seeded bot games per registered ruleset and prints the figures recorded in
// docs/reliability.md. Not part of `pnpm test`, which plays a few dozen games per ruleset (the conformance
// spec files of each package, issue 24); this is the long run, on demand. The default game count is
// MUSTER_CONFORMANCE_GAMES when set (the same override the spec files read), else 1000.
import { parseArgs } from 'node:util';
import { runConformance } from '../packages/core/dist/testing/index.js';
import { loadRulesets } from '../packages/cli/dist/index.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: process.env['MUSTER_CONFORMANCE_GAMES'] ?? '1000' },
    seed: { type: 'string', default: 'soak' },
    ruleset: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'usage: pnpm soak [--games N] [--seed S] [--ruleset ID ...]\nPlays N seeded games per ruleset through the conformance kit and prints the figures.',
  );
  process.exit(0);
}
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) {
  console.error(`--games: expected a positive integer, got ${values.games}`);
  process.exit(2);
}

const entries = (await loadRulesets()).filter(
  (e) => e.ruleset !== null && (!values.ruleset || values.ruleset.includes(e.id)),
);
if (entries.length === 0) {
  console.error(`--ruleset: no registered ruleset is ${values.ruleset?.join(', ')}`);
  process.exit(2);
}
console.log(
  `conformance kit: ${games} seeded games per ruleset (${entries.map((e) => e.id).join(', ')}), ` +
    `seed "${values.seed}", every check and bot pairing, replay and play-on of every fifth game`,
);
let failed = false;
const rows = [];
for (const entry of entries) {
  const start = process.hrtime.bigint();
  let shown = -1;
  const report = runConformance(entry.ruleset, {
    games,
    seed: `${values.seed}/${entry.id}`,
    replayEvery: 5,
    onGame: (i) => {
      const pct = Math.floor(((i + 1) * 100) / games);
      if (process.stderr.isTTY && pct !== shown) {
        shown = pct;
        process.stderr.write(`\r${entry.id}: ${i + 1}/${games} games`);
      }
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const crashes = report.violations.filter((v) => v.check === 'no-crash').length;
  rows.push({
    ruleset: entry.id,
    games: report.games,
    ended: report.gamesEnded,
    decisions: report.decisions,
    longest: report.longestGame,
    snapshots: report.snapshotsChecked,
    replays: report.replaysChecked,
    distributions: report.distributionsChecked,
    violations: report.violations.length - crashes,
    crashes,
    seconds: Number(seconds.toFixed(1)),
  });
  if (report.violations.length > 0) {
    failed = true;
    for (const v of report.violations.slice(0, 10))
      console.error(
        `${entry.id} game ${v.game} (seed ${v.seed}) step ${v.step}: ${v.check}: ${v.message.split('\n')[0]}`,
      );
  }
}
console.table(rows);
process.exit(failed ? 1 : 0);
