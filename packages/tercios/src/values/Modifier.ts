import type { ValueName } from './ValueName.js';

/**
 * One reason a value changes. `steps` are bonuses (+1 for "+", +2 for "++") or penalties (-1, -2);
 * `virtue` points are added after the bonuses and penalties (Rulebook: Command > Virtues).
 * `source` says why, in the rules' words ("Assault! order", "Weary").
 */
export interface Modifier {
  readonly value: ValueName;
  readonly steps?: number;
  readonly virtue?: number;
  readonly source: string;
}

/** A bonus (+) to `value`, or `steps` bonuses. */
export function bonus(value: ValueName, source: string, steps = 1): Modifier {
  return { value, steps, source };
}

/** A penalty (-) to `value`, or `steps` penalties. */
export function penalty(value: ValueName, source: string, steps = 1): Modifier {
  return { value, steps: -steps, source };
}

/** A virtue point: +`points` added after the bonuses and penalties. */
export function virtuePoint(value: ValueName, source: string, points = 1): Modifier {
  return { value, virtue: points, source };
}
