import { ScriptedDice } from '@muster/core';
import { expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { BattleState } from './State.js';
import { mayFireSmallArms } from './firePhases.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Charges: "Charged Infantry Units ... may attempt to either fire or form Square"; Formation changes: "All other
// formation changes take 1 move"; "Foot may not manoeuvre and Fire" (ruling R27: not after a formation change; ruling
// R58: a unit that has moved in an enemy brigade's activation gets no other orders in its own).

/** The example battle with Queen's Horse (S horse, A) 6" in front of Picardie (French foot in line, B). */
function horseFacingFoot(): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  const at: Record<string, { x: number; y: number }> = {
    'queens-horse': { x: 20, y: 10 },
    'picardie-1': { x: 20, y: 16 },
  };
  return { ...s, cincPending: [], units: s.units.map((u) => (at[u.id] ? { ...u, ...at[u.id] } : u)) };
}

it('rulings R27 and R58: foot that form square in reaction have changed formation, so they do not fire that turn', () => {
  // Charge test 10 (6+), move 1 -> 4": short of the 6" gap. Picardie's morale 15 (STEADY); square attempt 5 (<= 12):
  // Picardie stands in square, having made its move, and is not among the foot that may fire.
  const h = harness(horseFacingFoot(), [10, 1, 15, 5]);
  resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
  resolveChargeReaction(h.ctx, 'square');
  expect(h.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'steady', engaged: [], moved: 'moved' });
  expect(mayFireSmallArms(h.unit('picardie-1'))).toBe(false);
  // A failed attempt (20 > 12) changes the formation too: a DISORDERED square.
  const failed = harness(horseFacingFoot(), [10, 1, 15, 20]);
  resolveCharge(failed.ctx, 'queens-horse', 'picardie-1');
  resolveChargeReaction(failed.ctx, 'square');
  expect(failed.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'disordered', moved: 'moved' });
});
