import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import {
  faces,
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  unitIn,
  type ScenarioUnit,
  winnerOptionVolleyFired,
} from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState, UnitState } from './State.js';

// Killers of game/winnerOptions.ts (target sword-and-pike-flow): Close Combat L, the winners' "Bonus Options", on
// hand-built tables. Side A's gendarmes (4" x 4", a 10" move, facing +y) are the pending winner; morale is set (4 for
// every unit) so that the dice given are the tests' own dice.

const gens = scenarioUnit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
const shot = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'arquebusiers', weapon: 'arquebus', x, y, ...more });
const pike = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id, troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x, y, ...more });
const find = unitIn;

function winner(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  vacated: { x: number; y: number } | null = null,
  change: Record<string, Partial<UnitState>> = {},
  options: Record<string, unknown> = {},
): SwordAndPikeState {
  const s = handBuiltTable('winner', a, b, SwordAndPikeOptionsSchema.parse(options));
  return {
    ...s,
    step: 'winner-options',
    winners: [{ unit: a[0]!.id, vacated }],
    units: s.units.map((x) => ({ ...x, morale: 4, ...change[x.id] })),
  };
}
function choose(
  s: SwordAndPikeState,
  option: Extract<SwordAndPikeDecision, { kind: 'winner-option' }>['option'],
  target: string | null = null,
  script: number[] = [],
) {
  const run = recordingContext(s, faces(script));
  winnerOptionVolleyFired(run.ctx, { kind: 'winner-option', unit: s.winners[0]!.unit, option, target });
  return { events: run.events, state: run.state() };
}
const placed = (events: SwordAndPikeEvent[]) =>
  events.find((e): e is Extract<SwordAndPikeEvent, { type: 'winner-option' }> => e.type === 'winner-option')!;
const types = (events: SwordAndPikeEvent[]) => events.map((e) => e.type);

describe('winner options: "a. Hold position", "Occupy vacated position and reform or reface", the tactical move', () => {
  it('hold: the winner stays where it is, facing as it was, and is no longer pending', () => {
    const s = winner([gens], [pike('e', 30, 40)], { x: 30, y: 16 });
    const { events, state } = choose(s, 'hold');
    expect(events).toEqual([
      { type: 'winner-option', unit: 'g', option: 'hold', x: 30, y: 10, facing: find(s, 'g').facing },
    ]);
    expect(state.winners).toEqual([]);
  });

  it('occupy: to the vacated position when it is free; stays when it is taken or nothing was vacated', () => {
    expect(placed(choose(winner([gens], [pike('e', 30, 40)], { x: 30, y: 16 }), 'occupy').events)).toMatchObject({
      x: 30,
      y: 16,
    });
    const taken = winner([gens, shot('f', 30, 18)], [pike('e', 30, 40)], { x: 30, y: 16 });
    expect(placed(choose(taken, 'occupy').events)).toMatchObject({ x: 30, y: 10 });
    expect(placed(choose(winner([gens], [pike('e', 30, 40)]), 'occupy').events)).toMatchObject({ x: 30, y: 10 });
    // Another winner's vacated spot is not this one's.
    const other = {
      ...winner([gens], [pike('e', 30, 40)]),
      winners: [
        { unit: 'x', vacated: { x: 30, y: 16 } },
        { unit: 'g', vacated: null },
      ],
    };
    const run = recordingContext(other, faces([]));
    winnerOptionVolleyFired(run.ctx, { kind: 'winner-option', unit: 'g', option: 'occupy', target: null });
    expect(placed(run.events)).toMatchObject({ x: 30, y: 10 });
  });

  it('"Make non-combat tactical move of one normal move": toward the enemy named; one gone, it stays', () => {
    expect(placed(choose(winner([gens], [pike('e', 30, 40)]), 'tactical-move', 'e').events)).toMatchObject({
      x: 30,
      y: 20,
    });
    expect(placed(choose(winner([gens], []), 'tactical-move', 'e').events)).toMatchObject({ x: 30, y: 10 });
  });

  it('reface: pivots in place to face the enemy named (ruling R24); with no target it stays as it was', () => {
    const s = winner([gens], [pike('e', 60, 10)]);
    const e = placed(choose(s, 'reface', 'e').events);
    expect(Math.cos(e.facing)).toBeCloseTo(1, 6); // facing +x, toward the enemy
    expect(e.x).toBeCloseTo(30, 6);
    expect(placed(choose(s, 'reface').events)).toMatchObject({ x: 30, y: 10, facing: find(s, 'g').facing });
    // Only reface turns: hold with a target named stays as it was.
    expect(placed(choose(s, 'hold', 'e').events).facing).toBe(find(s, 'g').facing);
  });

  it('reface is at no cost (ruling R24): a winner whose normal move is 0 still pivots to face', () => {
    const s = winner([gens], [pike('e', 60, 10)], null, {}, { movement: { heavyHorse: 0 } });
    expect(Math.cos(placed(choose(s, 'reface', 'e').events).facing)).toBeCloseTo(1, 6);
  });
});

