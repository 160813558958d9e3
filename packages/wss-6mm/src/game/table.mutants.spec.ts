import { describe, expect, it } from 'vitest';
import type { BattleState, BattleUnit } from './State.js';
import {
  activeUnits,
  ahead,
  attackArc,
  blockedAt,
  boxDistance,
  clearPath,
  depth,
  distance,
  enemyOf,
  facing,
  footprint,
  forwardVec,
  frontElements,
  inFrontArc,
  lateralExtent,
  lateralGap,
  lateralOverlap,
  nearEnemyAt,
  onTable,
  overlapBeyondRounding,
  remaining,
  rightVec,
  round,
  roughDistance,
  slide,
  unitById,
  width,
  within,
} from './table.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Organisation > Base Sizes: "The standard frontage for an element is 1". The
// depth varies. Infantry 3/8", Horse 3/4", Field Artillery 1"". Unit Organisation and Tactics: "PF1 = One ranks …;
// PF2 = Two ranks …; RF = Two ranks". Formations: "S type horse will either be in march column or a 2 by 2 element
// formation"; "Pc, Caracole formation, a column 1 element wide"; "Pf, Firearms charge, a 2 by 2 element formation".
// Artillery Fire: "Field Artillery may be formed into batteries of 1, 2 or 3 gun models". Casualties: four hits remove
// a gun model. The example battle: the 1st Foot Guards (4 elements) at (12.5, 6) facing up the table, the Royal Scots
// at (17.5, 6); Picardie (10 elements) at (12, 30) facing down it.

const s0 = exampleBattle();
const u = (id: string, change: Partial<BattleUnit> = {}): BattleUnit => ({ ...unitById(s0, id), ...change });

describe('sides', () => {
  it("A faces up the table, B down it; each is the other's enemy", () => {
    expect([facing('A'), facing('B')]).toEqual([1, -1]);
    expect([enemyOf('A'), enemyOf('B')]).toEqual(['B', 'A']);
  });
});

describe('elements left and the front rank', () => {
  it('elements left; a battery counts gun models (four hits remove one)', () => {
    expect(remaining(u('foot-guards', { lost: 1 }))).toBe(3);
    expect(remaining(u('foot-guards', { lost: 6 }))).toBe(0);
    expect(remaining(u('british-battery', { lost: 4 }))).toBe(2);
    expect(remaining(u('british-battery', { lost: 3 }))).toBe(3);
  });
  it('a line: PF1 one rank, RF two ranks (rounded up); an unknown type all in one rank', () => {
    expect(frontElements(u('foot-guards'))).toBe(4);
    expect(frontElements(u('picardie-1'))).toBe(5);
    expect(frontElements(u('picardie-1', { lost: 1 }))).toBe(5);
    expect(frontElements(u('picardie-1', { type: 'swedish-foot' }))).toBe(10);
  });
  it('column, square, Pc and limbered guns are 1 element wide; horse 2 by 2; deployed guns all in line', () => {
    for (const formation of ['column', 'square'] as const)
      expect(frontElements(u('picardie-1', { formation }))).toBe(1);
    expect(frontElements(u('gendarmes', { formation: 'pc' }))).toBe(1);
    expect(frontElements(u('gendarmes', { formation: 'column' }))).toBe(1);
    expect(frontElements(u('gendarmes'))).toBe(2);
    expect(frontElements(u('queens-horse', { lost: 1 }))).toBe(2);
    expect(frontElements(u('queens-horse', { lost: 2 }))).toBe(1);
    expect(frontElements(u('british-battery'))).toBe(3);
    expect(frontElements(u('british-battery', { formation: 'limbered' }))).toBe(1);
    expect(frontElements(u('british-battery', { formation: 'limbered', lost: 12 }))).toBe(0);
    expect(frontElements(u('foot-guards', { lost: 4 }))).toBe(0);
  });
});

