import { canonicalJson, playGame, type Game, type Variant } from '@muster/core';
import { swordAndPike } from '@muster/sword-and-pike';
import { describe, expect, it, vi } from 'vitest';
import noFirstVolleyBonus from './sword-and-pike/no-first-volley-bonus.mjs';
import veteranMorale from './sword-and-pike/veteran-morale.mjs';

/** The example battle between competent bots, under a variant or the rules as written. */
const battle = (variant?: Variant): Game =>
  playGame(swordAndPike, swordAndPike.exampleScenario(), {
    seed: 'house-rules',
    bots: { A: swordAndPike.bots.competent!(), B: swordAndPike.bots.competent!() },
    ...(variant ? { variant } : {}),
  });

describe('The Sword and the Pike house rules', () => {
  const asWritten = canonicalJson(battle().log);

  it.each([
    ['veteran-morale.mjs', 'morale', 'initialMorale', veteranMorale],
    ['no-first-volley-bonus.mjs', 'combat', 'fire', noFirstVolleyBonus],
  ] as const)('%s changes a seeded battle through its own %s.%s', (_file, kind, fn, variant) => {
    expect(variant.ruleset).toBe('sword-and-pike');
    const plugin = variant.plugins[kind] as unknown as Record<string, (...args: unknown[]) => unknown>;
    const spy = vi.spyOn(plugin, fn);
    const played = battle(variant);
    expect(spy).toHaveBeenCalled();
    expect(canonicalJson(played.log)).not.toBe(asWritten);
    expect(played.save()).toMatchObject({ variant: variant.name });
  });
});
