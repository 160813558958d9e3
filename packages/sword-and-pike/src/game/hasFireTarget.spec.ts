import { describe, expect, it } from 'vitest';
import { handBuiltTable, scenarioUnit as unit, unitIn } from './__fixtures__/playDecisions.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { fireTargets, hasFireTarget } from './unitRules.js';

// hasFireTarget is fireTargets' own test ("Targets a unit may fire at": enemies in range, ahead of it, where the
// table gives a chance to hit, with a clear line of fire, ruling R40) stopping at the first target: the bot asks it
// of every unit it might move. It answers as `fireTargets(...).length > 0` does, whether the targets are known yet
// or not. Side A stands at low y facing +y, side B at high y facing -y (handBuiltTable).
const shot = (id: string, x: number, y: number) => unit({ id, troop: 'arquebusiers', weapon: 'arquebus', x, y });
const pike = (id: string, x: number, y: number) =>
  unit({ id, troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x, y });
const table = () =>
  handBuiltTable(
    'targets',
    // a1 has an enemy 8" ahead; a2 none in range; a3 one behind its own pike p3; p4 has no weapon.
    [shot('a1', 10, 10), shot('a2', 40, 4), shot('a3', 64, 6), pike('p3', 64, 12), pike('p4', 10, 4)],
    [pike('b1', 10, 18), pike('b3', 64, 18)],
  );

describe('hasFireTarget: a unit has a target exactly when fireTargets lists one', () => {
  it('an enemy in range ahead; none in range; no weapon', () => {
    const s = table();
    const has = (id: string) => hasFireTarget(s, unitIn(s, id));
    expect([has('a1'), has('a2'), has('p4')]).toEqual([true, false, false]);
    // The same as fireTargets, asked after it (the targets now known for this state's units).
    for (const id of ['a1', 'a2', 'a3', 'p4']) {
      const found = fireTargets(s, unitIn(s, id)).length;
      expect(has(id)).toBe(found > 0);
    }
  });

  it('known targets answer only for the state they were found in (the same units, options and terrain)', () => {
    const s = table();
    const a1 = unitIn(s, 'a1');
    expect(fireTargets(s, a1).map((t) => t.id)).toEqual(['b1']);
    // The enemy gone in a later state (a new units array): no target, though a1's targets were known before.
    const gone = { ...s, units: s.units.filter((u) => u.id !== 'b1') };
    expect(hasFireTarget(gone, a1)).toBe(false);
    // A unit object that is not the state's own (moved 40" back): tested afresh, not read from the known ones.
    expect(hasFireTarget(s, { ...a1, y: a1.y - 40 })).toBe(false);
    // The same units with a wood between a1 and b1 (ruling R40: woods block the line of fire): not read from the
    // targets known without it.
    const wood = { ...s, terrain: [{ kind: 'woods' as const, name: 'Wood', x: 0, y: 13, width: 40, height: 3 }] };
    expect(hasFireTarget(wood, a1)).toBe(false);
    expect(fireTargets(wood, a1)).toEqual([]);
    // Other options, the same units and terrain: tested afresh, and the same answer.
    const other = { ...s, options: SwordAndPikeOptionsSchema.parse({}) };
    expect(hasFireTarget(other, a1)).toBe(true);
  });
});
