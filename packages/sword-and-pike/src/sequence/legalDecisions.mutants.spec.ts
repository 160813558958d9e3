import { legalOf } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  handBuiltTable,
  scenarioUnit,
  sleeveOf,
  unitIn,
  type ScenarioUnit,
} from '../game/__fixtures__/playDecisions.js';
import type { SwordAndPikeDecision } from '../game/Decision.js';
import type { SwordAndPikeState, UnitState } from '../game/State.js';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { chargePosition } from '../table/unitGeometry.js';
import { turnFor } from '../table/turning.js';
import {
  advanceThenWheel,
  candidates,
  checkDecision,
  enemiesNearestFirst,
  fireDeclarer,
  followsItsPike,
  isFireStep,
  legalDecisions,
  mayEvade,
  moverOf,
  occupySpot,
  orderableUnits,
  tacticalMove,
  unitCandidates,
  unitOrders,
  unitsToDeclare,
  winnerOptions,
} from './legalDecisions.js';

// Killers of sequence/legalDecisions.ts (target sword-and-pike-flow): what each side may decide, on hand-built
// tables. Side A stands at low y facing +y, side B at high y facing -y; A moves first (handBuiltTable).

const unit = scenarioUnit;
const shot = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  unit({ id, troop: 'arquebusiers', weapon: 'arquebus', x, y, ...more });
const pike = (id: string, x: number, y: number, more: Partial<ScenarioUnit> = {}) =>
  unit({ id, troop: 'pikemen', order: 'closed', moraleClass: 'swiss-foot', x, y, ...more });
const find = unitIn;
const options = (o: Record<string, unknown> = {}) => SwordAndPikeOptionsSchema.parse(o);
/** The state with units changed. */
const patch = (s: SwordAndPikeState, change: Record<string, Partial<UnitState>>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((x) => (change[x.id] ? { ...x, ...change[x.id] } : x)),
});
const ordersOf = (s: SwordAndPikeState, id: string) =>
  unitOrders(s, find(s, id)).map((d) => (d.kind === 'order' ? `${d.order}${d.target ? ` ${d.target}` : ''}` : d.kind));

describe('SEQUENCE OF ACTIONS 1: "The highest side moves first ... then the second side"', () => {
  it('the first side moves until it ends its moves, then the other', () => {
    const s = handBuiltTable('mover', [shot('a', 30, 10)], [shot('b', 30, 40)]);
    expect(s.initiative.first).toBe('A');
    expect(moverOf(s)).toBe('A');
    expect(moverOf({ ...s, movesEnded: ['A'] })).toBe('B');
    const bFirst = { ...s, initiative: { ...s.initiative, first: 'B' as const } };
    expect(moverOf(bFirst)).toBe('B');
    expect(moverOf({ ...bFirst, movesEnded: ['B'] })).toBe('A');
  });
});

describe('orderableUnits: "moving the total of Brigades equal to the sum of the 2xD6 ... No brigade may move more than once"', () => {
  const a = [
    shot('a1', 10, 10, { brigade: 'b1' }),
    shot('a2', 20, 10, { brigade: 'b2' }),
    shot('a3', 30, 10, { brigade: 'b3' }),
  ];
  const s0 = handBuiltTable('brigades', a, [shot('b', 30, 40)]);
  const ids = (s: SwordAndPikeState, side: 'A' | 'B' = 'A') => orderableUnits(s, side).map((u) => u.id);

  it('only the units of the side, on the table, not routed, not yet ordered', () => {
    expect(ids(s0)).toEqual(['a1', 'a2', 'a3']);
    expect(ids(s0, 'B')).toEqual(['b']);
    expect(ids(patch(s0, { a1: { status: 'removed' } }))).toEqual(['a2', 'a3']);
    expect(ids(patch(s0, { a1: { status: 'routed' } }))).toEqual(['a2', 'a3']);
    expect(ids(patch(s0, { a1: { status: 'disordered' } }))).toEqual(['a1', 'a2', 'a3']);
    expect(ids(patch(s0, { a1: { ordered: true } }))).toEqual(['a2', 'a3']);
  });

  it('a side whose 2D6 total is spent moves no new brigade; its brigades already moved may go on', () => {
    const two = { ...s0, initiative: { ...s0.initiative, A: 2 }, brigadesMoved: { A: ['b1', 'b2'], B: [] } };
    expect(ids(two)).toEqual(['a1', 'a2']);
    const one = { ...s0, initiative: { ...s0.initiative, A: 2 }, brigadesMoved: { A: ['b1'], B: [] } };
    expect(ids(one)).toEqual(['a1', 'a2', 'a3']);
    // The other side's moved brigades do not count against this side.
    const other = { ...s0, initiative: { ...s0.initiative, A: 2 }, brigadesMoved: { A: [], B: ['x', 'y'] } };
    expect(ids(other)).toEqual(['a1', 'a2', 'a3']);
  });

  it('SEQUENCE 2: "Units which are attacked in close combat by the enemy ... may not move"', () => {
    const charge = {
      target: 'a2',
      rear: false,
      flank: false,
      closed: false,
      halted: false,
      travelled: 3,
      reachedAfterFallBack: false,
    };
    expect(ids(patch(s0, { b: { charge } }))).toEqual(['a1', 'a3']);
    // A charge by a friend (the same side) does not hold the unit charged.
    expect(ids(patch(s0, { a1: { charge } }))).toEqual(['a1', 'a2', 'a3']);
  });

  it('a sub-unit in good order moves with its pike (ruling R23): no orders of its own', () => {
    const s = handBuiltTable(
      'sleeves',
      [pike('p', 30, 10), shot('s', 34, 10, { attachedTo: 'p' })],
      [shot('b', 30, 40)],
    );
    expect(followsItsPike(s, find(s, 's'))).toBe(true);
    expect(ids(s)).toEqual(['p']);
    expect(followsItsPike(s, find(s, 'p'))).toBe(false);
    expect(followsItsPike(patch(s, { s: { status: 'disordered' } }), { ...find(s, 's'), status: 'disordered' })).toBe(
      false,
    );
    expect(followsItsPike(patch(s, { p: { status: 'routed' } }), find(s, 's'))).toBe(false);
    expect(followsItsPike(patch(s, { p: { status: 'removed' } }), find(s, 's'))).toBe(false);
    expect(followsItsPike(patch(s, { p: { status: 'disordered' } }), find(s, 's'))).toBe(true);
    expect(followsItsPike({ ...s, units: s.units.filter((x) => x.id !== 'p') }, find(s, 's'))).toBe(false);
  });
});

