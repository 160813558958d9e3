import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { footprint, touchingEnemy } from './table.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle in turn 2, with some units moved or changed (as compulsoryMoves.pursuitContact.spec.ts). */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

// Picardie (front at y 30, facing the allies, 3/4" deep: its rear at y 30.75) is FALLING BACK since last turn; it falls
// back straight to its rear (+y), a normal move of 1d6 for foot. The Royal Irish (allied foot, 3/8" deep, facing +y:
// their rear at y - 3/8) stand across its path with their rear 1" behind Picardie's rear (y 32.125: rear at 31.75).
const fallingBack = { 'picardie-1': { order: 'falling-back' as const, since: 1 } };
const irishBehind = { 'royal-irish': { x: 12, y: 32.125, since: 0 } };

describe('ruling R66: a unit falling back that backs into an enemy ("Units falling back will rout if contacted by the enemy")', () => {
  it('stops against the enemy, does not pass it, and stays FALLING BACK: it was not contacted by the enemy', () => {
    // A 4 is a 4" move; the Royal Irish 1" behind stop it after that 1" (four 1/4" steps; bases touching edge to edge do
    // not clash): Picardie's front at 30 + 1 = 31, its rear on theirs at 31.75, never on or beyond them.
    const h = harness(battle({ ...fallingBack, ...irishBehind }), [4]);
    compulsoryMoves(h.ctx, 'picardie');
    const p = h.unit('picardie-1');
    expect(p.y).toBe(31);
    expect(footprint(p).y1).toBeLessThanOrEqual(31.75); // never on the Royal Irish
    expect(touchingEnemy(h.ctx.state, p)).toBe(true); // against them (ruling R60: "In contact with enemy")
    expect(p.order).toBe('falling-back');
    expect(h.unit('royal-irish')).toMatchObject({ x: 12, y: 32.125, order: 'steady' });
    expect(h.text()).not.toContain('ROUTS');
  });

  it('a move that would pass clean over the enemy base stops at it too (it does not flow around enemies)', () => {
    // A 6 is 6": without them Picardie would end with its rear at 36.75, well past the Royal Irish (31.75 to 32.125).
    const h = harness(battle({ ...fallingBack, ...irishBehind }), [6]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(footprint(h.unit('picardie-1')).y1).toBeLessThanOrEqual(31.75);
    expect(h.unit('picardie-1').order).toBe('falling-back');
  });

  it('an enemy beyond a friend behind it: it stops short of the friend (flowing on would meet the enemy, ruling R29)', () => {
    // Navarre (a friend, 3/4" deep, facing as Picardie: y 31 to 31.75) stands 1/4" behind Picardie and the Royal Irish
    // right behind Navarre. Flowing through Navarre, the first spot clear of it (rear at 32.25) lies on the Royal
    // Irish, so Picardie moves only the 1/4" to Navarre: front at 30.25, still FALLING BACK.
    const h = harness(battle({ ...fallingBack, ...irishBehind, navarre: { x: 12, y: 31 } }), [4]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ y: 30.25, order: 'falling-back' });
    expect(h.unit('navarre')).toMatchObject({ x: 12, y: 31 });
  });

  it('with nothing behind it the same 4 carries it the full 4" (so the stop above is the enemy\'s)', () => {
    const h = harness(battle(fallingBack), [4]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ y: 34, order: 'falling-back' });
  });
});
