import { hypot } from '@muster/core';

/** An incline in the unit's own frame, per inch of the rolled move. */
export interface InclineShares {
  /** Inches along the unit's facing: positive forward, negative backward. */
  readonly forward: number;
  /** Inches to the unit's right (negative: to its left). */
  readonly flank: number;
  /** Inches of the diagonal path the unit moves along. */
  readonly length: number;
}

/**
 * Inclining: "Units may incline as they march, 1" to the flank for each 1" forward/backward." Each inch of the rolled
 * move is shared between forward (or, `backward`, backward) and flank, `forwardShare` of it along the facing (ruling
 * R23: 0.5 by default, 1" to the flank for each 1" forward or backward); the unit moves along the diagonal.
 * Rulebook: Manoeuvre.
 */
export function inclineShares(forwardShare: number, dir: 'left' | 'right', backward: boolean): InclineShares {
  const flank = 1 - forwardShare;
  return {
    forward: (backward ? -1 : 1) * forwardShare,
    flank: (dir === 'left' ? -1 : 1) * flank,
    length: hypot(forwardShare, flank),
  };
}

/**
 * Which way an incline goes, in the words of the log ("inclines left backwards") and of the decisions ("incline
 * right"): the flank, and "backwards" when it inclines while moving backwards (ruling R23).
 */
export function inclineWay(dir: 'left' | 'right', backward: boolean): string {
  return backward ? `${dir} backwards` : dir;
}

/** How a wheel is made. */
export interface WheelResult {
  /** Inches of the move usable for the wheel, measured by the outside man. */
  readonly distance: number;
  /** True when the wheel disorders the unit. */
  readonly disorders: boolean;
}

/**
 * Wheeling on the outside man. "Foot wheeling do so at half speed, or they may do so at full speed and
 * become disordered, this must be decided BEFORE the dice are thrown. Disordered Units may only wheel at
 * half speed." Horse wheel at full speed. Rulebook: Manoeuvre.
 */
export function wheel(arm: 'foot' | 'horse', move: number, fullSpeed: boolean, disordered: boolean): WheelResult {
  if (disordered || (arm === 'foot' && !fullSpeed)) return { distance: move / 2, disorders: false };
  return { distance: move, disorders: arm === 'foot' };
}

/** "Foot may not manoeuvre and Fire." Rulebook: Manoeuvre. */
export function mayFireAfter(arm: 'foot' | 'horse', manoeuvred: boolean): boolean {
  return !(arm === 'foot' && manoeuvred);
}
