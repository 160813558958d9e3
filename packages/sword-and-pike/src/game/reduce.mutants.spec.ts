import { describe, expect, it } from 'vitest';
import { SwordAndPikeOptionsSchema } from '../options/options.js';
import { handBuiltTable, scenarioUnit, unitIn } from './__fixtures__/playDecisions.js';
import type { SwordAndPikeEvent } from './Event.js';
import { reduce } from './reduce.js';
import type { SwordAndPikeState, UnitState } from './State.js';

// Killers of game/reduce.ts (target sword-and-pike-flow): each event applied to a hand-built state, every field it
// changes and what it leaves alone. Side A: an arquebus unit (brigade b1) and a heavy gun, riflemen (brigade b2);
// side B: pikes and arquebusiers (brigade b3).

const s0 = handBuiltTable(
  'reduce',
  [
    scenarioUnit({ id: 'a', troop: 'arquebusiers', weapon: 'arquebus', x: 20, y: 10 }),
    scenarioUnit({
      id: 'gun',
      troop: 'heavy-gun',
      weapon: 'heavy-cannon',
      order: 'skirmish',
      figures: 4,
      frontage: 1,
      x: 30,
      y: 4,
    }),
    scenarioUnit({
      id: 'rf',
      troop: 'riflemen',
      weapon: 'rifle',
      order: 'skirmish',
      figures: 4,
      frontage: 1,
      brigade: 'b2',
      x: 40,
      y: 4,
    }),
  ],
  [
    scenarioUnit({
      id: 'p',
      troop: 'pikemen',
      order: 'closed',
      moraleClass: 'swiss-foot',
      brigade: 'b3',
      x: 20,
      y: 40,
    }),
    scenarioUnit({ id: 'b', troop: 'arquebusiers', weapon: 'arquebus', brigade: 'b3', x: 40, y: 40 }),
  ],
);
const find = unitIn;
const apply = (s: SwordAndPikeState, ...events: SwordAndPikeEvent[]) => events.reduce(reduce, s);
const patch = (s: SwordAndPikeState, change: Record<string, Partial<UnitState>>): SwordAndPikeState => ({
  ...s,
  units: s.units.map((x) => (change[x.id] ? { ...x, ...change[x.id] } : x)),
});
const charge = {
  target: 'p',
  rear: false,
  flank: false,
  closed: false,
  halted: false,
  travelled: 3,
  reachedAfterFallBack: false,
};

describe('reduce: the turn', () => {
  it('turn-began: the 2D6 of each side, the movement step, every per-turn mark cleared', () => {
    const dirty = {
      ...patch(s0, {
        a: { ordered: true, moved: 'full', fellBack: true, halted: true, firedThisTurn: true, charge, hasFired: true },
      }),
      step: 'winner-options' as const,
      brigadesMoved: { A: ['b1'], B: ['b3'] },
      movesEnded: ['A' as const, 'B' as const],
      fireDeclared: [{ unit: 'a', target: null }],
      chargeOrder: ['a'],
      pendingEvasion: { charger: 'a', target: 'p' },
      winners: [{ unit: 'a', vacated: null }],
      pendingVolley: { charger: 'a', target: 'p', aspect: 'front' as const },
    };
    const s = reduce(dirty, { type: 'turn-began', turn: 2, A: 7, B: 5, first: 'B' });
    expect(s.turn).toBe(2);
    expect(s.step).toBe('movement');
    expect(s.initiative).toEqual({ A: 7, B: 5, first: 'B' });
    expect(s.brigadesMoved).toEqual({ A: [], B: [] });
    expect(s.movesEnded).toEqual([]);
    expect(s.fireDeclared).toEqual([]);
    expect(s.chargeOrder).toEqual([]);
    expect(s.pendingEvasion).toBeNull();
    expect(s.winners).toEqual([]);
    expect(s.pendingVolley).toBeNull();
    expect(find(s, 'a')).toMatchObject({
      ordered: false,
      moved: 'none',
      fellBack: false,
      halted: false,
      firedThisTurn: false,
      charge: null,
      hasFired: true, // "has fired" is for the whole game (the first volley)
    });
  });

  it('moves-ended, step and fire-declared: one side ends, the step changes (declarations cleared)', () => {
    const s = apply(s0, { type: 'moves-ended', side: 'A' }, { type: 'moves-ended', side: 'B' });
    expect(s.movesEnded).toEqual(['A', 'B']);
    const f = apply(
      s,
      { type: 'fire-declared', unit: 'a', target: 'p' },
      { type: 'fire-declared', unit: 'b', target: null },
    );
    expect(f.fireDeclared).toEqual([
      { unit: 'a', target: 'p' },
      { unit: 'b', target: null },
    ]);
    const next = reduce(f, { type: 'step', step: 'fire-mounted' });
    expect(next.step).toBe('fire-mounted');
    expect(next.fireDeclared).toEqual([]);
  });

  it('turn-ended and stood change nothing; game-over ends the game with its result', () => {
    expect(reduce(s0, { type: 'turn-ended', turn: 1 })).toBe(s0);
    expect(reduce(s0, { type: 'stood', unit: 'p' })).toBe(s0);
    const s = reduce(
      { ...s0, turn: 6 },
      { type: 'game-over', winner: 'A', victory: 'points', points: { A: 30, B: 12 } },
    );
    expect(s.step).toBe('over');
    expect(s.result).toEqual({ winner: 'A', victory: 'points', points: { A: 30, B: 12 }, turns: 6 });
  });
});

