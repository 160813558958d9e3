import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { normalMove } from '../table/unitGeometry.js';
import type { Terrain } from '../table/Terrain.js';
import { handBuiltTable, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import { moveAllowance } from './unitRules.js';

// The rulebook prints no movement rates ("a normal move", "move at half rate"): ruling R2 (docs/rulings) gives the
// normal move in inches: "foot 6, Gendarmes 10, Reiters 12, Light Horse 14, light guns 6; heavy guns never move
// ("Heavy guns may not move during the game"). Disordered units move half. A unit whose centre starts in broken
// ground, woods, buildings or a fortified town moves half." Pinned through `normalMove` and `moveAllowance` (what
// the battle and the club read).
describe('Movement rates (ruling R2; no table in the rulebook)', () => {
  it.each([
    { troop: 'pikemen', inches: 6 },
    { troop: 'arquebusiers', inches: 6 },
    { troop: 'crossbowmen', inches: 6 },
    { troop: 'halberdiers', inches: 6 },
    { troop: 'great-swordsmen', inches: 6 },
    { troop: 'sword-and-buckler', inches: 6 },
    { troop: 'riflemen', inches: 6 },
    { troop: 'gendarmes', inches: 10 },
    { troop: 'reiters', inches: 12 },
    { troop: 'light-horse', inches: 14 },
    { troop: 'light-gun', inches: 6 },
    // Heavy guns may not move during the game.
    { troop: 'heavy-gun', inches: 0 },
  ] as const)('R2: a normal move of $troop is $inches"', ({ troop, inches }) => {
    expect(normalMove({ troop: troop }, DEFAULT_OPTIONS)).toBe(inches);
  });

  const allowance = (status: 'ready' | 'disordered', terrain: Terrain[] = [], rallied = false) => {
    const state = handBuiltTable(
      'moves',
      [scenarioUnit({ id: 'u', troop: 'gendarmes', figures: 12, x: 30, y: 25, moraleClass: 'heavy-cavalry' })],
      [scenarioUnit({ id: 'e', troop: 'pikemen', x: 30, y: 45 })],
      DEFAULT_OPTIONS,
      terrain,
    );
    const u = { ...unitIn(state, 'u'), status };
    return moveAllowance(state, u, rallied);
  };

  it('Gendarmes in good order on open ground move 10"', () => {
    expect(allowance('ready')).toBe(10);
  });
  // DISORDERED UNITS: • Move at half rate
  it('DISORDERED UNITS "Move at half rate": 5"', () => {
    expect(allowance('disordered')).toBe(5);
  });
  it('"Disordered Units test morale when they attempt to move. Pass means to rally from disorder": rallied, the full 10"', () => {
    expect(allowance('disordered', [], true)).toBe(10);
  });
  it('R2: in broken ground half, 5"; disordered there too, 2.5"', () => {
    const broken: Terrain[] = [{ kind: 'broken', name: 'rough', x: 20, y: 20, width: 20, height: 10 }];
    expect(allowance('ready', broken)).toBe(5);
    expect(allowance('disordered', broken)).toBe(2.5);
  });
});