describe('"Attempt another Close Combat by passing Morale Check and rolling variable move dice" (ruling R41)', () => {
  it('failing the test to close: its result, and no move', () => {
    // D6 1 + 4 = 5: "Moving unit halts".
    const { events } = choose(winner([gens], [pike('e', 30, 24)]), 'charge-again', 'e', [1]);
    expect(events[1]).toMatchObject({
      type: 'morale-tested',
      unit: 'g',
      reason: 'to close again with e',
      result: 'halt',
    });
    expect(types(events)).not.toContain('bonus-move');
  });

  it('a target beyond the variable move: the winner moves toward it and does not close', () => {
    // D6 6: carry on; the variable move 10 + 1.
    const { events } = choose(winner([gens], [pike('e', 30, 34)]), 'charge-again', 'e', [6, 1]);
    const move = events.find((e) => e.type === 'bonus-move');
    expect(move).toMatchObject({ unit: 'g', closed: false, x: 30 });
    expect((move as { y: number }).y).toBeCloseTo(21, 6);
    expect(types(events)).not.toContain('close-combat');
  });

  it('in reach: it closes, the pikes test to stand and the fight is fought', () => {
    const { events } = choose(winner([gens], [pike('e', 30, 24)]), 'charge-again', 'e', [6, 6]);
    expect(events.find((e) => e.type === 'bonus-move')).toMatchObject({ unit: 'g', closed: true });
    expect(types(events)).toContain('close-combat');
  });

  it('"Defender can fire defensive volley if not already fired that turn"', () => {
    const s = winner([gens], [shot('e', 30, 24, { frontage: 4 })]);
    const volley = choose(s, 'charge-again', 'e', [6, 6]).events;
    expect(volley.find((e) => e.type === 'fired')).toMatchObject({ unit: 'e', target: 'g' });
    const fired = winner([gens], [shot('e', 30, 24, { frontage: 4 })], null, { e: { firedThisTurn: true } });
    expect(types(choose(fired, 'charge-again', 'e', [6, 6]).events)).not.toContain('fired');
    const unloaded = winner([gens], [shot('e', 30, 24, { frontage: 4 })], null, { e: { loadedOnTurn: 2 } });
    expect(types(choose(unloaded, 'charge-again', 'e', [6, 6]).events)).not.toContain('fired');
    const routed = winner([gens], [shot('e', 30, 24, { frontage: 4 })], null, { e: { status: 'routed' } });
    expect(types(choose(routed, 'charge-again', 'e', [6, 6]).events)).not.toContain('fired');
  });

  // "Test morale for units which took fire casualties": the winner hit by the volley tests as a moving unit; on
  // anything but "carry on" its attempt ends there (no test to stand, no fight).
  it("the defensive volley's casualties: the winner tests morale; carrying on, it fights; failing, it does not", () => {
    const target = () => shot('e', 30, 24, { frontage: 4 });
    // Dice: to close 6, the variable move 6, the 20 arquebusiers' D20s (one 3, a hit on 1-6; nineteen 20s, misses),
    // then 3s: the morale test 3 + morale.
    const volley = [6, 6, 3, ...Array<number>(19).fill(20)];
    const steady = choose(winner([gens], [target()]), 'charge-again', 'e', volley).events;
    expect(steady.find((e) => e.type === 'fired')).toMatchObject({ unit: 'e', target: 'g', casualties: 1 });
    expect(steady.find((e) => e.type === 'morale-tested' && e.reason === 'defensive volley casualties')).toMatchObject({
      unit: 'g',
      score: 7,
      result: 'carry-on',
    });
    expect(types(steady)).toContain('close-combat');
    const shaken = choose(winner([gens], [target()], null, { g: { morale: 0 } }), 'charge-again', 'e', volley);
    expect(
      shaken.events.find((e) => e.type === 'morale-tested' && e.reason === 'defensive volley casualties'),
    ).toMatchObject({ unit: 'g', score: 3, result: 'rout' });
    expect(types(shaken.events)).not.toContain('close-combat');
    // 3 + 2 = 5, read as a moving unit's: "Moving unit halts".
    const halted = choose(winner([gens], [target()], null, { g: { morale: 2 } }), 'charge-again', 'e', volley).events;
    expect(halted.find((e) => e.type === 'morale-tested' && e.reason === 'defensive volley casualties')).toMatchObject({
      score: 5,
      result: 'halt',
    });
    expect(types(halted)).not.toContain('close-combat');
    expect(find(shaken.state, 'g').status).toBe('routed');
  });

  it('a volley that hits nobody calls for no test', () => {
    // To close 6, the variable move 6, twenty 20s (every D20 misses), then 3s.
    const misses = [6, 6, ...Array<number>(20).fill(20)];
    const missed = choose(winner([gens], [shot('e', 30, 24, { frontage: 4 })]), 'charge-again', 'e', misses);
    expect(types(missed.events)).toContain('fired');
    expect(missed.events.some((e) => e.type === 'morale-tested' && e.reason === 'defensive volley casualties')).toBe(
      false,
    );
    expect(types(missed.events)).toContain('close-combat');
  });

  // Ruling R54: "if he fails, Stops 1\" from target" (Close Combat B) or the Morale Results table (`toCloseFailure`).
  it('failing the test to close again with a 4: falls back ("4 - Moving unit Falls Back"), or under toCloseFailure stops only halts', () => {
    // D6 4 + morale 0 = 4.
    const low = { g: { morale: 0 } };
    const asWritten = choose(winner([gens], [pike('e', 30, 24)], null, low), 'charge-again', 'e', [4]).events;
    expect(asWritten[1]).toMatchObject({
      type: 'morale-tested',
      reason: 'to close again with e',
      score: 4,
      result: 'fall-back',
    });
    expect(types(asWritten)).toContain('fell-back');
    const s = winner([gens], [pike('e', 30, 24)], null, low, { toCloseFailure: 'stops' });
    const stops = choose(s, 'charge-again', 'e', [4]);
    expect(stops.events[1]).toMatchObject({ type: 'morale-tested', score: 4, result: 'halt' });
    expect(types(stops.events)).not.toContain('fell-back');
    expect(types(stops.events)).not.toContain('bonus-move');
    expect(find(stops.state, 'g')).toMatchObject({ x: 30, y: 10 });
  });
});

