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

const r3 = (v: number) => Math.round(v * 1000) / 1000;
/** To a thousandth of an inch, towards zero: a step so cut is never longer than the one measured. */
const t3 = (v: number) => Math.trunc(v * 1000) / 1000;

/**
 * The destinations offered for a commander's move of up to `inches` from `from` (movement is continuous: a sample, the
 * checks accepting any legal point): its full and half movement in eight directions (east first, counter-clockwise),
 * each step cut to a thousandth of an inch towards `from` (rounded out, a full diagonal would be a hair too long and
 * refused). In the wrong place's move away and Accomplice's move are offered so.
 */
export function commanderMoveSample(from: Vec, inches: number): Vec[] {
  const out: Vec[] = [];
  for (const d of [inches, inches / 2])
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      out.push({ x: r3(from.x + t3(Math.cos(a) * d)), y: r3(from.y + t3(Math.sin(a) * d)) });
    }
  return out;
}
