import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import {
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  scriptedWithPurposes,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';
import { finishTurn } from './finishTurn.js';
import type { OfficerState, SwordAndPikeState, UnitState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), SEQUENCE OF ACTIONS: "9. Attempt to rally all routed units which
// routed in a previous turn. Rounted units which fail to rally are removed from the field if they are no longer
// "Fresh." 10. test morale for any unit shich is "Spent" (under 50% strength) which does not have an officer
// attached to it. If it passes, it will continue in the game. If it fails, it is removed from the game."
// Rulings (docs/rulings/sword-and-pike.md): R13 (routed units failing to rally), R15 (how a battle ends), R20 (ties on
// the Commander-in-Chief roll), R48 (officers re-attaching to a Spent unit).

/** Steps 9 and 10 and the end of the turn on a state, the events in compact form. */
function finish(state: SwordAndPikeState, script: number[] = []) {
  const { dice, purposes } = scriptedWithPurposes(script);
  const { ctx, events, state: now } = recordingContext(state, dice);
  finishTurn(ctx);
  const brief = events.map((e) =>
    e.type === 'morale-tested'
      ? `${e.unit} ${e.reason}: ${e.score} ${e.result}`
      : e.type === 'officer-attached'
        ? `officer-attached ${e.officer} to ${e.unit}`
        : e.type === 'removed'
          ? `removed ${e.unit} ${e.reason}`
          : 'unit' in e
            ? `${e.type} ${e.unit}`
            : e.type,
  );
  return { state: now(), events, brief, purposes };
}

const foot = (id: string, x: number, y: number, o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'arquebusiers', x, y, ...o });
/** A table at turn `turn` (the game goes on to turn 12), the units changed as given. */
function table(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  change: Record<string, Partial<UnitState>> = {},
  options: Record<string, unknown> = {},
  turn = 3,
): SwordAndPikeState {
  const s = handBuiltTable('finish', a, b, SwordAndPikeOptionsSchema.parse(options));
  return { ...s, turn, units: s.units.map((x) => ({ ...x, ...change[x.id] })) };
}
const officer = (o: Partial<OfficerState> & Pick<OfficerState, 'id' | 'attachedTo'>): OfficerState => ({
  name: o.id,
  quality: 'ordinary',
  side: 'A',
  brigade: 'b1',
  status: 'ok',
  ...o,
});
/** Morale 3: a die of 3 scores 6 and passes, a die of 2 scores 5 and fails. */
const routed = (routedTurn: number | null, figures = 20): Partial<UnitState> => ({
  status: 'routed',
  routedTurn,
  morale: 3,
  figures,
});
const spent: Partial<UnitState> = { figures: 9, morale: 3 };
// Two units a side far apart, so one removal does not break an army (ruling R15: half its units).
const calm = () => [foot('a1', 10, 8), foot('a2', 20, 8), foot('a3', 50, 8)];
const enemy = () => [foot('b1', 10, 40), foot('b2', 20, 40)];

