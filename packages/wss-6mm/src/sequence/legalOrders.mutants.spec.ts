import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { UnitOrder } from '../game/Decision.js';
import type { BattleState, BattleUnit } from '../game/State.js';
import type { Terrain } from '../game/terrain.js';
import { unitById } from '../game/table.js';
import { exampleBattle } from '../game/__fixtures__/exampleBattle.js';
import {
  chargeArm,
  chargeOrders,
  chargeReach,
  chargeTargets,
  computeChargeTargets,
  fits,
  legalOrders,
  orderable,
  otherOrders,
  toBrigadier,
} from './legalOrders.js';

// Rulebook (/work/shared/rules/wss-6mm.txt). Command and Control: "All units must remain within 12" of their Brigadier.
// If they become separated by involuntary movement etc. then any subsequent voluntary movement may only be used to
// "close the gap", and return to the Brigade." Charges: "Units in the active Brigade may declare charges. Foot may not
// charge Horse. No unit that is ROUTED, FALLING BACK or in pursuit may charge, and DISORDERED foot may not charge."
// Movement: "Charge Bonus +1 Foot, +2 Horse; Movement 1d6 Foot, 1d6 x 2 Horse". Formations: "Foot: May be in LINE …,
// march column, or Square"; "Pc, Caracole formation, a column 1 element wide with at least an element wide gap to
// either side"; "Units defending walls, hedges or river banks may bend their line to match the defences".
// Manoeuvre: "Foot wheeling do so at half speed, or they may do so at full speed and become disordered … Disordered
// Units may only wheel at half speed."
// The example battle: the 1st Foot Guards (A, British PF1 line, 4" wide) stand at (12.5, 6) facing up the table
// (y grows towards B), Orkney's brigadier at (22, 4); Picardie (B, French foot, 5" wide) at (12, 30) facing down it.

const hold: UnitOrder = { type: 'hold' };
const form = (formation: string): UnitOrder => ({ type: 'form', formation }) as UnitOrder;
const moves: UnitOrder[] = [
  { type: 'advance' },
  { type: 'incline', dir: 'left' },
  { type: 'incline', dir: 'right' },
  { type: 'retire' },
  { type: 'incline', dir: 'left', backward: true },
  { type: 'incline', dir: 'right', backward: true },
];
const slowWheels: UnitOrder[] = [
  { type: 'wheel', dir: 'left', fast: false },
  { type: 'wheel', dir: 'right', fast: false },
];

function withBrigadier(state: BattleState, brigade: string, x: number, y: number): BattleState {
  return { ...state, brigades: state.brigades.map((b) => (b.id === brigade ? { ...b, x, y } : b)) };
}

function ids(units: readonly BattleUnit[]): string[] {
  return units.map((u) => u.id);
}

describe('chargeArm, chargeReach and orderable', () => {
  it('the charge table\'s arms: foot (and guns) "Foot", S horse "S Horse", P horse "P Horse"', () => {
    const s = exampleBattle();
    expect(
      ['foot-guards', 'british-battery', 'queens-horse', 'gendarmes'].map((id) => chargeArm(unitById(s, id))),
    ).toEqual(['foot', 'foot', 's-horse', 'p-horse']);
  });
  it('greatest charge move: foot 6 + 1, horse 6 x 2 + 2', () => {
    const s = exampleBattle();
    expect(chargeReach(unitById(s, 'foot-guards'))).toBe(7);
    expect(chargeReach(unitById(s, 'british-battery'))).toBe(7);
    expect(chargeReach(unitById(s, 'queens-horse'))).toBe(14);
  });
  it('only an active, STEADY or DISORDERED unit, not pursuing nor in melee, takes orders', () => {
    const u = unitById(exampleBattle(), 'foot-guards');
    expect(orderable(u)).toBe(true);
    expect(orderable({ ...u, order: 'disordered' })).toBe(true);
    expect(orderable({ ...u, order: 'falling-back' })).toBe(false);
    expect(orderable({ ...u, order: 'routed' })).toBe(false);
    expect(orderable({ ...u, status: 'destroyed' })).toBe(false);
    expect(orderable({ ...u, pursuing: 'picardie-1' })).toBe(false);
    expect(orderable({ ...u, engaged: ['picardie-1'] })).toBe(false);
  });
});

