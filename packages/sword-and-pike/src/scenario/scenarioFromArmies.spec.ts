import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { frenchArmy, imperialArmy } from '../army/exampleArmies.js';
import { swordAndPike } from '../ruleset.js';
import { baseAtCentre, onTheTable, unitsOverlap } from '../table/unitGeometry.js';
import { scenarioFromArmies } from './scenarioFromArmies.js';

describe('scenarioFromArmies', () => {
  it('deploys both armies on the table without overlaps, sub-units beside their pike, officers with their units', () => {
    const s = scenarioFromArmies([frenchArmy, imperialArmy]);
    const all = (['A', 'B'] as const).flatMap((side) =>
      s.sides[side].units.map((u) => ({ ...u, side, base: baseAtCentre({ ...u, side }, u.x, u.y) })),
    );
    expect(all).toHaveLength(11 + 11);
    for (const u of all) expect(onTheTable(u.base, s.table)).toBe(true);
    all.forEach((u, i) => {
      all.slice(i + 1).forEach((v) => {
        expect(unitsOverlap(u.base, v.base)).toBe(false);
      });
    });
    const pike = s.sides.A.units.findIndex((u) => u.id === 'a-bern-pike');
    expect(s.sides.A.units[pike + 1]?.id).toBe('a-bern-halberds');
    expect(s.sides.B.officers.find((o) => o.id === 'b-commander')).toMatchObject({
      brigade: null,
      attachedTo: 'b-spanish-pike',
    });
    expect(s.sides.B.units.find((u) => u.id === 'b-jinetes')?.weapon).toBeNull(); // spears
    expect(() => swordAndPike.schemas.scenario.parse(s)).not.toThrow();
  });

  it('refuses an army that breaks the organisation rules, naming the path', () => {
    const bad = JSON.parse(JSON.stringify(frenchArmy)) as typeof frenchArmy;
    bad.brigades[1]!.units[0]!.figures = 18;
    try {
      scenarioFromArmies([imperialArmy, bad]);
      expect.unreachable();
    } catch (e) {
      expect(MusterError.is(e) && e.context.path).toBe('armies[1].brigades[1].units[0].figures');
    }
  });
});
