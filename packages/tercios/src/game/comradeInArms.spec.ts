import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleDecision } from './Decision.js';
import type { BattleState, CommanderState } from './State.js';
import { checkCommand } from './commanderActivation.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Traits > Comrade-in-arms: "Remove another commander's Exhausted marker. The test succeeds on a result of 6
// instead of 5+." The game reads that 6 from the traits table (`commandTestTarget`): a 5 is no success here.

function battle(): BattleState {
  const s = fixtureState({
    A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
  });
  const base = {
    rank: 2,
    commanderInChief: false,
    virtues: [],
    attachedTo: null,
    joinedThisTurn: false,
    removed: false,
    side: 'A' as const,
    regiment: 'RA',
  };
  const commanders: CommanderState[] = [
    { ...base, id: 'c1', name: 'Camarada', traits: ['comrade-in-arms'], exhausted: false, position: { x: 26, y: 20 } },
    { ...base, id: 'c2', name: 'Cansado', traits: [], exhausted: true, position: { x: 28, y: 20 } },
  ];
  return { ...s, commanders };
}

const comrade: BattleDecision = {
  kind: 'command',
  commander: 'c1',
  to: null,
  action: { kind: 'comrade-in-arms', commander: 'c2' },
};

describe('Comrade-in-arms: the command test succeeds on 6 only', () => {
  it('two 5s are no success: the other commander stays Exhausted', () => {
    expect(checkCommand(battle(), 'c1', null, { kind: 'comrade-in-arms', commander: 'c2' })).toBeNull();
    const ctx = fixtureContext(battle(), ScriptedDice.of([5, 5]));
    resolveBattle(ctx, comrade, 'A');
    expect(ctx.events.find((e) => e.kind === 'command-test')).toMatchObject({ successes: 0, passed: false });
    expect(ctx.events.some((e) => e.kind === 'commander-refreshed')).toBe(false);
    expect(ctx.state.commanders.find((c) => c.id === 'c2')!.exhausted).toBe(true);
  });

  it('a 6 is a success: the Exhausted marker is removed', () => {
    const ctx = fixtureContext(battle(), ScriptedDice.of([6, 5]));
    resolveBattle(ctx, comrade, 'A');
    expect(ctx.events.find((e) => e.kind === 'command-test')).toMatchObject({ successes: 1, passed: true });
    expect(ctx.events).toContainEqual({ kind: 'commander-refreshed', commander: 'c2', by: 'c1' });
    expect(ctx.state.commanders.find((c) => c.id === 'c2')!.exhausted).toBe(false);
  });
});
