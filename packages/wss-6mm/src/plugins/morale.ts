import type { MoralePlugin } from '@muster/core';
import { chargeTest, type ChargerState, type ChargeTestResult } from '../mechanics/chargeTest.js';
import { controlTestBy, type ControlOutcome } from '../mechanics/controlTest.js';
import { moraleTest, type MoraleOutcome, type MoraleSituation } from '../mechanics/moraleTest.js';
import { rallyTest, type RallyOutcome, type RallySituation } from '../mechanics/rallyTest.js';
import { resolveTest, type ResolveOutcome, type ResolveSituation } from '../mechanics/resolveTest.js';
import { moraleMechanics } from './moraleOdds.js';
import type { RuleRoll } from './RuleRoll.js';

/** The rolls of the wss-6mm morale contract (each `(dice, situation, options, who) → outcome`). */
export interface Wss6mmMoraleRolls {
  /**
   * Resolve Test: result and whether it passes (ruling R5). Drives post-melee resolve tests and the
   * charger's test after pre-melee fire, `odds resolve` and the club's resolve form.
   */
  readonly resolveTest: RuleRoll<ResolveSituation, ResolveOutcome>;
  /**
   * Morale Tests: drives tests for losses, for routers within 6", of charged units and after melee,
   * `odds morale` and the club's morale form (and, by ruling R10, the default Control test).
   */
  readonly moraleTest: RuleRoll<MoraleSituation, MoraleOutcome>;
  /** Rallying from rout, pursuit or fall back. Drives the morale phase's rallies, `odds rally`, the club's form. */
  readonly rallyTest: RuleRoll<RallySituation, RallyOutcome>;
  /** Disorder: the Control test that recovers order (the `recover` order), `odds control`. */
  readonly controlTest: RuleRoll<MoraleSituation, ControlOutcome>;
  /** Charges: does a unit go in ("To see if a unit charges roll 1d20"). Drives declared charges, `odds charge`. */
  readonly chargeTest: RuleRoll<ChargerState, ChargeTestResult>;
}

/**
 * The morale contract of 6mm War of the Spanish Succession: resolve, morale, rally, control and charge
 * tests. The charge test is here because it is a test of a unit's will, modified like a Morale test by its
 * condition, order and an attached officer. Brigade activation is not: it is a command roll of the
 * brigadier's rating, one of the ruleset's own mechanics with initiative and movement.
 */
export interface Wss6mmMorale extends MoralePlugin, Wss6mmMoraleRolls {}

/** The functions a morale plugin must have (what `rulesetModule` checks on a rebinding). */
export const WSS6MM_MORALE_CONTRACT = [
  'resolveTest',
  'moraleTest',
  'rallyTest',
  'controlTest',
  'chargeTest',
] as const satisfies readonly (keyof Wss6mmMoraleRolls)[];

/** What {@link defineWss6mmMorale} takes: an id, a description, and the tests it changes. */
export interface Wss6mmMoraleParts extends Partial<Wss6mmMoraleRolls> {
  readonly id: string;
  readonly description: string;
}

/**
 * A wss-6mm morale plugin: the tests given, the rules as written for the rest, and `mechanics` for
 * `muster odds` that call this plugin's own tests. Unless given, the Control test is built from this
 * plugin's Morale and Resolve tests (ruling R10), so a house Morale test recovers order by its own table.
 *
 * @example
 * // House rule: an attached officer steadies a rally by 2 more.
 * const rousingOfficers = defineWss6mmMorale({
 *   id: 'house/rousing-officers',
 *   description: 'attached officers add 2 more to rally tests',
 *   rallyTest: (dice, s, options, who) => {
 *     const r = wss6mmMoralePlugin.rallyTest(dice, s, options, who);
 *     return s.officerAttached ? { ...r, score: r.score + 2, rallied: r.score + 2 >= RALLY_NEEDS[s.from] } : r;
 *   },
 * });
 */
export function defineWss6mmMorale(parts: Wss6mmMoraleParts): Wss6mmMorale {
  const resolve = parts.resolveTest ?? resolveTest;
  const morale = parts.moraleTest ?? moraleTest;
  const rolls: Wss6mmMoraleRolls = {
    resolveTest: resolve,
    moraleTest: morale,
    rallyTest: parts.rallyTest ?? rallyTest,
    controlTest: parts.controlTest ?? controlTestBy(morale, resolve),
    chargeTest: parts.chargeTest ?? chargeTest,
  };
  return {
    id: parts.id,
    description: parts.description,
    ruleset: 'wss-6mm',
    ...rolls,
    mechanics: moraleMechanics(rolls),
  };
}

/** The morale rules as written. */
export const wss6mmMoralePlugin: Wss6mmMorale = defineWss6mmMorale({
  id: 'wss-6mm/morale',
  description: 'resolve, morale, rally, control (ruling R10) and charge tests',
});
