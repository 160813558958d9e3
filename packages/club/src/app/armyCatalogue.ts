import { getProfile, hasProfile, PROFILES, type ArmyFile } from '@muster/tercios';
import { armyUnits } from '@muster/tercios/mechanics';
import { TROOP_PROFILES } from '@muster/sword-and-pike';
import { UNIT_TYPES } from '@muster/wss-6mm';
import type { ClubRulesetId } from '../model/ClubSchemas.js';

type JsonObject = Record<string, unknown>;

/** A unit the ruleset's data offers to an army: its points (null where the rules have no points) and profile. */
export interface CatalogueEntry {
  readonly id: string;
  readonly name: string;
  readonly points: number | null;
  /** The profile in a line, in the rulebook's words. */
  readonly profile: string;
}

/** One unit of the list being built, where it sits (`regiments[0].units[1]`) and what it costs. */
export interface RosterUnit {
  readonly path: string;
  readonly index: number;
  readonly name: string;
  readonly profile: string;
  readonly points: number | null;
}

/** A regiment (Tercios) or brigade and its units. */
export interface RosterGroup {
  readonly index: number;
  readonly name: string;
  readonly units: readonly RosterUnit[];
}

/** The list's groups: Tercios regiments, or brigades. */
const groupsKey = (ruleset: ClubRulesetId): 'regiments' | 'brigades' =>
  ruleset === 'tercios' ? 'regiments' : 'brigades';

/**
 * The units a ruleset's data offers, with points where the rules have them (Tercios' profile cards) and
 * their profiles: The Sword and the Pike's troop types, 6mm WSS's Unit Organisation table and field batteries.
 */
export function catalogueOf(ruleset: ClubRulesetId): CatalogueEntry[] {
  switch (ruleset) {
    case 'tercios':
      return PROFILES.map((p) => ({
        id: p.id,
        name: p.name,
        points: p.points,
        profile: `${p.category}; ${Object.entries(p.values)
          .map(([k, v]) => `${k} ${[v].flat().map(String).join('/')}`)
          .join(', ')}`,
      }));
    case 'sword-and-pike':
      return TROOP_PROFILES.map((p) => ({
        id: p.id,
        name: p.name,
        points: null,
        profile: `${p.unitFigures} figures in companies of ${p.companySize}${p.weapons.length > 0 ? `; ${p.weapons.join(', ')}` : ''}`,
      }));
    case 'wss-6mm':
      return [
        ...UNIT_TYPES.map((t) => ({
          id: t.id,
          name: `${t.nationalities.join('/')} ${t.arm}`,
          points: null,
          profile: `${t.elements} elements, ${t.tactics}; BLOODED at ${t.blooded} left, DISTRESSED at ${t.distressed}`,
        })),
        { id: 'field-battery', name: 'Field battery', points: null, profile: '1 to 3 guns; four hits per gun' },
      ];
  }
}

const objectAt = (value: unknown): JsonObject | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : null;
const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
/** A field's text where it is a string or number, else the fallback. */
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

/** The list's groups and units with their points (Tercios: the ruleset's own `armyUnits`), for the builder and the printed roster. */
export function rosterOf(ruleset: ClubRulesetId, army: unknown): RosterGroup[] {
  const root = objectAt(army);
  if (!root) return [];
  const key = groupsKey(ruleset);
  let points = new Map<string, number>();
  if (ruleset === 'tercios') {
    try {
      points = new Map(armyUnits(army as ArmyFile).map((u) => [u.path, u.points]));
    } catch {
      // A list too malformed to price: the validator's problems say why.
    }
  }
  return listAt(root[key]).map((g, index) => {
    const group = objectAt(g) ?? {};
    const units = listAt(group.units).map((u, i): RosterUnit => {
      const unit = objectAt(u) ?? {};
      const path = `${key}[${index}].units[${i}]`;
      const id = text(unit.unit ?? unit.troop ?? unit.type, '');
      const name = ruleset === 'tercios' ? (hasProfile(id) ? getProfile(id).name : id) : text(unit.name, id || 'unit');
      const size =
        ruleset === 'sword-and-pike'
          ? ` · ${text(unit.figures, '?')} figures`
          : ruleset === 'wss-6mm'
            ? ` · ${text(unit.elements ?? unit.guns, '?')} ${unit.guns !== undefined ? 'guns' : 'elements'}`
            : '';
      return { path, index: i, name, profile: `${id}${size}`, points: points.get(path) ?? null };
    });
    return { index, name: text(group.name ?? group.type, `group ${index + 1}`), units };
  });
}

/** A unit id not yet taken in the list (`pikemen`, `pikemen-2`...). */
function freeId(root: JsonObject, key: string, base: string): string {
  const taken = new Set(
    listAt(root[key]).flatMap((g) => listAt(objectAt(g)?.units).map((u) => text(objectAt(u)?.id, ''))),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** The list with one unit of the catalogue added to group `group` (a new list: the old one is untouched). */
export function withUnit(ruleset: ClubRulesetId, army: unknown, group: number, entryId: string): unknown {
  const root = structuredClone(objectAt(army) ?? {});
  const key = groupsKey(ruleset);
  const target = objectAt(listAt(root[key])[group]);
  if (!target) return root;
  let unit: JsonObject;
  if (ruleset === 'tercios') unit = { unit: entryId };
  else if (ruleset === 'sword-and-pike') {
    const p = TROOP_PROFILES.find((x) => x.id === entryId);
    if (!p) return root;
    unit = { id: freeId(root, key, p.id), name: p.name, troop: p.id, figures: p.unitFigures };
  } else if (entryId === 'field-battery')
    unit = {
      id: freeId(root, key, 'battery'),
      name: 'Field battery',
      type: 'field-battery',
      nationality: 'British',
      guns: 1,
    };
  else {
    const t = UNIT_TYPES.find((x) => x.id === entryId);
    if (!t) return root;
    const nationality = t.nationalities[0] ?? 'British';
    unit = {
      id: freeId(root, key, t.id),
      name: `${nationality} ${t.arm}`,
      type: t.id,
      nationality,
      elements: t.elements,
    };
  }
  target.units = [...listAt(target.units), unit];
  return root;
}

/** The list without unit `unit` of group `group`. */
export function withoutUnit(ruleset: ClubRulesetId, army: unknown, group: number, unit: number): unknown {
  const root = structuredClone(objectAt(army) ?? {});
  const target = objectAt(listAt(root[groupsKey(ruleset)])[group]);
  if (target) target.units = listAt(target.units).filter((_, i) => i !== unit);
  return root;
}
