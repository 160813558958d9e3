import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { actionsLeft } from './activation.js';
import { resolveBattle } from './resolve.js';
import type { BattleState, Order } from './State.js';

// Rulebook: The Troops > Cavalry > Mobility: "cavalry units with the Ready! or Run! orders may make a free
// reorientation AT THE START OF THEIR MOVEMENT. This does not count as an action with the Ready! order. With
// this order they may therefore reorient, move, and reorient again." Ruling: Mobility (option
// battle.mobilityReorientation).

const anyTime = () => TerciosOptionsSchema.parse({ battle: { mobilityReorientation: 'any-time-before-moving' } });

function reoriented(order: Order, options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS) {
  const state = fixtureState({
    A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 30, y: 16, facing: -90 } }],
  });
  const start: BattleState = { ...state, units: state.units.map((u) => (u.id === 'cav' ? { ...u, order } : u)) };
  const ctx = fixtureContext(start, ScriptedDice.of(Array<number>(30).fill(1)), options);
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'reorient', to: 'left' }, 'A');
  expect(ctx.events.some((e) => e.kind === 'free-reorient-used')).toBe(true);
  return ctx;
}

describe('Mobility: the free reorientation belongs to a movement', () => {
  it('Ready!: reoriented and then shooting without moving, the reorientation was an action (no second)', () => {
    const ctx = reoriented('ready');
    resolveBattle(ctx, { kind: 'shoot', target: 'ter' }, 'A');
    expect(ctx.events.some((e) => e.kind === 'shot')).toBe(true);
    // No move and no second reorientation: only the caracole these horse arquebusiers may make after firing.
    expect(actionsLeft(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toEqual(['caracole']);
  });

  it('Ready!: "reorient, move, and reorient again" stays allowed', () => {
    const ctx = reoriented('ready');
    const move = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS).find((d) => d.kind === 'move')!;
    resolveBattle(ctx, move, 'A');
    expect(actionsLeft(ctx.state, DEFAULT_TERCIOS_OPTIONS)).toContain('reorient');
  });

  it('Run!: after the free reorientation the unit makes its move; ending without it is refused', () => {
    const ctx = reoriented('run');
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(legal.some((d) => d.kind === 'move')).toBe(true);
    expect(legal.some((d) => d.kind === 'end')).toBe(false);
    expect(checkBattleDecision(ctx.state, { kind: 'end' }, DEFAULT_TERCIOS_OPTIONS)).toMatch(/Mobility/);
  });

  it('option any-time-before-moving: the reorientation stays free although the unit never moves', () => {
    const ANY_TIME = anyTime();
    const ready = reoriented('ready', ANY_TIME);
    resolveBattle(ready, { kind: 'shoot', target: 'ter' }, 'A');
    expect(actionsLeft(ready.state, ANY_TIME)).toContain('move');
    const run = reoriented('run', ANY_TIME);
    expect(checkBattleDecision(run.state, { kind: 'end' }, ANY_TIME)).toBeNull();
  });
});
