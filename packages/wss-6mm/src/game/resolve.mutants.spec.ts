import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '@muster/core';
import { Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState } from './State.js';
import { meleePhase } from './meleePhase.js';
import { resolveBattle } from './resolve.js';
import { exampleBattle, HORSE_IN_MELEE_WITH_PICARDIE } from './__fixtures__/exampleBattle.js';
import { harness as baseHarness } from './__fixtures__/harness.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Brigade activation: "Alternately each side will then attempt to activate its
// Brigades until all Brigades have been moved. When attempting to activate a Brigade roll 1d20, if the score is equal
// for greater than the Brigadiers activation score the Brigade may move, otherwise it may not (other than compulsory
// movement)." Brigadiers: "b. Good 5". Command and Control: "All units must remain within 12" of their Brigadier".
// Movement: "Officers 1d6 x 2". Sequence of Play: "ii. Charges … iv. Other Movement".
// Orkney's brigade (good): Foot Guards, Royal Scots, Royal Irish, Webb's at x 12.5–27.5 and the Royal Train at x 32,
// all on y = 6; its brigadier at (22, 4), 0.4" from the point 2" behind the middle of his units (22.4, 4).

// The brigadier follows his brigade on his own (ruling R28, `brigadierRide: follows`, the battle before the player chose
// his ride) unless a test passes other options; the player's choice of ride: game/brigadierRide.spec.ts.
const FOLLOWS = Wss6mmOptionsSchema.parse({ brigadierRide: 'follows' });
const harness = (s: BattleState, faces: number[], options = FOLLOWS) => baseHarness(s, faces, options);

const brigade = (s: BattleState, id: string) => s.brigades.find((b) => b.id === id)!;
const kinds = (events: { kind: string }[]) => events.map((e) => e.kind);

