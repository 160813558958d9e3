import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { terciosMoralePlugin } from '../plugins/morale.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { OrderTestInput, OrderTestResult } from './orderTest.js';
import { attemptReaction, reactionPlans, type ReactionPlan, type ReactionSituation } from './reactions.js';

// Killers of the mutants of reactions.ts (docs/mutation/tercios-orders.md). The plans are compared whole: their notes
// are what the club shows a player offered a reaction ("may react (...): <notes>").

const plans = (situation: ReactionSituation, options = TerciosOptionsSchema.parse({})) =>
  reactionPlans(situation, options);
const kinds = (situation: ReactionSituation) => plans(situation).map((p) => p.kind);

const READY_REORIENT: ReactionPlan = {
  kind: 'reorient',
  modifiers: [],
  shoots: false,
  movement: 'reorient',
  note: 'Ready!: reorient',
};
const READY_SHOT: ReactionPlan = {
  kind: 'shoot',
  modifiers: [{ value: 'shoot', steps: -1, source: 'Ready! reaction' }],
  shoots: true,
  note: 'Ready!: shoot with Shoot-',
};
const EVASION_BY_RUN: ReactionPlan = {
  kind: 'evasion',
  modifiers: [{ value: 'speed', steps: 2, source: 'Run! reaction' }],
  shoots: false,
  movement: 'evasion',
  note: 'Run!: turn about and move away at least its movement',
};
const EVASION_ANY_ORDER: ReactionPlan = { ...EVASION_BY_RUN, note: 'Evasion whatever the order' };
const VOLLEY_SHOOT_PLUS: ReactionPlan = {
  kind: 'volley',
  modifiers: [{ value: 'shoot', steps: 1, source: 'Fire! reaction (light weapons)' }],
  shoots: true,
  note: 'Fire!: volley',
};
const ASSAULT_BONUS = [
  { value: 'speed', steps: 1, source: 'Assault! reaction' },
  { value: 'melee', steps: 1, source: 'Assault! reaction' },
];

describe('Reactions: "the type of reaction depends on that order"', () => {
  it('Ready!: "the unit may reorient OR shoot. The shot is subject to a penalty (-)"', () => {
    expect(plans({ unit: MUSKETEERS, order: 'ready', trigger: 'approach', enemy: TERCIO })).toEqual([
      READY_REORIENT,
      READY_SHOT,
    ]);
  });

  it('Assault!: "against an enemy that has come close, it is an interception charge ... If the combat that follows is lost by the reacting unit, the enemy may continue its activation"', () => {
    expect(plans({ unit: TERCIO, order: 'assault', trigger: 'approach', enemy: MUSKETEERS })).toEqual([
      {
        kind: 'interception',
        modifiers: ASSAULT_BONUS,
        shoots: false,
        movement: 'interception',
        enemyContinuesIfReactorLoses: true,
        note: 'Assault!: interception charge; the reacting unit is the charger',
      },
    ]);
  });

  it('Assault!: "against an enemy\'s assault (charge), it is a counter-charge ... both benefit from the bonus"', () => {
    expect(plans({ unit: TERCIO, order: 'assault', trigger: 'charge', enemy: MUSKETEERS })).toEqual([
      {
        kind: 'counter-charge',
        modifiers: ASSAULT_BONUS,
        shoots: false,
        movement: 'counter-charge',
        note: 'Assault!: counter-charge; both units meet halfway with the Assault! bonus',
      },
    ]);
  });

  it('Run!: "It turns about and moves away ... (Mvt++)": one evasion, against an approach or a charge', () => {
    expect(plans({ unit: MUSKETEERS, order: 'run', trigger: 'approach', enemy: TERCIO })).toEqual([EVASION_BY_RUN]);
    // A cavalry unit with Run! also has the Evasion rule: still one evasion, the order's.
    expect(plans({ unit: HORSE_ARQUEBUSIERS, order: 'run', trigger: 'charge', enemy: TERCIO })).toEqual([
      EVASION_BY_RUN,
    ]);
  });

  it('Resist!: "The Courage test in a combat that follows a charge benefits from a bonus (+)"', () => {
    expect(plans({ unit: TERCIO, order: 'resist', trigger: 'charge', enemy: MUSKETEERS })).toEqual([
      {
        kind: 'resist',
        modifiers: [{ value: 'courage', steps: 1, source: 'Resist! reaction' }],
        shoots: false,
        note: 'Resist!: Courage bonus for the resistance test of the combat',
      },
    ]);
  });

  it('Fire!: "the unit delivers a volley ... light weapon fire, which benefits from a bonus (+)"', () => {
    expect(plans({ unit: MUSKETEERS, order: 'fire', trigger: 'approach', enemy: TERCIO })).toEqual([VOLLEY_SHOOT_PLUS]);
  });
});

