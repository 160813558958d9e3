import type { Dice, MechanicDefinition, MoralePlugin } from '@muster/core';
import { routTest, type RoutTestInput, type RoutTestResult } from '../mechanics/routTest.js';
import { impetuousTest, type ImpetuousInput, type ImpetuousResult } from '../orders/impetuousTest.js';
import type { ReactionKind } from '../orders/OrderCard.js';
import { orderTest, type OrderTestInput, type OrderTestResult } from '../orders/orderTest.js';
import { impetuousTestMechanic, orderTestMechanic, reactionTestMechanic, routTestMechanic } from './moraleOdds.js';

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
}

/** What {@link defineTerciosMorale} takes: an id and a description, and the functions it changes. */
export interface TerciosMoraleParts extends Partial<Pick<TerciosMorale, 'orderTest' | 'reactionTest' | 'impetuousTest' | 'routTest'>> {
  readonly id: string;
  readonly description: string;
}

/** The functions of the morale contract, which a rebinding must have. */
export const TERCIOS_MORALE_CONTRACT = ['orderTest', 'reactionTest', 'impetuousTest', 'routTest'] as const;

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
  };
  mechanics.push(orderTestMechanic(plugin), reactionTestMechanic(plugin), impetuousTestMechanic(plugin), routTestMechanic(plugin));
  return Object.freeze(plugin);
}

/** Tercios order, reaction and rout tests as written (bound to `MoralePluginToken` by default). */
export const terciosMoralePlugin: TerciosMorale = defineTerciosMorale({
  id: 'tercios/tests',
  description: 'Liber Militum: Tercios order, reaction and Impetuous tests (Discipline, one 5+) and rout test (one 6 per Rout Point)',
});
