import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { MoraleSituation } from '../mechanics/moraleTest.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { harness } from './__fixtures__/harness.js';
import { moraleSituationOf, routerTests, takeMoraleTest } from './moraleHelpers.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Rulebook: Morale Tests. "To take a Morale Test roll 1d20, modify the roll and consult the results table. Winning in
// Melee +2, FRESH +2, STEADY +2, Each enemy routing within 6" +2, Defending obstacle +2, Officer Attached +2; SHAKEN -2,
// BLOODED -2, Losing in Melee -2, Attacked in flank/rear -2, DISTRESSED -4, Each friend routing within 6" -4."
// "11 or more STEADY, 7 - 10 DISORDERED, 0 - 6 FALL BACK". Compulsory Moves: "Any units within 6" of a ROUTED unit
// which has not tested due to that ROUTED unit before should take a Morale test."

/** The example battle with some units changed (and, if given, Blansac attached to a unit of his brigade). */
function battle(
  changes: Record<string, Partial<BattleUnit>> = {},
  picardieAttached: string | null = null,
): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
    brigades: s.brigades.map((b) => (b.id === 'picardie' ? { ...b, attached: picardieAttached } : b)),
  };
}

// Picardie (x 9.5-14.5) with Navarre routing 1" to its right, and two British battalions routing 4" before it.
const routersAroundPicardie = {
  navarre: { order: 'routed' as const },
  'royal-scots': { order: 'routed' as const, x: 12, y: 26 },
  webbs: { order: 'routed' as const, x: 7, y: 26 },
};

describe('the situation of a Morale test, read from the table (Rulebook: Morale Tests)', () => {
  it('routers within 6" counted by side, the melee and flank given, the casualty, order and officer of the unit', () => {
    const s = battle({ ...routersAroundPicardie, 'picardie-1': { lost: 3, order: 'disordered' } }, 'picardie-1');
    const h = harness(s, []);
    expect(moraleSituationOf(h.ctx, 'picardie-1', 'lost', true)).toEqual({
      casualty: 'blooded',
      order: 'disordered',
      melee: 'lost',
      enemyRoutingWithin6: 2,
      friendsRoutingWithin6: 1,
      defendingObstacle: false,
      officerAttached: true,
      attackedFlankOrRear: true,
    });
  });

  it('by default no melee and no flank attack; "Defending obstacle" for a unit on the hedges', () => {
    const h = harness(battle(), []);
    // The Leibregiment stands on the hedges (x 40-56, y 29-31).
    expect(moraleSituationOf(h.ctx, 'leib')).toEqual({
      casualty: 'fresh',
      order: 'steady',
      melee: 'none',
      enemyRoutingWithin6: 0,
      friendsRoutingWithin6: 0,
      defendingObstacle: true,
      officerAttached: false,
      attackedFlankOrRear: false,
    });
  });
});

describe('taking a Morale test and applying its result (Rulebook: Morale Tests)', () => {
  it('FRESH +2, STEADY +2: a 3 scores 7, DISORDERED; the roll, score and result are told', () => {
    const h = harness(battle(), [3]);
    expect(takeMoraleTest(h.ctx, 'picardie-1', 'charged')).toBe('disordered');
    expect(h.text()).toBe(
      [
        'Picardie takes a morale test (charged): rolled 3, score 7: DISORDERED',
        'Picardie is DISORDERED (morale test 7)',
      ].join('\n'),
    );
    expect(h.unit('picardie-1').order).toBe('disordered');
  });

  it('"0 - 6 FALL BACK": a 1 scores 5; the result is written as the table prints it', () => {
    const h = harness(battle(), [1]);
    expect(takeMoraleTest(h.ctx, 'picardie-1', 'lost elements')).toBe('fall-back');
    expect(h.text()).toBe(
      [
        'Picardie takes a morale test (lost elements): rolled 1, score 5: FALL BACK',
        'Picardie FALLS BACK (morale test 5)',
      ].join('\n'),
    );
  });

  it('"Losing in Melee -2" and "Attacked in flank/rear -2" are passed to the test: a 9 scores 9, DISORDERED', () => {
    const h = harness(battle(), [9]);
    expect(takeMoraleTest(h.ctx, 'picardie-1', 'melee', 'lost', true)).toBe('disordered');
    expect(h.events[0]?.text).toBe('Picardie takes a morale test (melee): rolled 9, score 9: DISORDERED');
  });

  it('the morale plugin is asked with the situation read from the table: no melee and no flank attack by default', () => {
    const h = harness(battle(), [10]);
    const seen: MoraleSituation[] = [];
    const morale = h.ctx.morale;
    const ctx = {
      ...h.ctx,
      state: h.ctx.state,
      morale: {
        ...morale,
        moraleTest: (...args: Parameters<typeof morale.moraleTest>) => {
          seen.push(args[1]);
          return morale.moraleTest(...args);
        },
      },
    };
    takeMoraleTest(ctx, 'picardie-1', 'charged');
    expect(seen).toEqual([moraleSituationOf(h.ctx, 'picardie-1')]);
    expect(seen[0]).toMatchObject({ melee: 'none', attackedFlankOrRear: false });
  });

  it('"Winning in Melee +2": a 5 scores 11, STEADY, and the unit stays as it was', () => {
    const h = harness(battle(), [5]);
    expect(takeMoraleTest(h.ctx, 'picardie-1', 'melee', 'won')).toBe('steady');
    expect(h.text()).toBe('Picardie takes a morale test (melee): rolled 5, score 11: STEADY');
  });
});

