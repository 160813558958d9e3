import { Rng } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState } from '../game/State.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import { competentBot, planOrder } from './competentBot.js';

// The competent bot uses the rules a good player uses: Brigade orders, evasion from a charge it would lose,
// interception of a mover it would beat.
const decide = (state: BattleState, player: 'A' | 'B', legal: BattleDecision[]) =>
  competentBot().decide({ state, player, legal, rng: Rng.fromSeed('rules') });

describe('competent bot: Brigade', () => {
  // Rulebook: The Troops > Brigade: "Units with this rule that belong to the same regiment may act
  // simultaneously. A single order may then be placed for all the units of the brigade."
  function planning(spread: boolean): BattleState {
    const brigade = (id: string) => ({ ...unitOf(id, 'musketeer-company'), rules: ['light', 'brigade'] });
    const state = fixtureState({
      A: [
        { unit: brigade('m1'), at: { x: 30, y: 10, facing: 90 } },
        // Spread: the second company is far out on the flank, out of range of anything.
        { unit: brigade('m2'), at: spread ? { x: 2, y: 2, facing: -90 } : { x: 36, y: 10, facing: 90 } },
      ],
      B: [{ unit: unitOf('foe', 'tercio'), at: { x: 33, y: 19, facing: -90 } }],
    });
    return { ...state, stage: 'planning', units: state.units.map((u) => ({ ...u, order: null })) };
  }

  it('places one order for the brigade when its units want the same order', () => {
    const state = planning(false);
    const legal = legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS);
    expect(legal.some((d) => d.kind === 'brigade-order')).toBe(true);
    const m1 = planOrder(
      state,
      unitById(state, 'm1')!,
      ['ready', 'fire', 'run', 'assault', 'resist'],
      DEFAULT_TERCIOS_OPTIONS,
    );
    expect(decide(state, 'A', legal)).toEqual({ kind: 'brigade-order', units: ['m1', 'm2'], order: m1 });
  });

  it('orders each unit on its own when they want different orders', () => {
    const state = planning(true);
    const legal = legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS);
    expect(decide(state, 'A', legal)).toMatchObject({ kind: 'order', unit: 'm1' });
  });

  it('of the units sharing the card, the one nearest the enemy acts next (the front clears the way); a tie, the first', () => {
    // Brigade (Brevis Editio: "activate sequentially"): the side chooses which acts next (option battle.brigadeOrder).
    const at = (x: number, y: number) => ({ x, y, facing: 90 });
    const state = (m2: { x: number; y: number }, m3: { x: number; y: number }): BattleState => {
      const s = fixtureState({
        A: [
          { unit: unitOf('m1', 'musketeer-company'), at: at(10, 10) },
          { unit: unitOf('m2', 'musketeer-company'), at: at(m2.x, m2.y) },
          { unit: unitOf('m3', 'musketeer-company'), at: at(m3.x, m3.y) },
        ],
        B: [{ unit: unitOf('foe', 'tercio'), at: { x: 30, y: 40, facing: -90 } }],
      });
      return {
        ...s,
        stage: 'action',
        activeSide: 'A',
        acting: {
          unit: 'm1',
          order: 'ready',
          actions: [],
          freeReorient: false,
          brigadeQueue: ['m2', 'm3'],
          chargeTarget: null,
          interrupted: false,
          counterCharge: false,
          brigadeNext: ['m2', 'm3'],
        },
      };
    };
    const near = state({ x: 20, y: 10 }, { x: 30, y: 20 });
    const legal = legalBattleDecisions(near, DEFAULT_TERCIOS_OPTIONS);
    expect(legal).toEqual([
      { kind: 'activate', unit: 'm2' },
      { kind: 'activate', unit: 'm3' },
    ]);
    expect(decide(near, 'A', legal)).toEqual({ kind: 'activate', unit: 'm3' });
    const far = state({ x: 30, y: 20 }, { x: 20, y: 10 });
    expect(decide(far, 'A', legal)).toEqual({ kind: 'activate', unit: 'm2' });
    // Mirrored about the enemy: the same distance, the first offered.
    const tie = state({ x: 20, y: 20 }, { x: 40, y: 20 });
    expect(decide(tie, 'A', legal)).toEqual({ kind: 'activate', unit: 'm2' });
  });
});

describe('competent bot: evasion and interception', () => {
  // Reactions > Run!: a charged unit may evade; The Troops > Cavalry > Evasion (whatever its order).
  function charged(charger: string, chargerState: { wear: number; disordered: boolean }): BattleState {
    const state = fixtureState({
      A: [{ unit: unitOf('foe', charger), at: { x: 30, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('lh', 'light-cavalry'), at: { x: 30, y: 16, facing: -90 } }],
    });
    return {
      ...state,
      units: state.units.map((u) => (u.id === 'foe' ? { ...u, ...chargerState, order: 'assault' } : u)),
      reaction: { side: 'B', trigger: 'charge', by: 'foe', candidates: ['lh'], target: 'lh', path: null },
    };
  }
  const reactions: BattleDecision[] = [
    { kind: 'react', unit: 'lh', reaction: 'resist' },
    { kind: 'react', unit: 'lh', reaction: 'counter-charge' },
    { kind: 'react', unit: 'lh', reaction: 'evasion' },
    { kind: 'no-reaction' },
  ];

  it('evades a charge it would lose (cuirassiers on light horse)', () => {
    expect(decide(charged('cuirassiers', { wear: 0, disordered: false }), 'B', reactions)).toEqual({
      kind: 'react',
      unit: 'lh',
      reaction: 'evasion',
    });
  });

  it('stands against a charge it would win (a worn, disordered company)', () => {
    expect(decide(charged('musketeer-company', { wear: 1, disordered: true }), 'B', reactions)).not.toMatchObject({
      reaction: 'evasion',
    });
  });

  // Reactions > Assault!: a unit with Assault! may intercept an enemy that comes within 3".
  function approached(mover: { wear: number; disordered: boolean }): BattleState {
    const state = fixtureState({
      A: [{ unit: unitOf('mv', 'musketeer-company'), at: { x: 30, y: 14, facing: 0 } }],
      B: [{ unit: unitOf('cuir', 'cuirassiers'), at: { x: 30, y: 18, facing: -90 } }],
    });
    return {
      ...state,
      units: state.units.map((u) => (u.id === 'mv' ? { ...u, ...mover, order: 'run' } : { ...u, order: 'assault' })),
      reaction: {
        side: 'B',
        trigger: 'proximity',
        by: 'mv',
        candidates: ['cuir'],
        target: null,
        path: { from: { x: 26, y: 14 }, to: { x: 30, y: 14 } },
      },
    };
  }
  const approach: BattleDecision[] = [
    { kind: 'react', unit: 'cuir', reaction: 'shoot' },
    { kind: 'react', unit: 'cuir', reaction: 'interception' },
    { kind: 'no-reaction' },
  ];

  it('intercepts a mover it would beat (cuirassiers on a company of shot)', () => {
    expect(decide(approached({ wear: 1, disordered: false }), 'B', approach)).toEqual({
      kind: 'react',
      unit: 'cuir',
      reaction: 'interception',
    });
  });
});
