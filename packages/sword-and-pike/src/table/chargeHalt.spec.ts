import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { handBuiltTable, scenarioUnit, unitIn } from '../game/__fixtures__/playDecisions.js';
import { chargePosition, unitGap } from './unitGeometry.js';

// Side B's pikes face south: a 4" x 2" block centred at (30, 30). Side A's gendarmes (a 4" x 4" block) charge it
// from every direction in front of it, including past its corners.
const pikes = scenarioUnit({
  id: 'pike',
  troop: 'pikemen',
  figures: 20,
  order: 'closed',
  moraleClass: 'swiss-foot',
  x: 30,
  y: 30,
});
const gendarmesAt = (x: number, y: number) =>
  scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x, y });

describe('where a charger halts (Close Combat A)', () => {
  // Close Combat A: "Attacker moves units towards target units and halts 1' away"; B: "if he fails, Stops 1" from
  // target". One inch is the gap between the bases, also past a corner of the target (not 1" on each axis).
  it('halts 1" from the target\'s base from every approach, corners included', () => {
    const gaps: number[] = [];
    for (let x = 18; x <= 42; x += 1.5)
      for (let y = 18; y <= 25.5; y += 1.5) {
        const s = handBuiltTable('halt', [gendarmesAt(x, y)], [pikes], SwordAndPikeOptionsSchema.parse({}));
        const c = unitIn(s, 'gens');
        const t = unitIn(s, 'pike');
        if (unitGap(c, t) <= 1) continue;
        const spot = chargePosition(s, c, t);
        if (spot === null) continue;
        gaps.push(unitGap({ ...c, x: spot.x, y: spot.y }, t));
      }
    expect(gaps.length).toBeGreaterThan(20);
    for (const gap of gaps) {
      expect(gap).toBeLessThanOrEqual(1.005);
      expect(gap).toBeGreaterThan(0.99);
    }
  });
});
