import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { fallBackFacing, mayBreakOff } from './fallingBack.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';

// Killers for game/fallingBack.ts (rulings R44, R46): which enemy a unit falling back turns to face, when it does not
// turn, and what stops it stepping back.

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const faceEnemy = Wss6mmOptionsSchema.parse({ fallBackFacing: 'face-enemy' });
const unlessBlocked = Wss6mmOptionsSchema.parse({ fallBackBreakOff: 'unless-blocked' });
// Picardie (B) at (12, 30) facing down the table, 5" wide (x 9.5-14.5); Navarre out of the way.
const base = { 'picardie-1': { order: 'falling-back' as const }, navarre: { status: 'destroyed' as const } };

describe('fallBackFacing (ruling R46, face-enemy)', () => {
  it('faces the nearest enemy, not the first of the list, and not a nearer one that is routed', () => {
    // The Royal Scots 5.5" away on the right (x 20, facing west), the Guards 7.5" away on the left: the Scots.
    const s = battle({
      ...base,
      'foot-guards': { x: 2, y: 30, facing: 0 },
      'royal-scots': { x: 20, y: 30, facing: Math.PI },
    });
    expect(fallBackFacing(s, unit(s, 'picardie-1'), faceEnemy)).toMatchObject({
      facing: 0,
      enemy: { id: 'royal-scots' },
    });
    // The Scots routed: the Guards.
    const r = battle({
      ...base,
      'foot-guards': { x: 2, y: 30, facing: 0 },
      'royal-scots': { x: 20, y: 30, facing: Math.PI, order: 'routed' },
    });
    expect(fallBackFacing(r, unit(r, 'picardie-1'), faceEnemy).enemy?.id).toBe('foot-guards');
  });

  it('of two enemies equally near, the first in army-list order', () => {
    const s = battle({
      ...base,
      'foot-guards': { x: 4, y: 30, facing: 0 },
      'royal-scots': { x: 20, y: 30, facing: Math.PI },
    });
    expect(fallBackFacing(s, unit(s, 'picardie-1'), faceEnemy).enemy?.id).toBe('foot-guards');
  });

  it('does not turn for an enemy straight ahead, nor when no enemy is left', () => {
    const ahead = battle({ ...base, 'foot-guards': { x: 12, y: 26 } });
    expect(fallBackFacing(ahead, unit(ahead, 'picardie-1'), faceEnemy)).toEqual({ facing: -Math.PI / 2, enemy: null });
    const alone = battle({
      ...base,
      ...Object.fromEntries(
        battle({})
          .units.filter((u) => u.side === 'A')
          .map((u) => [u.id, { status: 'destroyed' as const }]),
      ),
    });
    expect(fallBackFacing(alone, unit(alone, 'picardie-1'), faceEnemy)).toEqual({ facing: -Math.PI / 2, enemy: null });
  });
});

describe('fallBackFacing (ruling R46): "if that turns it by more than 1 degree" (5 Dec 2026, stop 53)', () => {
  it('a turn of exactly 1 degree is not made; one of 2 degrees is', () => {
    // R46, face-enemy: "the unit turns on its front centre to face the nearest enemy not routed (the charger,
    // usually), if that turns it by more than 1 degree". The Royal Scots due east of Picardie (facing 0 towards
    // them); Picardie itself faces 1 degree, then 2 degrees, to the south of it.
    const at = (facing: number) =>
      battle({
        ...base,
        'picardie-1': { order: 'falling-back', facing },
        'foot-guards': { x: 2, y: 30, facing: 0 },
        'royal-scots': { x: 20, y: 30, facing: Math.PI },
      });
    const one = at(-Math.PI / 180);
    expect(fallBackFacing(one, unit(one, 'picardie-1'), faceEnemy)).toEqual({ facing: -Math.PI / 180, enemy: null });
    const two = at((-2 * Math.PI) / 180);
    expect(fallBackFacing(two, unit(two, 'picardie-1'), faceEnemy)).toMatchObject({
      facing: 0,
      enemy: { id: 'royal-scots' },
    });
  });
});

describe('mayBreakOff (ruling R44, unless-blocked)', () => {
  it('a friend behind does not block the step back (it is flowed around); the table edge does', () => {
    // Navarre right behind Picardie (y 30.75-31.5).
    const s = battle({ ...base, navarre: { x: 12, y: 30.75 } });
    expect(mayBreakOff(s, unit(s, 'picardie-1'), unlessBlocked)).toBe(true);
    // The Royal Scots (A) facing east with their rear on the west edge (x 0): blocked; facing west from x 0.375
    // their rear is towards the open table: free.
    const west = battle({ 'royal-scots': { x: 0.375, y: 20, facing: 0 } });
    expect(mayBreakOff(west, unit(west, 'royal-scots'), unlessBlocked)).toBe(false);
    const east = battle({ 'royal-scots': { x: 0.375, y: 20, facing: Math.PI } });
    expect(mayBreakOff(east, unit(east, 'royal-scots'), unlessBlocked)).toBe(true);
  });
});
