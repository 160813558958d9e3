/** One unit (profile, troop type) as a ruleset package's data gives it: an object with an `id`. */
export type UnitData = Readonly<Record<string, unknown>> & { readonly id: string };

/**
 * The exports a ruleset package's unit data is read from, in order: `units` (the name for a third-party
 * module), then the shipped packages' own (Tercios' `PROFILES`, The Sword and the Pike's `TROOP_PROFILES`,
 * 6mm WSS's `UNIT_TYPES`). An array or a record of objects, each with a string `id`.
 */
export const UNIT_EXPORTS = ['units', 'PROFILES', 'TROOP_PROFILES', 'UNIT_TYPES'] as const;

const isUnit = (u: unknown): u is UnitData =>
  typeof u === 'object' && u !== null && typeof (u as { id?: unknown }).id === 'string';

/** The unit data a module exports (see {@link UNIT_EXPORTS}), or undefined. */
export function unitDataOf(namespace: Readonly<Record<string, unknown>>): readonly UnitData[] | undefined {
  for (const name of UNIT_EXPORTS) {
    const value = namespace[name];
    const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [];
    if (list.length > 0 && list.every(isUnit)) return list;
  }
  return undefined;
}
