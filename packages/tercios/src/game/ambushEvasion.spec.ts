import { frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { reactionPlans } from '../orders/reactions.js';
import { unitById } from '../table/tableQueries.js';
import { getProfile } from '../profiles/getProfile.js';
import { rulesUnit } from './commandOnTable.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Ruling: Ambush "charged or engaged" (option ambushEvasion). Rules from "Kingdoms" > Ambush: units with this rule
// "may always attempt an evasion reaction when they are charged or engaged while located on difficult or very
// difficult terrain." Reactions: "An enemy allows a reaction as soon as it comes to 3 inches or less from the front
// centre of a unit, or when it declares a charge against that unit."

const options = (ambushEvasion: 'charged' | 'charged-or-approached') => TerciosOptionsSchema.parse({ ambushEvasion });

/**
 * Haiduks (Light, Ambush), already activated this turn (no card left), stand in a wood (difficult) at (36, 30)
 * facing south; Arquebusiers on horseback with Ready! ride north from (36, 18) to 0.5" short of the wood, within 3" of
 * the Haiduks' front centre.
 */
function approachTheWood(ambushEvasion: 'charged' | 'charged-or-approached') {
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 18, facing: 90 } }],
    B: [{ unit: unitOf('hk', 'haiduks'), at: { x: 36, y: 30, facing: -90 } }],
    terrain: [
      {
        id: 'wood',
        type: 'small-copse',
        features: ['difficult'],
        points: [
          { x: 26, y: 27 },
          { x: 46, y: 27 },
          { x: 46, y: 40 },
          { x: 26, y: 40 },
        ],
      },
    ],
  });
  const start = {
    ...state,
    units: state.units.map((u) => (u.id === 'hk' ? { ...u, activated: true, order: null } : u)),
  };
  const ctx = fixtureContext(start, ScriptedDice.of(Array.from({ length: 100 }, () => 6)), options(ambushEvasion));
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  const cav = unitById(ctx.state, 'cav')!;
  const to = { x: frontCentre(cav.base).x, y: 26.5 };
  resolveBattle(ctx, { kind: 'move', to }, 'A');
  const hk = unitById(ctx.state, 'hk')!;
  expect(frontCentre(hk.base).y - frontCentre(unitById(ctx.state, 'cav')!.base).y).toBeLessThan(3);
  return ctx;
}

describe('Ambush "charged or engaged" (option ambushEvasion)', () => {
  it('the rules: an activated Ambush unit in difficult terrain may evade a charge either way, an approach only with charged-or-approached', () => {
    const state = approachTheWood('charged').state;
    const hk = rulesUnit(state, unitById(state, 'hk')!);
    const enemy = rulesUnit(state, unitById(state, 'cav')!);
    const kinds = (ambushEvasion: 'charged' | 'charged-or-approached', trigger: 'approach' | 'charge') =>
      reactionPlans({ unit: hk, order: null, trigger, enemy, inDifficultTerrain: true }, options(ambushEvasion)).map(
        (p) => p.kind,
      );
    expect(getProfile('haiduks').rules).toContain('ambush');
    expect(kinds('charged', 'charge')).toEqual(['evasion']);
    expect(kinds('charged-or-approached', 'charge')).toEqual(['evasion']);
    expect(kinds('charged', 'approach')).toEqual([]);
    expect(kinds('charged-or-approached', 'approach')).toEqual(['evasion']);
    // Out of difficult terrain, never on an approach.
    expect(
      reactionPlans(
        { unit: hk, order: null, trigger: 'approach', enemy, inDifficultTerrain: false },
        options('charged-or-approached'),
      ),
    ).toEqual([]);
  });

  it('charged (default): the horse coming within 3" offers the Haiduks no reaction', () => {
    expect(approachTheWood('charged').state.reaction).toBeNull();
  });

  it('charged-or-approached: the Haiduks are offered the evasion and evade out of the wood', () => {
    const ctx = approachTheWood('charged-or-approached');
    expect(ctx.state.reaction).toMatchObject({ side: 'B', trigger: 'proximity', candidates: ['hk'] });
    resolveBattle(ctx, { kind: 'react', unit: 'hk', reaction: 'evasion' }, 'B');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'hk' && e.reason === 'evasion');
    expect(moved?.kind === 'unit-moved' && moved.base.centre.y).toBeGreaterThan(31);
  });
});