describe('frontage and depth in inches', () => {
  it('frontage: 1" an element in the front rank, at least 1"', () => {
    expect(width(u('picardie-1'))).toBe(5);
    expect(width(u('foot-guards', { lost: 4 }))).toBe(1);
    expect(width(u('gendarmes', { formation: 'pc' }))).toBe(1);
  });
  it('depth: ranks times the element depth (infantry 3/8", horse 3/4"); a square drawn 3/8" deep', () => {
    expect(depth(u('foot-guards'))).toBe(0.375);
    expect(depth(u('picardie-1'))).toBe(0.75);
    expect(depth(u('foot-guards', { formation: 'column' }))).toBe(1.5);
    expect(depth(u('foot-guards', { formation: 'square' }))).toBe(0.375);
    expect(depth(u('gendarmes'))).toBe(1.5);
    expect(depth(u('gendarmes', { formation: 'column' }))).toBe(3);
    expect(depth(u('foot-guards', { lost: 4 }))).toBe(0.375);
    expect(depth(u('queens-horse', { lost: 4 }))).toBe(0.75);
  });
  it('guns: deployed 1" deep, limbered 1" a gun model one behind the other', () => {
    expect(depth(u('british-battery'))).toBe(1);
    expect(depth(u('british-battery', { formation: 'limbered' }))).toBe(3);
    expect(depth(u('british-battery', { formation: 'limbered', lost: 4 }))).toBe(2);
    expect(depth(u('british-battery', { formation: 'limbered', lost: 12 }))).toBe(1);
  });
});

describe('directions and boxes', () => {
  it('forward and right of a unit facing up the table, and of one facing east', () => {
    const up = forwardVec(u('foot-guards'));
    expect(up.x).toBeCloseTo(0, 9);
    expect(up.y).toBe(1);
    expect(rightVec(u('foot-guards', { facing: 0 }))).toEqual({ x: 0, y: -1 });
    expect(forwardVec(u('foot-guards', { facing: 0 }))).toEqual({ x: 1, y: 0 });
    const right = rightVec(u('foot-guards'));
    expect(right.x).toBe(1);
    expect(right.y).toBeCloseTo(0, 9);
  });
  it('the box of a unit: its front edge at y, its depth behind it', () => {
    const box = footprint(u('foot-guards'));
    expect([box.x0, box.x1, box.y0, box.y1].map((v) => round(v))).toEqual([10.5, 14.5, 5.625, 6]);
    const moved = footprint(u('foot-guards'), 20, 10);
    expect([moved.x0, moved.x1, moved.y0, moved.y1].map((v) => round(v))).toEqual([18, 22, 9.625, 10]);
    const down = footprint(u('picardie-1'));
    expect([down.x0, down.x1, down.y0, down.y1].map((v) => round(v))).toEqual([9.5, 14.5, 30, 30.75]);
  });
  it('box distance: the straight gap between two boxes, 0 when they touch or overlap', () => {
    const a = { x0: 0, x1: 1, y0: 0, y1: 1 };
    expect(boxDistance(a, { x0: 4, x1: 5, y0: 5, y1: 6 })).toBe(5);
    expect(boxDistance({ x0: 4, x1: 5, y0: 5, y1: 6 }, a)).toBe(5);
    expect(boxDistance(a, { x0: 0.5, x1: 2, y0: 3, y1: 4 })).toBe(2);
    expect(boxDistance(a, { x0: 1, x1: 2, y0: 1, y1: 2 })).toBe(0);
  });
});

describe('distances', () => {
  it('between nearest edges: the Guards and the Royal Scots stand 1" apart', () => {
    expect(distance(u('foot-guards'), u('royal-scots'))).toBeCloseTo(1, 9);
    expect(distance(u('foot-guards'), u('royal-scots'))).toBeCloseTo(1, 9);
    expect(roughDistance(u('foot-guards'), u('royal-scots'))).toBeCloseTo(1, 9);
    expect(within(u('foot-guards'), u('royal-scots'), 1)).toBe(true);
    expect(within(u('foot-guards'), u('royal-scots'), 0.99)).toBe(false);
  });
});

