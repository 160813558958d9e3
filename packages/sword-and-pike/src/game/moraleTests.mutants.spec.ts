import { ScriptedDice, type Dice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { checkMorale, type MoraleCheck } from '../mechanics/moraleCheck.js';
import { DEFAULT_OPTIONS, SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from '../options/options.js';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { defineSwordAndPikeMorale } from '../plugins/morale.js';
import type { Terrain } from '../table/Terrain.js';
import { handBuiltTable, scenarioUnit, unitIn, type ScenarioUnit } from './__fixtures__/playDecisions.js';
import type { BattleContext, LostOfficer } from './context.js';
import type { SwordAndPikeEvent } from './Event.js';
import {
  applyResult,
  evasionTest,
  fallBack,
  officerCasualties,
  passFailTest,
  rout,
  situationOf,
  staffLostTests,
  tableTest,
} from './moraleTests.js';
import { reduce } from './reduce.js';
import type { OfficerState, SwordAndPikeState, UnitState } from './State.js';

/** A battle context over a state, with a morale plugin that records every check it is asked (the rules as written). */
function contextOf(state: SwordAndPikeState, dice: Dice) {
  let s = state;
  const events: SwordAndPikeEvent[] = [];
  const checks: MoraleCheck[] = [];
  const morale = defineSwordAndPikeMorale({
    id: 'test/recording',
    description: 'records the checks',
    moraleCheck: (d, check) => {
      checks.push(check);
      return checkMorale(d, check);
    },
  });
  const ctx: BattleContext = {
    get state() {
      return s;
    },
    dice,
    emit: (e) => {
      events.push(e);
      s = reduce(s, e);
    },
    combat: swordAndPikeCombatPlugin,
    morale,
  };
  return { ctx, events, checks };
}
const table = (
  a: ScenarioUnit[],
  b: ScenarioUnit[] = [scenarioUnit({ id: 'enemy', troop: 'pikemen', x: 60, y: 40 })],
  options: SwordAndPikeOptions = DEFAULT_OPTIONS,
  terrain: Terrain[] = [],
) => handBuiltTable('morale tests', a, b, options, terrain);
const pikes = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'p', troop: 'pikemen', order: 'closed', x: 30, y: 20, ...o });
const change = (s: SwordAndPikeState, id: string, c: Partial<UnitState>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((x) => (x.id === id ? { ...x, ...c } : x)),
});
const charge = {
  target: 'enemy',
  rear: false,
  flank: false,
  closed: false,
  halted: false,
  travelled: 4,
  reachedAfterFallBack: false,
};

// D. Morale Results: "5 - Moving unit halts (considered standing). Standing unit Falls Back. Falling Back unit Routs.
// 4 - Moving unit Falls Back." Ruling R50 (`movedUnitTests`) for a unit that moved in the movement phase.
describe('the situation a unit tests in (situationOf)', () => {
  it.each([
    {
      what: 'a unit that fell back, even one still charging',
      c: { fellBack: true, charge },
      mode: 'moving',
      expected: 'falling-back',
    },
    {
      what: 'a unit that halted on a 5 ("considered standing")',
      c: { halted: true, moved: 'full' },
      mode: 'moving',
      expected: 'standing',
    },
    {
      what: 'a charger halted by a morale result',
      c: { charge: { ...charge, halted: true } },
      mode: 'moving',
      expected: 'standing',
    },
    { what: 'a charger on its way, whatever R50 says', c: { charge }, mode: 'standing', expected: 'moving' },
    { what: 'R50 moving: a unit that moved half', c: { moved: 'half' }, mode: 'moving', expected: 'moving' },
    { what: 'R50 moving: a unit that did not move', c: {}, mode: 'moving', expected: 'standing' },
    { what: 'R50 standing: a unit that moved', c: { moved: 'full' }, mode: 'standing', expected: 'standing' },
  ] as const)('$what: $expected', ({ c, mode, expected }) => {
    expect(situationOf({ ...unitIn(table([pikes()]), 'p'), ...c }, mode)).toBe(expected);
  });
});