describe('mayEvade (ruling R32, evasion "see later", never given)', () => {
  const lh = unit({ id: 'lh', troop: 'light-horse', figures: 12, moraleClass: 'lighter-mounted', x: 30, y: 40 });
  const foot = shot('foot', 40, 40);
  const table = (o: Record<string, unknown> = {}) =>
    handBuiltTable(
      'evade',
      [shot('a', 30, 10)],
      [lh, foot, shot('sk', 50, 40, { troop: 'sword-and-buckler', weapon: null, order: 'skirmish' })],
      options(o),
    );
  it("'light': Light Horse, riflemen and units in skirmish order; 'any': any unit; 'off': none", () => {
    const s = table();
    expect(mayEvade(s, find(s, 'lh'))).toBe(true);
    expect(mayEvade(s, find(s, 'foot'))).toBe(false);
    expect(mayEvade(s, find(s, 'sk'))).toBe(true);
    expect(mayEvade(s, { ...find(s, 'foot'), troop: 'riflemen' })).toBe(true);
    const any = table({ evasion: 'any' });
    expect(mayEvade(any, find(any, 'foot'))).toBe(true);
    const off = table({ evasion: 'off' });
    expect(mayEvade(off, find(off, 'lh'))).toBe(false);
  });
  it('never a unit gone, routed, in square, that has moved or charged, a gun, or one with no move', () => {
    const s = table({ evasion: 'any' });
    const f = find(s, 'foot');
    expect(mayEvade(s, { ...f, status: 'removed' })).toBe(false);
    expect(mayEvade(s, { ...f, status: 'routed' })).toBe(false);
    expect(mayEvade(s, { ...f, status: 'disordered' })).toBe(true);
    expect(mayEvade(s, { ...f, square: true })).toBe(false);
    expect(mayEvade(s, { ...f, ordered: true })).toBe(false);
    const charge = {
      target: 'a',
      rear: false,
      flank: false,
      closed: false,
      halted: false,
      travelled: 3,
      reachedAfterFallBack: false,
    };
    expect(mayEvade(s, { ...f, charge })).toBe(false);
    expect(mayEvade(s, { ...f, troop: 'light-gun' })).toBe(false);
    const still = table({ evasion: 'any', movement: { foot: 0 } });
    expect(mayEvade(still, find(still, 'foot'))).toBe(false);
  });
});

describe('unitOrders: the movement orders open to a unit', () => {
  const far = pike('far', 60, 44);
  it('a disordered unit may rally ("They may rally from Disordered"); a unit in good order may not', () => {
    const s = handBuiltTable('rally', [shot('a', 30, 10)], [far]);
    expect(ordersOf(s, 'a')).not.toContain('rally');
    const d = patch(s, { a: { status: 'disordered' } });
    expect(ordersOf(d, 'a')[0]).toBe('rally');
  });

  it('pikes in square may only form line again (and rally); closed pikes may form square', () => {
    const s = handBuiltTable('square', [pike('p', 30, 10)], [far]);
    expect(ordersOf(s, 'p')).toContain('form-square');
    expect(ordersOf(s, 'p')).not.toContain('form-line');
    expect(ordersOf(patch(s, { p: { square: true } }), 'p')).toEqual(['form-line']);
    expect(ordersOf(patch(s, { p: { square: true, status: 'disordered' } }), 'p')).toEqual(['rally', 'form-line']);
    // Only pikes in closed order form square.
    const open = handBuiltTable('square', [pike('p', 30, 10, { order: 'open' })], [far]);
    expect(ordersOf(open, 'p')).not.toContain('form-square');
    const halberds = handBuiltTable(
      'square',
      [unit({ id: 'h', troop: 'halberdiers', order: 'closed', x: 30, y: 10 })],
      [far],
    );
    expect(ordersOf(halberds, 'h')).not.toContain('form-square');
  });

  it('"Heavy guns may not move during the game": a heavy gun may only pivot to face', () => {
    const gun = unit({
      id: 'gun',
      troop: 'heavy-gun',
      weapon: 'heavy-cannon',
      figures: 4,
      frontage: 1,
      order: 'skirmish',
      x: 30,
      y: 10,
    });
    const s = handBuiltTable('gun', [gun], [pike('e', 60, 10)]);
    expect(ordersOf(s, 'gun')).toEqual(['face e']);
    // With the enemy ahead there is nothing to face: no order at all.
    const ahead = handBuiltTable('gun', [gun], [pike('e', 30, 40)]);
    expect(ordersOf(ahead, 'gun')).toEqual([]);
  });

  it('a unit with no move left has only its formation changes and facing', () => {
    const s = handBuiltTable('still', [pike('p', 30, 10)], [far], options({ movement: { foot: 0 } }));
    // Closed pikes: open order (ruling R62, in place) and square (R27).
    expect(ordersOf(s, 'p')).toEqual(['form-open', 'form-square']);
  });

  it('face: toward one of the four nearest enemies not already ahead', () => {
    const g = unit({ id: 'a', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 20 });
    const s = handBuiltTable(
      'face',
      [g],
      [
        pike('ahead', 30, 40),
        pike('e1', 60, 18),
        pike('e2', 4, 16),
        pike('e3', 60, 4),
        pike('e4', 6, 4),
        pike('e5', 70, 2),
      ],
    );
    const faces = ordersOf(s, 'a').filter((o) => o.startsWith('face'));
    expect(faces).toEqual(['face e2', 'face e4', 'face e1']); // nearest first; e3 is the fifth nearest
  });

  it('advances toward every enemy, nearest first, ties by id; then retire and retire half; the moves last (R65)', () => {
    const s = handBuiltTable(
      'advance',
      [shot('a', 30, 10)],
      [pike('z', 20, 40), pike('y', 40, 40), pike('x', 30, 44), pike('w', 30, 46.5), pike('v', 60, 40)],
    );
    const adv = ordersOf(s, 'a').filter((o) => o.startsWith('advance'));
    expect(adv).toEqual([
      'advance y',
      'advance-half y',
      'advance z',
      'advance-half z',
      'advance x',
      'advance-half x',
      'advance w',
      'advance-half w',
      'advance v',
      'advance-half v',
    ]);
    const orders = ordersOf(s, 'a');
    expect(orders.slice(-50, -48)).toEqual(['retire', 'retire-half']);
    expect(orders.slice(-48).every((o) => o === 'move' || o === 'move-half')).toBe(true);
  });

  it('charge: an enemy the move reaches (Close Combat A), not one beyond it, nor a friend; a gun never charges', () => {
    // Gendarmes: a 10" move, 4" deep; the pikes' front 2" nearer than their centre.
    const gens = unit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const near = handBuiltTable('charge', [gens], [pike('e', 30, 24)]);
    expect(ordersOf(near, 'g')).toContain('charge e');
    const beyond = handBuiltTable('charge', [gens], [pike('e', 30, 30)]);
    expect(ordersOf(beyond, 'g')).not.toContain('charge e');
    const friend = handBuiltTable('charge', [gens, pike('f', 30, 24)], [pike('e', 60, 44)]);
    expect(ordersOf(friend, 'g')).not.toContain('charge f');
    const gone = patch(near, { e: { status: 'removed' } });
    expect(ordersOf(gone, 'g')).not.toContain('charge e');
    const lightGun = unit({
      id: 'lg',
      troop: 'light-gun',
      weapon: 'light-cannon',
      figures: 4,
      frontage: 1,
      order: 'skirmish',
      x: 30,
      y: 10,
    });
    const gun = handBuiltTable('charge', [lightGun], [pike('e', 30, 16)]);
    expect(ordersOf(gun, 'lg')).not.toContain('charge e');
    expect(ordersOf(gun, 'lg')).toContain('advance e');
  });

  it('a charge whose contact spot is exactly one move away is offered; a hair further is not', () => {
    // Foot: a 6" move. The shot's front at y 11, the pikes' front at y 11 + 1 + 6 = 18 (1" halt of Close Combat A? no: contact).
    const base = (y: number) => handBuiltTable('reach', [shot('a', 30, 10)], [pike('e', 30, y)]);
    const reach = [17, 17.5, 18, 18.5, 19, 19.5].map((y) => ordersOf(base(y), 'a').includes('charge e'));
    // Reachable at short range and not at long: the boundary lies between.
    expect(reach[0]).toBe(true);
    expect(reach.at(-1)).toBe(false);
  });
});

