import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { handBuiltTable, scenarioUnit, unitIn, type ScenarioUnit } from '../game/__fixtures__/playDecisions.js';
import { evasionDestination } from './evasionDestination.js';

// Ruling R32 (docs/rulings/sword-and-pike.md), from MORALE trigger f "When a unit attempts to withdraw from a Close
// Combat as attacker moves in" and SEQUENCE 2 "except for 'Evasion'" (/work/shared/rules/sword-and-pike.txt): the
// evader withdraws a normal move straight away from its charger (centre from centre), or with `evasionDirection:
// 'to-rear'` toward its own table edge, keeping its facing. Light horse: 6 figures, 2 stands wide, a 4" x 2" base.
const toRear = SwordAndPikeOptionsSchema.parse({ evasionDirection: 'to-rear' });
const horse = (o: Partial<ScenarioUnit> & Pick<ScenarioUnit, 'id' | 'x' | 'y'>) =>
  scenarioUnit({ troop: 'light-horse', figures: 6, moraleClass: 'lighter-mounted', ...o });

function table(evader: ScenarioUnit, charger: ScenarioUnit, evaderSide: 'A' | 'B', options = DEFAULT_OPTIONS) {
  const s: SwordAndPikeState =
    evaderSide === 'A'
      ? handBuiltTable('evasion', [evader], [charger], options)
      : handBuiltTable('evasion', [charger], [evader], options);
  return { s, evader: unitIn(s, evader.id), charger: unitIn(s, charger.id) };
}

/** Positions are kept to 1/1000" and a move is floored to it. */
const near = (to: { x: number; y: number; moved: number }, x: number, y: number, moved: number) => {
  expect(to.x).toBeCloseTo(x, 2);
  expect(to.y).toBeCloseTo(y, 2);
  expect(to.moved).toBeCloseTo(moved, 2);
};

describe('where an evader withdraws (ruling R32)', () => {
  it('straight away from the charger, centre from centre, a normal move', () => {
    // The charger 6" east and 8" north of the evader: 14" away along (-0.6, -0.8).
    const { s, evader, charger } = table(horse({ id: 'lh', x: 30, y: 20 }), horse({ id: 'ch', x: 36, y: 28 }), 'A');
    near(evasionDestination(s, evader, charger, 14), 21.6, 8.8, 14);
  });

  it('away from a charger on its west side, whichever side it belongs to', () => {
    // Side B's evader, its charger 8" west and 6" south: away is (0.8, 0.6).
    const { s, evader, charger } = table(horse({ id: 'lh', x: 30, y: 20 }), horse({ id: 'ch', x: 22, y: 14 }), 'B');
    expect(evasionDestination(s, evader, charger, 10)).toEqual({ x: 38, y: 26, moved: 10 });
  });

  it('with `to-rear`, toward its own table edge: side A south, side B north, whatever the charger', () => {
    const a = table(horse({ id: 'lh', x: 30, y: 20 }), horse({ id: 'ch', x: 40, y: 20 }), 'A', toRear);
    expect(evasionDestination(a.s, a.evader, a.charger, 14)).toEqual({ x: 30, y: 6, moved: 14 });
    const b = table(horse({ id: 'lh', x: 30, y: 20 }), horse({ id: 'ch', x: 40, y: 20 }), 'B', toRear);
    expect(evasionDestination(b.s, b.evader, b.charger, 14)).toEqual({ x: 30, y: 34, moved: 14 });
  });

  it('a charger on the very spot gives no direction away from it: the evader goes to its rear', () => {
    const { s, evader, charger } = table(horse({ id: 'lh', x: 30, y: 20 }), horse({ id: 'ch', x: 50, y: 30 }), 'A');
    const onTop: UnitState = { ...charger, x: evader.x, y: evader.y };
    expect(evasionDestination(s, evader, onTop, 5)).toEqual({ x: 30, y: 15, moved: 5 });
  });

  it('like every move it stops at the table edge', () => {
    // 4" from the south edge (base 1" deep each side of the centre): away from a charger due north is 3" at most.
    const { s, evader, charger } = table(horse({ id: 'lh', x: 30, y: 4 }), horse({ id: 'ch', x: 30, y: 12 }), 'A');
    const to = evasionDestination(s, evader, charger, 14);
    expect(to.x).toBe(30);
    expect(to.y).toBeCloseTo(1, 2);
    expect(to.moved).toBeCloseTo(3, 2);
  });
});