// Morale rules: "Roll 1 die and use Initial Morale Rating Chart to determine a units Basic Morale when first having to
// check Morale"; F. Morale Altered Temporarily; ruling R1 (a D6 + morale, option `moraleDie`).
describe('what a test asks the morale plugin (F. Morale Altered Temporarily)', () => {
  it('a first check rolls Basic Morale first, logs it, and adds the permanent alterations', () => {
    const s = change(table([pikes()]), 'p', { moraleShift: 1 });
    // Other Foot, chart roll 4: Basic Morale 3; the check's D6 is 2: 2 + 3 + 1 = 6, carry on.
    const { ctx, events, checks } = contextOf(s, ScriptedDice.of([4, 2]));
    expect(tableTest(ctx, 'p', 'fire casualties', 'standing')).toBe('carry-on');
    expect(events).toEqual([
      { type: 'morale-rated', unit: 'p', roll: 4, rating: 3 },
      { type: 'morale-tested', unit: 'p', reason: 'fire casualties', score: 6, result: 'carry-on' },
    ]);
    expect(checks).toEqual([
      {
        unit: 'p',
        rating: 4,
        standLost: false,
        modifiers: {
          fortified: false,
          square: false,
          officerBonus: 0,
          gendarmesVsLighterCavalry: false,
          attackedInRear: false,
          flankPenalty: 0,
          disordered: false,
        },
        die: 6,
        toCloseFailure: 'morale-results',
        reading: 'standing',
      },
    ]);
  });

  it('a unit already rated rolls no chart; in works, in square, disordered, a stand gone, with its officer', () => {
    const works: Terrain = { kind: 'field-works', name: 'works', x: 20, y: 15, width: 20, height: 10 };
    const options = SwordAndPikeOptionsSchema.parse({ moraleDie: 8, officerMoraleBonus: { ordinary: 3 } });
    const s0 = change(table([pikes()], undefined, options, [works]), 'p', {
      morale: 2,
      moraleShift: -1,
      square: true,
      status: 'disordered',
      figures: 15,
    });
    const officer: OfficerState = {
      id: 'o',
      name: 'Colonel',
      quality: 'ordinary',
      side: 'A',
      brigade: 'b1',
      attachedTo: 'p',
      status: 'ok',
    };
    const { ctx, events, checks } = contextOf({ ...s0, officers: [officer] }, ScriptedDice.of([1]));
    tableTest(ctx, 'p', 'to stand', 'standing');
    expect(events.map((e) => e.type)).toEqual(['morale-tested']);
    expect(checks[0]).toMatchObject({
      rating: 1,
      standLost: true,
      die: 8,
      modifiers: { fortified: true, square: true, officerBonus: 3, disordered: true },
    });
  });

  it('"Gendarmes vs. Lighter cavalry": Gendarmes only, and only against lighter cavalry', () => {
    const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const modifiersOf = (unit: ScenarioUnit, vsLighterCavalry: boolean) => {
      const { ctx, checks } = contextOf(change(table([unit]), unit.id, { morale: 3 }), ScriptedDice.of([6]));
      tableTest(ctx, unit.id, 'to close', 'moving', { vsLighterCavalry });
      return checks[0]!.modifiers.gendarmesVsLighterCavalry;
    };
    expect(modifiersOf(gens, true)).toBe(true);
    expect(modifiersOf(gens, false)).toBe(false);
    expect(modifiersOf(pikes(), true)).toBe(false);
  });

  // "Units attacked in rear ... lower Morale 1 point"; ruling R43: a flank attack takes `flankAttacks.moralePenalty`
  // off, never on top of the rear's -1.
  it.each([
    { extra: { rear: true }, expected: { attackedInRear: true, flankPenalty: 0 } },
    { extra: { flank: true }, expected: { attackedInRear: false, flankPenalty: 2 } },
    { extra: { rear: true, flank: true }, expected: { attackedInRear: true, flankPenalty: 0 } },
    { extra: {}, expected: { attackedInRear: false, flankPenalty: 0 } },
  ])('attacked $extra: $expected', ({ extra, expected }) => {
    const options = SwordAndPikeOptionsSchema.parse({ flankAttacks: { moralePenalty: 2 } });
    const { ctx, checks } = contextOf(
      change(table([pikes()], undefined, options), 'p', { morale: 3 }),
      ScriptedDice.of([6]),
    );
    tableTest(ctx, 'p', 'to stand', 'standing', extra);
    expect(checks[0]!.modifiers).toMatchObject(expected);
  });

  it('a pass/fail test (rally, Spent, disorder) passes on 6 or more', () => {
    const s = change(table([pikes()]), 'p', { morale: 2 });
    const passed = contextOf(s, ScriptedDice.of([4]));
    expect(passFailTest(passed.ctx, 'p', 'rally')).toBe(true);
    expect(passed.checks[0]!.reading).toBe('pass-fail');
    expect(passed.events).toEqual([{ type: 'morale-tested', unit: 'p', reason: 'rally', score: 6, result: 'passed' }]);
    const failed = contextOf(s, ScriptedDice.of([3]));
    expect(passFailTest(failed.ctx, 'p', 'rally')).toBe(false);
  });

  // Ruling R32: evading is trigger f, "a morale check (R1) read as a *moving* unit"; the unit's own modifiers count.
  it('an evasion test is a check read as moving, logged with its reason, score and result', () => {
    const s = change(table([pikes()]), 'p', { morale: 3, status: 'disordered' });
    const { ctx, events, checks } = contextOf(s, ScriptedDice.of([3]));
    // 3 + 3 - 1 = 5: "Moving unit halts": caught.
    expect(evasionTest(ctx, 'p', 'evading Gendarmes')).toEqual({ outcome: 'caught', score: 5, result: 'halt' });
    expect(checks[0]).toMatchObject({ reading: 'moving', modifiers: { disordered: true, attackedInRear: false } });
    expect(events).toEqual([
      { type: 'morale-tested', unit: 'p', reason: 'evading Gendarmes', score: 5, result: 'halt' },
    ]);
  });
});

