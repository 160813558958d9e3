import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { actionsLeft } from './activation.js';
import type { Acting, BattleState, Order } from './State.js';

// The order cards' action limits as the battle applies them (the one copy: the sequence offers these).
// Rulebook: Order Cards (Ready!: two different actions; Run!: movement only; Fire!: shooting only;
// Assault!: a charge); The Troops (Square: no move after reorienting; Mobility: a free reorientation).

function acting(profile: string, order: Order, actions: Acting['actions'], freeReorient = false): BattleState {
  const state = fixtureState({
    A: [{ unit: unitOf('a1', profile), at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('b1', 'tercio'), at: { x: 50, y: 40, facing: 270 } }],
  });
  return {
    ...state,
    acting: {
      unit: 'a1',
      order,
      actions,
      freeReorient,
      brigadeQueue: [],
      chargeTarget: null,
      interrupted: false,
      counterCharge: false,
    },
  };
}

describe('actionsLeft (Order Cards; The Troops)', () => {
  it('Ready!: two different actions, never one twice; Fire!: shooting only; Run!: moving only; Assault!: a charge', () => {
    expect(actionsLeft(acting('musketeer-company', 'ready', []))).toEqual(['move', 'reorient', 'shoot']);
    expect(actionsLeft(acting('musketeer-company', 'ready', ['move']))).toEqual(['reorient', 'shoot']);
    expect(actionsLeft(acting('musketeer-company', 'ready', ['move', 'shoot']))).toEqual([]);
    expect(actionsLeft(acting('musketeer-company', 'fire', []))).toEqual(['shoot']);
    expect(actionsLeft(acting('musketeer-company', 'fire', ['shoot']))).toEqual([]);
    expect(actionsLeft(acting('musketeer-company', 'run', []))).toEqual(['move']);
    expect(actionsLeft(acting('musketeer-company', 'assault', []))).toEqual(['charge']);
    expect(actionsLeft(acting('musketeer-company', 'resist', []))).toEqual([]);
  });

  it('Square: no move after reorienting; Mobility: cavalry reorients freely before moving', () => {
    const square = fixtureState({
      A: [{ unit: { ...unitOf('a1', 'tercio'), rules: ['square'] }, at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('b1', 'tercio'), at: { x: 50, y: 40, facing: 270 } }],
    });
    const reoriented: BattleState = {
      ...square,
      acting: {
        unit: 'a1',
        order: 'ready',
        actions: ['reorient'],
        freeReorient: false,
        brigadeQueue: [],
        chargeTarget: null,
        interrupted: false,
        counterCharge: false,
      },
    };
    expect(actionsLeft(reoriented)).not.toContain('move');
    expect(actionsLeft(acting('tercio', 'ready', ['reorient']))).toContain('move');
    expect(actionsLeft(acting('arquebusiers-on-horseback', 'ready', ['reorient']))).toContain('reorient');
    expect(actionsLeft(acting('musketeer-company', 'ready', ['reorient']))).not.toContain('reorient');
    expect(actionsLeft(acting('arquebusiers-on-horseback', 'run', []))).toEqual(['move', 'reorient']);
  });
});