// Ruling R55: "(Defender can fire defensive volley if not already fired that turn)" (Close Combat L) and FIRE:
// "Infantry may not move more than 1/2 if they intend to fire" (`defensiveVolley`).
describe('ruling R55: the defensive volley of foot that made a full move this turn (`defensiveVolley`)', () => {
  const moved = (how: 'none' | 'half' | 'full', options: Record<string, unknown> = {}) =>
    winner([gens], [shot('e', 30, 24, { frontage: 4 })], null, { e: { moved: how } }, options);
  const volleys = (s: SwordAndPikeState) => types(choose(s, 'charge-again', 'e', [6, 6]).events).includes('fired');
  it("'fire-rules' (default): foot that moved half may fire it, foot that made a full move may not", () => {
    expect(volleys(moved('none'))).toBe(true);
    expect(volleys(moved('half'))).toBe(true);
    expect(volleys(moved('full'))).toBe(false);
  });
  it("'not-fired-only': a full move does not stop it, only having fired", () => {
    expect(volleys(moved('full', { defensiveVolley: 'not-fired-only' }))).toBe(true);
    const fired = winner(
      [gens],
      [shot('e', 30, 24, { frontage: 4 })],
      null,
      { e: { moved: 'full', firedThisTurn: true } },
      {
        defensiveVolley: 'not-fired-only',
      },
    );
    expect(volleys(fired)).toBe(false);
  });
  it('mounted shooters fire "moving or stationary": Reiters that made a full move still fire it', () => {
    const reiters = scenarioUnit({
      id: 'e',
      troop: 'reiters',
      weapon: 'pistol',
      figures: 12,
      moraleClass: 'lighter-mounted',
      x: 30,
      y: 24,
      frontage: 4,
    });
    expect(volleys(winner([gens], [reiters], null, { e: { moved: 'full' } }))).toBe(true);
  });
});

