import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { fallBack } from './moraleTests.js';
import { faces, handBuiltTable, recordingContext, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// SEQUENCE OF ACTIONS 8: "If this test is passed, the losing units fall back a normal move"; Close Combat E: "Falls
// Back in good order"; ROUTED UNITS: routs are "moved a normal move to the rear". The fall back's way is not given. Ruling
// R68 (`fallBackWay`): to the rear, toward the unit's own table edge ('to-the-rear', R24), or straight away from the
// enemy it fought ('away-from-enemy'). A unit beaten from the rear falls back into its charger under the first (a doubt
// of the referee of 7 Dec 2026), away from it under the second.

/**
 * Side A's arquebusiers (foot, a normal move of 6", 4" x 2", facing north: their rear, toward A's edge, is -y) at
 * (50, 12); B's gendarmes (4" x 4") behind them at (50, 6), as after a charge into their rear; a second company at
 * (20, 12) with B's gendarmes at (26, 12), level with it on its right.
 */
function fallingBack(fallBackWay: 'to-the-rear' | 'away-from-enemy', id: string, from: { x: number; y: number }) {
  const s = handBuiltTable(
    'fall back away',
    [
      scenarioUnit({ id: 'rear', troop: 'arquebusiers', x: 50, y: 12 }),
      scenarioUnit({ id: 'side', troop: 'arquebusiers', x: 20, y: 12 }),
    ],
    [
      scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 50, y: 6 }),
      scenarioUnit({ id: 'gens2', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 26, y: 12 }),
    ],
    SwordAndPikeOptionsSchema.parse({ fallBackWay }),
  );
  const run = recordingContext(s, faces([]));
  fallBack(run.ctx, id, from);
  return unitIn(run.state(), id);
}

describe('ruling R68: which way a loser falls back (`fallBackWay`)', () => {
  it("'to-the-rear' (default): beaten from the rear, it falls back toward its own edge and stops against its charger", () => {
    // The gendarmes' front edge at y 8, the company's rear edge at y 11: it goes 3" less the 0.002" gap kept.
    const u = fallingBack('to-the-rear', 'rear', { x: 50, y: 6 });
    expect([u.x, u.y]).toEqual([50, 9.002]);
  });

  it("'away-from-enemy': it falls back its whole 6\" straight away from the charger, to (50, 18)", () => {
    const u = fallingBack('away-from-enemy', 'rear', { x: 50, y: 6 });
    expect([u.x, u.y]).toEqual([50, 18]);
    expect(u.status).toBe('disordered');
  });

  it('\'away-from-enemy\': an enemy 5" off at 3 left and 4 back sends it 6" the other way, to (53.6, 16.8)', () => {
    // Away from (47, 8): the way (3, 4) of length 5, scaled to the 6" move: (3.6, 4.8).
    const u = fallingBack('away-from-enemy', 'rear', { x: 47, y: 8 });
    expect([u.x, u.y]).toEqual([53.6, 16.8]);
  });

  it("'away-from-enemy': an enemy level on its right sends it 6\" left, keeping its facing", () => {
    const before = fallingBack('to-the-rear', 'side', { x: 26, y: 12 });
    expect([before.x, before.y]).toEqual([20, 6]);
    const u = fallingBack('away-from-enemy', 'side', { x: 26, y: 12 });
    expect([u.x, u.y]).toEqual([14, 12]);
    expect(u.facing).toBe(before.facing);
  });

  it('without an enemy named (a fall back by fire or at a test for officers) it goes to the rear under both values', () => {
    const s = handBuiltTable(
      'no enemy',
      [scenarioUnit({ id: 'clear', troop: 'arquebusiers', x: 20, y: 24 })],
      [scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 60, y: 40 })],
      SwordAndPikeOptionsSchema.parse({ fallBackWay: 'away-from-enemy' }),
    );
    const run = recordingContext(s, faces([]));
    fallBack(run.ctx, 'clear');
    expect([unitIn(run.state(), 'clear').x, unitIn(run.state(), 'clear').y]).toEqual([20, 18]);
  });
});
