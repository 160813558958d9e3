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
 * Whether a commander may interact with a unit: the Commander-in-Chief with every unit except allied
 * regiments (Diplomat: those too); other commanders with their own regiment (Reputation: any unit);
 * artillery is never affected by a command action. Rulebook: Command; Kingdoms (Allies, Diplomat);
 * Artillery > Integral Command.
 */
export function canInteract(
  commander: Pick<Commander, 'traits' | 'commanderInChief'>,
  unit: TerciosUnit,
  relation: { sameRegiment: boolean; allied?: boolean },
  purpose: 'command-action' | 'command' = 'command-action',
): boolean {
  if (purpose === 'command-action' && hasEffect(unit, 'immune-to-command-actions')) return false;
  if (relation.allied && !commander.traits.includes('diplomat'))
    return relation.sameRegiment && !commander.commanderInChief;
  if (commander.commanderInChief || commander.traits.includes('reputation')) return true;
  return relation.sameRegiment;
}

/**
 * Whether a unit counts as under command for its order test: a commander attached, or one within its
 * radius with line of sight (the table measures), or the unit has Integral Command.
 * Rulebook: Order Cards > Testing Orders; Attached Commander; Artillery > Integral Command.
 */
export function isUnderCommand(
  unit: TerciosUnit,
  nearest: { distance: number; inSight: boolean; commander: Pick<Commander, 'traits'> } | null,
): boolean {
  if (unit.commander) return true;
  if (hasEffect(unit, 'always-in-command')) return true;
  if (!nearest) return false;
  return nearest.inSight && nearest.distance <= commandRadius(nearest.commander);
}
