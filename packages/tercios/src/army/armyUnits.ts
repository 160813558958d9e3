import { combineOptions, type EffectiveProfile } from '../profiles/applyOptions.js';
import { hasProfile, getProfile } from '../profiles/getProfile.js';
import type { ArmyFile, ArmyUnit, RegimentType } from './ArmyFile.js';

/** Rulebook: The Army > Standard Army Base: "Elite = +15 points. Additional point of discipline = +5 points." */
export const ELITE_COST = { elite: 15, perExtraDiscipline: 5 } as const;

/** A unit of an army file as it takes the table: its effective profile, points and where it sits in the list. */
export interface ResolvedArmyUnit {
  /** Field path in the army file (`regiments[0].units[1]`, `elite`). */
  readonly path: string;
  /** Index of its regiment, or `null` for the Elite unit (under the Commander-in-Chief). */
  readonly regiment: number | null;
  readonly regimentType: RegimentType | 'elite';
  readonly profile: EffectiveProfile;
  readonly points: number;
}

/**
 * The effective profile of one unit entry in its place: options applied (known ones, each once), the Commanded
 * Shot rule for companies of a cavalry regiment ("these companies have the Commanded Shot rule free of
 * charge"), and Elite (+15, +5 per extra Discipline point) for the army's Elite unit. Undefined for an unknown card.
 */
export function resolveUnit(
  entry: ArmyUnit & { extraDiscipline?: number | undefined },
  regimentType: RegimentType | 'elite',
): EffectiveProfile | undefined {
  if (!hasProfile(entry.unit)) return undefined;
  const base = combineOptions(getProfile(entry.unit), entry.options ?? []);
  if (regimentType === 'cavalry-regiment' && base.category === 'company') {
    // Rulebook: The Army > Cavalry Regiment: companies of shooters get Commanded Shot free of charge.
    return { ...base, rules: base.rules.includes('commanded-shot') ? base.rules : [...base.rules, 'commanded-shot'] };
  }
  if (regimentType === 'elite') {
    const extra = entry.extraDiscipline ?? 0;
    return {
      ...base,
      rules: base.rules.includes('elite') ? base.rules : [...base.rules, 'elite'],
      values: { ...base.values, discipline: base.values.discipline + extra },
      points: base.points + ELITE_COST.elite + ELITE_COST.perExtraDiscipline * extra,
    };
  }
  return base;
}

/**
 * Every unit of a (shape-valid) army file with its effective profile, in list order: regiments first, then
 * the Elite unit. Unknown cards are skipped (`validateArmy` reports them).
 *
 * @example
 * armyUnits(SPANISH_EMPIRE_1000).map((u) => `${u.path} ${u.profile.name} ${u.points}`)
 */
export function armyUnits(army: ArmyFile): ResolvedArmyUnit[] {
  const out: ResolvedArmyUnit[] = [];
  army.regiments.forEach((regiment, r) => {
    regiment.units.forEach((entry, u) => {
      const profile = resolveUnit(entry, regiment.type);
      if (profile)
        out.push({
          path: `regiments[${r}].units[${u}]`,
          regiment: r,
          regimentType: regiment.type,
          profile,
          points: profile.points,
        });
    });
  });
  if (army.elite) {
    const profile = resolveUnit(army.elite, 'elite');
    if (profile) out.push({ path: 'elite', regiment: null, regimentType: 'elite', profile, points: profile.points });
  }
  return out;
}
