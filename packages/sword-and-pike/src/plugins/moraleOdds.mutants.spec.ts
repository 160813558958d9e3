import { describe, expect, it } from 'vitest';
import { mechanic } from './__fixtures__/mechanic.js';

// What `muster odds sword-and-pike <mechanic> --help` lists as examples, as written: an example's parameters are part of
// what it shows even where they do not change its odds (the evasion example's stand lost matters only at a score of 1
// or less, which D6 + 1 never reaches; its rating 3 is the default). Stryker's survivors on moraleOdds.ts:184.
describe('the examples of the morale and evasion mechanics', () => {
  it('morale: Swiss pike at a first check, Gendarmes moving against lighter cavalry, Halberdiers in rear, arquebusiers -1', () => {
    expect(mechanic('morale').examples).toEqual([
      { troop: 'pikemen', initial: true, 'morale-class': 'swiss-foot' },
      { troop: 'gendarmes', rating: 3, situation: 'moving', 'vs-lighter-cavalry': true },
      { troop: 'halberdiers', rating: 3, rear: true },
      { troop: 'arquebusiers', rating: 2, 'morale-shift': -1, situation: 'pass-fail' },
    ]);
  });

  it('evasion: at 3; at 2 disordered with a stand lost; fortified at the first check', () => {
    expect(mechanic('evasion').examples).toEqual([
      { rating: 3 },
      { rating: 2, disordered: true, 'stand-lost': true },
      { initial: true, fortified: true },
    ]);
  });
});
