import {
  createGame,
  defineVariant,
  enumerate,
  mechanicsOf,
  MoralePluginToken,
  MusterError,
  parseParams,
  playGame,
  resolvePlugins,
  type Variant,
} from '@muster/core';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';
import { defineWss6mmCombat, WSS6MM_COMBAT_CONTRACT, wss6mmCombatPlugin, type Wss6mmCombatRolls } from './combat.js';
import { defineWss6mmMorale, WSS6MM_MORALE_CONTRACT, wss6mmMoralePlugin, type Wss6mmMoraleRolls } from './morale.js';

type Bots = 'competent' | 'random';
/** One contract function: how a rebinding changes only its outcome, the seeded battle that rolls it, its odds mechanic. */
interface Case {
  readonly seed: string;
  readonly bots: readonly [Bots, Bots];
  readonly mechanic: string;
}

// Each rebinding changes only that function's outcome; the battles are seeded ones in which the rules as
// written roll it at least once (found by counting, then pinned here).
const combatCases: { [K in keyof Wss6mmCombatRolls]: Case & { readonly change: Wss6mmCombatRolls[K] } } = {
  smallArmsFire: {
    seed: 'a',
    bots: ['competent', 'random'],
    mechanic: 'small-arms',
    change: (d, s, o, w) => ({ ...wss6mmCombatPlugin.smallArmsFire(d, s, o, w), elements: 0 }),
  },
  artilleryFire: {
    seed: 'a',
    bots: ['competent', 'random'],
    mechanic: 'artillery',
    change: (d, s, o, w) => ({ ...wss6mmCombatPlugin.artilleryFire(d, s, o, w), elements: 0 }),
  },
  meleeRoll: {
    seed: 'b',
    bots: ['competent', 'random'],
    mechanic: 'melee',
    change: (d, s, o, w) => ({ ...wss6mmCombatPlugin.meleeRoll(d, s, o, w), elements: 0 }),
  },
  chargeReactionTest: {
    // 's3' until the backward incline (ruling R23) gave the random bot more orders to choose from; 's2' until the
    // player chose the order of a brigade's units (ruling R39), which gave it more again; 's3' until the player chose
    // how far a rolled move goes (ruling R61); 's13' until the random bot chose whether to test to rally (ruling R21).
    seed: 's2',
    bots: ['competent', 'random'],
    mechanic: 'fire-or-square',
    change: (d, s, o, w) => ({ ...wss6mmCombatPlugin.chargeReactionTest(d, s, o, w), succeeded: false }),
  },
  // 's2' until the player chose the order of a brigade's units (ruling R39); 's4' until the random bot chose whether to
  // test to rally (ruling R21).
  droversDesert: { seed: 's1', bots: ['competent', 'random'], mechanic: 'drovers', change: () => ({ deserted: true }) },
};
const moraleCases: { [K in keyof Wss6mmMoraleRolls]: Case & { readonly change: Wss6mmMoraleRolls[K] } } = {
  resolveTest: {
    seed: 'b',
    bots: ['competent', 'random'],
    mechanic: 'resolve',
    change: (d, s, o, w) => ({ ...wss6mmMoralePlugin.resolveTest(d, s, o, w), result: 'routed', passed: false }),
  },
  moraleTest: {
    seed: 'a',
    bots: ['competent', 'random'],
    mechanic: 'morale',
    change: (d, s, o, w) => ({ ...wss6mmMoralePlugin.moraleTest(d, s, o, w), result: 'steady' }),
  },
  rallyTest: {
    seed: 'a',
    bots: ['competent', 'random'],
    mechanic: 'rally',
    change: (d, s, o, w) => ({ ...wss6mmMoralePlugin.rallyTest(d, s, o, w), rallied: true }),
  },
  controlTest: {
    seed: 'a',
    bots: ['competent', 'random'],
    mechanic: 'control',
    change: (d, s, o, w) => ({ ...wss6mmMoralePlugin.controlTest(d, s, o, w), recovered: true }),
  },
  chargeTest: {
    seed: 'a',
    bots: ['competent', 'random'],
    mechanic: 'charge',
    change: (d, s, o, w) => ({ ...wss6mmMoralePlugin.chargeTest(d, s, o, w), charges: false }),
  },
};

/** A function that counts its calls, then does what `fn` does. */
function counted<F extends (...args: never[]) => unknown>(fn: F): { fn: F; calls: () => number } {
  let calls = 0;
  const wrapped = ((...args: Parameters<F>) => {
    calls++;
    return fn(...args);
  }) as F;
  return { fn: wrapped, calls: () => calls };
}

