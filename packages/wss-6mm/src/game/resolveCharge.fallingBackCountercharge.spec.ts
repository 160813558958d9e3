import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { chargeReactions } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';

// Charges: "No unit that is ROUTED, FALLING BACK or in pursuit may charge". A countercharge is a charge (ruling R38:
// the countercharger rides its own charge move, with the Charge Bonus; R58: "a countercharge is a charge and a full
// move"). Ruling R42 (`chargedInMeleeOrFallingBack: all-reactions`) gives a unit falling back "the whole list of a unit
// at rest … less Fall Back itself": less countercharge too, which the text forbids it (found settling the referee's
// doubts of 7 Dec 2026: the list gave it to horse falling back).

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

const all = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'all-reactions' });
const unitOf = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;

describe('ruling R42 all-reactions: horse FALLING BACK may not countercharge ("No unit that is … FALLING BACK … may charge")', () => {
  it("Queen's Horse (S), falling back, charged by the Gendarmes: stand only (not fall back again, not countercharge)", () => {
    const s = battle({
      'queens-horse': { x: 55.5, y: 10, order: 'falling-back', since: 1 },
      gendarmes: { x: 55.5, y: 14 },
    });
    expect(chargeReactions(unitOf(s, 'queens-horse'), unitOf(s, 'gendarmes'), all)).toEqual(['stand']);
  });

  it("the same horse at rest may countercharge (so the rule above is the falling back's)", () => {
    const s = battle({ 'queens-horse': { x: 55.5, y: 10 }, gendarmes: { x: 55.5, y: 14 } });
    expect(chargeReactions(unitOf(s, 'queens-horse'), unitOf(s, 'gendarmes'), all)).toEqual([
      'countercharge',
      'stand',
      'fall-back',
    ]);
  });
});
