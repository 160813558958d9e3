import { playGame, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';
import {
  ActingSchema,
  BattleStateSchema,
  CommanderStateSchema,
  UnitStateSchema,
  type Acting,
  type BattleState,
} from './State.js';
import { actingWith, commanderWith, stateWith, unitWith } from './stateShapes.js';

const UNIT_KEYS = Object.keys(UnitStateSchema.shape);
const COMMANDER_KEYS = Object.keys(CommanderStateSchema.shape);
const STATE_KEYS = Object.keys(BattleStateSchema.shape);
const ACTING_KEYS = Object.keys(ActingSchema.shape);

/** Every state a competent bot decided on in one whole battle. */
function statesOfOneBattle(seed: string): BattleState[] {
  const states: BattleState[] = [];
  const spy = (bot: Bot<BattleState, never>): Bot<BattleState, never> => ({
    ...bot,
    decide: (ctx) => (states.push(ctx.state), bot.decide(ctx)),
  });
  const competent = tercios.bots.competent as () => Bot<BattleState, never>;
  playGame(tercios, tercios.exampleScenario(), { seed, bots: { A: spy(competent()), B: spy(competent()) } });
  return states;
}

describe('state shapes: one field order for every unit, commander and state', () => {
  it('every unit, commander, acting record and state of a whole battle lists its fields in schema order', () => {
    const states = statesOfOneBattle('shapes/1');
    expect(states.length).toBeGreaterThan(100);
    for (const s of states) {
      expect(Object.keys(s)).toEqual(STATE_KEYS);
      for (const u of s.units) expect(Object.keys(u)).toEqual(UNIT_KEYS);
      for (const c of s.commanders) expect(Object.keys(c)).toEqual(COMMANDER_KEYS);
      if (s.acting) expect(Object.keys(s.acting)).toEqual(ACTING_KEYS.filter((k) => k in (s.acting as Acting)));
    }
  });

  it('a copy changes only the patched fields and leaves the original alone', () => {
    const s = statesOfOneBattle('shapes/2')[0]!;
    const u = s.units[0]!;
    const worn = unitWith(u, { wear: u.wear + 2, order: null });
    expect(worn).toEqual({ ...u, wear: u.wear + 2, order: null });
    expect(worn).not.toBe(u);
    expect(u.wear).toBe(s.units[0]!.wear);
    const c = s.commanders[0]!;
    expect(commanderWith(c, { exhausted: true })).toEqual({ ...c, exhausted: true });
    expect(stateWith(s, { turn: 9 })).toEqual({ ...s, turn: 9 });
  });

  it('fills the two fields older saved games lack with null', () => {
    const s = statesOfOneBattle('shapes/3')[0]!;
    const { nextToActivate: _n, coldBlood: _c, ...old } = s;
    const copy = stateWith(old, {});
    expect(copy.nextToActivate).toBeNull();
    expect(copy.coldBlood).toBeNull();
    expect(BattleStateSchema.safeParse(copy).success).toBe(true);
  });

  it('keeps, sets and drops the optional boost, Fearless, Caracole offer, charge flank, charge move, combat movements and Brigade choice of the acting record', () => {
    const a: Acting = {
      unit: 'u1',
      order: 'assault',
      actions: [],
      freeReorient: false,
      brigadeQueue: [],
      chargeTarget: 't1',
      interrupted: false,
      counterCharge: false,
    };
    const moved = {
      unit: 't1',
      from: { centre: { x: 1, y: 2 }, facing: 0, width: 4, depth: 2 },
      to: { x: 3, y: 2 },
      enemy: 'u1',
    };
    const boosted = actingWith(a, {
      boost: 'determined',
      fearless: { commander: 'c1', secondActivation: false },
      caracole: true,
      chargeFlank: true,
      chargeMoved: { from: { x: 1, y: 2 }, contact: true, flank: false },
      combatMoved: [moved],
      brigadeNext: ['u2', 'u3'],
    });
    expect(Object.keys(boosted)).toEqual(ACTING_KEYS);
    expect(actingWith(boosted, {}).brigadeNext).toEqual(['u2', 'u3']);
    // The charge resolved (no target left), its move is forgotten.
    const { chargeMoved, ...unmoved } = boosted;
    expect(chargeMoved).toBeDefined();
    expect(actingWith(boosted, { chargeTarget: null })).toEqual({ ...unmoved, chargeTarget: null });
    expect(actingWith(boosted, {}, { dropBoost: true, dropCaracole: true })).toEqual({
      ...a,
      fearless: { commander: 'c1', secondActivation: false },
      chargeFlank: true,
      chargeMoved: { from: { x: 1, y: 2 }, contact: true, flank: false },
      combatMoved: [moved],
      brigadeNext: ['u2', 'u3'],
    });
    // The combat movements waiting outlive the charge; once all are offered, the field is dropped.
    expect(actingWith(boosted, { chargeTarget: null }).combatMoved).toEqual([moved]);
    expect('combatMoved' in actingWith(boosted, { combatMoved: [] })).toBe(false);
    expect('caracole' in actingWith(boosted, {}, { dropCaracole: true })).toBe(false);
    expect('boost' in actingWith(a, { freeReorient: true })).toBe(false);
  });
});
