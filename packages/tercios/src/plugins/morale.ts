import type { Dice, MechanicDefinition, MoralePlugin } from '@muster/core';
import {
  isolationTest,
  wrongPlaceTest,
  type CommanderTestInput,
  type IsolationResult,
  type WrongPlaceResult,
} from '../command/commanderLosses.js';
import { routTest, type RoutTestInput, type RoutTestResult } from '../mechanics/routTest.js';
import { impetuousTest, type ImpetuousInput, type ImpetuousResult } from '../orders/impetuousTest.js';
import type { ReactionKind } from '../orders/OrderCard.js';
import { orderTest, type OrderTestInput, type OrderTestResult } from '../orders/orderTest.js';
import {
  impetuousTestMechanic,
  isolationTestMechanic,
  orderTestMechanic,
  reactionTestMechanic,
  routTestMechanic,
  wrongPlaceTestMechanic,
} from './moraleOdds.js';

/** What a reaction test is made on: an order test's situation, with the reaction attempted. */
export type ReactionTestInput = OrderTestInput & { readonly reaction: ReactionKind };

/**
 * The Tercios morale contract: every morale roll a battle makes goes through the bound plugin's functions
 * (bot battles, `muster odds` and the club companion alike). Each is a roll of dice over the situation the
 * battle builds from the table.
 */
export interface TerciosMorale extends MoralePlugin {
  /**
   * The order test of an activated unit with Dm (Discipline dice, one 5+; fresh: no roll), also made for
   * Resist! (which then removes Dm), a Frenzied winner and, with the `as-order-test` ruling, Caracole.
   * Rulebook: Order Cards > Testing Orders.
   */
  orderTest(dice: Dice, situation: OrderTestInput): OrderTestResult;
  /** The test of a reaction: an order test even when fresh; failed, the order is lost. Rulebook: Reactions. */
  reactionTest(dice: Dice, situation: ReactionTestInput): OrderTestResult;
  /**
   * Impetuous: the order test a fresh Impetuous unit makes on activation when it could charge; failed, it
   * must charge, ignoring its order. Rulebook: The Troops > Cavalry > Impetuous.
   */
  impetuousTest(dice: Dice, situation: ImpetuousInput): ImpetuousResult;
  /** The rout test when Dm exceed Stamina: original Discipline, one 6 per Rout Point. Rulebook: Shooting > Rout Test. */
  routTest(dice: Dice, situation: RoutTestInput): RoutTestResult;
  /**
   * A commander left alone (a friendly unit destroyed within 6", no other within 6"): rank dice, one 5+, or
   * it takes flight; fewer than two, it stays Exhausted. Rulebook: Command > Commanders and Losses; Leaving a Troop (Coward).
   */
  isolationTest(dice: Dice, situation: CommanderTestInput): IsolationResult;
  /**
   * A commander in the wrong place (contacted by an enemy on its path): rank dice, 5+; none kills it.
   * Rulebook: Command > Commanders and Losses > In the wrong place.
   */
  wrongPlaceTest(dice: Dice, situation: CommanderTestInput): WrongPlaceResult;
}

/** What {@link defineTerciosMorale} takes: an id and a description, and the functions it changes. */
export interface TerciosMoraleParts extends Partial<
  Pick<TerciosMorale, 'orderTest' | 'reactionTest' | 'impetuousTest' | 'routTest' | 'isolationTest' | 'wrongPlaceTest'>
> {
  readonly id: string;
  readonly description: string;
}

/** The functions of the morale contract, which a rebinding must have. */
export const TERCIOS_MORALE_CONTRACT = [
  'orderTest',
  'reactionTest',
  'impetuousTest',
  'routTest',
  'isolationTest',
  'wrongPlaceTest',
] as const;

/**
 * A Tercios morale plugin: the functions given, the rules as written for the rest. Its `mechanics` (what
 * `muster odds` offers) call this plugin's own functions, so a house rule changes the odds too.
 *
 * @example
 * // House rule: a rout test passes on 5+ rather than on 6s.
 * const morale = defineTerciosMorale({
 *   id: 'house/rout-on-5',
 *   description: 'rout test: one 5+ per Rout Point',
 *   routTest: (dice, { unit, routPoints }) => { ... },
 * });
 */
export function defineTerciosMorale(parts: TerciosMoraleParts): TerciosMorale {
  const mechanics: MechanicDefinition[] = [];
  const plugin: TerciosMorale = {
    id: parts.id,
    ruleset: 'tercios',
    description: parts.description,
    mechanics,
    orderTest: parts.orderTest ?? orderTest,
    reactionTest: parts.reactionTest ?? orderTest,
    impetuousTest: parts.impetuousTest ?? impetuousTest,
    routTest: parts.routTest ?? routTest,
    isolationTest: parts.isolationTest ?? isolationTest,
    wrongPlaceTest: parts.wrongPlaceTest ?? wrongPlaceTest,
  };
  mechanics.push(
    orderTestMechanic(plugin),
    reactionTestMechanic(plugin),
    impetuousTestMechanic(plugin),
    routTestMechanic(plugin),
    isolationTestMechanic(plugin),
    wrongPlaceTestMechanic(plugin),
  );
  return Object.freeze(plugin);
}

/** Tercios order, reaction and rout tests as written (bound to `MoralePluginToken` by default). */
export const terciosMoralePlugin: TerciosMorale = defineTerciosMorale({
  id: 'tercios/tests',
  description:
    'Liber Militum: Tercios order, reaction and Impetuous tests (Discipline, one 5+), rout test (one 6 per Rout Point), commanders left alone or in the wrong place (rank, 5+)',
});
