import { hypot, pivot, vec } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { advanceThenWheel, unitOrders } from '../sequence/legalDecisions.js';
import { alignedCharge } from '../table/alignedCharge.js';
import { turnFor } from '../table/turning.js';
import { baseOf, chargePosition } from '../table/unitGeometry.js';
import {
  faces,
  handBuiltTable,
  recordingContext,
  scenarioUnit,
  sleeveOf,
  type ScenarioUnit,
} from './__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from './Decision.js';
import type { SwordAndPikeEvent } from './Event.js';
import { chargeHome, resolveOrder } from './orders.js';
import type { SwordAndPikeState, UnitState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt): SEQUENCE OF ACTIONS 1 (the movement orders), DISORDERED UNITS
// ("Move at half rate"; MORALE: "Disordered Units test morale when they attempt to move. Pass means to rally from
// disorder. Failure means to move disordered."), FIRE ("Infantry may not move more than 1/2 if they intend to
// fire"), Close Combat A ("Attacker moves units towards target units and halts 1' away"). Rulings
// (docs/rulings/sword-and-pike.md): R2 (movement rates: foot 6"), R23 (sub-units follow their pike), R24 (facing,
// turning, wheeling, chargers square up), R27 (forming square takes half a move), R32 (evasion), R43.

type Order = Extract<SwordAndPikeDecision, { kind: 'order' }>;

/** Scripted faces then 3s. */
const dice = faces;

const contextOf = (state: SwordAndPikeState, script: number[] = []) => recordingContext(state, dice(script));

/** Carries out one order on a hand-built table (A faces north, B south), the units changed as given. */
function order(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  d: Omit<Order, 'kind'>,
  change: Record<string, Partial<UnitState>> = {},
  options: Record<string, unknown> = {},
  script: number[] = [],
) {
  const s = table(a, b, change, options);
  const c = contextOf(s, script);
  resolveOrder(c.ctx, { kind: 'order', ...d });
  return { ...c, before: s };
}
function table(
  a: ScenarioUnit[],
  b: ScenarioUnit[],
  change: Record<string, Partial<UnitState>> = {},
  options: Record<string, unknown> = {},
): SwordAndPikeState {
  const s = handBuiltTable('orders', a, b, SwordAndPikeOptionsSchema.parse({ evasion: 'off', ...options }));
  return { ...s, units: s.units.map((x) => ({ ...x, morale: 3, ...change[x.id] })) };
}
const ordered = (events: readonly SwordAndPikeEvent[]) =>
  events.filter((e): e is Extract<SwordAndPikeEvent, { type: 'unit-ordered' }> => e.type === 'unit-ordered');
const round = (n: number) => Math.round(n * 1000) / 1000;
/** R24's wheel then advance: `unit` wheels `degrees` and spends the rest of its move advancing. */
const wheelThenAdvance = (unit: string, turn: 'wheel-left' | 'wheel-right', degrees: number): Omit<Order, 'kind'> => ({
  unit,
  order: turn,
  target: null,
  degrees,
  thenAdvance: true,
});
const at = (e: { x: number; y: number }) => [round(e.x), round(e.y)];

const NORTH = Math.PI / 2;
/** Foot (a normal move of 6", ruling R2), 20 figures two stands wide: 4" x 2". */
const foot = (o: Partial<ScenarioUnit> = {}) => scenarioUnit({ id: 'foot', troop: 'arquebusiers', x: 30, y: 10, ...o });
const far = scenarioUnit({ id: 'far', troop: 'arquebusiers', x: 30, y: 40 });
const pike = (o: Partial<ScenarioUnit> = {}) =>
  scenarioUnit({ id: 'pike', troop: 'pikemen', order: 'closed', x: 30, y: 10, ...o });
/** A sleeve of the pike, on its right. */
const sleeve = sleeveOf;

