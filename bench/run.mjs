#!/usr/bin/env node
// `pnpm bench`: how fast muster rolls dice, against a hand-written loop on the same generator and
// against @dice-roller/rpg-dice-roller; then a Tercios shooting resolution against the raw dice it rolls.
// Not part of `pnpm test`: timings depend on the machine. Targets (issue #2, #3):
//   muster pool >= 0.5x the hand loop, >= 30x rpg-dice-roller; Tercios shooting <= 4x its raw dice.
import { existsSync } from 'node:fs';
import { Bench } from 'tinybench';
import seedrandom from 'seedrandom';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { SeededDice } from '../packages/core/dist/index.js';

const BATCH = 1000; // pools per task call, so tinybench's own per-call cost does not dominate
const TIME = Number(process.env.BENCH_TIME_MS ?? 1500);

// 1. muster: SeededDice.pool, recording off (as Monte Carlo runs it).
const dice = SeededDice.fromSeed('bench', { record: false });
// 2. The same tychei generator, hand-rolled: unbiased d6 by rejection, count 5+.
const prng = seedrandom.tychei('bench', { state: true });
const LIMIT = 0x1_0000_0000 - (0x1_0000_0000 % 6);
function handPool() {
  let successes = 0;
  for (let i = 0; i < 10; i++) {
    let u = prng.int32() >>> 0;
    while (u >= LIMIT) u = prng.int32() >>> 0;
    if ((u % 6) + 1 >= 5) successes++;
  }
  return successes;
}

let sink = 0; // keeps results alive so nothing is optimised away
const bench = new Bench({ time: TIME, warmupTime: 300 });
bench
  .add('muster SeededDice.pool(10, 6, 5)', () => {
    for (let i = 0; i < BATCH; i++) sink += dice.pool(10, 6, 5, '10d6 needing 5+');
  })
  .add('hand loop on seedrandom tychei', () => {
    for (let i = 0; i < BATCH; i++) sink += handPool();
  })
  .add('rpg-dice-roller 10d6>=5', () => {
    for (let i = 0; i < BATCH / 100; i++) sink += new DiceRoll('10d6>=5').total;
  }); // 100x fewer calls per batch: it is far slower

await bench.run();

const poolsPerSecond = (task, perCall) =>
  task.result && typeof task.result.period === 'number' ? (1000 / task.result.period) * perCall : NaN;
const [muster, hand, roller] = bench.tasks;
const rates = {
  muster: poolsPerSecond(muster, BATCH),
  hand: poolsPerSecond(hand, BATCH),
  roller: poolsPerSecond(roller, BATCH / 100),
};
const fmt = (n) => `${(n / 1e6).toFixed(2)} M pools/s`.padStart(18);
console.log('Rolling 10d6 counting 5+');
console.log(`  muster SeededDice.pool   ${fmt(rates.muster)}`);
console.log(`  hand loop, same tychei   ${fmt(rates.hand)}`);
console.log(`  rpg-dice-roller          ${fmt(rates.roller)}`);
const vsHand = rates.muster / rates.hand;
const vsRoller = rates.muster / rates.roller;
console.log(`  muster / hand loop       ${vsHand.toFixed(2)}x   (target >= 0.5x: ${vsHand >= 0.5 ? 'met' : 'MISSED'})`);
console.log(
  `  muster / rpg-dice-roller ${vsRoller.toFixed(1)}x   (target >= 30x: ${vsRoller >= 30 ? 'met' : 'MISSED'})`,
);
let failed = vsHand < 0.5 || vsRoller < 30;

// 3. Tercios shooting: one sampled resolution against rolling the same dice raw.
const terciosDist = new URL('../packages/tercios/dist/index.js', import.meta.url);
if (!existsSync(terciosDist)) {
  console.log('\nTercios shooting: skipped (packages/tercios is not built or has no index yet)');
} else {
  const tercios = await import(terciosDist.href);
  const mechanics = [tercios.terciosMechanics, ...Object.values(tercios).map((v) => v?.mechanics)].find(
    (m) => Array.isArray(m) && m.some((x) => x?.id === 'shoot'),
  );
  const shoot = mechanics?.find((m) => m.id === 'shoot');
  if (!shoot) {
    console.log('\nTercios shooting: skipped (no `shoot` mechanic exported yet)');
  } else {
    const { parseParams } = await import('../packages/core/dist/index.js');
    const params = parseParams(shoot.params, {
      shooter: 'musketeer-company',
      target: 'tercio',
      range: 6,
      order: 'fire',
    });
    shoot.validate?.(params);
    // Record the rolls of many resolutions, then time resolutions against replaying exactly those rolls raw.
    const rolls = [];
    const recorder = SeededDice.fromSeed('shoot', { record: false, onRoll: (r) => rolls.push(r) });
    const N = 2000;
    for (let i = 0; i < N; i++) shoot.run(recorder, params);
    const play = SeededDice.fromSeed('shoot', { record: false });
    const raw = SeededDice.fromSeed('shoot', { record: false });
    const rawRoll = (r) =>
      r.kind === 'pool'
        ? raw.pool(r.count, r.sides, r.target, r.purpose)
        : r.kind === 'sum'
          ? raw.sum(r.count, r.sides, r.purpose)
          : r.kind === 'faces'
            ? raw.faces(r.count, r.sides, r.purpose).length
            : raw.d(r.sides, r.purpose);
    // Alternate short rounds of the two tasks and take the median ratio: on a shared machine the load changes
    // between two long runs, which biased a single before/after pair by up to 2x.
    const ROUNDS = 7;
    const ratios = [];
    let resolutionPeriod = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const shootBench = new Bench({ time: Math.max(100, TIME / ROUNDS), warmupTime: round === 0 ? 300 : 50 });
      shootBench
        .add('tercios shoot resolution', () => {
          for (let i = 0; i < N; i++) sink += Number(shoot.run(play, params).hits ?? 0);
        })
        .add('the same dice, rolled raw', () => {
          for (const r of rolls) sink += rawRoll(r);
        });
      await shootBench.run();
      const [resolution, rawDice] = shootBench.tasks;
      ratios.push(resolution.result.period / rawDice.result.period);
      resolutionPeriod += resolution.result.period / ROUNDS;
    }
    ratios.sort((a, b) => a - b);
    const ratio = ratios[(ROUNDS - 1) / 2];
    const diceRolled = rolls.reduce((n, r) => n + r.count, 0) / N;
    console.log(
      `\nTercios shooting (musketeer-company at a tercio, 6", Fire!): ${(rolls.length / N).toFixed(2)} rolls, ${diceRolled.toFixed(2)} dice per resolution`,
    );
    console.log(`  resolutions              ${((N * 1000) / resolutionPeriod / 1e6).toFixed(2)} M/s`);
    console.log(
      `  resolution / raw dice    ${ratio.toFixed(2)}x median of ${ROUNDS} alternating rounds (${ratios[0].toFixed(2)}–${ratios[ROUNDS - 1].toFixed(2)})   (target <= 4x: ${ratio <= 4 ? 'met' : 'MISSED'})`,
    );
    failed ||= ratio > 4;
  }
}
await import('./battles.mjs');
if (sink === -1) console.log(sink);
if (failed) console.log('\nSome targets were missed on this machine.');
