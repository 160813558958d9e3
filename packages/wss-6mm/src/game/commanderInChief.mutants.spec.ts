import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { cincDecisions, cincMayJoin, cincOf, resolveCinc } from './commanderInChief.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { harness } from './__fixtures__/harness.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Movement: "Officers … Movement 1d6 x 2"; Resolve/Morale/Rally tests:
// "Officer Attached". Ruling R35 (docs/rulings/wss-6mm.md): the CinC on the table rides an officer's move to one of
// his units and attaches himself if he reaches it, or stays where he is; R31: never to a routed unit or a battery.
// The example battle's CinCs: Marlborough at (36, 2), Tallard at (36, 34).

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;

describe('the units a CinC may join (rulings R31, R35)', () => {
  it("his own side's units on the table, not routed, not batteries", () => {
    const s = battle({ webbs: { order: 'routed' }, 'royal-irish': { status: 'destroyed' } });
    expect(cincMayJoin('A', unit(s, 'foot-guards'))).toBe(true);
    expect(cincMayJoin('A', unit(s, 'picardie-1'))).toBe(false);
    expect(cincMayJoin('B', unit(s, 'picardie-1'))).toBe(true);
    expect(cincMayJoin('A', unit(s, 'webbs'))).toBe(false);
    expect(cincMayJoin('A', unit(s, 'royal-irish'))).toBe(false);
    expect(cincMayJoin('A', unit(s, 'british-battery'))).toBe(false);
    expect(cincMayJoin('A', { ...unit(s, 'foot-guards'), order: 'falling-back' })).toBe(true);
  });

  it('his choices: stay unattached first, then each unit he may join, in list order', () => {
    const s = battle({ webbs: { order: 'routed' } });
    expect(cincDecisions(s, 'A')).toEqual([
      { kind: 'cinc', side: 'A', unit: null },
      ...['foot-guards', 'royal-scots', 'royal-irish', 'dutch-guards', 'holstein', 'prussian-foot'].map((id) => ({
        kind: 'cinc',
        side: 'A',
        unit: id,
      })),
      ...['queens-horse', 'wood', 'dutch-horse'].map((id) => ({ kind: 'cinc', side: 'A', unit: id })),
    ]);
  });

  it('where each CinC is; none with cinc: initiative-only', () => {
    const s = battle();
    expect(cincOf(s, 'A')).toEqual({ name: 'Duke of Marlborough', x: 36, y: 2, attached: null });
    expect(cincOf(s, 'B')).toEqual({ name: 'Marshal Tallard', x: 36, y: 34, attached: null });
    const none = setupBattle(
      exampleScenario(),
      ScriptedDice.of([10, 5]),
      Wss6mmOptionsSchema.parse({ cinc: 'initiative-only' }),
    );
    expect(cincOf(none, 'A')).toBeNull();
  });
});

describe("the CinC's Command and Control decision (ruling R35)", () => {
  it('with no CinC on the table nothing happens', () => {
    const none = setupBattle(
      exampleScenario(),
      ScriptedDice.of([10, 5]),
      Wss6mmOptionsSchema.parse({ cinc: 'initiative-only' }),
    );
    const h = harness(none, []);
    resolveCinc(h.ctx, 'A', 'webbs');
    expect(h.events).toEqual([]);
  });

  it('staying unattached: he stays where he is, no roll, and has acted', () => {
    const h = harness(battle(), []);
    resolveCinc(h.ctx, 'B', null);
    expect(h.events).toEqual([
      { kind: 'cinc', side: 'B', x: 36, y: 34, attached: null, acted: true, text: 'Marshal Tallard stays where he is' },
    ]);
    expect(h.ctx.state.cincPending).toEqual(['A']);
  });

  it('leaving the unit he was with: "leaves it and stays where he is"', () => {
    const s = battle();
    const h = harness(
      { ...s, cincs: { ...s.cincs!, A: { name: 'Duke of Marlborough', x: 27.5, y: 6, attached: 'webbs' } } },
      [],
    );
    resolveCinc(h.ctx, 'A', null);
    expect(h.events).toEqual([
      {
        kind: 'cinc',
        side: 'A',
        x: 27.5,
        y: 6,
        attached: null,
        acted: true,
        text: "Duke of Marlborough leaves Webb's and stays where he is",
      },
    ]);
  });

  it('staying with the unit he is attached to needs no roll', () => {
    const s = battle();
    const h = harness(
      { ...s, cincs: { ...s.cincs!, A: { name: 'Duke of Marlborough', x: 27.5, y: 6, attached: 'webbs' } } },
      [],
    );
    resolveCinc(h.ctx, 'A', 'webbs');
    expect(h.events).toEqual([
      {
        kind: 'cinc',
        side: 'A',
        x: 27.5,
        y: 6,
        attached: 'webbs',
        acted: true,
        text: "Duke of Marlborough stays with Webb's",
      },
    ]);
  });

  it('standing on the unit already (not attached), he joins it with no roll', () => {
    const h = harness(battle({ webbs: { x: 36, y: 2 } }), []);
    resolveCinc(h.ctx, 'A', 'webbs');
    expect(h.ctx.state.cincs!.A).toEqual({ name: 'Duke of Marlborough', x: 36, y: 2, attached: 'webbs' });
  });

  it('exactly his move away: he reaches it (1d6 x 2 = 10" for 10")', () => {
    const h = harness(battle({ webbs: { x: 36, y: 12 } }), [5]);
    resolveCinc(h.ctx, 'A', 'webbs');
    expect(h.ctx.state.cincs!.A).toEqual({ name: 'Duke of Marlborough', x: 36, y: 12, attached: 'webbs' });
    expect(h.text()).toBe('Duke of Marlborough rides 10" (of 10") and attaches himself to Webb\'s');
  });

  it('short: he rides his whole move straight towards the unit and stops, unattached', () => {
    // Webb's 12" away along x and y (a 3-4-5 triangle: 9.6" across, 7.2" up would be 12"); a 3 rides 6".
    const h = harness(battle({ webbs: { x: 36 + 9.6, y: 2 + 7.2 } }), [3]);
    resolveCinc(h.ctx, 'A', 'webbs');
    expect(h.ctx.state.cincs!.A).toEqual({ name: 'Duke of Marlborough', x: 36 + 4.8, y: 2 + 3.6, attached: null });
    expect(h.ctx.state.cincPending).toEqual(['B']);
    expect(h.text()).toBe('Duke of Marlborough rides 6" towards Webb\'s, 6" short');
  });
});