describe('advance, advance half, retire (SEQUENCE 1; ruling R2: foot 6")', () => {
  it('an advance of a full move toward the target: 6" straight on, "full"; the order, target and facing as given', () => {
    const r = order([foot()], [far], { unit: 'foot', order: 'advance', target: 'far' });
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'foot',
        order: 'advance',
        target: 'far',
        x: 30,
        y: 16,
        facing: NORTH,
        moved: 'full',
        rear: false,
        flank: false,
      },
    ]);
  });

  it('"advance-half": 3", "half" (so foot may still fire)', () => {
    const r = order([foot()], [far], { unit: 'foot', order: 'advance-half', target: 'far' });
    expect(ordered(r.events).map((e) => [...at(e), e.moved])).toEqual([[30, 13, 'half']]);
  });

  it('an advance cut short by an enemy ahead (halting 1" off): 2.998" of 6" is "half", a little more is "full"', () => {
    // The enemy's base (2" deep) from y 15: an advance stops 1" short (and 0.002" more), its front edge at 14, centre 13.
    const half = order([foot()], [{ ...far, y: 16 }], { unit: 'foot', order: 'advance', target: 'far' });
    expect(ordered(half.events).map((e) => [...at(e), e.moved])).toEqual([[30, 12.998, 'half']]);
    const more = order([foot()], [{ ...far, y: 16.2 }], { unit: 'foot', order: 'advance', target: 'far' });
    expect(ordered(more.events).map((e) => e.moved)).toEqual(['full']);
  });

  it('an advance with no room at all is no move ("none")', () => {
    const r = order([foot()], [{ ...far, y: 13 }], { unit: 'foot', order: 'advance', target: 'far' });
    expect(ordered(r.events).map((e) => [...at(e), e.moved])).toEqual([[30, 10, 'none']]);
  });

  it('retire: a full move to the rear (toward its own table edge), facing kept', () => {
    const r = order([foot({ y: 20 })], [far], { unit: 'foot', order: 'retire', target: null });
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'foot',
        order: 'retire',
        target: null,
        x: 30,
        y: 14,
        facing: NORTH,
        moved: 'full',
        rear: false,
        flank: false,
      },
    ]);
    // Side B's rear is up the table.
    const b = order([foot({ y: 5 })], [{ ...far, y: 30 }], { unit: 'far', order: 'retire', target: null });
    expect(ordered(b.events).map(at)).toEqual([[30, 36]]);
  });

  it('retire against the table edge: half the move is "half", none at all is "none"', () => {
    // 1" deep each side of the centre: the base reaches the edge (y 0) from a centre at y 1.
    const half = order([foot({ y: 4 })], [far], { unit: 'foot', order: 'retire', target: null });
    expect(ordered(half.events).map((e) => [...at(e), e.moved])).toEqual([[30, 1, 'half']]);
    const none = order([foot({ y: 1 })], [far], { unit: 'foot', order: 'retire', target: null });
    expect(ordered(none.events).map((e) => [...at(e), e.moved])).toEqual([[30, 1, 'none']]);
    const more = order([foot({ y: 4.1 })], [far], { unit: 'foot', order: 'retire', target: null });
    expect(ordered(more.events).map((e) => e.moved)).toEqual(['full']);
  });

  // DISORDERED UNITS: "Move at half rate". MORALE: "Disordered Units test morale when they attempt to move. Pass means
  // to rally from disorder. Failure means to move disordered."
  it('a disordered unit tests first: a pass rallies it and it moves its full 6"', () => {
    const r = order(
      [foot()],
      [far],
      { unit: 'foot', order: 'advance', target: 'far' },
      { foot: { status: 'disordered' } },
      {},
      [4],
    );
    expect(r.events.map((e) => e.type)).toEqual(['morale-tested', 'rallied-from-disorder', 'unit-ordered']);
    expect(r.events[0]).toMatchObject({ reason: 'rally from disorder', score: 6, result: 'passed' });
    expect(ordered(r.events).map((e) => [...at(e), e.moved])).toEqual([[30, 16, 'full']]);
  });

  it('a failure: it moves disordered, at half rate (3"), its whole (halved) move', () => {
    const r = order(
      [foot()],
      [far],
      { unit: 'foot', order: 'advance', target: 'far' },
      { foot: { status: 'disordered' } },
      {},
      [3],
    );
    expect(r.events.map((e) => e.type)).toEqual(['morale-tested', 'unit-ordered']);
    expect(ordered(r.events).map((e) => [...at(e), e.moved])).toEqual([[30, 13, 'full']]);
  });

  it('a unit in good order takes no test', () => {
    const r = order([foot()], [far], { unit: 'foot', order: 'advance', target: 'far' });
    expect(r.events.map((e) => e.type)).toEqual(['unit-ordered']);
  });
});

describe('rally, form square, form line', () => {
  it('"rally": the unit stays where it is; no move', () => {
    const r = order([foot()], [far], { unit: 'foot', order: 'rally', target: null });
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'foot',
        order: 'rally',
        target: null,
        x: 30,
        y: 10,
        facing: NORTH,
        moved: 'none',
        rear: false,
        flank: false,
      },
    ]);
  });

  it('ruling R27: forming or leaving square takes half a move, in place', () => {
    for (const o of ['form-square', 'form-line'] as const) {
      const r = order([pike()], [far], { unit: 'pike', order: o, target: null });
      expect(ordered(r.events)).toEqual([
        {
          type: 'unit-ordered',
          unit: 'pike',
          order: o,
          target: null,
          x: 30,
          y: 10,
          facing: NORTH,
          moved: 'half',
          rear: false,
          flank: false,
        },
      ]);
    }
  });
});

// Ruling R23: "while in good order it takes no orders and follows every advance (a charge included), retirement,
// turn and wheel of its pike by the same displacement".
describe('ruling R23: sub-units follow their pike', () => {
  it("a sleeve in good order advances with its pike by the same displacement, with the pike's order and target", () => {
    const r = order([pike(), sleeve()], [far], { unit: 'pike', order: 'advance', target: 'far' });
    expect(ordered(r.events).map((e) => [e.unit, e.order, e.target, ...at(e), e.moved, e.facing])).toEqual([
      ['pike', 'advance', 'far', 30, 16, 'full', NORTH],
      ['sleeve', 'advance', 'far', 33.5, 16, 'full', NORTH],
    ]);
  });

  it('its own move decides "half" or "full": 3" of a 6" move is half', () => {
    const r = order([pike(), sleeve()], [far], { unit: 'pike', order: 'advance-half', target: 'far' });
    expect(ordered(r.events).map((e) => [e.unit, ...at(e), e.moved])).toEqual([
      ['pike', 30, 13, 'half'],
      ['sleeve', 33.5, 13, 'half'],
    ]);
  });

  it('a sleeve that cannot follow at all stays ("none"); one blocked part of the way moves as far as it can', () => {
    // An enemy 1" ahead of the sleeve alone.
    const blocker = scenarioUnit({ id: 'blk', troop: 'arquebusiers', frontage: 1, x: 34, y: 13.5 });
    const r = order([pike(), sleeve()], [far, blocker], { unit: 'pike', order: 'advance', target: 'far' });
    expect(ordered(r.events).map((e) => [e.unit, ...at(e), e.moved])).toEqual([
      ['pike', 30, 16, 'full'],
      ['sleeve', 33.5, 10, 'none'],
    ]);
  });

  it('a pike that does not move: its sleeve emits a move of none, in place', () => {
    const r = order([pike(), sleeve()], [{ ...far, y: 13 }], { unit: 'pike', order: 'advance', target: 'far' });
    expect(ordered(r.events).map((e) => [e.unit, ...at(e), e.moved])).toEqual([
      ['pike', 30, 10, 'none'],
      ['sleeve', 33.5, 10, 'none'],
    ]);
  });

  it('a sleeve retires with its pike', () => {
    const r = order([pike({ y: 20 }), sleeve({ y: 20 })], [far], { unit: 'pike', order: 'retire', target: null });
    expect(ordered(r.events).map((e) => [e.unit, e.order, ...at(e)])).toEqual([
      ['pike', 'retire', 30, 14],
      ['sleeve', 'retire', 33.5, 14],
    ]);
  });

  it('not a sleeve that is disordered, already ordered, gone, or of another pike', () => {
    const only = (
      change: Record<string, Partial<UnitState>>,
      s: Partial<ScenarioUnit> = {},
      extra: ScenarioUnit[] = [],
    ) =>
      ordered(
        order([pike(), sleeve(s), ...extra], [far], { unit: 'pike', order: 'advance', target: 'far' }, change).events,
      ).map((e) => e.unit);
    expect(only({ sleeve: { status: 'disordered' } })).toEqual(['pike']);
    expect(only({ sleeve: { ordered: true } })).toEqual(['pike']);
    expect(only({ sleeve: { status: 'removed' } })).toEqual(['pike']);
    expect(only({}, { attachedTo: 'pike2' }, [pike({ id: 'pike2', x: 50 })])).toEqual(['pike']);
  });
});

