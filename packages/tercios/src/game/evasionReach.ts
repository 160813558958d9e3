import { add, forwardOf, frontCentre, scale, type Base } from '@muster/core';
import { evasionMove } from '../orders/evasionMove.js';
import type { TerciosOptions } from '../options/options.js';
import { pathTerrain } from '../table/movement.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { BattleState, UnitState } from './State.js';
import { terrainMovement } from './speedOf.js';

/**
 * How far an evasion goes straight ahead of `start` (the unit already turned about). Reactions > Run!: the unit
 * "turns about and moves away"; The Troops > Evasion: "as with a Run! order". Ruling: Terrain under an evasion
 * (option `battle.evasionTerrain`): `open`, its whole Speed++ as on open ground; `as-run`, the longest straight
 * move a Run! move could make there, the worst terrain its front-centre line crosses applying to the whole move
 * (Terrain and Movement), so it may stop short of difficult terrain when that takes it further. Impassable terrain
 * does not shorten the reach here: the move itself (`involuntaryMove`) stops the base before it would cross or enter
 * a piece (Impassable: "no unit may cross or enter it"), as it stops before units and the table edge.
 */
export function evasionReach(
  state: BattleState,
  unit: UnitState,
  rules: TerciosUnit,
  start: Base,
  options: TerciosOptions,
): number {
  // Stryker disable next-line StringLiteral: equivalent — terrainEffect reads a kind it does not name as open ground
  const open = evasionMove(rules, 'open', options).maximum;
  if (options.battle.evasionTerrain === 'open') return open;
  const from = frontCentre(start);
  const line = (inches: number) => pathTerrain(state, unit, from, add(from, scale(forwardOf(start), inches)));
  const allowance = (inches: number) =>
    evasionMove(rules, terrainMovement({ ...line(inches), impassable: null }, options.battle.easyTerrain), options)
      .maximum;
  const candidates = (['easy', 'open', 'difficult', 'very-difficult'] as const).map(
    (t) => evasionMove(rules, t, options).maximum,
  );
  // Up to the edge of the first difficult terrain on the line (the line grows rougher only as it gets longer).
  const rough = (inches: number) => {
    const t = line(inches);
    return t.difficult || t.veryDifficult;
  };
  // Stryker disable next-line ConditionalExpression: equivalent — on a line that is not rough the search adds at most `open`, a candidate already
  if (rough(open)) {
    let [lo, hi] = [0, open];
    // Stryker disable next-line EqualityOperator: equivalent — a 25th halving moves the edge by open / 2^25, under the 1/100" it is floored to
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (rough(mid)) hi = mid;
      else lo = mid;
    }
    candidates.push(Math.floor(lo * 100) / 100);
  }
  // Every candidate is a Speed or a whole number of hundredths, compared exactly with a Speed.
  return Math.max(0, ...candidates.filter((inches) => inches <= allowance(inches)));
}
