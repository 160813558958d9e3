import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';

// A batch plays every battle from one parsed scenario and one set of options: the armies are deployed (and the state
// parsed through its schema) once for them, and each battle rolls its own initiative (Rulebook, Brigade activation:
// "Each turn both CinCs will roll a dice to determine who goes first").

describe('setupBattle: one deployment for the battles of one scenario and options', () => {
  it('two battles share the deployed units, each with its own initiative, each the state a fresh setup gives', () => {
    const scenario = exampleScenario();
    const a = setupBattle(scenario, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
    const b = setupBattle(scenario, ScriptedDice.of([3, 12]), DEFAULT_OPTIONS);
    expect(b.units).toBe(a.units);
    expect(b.brigades).toBe(a.brigades);
    expect(a).toMatchObject({ first: 'A', activeSide: 'A', cincPending: ['A', 'B'] });
    expect(b).toMatchObject({ first: 'B', activeSide: 'B', cincPending: ['B', 'A'] });
    // The very text a setup from a scenario never seen before gives, fields in the same order.
    const fresh = setupBattle(structuredClone(scenario), ScriptedDice.of([3, 12]), DEFAULT_OPTIONS);
    expect(fresh.units).not.toBe(a.units);
    expect(JSON.stringify(b)).toBe(JSON.stringify(fresh));
    expect(JSON.stringify(a)).toBe(
      JSON.stringify(setupBattle(structuredClone(scenario), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS)),
    );
  });

  it('kept per set of options and per scenario: other options or another scenario deploy afresh', () => {
    const scenario = exampleScenario();
    const initiativeOnly = Wss6mmOptionsSchema.parse({ cinc: 'initiative-only' });
    expect(setupBattle(scenario, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).cincs).not.toBeNull();
    const noCincs = setupBattle(scenario, ScriptedDice.of([10, 5]), initiativeOnly);
    expect(noCincs.cincs).toBeNull();
    expect(noCincs.cincPending).toEqual([]);
    expect(setupBattle(scenario, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).cincs).not.toBeNull();
    const renamed = { ...scenario, name: 'Another field' };
    expect(setupBattle(renamed, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).name).toBe('Another field');
    expect(setupBattle(scenario, ScriptedDice.of([10, 5]), DEFAULT_OPTIONS).name).toBe(scenario.name);
  });
});