// Ruling R24: turning and wheeling.
describe('ruling R24: face, wheel-left, wheel-right', () => {
  const horse = scenarioUnit({ id: 'horse', troop: 'gendarmes', figures: 12, x: 44, y: 9 });

  it('"face" an enemy on the flank: the pivot the table gives, for half a move', () => {
    const r = order([foot()], [horse], { unit: 'foot', order: 'face', target: 'horse' });
    const s = r.before;
    const turn = turnFor(s, s.units[0]!, 'face', { x: 44, y: 9 }, 6)!;
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'foot',
        order: 'face',
        target: 'horse',
        x: turn.x,
        y: turn.y,
        facing: turn.facing,
        moved: 'half',
        rear: false,
        flank: false,
      },
    ]);
    expect(turn.facing).not.toBeCloseTo(NORTH, 3);
  });

  it('"Pivot in place does not count as moving": a gun faces for nothing ("none")', () => {
    const gun = scenarioUnit({
      id: 'gun',
      troop: 'heavy-gun',
      weapon: 'heavy-cannon',
      figures: 4,
      order: 'skirmish',
      frontage: 1,
      moraleClass: 'gunners-auxiliaries',
      x: 30,
      y: 11,
    });
    const r = order([gun], [horse], { unit: 'gun', order: 'face', target: 'horse' });
    expect(ordered(r.events).map((e) => e.moved)).toEqual(['none']);
  });

  it('a turn the table does not allow (a pike square, a face with no target) is no move', () => {
    const sq = order(
      [pike()],
      [horse],
      { unit: 'pike', order: 'wheel-left', target: null },
      { pike: { square: true } },
    );
    expect(ordered(sq.events).map((e) => [...at(e), e.moved, e.facing])).toEqual([[30, 10, 'none', NORTH]]);
    const face = order([foot()], [horse], { unit: 'foot', order: 'face', target: null });
    expect(ordered(face.events).map((e) => e.moved)).toEqual(['none']);
  });

  it('a wheel of 15° costs 1.05" of 6: "half"; 60° costs 4.19": "full"; a wheel naming no angle is 45°', () => {
    const wheel = (degrees?: number) => {
      const r = order([foot()], [far], {
        unit: 'foot',
        order: 'wheel-right',
        target: null,
        ...(degrees ? { degrees } : {}),
      });
      return ordered(r.events)[0]!;
    };
    expect(wheel(15).moved).toBe('half');
    expect(wheel(15).facing).toBeCloseTo(NORTH - Math.PI / 12, 6);
    expect(wheel(60).moved).toBe('full');
    expect(wheel().facing).toBeCloseTo(NORTH - Math.PI / 4, 6);
  });

  it('a wheel at exactly half the move is "half": a 2"-wide unit wheeling 90° pays 3.14" of a 6.28" move', () => {
    // Light guns do not wheel; foot of one stand (2" wide) wheeling 90° pays pi inches; with `movement.foot` 2*pi.
    const one = foot({ figures: 5, frontage: 1 });
    const r = order(
      [one],
      [far],
      { unit: 'foot', order: 'wheel-left', target: null, degrees: 90 },
      {},
      { movement: { foot: 2 * Math.PI } },
    );
    expect(ordered(r.events)[0]?.moved).toBe('half');
  });

  it("the pike's sleeves swing with it about the same point by the same angle, for half a move", () => {
    const r = order([pike(), sleeve()], [far], { unit: 'pike', order: 'wheel-left', target: null, degrees: 15 });
    const s = r.before;
    const turn = turnFor(s, s.units[0]!, 'wheel-left', null, 6, 15)!;
    const swung = pivot(baseOf(s.units[1]!), turn.angle, vec(turn.about.x, turn.about.y));
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'pike',
        order: 'wheel-left',
        target: null,
        x: turn.x,
        y: turn.y,
        facing: turn.facing,
        moved: 'half',
        rear: false,
        flank: false,
      },
      {
        type: 'unit-ordered',
        unit: 'sleeve',
        order: 'wheel-left',
        target: null,
        x: swung.centre.x,
        y: swung.centre.y,
        facing: swung.facing,
        moved: 'half',
        rear: false,
        flank: false,
      },
    ]);
  });

  // "With `thenAdvance: true` a wheel is followed by a straight advance along the new facing with the rest of the
  // move ... the move counts the arc plus the advance (half or full, for firing). Sub-units that wheeled with their
  // pike follow the advance by the same displacement."
  it('wheel then advance: the rest of the move straight along the new facing; the move counts both', () => {
    const r = order([foot()], [far], wheelThenAdvance('foot', 'wheel-right', 15));
    const [wheel, advance] = ordered(r.events);
    expect(wheel?.order).toBe('wheel-right');
    const rest = 6 - (4 * Math.PI) / 12;
    expect(advance).toMatchObject({
      unit: 'foot',
      order: 'advance',
      target: null,
      moved: 'full',
      facing: wheel!.facing,
    });
    expect(hypot(advance!.x - wheel!.x, advance!.y - wheel!.y)).toBeCloseTo(rest, 2);
    expect(Math.atan2(advance!.y - wheel!.y, advance!.x - wheel!.x)).toBeCloseTo(wheel!.facing, 3);
  });

  it('wheel then advance, cut short: within half the move in all it is "half"', () => {
    // An enemy across the new front: the advance stops 1" short of it.
    const short = (y: number) =>
      ordered(order([foot()], [{ ...far, y }], wheelThenAdvance('foot', 'wheel-right', 15)).events);
    // The wheel costs 1.05"; the advance stops about 0.5" on (half), or 2" on (3.05" in all: full).
    const halfway = short(14.5);
    expect(halfway).toHaveLength(2);
    expect(halfway[1]?.moved).toBe('half');
    expect(short(16)[1]?.moved).toBe('full');
  });

  it('wheel then advance, cut short, exactly half the move in all: "half"; a thousandth more than half: "full"', () => {
    // FIRE: "Infantry may not move more than 1/2 if they intend to fire"; R24: the move counts the arc and the advance.
    // The scene above (halfway), with the foot's move set (option `movement`) to twice what it used: exactly half. The
    // wheel is logged with what it used so far (half either way); the advance after it with the whole move's count.
    const wheeledAndAdvanced = (options: Record<string, unknown> = {}) =>
      ordered(order([foot()], [{ ...far, y: 14.5 }], wheelThenAdvance('foot', 'wheel-right', 15), {}, options).events);
    const [wheel, advance] = wheeledAndAdvanced();
    // The arc (4" wide, 15°) and the advance (a whole number of thousandths, as `moveToward` moves).
    const used = (4 * Math.PI) / 12 + Math.round(hypot(advance!.x - wheel!.x, advance!.y - wheel!.y) * 1000) / 1000;
    const exact = wheeledAndAdvanced({ movement: { foot: 2 * used } });
    expect(exact.map((e) => [e.order, e.x, e.y, e.moved])).toEqual([
      [wheel!.order, wheel!.x, wheel!.y, 'half'],
      ['advance', advance!.x, advance!.y, 'half'],
    ]);
    expect(wheeledAndAdvanced({ movement: { foot: 2 * used - 0.002 } }).map((e) => e.moved)).toEqual(['half', 'full']);
  });

  it('wheel then advance with no room left after the wheel: the wheel alone, no advance of 0" logged', () => {
    // The enemy 4.037" ahead: the wheel ends with its front 1" from the enemy ("stopping short as every move does"),
    // so the rest of the move has nowhere to go. A move of 0" is no move (it would count as a move for firing).
    const r = order([foot()], [{ ...far, y: 14.037 }], wheelThenAdvance('foot', 'wheel-right', 15));
    expect(ordered(r.events).map((e) => [e.unit, e.order, e.moved])).toEqual([['foot', 'wheel-right', 'half']]);
  });

  it("wheel then advance: a pike's sleeve with no room to follow stays where it wheeled, the pike advances", () => {
    // An enemy ahead of the sleeve only, 1" from its front after the wheel: the pike advances its full rest, the
    // sleeve cannot move, and no move of 0" is logged for it (a logged full move would stop it firing).
    const r = order([pike(), sleeve()], [{ ...far, x: 36, y: 14.2 }], wheelThenAdvance('pike', 'wheel-left', 15));
    expect(ordered(r.events).map((e) => [e.unit, e.order, e.moved])).toEqual([
      ['pike', 'wheel-left', 'half'],
      ['sleeve', 'wheel-left', 'half'],
      ['pike', 'advance', 'full'],
    ]);
  });

  it("wheel then advance: a pike's sleeves follow its advance by the same displacement, a full move", () => {
    const r = order([pike(), sleeve()], [far], wheelThenAdvance('pike', 'wheel-left', 15));
    const [pw, sw, pa, sa] = ordered(r.events);
    expect([pw?.unit, sw?.unit, pa?.unit, sa?.unit]).toEqual(['pike', 'sleeve', 'pike', 'sleeve']);
    expect(sa).toMatchObject({ order: 'advance', target: null, moved: 'full', facing: sw!.facing });
    expect(sa!.x - sw!.x).toBeCloseTo(pa!.x - pw!.x, 3);
    expect(sa!.y - sw!.y).toBeCloseTo(pa!.y - pw!.y, 3);
  });

  it('"face" then advance is not a wheel: no advance follows', () => {
    const r = order([foot()], [horse], { unit: 'foot', order: 'face', target: 'horse', thenAdvance: true });
    expect(ordered(r.events)).toHaveLength(1);
  });

  // "With `advanceFirst: true` (`advanceThenWheel`) the order is the other way round: the unit first advances straight
  // ahead with the move the wheel leaves ... then wheels at the new place ... The move counts the advance plus the
  // arc."
  it('advance then wheel: the advance the table plans, then the wheel there; a full move in all', () => {
    const r = order([foot()], [far], {
      unit: 'foot',
      order: 'wheel-left',
      target: null,
      degrees: 45,
      advanceFirst: true,
    });
    const s = r.before;
    const plan = advanceThenWheel(s, s.units[0]!, 'wheel-left', 45, 6)!;
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'foot',
        order: 'advance',
        target: null,
        x: plan.to.x,
        y: plan.to.y,
        facing: NORTH,
        moved: 'full',
        rear: false,
        flank: false,
      },
      {
        type: 'unit-ordered',
        unit: 'foot',
        order: 'wheel-left',
        target: null,
        x: plan.turn.x,
        y: plan.turn.y,
        facing: plan.turn.facing,
        moved: 'full',
        rear: false,
        flank: false,
      },
    ]);
  });

  it('advance then wheel with a pike block: the sleeve advances with it, then swings about the same point', () => {
    const r = order([pike(), sleeve()], [far], {
      unit: 'pike',
      order: 'wheel-left',
      target: null,
      degrees: 45,
      advanceFirst: true,
    });
    const s = r.before;
    const plan = advanceThenWheel(s, s.units[0]!, 'wheel-left', 45, 6)!;
    const f = plan.followers[0]!;
    const moved = { ...s.units[1]!, x: f.x, y: f.y };
    const swung = pivot(baseOf(moved), plan.turn.angle, vec(plan.turn.about.x, plan.turn.about.y));
    expect(ordered(r.events).map((e) => [e.unit, e.order, round(e.x), round(e.y), round(e.facing), e.moved])).toEqual([
      ['pike', 'advance', round(plan.to.x), round(plan.to.y), round(NORTH), 'full'],
      ['sleeve', 'advance', round(f.x), round(f.y), round(NORTH), 'full'],
      ['pike', 'wheel-left', round(plan.turn.x), round(plan.turn.y), round(plan.turn.facing), 'full'],
      ['sleeve', 'wheel-left', round(swung.centre.x), round(swung.centre.y), round(swung.facing), 'full'],
    ]);
  });

  it('advance then wheel the table no longer allows is no move; on a "face" order it is ignored', () => {
    const blocked = order([foot()], [{ ...far, y: 13.5 }], {
      unit: 'foot',
      order: 'wheel-left',
      target: null,
      degrees: 45,
      advanceFirst: true,
    });
    expect(ordered(blocked.events).map((e) => [e.order, ...at(e), e.moved])).toEqual([['wheel-left', 30, 10, 'none']]);
    const face = order([foot()], [horse], { unit: 'foot', order: 'face', target: 'horse', advanceFirst: true });
    expect(ordered(face.events).map((e) => [e.order, e.moved])).toEqual([['face', 'half']]);
  });
});

