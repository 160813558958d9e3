import type { UnitCategory, UnitDefence, UnitValues } from '../profiles/UnitProfile.js';
import type { AttachedCommander } from '../command/AttachedCommander.js';
import type { TraitId } from '../command/traits.js';
import type { VirtueId } from '../command/virtues.js';

/**
 * A troop unit as the mechanics see it: a profile (any `UnitProfile` fits) plus its state on the table.
 * Wear is the number of Dm markers; `disordered` the Disorder marker. Rulebook: Components > Status Markers.
 */
export interface TerciosUnit {
  readonly name: string;
  readonly category: UnitCategory;
  readonly values: UnitValues;
  readonly defence: UnitDefence;
  /** Weapon ids (see `WEAPON_RULES`). */
  readonly weapons: readonly string[];
  /** Special-rule ids (see `TROOP_RULES`); aliases such as `dense` are accepted. */
  readonly rules: readonly string[];
  /** Dm markers (default 0). */
  readonly wear?: number;
  readonly disordered?: boolean;
  /** Artillery with horse teams: hitched (moves at the second Speed, may not shoot). */
  readonly hitched?: boolean;
  /** The commander attached to this unit, if any: its virtues apply, and its automatic traits. */
  readonly commander?: AttachedCommander;
  /** Automatic traits of commanders whose command radius covers this unit (Imperturbable, Prepared, Wealthy). */
  readonly inRadiusOf?: readonly TraitId[];
  /** A virtue applied through the Inspiring trait until the opponent's next activation. */
  readonly inspiredBy?: VirtueId;
}
