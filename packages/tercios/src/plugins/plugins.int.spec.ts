import {
  createGame,
  defineVariant,
  enumerate,
  mechanicsOf,
  parseParams,
  playGame,
  resolvePlugins,
  type Variant,
} from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';
import { defineTerciosCombat, terciosCombatPlugin, type TerciosCombatParts } from './combat.js';
import { defineTerciosMorale, terciosMoralePlugin, type TerciosMorale, type TerciosMoraleParts } from './morale.js';

// Every function of the morale and combat contracts is what play rolls through: a house rule that changes
// only that function is called in a seeded battle and changes it. (A test that passed with the plugin
// bypassed would see no call and the same battle.)

const SEED = 'contract';
const scenario = tercios.exampleScenario();

function battle(variant?: Variant) {
  const bots = { A: tercios.bots.competent!(), B: tercios.bots.competent!() };
  const game = playGame(tercios, scenario, { seed: SEED, bots, ...(variant ? { variant } : {}) });
  return { log: JSON.stringify(game.log), result: game.result() };
}

const asWritten = battle();

/** A variant changing one combat function, counting its calls. */
function combatRule(name: string, parts: Omit<TerciosCombatParts, 'id' | 'description'>): Variant {
  return defineVariant({
    ruleset: 'tercios',
    name,
    plugins: { combat: defineTerciosCombat({ id: `test/${name}`, description: name, ...parts }) },
  });
}

/** A variant changing one morale function, counting its calls. */
function moraleRule(name: string, parts: Omit<TerciosMoraleParts, 'id' | 'description'>): Variant {
  return defineVariant({
    ruleset: 'tercios',
    name,
    plugins: { morale: defineTerciosMorale({ id: `test/${name}`, description: name, ...parts }) },
  });
}

