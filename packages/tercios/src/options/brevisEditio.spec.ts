import { createGame, playGame, ScriptedDice, SeededDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureContext, fixtureState, commanderOf, initiativeOn, unitOf } from '../game/__fixtures__/battleFixture.js';
import { rulesUnit } from '../game/commandOnTable.js';
import { shoot } from '../game/shootingAction.js';
import { speedOf } from '../game/speedOf.js';
import { setupBattle } from '../game/setup.js';
import type { BattleState } from '../game/State.js';
import { resolveShooting } from '../mechanics/__fixtures__/asWritten.js';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { impetuousTest } from '../orders/impetuousTest.js';
import { orderTest } from '../orders/orderTest.js';
import { reactionPlans } from '../orders/reactions.js';
import { shootSituation } from '../plugins/combatOdds.js';
import { tercios } from '../ruleset.js';
import { exampleScenario } from '../scenario/exampleScenario.js';
import { brevisEditioOptions } from './brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from './options.js';

// Tercios: Brevis Editio (/work/shared/rules/tercios-brevis-editio.txt) where it differs from Liber Militum, played
// under `edition: 'brevis-editio'` (`brevisEditioOptions()`, or `--option edition=brevis-editio`).

describe('Brevis Editio: terrain has no Easy feature', () => {
  // Brevis: "Each type combines features (Difficult, Very Difficult, Impassable, Hidden, Covered, Height, Protected)";
  // "Difficult terrain reduces (Decreases) Speed; Very Difficult also automatically Disorders the unit; Impassable
  // prohibits movement." Liber Militum adds "Easy: ... Movement is enhanced" (ruling Terrain and movement: Speed +).
  const state = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 20, y: 10, facing: 90 } }],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 20, y: 40, facing: -90 } }],
  });
  const tercio = rulesUnit(
    state,
    state.units.find((u) => u.id === 'ter')!,
  );
  const road = { difficult: false, veryDifficult: false, easy: true, impassable: null };

  it('a Tercio (Speed 4) with Ready! along a road moves 4" in Brevis, 6" in Liber Militum', () => {
    expect(speedOf(tercio, 'ready', road, brevisEditioOptions())).toBe(4);
    expect(speedOf(tercio, 'ready', road, TerciosOptionsSchema.parse({ edition: 'brevis-editio' }))).toBe(4);
    expect(speedOf(tercio, 'ready', road, DEFAULT_TERCIOS_OPTIONS)).toBe(6);
    expect(speedOf(tercio, 'ready', null, brevisEditioOptions())).toBe(4);
  });
});

describe('Brevis Editio: initiative ties go to the highest-ranked commander', () => {
  // Brevis: "Highest 1D6 wins; ties go to the player with the highest-ranked commander, then reroll." Liber
  // Militum: "initiative goes to the side whose Commander-in-Chief has the highest rank". A Brevis army may give a
  // regiment's commander a higher rank than its Commander-in-Chief (ruling brevis-commanders: rank 0 to 5 each).
  const tie = (options = DEFAULT_TERCIOS_OPTIONS) =>
    initiativeOn(
      {
        commanders: [
          commanderOf({ id: 'ccA', rank: 1, commanderInChief: true }),
          commanderOf({ id: 'c4', rank: 4 }),
          commanderOf({ id: 'ccB', side: 'B', regiment: 'RB', rank: 3, commanderInChief: true }),
        ],
      },
      [3, 3],
      options,
    );

  it("side A's rank-4 regimental commander outranks B's rank-3 C-C in Brevis; A's rank-1 C-C loses in Liber Militum", () => {
    // Commander figures on the table under Brevis's tie rule (option commanders: 'on-table'); for Brevis's own reading
    // (no figures: each side's rank kept at setup) see the commanders tests below.
    expect(tie(brevisEditioOptions({ commanders: 'on-table' }))).toMatchObject({ winner: 'A', by: 'rank' });
    expect(tie(DEFAULT_TERCIOS_OPTIONS)).toMatchObject({ winner: 'B', by: 'rank' });
  });
});

