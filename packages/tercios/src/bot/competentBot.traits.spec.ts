import { Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleState, CommanderState } from '../game/State.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { competentBot, fearlessPaysOff } from './competentBot.js';

// The competent bot uses Fearless and Horde when they pay off (the random bot plays them at random).

const decide = (state: BattleState, player: 'A' | 'B') =>
  competentBot().decide({
    state,
    player,
    legal: legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS),
    rng: Rng.fromSeed('traits'),
  });

function fearlessState(enemy: { wear: number; disordered: boolean }, profile = 'light-artillery'): BattleState {
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('gun', profile), at: { x: 36, y: 28, facing: -90 } }],
  });
  const commander: CommanderState = {
    id: 'c1',
    side: 'A',
    name: 'Capitán',
    rank: 2,
    commanderInChief: false,
    regiment: 'RA',
    traits: ['fearless'],
    virtues: [],
    position: { x: 33, y: 17 },
    attachedTo: null,
    exhausted: false,
    joinedThisTurn: false,
    removed: false,
  };
  return {
    ...state,
    commanders: [commander],
    units: state.units.map((u) => (u.id === 'cav' ? { ...u, order: 'run' } : { ...u, order: 'ready', ...enemy })),
  };
}

describe('competent bot: Fearless', () => {
  it('leads a Fearless assault on a weak enemy in reach, and a second activation only with a large edge', () => {
    const weak = fearlessState({ wear: 1, disordered: true });
    expect(fearlessPaysOff(weak, 'cav', DEFAULT_TERCIOS_OPTIONS)).toBe(true);
    expect(decide(weak, 'A')).toMatchObject({
      kind: 'command',
      commander: 'c1',
      action: { kind: 'fearless', unit: 'cav' },
    });
    // Already activated, the commander dies if the combat is lost: against a disordered tercio (a narrow edge) the
    // bot does not risk it; against a disordered battery (a large edge) it does.
    const activated = (st: BattleState): BattleState => ({
      ...st,
      activations: { cav: 1 },
      units: st.units.map((u) => (u.id === 'cav' ? { ...u, activated: true, order: null } : u)),
    });
    const tercio = fearlessState({ wear: 1, disordered: true }, 'tercio');
    expect(fearlessPaysOff(tercio, 'cav', DEFAULT_TERCIOS_OPTIONS)).toBe(true);
    expect(fearlessPaysOff(activated(tercio), 'cav', DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    expect(fearlessPaysOff(activated(weak), 'cav', DEFAULT_TERCIOS_OPTIONS)).toBe(true);
  });

  it('does not when no charge is in reach', () => {
    const far = fearlessState({ wear: 0, disordered: false });
    const moved: BattleState = {
      ...far,
      units: far.units.map((u) => (u.id === 'gun' ? { ...u, base: { ...u.base, centre: { x: 36, y: 46 } } } : u)),
    };
    expect(fearlessPaysOff(moved, 'cav', DEFAULT_TERCIOS_OPTIONS)).toBe(false);
    expect(decide(moved, 'A')).not.toMatchObject({ kind: 'command', action: { kind: 'fearless' } });
  });
});

function horde(id: string) {
  const u = unitOf(id, 'musketeer-company');
  return { ...u, rules: [...u.rules, 'horde'] };
}

function hordeState(orders: Record<string, 'ready' | 'run' | 'fire' | 'resist'>): BattleState {
  const state = fixtureState({
    A: [
      { unit: horde('h1'), at: { x: 20, y: 10, facing: 90 } },
      { unit: horde('h2'), at: { x: 30, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  return { ...state, units: state.units.map((u) => ({ ...u, order: orders[u.id] ?? 'ready' })) };
}

describe('competent bot: Horde', () => {
  it('activates a Horde pair when both fire, and alone when the partner only moves', () => {
    expect(decide(hordeState({ h1: 'fire', h2: 'fire' }), 'A')).toEqual({ kind: 'activate', unit: 'h1', horde: 'h2' });
    expect(decide(hordeState({ h1: 'fire', h2: 'run' }), 'A')).toEqual({ kind: 'activate', unit: 'h1' });
  });
});
