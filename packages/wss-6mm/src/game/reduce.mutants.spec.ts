import { describe, expect, it } from 'vitest';
import type { BattleState } from './State.js';
import { reduceBattle } from './reduce.js';
import { unitById } from './table.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Brigade activation: "Each turn both CinCs will roll a dice to determine who
// goes first, (the highest goes first). Alternately each side will then attempt to activate its Brigades until all
// Brigades have been moved." Sequence of Play: "2. Movement (1 brigade at a time, alternately) … ii. Charges … iv. Other
// Movement; 3. Artillery Fire; 4. Small Arms fire". The events below are what the resolution emits; reduceBattle applies
// each to the state.

const text = '';

describe("turn: initiative, every brigade with units on the table to move, the turn's marks cleared", () => {
  it('the side with the initiative moves first and its CinC decides first; brigades of lost units are done', () => {
    const s0 = exampleBattle({
      'foot-guards': {
        moved: 'moved',
        failedCharge: true,
        charge: { bonus: 'none', vsStationaryHorse: false },
        firedAtCharger: true,
      },
      gendarmes: { status: 'destroyed' },
      bourgogne: { status: 'left-table' },
      anjou: { status: 'destroyed' },
    });
    const s = reduceBattle(
      { ...s0, current: { brigade: 'orkney', pending: [], attaching: false, charging: [] }, phase: 'morale' },
      { kind: 'turn', turn: 2, first: 'B', text },
    );
    expect(s).toMatchObject({
      turn: 2,
      first: 'B',
      activeSide: 'B',
      cincPending: ['B', 'A'],
      current: null,
      phase: 'movement',
    });
    expect(Object.fromEntries(s.brigades.map((b) => [b.id, b.activation]))).toEqual({
      orkney: 'pending',
      dutch: 'pending',
      lumley: 'pending',
      picardie: 'pending',
      irlandaise: 'pending',
      bavarian: 'pending',
      gendarmerie: 'done',
    });
    expect(unitById(s, 'foot-guards')).toMatchObject({
      moved: 'none',
      failedCharge: false,
      charge: null,
      firedAtCharger: false,
    });
    expect(reduceBattle(s0, { kind: 'turn', turn: 2, first: 'A', text }).cincPending).toEqual(['A', 'B']);
  });
  it('without CinCs on the table nobody is waiting for one', () => {
    expect(
      reduceBattle({ ...exampleBattle(), cincs: null }, { kind: 'turn', turn: 2, first: 'A', text }).cincPending,
    ).toEqual([]);
  });
});

