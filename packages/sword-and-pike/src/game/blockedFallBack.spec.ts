import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeEvent } from './Event.js';
import { fallBack } from './moraleTests.js';
import { rangeBetween } from './unitRules.js';
import { faces, handBuiltTable, recordingContext, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, SEQUENCE OF ACTIONS 8: "If this test is passed, the losing units fall back a normal move and become
// "disordered"". D. Morale Results: "Falls Back". ROUTED UNITS: "Rounted unit take a D4 of casualties when they rout and
// are moved a normal move to the rear". Nothing says what stops a fall back. Ruling R67 (`blockedFallBack`): it stops
// where a unit (friend or foe) or its own table edge blocks it ('stops', the default), or a unit that cannot fall back
// its whole normal move routs instead ('routs'; off its own edge a rout leaves the field, R26).

/**
 * Side A's arquebusiers (foot: a normal move of 6", R2), each 4" x 2", facing north: the rear, toward A's edge, is -y.
 * - `clear` at (20, 24): nothing behind it.
 * - `edge` at (10, 3): its rear edge at y 2, 2" from the table edge.
 * - `front` at (30, 12) with a friend, `friend`, at (30, 8.5) (y 7.5 to 9.5): 1.5" behind its rear edge (y 11).
 * - `foe` at (50, 12) with B's gendarmes (4" x 4") at (50, 6) (y 4 to 8): 3" behind its rear edge.
 */
function table(blockedFallBack: 'stops' | 'routs') {
  const foot = (id: string, x: number, y: number) => scenarioUnit({ id, troop: 'arquebusiers', x, y });
  const s = handBuiltTable(
    'blocked fall backs',
    [foot('clear', 20, 24), foot('edge', 10, 3), foot('front', 30, 12), foot('friend', 30, 8.5), foot('foe', 50, 12)],
    [scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 50, y: 6 })],
    SwordAndPikeOptionsSchema.parse({ blockedFallBack }),
  );
  return { ...s, units: s.units.map((x) => ({ ...x, morale: 3 })) };
}

/** Falls `id` back (every die 3: a rout's D4 takes 3 figures); its events and the state after. */
function fallingBack(blockedFallBack: 'stops' | 'routs', id: string) {
  const run = recordingContext(table(blockedFallBack), faces([]));
  const routed = fallBack(run.ctx, id);
  const brief = run.events.map((e: SwordAndPikeEvent) =>
    e.type === 'fell-back' || e.type === 'routed'
      ? `${e.type} ${e.x},${e.y}`
      : e.type === 'removed'
        ? e.reason
        : e.type,
  );
  return { routed, brief, state: run.state() };
}

describe('ruling R67: a fall back that is blocked', () => {
  it('with its way clear it falls back its 6" under both values, disordered', () => {
    for (const value of ['stops', 'routs'] as const) {
      const { routed, brief, state } = fallingBack(value, 'clear');
      expect(routed).toBe(false);
      expect(brief).toEqual(['fell-back 20,18']);
      expect(unitIn(state, 'clear').status).toBe('disordered');
    }
  });

  it("'stops': at the table edge it stops with its rear edge on the edge (2\" back), and stays on the table", () => {
    const { routed, brief, state } = fallingBack('stops', 'edge');
    expect(routed).toBe(false);
    expect(brief).toEqual(['fell-back 10,1.001']);
    expect(unitIn(state, 'edge')).toMatchObject({ status: 'disordered', figures: 20 });
  });

  it("'stops': a friend behind stops it against the friend (1.5\" back), disordered", () => {
    const { brief, state } = fallingBack('stops', 'front');
    expect(brief).toEqual(['fell-back 30,10.502']);
    expect(rangeBetween(unitIn(state, 'front'), unitIn(state, 'friend'))).toBe(0);
  });

  it("'stops': an enemy behind stops it against the enemy (3\" back): the one way a unit touches an enemy uncharged", () => {
    const { brief, state } = fallingBack('stops', 'foe');
    expect(brief).toEqual(['fell-back 50,9.002']);
    expect(rangeBetween(unitIn(state, 'foe'), unitIn(state, 'gens'))).toBe(0);
  });

  it("'routs': blocked by the edge it routs instead: a D4 (3) of casualties, and off its own edge it leaves the field", () => {
    const { routed, brief, state } = fallingBack('routs', 'edge');
    expect(routed).toBe(true);
    expect(brief).toEqual(['routed 10,1.001', 'left-field']);
    expect(unitIn(state, 'edge')).toMatchObject({ status: 'removed', figures: 17 });
  });

  it("'routs': blocked by a friend or an enemy it routs where it stops, Morale -1", () => {
    for (const [id, y] of [
      ['front', 10.502],
      ['foe', 9.002],
    ] as const) {
      const { routed, brief, state } = fallingBack('routs', id);
      expect(routed).toBe(true);
      expect(brief).toEqual([`routed ${id === 'front' ? 30 : 50},${y}`]);
      expect(unitIn(state, id)).toMatchObject({ status: 'routed', figures: 17, moraleShift: -1 });
    }
  });

  it('the standard game stops', () => {
    expect(SwordAndPikeOptionsSchema.parse({}).blockedFallBack).toBe('stops');
  });
});
