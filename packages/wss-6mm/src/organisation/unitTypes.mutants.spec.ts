import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { lossThresholds, UNIT_TYPES, type UnitType, unitType } from './unitTypes.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Organisation > Unit Organisation:
//   TYPE   NATIONALITY                                    TACTICS  ELEMENTS  BLOODED  DISTRESSED
//   Foot   British                                        PF1      4         2        1
//          Dutch                                          PF2      8         2        4
//          Danish, Prussian, German, Portuguese, Spanish  RF       8         2        4
//          French, Bavarian, Imperial                     RF       10        3        5
//          Irish                                          RF       6         2        4
//   Horse  British, Dutch                                 S        4         1        2
//          Other                                          P        4         1        2
// Tactics: "PF1 = One ranks of Platoon Firing Infantry; PF2 = Two ranks …; RF = Two ranks of Rank Firing Infantry".
// The elements, tactics and thresholds of each row are pinned by unitTypes.spec.ts and unitOrganisation.rows.spec.ts;
// here the type, the nationalities and the army-file id of each row.

describe('the Unit Organisation table: type and nationalities of each row', () => {
  it("each row's id, type (Foot or Horse) and every nationality printed", () => {
    expect(UNIT_TYPES.map((t) => [t.id, t.arm, t.nationalities])).toEqual([
      ['british-foot', 'foot', ['British']],
      ['dutch-foot', 'foot', ['Dutch']],
      ['allied-foot', 'foot', ['Danish', 'Prussian', 'German', 'Portuguese', 'Spanish']],
      ['french-foot', 'foot', ['French', 'Bavarian', 'Imperial']],
      ['irish-foot', 'foot', ['Irish']],
      ['british-dutch-horse', 'horse', ['British', 'Dutch']],
      ['other-horse', 'horse', ['Other']],
    ]);
  });
  it('unitType finds a row by its id, and nothing for an unknown id', () => {
    expect(unitType('irish-foot')?.tactics).toBe('RF');
    expect(unitType('other-horse')?.tactics).toBe('P');
    expect(unitType('swedish-foot')).toBeUndefined();
  });
});

describe('lossThresholds: the printed figures are elements lost (ruling R6 only for BLOODED above DISTRESSED)', () => {
  it('a row printing the same figure twice is read as printed, whatever the British option', () => {
    const even: UnitType = { ...unitType('dutch-foot')!, blooded: 3, distressed: 3 };
    expect(lossThresholds(even, DEFAULT_OPTIONS)).toEqual({ blooded: 3, distressed: 3 });
    expect(lossThresholds(even, { britishThresholds: 'remaining' })).toEqual({ blooded: 3, distressed: 3 });
  });
});
