import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R46 (fallBackFacing). Falling Back: "Units falling back do so facing the enemy a normal move."

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// Picardie (B, front centre (12, 30), facing down the table) is falling back; the nearest enemy, the 1st Foot Guards,
// stands on its left flank at (4, 30) facing it (east). Its normal move: a 1, 1".
const flank = { 'picardie-1': { order: 'falling-back' as const }, 'foot-guards': { x: 4, y: 30, facing: 0 } };
const faceEnemy = Wss6mmOptionsSchema.parse({ fallBackFacing: 'face-enemy' });

describe('ruling R46: "Units falling back do so facing the enemy" (fallBackFacing)', () => {
  it('by default (straight-back) the unit moves straight back from its own facing, sideways to the enemy', () => {
    const h = harness(battle(flank), [1]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ x: 12, y: 31, facing: -Math.PI / 2 });
    expect(h.text()).toMatch(/Picardie falls back 1" facing the enemy/);
  });

  it('face-enemy: it first turns to face the nearest enemy, then falls back away from it', () => {
    const h = harness(battle(flank), [1], faceEnemy);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.text()).toMatch(/Picardie turns to face 1st Foot Guards\nPicardie falls back 1" facing the enemy/);
    expect(h.unit('picardie-1')).toMatchObject({ x: 13, y: 30, facing: Math.PI });
  });

  it('face-enemy: a unit that has no room to turn falls back straight', () => {
    // Navarre stands at y 27-27.75, where the turned line (y 27.5-32.5) would reach.
    const h = harness(battle({ ...flank, navarre: { x: 12, y: 27 } }), [1], faceEnemy);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ x: 12, y: 31, facing: -Math.PI / 2 });
  });
});