const battle = (c: Case, variant?: Variant) =>
  playGame(wss6mm, wss6mm.exampleScenario(), {
    seed: c.seed,
    ...(variant ? { variant } : {}),
    bots: { A: wss6mm.bots[c.bots[0]]!(), B: wss6mm.bots[c.bots[1]]!() },
  });
const logOf = (c: Case, variant?: Variant): string => JSON.stringify(battle(c, variant).log);
const oddsOf = (variant: Variant | undefined, id: string): string => {
  const m = mechanicsOf(wss6mm, resolvePlugins(wss6mm, undefined, undefined, variant)).find((x) => x.id === id)!;
  const params = parseParams(m.params, m.examples![0]!);
  return JSON.stringify(
    enumerate((dice) => m.run(dice, params)).outcomes.map((e) => [e.outcome, e.probability.toString()]),
  );
};

function rebinding(kind: 'combat' | 'morale', fn: string, change: unknown): { variant: Variant; calls: () => number } {
  const c = counted(change as (...args: never[]) => unknown);
  const parts = { id: `test/${fn}`, description: `only ${fn} changed`, [fn]: c.fn };
  const plugin = kind === 'combat' ? defineWss6mmCombat(parts) : defineWss6mmMorale(parts);
  return {
    variant: defineVariant({ ruleset: 'wss-6mm', name: `${fn} changed`, plugins: { [kind]: plugin } }),
    calls: c.calls,
  };
}

describe('the combat and morale contracts are what play, odds and rebindings go through', () => {
  const cases = [
    ...Object.entries(combatCases).map(([fn, c]) => ({ kind: 'combat' as const, fn, c })),
    ...Object.entries(moraleCases).map(([fn, c]) => ({ kind: 'morale' as const, fn, c })),
  ];

  it('covers every function of both contracts', () => {
    expect(cases.map((x) => x.fn).sort()).toEqual([...WSS6MM_COMBAT_CONTRACT, ...WSS6MM_MORALE_CONTRACT].sort());
  });

  for (const { kind, fn, c } of cases) {
    it(`${kind}.${fn}: a rebinding changing only it is called in a seeded battle and changes the battle`, () => {
      const { variant, calls } = rebinding(kind, fn, c.change);
      const changed = logOf(c, variant);
      expect(calls()).toBeGreaterThan(0);
      expect(changed).not.toBe(logOf(c));
    });

    it(`${kind}.${fn}: the odds of \`${c.mechanic}\` are the rebinding's`, () => {
      const { variant, calls } = rebinding(kind, fn, c.change);
      expect(oddsOf(variant, c.mechanic)).not.toBe(oddsOf(undefined, c.mechanic));
      expect(calls()).toBeGreaterThan(0);
    });
  }

  it('the Control test is a Morale test (ruling R10): a house Morale test changes its odds too', () => {
    const { variant } = rebinding('morale', 'moraleTest', moraleCases.moraleTest.change);
    expect(oddsOf(variant, 'control')).not.toBe(oddsOf(undefined, 'control'));
    expect(oddsOf(variant, 'control')).toBe(JSON.stringify([[{ recovered: true }, '1']]));
  });

  it('the rules as written bound by define* play exactly as the ruleset', () => {
    const c = combatCases.smallArmsFire;
    const same = defineVariant({
      ruleset: 'wss-6mm',
      name: 'as written',
      plugins: {
        combat: defineWss6mmCombat({ id: 'x/combat', description: 'd' }),
        morale: defineWss6mmMorale({ id: 'x/morale', description: 'd' }),
      },
    });
    expect(logOf(c, same)).toBe(logOf(c));
  });

  it('refuses a rebinding that lacks a contract function, naming it', () => {
    const { meleeRoll: _dropped, ...rest } = wss6mmCombatPlugin;
    const lacking = defineVariant({
      ruleset: 'wss-6mm',
      name: 'no melee',
      plugins: { combat: { ...rest, id: 'house/no-melee' } },
    });
    const start = () => createGame(wss6mm, wss6mm.exampleScenario(), { seed: 'x', variant: lacking });
    expect(start).toThrow(MusterError);
    expect(start).toThrow(/combat plugin 'house\/no-melee' lacks meleeRoll/);
  });

  it('refuses a plugin of another ruleset, naming both', () => {
    const foreign = { ...wss6mmMoralePlugin, id: 'tercios/house', ruleset: 'tercios' };
    const start = () =>
      createGame(wss6mm, wss6mm.exampleScenario(), {
        seed: 'x',
        configure: (c) => {
          c.unbind(MoralePluginToken);
          c.bind(MoralePluginToken).toConstantValue(foreign);
        },
      });
    expect(start).toThrow(/morale plugin 'tercios\/house' is for tercios, not wss-6mm/);
  });
});
