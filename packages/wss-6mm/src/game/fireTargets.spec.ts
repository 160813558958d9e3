import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleDecision } from './Decision.js';
import type { BattleState, BattleUnit } from './State.js';
import { advanceFire, beginFire, expectedFireElements, fireTargets, shoot } from './firePhases.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { harness } from './__fixtures__/harness.js';

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

describe('choosing fire targets (Rulebook: Artillery Fire, "Each battery may engage one target a move"; ruling R25)', () => {
  it('a battery with several legal targets waits for its side to choose among exactly those; illegal targets are refused with the reason', () => {
    const h = harness(battle(), []);
    beginFire(h.ctx, 'artillery');
    expect(h.ctx.state.fire?.pending).toEqual(['british-battery', 'french-battery']);
    expect(advanceFire(h.ctx)).toBe(false);
    const s = h.ctx.state;
    const battery = h.unit('british-battery');
    const legal = legalBattleDecisions(s);
    expect(legal.length).toBeGreaterThan(1);
    expect(legal).toEqual(
      fireTargets(s, DEFAULT_OPTIONS, battery).map((t) => ({ kind: 'fire', unit: 'british-battery', target: t.id })),
    );
    for (const d of legal) expect(checkBattleDecision(s, d)).toBeNull();
    expect(checkBattleDecision(s, { kind: 'fire', unit: 'british-battery', target: 'foot-guards' })).toBe(
      '1st Foot Guards is a friend',
    );
    expect(checkBattleDecision(s, { kind: 'fire', unit: 'british-battery', target: 'anjou' })).toBe(
      `Chevau-légers d'Anjou is 36.125" away, beyond Royal Train battery's 36" range`,
    );
    expect(checkBattleDecision(s, { kind: 'fire', unit: 'french-battery', target: 'webbs' })).toMatch(
      /british-battery must first choose its target/,
    );
    expect(checkBattleDecision(s, { kind: 'activate', brigade: 'orkney' })).toMatch(/artillery fire is under way/);
    // The Gendarmes 4" ahead of the guns' line but 25" to the side: in range, outside the arc.
    const side = { ...s, units: s.units.map((u) => (u.id === 'gendarmes' ? { ...u, x: 60, y: 10 } : u)) };
    expect(checkBattleDecision(side, { kind: 'fire', unit: 'british-battery', target: 'gendarmes' })).toBe(
      "Gendarmes de la Garde is not in Royal Train battery's front arc",
    );
  });

  it('the chosen target is the one fired at; fire is simultaneous: hits are taken when every firer has fired', () => {
    // British battery (3 guns) at Dillon's: 20 -> 2 elements; French battery (2 guns) at Webb's: 1 -> none.
    const h = harness(battle(), [20, 1]);
    beginFire(h.ctx, 'artillery');
    advanceFire(h.ctx);
    shoot(h.ctx, 'british-battery', 'dillon');
    expect(h.ctx.state.fire?.hits).toEqual([{ target: 'dillon', elements: 2, cause: "Royal Train battery's fire" }]);
    expect(h.unit('dillon').lost).toBe(0);
    expect(advanceFire(h.ctx)).toBe(false);
    shoot(h.ctx, 'french-battery', 'webbs');
    expect(advanceFire(h.ctx)).toBe(true);
    expect(h.ctx.state.fire).toBeNull();
    expect(h.unit('dillon').lost).toBe(2);
    expect(h.unit('webbs').lost).toBe(0);
    expect(h.text()).toMatch(/Royal Train battery \(3 guns\) fires at Dillon's at 2\d(\.\d+)?": rolled 20/);
  });

  it('option fireTarget nearest: every firer engages the nearest legal target without a decision', () => {
    const h = harness(battle(), [1, 1], Wss6mmOptionsSchema.parse({ fireTarget: 'nearest' }));
    beginFire(h.ctx, 'artillery');
    expect(advanceFire(h.ctx)).toBe(true);
    const nearestOf = (id: string) =>
      fireTargets(
        battle(),
        DEFAULT_OPTIONS,
        battle().units.find((u) => u.id === id)!,
      )[0]!.name;
    expect(h.text()).toContain(`Royal Train battery (3 guns) fires at ${nearestOf('british-battery')}`);
    expect(h.text()).toContain(`Batterie royale (2 guns) fires at ${nearestOf('french-battery')}`);
  });

  it('a firer with a single legal target fires at it without a decision', () => {
    // Foot Guards 5" before Picardie, Navarre outside their arc.
    const h = harness(battle({ 'foot-guards': { x: 8, y: 25 } }), [1, 1]);
    beginFire(h.ctx, 'small-arms');
    expect(h.ctx.state.fire?.pending).toEqual(['foot-guards', 'picardie-1']);
    expect(advanceFire(h.ctx)).toBe(true);
    expect(h.text()).toMatch(/1st Foot Guards fires at Picardie/);
    expect(h.text()).toMatch(/Picardie fires at 1st Foot Guards/);
  });

  it('the competent bot engages the target where the shot removes the most; the expected value is the d20 row mean', () => {
    // Dillon's in march column (+2) beside Clare's in line.
    const s0 = battle({ dillon: { formation: 'column' } });
    const h = harness(s0, []);
    beginFire(h.ctx, 'artillery');
    advanceFire(h.ctx);
    const s = h.ctx.state;
    const legal = legalBattleDecisions(s);
    const chosen = competentBot().decide({
      state: s,
      player: 'A',
      legal,
      rng: undefined as never,
    }) as BattleDecision & { kind: 'fire' };
    const battery = s.units.find((u) => u.id === 'british-battery')!;
    const value = (id: string) =>
      expectedFireElements(
        s,
        DEFAULT_OPTIONS,
        battery,
        s.units.find((u) => u.id === id)!,
      );
    for (const d of legal)
      expect(value(chosen.target)).toBeGreaterThanOrEqual(
        value((d as BattleDecision & { kind: 'fire' }).target) * 0.25,
      );
    expect(chosen.target).toBe('dillon');
    // 3 guns, 24" (not close), column +2: 1 element on 8-16 (9 faces), 2 on 17-20 (4 faces): (9 + 8) / 20.
    expect(value('dillon')).toBeCloseTo(17 / 20, 10);
  });
});