// Close Combat A: "Attacker moves units towards target units and halts 1' away." Ruling R32: "a unit that may evade is
// asked first; the charger moves when its side has answered". Ruling R24: chargers square up. Ruling R43: the face
// attacked is decided where the charger starts.
describe('charge', () => {
  const gens = (o: Partial<ScenarioUnit> = {}) =>
    scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10, ...o });
  const shot = (o: Partial<ScenarioUnit> = {}) =>
    scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 18, ...o });

  it('the charger moves to halt 1" from the target\'s front, a full move, squared up (facing north)', () => {
    const r = order([gens()], [shot()], { unit: 'gens', order: 'charge', target: 'shot' });
    const [e] = ordered(r.events);
    expect(e).toMatchObject({
      unit: 'gens',
      order: 'charge',
      target: 'shot',
      moved: 'full',
      rear: false,
      flank: false,
    });
    // The shot's front edge at y 17; the Gendarmes (4" deep) halt with their front at 16: centre 14.
    expect(round(e!.y)).toBeCloseTo(14, 2);
    expect(e!.facing).toBeCloseTo(NORTH, 6);
  });

  it('with `chargersSquareUp` false, the charger halts where its straight path stops, facing as it was', () => {
    const r = order(
      [gens({ x: 26 })],
      [shot()],
      { unit: 'gens', order: 'charge', target: 'shot' },
      {},
      { chargersSquareUp: false },
    );
    const s = r.before;
    const spot = chargePosition(s, s.units[0]!, s.units[1]!)!;
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'gens',
        order: 'charge',
        target: 'shot',
        x: spot.x,
        y: spot.y,
        facing: NORTH,
        moved: 'full',
        rear: false,
        flank: false,
      },
    ]);
  });

  it('squared up: the place and facing the table gives (`alignedCharge`), turned from the straight path', () => {
    const r = order([gens({ x: 24 })], [shot()], { unit: 'gens', order: 'charge', target: 'shot' });
    const s = r.before;
    const spot = chargePosition(s, s.units[0]!, s.units[1]!)!;
    const aligned = alignedCharge(s, s.units[0]!, s.units[1]!, spot, 'front', 10)!;
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'gens',
        order: 'charge',
        target: 'shot',
        x: aligned.x,
        y: aligned.y,
        facing: aligned.facing,
        moved: 'full',
        rear: false,
        flank: false,
      },
    ]);
    expect([round(aligned.x), round(aligned.y)]).not.toEqual([round(spot.x), round(spot.y)]);
  });

  it("ruling R43: a charger that starts wholly behind the target's front attacks its rear (flagged)", () => {
    // The shot faces south; the Gendarmes start north of it, behind its front line.
    const r = order([gens({ y: 30 })], [shot()], { unit: 'gens', order: 'charge', target: 'shot' });
    expect(ordered(r.events)[0]).toMatchObject({ rear: true, flank: false });
    const unsquared = order(
      [gens({ y: 30 })],
      [shot()],
      { unit: 'gens', order: 'charge', target: 'shot' },
      {},
      { chargersSquareUp: false },
    );
    expect(ordered(unsquared.events)[0]).toMatchObject({ rear: true, flank: false });
  });

  it('ruling R43: a charger beside the target, behind its front line, attacks a flank (flagged)', () => {
    const r = order([gens({ x: 40, y: 20 })], [shot()], { unit: 'gens', order: 'charge', target: 'shot' });
    expect(ordered(r.events)[0]).toMatchObject({ rear: false, flank: true });
  });

  it('a target it cannot reach (a friend in the way): no move', () => {
    const friend = scenarioUnit({ id: 'fr', troop: 'arquebusiers', x: 30, y: 14.5 });
    const r = order([gens(), friend], [shot()], { unit: 'gens', order: 'charge', target: 'shot' });
    expect(ordered(r.events)).toEqual([
      {
        type: 'unit-ordered',
        unit: 'gens',
        order: 'charge',
        target: 'shot',
        x: 30,
        y: 10,
        facing: NORTH,
        moved: 'none',
        rear: false,
        flank: false,
      },
    ]);
  });

  it('ruling R32: a target that may evade is asked first: the charge is declared, nobody moves', () => {
    const lh = scenarioUnit({ id: 'lh', troop: 'light-horse', weapon: 'mounted-arquebus', figures: 12, x: 30, y: 20 });
    const r = order([gens()], [lh], { unit: 'gens', order: 'charge', target: 'lh' }, {}, { evasion: 'light' });
    expect(r.events).toEqual([{ type: 'charge-declared', unit: 'gens', target: 'lh' }]);
  });

  it("a pike's sleeve charges with it: unsquared, by the same displacement, as an advance on the target", () => {
    const r = order(
      [pike(), sleeve()],
      [shot({ y: 16 })],
      { unit: 'pike', order: 'charge', target: 'shot' },
      {},
      { chargersSquareUp: false },
    );
    const [p, sl] = ordered(r.events);
    expect(p).toMatchObject({ unit: 'pike', order: 'charge', moved: 'full' });
    expect(sl).toMatchObject({ unit: 'sleeve', order: 'advance', target: 'shot', rear: false, flank: false });
    expect(sl!.x - 33.5).toBeCloseTo(p!.x - 30, 2);
    expect(sl!.y - 10).toBeCloseTo(p!.y - 10, 2);
  });

  it("a pike's sleeve swings with it when it squares up: half or full by the sleeve's own move", () => {
    // Straight ahead: nothing to swing, the sleeve moves as far as the pike.
    const near = order([pike(), sleeve()], [shot({ y: 15 })], { unit: 'pike', order: 'charge', target: 'shot' });
    const [p, sl] = ordered(near.events);
    expect(p).toMatchObject({ unit: 'pike', order: 'charge' });
    expect(sl).toMatchObject({ unit: 'sleeve', order: 'advance', target: 'shot', rear: false, flank: false });
    const d = hypot(sl!.x - 33.5, sl!.y - 10);
    expect(sl!.moved).toBe(d <= 3 + 1e-9 ? 'half' : 'full');
    expect(d).toBeLessThan(3);
    const farther = order([pike(), sleeve()], [shot({ y: 19 })], { unit: 'pike', order: 'charge', target: 'shot' });
    const fs = ordered(farther.events)[1]!;
    expect(hypot(fs.x - 33.5, fs.y - 10)).toBeGreaterThan(3);
    expect(fs.moved).toBe('full');
  });

  it('a sleeve swinging exactly half its move as its pike squares up is "half" ("may not move more than 1/2")', () => {
    // FIRE: "Infantry may not move more than 1/2 if they intend to fire": half exactly is allowed. The shot's front
    // edge at y 15; the pike (2" deep) squares up 1" from it, centre at 13: 3" straight on, and its sleeve with it,
    // 3" of the sleeve's 6" to the thousandth.
    const r = order([pike(), sleeve()], [shot({ y: 16 })], { unit: 'pike', order: 'charge', target: 'shot' });
    const sl = ordered(r.events)[1]!;
    expect([sl.unit, ...at(sl)]).toEqual(['sleeve', 33.5, 13]);
    expect(hypot(sl.x - 33.5, sl.y - 10)).toBeCloseTo(3, 12);
    expect(sl.moved).toBe('half');
  });
});

