import { ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { startActivation } from '../game/activation.js';
import { fixtureContext, fixtureTable as table, placed as at } from '../game/__fixtures__/battleFixture.js';
import type { BattleState } from '../game/State.js';
import { resistOrder } from '../mechanics/__fixtures__/asWritten.js';
import { MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';

// Ruling: Authoritarian with Resist! (docs/rulings/tercios.md, Command; option `authoritarianResist`).
// Rulebook (/work/shared/rules/tercios-liber-militum.txt): Optional Traits > Authoritarian: "a unit whose turn it is
// to be activated may be activated without an order test." Order Cards > Resist!: "the unit attempts to regroup. This
// order is given to recover Dm [Wear]. If the test is passed, the unit removes one Dm. If the unit had only one, or
// none, this order has no effect". The Troops > Large (Dense): "When they test the Resist! order, they remove one Dm
// for each result of 5+. However, they may not in this way remove their last Dm"; Elite: "may remove all their Dm
// with a Resist! order ... (depending on the successes of the test above), and may thus return to 0 Dm".

const ones = (n = 12): Dice => ScriptedDice.of(Array<number>(n).fill(1));
const worn = (unit: TerciosUnit, wear: number): TerciosUnit => ({ ...unit, wear });
const TEST = TerciosOptionsSchema.parse({});
const NO_TEST = TerciosOptionsSchema.parse({ authoritarianResist: 'no-test' });

const resist = (unit: TerciosUnit, dice: Dice, options: TerciosOptions, authoritarian = true) =>
  resistOrder(dice, { unit, inCommand: true, authoritarian, options });

describe('resistOrder with Authoritarian (authoritarianResist)', () => {
  it('defaults to `test`', () => {
    expect(TEST.authoritarianResist).toBe('test');
  });

  it('`test`: the Resist! test is still rolled; all 1s fail it and no Dm is removed', () => {
    const r = resist(worn(MUSKETEERS, 2), ones(3), TEST);
    expect(r.test).toMatchObject({ tested: true, passed: false, dice: 3 });
    expect(r.wear).toBe(2);
  });

  it('`no-test`: no roll (no die is drawn), and the unit removes one Dm as if the test were passed', () => {
    const r = resist(worn(MUSKETEERS, 2), ScriptedDice.of([]), NO_TEST);
    expect(r.test).toMatchObject({ tested: false, passed: true });
    expect(r).toMatchObject({ wearRemoved: 1, wear: 1 });
    // "If the unit had only one, or none, this order has no effect".
    expect(resist(worn(MUSKETEERS, 1), ScriptedDice.of([]), NO_TEST).wear).toBe(1);
  });

  it('`no-test` counts as the least pass, one success: Large removes one Dm (not its last), Elite one Dm (to 0)', () => {
    expect(resist(worn(TERCIO, 4), ScriptedDice.of([]), NO_TEST).wear).toBe(3);
    expect(resist(worn(TERCIO, 1), ScriptedDice.of([]), NO_TEST).wear).toBe(1);
    const elite = { ...MUSKETEERS, rules: ['elite'] };
    expect(resist(worn(elite, 3), ScriptedDice.of([]), NO_TEST).wear).toBe(2);
    expect(resist(worn(elite, 1), ScriptedDice.of([]), NO_TEST).wear).toBe(0);
    // Elite with `eliteResist: 'all'`: a passed test removes every Dm.
    const all = TerciosOptionsSchema.parse({ authoritarianResist: 'no-test', eliteResist: 'all' });
    expect(resist(worn(elite, 3), ScriptedDice.of([]), all).wear).toBe(0);
  });

  it('`no-test` changes nothing for a unit not activated through Authoritarian', () => {
    const r = resist(worn(MUSKETEERS, 2), ones(3), NO_TEST, false);
    expect(r.test).toMatchObject({ tested: true, passed: false });
    expect(r.wear).toBe(2);
  });
});

describe('Resist! on the table after an Authoritarian action (authoritarianResist)', () => {
  // A worn Musketeer Company with Resist!, named by an Authoritarian commander (`state.authoritarian`); dice all 1s.
  const resisting = (authoritarian: string | null): BattleState => ({
    ...table(
      [at('a1', 'musketeer-company', 10, 10, 90)],
      [at('b1', 'tercio', 50, 40, -90)],
      { a1: 'resist' },
      {
        a1: { wear: 2 },
      },
    ),
    authoritarian,
  });
  const activate = (authoritarian: string | null, options: TerciosOptions) => {
    const ctx = fixtureContext(resisting(authoritarian), ones(), options);
    startActivation(ctx, 'a1');
    return { kinds: ctx.events.map((e) => e.kind), wear: ctx.state.units.find((u) => u.id === 'a1')!.wear };
  };

  it('`test`: the unit rolls (and fails), keeping its 2 Dm', () => {
    expect(activate('a1', TEST)).toEqual({
      kinds: ['activation-started', 'order-test', 'activation-ended'],
      wear: 2,
    });
  });

  it('`no-test`: no order test; the unit goes from 2 Dm to 1', () => {
    expect(activate('a1', NO_TEST)).toEqual({
      kinds: ['activation-started', 'unit-state', 'activation-ended'],
      wear: 1,
    });
  });

  it('`no-test`: another unit named by Authoritarian does not spare this one its test', () => {
    expect(activate('a2', NO_TEST)).toEqual({
      kinds: ['activation-started', 'order-test', 'activation-ended'],
      wear: 2,
    });
  });
});
