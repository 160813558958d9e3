import type { TerciosUnit } from '../values/TerciosUnit.js';
import { hasEffect } from '../rules/effectiveRules.js';
import type { Commander } from './AttachedCommander.js';
import { COMMAND_RADIUS, COMMANDER_MOVE } from './commanderRanks.js';

/** The command radius in inches: 6, or 9 with Presence. Rulebook: Command > Common Traits (Presence). */
export function commandRadius(commander: Pick<Commander, 'traits'>): number {
  return commander.traits.includes('presence') ? 9 : COMMAND_RADIUS;
}

/** A commander's move in inches: 6, or 9 with Impetus. Never penalised by terrain (impassable excepted). Rulebook: Command > Activating a Commander. */
export function commanderMove(commander: Pick<Commander, 'traits'>): number {
  return commander.traits.includes('impetus') ? 9 : COMMANDER_MOVE;
}

/**
 * Whether a commander may interact with a unit: the Commander-in-Chief with every unit, other commanders with
 * their own regiment (Reputation: any unit); allied regiments follow the same rules with the one exception that
 * the Commander-in-Chief cannot interact with them, while a Diplomat (C-C or not) interacts with every allied
 * unit; artillery is never affected by a command action.
 * Rulebook: Command; Common Traits (Reputation); Kingdoms (Allies, Diplomat); Artillery > Integral Command.
 */
export function canInteract(
  commander: Pick<Commander, 'traits' | 'commanderInChief'>,
  unit: TerciosUnit,
  relation: { sameRegiment: boolean; allied?: boolean },
  purpose: 'command-action' | 'command' = 'command-action',
): boolean {
  if (purpose === 'command-action' && hasEffect(unit, 'immune-to-command-actions')) return false;
  if (relation.allied) {
    // Diplomat: "a commander with this trait may interact with allied units".
    if (commander.traits.includes('diplomat')) return true;
    // Allies: "All the basic rules then apply, with the one exception that the Commander-in-Chief cannot interact
    // with them" (Reputation on the C-C included: the exception names the C-C, not a trait).
    if (commander.commanderInChief) return false;
  }
  if (commander.commanderInChief || commander.traits.includes('reputation')) return true;
  return relation.sameRegiment;
}

/** How near its artillery a battery's company is in command. Rulebook: Artillery > Integral Command ("6 inches ... or less"). */
export const INTEGRAL_COMMAND_COMPANY_RANGE = 6;

/**
 * Whether a unit counts as under command for its order test: a commander attached, or one within its
 * radius with line of sight (the table measures), or the unit has Integral Command, or it is a company of a
 * battery within 6" of that battery's artillery (`batteryArtilleryDistance`: the gap to the nearest artillery
 * unit of its own regiment that has Integral Command; the table measures).
 * Rulebook: Order Cards > Testing Orders; Attached Commander; Artillery > Integral Command.
 */
export function isUnderCommand(
  unit: TerciosUnit,
  nearest: { distance: number; inSight: boolean; commander: Pick<Commander, 'traits'> } | null,
  batteryArtilleryDistance?: number,
): boolean {
  if (unit.commander) return true;
  if (hasEffect(unit, 'always-in-command')) return true;
  // Rulebook: Integral Command: "The additional units provided with the artillery (companies) also benefit".
  if (
    unit.category === 'company' &&
    batteryArtilleryDistance !== undefined &&
    batteryArtilleryDistance <= INTEGRAL_COMMAND_COMPANY_RANGE
  )
    return true;
  if (!nearest) return false;
  return nearest.inSight && nearest.distance <= commandRadius(nearest.commander);
}
