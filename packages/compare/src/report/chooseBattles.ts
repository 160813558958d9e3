import type { BattleRecord } from '../batch/BattleRecord.js';

/** Why a battle was chosen to be drawn in a report. */
export type ChosenFor = 'median' | 'lopsided';

/** A battle of a batch chosen to be drawn, and why. */
export interface ChosenBattle {
  /** The battle's index in the batch (its seed is `battleSeed(rootSeed, index)`). */
  readonly index: number;
  /** What it was chosen as: closest to the median points margin, the most lopsided, or both. */
  readonly for: readonly ChosenFor[];
  /** Its points margin |A − B|. */
  readonly margin: number;
  /** The median points margin of the finished battles it was chosen from. */
  readonly median: number;
}

/** The points margin |A − B| of a battle, as the batch summary counts it ("points margin"). */
export const battleMargin = (r: BattleRecord): number => Math.abs((r.points.A ?? 0) - (r.points.B ?? 0));

/**
 * The battles a report draws: the finished battle whose points margin |A − B| (the summary's "points
 * margin") is closest to the median margin of the finished battles, and the most lopsided one (the
 * largest margin). A tie goes to the lowest battle index, so the choice does not depend on how the batch
 * was split into shards. The median of an even count is the mean of the two middle margins. One battle
 * chosen for both reasons is listed once. No finished battle: nothing is chosen.
 *
 * @example
 * chooseBattles(records); // [{ index: 4, for: ['median'], margin: 2, median: 2 }, { index: 9, for: ['lopsided'], margin: 7, median: 2 }]
 */
export function chooseBattles(records: readonly BattleRecord[]): ChosenBattle[] {
  const finished = records.filter((r) => r.error === undefined);
  if (finished.length === 0) return [];
  const margins = finished.map(battleMargin).sort((a, b) => a - b);
  const middle = Math.floor(margins.length / 2);
  const median = margins.length % 2 === 1 ? margins[middle]! : (margins[middle - 1]! + margins[middle]!) / 2;
  // The first battle, by index, that `better` prefers to every other.
  const best = (better: (r: BattleRecord, than: BattleRecord) => boolean): BattleRecord =>
    [...finished].sort((a, b) => a.index - b.index).reduce((kept, r) => (better(r, kept) ? r : kept));
  const closest = best((r, than) => Math.abs(battleMargin(r) - median) < Math.abs(battleMargin(than) - median));
  const lopsided = best((r, than) => battleMargin(r) > battleMargin(than));
  const chosen = (r: BattleRecord, why: ChosenFor[]): ChosenBattle => ({
    index: r.index,
    for: why,
    margin: battleMargin(r),
    median,
  });
  return closest.index === lopsided.index
    ? [chosen(closest, ['median', 'lopsided'])]
    : [chosen(closest, ['median']), chosen(lopsided, ['lopsided'])];
}
