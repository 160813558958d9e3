import { describe, expect, it } from 'vitest';
import { brevisEditioOptions } from '../options/brevisEditioOptions.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { fixtureContext, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState } from '../game/State.js';
import { resolveBattle } from '../game/resolve.js';
import { competentBot } from '../bot/competentBot.js';
import { brigadeSubsets } from './brigadeSubsets.js';
import { checkBattleDecision, legalBattleDecisions } from './sequence.js';

// Brevis Editio (/work/shared/rules/tercios-brevis-editio.txt): "A single Order Card can be used, if so desired, for
// all or some of the units of the Brigade." Liber Militum, The Troops > Brigade: "The player must state clearly that
// this order will be used in this way, specifying which units will be concerned, when the orders are planned".

const ORDERS = ['ready', 'assault', 'run', 'fire', 'resist'] as const;
const brigadeUnit = (id: string, x: number) => {
  const u = unitOf(id, 'musketeer-company');
  return { unit: { ...u, rules: [...u.rules, 'brigade'] }, at: { x, y: 10, facing: 90 } };
};
/** Side A plans: three musketeer companies of one regiment with the Brigade rule, no order yet; a B tercio far off. */
function planning(): BattleState {
  const s = fixtureState({
    A: [brigadeUnit('b1', 20), brigadeUnit('b2', 32), brigadeUnit('b3', 44)],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 44, facing: -90 } }],
  });
  return { ...s, stage: 'planning', activeSide: 'A', units: s.units.map((u) => ({ ...u, order: null })) };
}

describe('brigadeSubsets: the units one Brigade card may be shared by', () => {
  it('every choice of two or more naming the first unit, the whole brigade first, in the brigade’s order', () => {
    expect(brigadeSubsets(['a', 'b', 'c'], 'a')).toEqual([
      ['a', 'b', 'c'],
      ['a', 'c'],
      ['a', 'b'],
    ]);
    expect(brigadeSubsets(['a', 'b'], 'a')).toEqual([['a', 'b']]);
    expect(brigadeSubsets(['a', 'b', 'c'], 'b')).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c'],
      ['a', 'b'],
    ]);
    expect(brigadeSubsets(['a'], 'a')).toEqual([]);
    // Four units: the seven choices with the first (2^3 - 1).
    expect(brigadeSubsets(['a', 'b', 'c', 'd'], 'a')).toHaveLength(7);
  });
});

describe('Brigade card: "for all or some of the units of the Brigade"', () => {
  it('the planning offers a card for the whole brigade and for each part of it with the unit to plan', () => {
    for (const options of [DEFAULT_TERCIOS_OPTIONS, brevisEditioOptions()]) {
      const legal = legalBattleDecisions(planning(), options);
      expect(legal).toEqual([
        ...ORDERS.map((order) => ({ kind: 'order', unit: 'b1', order })),
        ...ORDERS.flatMap((order) =>
          [
            ['b1', 'b2', 'b3'],
            ['b1', 'b3'],
            ['b1', 'b2'],
          ].map((units) => ({ kind: 'brigade-order', units, order })),
        ),
      ]);
      for (const d of legal) expect(checkBattleDecision(planning(), d, options)).toBeNull();
    }
  });

  it('a card for b1 and b3: b2 is left out and plans its own card', () => {
    const ctx = fixtureContext(planning());
    const card: BattleDecision = { kind: 'brigade-order', units: ['b1', 'b3'], order: 'fire' };
    expect(checkBattleDecision(ctx.state, card, DEFAULT_TERCIOS_OPTIONS)).toBeNull();
    resolveBattle(ctx, card, 'A');
    const orders = Object.fromEntries(ctx.state.units.map((u) => [u.id, [u.order, u.brigade]]));
    expect(orders).toMatchObject({ b1: ['fire', 'b1'], b3: ['fire', 'b1'], b2: [null, null] });
    // B2 is alone of its brigade without a card now: single orders only.
    const next = { ...ctx.state, activeSide: 'A' as const, stage: 'planning' as const };
    expect(legalBattleDecisions(next, DEFAULT_TERCIOS_OPTIONS)).toEqual(
      ORDERS.map((order) => ({ kind: 'order', unit: 'b2', order })),
    );
  });

  it('the competent bot names the whole brigade, or none of it, as before', () => {
    const s = planning();
    const legal = legalBattleDecisions(s, DEFAULT_TERCIOS_OPTIONS);
    const d = competentBot(DEFAULT_TERCIOS_OPTIONS).decide({ state: s, player: 'A', legal } as never);
    expect(d.kind === 'order' || (d.kind === 'brigade-order' && d.units.length === 3)).toBe(true);
  });
});