describe('reduce: movement orders (SEQUENCE 1, "No brigade may move more than once")', () => {
  const order = (over: Partial<Extract<SwordAndPikeEvent, { type: 'unit-ordered' }>> = {}): SwordAndPikeEvent => ({
    type: 'unit-ordered',
    unit: 'a',
    order: 'advance',
    target: 'p',
    x: 20,
    y: 14,
    facing: 1,
    moved: 'half',
    rear: false,
    flank: false,
    ...over,
  });

  it('an order moves the unit, marks it ordered and its brigade moved (once); no charge unless a charge', () => {
    const s = reduce(patch(s0, { a: { charge } }), order());
    expect(find(s, 'a')).toMatchObject({ x: 20, y: 14, facing: 1, ordered: true, moved: 'half', charge: null });
    expect(s.brigadesMoved).toEqual({ A: ['b1'], B: [] });
    expect(s.chargeOrder).toEqual([]);
    // The same brigade again: listed once. The other side's list is kept.
    const again = reduce(
      { ...s, brigadesMoved: { A: ['b1'], B: ['b3'] } },
      order({ unit: 'gun', order: 'face', target: null }),
    );
    expect(again.brigadesMoved).toEqual({ A: ['b1'], B: ['b3'] });
    const b2 = reduce(again, order({ unit: 'rf', order: 'retire', target: null }));
    expect(b2.brigadesMoved).toEqual({ A: ['b1', 'b2'], B: ['b3'] });
    const bSide = reduce(s0, order({ unit: 'b', order: 'retire', target: null }));
    expect(bSide.brigadesMoved).toEqual({ A: [], B: ['b3'] });
    // Other units are the same objects.
    expect(find(s, 'p')).toBe(find(s0, 'p'));
    expect(reduce(s0, order({ unit: 'nobody' }))).toBe(s0);
  });

  it('a charge records its target, rear and flank, the distance travelled (to 1/1000"), and its place in order', () => {
    const s = reduce(s0, order({ order: 'charge', x: 21, y: 12.5, rear: true, flank: true }));
    expect(find(s, 'a').charge).toEqual({
      target: 'p',
      rear: true,
      flank: true,
      closed: false,
      halted: false,
      travelled: Math.round(Math.hypot(1, 2.5) * 1000) / 1000,
      reachedAfterFallBack: false,
    });
    expect(find(s, 'a').charge!.travelled).toBe(2.693);
    expect(s.chargeOrder).toEqual(['a']);
    const two = reduce(s, order({ unit: 'rf', order: 'charge', target: 'b', x: 40, y: 6 }));
    expect(two.chargeOrder).toEqual(['a', 'rf']);
    // A charge with no target is no charge.
    expect(find(reduce(s0, order({ order: 'charge', target: null })), 'a').charge).toBeNull();
  });

  it('ruling R32: a charge that comes in on a target which has fallen back this turn records it (it is in contact)', () => {
    const fallen = reduce(patch(s0, { p: { fellBack: true } }), order({ order: 'charge', x: 21, y: 12.5 }));
    expect(find(fallen, 'a').charge!.reachedAfterFallBack).toBe(true);
    // A charge on a unit that has not fallen back, then its fall back: the charge keeps false (R45).
    const before = reduce(s0, order({ order: 'charge', x: 21, y: 12.5 }));
    const after = reduce(before, { type: 'fell-back', unit: 'p', x: 20, y: 46 });
    expect(find(after, 'a').charge!.reachedAfterFallBack).toBe(false);
  });

  it('pikes form square and form line again', () => {
    const sq = reduce(s0, order({ unit: 'p', order: 'form-square', target: null }));
    expect(find(sq, 'p').square).toBe(true);
    expect(find(reduce(sq, order({ unit: 'p', order: 'advance' })), 'p').square).toBe(true);
    expect(find(reduce(sq, order({ unit: 'p', order: 'form-line', target: null })), 'p').square).toBe(false);
  });

  it('only "form square" forms the square: pikes in line that advance stay in line', () => {
    expect(find(reduce(s0, order({ unit: 'p', order: 'advance', target: 'a' })), 'p').square).toBe(false);
  });
});