describe('chargeHome', () => {
  it('moves the charger from where it is to the spot given, with its allowance for the squaring up', () => {
    const s = table(
      [scenarioUnit({ id: 'gens', troop: 'gendarmes', figures: 12, x: 30, y: 10 })],
      [scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 30, y: 18 })],
      {},
      { chargersSquareUp: false },
    );
    const c = contextOf(s);
    chargeHome(c.ctx, s.units[0]!, s.units[1]!, { x: 31, y: 12, followers: [] }, 10, true);
    expect(ordered(c.events).map((e) => [...at(e), e.moved])).toEqual([[31, 12, 'full']]);
  });
});

// Killers added after the part run (each checked against its mutant applied by hand).
describe('ruling R24 and R23: every move of a turn is a plain move, never a charge on a flank or the rear', () => {
  const flags = (events: readonly SwordAndPikeEvent[]) =>
    ordered(events).map((e) => [e.unit, e.order, e.rear, e.flank]);

  it('advance then wheel with a pike block: the four moves carry no rear or flank flag', () => {
    const r = order([pike(), sleeve()], [far], {
      unit: 'pike',
      order: 'wheel-left',
      target: null,
      degrees: 45,
      advanceFirst: true,
    });
    expect(flags(r.events)).toEqual([
      ['pike', 'advance', false, false],
      ['sleeve', 'advance', false, false],
      ['pike', 'wheel-left', false, false],
      ['sleeve', 'wheel-left', false, false],
    ]);
  });

  it('wheel then advance with a pike block: the four moves carry no rear or flank flag', () => {
    const r = order([pike(), sleeve()], [far], wheelThenAdvance('pike', 'wheel-left', 15));
    expect(flags(r.events)).toEqual([
      ['pike', 'wheel-left', false, false],
      ['sleeve', 'wheel-left', false, false],
      ['pike', 'advance', false, false],
      ['sleeve', 'advance', false, false],
    ]);
  });
});

