import { baseInside, basesOverlap, hypot } from '@muster/core';
import { liveUnits } from '../table/tableQueries.js';
import type { BattleState } from './State.js';
import { canAct } from './reduce.js';

/**
 * The invariants of a battle state, each broken one as a sentence: values in range, units on the table,
 * no overlapping troops (bases in contact only touch), at most one activation per unit and turn, a turn
 * in the Action phase only while some troop can act. Rulebook: Game Sequence; Movement > Overlap.
 */
export function battleInvariants(state: BattleState): string[] {
  const out: string[] = [];
  const live = liveUnits(state);
  for (const u of state.units) {
    if (!Number.isFinite(u.base.centre.x) || !Number.isFinite(u.base.centre.y) || !Number.isFinite(u.base.facing))
      out.push(`${u.id} has a non-finite position`);
    if (u.wear < 0) out.push(`${u.id} has negative Wear`);
  }
  for (const u of live) {
    if (!baseInside(u.base, state.table, 0.05)) out.push(`${u.id} is off the table`);
    if ((state.activations[u.id] ?? 0) > 1) out.push(`${u.id} activated ${state.activations[u.id]} times this turn`);
  }
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length; j++) {
      const a = live[i]!;
      const b = live[j]!;
      if (a.inBuilding || b.inBuilding) continue;
      // Artillery may be interpenetrated by friends (Overlap > Exceptions).
      if ((a.category === 'artillery' || b.category === 'artillery') && a.side === b.side) continue;
      // Bases whose bounding circles are apart cannot overlap (most pairs): the exact test only for the rest.
      const reach = (hypot(a.base.width, a.base.depth) + hypot(b.base.width, b.base.depth)) / 2;
      if (hypot(a.base.centre.x - b.base.centre.x, a.base.centre.y - b.base.centre.y) > reach + 0.1) continue;
      if (basesOverlap(a.base, b.base, 0.05)) out.push(`${a.id} and ${b.id} overlap`);
    }
  }
  if (
    state.stage === 'action' &&
    !state.acting &&
    !state.reaction &&
    !state.coldBlood &&
    !state.resume &&
    !canAct(state, 'A') &&
    !canAct(state, 'B')
  )
    out.push('the Action phase goes on with no troop able to act');
  // Cold Blood interrupts a command only: no unit acts and no reaction waits meanwhile.
  if (state.coldBlood && (state.acting || state.reaction || state.stage !== 'action'))
    out.push('a Cold Blood decision is pending outside a command');
  if (state.points.A < 0 || state.points.B < 0) out.push('negative victory points');
  return out;
}
