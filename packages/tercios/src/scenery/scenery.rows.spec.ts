import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { featuresOf } from './sceneryPoints.js';
import { SCENERY_TYPES, type SceneryType } from './SceneryType.js';

// Rulebook: The Battle > Scenery Points: "The cost depends on the type of terrain: 1 point: road, small hill,
// small copse, cultivated field, hedge, bridge, ford, small building. 2 points: large forest, marsh, steep hill,
// large hill, small lake, wall, large building, rocks. 3 points: river, large lake, town."
describe('Scenery points: cost by type', () => {
  it.each([
    {
      row: '1 point',
      cost: 1,
      types: ['road', 'small-hill', 'small-copse', 'cultivated-field', 'hedge', 'bridge', 'ford', 'small-building'],
    },
    {
      row: '2 points',
      cost: 2,
      types: ['large-forest', 'marsh', 'steep-hill', 'large-hill', 'small-lake', 'wall', 'large-building', 'rocks'],
    },
    { row: '3 points', cost: 3, types: ['river', 'large-lake', 'town'] },
  ])('"$row: $types"', ({ cost, types }) => {
    for (const t of types) expect([t, SCENERY_TYPES[t as SceneryType].cost]).toEqual([t, cost]);
  });

  it('the three rows name every scenery type', () => {
    expect(Object.keys(SCENERY_TYPES)).toHaveLength(8 + 8 + 3);
  });
});

// Rulebook: Scenery Elements > Cultivated field: "a die may be rolled to determine it: 1-2: Difficult. 3-5:
// Difficult, with the "In cover" rule. 6: Very difficult, with the "Hidden" and "In cover" rules."
// Brevis Editio: "River flow is rolled (1 Difficult, 2-4 Very Difficult, 5-6 Impassable)".
// Each band at both ends, through the roll the scenery-points procedure makes.
describe('Rolled features', () => {
  it.each([
    { row: 'Cultivated field 1-2: Difficult', roll: 1, features: ['difficult'] },
    { row: 'Cultivated field 1-2: Difficult', roll: 2, features: ['difficult'] },
    { row: 'Cultivated field 3-5: Difficult, In cover', roll: 3, features: ['difficult', 'cover'] },
    { row: 'Cultivated field 3-5: Difficult, In cover', roll: 5, features: ['difficult', 'cover'] },
    {
      row: 'Cultivated field 6: Very difficult, Hidden, In cover',
      roll: 6,
      features: ['very-difficult', 'hidden', 'cover'],
    },
  ])('"$row" (roll $roll)', ({ roll, features }) => {
    expect(featuresOf('cultivated-field', ScriptedDice.of([roll]), {}).sort()).toEqual([...features].sort());
  });

  it.each([
    { row: 'River flow 1: Difficult', roll: 1, features: ['difficult'] },
    { row: 'River flow 2-4: Very Difficult', roll: 2, features: ['very-difficult'] },
    { row: 'River flow 2-4: Very Difficult', roll: 4, features: ['very-difficult'] },
    { row: 'River flow 5-6: Impassable', roll: 5, features: ['impassable'] },
    { row: 'River flow 5-6: Impassable', roll: 6, features: ['impassable'] },
  ])('"$row" (roll $roll)', ({ roll, features }) => {
    expect(featuresOf('river', ScriptedDice.of([roll]), {})).toEqual(features);
  });
});
