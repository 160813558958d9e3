import { defineVariant } from '@muster/core';
import { tacmento } from '@muster/tacmento';
import { describe, expect, it } from 'vitest';
import { t95 } from '@muster/core';
import {
  abCsv,
  abHtml,
  AbShardFileSchema,
  battleSeed,
  formatAb,
  mcnemarExact,
  mergeAbShards,
  pairedDifference,
  playBattles,
  runAb,
  shardIndices,
  summariseAb,
  unpairedDifference,
  type AbHeader,
  type BattleRecord,
} from '../src/index.js';

describe('mcnemarExact: the exact two-sided binomial test of the discordant pairs', () => {
  it('matches values computed by hand', () => {
    // 2 · P(X ≤ 2 | Bin(10, 1/2)) = 2 · (1 + 10 + 45) / 1024
    expect(mcnemarExact(8, 2)).toBe(0.109375);
    expect(mcnemarExact(2, 8)).toBe(0.109375);
    // 2 · P(X = 0 | Bin(10, 1/2)) = 2 / 1024
    expect(mcnemarExact(10, 0)).toBe(0.001953125);
    // 2 · (1 + 5 + 10) / 32 = 1: capped at 1
    expect(mcnemarExact(3, 2)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(1, 0)).toBe(1);
  });

  it('stays finite and exact-ish for thousands of discordant pairs', () => {
    const p = mcnemarExact(1100, 900); // z ≈ 4.47: two-sided p about 8e-6
    expect(p).toBeGreaterThan(5e-6);
    expect(p).toBeLessThan(1.2e-5);
    expect(mcnemarExact(5000, 0)).toBe(0); // 2^-4999 is below the smallest double
    expect(() => mcnemarExact(-1, 2)).toThrow(RangeError);
  });
});

describe('paired and unpaired differences', () => {
  const a = [0, 1, 0, 1, 1];
  const b = [1, 1, 1, 1, 0];
  it('paired: mean of d = b − a ± t(0.975, 4) · s_d / √5, by hand', () => {
    // d = 1, 0, 1, 0, −1: mean 0.2, Σ(d − 0.2)² = 2.8, s² = 0.7, s/√n = √0.14
    const d = pairedDifference(a, b);
    expect(d.value).toBeCloseTo(0.2, 12);
    const half = 2.776445105 * Math.sqrt(0.14);
    expect(d.low).toBeCloseTo(0.2 - half, 9);
    expect(d.high).toBeCloseTo(0.2 + half, 9);
  });

  it('unpaired: mean(b) − mean(a) ± t(0.975, ν) · √(s_a²/5 + s_b²/5), ν the Welch–Satterthwaite df, by hand', () => {
    // s_a² = 1.2/4 = 0.3, s_b² = 0.8/4 = 0.2: standard error √0.1; ν = 0.1² / (0.06²/4 + 0.04²/4) = 7.6923,
    // not n_a + n_b − 2 = 8 (the pooled test's df, which this standard error does not have)
    const d = unpairedDifference(a, b);
    expect(d.value).toBeCloseTo(0.2, 12);
    expect(d.high! - d.value).toBeCloseTo(t95(0.01 / 0.0013) * Math.sqrt(0.1), 12);
    expect(t95(0.01 / 0.0013)).toBeCloseTo(2.322, 2);
  });

  it('identical samples give a zero-width paired interval; fewer than two pairs give none', () => {
    expect(pairedDifference([3, 4, 5], [3, 4, 5])).toEqual({ value: 0, low: 0, high: 0 });
    expect(pairedDifference([1], [0])).toEqual({ value: -1, low: null, high: null });
    expect(() => pairedDifference([1], [0, 1])).toThrow(RangeError);
  });
});

const record = (index: number, winner: string | null, turns: number, error?: string): BattleRecord => ({
  index,
  winner,
  victory: 'v',
  turns,
  points: { A: 0, B: 0 },
  first: 'A',
  decisions: 1,
  dice: 0,
  ...(error ? { error } : {}),
});
const header = (battles: number, seed = 's'): AbHeader => ({
  ruleset: 'tacmento',
  rulesetVersion: '0.1.0',
  seed,
  battles,
  bots: ['competent', 'competent'],
  a: { name: 'rules as written', plugins: {}, options: {} },
  b: { name: 'house', plugins: {}, options: { x: 1 } },
});

