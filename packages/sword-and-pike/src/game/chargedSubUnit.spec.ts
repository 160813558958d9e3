import { describe, expect, it } from 'vitest';
import { legalDecisions } from '../sequence/legalDecisions.js';
import type { SwordAndPikeState } from './State.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, sleeveOf, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, SEQUENCE OF ACTIONS 2: "Units which are attacked in close combat by the enemy moving first may not move
// during that turn, except for "Evasion"". Ruling R23: a sub-unit in good order "follows every advance (a charge
// included), retirement, turn and wheel of its pike"; one that cannot keep up stops where it is (the block breaks).
// A sub-unit charged by the side moving first is "attacked in close combat": its pike, moving later in the turn, does
// not take it along.

/**
 * Side A (moving first) has charged B's sleeve: six gendarmes (two 2" stands one behind the other, 2" x 4", centre
 * 34, 23, front edge at y 25) ride straight at the sleeve (2" x 1" at 34, 30.5, facing south: front edge at y 30) and
 * halt 1" off, centre at y 27 (front edge at 29). A then ends its moves. B's pike (4" x 2" at 30, 30: x 28 to 32,
 * 1" from the sleeve and from the gendarmes) and its sleeve have not moved. Every unit has Morale 3.
 */
function sleeveCharged(): SwordAndPikeState {
  const g = scenarioUnit({
    id: 'g',
    troop: 'gendarmes',
    figures: 6,
    frontage: 1,
    moraleClass: 'heavy-cavalry',
    x: 34,
    y: 23,
  });
  const pike = scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 30 });
  const s0 = handBuiltTable('a charged sleeve', [g], [pike, sleeveOf({ x: 34, y: 30.5 })]);
  const s = { ...s0, units: s0.units.map((x) => ({ ...x, morale: 3 })) };
  const { state, events } = playDecisions(s, faces([]), [
    [{ kind: 'order', unit: 'g', order: 'charge', target: 'sleeve' }, 'A'],
    [{ kind: 'end-moves' }, 'A'],
  ]);
  expect(events[0]).toMatchObject({ type: 'unit-ordered', unit: 'g', order: 'charge', x: 34, y: 27 });
  return state;
}

describe('SEQUENCE 2: a sub-unit charged by the side moving first stays when its pike moves (ruling R23)', () => {
  it('the pike retires its 6" to the rear (toward y 48); the charged sleeve stays where it was charged', () => {
    const { state, events } = playDecisions(sleeveCharged(), faces([]), [
      [{ kind: 'order', unit: 'pike', order: 'retire', target: null }, 'B'],
    ]);
    expect(unitIn(state, 'pike')).toMatchObject({ x: 30, y: 36 });
    expect(unitIn(state, 'sleeve')).toMatchObject({ x: 34, y: 30.5, ordered: false, moved: 'none' });
    expect(events.some((e) => e.type === 'unit-ordered' && e.unit === 'sleeve')).toBe(false);
  });

  it('the pike moves half its move to its right (west, heading -90): 3" to x 27, without the sleeve', () => {
    const { state } = playDecisions(sleeveCharged(), faces([]), [
      [{ kind: 'order', unit: 'pike', order: 'move-half', target: null, heading: -90 }, 'B'],
    ]);
    expect(unitIn(state, 'pike')).toMatchObject({ x: 27, y: 30 });
    expect(unitIn(state, 'sleeve')).toMatchObject({ x: 34, y: 30.5, moved: 'none' });
  });

  it('the sleeve is offered no order of its own, and the charge closes on it where it stands', () => {
    const s = sleeveCharged();
    expect(legalDecisions(s).some((d) => d.kind === 'order' && d.unit === 'sleeve')).toBe(false);
    const { events } = playDecisions(s, faces([]), [
      [{ kind: 'order', unit: 'pike', order: 'retire', target: null }, 'B'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
    // Every die shows 3: the gendarmes' "To Close" is 3 + their morale 3 = 6, carry on; they close on the sleeve,
    // which is where the charge found it, 1" from them (y 29 to 30), not 6" farther off with its pike.
    const closedAt = events.findIndex((e) => e.type === 'closed');
    expect(events[closedAt]).toMatchObject({ unit: 'g', target: 'sleeve' });
    expect(events.slice(0, closedAt).some((e) => 'unit' in e && e.unit === 'sleeve' && 'y' in e)).toBe(false);
  });
});
