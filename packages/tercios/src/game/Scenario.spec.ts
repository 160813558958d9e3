import { MusterError, parseWith, ScriptedDice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { setupBattle } from './setup.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitOf } from './__fixtures__/battleFixture.js';
import { exampleScenario } from '../scenario/exampleScenario.js';
import { scenarioFromArmies } from '../scenario/scenarioFromArmies.js';
import { TerciosScenarioSchema } from './Scenario.js';

const base = () => ({
  name: 'test',
  forces: {
    A: { name: 'A', commanders: [], regiments: [{ id: 'RA', name: 'a', units: [unitOf('u1', 'tercio')] }] },
    B: { name: 'B', commanders: [], regiments: [{ id: 'RB', name: 'b', units: [unitOf('u2', 'tercio')] }] },
  },
});

function problem(data: unknown): string {
  try {
    parseWith(TerciosScenarioSchema, data, { file: 'scenario.json' });
    return 'accepted';
  } catch (error) {
    return MusterError.is(error) ? error.toUserLine() : `crash: ${String(error)}`;
  }
}

describe('TerciosScenarioSchema', () => {
  it('fills the defaults: a 72"x48" table, scenery points, Brevis deployment', () => {
    const s = TerciosScenarioSchema.parse(base());
    expect(s.table).toEqual({ width: 72, height: 48 });
    expect(s.terrain).toEqual({ mode: 'scenery-points' });
    expect(s.deployment).toEqual({ mode: 'brevis' });
  });

  it('refuses duplicate ids, dangling references and missing placements, naming the field', () => {
    const dup = base();
    dup.forces.B.regiments[0]!.units[0]!.id = 'u1';
    expect(problem(dup)).toMatch(/^scenario\.json: forces\.B\.regiments\[0\]\.units\[0\]\.id: .*used twice/);
    expect(
      problem({
        ...base(),
        forces: {
          ...base().forces,
          A: {
            ...base().forces.A,
            commanders: [
              { id: 'c', name: 'c', rank: 1, commanderInChief: false, regiment: 'nope', traits: [], virtues: [] },
            ],
          },
        },
      }),
    ).toMatch(/regiment: no regiment "nope"/);
    expect(problem({ ...base(), deployment: { mode: 'placed', units: { u1: { x: 1, y: 1 } } } })).toMatch(
      /unit "u2" has no placement/,
    );
    expect(problem({ ...base(), table: { width: 'wide', height: 48 } })).toMatch(/^scenario\.json: table\.width/);
  });

  it('builds the example battle from the two example armies, valid against its own schema', () => {
    const s = exampleScenario();
    expect(TerciosScenarioSchema.safeParse(s).success).toBe(true);
    expect(s.forces.A.regiments.length).toBeGreaterThan(0);
    let line = '';
    try {
      scenarioFromArmies([{ format: 'muster-army' }, {}]);
    } catch (error) {
      line = MusterError.is(error) ? error.toUserLine() : 'crash';
    }
    expect(line).toMatch(/^armies\[0\]/);
  });

  it('refuses a placed deployment with a unit off the table or overlapping another, naming the unit', () => {
    const placed = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
      ...base(),
      terrain: { mode: 'placed', pieces: [] },
      deployment: { mode: 'placed', units: { u1: a, u2: b } },
    });
    const setupLine = (data: unknown) => {
      try {
        setupBattle(TerciosScenarioSchema.parse(data), ScriptedDice.of([]), DEFAULT_TERCIOS_OPTIONS);
        return 'accepted';
      } catch (error) {
        return MusterError.is(error) ? error.toUserLine() : 'crash';
      }
    };
    expect(setupLine(placed({ x: 1, y: 10 }, { x: 30, y: 40 }))).toMatch(/deployment\.units\.u1: .*off the table/);
    expect(setupLine(placed({ x: 30, y: 10 }, { x: 31, y: 10 }))).toMatch(/deployment\.units\.u2: .*overlap/);
    expect(setupLine(placed({ x: 30, y: 10 }, { x: 30, y: 40 }))).toBe('accepted');
  });

  it('never crashes on hostile scenario files: a MusterError naming the field, or a valid scenario', () => {
    const mutated = fc.oneof(
      fc.anything(),
      fc.record({ name: fc.anything(), forces: fc.anything() }),
      fc.constantFrom(base()).chain((b) =>
        fc.record({
          ...Object.fromEntries(Object.entries(b).map(([k, v]) => [k, fc.constant(v)])),
          table: fc.anything(),
          terrain: fc.anything(),
          deployment: fc.anything(),
        }),
      ),
    );
    fc.assert(
      fc.property(mutated, (data) => {
        const line = problem(data);
        expect(line.startsWith('crash')).toBe(false);
        if (line !== 'accepted') expect(line).toMatch(/^scenario\.json: /);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});