describe('activating a brigade: "roll 1d20 … equal or greater than the Brigadiers activation score"', () => {
  it('a good brigadier rolling 5 activates: every unit that may take orders waits, the chargers asked first', () => {
    const h = harness(exampleBattle({ 'picardie-1': { x: 12.5, y: 10 }, 'royal-irish': { engaged: ['lee'] } }), [5]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.ctx.state.current).toEqual({
      brigade: 'orkney',
      pending: ['foot-guards', 'royal-scots', 'webbs', 'british-battery'],
      attaching: true,
      // Read once the brigadier has chosen where to stand (rulings R28, R39): none yet.
      charging: [],
      // In melee as the brigade activates: not ordered now, but it joins the Other Movement if a charge frees it (R56).
      inMelee: ['royal-irish'],
    });
    expect(h.events[0]).not.toHaveProperty('charging');
    expect(h.text()).toBe("Orkney's Brigade (good) is activated: rolled 5, needed 5+");
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
    expect(h.events[1]).toMatchObject({ kind: 'attached', unit: null, charging: ['foot-guards'] });
    expect(h.ctx.state.current).toMatchObject({ attaching: false, charging: ['foot-guards'] });
  });
  it("rolling 4 fails: no unit moves, and B's turn comes", () => {
    const h = harness(exampleBattle(), [4]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(kinds(h.events)).toEqual(['activation', 'activation-ended']);
    // The log says so too: no unit is waiting for orders.
    expect(h.events[0]).toMatchObject({ activated: false, pending: [] });
    expect(h.text()).toBe("Orkney's Brigade (good) fails to activate: rolled 4, needed 5+\nOrkney's Brigade has moved");
    expect(h.ctx.state).toMatchObject({ current: null, activeSide: 'B' });
    expect(brigade(h.ctx.state, 'orkney').activation).toBe('done');
  });
  it('B with no brigade left to try: A goes on', () => {
    const s = exampleBattle();
    const h = harness(
      { ...s, brigades: s.brigades.map((b) => (b.side === 'B' ? { ...b, activation: 'done' } : b)) },
      [4],
    );
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(h.ctx.state.activeSide).toBe('A');
  });
  it('the last brigade to move ends the movement: the turn carries on with the fire phases', () => {
    const s = exampleBattle();
    const h = harness(
      { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? b : { ...b, activation: 'done' })) },
      [4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(kinds(h.events).slice(0, 2)).toEqual(['activation', 'activation-ended']);
    expect(h.events.length).toBeGreaterThan(2);
  });
});

describe('the brigadier follows his brigade: "an officer\'s move (1d6 x 2)"', () => {
  it('he rides towards the point 2" behind the middle of his units, at most his move', () => {
    const s = exampleBattle();
    const h = harness(
      { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, x: 22.4, y: 20 } : b)) },
      [4, 3],
    );
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(brigade(h.ctx.state, 'orkney')).toMatchObject({ x: 22.4, y: 14 });
    expect(h.events[1]!.text).toBe('Brigadier Earl of Orkney rides 6" to stay with Orkney\'s Brigade');
  });
  it('no farther than that point; for B, behind is up the table', () => {
    const s = exampleBattle();
    // Picardie, Navarre and the Batterie royale at x 12, 18 and 22.5 on y = 30: the point is (17.5, 32); the brigadier
    // at (17.5, 28), 4" short of it, rolls 6 (12").
    const h = harness(
      { ...s, activeSide: 'B', brigades: s.brigades.map((b) => (b.id === 'picardie' ? { ...b, x: 17.5, y: 28 } : b)) },
      [1, 6],
    );
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'picardie' });
    expect(brigade(h.ctx.state, 'picardie')).toMatchObject({ x: 17.5, y: 32 });
  });
  it('within 1/2" of that point he stays', () => {
    const h = harness(exampleBattle(), [4]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(kinds(h.events)).not.toContain('brigadier');
    expect(brigade(h.ctx.state, 'orkney')).toMatchObject({ x: 22, y: 4 });
  });
  it('units off the table are not followed; with none left he stays', () => {
    const s = exampleBattle({ 'foot-guards': { status: 'left-table' }, 'royal-scots': { status: 'destroyed' } });
    // Left: Royal Irish, Webb's, the Royal Train (x 22.5, 27.5, 32): the point (27.33, 4).
    const h = harness(
      { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, x: 27.333, y: 14 } : b)) },
      [4, 6],
    );
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(brigade(h.ctx.state, 'orkney').y).toBe(4);
    expect(brigade(h.ctx.state, 'orkney').x).toBeCloseTo(27.333, 3);
    const gone = exampleBattle({
      'queens-horse': { status: 'destroyed' },
      wood: { status: 'destroyed' },
      'dutch-horse': { status: 'left-table' },
    });
    const g = harness(
      { ...gone, brigades: gone.brigades.map((b) => (b.id === 'lumley' ? { ...b, x: 10, y: 10 } : b)) },
      [1],
    );
    resolveBattle(g.ctx, { kind: 'activate', brigade: 'lumley' });
    expect(kinds(g.events)).not.toContain('brigadier');
  });
  it('attached to a unit, he rides with it; a unit gone no longer carries him', () => {
    const s = exampleBattle();
    const h = harness(
      { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, attached: 'webbs' } : b)) },
      [4],
    );
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(brigade(h.ctx.state, 'orkney')).toMatchObject({ x: 27.5, y: 6 });
    expect(h.events[1]!.text).toBe("Brigadier Earl of Orkney moves with Webb's");
    const there = harness(
      { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, attached: 'webbs', x: 27.5, y: 6 } : b)) },
      [4],
    );
    resolveBattle(there.ctx, { kind: 'activate', brigade: 'orkney' });
    expect(kinds(there.events)).toEqual(['activation', 'activation-ended']);
    const lost = exampleBattle({ webbs: { status: 'destroyed' } });
    const l = harness(
      {
        ...lost,
        brigades: lost.brigades.map((b) => (b.id === 'orkney' ? { ...b, attached: 'webbs', x: 27.5, y: 14 } : b)),
      },
      [4, 6],
    );
    resolveBattle(l.ctx, { kind: 'activate', brigade: 'orkney' });
    // Webb's gone: the point behind the other four is (21.125, 4), 11.86" off, within his 12".
    expect(brigade(l.ctx.state, 'orkney')).toMatchObject({ x: 21.125, y: 4 });
  });
});