// "Pass means to fall back disordered" / a normal move to the rear; ROUTED UNITS: "take a D4 of casualties when they
// rout and are moved a normal move to the rear"; ruling R26: a rout beyond the own edge removes the unit.
describe('falling back and routing', () => {
  it('side A falls back 6" south (its rear), side B 6" north', () => {
    const s = table([pikes()], [scenarioUnit({ id: 'b', troop: 'pikemen', x: 50, y: 30 })]);
    const { ctx, events } = contextOf(s, ScriptedDice.of([]));
    fallBack(ctx, 'p');
    fallBack(ctx, 'b');
    expect(events).toEqual([
      { type: 'fell-back', unit: 'p', x: 30, y: 14 },
      { type: 'fell-back', unit: 'b', x: 50, y: 36 },
    ]);
  });
  it('a heavy gun cannot move: it falls back in place (ruling R25)', () => {
    const gun = scenarioUnit({
      id: 'gun',
      troop: 'heavy-gun',
      weapon: 'heavy-cannon',
      figures: 4,
      frontage: 1,
      order: 'skirmish',
      x: 30,
      y: 10,
    });
    const { ctx, events } = contextOf(table([gun]), ScriptedDice.of([]));
    fallBack(ctx, 'gun');
    expect(events).toEqual([{ type: 'fell-back', unit: 'gun', x: 30, y: 10 }]);
  });
  it('a rout: a D4 of casualties and a normal move to the rear', () => {
    const dice = ScriptedDice.of([3]);
    const { ctx, events } = contextOf(table([pikes()]), dice);
    rout(ctx, 'p');
    expect(events).toEqual([{ type: 'routed', unit: 'p', casualties: 3, x: 30, y: 14 }]);
    expect(unitIn(ctx.state, 'p')).toMatchObject({ figures: 17, status: 'routed' });
    expect(dice.takeRolls().map((r) => [r.kind, r.sides, r.purpose])).toEqual([['die', 4, 'p routs: D4 casualties']]);
  });
  it('no more casualties than figures: the last figures are destroyed, not routed off', () => {
    const s = change(table([pikes({ y: 3 })]), 'p', { figures: 2 });
    const { ctx, events } = contextOf(s, ScriptedDice.of([4]));
    rout(ctx, 'p');
    expect(
      events.map((e) => (e.type === 'routed' ? [e.type, e.casualties] : [e.type, 'reason' in e ? e.reason : ''])),
    ).toEqual([
      ['routed', 2],
      ['removed', 'destroyed'],
    ]);
  });
  it('R26: a rout that would carry the unit beyond its own edge removes it; one that stays on does not', () => {
    const edge = contextOf(table([pikes({ y: 5 })]), ScriptedDice.of([1]));
    rout(edge.ctx, 'p');
    expect(edge.events.map((e) => e.type)).toEqual(['routed', 'removed']);
    expect(edge.events[1]).toEqual({ type: 'removed', unit: 'p', reason: 'left-field' });
    const room = contextOf(table([pikes({ y: 8 })]), ScriptedDice.of([1]));
    rout(room.ctx, 'p');
    expect(room.events.map((e) => e.type)).toEqual(['routed']);
  });
});

