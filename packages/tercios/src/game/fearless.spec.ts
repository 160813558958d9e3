import { SeededDice, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import { battleInvariants } from './invariants.js';
import type { BattleState, CommanderState } from './State.js';
import { joiningSpot } from './commanderActivation.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Optional Traits > Fearless: the commander joins one of its units and immediately carries out an assault with
// it; the unit is activated and discards its order; a unit already activated that loses costs the commander's life.

function fearlessState(activated: boolean): BattleState {
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 28, facing: -90 } }],
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
    activations: activated ? { cav: 1 } : {},
    units: state.units.map((u) =>
      u.id === 'cav' ? { ...u, order: activated ? null : 'resist', activated } : { ...u, order: 'ready' },
    ),
  };
}

describe('Fearless on the table', () => {
  it('joins the unit and assaults with it at once, its Resist! order discarded', () => {
    const state = fearlessState(false);
    const to = joiningSpot(unitById(state, 'cav')!);
    const decision = { kind: 'command', commander: 'c1', to, action: { kind: 'fearless', unit: 'cav' } } as const;
    expect(legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS)).toContainEqual(decision);
    const ctx = fixtureContext(state, ScriptedDice.of([6, 6]));
    resolveBattle(ctx, decision, 'A');
    expect(ctx.state.commanders[0]!.attachedTo).toBe('cav');
    expect(ctx.state.acting).toMatchObject({
      unit: 'cav',
      order: 'assault',
      fearless: { commander: 'c1', secondActivation: false },
    });
    expect(legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toContainEqual({ kind: 'charge', target: 'ter' });
  });

  it('a failed command test: no assault, the unit keeps its order', () => {
    const state = fearlessState(false);
    const ctx = fixtureContext(state, ScriptedDice.of([1, 2]));
    resolveBattle(
      ctx,
      {
        kind: 'command',
        commander: 'c1',
        to: joiningSpot(unitById(state, 'cav')!),
        action: { kind: 'fearless', unit: 'cav' },
      },
      'A',
    );
    expect(ctx.state.acting).toBeNull();
    expect(unitById(ctx.state, 'cav')!.order).toBe('resist');
  });

  it('a unit already activated acts a second time (not an invariant breach); if it loses the combat, the commander dies', () => {
    let lost = 0;
    for (let seed = 0; seed < 40 && lost < 2; seed++) {
      const state = fearlessState(true);
      const ctx = fixtureContext(state, SeededDice.fromSeed(`fearless-${seed}`));
      resolveBattle(
        ctx,
        {
          kind: 'command',
          commander: 'c1',
          to: joiningSpot(unitById(state, 'cav')!),
          action: { kind: 'fearless', unit: 'cav' },
        },
        'A',
      );
      if (!ctx.state.acting) continue; // the command test failed
      expect(ctx.state.acting.fearless).toEqual({ commander: 'c1', secondActivation: true });
      expect(battleInvariants(ctx.state)).toEqual([]);
      resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
      if (ctx.state.reaction) resolveBattle(ctx, { kind: 'no-reaction' }, 'B');
      const combat = ctx.events.find((e) => e.kind === 'combat');
      if (combat?.winner !== 'defender' || unitById(ctx.state, 'cav')!.destroyed) continue;
      lost++;
      expect(ctx.state.commanders[0]!.removed).toBe(true);
    }
    expect(lost).toBeGreaterThan(0);
  });
});