describe('fire steps (SEQUENCE 3-5: artillery, infantry, mounted)', () => {
  it('isFireStep: the three fire steps only', () => {
    expect(['fire-artillery', 'fire-infantry', 'fire-mounted'].every((s) => isFireStep(s as never))).toBe(true);
    expect(['movement', 'winner-options', 'over'].some((s) => isFireStep(s as never))).toBe(false);
  });

  it('the first mover declares first, then the other side; null when all have declared', () => {
    const s0 = handBuiltTable('fire', [shot('a', 30, 20)], [shot('b', 30, 28)]);
    const s = { ...s0, step: 'fire-infantry' as const };
    expect(unitsToDeclare(s, 'A').map((u) => u.id)).toEqual(['a']);
    expect(fireDeclarer(s)).toBe('A');
    const aDone = { ...s, fireDeclared: [{ unit: 'a', target: 'b' }] };
    expect(unitsToDeclare(aDone, 'A')).toEqual([]);
    expect(fireDeclarer(aDone)).toBe('B');
    expect(legalDecisions(aDone)).toEqual([
      { kind: 'fire', unit: 'b', target: 'a' },
      { kind: 'fire', unit: 'b', target: null },
    ]);
    const done = {
      ...s,
      fireDeclared: [
        { unit: 'a', target: 'b' },
        { unit: 'b', target: null },
      ],
    };
    expect(fireDeclarer(done)).toBeNull();
    expect(legalDecisions(done)).toEqual([]);
    const bFirst = { ...s, initiative: { ...s.initiative, first: 'B' as const } };
    expect(fireDeclarer(bFirst)).toBe('B');
    // Not in a step where the unit fires (artillery step for arquebusiers), nor without a target in range.
    expect(unitsToDeclare({ ...s, step: 'fire-artillery' }, 'A')).toEqual([]);
    const far = { ...handBuiltTable('fire', [shot('a', 30, 2)], [shot('b', 30, 46)]), step: 'fire-infantry' as const };
    expect(unitsToDeclare(far, 'A')).toEqual([]);
  });
});

