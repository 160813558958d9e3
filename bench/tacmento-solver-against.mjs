#!/usr/bin/env node
// The Taĉmento Instruction solver of this tree against another commit's, side by side in one run so that the
// machine's speed cancels: `node bench/tacmento-solver-against.mjs [REV] [--set LEVEL:DIFFICULTY:FROM-TO]...
// [--rounds R] [--max-states N] [--keep] [--base DIR]`.
// REV (default HEAD~1) is checked out into a temporary git worktree, installed offline from the pnpm store,
// and its core and tacmento packages built. The setups are dealt once, by this tree's engine, exactly as
// bench/tacmento-solver.mjs deals them (seeds solver-bench/<level>/<i>), and written to a file both trees
// read. Each round solves every setup in a fresh process of each tree, alternating which goes first; a
// round's figures are positions examined per CPU second and CPU seconds in all. The median ratio (this
// tree / REV) is printed with the range over rounds, and every answer (fewest turns, impossible, unknown)
// is compared: the same setup must get the same answer, except that an `unknown` may become decided, and a
// solved setup the same line of decisions (a digest of them).
// `--base DIR` races an already built tree (one left by `--keep`) instead of building REV.
// Not part of `pnpm test`: timings depend on the machine.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

// Child mode: solve the setups of a file with one tree's solver; one JSON line per setup.
if (process.argv[2] === '--child') {
  const [root, file, maxStates] = process.argv.slice(3);
  const { solveInstruction, loadSetup } = await import(
    pathToFileURL(join(root, 'packages/tacmento/dist/index.js')).href
  );
  for (const { id, setup } of JSON.parse(readFileSync(file, 'utf8'))) {
    const loaded = loadSetup(setup, id);
    const before = process.cpuUsage();
    const result = solveInstruction(loaded, { maxStates: Number(maxStates) });
    const cpu = process.cpuUsage(before);
    const answer =
      result.status === 'solved'
        ? `solved in ${result.turns}`
        : result.status === 'impossible'
          ? 'impossible'
          : `unknown (>${result.searchedTurns})`;
    // The line found, as a short digest of its decisions (the same optimal line, not only the same length).
    const line =
      result.status === 'solved'
        ? createHash('sha1').update(JSON.stringify(result.moves)).digest('hex').slice(0, 10)
        : '';
    console.log(JSON.stringify({ id, answer, line, explored: result.explored, cpu: (cpu.user + cpu.system) / 1e6 }));
  }
  process.exit(0);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    set: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '3' },
    'max-states': { type: 'string', default: '5000000' },
    keep: { type: 'boolean', default: false },
    base: { type: 'string' },
  },
});
const sets = (values.set ?? ['II:easy:1-30']).map((spec) => {
  const match = /^(basic|I|II):(easy|normal|difficult|extreme):(\d+)-(\d+)$/.exec(spec);
  if (!match) {
    console.error(`tacmento-solver-against: --set takes LEVEL:DIFFICULTY:FROM-TO (II:easy:1-30), not ${spec}`);
    process.exit(2);
  }
  return { level: match[1], difficulty: match[2], from: Number(match[3]), to: Number(match[4]) };
});
const rounds = Number(values.rounds);
const maxStates = Number(values['max-states']);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(maxStates) || maxStates < 1) {
  console.error('tacmento-solver-against: --rounds and --max-states take whole numbers of at least 1');
  process.exit(2);
}
const here = fileURLToPath(new URL('..', import.meta.url));
const pnpm = ['-y', 'pnpm@10.34.9'];
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 1 << 26 });
for (const pkg of ['core', 'tacmento'])
  if (!existsSync(join(here, `packages/${pkg}/dist/index.js`))) sh('npx', ['tsup'], join(here, `packages/${pkg}`));

// Deal the setups with this tree's engine.
const { createGame } = await import(pathToFileURL(join(here, 'packages/core/dist/index.js')).href);
const { tacmento } = await import(pathToFileURL(join(here, 'packages/tacmento/dist/index.js')).href);
const setups = [];
for (const { level, difficulty, from, to } of sets)
  for (let i = from; i <= to; i++) {
    const state = createGame(tacmento, { mode: 'instruction', level }, { seed: `solver-bench/${level}/${i}` }).state;
    setups.push({
      id: `${level}/${i}${difficulty === 'easy' ? '' : ` ${difficulty}`}`,
      setup: {
        format: 'muster-tacmento-setup',
        formatVersion: 1,
        objectives: state.objectives.map((o) => o.number),
        tercio: state.grid.map((r) => r.map((c) => c.card)),
        reserve: state.reserve,
        difficulty,
      },
    });
  }
