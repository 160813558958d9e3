import { describe, expect, it } from 'vitest';
import { DROVERS_DESERT_ON, gunsRemaining, HITS_PER_GUN, hitsOnBattery, MAX_BATTERY_GUNS } from './fieldBattery.js';

// Rulebook: Casualties. "Field Artillery can take four hits before the model is removed. For each hit a deployed field
// Artillery battery takes roll 1d20; a result of 4 or less means that the civilian drovers have deserted"; batteries of
// 1, 2 or 3 gun models (Artillery Fire).

describe('field batteries (Rulebook: Casualties; Artillery Fire)', () => {
  it('four hits a gun model, drovers desert on 4 or less, at most 3 guns a battery', () => {
    expect(HITS_PER_GUN).toBe(4);
    expect(DROVERS_DESERT_ON).toBe(4);
    expect(MAX_BATTERY_GUNS).toBe(3);
  });

  it('"four hits before the model is removed": 3 hits leave every gun, the 4th removes one, the 8th another', () => {
    expect(gunsRemaining(3, 0)).toBe(3);
    expect(gunsRemaining(3, 3)).toBe(3);
    expect(gunsRemaining(3, 4)).toBe(2);
    expect(gunsRemaining(3, 7)).toBe(2);
    expect(gunsRemaining(3, 8)).toBe(1);
    expect(gunsRemaining(3, 12)).toBe(0);
  });

  it('a battery never has fewer than no guns: more hits than it can take leave 0', () => {
    expect(gunsRemaining(1, 9)).toBe(0);
    expect(gunsRemaining(2, 20)).toBe(0);
  });

  it('ruling R20: an element lost fighting in melee is a gun (4 hits); an element of a fire table is one hit', () => {
    expect(hitsOnBattery(2, 'melee')).toBe(8);
    expect(hitsOnBattery(1, 'melee')).toBe(4);
    expect(hitsOnBattery(2, 'fire')).toBe(2);
    expect(hitsOnBattery(0, 'melee')).toBe(0);
  });
});
