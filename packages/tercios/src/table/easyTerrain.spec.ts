// Ruling Movement, "Easy terrain crossed" (option `battle.easyTerrain`). Terrain and Movement: "A unit is affected by a
// terrain type when its front centre crosses it [...] Easy: terrain where movement is facilitated, such as roads.
// Movement is enhanced." The rulebook prints no "worst terrain" rule: that is the ruling's reading of several pieces on
// one line. `along` (the default): Easy only from easy ground to easy ground; `crossed`: any line with a stretch on it.
import { frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from '../game/Scenario.js';
import type { BattleState, UnitState } from '../game/State.js';
import { plannedCharge } from '../game/plannedCharge.js';
import { plannedMove } from '../game/plannedMove.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { speedOf } from '../game/speedOf.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { rectangle } from '../scenery/sceneryPoints.js';
import { closestShortCharge } from './charge.js';
import { pathTerrain } from './movement.js';
import { unitById } from './tableQueries.js';

const rect = (id: string, type: ScenarioTerrain['type'], x0: number, y0: number, x1: number, y1: number) => ({
  id,
  type,
  points: rectangle(x0, y0, x1, y1),
});
/** A musketeer company (Speed 5) at (36, 8) facing north; an enemy tercio `ter` far away or where given. */
const table = (terrain: ScenarioTerrain[], enemyAt = { x: 6, y: 44, facing: -90 }): BattleState =>
  fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 8, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: enemyAt }],
    terrain,
  });
const mus = (s: BattleState): UnitState => unitById(s, 'mus')!;
const along = TerciosOptionsSchema.parse({});
const crossed = TerciosOptionsSchema.parse({ battle: { easyTerrain: 'crossed' } });
/** A road across the company's way, 2" wide, from y 10 to 12. */
const acrossRoad = rect('road', 'road', 0, 10, 72, 12);

describe('Easy terrain crossed (`battle.easyTerrain`)', () => {
  it('the default is `along`', () => {
    expect(along.battle.easyTerrain).toBe('along');
  });

  it('a move across a road from open ground to open ground: Speed 5 under `along`, 7 (Speed+) under `crossed`', () => {
    const s = table([acrossRoad]);
    const from = frontCentre(mus(s).base);
    const to = { x: from.x, y: from.y + 6 };
    const t = pathTerrain(s, mus(s), from, to);
    expect(t).toMatchObject({ easy: false, easyCrossed: true, difficult: false });
    expect(speedOf(rulesUnit(s, mus(s)), 'ready', t, along)).toBe(5);
    expect(speedOf(rulesUnit(s, mus(s)), 'ready', t, crossed)).toBe(7);
    expect(plannedMove(s, mus(s), to, 'ready', along)).toMatchObject({ ok: false });
    expect(plannedMove(s, mus(s), to, 'ready', crossed)).toMatchObject({ ok: true, distance: 6 });
  });

  it('a move that ends on the road, or starts on it and leaves it, is Easy under `crossed` only', () => {
    const s = table([rect('road', 'road', 0, 14, 72, 16)]);
    const from = frontCentre(mus(s).base);
    const onto = { x: from.x, y: 15 };
    expect(pathTerrain(s, mus(s), from, onto)).toMatchObject({ easy: false, easyCrossed: true });
    expect(plannedMove(s, mus(s), onto, 'ready', along)).toMatchObject({ ok: false });
    expect(plannedMove(s, mus(s), onto, 'ready', crossed)).toMatchObject({ ok: true });
  });

  it('along a road both values give Speed+; a road and a wood on one line give Speed- under both', () => {
    const road = table([rect('road', 'road', 35, 0, 37, 48)]);
    const from = frontCentre(mus(road).base);
    const to = { x: 36, y: from.y + 7 };
    for (const options of [along, crossed]) expect(plannedMove(road, mus(road), to, 'ready', options).ok).toBe(true);
    const rough = table([acrossRoad, rect('wood', 'large-forest', 30, 13, 42, 20)]);
    const t = pathTerrain(rough, mus(rough), frontCentre(mus(rough).base), { x: 36, y: 15 });
    expect(t).toMatchObject({ easyCrossed: false, veryDifficult: true });
    for (const options of [along, crossed]) expect(speedOf(rulesUnit(rough, mus(rough)), 'ready', t, options)).toBe(3);
  });

  it('a charge across a road: Assault! 7", 10" (Speed++) under `crossed`; the move as close as possible goes farther', () => {
    // The tercio's nearest centre 9" beyond the company's front centre, across the road.
    const s = table([acrossRoad], { x: 36, y: 8.79 + 9 + 1.97, facing: -90 });
    const target = unitById(s, 'ter')!;
    expect(plannedCharge(s, mus(s), target, false, along).reachable).toBe(false);
    expect(plannedCharge(s, mus(s), target, false, crossed).reachable).toBe(true);
    const short = (options: typeof along) =>
      closestShortCharge(s, mus(s), target, (t) => speedOf(rulesUnit(s, mus(s)), 'assault', t, options));
    expect(short(along)?.distance).toBeCloseTo(7, 1);
    expect(short(crossed)?.distance ?? 0).toBeGreaterThan(7.5);
    // The search's bound on a line that is not easy (the most over open ground) is lifted under `crossed`: the move
    // goes on along the line across the road as far as its Speed++ allows, not a step past the 7".
    expect(short(crossed)?.distance ?? 0).toBeGreaterThan(9);
    expect(short(crossed)?.distance ?? Infinity).toBeLessThanOrEqual(10);
  });
});