describe('toBrigadier: "within 12" of their Brigadier"', () => {
  it('the offset and distance from the unit to its brigadier', () => {
    const s = exampleBattle();
    // Foot Guards (12.5, 6), Orkney's brigadier (22, 4).
    const d = toBrigadier(s, unitById(s, 'foot-guards'));
    expect(d.dx).toBe(9.5);
    expect(d.dy).toBe(-2);
    expect(d.distance).toBeCloseTo(Math.hypot(9.5, 2), 9);
  });
});

describe('otherOrders: foot, horse, squares and formation changes', () => {
  it('a STEADY foot line: hold, advance, advance and fire, incline, retire, incline backwards, wheels at half or full speed, column, square', () => {
    const s = exampleBattle();
    expect(otherOrders(s, unitById(s, 'foot-guards'))).toEqual([
      hold,
      ...moves.slice(0, 1),
      { type: 'advance-and-fire' },
      ...moves.slice(1),
      { type: 'wheel', dir: 'left', fast: false },
      { type: 'wheel', dir: 'left', fast: true },
      { type: 'wheel', dir: 'right', fast: false },
      { type: 'wheel', dir: 'right', fast: true },
      form('column'),
      form('square'),
    ]);
  });
  it('a DISORDERED foot line may recover, and "may only wheel at half speed"', () => {
    const s = exampleBattle({ 'foot-guards': { order: 'disordered' } });
    expect(otherOrders(s, unitById(s, 'foot-guards'))).toEqual([
      hold,
      { type: 'recover' },
      ...moves.slice(0, 1),
      { type: 'advance-and-fire' },
      ...moves.slice(1),
      ...slowWheels,
      form('column'),
      form('square'),
    ]);
  });
  it('foot in march column neither fires on the move nor forms column again', () => {
    const s = exampleBattle({ 'foot-guards': { formation: 'column' } });
    const orders = otherOrders(s, unitById(s, 'foot-guards'));
    expect(orders).not.toContainEqual({ type: 'advance-and-fire' });
    expect(orders).toContainEqual({ type: 'wheel', dir: 'left', fast: true });
    expect(orders.filter((o) => o.type === 'form')).toEqual([form('line'), form('square')]);
  });
  it("S horse: moves, wheels (never the foot's fast wheel) and march column", () => {
    const s = exampleBattle();
    expect(otherOrders(s, unitById(s, 'queens-horse'))).toEqual([hold, ...moves, ...slowWheels, form('column')]);
  });
  it('a square stands (it only re-forms) unless the option lets squares move', () => {
    const s = exampleBattle({ 'foot-guards': { formation: 'square' } });
    const u = unitById(s, 'foot-guards');
    expect(otherOrders(s, u)).toEqual([hold, form('line'), form('column')]);
    expect(otherOrders(s, u, { ...DEFAULT_OPTIONS, squaresMayMove: true })).toEqual([
      hold,
      ...moves,
      { type: 'wheel', dir: 'left', fast: false },
      { type: 'wheel', dir: 'left', fast: true },
      { type: 'wheel', dir: 'right', fast: false },
      { type: 'wheel', dir: 'right', fast: true },
      form('line'),
      form('column'),
    ]);
  });
  it('a unit that cannot take orders (falling back, in melee) may only hold', () => {
    const s = exampleBattle({ 'foot-guards': { order: 'falling-back' }, 'royal-scots': { engaged: ['navarre'] } });
    expect(otherOrders(s, unitById(s, 'foot-guards'))).toEqual([hold]);
    expect(otherOrders(s, unitById(s, 'royal-scots'))).toEqual([hold]);
    expect(legalOrders(s, unitById(s, 'foot-guards'))).toEqual([hold]);
  });
  it('a formation change under way is carried on when the new formation fits, or the unit holds', () => {
    const changing = { 'foot-guards': { changing: { to: 'column' as const, movesLeft: 1 } } };
    const s = exampleBattle(changing);
    expect(otherOrders(s, unitById(s, 'foot-guards'))).toEqual([hold, form('column')]);
    // The Royal Scots just behind the Guards' front: a column 1.5" deep would overlap them.
    const blocked = exampleBattle({ ...changing, 'royal-scots': { x: 12.5, y: 5 } });
    expect(otherOrders(blocked, unitById(blocked, 'foot-guards'))).toEqual([hold]);
  });
});

