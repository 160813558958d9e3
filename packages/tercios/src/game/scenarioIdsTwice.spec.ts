// Every file read is validated: "errors name the file, the field path and what was expected". An id used twice in a
// scenario is refused at the second place, and the message says where the first is — in the same form as the field
// path before it (`forces.A.regiments[0].id`), not as zod's raw path joined by dots (`forces.A.regiments.0.id`).
import { MusterError, parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { exampleScenario } from '../scenario/exampleScenario.js';
import { TerciosScenarioSchema } from './Scenario.js';

interface Editable {
  forces: Record<'A' | 'B', { regiments: { id: string; units: { id: string }[] }[]; commanders: { id: string }[] }>;
}
const scenario = (edit: (s: Editable) => void): unknown => {
  const s = structuredClone(exampleScenario()) as unknown as Editable;
  edit(s);
  return s;
};
const parse = (data: unknown) => () => parseWith(TerciosScenarioSchema, data, { file: 'scenario.json' });

describe('an id used twice in a scenario', () => {
  it('a regiment of B with the id of a regiment of A: refused at B, naming A in the same path form', () => {
    const data = scenario((s) => {
      s.forces.B.regiments[0]!.id = s.forces.A.regiments[0]!.id;
    });
    expect(parse(data)).toThrow(MusterError);
    expect(parse(data)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^id "[^"]+" is used twice \(also at forces\.A\.regiments\[0\]\.id\)$/),
        context: expect.objectContaining({ file: 'scenario.json', path: 'forces.B.regiments[0].id' }),
      }),
    );
  });

  it('a commander with the id of a unit: refused at the commander, naming the unit', () => {
    const data = scenario((s) => {
      s.forces.A.commanders[0]!.id = s.forces.A.regiments[0]!.units[1]!.id;
    });
    expect(parse(data)).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/\(also at forces\.A\.regiments\[0\]\.units\[1\]\.id\)$/),
        context: expect.objectContaining({ path: 'forces.A.commanders[0].id' }),
      }),
    );
  });
});
