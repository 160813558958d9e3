import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleState, CommanderState } from './State.js';
import { checkCommand } from './commanderActivation.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Kingdoms trait command actions on the table: Experienced and Indefatigable (Command > Kingdoms Expansion Traits).

function commander(traits: string[]): CommanderState {
  return {
    id: 'c1',
    side: 'A',
    name: 'Mestre',
    rank: 2,
    commanderInChief: false,
    regiment: 'RA',
    traits,
    virtues: [],
    position: { x: 33, y: 15 },
    attachedTo: null,
    exhausted: false,
    joinedThisTurn: false,
    removed: false,
  };
}

function withWear(state: BattleState, wear: Record<string, number>, traits: string[]): BattleState {
  return {
    ...state,
    commanders: [commander(traits)],
    units: state.units.map((u) => (wear[u.id] !== undefined ? { ...u, wear: wear[u.id]! } : u)),
  };
}

const twoUnits = (left: string, right: string, gapX = 36) =>
  fixtureState({
    A: [
      { unit: unitOf('left', left), at: { x: 30, y: 20, facing: 90 } },
      { unit: unitOf('right', right), at: { x: gapX, y: 20, facing: 90 } },
    ],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });

describe('Experienced', () => {
  it('a musketeer company with at most 1 Dm reinforces a battalion within 6": the company counts as destroyed, the battalion removes 2 Dm', () => {
    const state = withWear(twoUnits('musketeer-company', 'tercio'), { left: 1, right: 3 }, ['experienced']);
    const action = { kind: 'experienced', company: 'left', battalion: 'right' } as const;
    expect(checkCommand(state, 'c1', null, action)).toBeNull();
    expect(legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS)).toContainEqual({
      kind: 'command',
      commander: 'c1',
      to: null,
      action,
    });
    const ctx = fixtureContext(state, ScriptedDice.of([6, 6]));
    resolveBattle(ctx, { kind: 'command', commander: 'c1', to: null, action }, 'A');
    expect(unitById(ctx.state, 'left')!.destroyed).toBe(true);
    expect(ctx.state.points.B).toBe(unitById(state, 'left')!.victoryPoints);
    expect(unitById(ctx.state, 'right')!.wear).toBe(1);
  });

  it('is refused for a company with 2 Dm, units more than 6" apart, or a commander without the trait', () => {
    expect(
      checkCommand(
        withWear(twoUnits('musketeer-company', 'tercio'), { left: 2, right: 3 }, ['experienced']),
        'c1',
        null,
        { kind: 'experienced', company: 'left', battalion: 'right' },
      ),
    ).toMatch(/at most 1 Dm/);
    expect(
      checkCommand(withWear(twoUnits('musketeer-company', 'tercio', 40), { right: 3 }, ['experienced']), 'c1', null, {
        kind: 'experienced',
        company: 'left',
        battalion: 'right',
      }),
    ).toMatch(/6" apart|radius/);
    expect(
      checkCommand(withWear(twoUnits('musketeer-company', 'tercio'), { right: 3 }, []), 'c1', null, {
        kind: 'experienced',
        company: 'left',
        battalion: 'right',
      }),
    ).toMatch(/trait/);
  });
});

describe('Indefatigable', () => {
  it('moves one Dm between two units of the same type and regiment within 6"', () => {
    const state = withWear(twoUnits('musketeer-company', 'musketeer-company', 35), { left: 2, right: 0 }, [
      'indefatigable',
    ]);
    const action = { kind: 'indefatigable', from: 'left', to: 'right' } as const;
    expect(legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS)).toContainEqual({
      kind: 'command',
      commander: 'c1',
      to: null,
      action,
    });
    const ctx = fixtureContext(state, ScriptedDice.of([5, 1]));
    resolveBattle(ctx, { kind: 'command', commander: 'c1', to: null, action }, 'A');
    expect([unitById(ctx.state, 'left')!.wear, unitById(ctx.state, 'right')!.wear]).toEqual([1, 1]);
    // One success: the action works and the commander is Exhausted.
    expect(ctx.state.commanders[0]!.exhausted).toBe(true);
  });

  it('is refused between units of different types', () => {
    const state = withWear(twoUnits('musketeer-company', 'tercio'), { left: 1, right: 0 }, ['indefatigable']);
    expect(checkCommand(state, 'c1', null, { kind: 'indefatigable', from: 'left', to: 'right' })).toMatch(/same type/);
  });
});
