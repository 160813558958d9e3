import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { otherOrders, toBrigadier } from '../sequence/legalOrders.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { BattleDecisionSchema, type UnitOrder } from './Decision.js';
import { describeDecision } from './describe.js';
import { executeOrder } from './executeOrder.js';
import { mayFireSmallArms } from './firePhases.js';
import type { BattleState, BattleUnit } from './State.js';
import { onTable, unitById } from './table.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Manoeuvre: "Units may incline as they march, 1" to the flank for each 1"
// forward/backward. Or Units may wheel, pivoting on the outside man." "Foot may not manoeuvre and Fire." Movement:
// "Movement 1d6 Foot, 1d6 x 2 Horse; March Column 1d6 x 2 Foot …"; "If in March Column and on a road a unit may roll
// 2 d6 and use the best result before applying the multiplier." Disorder: "Units are disordered by … crossing
// disordering terrain". The engine offered inclines forward only (found by the referee). Ruling R23 shares the rolled
// move equally between backward and flank, as it does forward; the backward incline moves at the retire's rate and keeps
// every limit of a normal move (R19's 1" from the enemy, R27, R32's disordering terrain, R49's 12").
// The example battle: the 1st Foot Guards (British PF1 line, 4" wide) at (12.5, 6) facing up the table (y grows
// towards B), Orkney's brigadier at (22, 4).

const back = (dir: 'left' | 'right'): UnitOrder => ({ type: 'incline', dir, backward: true });
const hold: UnitOrder = { type: 'hold' };
const closingOnly = Wss6mmOptionsSchema.parse({ outOfCommandOrders: 'closing-only' });

function withOrkneyAt(state: BattleState, x: number, y: number): BattleState {
  return { ...state, brigades: state.brigades.map((b) => (b.id === 'orkney' ? { ...b, x, y } : b)) };
}

describe('the backward incline is an order (Manoeuvre: "1" to the flank for each 1" forward/backward")', () => {
  it('a unit in command may incline backwards to either flank, as well as forwards', () => {
    const s = exampleBattle();
    for (const id of ['foot-guards', 'queens-horse']) {
      const orders = otherOrders(s, unitById(s, id));
      expect(orders).toContainEqual({ type: 'incline', dir: 'left' });
      expect(orders).toContainEqual({ type: 'incline', dir: 'right' });
      expect(orders).toContainEqual(back('left'));
      expect(orders).toContainEqual(back('right'));
    }
    // Limbered guns move in march column (1d6) and retire: they incline backwards too.
    const guns = exampleBattle({ 'british-battery': { formation: 'limbered' } });
    expect(otherOrders(guns, unitById(guns, 'british-battery'))).toContainEqual(back('right'));
  });

  it('a square does not move (ruling R24), backwards neither, unless squaresMayMove', () => {
    const s = exampleBattle({ 'foot-guards': { formation: 'square' } });
    const u = unitById(s, 'foot-guards');
    expect(otherOrders(s, u)).not.toContainEqual(back('left'));
    expect(otherOrders(s, u, { ...DEFAULT_OPTIONS, squaresMayMove: true })).toContainEqual(back('left'));
  });

  it('out of command it may "close the gap": offered when the brigadier lies along its line (ruling R64)', () => {
    // The Foot Guards at (12.5, 20): Orkney (22, 4) is 16" behind them and 9.5" to their right: retiring and inclining
    // backwards either way bring them nearer him (they keep their formation changes, R64's default).
    const behind = exampleBattle({ 'foot-guards': { y: 20 } });
    expect(otherOrders(behind, unitById(behind, 'foot-guards'))).toEqual([
      hold,
      { type: 'retire' },
      back('left'),
      back('right'),
      { type: 'form', formation: 'column' },
      { type: 'form', formation: 'square' },
    ]);
    // Orkney at (22, 20): 14" ahead of them and 9.5" to their right: no backward incline.
    const ahead = withOrkneyAt(exampleBattle(), 22, 20);
    expect(otherOrders(ahead, unitById(ahead, 'foot-guards'), closingOnly)).toEqual([
      hold,
      { type: 'advance' },
      { type: 'advance-and-fire' },
      { type: 'incline', dir: 'left' },
      { type: 'incline', dir: 'right' },
    ]);
  });

  it('a decision of the battle: legal for the unit due its order and described; an older incline still reads', () => {
    const s: BattleState = {
      ...exampleBattle(),
      current: { brigade: 'orkney', pending: ['foot-guards'], attaching: false, charging: [] },
    };
    const decision = BattleDecisionSchema.parse({ kind: 'order', unit: 'foot-guards', order: back('right') });
    expect(legalBattleDecisions(s)).toContainEqual(decision);
    expect(checkBattleDecision(s, decision)).toBeNull();
    expect(describeDecision(decision, s, 'A')).toBe('A: 1st Foot Guards — incline right backwards');
    // A saved decision from before the backward incline (no `backward`) is the forward incline, as it was.
    const old = { kind: 'order', unit: 'foot-guards', order: { type: 'incline', dir: 'right' } } as const;
    expect(BattleDecisionSchema.parse(old)).toEqual(old);
    expect(checkBattleDecision(s, old)).toBeNull();
    expect(describeDecision(old, s, 'A')).toBe('A: 1st Foot Guards — incline right');
  });
});

