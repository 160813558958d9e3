import type { MechanicDefinition } from '@muster/core';
import { terciosCombatPlugin } from './combat.js';
import { terciosMoralePlugin } from './morale.js';

/**
 * The odds mechanics of the rules as written: the default combat plugin's (`shoot`, `melee`,
 * `resistance-test`) then the default morale plugin's (`order-test`, `reaction-test`, `impetuous-test`,
 * `rout-test`, `isolation-test`, `wrong-place-test`). A game
 * or `muster odds` with a house rule bound lists its plugins' instead (core's `mechanicsOf`).
 *
 * @example
 * // muster odds tercios shoot --shooter tercio --target musketeer-company --range 6
 * enumerate((dice) => terciosMechanics[0]!.run(dice, params));
 */
export const terciosMechanics: readonly MechanicDefinition[] = [
  ...terciosCombatPlugin.mechanics,
  ...terciosMoralePlugin.mechanics,
];