describe('otherOrders: batteries', () => {
  it('deployed guns hold or limber, not once their drovers have deserted', () => {
    const s = exampleBattle({ dillon: { droversDeserted: true } });
    expect(otherOrders(s, unitById(s, 'british-battery'))).toEqual([hold, form('limbered')]);
    const deserted = exampleBattle({ 'british-battery': { droversDeserted: true } });
    expect(otherOrders(deserted, unitById(deserted, 'british-battery'))).toEqual([hold]);
  });
  it('deployed guns with no room behind them to limber only hold', () => {
    // Webb's 2" behind the guns: the limbered battery (3" deep) would overlap them.
    const s = exampleBattle({ webbs: { x: 32, y: 4 } });
    expect(otherOrders(s, unitById(s, 'british-battery'))).toEqual([hold]);
  });
  it('limbered guns advance, retire, incline (forward or backward), wheel at full speed ("only foot are slowed") or deploy', () => {
    const s = exampleBattle({ 'british-battery': { formation: 'limbered' } });
    expect(otherOrders(s, unitById(s, 'british-battery'))).toEqual([
      hold,
      { type: 'advance' },
      { type: 'retire' },
      { type: 'incline', dir: 'left' },
      { type: 'incline', dir: 'right' },
      { type: 'incline', dir: 'left', backward: true },
      { type: 'incline', dir: 'right', backward: true },
      ...slowWheels,
      form('deployed'),
    ]);
  });
  it('limbered guns with no room to deploy do not deploy', () => {
    // The Royal Scots just ahead of the limber's front: the deployed guns (3" wide) would overlap them.
    const s = exampleBattle({
      'british-battery': { formation: 'limbered' },
      'royal-irish': { x: 29.5, y: 5.5 },
      webbs: { x: 34.5, y: 5.5 },
    });
    expect(otherOrders(s, unitById(s, 'british-battery'))).not.toContainEqual(form('deployed'));
  });
  it('guns limbering (2 moves) carry on when they fit, or hold', () => {
    const limbering = { 'british-battery': { changing: { to: 'limbered' as const, movesLeft: 1 } } };
    const s = exampleBattle(limbering);
    expect(otherOrders(s, unitById(s, 'british-battery'))).toEqual([hold, form('limbered')]);
    const blocked = exampleBattle({ ...limbering, webbs: { x: 32, y: 4 } });
    expect(otherOrders(blocked, unitById(blocked, 'british-battery'))).toEqual([hold]);
  });
});

describe('otherOrders: out of command, voluntary movement may only "close the gap" (ruling R64)', () => {
  // The Foot Guards face east (facing 0): forward is +x, the unit's right is -y. With `closing-only` only the moves are
  // listed (by default the formation changes follow them, ruling R64).
  const east = { 'foot-guards': { facing: 0 } };
  const closingOnly = Wss6mmOptionsSchema.parse({ outOfCommandOrders: 'closing-only' });
  const orders = (dx: number, dy: number, changes: Record<string, Partial<BattleUnit>> = {}) => {
    const s = withBrigadier(
      exampleBattle({ ...changes, 'foot-guards': { ...east['foot-guards'], ...changes['foot-guards'] } }),
      'orkney',
      12.5 + dx,
      6 + dy,
    );
    return otherOrders(s, unitById(s, 'foot-guards'), closingOnly);
  };
  const advance: UnitOrder = { type: 'advance' };
  const fire: UnitOrder = { type: 'advance-and-fire' };
  const retire: UnitOrder = { type: 'retire' };
  const incline = (dir: 'left' | 'right', backward = false): UnitOrder =>
    backward ? { type: 'incline', dir, backward } : { type: 'incline', dir };
  it('towards the brigadier only: each straight move along whose line he lies more than 1/2" on', () => {
    // An incline goes 1" to the flank for each 1" forward or back (R23): along the diagonal.
    expect(orders(0.6, 13)).toEqual([hold, advance, fire, incline('left'), incline('left', true)]);
    expect(orders(0.5, 13)).toEqual([hold, incline('left'), incline('left', true)]);
    expect(orders(-0.6, -13)).toEqual([hold, incline('right'), retire, incline('right', true)]);
    expect(orders(-0.5, -13)).toEqual([hold, incline('right'), incline('right', true)]);
    expect(orders(13, 0.5)).toEqual([hold, advance, fire, incline('left'), incline('right')]);
    expect(orders(-13, -0.5)).toEqual([hold, retire, incline('left', true), incline('right', true)]);
    // He lies `a` inches along the forward-left diagonal and 13" across it: 0.45" is not more than 1/2", 0.55" is.
    const at = (a: number) => orders(Math.SQRT1_2 * (a - 13), Math.SQRT1_2 * (a + 13));
    expect(at(0.45)).not.toContainEqual(incline('left'));
    expect(at(0.55)).toContainEqual(incline('left'));
  });
  it('facing up the table, the brigadier 13" ahead: advance, Move & Fire and the forward inclines', () => {
    const s = withBrigadier(exampleBattle(), 'orkney', 12.5, 19);
    expect(otherOrders(s, unitById(s, 'foot-guards'), closingOnly)).toEqual([
      hold,
      advance,
      fire,
      incline('left'),
      incline('right'),
    ]);
  });
  it('a DISORDERED unit out of command may still recover', () => {
    expect(orders(13, 0, { 'foot-guards': { order: 'disordered' } })).toEqual([
      hold,
      { type: 'recover' },
      advance,
      fire,
      incline('left'),
      incline('right'),
    ]);
  });
  it('exactly 12" from the brigadier is within command', () => {
    expect(orders(12, 0)).toContainEqual({ type: 'wheel', dir: 'left', fast: true });
    expect(orders(12.01, 0)).toEqual([hold, advance, fire, incline('left'), incline('right')]);
  });
  it('by default the orders that move nothing follow the moves: the formation changes (ruling R64)', () => {
    const s = withBrigadier(exampleBattle(east), 'orkney', 12.5 + 13, 6);
    expect(otherOrders(s, unitById(s, 'foot-guards'))).toEqual([
      hold,
      advance,
      fire,
      incline('left'),
      incline('right'),
      form('column'),
      form('square'),
    ]);
  });
});

