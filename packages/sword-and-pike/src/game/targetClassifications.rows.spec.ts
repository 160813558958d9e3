import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { Terrain } from '../table/Terrain.js';
import { handBuiltTable, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import { targetClassOf } from './unitRules.js';

// Rulebook: FIRE > Target classifications, one category a case, pinned through `targetClassOf` (what the battle
// reads for every unit's fire). The table has Class I-IV; the list has five categories: ruling R3 reads them in
// the list's order (closed I, open II, skirmishers II with "takes 2 hits to mark one figure", cover III, field
// works IV), cover and field works before order.
const area = (kind: Terrain['kind']): Terrain => ({ kind, name: kind, x: 20, y: 20, width: 20, height: 10 });
const classOf = (target: Parameters<typeof scenarioUnit>[0], terrain: Terrain[] = []) => {
  const state = handBuiltTable(
    'target classes',
    [scenarioUnit({ id: 'firer', troop: 'arquebusiers', x: 30, y: 5, weapon: 'arquebus' })],
    [scenarioUnit(target)],
    DEFAULT_OPTIONS,
    terrain,
  );
  return targetClassOf(state, unitIn(state, target.id));
};

describe('Target classifications (Rulebook: FIRE; ruling R3)', () => {
  it.each([
    // Closed order = Pikes or other heavy foot, base-to-base.
    {
      category: 'Closed order = Pikes or other heavy foot, base-to-base',
      target: { id: 't', troop: 'pikemen', x: 30, y: 40, order: 'closed' },
      terrain: [],
      expected: { targetClass: 1, skirmish: false },
    },
    // Open order = Other foot and all horse, operating in open order
    {
      category: 'Open order = Other foot ... in open order',
      target: { id: 't', troop: 'arquebusiers', x: 30, y: 40 },
      terrain: [],
      expected: { targetClass: 2, skirmish: false },
    },
    {
      category: 'Open order = ... all horse (Gendarmes move in open order, R3)',
      target: { id: 't', troop: 'gendarmes', figures: 12, x: 30, y: 40, moraleClass: 'heavy-cavalry' },
      terrain: [],
      expected: { targetClass: 2, skirmish: false },
    },
    // Skirmishers, artillerists, drovers etc. ... takes 2 hits to mark one figure.
    {
      category: 'Skirmishers ... takes 2 hits to mark one figure',
      target: { id: 't', troop: 'sword-and-buckler', figures: 5, x: 30, y: 40, order: 'skirmish' },
      terrain: [],
      expected: { targetClass: 2, skirmish: true },
    },
    {
      category: '... artillerists ... takes 2 hits to mark one figure',
      target: {
        id: 't',
        troop: 'light-gun',
        figures: 2,
        x: 30,
        y: 40,
        order: 'skirmish',
        moraleClass: 'gunners-auxiliaries',
      },
      terrain: [],
      expected: { targetClass: 2, skirmish: true },
    },
    // Cover = woods, buildings, stone walls, hedges.
    {
      category: 'Cover = woods',
      target: { id: 't', troop: 'pikemen', x: 30, y: 25, order: 'closed' },
      terrain: [area('woods')],
      expected: { targetClass: 3, skirmish: false },
    },
    {
      category: 'Cover = ... hedges',
      target: { id: 't', troop: 'arquebusiers', x: 30, y: 25 },
      terrain: [area('hedge')],
      expected: { targetClass: 3, skirmish: false },
    },
    {
      category: 'Cover: skirmishers in cover still need 2 hits (R3)',
      target: { id: 't', troop: 'sword-and-buckler', figures: 5, x: 30, y: 25, order: 'skirmish' },
      terrain: [area('wall')],
      expected: { targetClass: 3, skirmish: true },
    },
    // Field Works = trenches & earthworks, towns if entire town has been arrayed for defense
    {
      category: 'Field Works = trenches & earthworks',
      target: { id: 't', troop: 'arquebusiers', x: 30, y: 25 },
      terrain: [area('field-works')],
      expected: { targetClass: 4, skirmish: false },
    },
    {
      category: 'Field Works = ... towns if entire town has been arrayed for defense',
      target: { id: 't', troop: 'pikemen', x: 30, y: 25, order: 'closed' },
      terrain: [area('fortified-town')],
      expected: { targetClass: 4, skirmish: false },
    },
  ] as const)('"$category" → Class $expected.targetClass', ({ target, terrain, expected }) => {
    expect(classOf(target as Parameters<typeof scenarioUnit>[0], [...terrain])).toEqual(expected);
  });
});