describe('the brigadier attaches himself, then the units take their orders', () => {
  const activated = (pending: string[], charging: string[] = []): BattleState => {
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
    return {
      ...s,
      brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, activation: 'activated' } : b)),
      current: { brigade: 'orkney', pending, attaching: true, charging },
    };
  };
  it('attached to a unit he joins it; from behind he stays', () => {
    const h = harness(activated(['webbs']), []);
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: 'webbs' });
    expect(h.text()).toBe("Brigadier Earl of Orkney attaches himself to Webb's\nBrigadier Earl of Orkney joins Webb's");
    expect(brigade(h.ctx.state, 'orkney')).toMatchObject({ attached: 'webbs', x: 27.5, y: 6 });
    const behind = harness(activated(['webbs']), []);
    resolveBattle(behind.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
    expect(behind.text()).toBe("Brigadier Earl of Orkney commands Orkney's Brigade from behind");
    expect(behind.ctx.state.current).toMatchObject({ attaching: false, pending: ['webbs'] });
  });
  it('an order is given and carried out; the last one ends the activation', () => {
    const h = harness(
      {
        ...activated(['webbs', 'royal-irish']),
        current: { brigade: 'orkney', pending: ['webbs', 'royal-irish'], attaching: false, charging: [] },
      },
      [3, 1],
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'webbs', order: { type: 'advance' } });
    expect(h.events[0]!.text).toBe("Webb's is ordered to advance");
    // Ruling R61: the 3 rolled is the most it may go; the activation waits for the player to say how far.
    expect(h.ctx.state.current).toMatchObject({ pending: ['royal-irish'], moving: { unit: 'webbs', most: 3 } });
    resolveBattle(h.ctx, { kind: 'move', unit: 'webbs', inches: 3 });
    expect(h.ctx.state.units.find((u) => u.id === 'webbs')!.y).toBe(9);
    expect(h.ctx.state.current).toMatchObject({ pending: ['royal-irish'] });
    resolveBattle(h.ctx, { kind: 'order', unit: 'royal-irish', order: { type: 'hold' } });
    expect(h.ctx.state.current).toBeNull();
    expect(kinds(h.events)).toContain('activation-ended');
  });
  it("declaring no charge keeps the unit's place for the other movement", () => {
    const h = harness(
      {
        ...activated(['foot-guards']),
        current: { brigade: 'orkney', pending: ['foot-guards'], attaching: false, charging: ['foot-guards'] },
      },
      [],
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: { type: 'no-charge' } });
    expect(h.events).toHaveLength(1);
    expect(h.events[0]).toMatchObject({ kind: 'ordered', declined: true, text: '1st Foot Guards declares no charge' });
    expect(h.ctx.state.current).toMatchObject({ pending: ['foot-guards'], charging: [] });
    const other = harness(
      { ...activated(['webbs']), current: { brigade: 'orkney', pending: ['webbs'], attaching: false, charging: [] } },
      [],
    );
    resolveBattle(other.ctx, { kind: 'order', unit: 'webbs', order: { type: 'hold' } });
    expect(other.events[0]).not.toHaveProperty('declined');
  });
  it('a unit no longer able to take orders (routed meanwhile) is not moved by its order', () => {
    const s = activated(['webbs']);
    const h = harness(
      {
        ...s,
        units: s.units.map((u) => (u.id === 'webbs' ? { ...u, order: 'routed' } : u)),
        current: { brigade: 'orkney', pending: ['webbs', 'royal-irish'], attaching: false, charging: [] },
      },
      [],
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'webbs', order: { type: 'advance' } });
    expect(h.events).toHaveLength(1);
    expect(h.ctx.state.units.find((u) => u.id === 'webbs')!.y).toBe(6);
  });
  it("a charge declared waits for the target's answer before the activation ends", () => {
    // Charge test 18 (foot 18+), charge move 4: 4 + 1 = 5" of the 4" gap.
    const h = harness(
      {
        ...activated(['foot-guards']),
        current: { brigade: 'orkney', pending: ['foot-guards'], attaching: false, charging: ['foot-guards'] },
      },
      [18, 4, 10, 10, 10, 10],
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } });
    expect(h.ctx.state.pendingCharge).toMatchObject({ charger: 'foot-guards', target: 'picardie-1' });
    expect(h.ctx.state.current).not.toBeNull();
    expect(kinds(h.events)).not.toContain('activation-ended');
  });
});