describe('who may shoot on reaction', () => {
  // Artillery > Horse Teams: "Such a hitched unit may not shoot."
  it('hitched artillery: no volley, and with Ready! only reorient', () => {
    const hitched = { ...LIGHT_ARTILLERY, hitched: true };
    expect(kinds({ unit: hitched, order: 'fire', trigger: 'approach', enemy: TERCIO })).toEqual([]);
    expect(kinds({ unit: hitched, order: 'ready', trigger: 'approach', enemy: TERCIO })).toEqual(['reorient']);
  });

  // Dragoons, mounted: Shoot 0 (The Army > Unit Profiles): nothing to shoot with.
  it('a unit of Shoot 0 neither volleys nor shoots', () => {
    const noShot = { ...MUSKETEERS, values: { ...MUSKETEERS.values, shoot: 0 } };
    expect(kinds({ unit: noShot, order: 'fire', trigger: 'approach', enemy: TERCIO })).toEqual([]);
    expect(kinds({ unit: noShot, order: 'ready', trigger: 'approach', enemy: TERCIO })).toEqual(['reorient']);
  });

  // The Troops > Cavalry > Dragoon: "Units with this rule fire only with a Fire! order." A unit with the rule and a
  // Shoot value (the Arquebusiers on horseback given it).
  it('Dragoon: no Ready! shot, a Fire! volley', () => {
    const dragoon = { ...HORSE_ARQUEBUSIERS, rules: ['dragoon'] };
    expect(kinds({ unit: dragoon, order: 'ready', trigger: 'approach', enemy: TERCIO })).toEqual(['reorient']);
    expect(kinds({ unit: dragoon, order: 'fire', trigger: 'approach', enemy: TERCIO })).toEqual(['volley']);
  });

  // Armament > Bow: "Bows do not permit fire on reaction." Pikes are a shock weapon, not a shooting one.
  it('pikes and bows: no reaction fire at all', () => {
    const pikesAndBows = { ...TERCIO, weapons: ['pikes', 'bow'] };
    expect(kinds({ unit: pikesAndBows, order: 'fire', trigger: 'approach', enemy: MUSKETEERS })).toEqual([]);
    expect(kinds({ unit: pikesAndBows, order: 'ready', trigger: 'approach', enemy: MUSKETEERS })).toEqual(['reorient']);
  });

  // Each weapon keeps its own rule in a unit that carries two (a made-up unit: no printed profile has bows with a
  // firearm, or muskets with a gun): the muskets volley with the light weapons' Shoot+ beside bows, and shoot with
  // Ready! beside a gun.
  it('muskets beside bows volley with Shoot+; muskets beside a gun shoot with Ready!', () => {
    const musketsAndBows = { ...MUSKETEERS, weapons: ['musket', 'bow'] };
    expect(plans({ unit: musketsAndBows, order: 'fire', trigger: 'approach', enemy: TERCIO })).toEqual([
      VOLLEY_SHOOT_PLUS,
    ]);
    const musketsAndGun = { ...MUSKETEERS, weapons: ['musket', 'light-gun'] };
    expect(plans({ unit: musketsAndGun, order: 'ready', trigger: 'approach', enemy: TERCIO })).toEqual([
      READY_REORIENT,
      READY_SHOT,
    ]);
  });

  // Armament > Cannons: "cannons may only fire with the Fire! order"; the Fire! reaction's bonus is for "light weapon
  // fire": a gun volleys without it.
  it('a gun: a Fire! volley with no bonus, no Ready! shot', () => {
    expect(plans({ unit: LIGHT_ARTILLERY, order: 'fire', trigger: 'approach', enemy: TERCIO })).toEqual([
      { kind: 'volley', modifiers: [], shoots: true, note: 'Fire!: volley' },
    ]);
  });
});

describe('Rules from "Kingdoms" > Harasser', () => {
  // "they evade after firing as if they had a Run! order. The whole sequence is linked to the success of a single
  // order test ... Light weapon fire does not in this case benefit from the bonus (+) ... unless the unit does not
  // evade after its shot."
  const harasser = { ...MUSKETEERS, rules: ['harasser'] };
  it('evading after its volley: no Shoot+, an evasion movement', () => {
    expect(plans({ unit: harasser, order: 'fire', trigger: 'approach', enemy: TERCIO, harasserEvades: true })).toEqual([
      {
        kind: 'volley',
        modifiers: [],
        shoots: true,
        movement: 'evasion',
        note: 'Harasser: volley then evasion as with Run!, on one order test',
      },
    ]);
  });

  it('staying after its volley: the Shoot+ of a Fire! reaction, no movement', () => {
    expect(plans({ unit: harasser, order: 'fire', trigger: 'approach', enemy: TERCIO, harasserEvades: false })).toEqual(
      [VOLLEY_SHOOT_PLUS],
    );
  });

  it('a unit without the rule does not evade after its volley, whatever is asked', () => {
    expect(
      plans({ unit: MUSKETEERS, order: 'fire', trigger: 'approach', enemy: TERCIO, harasserEvades: true }),
    ).toEqual([VOLLEY_SHOOT_PLUS]);
  });
});

