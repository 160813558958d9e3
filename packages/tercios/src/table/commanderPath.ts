import { lineOfSight, type Vec } from '@muster/core';
import type { BattleState } from '../game/State.js';
import type { Side } from '../game/Scenario.js';
import { blockersFor } from './lineOfFire.js';
import { unbridged } from './movement.js';
import { liveUnits } from './tableQueries.js';

/**
 * Why a commander of `side` may not move straight from `from` to `to`, or null. Rulebook: Command >
 * Activating a Commander: "A commander may pass through friendly units as long as no overlap is found at the
 * end of the movement"; impassable terrain "it must go around" (a river is crossed at its bridges and fords).
 * Enemy units bar its way (Movement > Overlap: units are not passed through; the commander exception is for
 * friendly units).
 */
export function commanderPathProblem(
  state: BattleState,
  side: Side,
  from: Vec,
  to: Vec,
  /** Units passed through besides the friends (In the wrong place: the enemy unit it moves away from). */
  // Stryker disable next-line ArrayDeclaration: equivalent — no unit is named as Stryker's placeholder
  through: readonly string[] = [],
): string | null {
  // A river crossed at a bridge or ford does not bar the way, as for troops (Scenery Elements > Bridge, Ford).
  const impassable = unbridged(
    state,
    state.terrain.filter((t) => t.features.includes('impassable')),
    from,
    to,
  );
  const friends = [...liveUnits(state, side).map((u) => u.id), ...through];
  const los = lineOfSight(from, to, blockersFor(state, friends, impassable), { gap: 0 });
  if (los.clear) return null;
  const enemy = liveUnits(state).find((u) => u.id === los.blockedBy);
  return enemy
    ? `the enemy ${enemy.name} is in the way: a commander passes through friendly units only`
    : 'impassable terrain is in the way';
}
