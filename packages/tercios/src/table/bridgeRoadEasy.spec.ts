// Scenery Elements > Bridge: "a bridge may only be placed if there is a river. It must be wide enough to allow the
// river to be crossed [...]. If a road passes over the bridge, it is considered easy terrain." Ford: "it is difficult
// terrain." Terrain and Movement: "Easy: terrain where movement is facilitated, such as roads. Movement is enhanced."
// A bridge is not easy by itself; the road over it is, whatever the river under it.
import { frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { ScenarioTerrain } from '../game/Scenario.js';
import type { BattleState, UnitState } from '../game/State.js';
import { plannedMove } from '../game/plannedMove.js';
import { speedOf } from '../game/speedOf.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { pathTerrain } from '../table/movement.js';
import { unitById } from '../table/tableQueries.js';
import { rectangle } from '../scenery/sceneryPoints.js';

const rect = (
  id: string,
  type: ScenarioTerrain['type'],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  features?: ScenarioTerrain['features'],
): ScenarioTerrain => ({ id, type, points: rectangle(x0, y0, x1, y1), ...(features ? { features } : {}) });
const table = (y: number, terrain: ScenarioTerrain[]): BattleState =>
  fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y, facing: 90 } }],
    B: [{ unit: unitOf('far', 'tercio'), at: { x: 6, y: 44, facing: -90 } }],
    terrain,
  });
const mus = (s: BattleState): UnitState => unitById(s, 'mus')!;
const opts = DEFAULT_TERCIOS_OPTIONS;
const speed = (s: BattleState, t: Parameters<typeof speedOf>[2]) => speedOf(rulesUnit(s, mus(s)), 'ready', t, opts);

describe('bridges and Easy terrain', () => {
  it('a bridge with no road over it is not easy terrain (no Speed+ along it)', () => {
    const s = table(11.5, [
      rect('river', 'river', 0, 14, 72, 17, ['impassable']),
      rect('bridge', 'bridge', 34, 12, 38, 19),
    ]);
    const from = frontCentre(mus(s).base);
    const to = { x: 36, y: 18.5 };
    expect(speed(s, null)).toBe(5);
    const t = pathTerrain(s, mus(s), from, to);
    expect(t.impassable).toBeNull();
    expect(t.easy).toBe(false);
    expect(plannedMove(s, mus(s), to, 'ready', opts)).toMatchObject({ ok: false });
  });

  it('a road over a bridge is easy terrain, whatever the river under it (Speed+ along it)', () => {
    const s = table(8, [
      rect('river', 'river', 0, 14, 72, 17, ['very-difficult']),
      rect('bridge', 'bridge', 34, 12, 38, 19),
      rect('road', 'road', 35, 0, 37, 48),
    ]);
    const from = frontCentre(mus(s).base);
    const to = { x: 36, y: 14.5 };
    const t = pathTerrain(s, mus(s), from, to);
    expect(t.veryDifficult).toBe(false);
    expect(t.easy).toBe(true);
    expect(speed(s, t)).toBe(7);
    expect(plannedMove(s, mus(s), to, 'ready', opts)).toMatchObject({ ok: true });
  });

  it('control: the same road move short of the water is easy and allowed', () => {
    const s = table(8, [
      rect('river', 'river', 0, 14, 72, 17, ['very-difficult']),
      rect('bridge', 'bridge', 34, 12, 38, 19),
      rect('road', 'road', 35, 0, 37, 48),
    ]);
    const to = { x: 36, y: 13.9 };
    expect(pathTerrain(s, mus(s), frontCentre(mus(s).base), to).easy).toBe(true);
    expect(plannedMove(s, mus(s), to, 'ready', opts)).toMatchObject({ ok: true });
  });

  it('a road over a bridge across a Difficult river is easy, as over an Impassable one', () => {
    for (const flow of ['difficult', 'impassable'] as const) {
      const s = table(8, [
        rect('river', 'river', 0, 14, 72, 17, [flow]),
        rect('bridge', 'bridge', 34, 12, 38, 19),
        rect('road', 'road', 35, 0, 37, 48),
      ]);
      const t = pathTerrain(s, mus(s), frontCentre(mus(s).base), { x: 36, y: 14.5 });
      expect(t).toEqual({ difficult: false, veryDifficult: false, easy: true, easyCrossed: true, impassable: null });
      expect(speed(s, t)).toBe(7);
      expect(plannedMove(s, mus(s), { x: 36, y: 14.5 }, 'ready', opts)).toMatchObject({ ok: true });
    }
  });

  it('a road over a river with no bridge is not easy: the river is crossed', () => {
    const s = table(8, [rect('river', 'river', 0, 14, 72, 17, ['difficult']), rect('road', 'road', 35, 0, 37, 48)]);
    const t = pathTerrain(s, mus(s), frontCentre(mus(s).base), { x: 36, y: 14.5 });
    expect(t).toMatchObject({ difficult: true, easy: false });
    expect(speed(s, t)).toBe(3);
  });

  it('a road through a ford is not easy: a ford "is difficult terrain"', () => {
    for (const flow of ['difficult', 'very-difficult', 'impassable'] as const) {
      const s = table(8, [
        rect('river', 'river', 0, 14, 72, 17, [flow]),
        rect('ford', 'ford', 34, 12, 38, 19),
        rect('road', 'road', 35, 0, 37, 48),
      ]);
      const t = pathTerrain(s, mus(s), frontCentre(mus(s).base), { x: 36, y: 14.5 });
      // The ford carries the line over the river (its flow left out), and is Difficult itself.
      expect(t).toEqual({ difficult: true, veryDifficult: false, easy: false, easyCrossed: false, impassable: null });
      expect(speed(s, t)).toBe(3);
    }
  });

  it('a bridge on a table takes no features of its own: not Easy (scenery catalogue)', () => {
    const s = table(8, [
      rect('river', 'river', 0, 14, 72, 17, ['impassable']),
      rect('bridge', 'bridge', 34, 12, 38, 19),
    ]);
    expect(s.terrain.find((t) => t.id === 'bridge')!.features).toEqual([]);
    // From the bridge to the bridge over the water, with no road: open ground, Speed 5.
    const t = pathTerrain(s, mus(s), { x: 36, y: 12.5 }, { x: 36, y: 18.5 });
    expect(t).toEqual({ difficult: false, veryDifficult: false, easy: false, easyCrossed: false, impassable: null });
  });
});
