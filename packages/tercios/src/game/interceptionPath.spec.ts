import { ScriptedDice, frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleState } from './State.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { feasibleReactions } from './reactionsOnTable.js';
import { resolveBattle } from './resolve.js';

// Reactions > Assault!: "Contact is made at the nearest point of intersection between the enemy's movement and the
// advance of the reacting unit": the interception is offered when the reacting unit can reach the mover on its path,
// even if the mover ended beyond its reach.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/** Horse (A) runs 16" north past the front of a tercio (B) with Assault!, which faces the path 0.8" away, 6" ahead of the horse. */
function passingBy(): BattleState {
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 24.4, y: 16, facing: 180 } }],
  });
  return { ...state, units: state.units.map((u) => ({ ...u, order: u.id === 'cav' ? 'run' : 'assault' })) };
}

function moved(options = DEFAULT_TERCIOS_OPTIONS) {
  const ctx = fixtureContext(passingBy(), sixes(), options);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  const cav = unitById(ctx.state, 'cav')!;
  resolveBattle(ctx, { kind: 'move', to: { x: frontCentre(cav.base).x, y: frontCentre(cav.base).y + 16 } }, 'A');
  return ctx;
}

describe('interception along the mover path', () => {
  it('is offered when the tercio reaches the path but not the mover where it ended', () => {
    const ctx = moved();
    const ter = unitById(ctx.state, 'ter')!;
    const cav = unitById(ctx.state, 'cav')!;
    const path = ctx.state.reaction?.path ?? null;
    expect(path).not.toBeNull();
    // Where the move ended the horse is out of the tercio's Assault! reach; on its path it is not.
    expect(feasibleReactions(ctx.state, ter, 'approach', cav, DEFAULT_TERCIOS_OPTIONS, null)).not.toContain(
      'interception',
    );
    expect(feasibleReactions(ctx.state, ter, 'approach', cav, DEFAULT_TERCIOS_OPTIONS, path)).toContain('interception');
    expect(ctx.state.reaction).toMatchObject({ side: 'B', candidates: ['ter'] });
    resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'interception' }, 'B');
    const stop = ctx.events.find(
      (e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason.startsWith('intercepted'),
    );
    // The tercio's line ahead is y = 16: the horse is put back there and fought.
    expect(stop?.kind === 'unit-moved' && frontCentre(stop.base).y).toBeCloseTo(16, 2);
    expect(ctx.events.some((e) => e.kind === 'combat' && e.attacker === 'ter' && e.defender === 'cav')).toBe(true);
  });

  it('with battle.interceptionContact: move-end it is offered only where the mover can be reached where it ended', () => {
    const options = TerciosOptionsSchema.parse({ battle: { interceptionContact: 'move-end' } });
    const ctx = moved(options);
    const ter = unitById(ctx.state, 'ter')!;
    const cav = unitById(ctx.state, 'cav')!;
    expect(feasibleReactions(ctx.state, ter, 'approach', cav, options, ctx.state.reaction?.path ?? null)).not.toContain(
      'interception',
    );
  });
});
