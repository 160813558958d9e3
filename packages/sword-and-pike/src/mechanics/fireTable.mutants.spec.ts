import { describe, expect, it } from 'vitest';
import { fireTable, fireTableLine, maxRangeOf } from './fireTable.js';

// Killers for the number mutants of fireTable.ts that the row tests left alive (docs/mutation.md): the default
// light gun long range of every entry point, and the lower end of the range guard.

describe('Light gun long range by default (ruling R9)', () => {
  // Rulebook: FIRE > Firing weapon table, "Light Cannon - Long Range - to 24"" (Weapon Ranges says 36"; ruling R9:
  // the table, 24", unless the option says 36").
  it('"Light Cannon - Long Range - to 24"": the table, unasked, ends the light gun at 24"', () => {
    const lightLong = fireTable().find((line) => line.weapon === 'light-cannon' && line.band === 'long');
    expect(lightLong?.maxRange).toBe(24);
  });

  it('a light gun fires at 24" and not at 24.5" when no option is given', () => {
    expect(fireTableLine('light-cannon', 24)?.hitsOn).toEqual([3, 2, 1, 0]);
    expect(fireTableLine('light-cannon', 24.5)).toBeNull();
  });

  it('the greatest range of a light gun is 24" when no option is given, 36" under the option', () => {
    expect(maxRangeOf('light-cannon')).toBe(24);
    expect(maxRangeOf('light-cannon', 36)).toBe(36);
  });
});

describe('The range guard of fireTableLine', () => {
  // "Single Pistols - To 4"": every range from 0" up to 4" is on the line; a negative range is no range at all.
  it('a range under 1" is on the table (pistols at half an inch); a negative range is not', () => {
    expect(fireTableLine('pistol', 0.5)?.hitsOn).toEqual([5, 4, 3, 0]);
    expect(fireTableLine('pistol', 0)?.hitsOn).toEqual([5, 4, 3, 0]);
    expect(fireTableLine('pistol', -0.5)).toBeNull();
  });
});
