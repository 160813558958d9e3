import { baseGap, normalizeAngle } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { baseAtCentre, baseOf, unitsOverlap } from '../table/unitGeometry.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';
import { reduce } from './reduce.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Side B's pikes face south: 4" x 2" at (30, 30), east flank x 32. Side A's gendarmes 4" x 4" at (40, 32), beside
// and behind their front: a flank charge halting at (35.002, 31) and squaring up at (35, 30) facing west.
const pikes = scenarioUnit({
  id: 'pike',
  troop: 'pikemen',
  figures: 20,
  order: 'closed',
  moraleClass: 'swiss-foot',
  x: 30,
  y: 30,
});
const gens = scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 40, y: 32 });
const chargeOrder = (s: SwordAndPikeState) =>
  playDecisions(s, faces([]), [[{ kind: 'order', unit: 'gens', order: 'charge', target: 'pike' }, 'A']]).events.find(
    (e): e is Extract<SwordAndPikeEvent, { type: 'unit-ordered' }> => e.type === 'unit-ordered',
  )!;

describe('chargers square up along a clear swing (ruling R24)', () => {
  it('the swing into line may not pass through a unit that the squared-up place only touches', () => {
    expect(chargeOrder(handBuiltTable('clear', [gens], [pikes]))).toMatchObject({ x: 35, y: 30, facing: Math.PI });
    // A rifleman in the 1" between the pikes' flank and where the gendarmes would square up: the end only
    // touches him, but the square turning about its centre sweeps its corners through him.
    const rifleman = scenarioUnit({
      id: 'rif',
      troop: 'riflemen',
      figures: 1,
      frontage: 1,
      order: 'skirmish',
      x: 32.5,
      y: 31,
    });
    const s = handBuiltTable('blocked swing', [gens, rifleman], [pikes]);
    const squared = baseAtCentre({ ...unitIn(s, 'gens'), facing: Math.PI }, 35, 30);
    expect(unitsOverlap(squared, baseOf(unitIn(s, 'rif')))).toBe(false);
    const e = chargeOrder(s);
    expect(e).toMatchObject({ flank: true, facing: Math.PI / 2 }); // halts unturned where its straight path stopped
    expect([e.x, e.y]).toEqual([35.002, 31]);
  });

  it("a winner's second charge (R41) squares up to the edge it attacks; without the option it halts unturned", () => {
    // Arquebusiers 8" x 1", turned 30 degrees from facing south; the gendarmes, a pending winner, charge again.
    const line = scenarioUnit({ id: 'line', troop: 'arquebusiers', frontage: 4, x: 34, y: 31 });
    const winnerTable = (options: Record<string, unknown>): SwordAndPikeState => {
      const s = handBuiltTable(
        'again',
        [scenarioUnit({ ...gens, x: 30, y: 20 })],
        [line],
        SwordAndPikeOptionsSchema.parse(options),
      );
      const units = s.units.map((x) => (x.id === 'line' ? { ...x, facing: -Math.PI / 2 - Math.PI / 6 } : x));
      return { ...s, units, step: 'winner-options', winners: [{ unit: 'gens', vacated: null }] };
    };
    // To close again: chart die 6 (rating 4) + 6 = 10; the variable move 10 + 3.
    const again = (options: Record<string, unknown>) => {
      const s0 = winnerTable(options);
      const { events } = playDecisions(s0, faces([6, 6, 3]), [
        [{ kind: 'winner-option', unit: 'gens', option: 'charge-again', target: 'line' }, 'A'],
      ]);
      const move = events.find(
        (x): x is Extract<SwordAndPikeEvent, { type: 'bonus-move' }> => x.type === 'bonus-move',
      )!;
      expect(move.closed).toBe(true);
      return { move, g: unitIn(reduce(s0, move), 'gens'), l: unitIn(s0, 'line') };
    };
    const { move, g, l } = again({});
    expect(normalizeAngle(move.facing! - (l.facing + Math.PI))).toBeCloseTo(0, 9); // facing the line's front squarely
    expect(baseGap(baseOf(g), baseOf(l))).toBeCloseTo(1, 2);
    const unturned = again({ chargersSquareUp: false });
    expect(unturned.move.facing).toBe(Math.PI / 2);
  });
});
