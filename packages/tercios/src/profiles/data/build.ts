import type { SplitValue, UnitDefence, UnitOption, UnitValues } from '../UnitProfile.js';

// Small constructors so the data files read like the printed tables. The result is validated by
// UnitProfileSchema at import (see PROFILES.ts), so nothing here needs to be trusted.

/** Values in the printed column order: Mvt, Melee, Shoot, Discipline, Courage, Stamina. */
export function values(
  speed: SplitValue,
  melee: number,
  shoot: SplitValue,
  discipline: number,
  courage: number,
  stamina: number,
): UnitValues {
  return { speed, melee, shoot, discipline, courage, stamina };
}

/** Defences in the printed column order: against infantry, cavalry, volleys (salvo), balls. */
export function defence(infantry: number, cavalry: number, salvo: number, ball: number): UnitDefence {
  return { infantry, cavalry, salvo, ball };
}

type OptionExtras = Omit<UnitOption, 'id' | 'name' | 'points' | 'source'>;

/** An option printed in the rulebook. */
export function rulebookOption(id: string, name: string, points: number, extras: OptionExtras = {}): UnitOption {
  return { id, name, points, source: 'rulebook', ...extras };
}

/** An option from the community transcription (tercios-community-profiles.md, table 2b). */
export function communityOption(id: string, name: string, points: number, extras: OptionExtras = {}): UnitOption {
  return { id, name, points, source: 'community', ...extras };
}