describe('SEQUENCE 9: "Attempt to rally all routed units which routed in a previous turn"', () => {
  it('a unit routed last turn tests; a pass rallies it (disordered, no longer routed)', () => {
    const r = finish(table(calm(), enemy(), { a1: routed(2) }));
    expect(r.brief.slice(0, 2)).toEqual(['a1 rally from rout: 6 passed', 'rallied a1']);
    expect(r.state.units.find((x) => x.id === 'a1')).toMatchObject({ status: 'disordered', routedTurn: null });
  });

  it('a unit routed this turn does not test yet; nor does one that is not routed', () => {
    const r = finish(table(calm(), enemy(), { a1: routed(3), a2: { morale: 3, status: 'disordered' } }));
    expect(r.brief.filter((b) => b.includes('rally'))).toEqual([]);
    expect(r.brief[0]).toBe('turn-ended');
  });

  it('a unit routed two turns ago still tests', () => {
    expect(finish(table(calm(), enemy(), { a1: routed(1) })).brief[0]).toBe('a1 rally from rout: 6 passed');
  });

  it('a routed unit already removed from the table is routed no more: it does not test', () => {
    const r = finish(table(calm(), enemy(), { a1: { ...routed(2), status: 'removed' } }));
    expect(r.brief[0]).toBe('turn-ended');
  });

  // Ruling R13 default 'removed-if-not-fresh': "removed from the field if they are no longer Fresh".
  it('a failed rally removes a unit that is no longer Fresh ("left the field")', () => {
    const r = finish(table(calm(), enemy(), { a1: routed(2, 15) }), [2]);
    expect(r.brief.slice(0, 2)).toEqual(['a1 rally from rout: 5 failed', 'removed a1 left-field']);
    expect(r.state.units.find((x) => x.id === 'a1')).toMatchObject({ status: 'removed', removal: 'left-field' });
  });

  it('a failed rally leaves a Fresh unit routed, to test again next turn', () => {
    const r = finish(table(calm(), enemy(), { a1: routed(2, 16) }), [2]);
    expect(r.brief.slice(0, 2)).toEqual(['a1 rally from rout: 5 failed', 'turn-ended']);
    expect(r.state.units.find((x) => x.id === 'a1')?.status).toBe('routed');
  });

  it("ruling R13 option 'always-removed': a Fresh unit that fails is removed too", () => {
    const r = finish(table(calm(), enemy(), { a1: routed(2, 16) }, { routedRallyFailure: 'always-removed' }), [2]);
    expect(r.brief.slice(0, 2)).toEqual(['a1 rally from rout: 5 failed', 'removed a1 left-field']);
  });

  it('every routed unit of both sides is tried, in turn', () => {
    const r = finish(table(calm(), enemy(), { a1: routed(2), b2: routed(1) }), [3, 2]);
    expect(r.brief.slice(0, 3)).toEqual(['a1 rally from rout: 6 passed', 'rallied a1', 'b2 rally from rout: 5 failed']);
  });
});

describe('SEQUENCE 10: a Spent unit without an officer tests; "If it fails, it is removed from the game"', () => {
  it('a Spent unit passes and carries on; one that fails leaves the table', () => {
    const r = finish(table(calm(), enemy(), { a1: spent, b1: spent }), [3, 2]);
    expect(r.brief.slice(0, 4)).toEqual([
      'a1 Spent unit: 6 passed',
      'b1 Spent unit: 5 failed',
      'removed b1 left-field',
      'turn-ended',
    ]);
  });

  it('a Worn unit (10 of 20 figures: not "more than 50% losses") does not test', () => {
    expect(finish(table(calm(), enemy(), { a1: { figures: 10, morale: 3 } })).brief[0]).toBe('turn-ended');
  });

  it('a Spent unit with an officer attached does not test', () => {
    const s = table(calm(), enemy(), { a1: spent });
    expect(finish({ ...s, officers: [officer({ id: 'col', attachedTo: 'a1' })] }).brief[0]).toBe('turn-ended');
  });

  it('an officer who is no longer "ok" (killed) is no officer attached: the unit tests', () => {
    const s = table(calm(), enemy(), { a1: spent });
    expect(finish({ ...s, officers: [officer({ id: 'col', attachedTo: 'a1', status: 'killed' })] }).brief[0]).toBe(
      'a1 Spent unit: 6 passed',
    );
  });

  it('a routed Spent unit, or one already removed, does not take the Spent test', () => {
    const r = finish(
      table(calm(), enemy(), { a1: { ...spent, ...routed(3, 9) }, a2: { ...spent, status: 'removed' } }),
    );
    expect(r.brief[0]).toBe('turn-ended');
  });

  it('a unit that rallied from rout in step 9 and is Spent takes the Spent test in step 10', () => {
    const r = finish(table(calm(), enemy(), { a1: routed(2, 9) }), [3, 2]);
    expect(r.brief.slice(0, 4)).toEqual([
      'a1 rally from rout: 6 passed',
      'rallied a1',
      // disordered now: "Are -1 on morale", 2 + 3 - 1
      'a1 Spent unit: 4 failed',
      'removed a1 left-field',
    ]);
  });
});

