import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { meleePhase } from './meleePhase.js';
import { moralePhase } from './moralePhase.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Compulsory Moves: "Any units within 6\" of a ROUTED unit which has not tested due to that ROUTED unit before should take
// a Morale test." Sequence of Play: "5. Melee 6. Morale Tests". Post Melee: "After a round of melee all units taking an
// element loss should be take a Morale Test". Morale Tests: "Each friend routing within 6\" -4", "Each enemy routing
// within 6\" +2". Ruling R68: melees are fought one after another (army-list order of their first unit); a unit routed
// in one is routing for every test taken after it; every unit on the table within 6" of it tests for it in phase 6.

/** The example battle in turn 2, with some units moved or changed (as compulsoryMoves.pursuitContact.spec.ts). */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

// Two melees side by side, 1" apart: the 1st Foot Guards against Picardie (fought first: the Guards come first in the
// army list), the Royal Scots against Navarre.
const twoMelees = () =>
  battle({
    'foot-guards': { x: 12.5, y: 20, engaged: ['picardie-1'] },
    'picardie-1': { x: 12.5, y: 20, engaged: ['foot-guards'] },
    'royal-scots': { x: 17.5, y: 20, engaged: ['navarre'] },
    navarre: { x: 18, y: 20, engaged: ['royal-scots'] },
  });

describe('ruling R68: routers from melees, and the units near them', () => {
  it('a unit routed in the second melee: the units of the first, fought before, test for it in phase 6', () => {
    // First melee: both roll 1 (no hits), equal hits: both take Resolve tests (ruling R12), 20: OKAY. Second melee:
    // the Royal Scots roll 1 (no hit), Navarre 20 (2 hits); the Scots' loss test rolls 1: ROUTED. Phase 6: the Guards
    // (FRESH +2, STEADY +2, a friend routing within 6" -4) roll 10: 10, DISORDERED; Picardie and Navarre (FRESH +2,
    // STEADY +2, an enemy routing +2) roll 10: 16, STEADY.
    const h = harness(twoMelees(), [1, 1, 20, 20, 1, 20, 1, 10, 10, 10]);
    meleePhase(h.ctx);
    const melee = h.text();
    expect(melee).toContain('Royal Scots ROUTS');
    expect(melee).not.toContain('1st Foot Guards sees'); // no test for it in the melee phase
    moralePhase(h.ctx);
    const tests = h.text().slice(melee.length);
    expect(tests).toContain('1st Foot Guards takes a morale test (routers within 6"): rolled 10, score 10: DISORDERED');
    expect(tests).toContain('Picardie takes a morale test (routers within 6"): rolled 10, score 16: STEADY');
    expect(tests).toContain('Navarre takes a morale test (routers within 6"): rolled 10, score 16: STEADY');
    expect(h.unit('foot-guards')).toMatchObject({ order: 'disordered', testedRouters: ['royal-scots'] });
  });

  it("a unit routed in the first melee counts in the second melee's loss tests, and is tested for again in phase 6", () => {
    // First melee: the Guards roll 1, Picardie 20 (2 hits on the Guards); the Guards' loss test rolls 1: ROUTED;
    // Picardie pursues. Second melee: the Scots roll 1, Navarre 20 (2 hits); the Scots' loss test: 20, losing in melee
    // -2, DISTRESSED -4 (2 of 4 lost, ruling R6), STEADY +2, a friend routing within 6" -4 = 12: STEADY (16 without the
    // router). Their Resolve test (hit difference -2 x 2 = -4, DISTRESSED -4): 20 - 8 = 12, OKAY, so Navarre tests too:
    // 20 + 4 = 24, OKAY. Phase 6: that loss test was for the losses, not "due to that ROUTED unit": the Scots test for
    // the Guards now, 10 - 4 (DISTRESSED) - 2 (DISORDERED after losing, SHAKEN -2 by ruling R7) - 4 = 0: FALL BACK.
    const h = harness(twoMelees(), [1, 20, 1, 1, 20, 20, 20, 20, 10, 10, 10]);
    meleePhase(h.ctx);
    const melee = h.text();
    expect(melee).toContain('1st Foot Guards ROUTS');
    expect(melee).toContain('Royal Scots takes a morale test (lost elements in melee): rolled 20, score 12: STEADY');
    moralePhase(h.ctx);
    const tests = h.text().slice(melee.length);
    expect(tests).toContain('Royal Scots sees 1st Foot Guards routing within 6"');
    expect(tests).toContain('Royal Scots takes a morale test (routers within 6"): rolled 10, score 0: FALL BACK');
    expect(h.unit('royal-scots')).toMatchObject({ order: 'falling-back', testedRouters: ['foot-guards'] });
  });
});