describe('evasion whatever the order', () => {
  // The Troops > Cavalry > Evasion: "whatever order it has, and even if the unit has already been activated in the
  // turn, a cavalry unit may always attempt to react to a charge by an evasion, as with a Run! order."
  it('cavalry already activated, charged: the evasion of Run!', () => {
    expect(plans({ unit: HORSE_ARQUEBUSIERS, order: null, trigger: 'charge', enemy: TERCIO })).toEqual([
      EVASION_ANY_ORDER,
    ]);
  });

  it('whoever charges: cavalry charged by cavalry may evade too', () => {
    expect(plans({ unit: HORSE_ARQUEBUSIERS, order: null, trigger: 'charge', enemy: HORSE_ARQUEBUSIERS })).toEqual([
      EVASION_ANY_ORDER,
    ]);
  });

  it('"to react to a charge": not against an enemy that only comes close', () => {
    expect(plans({ unit: HORSE_ARQUEBUSIERS, order: null, trigger: 'approach', enemy: TERCIO })).toEqual([]);
  });

  // Ambush: "may always attempt an evasion reaction when they are charged or engaged while located on difficult or
  // very difficult terrain."
  it('Ambush: charged in difficult terrain it may evade; in the open it may not', () => {
    const ambush = { ...MUSKETEERS, rules: ['ambush'] };
    expect(plans({ unit: ambush, order: null, trigger: 'charge', enemy: TERCIO, inDifficultTerrain: true })).toEqual([
      EVASION_ANY_ORDER,
    ]);
    expect(plans({ unit: ambush, order: null, trigger: 'charge', enemy: TERCIO })).toEqual([]);
    expect(plans({ unit: ambush, order: null, trigger: 'charge', enemy: TERCIO, inDifficultTerrain: false })).toEqual(
      [],
    );
  });

  // Ruling Ambush "charged or engaged" (`ambushEvasion`): "engaged" read as charged (default), or as an enemy come
  // within 3" too.
  it('Ambush approached in difficult terrain: no evasion by default; under charged-or-approached it may evade', () => {
    const ambush = { ...MUSKETEERS, rules: ['ambush'] };
    const approached = {
      unit: ambush,
      order: null,
      trigger: 'approach',
      enemy: TERCIO,
      inDifficultTerrain: true,
    } as const;
    expect(plans(approached)).toEqual([]);
    expect(plans(approached, TerciosOptionsSchema.parse({ ambushEvasion: 'charged-or-approached' }))).toEqual([
      EVASION_ANY_ORDER,
    ]);
  });

  // Heavy Cavalry: "They may also only use the common Evasion rule against an infantry charge."
  it('Heavy Cavalry, already activated: evades a Tercio, not cavalry', () => {
    const heavy = { ...HORSE_ARQUEBUSIERS, rules: ['heavy-cavalry'] };
    expect(plans({ unit: heavy, order: null, trigger: 'charge', enemy: TERCIO })).toEqual([EVASION_ANY_ORDER]);
    expect(plans({ unit: heavy, order: null, trigger: 'charge', enemy: HORSE_ARQUEBUSIERS })).toEqual([]);
  });
});

