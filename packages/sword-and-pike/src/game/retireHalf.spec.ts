import { describe, expect, it } from 'vitest';
import { legalDecisions } from '../sequence/legalDecisions.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeState } from './State.js';

// Rulebook, FIRE: "Infantry may not move more than 1/2 if they intend to fire"; "Light guns may move ½ normal distance
// and still fire normally". Retiring is a move like any other: a unit falling back by its own order may go half its
// move and still fire, as an advance may (ruling R24: the whole move or half of it, `retire-half`).

/** Side A's unit `a` (6" a move) facing +y at (30, 20); B's unarmed pikes at (30, 30), in range after any retirement. */
function table(troop: 'arquebusiers' | 'light-gun'): SwordAndPikeState {
  const a =
    troop === 'arquebusiers'
      ? scenarioUnit({ id: 'a', troop, weapon: 'arquebus', x: 30, y: 20 })
      : scenarioUnit({
          id: 'a',
          troop,
          weapon: 'light-cannon',
          order: 'skirmish',
          figures: 2,
          frontage: 1,
          x: 30,
          y: 20,
        });
  return handBuiltTable('retire', [a], [scenarioUnit({ id: 'b', troop: 'pikemen', order: 'closed', x: 30, y: 30 })]);
}
const retire = (order: 'retire' | 'retire-half'): SwordAndPikeDecision => ({
  kind: 'order',
  unit: 'a',
  order,
  target: null,
});
const endMoves: SwordAndPikeDecision = { kind: 'end-moves' };

function retired(troop: 'arquebusiers' | 'light-gun', order: 'retire' | 'retire-half') {
  return playDecisions(table(troop), faces([]), [
    [retire(order), 'A'],
    [endMoves, 'A'],
    [endMoves, 'B'],
  ]);
}
const ordered = (r: ReturnType<typeof retired>) => r.events.find((e) => e.type === 'unit-ordered' && e.unit === 'a');
const firesNow = (s: SwordAndPikeState) => legalDecisions(s).some((d) => d.kind === 'fire' && d.unit === 'a');

describe('retiring half a move (ruling R24): the unit may still fire', () => {
  it('both retirements are offered to a unit that may move', () => {
    const orders = legalDecisions(table('arquebusiers'));
    expect(orders).toEqual(expect.arrayContaining([retire('retire'), retire('retire-half')]));
  });

  it('foot: half its move back (3"), moved half, and it fires in the infantry step', () => {
    const r = retired('arquebusiers', 'retire-half');
    expect(ordered(r)).toMatchObject({ order: 'retire-half', x: 30, y: 17, moved: 'half' });
    expect(unitIn(r.state, 'a').moved).toBe('half');
    expect(r.state.step).toBe('fire-infantry');
    expect(firesNow(r.state)).toBe(true);
  });

  it('foot: the whole move back (6"), moved full, and it may not fire', () => {
    const r = retired('arquebusiers', 'retire');
    expect(ordered(r)).toMatchObject({ order: 'retire', x: 30, y: 14, moved: 'full' });
    expect(firesNow(r.state)).toBe(false);
    expect(r.events.some((e) => e.type === 'fired')).toBe(false);
  });

  it('a light gun: half its move back, and it fires in the artillery step; the whole move, and it does not', () => {
    const half = retired('light-gun', 'retire-half');
    expect(ordered(half)).toMatchObject({ y: 17, moved: 'half' });
    expect(half.state.step).toBe('fire-artillery');
    expect(firesNow(half.state)).toBe(true);
    const full = retired('light-gun', 'retire');
    expect(ordered(full)).toMatchObject({ y: 14, moved: 'full' });
    expect(full.events.some((e) => e.type === 'fired')).toBe(false);
  });
});