describe('summariseAb', () => {
  it('counts the discordant pairs and leaves a pair out when either battle failed', () => {
    const a = [record(0, 'A', 3), record(1, 'A', 4), record(2, 'B', 5), record(3, null, 6), record(4, 'A', 2, 'boom')];
    const b = [record(0, 'A', 3), record(1, 'B', 5), record(2, 'A', 5), record(3, 'B', 6), record(4, 'B', 2)];
    const s = summariseAb(header(5), { a, b });
    expect(s.paired.pairs).toBe(4);
    expect(s.paired.differentWinner).toBe(3);
    expect(s.paired.discordantA).toEqual({ aOnly: 1, bOnly: 1 });
    expect(s.paired.mcnemarP).toBe(1);
    expect(s.paired.winRateDifferenceA.value).toBe(0);
    expect(s.paired.turnsDifference.value).toBe(0.25);
    expect(s.a.winRate).toEqual({ A: 0.5, B: 0.25, draw: 0.25 });
    expect(s.a.failed).toBe(1);
    expect(s.b.winRate.B).toBe(0.6);
    expect(s.paired.lossesDifference).toBeNull();
    expect(formatAb(s)).toContain('winner differs   3 of 4 battles');
    const csv = abCsv(s, { a, b }).trim().split('\n');
    expect(csv[0]).toBe(
      'index,seed,winner_a,winner_b,turns_a,turns_b,lost_A_a,lost_A_b,lost_B_a,lost_B_b,error_a,error_b',
    );
    expect(csv[4]).toBe(`3,${battleSeed('s', 3)},draw,B,6,6,,,,,,`);
    expect(csv).toHaveLength(6);
  });
});

describe('runAb: common random numbers', () => {
  const indices = [0, 1, 2, 3, 4, 5, 6, 7];
  const bots = ['competent', 'competent'] as const;

  it('plays battle i under both variants from battleSeed(seed, i): the same variant twice gives the same battles', async () => {
    const records = await runAb({ ruleset: tacmento, seed: 'crn', indices, bots, a: {}, b: {} });
    expect(records.b).toEqual(records.a);
    // The pairing itself: each record is the battle of its own index's seed (a shifted seed would differ).
    expect(records.a).toEqual(indices.map((i) => playBattles(tacmento, 'crn', [i], bots)[0]));
    const s = summariseAb({ ...header(8, 'crn'), b: header(8).a }, records);
    expect(s.paired.differentWinner).toBe(0);
    expect(s.paired.winRateDifferenceA).toEqual({ value: 0, low: 0, high: 0 });
    expect(s.paired.mcnemarP).toBe(1);
  });

  it('a shifted pairing is seen: battles of other seeds differ', () => {
    const shifted = indices.map((i) => ({ ...playBattles(tacmento, 'crn', [i + 1], bots)[0]!, index: i }));
    const same = indices.map((i) => playBattles(tacmento, 'crn', [i], bots)[0]!);
    const s = summariseAb(header(8, 'crn'), { a: same, b: shifted });
    expect(s.paired.differentWinner).toBeGreaterThan(0);
  });

  it('a variant changes the battles it is played under, and only those', async () => {
    const variant = defineVariant({ ruleset: 'tacmento', name: 'short rounds', options: { roundTurnLimit: 2 } });
    const records = await runAb({
      ruleset: tacmento,
      seed: 'crn',
      indices,
      bots,
      a: {},
      b: { variant, options: { ...variant.options } },
    });
    expect(records.a).toEqual(indices.map((i) => playBattles(tacmento, 'crn', [i], bots)[0]));
    expect(records.b).not.toEqual(records.a);
    const html = abHtml(summariseAb(header(8, 'crn'), records));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
    expect(html.match(/<svg /g)!.length).toBeGreaterThanOrEqual(5);
  });
});

describe('A/B shards', () => {
  const a = [0, 1, 2, 3, 4].map((i) => record(i, i % 2 ? 'A' : 'B', i));
  const b = [0, 1, 2, 3, 4].map((i) => record(i, 'A', i + 1));
  const shard = (index: number, h = header(5)) =>
    AbShardFileSchema.parse({
      format: 'muster-ab-shard',
      formatVersion: 1,
      batch: h,
      shard: { index, count: 2 },
      records: { a: shardIndices(5, index, 2).map((i) => a[i]), b: shardIndices(5, index, 2).map((i) => b[i]) },
    });

  it('merge back into the unsharded records, in any order', () => {
    expect(
      mergeAbShards([
        { file: 's1', shard: shard(1) },
        { file: 's0', shard: shard(0) },
      ]).records,
    ).toEqual({ a, b });
  });

  it('refuse shards of other variants, repeated and missing shards, and records that are not the shard', () => {
    const other = { ...header(5), b: { ...header(5).b, name: 'another house rule' } };
    expect(() =>
      mergeAbShards([
        { file: 's0', shard: shard(0) },
        { file: 'x', shard: shard(1, other) },
      ]),
    ).toThrow(/belongs to another batch/);
    try {
      mergeAbShards([
        { file: 's0', shard: shard(0) },
        { file: 'x', shard: shard(1, other) },
      ]);
    } catch (error) {
      expect((error as { context: { file: string; path: string } }).context).toMatchObject({
        file: 'x',
        path: 'batch',
      });
    }
    expect(() =>
      mergeAbShards([
        { file: 's0', shard: shard(0) },
        { file: 's0b', shard: shard(0) },
      ]),
    ).toThrow(/repeats shard 0\/2/);
    expect(() => mergeAbShards([{ file: 's0', shard: shard(0) }])).toThrow(/shards missing: 1\/2/);
    const bad = {
      format: 'muster-ab-shard',
      formatVersion: 1,
      batch: header(5),
      shard: { index: 0, count: 2 },
      records: { a: [a[0], a[2], a[4]], b: [b[0], b[2]] },
    };
    expect(AbShardFileSchema.safeParse(bad).success).toBe(false);
  });
});