describe('winnerOptions (Close Combat L, "winners Bonus Options")', () => {
  const gens = (x: number, y: number) =>
    unit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x, y });
  const winning = (a: ScenarioUnit[], b: ScenarioUnit[], vacated: { x: number; y: number } | null = null) => {
    const s = handBuiltTable('winner', a, b);
    return { ...s, step: 'winner-options' as const, winners: [{ unit: a[0]!.id, vacated }] };
  };
  const opts = (s: SwordAndPikeState) =>
    winnerOptions(s).map((d) =>
      d.kind === 'winner-option'
        ? `${d.option}${d.target ? ` ${d.target}` : ''}${d.heading ? ` ${d.heading}` : ''}`
        : d.kind,
    );

  it('no pending winner: no option', () => {
    const s = handBuiltTable('winner', [gens(30, 10)], [pike('e', 30, 40)]);
    expect(winnerOptions(s)).toEqual([]);
    expect(legalDecisions({ ...s, step: 'winner-options' })).toEqual([]);
  });

  it('"a. Hold position" always; "Occupy vacated position" when the spot is free and on the table', () => {
    const s = winning([gens(30, 10)], [pike('e', 60, 44)], { x: 30, y: 14 });
    expect(opts(s).slice(0, 2)).toEqual(['hold', 'occupy']);
    expect(legalDecisions(s)).toEqual(winnerOptions(s));
    expect(opts(winning([gens(30, 10)], [pike('e', 60, 44)])).slice(0, 2)).toEqual(['hold', 'tactical-move e']);
    // A spot off the table, or taken by another unit, is not occupied.
    expect(opts(winning([gens(30, 10)], [pike('e', 60, 44)], { x: 30, y: 47 }))).not.toContain('occupy');
    expect(opts(winning([gens(30, 10), pike('f', 30, 20)], [pike('e', 60, 44)], { x: 30, y: 18 }))).not.toContain(
      'occupy',
    );
  });

  it('occupySpot: on the table and clear of every other unit still on it (its own base does not count)', () => {
    const s = handBuiltTable('occupy', [gens(30, 10), pike('f', 40, 10)], [pike('e', 60, 44)]);
    const g = find(s, 'g');
    expect(occupySpot(s, g, { x: 30, y: 12 })).toBe(true); // overlaps only itself
    expect(occupySpot(s, g, { x: 37, y: 10 })).toBe(false); // on the friend
    expect(occupySpot(patch(s, { f: { status: 'removed' } }), g, { x: 37, y: 10 })).toBe(true);
    expect(occupySpot(s, g, { x: 1, y: 10 })).toBe(false); // over the table's edge
    expect(occupySpot(s, g, { x: 36, y: 10 })).toBe(true); // touching is not overlapping
  });

  it('"Make non-combat tactical move of one normal move": toward the enemy named, not for heavy guns', () => {
    const s = handBuiltTable('tactical', [gens(30, 10)], [pike('e', 30, 40), pike('e2', 30, 46)]);
    const to = tacticalMove(s, find(s, 'g'), 'e')!;
    expect(to.x).toBeCloseTo(30, 6);
    expect(to.y).toBeCloseTo(20, 6); // a normal move of 10"
    // An enemy not on the table is no way to go.
    expect(
      tacticalMove(handBuiltTable('t', [gens(30, 10)], []), find(handBuiltTable('t', [gens(30, 10)], []), 'g'), 'e'),
    ).toBeNull();
    const gun = unit({
      id: 'gun',
      troop: 'heavy-gun',
      weapon: 'heavy-cannon',
      figures: 4,
      frontage: 1,
      order: 'skirmish',
      x: 30,
      y: 10,
    });
    const gs = handBuiltTable('tactical', [gun], [pike('e', 30, 40)]);
    expect(tacticalMove(gs, find(gs, 'gun'), 'e')).toBeNull();
    expect(tacticalMove(gs, find(gs, 'gun'), null, 'back')).toBeNull();
    // Less than half an inch of move is no move.
    const blocked = handBuiltTable('tactical', [gens(30, 10)], [pike('e', 30, 14.4)]);
    expect(tacticalMove(blocked, find(blocked, 'g'), 'e')).toBeNull();
  });

  it('"reform or reface": face an enemy not ahead; not a pike block with sleeves', () => {
    const s = winning([gens(30, 10)], [pike('e', 60, 10), pike('ahead', 30, 40)]);
    expect(opts(s)).toContain('reface e');
    expect(opts(s)).not.toContain('reface ahead');
    const block = winning([pike('p', 30, 10), shot('s', 34, 10, { attachedTo: 'p' })], [pike('e', 60, 10)]);
    expect(opts(block)).not.toContain('reface e');
  });

  it('"c. Attempt to Close on another target within 45 degree cone", within the longest variable move (R41)', () => {
    // Gendarmes 10" + 1D6: 16" at most, less the two half-diagonals and 1".
    const s = winning([gens(30, 10)], [pike('near', 30, 26), pike('side', 60, 12), pike('far', 30, 40)]);
    expect(opts(s)).toContain('charge-again near');
    expect(opts(s)).not.toContain('charge-again side'); // outside the cone
    expect(opts(s)).not.toContain('charge-again far'); // beyond the reach
    // A friend, a unit gone, and any target for a gun are never charged again.
    const friend = winning([gens(30, 10), pike('f', 30, 26)], [pike('e', 60, 44)]);
    expect(opts(friend)).not.toContain('charge-again f');
    const gone = patch(s, { near: { status: 'removed' } });
    expect(opts(gone)).not.toContain('charge-again near');
    const lightGun = unit({
      id: 'lg',
      troop: 'light-gun',
      weapon: 'light-cannon',
      figures: 4,
      frontage: 1,
      order: 'skirmish',
      x: 30,
      y: 10,
    });
    expect(opts(winning([lightGun], [pike('near', 30, 20)]))).not.toContain('charge-again near');
  });

  it('the reach: 16" between the bases less 1" (centres, half-diagonals and 1")', () => {
    // Gendarmes 4x4 (half-diagonal 2.83), pikes 4x2 (2.24): reach 16 => centres up to 16 + 1 + 5.07 apart.
    const at = (y: number) => opts(winning([gens(30, 10)], [pike('t', 30, 10 + y)])).includes('charge-again t');
    expect(at(22)).toBe(true);
    expect(at(22.1)).toBe(false);
  });
});

