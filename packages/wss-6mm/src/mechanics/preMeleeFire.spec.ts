import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { mayCountercharge, preMeleeFires, resolveTestAfterPreMeleeFire, type PreMeleeFirer } from './preMeleeFire.js';

const pcMay = Wss6mmOptionsSchema.parse({ pcCountercharge: true });
const horse = (tactics: 'S' | 'P', formation: PreMeleeFirer['formation'], disordered = false): PreMeleeFirer => ({
  arm: 'horse',
  tactics,
  formation,
  disordered,
});

describe('pre-melee fire (Charges; Small Arms Fire; Melee > Pre Melee)', () => {
  it('"Charged Infantry Units, which pass their morale test may attempt to either fire or form Square": foot fire only when charged', () => {
    for (const tactics of ['PF1', 'PF2', 'RF'] as const)
      expect(preMeleeFires({ arm: 'foot', tactics, formation: 'line', disordered: true }, DEFAULT_OPTIONS)).toEqual([
        'charged-fires',
      ]);
  });

  it('"Pf & Pc Horse may fire when charging or when charged provide they are not DISORGANISED"; Pf "fire and/or countercharge"', () => {
    expect(preMeleeFires(horse('P', 'pf'), DEFAULT_OPTIONS)).toEqual([
      'charged-fires',
      'fires-and-countercharges',
      'fires-charging',
    ]);
    expect(preMeleeFires(horse('P', 'pc'), DEFAULT_OPTIONS)).toEqual(['charged-fires', 'fires-charging']);
    expect(preMeleeFires(horse('P', 'pf', true), DEFAULT_OPTIONS)).toEqual([]);
    expect(preMeleeFires(horse('P', 'column'), DEFAULT_OPTIONS)).toEqual([]);
  });

  it('"S Horse pistols are assumed to be factored in to their general Melee factors": S horse never fire; batteries neither', () => {
    expect(preMeleeFires(horse('S', 'two-by-two'), DEFAULT_OPTIONS)).toEqual([]);
    expect(
      preMeleeFires(
        { arm: 'battery', tactics: 'artillery', formation: 'deployed', disordered: false },
        DEFAULT_OPTIONS,
      ),
    ).toEqual([]);
  });

  it('a P horse unit of unknown formation (the club) may fire in every way a Pf or Pc unit may', () => {
    expect(preMeleeFires(horse('P', null), DEFAULT_OPTIONS)).toEqual([
      'charged-fires',
      'fires-and-countercharges',
      'fires-charging',
    ]);
  });

  it('"countercharge (s and Pf formations only)": Pc horse only with pcCountercharge (ruling R40); never DISORDERED', () => {
    expect(mayCountercharge(horse('S', 'two-by-two'), DEFAULT_OPTIONS)).toBe(true);
    expect(mayCountercharge(horse('P', 'pf'), DEFAULT_OPTIONS)).toBe(true);
    expect(mayCountercharge(horse('P', 'pc'), DEFAULT_OPTIONS)).toBe(false);
    expect(mayCountercharge(horse('P', 'pc'), pcMay)).toBe(true);
    expect(preMeleeFires(horse('P', 'pc'), pcMay)).toEqual([
      'charged-fires',
      'fires-and-countercharges',
      'fires-charging',
    ]);
    expect(mayCountercharge(horse('S', 'two-by-two', true), DEFAULT_OPTIONS)).toBe(false);
    expect(mayCountercharge({ arm: 'foot', tactics: 'PF1', formation: 'line', disordered: false }, pcMay)).toBe(false);
  });

  it('"If a receiving unit elects to fire (but not countercharge ...) and hits are inflicted the chargers must take a Resolve Test ... Pf/Pc Horse electing to fire and charge will not cause a Resolve test"', () => {
    expect(resolveTestAfterPreMeleeFire('charged-fires', 1)).toBe(true);
    expect(resolveTestAfterPreMeleeFire('charged-fires', 0)).toBe(false);
    expect(resolveTestAfterPreMeleeFire('fires-and-countercharges', 2)).toBe(false);
    expect(resolveTestAfterPreMeleeFire('fires-charging', 2)).toBe(false);
  });

  it('"Charged Cavalry Units may either fire or countercharge (s and Pf formations only)": never foot or guns, even of unknown formation; never P horse in column', () => {
    for (const options of [DEFAULT_OPTIONS, pcMay]) {
      expect(mayCountercharge({ arm: 'foot', tactics: 'PF1', formation: null, disordered: false }, options)).toBe(
        false,
      );
      expect(
        mayCountercharge({ arm: 'battery', tactics: 'artillery', formation: null, disordered: false }, options),
      ).toBe(false);
      expect(mayCountercharge(horse('P', 'column'), options)).toBe(false);
    }
  });

  it('"S Horse pistols are assumed to be factored in to their general Melee factors": no fire for S horse of unknown formation (the club), nor for guns whatever they are recorded as', () => {
    for (const options of [DEFAULT_OPTIONS, pcMay]) {
      expect(preMeleeFires(horse('S', null), options)).toEqual([]);
      expect(preMeleeFires({ arm: 'battery', tactics: 'P', formation: null, disordered: false }, options)).toEqual([]);
    }
  });
});