// Killers of the survivors of the first complete run (4 Dec 2026; docs/mutation/wss-6mm-flow.md).
describe('the survivors of the first complete run', () => {
  /**
   * Orkney's brigade activated, its last unit (Webb's) ordered to hold: the activation ends. The dice are kept to read
   * the rolls' purposes.
   */
  const lastOrder = (s: BattleState, faces: number[]) => {
    const h = harness(
      {
        ...s,
        brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, activation: 'activated' } : b)),
        current: { brigade: 'orkney', pending: ['webbs'], attaching: false, charging: [] },
      },
      [],
    );
    const dice = ScriptedDice.of(faces);
    const ctx: BattleContext = {
      get state() {
        return h.ctx.state;
      },
      dice,
      emit: (e) => {
        h.ctx.emit(e);
      },
      options: h.ctx.options,
      combat: h.ctx.combat,
      morale: h.ctx.morale,
    };
    resolveBattle(ctx, { kind: 'order', unit: 'webbs', order: { type: 'hold' } });
    return { ...h, dice };
  };
  const withOrkney = (s: BattleState, change: Partial<BattleState['brigades'][number]>): BattleState => ({
    ...s,
    brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, ...change } : b)),
  });
  it('attached, he rides with the unit when only its y, or only its x, differs from his', () => {
    // Ruling R31: "He moves with that unit".
    for (const at of [
      { x: 27.5, y: 10 },
      { x: 20, y: 6 },
    ]) {
      const h = lastOrder(withOrkney(exampleBattle(), { attached: 'webbs', ...at }), []);
      expect(h.events.filter((e) => e.kind === 'brigadier')).toEqual([
        { kind: 'brigadier', brigade: 'orkney', x: 27.5, y: 6, text: "Brigadier Earl of Orkney moves with Webb's" },
      ]);
    }
  });
  it('a ROUTED unit is not followed: the point is 2" behind the middle of the others', () => {
    // Ruling R28: "towards a point 2" behind the centre of his units that are not routed".
    // The Foot Guards routed: the Royal Scots, Royal Irish, Webb's and the Royal Train (x 17.5, 22.5, 27.5, 32) give
    // (24.875, 4); the brigadier at (24.875, 14) rolls 6 (12").
    const s = withOrkney(exampleBattle({ 'foot-guards': { order: 'routed' } }), { x: 24.875, y: 14 });
    const h = lastOrder(s, [6]);
    expect(brigade(h.ctx.state, 'orkney')).toMatchObject({ x: 24.875, y: 4 });
  });
  it('exactly 1/2" from that point he rides (he stays only when nearer), the roll named for him', () => {
    // Ruling R28: "the brigadier makes an officer's move (1d6 x 2)". The point of Orkney's brigade: (22.4, 4).
    const h = lastOrder(withOrkney(exampleBattle(), { x: 22.4, y: 4.5 }), [1]);
    expect(h.events.filter((e) => e.kind === 'brigadier')).toEqual([
      {
        kind: 'brigadier',
        brigade: 'orkney',
        x: 22.4,
        y: 4,
        text: 'Brigadier Earl of Orkney rides 0.5" to stay with Orkney\'s Brigade',
      },
    ]);
    expect(h.dice.takeRolls().map((r) => r.purpose)).toEqual(['Brigadier Earl of Orkney move']);
  });
  it("a brigade of B that has moved hands the move to A, which has brigades left (its own side's name)", () => {
    // Brigade activation: "Alternately each side will then attempt to activate its Brigades".
    const s = exampleBattle();
    const h = harness({ ...s, activeSide: 'B' }, [1, 1]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'picardie' });
    expect(h.events.at(-1)).toEqual({
      kind: 'activation-ended',
      brigade: 'picardie',
      next: 'A',
      text: 'Brigade de Picardie has moved',
    });
    expect(h.ctx.state.activeSide).toBe('A');
  });
  it('"until all Brigades have been moved": the turn goes on while either side has a brigade to try', () => {
    const s = exampleBattle();
    const only = (pending: string[]): BattleState => ({
      ...s,
      brigades: s.brigades.map((b) => (pending.includes(b.id) ? b : { ...b, activation: 'done' })),
    });
    // One brigade left on each side after Orkney's; then A's only (Dutch); then B's only (Picardie).
    for (const pending of [
      ['orkney', 'dutch', 'picardie'],
      ['orkney', 'dutch'],
      ['orkney', 'picardie'],
    ]) {
      const h = harness(only(pending), [4]);
      resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
      expect(kinds(h.events)).toEqual(['activation', 'activation-ended']);
      expect(h.ctx.state.phase).toBe('movement');
      expect(h.ctx.state.fire).toBeNull();
    }
  });
  it("another brigade's brigadier attaches himself (the brigade named in the decision)", () => {
    // Ruling R31: "when his brigade activates, the brigadier may attach himself to one of its units".
    const s = exampleBattle();
    const h = harness(
      {
        ...s,
        brigades: s.brigades.map((b) => (b.id === 'dutch' ? { ...b, activation: 'activated' } : b)),
        current: { brigade: 'dutch', pending: ['holstein'], attaching: true, charging: [] },
      },
      [],
    );
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'dutch', unit: 'holstein' });
    expect(h.events.map((e) => [e.kind, e.text])).toEqual([
      ['attached', 'Brigadier Count Oxenstiern attaches himself to Holstein-Beck'],
      ['brigadier', 'Brigadier Count Oxenstiern joins Holstein-Beck'],
    ]);
    expect(brigade(h.ctx.state, 'dutch')).toMatchObject({ attached: 'holstein', x: 43.5, y: 6 });
    expect(brigade(h.ctx.state, 'orkney')).toMatchObject({ attached: null, x: 22, y: 4 });
  });
  it('Command and Control: a CinC decision is carried out by the CinC (no brigade need be activated)', () => {
    // Ruling R35: the CinC is on the table and decides in phase 1 (Command and Control).
    const h = harness({ ...exampleBattle(), cincPending: ['A', 'B'] }, []);
    resolveBattle(h.ctx, { kind: 'cinc', side: 'A', unit: null });
    expect(h.events).toEqual([
      {
        kind: 'cinc',
        side: 'A',
        x: 36,
        y: 2,
        attached: null,
        acted: true,
        text: 'Duke of Marlborough stays where he is',
      },
    ]);
    expect(h.ctx.state.cincPending).toEqual(['B']);
  });
  it('Small Arms Fire, "for each firing unit roll 1d20": a fire decision is a shot at the chosen target', () => {
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
    const h = harness(
      { ...s, phase: 'small-arms', fire: { phase: 'small-arms', pending: ['foot-guards'], hits: [] } },
      Array.from({ length: 300 }, (_, i) => (i % 6) + 1),
    );
    resolveBattle(h.ctx, { kind: 'fire', unit: 'foot-guards', target: 'picardie-1' });
    expect(h.events[0]).toEqual({
      kind: 'shot',
      unit: 'foot-guards',
      target: 'picardie-1',
      elements: 0,
      cause: "1st Foot Guards's fire",
      text: '1st Foot Guards fires at Picardie at 4": rolled 1, score 5: 0 element(s)',
    });
  });
  it('Charges: "Charged units should take a morale test": the answer to a charge is noted, then carried out', () => {
    // As above: the Foot Guards' charge on Picardie waits for its answer.
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
    const h = harness(
      {
        ...s,
        brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, activation: 'activated' } : b)),
        current: { brigade: 'orkney', pending: ['foot-guards'], attaching: false, charging: ['foot-guards'] },
      },
      [18, 4, ...Array.from({ length: 200 }, () => 3)],
    );
    resolveBattle(h.ctx, { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } });
    const before = h.events.length;
    resolveBattle(h.ctx, { kind: 'react', unit: 'picardie-1', reaction: 'stand' });
    expect(h.events[before]).toEqual({ kind: 'note', text: 'Picardie answers the charge: stand' });
  });
});

