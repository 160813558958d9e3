import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { chargeReactions, resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

/**
 * The 1st Foot Guards charge Picardie from 2" and are halted by its fire: charge test 18 (18+), move 1 + 1 = 2";
 * Picardie's morale 15 + 2 (FRESH) + 2 (STEADY) = 19, STEADY; fire attempt 3 (at most 2 x 2"); fire 16 + 2 (close) =
 * 18: 2 elements; the Guards' Resolve 10 - 4 (DISTRESSED) - 4 (2 hits) = 2: DISORDERED, not passed (as in
 * battleRules.spec.ts). Then the Guards are moved aside and the Royal Scots stand 2" from Picardie in their place.
 */
function afterFirstVolley(options = DEFAULT_OPTIONS): BattleState {
  const h = harness(
    battle({ 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } }),
    [18, 1, 15, 3, 16, 10],
    options,
  );
  resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
  resolveChargeReaction(h.ctx, 'fire');
  expect(h.text()).toContain("1st Foot Guards's charge is halted by fire");
  const s = h.ctx.state;
  return {
    ...s,
    units: s.units.map((u) =>
      u.id === 'foot-guards' ? { ...u, x: 40, y: 10 } : u.id === 'royal-scots' ? { ...u, x: 20, y: 14 } : u,
    ),
  };
}

const reactionsTo = (state: BattleState, options = DEFAULT_OPTIONS) =>
  legalBattleDecisions(state, options).map((d) => (d.kind === 'react' ? d.reaction : d.kind));

describe('ruling R37: "the fire at a charger is the unit\'s fire for the turn" (Charges: "may attempt to either fire or form Square")', () => {
  it('a unit that fired at one charger this turn is not offered a second volley at the next: square, stand or fall back', () => {
    const s = afterFirstVolley();
    expect(s.units.find((u) => u.id === 'picardie-1')).toMatchObject({ firedAtCharger: true, engaged: [] });
    // The Royal Scots charge: test 18, move 1 + 1 = 2"; Picardie's morale 15 + 2 + 2 = 19, STEADY.
    const h = harness(s, [18, 1, 15]);
    resolveCharge(h.ctx, 'royal-scots', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toMatchObject({ charger: 'royal-scots', target: 'picardie-1' });
    expect(reactionsTo(h.ctx.state)).toEqual(['square', 'stand', 'fall-back']);
  });

  it('options that leave reactionFireSpendsVolley out read its default: no second volley', () => {
    const s = afterFirstVolley();
    const unit = (id: string) => s.units.find((u) => u.id === id)!;
    expect(
      chargeReactions(unit('picardie-1'), unit('royal-scots'), { pcCountercharge: DEFAULT_OPTIONS.pcCountercharge }),
    ).not.toContain('fire');
  });

  it('with reactionFireSpendsVolley false it may fire again, as in the fire phases', () => {
    const again = Wss6mmOptionsSchema.parse({ reactionFireSpendsVolley: false });
    const h = harness(afterFirstVolley(again), [18, 1, 15], again);
    resolveCharge(h.ctx, 'royal-scots', 'picardie-1');
    expect(reactionsTo(h.ctx.state, again)).toEqual(['fire', 'square', 'stand', 'fall-back']);
  });
});
