import { playGame, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';
import {
  BattleBrigadeSchema,
  BattleCincSchema,
  BattleStateSchema,
  BattleUnitSchema,
  type BattleState,
} from './State.js';
import { brigadeWith, cincWith, stateWith, unitWith } from './stateShapes.js';

const UNIT_KEYS = Object.keys(BattleUnitSchema.shape);
const BRIGADE_KEYS = Object.keys(BattleBrigadeSchema.shape);
const CINC_KEYS = Object.keys(BattleCincSchema.shape);
const STATE_KEYS = Object.keys(BattleStateSchema.shape);

/** Every state a competent bot decided on in one whole battle. */
function statesOfOneBattle(seed: string): BattleState[] {
  const states: BattleState[] = [];
  const spy = (bot: Bot<BattleState, never>): Bot<BattleState, never> => ({
    ...bot,
    decide: (ctx) => (states.push(ctx.state), bot.decide(ctx)),
  });
  const competent = wss6mm.bots.competent as () => Bot<BattleState, never>;
  playGame(wss6mm, wss6mm.exampleScenario(), { seed, bots: { A: spy(competent()), B: spy(competent()) } });
  return states;
}

describe('state shapes: one field order for every unit, brigade, CinC and state', () => {
  it('every unit, brigade, CinC and state of a whole battle lists its fields in schema order', () => {
    const states = statesOfOneBattle('shapes/1');
    expect(states.length).toBeGreaterThan(50);
    for (const s of states) {
      expect(Object.keys(s)).toEqual(STATE_KEYS);
      for (const u of s.units) expect(Object.keys(u)).toEqual(UNIT_KEYS);
      for (const b of s.brigades) expect(Object.keys(b)).toEqual(BRIGADE_KEYS);
      if (s.cincs) for (const c of [s.cincs.A, s.cincs.B]) expect(Object.keys(c)).toEqual(CINC_KEYS);
    }
  });

  it('a copy changes only the patched fields, keeps a unit field the patch leaves undefined, and leaves the original alone', () => {
    const s = statesOfOneBattle('shapes/2')[0]!;
    const u = s.units[0]!;
    const moved = unitWith(u, { x: u.x + 3, lost: u.lost + 1, facing: undefined });
    expect(moved).toEqual({ ...u, x: u.x + 3, lost: u.lost + 1 });
    expect(moved.facing).toBe(u.facing);
    expect(moved).not.toBe(u);
    expect(u.x).toBe(s.units[0]!.x);
    const b = s.brigades[0]!;
    expect(brigadeWith(b, { activation: 'done' })).toEqual({ ...b, activation: 'done' });
    expect(cincWith({ name: 'Marlborough', x: 1, y: 2, attached: null }, { attached: 'u1' })).toEqual({
      name: 'Marlborough',
      x: 1,
      y: 2,
      attached: 'u1',
    });
    expect(stateWith(s, { turn: 9 })).toEqual({ ...s, turn: 9 });
    expect(BattleStateSchema.safeParse(stateWith(s, { phase: 'melee' })).success).toBe(true);
  });
});