describe('ruling R24: advance then wheel by the angle ordered', () => {
  it('a quarter turn (90°) to the left: the unit ends facing west', () => {
    // One stand, 2" wide: the 90° wheel pays 3.14" of the 6"; the advance takes the rest.
    const r = order([foot({ figures: 5, frontage: 1 })], [far], {
      unit: 'foot',
      order: 'wheel-left',
      target: null,
      degrees: 90,
      advanceFirst: true,
    });
    const events = ordered(r.events);
    expect(events.map((e) => e.order)).toEqual(['advance', 'wheel-left']);
    expect(events[1]?.facing).toBeCloseTo(Math.PI, 6);
  });
});

// FIRE: "Infantry may not move more than 1/2 if they intend to fire"; ruling R24: "The move counts the advance plus the
// arc". The advance is cut short by the north table edge (48"), which the wheel after it does not cross: a foot unit of
// one stand (2" wide) facing north-east, its front-left corner leading, advances 1.045" to the edge, then wheels 45° to
// the left about that corner (on the edge), its front swinging up to lie along the edge, facing north (the arc: 1.571").
// Enemies ahead stop an advance 1" off, inside the wheel's sweep; the table edge stops it with the sweep clear.
describe('ruling R24: advance then wheel within half the move, cut short by the table edge', () => {
  const toEdge = (options: Record<string, unknown> = {}) =>
    order(
      [foot({ figures: 5, frontage: 1, x: 50, y: 46.2 })],
      [far],
      { unit: 'foot', order: 'wheel-left', target: null, degrees: 45, advanceFirst: true },
      { foot: { facing: Math.PI / 4 } },
      options,
    );
  const moves = (r: ReturnType<typeof toEdge>) =>
    ordered(r.events).map((e) => [e.order, round(e.x), round(e.y), round(e.facing), e.moved]);

  it('1.045" of advance and 1.571" of wheel: 2.616" of a 6" move is "half", so the foot may still fire', () => {
    const r = toEdge();
    const s = r.before;
    const plan = advanceThenWheel(s, s.units[0]!, 'wheel-left', 45, 6)!;
    expect(plan.to.moved).toBe(1.045);
    expect(plan.to.moved + plan.turn.cost).toBeCloseTo(2.616, 3);
    expect(moves(r)).toEqual([
      ['advance', 50.739, 46.939, round(Math.PI / 4), 'half'],
      ['wheel-left', round(plan.turn.x), round(plan.turn.y), round(NORTH), 'half'],
    ]);
  });

  it('an advance and a wheel of exactly half the move are "half"; a thousandth more than half is "full"', () => {
    const s = toEdge().before;
    const plan = advanceThenWheel(s, s.units[0]!, 'wheel-left', 45, 6)!;
    const used = plan.to.moved + plan.turn.cost;
    const r = toEdge({ movement: { foot: 2 * used } });
    expect(moves(r).map((m) => m[4])).toEqual(['half', 'half']);
    const more = toEdge({ movement: { foot: 2 * used - 0.002 } });
    expect(moves(more).map((m) => m[4])).toEqual(['full', 'full']);
  });
});

