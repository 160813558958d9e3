import type { Dice } from '@muster/core';
import type { Casualty, Order } from '../organisation/conditions.js';
import type { Wss6mmOptions } from '../options/options.js';

/** What is being rallied from. Rulebook: Rallying. */
export type RallyFrom = 'rout' | 'pursuit' | 'fall-back';

/**
 * What a unit tests to rally from in "6. Morale Tests", or null: routed, falling back or pursuing. Horse "continue
 * pursuit until rallied"; foot that pursue on rather than "rally automatically after one move of pursuit" (ruling R62)
 * require rallying from pursuit too. Rulebook: Rallying; Melee > Post Melee. When it may (its rout, pursuit or fall back
 * begun in an earlier turn, ruling R21) is the caller's. The battle and the club companion both ask this.
 *
 * @example
 * rallyFromOrder({ routed: false, fallingBack: false, pursuing: true }) // 'pursuit'
 * rallyFromOrder({ routed: false, fallingBack: false, pursuing: false }) // null
 */
export function rallyFromOrder(unit: {
  readonly routed: boolean;
  readonly fallingBack: boolean;
  readonly pursuing: boolean;
}): RallyFrom | null {
  if (unit.routed) return 'rout';
  if (unit.fallingBack) return 'fall-back';
  return unit.pursuing ? 'pursuit' : null;
}

/** Score needed on the modified 1d20. Rulebook: Rallying. */
export const RALLY_NEEDS: Readonly<Record<RallyFrom, number>> = { rout: 16, pursuit: 10, 'fall-back': 14 };

/** The situation of a rallying unit. */
export interface RallySituation {
  readonly from: RallyFrom;
  readonly casualty: Casualty;
  readonly order: Order;
  readonly inContact: boolean;
  readonly officerAttached: boolean;
}

const COLUMN: Readonly<Record<RallyFrom, 0 | 1 | 2>> = { rout: 0, pursuit: 1, 'fall-back': 2 };
const ROWS = {
  steady: [0, -2, 2],
  blooded: [-2, 2, -2],
  distressed: [-3, 4, -4],
  contact: [-5, -10, -8],
  officer: [2, 4, 4],
} as const;

/**
 * The "In contact with enemy" modifier of a rally from `from`: ROUT -5, PURSUIT -10, FALL BACK -8. Written once for
 * {@link rallyModifier} and the club companion, which names it when it asks the players whether the unit is in
 * contact. Rulebook: Rallying (modifiers).
 *
 * @example
 * rallyContactModifier('pursuit') // -10
 */
export function rallyContactModifier(from: RallyFrom): number {
  return ROWS.contact[COLUMN[from]];
}

/**
 * Rulebook: Rallying (modifiers by column ROUT / PURSUIT / FALL BACK). The "STEADY" row stands among the
 * casualty conditions; ruling R8 reads it as FRESH by default (`rallySteadyRowMeans`).
 */
export function rallyModifier(s: RallySituation, options: Pick<Wss6mmOptions, 'rallySteadyRowMeans'>): number {
  const c = COLUMN[s.from];
  let m = 0;
  const steadyRow = options.rallySteadyRowMeans === 'fresh' ? s.casualty === 'fresh' : s.order === 'steady';
  if (steadyRow) m += ROWS.steady[c];
  if (s.casualty === 'blooded') m += ROWS.blooded[c];
  if (s.casualty === 'distressed') m += ROWS.distressed[c];
  if (s.inContact) m += rallyContactModifier(s.from);
  if (s.officerAttached) m += ROWS.officer[c];
  return m;
}

/** What a rally test rolled. */
export interface RallyOutcome {
  readonly roll: number;
  readonly score: number;
  readonly rallied: boolean;
}

/**
 * The consequence of a rally test, written once for the battle and the club companion: the condition of
 * order a rallied unit takes ("All units Rallying from any cause will be DISORDERED"; a pursuing unit stops
 * pursuing), or null when it failed and stays as it is. Rulebook: Rallying.
 */
export function orderAfterRally(outcome: Pick<RallyOutcome, 'rallied'>): Order | null {
  return outcome.rallied ? 'disordered' : null;
}

/**
 * "Roll 1 d20, modify the result and consult the table": rallied at 16+ from rout, 10+ from pursuit, 14+
 * from fall back. "All units Rallying from any cause will be DISORDERED." Rulebook: Rallying.
 *
 * @example
 * rallyTest(dice, { from: 'rout', casualty: 'blooded', order: 'routed', inContact: false, officerAttached: false }, options, 'Greder');
 */
export function rallyTest(
  dice: Dice,
  s: RallySituation,
  options: Pick<Wss6mmOptions, 'rallySteadyRowMeans'>,
  who: string,
): RallyOutcome {
  const roll = dice.d(20, `${who}: rally from ${s.from} (needs ${RALLY_NEEDS[s.from]}+)`);
  const score = roll + rallyModifier(s, options);
  return { roll, score, rallied: score >= RALLY_NEEDS[s.from] };
}