describe('legalDecisions and checkDecision', () => {
  const s0 = handBuiltTable('check', [shot('a', 30, 10), shot('a2', 10, 10)], [shot('b', 30, 40)]);

  it('the game over: nothing is legal', () => {
    const over = { ...s0, step: 'over' as const };
    expect(legalDecisions(over)).toEqual([]);
    expect(checkDecision(over, { kind: 'end-moves' })).toBe('the game is over');
  });

  it('movement: every order of every orderable unit of the mover, then end-moves', () => {
    const legal = legalDecisions(s0);
    expect(legal.at(-1)).toEqual({ kind: 'end-moves' });
    expect(legal.slice(0, -1)).toEqual([...unitOrders(s0, find(s0, 'a')), ...unitOrders(s0, find(s0, 'a2'))]);
    const bMoves = { ...s0, movesEnded: ['A' as const] };
    expect(legalDecisions(bMoves).slice(0, -1)).toEqual(unitOrders(bMoves, find(bMoves, 'b')));
  });

  it('candidates, judged one by one, are the legal decisions in every step: movement, an evasion, fire, winners, a volley', () => {
    const judged = (s: SwordAndPikeState) => legalOf(candidates(s));
    expect(judged(s0)).toEqual(legalDecisions(s0));
    const evading = { ...s0, pendingEvasion: { charger: 'a', target: 'b' } };
    expect(judged(evading)).toEqual([
      { kind: 'evasion', unit: 'b', evade: true },
      { kind: 'evasion', unit: 'b', evade: false },
    ]);
    const fire = handBuiltTable('fire', [shot('a', 30, 20)], [shot('b', 30, 28)]);
    const firing = { ...fire, step: 'fire-infantry' as const };
    expect(judged(firing)).toEqual([
      { kind: 'fire', unit: 'a', target: 'b' },
      { kind: 'fire', unit: 'a', target: null },
    ]);
    // The winners' options (ruling R65: their tactical moves judged when asked), and while a volley waits its answers.
    const winning = { ...s0, step: 'winner-options' as const, winners: [{ unit: 'a', vacated: null }] };
    expect(judged(winning)).toEqual(legalDecisions(winning));
    expect(judged(winning)[0]).toEqual({ kind: 'winner-option', unit: 'a', option: 'hold', target: null });
    const volley = { ...winning, pendingVolley: { charger: 'a', target: 'b', aspect: 'front' as const } };
    expect(judged(volley)).toEqual([
      { kind: 'fire', unit: 'b', target: 'a' },
      { kind: 'fire', unit: 'b', target: null },
    ]);
  });

  it('a charge waiting for its answer: only the charged unit evades or stands', () => {
    const s = { ...s0, pendingEvasion: { charger: 'a', target: 'b' } };
    expect(legalDecisions(s)).toEqual([
      { kind: 'evasion', unit: 'b', evade: true },
      { kind: 'evasion', unit: 'b', evade: false },
    ]);
    expect(checkDecision(s, { kind: 'evasion', unit: 'b', evade: false })).toBeNull();
    expect(checkDecision(s, { kind: 'evasion', unit: 'a', evade: true })).toBe('a is not the unit being charged');
    expect(checkDecision(s, { kind: 'end-moves' })).toBe('b must first answer the charge (evade or stand)');
    expect(checkDecision(s0, { kind: 'evasion', unit: 'b', evade: true })).toBe('no charge is waiting for an answer');
    // Outside the movement step a pending charge offers no evasion.
    expect(legalDecisions({ ...s, step: 'winner-options' })).toEqual([]);
  });

  it('a decision of another step is refused, naming the step', () => {
    expect(checkDecision(s0, { kind: 'fire', unit: 'a', target: null })).toBe(
      'a fire decision is not taken in the movement step',
    );
    const fire = { ...s0, step: 'fire-infantry' as const };
    expect(checkDecision(fire, { kind: 'end-moves' })).toBe(
      'a end-moves decision is not taken in the fire-infantry step',
    );
    const winners = { ...s0, step: 'winner-options' as const };
    expect(checkDecision(winners, { kind: 'fire', unit: 'a', target: null })).toBe(
      'a fire decision is not taken in the winner-options step',
    );
    expect(checkDecision(s0, { kind: 'end-moves' })).toBeNull();
  });

  it('orders: an unknown unit, a unit gone, one already moved, one of the other side, one that may not move', () => {
    const order = (unit: string, o: 'retire' | 'rally' = 'retire'): SwordAndPikeDecision => ({
      kind: 'order',
      unit,
      order: o,
      target: null,
    });
    expect(checkDecision(s0, order('nobody'))).toBe('there is no unit "nobody"');
    expect(checkDecision(patch(s0, { a: { status: 'removed' } }), order('a'))).toBe('a has left the field');
    expect(checkDecision(patch(s0, { a: { ordered: true } }), order('a'))).toBe('a has already moved this turn');
    expect(checkDecision(s0, order('b'))).toBe('b is not of the side moving now');
    expect(checkDecision(patch(s0, { a: { status: 'routed' } }), order('a'))).toBe(
      'a may not move now (routed, charged, or its brigade is beyond the 2D6 roll)',
    );
    expect(checkDecision(s0, order('a'))).toBeNull();
    expect(checkDecision(s0, order('a', 'rally'))).toBe('not a legal decision now');
  });

  it('fire: a unit of the side not declaring now, or one that may not fire, is refused', () => {
    const s = {
      ...handBuiltTable('fire', [shot('a', 30, 20), shot('a2', 10, 2)], [shot('b', 30, 28)]),
      step: 'fire-infantry' as const,
    };
    expect(checkDecision(s, { kind: 'fire', unit: 'b', target: 'a' })).toBe('b does not declare fire now');
    expect(checkDecision(s, { kind: 'fire', unit: 'a2', target: null })).toBe('a2 may not fire in this step');
    expect(checkDecision(s, { kind: 'fire', unit: 'a', target: 'b' })).toBeNull();
    expect(checkDecision(s, { kind: 'fire', unit: 'a', target: null })).toBeNull();
    expect(checkDecision(s, { kind: 'fire', unit: 'a', target: 'a2' })).toBe('not a legal decision now');
    const done = {
      ...s,
      fireDeclared: [
        { unit: 'a', target: null },
        { unit: 'b', target: null },
      ],
    };
    expect(checkDecision(done, { kind: 'fire', unit: 'a', target: null })).toBe('a does not declare fire now');
    // An order is never taken in the fire step even for a unit gone.
    expect(checkDecision(patch(s, { a: { status: 'removed' } }), { kind: 'fire', unit: 'a', target: null })).toBe(
      'a has left the field',
    );
  });

  it('a winner option is checked against the options open now; "already moved" is for orders only', () => {
    const gens = unit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x: 30, y: 10 });
    const s1 = handBuiltTable('winner', [gens], [pike('e', 60, 44)]);
    const s = {
      ...patch(s1, { g: { ordered: true } }),
      step: 'winner-options' as const,
      winners: [{ unit: 'g', vacated: null }],
    };
    expect(checkDecision(s, { kind: 'winner-option', unit: 'g', option: 'hold', target: null })).toBeNull();
    expect(checkDecision(s, { kind: 'winner-option', unit: 'g', option: 'occupy', target: null })).toBe(
      'not a legal decision now',
    );
  });

  it('a wheel: no angle is the 45 degree wheel, thenAdvance false the plain wheel, advanceFirst as given', () => {
    const s = handBuiltTable('wheel', [shot('a', 30, 10)], [pike('far', 60, 44)]);
    const wheel = { kind: 'order', unit: 'a', order: 'wheel-left', target: null } as const;
    expect(checkDecision(s, wheel)).toBeNull();
    expect(checkDecision(s, { ...wheel, degrees: 45, thenAdvance: false })).toBeNull();
    expect(checkDecision(s, { ...wheel, degrees: 45, thenAdvance: true })).toBeNull();
    expect(checkDecision(s, { ...wheel, degrees: 45, advanceFirst: true })).toBeNull();
    expect(checkDecision(s, { ...wheel, degrees: 45, advanceFirst: false })).toBeNull();
    expect(checkDecision(s, { ...wheel, degrees: 60, advanceFirst: true })).toBe('not a legal decision now');
    expect(checkDecision(s, { ...wheel, degrees: 90, thenAdvance: false })).toBe('not a legal decision now');
    expect(checkDecision(s, { ...wheel, degrees: 60, advanceFirst: true, thenAdvance: true })).toBe(
      'not a legal decision now',
    );
    // Not a wheel: the fields are compared as they are.
    expect(checkDecision(s, { kind: 'order', unit: 'a', order: 'retire', target: null, degrees: 45 })).toBe(
      'not a legal decision now',
    );
    const right = { kind: 'order', unit: 'a', order: 'wheel-right', target: null } as const;
    expect(checkDecision(s, right)).toBeNull();
    expect(checkDecision(s, { ...right, degrees: 45, thenAdvance: true })).toBeNull();
  });
});

