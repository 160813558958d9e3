import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import {
  faces,
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  scriptedWithPurposes,
  unitIn,
  winnerOptionVolleyFired,
} from './__fixtures__/playDecisions.js';
import type { SwordAndPikeState } from './State.js';

// Rulebook, Close Combat L, the winner's bonus options: "Attempt another Close Combat by passing Morale Check and
// rolling variable move dice - announce intent first. (Defender can fire defensive volley if not already fired that
// turn)." The volley is fire, and the rules of fire hold for it (ruling R55).

// E. Morale Altered Permanently: "If a unit routs another by fire - raise Morale 1 point." Ruling R39: every unit
// that fired at the routed unit.
describe('a defensive volley that routs the winner charging again (ruling R39)', () => {
  it("raises the volleying unit's morale 1 point", () => {
    const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const shot = scenarioUnit({ id: 'e', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 30, y: 24 });
    const s0 = handBuiltTable('volley routs', [gens], [shot], SwordAndPikeOptionsSchema.parse({}));
    const s: SwordAndPikeState = {
      ...s0,
      step: 'winner-options',
      winners: [{ unit: 'g', vacated: null }],
      units: s0.units.map((x) =>
        x.id === 'g' ? { ...x, morale: 1, status: 'disordered' as const } : { ...x, morale: 4 },
      ),
    };
    // To close again 6, variable move 6, the volley: one hit (3) and nineteen misses (20); then 3s:
    // the gendarmes' test for the volley's casualties is 3 + 1 - 1 = 3, a rout.
    const run = recordingContext(s, faces([6, 6, 3, ...Array<number>(19).fill(20)]));
    winnerOptionVolleyFired(run.ctx, { kind: 'winner-option', unit: 'g', option: 'charge-again', target: 'e' });
    const events = run.events;
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'e', target: 'g', casualties: 1 });
    expect(events.find((e) => e.type === 'morale-tested' && e.reason === 'defensive volley casualties')).toMatchObject({
      unit: 'g',
      result: 'rout',
    });
    expect(unitIn(run.state(), 'g').status).toBe('routed');
    expect(events.filter((e) => e.type === 'morale-altered' && e.unit === 'e')).toEqual([
      { type: 'morale-altered', unit: 'e', by: 1, reason: 'routed an enemy by fire' },
    ]);
    expect(unitIn(run.state(), 'e').moraleShift).toBe(1);
  });
});

// FIRE: "Reiters attacked by other cavalry with the sword or lance must test to see how many ranks can fire before the
// close combat begins. Roll a D4 and the result is the number of ranks which may fire." (Ruling R36.)
describe('Reiters volleying at a winning Gendarmes unit that charges them again (ruling R36)', () => {
  it('fire only the D4 ranks, as against any cavalry attack', () => {
    const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const reiters = scenarioUnit({
      id: 'e',
      troop: 'reiters',
      weapon: 'pistol',
      figures: 12,
      moraleClass: 'lighter-mounted',
      frontage: 1,
      x: 30,
      y: 24,
    });
    const s0 = handBuiltTable('reiters volley', [gens], [reiters], SwordAndPikeOptionsSchema.parse({}));
    const s: SwordAndPikeState = {
      ...s0,
      step: 'winner-options',
      winners: [{ unit: 'g', vacated: null }],
      units: s0.units.map((x) => ({ ...x, morale: 4 })),
    };
    // To close again 6, variable move 6, then the D4 for the Reiters' ranks: 2 (then 3s).
    const { dice, purposes } = scriptedWithPurposes([6, 6, 2]);
    const run = recordingContext(s, dice);
    winnerOptionVolleyFired(run.ctx, { kind: 'winner-option', unit: 'g', option: 'charge-again', target: 'e' });
    expect(run.events.find((e) => e.type === 'bonus-move')).toMatchObject({ unit: 'g', closed: true });
    expect(run.events.find((e) => e.type === 'fired')).toMatchObject({ unit: 'e', target: 'g', firers: 6 });
    expect(purposes).toEqual(expect.arrayContaining([expect.stringMatching(/D4 ranks/)]));
  });
});
