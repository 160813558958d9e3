import type { ResolveContext } from '@muster/core';
import type { SwordAndPikeCombat } from '../plugins/combat.js';
import type { SwordAndPikeMorale } from '../plugins/morale.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { OfficerState, SwordAndPikeState, UnitState } from './State.js';
import { unitById } from './unitRules.js';

/**
 * What the battle's resolution works with: the state, the dice, `emit`, and the morale and combat plugins the
 * container binds (the rules as written or a house rule). Every morale and combat roll goes through them.
 */
export interface BattleContext extends ResolveContext<SwordAndPikeState, SwordAndPikeEvent> {
  readonly combat: SwordAndPikeCombat;
  readonly morale: SwordAndPikeMorale;
}

/** An officer killed or captured, and where he fell. */
export interface LostOfficer {
  readonly officer: OfficerState;
  readonly x: number;
  readonly y: number;
}

/** The unit as it stands now. */
export const u = (ctx: BattleContext, id: string): UnitState => unitById(ctx.state, id);

/** Removes a unit with no figures left. True if the unit is (now) gone. */
export function removeIfEmpty(ctx: BattleContext, id: string): boolean {
  const unit = u(ctx, id);
  if (unit.status !== 'removed' && unit.figures <= 0) {
    ctx.emit({ type: 'removed', unit: id, reason: 'destroyed' });
    return true;
  }
  return unit.status === 'removed';
}
