import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState, BattleUnit } from '../game/State.js';
import { legalOrders } from '../sequence/legalOrders.js';
import { setupBattle } from '../game/setup.js';
import { exampleScenario } from '../game/Scenario.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { competentBot } from './competentBot.js';

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

/** The competent bot's order for one unit, chosen among its legal orders. */
function orderFor(state: BattleState, id: string): BattleDecision {
  const u = state.units.find((x) => x.id === id)!;
  const legal = legalOrders(state, u).map((order): BattleDecision => ({ kind: 'order', unit: id, order }));
  return competentBot().decide({ state, player: u.side, legal, rng: undefined as never });
}

describe('the competent bot manoeuvres (Rulebook: Manoeuvre)', () => {
  it('wheels at half speed towards an enemy on its flank, and inclines towards one that is nearly ahead', () => {
    // Foot Guards face up the table at (20, 10), nobody in their lane; Clare's stands level with them 8" to their right.
    const clearLane = { 'foot-guards': { x: 20, y: 10 }, navarre: { x: 5 }, 'french-battery': { x: 66 } };
    const flank = battle({ ...clearLane, clare: { x: 30, y: 11 } });
    expect(
      legalOrders(
        flank,
        flank.units.find((u) => u.id === 'foot-guards')!,
      ),
    ).toContainEqual({ type: 'wheel', dir: 'right', fast: true });
    expect(orderFor(flank, 'foot-guards')).toEqual({
      kind: 'order',
      unit: 'foot-guards',
      order: { type: 'wheel', dir: 'right', fast: false },
    });
    // Clare's 12" ahead and 6" to the right (about 27 degrees off the front): incline, no wheel.
    const ahead = battle({ ...clearLane, clare: { x: 26, y: 22 } });
    expect(orderFor(ahead, 'foot-guards')).toEqual({
      kind: 'order',
      unit: 'foot-guards',
      order: { type: 'incline', dir: 'right' },
    });
  });

  it('wheels horse far from the enemy towards an enemy to its left', () => {
    // Queen's Horse at (54.5, 6) facing up the table; the Gendarmes 20" away to its left, level with it.
    const s = battle({ gendarmes: { x: 30, y: 8 } });
    expect(orderFor(s, 'queens-horse')).toEqual({
      kind: 'order',
      unit: 'queens-horse',
      order: { type: 'wheel', dir: 'left', fast: false },
    });
  });
});