describe('overlaps along the frontage, and ahead', () => {
  const guards = u('foot-guards');
  it('Picardie straight across overlaps 4" of the Guards\' 4"; 5" off to the side, none, 3" beyond their end', () => {
    expect(lateralOverlap(guards, u('picardie-1', { x: 12.5 }))).toBeCloseTo(4, 9);
    expect(lateralOverlap(guards, u('picardie-1'))).toBeCloseTo(4, 9);
    expect(lateralOverlap(guards, u('picardie-1', { x: 16 }))).toBeCloseTo(1, 9);
    expect(lateralOverlap(guards, u('picardie-1', { x: 20 }))).toBe(0);
    expect(lateralGap(guards, u('picardie-1', { x: 20 }))).toBeCloseTo(3, 9);
    expect(lateralGap(guards, u('picardie-1', { x: 5 }))).toBeCloseTo(3, 9);
    expect(lateralGap(guards, u('picardie-1', { x: 16 }))).toBe(0);
    expect(lateralExtent(guards, u('picardie-1', { x: 20 })).map((v) => round(v))).toEqual([5, 10]);
  });
  it('ahead: from the front edge to the nearest point of the other unit, negative behind', () => {
    expect(ahead(guards, u('picardie-1'))).toBeCloseTo(24, 9);
    expect(ahead(guards, u('royal-scots', { x: 12.5, y: 3 }))).toBeCloseTo(-3.375, 9);
  });
  it('"front arc": ahead and within 45 degrees of the ends of the front edge; a wider arc on request', () => {
    expect(inFrontArc(guards, u('picardie-1'))).toBe(true);
    // 6" ahead and 6" beyond the Guards' right end: on the 45-degree line; 6.5" beyond it: outside.
    expect(inFrontArc(guards, u('picardie-1', { x: 23, y: 12 }))).toBe(true);
    expect(inFrontArc(guards, u('picardie-1', { x: 23.5, y: 12 }))).toBe(false);
    expect(inFrontArc(guards, u('picardie-1', { x: 23.5, y: 12 }), 60)).toBe(true);
    expect(inFrontArc(guards, u('picardie-1', { x: 40, y: 7 }), 90)).toBe(true);
    expect(inFrontArc(guards, u('picardie-1', { x: 12.5, y: 2, facing: Math.PI / 2 }), 90)).toBe(false);
  });
  it('"Attacking Flank", "Attacking Rear": by the arc of the target the attacker\'s front centre lies in', () => {
    expect(attackArc(u('picardie-1', { x: 12.5, y: 7 }), guards)).toBe('front');
    expect(attackArc(u('picardie-1', { x: 12.5, y: 4, facing: Math.PI / 2 }), guards)).toBe('rear');
    expect(attackArc(u('queens-horse', { x: 16, y: 5.8, facing: Math.PI }), guards)).toBe('flank');
    expect(attackArc(u('queens-horse', { x: 9, y: 5.8, facing: 0 }), guards)).toBe('flank');
  });
});

