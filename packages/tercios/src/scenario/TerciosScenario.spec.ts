import { MusterError, parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { unitOf } from '../battle/__fixtures__/battleFixture.js';
import { exampleScenario } from './exampleScenario.js';
import { scenarioFromArmies } from './scenarioFromArmies.js';
import { TerciosScenarioSchema } from './TerciosScenario.js';

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
    expect(problem({ ...base(), forces: { ...base().forces, A: { ...base().forces.A, commanders: [{ id: 'c', name: 'c', rank: 1, commanderInChief: false, regiment: 'nope', traits: [], virtues: [] }] } } })).toMatch(/regiment: no regiment "nope"/);
    expect(problem({ ...base(), deployment: { mode: 'placed', units: { u1: { x: 1, y: 1 } } } })).toMatch(/unit "u2" has no placement/);
    expect(problem({ ...base(), table: { width: 'wide', height: 48 } })).toMatch(/^scenario\.json: table\.width/);
  });

  it('builds the example battle from the two example armies, valid against its own schema', () => {
    const s = exampleScenario();
    expect(TerciosScenarioSchema.safeParse(s).success).toBe(true);
    expect(s.forces.A.regiments.length).toBeGreaterThan(0);
    let line = '';
    try {
      scenarioFromArmies([{ format: 'muster-army' }, {}], 'x');
    } catch (error) {
      line = MusterError.is(error) ? error.toUserLine() : 'crash';
    }
    expect(line).toMatch(/^armies\[0\]/);
  });
});
