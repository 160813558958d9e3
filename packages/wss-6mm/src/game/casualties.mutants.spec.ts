import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { harness } from './__fixtures__/harness.js';
import { inflict, testedForLosses } from './casualties.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';

// Rulebook: Casualties. "All casualties are taken as element loss. … Field Artillery can take four hits before the
// model is removed. For each hit a deployed field Artillery battery takes roll 1d20; a result of 4 or less means that
// the civilian drovers have deserted and the battery may no longer limber up. Battalion guns are considered lost once
// the parent battalion becomes DISTRESSED. Whenever a unit loses one or more elements it should take a Morale test."

/** The example battle with some units changed (and, if given, the Orkney brigadier attached to a unit). */
function battle(changes: Record<string, Partial<BattleUnit>> = {}, orkneyAttached: string | null = null): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return {
    ...s,
    units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)),
    brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, attached: orkneyAttached } : b)),
  };
}

describe('hits on a field battery (Rulebook: Casualties)', () => {
  it('one hit on a deployed battery: the drovers roll 1d20 and stay on a 5 or more; 3 guns left', () => {
    const h = harness(battle(), [5]);
    inflict(h.ctx, 'british-battery', 1, 'artillery fire');
    expect(h.events).toEqual([
      {
        kind: 'unit',
        unit: 'british-battery',
        set: { lost: 1 },
        text: 'Royal Train battery takes 1 hit (artillery fire): 3 guns left',
      },
    ]);
  });

  it('"a result of 4 or less means that the civilian drovers have deserted"', () => {
    const h = harness(battle(), [4]);
    inflict(h.ctx, 'british-battery', 1, 'artillery fire');
    expect(h.events).toEqual([
      {
        kind: 'unit',
        unit: 'british-battery',
        set: { lost: 1, droversDeserted: true },
        text: 'Royal Train battery takes 1 hit (artillery fire): 3 guns left; the drovers desert',
      },
    ]);
  });

  it('"For each hit": an element of melee scores 4 hits, each rolled for; "four hits" remove a gun model', () => {
    const h = harness(battle(), [20, 20, 20, 20]);
    inflict(h.ctx, 'british-battery', 1, 'melee', 4);
    expect(h.text()).toBe('Royal Train battery takes 4 hits (melee): 2 guns left');
    expect(h.unit('british-battery').lost).toBe(4);
  });

  it('hits add to those taken before: the 5th hit on a battery of 2 leaves 1 gun', () => {
    const h = harness(battle({ 'french-battery': { lost: 4 } }), [20]);
    inflict(h.ctx, 'french-battery', 1, 'artillery fire');
    expect(h.text()).toBe('Batterie royale takes 1 hit (artillery fire): 1 gun left');
    expect(h.unit('french-battery').lost).toBe(5);
  });

  it('"a deployed field Artillery battery": a limbered battery rolls no die for its drovers', () => {
    // The script has no dice: a roll would throw.
    const h = harness(battle({ 'british-battery': { formation: 'limbered' } }), []);
    inflict(h.ctx, 'british-battery', 2, 'artillery fire');
    expect(h.text()).toBe('Royal Train battery takes 2 hits (artillery fire): 3 guns left');
  });

  it('drovers that have deserted are not rolled for again', () => {
    const h = harness(battle({ 'british-battery': { droversDeserted: true } }), []);
    inflict(h.ctx, 'british-battery', 1, 'artillery fire');
    expect(h.events).toEqual([
      {
        kind: 'unit',
        unit: 'british-battery',
        set: { lost: 1 },
        text: 'Royal Train battery takes 1 hit (artillery fire): 3 guns left',
      },
    ]);
  });

  it('the last gun lost silences the battery: it leaves its melee and is destroyed', () => {
    const h = harness(
      battle({
        'french-battery': { lost: 7, engaged: ['royal-scots'] },
        'royal-scots': { engaged: ['french-battery'] },
      }),
      [20],
    );
    inflict(h.ctx, 'french-battery', 1, 'melee');
    expect(h.text()).toBe(
      [
        'Batterie royale takes 1 hit (melee): 0 guns left',
        'Royal Scots is no longer in contact with Batterie royale',
        'Batterie royale breaks contact',
        'Batterie royale is silenced: every gun is lost (4 hits a gun)',
      ].join('\n'),
    );
    expect(h.unit('french-battery').status).toBe('destroyed');
    expect(h.unit('royal-scots').engaged).toEqual([]);
  });
});

