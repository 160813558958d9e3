// Files-audit: "every file read is validated; errors name the file, the field path and what was expected". A
// scenario's commanders carry traits and virtues (Liber Militum, Command: "one must also determine the
// characteristics of its commanders, giving them 'Traits' and 'Virtues'"), each one of a closed list the engine
// plays; a name outside it (a typo such as "coordinater") used to be accepted and silently played as no trait at all.
import { MusterError, parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../command/traits.js';
import { VIRTUES } from '../command/virtues.js';
import { exampleScenario } from '../scenario/exampleScenario.js';
import { TerciosScenarioSchema } from './Scenario.js';

function withCommander(change: { traits?: string[]; virtues?: string[] }): unknown {
  const s = structuredClone(exampleScenario()) as unknown as {
    forces: { A: { commanders: { traits: string[]; virtues: string[] }[] } };
  };
  Object.assign(s.forces.A.commanders[0]!, change);
  return s;
}

/** Parses as `--scenario scenario.json` does: a refusal is a MusterError whose one line names the file and field. */
const parse = (data: unknown) => () => parseWith(TerciosScenarioSchema, data, { file: 'scenario.json' });

describe("a scenario commander's traits and virtues are the engine's", () => {
  it('accepts every trait and every virtue the engine knows', () => {
    const traits = Object.keys(TRAITS);
    expect(traits.length).toBeGreaterThan(20);
    for (let i = 0; i < traits.length; i += 8)
      expect(parse(withCommander({ traits: traits.slice(i, i + 8) }))).not.toThrow();
    expect(parse(withCommander({ virtues: Object.keys(VIRTUES) }))).not.toThrow();
  });

  it('refuses an unknown trait, naming the field and the known ones', () => {
    const refusal = parse(withCommander({ traits: ['authoritarian', 'coordinater'] }));
    expect(refusal).toThrow(MusterError);
    expect(refusal).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^unknown trait "coordinater"; expected one of .*\bcoordinator\b/),
        context: expect.objectContaining({ file: 'scenario.json', path: 'forces.A.commanders[0].traits[1]' }),
      }),
    );
  });

  it('refuses an unknown virtue, naming the field and the known ones', () => {
    const refusal = parse(withCommander({ virtues: ['loyality'] }));
    expect(refusal).toThrow(MusterError);
    expect(refusal).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^unknown virtue "loyality"; expected one of .*\bloyalty\b/),
        context: expect.objectContaining({ file: 'scenario.json', path: 'forces.A.commanders[0].virtues[0]' }),
      }),
    );
  });
});
