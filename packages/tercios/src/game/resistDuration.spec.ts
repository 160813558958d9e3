import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Ruling: How long Resist!'s Courage + lasts (option battle.resistDuration). Reactions > Resist!: "The Courage test
// in a combat that follows a charge benefits from a bonus (+)." The text does not say whether a second charge the
// same turn, to which the unit can no longer react, is still met with the bonus.

/**
 * A Tercio (Courage 4, Resist!) is charged by two troops of Arquebusiers on horseback one after the other in the
 * same turn; it reacts to the first charge with Resist!. Returns the Courage dice of its resistance in each combat.
 */
function twoCharges(resistDuration: 'turn' | 'that-charge'): number[] {
  const courage: number[] = [];
  const dice = ScriptedDice.of(
    Array.from({ length: 400 }, () => 6),
    (r) => r.purpose.startsWith('Tercio ter resisting') && courage.push(r.count),
  );
  const state = fixtureState({
    A: [
      { unit: unitOf('a1', 'arquebusiers-on-horseback'), at: { x: 33, y: 14, facing: 90 } },
      { unit: unitOf('a2', 'arquebusiers-on-horseback'), at: { x: 39, y: 14, facing: 90 } },
    ],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 22, facing: -90 } }],
  });
  const ordered = {
    ...state,
    units: state.units.map((u) => ({ ...u, order: u.id === 'ter' ? ('resist' as const) : ('assault' as const) })),
  };
  const ctx = fixtureContext(ordered, dice, TerciosOptionsSchema.parse({ battle: { resistDuration } }));
  resolveBattle(ctx, { kind: 'activate', unit: 'a1' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'resist' }, 'B');
  // The Tercio has reacted (it has no card left): the second charge is not offered a reaction.
  resolveBattle(ctx, { kind: 'activate', unit: 'a2' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
  expect(ctx.events.filter((e) => e.kind === 'combat' && e.defender === 'ter')).toHaveLength(2);
  return courage;
}

describe("how long Resist!'s Courage + lasts (option battle.resistDuration)", () => {
  it('turn (default): both combats of the turn are met with Courage + (4 + 2 = 6 dice)', () => {
    expect(twoCharges('turn')).toEqual([6, 6]);
  });

  it('that-charge: only the combat after the charge it reacted to; the second has its bare Courage 4', () => {
    expect(twoCharges('that-charge')).toEqual([6, 4]);
  });
});
