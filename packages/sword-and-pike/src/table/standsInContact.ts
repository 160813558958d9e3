import { ranksThatFight } from '../profiles/ranksThatFight.js';
import type { UnitState } from '../game/State.js';
import type { ChargeAspect } from './chargeAspect.js';
import { footprint, formation, standSize } from './unitGeometry.js';

type Formed = Pick<UnitState, 'troop' | 'figures' | 'frontage'> & Partial<Pick<UnitState, 'order'>>;

/**
 * How many of a front of `front` stands, each `standWidth` inches wide, meet an edge `edgeLength` inches long
 * when the front is squared up to it (ruling R24): a front that fits meets it with every stand; a wider front
 * is centred on the edge and meets it with the stands that overlap it.
 *
 * @example
 * frontStandsOnEdge(4, 2, 1) // 2: an 8" front centred on a 1" edge touches the two middle stands
 */
export function frontStandsOnEdge(front: number, standWidth: number, edgeLength: number): number {
  // The front centred on the edge: a stand meets it when it overlaps it (every stand, when the front fits).
  const left = -(front * standWidth) / 2;
  let n = 0;
  for (let k = 0; k < front; k++) {
    const a = left + k * standWidth;
    const b = a + standWidth;
    // Stryker disable next-line EqualityOperator: equivalent — no stand of 1" or 2" overlaps an edge by exactly 1e-9"
    if (Math.min(b, edgeLength / 2) - Math.max(a, -edgeLength / 2) > 1e-9) n += 1;
  }
  return n;
}

/**
 * The stands of a unit that fight in a close combat (ruling R44). Rulebook: ORDER — "only 2 ranks may fight in
 * close combat" (pikes in closed order 4: {@link ranksThatFight}); Close Combat D — "fight individual stands in combat". Against the front (R31): the
 * front rank's stands times the ranks that fight. A unit attacked on a flank fights with the stands on that
 * flank — one a rank — and as many files behind them as ranks may fight; attacked in the rear, with its rear
 * rank and the ranks that may fight behind it. A charger on a flank or the rear fights with its front stands
 * that meet that edge of the target (squared up: {@link frontStandsOnEdge}) times its fighting ranks. With
 * `mode: 'as-front'` every unit fights as against the front (the earlier reading); by default, `in-contact`.
 *
 * @example
 * standsFighting(arquebusLine, 'defender', 'flank', gendarmes) // a line 4 stands wide, 1 deep: 1 x min(4, 2) = 2
 */
export function standsFighting(
  unit: Formed,
  role: 'attacker' | 'defender',
  aspect: ChargeAspect,
  enemy: Formed,
  mode?: 'in-contact' | 'as-front',
): number {
  const { front, ranks } = formation(unit);
  const deep = ranksThatFight(unit.troop, unit.order);
  const asFront = front * Math.min(ranks, deep);
  if (aspect === 'front' || mode === 'as-front') return asFront;
  if (role === 'defender') return aspect === 'flank' ? ranks * Math.min(front, deep) : asFront;
  const edge = footprint(enemy);
  const length = aspect === 'flank' ? edge.depth : edge.width;
  return frontStandsOnEdge(front, standSize(unit).w, length) * Math.min(ranks, deep);
}
