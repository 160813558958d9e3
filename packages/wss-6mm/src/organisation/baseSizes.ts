/** An element's base in inches. Rulebook: Organisation > Base Sizes. */
export interface BaseSize {
  readonly frontage: number;
  readonly depth: number;
}

/** The kinds of element the rules size. */
export type ElementKind = 'infantry' | 'horse' | 'field-artillery' | 'battalion-gun';

/**
 * Element base sizes: the standard frontage is 1"; depth by arm; battalion guns 1/2" by 3/4".
 * Rulebook: Organisation > Base Sizes.
 */
export const BASE_SIZES: Readonly<Record<ElementKind, BaseSize>> = {
  infantry: { frontage: 1, depth: 3 / 8 },
  horse: { frontage: 1, depth: 3 / 4 },
  'field-artillery': { frontage: 1, depth: 1 },
  'battalion-gun': { frontage: 1 / 2, depth: 3 / 4 },
};
