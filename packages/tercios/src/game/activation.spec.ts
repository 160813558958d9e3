import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

describe('activations on the table', () => {
  it('Mobility: cavalry with Run! reorients for free, then still moves', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
    });
    const ctx = fixtureContext({
      ...state,
      units: state.units.map((u) => (u.id === 'cav' ? { ...u, order: 'run' } : u)),
    });
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(legal.some((d) => d.kind === 'reorient')).toBe(true);
    resolveBattle(ctx, { kind: 'reorient', to: 'right' }, 'A');
    expect(ctx.events.some((e) => e.kind === 'free-reorient-used')).toBe(true);
    expect(ctx.state.acting?.actions).toEqual([]);
    const after = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(after.some((d) => d.kind === 'move')).toBe(true);
    expect(after.some((d) => d.kind === 'reorient')).toBe(false);
  });

  it('a unit with Dm that fails its order test loses its order and the activation passes', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 40, facing: -90 } }],
    });
    const worn = {
      ...state,
      units: state.units.map((u) => (u.id === 'ter' ? { ...u, wear: 1, order: 'run' as const } : u)),
    };
    // Tercio Discipline 5, out of command (no commander): Discipline- → 3 dice; all miss.
    const ctx = fixtureContext(worn, ScriptedDice.of([1, 2, 3]));
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
    expect(ctx.events.map((e) => e.kind)).toEqual([
      'activation-started',
      'order-test',
      'order-lost',
      'activation-ended',
    ]);
    expect(ctx.events[1]).toMatchObject({ dice: 3, passed: false });
    expect(unitById(ctx.state, 'ter')!.activated).toBe(true);
    expect(ctx.state.activeSide).toBe('B');
  });

  it('a declared charge lets the charged unit react, always with an order test', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 26, facing: -90 } }],
    });
    const ready = {
      ...state,
      units: state.units.map((u) =>
        u.id === 'cav' ? { ...u, order: 'assault' as const } : { ...u, order: 'fire' as const },
      ),
    };
    const ctx = fixtureContext(ready, ScriptedDice.of([6, 6, 6]));
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toContainEqual({ kind: 'charge', target: 'mus' });
    resolveBattle(ctx, { kind: 'charge', target: 'mus' }, 'A');
    expect(ctx.state.reaction).toMatchObject({ side: 'B', trigger: 'charge', candidates: ['mus'] });
    const reactions = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(reactions).toContainEqual({ kind: 'react', unit: 'mus', reaction: 'volley' });
    expect(reactions).toContainEqual({ kind: 'no-reaction' });
  });
});