describe('ruling R56: the activation records its own units in melee', () => {
  // R56: "The activation records the units in melee (`current.inMelee`…)": the units of the moving brigade in melee
  // when it activates, which join the Other Movement if a charge frees them. Brigade activation: "if the score is equal
  // for greater than the Brigadiers activation score the Brigade may move".
  it("Lumley's brigade activating records Queen's Horse, not Picardie, the enemy it is in melee with", () => {
    const h = harness(exampleBattle(HORSE_IN_MELEE_WITH_PICARDIE), [5]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'lumley' });
    expect(h.events[0]).toMatchObject({ kind: 'activation', activated: true, inMelee: ['queens-horse'] });
    expect(h.ctx.state.current?.inMelee).toEqual(['queens-horse']);
    expect(h.text()).toBe("Lumley's Horse (good) is activated: rolled 5, needed 5+");
  });

  it('a unit that fell back off the table while unable to break off is not recorded (R44 unless-blocked, R47 leave)', () => {
    // R44 (`unless-blocked`): "FALL BACK and break off combat where possible": Picardie, its rear on its own table edge
    // (y 36), cannot step back and stays in melee with the 1st Foot Guards. R47 (`leave`): "a unit falling back … whose
    // move the table edge stopped leaves the table". Its brigade's activation, compulsory moves first, then records no
    // unit in melee: the only one was Picardie, gone from the table.
    const options = Wss6mmOptionsSchema.parse({
      fallBackBreakOff: 'unless-blocked',
      compulsoryMoveAtEdge: 'leave',
      brigadierRide: 'follows',
    });
    const atEdge = {
      'foot-guards': { x: 20, y: 35.25, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 35.25, engaged: ['foot-guards'] },
    };
    // Melee: the Guards 20 (two hits), Picardie 1; Picardie's morale 15 (STEADY), resolve 5 (FALL BACK); its
    // compulsory move 3; the Brigade de Picardie (average) activates on 20.
    const h = harness(exampleBattle(atEdge), [20, 1, 15, 5, 3, 20], options);
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: ['foot-guards'] });
    const before = h.events.length;
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'picardie' });
    expect(h.unit('picardie-1').status).toBe('left-table');
    // R47: it "leaves the table as a router does": it is no longer in contact with anyone, and the Guards, left in
    // a melee with no enemy, are free to be ordered (stop 53: both kept `engaged` and the Guards could not be ordered).
    expect(h.unit('picardie-1').engaged).toEqual([]);
    expect(h.unit('foot-guards').engaged).toEqual([]);
    const activation = h.events.slice(before).find((e) => e.kind === 'activation')!;
    expect(activation).not.toHaveProperty('inMelee');
    expect(h.ctx.state.current).toEqual({
      brigade: 'picardie',
      pending: ['navarre', 'french-battery'],
      attaching: true,
      charging: [],
    });
  });
});