// The survivors of the first complete run (4 Dec 2026): the cases no test reached.
describe('ruling R24, advance then wheel: "first advances straight ahead with the move the wheel leaves ... at least 0.5""', () => {
  // A 4"-wide foot unit: the 45 degree wheel's arc is 4 x pi/4 = 3.14", so a 6" move leaves 2.858" of advance.
  const arc45 = (4 * 45 * Math.PI) / 180;

  it('straight ahead whatever the facing; "sub-units in good order advance with it by the same displacement"', () => {
    // The block faces east (+x): the pike between its two sleeves, a friend first in the list elsewhere.
    const s0 = handBuiltTable(
      'advance first',
      [
        shot('x', 10, 40),
        pike('p', 30, 20),
        shot('l', 30, 24, { attachedTo: 'p' }),
        shot('r', 30, 16, { attachedTo: 'p' }),
      ],
      [pike('e', 66, 44)],
    );
    const s = patch(s0, { p: { facing: 0 }, l: { facing: 0 }, r: { facing: 0 } });
    const kinds = (['wheel-left', 'wheel-right'] as const).filter((k) => advanceThenWheel(s, find(s, 'p'), k, 45, 6));
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) {
      const done = advanceThenWheel(s, find(s, 'p'), kind, 45, 6)!;
      expect(done.to).toEqual({ x: 32.858, y: 20, moved: 2.858 });
      // The sleeves' own moves are cut to 1/1000" (so within 0.002" of the pike's, as `followersMove` requires).
      expect(done.followers.map((f) => f.id)).toEqual(['l', 'r']);
      for (const [i, f] of done.followers.entries()) {
        expect(f.x).toBeCloseTo(32.858, 2);
        expect(f.y).toBe(i === 0 ? 24 : 16);
      }
      // The wheel is the pike's own, at the new place (its centre moves less than the pike is wide).
      expect(Math.hypot(done.turn.x - 32.858, done.turn.y - 20)).toBeLessThan(4);
      expect(Math.abs(Math.abs(done.turn.angle) - Math.PI / 4)).toBeLessThan(1e-9);
    }
  });

  it('exactly 0.5" of advance left after the arc is enough', () => {
    const s = handBuiltTable('advance first', [shot('a', 30, 10)], [pike('e', 60, 44)]);
    const allowance = 3.641592653589793;
    expect(allowance - arc45).toBe(0.5);
    const done = advanceThenWheel(s, find(s, 'a'), 'wheel-left', 45, allowance);
    expect(done?.to).toEqual({ x: 30, y: 10.5, moved: 0.5 });
  });

  it('no advance where the unit stands (an enemy within 1" ahead): no order, though the wheel there is clear', () => {
    // "Advances stop 1" short of enemies": the pikes 0.1" off the shot's left front hold it where it is.
    const s = handBuiltTable('advance first', [shot('a', 30, 10)], [pike('z', 26, 12.1), pike('e', 60, 44)]);
    expect(turnFor(s, find(s, 'a'), 'wheel-left', null, 6, 45)).not.toBeNull();
    expect(advanceThenWheel(s, find(s, 'a'), 'wheel-left', 45, 6)).toBeNull();
  });

  it('"if one cannot keep up the whole way, the order is not offered": a sleeve held by a friend ahead of it', () => {
    const block = [pike('p', 30, 10), shot('l', 26, 10, { attachedTo: 'p' }), shot('r', 34, 10, { attachedTo: 'p' })];
    const free = handBuiltTable('advance first', block, [pike('e', 60, 44)]);
    expect(advanceThenWheel(free, find(free, 'p'), 'wheel-left', 45, 6)).not.toBeNull();
    // A friend 0.3" ahead of the left sleeve: it keeps up 0.298" of the pike's 2.858".
    const held = handBuiltTable('advance first', [...block, shot('z', 24, 12.3)], [pike('e', 60, 44)]);
    expect(advanceThenWheel(held, find(held, 'p'), 'wheel-left', 45, 6)).toBeNull();
  });
});