describe('units on the table', () => {
  it('active units only; an unknown id is a bug', () => {
    const s = exampleBattle({ webbs: { status: 'destroyed' }, wood: { status: 'left-table' } });
    expect(activeUnits(s).map((x) => x.id)).not.toContain('webbs');
    expect(activeUnits(s).map((x) => x.id)).not.toContain('wood');
    expect(activeUnits(s)).toHaveLength(20);
    expect(activeUnits(s)).toBe(activeUnits(s));
    expect(() => unitById(s, 'nobody')).toThrow('no unit nobody');
  });
  it('on the table: the whole base within the edges', () => {
    expect(onTable(s0, u('foot-guards', { x: 2 }))).toBe(true);
    expect(onTable(s0, u('foot-guards', { x: 1.9 }))).toBe(false);
    expect(onTable(s0, u('foot-guards'), 1.9, 6)).toBe(false);
    expect(onTable(s0, u('foot-guards'), 70, 6)).toBe(true);
    expect(onTable(s0, u('foot-guards'), 70.1, 6)).toBe(false);
    expect(onTable(s0, u('foot-guards'), 12.5, 0.3)).toBe(false);
    // The same base on a narrower table.
    const guards = u('foot-guards');
    expect(onTable(s0, guards)).toBe(true);
    expect(onTable({ ...s0, table: { ...s0.table, width: 14 } }, guards)).toBe(false);
    expect(onTable({ ...s0, table: { ...s0.table, depth: 5.9 } }, guards)).toBe(false);
  });
  it('blocked: the base at (x, y) overlaps another active unit (not itself, not one ignored)', () => {
    const s = s0;
    expect(blockedAt(s, u('foot-guards'), 12.5, 6)).toBe(false);
    expect(blockedAt(s, u('foot-guards'), 16, 6)).toBe(true);
    expect(blockedAt(s, u('foot-guards'), 16, 6, ['royal-scots'])).toBe(false);
    expect(blockedAt(s, u('foot-guards'), 13.5, 6)).toBe(false);
    expect(blockedAt(exampleBattle({ 'royal-scots': { status: 'destroyed' } }), u('foot-guards'), 16, 6)).toBe(false);
  });
  it('clear path: no unit between the charger and its target in its lane', () => {
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 } });
    expect(clearPath(s, u('foot-guards'), unitById(s, 'picardie-1'))).toBe(true);
    const between = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 }, navarre: { x: 12.5, y: 9 } });
    expect(clearPath(between, u('foot-guards'), unitById(between, 'picardie-1'))).toBe(false);
    // Beside the lane, or behind the target, or behind the charger: no matter.
    const beside = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 }, navarre: { x: 20, y: 9 } });
    expect(clearPath(beside, u('foot-guards'), unitById(beside, 'picardie-1'))).toBe(true);
    const beyond = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 }, navarre: { x: 12.5, y: 14 } });
    expect(clearPath(beyond, u('foot-guards'), unitById(beyond, 'picardie-1'))).toBe(true);
    const behind = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 }, 'royal-scots': { x: 12.5, y: 4 } });
    expect(clearPath(behind, u('foot-guards'), unitById(behind, 'picardie-1'))).toBe(true);
  });
  it('near an enemy: nearer than the gap to an active enemy unit only', () => {
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
    expect(nearEnemyAt(s, u('foot-guards'), 12.5, 8.9, 1)).toBe(false);
    expect(nearEnemyAt(s, u('foot-guards'), 12.5, 9.1, 1)).toBe(true);
    expect(nearEnemyAt(s, u('foot-guards'), 12.5, 9, 1)).toBe(false);
    const gone = exampleBattle({ 'picardie-1': { x: 12.5, y: 10, status: 'destroyed' } });
    expect(nearEnemyAt(gone, u('foot-guards'), 12.5, 9.1, 1)).toBe(false);
    expect(nearEnemyAt(s, u('royal-scots'), 17.5, 6.2, 1)).toBe(false);
    expect(nearEnemyAt(s, u('foot-guards'), 16, 6, 1)).toBe(false);
  });
  it('overlap beyond the rounding of positions (5/1000")', () => {
    expect(overlapBeyondRounding(u('foot-guards', { x: 13.504 }), u('royal-scots'))).toBe(false);
    expect(overlapBeyondRounding(u('foot-guards', { x: 13.506 }), u('royal-scots'))).toBe(true);
  });
});

describe('slide: a move in 1/4" steps that stops short of other units and the table edge', () => {
  const s: BattleState = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
  const guards = unitById(s, 'foot-guards');
  it('a clear move goes the whole way', () => {
    expect(slide(s, guards, 1, 0, 0)).toEqual({ x: 12.5, y: 6, moved: 0 });
    const t = exampleBattle();
    expect(slide(t, unitById(t, 'foot-guards'), 0, 1, 5)).toEqual({ x: 12.5, y: 11, moved: 5 });
    expect(slide(t, unitById(t, 'foot-guards'), 0, 1, 1.1)).toEqual({ x: 12.5, y: 7.1, moved: 1.1 });
  });
  it('1" short of an enemy (ruling R19), or as close as the buffer given, or through one ignored', () => {
    expect(slide(s, guards, 0, 1, 5)).toEqual({ x: 12.5, y: 9, moved: 3 });
    expect(slide(s, guards, 0, 1, 5, { enemyBuffer: 0 })).toEqual({ x: 12.5, y: 10, moved: 4 });
    expect(slide(s, guards, 0, 1, 5, { ignore: ['picardie-1'] })).toEqual({ x: 12.5, y: 11, moved: 5 });
  });
  it('up to a friend (no gap kept), and not over the table edge', () => {
    const t = exampleBattle({ 'royal-scots': { x: 12.5, y: 9 } });
    expect(slide(t, unitById(t, 'foot-guards'), 0, 1, 5)).toEqual({ x: 12.5, y: 8.5, moved: 2.5 });
    expect(slide(s, guards, 0, -1, 10)).toEqual({ x: 12.5, y: 0.5, moved: 5.5 });
    expect(slide(s, guards, -1, 0, 20)).toEqual({ x: 2, y: 6, moved: 10.5 });
  });
  it('rounds positions to 1/1000"', () => {
    expect(round(1.23456)).toBe(1.235);
    expect(round(-0.0004)).toBe(-0);
    const t = exampleBattle();
    const d = Math.SQRT1_2;
    expect(slide(t, unitById(t, 'foot-guards'), d, d, 1)).toEqual({ x: 13.207, y: 6.707, moved: 1 });
  });
});

