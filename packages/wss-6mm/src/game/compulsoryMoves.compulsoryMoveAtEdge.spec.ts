import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { harness } from './__fixtures__/harness.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { onTable } from './table.js';

// Rulebook: Compulsory Moves ("Units which are FALLING BACK, ROUTED or Pursuing should be moved at this point");
// Falling Back ("Units falling back do so facing the enemy a normal move"); Routed ("Routing Units Flee to the rear");
// Melee > Post Melee ("Horse will continue pursuit until rallied"). Only routers are said to leave the field (R29).
// Ruling R47 (`compulsoryMoveAtEdge`): a unit falling back or pursuing stops at the edge (`stop`), or leaves (`leave`).

const LEAVE = Wss6mmOptionsSchema.parse({ compulsoryMoveAtEdge: 'leave' });

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

describe('a unit falling back to the table edge (ruling R47, compulsoryMoveAtEdge)', () => {
  // Picardie (B, facing down the table, 0.75" deep) stands with its front at y 34 of a 36" table: a 3 for its normal
  // move would carry its rear edge to 37.75, past B's own edge (36).
  const atEdge = () => battle({ 'picardie-1': { order: 'falling-back', y: 34 } });

  it('stop (default): it falls back only as far as the edge and stays on the table, FALLING BACK', () => {
    const h = harness(atEdge(), [3]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events[0]?.text).toBe('Picardie falls back 1.25" facing the enemy');
    expect(h.unit('picardie-1')).toMatchObject({ y: 35.25, status: 'active', order: 'falling-back' });
    expect(onTable(h.ctx.state, h.unit('picardie-1'))).toBe(true);
  });

  it('leave: it leaves the table as a router does, and its brigadier leaves it', () => {
    const start = atEdge();
    const withOfficer = {
      ...start,
      brigades: start.brigades.map((b) => (b.id === 'picardie' ? { ...b, attached: 'picardie-1' } : b)),
    };
    const h = harness(withOfficer, [3], LEAVE);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.events.map((e) => e.text)).toEqual([
      'Brigadier Marquis de Blansac leaves Picardie',
      'Picardie falls back off the table',
    ]);
    expect(h.unit('picardie-1').status).toBe('left-table');
    expect(h.ctx.state.brigades.find((b) => b.id === 'picardie')!.attached).toBeNull();
  });

  it('leave: a unit whose move ends short of the edge, or exactly at it, stays (the edge did not stop it)', () => {
    // A 1: 1" back, rear edge at 35.75.
    const h = harness(atEdge(), [1], LEAVE);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1')).toMatchObject({ y: 35, status: 'active' });
    // From y 33.25 a 2 puts its rear edge exactly on the edge (35.25 + 0.75 = 36).
    const exact = harness(battle({ 'picardie-1': { order: 'falling-back', y: 33.25 } }), [2], LEAVE);
    compulsoryMoves(exact.ctx, 'picardie');
    expect(exact.unit('picardie-1')).toMatchObject({ y: 35.25, status: 'active' });
  });

  it('a side edge too: Picardie facing east at x 1.5 falls back 3" westwards; its rear edge stops at x 0, or it leaves', () => {
    const east = () => battle({ 'picardie-1': { order: 'falling-back', x: 1.5, facing: 0 } });
    const stop = harness(east(), [3]);
    compulsoryMoves(stop.ctx, 'picardie');
    expect(stop.unit('picardie-1')).toMatchObject({ x: 0.75, status: 'active' });
    const leave = harness(east(), [3], LEAVE);
    compulsoryMoves(leave.ctx, 'picardie');
    expect(leave.unit('picardie-1').status).toBe('left-table');
  });
});

describe('a unit falling back whose first clear spot past a friend is off the table (rulings R29, R47)', () => {
  // Picardie's 1" would end on Navarre, lying in column across the rest of the table behind it (y 34-35.5).
  const blocked = () =>
    battle({ 'picardie-1': { order: 'falling-back', y: 33 }, navarre: { x: 12, y: 34.5, formation: 'column' } });

  it('stop (default): it stops short of the friend, on the table', () => {
    const h = harness(blocked(), [1]);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1').status).toBe('active');
    expect(h.unit('picardie-1').y).toBeLessThan(34.5);
  });

  it('leave: flowing around the friend carries it off the table', () => {
    const h = harness(blocked(), [1], LEAVE);
    compulsoryMoves(h.ctx, 'picardie');
    expect(h.unit('picardie-1').status).toBe('left-table');
  });
});

describe('a horse unit pursuing to the table edge (ruling R47, compulsoryMoveAtEdge)', () => {
  // Wood's Horse (A, facing up the table) pursue Clare's, who have left the field: straight ahead, 1d6 +2. From y 33
  // a 3 (5") would take its front to 38, past the far edge (36).
  const pursuing = () =>
    battle({
      wood: { x: 66, y: 33, pursuing: 'clare', order: 'disordered' },
      clare: { status: 'left-table', order: 'routed' },
    });

  it('stop (default): the pursuit ends at the edge and the horse pursue on', () => {
    const h = harness(pursuing(), [3]);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.events[0]?.text).toBe('Wood\'s Horse pursues 3"');
    expect(h.unit('wood')).toMatchObject({ y: 36, status: 'active', pursuing: 'clare' });
  });

  it('leave: the pursuers ride off the table', () => {
    const h = harness(pursuing(), [3], LEAVE);
    compulsoryMoves(h.ctx, 'lumley');
    expect(h.events.map((e) => e.text)).toEqual(["Wood's Horse pursues off the table"]);
    expect(h.unit('wood')).toMatchObject({ status: 'left-table', pursuing: null });
  });
});
