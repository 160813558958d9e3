import type { Placement, ScenarioTerrain } from '../game/Scenario.js';
import type { BattleState, UnitState } from '../game/State.js';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { plannedCharge } from '../game/plannedCharge.js';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { rectangle } from '../scenery/sceneryPoints.js';
import { chargeCandidates } from '../sequence/candidates.js';
import { chargeable, planCharge } from './charge.js';
import { unitById } from './tableQueries.js';

// Ruling "Charges into Hidden terrain" (option `battle.hiddenCharge`). Liber Militum, Terrain Effects in Combat: "since
// the enemy must be seen in order to be charged, terrain elements applying the "Hidden" rule protect the units located
// in them from all charges"; Shooting and Terrain > Hidden: "This rule is not applied if the shooters and the target
// are on the same terrain element." Brevis Editio, Shooting: "Hidden terrain also prevents units inside from being
// charged."

const at = (x: number, y: number, facing: number): Placement => ({ x, y, facing });
const rect = (id: string, type: ScenarioTerrain['type'], x0: number, y0: number, x1: number, y1: number) => ({
  id,
  type,
  points: rectangle(x0, y0, x1, y1),
});
const u = (state: BattleState, id: string): UnitState => unitById(state, id)!;

/** Side A's tercio `ter` at (36, 10) facing north; side B's company `mus` at (36, 16) facing south; one wood. */
function face(wood: ScenarioTerrain): BattleState {
  return fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: at(36, 10, 90) }],
    B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(36, 16, -90) }],
    terrain: [wood],
  });
}
/** A wood holding both units: the tercio's front centre and the company's centre inside it. */
const together = face(rect('wood', 'large-forest', 30, 8, 42, 20));
/** A wood holding the company only. */
const targetOnly = face(rect('wood', 'large-forest', 30, 14, 42, 20));

const liberMilitum = TerciosOptionsSchema.parse({});
const brevis = brevisEditioOptions();

describe('Charges into Hidden terrain (`battle.hiddenCharge`)', () => {
  it('the defaults: Liber Militum lets a charger in the same piece charge (`same-piece`); Brevis lets no one (`never`)', () => {
    expect(liberMilitum.battle.hiddenCharge).toBe('same-piece');
    expect(brevis.battle.hiddenCharge).toBe('never');
    // A field the input sets wins over the edition's reading, the other battle fields keep their defaults.
    const mixed = brevisEditioOptions({ battle: { hiddenCharge: 'same-piece' } });
    expect(mixed.battle.hiddenCharge).toBe('same-piece');
    expect(mixed.battle.gapObstacles).toBe('units-and-impassable');
  });

  it("`same-piece`: a charger whose front centre stands in the target's wood may charge it", () => {
    expect(chargeable(together, u(together, 'ter'), u(together, 'mus'), 'same-piece')).toBe(true);
    expect(chargeCandidates(together, u(together, 'ter'), liberMilitum)).toEqual(['mus']);
    expect(plannedCharge(together, u(together, 'ter'), u(together, 'mus'), false, liberMilitum).reachable).toBe(true);
  });

  it('`never` (Brevis): "Hidden terrain also prevents units inside from being charged", even from inside the piece', () => {
    expect(chargeable(together, u(together, 'ter'), u(together, 'mus'), 'never')).toBe(false);
    expect(chargeCandidates(together, u(together, 'ter'), brevis)).toEqual([]);
    expect(plannedCharge(together, u(together, 'ter'), u(together, 'mus'), false, brevis)).toEqual({
      reachable: false,
      reason: 'the target is hidden in its terrain',
    });
    expect(
      planCharge(together, u(together, 'ter'), u(together, 'mus'), () => 20, false, undefined, undefined, 'never'),
    ).toMatchObject({ reachable: false });
    // Brevis with the full book's reading switched back: the same charge is made.
    const switched = brevisEditioOptions({ battle: { hiddenCharge: 'same-piece' } });
    expect(chargeCandidates(together, u(together, 'ter'), switched)).toEqual(['mus']);
  });

  it('under both values a target in a wood is not charged from outside it, and seen from outside under Brevis', () => {
    for (const value of ['same-piece', 'never'] as const)
      expect(chargeable(targetOnly, u(targetOnly, 'ter'), u(targetOnly, 'mus'), value)).toBe(false);
    expect(chargeCandidates(targetOnly, u(targetOnly, 'ter'), liberMilitum)).toEqual([]);
    expect(chargeCandidates(targetOnly, u(targetOnly, 'ter'), brevis)).toEqual([]);
  });

  it('the occupant of a building (Hidden) may be charged under both values; a wood without Hidden protects no one', () => {
    const house = face(rect('house', 'large-building', 33, 14, 39, 18));
    const inside: BattleState = {
      ...house,
      units: house.units.map((x) => (x.id === 'mus' ? { ...x, inBuilding: 'house' } : x)),
    };
    const open = face({ ...rect('wood', 'large-forest', 30, 8, 42, 20), features: ['very-difficult', 'cover'] });
    for (const value of ['same-piece', 'never'] as const) {
      expect(chargeable(inside, u(inside, 'ter'), u(inside, 'mus'), value)).toBe(true);
      expect(chargeable(open, u(open, 'ter'), u(open, 'mus'), value)).toBe(true);
    }
  });
});
