import { MusterError, wilsonInterval } from '@muster/core';
import type { BattleRecord } from '../batch/BattleRecord.js';
import { summarise, type Rate, type Spread } from '../batch/summarise.js';
import { meanWithInterval, type Mean } from '../losses/summariseLosses.js';
import type { AbHeader, AbRecords, AbVariant } from './AbBatch.js';
import {
  mcnemarExact,
  pairedDifference,
  pairedProportionDifference,
  unpairedDifference,
  type Difference,
} from './pairedStats.js';

/** One variant's battles of an A/B batch. */
export interface AbVariantSummary extends AbVariant {
  /** Share of finished battles won by each side, and drawn. */
  readonly winRate: { readonly A: number; readonly B: number; readonly draw: number };
  /** The same with counts and 95% Wilson intervals. */
  readonly wins: { readonly A: Rate; readonly B: Rate; readonly draw: Rate };
  readonly meanTurns: number;
  /** Turns: mean with its 95% interval, range and distribution. */
  readonly turns: Spread;
  /** Share of each side's strength lost per battle (Σ lost / Σ strength of its units), with 95% intervals; null when the ruleset's battles are not read for losses. */
  readonly meanLosses: { readonly A: Mean; readonly B: Mean } | null;
  /** Battles by the share of each side's strength lost, in tenths: [0, 10%), [10%, 20%) ... [90%, 100%]; null as `meanLosses`. */
  readonly lossBins: { readonly A: readonly number[]; readonly B: readonly number[] } | null;
  /** Battles that could not be finished (a bot or rules bug): left out of the metrics and of every pair. */
  readonly failed: number;
}

/** What pairing battle i under a with battle i under b shows. Every difference is b minus a. */
export interface PairedSummary {
  /** Pairs in which both battles finished: the sample of every paired figure. */
  readonly pairs: number;
  /** Pairs whose winner (A, B or a draw) differs between the variants. */
  readonly differentWinner: number;
  /** The discordant pairs of "side A wins": won under a only, and under b only. */
  readonly discordantA: { readonly aOnly: number; readonly bOnly: number };
  /**
   * Side A's win rate under b minus under a, with the 95% Student-t interval of the paired differences
   * (clamped to [−1, 1]). Zero width when no battle changed side A's result: see `winRateDifferenceAScore`.
   */
  readonly winRateDifferenceA: Difference;
  /** The same difference with Newcombe's hybrid score interval for paired rates (95%; honest with few or no discordant pairs). */
  readonly winRateDifferenceAScore: Difference;
  /** The same difference with the Welch t interval two independent batches would give (for comparison; clamped to [−1, 1]). */
  readonly unpairedWinRateDifferenceA: Difference;
  /**
   * Exact McNemar test of "side A wins": the two-sided exact binomial test of the discordant pairs with
   * p = 1/2. The chance, if the variant made no difference to side A's chance of winning, of discordant
   * pairs at least this unevenly split; 1 with none.
   */
  readonly mcnemarP: number;
  readonly turnsDifference: Difference;
  readonly unpairedTurnsDifference: Difference;
  /** Each side's share of strength lost, b minus a (clamped to [−1, 1]); null when the battles are not read for losses. */
  readonly lossesDifference: { readonly A: Difference; readonly B: Difference } | null;
  readonly unpairedLossesDifference: { readonly A: Difference; readonly B: Difference } | null;
}

/** An A/B batch: both variants' metrics and the paired figures (`muster ab --json`). */
export interface AbSummary {
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly battles: number;
  readonly seed: string;
  readonly bots: readonly [string, string];
  readonly a: AbVariantSummary;
  readonly b: AbVariantSummary;
  readonly paired: PairedSummary;
}

/** The share of `side`'s strength a battle cost it, or null when the record carries no losses. */
export function lossShare(record: BattleRecord, side: string): number | null {
  if (record.losses === undefined) return null;
  let lost = 0;
  let of = 0;
  for (const u of record.losses) {
    if (u.side !== side) continue;
    lost += u.lost;
    of += u.of;
  }
  return of === 0 ? 0 : lost / of;
}

