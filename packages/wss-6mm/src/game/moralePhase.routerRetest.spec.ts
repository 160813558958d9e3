import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { worsenOrder } from './BattleContext.js';
import { moralePhase } from './moralePhase.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness, moralePhaseTestingAll } from './__fixtures__/harness.js';

// Compulsory Moves: "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before should
// take a Morale test." Rallying: "Units requiring Rallying from Rout … may test now, unless they began their rout …
// this move"; "Rally from Rout 16 or more"; "All units Rallying from any cause will be DISORDERED". Ruling R70: a
// rallied unit that routs again starts a new rally clock (`since`); the units that tested for its first rout test
// again only with `routerRetest: each-rout`.

/** The example battle in `turn`, with some units moved or changed (as compulsoryMoves.pursuitContact.spec.ts). */
function battle(turn: number, changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

const eachRout = Wss6mmOptionsSchema.parse({ routerRetest: 'each-rout' });

// The Royal Scots routed in turn 1 beside the Foot Guards and the Royal Irish (1" either side of them) and Webb's (6"
// off), who tested for them then. In turn 2's Morale Tests the Scots rally: 20 (ROUT column, FRESH: no modifier) is 16 or more, and
// they are DISORDERED.
const routedInTurn1 = battle(2, {
  'royal-scots': { order: 'routed', since: 1 },
  // The Guards tested earlier for a French router too (Picardie, since rallied): that record is kept.
  'foot-guards': { testedRouters: ['picardie-1', 'royal-scots'] },
  'royal-irish': { testedRouters: ['royal-scots'] },
  webbs: { testedRouters: ['royal-scots'] },
});

/** Turn 2's rally, then turn 3 with the Scots ROUTED again (since turn 3) and the Morale Tests phase of turn 3. */
function routAgain(options = DEFAULT_OPTIONS) {
  const h = harness(routedInTurn1, [20], options);
  moralePhaseTestingAll(h.ctx);
  expect(h.text()).toContain('Royal Scots rallies from rout (score 20) and is DISORDERED');
  // Turn 3: the Scots (DISORDERED, their old `since` 1) rout again, say by a morale test.
  const turn3 = { ...h.ctx.state, turn: 3 };
  expect(turn3.units.find((u) => u.id === 'royal-scots')).toMatchObject({ order: 'disordered', since: 1 });
  // Turn 3's tests: the Guards (FRESH +2, STEADY +2, a friend routing -4) roll 12: 12, STEADY; the Irish and Webb's too.
  const h3 = harness(turn3, [12, 12, 12], options);
  worsenOrder(h3.ctx, 'royal-scots', 'routed', 'morale test');
  moralePhase(h3.ctx);
  return { rallied: h, again: h3 };
}

describe('ruling R70: a rallied unit that routs again', () => {
  it('its rally clock starts again: routed in turn 3, it may not rally in turn 3 ("began their rout … this move")', () => {
    const { again } = routAgain();
    expect(again.unit('royal-scots')).toMatchObject({ order: 'routed', since: 3 });
    expect(again.ctx.state.rally ?? null).toBeNull();
    expect(again.text()).not.toContain('Royal Scots tests to rally');
  });

  it('by default (once) the units that tested for its first rout do not test again', () => {
    expect(DEFAULT_OPTIONS.routerRetest).toBe('once');
    const { rallied, again } = routAgain();
    expect(rallied.unit('foot-guards').testedRouters).toEqual(['picardie-1', 'royal-scots']);
    expect(again.text()).not.toContain('sees Royal Scots routing');
  });

  it('with each-rout the rally clears their record, and they test again for the new rout', () => {
    const { rallied, again } = routAgain(eachRout);
    expect(rallied.unit('foot-guards').testedRouters).toEqual(['picardie-1']);
    expect(rallied.unit('royal-irish').testedRouters).toEqual([]);
    // Only the three units with a record of them are touched, each once.
    expect(rallied.text().match(/will test again if Royal Scots routs again/g)).toHaveLength(3);
    expect(rallied.text()).toContain("Webb's will test again if Royal Scots routs again");
    expect(again.text()).toContain(
      '1st Foot Guards takes a morale test (routers within 6"): rolled 12, score 12: STEADY',
    );
    expect(again.text()).toContain('Royal Irish takes a morale test (routers within 6"): rolled 12, score 12: STEADY');
    expect(again.text()).toContain('Webb\'s takes a morale test (routers within 6"): rolled 12, score 12: STEADY');
    expect(again.unit('foot-guards').testedRouters).toEqual(['picardie-1', 'royal-scots']);
  });
});
