import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { describeBattleDecision } from './describe.js';
import { BattleDecisionSchema, type BattleDecision } from './Decision.js';
import { plannedMove } from './plannedMove.js';
import { resolveBattle } from './resolve.js';
import type { BattleState } from './State.js';
import { rectangle } from '../scenery/sceneryPoints.js';
import { fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { fixtureContext, fixtureTable as table, placed as at_ } from './__fixtures__/battleFixture.js';

// Movement > Angle Correction (/work/shared/rules/tercios-liber-militum.txt): "If, at the end of a movement, a unit
// is unable to stop without overlapping another unit or an obstacle, it may correct its orientation by pivoting its
// base to clear the other unit [...]. This pivot may not exceed 45 degrees. If the overlap persists despite this,
// the movement is stopped backwards at the point of contact". Brevis Editio: "the unit may pivot up to 45 degrees as
// an Angle Correction, otherwise it returns to the point of first contact." The pivot, and whether to make one, are
// the player's: the engine used to take the smallest pivot that clears and offer nothing else.

const options = DEFAULT_TERCIOS_OPTIONS;

/**
 * A's Arquebusiers on horseback (Ready!, 4") at (20, 10) facing up the table; B's Tercio with its base 0.23" into
 * the end of the straight 4" move (the table of `plannedMove.mutants.spec.ts`, "a small base").
 */
function beside(): BattleState {
  const s = table([at_('cav', 'arquebusiers-on-horseback', 20, 10, 90)], [at_('b', 'tercio', 23.9, 15, -90)], {
    cav: 'ready',
  });
  return { ...s, stage: 'action', activeSide: 'A' };
}

const cavOf = (s: BattleState) => s.units.find((u) => u.id === 'cav')!;
/** The straight move's destination: 4" ahead of the front centre. */
const straight = (s: BattleState) => ({ x: 20, y: 10 + cavOf(s).base.depth / 2 + 4 });
const degrees = (radians: number) => (radians * 180) / Math.PI;

describe('Angle Correction: the pivot, or none, is the player’s', () => {
  it('by default the smallest pivot that clears (15 degrees to the right); the others that clear are listed', () => {
    const s = beside();
    const plan = plannedMove(s, cavOf(s), straight(s), 'ready', options);
    expect(plan).toMatchObject({ ok: true, corrected: 'angle', angle: -15 });
    if (!plan.ok) return;
    expect(degrees(plan.base.facing)).toBeCloseTo(75, 4);
    // Every pivot to the right from 20 to 45 degrees clears too; none to the left does (the tercio is on the right,
    // and a pivot to the left swings the base's right rear into it).
    expect(plan.otherAngles).toEqual([-20, -25, -30, -35, -40, -45]);
  });

  it('the default tries 5 degrees first, then 10, each way: the right when the tercio is on the right, the left when on the left', () => {
    // The tercio's base 0.09" (x 23.91) and 0.078" (x 23.922) into the end of the move, and the same on the left.
    const at = (x: number) => {
      const s = table([at_('cav', 'arquebusiers-on-horseback', 20, 10, 90)], [at_('b', 'tercio', x, 15, -90)]);
      return plannedMove(s, cavOf(s), straight(s), 'ready', options);
    };
    expect(at(23.91)).toMatchObject({
      corrected: 'angle',
      angle: -10,
      otherAngles: [-15, -20, -25, -30, -35, -40, -45],
    });
    expect(at(23.922)).toMatchObject({ angle: -5, otherAngles: [-10, -15, -20, -25, -30, -35, -40, -45] });
    expect(at(16.09)).toMatchObject({ angle: 10, otherAngles: [15, 20, 25, 30, 35, 40, 45] });
    expect(at(16.078)).toMatchObject({ angle: 5, otherAngles: [10, 15, 20, 25, 30, 35, 40, 45] });
  });

  it('a pivot that swings onto a friendly gun it cannot push back 1" is not listed (Overlap > Exceptions)', () => {
    // Overlap > Exceptions: a unit may end on its own artillery, "that artillery unit is pushed back behind it by up
    // to one inch". A light gun of A's at (19, 16.5): the 40 and 45 degree pivots swing the cavalry's base over it
    // deeper than a 1" push clears, so only 20 to 35 degrees are offered besides the default 15.
    const s0 = table(
      [at_('cav', 'arquebusiers-on-horseback', 20, 10, 90), at_('gun', 'light-artillery', 19, 16.5, 90)],
      [at_('b', 'tercio', 23.9, 15, -90)],
      { cav: 'ready' },
    );
    const s: BattleState = { ...s0, stage: 'action', activeSide: 'A' };
    const plan = plannedMove(s, cavOf(s), straight(s), 'ready', options);
    expect(plan).toMatchObject({ ok: true, angle: -15, pushed: [], otherAngles: [-20, -25, -30, -35] });
    expect(plannedMove(s, cavOf(s), straight(s), 'ready', options, -40)).toEqual({
      ok: false,
      reason: 'not enough movement to pass gun, and it cannot be pushed back 1"',
    });
  });

  it('a pivot onto a building is neither listed nor taken when the player names it', () => {
    // Angle Correction pivots "to clear the other unit"; a building is occupied by moving into it ("To occupy a
    // building it is enough to move into it with a Ready! order"), not by a pivot that swings the base onto it. The
    // Musketeers' move ends on B's Tercio: 20 degrees clears it, 25 to 35 miss the house at (17, 14)-(19, 16) too,
    // 40 swings into the house.
    const house = { id: 'house', type: 'small-building' as const, points: rectangle(17, 14, 19, 16) };
    const s0 = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 22.9, y: 14, facing: -90 } }],
      terrain: [house],
    });
    const s: BattleState = { ...s0, stage: 'action', activeSide: 'A' };
    const mus = s.units.find((u) => u.id === 'mus')!;
    const plan = plannedMove(s, mus, { x: 20, y: 13 }, 'ready', options);
    expect(plan).toMatchObject({ ok: true, inBuilding: null, angle: -20, otherAngles: [-25, -30, -35] });
    expect(plannedMove(s, mus, { x: 20, y: 13 }, 'ready', options, -40)).toEqual({
      ok: false,
      reason: 'a pivot of -40 degrees still overlaps house',
    });
  });

  it('a move into a building makes no Angle Correction, and lists none', () => {
    const house = { id: 'house', type: 'small-building' as const, points: rectangle(34, 14, 38, 17) };
    const s = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 6, y: 44, facing: -90 } }],
      terrain: [house],
    });
    const mus = s.units.find((u) => u.id === 'mus')!;
    expect(plannedMove(s, mus, { x: 36, y: 15.5 }, 'ready', options)).toMatchObject({
      ok: true,
      inBuilding: 'house',
      corrected: 'none',
      angle: 0,
      otherAngles: [],
    });
    for (const asked of [10, 'first-contact'] as const)
      expect(plannedMove(s, mus, { x: 36, y: 15.5 }, 'ready', options, asked)).toEqual({
        ok: false,
        reason: 'a move into house makes no Angle Correction',
      });
  });

  it('a pivot the player names: any angle up to 45 degrees that clears, not only the 5-degree steps', () => {
    const s = beside();
    const cav = cavOf(s);
    const plan = plannedMove(s, cav, straight(s), 'ready', options, -32.5);
    expect(plan).toMatchObject({ ok: true, corrected: 'angle', angle: -32.5, otherAngles: [] });
    if (plan.ok) expect(degrees(plan.base.facing)).toBeCloseTo(57.5, 4);
    expect(plannedMove(s, cav, straight(s), 'ready', options, 5)).toEqual({
      ok: false,
      reason: 'a pivot of 5 degrees still overlaps b',
    });
    expect(plannedMove(s, cav, straight(s), 'ready', options, -10)).toEqual({
      ok: false,
      reason: 'a pivot of -10 degrees still overlaps b',
    });
    for (const tooFar of [0, 45.5, -46])
      expect(plannedMove(s, cav, straight(s), 'ready', options, tooFar)).toEqual({
        ok: false,
        reason: 'an Angle Correction pivots the unit by up to 45 degrees either way, not 0',
      });
    // Exactly 45 is within "may not exceed 45 degrees".
    expect(plannedMove(s, cav, straight(s), 'ready', options, -45)).toMatchObject({ ok: true, angle: -45 });
  });

  it('no pivot: the move stops at the point of first contact, facing the way it went', () => {
    const s = beside();
    const plan = plannedMove(s, cavOf(s), straight(s), 'ready', options, 'first-contact');
    expect(plan).toMatchObject({ ok: true, corrected: 'contact', angle: 0 });
    if (!plan.ok) return;
    expect(degrees(plan.base.facing)).toBeCloseTo(90, 4);
    expect(plan.distance).toBeLessThan(4);
    expect(plan.distance).toBeGreaterThan(3);
  });

  it('a move that ends clear makes no Angle Correction', () => {
    const s = table([at_('cav', 'arquebusiers-on-horseback', 20, 10, 90)], [at_('b', 'tercio', 60, 40, -90)]);
    for (const asked of [-15, 'first-contact'] as const)
      expect(plannedMove(s, cavOf(s), straight(s), 'ready', options, asked)).toEqual({
        ok: false,
        reason: 'the move ends clear of everything: there is no Angle Correction to make',
      });
  });

  it('the legal list offers each pivot that clears and first contact; the check and the battle take the choice', () => {
    const s = beside();
    const ctx = fixtureContext(s, ScriptedDice.of([]));
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    const to = straight(s);
    const same = (a: { x: number; y: number }) => Math.abs(a.x - to.x) < 1e-3 && Math.abs(a.y - to.y) < 1e-3;
    const moves = legalBattleDecisions(ctx.state, options).filter(
      (d): d is Extract<BattleDecision, { kind: 'move' }> => d.kind === 'move' && same(d.to),
    );
    expect(moves.map((d) => d.angleCorrection)).toEqual([undefined, -20, -25, -30, -35, -40, -45, 'first-contact']);
    for (const d of moves) expect(checkBattleDecision(ctx.state, d, options)).toBeNull();
    expect(checkBattleDecision(ctx.state, { kind: 'move', to, angleCorrection: 20 }, options)).toBe(
      'a pivot of 20 degrees still overlaps b',
    );
    expect(describeBattleDecision({ kind: 'move', to, angleCorrection: -30 }, ctx.state, 'A')).toMatch(
      /with an Angle Correction of 30 degrees to the right$/,
    );
    expect(describeBattleDecision({ kind: 'move', to, angleCorrection: 'first-contact' }, ctx.state, 'A')).toMatch(
      /stopping at the first contact \(no Angle Correction\)$/,
    );
    resolveBattle(ctx, { kind: 'move', to, angleCorrection: -30 }, 'A');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'cav');
    expect(moved?.kind === 'unit-moved' && degrees(moved.base.facing)).toBeCloseTo(60, 3);
  });

  it('a move no pivot clears stops at its first contact, and the legal list offers nothing else for it', () => {
    // A tercio 0.23" into each side of the end of the move: a pivot that clears one swings into the other.
    const s0 = table(
      [at_('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
      [at_('b', 'tercio', 23.9, 15, -90), at_('b2', 'tercio', 16.1, 15, -90)],
      { cav: 'ready' },
    );
    const s: BattleState = { ...s0, stage: 'action', activeSide: 'A' };
    expect(plannedMove(s, cavOf(s), straight(s), 'ready', options)).toMatchObject({
      ok: true,
      corrected: 'contact',
      angle: 0,
      otherAngles: [],
    });
    const ctx = fixtureContext(s, ScriptedDice.of([]));
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    const to = straight(s);
    const ahead = legalBattleDecisions(ctx.state, options).filter(
      (d) => d.kind === 'move' && Math.abs(d.to.x - to.x) < 1e-3 && Math.abs(d.to.y - to.y) < 1e-3,
    );
    expect(ahead).toEqual([{ kind: 'move', to: expect.anything() }]);
  });

  it('the decision schema: degrees within 45 either way, or first-contact', () => {
    const to = { x: 1, y: 2 };
    expect(BattleDecisionSchema.safeParse({ kind: 'move', to, angleCorrection: -45 }).success).toBe(true);
    expect(BattleDecisionSchema.safeParse({ kind: 'move', to, angleCorrection: 'first-contact' }).success).toBe(true);
    expect(BattleDecisionSchema.safeParse({ kind: 'move', to, angleCorrection: 46 }).success).toBe(false);
    expect(BattleDecisionSchema.safeParse({ kind: 'move', to, angleCorrection: 'pivot' }).success).toBe(false);
  });
});
