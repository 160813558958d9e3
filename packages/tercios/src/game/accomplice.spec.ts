import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, CommanderState } from './State.js';
import { checkCommand } from './commanderActivation.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Kingdoms > Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even
// if it is Exhausted".

function withCommanders(): BattleState {
  const s = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  const base = {
    side: 'A' as const,
    rank: 2,
    commanderInChief: false,
    regiment: 'RA',
    virtues: [],
    attachedTo: null,
    joinedThisTurn: false,
    removed: false,
  };
  const commanders: CommanderState[] = [
    { ...base, id: 'c1', name: 'Hetman', traits: ['accomplice'], position: { x: 20, y: 10 }, exhausted: false },
    { ...base, id: 'c2', name: 'Pułkownik', traits: [], position: { x: 10, y: 10 }, exhausted: true },
  ];
  return { ...s, commanders };
}

describe('Accomplice', () => {
  it('moves an Exhausted friendly commander in sight up to 9"', () => {
    const state = withCommanders();
    const offered = legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS).find(
      (d) => d.kind === 'command' && d.action.kind === 'accomplice',
    );
    expect(offered).toMatchObject({ commander: 'c1', action: { kind: 'accomplice', commander: 'c2' } });
    const action = { kind: 'accomplice', commander: 'c2', to: { x: 18.9, y: 10 } } as const;
    expect(checkCommand(state, 'c1', null, action)).toBeNull();
    const ctx = fixtureContext(state, ScriptedDice.of([6, 6]));
    resolveBattle(ctx, { kind: 'command', commander: 'c1', to: null, action }, 'A');
    expect(ctx.state.commanders.find((c) => c.id === 'c2')).toMatchObject({
      position: { x: 18.9, y: 10 },
      exhausted: true,
    });
  });

  it('refuses a move over 9", onto a unit, or without the trait', () => {
    const state = withCommanders();
    expect(checkCommand(state, 'c1', null, { kind: 'accomplice', commander: 'c2', to: { x: 19.5, y: 10 } })).toMatch(
      /at most 9/,
    );
    expect(checkCommand(state, 'c1', null, { kind: 'accomplice', commander: 'c2', to: { x: 10, y: 1 } })).toBeNull();
    const noTrait = { ...state, commanders: state.commanders.map((c) => ({ ...c, traits: [] })) };
    expect(checkCommand(noTrait, 'c1', null, { kind: 'accomplice', commander: 'c2', to: { x: 15, y: 10 } })).toMatch(
      /Accomplice/,
    );
    const nearUnit = {
      ...state,
      commanders: state.commanders.map((c) => (c.id === 'c2' ? { ...c, position: { x: 30, y: 14 } } : c)),
    };
    expect(checkCommand(nearUnit, 'c1', null, { kind: 'accomplice', commander: 'c2', to: { x: 36, y: 20 } })).toMatch(
      /on a unit/,
    );
  });
});
