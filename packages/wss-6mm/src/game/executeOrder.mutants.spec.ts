import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { executeOrder, wheelPosition } from './executeOrder.js';
import { exampleScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import type { BattleState, BattleUnit } from './State.js';
import { harness } from './__fixtures__/harness.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Movement: "All movement is in inches and governed by the throw of a d6 …
// Movement 1d6 foot, 1d6 x 2 horse; Move & Fire 1d6 / 2 foot; March Column 1d6 x 2 foot, 1d6 x 3 horse, 1d6
// artillery. If in March Column and on a road a unit may roll 2 d6 and use the best result". Manoeuvre: "Units may
// incline as they march, 1" to the flank for each 1" forward/backward. Or Units may wheel, pivoting on the outside man.
// Foot wheeling do so at half speed, or they may do so at full speed and become disordered". Formations: "Forming
// Column, limbering Artillery and reforming line from square take 2 moves. All other formation changes take 1 move";
// "Units defending walls, hedges or river banks may bend their line to match the defences" (ruling R36). Disorder:
// "Units are disordered by … crossing disordering terrain … Order may be recovered by passing a Control Test".
// The 1st Foot Guards (4 elements, 4" wide) stand at (12.5, 6) facing up the table; y grows towards the enemy.

function battle(changes: Record<string, Partial<BattleUnit>> = {}): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

/**
 * `battle` with Orkney's brigadier 2" behind the Foot Guards where `changes` put them, so that they are in command
 * (out of command a move only closes the gap to him, ruling R64).
 */
function guardsInCommand(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = battle(changes);
  const g = s.units.find((u) => u.id === 'foot-guards')!;
  return { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, x: g.x, y: g.y - 2 } : b)) };
}

describe('hold and no charge', () => {
  it('hold: the unit stands, not moved', () => {
    const h = harness(battle({ 'foot-guards': { moved: 'moved' } }), []);
    executeOrder(h.ctx, 'foot-guards', { type: 'hold' });
    expect(h.unit('foot-guards')).toMatchObject({ moved: 'none', x: 12.5, y: 6 });
    expect(h.text()).toBe('1st Foot Guards holds');
  });
  it('no charge: nothing happens yet (the unit keeps its place in the other movement)', () => {
    const h = harness(battle(), []);
    executeOrder(h.ctx, 'foot-guards', { type: 'no-charge' });
    expect(h.events).toEqual([]);
  });
});