describe('attemptReaction: "A reaction must always be subject to an order test"', () => {
  const volley = {
    unit: MUSKETEERS,
    order: 'fire',
    trigger: 'approach',
    enemy: TERCIO,
    kind: 'volley',
    inCommand: true,
  } as const;

  it('passed: the order card is revealed and the reaction made', () => {
    expect(attemptReaction(ScriptedDice.of([5, 1, 1]), volley, terciosMoralePlugin)).toEqual({
      test: { tested: true, passed: true, dice: 3, successes: 1, sources: [] },
      reacted: true,
      orderLost: false,
      plan: VOLLEY_SHOOT_PLUS,
    });
  });

  it('"If this test fails, the unit loses its order and can no longer be activated afterwards"', () => {
    expect(attemptReaction(ScriptedDice.of([1, 1, 1]), volley, terciosMoralePlugin)).toEqual({
      test: { tested: true, passed: false, dice: 3, successes: 0, sources: [] },
      reacted: false,
      orderLost: true,
    });
  });

  // An evasion by a unit already activated (Evasion rule): it has no order left to lose.
  it('failed by a unit already activated: no order to lose', () => {
    const evasion = { unit: HORSE_ARQUEBUSIERS, order: null, trigger: 'charge', enemy: TERCIO } as const;
    expect(
      attemptReaction(
        ScriptedDice.of([1, 1, 1, 1]),
        { ...evasion, kind: 'evasion', inCommand: true },
        terciosMoralePlugin,
      ),
    ).toMatchObject({ reacted: false, orderLost: false });
  });

  it("the test is the bound plugin's reaction test, asked with the reaction, the charger, the flank and the options", () => {
    const options = TerciosOptionsSchema.parse({ resistReactionCourage: 'double-bonus' });
    const asked: OrderTestInput[] = [];
    const passed: OrderTestResult = { tested: true, passed: true, dice: 5, successes: 1, sources: [] };
    const morale = { reactionTest: (_dice: unknown, input: OrderTestInput) => (asked.push(input), passed) };
    const input = {
      unit: TERCIO,
      order: 'resist',
      trigger: 'charge',
      enemy: HORSE_ARQUEBUSIERS,
      kind: 'resist',
      inCommand: false,
      againstFlankCharge: true,
      options,
    } as const;
    expect(attemptReaction(ScriptedDice.of([]), input, morale)).toMatchObject({
      reacted: true,
      plan: { kind: 'resist', modifiers: [{ value: 'courage', steps: 2, source: 'Resist! reaction' }] },
    });
    expect(asked).toEqual([
      {
        unit: TERCIO,
        reaction: 'resist',
        inCommand: false,
        enemy: HORSE_ARQUEBUSIERS,
        againstFlankCharge: true,
        options,
      },
    ]);
    const { againstFlankCharge: _flank, ...frontal } = input;
    attemptReaction(ScriptedDice.of([]), frontal, morale);
    expect(asked[1]).not.toHaveProperty('againstFlankCharge');
    // The Troops > Evasion: the Discipline + is for a charge ("If the charge is carried out by an enemy infantry
    // unit"): the test is told when the enemy only came within 3" (an approach), and is not told so for a charge.
    expect(asked[1]).not.toHaveProperty('approach');
    const volleyAtApproach = {
      ...frontal,
      unit: MUSKETEERS,
      order: 'fire',
      trigger: 'approach',
      kind: 'volley',
    } as const;
    attemptReaction(ScriptedDice.of([]), volleyAtApproach, morale);
    expect(asked[2]).toMatchObject({ reaction: 'volley', approach: true });
  });

  it('a reaction the order does not allow is refused, naming the ones it allows', () => {
    const refusal = (unit: TerciosUnit, order: 'ready' | 'resist') => {
      try {
        attemptReaction(
          ScriptedDice.of([]),
          { unit, order, trigger: 'approach', enemy: TERCIO, kind: 'evasion', inCommand: true },
          terciosMoralePlugin,
        );
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const ready = refusal(MUSKETEERS, 'ready');
    expect(MusterError.is(ready) && [ready.code, ready.message, ready.context.expected]).toEqual([
      'illegal-action',
      'Musketeer Company cannot react with evasion here',
      'reorient, shoot',
    ]);
    // Resist! against an enemy that only comes close: nothing to resist, no reaction at all.
    const resist = refusal(MUSKETEERS, 'resist');
    expect(MusterError.is(resist) && resist.context.expected).toBe('no reaction');
  });
});

// Ruling What Resist!'s reaction bonus covers (`resistReactionScope`): Liber Militum, "The Courage test in a combat
// that follows a charge benefits from a bonus (+)"; Brevis Editio, "Resist gives Courage+ to resist damage".
describe("Resist!'s reaction: against a charge, or any damage (resistReactionScope)", () => {
  const resist = (trigger: 'charge' | 'approach', resistReactionScope?: 'any-damage') =>
    plans(
      { unit: MUSKETEERS, order: 'resist', trigger, enemy: TERCIO },
      TerciosOptionsSchema.parse(resistReactionScope ? { resistReactionScope } : {}),
    );
  const courage = [{ value: 'courage', steps: 1, source: 'Resist! reaction' }];

  it('combat-after-charge (default): only against a charge, for the combat that follows', () => {
    expect(resist('charge')).toEqual([
      {
        kind: 'resist',
        modifiers: courage,
        shoots: false,
        note: 'Resist!: Courage bonus for the resistance test of the combat',
      },
    ]);
    expect(resist('approach')).toEqual([]);
  });

  it('any-damage (Brevis): against an approach too, for any damage', () => {
    const anyDamage = {
      kind: 'resist',
      modifiers: courage,
      shoots: false,
      note: 'Resist!: Courage bonus to resist damage',
    };
    expect(resist('approach', 'any-damage')).toEqual([anyDamage]);
    expect(resist('charge', 'any-damage')).toEqual([anyDamage]);
  });
});
