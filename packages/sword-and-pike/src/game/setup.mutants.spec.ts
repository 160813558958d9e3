import { MusterError, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema } from '../options/options.js';
import { scenarioUnit, type ScenarioUnit } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeScenario } from './Scenario.js';
import { setupBattle } from './setup.js';

// Killers of game/setup.ts (target sword-and-pike-flow): the first state of a battle and every check of a scenario.

type Officer = SwordAndPikeScenario['sides']['A']['officers'][number];
const scenario = (
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  officers: { A?: Officer[]; B?: Officer[] } = {},
): SwordAndPikeScenario => ({
  name: 'setup',
  table: { width: 72, height: 48 },
  weather: 'clear',
  terrain: [{ kind: 'woods', name: 'Wood', x: 50, y: 24, width: 6, height: 6 }],
  sides: {
    A: { name: 'Imperials', units: a, officers: officers.A ?? [] },
    B: { name: 'French', units: b, officers: officers.B ?? [] },
  },
});
const shot = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'arquebusiers', weapon: 'arquebus', x, y, ...more });
const pike = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x, y, ...more });
const officer = (id: string, attachedTo: string, brigade: string | null = 'b1'): Officer => ({
  id,
  name: id,
  quality: 'ordinary',
  brigade,
  attachedTo,
});
const dice = () => ScriptedDice.of([6, 5, 2, 1]);
const setup = (sc: SwordAndPikeScenario, options = DEFAULT_OPTIONS) => setupBattle(sc, dice(), options);
/** The MusterError a bad scenario throws: its message and context. */
function refusal(sc: SwordAndPikeScenario) {
  try {
    setup(sc);
  } catch (e) {
    if (!MusterError.is(e)) throw e;
    return { code: e.code, message: e.message, ...e.context };
  }
  throw new Error('no error');
}

describe('setupBattle: the first state', () => {
  it("every unit Fresh, its morale not yet rolled, in good order; the first turn's 2D6 rolled (SEQUENCE 1)", () => {
    const sc = scenario([shot('a', 20, 10), pike('p', 30, 10)], [shot('b', 30, 40, { brigade: 'b9' })], {
      A: [officer('oa', 'a', null)],
      B: [officer('ob', 'b', 'b9')],
    });
    const s = setup(sc);
    expect(s).toMatchObject({
      options: DEFAULT_OPTIONS,
      name: 'setup',
      table: { width: 72, height: 48 },
      weather: 'clear',
      terrain: sc.terrain,
      sideNames: { A: 'Imperials', B: 'French' },
      turn: 1,
      step: 'movement',
      initiative: { A: 11, B: 3, first: 'A' },
      brigadesMoved: { A: [], B: [] },
      movesEnded: [],
      fireDeclared: [],
      chargeOrder: [],
      pendingEvasion: null,
      winners: [],
      result: null,
    });
    expect(s.table).not.toBe(sc.table);
    expect(s.terrain[0]).not.toBe(sc.terrain[0]);
    expect(s.units.map((u) => [u.id, u.side])).toEqual([
      ['a', 'A'],
      ['p', 'A'],
      ['b', 'B'],
    ]);
    expect(s.units[0]).toEqual({
      id: 'a',
      name: 'a',
      side: 'A',
      brigade: 'b1',
      troop: 'arquebusiers',
      weapon: 'arquebus',
      moraleClass: 'other-foot',
      startFigures: 20,
      figures: 20,
      order: 'open',
      square: false,
      frontage: 2,
      attachedTo: null,
      x: 20,
      y: 10,
      facing: s.units[0]!.facing,
      morale: null,
      moraleShift: 0,
      spentMarked: false,
      status: 'ready',
      removal: null,
      routedTurn: null,
      hasFired: false,
      firedThisTurn: false,
      loadedOnTurn: 1,
      ordered: false,
      moved: 'none',
      fellBack: false,
      halted: false,
      charge: null,
      carriedHits: 0,
    });
    // The two sides face each other.
    expect(Math.cos(s.units[0]!.facing - s.units[2]!.facing)).toBeCloseTo(-1, 9);
    expect(s.officers).toEqual([
      { id: 'oa', name: 'oa', quality: 'ordinary', side: 'A', brigade: null, attachedTo: 'a', status: 'ok' },
      { id: 'ob', name: 'ob', quality: 'ordinary', side: 'B', brigade: 'b9', attachedTo: 'b', status: 'ok' },
    ]);
  });

  it("ruling R12: halberdiers take the order the option gives; ruling R14: reiters' morale row", () => {
    const sc = scenario(
      [
        scenarioUnit({ id: 'h', troop: 'halberdiers', order: 'open', x: 20, y: 10 }),
        scenarioUnit({
          id: 'r',
          troop: 'reiters',
          weapon: 'pistol',
          moraleClass: 'lighter-mounted',
          figures: 12,
          x: 30,
          y: 10,
        }),
        scenarioUnit({ id: 'g', troop: 'gendarmes', moraleClass: 'heavy-cavalry', figures: 12, x: 40, y: 10 }),
      ],
      [shot('b', 30, 40)],
    );
    const plain = setup(sc);
    expect(plain.units.slice(0, 3).map((u) => [u.order, u.moraleClass])).toEqual([
      ['open', 'other-foot'],
      ['open', 'lighter-mounted'],
      ['open', 'heavy-cavalry'],
    ]);
    const other = setup(
      sc,
      SwordAndPikeOptionsSchema.parse({ halberdiersOrder: 'closed', reitersMoraleClass: 'heavy-cavalry' }),
    );
    expect(other.units.slice(0, 3).map((u) => [u.order, u.moraleClass])).toEqual([
      ['closed', 'other-foot'],
      ['open', 'heavy-cavalry'],
      ['open', 'heavy-cavalry'],
    ]);
  });

  it('a sub-unit attached to a pike of its side and brigade is accepted', () => {
    const s = setup(scenario([pike('p', 30, 10), shot('s', 34, 10, { attachedTo: 'p' })], [shot('b', 30, 40)]));
    expect(s.units[1]!.attachedTo).toBe('p');
  });
});