describe('inclining backwards (ruling R23: the rolled move shared between backward and flank)', () => {
  // The Foot Guards at (20, 12) facing up the table: backward is -y, their right +x.
  const open = (changes: Partial<BattleUnit> = {}) => exampleBattle({ 'foot-guards': { x: 20, y: 12, ...changes } });

  it('a 4 rolled: 2" back and 2" to the flank, still facing the front; a manoeuvre, so foot do not fire', () => {
    const right = harness(open(), [4]);
    executeOrder(right.ctx, 'foot-guards', back('right'));
    expect(right.unit('foot-guards')).toMatchObject({ x: 22, y: 10, facing: Math.PI / 2, moved: 'manoeuvred' });
    expect(right.text()).toBe('1st Foot Guards inclines right backwards 2.828"');
    expect(mayFireSmallArms(right.unit('foot-guards'))).toBe(false);
    const left = harness(open(), [4]);
    executeOrder(left.ctx, 'foot-guards', back('left'));
    expect(left.unit('foot-guards')).toMatchObject({ x: 18, y: 10, moved: 'manoeuvred' });
    // The forward incline with the same die, for comparison: 2" forward.
    const forward = harness(open(), [4]);
    executeOrder(forward.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(forward.unit('foot-guards')).toMatchObject({ x: 22, y: 14 });
  });

  it('inclineForwardShare 0.75: 3" back and 1" to the flank of 4"; 1: straight back, as the retire', () => {
    const h = harness(open(), [4], Wss6mmOptionsSchema.parse({ inclineForwardShare: 0.75 }));
    executeOrder(h.ctx, 'foot-guards', back('right'));
    expect(h.unit('foot-guards')).toMatchObject({ x: 21, y: 9 });
    const straight = harness(open(), [4], Wss6mmOptionsSchema.parse({ inclineForwardShare: 1 }));
    executeOrder(straight.ctx, 'foot-guards', back('right'));
    const retire = harness(open(), [4]);
    executeOrder(retire.ctx, 'foot-guards', { type: 'retire' });
    expect(straight.unit('foot-guards')).toMatchObject({ x: 20, y: 8 });
    expect(retire.unit('foot-guards')).toMatchObject({ x: 20, y: 8 });
  });

  it("at the retire's rate: a march column on the road rolls the best of 2d6, times 2", () => {
    // The high road runs up the table at x 35-37. Best of 2 and 4: 4 x 2 = 8", shared: 4" back, 4" to the left.
    const column = () => exampleBattle({ 'foot-guards': { x: 36, y: 20, formation: 'column' } });
    const h = harness(column(), [2, 4]);
    executeOrder(h.ctx, 'foot-guards', back('left'));
    expect(h.unit('foot-guards')).toMatchObject({ x: 32, y: 16 });
    const retire = harness(column(), [2, 4]);
    executeOrder(retire.ctx, 'foot-guards', { type: 'retire' });
    expect(retire.unit('foot-guards')).toMatchObject({ x: 36, y: 12 });
  });

  it('"crossing disordering terrain" disorders (the marsh: x 4-12, y 14-22)', () => {
    const h = harness(exampleBattle({ 'foot-guards': { x: 8, y: 24 } }), [6]);
    executeOrder(h.ctx, 'foot-guards', back('right'));
    expect(h.unit('foot-guards')).toMatchObject({ x: 11, y: 21, order: 'disordered' });
  });

  it('it stops normalMoveEnemyGap (1") short of an enemy behind it (ruling R19); with a gap of 0 it closes up', () => {
    // Picardie (B) behind the Foot Guards and across their path; a 6 would carry them 3" back, into it.
    const near = { 'foot-guards': { x: 20, y: 12 }, 'picardie-1': { x: 22, y: 9 } };
    const gap1 = harness(exampleBattle(near), [6]);
    executeOrder(gap1.ctx, 'foot-guards', back('right'));
    const gap0 = harness(exampleBattle(near), [6], Wss6mmOptionsSchema.parse({ normalMoveEnemyGap: 0 }));
    executeOrder(gap0.ctx, 'foot-guards', back('right'));
    expect(gap1.unit('foot-guards').y).toBeLessThan(12);
    expect(gap0.unit('foot-guards').y).toBeLessThan(gap1.unit('foot-guards').y);
    expect(gap0.unit('foot-guards').y).toBeGreaterThan(9);
  });

  it('at its own table edge it stops on the table', () => {
    const h = harness(exampleBattle({ 'foot-guards': { x: 20, y: 1 } }), [6]);
    executeOrder(h.ctx, 'foot-guards', back('right'));
    const u = h.unit('foot-guards');
    expect(u.y).toBeLessThan(1);
    expect(onTable(h.ctx.state, u)).toBe(true);
  });

  it('with commandRadiusMoves stops-at-12 it is cut at 12" from the brigadier, as every voluntary move (ruling R49)', () => {
    // The Foot Guards at (22, 14) facing down the table, 10" from Orkney (22, 4): a 6 inclining backwards (up the
    // table) 3" and 3" to the flank would end hypot(3, 13) = 13.3" from him.
    const turned = { 'foot-guards': { x: 22, y: 14, facing: -Math.PI / 2 } };
    const free = harness(exampleBattle(turned), [6]);
    executeOrder(free.ctx, 'foot-guards', back('right'));
    expect(toBrigadier(free.ctx.state, free.unit('foot-guards')).distance).toBeCloseTo(Math.hypot(3, 13), 2);
    const stop = Wss6mmOptionsSchema.parse({ commandRadiusMoves: 'stops-at-12' });
    const cut = harness(exampleBattle(turned), [6], stop);
    executeOrder(cut.ctx, 'foot-guards', back('right'));
    const d = toBrigadier(cut.ctx.state, cut.unit('foot-guards')).distance;
    expect(d).toBeLessThanOrEqual(12);
    expect(d).toBeGreaterThan(11.9);
  });
});
