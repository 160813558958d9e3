import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import type { BattleContext } from './BattleContext.js';
// Every rally test offered is taken (ruling R21: the side's choice; game/rallyTests.spec.ts tests the choice).
import { moralePhaseTestingAll as moralePhase } from './__fixtures__/harness.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { harness } from './__fixtures__/harness.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Casualties: "Whenever a unit loses one or more elements it should take a
// Morale test." Compulsory Moves: "Any units within 6" of a ROUTED unit which has not tested due to that ROUTED unit
// before should take a Morale test." Rallying: "Units requiring Rallying from Rout, Pursuit or Fall Back may test now,
// unless they began their rout, pursuit or Falling Back this move … All units Rallying from any cause will be
// DISORDERED." Pursuit: "Horse will continue pursuit until rallied, Foot may rally automatically after one move of
// pursuit" (ruling R21 on when).

/** The example battle on turn 2, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    turn: 2,
    cincPending: [],
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
  };
}

/** The harness with every plugin roll recorded. */
function recorded(state: BattleState, faces: number[], options: Wss6mmOptions = DEFAULT_OPTIONS) {
  const h = harness(state, faces, options);
  const calls: { roll: string; who: string; input: unknown }[] = [];
  const spy = <T extends object>(plugin: T): T =>
    new Proxy(plugin, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push({ roll: String(key), who: String(args[3]), input: args[1] });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const ctx: BattleContext = {
    get state() {
      return h.ctx.state;
    },
    dice: h.ctx.dice,
    emit: h.ctx.emit,
    options,
    combat: spy(h.ctx.combat),
    morale: spy(h.ctx.morale),
  };
  return { ...h, ctx, calls };
}

describe('morale tests for losses to fire (Casualties)', () => {
  it('a unit with losses pending tests once and its flag is cleared; units without losses do not test', () => {
    const h = recorded(battle({ navarre: { lost: 1, pendingMorale: 1 } }), [15]);
    moralePhase(h.ctx);
    expect(h.calls).toEqual([
      { roll: 'moraleTest', who: 'Navarre', input: expect.objectContaining({ melee: 'none' }) as unknown },
    ]);
    expect(h.unit('navarre').pendingMorale).toBe(0);
    expect(h.events[0]).toEqual({ kind: 'phase', phase: 'morale tests', text: 'Turn 2: morale tests' });
    expect(h.events[1]!.text).toBe('Navarre tests for its losses');
    expect(h.text()).toMatch(/Navarre takes a morale test \(lost elements\): rolled 15/);
  });

  it('a routed unit, or one no longer on the table, has its flag cleared without a test', () => {
    const h = recorded(
      battle({
        navarre: { lost: 1, pendingMorale: 1, order: 'routed', since: 2, x: 66, y: 20 },
        'picardie-1': { lost: 10, pendingMorale: 1, status: 'destroyed' },
      }),
      [],
    );
    moralePhase(h.ctx);
    expect(h.calls.filter((c) => c.roll === 'moraleTest')).toEqual([]);
    expect(h.unit('navarre').pendingMorale).toBe(0);
    expect(h.unit('picardie-1').pendingMorale).toBe(0);
  });
});

describe('tests near routers (Compulsory Moves)', () => {
  it('a unit within 6" of a router it has not tested for tests; a unit far away does not', () => {
    // Navarre routed (since turn 2: no rally yet); Picardie beside it tests (a friend routing: -4).
    const h = recorded(battle({ navarre: { order: 'routed', since: 2 } }), [15, 15, 15]);
    moralePhase(h.ctx);
    const tested = h.calls.filter((c) => c.roll === 'moraleTest').map((c) => c.who);
    expect(tested).toContain('Picardie');
    expect(tested).not.toContain('Kurprinz');
    expect(h.unit('picardie-1').testedRouters).toEqual(['navarre']);
  });

  it('only units on the table test', () => {
    const h = recorded(
      battle({ navarre: { order: 'routed', since: 2 }, 'picardie-1': { status: 'destroyed' } }),
      [15, 15, 15],
    );
    moralePhase(h.ctx);
    expect(h.calls.filter((c) => c.roll === 'moraleTest').map((c) => c.who)).not.toContain('Picardie');
  });
});

describe('Rallying: from rout, pursuit and fall back, unless begun this move (ruling R21)', () => {
  it("from rout (16 or more): rallied, DISORDERED; the situation is the unit's own", () => {
    // Kurprinz routed last turn, more than 6" from everybody; FRESH (no losses). Rout: 16 rallies.
    const h = recorded(battle({ kurprinz: { order: 'routed', since: 1, x: 66, y: 20 } }), [16]);
    moralePhase(h.ctx);
    expect(h.calls).toEqual([
      {
        roll: 'rallyTest',
        who: 'Kurprinz',
        input: { from: 'rout', casualty: 'fresh', order: 'routed', inContact: false, officerAttached: false },
      },
    ]);
    expect(h.unit('kurprinz')).toMatchObject({ order: 'disordered', pursuing: null });
    expect(h.text()).toMatch(/Kurprinz rallies from rout \(score 16\) and is DISORDERED/);
  });

  it('failing, the unit stays as it is', () => {
    const h = recorded(battle({ kurprinz: { order: 'routed', since: 1, x: 66, y: 20 } }), [15]);
    moralePhase(h.ctx);
    expect(h.unit('kurprinz').order).toBe('routed');
    expect(h.text()).toMatch(/Kurprinz fails to rally from rout \(score 15\)/);
  });

  it('from fall back, in contact and with an officer attached', () => {
    const s = battle({ kurprinz: { order: 'falling-back', since: 1, engaged: ['dutch-horse'] } });
    const state = { ...s, brigades: s.brigades.map((b) => (b.id === 'bavarian' ? { ...b, attached: 'kurprinz' } : b)) };
    const h = recorded(state, [20]);
    moralePhase(h.ctx);
    expect(h.calls.find((c) => c.roll === 'rallyTest')!.input).toEqual({
      from: 'fall-back',
      casualty: 'fresh',
      order: 'falling-back',
      inContact: true,
      officerAttached: true,
    });
  });

  it('horse in pursuit rally from pursuit, and foot that pursued on (ruling R62); a unit already rallied is not asked', () => {
    const h = recorded(
      battle({
        anjou: { pursuing: 'wood', since: 1, order: 'disordered' },
        'picardie-1': { pursuing: 'webbs', since: 1, pursued: 2 },
      }),
      [9, 12], // in army-list order; FRESH: -2 from pursuit (ruling R8), 9 scores 7, 12 scores 10
    );
    moralePhase(h.ctx);
    expect(h.calls.map((c) => [c.roll, c.who, (c.input as { from?: string }).from])).toEqual([
      ['rallyTest', h.unit('picardie-1').name, 'pursuit'],
      ['rallyTest', h.unit('anjou').name, 'pursuit'],
    ]);
    expect(h.unit('anjou')).toMatchObject({ pursuing: null, order: 'disordered' });
    expect(h.unit('picardie-1')).toMatchObject({ pursuing: 'webbs', pursued: 2 });
  });

  it('"unless they began their rout, pursuit or Falling Back this move": begun this turn, no test', () => {
    const h = recorded(
      battle({
        kurprinz: { order: 'routed', since: 2, x: 66, y: 20 },
        anjou: { pursuing: 'wood', since: 2 },
        leib: { order: 'falling-back', since: 2, x: 43, y: 34 },
      }),
      [15, 15, 15, 15],
    );
    moralePhase(h.ctx);
    expect(h.calls.filter((c) => c.roll === 'rallyTest')).toEqual([]);
  });

  it('a unit no longer on the table never rallies', () => {
    const h = recorded(battle({ kurprinz: { order: 'routed', since: 1, status: 'left-table' } }), []);
    moralePhase(h.ctx);
    expect(h.calls).toEqual([]);
  });
});