const folder = mkdtempSync(join(tmpdir(), 'muster-solver-against-'));
const file = join(folder, 'setups.json');
writeFileSync(file, JSON.stringify(setups));

const prebuilt = values.base !== undefined;
const rev = positionals[0] ?? 'HEAD~1';
const sha = sh('git', ['rev-parse', '--verify', prebuilt ? 'HEAD' : `${rev}^{commit}`], prebuilt ? values.base : here)
  .trim()
  .slice(0, 12);
const base = prebuilt ? values.base : join(folder, sha);
const label = prebuilt ? sha : `${rev} (${sha})`;
if (prebuilt) console.log(`Racing the tree built in ${base} (${sha})`);
else {
  console.log(`Building ${label} in ${base} ...`);
  sh('git', ['worktree', 'add', '--detach', base, sha], here);
}
try {
  if (!prebuilt) {
    sh('npx', [...pnpm, 'install', '--offline', '--frozen-lockfile'], base);
    for (const pkg of ['core', 'tacmento']) sh('npx', ['tsup'], join(base, `packages/${pkg}`));
  }
  const solve = (root) =>
    sh(process.execPath, [fileURLToPath(import.meta.url), '--child', root, file, String(maxStates)], here)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const range = (xs) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
  console.log(
    `\n${setups.length} setups (${sets.map((s) => `${s.level} ${s.difficulty} ${s.from}-${s.to}`).join(', ')}), ${rounds} rounds, budget ${maxStates} positions; one process per tree and round, alternating which goes first\n`,
  );
  const speed = [];
  const time = [];
  const answers = new Map();
  let last;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['here', 'base'] : ['base', 'here'];
    const got = {};
    for (const which of order) got[which] = solve(which === 'here' ? here : base);
    const sum = (rows, key) => rows.reduce((s, r) => s + r[key], 0);
    const rate = (rows) => sum(rows, 'explored') / sum(rows, 'cpu');
    speed.push(rate(got.here) / rate(got.base));
    time.push(sum(got.base, 'cpu') / sum(got.here, 'cpu'));
    console.log(
      `round ${round + 1}: this tree ${Math.round(rate(got.here))} positions/s (${sum(got.here, 'cpu').toFixed(1)} s), ${label} ${Math.round(rate(got.base))} positions/s (${sum(got.base, 'cpu').toFixed(1)} s)`,
    );
    got.here.forEach((r, i) => {
      const key = r.id;
      const seen = answers.get(key) ?? new Set();
      seen.add(`${r.answer} ${r.line} | ${got.base[i].answer} ${got.base[i].line}`);
      answers.set(key, seen);
    });
    last = got;
  }
  console.log(
    '\nsetup            this tree           base                positions (this / base)   CPU s (this / base)',
  );
  let same = 0;
  let decided = 0;
  let differ = 0;
  let otherLine = 0;
  last.here.forEach((r, i) => {
    const b = last.base[i];
    const verdict =
      r.answer === b.answer
        ? r.line === b.line
          ? 'same'
          : 'same answer, other line'
        : b.answer.startsWith('unknown') && !r.answer.startsWith('unknown')
          ? 'decided now'
          : 'DIFFERENT';
    if (verdict === 'same') same++;
    else if (verdict === 'same answer, other line') otherLine++;
    else if (verdict === 'decided now') decided++;
    else differ++;
    console.log(
      `${r.id.padEnd(16)} ${r.answer.padEnd(19)} ${b.answer.padEnd(19)} ${`${r.explored} / ${b.explored}`.padEnd(25)} ${r.cpu.toFixed(2)} / ${b.cpu.toFixed(2)}  ${verdict}`,
    );
  });
  const unstable = [...answers].filter(([, seen]) => seen.size > 1).map(([id]) => id);
  console.log(
    `\npositions per CPU second, this tree / ${label}: median ${median(speed).toFixed(2)}x (range ${range(speed)})`,
  );
  console.log(
    `CPU time to answer all, ${label} / this tree: median ${median(time).toFixed(2)}x (range ${range(time)})`,
  );
  console.log(
    `answers: ${same} the same (line included), ${otherLine} the same with another line, ${decided} decided now (unknown before), ${differ} different${unstable.length ? `; changed between rounds: ${unstable.join(', ')}` : ''}`,
  );
} finally {
  if (!values.keep && !prebuilt) sh('git', ['worktree', 'remove', '--force', base], here);
}
