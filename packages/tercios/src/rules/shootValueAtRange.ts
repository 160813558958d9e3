import type { TerciosUnit } from '../values/TerciosUnit.js';
import { normaliseWeaponId, weaponRulesOf, type WeaponRule } from './weaponRules.js';

/** The base Shoot value a unit fires with at a range, and the weapon that decides the defence used. */
export interface ShootAtRange {
  readonly shoot: number;
  readonly weapon: WeaponRule;
  /** Which number of a split Shoot applies: `near` (first), `far` (second) or `single`. */
  readonly band: 'near' | 'far' | 'single';
  /** The longest range of the unit's shooting weapons. */
  readonly maxRange: number;
}

/** Range of the near band of an Arquebus/Musket unit. Rulebook: Armament > Arquebus/Musket. */
export const ARQUEBUS_MUSKET_NEAR_BAND = 8;

/**
 * The Shoot value at `range` inches, or null when out of range or without a shooting weapon.
 * Ruling "Split Shoot values": for Arquebus/Musket the first value applies up to 8", the second from over 8"
 * to 12" (Rulebook: Armament > Arquebus/Musket); for other units with two shooting weapons of different
 * ranges, the first value up to the shorter range, the second beyond it; with one weapon, the first value.
 *
 * @example
 * shootValueAtRange(tercio, 10)?.shoot; // 2 (Shoot 3/2, muskets alone)
 */
export function shootValueAtRange(unit: TerciosUnit, range: number): ShootAtRange | null {
  const arsenal = shootingArsenal(unit.weapons);
  if (!arsenal) return null;
  const { byRange, longest, shortest, maxRange, arquebusMusket } = arsenal;
  if (range > maxRange || range < 0) return null;
  const shoot = unit.values.shoot;
  if (typeof shoot === 'number') {
    const weapon = byRange.find((w) => (w.range ?? 0) >= range) ?? longest;
    return { shoot, weapon, band: 'single', maxRange };
  }
  const [near, far] = shoot;
  if (arquebusMusket) {
    return range <= ARQUEBUS_MUSKET_NEAR_BAND
      ? { shoot: near, weapon: longest, band: 'near', maxRange }
      : { shoot: far, weapon: longest, band: 'far', maxRange };
  }
  if ((shortest.range ?? 0) < maxRange) {
    return range <= (shortest.range ?? 0)
      ? { shoot: near, weapon: shortest, band: 'near', maxRange }
      : { shoot: far, weapon: longest, band: 'far', maxRange };
  }
  return { shoot: near, weapon: longest, band: 'near', maxRange };
}

interface Arsenal {
  readonly byRange: readonly WeaponRule[];
  readonly longest: WeaponRule;
  readonly shortest: WeaponRule;
  readonly maxRange: number;
  readonly arquebusMusket: boolean;
}

// Weapon lists are shared by every state of a unit, so their shooting weapons are worked out once per list.
const ARSENALS = new WeakMap<readonly string[], Arsenal | null>();

function shootingArsenal(weaponIds: readonly string[]): Arsenal | null {
  let arsenal = ARSENALS.get(weaponIds);
  if (arsenal !== undefined) return arsenal;
  const byRange = weaponRulesOf(weaponIds)
    .filter((w) => w.range !== undefined)
    .sort((a, b) => (a.range ?? 0) - (b.range ?? 0));
  const longest = byRange[byRange.length - 1];
  const shortest = byRange[0];
  arsenal =
    longest && shortest
      ? {
          byRange,
          longest,
          shortest,
          maxRange: longest.range ?? 0,
          arquebusMusket: weaponIds.some((id) => normaliseWeaponId(id) === 'arquebus-musket'),
        }
      : null;
  ARSENALS.set(weaponIds, arsenal);
  return arsenal;
}
