import { defineVariant, playGame, type Variant } from '@muster/core';
import { tercios } from '@muster/tercios';
import { describe, expect, it } from 'vitest';

// Each Tercios house rule of examples/house-rules/tercios/ plays a seeded battle that differs from the rules
// as written, and its own function is what made the difference (it is called).

const HOUSE_RULES = [
  { file: './tercios/rally-once.mjs', plugin: 'morale', fn: 'routTest' },
  { file: './tercios/push-of-pike.mjs', plugin: 'combat', fn: 'resistanceTest' },
  { file: './tercios/wild-long-fire.mjs', plugin: 'combat', fn: 'shoot' },
] as const;

const SEED = 'house-rules';

function battle(variant?: Variant): string {
  const bots = { A: tercios.bots.competent!(), B: tercios.bots.competent!() };
  return JSON.stringify(
    playGame(tercios, tercios.exampleScenario(), { seed: SEED, bots, ...(variant ? { variant } : {}) }).log,
  );
}

describe('Tercios house rules (examples/house-rules/tercios)', () => {
  const asWritten = battle();
  for (const rule of HOUSE_RULES) {
    it(`${rule.file} changes ${rule.plugin}.${rule.fn}, and the battle`, async () => {
      const variant = ((await import(rule.file)) as { default: Variant }).default;
      expect(variant.ruleset).toBe('tercios');
      const plugin = variant.plugins[rule.plugin] as unknown as Record<string, (...args: unknown[]) => unknown>;
      const own = plugin[rule.fn]!;
      let calls = 0;
      const counted = { ...plugin, [rule.fn]: (...args: unknown[]) => (calls++, own(...args)) };
      const played = battle(
        defineVariant({ ruleset: 'tercios', name: variant.name, plugins: { [rule.plugin]: counted } }),
      );
      expect(calls).toBeGreaterThan(0);
      expect(played).not.toBe(asWritten);
      // The module as written (no spy) plays the same battle as the counted one.
      expect(battle(variant)).toBe(played);
    });
  }
});
