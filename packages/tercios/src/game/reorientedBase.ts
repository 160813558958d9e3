import { pivot, type Base } from '@muster/core';
import type { UnitState } from './State.js';

/**
 * Reorientation: the front centre is brought to another centre of the base. (Its own file: activation and
 * the reactions both use it, and neither imports the other for it.) Rulebook: Movement > Reorientation.
 */
export function reorientedBase(unit: UnitState, to: 'left' | 'right' | 'rear'): Base {
  const angle = to === 'left' ? Math.PI / 2 : to === 'right' ? -Math.PI / 2 : Math.PI;
  return pivot(unit.base, angle, 'centre');
}
