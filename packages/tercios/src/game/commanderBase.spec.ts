import { forwardOf, rearCentre, ScriptedDice, type Vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleState, CommanderState } from './State.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { joiningSpot } from './commanderActivation.js';
import { resolveBattle } from './resolve.js';

// Rulebook: Commander Figures: "These figures should represent an officer or a group of officers. It may be a small
// diorama showing the officer and his aides-de-camp or, more practically, a single figure on a base." No size is
// given. Ruling "Commander bases": 1.2" square by default (`battle.commanderBase`).

const wideBase = TerciosOptionsSchema.parse({ battle: { commanderBase: 2.4 } });

/** A Tercio facing north with its commander a few inches behind it, in the Action phase. */
function withCommander(): BattleState {
  const s = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
    B: [{ unit: unitOf('enemy', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  const commander: CommanderState = {
    id: 'c1',
    name: 'Maestre de campo',
    side: 'A',
    rank: 2,
    commanderInChief: false,
    regiment: 'RA',
    virtues: [],
    traits: [],
    attachedTo: null,
    joinedThisTurn: false,
    removed: false,
    exhausted: false,
    position: { x: 36, y: 14 },
  };
  return { ...s, commanders: [commander] };
}

/** The point `inches` behind the middle of the Tercio's rear edge. */
function behind(state: BattleState, inches: number): Vec {
  const base = unitById(state, 'ter')!.base;
  const r = rearCentre(base);
  const f = forwardOf(base);
  return { x: r.x - f.x * inches, y: r.y - f.y * inches };
}

describe('ruling "Commander bases" (battle.commanderBase)', () => {
  it('by default a 1.2" base: a commander may stop with its centre 0.8" behind a unit; a 2.4" base would overlap it', () => {
    const state = withCommander();
    const hold = { kind: 'command', commander: 'c1', to: behind(state, 0.8), action: { kind: 'hold' } } as const;
    expect(DEFAULT_TERCIOS_OPTIONS.battle.commanderBase).toBe(1.2);
    expect(checkBattleDecision(state, hold, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
    expect(checkBattleDecision(state, hold, wideBase)).toMatch(/may not end its move on a unit/);
  });

  it('"Joining a troop: … a movement that brings it into contact with one of the sides of the unit\'s base": the base touches the rear edge', () => {
    const state = withCommander();
    for (const [options, half] of [
      [DEFAULT_TERCIOS_OPTIONS, 0.6],
      [wideBase, 1.2],
    ] as const) {
      const join = legalBattleDecisions(state, options).find((d) => d.kind === 'command' && d.action.kind === 'join');
      expect(join).toMatchObject({ commander: 'c1', action: { kind: 'join', unit: 'ter' } });
      const spot = behind(state, half);
      if (join?.kind !== 'command' || join.to === null) throw new Error('no join offered');
      expect(join.to.x).toBeCloseTo(spot.x, 3);
      expect(join.to.y).toBeCloseTo(spot.y, 3);
      // The other size's spot is not in contact (one base would overlap the unit, the other stand clear of it).
      const other = behind(state, half === 0.6 ? 1.2 : 0.6);
      expect(checkBattleDecision(state, { ...join, to: other }, options)).toMatch(/contact|on a unit/);
      const ctx = fixtureContext(state, ScriptedDice.of([]), options);
      resolveBattle(ctx, join, 'A');
      const placed = ctx.state.commanders.find((c) => c.id === 'c1')!;
      expect(placed.attachedTo).toBe('ter');
      expect(placed.position.y).toBeCloseTo(spot.y, 3);
    }
  });

  it('the base must lie wholly on the table: its centre at least half a base from every edge (0.6" by default, 1.2" for a 2.4" base)', () => {
    const state = withCommander();
    const { width, height } = state.table;
    // Each edge, with the commander placed 3" from it: the last allowed spot, and 0.1" beyond it.
    const edges = [
      (d: number) => ({ from: { x: 3, y: 14 }, to: { x: d, y: 14 } }),
      (d: number) => ({ from: { x: width - 3, y: 14 }, to: { x: width - d, y: 14 } }),
      (d: number) => ({ from: { x: 10, y: 3 }, to: { x: 10, y: d } }),
      (d: number) => ({ from: { x: 10, y: height - 3 }, to: { x: 10, y: height - d } }),
    ];
    for (const [options, half] of [
      [DEFAULT_TERCIOS_OPTIONS, 0.6],
      [wideBase, 1.2],
    ] as const)
      for (const edge of edges) {
        const at = (d: number) => {
          const { from, to } = edge(d);
          const placed: BattleState = { ...state, commanders: state.commanders.map((c) => ({ ...c, position: from })) };
          return checkBattleDecision(
            placed,
            { kind: 'command', commander: 'c1', to, action: { kind: 'hold' } },
            options,
          );
        };
        expect(at(half)).toBeNull();
        expect(at(half - 0.1)).toMatch(/would leave the table/);
      }
  });

  it('the join spot is half a base behind the middle of the rear edge whichever way the unit faces', () => {
    const state = withCommander();
    const ter = unitById(state, 'ter')!;
    const east = { ...ter, base: { ...ter.base, facing: 0 } };
    const r = rearCentre(east.base);
    expect(joiningSpot(east, 1.2)).toEqual({ x: Math.round((r.x - 0.6) * 1000) / 1000, y: r.y });
    expect(joiningSpot(east, 2.4)).toEqual({ x: Math.round((r.x - 1.2) * 1000) / 1000, y: r.y });
  });

  it('refuses a size outside 0.4"–3"', () => {
    expect(TerciosOptionsSchema.safeParse({ battle: { commanderBase: 0.2 } }).success).toBe(false);
    expect(TerciosOptionsSchema.safeParse({ battle: { commanderBase: 3.5 } }).success).toBe(false);
  });
});
