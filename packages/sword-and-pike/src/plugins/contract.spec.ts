import {
  canonicalJson,
  createGame,
  defineVariant,
  enumerate,
  mechanicsOf,
  parseParams,
  playGame,
  resolvePlugins,
  type Game,
  type Variant,
} from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { SwordAndPikeScenario } from '../game/Scenario.js';
import { swordAndPike } from '../ruleset.js';
import { defineSwordAndPikeCombat, swordAndPikeCombatPlugin as C, type SwordAndPikeCombatParts } from './combat.js';
import { defineSwordAndPikeMorale, swordAndPikeMoralePlugin as M, type SwordAndPikeMoraleParts } from './morale.js';

/**
 * Each function of the contracts, rebound alone, is called in a seeded battle and changes it; the odds of the
 * mechanic built on it change too. A test that passed with the plugin bypassed would count no calls.
 */

type Rebinding =
  | { kind: 'combat'; parts: (count: () => void) => Omit<SwordAndPikeCombatParts, 'id' | 'description'> }
  | { kind: 'morale'; parts: (count: () => void) => Omit<SwordAndPikeMoraleParts, 'id' | 'description'> };

/** A house rule changing only `fn`, counting its calls; and the odds mechanic (with parameters) built on it. */
const REBINDINGS: Record<string, Rebinding & { odds: [string, Record<string, unknown>] }> = {
  fire: {
    kind: 'combat',
    parts: (count) => ({
      fire: (dice, f) => (count(), C.fire(dice, { ...f, modifiers: { ...f.modifiers, firstFire: false } })),
    }),
    odds: ['fire', { weapon: 'arquebus', range: 10, figures: 4, 'target-class': '1', 'first-fire': true }],
  },
  closeCombat: {
    kind: 'combat',
    parts: (count) => ({
      closeCombat: (dice, c) => {
        count();
        const r = C.closeCombat(dice, c);
        return { ...r, winner: r.winner === 'attacker' ? 'defender' : 'attacker' };
      },
    }),
    odds: ['melee', { attacker: 'gendarmes', 'attacker-stands': 2, defender: 'arquebusiers', 'defender-stands': 2 }],
  },
  officerCasualty: {
    kind: 'combat',
    parts: (count) => ({ officerCasualty: () => (count(), 'killed') }),
    odds: ['officer-casualty', { cause: 'fire' }],
  },
  reiterRanks: { kind: 'combat', parts: (count) => ({ reiterRanks: () => (count(), 1) }), odds: ['reiter-ranks', {}] },
  initialMorale: {
    kind: 'morale',
    parts: (count) => ({ initialMorale: () => (count(), { roll: 0, rating: 4 }) }),
    odds: ['morale', { troop: 'pikemen', initial: true }],
  },
  moraleCheck: {
    kind: 'morale',
    parts: (count) => ({
      moraleCheck: (dice, check) => (count(), M.moraleCheck(dice, { ...check, rating: check.rating - 2 })),
    }),
    odds: ['morale', { troop: 'pikemen', rating: 3 }],
  },
  evasion: {
    kind: 'morale',
    parts: (count) => ({ evasion: () => (count(), { score: 0, result: 'halt', outcome: 'caught' }) }),
    odds: ['evasion', { rating: 3 }],
  },
  routCasualties: {
    kind: 'morale',
    parts: (count) => ({ routCasualties: () => (count(), 4) }),
    odds: ['rout-casualties', {}],
  },
};

function variantOf(name: string, rebinding: Rebinding, count: () => void): Variant {
  const plugins =
    rebinding.kind === 'combat'
      ? {
          combat: defineSwordAndPikeCombat({
            id: `test/${name}`,
            description: `${name} changed`,
            ...rebinding.parts(count),
          }),
        }
      : {
          morale: defineSwordAndPikeMorale({
            id: `test/${name}`,
            description: `${name} changed`,
            ...rebinding.parts(count),
          }),
        };
  return defineVariant({ ruleset: 'sword-and-pike', name, plugins });
}

/**
 * The example battle between competent bots; seed 'g' has an evasion (since pikes advance and charge obliquely with
 * their sleeves, 'f' has none).
 */
const exampleBattle = (variant?: Variant): Game =>
  playGame(swordAndPike, swordAndPike.exampleScenario(), {
    seed: 'g',
    bots: { A: swordAndPike.bots.competent!(), B: swordAndPike.bots.competent!() },
    ...(variant ? { variant } : {}),
  });

