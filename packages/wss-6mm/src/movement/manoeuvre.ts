/**
 * Inclining: "1" to the flank for each 1" forward/backward" — the flank distance allowed for a move.
 * Rulebook: Manoeuvre.
 */
export function inclineAllowance(forward: number): number {
  return Math.abs(forward);
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
