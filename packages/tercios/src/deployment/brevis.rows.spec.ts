import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from '../army/ArmyFile.js';
import { BREVIS_POINTS } from '../army/battleSizes.js';
import { validateArmy } from '../army/validateArmy.js';
import type { Force } from '../game/Scenario.js';
import { brevisDeployment, inZone } from './brevisDeployment.js';

// Brevis Editio: "1D6 decides whether play is across the long or short side (1-4 / 5-6). The higher roller picks
// a deployment side; zones start 12" from the centre."
const NO_FORCE = { name: 'none', commanders: [], regiments: [] } as unknown as Force;
const TABLE = { width: 72, height: 48 };
const deploy = (faces: number[]) => brevisDeployment(ScriptedDice.of(faces), TABLE, { A: NO_FORCE, B: NO_FORCE }, []);

describe('Brevis deployment', () => {
  it.each([
    { row: '1-4: across the long side', roll: 1, across: 'long' },
    { row: '1-4: across the long side', roll: 4, across: 'long' },
    { row: '5-6: across the short side', roll: 5, across: 'short' },
    { row: '5-6: across the short side', roll: 6, across: 'short' },
  ])('"$row" (roll $roll)', ({ roll, across }) => {
    expect(deploy([roll, 6, 1]).across).toBe(across);
  });

  it('"The higher roller picks a deployment side" (no scenery: the first edge of the pair)', () => {
    expect(deploy([1, 6, 1]).edges).toEqual({ A: 'south', B: 'north' });
    expect(deploy([1, 1, 6]).edges).toEqual({ A: 'north', B: 'south' });
    expect(deploy([1, 3, 3, 2, 5]).edges).toEqual({ A: 'north', B: 'south' });
  });

  it.each([
    {
      row: 'south zone: 12" from the centre (y 24 - 12 = 12)',
      edge: 'south',
      inside: { x: 36, y: 12 },
      outside: { x: 36, y: 12.5 },
    },
    { row: 'north zone: y 24 + 12 = 36', edge: 'north', inside: { x: 36, y: 36 }, outside: { x: 36, y: 35.5 } },
    { row: 'west zone: x 36 - 12 = 24', edge: 'west', inside: { x: 24, y: 24 }, outside: { x: 24.5, y: 24 } },
    { row: 'east zone: x 36 + 12 = 48', edge: 'east', inside: { x: 48, y: 24 }, outside: { x: 47.5, y: 24 } },
  ] as const)('"zones start 12 inches from the centre": $row', ({ edge, inside, outside }) => {
    expect([inZone(inside, edge, TABLE), inZone(outside, edge, TABLE)]).toEqual([true, false]);
  });
});

// Brevis Editio: "Regiments of 1-4 units cost 1-5 points; 7 points is recommended to start and up to 12 later."
const brevisArmy = (regimentPoints: number[], pointsLimit?: number): ArmyFile => ({
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'brevis',
  name: 'rows',
  faction: 'spanish-empire',
  commanderInChief: { rank: 3 },
  ...(pointsLimit !== undefined ? { pointsLimit } : {}),
  regiments: regimentPoints.map((p) => ({
    type: 'infantry-regiment' as const,
    units: [{ unit: 'tercio' }, { unit: 'tercio' }],
    regimentPoints: p,
  })),
});

describe('Brevis regiment points', () => {
  it.each([
    { row: 'cost 1-5 points: 1', points: 1, ok: true },
    { row: 'cost 1-5 points: 5', points: 5, ok: true },
    { row: 'cost 1-5 points: 0', points: 0, ok: false },
    { row: 'cost 1-5 points: 6', points: 6, ok: false },
  ])('"$row"', ({ points, ok }) => {
    const v = validateArmy(brevisArmy([points])).violations.filter((x) => x.path === 'regiments[0].regimentPoints');
    expect(v.length === 0).toBe(ok);
  });

  it.each([
    { row: '7 points to start (default limit): 7 allowed', points: [5, 2], limit: undefined, ok: true },
    { row: '7 points to start (default limit): 8 refused', points: [5, 3], limit: undefined, ok: false },
    { row: 'up to 12 later: 12 allowed', points: [5, 5, 2], limit: BREVIS_POINTS.mastered, ok: true },
    { row: 'up to 12 later: 13 refused', points: [5, 5, 3], limit: BREVIS_POINTS.mastered, ok: false },
  ])('"$row"', ({ points, limit, ok }) => {
    const report = validateArmy(brevisArmy(points, limit));
    expect(report.points).toBe(points.reduce((a, b) => a + b, 0));
    expect(report.violations.filter((x) => x.path === '(root)').length === 0).toBe(ok);
  });

  it('"7 points ... up to 12": the two recommended limits', () => {
    expect(BREVIS_POINTS).toEqual({ starter: 7, mastered: 12 });
  });
});
