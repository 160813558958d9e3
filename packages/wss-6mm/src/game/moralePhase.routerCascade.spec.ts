import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { moralePhase } from './moralePhase.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle in turn 2, with some units moved or changed. */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

// Lee's (Irish foot, x 34.5-37.5 at y 30) ROUTED last turn. Dillon's (x 30.5-33.5), 1" from it, has lost 4 of its 6
// elements (DISTRESSED). Navarre (French foot, 5" wide) stands at x 21.5-26.5: 4" from Dillon's, 8" from Lee's.
// Clare's and Leib are off the table and the French battery 10" back, out of the way. In the army list Navarre comes
// before Dillon's, Dillon's before Lee's and Leib.
const cascade = {
  lee: { order: 'routed' as const, since: 1 },
  dillon: { lost: 4 },
  navarre: { x: 24 },
  'french-battery': { y: 20 },
  clare: { status: 'left-table' as const },
  leib: { status: 'left-table' as const },
};

describe('"Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before should take a Morale test" (Rulebook: Compulsory Moves; ruling R48: other units in phase 6)', () => {
  it('a unit routed by its test near a router is a new router: a unit within 6" of it tests, though listed before it', () => {
    // Dillon's: STEADY +2, DISTRESSED -4, one friend routing -4: a 1 scores -5, ROUTED. Navarre, 4" from Dillon's now
    // routing: FRESH +2, STEADY +2, one friend routing -4: a 15 scores 15, STEADY. (The engine tested each unit once
    // in list order, so Navarre, before Dillon's in the list, never tested for it.)
    const h = harness(battle(cascade), [1, 15]);
    moralePhase(h.ctx);
    expect(h.text()).toContain(
      [
        "Dillon's sees Lee's routing within 6\"",
        'Dillon\'s takes a morale test (routers within 6"): rolled 1, score -5: ROUTED',
        "Dillon's ROUTS (morale test -5)",
        'Navarre sees Dillon\'s routing within 6"',
        'Navarre takes a morale test (routers within 6"): rolled 15, score 15: STEADY',
      ].join('\n'),
    );
    expect(h.unit('navarre').testedRouters).toEqual(['dillon']);
  });

  it('the tests go in waves: a unit listed after the new router tests first for the routers it saw, then for the new one', () => {
    // Leib moved to x 31.5-36.5, its front at y 24.5: 4.75" from both Lee's and Dillon's. First wave (Lee's routing):
    // Dillon's routs as above; Leib: FRESH +2, STEADY +2, two friends routing -8: a 15 scores 11, STEADY. Second wave
    // (Dillon's routing): Navarre 15 as above; Leib again 15 scores 11, STEADY. Either way a unit tests once for each
    // router, whatever its place in the list.
    const h = harness(battle({ ...cascade, leib: { x: 34, y: 24.5 } }), [1, 15, 15, 15]);
    moralePhase(h.ctx);
    const tests = h.events.map((e) => e.text).filter((t) => t.includes('routing within 6"'));
    expect(tests).toEqual([
      "Dillon's sees Lee's routing within 6\"",
      'Leibregiment sees Lee\'s routing within 6"',
      'Navarre sees Dillon\'s routing within 6"',
      'Leibregiment sees Dillon\'s routing within 6"',
    ]);
    expect(h.text()).toContain('Leibregiment takes a morale test (routers within 6"): rolled 15, score 11: STEADY');
    expect(h.unit('leib').testedRouters).toEqual(['lee', 'dillon']);
  });
});