describe('setupBattle: a bad scenario is a MusterError naming the field', () => {
  it('a unit id used twice, on either side', () => {
    expect(refusal(scenario([shot('a', 20, 10)], [shot('b', 30, 40), shot('a', 40, 40)]))).toEqual({
      code: 'bad-input',
      message: 'unit id "a" is used twice',
      path: 'sides.B.units[1].id',
      expected: 'a unique id',
    });
  });

  it('an order the troop type may not take; a weapon it does not carry', () => {
    expect(refusal(scenario([shot('a', 20, 10, { order: 'closed' })], [shot('b', 30, 40)]))).toEqual({
      code: 'bad-input',
      message: 'Arquebusiers may not be in closed order',
      path: 'sides.A.units[0].order',
      expected: 'open',
    });
    expect(refusal(scenario([shot('a', 20, 10)], [shot('b', 30, 40, { weapon: 'pistol' })]))).toEqual({
      code: 'bad-input',
      message: 'Arquebusiers do not carry pistol',
      path: 'sides.B.units[0].weapon',
      expected: 'arquebus',
    });
    expect(refusal(scenario([pike('p', 20, 10, { weapon: 'arquebus' })], [shot('b', 30, 40)]))).toMatchObject({
      message: 'Pikemen do not carry arquebus',
      expected: 'null',
    });
  });

  it('the orders and weapons expected are all those the troop type has, listed', () => {
    const gens = (more: Partial<ScenarioUnit>) =>
      scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 20, y: 10, ...more });
    expect(refusal(scenario([gens({ order: 'skirmish' })], [shot('b', 30, 40)]))).toMatchObject({
      message: 'Gendarmes may not be in skirmish order',
      expected: 'open or closed',
    });
    const lh = scenarioUnit({
      id: 'lh',
      troop: 'light-horse',
      figures: 12,
      moraleClass: 'lighter-mounted',
      weapon: 'pistol',
      x: 20,
      y: 10,
    });
    expect(refusal(scenario([lh], [shot('b', 30, 40)]))).toMatchObject({
      message: 'Light Horse do not carry pistol',
      expected: 'mounted-arquebus, mounted-crossbow',
    });
  });

  it('an attachment not to a pike of the same side and brigade, or of a troop that is no sub-unit', () => {
    const bad = (a: ScenarioUnit[], b: ScenarioUnit[] = [shot('b', 30, 40)]) => refusal(scenario(a, b));
    const expected = {
      code: 'bad-input',
      message: 's cannot be attached to "p"',
      path: 'sides.A.units[1].attachedTo',
      expected: 'a pike unit of the same side and brigade, for a sub-unit type',
    };
    expect(bad([shot('x', 50, 10), shot('s', 34, 10, { attachedTo: 'p' })], [pike('p', 30, 40)])).toEqual(expected);
    expect(bad([pike('p', 30, 10, { brigade: 'b2' }), shot('s', 34, 10, { attachedTo: 'p' })])).toEqual(expected);
    expect(bad([shot('p', 30, 10), shot('s', 34, 10, { attachedTo: 'p' })])).toEqual(expected);
    expect(bad([pike('p', 30, 10), pike('s', 34, 10, { attachedTo: 'p' })])).toMatchObject({ path: expected.path });
    // Its host is the unit it names, of its own side: not the first pike of its brigade, nor an enemy pike.
    expect(bad([pike('p', 30, 10), shot('s', 34, 10, { attachedTo: 'q' })], [pike('q', 30, 40)])).toEqual({
      ...expected,
      message: 's cannot be attached to "q"',
    });
  });

  it('a unit deployed off the table; two units overlapping', () => {
    expect(refusal(scenario([shot('a', 1, 10)], [shot('b', 30, 40)]))).toEqual({
      code: 'bad-input',
      message: 'a is deployed off the table',
      path: 'sides.A.units[0]',
      expected: 'a base inside 72" x 48"',
    });
    // The path names the unit's own place in its side's list.
    expect(refusal(scenario([shot('a', 20, 10), shot('c', 71, 10)], [shot('b', 30, 40)]))).toMatchObject({
      message: 'c is deployed off the table',
      path: 'sides.A.units[1]',
    });
    expect(refusal(scenario([shot('a', 20, 10)], [shot('b', 30, 40), shot('c', 33, 40)]))).toEqual({
      code: 'bad-input',
      message: 'b overlaps c',
      path: 'sides.B.units[0]',
      expected: 'units deployed apart',
    });
    // Touching is not overlapping.
    expect(setup(scenario([shot('a', 20, 10)], [shot('b', 30, 40), shot('c', 34, 40)])).units).toHaveLength(3);
  });

  it('an officer: an id used twice, no unit of his side to attach to, a brigade his side does not have', () => {
    const units = [shot('a', 20, 10)];
    const foes = [shot('b', 30, 40)];
    expect(refusal(scenario(units, foes, { A: [officer('a', 'a')] }))).toEqual({
      code: 'bad-input',
      message: 'id "a" is used twice',
      path: 'sides.A.officers[0].id',
      expected: 'a unique id',
    });
    expect(refusal(scenario(units, foes, { A: [officer('o', 'a'), officer('o', 'a')] }))).toMatchObject({
      path: 'sides.A.officers[1].id',
    });
    expect(refusal(scenario(units, foes, { B: [officer('o', 'a')] }))).toEqual({
      code: 'bad-input',
      message: 'no unit "a" of side B for o',
      path: 'sides.B.officers[0].attachedTo',
      expected: 'a unit id of side B',
    });
    expect(refusal(scenario(units, foes, { A: [officer('o', 'a', 'b7')] }))).toEqual({
      code: 'bad-input',
      message: 'no brigade "b7" on side A',
      path: 'sides.A.officers[0].brigade',
      expected: 'a brigade of his side, or null for the Commander-in-Chief',
    });
    // A brigade of the other side only is not his.
    expect(
      refusal(scenario(units, [shot('b', 30, 40, { brigade: 'b7' })], { A: [officer('o', 'a', 'b7')] })),
    ).toMatchObject({
      path: 'sides.A.officers[0].brigade',
    });
  });
});
