import { describe, expect, it } from 'vitest';
import { fireTable, fireTableLine } from './fireTable.js';

// Rulebook: FIRE > Firing weapon table. Each printed line names its range band ("Short range", "Long range", or a
// single "To 12"" with "No short range" under Weapon Ranges); `fireTable` keeps it as `band` ('only' for a single
// band). Riflemen use the arquebus lines at double range (RIFLEMEN: "Range double that of an arquebus", ruling R16).
// Each line is read back through `fireTableLine` at the far end of its band, so a band is pinned to its own line.

describe('the Firing weapon table: the range band each line names', () => {
  it.each([
    ['Arquebus - Short range - 12" or less', 'arquebus', 12, 'short'],
    ['Arquebus - Long range - to 18"', 'arquebus', 18, 'long'],
    ['Rifle (ruling R16): the arquebus short range doubled, 24"', 'rifle', 24, 'short'],
    ['Rifle (ruling R16): the arquebus long range doubled, 36"', 'rifle', 36, 'long'],
    ['Mounted Arquebus - To 12"', 'mounted-arquebus', 12, 'only'],
    ['Single Pistols - To 4"', 'pistol', 4, 'only'],
    ['Crossbow - to 12"', 'crossbow', 12, 'only'],
    ['Mounted Cr/bow - to 8"', 'mounted-crossbow', 8, 'only'],
    ['Heavy Cannon - Short Range - to 18"', 'heavy-cannon', 18, 'short'],
    ['Heavy Cannon - Long Range - to 48"', 'heavy-cannon', 48, 'long'],
    ['Light Cannon - Short Range - to 12"', 'light-cannon', 12, 'short'],
    ['Light Cannon - Long Range - to 24"', 'light-cannon', 24, 'long'],
  ] as const)('"%s"', (_row, weapon, range, band) => {
    expect(fireTableLine(weapon, range)).toMatchObject({ weapon, band, maxRange: range });
  });
  it('the table has those twelve lines and no other', () => {
    expect(fireTable().map((line) => `${line.weapon} ${line.band}`)).toEqual([
      'arquebus short',
      'arquebus long',
      'rifle short',
      'rifle long',
      'mounted-arquebus only',
      'pistol only',
      'crossbow only',
      'mounted-crossbow only',
      'heavy-cannon short',
      'heavy-cannon long',
      'light-cannon short',
      'light-cannon long',
    ]);
  });
});
