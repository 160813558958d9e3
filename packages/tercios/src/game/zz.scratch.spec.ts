import { it } from 'vitest';
import { distanceToBase } from '@muster/core';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
it('x', () => {
  for (const facing of [0, 90]) {
  const s = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing } }, { unit: unitOf('mus', 'musketeer-company'), at: { x: 34, y: 10, facing } }],
    B: [{ unit: unitOf('b', 'musketeer-company'), at: { x: 20, y: 40, facing: -90 } }],
  });
  const [t, m] = s.units;
  console.log(facing, t.base, distanceToBase({ x: 20, y: 10 - 2.3622047244094486 / 2 - 6 }, t.base), distanceToBase({ x: 20 + 14 - 3.149606299212598 / 2 - 6, y: 10 }, m.base), distanceToBase({ x: 20 - 2.3622047244094486 / 2 - 6, y: 10 }, t.base));
  }
});
