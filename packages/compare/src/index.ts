/**
 * @muster/compare — Muster across rulesets: the matchup catalogue (canonical situations mapped into every
 * ruleset), side-by-side normalised odds, bot battles in bulk on a worker pool, exact shard merging, and
 * self-contained HTML/SVG reports.
 */
export {
  MATCHUP_FORMAT,
  MATCHUP_VERSION,
  MatchupSchema,
  MappingSchema,
  MechanicCallSchema,
  NotApplicableSchema,
} from './matchups/MatchupSchema.js';
export type { Matchup, Mapping, MechanicCall, NotApplicable } from './matchups/MatchupSchema.js';
export { NORMALISERS, findNormaliser } from './matchups/normalisers.js';
export type { Normaliser } from './matchups/normalisers.js';
export { CATALOGUE_DIR, checkMatchup, loadCatalogue, parseMatchup } from './matchups/catalogue.js';
export { METRICS, METRIC_LABELS } from './engine/Metric.js';
export type { Metric, NormalisedOutcome } from './engine/Metric.js';
export { compareMatchup, mappingRun } from './engine/compareMatchup.js';
export type {
  CompareMethod,
  CompareOptions,
  Comparison,
  ComparisonColumn,
  MechanicsOf,
  MetricValue,
} from './engine/compareMatchup.js';
export { BATTLE_SIDES, BattleRecordSchema } from './batch/BattleRecord.js';
export type { BattleRecord } from './batch/BattleRecord.js';
export {
  BatchHeaderSchema,
  BatchPluginsSchema,
  checkShardRecords,
  SHARD_FORMAT,
  SHARD_VERSION,
  ShardFileSchema,
  shardIndices,
  ShardPositionSchema,
  shardSize,
} from './batch/BatchHeader.js';
export type { BatchHeader, ShardFile } from './batch/BatchHeader.js';
export { battleSeed, defaultBots, playBattle, playBattles } from './batch/playBattles.js';
export { replayBattle } from './batch/replayBattle.js';
export { BATTLE_TIMEOUT, BATTLES_PER_THREAD, defaultWorkers, runBatch, START_WORKERS_WHEN } from './batch/runBatch.js';
export { BattlePool } from './batch/BattlePool.js';
export type { BattlePoolOptions, PoolPlay } from './batch/BattlePool.js';
export type { BattleTask, RunBatchOptions, StartWorkersWhen } from './batch/runBatch.js';
export { mergeShards, summarise } from './batch/summarise.js';
export { UnitLossSchema } from './losses/UnitLoss.js';
export type { UnitLoss } from './losses/UnitLoss.js';
export { LOSS_READERS, readLosses } from './losses/readLosses.js';
export { meanWithInterval, summariseLosses } from './losses/summariseLosses.js';
export type { LossSummary, Mean, UnitLosses, UnitTypeLosses } from './losses/summariseLosses.js';
export type { BatchSummary, Rate, Spread } from './batch/summarise.js';
export { comparisonCsv, formatComparison } from './report/formatComparison.js';
export { comparisonHtml } from './report/comparisonHtml.js';
export { batchCsv, batchHtml, formatBatch } from './report/batchReport.js';
export { atLeastCurves, groupedBars, histogram, page } from './report/svg.js';
export { loadVariantSource, moduleUrlOf, variantFromModule, withOptions } from './batch/BatchSetup.js';
export type { BatchSetup, VariantSource } from './batch/BatchSetup.js';
export { checkShardSet } from './batch/checkShardSet.js';
export type { ShardOfSet } from './batch/checkShardSet.js';
export {
  AB_SHARD_FORMAT,
  AB_SHARD_VERSION,
  AbHeaderSchema,
  AbShardFileSchema,
  AbVariantSchema,
  mergeAbShards,
} from './ab/AbBatch.js';
export type { AbHeader, AbRecords, AbShardFile, AbVariant } from './ab/AbBatch.js';
export {
  mcnemarExact,
  pairedDifference,
  pairedProportionDifference,
  unpairedDifference,
  welchDf,
} from './ab/pairedStats.js';
export type { Difference } from './ab/pairedStats.js';
export { runAb } from './ab/runAb.js';
export type { RunAbOptions } from './ab/runAb.js';
export { lossShare, summariseAb } from './ab/summariseAb.js';
export type { AbSummary, AbVariantSummary, PairedSummary } from './ab/summariseAb.js';
export { abCsv, abHtml, formatAb } from './report/abReport.js';
export { battleMargin, chooseBattles } from './report/chooseBattles.js';
export type { ChosenBattle, ChosenFor } from './report/chooseBattles.js';
export { battleMapsHtml, chosenWhy, drawChosenBattles, recordResult, scopeSvgIds } from './report/battleMaps.js';
export type { BattleMap, BattleMaps, DrawChosenBattlesOptions } from './report/battleMaps.js';
export { differenceBars } from './report/svg.js';
export type { Bar, DifferenceBar } from './report/svg.js';
export type { BatchCounter } from './batch/claimBattles.js';
export type { BattleWatch } from './batch/BattleWatch.js';
export type { ClaimedRecords } from './batch/battleWorker.js';
