import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from '../options/options.js';
import { unitOrders } from '../sequence/legalDecisions.js';
import type { SwordAndPikeState } from './State.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, DISORDERED UNITS: "Disorder is calused by falling vack, rallying from routed, or fighting in close combat."
// FIRE: "Cavalry that does not close (halts due to morale) ... are +1 to each fire die because they are 'disordered'"
// (ruling R54: a charger halted by a morale result is disordered). Ruling R45: a charger whose target fled before
// contact "stays where its charge stopped, 1" from where the target stood, in good order". A charger whose target was
// shot off the table before the charges are tested neither fought, fell back, rallied nor halted due to morale: it
// stays where its charge stopped, in good order.

/**
 * Side A's gendarmes (4" x 4" at 30, 10) charge B's lone arquebusier (one figure, 2" x 1" at 30, 17, facing south:
 * front edge y 16.5) and halt 1" off (centre y 13.5). In the infantry fire phase A's arquebusiers (20 figures, 8" x 1"
 * at 42, 14, 7.28" from it) fire at it: short range, Class II (open order), first fire: every die of 3 hits, and the
 * one figure is lost: the unit is destroyed. B's two other units stand far off, so its army is not broken (one unit
 * of three removed, ruling R15) and the battle goes on.
 */
function targetShotAway(options = DEFAULT_OPTIONS): SwordAndPikeState {
  const g = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
  const shot = scenarioUnit({ id: 'shot', troop: 'arquebusiers', weapon: 'arquebus', frontage: 4, x: 42, y: 14 });
  const lone = scenarioUnit({ id: 'lone', troop: 'arquebusiers', figures: 1, frontage: 1, x: 30, y: 17 });
  const far = scenarioUnit({ id: 'far', troop: 'arquebusiers', x: 60, y: 40 });
  const farther = scenarioUnit({ id: 'farther', troop: 'arquebusiers', x: 66, y: 44 });
  const s0 = handBuiltTable('a target shot away', [g, shot], [lone, far, farther], options);
  const s = { ...s0, units: s0.units.map((x) => ({ ...x, morale: 3 })) };
  const { state, events } = playDecisions(s, faces([]), [
    [{ kind: 'order', unit: 'g', order: 'charge', target: 'lone' }, 'A'],
    [{ kind: 'end-moves' }, 'A'],
    [{ kind: 'end-moves' }, 'B'],
    [{ kind: 'fire', unit: 'shot', target: 'lone' }, 'A'],
  ]);
  expect(events).toContainEqual({ type: 'removed', unit: 'lone', reason: 'destroyed' });
  expect(events.some((e) => e.type === 'turn-ended')).toBe(true);
  expect(events.some((e) => e.type === 'charge-halted')).toBe(false);
  return state;
}

describe('a charger whose target was shot off the table stays in good order (DISORDERED UNITS, ruling R45)', () => {
  it('it is not disordered, and holds where its charge stopped', () => {
    const state = targetShotAway();
    expect(state.turn).toBe(2);
    expect(unitIn(state, 'g')).toMatchObject({ status: 'ready', x: 30, y: 13.5 });
  });

  it('the next turn it has no disorder to rally from: no `rally` order is listed for it', () => {
    const state = targetShotAway();
    const orders = unitOrders(state, unitIn(state, 'g')).flatMap((d) => (d.kind === 'order' ? [d.order] : []));
    expect(orders).toContain('advance');
    expect(orders).not.toContain('rally');
  });

  it("under fledTarget 'follow-up' it has nothing to follow: it stays too, in good order", () => {
    const state = targetShotAway(SwordAndPikeOptionsSchema.parse({ fledTarget: 'follow-up' }));
    expect(unitIn(state, 'g')).toMatchObject({ status: 'ready', x: 30, y: 13.5 });
  });
});
