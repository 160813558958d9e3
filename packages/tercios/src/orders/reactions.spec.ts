import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { reactionPlans } from './reactions.js';
import { attemptReaction } from '../mechanics/__fixtures__/asWritten.js';

const kinds = (plans: { kind: string }[]) => plans.map((p) => p.kind).sort();

describe('reactionPlans (Reactions)', () => {
  it('each order allows its reactions: Ready! reorient or shoot (Shoot-), Fire! volley (Shoot+ with light weapons)', () => {
    expect(kinds(reactionPlans({ unit: MUSKETEERS, order: 'ready', trigger: 'approach', enemy: TERCIO }))).toEqual([
      'reorient',
      'shoot',
    ]);
    const ready = reactionPlans({ unit: MUSKETEERS, order: 'ready', trigger: 'approach', enemy: TERCIO }).find(
      (p) => p.kind === 'shoot',
    )!;
    expect(ready.modifiers).toEqual([{ value: 'shoot', steps: -1, source: 'Ready! reaction' }]);
    const fire = reactionPlans({ unit: MUSKETEERS, order: 'fire', trigger: 'charge', enemy: TERCIO })[0]!;
    expect(fire).toMatchObject({ kind: 'volley', shoots: true, modifiers: [{ value: 'shoot', steps: 1 }] });
  });

  it('Assault!: interception against an approach, counter-charge against a charge', () => {
    expect(kinds(reactionPlans({ unit: TERCIO, order: 'assault', trigger: 'approach', enemy: MUSKETEERS }))).toEqual([
      'interception',
    ]);
    expect(kinds(reactionPlans({ unit: TERCIO, order: 'assault', trigger: 'charge', enemy: MUSKETEERS }))).toEqual([
      'counter-charge',
    ]);
  });

  it('Resist!: Courage + against a charge (++ with the option); Run!: evasion with Speed++', () => {
    const resist = reactionPlans({ unit: TERCIO, order: 'resist', trigger: 'charge', enemy: MUSKETEERS })[0]!;
    expect(resist.modifiers).toEqual([{ value: 'courage', steps: 1, source: 'Resist! reaction' }]);
    const double = reactionPlans(
      { unit: TERCIO, order: 'resist', trigger: 'charge', enemy: MUSKETEERS },
      TerciosOptionsSchema.parse({ resistReactionCourage: 'double-bonus' }),
    )[0]!;
    expect(double.modifiers[0]!.steps).toBe(2);
    expect(reactionPlans({ unit: TERCIO, order: 'run', trigger: 'charge', enemy: MUSKETEERS })[0]).toMatchObject({
      kind: 'evasion',
      movement: 'evasion',
    });
  });

  it('cannons fire only with Fire! (no Ready! shot) and get no Fire! reaction bonus; bows never fire on reaction', () => {
    expect(kinds(reactionPlans({ unit: LIGHT_ARTILLERY, order: 'ready', trigger: 'approach', enemy: TERCIO }))).toEqual(
      ['reorient'],
    );
    expect(
      reactionPlans({ unit: LIGHT_ARTILLERY, order: 'fire', trigger: 'approach', enemy: TERCIO })[0]!.modifiers,
    ).toEqual([]);
    expect(
      reactionPlans({ unit: { ...MUSKETEERS, weapons: ['bow'] }, order: 'fire', trigger: 'approach', enemy: TERCIO }),
    ).toEqual([]);
  });

  it('cavalry may evade a charge whatever its order, even already activated; Heavy Cavalry only from infantry', () => {
    expect(kinds(reactionPlans({ unit: HORSE_ARQUEBUSIERS, order: null, trigger: 'charge', enemy: TERCIO }))).toEqual([
      'evasion',
    ]);
    const heavy = { ...HORSE_ARQUEBUSIERS, rules: ['heavy-cavalry'] };
    expect(reactionPlans({ unit: heavy, order: null, trigger: 'charge', enemy: HORSE_ARQUEBUSIERS })).toEqual([]);
    expect(kinds(reactionPlans({ unit: heavy, order: 'fire', trigger: 'charge', enemy: TERCIO }))).toEqual([
      'evasion',
      'volley',
    ]);
    expect(reactionPlans({ unit: MUSKETEERS, order: null, trigger: 'charge', enemy: TERCIO })).toEqual([]);
  });

  it('Ambush: evasion when charged in difficult terrain; Harasser: volley then evasion, without the Shoot+', () => {
    expect(
      kinds(
        reactionPlans({
          unit: { ...MUSKETEERS, rules: ['ambush'] },
          order: null,
          trigger: 'charge',
          enemy: TERCIO,
          inDifficultTerrain: true,
        }),
      ),
    ).toEqual(['evasion']);
    const harasser = reactionPlans({
      unit: { ...MUSKETEERS, rules: ['harasser'] },
      order: 'fire',
      trigger: 'approach',
      enemy: TERCIO,
      harasserEvades: true,
    })[0]!;
    expect(harasser).toMatchObject({ kind: 'volley', movement: 'evasion', modifiers: [] });
  });
});

describe('attemptReaction', () => {
  it('a failed reaction test loses the order; a passed one gives the plan', () => {
    const failed = attemptReaction(ScriptedDice.of([1, 1, 1]), {
      unit: MUSKETEERS,
      order: 'fire',
      trigger: 'approach',
      enemy: TERCIO,
      kind: 'volley',
      inCommand: true,
    });
    expect(failed).toMatchObject({ reacted: false, orderLost: true });
    const passed = attemptReaction(ScriptedDice.of([5, 1, 1]), {
      unit: MUSKETEERS,
      order: 'fire',
      trigger: 'approach',
      enemy: TERCIO,
      kind: 'volley',
      inCommand: true,
    });
    expect(passed).toMatchObject({ reacted: true, plan: { kind: 'volley' } });
  });

  it('a reaction the order does not allow is refused', () => {
    expect(() =>
      attemptReaction(ScriptedDice.of([5, 5, 5]), {
        unit: MUSKETEERS,
        order: 'fire',
        trigger: 'approach',
        enemy: TERCIO,
        kind: 'evasion',
        inCommand: true,
      }),
    ).toThrow(/cannot react/);
  });
});