describe('"Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit before should take a Morale test" (Rulebook: Compulsory Moves)', () => {
  it('one test for every new router in sight, enemies then friends; the routers are remembered', () => {
    // Picardie: FRESH +2, STEADY +2, two enemies routing +4, a friend routing -4: a 6 scores 10, DISORDERED.
    const h = harness(battle(routersAroundPicardie), [6]);
    routerTests(h.ctx, ['picardie-1']);
    expect(h.events[0]).toEqual({
      kind: 'unit',
      unit: 'picardie-1',
      set: { testedRouters: ['royal-scots', 'webbs', 'navarre'] },
      text: 'Picardie sees Royal Scots, Webb\'s, Navarre routing within 6"',
    });
    expect(h.events[1]?.text).toBe('Picardie takes a morale test (routers within 6"): rolled 6, score 10: DISORDERED');
    expect(h.unit('picardie-1')).toMatchObject({
      order: 'disordered',
      testedRouters: ['royal-scots', 'webbs', 'navarre'],
    });
  });

  it('"which has not tested due to that ROUTED unit before": no test for routers seen already', () => {
    // The script has no dice: a test would throw.
    const h = harness(
      battle({ ...routersAroundPicardie, 'picardie-1': { testedRouters: ['navarre', 'royal-scots', 'webbs'] } }),
      [],
    );
    routerTests(h.ctx, ['picardie-1']);
    expect(h.events).toEqual([]);
  });

  it('a new router among those seen: the test is for the new one, added to those remembered', () => {
    // Picardie: +2 +2 +4 -4 as above; a 20 scores 24, STEADY.
    const h = harness(
      battle({ ...routersAroundPicardie, 'picardie-1': { testedRouters: ['navarre', 'webbs'] } }),
      [20],
    );
    routerTests(h.ctx, ['picardie-1']);
    expect(h.events[0]).toMatchObject({
      set: { testedRouters: ['navarre', 'webbs', 'royal-scots'] },
      text: 'Picardie sees Royal Scots routing within 6"',
    });
    expect(h.events).toHaveLength(2);
  });

  it('no router within 6": no test', () => {
    const h = harness(battle(), []);
    routerTests(h.ctx, ['picardie-1', 'navarre', 'foot-guards']);
    expect(h.events).toEqual([]);
  });

  it('who does not test: a routed unit, a battery (ruling R20), a unit no longer on the table', () => {
    // Navarre routed beside Picardie, also routed; the French battery 2" from Navarre; Clare's gone from the table.
    const h = harness(
      battle({
        navarre: { order: 'routed' },
        'picardie-1': { order: 'routed' },
        clare: { status: 'left-table', x: 22, y: 32 },
      }),
      [],
    );
    routerTests(h.ctx, ['picardie-1', 'french-battery', 'clare']);
    expect(h.events).toEqual([]);
  });

  it('each unit named tests in turn, the later ones seeing what the earlier did', () => {
    // Navarre (x 15.5-20.5) routs: Picardie, 1" from it, tests (a 20, STEADY), Navarre itself and the battery do not,
    // then Clare's (x 26.5-29.5, exactly 6" away): FRESH +2, STEADY +2, a friend routing -4: a 5 scores 5, FALL BACK.
    const h = harness(battle({ navarre: { order: 'routed' } }), [20, 5]);
    routerTests(h.ctx, ['picardie-1', 'navarre', 'french-battery', 'clare']);
    expect(h.text()).toBe(
      [
        'Picardie sees Navarre routing within 6"',
        'Picardie takes a morale test (routers within 6"): rolled 20, score 20: STEADY',
        'Clare\'s sees Navarre routing within 6"',
        'Clare\'s takes a morale test (routers within 6"): rolled 5, score 5: FALL BACK',
        "Clare's FALLS BACK (morale test 5)",
      ].join('\n'),
    );
  });
});
