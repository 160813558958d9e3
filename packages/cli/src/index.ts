/**
 * @muster/cli — the `muster` command, and the pieces it is built from for anyone writing their own tool:
 * the ruleset registry, the hostile-input file reader, the atomic writer and the battle narrator.
 *
 * @packageDocumentation
 */

export { ExitCode, reportError, runCli } from './runCli.js';
export type { RunCliOptions } from './runCli.js';
export type { CliOutput } from './io/CliOutput.js';
export { processOutput } from './io/CliOutput.js';
export { MAX_FILE_BYTES, parseJsonText, readJsonData, readJsonFile } from './io/readJsonFile.js';
export type { ReadJsonOptions } from './io/readJsonFile.js';
export { writeFileAtomic } from './io/writeFileAtomic.js';
export {
  diceEntry,
  entriesFromModule,
  entryMechanics,
  findBattleRuleset,
  findPlayable,
  isBattleRuleset,
  findRuleset,
  fromRuleset,
  isRuleset,
  loadRulesets,
  PACKAGE_RULESET_IDS,
  RULESET_PACKAGES,
  rulesetPackagesFor,
} from './rulesets.js';
export type { RulesetEntry } from './registry/RulesetEntry.js';
export type { UnitData } from './registry/unitData.js';
export { isTableRenderer } from './registry/TableRenderer.js';
export type { TableRenderer } from './registry/TableRenderer.js';
export { describeRollLine, narrate, narrateEntries } from './battle/narrate.js';
export type { NarratedEntry } from './battle/narrate.js';
export { seatBots } from './battle/seatBots.js';
export { battleCommand, chooseBots, DEFAULT_SEED, describeResult, runBattle } from './commands/battle.js';
export type { BattleOptions, BattleRun } from './commands/battle.js';
export { DEFAULT_MAX_BRANCHES, describeMechanics, MAX_TRIALS, oddsCommand } from './commands/odds.js';
export type { OddsOptions } from './commands/odds.js';
export { replayCommand } from './commands/replay.js';
export type { ReplayOptions } from './commands/replay.js';
export { abCommand, RULES_AS_WRITTEN } from './commands/ab.js';
export type { AbOptions } from './commands/ab.js';
export { loadVariantFile } from './variant/loadVariantFile.js';
export type { LoadedVariant } from './variant/loadVariantFile.js';
export { batchSetup, gameSetup } from './variant/gameSetup.js';
export type { GameSetup } from './variant/gameSetup.js';
export { loadGameSetup } from './variant/loadGameSetup.js';
export { parseOptionArgs } from './variant/parseOptionArgs.js';
export { solveCommand } from './commands/solve.js';
export type { SolveCommandOptions } from './commands/solve.js';
export { clubCommand } from './commands/club.js';
export type { ClubCommandOptions } from './commands/club.js';
export { armyShowCommand, armyValidateCommand, formatArmyReport } from './commands/army.js';
export { rulesetsCommand, summarize } from './commands/rulesets.js';
export type { RulesetSummary } from './commands/rulesets.js';
export { formatOddsReport } from './odds/formatOddsReport.js';
export { parseMechanicArgs } from './odds/parseMechanicArgs.js';
