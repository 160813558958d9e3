import { describe, expect, it } from 'vitest';
import { DRAGOONS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { terrainEffect } from '../rules/terrainSpeed.js';
import { evasionMove } from './evasionMove.js';
import { movementAllowance } from './movementAllowance.js';

// Rulebook: Order Cards: "Ready! ... move"; "Assault! ... a bonus (+) to its movement, Mvt+ [Speed+]"; "Run! ...
// a double bonus (++) to its movement (Mvt++ [Speed++])". Progression: 4+ = 6, 4++ = 8, 5+ = 7, 5++ = 10,
// 8+ = 12, 8++ = 16, 2+ = 3, 6++ = 12. Artillery > Horse Teams: "two movement values ... The first ... when the
// pieces are unhitched ... A unit with horses may move at the speed of the second value ... A hitched unit may use
// the Run! order". Light Artillery: Mvt 2/6.
describe('Speed by order', () => {
  it.each([
    { row: 'Tercio (Mvt 4), Ready!', unit: TERCIO, order: 'ready', inches: 4 },
    { row: 'Tercio, Assault!: Speed+', unit: TERCIO, order: 'assault', inches: 6 },
    { row: 'Tercio, Run!: Speed++', unit: TERCIO, order: 'run', inches: 8 },
    { row: 'Musketeer Company (Mvt 5), Ready!', unit: MUSKETEERS, order: 'ready', inches: 5 },
    { row: 'Musketeer Company, Assault!: Speed+', unit: MUSKETEERS, order: 'assault', inches: 7 },
    { row: 'Musketeer Company, Run!: Speed++', unit: MUSKETEERS, order: 'run', inches: 10 },
    { row: 'Dragoons, mounted (Mvt 8), Assault!: Speed+', unit: DRAGOONS, order: 'assault', inches: 12 },
    { row: 'Dragoons, mounted, Run!: Speed++', unit: DRAGOONS, order: 'run', inches: 16 },
    { row: 'Light Artillery unhitched (first value 2), Ready!', unit: LIGHT_ARTILLERY, order: 'ready', inches: 2 },
    { row: 'Light Artillery unhitched, Run!: Speed++', unit: LIGHT_ARTILLERY, order: 'run', inches: 4 },
    {
      row: 'Light Artillery hitched (second value 6), Ready!',
      unit: { ...LIGHT_ARTILLERY, hitched: true },
      order: 'ready',
      inches: 6,
    },
    {
      row: 'Light Artillery hitched, Run!: Speed++',
      unit: { ...LIGHT_ARTILLERY, hitched: true },
      order: 'run',
      inches: 12,
    },
  ] as const)('$row: $inches"', ({ unit, order, inches }) => {
    expect(movementAllowance(unit, order)).toBe(inches);
  });

  // Rulebook: Reactions > Run!: "moves away from the unit that caused the reaction by at least its movement.
  // Its movement may nevertheless benefit from the bonus granted (Mvt++ [Speed++])."
  it.each([
    { row: 'Tercio: at least 4", at most 8"', unit: TERCIO, minimum: 4, maximum: 8 },
    { row: 'Dragoons, mounted: at least 8", at most 16"', unit: DRAGOONS, minimum: 8, maximum: 16 },
  ])('Evasion, $row', ({ unit, minimum, maximum }) => {
    expect(evasionMove(unit)).toEqual({ minimum, maximum, turnAbout: true, disorders: false });
  });
});

// Rulebook: Terrain and Movement: "Difficult: movement is reduced. Very difficult: causes units to fall into
// disorder and reduces movement. Impassable: no unit may cross or enter it. Easy: ... Movement is enhanced."
// The amounts are not printed; ruling "Terrain and movement" (docs/rulings/tercios.md): one step each (Brevis:
// "Difficult terrain reduces (Decreases) Speed"). The Troops: Light "treats very difficult as difficult".
describe('Terrain and movement (Tercio, Mvt 4, Ready!)', () => {
  it.each([
    { row: 'open', terrain: 'open', inches: 4, disorders: false },
    { row: 'Difficult: reduced (Speed-)', terrain: 'difficult', inches: 2, disorders: false },
    { row: 'Very difficult: disorder and reduced (Speed-)', terrain: 'very-difficult', inches: 2, disorders: true },
    { row: 'Easy: enhanced (Speed+)', terrain: 'easy', inches: 6, disorders: false },
    { row: 'Impassable: no movement', terrain: 'impassable', inches: 0, disorders: false },
  ] as const)('$row: $inches"', ({ terrain, inches, disorders }) => {
    expect(movementAllowance(TERCIO, 'ready', terrain)).toBe(inches);
    expect(terrainEffect(TERCIO, terrain).disorders).toBe(disorders);
  });

  it('Light (Musketeer Company): very difficult as difficult, no Disorder', () => {
    expect(terrainEffect(MUSKETEERS, 'very-difficult')).toMatchObject({ passable: true, disorders: false });
    expect(movementAllowance(MUSKETEERS, 'ready', 'very-difficult')).toBe(3);
  });
});
