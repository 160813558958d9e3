import { randomLegalBot, rulesetModule, type Ruleset } from '@muster/core';
import { SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000 } from '@muster/tercios';

import {
  ClubDecisionSchema,
  ClubEventSchema,
  ClubScenarioSchema,
  ClubStateSchema,
  type ClubScenario,
  type ClubState,
} from './ClubSchemas.js';
import { clubInvariants } from './clubInvariants.js';
import { clubRules, clubSequence } from './clubRules.js';

/** The club ruleset's version (the package version). */
export const CLUB_VERSION = '0.1.0';

/**
 * The club companion as a core `Ruleset` with id `club`: a game on a real table, recorded as decisions
 * (next step, activate, resolve with a ruleset mechanic, change a unit, victory points, end) whose
 * saved games replay exactly with `muster replay` — the seed gives the app's dice, and typed-in dice
 * are stored in their decisions.
 *
 * @example
 * const game = createGame(club, club.exampleScenario(), { seed: 'club-night' });
 * game.decide({ kind: 'next' });
 */
export const club: Ruleset<ClubScenario> = {
  id: 'club',
  name: 'Club companion',
  version: CLUB_VERSION,
  description:
    'a companion for games on a real table: Tercios, The Sword and the Pike, 6mm WSS; walks the turn, resolves with exact odds, records',
  // The morale and combat plugins the container binds (none unless a house rule is bound) reach the rules.
  module: rulesetModule({
    sequence: (_options, plugins) => clubSequence(plugins),
    rules: (_options, plugins) => clubRules(plugins),
  }),
  schemas: {
    scenario: ClubScenarioSchema,
    state: ClubStateSchema,
    decision: ClubDecisionSchema,
    event: ClubEventSchema,
  },
  // The mechanics are the rulesets' own (muster odds tercios|sword-and-pike|wss-6mm); none are added here.
  mechanics: [],
  exampleScenario: () => ({
    ruleset: 'tercios',
    title: 'Club night: Flanders, 1634',
    armies: [SPANISH_EMPIRE_1000, SWEDISH_EMPIRE_1000],
    maxTurns: 2,
  }),
  // People make the decisions; the random bot exists only for the conformance kit.
  bots: { random: () => randomLegalBot() },
  companion: true,
  invariants: (state) => clubInvariants(state as ClubState),
  maxDecisions: 5000,
};