describe('unitOrders: the cases no test reached', () => {
  it('advances: enemies at the same distance go by id, whatever their order on the table', () => {
    const s = handBuiltTable('ties', [shot('a', 30, 10)], [pike('m', 20, 40), pike('n', 40, 40)]);
    expect(ordersOf(s, 'a').filter((o) => o.startsWith('advance'))).toEqual([
      'advance m',
      'advance-half m',
      'advance n',
      'advance-half n',
    ]);
  });

  it('no move at all: no pivot to face either (ruling R24: "other troops count it as half a move")', () => {
    const s = handBuiltTable('still', [pike('p', 30, 10)], [pike('e', 60, 10)], options({ movement: { foot: 0 } }));
    expect(ordersOf(s, 'p')).toEqual(['form-open', 'form-square']);
    const moving = handBuiltTable('still', [pike('p', 30, 10)], [pike('e', 60, 10)]);
    expect(ordersOf(moving, 'p')).toContain('face e');
  });

  it('only pikes form square: gendarmes in closed order do not', () => {
    const g = unit({
      id: 'g',
      troop: 'gendarmes',
      figures: 12,
      moraleClass: 'heavy-cavalry',
      order: 'closed',
      x: 30,
      y: 10,
    });
    const s = handBuiltTable('square', [g], [pike('e', 60, 44)]);
    expect(find(s, 'g').order).toBe('closed');
    expect(ordersOf(s, 'g')).not.toContain('form-square');
  });

  it('ruling R24: a wheel is followed by an advance "when at least 0.5" is left", not with less', () => {
    const wheel45 = (s: SwordAndPikeState) =>
      unitOrders(s, find(s, 'a')).filter(
        (d) => d.kind === 'order' && d.order === 'wheel-left' && d.degrees === 45 && d.advanceFirst !== true,
      );
    const plain = { kind: 'order', unit: 'a', order: 'wheel-left', target: null, degrees: 45 } as const;
    // A 3.3" move: the 45 degree wheel (3.14") leaves 0.16".
    const short = handBuiltTable(
      'wheel',
      [shot('a', 30, 10)],
      [pike('e', 60, 44)],
      options({ movement: { foot: 3.3 } }),
    );
    expect(wheel45(short)).toEqual([plain]);
    expect(checkDecision(short, { ...plain, thenAdvance: true })).toBe('not a legal decision now');
    expect(checkDecision(short, { ...plain })).toBeNull();
    // A move that leaves exactly 0.5".
    const exact = handBuiltTable(
      'wheel',
      [shot('a', 30, 10)],
      [pike('e', 60, 44)],
      options({ movement: { foot: 3.641592653589793 } }),
    );
    expect(wheel45(exact)).toEqual([plain, { ...plain, thenAdvance: true }]);
  });

  it('a charge whose contact spot is a move away to the last bit is offered', () => {
    // The shot's front at y 11, the pikes' near edge at 18.002: halted 1" off, less the 0.002" hair, 6" travelled.
    const s = handBuiltTable('reach', [shot('a', 30, 10)], [pike('e', 30, 19.002)]);
    expect(chargePosition(s, find(s, 'a'), find(s, 'e'), 6)!.distance).toBeCloseTo(6, 12);
    expect(ordersOf(s, 'a')).toContain('charge e');
  });
});

describe('winnerOptions: the cases no test reached', () => {
  const gens = (x: number, y: number) =>
    unit({ id: 'g', troop: 'gendarmes', figures: 12, moraleClass: 'heavy-cavalry', x, y });
  const winning = (a: ScenarioUnit[], b: ScenarioUnit[], o: Record<string, unknown> = {}) => ({
    ...handBuiltTable('winner', a, b, options(o)),
    step: 'winner-options' as const,
    winners: [{ unit: a[0]!.id, vacated: null }],
  });
  const opts = (s: SwordAndPikeState) =>
    winnerOptions(s).map((d) =>
      d.kind === 'winner-option'
        ? `${d.option}${d.target ? ` ${d.target}` : ''}${d.heading ? ` ${d.heading}` : ''}`
        : d.kind,
    );

  it('"Make non-combat tactical move": not offered when the move would be under 0.5"; offered at exactly 0.5"', () => {
    // Toward the enemy and straight ahead (the same way here) are blocked; straight back is open.
    const blocked = opts(winning([gens(30, 10)], [pike('e', 30, 14.4)]));
    expect(blocked).not.toContain('tactical-move e');
    expect(blocked.filter((o) => o.startsWith('tactical-move') && !/ -?\d/.test(o))).toEqual(['tactical-move back']);
    // Ruling R65: of the headings between, those nearly ahead are blocked too; sideways is open (1.4" from the pikes).
    expect(blocked).not.toContain('tactical-move 15');
    expect(blocked).not.toContain('tactical-move -15');
    expect(blocked).toContain('tactical-move 90');
    expect(blocked).toContain('tactical-move -90');
    // The gendarmes' front at 12, the pikes' near edge at 13.5025: 1" short and the 0.002" hair leave 0.5".
    const s = winning([gens(30, 10)], [pike('e', 30, 14.5025)]);
    expect(tacticalMove(s, find(s, 'g'), 'e')).toEqual({ x: 30, y: 10.5 });
    expect(tacticalMove(s, find(s, 'g'), null, 'ahead')).toEqual({ x: 30, y: 10.5 });
    expect(opts(s)).toContain('tactical-move e');
    expect(opts(s)).toContain('tactical-move ahead');
  });

  it('"reface" at no cost (ruling R24): also for a winner whose normal move is 0', () => {
    const s = winning([gens(30, 10)], [pike('e', 60, 10)], { movement: { heavyHorse: 0 } });
    expect(opts(s)).toContain('reface e');
  });

  it('"within 45 degree cone": a target within reach beside the winner is not charged again', () => {
    // 14" to the side and 4" ahead: 8.5" between the bases (within 16"), 74 degrees off the winner's facing.
    const s = winning([gens(30, 10)], [pike('side', 44, 14)]);
    expect(opts(s)).not.toContain('charge-again side');
  });

  it('R41: a target exactly at the reach (16" less the half-diagonals and 1", to the last bit) is within it', () => {
    const s = winning([gens(30, 8)], [pike('t', 30, 30.06449510224598)]);
    const g = find(s, 'g');
    const far = 30.06449510224598 - 8 - Math.hypot(4, 4) / 2 - Math.hypot(4, 2) / 2 - 1;
    expect(far).toBe(16);
    expect(g.y).toBe(8);
    expect(opts(s)).toContain('charge-again t');
  });
});

