import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R45 (routerMeetsEnemy). Compulsory Moves: "Units which are FALLING BACK, ROUTED or Pursuing should be moved at
// this point … Units will attempt to flow around friends." Routed: "Routing Units Flee to the rear at Rout Speed."

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// Picardie (B, front at y 30, 0.75" deep) routs up the table, 1d6 x 2 (a 1: 2"); the 1st Foot Guards (A) stand behind
// it, their base from y 32.125 to 32.5. (Navarre then tests for the router within 6": a 20.)
const cutOff = { 'picardie-1': { order: 'routed' as const }, 'foot-guards': { x: 12, y: 32.5 } };
const stops = Wss6mmOptionsSchema.parse({ routerMeetsEnemy: 'stops' });

describe('ruling R45: routers and enemy units (routerMeetsEnemy)', () => {
  it('by default (passes-through) the router passes the enemy as a friend, to the first clear spot beyond it', () => {
    const h = harness(battle(cutOff), [1, 20]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ y: 32.5, status: 'active' });
  });

  it('stops: the enemy in its way stops the router touching it, 1.25" on', () => {
    const h = harness(battle(cutOff), [1, 20], stops);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ y: 31.25, status: 'active', order: 'routed' });
    expect(h.text()).toMatch(/Picardie routs 1.25" and is stopped by the enemy/);
  });

  it('stops: a router with no enemy in the way still flees the field past its own edge', () => {
    // From y 33, 6" (a 3) takes it over the edge at y 36.
    const h = harness(battle({ 'picardie-1': { order: 'routed', y: 33 } }), [3, 20], stops);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1').status).toBe('left-table');
  });

  it('stops: a router that would be stopped on a friend stops on the last spot clear of it', () => {
    // Navarre stands right behind Picardie (y 30.75-31.5), the Guards at 32.125: the enemy stops
    // Picardie at 31.25, on Navarre; it stops on the last clear spot, where it stands (Navarre touches its rear).
    const h = harness(battle({ ...cutOff, navarre: { x: 12, y: 30.75 } }), [1, 20], stops);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ y: 30 });
  });
});
