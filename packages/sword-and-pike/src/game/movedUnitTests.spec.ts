import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { handBuiltTable, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import { situationOf } from './moraleTests.js';
import { reduce } from './reduce.js';

// D. Morale Results: "5 - Moving unit halts (considered standing). Standing unit Falls Back ... 4 - Moving unit
// Falls Back. Standing or Falling Back units rout". Tests after fire come after all movement; the book does not say
// whether a unit that moved this turn is then a "Moving unit" (ruling R50, option `movedUnitTests`).
describe('which unit is "Moving" when it tests in the fire phase (ruling R50)', () => {
  const shot = scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 26 });
  const gens = scenarioUnit({
    id: 'gens',
    troop: 'gendarmes',
    figures: 12,
    moraleClass: 'heavy-cavalry',
    x: 30,
    y: 10,
  });
  const at = (o: Record<string, unknown>) => {
    const s = handBuiltTable('moved', [gens], [shot], SwordAndPikeOptionsSchema.parse(o));
    return { shot: unitIn(s, 'shot'), gens: unitIn(s, 'gens') };
  };

  it('by default a unit that moved this turn tests as moving; one that did not, as standing', () => {
    const { shot } = at({});
    expect(situationOf({ ...shot, moved: 'half' }, 'moving')).toBe('moving');
    expect(situationOf(shot, 'moving')).toBe('standing');
  });

  it('with `movedUnitTests: standing` only a charger still on its way is moving', () => {
    const { shot, gens } = at({ movedUnitTests: 'standing' });
    expect(SwordAndPikeOptionsSchema.parse({ movedUnitTests: 'standing' }).movedUnitTests).toBe('standing');
    expect(situationOf({ ...shot, moved: 'full' }, 'standing')).toBe('standing');
    const charge = {
      target: 'shot',
      closed: false,
      halted: false,
      rear: false,
      flank: false,
      travelled: 6,
      reachedAfterFallBack: false,
    };
    expect(situationOf({ ...gens, moved: 'full', charge }, 'standing')).toBe('moving');
    // "Moving unit halts (considered standing)".
    expect(situationOf({ ...gens, moved: 'full', charge: { ...charge, halted: true } }, 'standing')).toBe('standing');
  });

  // "5 - Moving unit halts (considered standing)": a unit that moved and halted on a test in the fire phase takes a
  // second test of the turn as a standing unit (5 falls back, 4 routs), charger or not.
  it('a moving unit that halted on a 5 tests again as standing', () => {
    const s = handBuiltTable('halted', [gens], [shot], SwordAndPikeOptionsSchema.parse({}));
    const moved = { ...s, units: s.units.map((x) => (x.id === 'shot' ? { ...x, moved: 'full' as const } : x)) };
    const after = reduce(moved, {
      type: 'morale-tested',
      unit: 'shot',
      reason: 'fire casualties',
      score: 5,
      result: 'halt',
    });
    expect(situationOf(unitIn(moved, 'shot'), 'moving')).toBe('moving');
    expect(situationOf(unitIn(after, 'shot'), 'moving')).toBe('standing');
  });
});
