import type { Order } from '../profiles/TroopType.js';
import type { TargetClass } from './fireTable.js';

/** What the fire table's target classification reads of a target. */
export interface FireTarget {
  readonly order: Order;
  /** Pikes in square (Class I, ruling R3). */
  readonly square?: boolean;
  /** Artillerists: "takes 2 hits to mark one figure". */
  readonly artillery: boolean;
  /** In woods, buildings, behind stone walls or hedges ("Cover"). */
  readonly inCover?: boolean;
  /** In trenches, earthworks or a town arrayed for defence ("Field Works"). */
  readonly inFieldWorks?: boolean;
}

/** The class each category reads (ruling R3, option `targetClasses`). */
export interface TargetClasses {
  readonly closed: number;
  readonly open: number;
  readonly skirmish: number;
  readonly cover: number;
  readonly fieldWorks: number;
}

/**
 * The fire-table class of a target and whether it takes 2 hits per figure. Rulebook: FIRE > Target classifications
 * (closed order, open order, skirmishers and artillerists, cover, field works); ruling R3: four classes for five
 * categories, field works and cover before order, skirmishers and artillerists in cover still need 2 hits per figure.
 * The battle (`targetClassOf`) and the club companion's fire form both ask this.
 *
 * @example
 * targetClassFor({ order: 'closed', artillery: false }, { closed: 1, open: 2, skirmish: 2, cover: 3, fieldWorks: 4 })
 * // { targetClass: 1, skirmish: false }
 */
export function targetClassFor(
  target: FireTarget,
  classes: TargetClasses,
): { targetClass: TargetClass; skirmish: boolean } {
  const skirmish = target.order === 'skirmish' || target.artillery;
  let cls: number;
  if (target.inFieldWorks === true) cls = classes.fieldWorks;
  else if (target.inCover === true) cls = classes.cover;
  else if (skirmish) cls = classes.skirmish;
  else cls = target.order === 'closed' || target.square === true ? classes.closed : classes.open;
  return { targetClass: cls as TargetClass, skirmish };
}
