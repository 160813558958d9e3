import type { MechanicDefinition } from '@muster/core';
import { swordAndPikeCombatPlugin } from '../combat.js';
import { swordAndPikeMoralePlugin } from '../morale.js';

/** An odds mechanic of the default plugins by id (the test knows it exists). */
export function mechanic(id: string): MechanicDefinition {
  const found = [...swordAndPikeCombatPlugin.mechanics, ...swordAndPikeMoralePlugin.mechanics].find((m) => m.id === id);
  if (!found) throw new Error(`no mechanic ${id}`);
  return found;
}