describe('otherOrders: a line "may bend their line to match the defences" (ruling R36)', () => {
  // A wall running across the table under the Foot Guards' front centre; the Guards stand a little askew.
  const wall: Terrain = {
    id: 'wall',
    kind: 'obstacle',
    polygon: {
      points: [
        { x: 8, y: 5 },
        { x: 17, y: 5 },
        { x: 17, y: 7 },
        { x: 8, y: 7 },
      ],
    },
  };
  const inWall = (changes: Record<string, Partial<BattleUnit>> = {}): BattleState => {
    const s = exampleBattle({ 'foot-guards': { facing: Math.PI / 2 + 0.2 }, ...changes });
    return { ...s, table: { ...s.table, terrain: [wall] } };
  };
  const bends = (s: BattleState, bend = true) =>
    otherOrders(s, unitById(s, 'foot-guards'), { ...DEFAULT_OPTIONS, bendAlongDefences: bend }).some(
      (o) => o.type === 'match-defences',
    );
  it('a foot line askew in the wall may square up to it', () => {
    expect(bends(inWall())).toBe(true);
  });
  it('not with the option off, not in column, not when already square to it, not on another piece of terrain', () => {
    expect(bends(inWall(), false)).toBe(false);
    expect(bends(inWall({ 'foot-guards': { facing: Math.PI / 2 + 0.2, formation: 'column' } }))).toBe(false);
    expect(bends(inWall({ 'foot-guards': { facing: Math.PI / 2 } }))).toBe(false);
    const s = exampleBattle({ 'foot-guards': { facing: Math.PI / 2 + 0.2 } });
    expect(bends({ ...s, table: { ...s.table, terrain: [{ ...wall, kind: 'disordering' }] } })).toBe(false);
  });
  it('horse do not bend a line', () => {
    const s = exampleBattle({
      'queens-horse': { x: 12.5, y: 6, facing: Math.PI / 2 + 0.2 },
      'foot-guards': { x: 12.5, y: 20 },
    });
    const t = { ...s, table: { ...s.table, terrain: [wall] } };
    expect(otherOrders(t, unitById(t, 'queens-horse')).some((o) => o.type === 'match-defences')).toBe(false);
  });
  it('not when the squared line would overlap a neighbour or leave the table', () => {
    // The Royal Scots right beside the Guards: squared up, the Guards' line (10.5" to 14.5") would overlap them.
    expect(bends(inWall({ 'royal-scots': { x: 16.4 } }))).toBe(false);
    // At the table's left edge (Orkney's brigadier alongside): squared up 2.1" from the edge the 4" line fits; 1.99"
    // from it, it would stick 0.01" off the table.
    const edge: Terrain = {
      ...wall,
      polygon: {
        points: [
          { x: 0, y: 5 },
          { x: 9, y: 5 },
          { x: 9, y: 7 },
          { x: 0, y: 7 },
        ],
      },
    };
    const atEdge = (x: number): BattleState => {
      const s = withBrigadier(exampleBattle({ 'foot-guards': { x, facing: Math.PI / 2 - 0.02 } }), 'orkney', 6, 4);
      return { ...s, table: { ...s.table, terrain: [edge] } };
    };
    expect(bends(atEdge(2.1))).toBe(true);
    expect(bends(atEdge(1.99))).toBe(false);
  });
});

