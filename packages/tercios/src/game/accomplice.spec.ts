import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState, CommanderState } from './State.js';
import { checkCommand } from './commanderActivation.js';
import { commanderOf, fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
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

  // Where the friend goes is the player's: "a movement of at most 9 inches", in any direction. The legal list offers
  // its movement's reach as a commander's other moves are offered (its full and half movement in eight directions) and
  // the check accepts any point within it.
  const accompliceTo = (state: BattleState, commander = 'c2'): { x: number; y: number }[] =>
    legalBattleDecisions(state, DEFAULT_TERCIOS_OPTIONS).flatMap((d) =>
      d.kind === 'command' && d.action.kind === 'accomplice' && d.action.commander === commander ? [d.action.to] : [],
    );

  it('the legal list offers the 9" in every direction, full and half, not one sample towards its units', () => {
    const state = withCommanders();
    const offered = accompliceTo(state);
    // c2 at (10, 10): east, north, north-east, and half as far.
    for (const to of [
      { x: 19, y: 10 },
      { x: 14.5, y: 10 },
      { x: 10, y: 19 },
      { x: 10, y: 14.5 },
      // The diagonal cut towards it to a thousandth (6.363" each way, within the 9").
      { x: 16.363, y: 16.363 },
      { x: 13.181, y: 13.181 },
    ])
      expect(offered).toContainEqual(to);
    // The step towards the middle of its units, stopping 3" short, stays first (the bot's); then the sixteen.
    expect(offered[0]).toEqual({ x: 18.307, y: 13.195 });
    expect(offered.length).toBe(17);
    for (const to of offered)
      expect(checkCommand(state, 'c1', null, { kind: 'accomplice', commander: 'c2', to })).toBeNull();
  });

  it('a friend already within 3" of the middle of its units may be moved too: the rule sets no such bound', () => {
    const s = fixtureState({
      A: [
        { unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } },
        { unit: unitOf('ter2', 'tercio'), at: { x: 50, y: 20, facing: 90 } },
      ],
      B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
    });
    const state: BattleState = {
      ...s,
      commanders: [
        commanderOf({ id: 'c1', name: 'Hetman', traits: ['accomplice'], position: { x: 43, y: 10 } }),
        commanderOf({ id: 'c2', name: 'Pułkownik', position: { x: 43, y: 22 }, exhausted: true }),
      ],
    };
    const offered = accompliceTo(state);
    expect(offered).toContainEqual({ x: 43, y: 31 });
    expect(offered).toContainEqual({ x: 43, y: 13 });
    for (const to of offered)
      expect(checkCommand(state, 'c1', null, { kind: 'accomplice', commander: 'c2', to })).toBeNull();
  });

  it('any point within its 9" the player names is accepted, listed or not; another is refused with the reason', () => {
    const state = withCommanders();
    const named = { x: 13.3, y: 14.1 };
    expect(accompliceTo(state)).not.toContainEqual(named);
    const d: BattleDecision = {
      kind: 'command',
      commander: 'c1',
      to: null,
      action: { kind: 'accomplice', commander: 'c2', to: named },
    };
    expect(checkBattleDecision(state, d, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
    const ctx = fixtureContext(state, ScriptedDice.of([6, 6]));
    resolveBattle(ctx, d, 'A');
    expect(ctx.state.commanders.find((c) => c.id === 'c2')!.position).toEqual(named);
    const far = { ...d, action: { ...d.action, to: { x: 16.5, y: 16.5 } } } as BattleDecision;
    expect(checkBattleDecision(state, far, DEFAULT_TERCIOS_OPTIONS)).toBe('a commander moves at most 9"');
  });
});