// Ruling R48 're-attach-to-spent': "each Spent unit without an officer draws the nearest officer of its command (his
// brigade's, or the Commander-in-Chief) within 12" ... whose own unit is gone, routed or not Spent; he attaches to it,
// and it need not test."
describe("ruling R48: officers re-attach to a Spent unit ('re-attach-to-spent')", () => {
  const R48 = { officers: 're-attach-to-spent' };
  /** a1 Spent at (10, 8); the officers' hosts a2 at (20, 8) (10" away) and a3 at (50, 8) (40" away). */
  const withOfficers = (officers: OfficerState[], change: Record<string, Partial<UnitState>> = {}, options = R48) => ({
    ...table(calm(), enemy(), { a1: spent, ...change }, options),
    officers,
  });

  it('the brigade\'s officer 10" away, with a Fresh unit, rides to the Spent unit: it need not test', () => {
    const r = finish(withOfficers([officer({ id: 'col', attachedTo: 'a2' })]));
    expect(r.brief.slice(0, 2)).toEqual(['officer-attached col to a1', 'turn-ended']);
    expect(r.state.officers[0]?.attachedTo).toBe('a1');
  });

  it("with the default 'fixed', officers stay with their units: the Spent unit tests", () => {
    const r = finish(withOfficers([officer({ id: 'col', attachedTo: 'a2' })], {}, { officers: 'fixed' }));
    expect(r.brief[0]).toBe('a1 Spent unit: 6 passed');
    expect(r.state.officers[0]?.attachedTo).toBe('a2');
  });

  it('the Commander-in-Chief (no brigade) comes to a Spent unit of any brigade of his side', () => {
    const r = finish(
      withOfficers([officer({ id: 'cinc', attachedTo: 'a2', brigade: null })], { a1: { ...spent, brigade: 'b9' } }),
    );
    expect(r.brief[0]).toBe('officer-attached cinc to a1');
  });

  it("another brigade's officer, the other side's, or one killed does not come", () => {
    const r = finish(
      withOfficers([
        officer({ id: 'other', attachedTo: 'a2', brigade: 'b2' }),
        officer({ id: 'enemy', attachedTo: 'a2', side: 'B' }),
        officer({ id: 'dead', attachedTo: 'a2', status: 'killed' }),
      ]),
    );
    expect(r.brief[0]).toBe('a1 Spent unit: 6 passed');
  });

  it('"within 12"": an officer exactly 12" away comes, one 12.5" away does not', () => {
    const near = finish(withOfficers([officer({ id: 'col', attachedTo: 'a2' })], { a2: { x: 22 } }));
    expect(near.brief[0]).toBe('officer-attached col to a1');
    const far = finish(withOfficers([officer({ id: 'col', attachedTo: 'a2' })], { a2: { x: 22.5 } }));
    expect(far.brief[0]).toBe('a1 Spent unit: 6 passed');
  });

  it('"the nearest officer": of two in reach the nearer comes, whichever is listed first', () => {
    const a = finish(
      withOfficers([officer({ id: 'far', attachedTo: 'a3' }), officer({ id: 'near', attachedTo: 'a2' })], {
        a3: { x: 21 },
      }),
    );
    expect(a.brief[0]).toBe('officer-attached near to a1');
    const b = finish(
      withOfficers([officer({ id: 'near', attachedTo: 'a2' }), officer({ id: 'far', attachedTo: 'a3' })], {
        a3: { x: 21 },
      }),
    );
    expect(b.brief[0]).toBe('officer-attached near to a1');
  });

  it('of two equally near, the first listed comes (a later one is not nearer)', () => {
    const r = finish(
      withOfficers([officer({ id: 'first', attachedTo: 'a2' }), officer({ id: 'second', attachedTo: 'a3' })], {
        a3: { x: 10, y: 18 },
      }),
    );
    expect(r.brief[0]).toBe('officer-attached first to a1');
  });

  it('"never leaves a Spent unit that needs him": an officer with a Spent unit stays', () => {
    const r = finish(withOfficers([officer({ id: 'col', attachedTo: 'a2' })], { a2: spent }));
    expect(r.brief.slice(0, 2)).toEqual(['a1 Spent unit: 6 passed', 'turn-ended']);
  });

  it('an officer whose Spent unit has routed, or left the table, is free to come', () => {
    const routedHost = finish(
      withOfficers([officer({ id: 'col', attachedTo: 'a2' })], { a2: { ...spent, ...routed(3, 9) } }),
    );
    expect(routedHost.brief[0]).toBe('officer-attached col to a1');
    const goneHost = finish(
      withOfficers([officer({ id: 'col', attachedTo: 'a2' })], { a2: { ...spent, status: 'removed' } }),
    );
    expect(goneHost.brief[0]).toBe('officer-attached col to a1');
  });

  it('no officer comes to a unit that is not Spent, has an officer, is routed or has left the table', () => {
    const col = officer({ id: 'col', attachedTo: 'a2' });
    for (const a1 of [{ figures: 10 }, { ...spent, ...routed(3, 9) }, { ...spent, status: 'removed' as const }]) {
      expect(finish(withOfficers([col], { a1 })).brief.filter((b) => b.startsWith('officer-attached'))).toEqual([]);
    }
    const own = finish(withOfficers([col, officer({ id: 'own', attachedTo: 'a1' })]));
    expect(own.brief[0]).toBe('turn-ended');
    expect(own.state.officers.map((o) => o.attachedTo)).toEqual(['a2', 'a1']);
  });

  it('an officer rides to a unit of his own side only (a Spent enemy within 12" of him draws none)', () => {
    const r = finish(
      withOfficers([officer({ id: 'col', attachedTo: 'a2' })], { a1: {}, b1: { ...spent, x: 20, y: 16 } }),
    );
    expect(r.brief.filter((b) => b.startsWith('officer-attached'))).toEqual([]);
    expect(r.brief[0]).toBe('b1 Spent unit: 6 passed');
  });
});

