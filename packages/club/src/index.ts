/**
 * @muster/club — the club companion: a browser app for real games on a real table (static build in
 * `dist/web`), the `club` ruleset its saved games replay with, and the local server `muster club` starts.
 *
 * @packageDocumentation
 */
export { club, CLUB_VERSION } from './model/clubRuleset.js';
export { clubInvariants } from './model/clubInvariants.js';
// The club's map (a board of unit cards): `muster view` draws an exported club game with it, as the app does.
export { clubTableRenderer as tableRenderer } from './ui/viewer/clubTable.js';
export {
  CLUB_RULESETS,
  ClubScenarioSchema,
  ClubStateSchema,
  ClubDecisionSchema,
  ClubEventSchema,
  ClubUnitSchema,
  ClubCommanderSchema,
  ClubSideSchema,
  ClubMoveSchema,
  ClubTestBaseSchema,
  ClubTestSchema,
  UnitPatchSchema,
  CommanderPatchSchema,
} from './model/ClubSchemas.js';
export type {
  ClubScenario,
  ClubState,
  ClubDecision,
  ClubEvent,
  ClubUnit,
  ClubCommander,
  ClubRulesetId,
  ClubSide,
  ClubMove,
  ClubTest,
  UnitPatch,
  CommanderPatch,
} from './model/ClubSchemas.js';
export { ADAPTERS, adapterOf } from './adapters/adapters.js';
export { clubMechanics, defaultPluginsOf, NOTHING_BOUND, pluginsFor } from './model/clubPlugins.js';
export type { ClubPlugins } from './model/clubPlugins.js';
export type {
  AfterContext,
  ClubAdapter,
  ClubContext,
  ClubStep,
  MoveOrder,
  ProposedChange,
} from './adapters/ClubAdapter.js';
export type { ClubLabels, FieldRule, FormValues, MechanicLabels } from './adapters/ClubLabels.js';
export { typedDiceProgress } from './model/typedDice.js';
export type { TypedDiceProgress } from './model/typedDice.js';
export { ClubSession, loadClubGame, rulesChangeText } from './app/ClubSession.js';
export type { ClubGame, KeyValueStore, LogLine } from './app/ClubSession.js';
export { readClubGame } from './app/readClubGame.js';
export type { ClubGameRead, ReplayDifference, RulesChange } from './app/readClubGame.js';
export { clubVersions } from './app/clubRecord.js';
export { ClubContinuationSchema, ClubRecordSchema, ClubVersionsSchema } from './model/ClubRecord.js';
export type { ClubContinuation, ClubRecord, ClubVersions } from './model/ClubRecord.js';
export { startClubServer } from './server/startClubServer.js';
export type { ClubServer, ClubServerOptions } from './server/startClubServer.js';