describe('reduce: charges and evasion (ruling R32)', () => {
  it('charge-declared: the charger is ordered and waits; its brigade has moved; the answer is pending', () => {
    const s = reduce(s0, { type: 'charge-declared', unit: 'a', target: 'p' });
    expect(find(s, 'a')).toMatchObject({ ordered: true, x: 20, y: 10, charge: null });
    expect(s.pendingEvasion).toEqual({ charger: 'a', target: 'p' });
    expect(s.brigadesMoved).toEqual({ A: ['b1'], B: [] });
    const again = reduce(
      { ...s, brigadesMoved: { A: ['b1'], B: ['b3'] } },
      { type: 'charge-declared', unit: 'a', target: 'p' },
    );
    expect(again.brigadesMoved).toEqual({ A: ['b1'], B: ['b3'] });
    const byB = reduce(s0, { type: 'charge-declared', unit: 'b', target: 'a' });
    expect(byB.brigadesMoved).toEqual({ A: [], B: ['b3'] });
    expect(reduce(s0, { type: 'charge-declared', unit: 'nobody', target: 'p' })).toBe(s0);
  });

  it('evasion clears the pending answer; evaded moves the unit a full move, ordered', () => {
    const pending = { ...s0, pendingEvasion: { charger: 'a', target: 'p' } };
    expect(reduce(pending, { type: 'evasion', unit: 'p', charger: 'a', evade: true }).pendingEvasion).toBeNull();
    const s = reduce(s0, { type: 'evaded', unit: 'p', x: 20, y: 45 });
    expect(find(s, 'p')).toMatchObject({ x: 20, y: 45, ordered: true, moved: 'full' });
  });

  it('charge-halted: the charger keeps its target, halted, not closed, and is disordered; closed closes', () => {
    const s = patch(s0, { a: { charge: { ...charge, closed: true } } });
    const h = reduce(s, { type: 'charge-halted', unit: 'a' });
    expect(find(h, 'a').charge).toEqual({ ...charge, closed: false, halted: true });
    expect(find(h, 'a').status).toBe('disordered');
    const routed = reduce(patch(s, { a: { status: 'routed' } }), { type: 'charge-halted', unit: 'a' });
    expect(find(routed, 'a').status).toBe('routed');
    expect(find(reduce(s0, { type: 'charge-halted', unit: 'a' }), 'a').charge).toBeNull();
    const c = reduce(patch(s0, { a: { charge } }), { type: 'closed', unit: 'a', target: 'p' });
    expect(find(c, 'a').charge).toEqual({ ...charge, closed: true });
    expect(find(reduce(s0, { type: 'closed', unit: 'a', target: 'p' }), 'a').charge).toBeNull();
  });
});

