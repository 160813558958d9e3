import { troopProfile } from '../profiles/troopProfiles.js';
import { baseOf, onTheTable, unitsOverlap } from '../table/unitGeometry.js';
import type { SwordAndPikeState } from './State.js';

/**
 * What must hold in every state: units on the table inside it and never overlapping, figures between 0 and
 * the unit's strength, a brigade allowance never exceeded, heavy guns where they were deployed.
 */
export function battleInvariants(state: SwordAndPikeState): string[] {
  const broken: string[] = [];
  const on = state.units.filter((u) => u.status !== 'removed');
  for (const u of state.units) {
    if (u.figures < 0 || u.figures > u.startFigures) broken.push(`${u.id}: ${u.figures} figures of ${u.startFigures}`);
    if (u.status !== 'removed' && u.figures === 0) broken.push(`${u.id}: on the table with no figures`);
    if ((u.status === 'removed') !== (u.removal !== null))
      broken.push(`${u.id}: removal reason does not match its status`);
    if (u.square && u.troop !== 'pikemen') broken.push(`${u.id}: only pikes form square`);
    if (troopProfile(u.troop).unitFigures === null && u.startFigures > 5)
      broken.push(`${u.id}: a sub-unit of more than 5`);
  }
  on.forEach((u, i) => {
    if (!onTheTable(baseOf(u), state.table)) broken.push(`${u.id}: off the table at (${u.x}, ${u.y})`);
    for (const v of on.slice(i + 1)) if (unitsOverlap(baseOf(u), baseOf(v))) broken.push(`${u.id} overlaps ${v.id}`);
  });
  for (const side of ['A', 'B'] as const) {
    if (state.brigadesMoved[side].length > Math.max(state.initiative[side], 0))
      broken.push(`side ${side} moved more brigades than its 2D6 roll`);
  }
  return broken;
}