describe('ruling R15: how a battle ends', () => {
  it('the turn ends; the game goes on: the next turn begins with both Commander-in-Chief rolls (SEQUENCE 1)', () => {
    const r = finish(table(calm(), enemy()), [2, 3, 6, 6]);
    expect(r.brief).toEqual(['turn-ended', 'turn-began']);
    expect(r.events[0]).toEqual({ type: 'turn-ended', turn: 3 });
    expect(r.events[1]).toEqual({ type: 'turn-began', turn: 4, A: 5, B: 12, first: 'B' });
    expect(r.purposes).toEqual([
      'turn 4: side A Commander-in-Chief 2D6 (brigades to move)',
      'turn 4: side B Commander-in-Chief 2D6 (brigades to move)',
    ]);
    expect(r.state).toMatchObject({ turn: 4, step: 'movement', result: null });
  });

  it('"a side whose removed units ... reach half its units has lost": 1 of A\'s 2 removed, B wins', () => {
    const r = finish(table(calm().slice(0, 2), enemy(), { a1: { status: 'removed' } }));
    expect(r.events.at(-1)).toEqual({
      type: 'game-over',
      winner: 'B',
      victory: 'army-broken',
      points: { A: 0, B: 20 },
    });
    expect(r.state.result).toMatchObject({ winner: 'B', victory: 'army-broken', turns: 3 });
  });

  it("B broken (1 of 2 removed, A's 1 of 3 short of half): A wins", () => {
    const r = finish(table(calm(), enemy(), { a1: { status: 'removed' }, b1: { status: 'removed' } }));
    expect(r.events.at(-1)).toEqual({
      type: 'game-over',
      winner: 'A',
      victory: 'army-broken',
      points: { A: 20, B: 20 },
    });
  });

  it('"both at once ... the side that inflicted more figure losses wins" (a removed unit counts all its figures)', () => {
    const r = finish(
      table(calm().slice(0, 2), enemy(), { a1: { status: 'removed' }, b1: { status: 'removed' }, b2: { figures: 17 } }),
    );
    expect(r.events.at(-1)).toEqual({ type: 'game-over', winner: 'A', victory: 'points', points: { A: 23, B: 20 } });
    const bWins = finish(
      table(calm().slice(0, 2), enemy(), { a1: { status: 'removed' }, b1: { status: 'removed' }, a2: { figures: 19 } }),
    );
    expect(bWins.events.at(-1)).toEqual({
      type: 'game-over',
      winner: 'B',
      victory: 'points',
      points: { A: 20, B: 21 },
    });
  });

  it('"at the end of turn 12": the side that inflicted more losses wins; equal losses are a draw', () => {
    const last = (change: Record<string, Partial<UnitState>>) =>
      finish(table(calm(), enemy(), change, {}, 12)).events.at(-1);
    expect(last({ a1: { figures: 18 } })).toEqual({
      type: 'game-over',
      winner: 'B',
      victory: 'points',
      points: { A: 0, B: 2 },
    });
    expect(last({ b1: { figures: 18 } })).toEqual({
      type: 'game-over',
      winner: 'A',
      victory: 'points',
      points: { A: 2, B: 0 },
    });
    expect(last({ a1: { figures: 18 }, b2: { figures: 18 } })).toEqual({
      type: 'game-over',
      winner: null,
      victory: 'draw',
      points: { A: 2, B: 2 },
    });
  });

  it('on turn 11 of 12 the game goes on; with `maxTurns` 11 it ends there', () => {
    expect(finish(table(calm(), enemy(), {}, {}, 11)).brief).toEqual(['turn-ended', 'turn-began']);
    expect(finish(table(calm(), enemy(), {}, { maxTurns: 11 }, 11)).events.at(-1)).toMatchObject({ type: 'game-over' });
  });

  it('`armyBreakFraction`: 1 of 3 removed breaks an army at 1/3, not at the default 1/2', () => {
    const change = { a1: { status: 'removed' as const } };
    expect(finish(table(calm(), enemy(), change)).brief).toEqual(['turn-ended', 'turn-began']);
    expect(finish(table(calm(), enemy(), change, { armyBreakFraction: 1 / 3 })).events.at(-1)).toMatchObject({
      winner: 'B',
      victory: 'army-broken',
    });
  });

  it('the end is judged after the Spent tests: a Spent unit that leaves the table can break its army', () => {
    const r = finish(table(calm().slice(0, 2), enemy(), { a1: spent }), [2]);
    expect(r.brief).toEqual(['a1 Spent unit: 5 failed', 'removed a1 left-field', 'turn-ended', 'game-over']);
    expect(r.events.at(-1)).toMatchObject({ winner: 'B', victory: 'army-broken' });
  });
});

