import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { terrainEffect } from './terrainSpeed.js';

// Rulebook: Terrain and Movement: "Difficult: movement is reduced. Very difficult: causes units to fall into
// disorder and reduces movement. Impassable: no unit may cross or enter it. Easy: ... Movement is enhanced."
// The Troops: "Skirmishers ... ignore the effects of very difficult or difficult terrain"; "Light ... treat very
// difficult terrain as difficult, and are therefore not put into disorder in that case". Ruling "Terrain and
// movement": Speed - for Difficult and Very difficult, Speed + for Easy (option terrainSpeed).
const SKIRMISHERS: TerciosUnit = { ...MUSKETEERS, rules: ['skirmishers'] };

describe('Terrain and Movement, row by row (a Tercio, no special rule)', () => {
  it('Open: no effect', () => {
    expect(terrainEffect(TERCIO, 'open')).toEqual({ passable: true, modifiers: [], disorders: false });
  });

  it('Easy: Speed +', () => {
    expect(terrainEffect(TERCIO, 'easy')).toEqual({
      passable: true,
      modifiers: [{ value: 'speed', steps: 1, source: 'easy terrain' }],
      disorders: false,
    });
  });

  it('Difficult: Speed -', () => {
    expect(terrainEffect(TERCIO, 'difficult')).toEqual({
      passable: true,
      modifiers: [{ value: 'speed', steps: -1, source: 'difficult terrain' }],
      disorders: false,
    });
  });

  it('Very difficult: Speed - and Disorder', () => {
    expect(terrainEffect(TERCIO, 'very-difficult')).toEqual({
      passable: true,
      modifiers: [{ value: 'speed', steps: -1, source: 'very-difficult terrain' }],
      disorders: true,
    });
  });

  it('Impassable: no unit may cross or enter it, Skirmishers included', () => {
    expect(terrainEffect(TERCIO, 'impassable')).toEqual({ passable: false, modifiers: [], disorders: false });
    expect(terrainEffect(SKIRMISHERS, 'impassable')).toEqual({ passable: false, modifiers: [], disorders: false });
  });
});

describe('Terrain and the troops', () => {
  it('Skirmishers treat difficult and very difficult terrain as open, but still gain on easy terrain', () => {
    expect(terrainEffect(SKIRMISHERS, 'difficult')).toEqual({ passable: true, modifiers: [], disorders: false });
    expect(terrainEffect(SKIRMISHERS, 'very-difficult')).toEqual({ passable: true, modifiers: [], disorders: false });
    expect(terrainEffect(SKIRMISHERS, 'easy').modifiers).toEqual([
      { value: 'speed', steps: 1, source: 'easy terrain' },
    ]);
  });

  it('Light treats very difficult as difficult: Speed -, no Disorder; difficult stays difficult', () => {
    expect(terrainEffect(MUSKETEERS, 'very-difficult')).toEqual({
      passable: true,
      modifiers: [{ value: 'speed', steps: -1, source: 'difficult terrain' }],
      disorders: false,
    });
    expect(terrainEffect(MUSKETEERS, 'difficult').modifiers).toEqual([
      { value: 'speed', steps: -1, source: 'difficult terrain' },
    ]);
  });

  it('cavalry without those rules is disordered in very difficult terrain', () => {
    expect(terrainEffect(HORSE_ARQUEBUSIERS, 'very-difficult').disorders).toBe(true);
  });
});

describe('Ruling "Terrain and movement" (option terrainSpeed)', () => {
  it('each row reads its own step: Difficult --, Very difficult 0, Easy ++', () => {
    const options = TerciosOptionsSchema.parse({ terrainSpeed: { difficult: -2, veryDifficult: 0, easy: 2 } });
    expect(terrainEffect(TERCIO, 'difficult', options).modifiers).toEqual([
      { value: 'speed', steps: -2, source: 'difficult terrain' },
    ]);
    expect(terrainEffect(TERCIO, 'very-difficult', options)).toEqual({
      passable: true,
      modifiers: [],
      disorders: true,
    });
    expect(terrainEffect(TERCIO, 'easy', options).modifiers).toEqual([
      { value: 'speed', steps: 2, source: 'easy terrain' },
    ]);
    expect(terrainEffect(TERCIO, 'open', options).modifiers).toEqual([]);
  });
});