// D. Morale Results, as `moraleConsequence` gives them (shared with the club): what the battle does with each.
describe('acting on a result (applyResult)', () => {
  const play = (result: Parameters<typeof applyResult>[2], c: Partial<UnitState> = {}) => {
    const { ctx, events } = contextOf(change(table([pikes()]), 'p', c), ScriptedDice.of([2]));
    const gone = applyResult(ctx, 'p', result);
    return { gone, events: events.map((e) => ('reason' in e ? `${e.type}:${e.reason}` : e.type)) };
  };
  it('"6 or more - Morale Good, carry-on": nothing', () => {
    expect(play('carry-on', { charge })).toEqual({ gone: false, events: [] });
  });
  it('"Moving unit halts": a charge on its way halts; one halted already, or no charge, nothing more', () => {
    expect(play('halt', { charge })).toEqual({ gone: false, events: ['charge-halted'] });
    expect(play('halt', { charge: { ...charge, halted: true } })).toEqual({ gone: false, events: [] });
    expect(play('halt')).toEqual({ gone: false, events: [] });
  });
  it('"Falls Back": a fall back, the unit stays', () => {
    expect(play('fall-back')).toEqual({ gone: false, events: ['fell-back'] });
  });
  it('"Unit Routs": a rout, and the unit is reported routed', () => {
    expect(play('rout')).toEqual({ gone: true, events: ['routed'] });
  });
  it('"2 - ... if loser in Close Combat, loser is captured"', () => {
    expect(play('captured')).toEqual({ gone: true, events: ['removed:captured'] });
  });
  it('"1 - Unit routs from table if at least 1 full stand is gone"', () => {
    expect(play('rout-from-table')).toEqual({ gone: true, events: ['removed:left-field'] });
  });
});

// Trigger d: "When a units' Staff Officer is killed or captured within 12" and in view (180 degree cone of
// observation)"; ruling R23: a brigade officer is the staff of his brigade's units, the Commander-in-Chief of all his
// side's units.
describe('units that lost their Staff Officer test (trigger d)', () => {
  // Side A faces north: a spot is in a unit's view when it is not behind the unit's centre (south of it).
  const units = [
    pikes({ id: 'host', x: 30, y: 20 }),
    pikes({ id: 'near', x: 40, y: 14 }),
    pikes({ id: 'far', x: 30, y: 6 }),
    pikes({ id: 'ahead', x: 30, y: 24 }),
    pikes({ id: 'other-brigade', brigade: 'b2', x: 20, y: 16 }),
    pikes({ id: 'routed', x: 33, y: 14 }),
  ];
  const officer = (brigade: string | null): OfficerState => ({
    id: 'o',
    name: 'Colonel Vasquez',
    quality: 'ordinary',
    side: 'A',
    brigade,
    attachedTo: 'host',
    status: 'killed',
  });
  const tested = (brigade: string | null, at = { x: 30, y: 20 }) => {
    const s0 = change(table(units, [pikes({ id: 'enemy', x: 36, y: 27 })]), 'routed', { status: 'routed' });
    const s = { ...s0, units: s0.units.map((x) => ({ ...x, morale: 4 })) };
    const { ctx, events } = contextOf(s, new ScriptedDice((req) => Array.from({ length: req.count }, () => 6)));
    const lost: LostOfficer[] = [{ officer: officer(brigade), ...at }];
    staffLostTests(ctx, lost);
    return events.filter((e) => e.type === 'morale-tested').map((e) => [e.unit, e.reason]);
  };
  it('a brigade officer: his host, and his brigade within 12" and in view; not beyond 12", out of view, routed, other brigades, the enemy', () => {
    expect(tested('b1')).toEqual([
      ['host', 'staff officer Colonel Vasquez lost'],
      ['near', 'staff officer Colonel Vasquez lost'],
    ]);
  });
  it('the Commander-in-Chief: every brigade of his side', () => {
    expect(tested(null).map(([unit]) => unit)).toEqual(['host', 'near', 'other-brigade']);
  });
  it('exactly 12" away is within 12"', () => {
    // 'far' stands 14" behind the host; the officer fell 2" behind the host, 12" from 'far'.
    expect(tested('b1', { x: 30, y: 18 }).map(([unit]) => unit)).toEqual(['host', 'near', 'far']);
  });
  it('the host tests even where the officer fell out of its view', () => {
    expect(tested('b1', { x: 30, y: 16 }).map(([unit]) => unit)).toEqual(['host', 'near', 'far']);
  });
  it("each test is read for the unit's situation and acted on (a moving unit falls back on a 4)", () => {
    const s0 = change(table([pikes({ id: 'host', x: 30, y: 20 })]), 'host', { morale: 1, moved: 'full' });
    const { ctx, events } = contextOf(s0, ScriptedDice.of([3]));
    staffLostTests(ctx, [{ officer: officer('b1'), x: 30, y: 20 }]);
    expect(events.map((e) => e.type)).toEqual(['morale-tested', 'fell-back']);
    expect(events[0]).toMatchObject({ score: 4, result: 'fall-back' });
  });
});