describe('ruling R23: a sleeve follows its pike by the same displacement, in any direction', () => {
  // Close Combat A: "Attacker moves units towards target units and halts 1' away." Ruling R23: a sub-unit in good order
  // "follows every advance (a charge included), retirement, turn and wheel of its pike by the same displacement"; R24:
  // "its path must be clear of other units". The sleeve moves with the pike, so it is not in the pike's way.
  it('the pike advances toward a target off to its right: its whole 6" (not stopped by its own sleeve); the sleeve moves by the same x and y', () => {
    const r = order([pike(), sleeve()], [{ ...far, x: 50, y: 40 }], { unit: 'pike', order: 'advance', target: 'far' });
    const [p, sl] = ordered(r.events);
    // The same 6" as with no sleeve: (33.328, 14.992).
    const alone = ordered(
      order([pike()], [{ ...far, x: 50, y: 40 }], { unit: 'pike', order: 'advance', target: 'far' }).events,
    )[0]!;
    expect([...at(alone), alone.moved]).toEqual([33.328, 14.992, 'full']);
    expect([p!.unit, ...at(p!), p!.moved]).toEqual(['pike', 33.328, 14.992, 'full']);
    // The same displacement, to the thousandth that positions are kept to (it stops 0.002" short as every move does).
    expect([sl!.unit, sl!.moved]).toEqual(['sleeve', 'full']);
    expect(Math.abs(sl!.x - 36.828)).toBeLessThanOrEqual(0.002);
    expect(Math.abs(sl!.y - 14.992)).toBeLessThanOrEqual(0.002);
  });

  it('a sleeve that cannot keep up is left where its own path stops (R24), and the pike does not run over it', () => {
    // The pike advances east toward an enemy on its right; a second enemy 1" beyond the sleeve's stop blocks the sleeve
    // (it halts 1" short of it, 2" on); the pike goes on until it meets its sleeve where that stopped, not through it.
    const blk = scenarioUnit({ id: 'blk', troop: 'arquebusiers', figures: 5, frontage: 1, x: 38.5, y: 10 });
    const r = order([pike(), sleeve()], [{ ...far, x: 60, y: 10 }, blk], {
      unit: 'pike',
      order: 'advance',
      target: 'far',
    });
    const [p, sl] = ordered(r.events);
    expect([sl!.unit, ...at(sl!)]).toEqual(['sleeve', 35.498, 10]);
    expect(p!.unit).toBe('pike');
    expect(p!.x).toBeGreaterThan(31.9);
    expect(p!.x).toBeLessThanOrEqual(33.498);
    const placed = (id: string, e: { x: number; y: number }) =>
      baseOf({ ...r.before.units.find((x) => x.id === id)!, x: e.x, y: e.y });
    expect(placed('pike', p!).centre.x + 2).toBeLessThanOrEqual(placed('sleeve', sl!).centre.x - 1 + 1e-9);
  });

  it('a pike with a sleeve on its right charges an enemy off to its right: the charge is offered and made', () => {
    const tgt = scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 36, y: 15 });
    const s = table([pike(), sleeve()], [tgt]);
    const spot = chargePosition(s, s.units[0]!, s.units[2]!, 6);
    const alone = table([pike()], [tgt]);
    const aloneSpot = chargePosition(alone, alone.units[0]!, alone.units[1]!, 6)!;
    expect(spot).not.toBeNull();
    expect(spot).toMatchObject({ x: aloneSpot.x, y: aloneSpot.y, distance: aloneSpot.distance });
    expect(unitOrders(s, s.units[0]!)).toContainEqual({ kind: 'order', unit: 'pike', order: 'charge', target: 'shot' });
    const r = order([pike(), sleeve()], [tgt], { unit: 'pike', order: 'charge', target: 'shot' });
    const [p, sl] = ordered(r.events);
    expect(p).toMatchObject({ unit: 'pike', order: 'charge', target: 'shot', moved: 'full' });
    expect(hypot(p!.x - 30, p!.y - 10)).toBeGreaterThan(1);
    expect(sl).toMatchObject({ unit: 'sleeve', target: 'shot' });
    expect(hypot(sl!.x - 33.5, sl!.y - 10)).toBeGreaterThan(1);
  });
});