describe('element loss (Rulebook: Casualties)', () => {
  it('no elements lost, nothing happens: no event and no Morale test owed', () => {
    const h = harness(battle(), []);
    inflict(h.ctx, 'picardie-1', 0, 'musketry');
    inflict(h.ctx, 'british-battery', 0, 'artillery fire');
    expect(h.events).toEqual([]);
  });

  it('a unit no longer on the table loses nothing more', () => {
    const h = harness(
      battle({ 'picardie-1': { status: 'left-table' }, 'french-battery': { status: 'destroyed' } }),
      [],
    );
    inflict(h.ctx, 'picardie-1', 1, 'musketry');
    inflict(h.ctx, 'french-battery', 1, 'artillery fire');
    expect(h.events).toEqual([]);
  });

  it('"Whenever a unit loses one or more elements it should take a Morale test": the loss and the test owed', () => {
    const h = harness(battle(), []);
    inflict(h.ctx, 'picardie-1', 1, 'musketry');
    expect(h.events).toEqual([
      {
        kind: 'unit',
        unit: 'picardie-1',
        set: { lost: 1, pendingMorale: 1, moraleOwedFor: { turn: 1, phase: 'movement' } },
        text: 'Picardie loses 1 element (musketry)',
      },
    ]);
    inflict(h.ctx, 'picardie-1', 2, 'melee');
    expect(h.events[1]?.text).toBe('Picardie loses 2 elements (melee)');
    expect(h.unit('picardie-1').lost).toBe(3);
  });

  it('a unit loses no more elements than it has left: the count says what it lost', () => {
    const h = harness(battle({ clare: { lost: 4 } }), []);
    inflict(h.ctx, 'clare', 3, 'melee');
    expect(h.events[0]?.text).toBe("Clare's loses 2 elements (melee)");
  });
});

describe('ruling R59: a unit owes one Morale test for the losses of each phase (`moraleOwedFor`)', () => {
  const owedFor = (turn: number, phase: string) => ({ turn, phase });

  it('a second loss in the phase owes no new test; a loss in the next phase owes one', () => {
    const h = harness(battle(), []);
    inflict(h.ctx, 'picardie-1', 1, 'musketry');
    inflict(h.ctx, 'picardie-1', 1, 'musketry');
    expect(h.unit('picardie-1')).toMatchObject({ lost: 2, pendingMorale: 1, moraleOwedFor: owedFor(1, 'movement') });
    expect(h.events[1]).toMatchObject({ set: { lost: 2, pendingMorale: 1 } });
    expect(h.events[1]?.kind === 'unit' && 'moraleOwedFor' in h.events[1].set).toBe(false);
    h.ctx.emit({ kind: 'phase', phase: 'melee', text: 'Turn 1: melee' });
    inflict(h.ctx, 'picardie-1', 1, 'melee');
    expect(h.unit('picardie-1')).toMatchObject({ lost: 3, pendingMorale: 2, moraleOwedFor: owedFor(1, 'melee') });
  });

  it("the same phase of another turn is another phase: a test owed for turn 1's Movement does not cover turn 2's", () => {
    const s = battle({ 'picardie-1': { pendingMorale: 1, moraleOwedFor: owedFor(1, 'movement') } });
    const h = harness({ ...s, turn: 2 }, []);
    inflict(h.ctx, 'picardie-1', 1, 'musketry');
    expect(h.unit('picardie-1')).toMatchObject({ pendingMorale: 2, moraleOwedFor: owedFor(2, 'movement') });
  });

  it("the test for this phase's losses taken, it is no longer owed; tests owed for earlier phases stay", () => {
    const h = harness(battle({ 'picardie-1': { pendingMorale: 2, moraleOwedFor: owedFor(1, 'movement') } }), []);
    testedForLosses(h.ctx, 'picardie-1');
    expect(h.events).toEqual([
      {
        kind: 'unit',
        unit: 'picardie-1',
        set: { pendingMorale: 1, moraleOwedFor: null },
        text: 'Picardie has tested for its losses (1 still owed for earlier losses)',
      },
    ]);
    // Owing none for this phase's losses (only for earlier phases', or none), there is nothing to take off.
    testedForLosses(h.ctx, 'picardie-1');
    const earlier = harness(
      battle({ 'picardie-1': { pendingMorale: 1, moraleOwedFor: owedFor(1, 'artillery fire') } }),
      [],
    );
    testedForLosses(earlier.ctx, 'picardie-1');
    expect(h.events).toHaveLength(1);
    expect(earlier.events).toEqual([]);
  });
});

