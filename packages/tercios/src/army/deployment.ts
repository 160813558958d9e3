import { allRules } from '../profiles/implicitRules.js';
import type { UnitProfile } from '../profiles/UnitProfile.js';

/** A base's frontage and depth. */
export interface BaseSize {
  /** Brevis Editio's name for the base. */
  readonly kind: 'field-square' | 'foot' | 'horse' | 'large-horse' | 'company' | 'artillery';
  readonly widthCm: number;
  readonly depthCm: number;
  /** The same in inches (core geometry works in inches). */
  readonly widthIn: number;
  readonly depthIn: number;
}

const CM_PER_INCH = 2.54;

function size(kind: BaseSize['kind'], widthCm: number, depthCm: number): BaseSize {
  return { kind, widthCm, depthCm, widthIn: widthCm / CM_PER_INCH, depthIn: depthCm / CM_PER_INCH };
}

/**
 * Brevis Editio: "Field Squares 12x12 cm, other foot formations 12x6, Horse 8x4, Large Horse 8x8, Companies 8x4,
 * Artillery 4x4; plus or minus 2-3 cm is acceptable".
 */
export const BASE_SIZES: Readonly<Record<BaseSize['kind'], BaseSize>> = {
  'field-square': size('field-square', 12, 12),
  foot: size('foot', 12, 6),
  horse: size('horse', 8, 4),
  'large-horse': size('large-horse', 8, 8),
  company: size('company', 8, 4),
  artillery: size('artillery', 4, 4),
};

/**
 * The base a unit stands on: a unit with the Square rule is a Field Square; cavalry with Dense formation
 * (the cavalry `dense-formation`/`dense-unit`/`large-unit` options, or the Dense rule) is Large Horse
 * (ruling base-sizes: Brevis names "Large Horse" without saying which units are large).
 */
export function baseSizeFor(profile: Pick<UnitProfile, 'id' | 'category' | 'rules'> & { appliedOptions?: readonly string[] }): BaseSize {
  const rules = allRules(profile);
  switch (profile.category) {
    case 'infantry':
      return rules.includes('square') ? BASE_SIZES['field-square'] : BASE_SIZES.foot;
    case 'company':
      return BASE_SIZES.company;
    case 'artillery':
      return BASE_SIZES.artillery;
    case 'cavalry': {
      const large = rules.includes('dense') || (profile.appliedOptions ?? []).some((o) => ['dense-formation', 'dense-unit', 'large-unit'].includes(o));
      return large ? BASE_SIZES['large-horse'] : BASE_SIZES.horse;
    }
  }
}

/**
 * Brevis Editio deployment: "1D6 decides whether play is across the long or short side (1-4 / 5-6). The higher
 * roller picks a deployment side; zones start 12" from the centre. Players alternate placing a regiment at a
 * time, units within 6" of each other."
 */
export const DEPLOYMENT = {
  /** 1D6: 1-4 across the long side, 5-6 across the short side. */
  longSideOn: [1, 2, 3, 4],
  shortSideOn: [5, 6],
  /** Deployment zones start this far from the centre line, in inches. */
  zoneFromCentreIn: 12,
  /** Units of a regiment are placed within this distance of each other, in inches. */
  regimentSpreadIn: 6,
  /** Players alternate placing one regiment at a time. */
  placement: 'alternate-regiments',
} as const;