// FIRE: "Infantry may not move more than 1/2 if they intend to fire." Ruling R24: a wheel counts "the arc travelled by
// the outer front corner"; R23: a sub-unit follows every turn and wheel of its pike "(so shot sleeves that moved half
// may still fire)". A sleeve's own swing about its pike's pivot, by its own outer front corner, is what it moved.
// Ruling R24: "its path must be clear of other units" — its sleeve's too, and a sleeve left behind is in its way.
describe("ruling R23 and R24: a sleeve that cannot follow a charge is in its pike's way", () => {
  it('the target beyond the sleeve: the sleeve stops 1" short of it, in the pike\'s path, so no charge is offered', () => {
    const tgt = scenarioUnit({ id: 'shot', troop: 'arquebusiers', x: 40, y: 10.5 });
    const s = table([pike(), sleeve()], [tgt]);
    const alone = table([pike()], [tgt]);
    expect(chargePosition(alone, alone.units[0]!, alone.units[1]!, 6)).not.toBeNull();
    expect(chargePosition(s, s.units[0]!, s.units[2]!, 6)).toBeNull();
    expect(unitOrders(s, s.units[0]!).filter((d) => d.kind === 'order' && d.order === 'charge')).toEqual([]);
  });
});

describe('ruling R23 and R24: a sleeve wheeling with its pike counts its own swing', () => {
  const NEAR_ENEMY = { ...far, x: 28, y: 14.6 };

  it('a 60° wheel: the sleeve\'s outer front corner travels 6.83" (more than half its 6"): "full"', () => {
    const r = order([pike(), sleeve()], [far], { unit: 'pike', order: 'wheel-left', target: null, degrees: 60 });
    const [p, sl] = ordered(r.events);
    // The pivot: the pike's front-left corner (28, 11); the sleeve's front-right corner (34.5, 10.5: the sleeve is 1"
    // deep) is 6.52" from it.
    expect(hypot(6.5, 0.5) * (Math.PI / 3)).toBeCloseTo(6.827, 3);
    expect([p!.unit, p!.moved]).toEqual(['pike', 'full']);
    expect([sl!.unit, sl!.order, sl!.moved]).toEqual(['sleeve', 'wheel-left', 'full']);
  });

  it("the wheel is still offered when the sleeve swings farther than its move: the pike's move decides the wheel", () => {
    const s = table([pike(), sleeve()], [far]);
    expect(turnFor(s, s.units[0]!, 'wheel-left', null, 6, 60)).not.toBeNull();
  });

  it('a sleeve on the inner side of the wheel swings less than its pike: 2.67" of 6" is "half" (it may still fire)', () => {
    // On the pike's left, wheeling left: the sleeve is 1" deep, so its outer front corner (25.5, 10.5) is 2.55" from
    // the pivot (28, 11): 2.55 x 60° = 2.67".
    const r = order([pike(), sleeve({ x: 26.5 })], [far], {
      unit: 'pike',
      order: 'wheel-left',
      target: null,
      degrees: 60,
    });
    expect(ordered(r.events).map((e) => [e.unit, e.moved])).toEqual([
      ['pike', 'full'],
      ['sleeve', 'half'],
    ]);
  });

  it('the inner sleeve\'s swing of exactly half its move (the move set to twice its 2.67") is "half"; a hair more, "full"', () => {
    // FIRE: "Infantry may not move more than 1/2 if they intend to fire": half exactly is allowed (option `movement`).
    // R24: the arc of the sleeve's front corner farthest from the pivot, the pike's front-left corner (28, 11).
    const b = baseOf(table([pike(), sleeve({ x: 26.5 })], [far]).units[1]!);
    const front = { x: b.centre.x, y: b.centre.y + b.depth / 2 };
    const swing = hypot(front.x - b.width / 2 - 28, front.y - 11) * (Math.PI / 3);
    // The sleeve (2" wide, 1" deep, front edge at y 10.5): its front-left corner (25.5, 10.5) is 2.55" from the pivot.
    expect(swing).toBeCloseTo(2.67, 2);
    const wheel = (foot: number) =>
      ordered(
        order(
          [pike(), sleeve({ x: 26.5 })],
          [far],
          { unit: 'pike', order: 'wheel-left', target: null, degrees: 60 },
          {},
          { movement: { foot } },
        ).events,
      ).map((e) => [e.unit, e.moved]);
    expect(wheel(2 * swing)).toEqual([
      ['pike', 'full'],
      ['sleeve', 'half'],
    ]);
    expect(wheel(2 * swing - 0.002)).toEqual([
      ['pike', 'full'],
      ['sleeve', 'full'],
    ]);
  });

  it('a 60° wheel then the rest of the move ahead: the sleeve\'s advance counts its 6.83" swing too: "full"', () => {
    // R24: "the move counts the arc plus the advance"; the sleeve's own swing (6.83") and its advance (the pike's
    // 1.81" rest) are past half its 6", though the advance alone is not.
    const r = order([pike(), sleeve()], [far], wheelThenAdvance('pike', 'wheel-left', 60));
    const [, , pa, sa] = ordered(r.events);
    expect(hypot(pa!.x - 30, pa!.y - 10)).toBeGreaterThan(1);
    expect([sa?.unit, sa?.order, sa?.moved]).toEqual(['sleeve', 'advance', 'full']);
  });

  it('wheel then advance cut short: the sleeve\'s swing (1.70") and its advance (under 1") are within half: "half"', () => {
    const r = order([pike(), sleeve()], [NEAR_ENEMY], wheelThenAdvance('pike', 'wheel-left', 15));
    const [pw, sw, pa, sa] = ordered(r.events);
    expect([pw, sw, pa, sa].map((e) => [e?.unit, e?.order, e?.moved])).toEqual([
      ['pike', 'wheel-left', 'half'],
      ['sleeve', 'wheel-left', 'half'],
      ['pike', 'advance', 'half'],
      ['sleeve', 'advance', 'half'],
    ]);
    const swing = hypot(6.5, 0.5) * (Math.PI / 12);
    expect(swing + hypot(sa!.x - sw!.x, sa!.y - sw!.y)).toBeLessThanOrEqual(3);
  });
});