describe('the defaults: the rules as written (squares stand; ruling R36 bends the line)', () => {
  it('legalOrders and otherOrders without options: a square does not move, a line in a wall may bend', () => {
    const square = exampleBattle({ 'foot-guards': { formation: 'square' } });
    expect(legalOrders(square, unitById(square, 'foot-guards'))).not.toContainEqual({ type: 'advance' });
    const askew = exampleBattle({ 'foot-guards': { facing: Math.PI / 2 + 0.2 } });
    const wall: Terrain = {
      id: 'wall',
      kind: 'obstacle',
      polygon: {
        points: [
          { x: 8, y: 5 },
          { x: 17, y: 5 },
          { x: 17, y: 7 },
          { x: 8, y: 7 },
        ],
      },
    };
    const s = { ...askew, table: { ...askew.table, terrain: [wall] } };
    expect(legalOrders(s, unitById(s, 'foot-guards'))).toContainEqual({ type: 'match-defences' });
    expect(otherOrders(s, unitById(s, 'foot-guards'))).toContainEqual({ type: 'match-defences' });
  });
});

describe('fits: "Pc, … a column 1 element wide with at least an element wide gap to either side"', () => {
  it("Pf Gendarmes may form Pc with an element's gap either side, not with a unit within it on the left or right", () => {
    const pc = (changes: Record<string, Partial<BattleUnit>>) => {
      const s = exampleBattle(changes);
      return otherOrders(s, unitById(s, 'gendarmes')).filter((o) => o.type === 'form');
    };
    expect(pc({})).toEqual([form('column'), form('pc')]);
    // Bourgogne moved to touch the Gendarmes' right (x 56.5–58.5), then their left (52.5–54.5).
    expect(pc({ bourgogne: { x: 57.5 } })).toEqual([form('column')]);
    expect(pc({ bourgogne: { x: 53.5 } })).toEqual([form('column')]);
  });
  it('a formation that would leave the table does not fit', () => {
    const s = exampleBattle({ 'foot-guards': { formation: 'column', x: 1 } });
    const u = unitById(s, 'foot-guards');
    expect(fits(s, u, 'column')).toBe(true);
    expect(fits(s, u, 'line')).toBe(false);
  });
});

describe('charges: who may be charged', () => {
  // Picardie (5" wide, 0.75" deep) moved in front of the Foot Guards; its front edge at y.
  const facing = (y: number, changes: Record<string, Partial<BattleUnit>> = {}) =>
    exampleBattle({ 'picardie-1': { x: 12.5, y }, ...changes });
  const targets = (s: BattleState, id = 'foot-guards') => ids(computeChargeTargets(s, unitById(s, id)));
  it('foot reach 7": an enemy from contact to 7" ahead may be charged, not 7.5"', () => {
    expect(targets(facing(6))).toEqual(['picardie-1']);
    expect(targets(facing(13))).toEqual(['picardie-1']);
    expect(targets(facing(13.5))).toEqual([]);
  });
  it('horse reach 14"', () => {
    const s = exampleBattle({ gendarmes: { x: 54.5, y: 20 } });
    expect(targets(s, 'queens-horse')).toEqual(['gendarmes']);
    const far = exampleBattle({ gendarmes: { x: 54.5, y: 20.5 } });
    expect(targets(far, 'queens-horse')).toEqual([]);
  });
  it('not an enemy behind the front edge, nor one to the side with no overlap of the frontage', () => {
    // Picardie behind the Guards' front (its front edge 0.5" back), or 5" to the right of them.
    expect(targets(facing(5.5, { 'royal-scots': { y: 0.8 } }))).toEqual([]);
    expect(targets(exampleBattle({ 'picardie-1': { x: 19, y: 10 }, 'royal-scots': { y: 1 } }))).toEqual([]);
  });
  it('not a friend, a ROUTED enemy only by default (ruling R57), not through another unit in the lane', () => {
    expect(targets(exampleBattle({ 'royal-scots': { x: 12.5, y: 10, facing: -Math.PI / 2 } }))).toEqual([]);
    const routed = facing(10, { 'picardie-1': { x: 12.5, y: 10, order: 'routed' } });
    expect(targets(routed)).toEqual(['picardie-1']);
    expect(ids(computeChargeTargets(routed, unitById(routed, 'foot-guards'), 'not-targets'))).toEqual([]);
    expect(targets(facing(12, { navarre: { x: 12.5, y: 9 } }))).toEqual(['navarre']);
  });
  it('"Foot may not charge Horse"; "DISORDERED foot may not charge"', () => {
    expect(targets(exampleBattle({ gendarmes: { x: 12.5, y: 10 } }))).toEqual([]);
    expect(targets(facing(10, { 'foot-guards': { order: 'disordered' } }))).toEqual([]);
  });
  it('a square, or a unit changing formation, declares no charge', () => {
    expect(targets(facing(10, { 'foot-guards': { formation: 'square' } }))).toEqual([]);
    expect(targets(facing(10, { 'foot-guards': { changing: { to: 'column', movesLeft: 1 } } }))).toEqual([]);
  });
  it('chargeTargets answers as computeChargeTargets, and a caller changing the answer does not change the next', () => {
    const s = facing(10);
    const u = unitById(s, 'foot-guards');
    const first = chargeTargets(s, u);
    expect(ids(first)).toEqual(['picardie-1']);
    first.length = 0;
    expect(ids(chargeTargets(s, u))).toEqual(['picardie-1']);
    expect(ids(chargeTargets(s, unitById(s, 'royal-scots')))).toEqual([]);
  });
});