describe('the combat contract drives the battle', () => {
  it('shoot: every target counts as in cover', () => {
    let calls = 0;
    const played = battle(
      combatRule('shoot', {
        shoot: (dice, s, p) => (calls++, terciosCombatPlugin.shoot(dice, { ...s, cover: true }, p)),
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played.log).not.toBe(asWritten.log);
  });

  it('melee: every defender fights as if fortified', () => {
    let calls = 0;
    const played = battle(
      combatRule('melee', {
        melee: (dice, s, p) => (calls++, terciosCombatPlugin.melee(dice, { ...s, defenderProtected: true }, p)),
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played.log).not.toBe(asWritten.log);
  });

  it('resistanceTest: one more Courage die (called from inside the default shot and combat)', () => {
    let calls = 0;
    const played = battle(
      combatRule('resistance', {
        resistanceTest: (dice, s) => (
          calls++,
          terciosCombatPlugin.resistanceTest(dice, { ...s, courage: s.courage + 1 })
        ),
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played.log).not.toBe(asWritten.log);
  });
});

describe('the morale contract drives the battle', () => {
  it('orderTest: a tested order needs two successes', () => {
    let calls = 0;
    const played = battle(
      moraleRule('order', {
        orderTest: (dice, s) => {
          calls++;
          const r = terciosMoralePlugin.orderTest(dice, s);
          return r.tested ? { ...r, passed: r.successes >= 2 } : r;
        },
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played.log).not.toBe(asWritten.log);
  });

  it('reactionTest: a reaction needs two successes', () => {
    let calls = 0;
    const played = battle(
      moraleRule('reaction', {
        reactionTest: (dice, s) => {
          calls++;
          const r = terciosMoralePlugin.reactionTest(dice, s);
          return { ...r, passed: r.successes >= 2 };
        },
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played.log).not.toBe(asWritten.log);
  });

  it('impetuousTest: an Impetuous unit always keeps its order (every unit but the guns made Impetuous for the test)', () => {
    const impetuous = {
      ...scenario,
      forces: Object.fromEntries(
        Object.entries(scenario.forces).map(([side, force]) => [
          side,
          {
            ...force,
            regiments: force.regiments.map((r) => ({
              ...r,
              units: r.units.map((u) => (u.category === 'artillery' ? u : { ...u, rules: [...u.rules, 'impetuous'] })),
            })),
          },
        ]),
      ),
    } as typeof scenario;
    const play = (variant?: Variant) => {
      const bots = { A: tercios.bots.competent!(), B: tercios.bots.competent!() };
      // A seed whose battle has fresh Impetuous units that could charge without an Assault! order.
      return JSON.stringify(
        playGame(tercios, impetuous, { seed: 'impetuous', bots, ...(variant ? { variant } : {}) }).log,
      );
    };
    let calls = 0;
    let tested = 0;
    const played = play(
      moraleRule('impetuous', {
        impetuousTest: (dice, s) => {
          calls++;
          const r = terciosMoralePlugin.impetuousTest(dice, s);
          if (r.tested) tested++;
          return { ...r, mustCharge: false };
        },
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(tested).toBeGreaterThan(0);
    expect(played).not.toBe(play());
  });

  it('routTest: a unit that takes the test always passes it', () => {
    let calls = 0;
    const played = battle(
      moraleRule('rout', {
        routTest: (dice, s) => {
          calls++;
          const r = terciosMoralePlugin.routTest(dice, s);
          return r.tested ? { ...r, passed: true } : r;
        },
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played.log).not.toBe(asWritten.log);
  });
});

describe("the commanders' loss tests drive the battle", () => {
  // A seed whose battle has both a commander left alone and one in the wrong place.
  const seed = 'c100';
  const play = (variant?: Variant) => {
    const bots = { A: tercios.bots.competent!(), B: tercios.bots.competent!() };
    return JSON.stringify(playGame(tercios, scenario, { seed, bots, ...(variant ? { variant } : {}) }).log);
  };
  const written = play();

  it('isolationTest: a commander left alone never flees', () => {
    let calls = 0;
    const played = play(
      moraleRule('steadfast', {
        isolationTest: (dice, s) => (
          calls++,
          terciosMoralePlugin.isolationTest(dice, s),
          { fled: false, exhausted: false }
        ),
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played).not.toBe(written);
  });

  it('wrongPlaceTest: a commander in the wrong place always escapes, Exhausted', () => {
    let calls = 0;
    const played = play(
      moraleRule('lucky', {
        wrongPlaceTest: (dice, s) => (
          calls++,
          terciosMoralePlugin.wrongPlaceTest(dice, s),
          { killed: false, movesAway: true, exhausted: true }
        ),
      }),
    );
    expect(calls).toBeGreaterThan(0);
    expect(played).not.toBe(written);
  });
});

describe("muster odds lists the bound plugins' mechanics", () => {
  const oddsOf = (variant: Variant | undefined, id: string, raw: Record<string, string>) => {
    const mechanic = mechanicsOf(tercios, resolvePlugins(tercios, undefined, undefined, variant)).find(
      (m) => m.id === id,
    )!;
    const params = parseParams(mechanic.params, raw);
    return enumerate((dice) => mechanic.run(dice, params));
  };

  it('a rebound rout test changes the rout-test odds; a rebound resistance test those of shoot', () => {
    const rout = moraleRule('rout-5', {
      routTest: (dice, s) => ({ ...terciosMoralePlugin.routTest(dice, s), passed: true }),
    });
    const raw = { discipline: '3', 'rout-points': '1' };
    expect(
      oddsOf(undefined, 'rout-test', raw)
        .probabilityOf((o) => o.passed === 1)
        .toString(),
    ).toBe('91/216');
    expect(
      oddsOf(rout, 'rout-test', raw)
        .probabilityOf((o) => o.passed === 1)
        .toString(),
    ).toBe('1');
    const stubborn = combatRule('stubborn', {
      resistanceTest: (dice, s) => terciosCombatPlugin.resistanceTest(dice, { ...s, courage: s.courage + 1 }),
    });
    const shot = { shooter: 'tercio', target: 'musketeer-company', range: '6' };
    // Disordered = P(at least one hit) x P(no Courage die at 4+): 7/8 x (1/2)^3 = 7/64 as written (see
    // odds.spec.ts); with one more Courage die 7/8 x (1/2)^4 = 7/128.
    expect(
      oddsOf(undefined, 'shoot', shot)
        .probabilityOf((o) => o.disordered === 1)
        .toString(),
    ).toBe('7/64');
    expect(
      oddsOf(stubborn, 'shoot', shot)
        .probabilityOf((o) => o.disordered === 1)
        .toString(),
    ).toBe('7/128');
  });
});

describe('a rebinding is checked against the contract', () => {
  it('refuses a morale plugin lacking routTest, naming it', () => {
    // A copy without routTest (a method, so not destructured out: see unbound-method).
    const partial: Omit<TerciosMorale, 'routTest'> & Partial<TerciosMorale> = { ...terciosMoralePlugin };
    delete partial.routTest;
    const variant = defineVariant({
      ruleset: 'tercios',
      name: 'broken',
      plugins: { morale: { ...partial, id: 'broken/morale' } },
    });
    expect(() => createGame(tercios, scenario, { seed: SEED, variant })).toThrow(
      /morale plugin 'broken\/morale' lacks routTest/,
    );
  });

  it('refuses a combat plugin of another ruleset', () => {
    const variant = defineVariant({
      ruleset: 'tercios',
      name: 'foreign',
      plugins: { combat: { ...terciosCombatPlugin, id: 'pike/combat', ruleset: 'sword-and-pike' } },
    });
    expect(() => createGame(tercios, scenario, { seed: SEED, variant })).toThrow(
      /combat plugin 'pike\/combat' is for sword-and-pike, not tercios/,
    );
  });
});
