import { describe, expect, it } from 'vitest';
import { competentBot } from '../bot/competentBot.js';
import { checkDecision, legalDecisions, tacticalMove, unitOrders } from '../sequence/legalDecisions.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { faces, handBuiltTable, playDecisions, scenarioUnit, sleeveOf, unitIn } from './__fixtures__/playDecisions.js';
import { SwordAndPikeDecisionSchema, type SwordAndPikeDecision } from './Decision.js';
import { describeDecision } from './describe.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeState } from './State.js';

// Rulebook (/work/shared/rules/sword-and-pike.txt), SEQUENCE OF ACTIONS 1: "The highest side moves first, moving the
// total of Brigades equal to the sum of the 2xD6"; FIRE: "Infantry may not move more than 1/2 if they intend to fire",
// "Light guns may move ½ normal distance and still fire normally"; DISORDERED UNITS: "Move at half rate". No clause
// limits the way a unit moves, nor makes it go its whole move: the way and the distance are its player's, within its
// move. The battle offered advances only toward the four nearest enemies (the whole move or half) and retirements
// straight to the rear, and refused every other way and distance; a winner's "non-combat tactical move of one normal
// move" likewise only toward the four nearest enemies, straight ahead or back. Ruling R65 (docs/rulings/
// sword-and-pike.md): the legal list offers an advance toward every enemy on the table and a move every 15 degrees
// off the unit's front (the whole move or half); the check accepts any heading and any distance within the move.

type Order = Extract<SwordAndPikeDecision, { kind: 'order' }>;
type WinnerOption = Extract<SwordAndPikeDecision, { kind: 'winner-option' }>;
const gendarmes = (id: string, x: number, y: number) =>
  scenarioUnit({ id, troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x, y });
const pike = (id: string, x: number, y: number) => scenarioUnit({ id, troop: 'pikemen', order: 'closed', x, y });

/** Side A's gendarmes `g` (10" a move, facing +y) at (30, 20); six enemy pikes, nearest first e1, e2, e3, e5, e4, e6. */
function table(): SwordAndPikeState {
  return handBuiltTable(
    'free',
    [gendarmes('g', 30, 20)],
    [
      pike('e1', 30, 40),
      pike('e2', 50, 40),
      pike('e3', 8, 40),
      pike('e4', 62, 44),
      pike('e5', 4, 46),
      pike('e6', 70, 46),
    ],
  );
}
const order = (more: Partial<Order>): Order => ({ kind: 'order', unit: 'g', order: 'move', target: null, ...more });
const orderedTo = (s: SwordAndPikeState, d: SwordAndPikeDecision, dice: number[] = []) =>
  playDecisions(s, faces(dice), [[d, 'A']]).events.find(
    (e): e is Extract<SwordAndPikeEvent, { type: 'unit-ordered' }> =>
      e.type === 'unit-ordered' && 'unit' in d && e.unit === d.unit,
  )!;
/** Every 15 degrees counter-clockwise from straight ahead: 0, 15, ... 180, -165, ... -15. */
const HEADINGS = Array.from({ length: 24 }, (_, k) => (k * 15 > 180 ? k * 15 - 360 : k * 15));