describe('reduce: fire (FIRE; "Takes one turn to reload"; riflemen "Takes 2 turns to reload after firing")', () => {
  const fired = (unit: string, casualties: number, hitsCarried?: number): SwordAndPikeEvent => ({
    type: 'fired',
    unit,
    target: 'p',
    weapon: 'arquebus',
    range: 10,
    targetClass: 1,
    firers: 10,
    dice: 10,
    hitsOn: 5,
    hits: casualties,
    casualties,
    ...(hitsCarried === undefined ? {} : { hitsCarried }),
  });

  it('the firer has fired; the target loses its casualties and carries its odd hit', () => {
    const s = reduce({ ...s0, turn: 3 }, fired('a', 4, 1));
    expect(find(s, 'a')).toMatchObject({ hasFired: true, firedThisTurn: true, loadedOnTurn: 1 });
    expect(find(s, 'p')).toMatchObject({ figures: 16, carriedHits: 1 });
    expect(find(reduce(s, fired('a', 0)), 'p').carriedHits).toBe(0);
  });

  it('a heavy gun is loaded again two turns on; riflemen 1 + the reload turns (ruling R16)', () => {
    const s = { ...s0, turn: 3 };
    expect(find(reduce(s, fired('gun', 0)), 'gun').loadedOnTurn).toBe(5);
    expect(find(reduce(s, fired('rf', 0)), 'rf').loadedOnTurn).toBe(3 + 1 + s0.options.rifleReloadTurns);
    const three = { ...s, options: SwordAndPikeOptionsSchema.parse({ rifleReloadTurns: 3 }) };
    expect(find(reduce(three, fired('rf', 0)), 'rf').loadedOnTurn).toBe(7);
  });

  it('"When a unit becomes Spent (less then 50% strength) - lower Morale 1 point": once, on more than half lost', () => {
    const half = reduce(s0, fired('a', 10)); // 10 of 20: not more than 50%
    expect(find(half, 'p')).toMatchObject({ figures: 10, spentMarked: false, moraleShift: 0 });
    const spent = reduce(half, fired('a', 1));
    expect(find(spent, 'p')).toMatchObject({ figures: 9, spentMarked: true, moraleShift: -1 });
    const more = reduce(spent, fired('a', 2));
    expect(find(more, 'p')).toMatchObject({ figures: 7, spentMarked: true, moraleShift: -1 });
    // Never below no figures.
    expect(find(reduce(s0, fired('a', 25)), 'p').figures).toBe(0);
  });
});

describe('reduce: morale', () => {
  it('morale-rated sets the rating; morale-altered shifts it', () => {
    const s = reduce(s0, { type: 'morale-rated', unit: 'p', roll: 5, rating: 6 });
    expect(find(s, 'p').morale).toBe(6);
    const a = apply(
      s,
      { type: 'morale-altered', unit: 'p', by: -1, reason: 'r' },
      { type: 'morale-altered', unit: 'p', by: 2, reason: 'r' },
    );
    expect(find(a, 'p').moraleShift).toBe(1);
  });

  it('"5 - Moving unit halts (considered standing)": a halt result halts the unit, others do not', () => {
    const halt = reduce(s0, { type: 'morale-tested', unit: 'a', reason: 'r', score: 5, result: 'halt' });
    expect(find(halt, 'a').halted).toBe(true);
    expect(reduce(s0, { type: 'morale-tested', unit: 'a', reason: 'r', score: 9, result: 'carry-on' })).toBe(s0);
  });

  it('fell-back: moved, fallen back, its charge dropped, and disordered (a routed unit stays routed)', () => {
    const s = reduce(patch(s0, { a: { charge } }), { type: 'fell-back', unit: 'a', x: 20, y: 4 });
    expect(find(s, 'a')).toMatchObject({ x: 20, y: 4, fellBack: true, charge: null, status: 'disordered' });
    const r = reduce(patch(s0, { a: { status: 'routed' } }), { type: 'fell-back', unit: 'a', x: 20, y: 4 });
    expect(find(r, 'a').status).toBe('routed');
  });

  it('routed: "Routed units take a D4 of casualties ... moved a normal move to the rear"; "If a unit Routs ... lower Morale 1 point"', () => {
    const s = reduce(
      { ...patch(s0, { p: { charge, square: true } }), turn: 4 },
      { type: 'routed', unit: 'p', casualties: 3, x: 20, y: 46 },
    );
    expect(find(s, 'p')).toMatchObject({
      figures: 17,
      x: 20,
      y: 46,
      status: 'routed',
      routedTurn: 4,
      charge: null,
      square: false,
      moraleShift: -1,
      spentMarked: false,
    });
    // Routing past half strength: both points.
    const spent = reduce(patch(s0, { p: { figures: 11 } }), { type: 'routed', unit: 'p', casualties: 2, x: 20, y: 46 });
    expect(find(spent, 'p')).toMatchObject({ figures: 9, spentMarked: true, moraleShift: -2 });
  });

  it('removed, rallied, rallied-from-disorder, disordered', () => {
    const gone = reduce(patch(s0, { a: { charge } }), { type: 'removed', unit: 'a', reason: 'left-field' });
    expect(find(gone, 'a')).toMatchObject({ status: 'removed', removal: 'left-field', charge: null });
    const rallied = reduce(patch(s0, { a: { status: 'routed', routedTurn: 2 } }), { type: 'rallied', unit: 'a' });
    expect(find(rallied, 'a')).toMatchObject({ status: 'disordered', routedTurn: null });
    expect(find(reduce(rallied, { type: 'rallied-from-disorder', unit: 'a' }), 'a').status).toBe('ready');
    expect(find(reduce(s0, { type: 'disordered', unit: 'a' }), 'a').status).toBe('disordered');
    const routed = patch(s0, { a: { status: 'routed' } });
    expect(find(reduce(routed, { type: 'disordered', unit: 'a' }), 'a').status).toBe('routed');
  });
});