// Ruling R52: SEQUENCE 10 tests "any unit which is 'Spent' ... which does not have an officer attached"; ROUTED UNITS
// gives a routed unit its own test ("At the start of the 2nd turn ... they must pass morale or they are removed").
describe('ruling R52: a routed Spent unit and the Spent test (`spentTestRouted`)', () => {
  const routedSpent = () => table(calm(), enemy(), { a1: routed(3, 9) }, {});
  it("'exempt' (default): a unit routed this turn and Spent takes no Spent test (it tests to rally next turn)", () => {
    expect(finish(routedSpent()).brief[0]).toBe('turn-ended');
  });
  it("'tests': it takes the Spent test too — 6 or more, it stays (still routed); failed, it leaves the game", () => {
    const options = { spentTestRouted: 'tests' };
    const pass = finish(table(calm(), enemy(), { a1: routed(3, 9) }, options), [3]);
    expect(pass.brief.slice(0, 2)).toEqual(['a1 Spent unit: 6 passed', 'turn-ended']);
    expect(pass.state.units.find((x) => x.id === 'a1')?.status).toBe('routed');
    const fail = finish(table(calm(), enemy(), { a1: routed(3, 9) }, options), [2]);
    expect(fail.brief.slice(0, 2)).toEqual(['a1 Spent unit: 5 failed', 'removed a1 left-field']);
  });
  it("'tests': a routed Spent unit with an officer attached still does not test", () => {
    const s = table(calm(), enemy(), { a1: routed(3, 9) }, { spentTestRouted: 'tests' });
    expect(finish({ ...s, officers: [officer({ id: 'col', attachedTo: 'a1' })] }).brief[0]).toBe('turn-ended');
  });
});