// Killers of the survivors of the first complete run (4 Dec 2026; docs/mutation/wss-6mm-flow.md).
describe('the survivors of the first complete run', () => {
  it('"S type horse … a 2 by 2 element formation", "Pf … a 2 by 2": by the arm, whatever the type\'s row', () => {
    // A horse unit of a type missing from the Unit Organisation table still stands 2 by 2 (a foot unit of one
    // stands all in one rank, above).
    expect(frontElements(u('gendarmes', { type: 'swedish-horse' }))).toBe(2);
    expect(frontElements(u('gendarmes', { type: 'swedish-horse', lost: 1 }))).toBe(2);
  });
  it("the box of a unit moved along its own front line (x changed, y not) is the moved base's", () => {
    // Base Sizes: "The standard frontage for an element is 1"", infantry 3/8" deep: 4" by 3/8" wherever it stands.
    const moved = footprint(u('foot-guards'), 20, 6);
    expect([moved.x0, moved.x1, moved.y0, moved.y1].map((v) => round(v))).toEqual([18, 22, 5.625, 6]);
  });
  it('lateral extent along a unit facing east (its right is south): Picardie 4" to 4.75" north, on its left', () => {
    // Melee: "Attacking Flank": which side of a unit another lies on is read along its frontage.
    const east = u('foot-guards', { facing: 0 });
    expect(lateralExtent(east, u('picardie-1', { x: 20, y: 10 })).map((v) => round(v))).toEqual([-4.75, -4]);
  });
  it('within: the gap between the bases, not between their boxes (a troop of horse at 45 degrees)', () => {
    // Ranges and "within 6"" are measured between the units (Base Sizes: the bases), not their bounding boxes.
    // The Queen's Horse turned 45 degrees off the Guards' front right corner: boxes 0.33" apart, bases 1.33".
    const askew = u('queens-horse', { x: 16.5, y: 8, facing: Math.PI / 4 });
    expect(roughDistance(u('foot-guards'), askew)).toBeCloseTo(0.328, 3);
    expect(distance(u('foot-guards'), askew)).toBeCloseTo(1.328, 3);
    expect(within(u('foot-guards'), askew, 1)).toBe(false);
    expect(within(u('foot-guards'), askew, 1.33)).toBe(true);
  });
  it("an arc of 90 degrees or more is the whole half-plane ahead, to the front line itself (ruling R25's option)", () => {
    // Picardie level with the Guards' front line (0.001" behind it, inside the arc's 0.01" tolerance), 6" beyond
    // their right end: in a 90 or 180 degree arc, not in the 45 degree one.
    const level = u('picardie-1', { x: 23, y: 5.999 });
    expect(inFrontArc(u('foot-guards'), level, 90)).toBe(true);
    expect(inFrontArc(u('foot-guards'), level, 180)).toBe(true);
    expect(inFrontArc(u('foot-guards'), level)).toBe(false);
  });
  it('near an enemy (ruling R19): 1/2" to the right, to the left or behind counts, as ahead does', () => {
    const near = (x: number, y: number) =>
      nearEnemyAt(exampleBattle({ 'picardie-1': { x, y } }), u('foot-guards'), 12.5, 6, 1);
    // Picardie's left end 0.5" beyond the Guards' right end; its right end 0.5" short of their left end; its
    // rear 0.5" behind their rear (its front faces down the table: its base runs from y to y + 0.75).
    expect(near(17.5, 5.8)).toBe(true);
    expect(near(7.5, 5.8)).toBe(true);
    expect(near(12.5, 4.375)).toBe(true);
    expect(near(18.5, 5.8)).toBe(false);
  });
  it('near an enemy across a corner: exactly 1" (0.6" across, 0.8" ahead) is not nearer than 1"', () => {
    // Picardie's front left corner 0.6" right of and 0.8" ahead of the Guards' front right corner (14.5, 6).
    expect(nearEnemyAt(exampleBattle({ 'picardie-1': { x: 17.6, y: 6.8 } }), u('foot-guards'), 12.5, 6, 1)).toBe(false);
    expect(nearEnemyAt(exampleBattle({ 'picardie-1': { x: 17.5, y: 6.7 } }), u('foot-guards'), 12.5, 6, 1)).toBe(true);
  });
  it('slide (ruling R19): a move may end exactly 1" from an enemy across a corner, not nearer', () => {
    // After a 1" advance the Guards' front right corner is at (14.5, 7): Picardie's corner at (15.1, 7.8) is 1"
    // away; at (15.1, 7.7), 0.92": the last 1/4" is not taken.
    const at = (y: number) => {
      const t = exampleBattle({ 'picardie-1': { x: 17.6, y } });
      return slide(t, unitById(t, 'foot-guards'), 0, 1, 1);
    };
    expect(at(7.8)).toEqual({ x: 12.5, y: 7, moved: 1 });
    expect(at(7.7)).toEqual({ x: 12.5, y: 6.75, moved: 0.75 });
  });
  it('slide sideways: up to a friend on the right, or on the left, and no further', () => {
    const t = exampleBattle();
    // Formations / Movement: units stand side by side, never overlapping. The Royal Scots' left end 1" beyond the
    // Guards' right end.
    expect(slide(t, unitById(t, 'foot-guards'), 1, 0, 5)).toEqual({ x: 13.5, y: 6, moved: 1 });
    const left = exampleBattle({ 'royal-scots': { x: 7.5 } });
    expect(slide(left, unitById(left, 'foot-guards'), -1, 0, 5)).toEqual({ x: 11.5, y: 6, moved: 1 });
  });
  it('slide: a friend the last step would overlap by 0.005" stops the move a step short', () => {
    // The Royal Scots' rear at y 10.995: a 5" advance would put the Guards' front 0.005" into it.
    const t = exampleBattle({ 'royal-scots': { x: 12.5, y: 11.37 } });
    expect(slide(t, unitById(t, 'foot-guards'), 0, 1, 5)).toEqual({ x: 12.5, y: 10.75, moved: 4.75 });
  });
  it('slide: an enemy 1/2" beyond the end of the move still stops it 1" short (ruling R19)', () => {
    const t = exampleBattle({ 'picardie-1': { x: 12.5, y: 11.5 } });
    expect(slide(t, unitById(t, 'foot-guards'), 0, 1, 5)).toEqual({ x: 12.5, y: 10.5, moved: 4.5 });
  });
  it('slide: one unit in the way stops the move, though a friend touching the flank does not', () => {
    // The Royal Scots touching the Guards' right end; Picardie 4" ahead.
    const t = exampleBattle({ 'royal-scots': { x: 16.5 }, 'picardie-1': { x: 12.5, y: 10 } });
    expect(slide(t, unitById(t, 'foot-guards'), 0, 1, 5)).toEqual({ x: 12.5, y: 9, moved: 3 });
  });
  it("clear path: a unit beside the charger's lane, or one in it that does not cover the target, does not block", () => {
    // Charges: "Units in the active Brigade may declare charges": on an enemy ahead, with no unit between them.
    // Navarre (14.6" to 19.6") overlaps Picardie (10" to 15") but not the Guards' lane (10.5" to 14.5").
    const beside = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 }, navarre: { x: 17.1, y: 9 } });
    expect(clearPath(beside, u('foot-guards'), unitById(beside, 'picardie-1'))).toBe(true);
    // Picardie (14" to 19") overlaps the Guards' lane by 1/2"; the Royal Scots (7.5" to 11.5") stand in the lane,
    // 2.6" ahead, but to the side of Picardie.
    const aside = exampleBattle({ 'picardie-1': { x: 16.5, y: 12 }, 'royal-scots': { x: 9.5, y: 9 } });
    expect(clearPath(aside, u('foot-guards'), unitById(aside, 'picardie-1'))).toBe(true);
  });
  it('clear path: a unit in contact with the front of the charger blocks it', () => {
    // Charges: no charge through a unit; the Royal Scots stand against the Guards' front (0" ahead).
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 12 }, 'royal-scots': { x: 12.5, y: 6.375 } });
    expect(clearPath(s, u('foot-guards'), unitById(s, 'picardie-1'))).toBe(false);
  });
  it('on the table: the same base on a shallower table (same width) is off it', () => {
    // Ruling R15: "a battle is a scenario { name, table: { width, depth } … }": the whole base stays within both.
    const guards = u('foot-guards');
    expect(onTable(s0, guards)).toBe(true);
    expect(onTable({ ...s0, table: { ...s0.table, depth: 5.9 } }, guards)).toBe(false);
  });
});
