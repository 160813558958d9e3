import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Brigade activation: "Each turn both CinCs will roll a dice to determine who
// goes first, (the highest goes first)." Sequence of Play: "1. Command and Control 2. Movement". Ruling R35: each CinC
// starts 4" behind the middle of his army's deployment line (6" from his own edge, ruling R15).

describe('setupBattle: the first state', () => {
  it("turn 1, movement, the scenario's table, terrain and armies; nobody activated yet, no fire, no charge", () => {
    const scenario = exampleScenario();
    const s = setupBattle(scenario, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
    expect(s).toMatchObject({
      name: scenario.name,
      turn: 1,
      phase: 'movement',
      table: { width: 72, depth: 36, terrain: scenario.terrain },
      armies: {
        A: { name: scenario.armies[0].name, commander: scenario.armies[0].commander.name },
        B: { name: scenario.armies[1].name, commander: scenario.armies[1].commander.name },
      },
      current: null,
      pendingCharge: null,
      fire: null,
      result: null,
    });
    expect(s.table.terrain).not.toBe(scenario.terrain);
    expect(s.table.terrain[0]).not.toBe(scenario.terrain[0]);
    expect(s.brigades.map((b) => b.side)).toEqual(['A', 'A', 'A', 'B', 'B', 'B', 'B']);
    expect(s.units.filter((u) => u.side === 'A')).toHaveLength(11);
    expect(s.units.filter((u) => u.side === 'B')).toHaveLength(11);
    expect(s.units[0]!.side).toBe('A');
  });
  it('"the highest goes first": A rolling 10 to 5 moves first, B rolling 12 to 3 does; the first CinC decides first', () => {
    const a = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
    expect(a).toMatchObject({ first: 'A', activeSide: 'A', cincPending: ['A', 'B'] });
    const b = setupBattle(exampleScenario(), ScriptedDice.of([3, 12]), DEFAULT_OPTIONS);
    expect(b).toMatchObject({ first: 'B', activeSide: 'B', cincPending: ['B', 'A'] });
  });
  it('ruling R35: the CinCs 4" behind the middle of their lines', () => {
    const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
    expect(s.cincs).toEqual({
      A: { name: 'Duke of Marlborough', x: 36, y: 2, attached: null },
      B: { name: 'Marshal Tallard', x: 36, y: 34, attached: null },
    });
  });
  it('a scenario may place the CinCs', () => {
    const scenario = exampleScenario();
    const placed = {
      ...scenario,
      deployment: {
        zoneDepth: 12,
        A: { units: {}, cinc: { x: 20, y: 1 } },
        B: { units: {}, cinc: { x: 50, y: 35 } },
      },
    };
    const s = setupBattle(placed, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
    expect(s.cincs).toEqual({
      A: { name: 'Duke of Marlborough', x: 20, y: 1, attached: null },
      B: { name: 'Marshal Tallard', x: 50, y: 35, attached: null },
    });
  });
  it('a scenario placing one army only: the other CinC 4" behind the middle of his line (R35)', () => {
    // Scenario deployment: "for either army, its placed units (the other deploys in line)"; R35 for the other's CinC.
    const scenario = exampleScenario();
    const onlyA = { ...scenario, deployment: { zoneDepth: 12, A: { units: {}, cinc: { x: 20, y: 1 } } } };
    expect(setupBattle(onlyA, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).cincs).toEqual({
      A: { name: 'Duke of Marlborough', x: 20, y: 1, attached: null },
      B: { name: 'Marshal Tallard', x: 36, y: 34, attached: null },
    });
    const onlyB = { ...scenario, deployment: { zoneDepth: 12, B: { units: {}, cinc: { x: 50, y: 35 } } } };
    expect(setupBattle(onlyB, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).cincs).toEqual({
      A: { name: 'Duke of Marlborough', x: 36, y: 2, attached: null },
      B: { name: 'Marshal Tallard', x: 50, y: 35, attached: null },
    });
  });
  it('with the CinCs only rolling for initiative, none stands on the table and none decides', () => {
    const options = Wss6mmOptionsSchema.parse({ cinc: 'initiative-only' });
    const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), options);
    expect(s.cincs).toBeNull();
    expect(s.cincPending).toEqual([]);
  });
});
