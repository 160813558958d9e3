import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import type { SwordAndPikeEvent } from './Event.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, sleeveOf } from './__fixtures__/playDecisions.js';

// Ruling R32: a target that evades out of reach: the charger "advances toward it as far as its move allows, stopping 1"
// short, and there is no combat". Ruling R23: a pike formation's sub-units in good order move with it as one block.
// Ruling R57 reads a disordered charger's advance that cannot reach the same way: one advance, with the block.
describe('a pike block whose target evades out of reach advances as one block (rulings R32, R23)', () => {
  it('the sleeve moves with the pike by the same displacement', () => {
    const pike = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10 });
    const lh = scenarioUnit({
      id: 'lh',
      troop: 'light-horse',
      figures: 12,
      moraleClass: 'lighter-mounted',
      x: 30,
      y: 15,
    });
    const s0 = handBuiltTable('block advance', [pike, sleeveOf()], [lh], SwordAndPikeOptionsSchema.parse({}));
    const s = { ...s0, units: s0.units.map((u) => ({ ...u, morale: 4 })) };
    // The light horse evade: die 6 + 4 = 10, carry on: they withdraw a normal move, out of the pike's reach.
    const { events } = playDecisions(s, faces([6]), [
      [{ kind: 'order', unit: 'pike', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
    ]);
    const ordered = events.filter(
      (e): e is Extract<SwordAndPikeEvent, { type: 'unit-ordered' }> => e.type === 'unit-ordered',
    );
    expect(events.find((e) => e.type === 'evaded')).toBeDefined();
    const [moved, followed] = [ordered.find((e) => e.unit === 'pike')!, ordered.find((e) => e.unit === 'sleeve')];
    expect(moved).toMatchObject({ order: 'advance', target: 'lh', x: 30 });
    expect(moved.y).toBeGreaterThan(10);
    expect(followed).toMatchObject({ order: 'advance', target: 'lh', x: 33.5, y: moved.y });
  });
});
