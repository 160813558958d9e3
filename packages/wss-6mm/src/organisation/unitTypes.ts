import type { Wss6mmOptions } from '../options/options.js';
import type { Casualty } from './conditions.js';

/** Tactics codes. Rulebook: Organisation > Tactics. */
export type Tactics = 'PF1' | 'PF2' | 'RF' | 'S' | 'P';

/** The arm of a unit. */
export type Arm = 'foot' | 'horse';

/** One row of the Unit Organisation table. */
export interface UnitType {
  /** Kebab-case id used in army files, e.g. `british-foot`. */
  readonly id: string;
  readonly arm: Arm;
  /** Nationalities as printed. */
  readonly nationalities: readonly string[];
  readonly tactics: Tactics;
  readonly elements: number;
  /** The printed BLOODED figure. */
  readonly blooded: number;
  /** The printed DISTRESSED figure. */
  readonly distressed: number;
  /** Ranks in line (PF1 one, the rest two; horse 2 by 2). */
  readonly ranks: number;
}

/**
 * The Unit Organisation table, as printed. Rulebook: Organisation > Unit Organisation; Tactics.
 * "Horse: Other" is given the id `other-horse`.
 */
export const UNIT_TYPES: readonly UnitType[] = [
  {
    id: 'british-foot',
    arm: 'foot',
    nationalities: ['British'],
    tactics: 'PF1',
    elements: 4,
    blooded: 2,
    distressed: 1,
    ranks: 1,
  },
  {
    id: 'dutch-foot',
    arm: 'foot',
    nationalities: ['Dutch'],
    tactics: 'PF2',
    elements: 8,
    blooded: 2,
    distressed: 4,
    ranks: 2,
  },
  {
    id: 'allied-foot',
    arm: 'foot',
    nationalities: ['Danish', 'Prussian', 'German', 'Portuguese', 'Spanish'],
    tactics: 'RF',
    elements: 8,
    blooded: 2,
    distressed: 4,
    ranks: 2,
  },
  {
    id: 'french-foot',
    arm: 'foot',
    nationalities: ['French', 'Bavarian', 'Imperial'],
    tactics: 'RF',
    elements: 10,
    blooded: 3,
    distressed: 5,
    ranks: 2,
  },
  {
    id: 'irish-foot',
    arm: 'foot',
    nationalities: ['Irish'],
    tactics: 'RF',
    elements: 6,
    blooded: 2,
    distressed: 4,
    ranks: 2,
  },
  {
    id: 'british-dutch-horse',
    arm: 'horse',
    nationalities: ['British', 'Dutch'],
    tactics: 'S',
    elements: 4,
    blooded: 1,
    distressed: 2,
    ranks: 2,
  },
  {
    id: 'other-horse',
    arm: 'horse',
    nationalities: ['Other'],
    tactics: 'P',
    elements: 4,
    blooded: 1,
    distressed: 2,
    ranks: 2,
  },
];

/** The unit type with this id, or undefined. */
export function unitType(id: string): UnitType | undefined {
  return UNIT_TYPES.find((t) => t.id === id);
}

/**
 * Elements lost at which the unit becomes BLOODED and DISTRESSED.
 *
 * The printed figures read as elements lost for every row but British PF1 (2 / 1, where Distressed
 * would come before Blooded). Ruling R6: by default read as transposed (1 / 2, i.e. 25% / 50% like every
 * 4-element unit); `britishThresholds: 'remaining'` reads them as elements remaining (2 and 3 lost).
 */
export function lossThresholds(
  type: UnitType,
  options: Pick<Wss6mmOptions, 'britishThresholds'>,
): { blooded: number; distressed: number } {
  if (type.blooded > type.distressed) {
    return options.britishThresholds === 'transposed'
      ? { blooded: type.distressed, distressed: type.blooded }
      : { blooded: type.elements - type.blooded, distressed: type.elements - type.distressed };
  }
  return { blooded: type.blooded, distressed: type.distressed };
}

/**
 * The casualty condition of a unit of `type` that has lost `lost` elements.
 * Rulebook: Organisation > Unit Organisation (BLOODED, DISTRESSED columns).
 */
export function casualtyCondition(
  type: UnitType,
  lost: number,
  options: Pick<Wss6mmOptions, 'britishThresholds'>,
): Casualty {
  const t = lossThresholds(type, options);
  if (lost >= t.distressed) return 'distressed';
  if (lost >= t.blooded) return 'blooded';
  return 'fresh';
}

/** Front-rank elements of a unit in line: all elements divided by its ranks (rounded up). */
export function frontRankElements(type: UnitType, remaining: number): number {
  return Math.ceil(remaining / type.ranks);
}
