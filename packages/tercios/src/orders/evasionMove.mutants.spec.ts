import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY } from '../mechanics/__fixtures__/units.js';
import { evasionMove } from './evasionMove.js';

// Killers of the mutants of evasionMove.ts (docs/mutation/tercios-orders.md).
// Reactions > Run!: "It turns about and moves away from the unit that caused the reaction by at least its movement.
// Its movement may nevertheless benefit from the bonus granted (Mvt++ [Speed++])."
describe('Reactions > Run!: the evasion', () => {
  // Terrain and Movement: "Impassable: no unit may cross or enter it": no evasion at all, not "at least 8"".
  it('into impassable terrain: at least 0", at most 0"', () => {
    expect(evasionMove(HORSE_ARQUEBUSIERS, 'impassable')).toEqual({
      minimum: 0,
      maximum: 0,
      turnAbout: true,
      disorders: false,
    });
  });

  // Artillery > Horse Teams: "A unit with horses may move at the speed of the second value indicated. For this, the
  // unit must be hitched. ... A hitched unit may use the Run! order to move faster." Light Artillery Mvt 2/6: hitched,
  // its movement is 6, so it evades at least 6" and at most 6++ = 12"; unhitched, at least 2" and at most 2++ = 4".
  it('Light Artillery hitched: at least its hitched movement (6"), at most 12"; unhitched: 2" to 4"', () => {
    expect(evasionMove({ ...LIGHT_ARTILLERY, hitched: true })).toEqual({
      minimum: 6,
      maximum: 12,
      turnAbout: true,
      disorders: false,
    });
    expect(evasionMove(LIGHT_ARTILLERY)).toEqual({ minimum: 2, maximum: 4, turnAbout: true, disorders: false });
  });

  // Terrain and Movement: "Very difficult: causes units to fall into disorder and reduces movement." The Troops >
  // Light: "treat very difficult terrain as difficult, and are therefore not put into disorder in that case". Under the
  // ruling Terrain under an evasion (`battle.evasionTerrain: as-run`) the evasion is a Run! move over the terrain.
  it('over very difficult terrain the evasion disorders the unit, over difficult it does not; a Light unit never', () => {
    expect(evasionMove(HORSE_ARQUEBUSIERS, 'very-difficult').disorders).toBe(true);
    expect(evasionMove(HORSE_ARQUEBUSIERS, 'difficult').disorders).toBe(false);
    expect(evasionMove(HORSE_ARQUEBUSIERS, 'open').disorders).toBe(false);
    const light = { ...HORSE_ARQUEBUSIERS, rules: [...HORSE_ARQUEBUSIERS.rules, 'light' as const] };
    expect(evasionMove(light, 'very-difficult').disorders).toBe(false);
  });
});
