import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import type { BattleState } from './State.js';
import { resolveBattle } from './resolve.js';

// Rules from "Kingdoms" > Horde: two units of one regiment with the rule may be activated consecutively, even
// with different orders; only in pairs.

function horde(id: string) {
  const u = unitOf(id, 'musketeer-company');
  return { ...u, rules: [...u.rules, 'horde'] };
}

function hordeState(): BattleState {
  const state = fixtureState({
    A: [
      { unit: horde('h1'), at: { x: 20, y: 10, facing: 90 } },
      { unit: horde('h2'), at: { x: 30, y: 10, facing: 90 } },
      { unit: unitOf('plain', 'musketeer-company'), at: { x: 40, y: 10, facing: 90 } },
    ],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  const orders: Record<string, 'ready' | 'run' | 'fire' | 'resist'> = {
    h1: 'run',
    h2: 'resist',
    plain: 'ready',
    enemy: 'ready',
  };
  return { ...state, units: state.units.map((u) => ({ ...u, order: orders[u.id]! })) };
}

describe('Horde on the table', () => {
  it('offers a pair of Horde units of one regiment, never a unit without the rule', () => {
    const legal = legalBattleDecisions(hordeState(), DEFAULT_TERCIOS_OPTIONS);
    expect(legal).toContainEqual({ kind: 'activate', unit: 'h1', horde: 'h2' });
    expect(legal).toContainEqual({ kind: 'activate', unit: 'h2', horde: 'h1' });
    expect(legal.filter((d) => d.kind === 'activate' && (d.unit === 'plain' || d.horde === 'plain'))).toEqual([
      { kind: 'activate', unit: 'plain' },
    ]);
    expect(
      checkBattleDecision(hordeState(), { kind: 'activate', unit: 'h1', horde: 'plain' }, DEFAULT_TERCIOS_OPTIONS),
    ).toMatch(/Horde/);
  });

  it('the second unit acts straight after the first, on its own (different) order, before play passes', () => {
    const ctx = fixtureContext(hordeState(), ScriptedDice.of([]));
    resolveBattle(ctx, { kind: 'activate', unit: 'h1', horde: 'h2' }, 'A');
    expect(ctx.state.acting).toMatchObject({ unit: 'h1', order: 'run', brigadeQueue: ['h2'] });
    resolveBattle(ctx, { kind: 'end' }, 'A');
    // h2 has Resist! and no Dm: nothing to do, so its activation completes at once and play passes to B.
    const started = ctx.events.filter((e) => e.kind === 'activation-started').map((e) => `${e.unit}:${e.order}`);
    expect(started).toEqual(['h1:run', 'h2:resist']);
    expect(
      ctx.state.units
        .filter((u) => u.activated)
        .map((u) => u.id)
        .sort(),
    ).toEqual(['h1', 'h2']);
    expect(ctx.state.activeSide).toBe('B');
  });
});
