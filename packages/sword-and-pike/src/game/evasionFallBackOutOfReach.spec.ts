import { describe, expect, it } from 'vitest';
import { checkDecision, legalDecisions } from '../sequence/legalDecisions.js';
import type { SwordAndPikeState } from './State.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';

// Rulebook, SEQUENCE OF ACTIONS 2: "Units which are attacked in close combat by the enemy moving first may not move
// during that turn, except for "Evasion"". MORALE, When to check Morale: "f. When a unit attempts to withdraw from a
// Close Combat as attacker moves in." D. Morale Results: "4 - Moving unit Falls Back." Ruling R32: an evading unit
// has moved; one that tests 4 falls back disordered; a charger that cannot reach it then advances, with no combat.
// Evasion is the one move SEQUENCE 2 leaves a charged unit: a unit that attempted it, and fell back out of reach, has
// had it. It does not move again in its own side's movement, nor try to evade a second charger.

/**
 * Side A's gendarmes (4" x 4" at 30, 10: front edge y 12) charge B's light horse (4" x 4" at 30, 20, facing south:
 * front edge y 18), 6" off, within their 10" move. The light horse (Morale 3) evade: a die of 1, 1 + 3 = 4, "Moving
 * unit Falls Back": a normal move of 14" to the rear, to y 34 (front edge 32), disordered. The gendarmes cannot reach
 * them now (20" off): they advance their 10", to y 20, and do not charge. A ends its moves.
 */
function fellBackOutOfReach(extraA: ReturnType<typeof scenarioUnit>[] = []): SwordAndPikeState {
  const g = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
  const lh = scenarioUnit({
    id: 'lh',
    troop: 'light-horse',
    figures: 12,
    moraleClass: 'lighter-mounted',
    weapon: 'mounted-arquebus',
    x: 30,
    y: 20,
  });
  const s0 = handBuiltTable('an evader that fell back out of reach', [g, ...extraA], [lh]);
  const s = { ...s0, units: s0.units.map((x) => ({ ...x, morale: 3 })) };
  const { state, events } = playDecisions(s, faces([1]), [
    [{ kind: 'order', unit: 'g', order: 'charge', target: 'lh' }, 'A'],
    [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
  ]);
  expect(events.find((e) => e.type === 'morale-tested')).toMatchObject({ unit: 'lh', score: 4, result: 'fall-back' });
  expect(events.find((e) => e.type === 'fell-back')).toMatchObject({ unit: 'lh', x: 30, y: 34 });
  expect(events.find((e) => e.type === 'unit-ordered')).toMatchObject({ unit: 'g', order: 'advance', x: 30, y: 20 });
  expect(unitIn(state, 'g').charge).toBeNull();
  return state;
}

describe('SEQUENCE 2: a charged unit that tried to evade and fell back out of reach has had its move (ruling R32)', () => {
  it('its side is offered no order for it, and an order for it is refused', () => {
    const { state } = playDecisions(fellBackOutOfReach(), faces([]), [[{ kind: 'end-moves' }, 'A']]);
    expect(unitIn(state, 'lh')).toMatchObject({ status: 'disordered', x: 30, y: 34 });
    expect(legalDecisions(state).filter((d) => d.kind === 'order' && d.unit === 'lh')).toEqual([]);
    expect(checkDecision(state, { kind: 'order', unit: 'lh', order: 'rally', target: null })).not.toBeNull();
  });

  it('a second charger does not ask it to evade again: the charge comes in at once', () => {
    // A second gendarmes unit (x 34 to 38, y 24 to 28) 2" right of and 4" below the light horse's new place (x 28 to
    // 32, y 32 to 36): within its 10" move.
    const g2 = scenarioUnit({ id: 'g2', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 36, y: 26 });
    const { state, events } = playDecisions(fellBackOutOfReach([g2]), faces([]), [
      [{ kind: 'order', unit: 'g2', order: 'charge', target: 'lh' }, 'A'],
    ]);
    expect(events.some((e) => e.type === 'charge-declared')).toBe(false);
    expect(events[0]).toMatchObject({ type: 'unit-ordered', unit: 'g2', order: 'charge', target: 'lh' });
    expect(state.pendingEvasion).toBeNull();
  });

  it('caught where it stands (a 5), it is not asked to evade a second charger either', () => {
    // Battle 14 of the 30 seeded bot battles: light horse caught by one charger evaded the next one and got away.
    // Here the light horse test 2 + 3 = 5, "Moving unit halts": caught, and the gendarmes charge home (front edge
    // 1" from theirs, at y 17). The second gendarmes (x 34 to 38, y 24 to 28) are 2" off their right rear corner.
    const g = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const g2 = scenarioUnit({ id: 'g2', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 36, y: 26 });
    const lh = scenarioUnit({
      id: 'lh',
      troop: 'light-horse',
      figures: 12,
      moraleClass: 'lighter-mounted',
      x: 30,
      y: 20,
    });
    const s0 = handBuiltTable('an evader caught', [g, g2], [lh]);
    const s = { ...s0, units: s0.units.map((x) => ({ ...x, morale: 3 })) };
    const { events } = playDecisions(s, faces([2]), [
      [{ kind: 'order', unit: 'g', order: 'charge', target: 'lh' }, 'A'],
      [{ kind: 'evasion', unit: 'lh', evade: true }, 'B'],
      [{ kind: 'order', unit: 'g2', order: 'charge', target: 'lh' }, 'A'],
    ]);
    expect(events.find((e) => e.type === 'morale-tested')).toMatchObject({ unit: 'lh', score: 5, result: 'halt' });
    expect(events.filter((e) => e.type === 'charge-declared')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'unit-ordered').map((e) => [e.unit, e.order, e.target])).toEqual([
      ['g', 'charge', 'lh'],
      ['g2', 'charge', 'lh'],
    ]);
  });
});