// Ruling R53: "Make non-combat tactical move of one normal move" (Close Combat L) against DISORDERED UNITS "Move at half
// rate" — every winner that fought is disordered (ruling R29).
// MORALE: "Disordered Units test morale when they attempt to move. Pass means to rally from disorder. Failure means to
// move disordered." A winner's tactical move is a move: the disordered winner tests first (until 7 Dec 2026 it moved at
// half rate with no test: a doubt of that day's referee).
describe("ruling R53: how far a disordered winner's tactical move goes (`winnerTacticalMove`)", () => {
  const disordered = { g: { status: 'disordered' as const } };
  it('\'move-allowance\' (default): it tests; failed (a 1: 1 + morale 4 - 1 disordered = 4), half its 10" move, 5"', () => {
    const s = winner([gens], [pike('e', 30, 40)], null, disordered);
    const { events } = choose(s, 'tactical-move', 'e', [1]);
    expect(events.find((e) => e.type === 'morale-tested')).toMatchObject({
      unit: 'g',
      reason: 'rally from disorder',
      score: 4,
    });
    expect(types(events)).not.toContain('rallied-from-disorder');
    expect(placed(events)).toMatchObject({ x: 30, y: 15 });
  });
  it("'move-allowance': passed (a 6: 6 + 4 - 1 = 9), it rallies from disorder and makes its whole 10\" move", () => {
    const s = winner([gens], [pike('e', 30, 40)], null, disordered);
    const { events, state } = choose(s, 'tactical-move', 'e', [6]);
    expect(events.find((e) => e.type === 'morale-tested')).toMatchObject({ unit: 'g', score: 9 });
    expect(types(events)).toContain('rallied-from-disorder');
    expect(placed(events)).toMatchObject({ x: 30, y: 20 });
    expect(find(state, 'g').status).toBe('ready');
  });
  it('occupying the vacated position is a move too: a disordered winner tests, and a pass rallies it', () => {
    const s = winner([gens], [pike('e', 30, 40)], { x: 30, y: 16 }, disordered);
    const { events } = choose(s, 'occupy', null, [6]);
    expect(types(events)).toEqual(['morale-tested', 'rallied-from-disorder', 'winner-option']);
    expect(placed(events)).toMatchObject({ x: 30, y: 16 });
  });
  it('a winner in good order, or one that holds, takes no test', () => {
    expect(types(choose(winner([gens], [pike('e', 30, 40)]), 'tactical-move', 'e', []).events)).toEqual([
      'winner-option',
    ]);
    expect(types(choose(winner([gens], [pike('e', 30, 40)], null, disordered), 'hold', null, []).events)).toEqual([
      'winner-option',
    ]);
  });
  it("'normal-move': one normal move, 10\", disordered or not, with no test (the bonus option's words alone)", () => {
    const s = winner([gens], [pike('e', 30, 40)], null, disordered, { winnerTacticalMove: 'normal-move' });
    const { events } = choose(s, 'tactical-move', 'e', []);
    expect(types(events)).toEqual(['winner-option']);
    expect(placed(events)).toMatchObject({ x: 30, y: 20 });
  });
});

