import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { moralePhase } from './moralePhase.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R43 (chargerFireMoraleTest). Sequence of Play: "2. Movement … ii. Charges iii. Morale Tests … 5. Melee 6. Morale
// Tests"; Casualties: "Whenever a unit loses one or more elements it should take a Morale test."

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// The 1st Foot Guards charge Picardie, 2" away: test 18, move 1 + 1 = 2"; Picardie's morale 15 (STEADY). Picardie fires:
// attempt 1 (twice 2" is 4), fire 10 + 2 (close range) = 12 on the 5-element row: one element. The Guards (now BLOODED)
// Resolve: 20 - 3 (BLOODED) - 2 (hit difference -1) = 15: Okay, the charge goes on.
const close = { 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } };
const charge = [18, 1, 15, 1, 10, 20];

describe('ruling R43: when the charger tests for its losses to fire (chargerFireMoraleTest)', () => {
  it('by default (morale-phase) the charger fights its melee first and tests in phase 6', () => {
    const h = harness(battle(close), [...charge, 3]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(/Picardie fires at 1st Foot Guards at point-blank range: rolled 10, score 12: 1 element/);
    expect(h.text()).not.toMatch(/1st Foot Guards takes a morale test/);
    expect(h.unit('foot-guards')).toMatchObject({ engaged: ['picardie-1'], pendingMorale: 1, order: 'steady' });
    // Phase 6: 3 + 2 (STEADY) - 2 (BLOODED) = 3: FALL BACK, after the melee.
    moralePhase(h.ctx);
    expect(h.text()).toMatch(/1st Foot Guards takes a morale test \(lost elements\): rolled 3, score 3: FALL BACK/);
  });

  it('before-melee: the charger tests in step iii; falling back, its charge is halted and it never contacts', () => {
    const options = Wss6mmOptionsSchema.parse({ chargerFireMoraleTest: 'before-melee' });
    const h = harness(battle(close), [...charge, 3], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(
      /1st Foot Guards takes a morale test \(lost elements to fire before the melee\): rolled 3, score 3: FALL BACK/,
    );
    expect(h.text()).toMatch(/1st Foot Guards's charge is halted by its morale test/);
    // The halted charger's own line, as for a charge halted by fire ("Combat will occur only if …").
    expect(h.text().split('\n')).toContain("1st Foot Guards's charge is halted");
    expect(h.unit('foot-guards')).toMatchObject({
      engaged: [],
      order: 'falling-back',
      pendingMorale: 0,
      moved: 'moved',
      y: 14,
    });
    expect(h.unit('picardie-1').engaged).toEqual([]);
  });

  it('before-melee: a charger that stands its test charges home and owes no second test in phase 6', () => {
    // 15 + 2 (STEADY) - 2 (BLOODED) = 15: STEADY.
    const options = Wss6mmOptionsSchema.parse({ chargerFireMoraleTest: 'before-melee' });
    const h = harness(battle(close), [...charge, 15, 1], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(
      /1st Foot Guards takes a morale test \(lost elements to fire before the melee\): rolled 15/,
    );
    expect(h.text()).toMatch(/1st Foot Guards has tested for its losses/);
    expect(h.unit('foot-guards')).toMatchObject({ engaged: ['picardie-1'], pendingMorale: 0 });
    moralePhase(h.ctx);
    expect(h.text()).not.toMatch(/1st Foot Guards takes a morale test \(lost elements\)/);
  });

  it('before-melee: a charger routed by its Resolve test after the fire takes no Morale test (as in phase 6)', () => {
    // Resolve 1 - 3 (BLOODED) - 2 (hit difference -1) = -4: ROUTED, the charge is halted.
    const options = Wss6mmOptionsSchema.parse({ chargerFireMoraleTest: 'before-melee' });
    const h = harness(battle(close), [18, 1, 15, 1, 10, 1, 15], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(/1st Foot Guards takes a resolve test after fire: rolled 1, score -4: ROUTED/);
    expect(h.text()).not.toMatch(/1st Foot Guards takes a morale test/);
    expect(h.unit('foot-guards')).toMatchObject({ order: 'routed', engaged: [] });
  });

  it('before-melee: no test when the fire misses; a test owed for an earlier loss stays owed', () => {
    const options = Wss6mmOptionsSchema.parse({ chargerFireMoraleTest: 'before-melee' });
    // Picardie's fire: 1 + 2 = 3, no hit: no Resolve test and no Morale test; the Guards charge home.
    const miss = harness(battle(close), [18, 1, 15, 1, 1], options);
    resolveCharge(miss.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(miss.ctx, 'fire');
    expect(miss.text()).not.toMatch(/1st Foot Guards takes a (morale|resolve) test/);
    expect(miss.unit('foot-guards').engaged).toEqual(['picardie-1']);
    // The Guards already owed a test (an earlier loss): after this one (15: STEADY) they still owe it in phase 6.
    const owed = battle({ ...close, 'foot-guards': { ...close['foot-guards'], pendingMorale: 1 } });
    const h = harness(owed, [...charge, 15], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(/1st Foot Guards takes a morale test \(lost elements to fire before the melee\)/);
    expect(h.unit('foot-guards').pendingMorale).toBe(1);
  });

  it('before-melee: a ROUTED result halts the charge too', () => {
    // With resolvePass disordered-or-better the Guards pass their Resolve test on 10 - 3 - 2 = 5 (DISORDERED) and
    // charge on, DISORDERED; their Morale test: 1 - 2 (SHAKEN: DISORDERED) - 2 (BLOODED) = -3: ROUTED.
    const options = Wss6mmOptionsSchema.parse({
      chargerFireMoraleTest: 'before-melee',
      resolvePass: 'disordered-or-better',
    });
    const h = harness(battle(close), [18, 1, 15, 1, 10, 10, 1], options);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fire');
    expect(h.text()).toMatch(
      /1st Foot Guards takes a morale test \(lost elements to fire before the melee\): rolled 1, score -3: ROUTED/,
    );
    expect(h.unit('foot-guards')).toMatchObject({ order: 'routed', engaged: [] });
    expect(h.unit('picardie-1').engaged).toEqual([]);
  });
});