describe('legalDecisions and checkDecision: the cases no test reached', () => {
  it('the game over: nothing is legal, even with a winner still listed', () => {
    const s = handBuiltTable('over', [shot('a', 30, 10)], [shot('b', 30, 40)]);
    expect(legalDecisions({ ...s, step: 'over', winners: [{ unit: 'a', vacated: null }] })).toEqual([]);
  });

  it('fire: every unit of the declaring side that may fire is checked, not only the first', () => {
    const s = {
      ...handBuiltTable('fire', [shot('a', 30, 20), shot('a2', 36, 20)], [shot('b', 33, 28)]),
      step: 'fire-infantry' as const,
    };
    expect(unitsToDeclare(s, 'A').map((u) => u.id)).toEqual(['a', 'a2']);
    expect(checkDecision(s, { kind: 'fire', unit: 'a', target: 'b' })).toBeNull();
    expect(checkDecision(s, { kind: 'fire', unit: 'a2', target: null })).toBeNull();
  });
});

describe('ruling R24: "may charge any enemy it reaches", wide units included', () => {
  // Arquebusiers of 40 figures 4 stands wide (8" x 2") and pikes of 80 figures 4 stands wide (8" x 4"): their
  // centres are 14.32" apart, more than the 6" move plus 8", yet the charge halts 1" off the pikes after 5.02".
  // The orders once skipped every enemy whose centre was over the move plus 8" away, so this charge was refused.
  it('a charge the move reaches is offered however far apart the centres of two wide bases are', () => {
    const s = handBuiltTable(
      'wide',
      [shot('a', 20, 10, { figures: 40, frontage: 4 })],
      [pike('e', 33, 16, { figures: 80, frontage: 4 })],
    );
    const a = find(s, 'a');
    const e = find(s, 'e');
    expect(Math.hypot(e.x - a.x, e.y - a.y)).toBeGreaterThan(6 + 8);
    expect(chargePosition(s, a, e, 6)?.distance).toBeCloseTo(5.02, 2);
    expect(ordersOf(s, 'a')).toContain('charge e');
    expect(checkDecision(s, { kind: 'order', unit: 'a', order: 'charge', target: 'e' })).toBeNull();
  });
});

describe("a unit's orders kept per unit object across states (enemiesNearestFirst, the listed orders)", () => {
  // The listing is kept while the unit object, the options, the enemies on the table (the same objects in the same
  // order), the pike it follows and its move are the same; the judgement of each order is made for every state.
  const ids = (s: SwordAndPikeState, id: string) => enemiesNearestFirst(s, find(s, id)).map((e) => e.id);

  it('the enemies nearest first follow an enemy that moves, is removed or appears; friends moving change nothing', () => {
    const s = handBuiltTable('near', [shot('a', 30, 10), shot('f', 60, 10)], [pike('e1', 30, 30), pike('e2', 40, 40)]);
    expect(ids(s, 'a')).toEqual(['e1', 'e2']);
    const moved = patch(s, { e2: { x: 30, y: 20 } });
    expect(find(moved, 'a')).toBe(find(s, 'a')); // the same unit object in both states
    expect(ids(moved, 'a')).toEqual(['e2', 'e1']);
    expect(ids(s, 'a')).toEqual(['e1', 'e2']);
    expect(ids(patch(s, { e1: { status: 'removed' } }), 'a')).toEqual(['e2']);
    expect(ids(patch(s, { e2: { side: 'A' } }), 'a')).toEqual(['e1']);
    const friendMoved = patch(s, { f: { x: 50 } });
    expect(enemiesNearestFirst(friendMoved, find(friendMoved, 'a'))).toBe(enemiesNearestFirst(s, find(s, 'a')));
  });

  it('the orders follow the enemies: an enemy moved ahead is no longer faced, one removed is neither advanced on nor charged', () => {
    const s = handBuiltTable('kept', [shot('a', 30, 10)], [pike('e1', 30, 40), pike('e2', 60, 8)]);
    expect(ordersOf(s, 'a')).toContain('face e2');
    expect(ordersOf(s, 'a')).toContain('advance e2');
    const ahead = patch(s, { e2: { x: 36, y: 40 } });
    expect(find(ahead, 'a')).toBe(find(s, 'a'));
    expect(ordersOf(ahead, 'a')).not.toContain('face e2');
    const gone = patch(s, { e2: { status: 'removed' } });
    expect(ordersOf(gone, 'a').some((o) => o.endsWith(' e2'))).toBe(false);
    expect(ordersOf(s, 'a')).toContain('face e2'); // the first state's orders as they were
  });

  it('the orders follow the options and the move: with no move left only the formation changes and faces', () => {
    const s = handBuiltTable('options', [pike('p', 30, 10)], [pike('e', 30, 40)]);
    expect(ordersOf(s, 'p')).toContain('advance e');
    const still = { ...s, options: options({ movement: { foot: 0 } }) };
    expect(find(still, 'p')).toBe(find(s, 'p'));
    expect(ordersOf(still, 'p')).toEqual(['form-open', 'form-square']);
  });

  it('a sleeve whose pike routs takes its own orders; rallied pike, it follows again (ruling R23)', () => {
    const s = handBuiltTable('sleeve', [pike('pike', 30, 10), sleeveOf()], [pike('e', 30, 40)]);
    expect(ordersOf(s, 'sleeve')).not.toContain('advance e');
    const routed = patch(s, { pike: { status: 'routed' } });
    expect(find(routed, 'sleeve')).toBe(find(s, 'sleeve'));
    expect(ordersOf(routed, 'sleeve')).toContain('advance e');
    expect(ordersOf(s, 'sleeve')).not.toContain('advance e');
  });

  it('each state judges the kept orders anew: a wheel a friend blocks here is clear once the friend has gone', () => {
    const s = handBuiltTable('judged', [shot('a', 30, 10), pike('f', 30, 14.5)], [pike('e', 30, 40)]);
    const wheels = (st: SwordAndPikeState) => ordersOf(st, 'a').filter((o) => o.startsWith('wheel'));
    const clear = patch(s, { f: { x: 60 } });
    expect(find(clear, 'a')).toBe(find(s, 'a'));
    expect(wheels(clear).length).toBeGreaterThan(wheels(s).length);
    expect(unitCandidates(clear, find(clear, 'a')).possible).toBe(unitCandidates(s, find(s, 'a')).possible);
  });
});