describe('activation and orders', () => {
  const s = exampleBattle();
  it("an activated brigade awaits its units' orders, the brigadier choosing where to stand first", () => {
    const t = reduceBattle(s, {
      kind: 'activation',
      brigade: 'orkney',
      activated: true,
      pending: ['foot-guards', 'webbs'],
      charging: ['webbs'],
      text,
    });
    expect(t.current).toEqual({
      brigade: 'orkney',
      pending: ['foot-guards', 'webbs'],
      attaching: true,
      charging: ['webbs'],
    });
    expect(t.brigades.find((b) => b.id === 'orkney')!.activation).toBe('activated');
    expect(t.brigades.find((b) => b.id === 'dutch')!.activation).toBe('pending');
  });
  it('a brigade that fails, or has no unit to order, has no current activation', () => {
    const failed = reduceBattle(s, {
      kind: 'activation',
      brigade: 'orkney',
      activated: false,
      pending: [],
      charging: [],
      text,
    });
    expect(failed.current).toBeNull();
    expect(failed.brigades.find((b) => b.id === 'orkney')!.activation).toBe('failed');
    const empty = reduceBattle(s, {
      kind: 'activation',
      brigade: 'orkney',
      activated: true,
      pending: [],
      charging: [],
      text,
    });
    expect(empty.current).toBeNull();
    const none = reduceBattle(s, {
      kind: 'activation',
      brigade: 'orkney',
      activated: false,
      pending: ['webbs'],
      charging: [],
      text,
    });
    expect(none.current).toBeNull();
  });
  it('an ordered unit leaves the lists; one declaring no charge keeps its place for the other movement', () => {
    const t: BattleState = {
      ...s,
      current: { brigade: 'orkney', pending: ['foot-guards', 'webbs'], attaching: false, charging: ['webbs'] },
    };
    expect(reduceBattle(t, { kind: 'ordered', unit: 'webbs', declined: true, text }).current).toEqual({
      brigade: 'orkney',
      pending: ['foot-guards', 'webbs'],
      attaching: false,
      charging: [],
    });
    expect(reduceBattle(t, { kind: 'ordered', unit: 'webbs', text }).current).toEqual({
      brigade: 'orkney',
      pending: ['foot-guards'],
      attaching: false,
      charging: [],
    });
    expect(reduceBattle(s, { kind: 'ordered', unit: 'webbs', text })).toBe(s);
  });
  it("the brigadier attaches himself (or not): the brigade's units then get their orders", () => {
    const t: BattleState = { ...s, current: { brigade: 'orkney', pending: ['webbs'], attaching: true, charging: [] } };
    const u = reduceBattle(t, { kind: 'attached', brigade: 'orkney', unit: 'webbs', text });
    expect(u.brigades.find((b) => b.id === 'orkney')!.attached).toBe('webbs');
    expect(u.current).toEqual({ brigade: 'orkney', pending: ['webbs'], attaching: false, charging: [] });
    const other = reduceBattle(t, { kind: 'attached', brigade: 'dutch', unit: null, text });
    expect(other.current).toBe(t.current);
    expect(other.brigades.find((b) => b.id === 'dutch')!.attached).toBeNull();
  });
  it('the attach decision carries the units that may charge (rulings R28, R39); a brigadier leaving keeps the list', () => {
    const t: BattleState = {
      ...s,
      current: { brigade: 'orkney', pending: ['webbs', 'foot-guards'], attaching: true, charging: [] },
    };
    const u = reduceBattle(t, { kind: 'attached', brigade: 'orkney', unit: 'webbs', charging: ['webbs'], text });
    expect(u.current).toEqual({
      brigade: 'orkney',
      pending: ['webbs', 'foot-guards'],
      attaching: false,
      charging: ['webbs'],
    });
    // He leaves a unit that routs during the charges (no list on the event): the units still to declare stay asked.
    const left = reduceBattle(u, { kind: 'attached', brigade: 'orkney', unit: null, text });
    expect(left.current).toEqual({ ...u.current, charging: ['webbs'] });
    // A log from before the list moved to the attach decision: read at activation, kept.
    const old = reduceBattle(
      reduceBattle(s, {
        kind: 'activation',
        brigade: 'orkney',
        activated: true,
        pending: ['webbs'],
        charging: ['webbs'],
        text,
      }),
      { kind: 'attached', brigade: 'orkney', unit: null, text },
    );
    expect(old.current).toEqual({ brigade: 'orkney', pending: ['webbs'], attaching: false, charging: ['webbs'] });
    const none = reduceBattle(s, { kind: 'activation', brigade: 'orkney', activated: true, pending: ['webbs'], text });
    expect(none.current).toMatchObject({ charging: [] });
  });
  it('an activation ends: the brigade is done and the side named moves next', () => {
    const t: BattleState = { ...s, current: { brigade: 'orkney', pending: [], attaching: false, charging: [] } };
    const u = reduceBattle(t, { kind: 'activation-ended', brigade: 'orkney', next: 'B', text });
    expect(u).toMatchObject({ current: null, activeSide: 'B' });
    expect(u.brigades.map((b) => b.activation)).toEqual([
      'done',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
  });
  it('a brigadier rides to a new place; a phase begins', () => {
    const u = reduceBattle(s, { kind: 'brigadier', brigade: 'dutch', x: 40, y: 8, text });
    expect(u.brigades.find((b) => b.id === 'dutch')).toMatchObject({ x: 40, y: 8 });
    expect(u.brigades.find((b) => b.id === 'orkney')).toMatchObject({ x: 22, y: 4 });
    expect(reduceBattle(s, { kind: 'phase', phase: 'melee', text }).phase).toBe('melee');
    expect(reduceBattle(s, { kind: 'note', text: 'a roll' })).toBe(s);
  });
});

describe('units and CinCs', () => {
  it('a unit event changes that unit only', () => {
    const s = exampleBattle();
    const t = reduceBattle(s, { kind: 'unit', unit: 'webbs', set: { order: 'disordered' }, text });
    expect(unitById(t, 'webbs').order).toBe('disordered');
    expect(unitById(t, 'foot-guards')).toBe(unitById(s, 'foot-guards'));
    expect(t.cincs).toBe(s.cincs);
  });
  it('a CinC rides with the unit he is attached to; the other CinC stays', () => {
    const s0 = exampleBattle();
    const s: BattleState = {
      ...s0,
      cincs: { A: { ...s0.cincs!.A, attached: 'webbs' }, B: { ...s0.cincs!.B, attached: 'navarre' } },
    };
    const t = reduceBattle(s, { kind: 'unit', unit: 'webbs', set: { y: 9 }, text });
    expect(t.cincs!.A).toMatchObject({ x: 27.5, y: 9, attached: 'webbs' });
    expect(t.cincs!.B).toMatchObject({ x: 36, y: 34 });
    const u = reduceBattle(s, { kind: 'unit', unit: 'navarre', set: { x: 19 }, text });
    expect(u.cincs!.B).toMatchObject({ x: 19, y: 30 });
    expect(u.cincs!.A).toMatchObject({ x: 36, y: 2 });
    // A change that moves nobody leaves the CinCs where they are.
    expect(reduceBattle(s, { kind: 'unit', unit: 'webbs', set: { order: 'disordered' }, text }).cincs).toBe(s.cincs);
  });
  it("a CinC's decision: he moves or attaches; the next CinC decides once he has acted", () => {
    const s = { ...exampleBattle(), cincPending: ['A', 'B'] as ('A' | 'B')[] };
    const t = reduceBattle(s, { kind: 'cinc', side: 'A', x: 30, y: 6, attached: 'webbs', acted: true, text });
    expect(t.cincs).toEqual({ A: { name: 'Duke of Marlborough', x: 30, y: 6, attached: 'webbs' }, B: s.cincs!.B });
    expect(t.cincPending).toEqual(['B']);
    const b = reduceBattle(s, { kind: 'cinc', side: 'B', x: 20, y: 30, attached: null, acted: false, text });
    expect(b.cincs).toEqual({ A: s.cincs!.A, B: { name: 'Marshal Tallard', x: 20, y: 30, attached: null } });
    expect(b.cincPending).toEqual(['A', 'B']);
    const none: BattleState = { ...s, cincs: null };
    expect(reduceBattle(none, { kind: 'cinc', side: 'A', x: 30, y: 6, attached: null, acted: true, text })).toBe(none);
  });
});

describe('fire, charges and the end', () => {
  const s = exampleBattle();
  it('a fire phase lists its firers; each shot is noted and its hits kept until the fire ends', () => {
    const begun = reduceBattle(s, { kind: 'fire-begun', phase: 'small-arms', pending: ['webbs', 'navarre'], text });
    expect(begun.fire).toEqual({ phase: 'small-arms', pending: ['webbs', 'navarre'], hits: [] });
    const shot = reduceBattle(begun, {
      kind: 'shot',
      unit: 'webbs',
      target: 'navarre',
      elements: 1,
      cause: 'musketry',
      text,
    });
    expect(shot.fire).toEqual({
      phase: 'small-arms',
      pending: ['navarre'],
      hits: [{ target: 'navarre', elements: 1, cause: 'musketry' }],
    });
    const miss = reduceBattle(shot, {
      kind: 'shot',
      unit: 'navarre',
      target: 'webbs',
      elements: 0,
      cause: 'musketry',
      text,
    });
    expect(miss.fire).toEqual({ phase: 'small-arms', pending: [], hits: shot.fire!.hits });
    const none = reduceBattle(begun, {
      kind: 'shot',
      unit: 'webbs',
      target: null,
      elements: 1,
      cause: 'musketry',
      text,
    });
    expect(none.fire!.hits).toEqual([]);
    expect(reduceBattle(miss, { kind: 'fire-ended', text }).fire).toBeNull();
    expect(
      reduceBattle(s, { kind: 'shot', unit: 'webbs', target: 'navarre', elements: 1, cause: 'musketry', text }),
    ).toBe(s);
  });
  it("a charge declared waits for its target's answer, then is resolved", () => {
    const declared = reduceBattle(s, {
      kind: 'charge-declared',
      charger: 'webbs',
      target: 'navarre',
      gap: 5,
      move: 6,
      text,
    });
    expect(declared.pendingCharge).toEqual({ charger: 'webbs', target: 'navarre', gap: 5, move: 6 });
    expect(reduceBattle(declared, { kind: 'charge-resolved', text }).pendingCharge).toBeNull();
  });
  it('the end: the battle is over with its result', () => {
    const t: BattleState = { ...s, current: { brigade: 'orkney', pending: ['webbs'], attaching: false, charging: [] } };
    const over = reduceBattle(t, {
      kind: 'end',
      winner: 'A',
      victory: 'army broken',
      points: { A: 3, B: 1 },
      turns: 7,
      text,
    });
    expect(over).toMatchObject({
      phase: 'over',
      current: null,
      result: { winner: 'A', victory: 'army broken', points: { A: 3, B: 1 }, turns: 7 },
    });
  });
});

// Killers of the survivors of the first complete run (4 Dec 2026; docs/mutation/wss-6mm-flow.md).
describe('the survivors of the first complete run', () => {
  const s0 = exampleBattle();
  it('"ii. Charges … iv. Other Movement": a unit ordered leaves the chargers\' list, the other chargers stay in it', () => {
    const s: BattleState = {
      ...s0,
      current: {
        brigade: 'orkney',
        pending: ['foot-guards', 'royal-scots', 'webbs'],
        attaching: false,
        charging: ['foot-guards', 'royal-scots'],
      },
    };
    const t = reduceBattle(s, { kind: 'ordered', unit: 'foot-guards', text });
    expect(t.current).toEqual({
      brigade: 'orkney',
      pending: ['royal-scots', 'webbs'],
      attaching: false,
      charging: ['royal-scots'],
    });
  });
  it('a brigadier attaching himself changes his brigade only, with or without an activation under way', () => {
    // Ruling R31: "the brigadier may attach himself to one of its units … He moves with that unit".
    const withCurrent: BattleState = {
      ...s0,
      current: { brigade: 'orkney', pending: ['webbs'], attaching: true, charging: [] },
    };
    for (const s of [withCurrent, { ...s0, current: null }]) {
      const t = reduceBattle(s, { kind: 'attached', brigade: 'orkney', unit: 'webbs', text });
      expect(t.brigades.map((b) => [b.id, b.attached])).toEqual([
        ['orkney', 'webbs'],
        ['dutch', null],
        ['lumley', null],
        ['picardie', null],
        ['irlandaise', null],
        ['bavarian', null],
        ['gendarmerie', null],
      ]);
    }
    expect(
      reduceBattle({ ...s0, current: null }, { kind: 'attached', brigade: 'orkney', unit: 'webbs', text }).current,
    ).toBeNull();
  });
});

describe("ruling R56: a unit freed from melee during its brigade's charges joins the Other Movement", () => {
  // R56: "by default (`other-movement`) such a unit joins the Other Movement: it is asked for its order after the units
  // already waiting … The activation records the units in melee (`current.inMelee`)". Sequence of Play: "ii. Charges …
  // iv. Other Movement".
  it('of two units in melee, the one freed waits for its order; the other is still recorded in melee', () => {
    const s = exampleBattle({ 'royal-irish': { engaged: ['lee'] }, webbs: { engaged: ['picardie-1'] } });
    const t = reduceBattle(
      {
        ...s,
        current: {
          brigade: 'orkney',
          pending: ['royal-scots'],
          attaching: false,
          charging: [],
          inMelee: ['royal-irish', 'webbs'],
        },
      },
      { kind: 'freed-from-melee', unit: 'royal-irish', text },
    );
    expect(t.current).toEqual({
      brigade: 'orkney',
      pending: ['royal-scots', 'royal-irish'],
      attaching: false,
      charging: [],
      inMelee: ['webbs'],
    });
  });
});
