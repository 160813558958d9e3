import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// Ruling R37: "the fire at a charger is the unit's fire for the turn"; its note: "A Pf unit that countercharges fires as
// it goes whatever it did before (R40: the formation is the discharge)". Formations: "Pf, Firearms charge, a 2 by 2
// element formation symbolising the discharging of pistols prior to charging with the sword"; Small Arms Fire: "Pf & Pc
// Horse may fire when charging or when charged"; Pre Melee: "Pf/Pc Horse electing to fire and charge will not cause a
// Resolve test regardless of any firing hits caused". The referee's doubt of 7 Dec 2026, pinned.

/**
 * Queen's Horse (S) charge the Gendarmes (Pf, STEADY, FRESH) from 3" and are halted by their fire: charge test 10 (S
 * horse 6+), move 1 x 2 + 2 (Charge Bonus) = 4"; the Gendarmes' morale 15 + 2 (FRESH) + 2 (STEADY) = 19, STEADY; their
 * fire (4 pistol elements need 12) rolls 20: 1 element; Queen's Horse's Resolve 5 - 3 (BLOODED: 3 of 4 elements) - 2
 * (1 hit, ruling R2) = 0: FALL BACK, the charge halted. Then Queen's Horse are moved away and Wood's Horse stand 3" from
 * the Gendarmes in their place.
 */
function afterFirstVolley(): BattleState {
  const h = harness(battle({ 'queens-horse': { x: 55.5, y: 11 }, gendarmes: { x: 55.5, y: 14 } }), [10, 1, 15, 20, 5]);
  resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
  resolveChargeReaction(h.ctx, 'fire');
  expect(h.text()).toContain("Queen's Horse takes a resolve test after fire: rolled 5, score 0: FALL BACK");
  expect(h.text()).toContain("Queen's Horse's charge is halted by fire");
  const s = h.ctx.state;
  return {
    ...s,
    units: s.units.map((u) =>
      u.id === 'queens-horse' ? { ...u, x: 45, y: 3 } : u.id === 'wood' ? { ...u, x: 55.5, y: 11 } : u,
    ),
  };
}

describe('ruling R37 and a Pf unit countercharging a second charger in the same turn', () => {
  it('having fired at the first charger, it is not offered fire again, but may countercharge', () => {
    const s = afterFirstVolley();
    expect(s.units.find((u) => u.id === 'gendarmes')).toMatchObject({ firedAtCharger: true, engaged: [] });
    // Wood's Horse charge: 10 (6+), 4"; the Gendarmes' morale 15 + 2 + 2 = 19, STEADY.
    const h = harness(s, [10, 1, 15]);
    resolveCharge(h.ctx, 'wood', 'gendarmes');
    const offered = legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS).map((d) =>
      d.kind === 'react' ? d.reaction : d.kind,
    );
    expect(offered).toEqual(['countercharge', 'stand', 'fall-back']);
  });

  it("countercharging, it fires as it goes (the Pf discharge), and Wood's Horse take no Resolve test for it", () => {
    // Countercharge move 1 x 2 + 2 = 4" (ruling R38, midway); the fire rolls 20 (12 needed): 1 element, Wood's Horse
    // 1 lost of 4; no Resolve test ("electing to fire and charge"): the two meet in melee.
    const h = harness(afterFirstVolley(), [10, 1, 15, 1, 20]);
    resolveCharge(h.ctx, 'wood', 'gendarmes');
    resolveChargeReaction(h.ctx, 'countercharge');
    expect(h.text()).toContain(
      "Gendarmes de la Garde fires at Wood's Horse at point-blank range: rolled 20, score 20: 1 element(s)",
    );
    expect(h.text()).not.toContain("Wood's Horse takes a resolve test");
    expect(h.unit('wood')).toMatchObject({ lost: 1, engaged: ['gendarmes'] });
    expect(h.unit('gendarmes')).toMatchObject({ engaged: ['wood'], firedAtCharger: true });
  });
});