describe('"Battalion guns are considered lost once the parent battalion becomes DISTRESSED" (Rulebook: Casualties)', () => {
  // The 1st Foot Guards (British, 4 elements) are BLOODED at 1 element lost and DISTRESSED at 2 (ruling R6, transposed).
  it('BLOODED, the battalion keeps its gun; DISTRESSED, it is lost', () => {
    const h = harness(battle(), []);
    inflict(h.ctx, 'foot-guards', 1, 'musketry');
    expect(h.unit('foot-guards').battalionGunLost).toBe(false);
    inflict(h.ctx, 'foot-guards', 1, 'musketry');
    expect(h.text()).toBe(
      [
        '1st Foot Guards loses 1 element (musketry)',
        '1st Foot Guards loses 1 element (musketry)',
        '1st Foot Guards is DISTRESSED: its battalion gun is lost',
      ].join('\n'),
    );
    expect(h.unit('foot-guards').battalionGunLost).toBe(true);
  });

  it('a gun already lost is not lost again; a battalion with no gun loses none', () => {
    const lost = harness(battle({ 'foot-guards': { lost: 2, battalionGunLost: true } }), []);
    inflict(lost.ctx, 'foot-guards', 1, 'musketry');
    expect(lost.text()).toBe('1st Foot Guards loses 1 element (musketry)');
    const none = harness(battle(), []);
    inflict(none.ctx, 'royal-irish', 2, 'musketry');
    expect(none.text()).toBe('Royal Irish loses 2 elements (musketry)');
  });
});

describe('a unit that loses its last element is destroyed (Rulebook: Casualties)', () => {
  it('it leaves its melee, its brigadier leaves it (ruling R31) and it is destroyed', () => {
    const h = harness(
      battle({ 'royal-irish': { lost: 3, engaged: ['clare'] }, clare: { engaged: ['royal-irish'] } }, 'royal-irish'),
      [],
    );
    inflict(h.ctx, 'royal-irish', 2, 'melee');
    expect(h.text()).toBe(
      [
        'Royal Irish loses 1 element (melee)',
        "Clare's is no longer in contact with Royal Irish",
        'Royal Irish breaks contact',
        'Brigadier Earl of Orkney leaves Royal Irish',
        'Royal Irish is destroyed',
      ].join('\n'),
    );
    expect(h.unit('royal-irish')).toMatchObject({ status: 'destroyed', lost: 4, engaged: [] });
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')?.attached).toBeNull();
  });

  it('a unit with elements left is not destroyed', () => {
    const h = harness(battle({ 'royal-irish': { lost: 2 } }), []);
    inflict(h.ctx, 'royal-irish', 1, 'melee');
    expect(h.unit('royal-irish').status).toBe('active');
    expect(h.events).toHaveLength(1);
  });
});