describe('Brevis Editio: Resist! reaction gives Courage+ to resist damage (option resistReactionScope)', () => {
  // Brevis: "Resist gives Courage+ to resist damage"; Resist Damage: "Cover, fortification and the Resist order grant
  // Courage+" (against shooting and in melee); a reaction comes when an enemy "moves within 3\" of its Front Centre or
  // declares an Assault against it". Liber Militum: "The Courage test in a combat that follows a charge benefits
  // from a bonus (+)".
  const brevis = brevisEditioOptions();
  const approached = { unit: MUSKETEERS, order: 'resist' as const, trigger: 'approach' as const, enemy: TERCIO };

  it('an approached Resist! unit may react in Brevis (Courage+), not in Liber Militum', () => {
    expect(reactionPlans(approached, DEFAULT_TERCIOS_OPTIONS).map((p) => p.kind)).toEqual([]);
    expect(reactionPlans(approached, brevis)).toEqual([
      expect.objectContaining({
        kind: 'resist',
        modifiers: [{ value: 'courage', steps: 1, source: 'Resist! reaction' }],
      }),
    ]);
    expect(reactionPlans(approached, brevisEditioOptions({ resistReactionScope: 'combat-after-charge' }))).toEqual([]);
  });

  it('a resisting Musketeer Company (Courage 3) shot at resists with 4 dice in Brevis, 3 in Liber Militum', () => {
    const input = { shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire' as const, targetResisting: true };
    const dice = () => ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1]);
    expect(resolveShooting(dice(), { ...input, options: brevis }).resistance?.dice).toBe(4);
    expect(resolveShooting(dice(), { ...input, options: DEFAULT_TERCIOS_OPTIONS }).resistance?.dice).toBe(3);
    expect(resolveShooting(dice(), { ...input, targetResisting: false, options: brevis }).resistance?.dice).toBe(3);
    // The odds and the club's shot form reach it through the shot's `target-resisting` parameter.
    const p = { range: 6, order: 'fire', reaction: false, cover: false, 'target-resisting': true };
    expect(resolveShooting(dice(), shootSituation(p, TERCIO, MUSKETEERS, brevis)).resistance?.dice).toBe(4);
    // resistReactionCourage 'double-bonus' makes it ++: value progression, "2 bonuses or more (++)", Courage 3 -> 6.
    const double = { ...brevis, resistReactionCourage: 'double-bonus' as const };
    const moreDice = () => ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(resolveShooting(moreDice(), { ...input, options: double }).resistance?.dice).toBe(6);
  });

  it('on the table: a shot at a unit that reacted with Resist! rolls its Courage+ in Brevis', () => {
    const resistDice = (options = DEFAULT_TERCIOS_OPTIONS) => {
      const s0 = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 20, facing: 90 } }],
        B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 26, facing: -90 } }],
      });
      const s: BattleState = { ...s0, units: s0.units.map((u) => (u.id === 'mus' ? { ...u, resisting: true } : u)) };
      const dice = ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      shoot(fixtureContext(s, dice, options), 'ter', 'mus', 'fire', false);
      return dice.takeRolls().find((r) => r.purpose.includes('resisting'))?.count;
    };
    expect(resistDice(brevis)).toBe(4);
    expect(resistDice()).toBe(3);
  });
});

