import { hypot, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { toBrigadier } from '../sequence/legalOrders.js';
import { harness } from './__fixtures__/harness.js';
import { executeOrder } from './executeOrder.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Rulebook: Command and Control: "All units must remain within 12" of their Brigadier. If they become separated by
// involuntary movement etc. then any subsequent voluntary movement may only be used to "close the gap"". Ruling R49
// (`commandRadiusMoves`): a voluntary move may end beyond 12" (`may-end-beyond`, the brigadier following afterwards,
// R28), or stops where it would leave the 12" (`stops-at-12`).
// The Earl of Orkney stands at (22, 4); the Foot Guards' front centre is at (12.5, 6), 9.5" to his left.

const STOP = Wss6mmOptionsSchema.parse({ commandRadiusMoves: 'stops-at-12' });

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

describe('an advance that would take a unit beyond 12" of its brigadier (ruling R49, commandRadiusMoves)', () => {
  // A 6: 6" straight up the table, to (12.5, 12): hypot(9.5, 8) = 12.4" from the brigadier.
  it('may-end-beyond (default): the whole 6", ending 12.4" from him', () => {
    const h = harness(battle(), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards').y).toBe(12);
    expect(toBrigadier(h.ctx.state, h.unit('foot-guards')).distance).toBeGreaterThan(12);
  });

  it('stops-at-12: it stops where it reaches 12" (y = 4 + sqrt(144 - 9.5²), about 11.33)', () => {
    const h = harness(battle(), [6], STOP);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    const u = h.unit('foot-guards');
    expect(u.y).toBeCloseTo(4 + Math.sqrt(144 - 9.5 * 9.5), 1);
    expect(toBrigadier(h.ctx.state, u).distance).toBeLessThanOrEqual(12);
  });

  it('stops-at-12: an incline is cut short the same way; a move that stays within 12" is not', () => {
    // Inclining right (towards the brigadier) a 2: 1" forward and 1" to the flank (R23), well inside 12".
    const h = harness(battle(), [2], STOP);
    executeOrder(h.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(hypot(h.unit('foot-guards').x - 12.5, h.unit('foot-guards').y - 6)).toBeCloseTo(Math.SQRT2, 3);
    // Inclining left (away) a 6 from 11.2" away is cut at 12".
    const far = harness(battle({ 'foot-guards': { y: 10 } }), [6], STOP);
    executeOrder(far.ctx, 'foot-guards', { type: 'incline', dir: 'left' });
    const d = toBrigadier(far.ctx.state, far.unit('foot-guards')).distance;
    expect(d).toBeLessThanOrEqual(12);
    expect(d).toBeGreaterThan(11.9);
    const free = harness(battle({ 'foot-guards': { y: 10 } }), [6]);
    executeOrder(free.ctx, 'foot-guards', { type: 'incline', dir: 'left' });
    expect(toBrigadier(free.ctx.state, free.unit('foot-guards')).distance).toBeGreaterThan(12);
  });

  it('stops-at-12: the unit the brigadier is attached to moves its whole move (he goes with it)', () => {
    const s = battle();
    const attached = {
      ...s,
      brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, attached: 'foot-guards' } : b)),
    };
    const h = harness(attached, [6], STOP);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards').y).toBe(12);
  });
});

describe('a wheel that would take a unit beyond 12" of its brigadier (ruling R49, commandRadiusMoves)', () => {
  // The Foot Guards at (12.5, 10), 11.2" from Orkney, wheel at half speed on a 6 (the outside man 3"): the full turn
  // (3/4 radian, 43 degrees) puts their front centre 12.4" from him, half of it (21 degrees) 11.8".
  const wheeled = (options = DEFAULT_OPTIONS) => {
    const h = harness(battle({ 'foot-guards': { y: 10 } }), [6], options);
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'left', fast: false });
    const degrees = Number(/wheels left ([\d.]+) degrees/.exec(h.text())?.[1]);
    return { degrees, distance: toBrigadier(h.ctx.state, h.unit('foot-guards')).distance };
  };

  it('may-end-beyond (default): the full turn, ending beyond 12"', () => {
    const w = wheeled();
    expect(w.degrees).toBeCloseTo((0.75 * 180) / Math.PI, 2);
    expect(w.distance).toBeGreaterThan(12);
  });

  it('stops-at-12: the largest of the tried turns (full, half, quarter) that stays within 12"', () => {
    const w = wheeled(STOP);
    expect(w.degrees).toBeCloseTo((0.375 * 180) / Math.PI, 2);
    expect(w.distance).toBeLessThanOrEqual(12);
  });
});
