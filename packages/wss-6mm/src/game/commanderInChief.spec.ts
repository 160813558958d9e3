import { createGame, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema, type Wss6mmOptions } from '../options/options.js';
import { wss6mm } from '../ruleset.js';
import { officerWith, worsenOrder } from './BattleContext.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { resolveCinc } from './commanderInChief.js';
import { executeOrder } from './executeOrder.js';
import { setupBattle } from './setup.js';
import { tableInvariants } from './invariants.js';
import { exampleScenario } from './Scenario.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle; initiative dice 10 v 5: A first. */
function battle(options: Wss6mmOptions = DEFAULT_OPTIONS): BattleState {
  return setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), options);
}

describe('the Commander-in-Chief on the table (ruling R35; Rulebook: Command and Control, Movement > Officers)', () => {
  it('each CinC starts 4" behind the middle of his line and acts first in the turn, the initiative winner first', () => {
    const s = battle();
    expect(s.cincs).toEqual({
      A: { name: 'Duke of Marlborough', x: 36, y: 2, attached: null },
      B: { name: 'Marshal Tallard', x: 36, y: 34, attached: null },
    });
    expect(s.cincPending).toEqual(['A', 'B']);
    const legal = legalBattleDecisions(s);
    expect(legal[0]).toEqual({ kind: 'cinc', side: 'A', unit: null });
    expect(legal.every((d) => d.kind === 'cinc' && d.side === 'A')).toBe(true);
    expect(legal.map((d) => (d as BattleDecision & { kind: 'cinc' }).unit)).not.toContain('british-battery');
    expect(checkBattleDecision(s, { kind: 'activate', brigade: 'orkney' })).toBe(
      'the CinC of A must first choose where to ride (Command and Control)',
    );
    expect(checkBattleDecision(s, { kind: 'cinc', side: 'A', unit: 'british-battery' })).toBe(
      'the CinC cannot attach himself to Royal Train battery (a battery)',
    );
    expect(checkBattleDecision(s, { kind: 'cinc', side: 'A', unit: 'picardie-1' })).toBe('Picardie is an enemy unit');
    expect(checkBattleDecision(s, { kind: 'cinc', side: 'B', unit: null })).toMatch(/CinC of A must first/);
  });

  it('he rides 1d6 x 2 to the chosen unit and attaches himself if he reaches it; otherwise he stops short, unattached', () => {
    // Webb's at (27.5, 6): 9.394" from (36, 2). A 5 gives 10": attached. A 4 gives 8": short.
    const reach = harness(battle(), [5]);
    resolveCinc(reach.ctx, 'A', 'webbs');
    expect(reach.ctx.state.cincs!.A).toEqual({ name: 'Duke of Marlborough', x: 27.5, y: 6, attached: 'webbs' });
    expect(reach.ctx.state.cincPending).toEqual(['B']);
    expect(officerWith(reach.ctx.state, 'webbs')).toBe(true);
    const short = harness(battle(), [4]);
    resolveCinc(short.ctx, 'A', 'webbs');
    expect(short.ctx.state.cincs!.A.attached).toBeNull();
    expect(Math.hypot(short.ctx.state.cincs!.A.x - 36, short.ctx.state.cincs!.A.y - 2)).toBeCloseTo(8, 2);
    expect(officerWith(short.ctx.state, 'webbs')).toBe(false);
    expect(short.text()).toMatch(/rides 8" towards Webb's, 1.394" short/);
  });

  it('he moves with his unit, and leaves it when it routs', () => {
    const h = harness(battle(), [5, 6]);
    resolveCinc(h.ctx, 'A', 'webbs');
    executeOrder(h.ctx, 'webbs', { type: 'advance' }); // 6"
    expect(h.ctx.state.cincs!.A).toMatchObject({ x: 27.5, y: 12, attached: 'webbs' });
    worsenOrder(h.ctx, 'webbs', 'routed', 'test');
    expect(h.ctx.state.cincs!.A).toMatchObject({ x: 27.5, y: 12, attached: null });
    expect(h.text()).toMatch(/Duke of Marlborough leaves Webb's/);
    expect(tableInvariants(h.ctx.state)).toEqual([]);
  });

  it('option cinc initiative-only: no CinC on the table and no CinC decisions', () => {
    const s = battle(Wss6mmOptionsSchema.parse({ cinc: 'initiative-only' }));
    expect(s.cincs).toBeNull();
    expect(legalBattleDecisions(s).every((d) => d.kind === 'activate')).toBe(true);
  });

  it('in a game, both CinCs act before the first brigade activates', () => {
    const game = createGame<BattleState, BattleDecision, BattleEvent>(wss6mm, wss6mm.exampleScenario(), {
      seed: 'cinc',
    });
    const first = game.state.first;
    expect(game.activePlayer()).toBe(first);
    expect(game.decide({ kind: 'cinc', side: first, unit: null })).toEqual({ ok: true });
    expect(game.legalDecisions().every((d) => d.kind === 'cinc' && d.side !== first)).toBe(true);
    expect(game.decide({ kind: 'cinc', side: first === 'A' ? 'B' : 'A', unit: null })).toEqual({ ok: true });
    expect(game.legalDecisions().every((d) => d.kind === 'activate')).toBe(true);
  });
});