describe('chargeOrders and legalOrders: "Units in the active Brigade may declare charges"', () => {
  const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } });
  it('a unit that may charge: its other orders, then a charge on each target', () => {
    const u = unitById(s, 'foot-guards');
    expect(chargeOrders(s, u)).toEqual([{ type: 'charge', target: 'picardie-1' }]);
    expect(legalOrders(s, u)).toEqual([...otherOrders(s, u), { type: 'charge', target: 'picardie-1' }]);
  });
  it('guns never charge', () => {
    const t = exampleBattle({ 'picardie-1': { x: 32, y: 10 } });
    const guns = unitById(t, 'british-battery');
    expect(ids(computeChargeTargets(t, guns))).toEqual(['picardie-1']);
    expect(chargeOrders(t, guns)).toEqual([]);
  });
  it('no charge out of command (over 12" from the brigadier), nor while falling back', () => {
    const u = unitById(s, 'foot-guards');
    expect(chargeOrders(withBrigadier(s, 'orkney', 12.5 + 12, 6), u)).toEqual([
      { type: 'charge', target: 'picardie-1' },
    ]);
    expect(chargeOrders(withBrigadier(s, 'orkney', 12.5 + 12.01, 6), u)).toEqual([]);
    expect(chargeOrders(s, { ...u, order: 'falling-back' })).toEqual([]);
  });
  it('no charge while changing formation, even where the target could be charged', () => {
    const t = exampleBattle({
      'picardie-1': { x: 12.5, y: 10 },
      'foot-guards': { changing: { to: 'column', movesLeft: 1 } },
    });
    expect(chargeOrders(t, unitById(t, 'foot-guards'))).toEqual([]);
  });
});

// Killers of the survivors of the first complete run (4 Dec 2026; docs/mutation/wss-6mm-flow.md).
describe('the survivors of the first complete run', () => {
  it('Charges: "No unit that is … in pursuit may charge": a pursuer has no charge target', () => {
    const s = exampleBattle({ 'picardie-1': { x: 12.5, y: 10 }, 'foot-guards': { pursuing: 'navarre' } });
    expect(ids(computeChargeTargets(s, unitById(s, 'foot-guards')))).toEqual([]);
  });
  it('out of command, facing 60 degrees, the brigadier 13" to its right: only the inclines to the right close the gap', () => {
    // The Foot Guards at (30, 18) facing pi/3: forward (0.5, 0.866), right (0.866, -0.5); the brigadier 13" along the
    // right: neither ahead nor behind.
    const f = Math.PI / 3;
    const s = withBrigadier(
      exampleBattle({ 'foot-guards': { x: 30, y: 18, facing: f } }),
      'orkney',
      30 + 13 * Math.sin(f),
      18 - 13 * Math.cos(f),
    );
    expect(
      otherOrders(s, unitById(s, 'foot-guards'), Wss6mmOptionsSchema.parse({ outOfCommandOrders: 'closing-only' })),
    ).toEqual([hold, { type: 'incline', dir: 'right' }, { type: 'incline', dir: 'right', backward: true }]);
  });
});
