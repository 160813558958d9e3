import type { MeleeResult } from './melee.js';
import type { Wss6mmOptions } from '../options/options.js';

/**
 * "If a unit routs or falls back the winning units will pursue … A Horse unit pursuing is always
 * disordered." Written once for the battle and the club companion. Rulebook: Melee > Post Melee.
 *
 * @example
 * pursuerDisordered('horse'); // true
 */
export function pursuerDisordered(arm: 'foot' | 'horse' | 'battery'): boolean {
  return arm === 'horse';
}

/**
 * Whether a unit of a melee pursues an enemy of that melee that routed or fell back, given how its side came out of
 * the melee (`won`: its side took fewer hits; `none`: equal hits). "If a unit routs or falls back the winning units
 * will pursue" (Melee > Post Melee): by default only winners (ruling R53, `meleePursuers: 'winners'`); with `any-unit`
 * every unit still free and unbroken, won or not. Written once for the battle and the club companion.
 *
 * @example
 * pursuesAfterMelee('lost', { meleePursuers: 'winners' }); // false
 */
export function pursuesAfterMelee(result: MeleeResult, options: Pick<Wss6mmOptions, 'meleePursuers'>): boolean {
  return options.meleePursuers === 'any-unit' || result === 'won';
}

/**
 * "If a Foot unit pursues for over 3" it is disordered" (Post Melee): `inches` are all the unit has pursued in its
 * pursuit, over every move it has made (ruling R62: foot may pursue on after a move). Written once for the battle and
 * the club companion.
 *
 * @example
 * footPursuitDisorders(4); // true
 */
export function footPursuitDisorders(inches: number): boolean {
  return inches > 3;
}

/**
 * Whether foot that halt after their one move of pursuit are DISORDERED: "Foot may rally automatically after one move
 * of pursuit. If a Foot unit pursues for over 3" it is disordered" (Post Melee): over 3" by default (ruling R54,
 * `footPursuitHalt: 'over-3'`), or always with `always` ("All units Rallying from any cause will be DISORDERED").
 * Written once for the battle and the club companion.
 *
 * @example
 * footPursuitHaltDisorders(2, { footPursuitHalt: 'over-3' }); // false
 */
export function footPursuitHaltDisorders(inches: number, options: Pick<Wss6mmOptions, 'footPursuitHalt'>): boolean {
  return footPursuitDisorders(inches) || options.footPursuitHalt === 'always';
}