function variantSummary(header: AbHeader, variant: AbVariant, records: readonly BattleRecord[]): AbVariantSummary {
  const s = summarise(
    {
      ruleset: header.ruleset,
      rulesetVersion: header.rulesetVersion,
      seed: header.seed,
      battles: header.battles,
      bots: header.bots,
    },
    records,
  );
  // A side that never won (nor scored): 0 of the finished battles, with the Wilson interval of 0 of n
  // ([0, 1] when none finished), like every other rate.
  const none = wilsonInterval(0, s.draws.of);
  const zero: Rate = { count: 0, of: s.draws.of, rate: 0, interval: [none.low, none.high] };
  const wins = { A: s.wins.A ?? zero, B: s.wins.B ?? zero, draw: s.draws };
  const finished = records.filter((r) => r.error === undefined);
  const read = finished.every((r) => r.losses !== undefined) && finished.length > 0;
  const shares = (side: 'A' | 'B') => finished.map((r) => lossShare(r, side)!);
  const bins = (values: readonly number[]) => {
    const out = new Array<number>(10).fill(0);
    for (const v of values) out[Math.min(9, Math.floor(v * 10 + 1e-9))]!++;
    return out;
  };
  const meanLosses = read ? { A: meanWithInterval(shares('A'), 0, 1), B: meanWithInterval(shares('B'), 0, 1) } : null;
  const lossBins = read ? { A: bins(shares('A')), B: bins(shares('B')) } : null;
  return {
    ...variant,
    winRate: { A: wins.A.rate, B: wins.B.rate, draw: wins.draw.rate },
    wins,
    meanTurns: s.turns.mean,
    turns: s.turns,
    meanLosses,
    lossBins,
    failed: s.failed.count,
  };
}

/**
 * The metrics of an A/B batch from its records (battles 0..N−1 under each variant, in index order). The
 * paired figures compare battle i under a with battle i under b, over the pairs where both finished.
 *
 * @example
 * summariseAb(header, await runAb(options)).paired.winRateDifferenceA;
 */
export function summariseAb(header: AbHeader, records: AbRecords): AbSummary {
  if (records.a.length !== header.battles || records.b.length !== header.battles) {
    throw new MusterError(
      'internal',
      `expected ${header.battles} battle records under each variant, got ${records.a.length} and ${records.b.length}`,
    );
  }
  const a = variantSummary(header, header.a, records.a);
  const b = variantSummary(header, header.b, records.b);
  const pairs = records.a.flatMap((ra, i) => {
    const rb = records.b[i]!;
    if (ra.index !== i || rb.index !== i)
      throw new MusterError('internal', `battle records out of order at ${i}: battles ${ra.index} and ${rb.index}`);
    return ra.error === undefined && rb.error === undefined ? [[ra, rb] as const] : [];
  });
  const winsA = (side: 0 | 1) => pairs.map((p) => (p[side].winner === 'A' ? 1 : 0));
  const turns = (side: 0 | 1) => pairs.map((p) => p[side].turns);
  const [wa, wb] = [winsA(0), winsA(1)];
  const aOnly = wa.filter((w, i) => w === 1 && wb[i] === 0).length;
  const bOnly = wa.filter((w, i) => w === 0 && wb[i] === 1).length;
  const read = a.meanLosses !== null && b.meanLosses !== null && pairs.length > 0;
  const losses = (side: 0 | 1, of: 'A' | 'B') => pairs.map((p) => lossShare(p[side], of)!);
  // Differences of rates and of shares of strength lie in [−1, 1]: their intervals are clamped there.
  const unit = [-1, 1] as const;
  const lossDifference = (f: typeof pairedDifference) =>
    read ? { A: f(losses(0, 'A'), losses(1, 'A'), unit), B: f(losses(0, 'B'), losses(1, 'B'), unit) } : null;
  return {
    ruleset: header.ruleset,
    rulesetVersion: header.rulesetVersion,
    battles: header.battles,
    seed: header.seed,
    bots: header.bots,
    a,
    b,
    paired: {
      pairs: pairs.length,
      differentWinner: pairs.filter(([ra, rb]) => ra.winner !== rb.winner).length,
      discordantA: { aOnly, bOnly },
      winRateDifferenceA: pairedDifference(wa, wb, unit),
      winRateDifferenceAScore: pairedProportionDifference(wa, wb),
      unpairedWinRateDifferenceA: unpairedDifference(wa, wb, unit),
      mcnemarP: mcnemarExact(aOnly, bOnly),
      turnsDifference: pairedDifference(turns(0), turns(1)),
      unpairedTurnsDifference: unpairedDifference(turns(0), turns(1)),
      lossesDifference: lossDifference(pairedDifference),
      unpairedLossesDifference: lossDifference(unpairedDifference),
    },
  };
}