/** Gendarmes charge Reiters, which fire back: Reiters charged by cavalry roll their D4 ranks. */
function reitersCharged(variant?: Variant): Game {
  const unit = (
    u: Partial<SwordAndPikeScenario['sides']['A']['units'][number]> & {
      id: string;
      troop: 'gendarmes' | 'reiters';
      y: number;
    },
  ) => ({
    name: u.id,
    brigade: 'b1',
    figures: 12,
    order: 'open' as const,
    weapon: null,
    moraleClass: 'lighter-mounted' as const,
    frontage: 1,
    attachedTo: null,
    x: 30,
    ...u,
  });
  const scenario: SwordAndPikeScenario = {
    name: 'reiters charged',
    table: { width: 72, height: 48 },
    weather: 'clear',
    terrain: [],
    sides: {
      A: {
        name: 'Blue',
        units: [unit({ id: 'gens', troop: 'gendarmes', moraleClass: 'heavy-cavalry', frontage: 2, y: 20 })],
        officers: [],
      },
      B: { name: 'Red', units: [unit({ id: 'rei', troop: 'reiters', weapon: 'pistol', y: 28 })], officers: [] },
    },
  };
  // A seed whose first 2D6 lets side A move first.
  const seed = Array.from({ length: 50 }, (_, i) => `reiters-${i}`).find(
    (s) => createGame(swordAndPike, scenario, { seed: s }).activePlayer() === 'A',
  )!;
  const game = createGame(swordAndPike, scenario, { seed, ...(variant ? { variant } : {}) });
  for (const d of [
    { kind: 'order', unit: 'gens', order: 'charge', target: 'rei' },
    { kind: 'end-moves' },
    { kind: 'end-moves' },
    { kind: 'fire', unit: 'rei', target: 'gens' },
  ]) {
    expect(game.decide(d)).toEqual({ ok: true });
  }
  return game;
}

describe('the morale and combat contracts drive play and odds', () => {
  const asWritten = exampleBattle();
  const reitersAsWritten = reitersCharged();

  for (const [fn, rebinding] of Object.entries(REBINDINGS)) {
    it(`a house rule changing only ${rebinding.kind}.${fn} is called in a seeded battle and changes it`, () => {
      let calls = 0;
      const variant = variantOf(fn, rebinding, () => calls++);
      const [played, written] =
        fn === 'reiterRanks' ? [reitersCharged(variant), reitersAsWritten] : [exampleBattle(variant), asWritten];
      expect(calls).toBeGreaterThan(0);
      expect(canonicalJson(played.log)).not.toBe(canonicalJson(written.log));
    });

    it(`muster odds' ${rebinding.odds[0]} follows a rebound ${rebinding.kind}.${fn}`, () => {
      let calls = 0;
      const variant = variantOf(fn, rebinding, () => calls++);
      const [id, raw] = rebinding.odds;
      const distribution = (v?: Variant) => {
        const m = mechanicsOf(swordAndPike, resolvePlugins(swordAndPike, undefined, undefined, v)).find(
          (x) => x.id === id,
        )!;
        const params = parseParams(m.params, raw);
        return canonicalJson(
          enumerate((dice) => m.run(dice, params)).outcomes.map((e) => [e.outcome, e.probability.toString()]),
        );
      };
      const written = distribution();
      expect(distribution(variant)).not.toBe(written);
      expect(calls).toBeGreaterThan(0);
    });
  }

  it('refuses a rebinding that lacks a function of the contract, naming it', () => {
    const lacking = { ...M, evasion: undefined, id: 'test/no-evasion' };
    const variant = defineVariant({ ruleset: 'sword-and-pike', name: 'no evasion', plugins: { morale: lacking } });
    expect(() => createGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 's', variant })).toThrow(
      /lacks evasion/,
    );
  });

  it('refuses a plugin of another ruleset', () => {
    const variant = defineVariant({
      ruleset: 'sword-and-pike',
      name: 'foreign',
      plugins: { combat: { ...C, id: 'test/foreign', ruleset: 'tercios' } },
    });
    expect(() => createGame(swordAndPike, swordAndPike.exampleScenario(), { seed: 's', variant })).toThrow(
      /is for tercios, not sword-and-pike/,
    );
  });
});