// The rest of winnerOptions.ts (part run of 4 Dec 2026): the cases its survivors showed untested.
describe('winner options: the cases no test reached', () => {
  it('a winner with no pending record (checkDecision lets none through) occupies nothing: it stays', () => {
    const s = { ...winner([gens], [pike('e', 30, 40)], { x: 30, y: 16 }), winners: [] };
    const run = recordingContext(s, faces([]));
    winnerOptionVolleyFired(run.ctx, { kind: 'winner-option', unit: 'g', option: 'occupy', target: null });
    expect(placed(run.events)).toMatchObject({ x: 30, y: 10 });
  });

  it('reface toward an enemy it already faces: no turn, it stays as it was', () => {
    const s = winner([gens], [pike('e', 30, 40)]);
    expect(placed(choose(s, 'reface', 'e').events)).toEqual({
      type: 'winner-option',
      unit: 'g',
      option: 'reface',
      x: 30,
      y: 10,
      facing: find(s, 'g').facing,
    });
  });

  it('only "charge again" with a target attempts another close combat: hold naming a target, or charge again naming none, rolls nothing', () => {
    const s = winner([gens], [pike('e', 30, 24)]);
    expect(choose(s, 'hold', 'e', [6, 6, 6, 6]).events.map((e) => e.type)).toEqual(['winner-option']);
    expect(choose(s, 'charge-again', null, [6, 6, 6, 6]).events.map((e) => e.type)).toEqual(['winner-option']);
  });

  // Close Combat C: "+1 if Gendarmes charging lighter mounted units" (the extra of the test to close, ruling R54).
  it('gendarmes charging Reiters again: +1 on the test to close (D6 1 + morale 4 + 1 = 6, carry on)', () => {
    const reiters = scenarioUnit({ id: 'e', troop: 'reiters', weapon: 'pistol', figures: 12, x: 30, y: 24 });
    const s = winner([gens], [reiters], null, { e: { firedThisTurn: true } });
    expect(choose(s, 'charge-again', 'e', [1, 1, 1, 1, 1, 1, 1, 1]).events[1]).toMatchObject({
      type: 'morale-tested',
      reason: 'to close again with e',
      score: 6,
      result: 'carry-on',
    });
  });

  // Rear Attacks: "The Defender checks Morale at minus 1"; its stands cannot fight to the rear (ruling R44).
  it('charging again into the rear: the target tests to stand at -1 and fights with no dice; 16 dice against its back', () => {
    const s = winner([gens], [pike('e', 30, 24)], null, { e: { facing: Math.PI / 2 } });
    // Into the rear no test to close (ruling R60): the variable move's D6 6, then the target's D6 3 to stand.
    const { events } = choose(s, 'charge-again', 'e', [6, 3, ...Array<number>(40).fill(3)]);
    expect(events.find((e) => e.type === 'morale-tested' && e.unit === 'e')).toMatchObject({
      reason: 'to stand against g',
      score: 6,
    });
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({
      attackerDice: { onFive: 16, onSix: 0 },
      defenderDice: { onFive: 0, onSix: 0 },
    });
    // The same target charged in front: 7 to stand, 8 dice against 20.
    const front = choose(winner([gens], [pike('e', 30, 24)]), 'charge-again', 'e', [
      6,
      6,
      3,
      ...Array<number>(40).fill(3),
    ]);
    expect(front.events.find((e) => e.type === 'morale-tested' && e.unit === 'e')).toMatchObject({ score: 7 });
    expect(front.events.find((e) => e.type === 'close-combat')).toMatchObject({
      attackerDice: { onFive: 8, onSix: 0 },
      defenderDice: { onFive: 20, onSix: 0 },
    });
  });

  it('charging again into a flank: the fight is a flank attack (16 dice; the target hits on 6s only); ruling R43 penalty', () => {
    const flanked = (options: Record<string, unknown> = {}) =>
      winner([gens], [pike('e', 31, 22, { frontage: 6, figures: 60 })], null, { e: { facing: 0 } }, options);
    const { events } = choose(flanked(), 'charge-again', 'e', [6, 6, 3, ...Array<number>(80).fill(3)]);
    // Ruling R43 (`flankAttacks.moralePenalty`): the test to stand on a flank, at 0 (default) or minus the penalty.
    const stand = (options: Record<string, unknown>) =>
      choose(flanked(options), 'charge-again', 'e', [6, 6, 3, ...Array<number>(80).fill(3)]).events.find(
        (e) => e.type === 'morale-tested' && e.unit === 'e',
      );
    expect(stand({})).toMatchObject({ reason: 'to stand against g', score: 7 });
    expect(stand({ flankAttacks: { moralePenalty: 1 } })).toMatchObject({ reason: 'to stand against g', score: 6 });
    // Only on a flank: the same penalty asks nothing of pikes charged again in front (7).
    const front = winner([gens], [pike('e', 30, 24)], null, {}, { flankAttacks: { moralePenalty: 1 } });
    expect(
      choose(front, 'charge-again', 'e', [6, 6, 3, ...Array<number>(40).fill(3)]).events.find(
        (e) => e.type === 'morale-tested' && e.unit === 'e',
      ),
    ).toMatchObject({ reason: 'to stand against g', score: 7 });
    expect(events.find((e) => e.type === 'close-combat')).toMatchObject({
      attackerDice: { onFive: 16, onSix: 0 },
      defenderDice: { onFive: 0, onSix: 40 },
    });
  });

  // Ruling R24: the charger squares up to the edge it attacks (`chargersSquareUp`), or halts where its move took it.
  it('closing again squares up to the edge attacked (facing it), or with chargersSquareUp off stays as it came', () => {
    const target = () => pike('e', 36, 22, { frontage: 4, figures: 40 });
    const squared = choose(winner([gens], [target()], null, { e: { facing: 0 } }), 'charge-again', 'e', [6, 6]);
    expect(squared.events.find((e) => e.type === 'bonus-move')).toEqual({
      type: 'bonus-move',
      unit: 'g',
      x: 32,
      y: 20,
      closed: true,
      facing: 0,
    });
    const s = winner([gens], [target()], null, { e: { facing: 0 } }, { chargersSquareUp: false });
    const asCame = choose(s, 'charge-again', 'e', [6, 6]).events.find((e) => e.type === 'bonus-move');
    expect(asCame).toMatchObject({ unit: 'g', closed: true, facing: find(s, 'g').facing });
    expect(asCame).not.toMatchObject({ x: 32, y: 20 });
  });

  // OFFICERS: "If the result is 19, and the roll is due to fire casualties, then the officer is taken, wounded".
  it("the defensive volley's casualties put the attached officer at risk as fire casualties: a 19 wounds him", () => {
    const s0 = winner([gens], [shot('e', 30, 24, { frontage: 4 })]);
    const s = {
      ...s0,
      officers: [
        {
          id: 'col',
          name: 'Colonel',
          quality: 'ordinary' as const,
          side: 'A' as const,
          brigade: 'b1',
          attachedTo: 'g',
          status: 'ok' as const,
        },
      ],
    };
    // To close 6, the variable move 6, one hit (3) and nineteen misses (20), the officer's D20 19, then 6s.
    const { events } = choose(s, 'charge-again', 'e', [
      6,
      6,
      3,
      ...Array<number>(19).fill(20),
      19,
      ...Array<number>(40).fill(6),
    ]);
    expect(events.find((e) => e.type === 'officer-casualty')).toEqual({
      type: 'officer-casualty',
      officer: 'col',
      fate: 'wounded',
    });
  });

  it('a winner the volley wipes out: no morale test, no test to stand, no fight', () => {
    const last = winner([{ ...gens, figures: 1 }], [shot('e', 30, 24, { frontage: 4 })]);
    const { events, state } = choose(last, 'charge-again', 'e', [6, 6, 3, ...Array<number>(19).fill(20), 6, 6, 6]);
    expect(events.find((e) => e.type === 'fired')).toMatchObject({ casualties: 1 });
    expect(events.filter((e) => e.type === 'morale-tested').map((e) => e.reason)).toEqual(['to close again with e']);
    expect(types(events)).not.toContain('close-combat');
    expect(find(state, 'g').status).toBe('removed');
  });

  it('a routed target is not tested to stand: "Routed units attacked in close combat are destroyed"', () => {
    const s = winner([gens], [pike('e', 30, 24)], null, { e: { status: 'routed' } });
    const { events } = choose(s, 'charge-again', 'e', [6, 6, 6, 6]);
    expect(events.filter((e) => e.type === 'morale-tested').map((e) => e.unit)).toEqual(['g']);
    expect(events.find((e) => e.type === 'removed')).toEqual({ type: 'removed', unit: 'e', reason: 'destroyed' });
  });

  it('a target that fails its test to stand (D6 1 + morale 0) is not fought', () => {
    const s = winner([gens], [pike('e', 30, 24)], null, { e: { morale: 0 } });
    const { events } = choose(s, 'charge-again', 'e', [6, 6, 1, 1, 1, 1, 1, 1]);
    expect(events.find((e) => e.type === 'morale-tested' && e.unit === 'e')).toMatchObject({
      reason: 'to stand against g',
    });
    expect(types(events)).not.toContain('close-combat');
  });

  // Ruling R24 with the sub-units: "its sub-units do not come with a bonus move, so they stay and are in its way".
  it('a pike block closing again leaves its sleeve where it stands, in its way: it may not square up through it', () => {
    const block = scenarioUnit({
      id: 'p',
      troop: 'pikemen',
      order: 'closed',
      moraleClass: 'swiss-foot',
      figures: 40,
      frontage: 4,
      x: 30,
      y: 10,
    });
    const sleeve = shot('s', 36, 10, { frontage: 2, figures: 10, attachedTo: 'p' });
    // The enemy pikes at (26, 14) facing 135 degrees: the block would swing round to square up on their rear edge.
    const s = winner([block, sleeve], [pike('e', 26, 14)], null, { e: { facing: (3 * Math.PI) / 4 } });
    const move = choose(s, 'charge-again', 'e', [6, 6, ...Array<number>(80).fill(3)]).events.find(
      (e) => e.type === 'bonus-move',
    );
    // Squared up it would stand at (28.121, 11.879) facing 135 degrees, its swing crossing the sleeve that stays (at
    // (36, 10), on its right): it halts where its straight move took it, facing as it came.
    expect(move).toEqual({
      type: 'bonus-move',
      unit: 'p',
      x: 29.91,
      y: 10.09,
      closed: true,
      facing: find(s, 'p').facing,
    });
  });
});
