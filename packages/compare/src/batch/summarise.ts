import { MusterError, wilsonInterval } from '@muster/core';
import type { BattleRecord } from './BattleRecord.js';
import { meanWithInterval, summariseLosses, type LossSummary } from '../losses/summariseLosses.js';
import type { BatchHeader, ShardFile } from './BatchHeader.js';
import { checkShardSet } from './checkShardSet.js';

/** A rate with its 95% Wilson interval. */
export interface Rate {
  readonly count: number;
  readonly of: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
}

/** A numeric sample: mean (with its 95% Student-t interval), range and the count of each value (keys in ascending numeric order). */
export interface Spread {
  readonly mean: number;
  /** 95% interval of the mean over battles; null with fewer than two battles. */
  readonly interval: readonly [number, number] | null;
  readonly min: number;
  readonly max: number;
  readonly distribution: Readonly<Record<string, number>>;
}

/** The metrics of a batch of bot battles (`muster simulate --json`). */
export interface BatchSummary extends BatchHeader {
  readonly sides: readonly string[];
  readonly wins: Readonly<Record<string, Rate>>;
  readonly draws: Rate;
  /** Battles the side that moved first won, out of the decided battles with a known first mover. */
  readonly firstMover: Rate & { readonly bySide: Readonly<Record<string, number>> };
  readonly turns: Spread;
  /** Decisiveness: |points A − points B| at the end. */
  readonly margin: Spread;
  /** Mean points per side (victory points or losses inflicted, as the ruleset scores them). */
  readonly points: Readonly<Record<string, number>>;
  readonly victories: Readonly<Record<string, number>>;
  readonly decisionsPerBattle: number;
  readonly dicePerBattle: number;
  /** Losses by unit type and by unit, with 95% intervals; null when the ruleset's battles are not read for losses. */
  readonly losses: LossSummary | null;
  /** Battles that could not be finished (a bot or rules bug), left out of every other metric. */
  readonly failed: {
    readonly count: number;
    readonly first: { readonly index: number; readonly error: string } | null;
  };
}

const rate = (count: number, of: number): Rate => {
  const w = wilsonInterval(count, of);
  return { count, of, rate: of === 0 ? 0 : count / of, interval: [w.low, w.high] };
};

function spread(values: readonly number[]): Spread {
  const counts = new Map<number, number>();
  let sum = 0;
  for (const v of values) {
    sum += v;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const { interval } = meanWithInterval(values, 0, Number.POSITIVE_INFINITY); // turns and margins are never negative
  return {
    mean: values.length ? sum / values.length : 0,
    interval,
    min: keys[0] ?? 0,
    max: keys.at(-1) ?? 0,
    distribution: Object.fromEntries(keys.map((k) => [String(k), counts.get(k)!])),
  };
}

/**
 * The metrics of a batch from its records, which must be battles 0..N-1 in index order (sums run in that
 * order, so the same records always give the same bytes however they were computed).
 *
 * @example
 * summarise(header, playBattles(ruleset, header.seed, [0, 1, 2])).wins['A'].rate;
 */
export function summarise(header: BatchHeader, all: readonly BattleRecord[]): BatchSummary {
  all.forEach((r, i) => {
    if (r.index !== i)
      throw new MusterError('internal', `battle records out of order: record ${i} is battle ${r.index}`);
  });
  if (all.length !== header.battles)
    throw new MusterError('internal', `expected ${header.battles} battle records, got ${all.length}`);
  const records = all.filter((r) => r.error === undefined);
  const broken = all.find((r) => r.error !== undefined);
  const sides = [
    ...new Set(records.flatMap((r) => [...Object.keys(r.points), ...(r.winner ? [r.winner] : [])])),
  ].sort();
  const n = records.length;
  const wins: Record<string, Rate> = {};
  for (const side of sides) wins[side] = rate(records.filter((r) => r.winner === side).length, n);
  const decided = records.filter((r) => r.winner !== null && r.first !== null);
  const bySide: Record<string, number> = {};
  for (const side of sides) bySide[side] = records.filter((r) => r.first === side).length;
  const points: Record<string, number> = {};
  for (const side of sides) points[side] = n === 0 ? 0 : records.reduce((s, r) => s + (r.points[side] ?? 0), 0) / n;
  // A Map, not an object: a victory named "constructor" or "__proto__" is counted like any other.
  const victories = new Map<string, number>();
  for (const r of records) victories.set(r.victory, (victories.get(r.victory) ?? 0) + 1);
  return {
    ...header,
    sides,
    wins,
    draws: rate(records.filter((r) => r.winner === null).length, n),
    firstMover: { ...rate(decided.filter((r) => r.winner === r.first).length, decided.length), bySide },
    turns: spread(records.map((r) => r.turns)),
    // |A − B| by the sides' names (the only two a record may hold), as chooseBattles' battleMargin: not the
    // first two of `sides`, which is one side alone when the other never scored nor won.
    margin: spread(records.map((r) => Math.abs((r.points.A ?? 0) - (r.points.B ?? 0)))),
    points,
    victories: Object.fromEntries([...victories.keys()].sort().map((k) => [k, victories.get(k)!])), // fromEntries defines own keys, "__proto__" too
    decisionsPerBattle: n === 0 ? 0 : records.reduce((s, r) => s + r.decisions, 0) / n,
    dicePerBattle: n === 0 ? 0 : records.reduce((s, r) => s + r.dice, 0) / n,
    losses: summariseLosses(records),
    failed: { count: all.length - n, first: broken ? { index: broken.index, error: broken.error! } : null },
  };
}

/**
 * Combines the shards of one batch into its records, in index order. The shards must share one header,
 * one shard count, and cover every shard exactly once; otherwise a `bad-file` error names the file.
 */
export function mergeShards(shards: readonly { readonly file: string; readonly shard: ShardFile }[]): {
  header: BatchHeader;
  records: BattleRecord[];
} {
  checkShardSet(
    shards.map(({ file, shard }) => ({ file, batch: shard.batch, shard: shard.shard })),
    'muster simulate --shard i/n',
  );
  const first = shards[0]!;
  const records = new Array<BattleRecord>(first.shard.batch.battles);
  for (const { shard } of shards) for (const r of shard.records) records[r.index] = r;
  return { header: first.shard.batch, records };
}
