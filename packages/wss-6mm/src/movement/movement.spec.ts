import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { chargeForbidden, chargeRequirement } from '../mechanics/chargeTest.js';
import { allowedFormations, formationChangeMoves } from './formations.js';
import { inclineShares, mayFireAfter, wheel } from './manoeuvre.js';
import { moveDistance } from './movementTable.js';

describe('Movement (Rulebook: Movement, Formations, Manoeuvre, Charges)', () => {
  it('the movement table with a 4 on the die', () => {
    const roll = (arm: Parameters<typeof moveDistance>[1], mode: Parameters<typeof moveDistance>[2]) =>
      moveDistance(ScriptedDice.of([4]), arm, mode, 'u');
    expect(roll('foot', 'move')).toBe(4);
    expect(roll('horse', 'move')).toBe(8);
    expect(roll('officer', 'move')).toBe(8);
    expect(roll('foot', 'move-and-fire')).toBe(2);
    expect(roll('foot', 'march-column')).toBe(8);
    expect(roll('horse', 'march-column')).toBe(12);
    expect(roll('artillery', 'march-column')).toBe(4);
    expect(roll('foot', 'routing')).toBe(8);
    expect(roll('horse', 'routing')).toBe(12);
    expect(roll('foot', 'pursuit')).toBe(5);
    expect(roll('horse', 'pursuit')).toBe(6);
    expect(roll('foot', 'charge')).toBe(5);
    expect(roll('horse', 'charge')).toBe(10);
  });
  it('road march uses the best of two dice', () => {
    expect(moveDistance(ScriptedDice.of([2, 5]), 'foot', 'march-column', 'u', true)).toBe(10);
  });
  it('formations and change times', () => {
    expect(allowedFormations('RF')).toEqual(['line', 'column', 'square']);
    expect(allowedFormations('S')).toEqual(['column', 'two-by-two']);
    expect(allowedFormations('P')).toEqual(['column', 'pc', 'pf']);
    expect(formationChangeMoves('line', 'column')).toBe(2);
    expect(formationChangeMoves('deployed', 'limbered')).toBe(2);
    expect(formationChangeMoves('square', 'line')).toBe(2);
    expect(formationChangeMoves('line', 'square')).toBe(1);
    expect(formationChangeMoves('column', 'line')).toBe(1);
  });
  it('incline 1" per 1"; foot wheel at half speed or full speed and disordered; disordered only half', () => {
    // At the default share (ruling R23): as far to the flank as forward.
    const { forward, flank } = inclineShares(0.5, 'right', false);
    expect(flank).toBe(forward);
    expect(wheel('foot', 6, false, false)).toEqual({ distance: 3, disorders: false });
    expect(wheel('foot', 6, true, false)).toEqual({ distance: 6, disorders: true });
    expect(wheel('foot', 6, true, true)).toEqual({ distance: 3, disorders: false });
    expect(wheel('horse', 6, true, false)).toEqual({ distance: 6, disorders: false });
    expect(mayFireAfter('foot', true)).toBe(false);
  });
  it('who may charge', () => {
    expect(chargeForbidden('foot', 'steady', false, true)).toMatch(/Foot may not charge Horse/);
    expect(chargeForbidden('s-horse', 'falling-back', false, false)).toMatch(/FALLING BACK/);
    expect(chargeForbidden('p-horse', 'steady', true, false)).toMatch(/pursuit/);
    expect(chargeForbidden('foot', 'disordered', false, false)).toMatch(/DISORDERED foot/);
    expect(chargeForbidden('s-horse', 'disordered', false, true)).toBeNull();
    expect(
      chargeRequirement({
        arm: 'foot',
        casualty: 'fresh',
        disordered: true,
        officerAttached: false,
        pfFormation: false,
      }),
    ).toBeNull();
  });
});