describe('reduce: officers', () => {
  const withOfficers: SwordAndPikeState = {
    ...s0,
    officers: [
      { id: 'o1', name: 'O1', quality: 'ordinary', side: 'A', brigade: 'b1', attachedTo: 'a', status: 'ok' },
      { id: 'o2', name: 'O2', quality: 'exceptional', side: 'A', brigade: null, attachedTo: 'gun', status: 'ok' },
    ],
  };
  it('officer-attached moves the officer to the unit; officer-casualty sets his fate; the others are kept', () => {
    const s = reduce(withOfficers, { type: 'officer-attached', officer: 'o1', unit: 'rf' });
    expect(s.officers[0]!.attachedTo).toBe('rf');
    expect(s.officers[1]).toBe(withOfficers.officers[1]);
    const c = reduce(withOfficers, { type: 'officer-casualty', officer: 'o2', fate: 'wounded' });
    expect(c.officers[1]).toEqual({ ...withOfficers.officers[1], status: 'wounded' });
    expect(c.officers[0]).toBe(withOfficers.officers[0]);
  });
});

describe('reduce: close combat and the winners (Close Combat L)', () => {
  it("close-combat: each loss taken (Spent marked), every attacker's charge over, the defenders' kept", () => {
    const s = reduce(patch(s0, { a: { charge }, rf: { charge }, b: { charge: { ...charge, target: 'a' } } }), {
      type: 'close-combat',
      attacker: 'a',
      defender: 'p',
      attackers: ['a', 'rf'],
      defenders: ['p'],
      attackerDice: { onFive: 0, onSix: 4 },
      defenderDice: { onFive: 4, onSix: 0 },
      attackerCasualties: 1,
      defenderCasualties: 2,
      losses: [
        { unit: 'p', casualties: 11 },
        { unit: 'a', casualties: 1 },
      ],
      winner: 'attacker',
    });
    expect(find(s, 'p')).toMatchObject({ figures: 9, spentMarked: true, moraleShift: -1 });
    expect(find(s, 'a')).toMatchObject({ figures: 19, charge: null });
    expect(find(s, 'rf').charge).toBeNull();
    expect(find(s, 'b').charge).toEqual({ ...charge, target: 'a' });
  });

  it('followed-up moves the unit; winner-pending queues the winner; winner-option places it and takes it off', () => {
    const f = reduce(s0, { type: 'followed-up', unit: 'a', x: 21, y: 13 });
    expect(find(f, 'a')).toMatchObject({ x: 21, y: 13 });
    const w = apply(
      s0,
      { type: 'winner-pending', unit: 'a', vacated: { x: 20, y: 40 } },
      { type: 'winner-pending', unit: 'b', vacated: null },
    );
    expect(w.winners).toEqual([
      { unit: 'a', vacated: { x: 20, y: 40 } },
      { unit: 'b', vacated: null },
    ]);
    const o = reduce(w, { type: 'winner-option', unit: 'a', option: 'occupy', x: 20, y: 40, facing: 2 });
    expect(find(o, 'a')).toMatchObject({ x: 20, y: 40, facing: 2 });
    expect(o.winners).toEqual([{ unit: 'b', vacated: null }]);
  });

  it('bonus-move: moved, and turned when a facing is given', () => {
    const m = reduce(s0, { type: 'bonus-move', unit: 'a', x: 22, y: 18, closed: false });
    expect(find(m, 'a')).toMatchObject({ x: 22, y: 18, facing: find(s0, 'a').facing });
    const t = reduce(s0, { type: 'bonus-move', unit: 'a', x: 22, y: 18, closed: true, facing: 0.5 });
    expect(find(t, 'a').facing).toBe(0.5);
  });
});
