import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import type { Modifier } from '../values/Modifier.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { hasEffect } from './effectiveRules.js';

/** Terrain movement types. Rulebook: Terrain and Movement. */
export type TerrainMovement = 'open' | 'easy' | 'difficult' | 'very-difficult' | 'impassable';

/**
 * What a terrain crossed by the front centre does to a unit: Speed steps (ruling "Terrain and movement":
 * Difficult and Very difficult Speed -, Easy Speed +, as `terrainSpeed`), Disorder for Very difficult,
 * refusal for Impassable. Skirmishers ignore difficult and very difficult terrain; Light treats very
 * difficult as difficult. Rulebook: Terrain and Movement; The Troops (Skirmishers, Light).
 */
export function terrainEffect(
  unit: TerciosUnit,
  terrain: TerrainMovement,
  options: Pick<TerciosOptions, 'terrainSpeed'> = DEFAULT_TERCIOS_OPTIONS,
): { passable: boolean; modifiers: Modifier[]; disorders: boolean } {
  if (terrain === 'impassable') return { passable: false, modifiers: [], disorders: false };
  let kind = terrain;
  if ((kind === 'difficult' || kind === 'very-difficult') && hasEffect(unit, 'ignores-difficult-terrain'))
    kind = 'open';
  if (kind === 'very-difficult' && hasEffect(unit, 'very-difficult-as-difficult')) kind = 'difficult';
  const steps =
    kind === 'difficult'
      ? options.terrainSpeed.difficult
      : kind === 'very-difficult'
        ? options.terrainSpeed.veryDifficult
        : kind === 'easy'
          ? options.terrainSpeed.easy
          : 0;
  const modifiers: Modifier[] = steps === 0 ? [] : [{ value: 'speed', steps, source: `${kind} terrain` }];
  return { passable: true, modifiers, disorders: kind === 'very-difficult' };
}