describe('SEQUENCE 1 and FIRE: a unit moves the way and as far as its player wants, within its move (ruling R65)', () => {
  it('an advance is offered toward every enemy on the table, nearest first, not only the four nearest', () => {
    const advances = unitOrders(table(), unitIn(table(), 'g')).filter(
      (d) => d.kind === 'order' && d.order === 'advance',
    );
    expect(advances.map((d) => (d.kind === 'order' ? d.target : null))).toEqual(['e1', 'e2', 'e3', 'e5', 'e4', 'e6']);
  });

  it('a move every 15 degrees off its front is offered, the whole move and half of it, after the retirements', () => {
    const orders = unitOrders(table(), unitIn(table(), 'g')).filter((d): d is Order => d.kind === 'order');
    const moves = orders.filter((d) => d.order === 'move');
    const halves = orders.filter((d) => d.order === 'move-half');
    expect(moves.map((d) => d.heading)).toEqual(HEADINGS);
    expect(halves).toHaveLength(24);
    expect(orders.at(-1)).toEqual(order({ order: 'move-half', heading: -15 }));
  });

  it('a move goes the heading its player names, off its front (to the left positive), keeping its facing', () => {
    const s = table();
    const facing = unitIn(s, 'g').facing;
    // Facing +y, 90 degrees to the left is -x: the whole 10".
    expect(orderedTo(s, order({ heading: 90 }))).toMatchObject({ order: 'move', x: 20, y: 20, facing, moved: 'full' });
    expect(orderedTo(s, order({ heading: -90 }))).toMatchObject({ x: 40, y: 20, facing });
    expect(orderedTo(s, order({ heading: 180 }))).toMatchObject({ x: 30, y: 10, facing });
    expect(orderedTo(s, order({ heading: -180 }))).toMatchObject({ x: 30, y: 10, facing });
    // Half a right-oblique: 5" at 45 degrees right of the front.
    const half = orderedTo(s, order({ order: 'move-half', heading: -45 }));
    expect(half).toMatchObject({ moved: 'half', facing });
    expect(half.x - 30).toBeCloseTo(5 / Math.SQRT2, 2);
    expect(half.y - 20).toBeCloseTo(5 / Math.SQRT2, 2);
  });

  it('any heading and any distance within the move are accepted; the unit goes that far', () => {
    const s = table();
    const d = order({ heading: 37.5, distance: 7.25 });
    expect(checkDecision(s, d)).toBeNull();
    const to = orderedTo(s, d);
    expect(Math.hypot(to.x - 30, to.y - 20)).toBeCloseTo(7.25, 2);
    expect(Math.atan2(to.y - 20, to.x - 30)).toBeCloseTo(((90 + 37.5) * Math.PI) / 180, 3);
    expect(to.moved).toBe('full');
    // 5" of its 10" is half: foot that go so far may still fire (FIRE).
    expect(orderedTo(s, order({ heading: 10, distance: 5 })).moved).toBe('half');
    // The whole move named exactly, and a hair over it (1e-9", rounding) too.
    expect(checkDecision(s, order({ heading: 10, distance: 10 }))).toBeNull();
    expect(checkDecision(s, order({ heading: 10, distance: 10 + 1e-9 }))).toBeNull();
    // Half a move on a heading not listed.
    expect(checkDecision(s, order({ order: 'move-half', heading: 37.5 }))).toBeNull();
  });

  it('an advance toward an enemy and a retirement may name their distance too', () => {
    const s = table();
    const adv = orderedTo(s, { kind: 'order', unit: 'g', order: 'advance', target: 'e5', distance: 3 });
    expect(Math.hypot(adv.x - 30, adv.y - 20)).toBeCloseTo(3, 2);
    expect(adv.x).toBeLessThan(29);
    expect(orderedTo(s, { kind: 'order', unit: 'g', order: 'retire', target: null, distance: 2 })).toMatchObject({
      x: 30,
      y: 18,
      moved: 'half',
    });
  });

  it('the check refuses a distance beyond the move, and a heading or distance where the order has none', () => {
    const s = table();
    expect(checkDecision(s, order({ heading: 0, distance: 10.5 }))).toBe(
      'g may move at most 10" (a move of 10.5" was named)',
    );
    expect(checkDecision(s, order({}))).toMatch(/^a move names its heading/);
    expect(checkDecision(s, order({ heading: 0, target: 'e1' }))).toMatch(/names no target/);
    expect(checkDecision(s, order({ order: 'move-half', heading: 0, distance: 2 }))).toMatch(
      /names no distance: it is half the move/,
    );
    expect(checkDecision(s, order({ order: 'advance', target: 'e1', heading: 20 }))).toMatch(
      /only a move names a heading/,
    );
    expect(checkDecision(s, order({ order: 'charge', target: 'e1', distance: 2 }))).toMatch(
      /only an advance, a retirement or a move names a distance/,
    );
    expect(checkDecision(s, order({ heading: 0, degrees: 45 }))).toBe('a move names only its heading and distance');
    expect(checkDecision(s, order({ order: 'move-half', heading: 0, thenAdvance: false }))).toBe(
      'a move-half names only its heading and distance',
    );
    expect(checkDecision(s, order({ heading: 0, advanceFirst: true }))).toMatch(/names only its heading/);
    expect(checkDecision(s, order({ heading: 0, pistols: false }))).toMatch(/names only its heading/);
    expect(checkDecision(s, order({ order: 'advance-half', target: 'e1', distance: 2 }))).toBe(
      'advance-half names no distance: it is half the move',
    );
    expect(checkDecision(s, order({ order: 'retire-half', distance: 2 }))).toBe(
      'retire-half names no distance: it is half the move',
    );
    expect(checkDecision(s, order({ order: 'wheel-left', degrees: 15, distance: 2 }))).toBe(
      'only an advance, a retirement or a move names a distance, not wheel-left',
    );
    expect(checkDecision(s, order({ order: 'retire', heading: 180 }))).toBe(
      'only a move names a heading (move or move-half): retire goes its own way',
    );
    expect(checkDecision(s, order({}))).toBe(
      "a move names its heading: degrees off the unit's front, to the left positive (-180 to 180)",
    );
    expect(checkDecision(s, order({ heading: 0, target: 'e1' }))).toBe(
      'a move names no target: it goes its heading (advance goes toward an enemy)',
    );
    // A listed order naming its distance is judged by the list: a retirement the unit is offered, a charge it is not.
    expect(checkDecision(s, order({ order: 'retire', distance: 10 }))).toBeNull();
    expect(checkDecision(s, order({ order: 'advance', target: 'e6', distance: 0.001 }))).toBeNull();
    // An advance naming its distance must still be one the unit is offered: not toward a friend.
    expect(checkDecision(s, order({ order: 'advance', target: 'g', distance: 2 }))).toBe('not a legal decision now');
  });

  it('the decision schema takes a heading from -180 to 180 degrees and a distance above 0', () => {
    const ok = (d: unknown) => SwordAndPikeDecisionSchema.safeParse(d).success;
    expect(ok(order({ heading: -180, distance: 0.1 }))).toBe(true);
    expect(ok(order({ heading: 180 }))).toBe(true);
    expect(ok(order({ heading: 181 }))).toBe(false);
    expect(ok(order({ heading: 0, distance: 0 }))).toBe(false);
    expect(ok(order({ heading: Number.NaN }))).toBe(false);
  });

  it('a move stops 1" short of an enemy, at other units and at the table edge, as every move does', () => {
    const s = table();
    // Straight at e1 (its front at y 38): stopped 1" short of the pike's base.
    const ahead = orderedTo(s, order({ heading: 0 }));
    expect(ahead.y).toBeLessThan(30.01);
    const close = { ...s, units: s.units.map((u) => (u.id === 'e1' ? { ...u, y: 28 } : u)) };
    const short = orderedTo(close, order({ heading: 0 }));
    expect(short.y).toBeGreaterThan(20);
    expect(short.y).toBeLessThan(24.01);
    const edge = { ...s, units: s.units.map((u) => (u.id === 'g' ? { ...u, x: 5 } : u)) };
    expect(orderedTo(edge, order({ heading: 90 })).x).toBeCloseTo(2, 2);
  });

  it('a disordered unit names up to its full move: passed its test it goes that far, failed at most half rate', () => {
    const s = table();
    const dis = { ...s, units: s.units.map((u) => (u.id === 'g' ? { ...u, status: 'disordered' as const } : u)) };
    const d = order({ heading: 0, distance: 8 });
    expect(checkDecision(dis, d)).toBeNull();
    expect(checkDecision(dis, order({ heading: 0, distance: 10.5 }))).toMatch(/at most 10"/);
    // Basic Morale from a D6 of 6 (heavy cavalry: 4), then the test: 4 + 4 - 1 (disordered) = 7, passed: 8".
    expect(orderedTo(dis, d, [6, 4])).toMatchObject({ x: 30, y: 28 });
    // A 1: failed, it moves disordered, half rate: 5".
    expect(orderedTo(dis, d, [6, 1])).toMatchObject({ x: 30, y: 25 });
  });

  it('a pike block moves with its sleeve on any heading (ruling R23)', () => {
    const s = handBuiltTable('block', [pike('pike', 30, 10), sleeveOf()], [pike('e', 30, 44)]);
    const r = playDecisions(s, faces([]), [
      [{ kind: 'order', unit: 'pike', order: 'move', target: null, heading: -90 }, 'A'],
    ]);
    expect(unitIn(r.state, 'pike')).toMatchObject({ x: 36, y: 10 });
    expect(unitIn(r.state, 'sleeve')).toMatchObject({ x: 39.5, y: 10 });
  });

  it('a heavy gun, a square and a sleeve following its pike are offered no move, and the check refuses one', () => {
    const gun = scenarioUnit({
      id: 'gun',
      troop: 'heavy-gun',
      weapon: 'heavy-cannon',
      figures: 4,
      frontage: 1,
      order: 'skirmish',
      x: 10,
      y: 10,
    });
    // A sword-and-buckler sleeve is orderable for its skirmish order (R62), and no more.
    const s = handBuiltTable(
      'still',
      [gun, pike('pike', 30, 10), sleeveOf({ troop: 'sword-and-buckler' })],
      [pike('e', 30, 44)],
    );
    for (const id of ['gun', 'sleeve']) {
      expect(legalDecisions(s).some((d) => d.kind === 'order' && d.unit === id && d.order === 'move')).toBe(false);
      expect(checkDecision(s, { kind: 'order', unit: id, order: 'move', target: null, heading: 0 })).toMatch(
        /may not move/,
      );
    }
    const square = { ...s, units: s.units.map((u) => (u.id === 'pike' ? { ...u, square: true } : u)) };
    const move = (unit: string): SwordAndPikeDecision => ({
      kind: 'order',
      unit,
      order: 'move',
      target: null,
      heading: 0,
    });
    expect(checkDecision(square, move('pike'))).toBe('pike may not move in square: it forms line first (ruling R27)');
    expect(checkDecision(s, move('gun'))).toBe('gun may not move: "Heavy guns may not move during the game"');
    expect(checkDecision(s, move('sleeve'))).toBe(
      'sleeve may not move on its own: it moves with its pike formation (ruling R23)',
    );
    expect(checkDecision(s, move('pike'))).toBeNull();
    // A unit with no move at all (the option sets foot's to 0) is offered no move, and a named one is refused.
    const still = handBuiltTable(
      'still',
      [pike('pike', 30, 10)],
      [pike('e', 30, 44)],
      SwordAndPikeOptionsSchema.parse({ movement: { foot: 0 } }),
    );
    expect(checkDecision(still, move('pike'))).toBe('pike may not move: it has no move');
    expect(unitOrders(still, unitIn(still, 'pike')).some((d) => d.kind === 'order' && d.order === 'move')).toBe(false);
  });

  it('describes a move in words', () => {
    const s = table();
    expect(describeDecision(order({ heading: 0 }), s, 'A')).toBe('A: g moves straight ahead');
    expect(describeDecision(order({ heading: 30, distance: 4 }), s, 'A')).toBe('A: g moves 4" 30° left of its front');
    expect(describeDecision(order({ order: 'move-half', heading: -112.5 }), s, 'A')).toBe(
      'A: g moves half a move 112.5° right of its front',
    );
    expect(describeDecision(order({ order: 'move-half', heading: 180 }), s, 'A')).toBe(
      'A: g moves half a move straight back',
    );
    expect(describeDecision({ kind: 'order', unit: 'g', order: 'advance', target: 'e1', distance: 3 }, s, 'A')).toBe(
      'A: g advances 3" toward e1',
    );
  });

  it('the competent bot keeps to its old choices: moves and advances beyond the four nearest score below ending', () => {
    const s = table();
    const bot = competentBot();
    const legal = legalDecisions(s);
    const pick = (from: SwordAndPikeDecision[]) =>
      bot.decide({ state: s, player: 'A', legal: from, rng: { next: () => 0.5 } as never });
    const others = legal.filter(
      (d) =>
        d.kind === 'end-moves' ||
        (d.kind === 'order' &&
          (d.order === 'move' || d.order === 'move-half' || ['e4', 'e6'].includes(d.target ?? ''))),
    );
    expect(pick(others)).toEqual({ kind: 'end-moves' });
    // Among all it still advances on the nearest enemy.
    expect(pick(legal)).toMatchObject({ order: 'advance', target: 'e1' });
  });
});

describe("Close Combat L: the winner's tactical move goes any way its player names (rulings R63, R65)", () => {
  const won = (): SwordAndPikeState => ({
    ...table(),
    step: 'winner-options',
    winners: [{ unit: 'g', vacated: null }],
  });
  const tactical = (more: Partial<WinnerOption>): WinnerOption => ({
    kind: 'winner-option',
    unit: 'g',
    option: 'tactical-move',
    target: null,
    ...more,
  });
  const offered = (s: SwordAndPikeState) =>
    legalDecisions(s).filter((d): d is WinnerOption => d.kind === 'winner-option' && d.option === 'tactical-move');
  const at = (d: WinnerOption) =>
    playDecisions(won(), faces([]), [[d, 'A']]).events.find(
      (x): x is Extract<SwordAndPikeEvent, { type: 'winner-option' }> => x.type === 'winner-option',
    )!;

  it('offers toward every enemy, straight ahead and back, and every 15 degrees between', () => {
    const ways = offered(won());
    expect(ways.slice(0, 8)).toEqual([
      tactical({ target: 'e1' }),
      tactical({ target: 'e2' }),
      tactical({ target: 'e3' }),
      tactical({ target: 'e5' }),
      tactical({ target: 'e4' }),
      tactical({ target: 'e6' }),
      tactical({ heading: 'ahead' }),
      tactical({ heading: 'back' }),
    ]);
    expect(ways.slice(8).map((d) => d.heading)).toEqual(HEADINGS.filter((h) => h !== 0 && h !== 180));
  });

  it('any heading and distance within the move are accepted, and carry the winner so', () => {
    const s = won();
    const d = tactical({ heading: 90, distance: 4 });
    expect(checkDecision(s, d)).toBeNull();
    expect(at(d)).toMatchObject({ x: 26, y: 20 });
    expect(checkDecision(s, tactical({ heading: 22.5 }))).toBeNull();
    expect(checkDecision(s, tactical({ target: 'e5', distance: 2 }))).toBeNull();
    const toE5 = at(tactical({ target: 'e5', distance: 2 }));
    expect(Math.hypot(toE5.x - 30, toE5.y - 20)).toBeCloseTo(2, 2);
    expect(tacticalMove(s, unitIn(s, 'g'), null, -90, 3)).toEqual({ x: 33, y: 20 });
    expect(checkDecision(s, tactical({ heading: 0, distance: 10 + 1e-9 }))).toBeNull();
  });

  it('the reface, and the occupation refacing, still face one of the four nearest enemies only (R24, R64)', () => {
    // Five enemies behind the winner, nearest first b1 ... b5: none ahead of it, where it stands or at the spot.
    const behind = handBuiltTable(
      'behind',
      [gendarmes('g', 30, 30)],
      [pike('b1', 30, 18), pike('b2', 40, 14), pike('b3', 18, 12), pike('b4', 46, 8), pike('b5', 10, 4)],
    );
    const s = { ...behind, step: 'winner-options' as const, winners: [{ unit: 'g', vacated: { x: 30, y: 34 } }] };
    const named = (option: string) =>
      legalDecisions(s).flatMap((d) => (d.kind === 'winner-option' && d.option === option ? [d.target] : []));
    expect(named('reface')).toEqual(['b1', 'b2', 'b3', 'b4']);
    expect(named('occupy')).toEqual([null, 'b1', 'b2', 'b3', 'b4']);
    expect(named('tactical-move').slice(0, 5)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
  });

  it('refuses a distance beyond the move, one under 0.5", and an enemy named with a heading', () => {
    const s = won();
    // R53: the move it has now; a winner here is in good order: 10".
    expect(checkDecision(s, tactical({ heading: 0, distance: 11 }))).toBe(
      'g may move at most 10" (a move of 11" was named)',
    );
    expect(checkDecision(s, tactical({ heading: 0, distance: 0.25 }))).toBe('not a legal decision now');
    expect(checkDecision(s, tactical({ target: 'e1', heading: 30 }))).toBe('not a legal decision now');
    expect(checkDecision(s, { kind: 'winner-option', unit: 'g', option: 'hold', target: null, distance: 2 })).toBe(
      'only a tactical move names a heading or a distance',
    );
  });

  it('options give the winner its normal move whatever its state (R53 normal-move): the limit follows', () => {
    const s0 = handBuiltTable(
      'free',
      [gendarmes('g', 30, 20)],
      [pike('e1', 30, 40)],
      SwordAndPikeOptionsSchema.parse({ winnerTacticalMove: 'normal-move' }),
    );
    const s = {
      ...s0,
      step: 'winner-options' as const,
      winners: [{ unit: 'g', vacated: null }],
      units: s0.units.map((u) => (u.id === 'g' ? { ...u, status: 'disordered' as const } : u)),
    };
    expect(checkDecision(s, tactical({ heading: 0, distance: 10 }))).toBeNull();
    // By default (move-allowance) the disordered winner tests before it moves (MORALE: "Disordered Units test morale
    // when they attempt to move. Pass means to rally from disorder"): it may name its whole move, as an order may (R65);
    // failed, it goes half.
    const dis = { ...s, options: SwordAndPikeOptionsSchema.parse({}) };
    expect(checkDecision(dis, tactical({ heading: 0, distance: 10 }))).toBeNull();
    expect(checkDecision(dis, tactical({ heading: 0, distance: 10.5 }))).toMatch(/at most 10"/);
  });

  it('describes the way in words', () => {
    expect(describeDecision(tactical({ heading: -30 }), won(), 'A')).toBe(
      'A: g, victorious, chooses to make a tactical move 30° right of its front',
    );
    expect(describeDecision(tactical({ heading: 'ahead', distance: 3 }), won(), 'A')).toBe(
      'A: g, victorious, chooses to make a tactical move of 3" straight ahead',
    );
  });
});