// OFFICERS: "roll a D20. If the result is "20" then an attached officer is killed ... If the result is 19, and the roll
// is due to fire casualties, then the officer is taken, wounded to the rear. If the result is 19, and the roll is due
// to melee casualties, then the officer is captured".
describe('officer casualties (OFFICERS)', () => {
  const officers: OfficerState[] = [
    { id: 'o1', name: 'Alba', quality: 'exceptional', side: 'A', brigade: null, attachedTo: 'p', status: 'ok' },
    { id: 'o2', name: 'Egmont', quality: 'ordinary', side: 'A', brigade: 'b1', attachedTo: 'p', status: 'ok' },
    { id: 'o3', name: 'Horn', quality: 'ordinary', side: 'A', brigade: 'b1', attachedTo: 'p', status: 'wounded' },
    { id: 'o4', name: 'Orange', quality: 'ordinary', side: 'A', brigade: 'b2', attachedTo: 'q', status: 'ok' },
  ];
  const roll = (cause: 'fire' | 'melee', faces: number[]) => {
    const s = { ...table([pikes(), pikes({ id: 'q', x: 10 })]), officers };
    const dice = ScriptedDice.of(faces);
    const { ctx, events } = contextOf(s, dice);
    const lost: LostOfficer[] = [];
    officerCasualties(ctx, 'p', cause, lost);
    return {
      events,
      lost: lost.map((l) => [l.officer.id, l.x, l.y]),
      purposes: dice.takeRolls().map((r) => r.purpose),
    };
  };
  it('one D20 for each officer still with the unit, named for the log', () => {
    expect(roll('fire', [1, 2]).purposes).toEqual([
      'Alba with p: officer casualty D20 (fire)',
      'Egmont with p: officer casualty D20 (fire)',
    ]);
  });
  it('1-18: unharmed, nothing happens', () => {
    expect(roll('melee', [18, 1])).toMatchObject({ events: [], lost: [] });
  });
  it('20: killed, and lost where his unit stands (for the Staff Officer tests)', () => {
    expect(roll('fire', [20, 1])).toMatchObject({
      events: [{ type: 'officer-casualty', officer: 'o1', fate: 'killed' }],
      lost: [['o1', 30, 20]],
    });
  });
  it('19 from fire: wounded to the rear, not "killed or captured"', () => {
    expect(roll('fire', [1, 19])).toMatchObject({
      events: [{ type: 'officer-casualty', officer: 'o2', fate: 'wounded' }],
      lost: [],
    });
  });
  it('19 from melee: captured, and lost', () => {
    expect(roll('melee', [1, 19])).toMatchObject({
      events: [{ type: 'officer-casualty', officer: 'o2', fate: 'captured' }],
      lost: [['o2', 30, 20]],
    });
  });
});
