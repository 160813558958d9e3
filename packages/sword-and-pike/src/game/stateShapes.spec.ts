import { playGame, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPike } from '../ruleset.js';
import { SwordAndPikeStateSchema, type SwordAndPikeState } from './State.js';
import { stateWith, unitCopy } from './stateShapes.js';

const STATE_KEYS = Object.keys(SwordAndPikeStateSchema.shape);
const UNIT_KEYS = Object.keys(SwordAndPikeStateSchema.shape.units.element.shape);

/** Every state a competent bot decided on in one whole battle. */
function statesOfOneBattle(seed: string): SwordAndPikeState[] {
  const states: SwordAndPikeState[] = [];
  const spy = (bot: Bot<SwordAndPikeState, never>): Bot<SwordAndPikeState, never> => ({
    ...bot,
    decide: (ctx) => (states.push(ctx.state), bot.decide(ctx)),
  });
  const competent = swordAndPike.bots.competent as () => Bot<SwordAndPikeState, never>;
  playGame(swordAndPike, swordAndPike.exampleScenario(), { seed, bots: { A: spy(competent()), B: spy(competent()) } });
  return states;
}

describe('state shapes: one field order for every unit and state', () => {
  it('every unit and state of a whole battle lists its fields in schema order', () => {
    const states = statesOfOneBattle('shapes/1');
    expect(states.length).toBeGreaterThan(50);
    for (const s of states) {
      expect(Object.keys(s)).toEqual(STATE_KEYS);
      for (const u of s.units) expect(Object.keys(u)).toEqual(UNIT_KEYS);
    }
  });

  it('a copy has every field of the original, and changing it leaves the original alone', () => {
    const s = statesOfOneBattle('shapes/2')[0]!;
    const u = s.units[0]!;
    const copy = unitCopy(u);
    expect(copy).toEqual(u);
    copy.figures -= 1;
    expect(u.figures).toBe(copy.figures + 1);
    expect(stateWith(s, { turn: 9 })).toEqual({ ...s, turn: 9 });
    expect(SwordAndPikeStateSchema.safeParse(stateWith(s, { step: 'fire-artillery' })).success).toBe(true);
  });
});