describe('advancing and retiring (the movement table)', () => {
  it('foot advance 1d6', () => {
    const h = harness(battle(), [3]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards')).toMatchObject({ x: 12.5, y: 9, moved: 'moved', order: 'steady' });
    expect(h.text()).toBe('1st Foot Guards advances 3" of 3"');
  });
  it('foot retire 1d6 backwards: a manoeuvre', () => {
    const h = harness(battle({ 'foot-guards': { y: 12 } }), [3]);
    executeOrder(h.ctx, 'foot-guards', { type: 'retire' });
    expect(h.unit('foot-guards')).toMatchObject({ y: 9, moved: 'manoeuvred' });
    expect(h.text()).toBe('1st Foot Guards retires 3" of 3"');
  });
  it('horse 1d6 x 2', () => {
    const h = harness(battle(), [3]);
    executeOrder(h.ctx, 'queens-horse', { type: 'advance' });
    expect(h.unit('queens-horse').y).toBe(12);
  });
  it('march column: foot 1d6 x 2, a limbered battery 1d6', () => {
    const col = harness(battle({ 'foot-guards': { formation: 'column' } }), [3]);
    executeOrder(col.ctx, 'foot-guards', { type: 'advance' });
    expect(col.unit('foot-guards').y).toBe(12);
    const guns = harness(battle({ 'british-battery': { formation: 'limbered' } }), [3]);
    executeOrder(guns.ctx, 'british-battery', { type: 'advance' });
    expect(guns.unit('british-battery').y).toBe(9);
  });
  it('"in March Column and on a road … roll 2 d6 and use the best"; off the road, or in line on it, one die', () => {
    // The high road runs up the table at x 35-37.
    const road = harness(guardsInCommand({ 'foot-guards': { x: 36, formation: 'column' } }), [2, 5]);
    executeOrder(road.ctx, 'foot-guards', { type: 'advance' });
    expect(road.unit('foot-guards').y).toBe(16);
    const line = harness(battle({ 'dutch-guards': { x: 36, y: 8 } }), [2, 5]);
    executeOrder(line.ctx, 'dutch-guards', { type: 'advance' });
    expect(line.unit('dutch-guards').y).toBe(10);
  });
  it('a move stops normalMoveEnemyGap (1") short of the enemy; with 0 it closes up', () => {
    // Picardie's front 3" ahead of the Foot Guards; a 6 would carry them into it.
    const near = { 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 13 } };
    const h = harness(battle(near), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance' });
    expect(h.unit('foot-guards').y).toBe(12);
    const options = Wss6mmOptionsSchema.parse({ normalMoveEnemyGap: 0 });
    const close = harness(battle(near), [6], options);
    executeOrder(close.ctx, 'foot-guards', { type: 'advance' });
    expect(close.unit('foot-guards').y).toBe(13);
    const fire = harness(battle(near), [6]);
    executeOrder(fire.ctx, 'foot-guards', { type: 'advance-and-fire' });
    expect(fire.unit('foot-guards').y).toBe(12);
  });
  it('move and fire: foot 1d6 / 2', () => {
    const h = harness(battle(), [4]);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance-and-fire' });
    expect(h.unit('foot-guards')).toMatchObject({ y: 8, moved: 'move-and-fire' });
    expect(h.text()).toBe('1st Foot Guards advances 2" (move and fire)');
  });
  it('"crossing disordering terrain" disorders a STEADY unit (the marsh: x 4-12, y 14-22), whichever the move', () => {
    for (const type of ['advance', 'advance-and-fire', 'retire'] as const) {
      const y = type === 'retire' ? 24 : 12;
      const h = harness(guardsInCommand({ 'foot-guards': { x: 8, y } }), [6]);
      executeOrder(h.ctx, 'foot-guards', { type });
      expect(h.unit('foot-guards').order).toBe('disordered');
      expect(h.text()).toMatch(/1st Foot Guards is DISORDERED crossing difficult ground/);
    }
    const already = harness(guardsInCommand({ 'foot-guards': { x: 8, y: 12, order: 'disordered' } }), [6]);
    executeOrder(already.ctx, 'foot-guards', { type: 'advance' });
    expect(already.text()).not.toMatch(/DISORDERED crossing/);
    const clear = harness(battle({ 'foot-guards': { x: 20, y: 12 } }), [6]);
    executeOrder(clear.ctx, 'foot-guards', { type: 'advance' });
    expect(clear.unit('foot-guards').order).toBe('steady');
  });
});

describe('inclining (ruling R23: "1" to the flank for each 1" forward")', () => {
  it('by default the move is shared equally: 4" rolled is 2" forward and 2" to the flank', () => {
    const right = harness(battle(), [4]);
    executeOrder(right.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(right.unit('foot-guards')).toMatchObject({ x: 14.5, y: 8, moved: 'manoeuvred' });
    expect(right.text()).toBe('1st Foot Guards inclines right 2.828"');
    const left = harness(battle(), [4]);
    executeOrder(left.ctx, 'foot-guards', { type: 'incline', dir: 'left' });
    expect(left.unit('foot-guards')).toMatchObject({ x: 10.5, y: 8 });
  });
  it('inclineForwardShare 0.75: 3" forward and 1" to the flank of 4"; 1: straight ahead', () => {
    const options = Wss6mmOptionsSchema.parse({ inclineForwardShare: 0.75 });
    const h = harness(battle(), [4], options);
    executeOrder(h.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(h.unit('foot-guards')).toMatchObject({ x: 13.5, y: 9 });
    const straight = harness(battle(), [4], Wss6mmOptionsSchema.parse({ inclineForwardShare: 1 }));
    executeOrder(straight.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(straight.unit('foot-guards')).toMatchObject({ x: 12.5, y: 10 });
  });
  it('a march column inclines at its march rate, on a road with the best of 2d6', () => {
    // Best of 2 and 4: 4 x 2 = 8", shared: 4" forward, 4" to the left.
    const h = harness(battle({ 'foot-guards': { x: 36, formation: 'column' } }), [2, 4]);
    executeOrder(h.ctx, 'foot-guards', { type: 'incline', dir: 'left' });
    expect(h.unit('foot-guards')).toMatchObject({ x: 32, y: 10 });
  });
  it('crossing the marsh disorders', () => {
    const h = harness(battle({ 'foot-guards': { x: 8, y: 12 } }), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(h.unit('foot-guards').order).toBe('disordered');
  });
});

describe('formation changes (Formations)', () => {
  it('"Forming Column … take 2 moves": the first move begins it', () => {
    const h = harness(battle(), []);
    executeOrder(h.ctx, 'foot-guards', { type: 'form', formation: 'column' });
    expect(h.unit('foot-guards')).toMatchObject({
      formation: 'line',
      changing: { to: 'column', movesLeft: 1 },
      moved: 'moved',
    });
    expect(h.text()).toBe('1st Foot Guards begins to form column (2 moves)');
    executeOrder(h.ctx, 'foot-guards', { type: 'form', formation: 'column' });
    expect(h.unit('foot-guards')).toMatchObject({ formation: 'column', changing: null, moved: 'moved' });
    expect(h.events.at(-1)!.text).toBe('1st Foot Guards forms column');
  });
  it('"All other formation changes take 1 move"', () => {
    const h = harness(battle({ 'foot-guards': { moved: 'none' } }), []);
    executeOrder(h.ctx, 'foot-guards', { type: 'form', formation: 'square' });
    expect(h.unit('foot-guards')).toMatchObject({ formation: 'square', changing: null, moved: 'moved' });
  });
});

describe('recovering order (ruling R10) and charging', () => {
  it('a passed Control test recovers order, the unit not moving; a failed one leaves it DISORDERED', () => {
    const passed = harness(battle({ navarre: { order: 'disordered', moved: 'moved' } }), [11]);
    executeOrder(passed.ctx, 'navarre', { type: 'recover' });
    expect(passed.unit('navarre')).toMatchObject({ order: 'steady', moved: 'none' });
    expect(passed.text()).toBe('Navarre passes its control test (score 11) and recovers order');
  });
  it('a charge order declares the charge (the charge test is rolled)', () => {
    const h = harness(battle({ 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16 } }), [17]);
    executeOrder(h.ctx, 'foot-guards', { type: 'charge', target: 'picardie-1' });
    expect(h.unit('foot-guards').failedCharge).toBe(true);
  });
});

describe('matching the defences (ruling R36)', () => {
  // The hedges: x 40-56, y 29-31 (Leib stands behind them at (43, 30), facing down the table).
  it('a unit already along the defences stays; a line at an angle turns to lie along them (1 move)', () => {
    const along = harness(battle({ leib: { moved: 'moved' } }), []);
    executeOrder(along.ctx, 'leib', { type: 'match-defences' });
    expect(along.unit('leib')).toMatchObject({ moved: 'none', facing: -Math.PI / 2 });
    expect(along.text()).toBe(`${along.unit('leib').name} already lines the defences`);
    const skew = harness(battle({ leib: { facing: -Math.PI / 2 + 0.3 } }), []);
    executeOrder(skew.ctx, 'leib', { type: 'match-defences' });
    expect(skew.unit('leib').facing).toBeCloseTo(-Math.PI / 2, 6);
    expect(skew.unit('leib').moved).toBe('moved');
    expect(skew.text()).toBe(`${skew.unit('leib').name} bends its line to match the defences`);
  });
});

describe('wheeling (Manoeuvre: "pivoting on the outside man")', () => {
  it('horse wheel at full speed, at most a quarter turn: 4" for a 2" front is 90 degrees about the front corner', () => {
    // Queen's Horse (2" front) at (54.5, 6): a 2 gives 4". Wheeling right they pivot on the front right corner
    // (55.5, 6) and end facing right along the table, their front centre at (55.5, 7).
    const h = harness(battle(), [2]);
    executeOrder(h.ctx, 'queens-horse', { type: 'wheel', dir: 'right', fast: false });
    expect(h.unit('queens-horse')).toMatchObject({ x: 55.5, y: 7, facing: 0, moved: 'manoeuvred', order: 'steady' });
    expect(h.text()).toBe("Queen's Horse wheels right 90 degrees");
  });
  it('wheeling left pivots on the front left corner', () => {
    const h = harness(battle(), [2]);
    executeOrder(h.ctx, 'queens-horse', { type: 'wheel', dir: 'left', fast: false });
    expect(h.unit('queens-horse')).toMatchObject({ x: 53.5, y: 7, facing: Math.PI });
  });
  it('foot at half speed: 4" rolled wheels a 4" front 2" along its arc (half a radian)', () => {
    const h = harness(battle({ 'foot-guards': { x: 20, y: 10 } }), [4]);
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: false });
    const u = h.unit('foot-guards');
    expect(u.facing).toBeCloseTo(Math.PI / 2 - 0.5, 9);
    expect(u.order).toBe('steady');
    expect(h.text()).toBe('1st Foot Guards wheels right 28.648 degrees');
  });
  it('foot at full speed: the whole move, DISORDERED; a DISORDERED unit only wheels at half speed', () => {
    const fast = harness(battle({ 'foot-guards': { x: 20, y: 10 } }), [4]);
    executeOrder(fast.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(fast.unit('foot-guards').facing).toBeCloseTo(Math.PI / 2 - 1, 9);
    expect(fast.unit('foot-guards').order).toBe('disordered');
    expect(fast.text()).toBe('1st Foot Guards wheels right 57.296 degrees at full speed: DISORDERED');
    const dis = harness(battle({ 'foot-guards': { x: 20, y: 10, order: 'disordered' } }), [4]);
    executeOrder(dis.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(dis.unit('foot-guards').facing).toBeCloseTo(Math.PI / 2 - 0.5, 9);
  });
  it('a limbered battery wheels at full speed, not disordered', () => {
    const h = harness(battle({ 'british-battery': { formation: 'limbered', x: 32, y: 10 } }), [1]);
    executeOrder(h.ctx, 'british-battery', { type: 'wheel', dir: 'left', fast: false });
    expect(h.unit('british-battery').facing).toBeCloseTo(Math.PI / 2 + 1, 9);
    expect(h.unit('british-battery').order).toBe('steady');
  });
  it('no room: within 1" of the enemy at every try, the unit stands', () => {
    const h = harness(battle({ 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 10.8 } }), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(h.unit('foot-guards')).toMatchObject({
      x: 20,
      y: 10,
      facing: Math.PI / 2,
      moved: 'manoeuvred',
      order: 'steady',
    });
    expect(h.text()).toBe('1st Foot Guards has no room to wheel right\n1st Foot Guards stands');
  });
  it('a full turn that would leave the table tries half of it, then a quarter; a tiny wheel is none', () => {
    // The Foot Guards 2" from the far edge (y 36): wheeling right, the outside man would end 4" (a quarter turn) or
    // 2.83" (an eighth) further up, off the table; a sixteenth (1.53") stays on it.
    const s = guardsInCommand({ 'foot-guards': { x: 20, y: 34 } });
    const h = harness(s, []);
    const fg = s.units.find((u) => u.id === 'foot-guards')!;
    const end = wheelPosition(h.ctx, fg, 'right', 100);
    expect(end).toMatchObject({ angle: Math.PI / 8, facing: Math.PI / 2 - Math.PI / 8 });
    // Pivoting on the front right corner (22, 34): the front centre ends 2" from it along the turned front.
    expect(end!.x).toBeCloseTo(22 - 2 * Math.sin((3 * Math.PI) / 8), 3);
    expect(end!.y).toBeCloseTo(34 + 2 * Math.cos((3 * Math.PI) / 8), 3);
    expect(wheelPosition(h.ctx, { ...fg, y: 33 }, 'right', 100)).toMatchObject({ angle: Math.PI / 4 });
    expect(wheelPosition(h.ctx, { ...fg, y: 35.9 }, 'right', 100)).toBeNull();
    expect(wheelPosition(h.ctx, fg, 'right', 0.01)).toBeNull();
  });
  it('wheeling across the marsh disorders', () => {
    const h = harness(guardsInCommand({ 'foot-guards': { x: 8, y: 13.5 } }), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: false });
    expect(h.unit('foot-guards').order).toBe('disordered');
  });
});

describe('moves of a unit that does not face straight up the table', () => {
  // The Foot Guards at (20, 12) facing 60 degrees: forward (cos, sin), right (sin, -cos).
  const f = Math.PI / 3;
  const angled = () => battle({ 'foot-guards': { x: 20, y: 12, facing: f } });
  it('retire: "1d6 foot" straight back along its own facing', () => {
    const h = harness(angled(), [3]);
    executeOrder(h.ctx, 'foot-guards', { type: 'retire' });
    expect(h.unit('foot-guards').x).toBeCloseTo(20 - 3 * Math.cos(f), 2);
    expect(h.unit('foot-guards').y).toBeCloseTo(12 - 3 * Math.sin(f), 2);
  });
  it('incline (ruling R23): half the 4" along its front, half to its right flank', () => {
    const h = harness(angled(), [4]);
    executeOrder(h.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(h.unit('foot-guards').x).toBeCloseTo(20 + 2 * Math.cos(f) + 2 * Math.sin(f), 2);
    expect(h.unit('foot-guards').y).toBeCloseTo(12 + 2 * Math.sin(f) - 2 * Math.cos(f), 2);
    const left = harness(angled(), [4]);
    executeOrder(left.ctx, 'foot-guards', { type: 'incline', dir: 'left' });
    expect(left.unit('foot-guards').x).toBeCloseTo(20 + 2 * Math.cos(f) - 2 * Math.sin(f), 2);
    expect(left.unit('foot-guards').y).toBeCloseTo(12 + 2 * Math.sin(f) + 2 * Math.cos(f), 2);
  });
  it('wheel, "pivoting on the outside man": the corner it wheels about stays where it was', () => {
    // 4 rolled, foot at half speed: 2" along the arc of a 4" front, half a radian.
    const corner = (u: BattleUnit, side: 1 | -1) => ({
      x: u.x + side * 2 * Math.sin(u.facing),
      y: u.y - side * 2 * Math.cos(u.facing),
    });
    for (const [dir, side] of [
      ['right', 1],
      ['left', -1],
    ] as const) {
      const s = angled();
      const h = harness(s, [4]);
      executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir, fast: false });
      const after = h.unit('foot-guards');
      expect(after.facing).toBeCloseTo(f - side * 0.5, 9);
      const before = corner(
        s.units.find((u) => u.id === 'foot-guards')!,
        side,
      );
      expect(corner(after, side).x).toBeCloseTo(before.x, 2);
      expect(corner(after, side).y).toBeCloseTo(before.y, 2);
    }
  });
});

describe('the enemy gap of every move (normalMoveEnemyGap)', () => {
  // Picardie's front 3" ahead of the Foot Guards.
  const near = { 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 13 } };
  const closeUp = Wss6mmOptionsSchema.parse({ normalMoveEnemyGap: 0 });
  it('move and fire with a gap of 0 closes up to the enemy (a 6: 3")', () => {
    const h = harness(battle(near), [6], closeUp);
    executeOrder(h.ctx, 'foot-guards', { type: 'advance-and-fire' });
    expect(h.unit('foot-guards').y).toBe(13);
  });
  it('an incline with a gap of 0 goes further towards the enemy than with the default 1"', () => {
    const gap0 = harness(battle(near), [6], closeUp);
    executeOrder(gap0.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    const gap1 = harness(battle(near), [6]);
    executeOrder(gap1.ctx, 'foot-guards', { type: 'incline', dir: 'right' });
    expect(gap0.unit('foot-guards').y).toBe(13);
    expect(gap1.unit('foot-guards').y).toBeLessThan(12);
  });
});

describe('wheeling: no end on a friend, none within 1" of an enemy (Manoeuvre; normalMoveEnemyGap)', () => {
  // The Foot Guards at (20, 10) wheel right at full speed with a 6: 6" for a 4" front, 1.5 radians about the front
  // right corner (22, 10), ending facing almost along the table; then half of it, then a quarter.
  it('the Royal Scots where the whole wheel would end: the Foot Guards wheel half of it', () => {
    const h = harness(battle({ 'foot-guards': { x: 20, y: 10 }, 'royal-scots': { x: 23, y: 12 } }), [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(h.unit('foot-guards').facing).toBeCloseTo(Math.PI / 2 - 1.5 / 2, 9);
  });
  it('Picardie 0.5" beyond where the whole wheel would end (not in the way): the Foot Guards wheel half of it', () => {
    const s = battle({ 'foot-guards': { x: 20, y: 10 }, 'picardie-1': { x: 25, y: 12 } });
    const h = harness(s, [6]);
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(h.unit('foot-guards').facing).toBeCloseTo(Math.PI / 2 - 1.5 / 2, 9);
    const closeUp = harness(s, [6], Wss6mmOptionsSchema.parse({ normalMoveEnemyGap: 0 }));
    executeOrder(closeUp.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(closeUp.unit('foot-guards').facing).toBeCloseTo(Math.PI / 2 - 1.5, 9);
  });
});

describe('stop 48: the survivors of the first complete run', () => {
  it('ruling R49 stops-at-12: "All units must remain within 12" of their Brigadier": a wheel ending exactly 12" from him is within', () => {
    // The Foot Guards at (20, 12) wheel right at full speed with a 6: the whole wheel (1.5 radians, 85.944 degrees)
    // ends with their front centre at (21.859, 13.995), exactly 12" from the Earl of Orkney placed at (18.499, 2.475)
    // (3.36" and 11.52": 12.0 in floating point too); they start 9.64" from him. Within 12" is allowed, so the whole
    // wheel stands (half of it, 42.972 degrees, would end 11.08" from him).
    const s = battle({ 'foot-guards': { x: 20, y: 12 } });
    const placed = { ...s, brigades: s.brigades.map((b) => (b.id === 'orkney' ? { ...b, x: 18.499, y: 2.475 } : b)) };
    const h = harness(placed, [6], Wss6mmOptionsSchema.parse({ commandRadiusMoves: 'stops-at-12' }));
    executeOrder(h.ctx, 'foot-guards', { type: 'wheel', dir: 'right', fast: true });
    expect(h.unit('foot-guards')).toMatchObject({ x: 21.859, y: 13.995, moved: 'manoeuvred', order: 'disordered' });
    expect(Math.hypot(18.499 - 21.859, 2.475 - 13.995)).toBe(12);
    expect(h.text()).toBe('1st Foot Guards wheels right 85.944 degrees at full speed: DISORDERED');
  });
});
