import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { swordAndPike } from './ruleset.js';

describe('the ruleset schemas', () => {
  it('export as JSON Schema', () => {
    for (const [name, schema] of Object.entries(swordAndPike.schemas)) {
      if (!schema) continue;
      const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });
      expect(typeof json, name).toBe('object');
    }
  });

  it('accept the example scenario and a game state after setup', () => {
    const scenario = swordAndPike.exampleScenario();
    expect(swordAndPike.schemas.scenario.safeParse(JSON.parse(JSON.stringify(scenario))).success).toBe(true);
    // Every mechanic of the ruleset is a morale or combat roll: `muster odds` lists the bound plugins'.
    expect(swordAndPike.mechanics).toEqual([]);
    expect(swordAndPike.maxDecisions).toBeGreaterThan(1000);
  });
});