describe('Brevis Editio: commanders only break initiative ties (option commanders, ruling Command in Brevis Editio)', () => {
  // Brevis names commanders once: "Highest 1D6 wins; ties go to the player with the highest-ranked commander, then
  // reroll." Its order test: "Any other unit rolls D6 equal to its Discipline value (after Increases/Decreases) and
  // needs at least one 5+" (no command radius); its turn: "the player chosen to go first activates a single unit, then
  // the opponent activates one, and so on" (units only); deployment: "Players alternate placing a regiment at a time".
  // Liber Militum: "applying a penalty (-) if there is no commander attached to the unit, or if the unit is outside
  // the command radius or outside the line of sight of the commander"; commanders activate before a unit.
  const brevis = brevisEditioOptions();
  const fullCommand = brevisEditioOptions({ commanders: 'on-table' });
  const worn = { ...MUSKETEERS, wear: 1 };
  const orderDice = (options: TerciosOptions) =>
    orderTest(ScriptedDice.of([1, 1, 5]), { unit: worn, inCommand: false, options }).dice;

  it('a worn Musketeer Company (Discipline 3) out of command rolls 3 dice in Brevis, 2 in Liber Militum', () => {
    expect(orderDice(brevis)).toBe(3);
    expect(orderDice(DEFAULT_TERCIOS_OPTIONS)).toBe(2);
    expect(orderDice(fullCommand)).toBe(2);
    expect(TerciosOptionsSchema.parse({ edition: 'brevis-editio' }).commanders).toBe('initiative-only');
    expect(DEFAULT_TERCIOS_OPTIONS.commanders).toBe('on-table');
  });

  it("an Impetuous horse's test out of command has no Discipline - either (3 dice, 2 in Liber Militum)", () => {
    const impetuous = { ...HORSE_ARQUEBUSIERS, rules: ['impetuous'] };
    const input = { unit: impetuous, order: 'ready', canCharge: true, inCommand: false } as const;
    const rolled = (options: TerciosOptions) => {
      const dice = ScriptedDice.of([1, 1, 5]);
      impetuousTest(dice, { ...input, options });
      return dice.takeRolls().map((r) => r.purpose);
    };
    expect(rolled(brevis)).toEqual(['Arquebusiers on horseback Impetuous order test: 3d6 needing 5+']);
    expect(rolled(DEFAULT_TERCIOS_OPTIONS)).toEqual(['Arquebusiers on horseback Impetuous order test: 2d6 needing 5+']);
  });

  it('no commander figure is deployed; each side keeps its highest rank (3 and 3 in the example armies)', () => {
    const scenario = exampleScenario();
    const withFigures = setupBattle(scenario, SeededDice.fromSeed('brevis-command'), fullCommand);
    expect(withFigures.commanders).toHaveLength(8);
    expect(withFigures.initiativeRanks).toBeUndefined();
    const none = setupBattle(scenario, SeededDice.fromSeed('brevis-command'), brevis);
    expect(none.commanders).toEqual([]);
    expect(none.initiativeRanks).toEqual({ A: 3, B: 3 });
    // A side without a commander keeps no rank; the highest of several, not the first, is kept.
    const ranked = {
      ...scenario,
      forces: {
        A: { ...scenario.forces.A, commanders: [] },
        B: {
          ...scenario.forces.B,
          commanders: scenario.forces.B.commanders.map((c, i) => ({ ...c, rank: i === 2 ? 5 : c.rank })),
        },
      },
    };
    expect(setupBattle(ranked, SeededDice.fromSeed('brevis-command'), brevis).initiativeRanks).toEqual({
      A: null,
      B: 5,
    });
  });

  it('a tie goes to the higher rank kept; a side with none counts rank 0 (or loses the tie under loses-ties)', () => {
    const tie = (ranks: NonNullable<BattleState['initiativeRanks']>, faces: number[], options: TerciosOptions) =>
      initiativeOn({ initiativeRanks: ranks }, faces, options);
    expect(tie({ A: 4, B: 3 }, [3, 3], brevis)).toMatchObject({ winner: 'A', by: 'rank' });
    expect(tie({ A: 3, B: 4 }, [3, 3], brevis)).toMatchObject({ winner: 'B', by: 'rank' });
    expect(tie({ A: null, B: 0 }, [3, 3], brevisEditioOptions({ initiativeWithoutChief: 'loses-ties' }))).toMatchObject(
      {
        winner: 'B',
        by: 'rank',
      },
    );
    // Rank 0 against rank 0: "then reroll" (3-3, then 5-2).
    expect(tie({ A: null, B: 0 }, [3, 3, 5, 2], brevis)).toMatchObject({
      winner: 'A',
      rolls: [
        { A: 3, B: 3 },
        { A: 5, B: 2 },
      ],
    });
  });

  it('a whole Brevis battle: no commander decision is ever offered, and it plays to the end', () => {
    const offered = new Set<string>();
    const bots = { A: tercios.bots.random!(), B: tercios.bots.random!() };
    const game = playGame(tercios, tercios.exampleScenario(), {
      seed: 'brevis-command',
      bots,
      options: { edition: 'brevis-editio' },
      onDecision: (g) => {
        for (const d of g.legalDecisions()) offered.add(d.kind);
      },
    });
    expect(game.state.stage).toBe('over');
    expect(game.state.commanders).toEqual([]);
    expect(offered.has('activate')).toBe(true);
    expect(offered.has('command')).toBe(false);
    // Liber Militum's first activation offers its commanders' actions.
    const full = createGame(tercios, tercios.exampleScenario(), { seed: 'brevis-command' });
    while (full.state.stage !== 'action') full.decide(full.legalDecisions()[0]!);
    expect(full.legalDecisions().some((d) => d.kind === 'command')).toBe(true);
  });
});
