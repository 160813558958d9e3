import {
  angleBetween,
  angleOf,
  baseGap,
  basesOverlap,
  centres,
  distance,
  distanceToBase,
  faceTowards,
  frontCentre,
  sub,
} from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, turnTouchTable, unitOf } from '../game/__fixtures__/battleFixture.js';
import type { Placement, ScenarioTerrain, ScenarioUnit } from '../game/Scenario.js';
import type { BattleState, UnitState } from '../game/State.js';
import { chargeable, closestShortCharge, isFlankCharge, planCharge } from './charge.js';
import { planMove, type PathTerrain } from './movement.js';
import { unitById } from './tableQueries.js';
import { rectangle } from '../scenery/sceneryPoints.js';

// Rulebook (Liber Militum): Combat > Charges: "all the basic rules of movement apply. One must be able to reach,
// with the enhanced movement of the assault, one of the centres of the target unit's base, starting from the front
// centre of the charging unit. The unit stops as soon as contact is made between the two bases. There is no
// adjustment or alignment [...] It may happen that the nearest centre of the target unit is inaccessible because it is
// hidden by another unit or blocked by impassable terrain. If the movement of the charging unit allows it to reach
// another centre [...] the charge is carried out. The shortest path is always used to conduct a charge." Flank
// Charges: "The front centre of the attacker is behind a line extending the front side of the enemy base"; "Square"
// units are never taken in flank; Building: "A unit in a building is never considered as taken in flank". Order
// Cards > Assault!: "Otherwise the charge move is made as close to the enemy as possible." Terrain Effects in
// Combat (ruling "Charges in space"): units in Hidden terrain cannot be charged unless the charger stands in it.

interface Spot {
  unit: ScenarioUnit;
  at: Placement;
}
const at = (x: number, y: number, facing: number): Placement => ({ x, y, facing });
const rect = (id: string, type: ScenarioTerrain['type'], x0: number, y0: number, x1: number, y1: number) => ({
  id,
  type,
  points: rectangle(x0, y0, x1, y1),
});
const u = (state: BattleState, id: string): UnitState => unitById(state, id)!;
const withUnit = (state: BattleState, id: string, change: Partial<UnitState>): BattleState => ({
  ...state,
  units: state.units.map((x) => (x.id === id ? { ...x, ...change } : x)),
});

/** Side A's tercio `ter` at (36, 10) facing north; side B's company `mus` at (36, 16) facing south; and the rest. */
function face(extra: { A?: Spot[]; B?: Spot[]; terrain?: ScenarioTerrain[]; target?: Placement } = {}) {
  return fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: at(36, 10, 90) }, ...(extra.A ?? [])],
    B: [{ unit: unitOf('mus', 'musketeer-company'), at: extra.target ?? at(36, 16, -90) }, ...(extra.B ?? [])],
    terrain: extra.terrain ?? [],
  });
}
const charge = (state: BattleState, speed: number | ((t: PathTerrain) => number), neverFlanked = false) =>
  planCharge(state, u(state, 'ter'), u(state, 'mus'), typeof speed === 'number' ? () => speed : speed, neverFlanked);

describe('Charges: the charger stops as soon as the bases touch, on the shortest path', () => {
  it('straight ahead: it stops touching the target, in the direction of its charge, without alignment', () => {
    const state = face();
    const start = frontCentre(u(state, 'ter').base);
    const mus = u(state, 'mus');
    const plan = charge(state, 6);
    expect(plan).toMatchObject({ reachable: true, flank: false, disorder: false });
    if (!plan.reachable) return;
    // Never longer than the straight run to the front edge; touching, not overlapping.
    expect(plan.distance).toBeLessThanOrEqual(baseGap(u(state, 'ter').base, mus.base) + 1e-9);
    expect(baseGap(plan.base, mus.base)).toBeLessThan(1e-6);
    expect(basesOverlap(plan.base, mus.base, 0.01)).toBe(false);
    // Its front centre went plan.distance along the line towards the centre it charged, and it faces that way.
    const aim = centres(mus.base)[plan.centre];
    expect(plan.base.facing).toBeCloseTo(Math.atan2(aim.y - start.y, aim.x - start.x), 9);
    expect(distance(frontCentre(plan.base), start)).toBeCloseTo(plan.distance, 9);
  });

  it('"with the enhanced movement of the assault": exactly enough movement reaches; a hundredth short does not', () => {
    const state = face();
    const plan = charge(state, 6);
    if (!plan.reachable) throw new Error('the charge of 6" reaches');
    expect(charge(state, plan.distance + 1e-12)).toEqual(plan);
    expect(charge(state, plan.distance - 0.01)).toEqual({
      reachable: false,
      reason: 'no centre of the target can be reached',
    });
  });

  it('"The shortest path is always used": an oblique target, no shorter charge reaches it', () => {
    const state = face({ target: at(40, 17, -120) });
    const plan = charge(state, 12);
    expect(plan.reachable).toBe(true);
    if (!plan.reachable) return;
    expect(charge(state, plan.distance - 0.01).reachable).toBe(false);
    expect(charge(state, plan.distance + 1e-12)).toEqual(plan);
  });

  it('the nearest centre blocked by impassable terrain: another centre is charged by changing the path', () => {
    // A small lake across the straight line to the target's front centre; its side centres are reached around it.
    const lake = rect('lake', 'small-lake', 35.5, 15, 36.5, 17);
    const state = face({ target: at(36, 22, -90), terrain: [lake] });
    const plan = charge(state, 12);
    expect(plan.reachable).toBe(true);
    if (!plan.reachable) return;
    expect(plan.centre).not.toBe('front');
    expect(baseGap(plan.base, u(state, 'mus').base)).toBeLessThan(1e-6);
  });

  it("a unit in the way of every path: the first base touched is not the target's, no charge", () => {
    const state = face({ target: at(36, 24, -90), A: [{ unit: unitOf('f', 'tercio'), at: at(36, 17, 90) }] });
    expect(charge(state, 20)).toEqual({ reachable: false, reason: 'no centre of the target can be reached' });
  });

  it("a unit off the line but in the way of the charger's base: the base sweeps over it, the charge is the same", () => {
    // Movement > Obstacles: "Units may ignore terrain or units crossed during their movement if the line drawn between
    // their front centre and the destination point does not cut through them" (7 Dec 2026: before, the base touching
    // the company first refused the charge, and the move as close as possible then stopped 0.001" from the target with
    // no combat: table/chargeObstacles.spec.ts). A friendly company clear of every line to the target's centres, but
    // across the right half of the tercio's way, and clear of where it stops.
    const state = face({
      target: at(36, 24, -90),
      A: [{ unit: unitOf('f', 'musketeer-company'), at: at(38.5, 16, 90) }],
    });
    const plan = charge(state, 20);
    expect(plan).toEqual(charge(face({ target: at(36, 24, -90) }), 20));
    expect(plan.reachable).toBe(true);
    if (plan.reachable) expect(baseGap(plan.base, u(state, 'f').base)).toBeGreaterThan(3);
  });

  it('a target behind the charger: no turn of 90 degrees or less points at it', () => {
    const state = face({ target: at(36, 4, 90) });
    expect(charge(state, 20).reachable).toBe(false);
  });

  it('impassable terrain across every path: no charge; "all the basic rules of movement apply"', () => {
    const state = face({ target: at(36, 22, -90), terrain: [rect('lake', 'small-lake', 20, 14, 52, 18)] });
    expect(charge(state, 20).reachable).toBe(false);
  });
});

describe('Terrain and Movement on a charge path', () => {
  const marsh = rect('marsh', 'marsh', 30, 12, 42, 14);

  it('a Very difficult piece crossed: the charge disorders, and its Speed is the one for that terrain', () => {
    const state = face({ terrain: [marsh] });
    const seen: PathTerrain[] = [];
    const plan = charge(state, (t) => {
      seen.push(t);
      return t.veryDifficult ? 5 : 6;
    });
    expect(plan).toMatchObject({ reachable: true, disorder: true });
    expect(seen.some((t) => t.veryDifficult)).toBe(true);
    expect(charge(state, (t) => (t.veryDifficult ? 3 : 6)).reachable).toBe(false);
  });

  it('the same charge on open ground does not disorder', () => {
    expect(charge(face({ terrain: [rect('field', 'marsh', 50, 12, 60, 14)] }), 6)).toMatchObject({
      reachable: true,
      disorder: false,
    });
  });
});

describe('Flank Charges: "behind a line extending the front side of the enemy base"', () => {
  it('a charger beside the target, behind its front line, charges it in the flank', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'arquebusiers-on-horseback'), at: at(30, 20, 0) }],
      B: [{ unit: unitOf('mus', 'tercio'), at: at(36, 20, -90) }],
    });
    const plan = charge(state, 10);
    expect(plan).toMatchObject({ reachable: true, flank: true });
    // "Square" units are never taken in flank.
    expect(charge(state, 10, true)).toMatchObject({ reachable: true, flank: false });
  });

  it('"A unit in a building is never considered as taken in flank"', () => {
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'arquebusiers-on-horseback'), at: at(30, 20, 0) }],
      B: [{ unit: unitOf('mus', 'tercio'), at: at(36, 20, -90) }],
    });
    expect(isFlankCharge(u(state, 'ter'), u(state, 'mus'), false)).toBe(true);
    expect(isFlankCharge(u(state, 'ter'), { ...u(state, 'mus'), inBuilding: 'house' }, false)).toBe(false);
  });
});

describe('Terrain Effects in Combat: a unit in Hidden terrain cannot be charged unless the charger stands in it', () => {
  const wood = rect('wood', 'large-forest', 30, 14, 42, 20);

  it('a target in a wood is not charged from outside it', () => {
    const state = face({ terrain: [wood] });
    expect(chargeable(state, u(state, 'ter'), u(state, 'mus'))).toBe(false);
    expect(charge(state, 20)).toEqual({ reachable: false, reason: 'the target is hidden in its terrain' });
  });

  it("the charger's front centre in the same wood may charge it", () => {
    const state = face({ terrain: [rect('wood', 'large-forest', 30, 10, 42, 20)] });
    expect(chargeable(state, u(state, 'ter'), u(state, 'mus'))).toBe(true);
  });

  it('a wood agreed without Hidden, or one the target is not in, does not stop the charge', () => {
    const open = face({ terrain: [{ ...wood, features: ['very-difficult', 'cover'] }] });
    expect(chargeable(open, u(open, 'ter'), u(open, 'mus'))).toBe(true);
    const beside = face({ terrain: [rect('wood', 'large-forest', 50, 14, 60, 20)] });
    expect(chargeable(beside, u(beside, 'ter'), u(beside, 'mus'))).toBe(true);
  });

  it('the building a unit occupies (Hidden) does not make it unchargeable', () => {
    const state = withUnit(face({ terrain: [rect('house', 'large-building', 33, 14, 39, 18)] }), 'mus', {
      inBuilding: 'house',
    });
    expect(chargeable(state, u(state, 'ter'), u(state, 'mus'))).toBe(true);
  });
});

describe('Assault!: "Otherwise the charge move is made as close to the enemy as possible"', () => {
  it('ends nearer the target than it started, within its movement, never on the target', () => {
    const state = face({ target: at(36, 30, -90) });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const short = closestShortCharge(state, ter, mus, () => 6)!;
    expect(short.distance).toBeCloseTo(6, 2);
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(
      distanceToBase(frontCentre(ter.base), mus.base) - 6,
      2,
    );
  });

  it('movement enough to reach the far side of the target: it stops short of the target, not on it', () => {
    const state = face({ target: at(36, 16, -90) });
    const mus = u(state, 'mus');
    const short = closestShortCharge(state, u(state, 'ter'), mus, () => 20)!;
    expect(basesOverlap(short.base, mus.base, 0.01)).toBe(false);
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeLessThan(0.05);
  });

  it('each heading is judged by where the move ends: a farther move that stops at a first contact is not nearer', () => {
    // A friendly company at (34, 14) stands beside the way. On the headings to the target's flank centres a move asked
    // farther than about 2.5" stops against the friend and ends 2" or more from the target, while a shorter one ends
    // nearer: the search once kept the farthest legal distance asked on each (ending 2.0" from the target).
    const state = face({ A: [{ unit: unitOf('fr', 'musketeer-company'), at: at(34, 14, 90) }] });
    const mus = u(state, 'mus');
    expect(charge(state, 6).reachable).toBe(false);
    const short = closestShortCharge(state, u(state, 'ter'), mus, () => 6)!;
    // The nearest end found: 0.42" from the target, after 4.30" slanting past the friend (0.65" after 4.33" when only
    // the nearest centre's headings were fanned).
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(0.42, 2);
    expect(short.distance).toBeCloseTo(4.3, 2);
    for (const x of state.units) if (x.id !== 'ter') expect(basesOverlap(short.base, x.base, 0.01)).toBe(false);
  });

  it('a target behind the charger: no move brings it closer', () => {
    const state = face({ target: at(36, 4, 90) });
    expect(closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), () => 6)).toBeNull();
  });

  it('a wall of units across the front: the best move is the longest legal one, found to a fiftieth of an inch', () => {
    // A friendly tercio 3" ahead, across the straight line: the charger goes up to it (bisection), or around.
    const state = face({
      target: at(36, 30, -90),
      A: [
        { unit: unitOf('f1', 'tercio'), at: at(31, 15.5, 90) },
        { unit: unitOf('f2', 'tercio'), at: at(36, 15.5, 90) },
        { unit: unitOf('f3', 'tercio'), at: at(41, 15.5, 90) },
      ],
    });
    const ter = u(state, 'ter');
    const short = closestShortCharge(state, ter, u(state, 'mus'), () => 6)!;
    expect(short).not.toBeNull();
    expect(short.distance).toBeGreaterThan(2);
    expect(short.distance).toBeLessThan(6);
    for (const x of state.units) if (x.id !== 'ter') expect(basesOverlap(short.base, x.base, 0.01)).toBe(false);
    // The move ends within a fiftieth of an inch of the friends in the way (no longer legal move on that line).
    expect(Math.min(...['f1', 'f2', 'f3'].map((id) => baseGap(short.base, u(state, id).base)))).toBeLessThan(0.021);
  });

  it('the Speed asked is the one of easy ground, at most the distance to the farthest centre', () => {
    const state = face({ target: at(36, 30, -90) });
    const asked: PathTerrain[] = [];
    closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), (t) => {
      asked.push(t);
      return 6;
    });
    expect(asked).toContainEqual({ difficult: false, veryDifficult: false, easy: true, impassable: null });
  });

  // Off a road no line is easy, so the search does not ask for moves longer than the most the unit moves over any other
  // ground (they would all be refused: "beyond the unit's movement"). That most is the greatest of the three: whichever
  // ground gives the 6" here, the charge still goes its 6" over it, though a road's 12" sets how far the search reaches.
  it.each([
    ['open ground', null],
    ['difficult ground (a hedge)', 'hedge'],
    ['very difficult ground (a marsh)', 'marsh'],
  ] as const)('off a road, the move goes as far as its Speed over %s allows, not less', (_, piece) => {
    const state = face({
      target: at(36, 30, -90),
      terrain: piece === null ? [] : [rect('ground', piece, 30, 11, 42, 27)],
    });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const fast = (t: PathTerrain) =>
      piece === null
        ? !t.difficult && !t.veryDifficult
        : piece === 'marsh'
          ? t.veryDifficult
          : t.difficult && !t.veryDifficult;
    const short = closestShortCharge(state, ter, mus, (t) => (t.easy ? 12 : fast(t) ? 6 : 3))!;
    expect(short.distance).toBeCloseTo(6, 2);
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(
      distanceToBase(frontCentre(ter.base), mus.base) - 6,
      2,
    );
  });

  it('along a road the whole of its Speed on easy ground is searched, beyond its Speed off the road', () => {
    // "Easy: [...] Movement is enhanced" (Terrain and Movement): from a road to a road, 12" here against 6" elsewhere.
    const state = face({ target: at(36, 40, -90), terrain: [rect('road', 'road', 35, 5, 37, 45)] });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const short = closestShortCharge(state, ter, mus, (t) => (t.easy ? 12 : 6))!;
    expect(short.distance).toBeCloseTo(12, 2);
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(
      distanceToBase(frontCentre(ter.base), mus.base) - 12,
      2,
    );
  });

  it('a target within reach to one side: a heading off the straight line gets closer than the straight one', () => {
    // The straight line to the nearest centre is blocked by a friend; 5 to 60 degrees either side are tried.
    const state = face({
      target: at(36, 26, -90),
      A: [{ unit: unitOf('f', 'musketeer-company'), at: at(36, 14, 90) }],
    });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const short = closestShortCharge(state, ter, mus, () => 6)!;
    expect(short).not.toBeNull();
    const before = distanceToBase(frontCentre(ter.base), mus.base);
    expect(before - distanceToBase(frontCentre(short.base), mus.base)).toBeGreaterThan(3);
    expect(distance(frontCentre(ter.base), frontCentre(short.base))).toBeLessThanOrEqual(6 + 1e-6);
  });
});

describe('Charges: "The unit stops as soon as contact is made between the two bases", contact made while turning', () => {
  it('the turn towards the target that touches it is stopped at the touch: turned part of the way, not overlapping', () => {
    // The horse stand 0.23" in front of the target's left half (involuntaryTurns.spec.ts): its turn on the front
    // centre towards a centre of the target sweeps a corner into it.
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: at(34, 17.8, 90) }],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(36, 20, -90) }],
    });
    const cav = u(state, 'cav');
    const ter = u(state, 'ter');
    const plan = planCharge(state, cav, ter, () => 10, false);
    expect(plan).toMatchObject({ reachable: true, distance: 0, disorder: false });
    if (!plan.reachable) return;
    expect(basesOverlap(plan.base, ter.base, 0.01)).toBe(false);
    expect(baseGap(plan.base, ter.base)).toBeLessThan(0.02);
    const whole = angleBetween(cav.base.facing, angleOf(sub(centres(ter.base)[plan.centre], frontCentre(cav.base))));
    const made = angleBetween(cav.base.facing, plan.base.facing);
    expect(Math.abs(made)).toBeGreaterThan(0);
    expect(Math.abs(made)).toBeLessThan(Math.abs(whole));
    expect(Math.sign(made)).toBe(Math.sign(whole));
    expect(frontCentre(plan.base).x).toBeCloseTo(frontCentre(cav.base).x, 9);
    expect(frontCentre(plan.base).y).toBeCloseTo(frontCentre(cav.base).y, 9);
  });
});

describe('ruling "A charger\'s turn that touches its target": a unit farther round the turn (4 Dec)', () => {
  // Combat > Charges: "The unit stops as soon as contact is made between the two bases"; Movement: the unit turns
  // towards its destination on its front centre. The horse stand of "contact made while turning", and a friendly
  // company 0.33" behind its left rear: turned all the way towards the tercio's right centre (14.4 degrees) the horse's
  // rear corner would overlap the friend, but its front corner touches the tercio 8.8 degrees into the turn, and there
  // it stops, 0.10" clear of the friend.
  const state = turnTouchTable();
  const cav = u(state, 'cav');
  const ter = u(state, 'ter');
  const friend = u(state, 'f');

  it('the scene: the whole turn overlaps the friend, the turn stopped at the touch does not', () => {
    const whole = faceTowards(cav.base, centres(ter.base).right, 'front-centre');
    expect(basesOverlap(whole, friend.base, 0.01)).toBe(true);
    expect(basesOverlap(whole, ter.base, 0.01)).toBe(true);
    expect(baseGap(cav.base, friend.base)).toBeCloseTo(0.325, 3);
  });

  it('by default (first-contact) the turn stops at the touch: the charge is made, clear of the friend', () => {
    const plan = planCharge(state, cav, ter, () => 10, false);
    expect(plan).toMatchObject({ reachable: true, distance: 0, centre: 'right', flank: false, disorder: false });
    if (!plan.reachable) return;
    expect(baseGap(plan.base, ter.base)).toBeLessThan(0.02);
    expect(basesOverlap(plan.base, ter.base, 0.01)).toBe(false);
    expect(baseGap(plan.base, friend.base)).toBeGreaterThan(0.09);
    expect((angleBetween(cav.base.facing, plan.base.facing) * 180) / Math.PI).toBeCloseTo(8.8, 0);
    expect(planCharge(state, cav, ter, () => 10, false, 'units-and-impassable', 'first-contact')).toEqual(plan);
  });

  it('with whole-turn the friend anywhere in the whole turn refuses it, as before the ruling', () => {
    expect(planCharge(state, cav, ter, () => 10, false, 'units-and-impassable', 'whole-turn')).toEqual({
      reachable: false,
      reason: 'no centre of the target can be reached',
    });
  });

  it('a friend the turn reaches before it touches the tercio: no charge either way', () => {
    // The friend 0.15" higher: the horse's corner would overlap it at the touch.
    const near = turnTouchTable(16.05);
    for (const reading of ['first-contact', 'whole-turn'] as const)
      expect(
        planCharge(near, u(near, 'cav'), u(near, 'ter'), () => 10, false, 'units-and-impassable', reading),
      ).toMatchObject({ reachable: false });
  });
});

describe('Assault!: "as close to the enemy as possible": the search', () => {
  it('a target off to one side: the move goes towards it, the whole Speed closer', () => {
    // The target's nearest centre about 40 degrees to the right of the charger's facing.
    const state = face({ target: at(45.6, 23.5, -90) });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const short = closestShortCharge(state, ter, mus, () => 6)!;
    expect(short).not.toBeNull();
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(
      distanceToBase(frontCentre(ter.base), mus.base) - 6,
      1,
    );
    expect(frontCentre(short.base).x).toBeGreaterThan(frontCentre(ter.base).x);
  });

  it('the line blocked and one side barred by a second friend: the heading found is on the free side, either side', () => {
    // The friend of the test above across the straight line, and a tercio beside it (0.57" away: no 3" gap) on one
    // side; 5 to 60 degrees either side of the nearest centre are tried, so the move goes round by the other side.
    for (const side of [1, -1]) {
      const state = face({
        target: at(36, 26, -90),
        A: [
          { unit: unitOf('f', 'musketeer-company'), at: at(36, 14, 90) },
          { unit: unitOf('g', 'tercio'), at: at(36 + side * 4.5, 14, 90) },
        ],
      });
      const ter = u(state, 'ter');
      const mus = u(state, 'mus');
      const short = closestShortCharge(state, ter, mus, () => 6)!;
      expect(short).not.toBeNull();
      expect(Math.sign(frontCentre(short.base).x - 36)).toBe(-side);
      const before = distanceToBase(frontCentre(ter.base), mus.base);
      expect(before - distanceToBase(frontCentre(short.base), mus.base)).toBeGreaterThan(3);
    }
  });

  it('two headings as close as each other (a symmetric blockage): the first tried is kept', () => {
    // The scene of "a target within reach to one side", symmetric about the line: mirrored headings give the same gap
    // after the same 6" move; the search is deterministic. Lines are tried by their bound (to a millionth of an inch,
    // so mirrored lines are equal), then in the fans' order, where the positive turn (counter-clockwise, west here)
    // comes first: the end west of the line is kept.
    const state = face({
      target: at(36, 26, -90),
      A: [{ unit: unitOf('f', 'musketeer-company'), at: at(36, 14, 90) }],
    });
    const short = closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), () => 6)!;
    expect(short).not.toBeNull();
    expect(frontCentre(short.base).x).toBeLessThan(36);
    expect(short.distance).toBeCloseTo(6, 9);
  });

  it('a friend touching the whole front: no legal move on any heading, so none (and no error)', () => {
    const state = face({ target: at(36, 30, -90), A: [{ unit: unitOf('f', 'tercio'), at: at(36, 12.37, 90) }] });
    expect(closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), () => 6)).toBeNull();
  });
});

describe('Charges: "all the basic rules of movement apply" to the line and the end of a charge (4 Dec)', () => {
  it('between a lake and a friend 2.6" apart: no charge through the gap ("a gap of at least 3 inches")', () => {
    // Movement > Obstacles: "If, however, a unit moves between two of these obstacles, the movement is possible only if
    // there is a gap of at least 3 inches between them"; an impassable piece beside the line is one of them
    // (movement.gapObstacles.spec.ts's scene, the hedge made a small lake). The company's base sweeps over the lake's
    // edge, which a move may do, and ends clear of both.
    const lake = rect('lake', 'small-lake', 28.5, 12, 29, 14);
    const scene = (terrain: ScenarioTerrain[]) =>
      fixtureState({
        A: [
          { unit: unitOf('ter', 'musketeer-company'), at: at(30, 10, 90) },
          { unit: unitOf('pal', 'musketeer-company'), at: at(33.175, 13, 90) },
        ],
        B: [{ unit: unitOf('mus', 'tercio'), at: at(30, 18, -90) }],
        terrain,
      });
    expect(charge(scene([lake]), 10)).toEqual({ reachable: false, reason: 'no centre of the target can be reached' });
    // Without the lake the same charge reaches, past the friend.
    expect(charge(scene([]), 10)).toMatchObject({ reachable: true });
  });

  it('the bases would end on a lake beside the line: the charge is refused ("must not end their movement overlapping")', () => {
    // Movement > Overlap; a lake either side of the lines to the target's centres, 4" apart (no gap under 3"), under
    // wherever the tercio's base would stop against the target.
    const west = rect('west', 'small-lake', 30, 12.5, 34, 14);
    const east = rect('east', 'small-lake', 38, 12.5, 42, 14);
    expect(charge(face({ terrain: [west, east] }), 6)).toEqual({
      reachable: false,
      reason: 'no centre of the target can be reached',
    });
    // One lake only: the charge reaches by a centre whose end is clear of it.
    const plan = charge(face({ terrain: [east] }), 6);
    expect(plan).toMatchObject({ reachable: true });
  });
});

describe('Charges: "The shortest path is always used", the nearest centre kept on a tie (4 Dec)', () => {
  it('a target facing away, its side centres behind lakes: its rear centre is charged, not its front on the same line', () => {
    // The horse faces east; the tercio ahead faces east too, so its rear and front centres lie on one line from the
    // horse's front centre and the contact is the same either way (the rear edge): the nearest centre, the rear, is the
    // one charged. Lakes 3.2" apart across the lines to the side centres (not across the straight one, nor under the
    // horse's way or its end) leave only that line.
    const tx = 18.787;
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'arquebusiers-on-horseback'), at: at(10, 20, 0) }],
      B: [{ unit: unitOf('mus', 'tercio'), at: at(tx, 20, 0) }],
      terrain: [
        rect('n', 'small-lake', tx - 2.6, 21.6, tx - 1.25, 23),
        rect('s', 'small-lake', tx - 2.6, 17, tx - 1.25, 18.4),
      ],
    });
    const plan = charge(state, 20);
    expect(plan).toMatchObject({ reachable: true, centre: 'rear', flank: true });
    if (!plan.reachable) return;
    expect(plan.distance).toBeCloseTo(baseGap(u(state, 'ter').base, u(state, 'mus').base), 9);
  });
});

describe('Charges: contact made while turning, and the other rules of movement (4 Dec)', () => {
  // The horse stand of "contact made while turning" (involuntaryTurns.spec.ts's scene).
  const turning = (x: number, terrain: ScenarioTerrain[] = []) =>
    fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: at(x, 17.8, 90) }],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(36, 20, -90) }],
      terrain,
    });
  const plan = (state: BattleState) => planCharge(state, u(state, 'cav'), u(state, 'ter'), () => 10, false);

  it('the turn towards the nearest centre touches: that contact is the charge ("The shortest path")', () => {
    expect(plan(turning(34))).toMatchObject({ reachable: true, distance: 0, centre: 'right' });
  });

  it('a move to the nearest centre, but a turn towards another that touches at once: the contact at 0 wins', () => {
    // "The unit stops as soon as contact is made between the two bases": the turn towards the front centre touches the
    // target before any move.
    const state = turning(33.8);
    const result = plan(state);
    expect(result).toMatchObject({ reachable: true, distance: 0, centre: 'front' });
  });

  it('the turn that touches would put the base on a lake: not that way ("all the basic rules of movement apply")', () => {
    // A small lake just right of the horse's rear-right corner, which the turn to the left swings into before the
    // front corner touches the target; the turns towards the other centres keep clear of it.
    const lake = rect('lake', 'small-lake', 35.62, 16, 37.2, 17.3);
    const result = plan(turning(34, [lake]));
    expect(result).toMatchObject({ reachable: true, distance: 0 });
    if (!result.reachable) return;
    expect(result.centre).not.toBe('right');
  });
});

describe('Assault!: "as close to the enemy as possible": the search (4 Dec)', () => {
  /** The tercio of `face`, the company `mus` at (36, 16) facing `facing`, and a friendly company at (fx, fy) facing north. */
  const blocked = (facing: number, fx: number, fy: number) =>
    face({ target: at(36, 16, facing), A: [{ unit: unitOf('f', 'musketeer-company'), at: at(fx, fy, 90) }] });
  const short = (state: BattleState) => closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), () => 6);
  const gapAfter = (state: BattleState, move: { base: UnitState['base'] }) =>
    distanceToBase(frontCentre(move.base), u(state, 'mus').base);
  const clear = (state: BattleState, move: { base: UnitState['base'] }) => {
    for (const x of state.units) if (x.id !== 'ter') expect(basesOverlap(move.base, x.base, 0.01)).toBe(false);
  };

  it('a friend standing to one side: the move may run beyond the distance of the nearest centre, round it, to the target', () => {
    // The target 4" ahead; a friend across the left of the way. The best move is longer than the 4.03" to the target's
    // nearest centre (its front centre): within its 6" the tercio goes round the friend and ends against the target.
    const state = blocked(-90, 34, 12.6);
    const move = short(state)!;
    expect(move).not.toBeNull();
    expect(move.distance).toBeGreaterThan(
      distance(frontCentre(u(state, 'ter').base), centres(u(state, 'mus').base).front),
    );
    expect(move.distance).toBeLessThanOrEqual(6 + 1e-6);
    expect(gapAfter(state, move)).toBeLessThan(0.1);
    clear(state, move);
  });

  it('a friend just ahead leaves less than a quarter of the Speed: that short move is still made', () => {
    // The friend's rear edge 0.63" ahead of the tercio's front: every heading is blocked within 1.5" (a quarter of its
    // 6"); the move is the longest short one that fits, still closer than where it stood.
    const state = blocked(-90, 36, 12.6);
    const move = short(state)!;
    expect(move).not.toBeNull();
    expect(move.distance).toBeLessThan(1.5);
    expect(gapAfter(state, move)).toBeLessThan(
      distanceToBase(frontCentre(u(state, 'ter').base), u(state, 'mus').base) - 0.5,
    );
    clear(state, move);
  });

  it("the headings are fanned about the target's nearest centre, not its front one (a target facing across)", () => {
    // The target faces east: its nearest centre is its right (south) side, its front centre off to the east. With a
    // friend to the right of the way, the fan about the nearest centre finds a move ending within 1.5" of the target.
    const state = blocked(0, 38, 12.6);
    const cs = centres(u(state, 'mus').base);
    const from = frontCentre(u(state, 'ter').base);
    expect(distance(from, cs.right)).toBeLessThan(distance(from, cs.front));
    const move = short(state)!;
    expect(move).not.toBeNull();
    expect(gapAfter(state, move)).toBeLessThan(1.5);
    clear(state, move);
  });

  it('no legal move ends nearer than it stands (its front centre at the corner of the target): none is made', () => {
    // Assault!: the move is made "as close to the enemy as possible", so never farther than it started: the target's
    // rear-left corner half a thousandth of an inch from the tercio's front centre, every line into the target crossing
    // it and every other legal move going away from it.
    const state = face({ target: at(37.575, 11.969, 90) });
    expect(distanceToBase(frontCentre(u(state, 'ter').base), u(state, 'mus').base)).toBeLessThan(0.001);
    expect(short(state)).toBeNull();
  });
});

describe('Ruling: The 3" gap when moving (any terrain): a charge out of a building (4 Dec)', () => {
  it("the charger's own building, beside its line, is not one of the obstacles it passes between", () => {
    // movement.gapObstacles.spec.ts's house (3" by 1"; the company's front centre 0.3" beyond its north edge), a
    // friend 2.4" from it to the north-west and clear of the company's way; the target to the west. Movement >
    // Obstacles: "If, however, a unit moves between two of these obstacles, the movement is possible only if there is a
    // gap of at least 3 inches between them"; a unit leaving its building does not move between it and anything.
    const house = rect('house', 'small-building', 28.5, 19.5, 31.5, 20.5);
    const charged = (inBuilding: string | null) => {
      const state = withUnit(
        fixtureState({
          A: [
            { unit: unitOf('ter', 'musketeer-company'), at: at(30, 20, 90) },
            { unit: unitOf('pal', 'musketeer-company'), at: at(26, 23.6, 90) },
          ],
          B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(20, 21, 0) }],
          terrain: [house],
        }),
        'ter',
        { inBuilding },
      );
      return planCharge(state, u(state, 'ter'), u(state, 'mus'), () => 12, false, 'any-terrain');
    };
    expect(charged('house')).toMatchObject({ reachable: true });
    // The same charge from outside the house passes between it and the friend, under 3" apart.
    expect(charged(null)).toEqual({ reachable: false, reason: 'no centre of the target can be reached' });
  });
});

describe('Assault!: "as close to the enemy as possible": the edges of the search (stop 47)', () => {
  const short = (state: BattleState) => closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), () => 6);
  const gapAfter = (state: BattleState, move: { base: UnitState['base'] }) =>
    distanceToBase(frontCentre(move.base), u(state, 'mus').base);

  it('a target straight to the left: the turn of exactly 90 degrees is allowed, and the move goes straight at it', () => {
    // Movement > Activation Movement: the unit turns on its front centre towards the destination, "at most 90
    // degrees". The tercio faces east; the company (facing east) stands with the centre of its south side exactly on
    // the line 90 degrees to the tercio's left (placed there as a move leaves it, off the 0.001" grid of a scenario).
    const probe = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: at(36, 10, 0) }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(37, 20, 0) }],
    });
    const from = frontCentre(u(probe, 'ter').base);
    const state = withUnit(probe, 'mus', { base: { ...u(probe, 'mus').base, centre: { x: from.x, y: 20 } } });
    const mus = u(state, 'mus');
    const side = centres(mus.base).right;
    expect(side.x).toBe(from.x);
    expect(angleBetween(u(state, 'ter').base.facing, angleOf(sub(side, from)))).toBe(Math.PI / 2);
    // Its south edge 20 - 3.15 / 2 = 18.425 north; the whole 6" straight north leaves 8.425 - 6 = 2.425" (every
    // other heading ends farther: it leaves the perpendicular to that edge).
    const startGap = distanceToBase(from, mus.base);
    expect(startGap).toBeCloseTo(20 - mus.base.width / 2 - 10, 9);
    const move = short(state)!;
    expect(move).not.toBeNull();
    expect(move.distance).toBeCloseTo(6, 9);
    expect(move.base.facing).toBeCloseTo(Math.PI / 2, 9);
    expect(frontCentre(move.base).x).toBeCloseTo(from.x, 9);
    expect(gapAfter(state, move)).toBeCloseTo(startGap - 6, 9);
  });

  it('a target behind the right shoulder: only the fan about its nearest centre, not its front one, has a heading within 90 degrees', () => {
    // The company at (40, 5) faces west: its nearest centre is its right (north) side's, about 139 degrees right of
    // the tercio's facing (north); its front centre is farther, about 152 degrees. Every centre is beyond the 90
    // degrees a move may turn; of the headings 5 to 60 degrees either side of the nearest centre, only the one 60
    // degrees back towards the tercio's front (79 degrees off) is within them. Of the same fan about the front centre
    // none is (60 degrees back from it is still 92 degrees off), so that search made no move at all.
    const state = face({ target: at(40, 5, 180) });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const from = frontCentre(ter.base);
    const cs = centres(mus.base);
    const off = (p: { x: number; y: number }) => Math.abs(angleBetween(ter.base.facing, angleOf(sub(p, from))));
    for (const c of [cs.front, cs.left, cs.rear]) expect(distance(from, c)).toBeGreaterThan(distance(from, cs.right));
    for (const c of [cs.front, cs.left, cs.right, cs.rear]) expect(off(c)).toBeGreaterThan(Math.PI / 2);
    expect(off(cs.front) - Math.PI / 3).toBeGreaterThan(Math.PI / 2);
    const heading = angleOf(sub(cs.right, from)) + Math.PI / 3;
    expect(Math.abs(angleBetween(ter.base.facing, heading))).toBeLessThan(Math.PI / 2);

    const move = short(state)!;
    expect(move).not.toBeNull();
    // "as close to the enemy as possible": it ends nearer than it stands, within its Speed and the 90 degrees.
    const startGap = distanceToBase(from, mus.base);
    expect(gapAfter(state, move)).toBeLessThan(startGap - 0.4);
    expect(move.distance).toBeLessThanOrEqual(6 + 1e-9);
    expect(Math.abs(angleBetween(ter.base.facing, move.base.facing))).toBeLessThanOrEqual(Math.PI / 2 + 1e-9);
    // At least as near as the line 60 degrees from the nearest centre allows: the distance from the company's
    // front-right (north-west) corner, the point of its base nearest that line, to the line. (The full 90-degree turn,
    // east, would end nearer still, 4.61": the search does not try that heading; a bound, not an equality, so that a
    // wider search still passes.)
    const corner = { x: cs.front.x + cs.right.x - mus.base.centre.x, y: cs.front.y + cs.right.y - mus.base.centre.y };
    const rel = sub(corner, from);
    const across = Math.abs(rel.x * Math.sin(heading) - rel.y * Math.cos(heading));
    expect(gapAfter(state, move)).toBeLessThan(across + 1e-3);
    expect(across).toBeCloseTo(5.13, 2);
  });

  it('a friend 0.13" ahead across the whole front: the only legal moves are under 0.2", and the shortest step is still tried', () => {
    // Assault!: the move is made "as close to the enemy as possible", however short. A friendly tercio's rear edge
    // 0.13" ahead of the tercio's front, wider than it: on every heading the line to any destination past 0.13" or
    // so crosses the friend ("This line must not cross other units"), or the base turned towards it overlaps it. The
    // search's steps are 6" / 60 = 0.1" apart, so only its first, 0.1", is legal; from there the move is found to a
    // fiftieth of an inch of the friend.
    const ahead = 0.13;
    const probe = face({ target: at(36, 30, -90) });
    const front = frontCentre(u(probe, 'ter').base).y;
    const fy = Math.round((front + ahead + u(probe, 'ter').base.depth / 2) * 1000) / 1000;
    const state = face({ target: at(36, 30, -90), A: [{ unit: unitOf('f', 'tercio'), at: at(36, fy, 90) }] });
    const ter = u(state, 'ter');
    const friend = u(state, 'f');
    expect(baseGap(ter.base, friend.base)).toBeCloseTo(ahead, 3);
    expect(charge(state, 6).reachable).toBe(false);
    const move = short(state)!;
    expect(move).not.toBeNull();
    expect(basesOverlap(move.base, friend.base, 0.01)).toBe(false);
    expect(baseGap(move.base, friend.base)).toBeLessThan(0.021);
    // It gained more than the 0.1" step, and no more than the 0.13" to the friend.
    const gained = distanceToBase(frontCentre(ter.base), u(state, 'mus').base) - gapAfter(state, move);
    expect(gained).toBeGreaterThan(0.11);
    expect(gained).toBeLessThanOrEqual(ahead + 0.01);
  });

  it('a target it cannot get nearer: a move along its rear edge, ending exactly as far, is not made', () => {
    // Assault!: the move is made "as close to the enemy as possible"; where no legal move ends nearer, standing is as
    // close as it gets, and "The shortest path is always used" (Charges): no move, not a move ending as far. Both
    // companies are set by their bases (facings exactly south and north, off a scenario's rounding): the target's
    // rear edge 2" north of the charger's front centre, which is under that edge (1.15" west of its centre, so the
    // centre is 60 degrees north of east). Every centre of the target is more than 90 degrees from the charger's
    // facing (south); of the headings 5 to 60 degrees either side of the nearest one only east (at the 90 degrees)
    // is within them, and a move east runs along the edge: it ends exactly 2" from it, as far as it stood.
    const placed = fixtureState({
      A: [{ unit: unitOf('ter', 'musketeer-company'), at: at(36, 20, -90) }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(37, 24, 90) }],
    });
    const turned = withUnit(placed, 'ter', { base: { ...u(placed, 'ter').base, facing: -Math.PI / 2 } });
    const from = frontCentre(u(turned, 'ter').base);
    const target = u(turned, 'mus').base;
    const across = 2 / Math.tan(Math.PI / 3);
    const state = withUnit(turned, 'mus', {
      base: { ...target, facing: Math.PI / 2, centre: { x: from.x + across, y: from.y + 2 + target.depth / 2 } },
    });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const cs = centres(mus.base);
    expect(distanceToBase(from, mus.base)).toBeCloseTo(2, 9);
    for (const c of [cs.front, cs.left, cs.right]) expect(distance(from, c)).toBeGreaterThan(distance(from, cs.rear));
    for (const c of [cs.front, cs.left, cs.right, cs.rear])
      expect(Math.abs(angleBetween(ter.base.facing, angleOf(sub(c, from))))).toBeGreaterThan(Math.PI / 2);
    expect(angleOf(sub(cs.rear, from))).toBeCloseTo(Math.PI / 3, 9);
    // The move east is legal ("at most 90 degrees", clear of the target) and ends exactly as far as it stood.
    const east = planMove(state, ter, { x: from.x + 2, y: from.y }, () => 6);
    expect(east.ok).toBe(true);
    if (east.ok) expect(distanceToBase(frontCentre(east.base), mus.base)).toBeCloseTo(2, 9);
    expect(closestShortCharge(state, ter, mus, () => 6)).toBeNull();
  });

  it('a target behind the shoulder: the full 90-degree turn is one of the headings tried ("as close as possible")', () => {
    // Movement > Activation Movement: a turn of at most 90 degrees; Assault!: "as close to the enemy as possible". The
    // company at (39, 4) faces west, behind the tercio's right shoulder (the tercio faces north at (36, 10)): every
    // heading 5 to 60 degrees about its nearest centre is beyond the 90 degrees, so the search once made no move;
    // the move straight east (the whole right turn) ends 5.606" from it (it stood 6.027" away).
    const state = face({ target: at(39, 4, 180) });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const startGap = distanceToBase(frontCentre(ter.base), mus.base);
    expect(startGap).toBeCloseTo(6.027, 3);
    const move = short(state)!;
    expect(move).not.toBeNull();
    // East (the scenario's facing 90 is 1.570796 radians, so east is 3e-7 off 0).
    expect(move.base.facing).toBeCloseTo(0, 5);
    expect(Math.abs(angleBetween(ter.base.facing, move.base.facing))).toBeCloseTo(Math.PI / 2, 9);
    expect(gapAfter(state, move)).toBeCloseTo(5.606, 2);
    // The same behind the left shoulder (the company at (33, 4) facing east): the whole left turn, west.
    const left = face({ target: at(33, 4, 0) });
    const mirrored = short(left)!;
    expect(mirrored).not.toBeNull();
    expect(Math.abs(angleBetween(mirrored.base.facing, Math.PI))).toBeLessThan(1e-5);
    expect(gapAfter(left, mirrored)).toBeCloseTo(5.606, 2);
  });
});

/**
 * The scene of "a target it cannot get nearer" (the charger facing south under the target's rear edge, 2" from it),
 * the charger's facing turned `eps` radians anticlockwise, a difficult hedge across the way east 1.61" on, and a Speed
 * of 1.5" for a move that crosses difficult terrain (Terrain and Movement).
 */
function underTheRearEdge(eps: number) {
  const placed = fixtureState({
    A: [{ unit: unitOf('ter', 'musketeer-company'), at: at(36, 20, -90) }],
    B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(37, 24, 90) }],
  });
  const turned = withUnit(placed, 'ter', { base: { ...u(placed, 'ter').base, facing: -Math.PI / 2 + eps } });
  const from = frontCentre(u(turned, 'ter').base);
  const target = u(turned, 'mus').base;
  const across = 2 / Math.tan(Math.PI / 3);
  const withTarget = withUnit(turned, 'mus', {
    base: { ...target, facing: Math.PI / 2, centre: { x: from.x + across, y: from.y + 2 + target.depth / 2 } },
  });
  const hedge = rect('hedge', 'hedge', from.x + 1.61, from.y - 0.5, from.x + 1.9, from.y + 0.5);
  const state: BattleState = {
    ...withTarget,
    terrain: [...withTarget.terrain, { ...hedge, features: ['difficult'] }],
  };
  const speed = (t: PathTerrain) => (t.difficult ? 1.5 : 6);
  const ter = u(state, 'ter');
  const mus = u(state, 'mus');
  return { state, ter, mus, from, startGap: distanceToBase(from, mus.base), speed };
}

describe('Charges and Assault!: the tables of stop 48 (the fan, the 90 degrees, a gain under a millionth)', () => {
  const short = (state: BattleState) => closestShortCharge(state, u(state, 'ter'), u(state, 'mus'), () => 6);
  const gapAfter = (state: BattleState, move: { base: UnitState['base'] }) =>
    distanceToBase(frontCentre(move.base), u(state, 'mus').base);

  it("the fan about the target's nearest centre (its left side), not its front one, finds the move that ends nearest", () => {
    // Order Cards > Assault!: "Otherwise the charge move is made as close to the enemy as possible." The company at
    // (42.8, 15.3) faces north: its nearest centre is its left (west) side's, 6.65" away, 51.8 degrees right of the
    // tercio's facing; its front centre is 8.39" away, 54.2 degrees right. A friend at (37.4, 14) stands across the
    // straight lines. The heading 20 degrees left of the line to the nearest centre (58.2 degrees from east) is the
    // one whose whole 6" ends nearest: 1.453" from the company. The same fan about the front centre ends 1.697" away.
    const state = face({
      target: at(42.8, 15.3, 90),
      A: [{ unit: unitOf('f', 'musketeer-company'), at: at(37.4, 14, 90) }],
    });
    const from = frontCentre(u(state, 'ter').base);
    const cs = centres(u(state, 'mus').base);
    for (const c of [cs.front, cs.right, cs.rear]) expect(distance(from, c)).toBeGreaterThan(distance(from, cs.left));
    const move = short(state)!;
    expect(move).not.toBeNull();
    expect(move.distance).toBeCloseTo(6, 9);
    expect(gapAfter(state, move)).toBeCloseTo(1.4527, 4);
    expect(move.base.facing).toBeCloseTo(angleOf(sub(cs.left, from)) + (20 * Math.PI) / 180, 9);
    expect(frontCentre(move.base).x).toBeCloseTo(41.6983, 4);
    expect(frontCentre(move.base).y).toBeCloseTo(13.0599, 4);
  });

  it('a gain of under a millionth of an inch is no move: the only heading that comes nearer gains 0.0000008"', () => {
    // Assault!: "as close to the enemy as possible"; Charges: "The shortest path is always used". The scene of "a target
    // it cannot get nearer" (the charger facing south under the target's rear edge, 2" from it), the charger's facing
    // turned 0.0000005 radians anticlockwise, so that the whole turn left (east) runs towards that edge; a hedge across
    // that way 1.61" on, and a Speed of 1.5" for a move that crosses difficult terrain (Terrain and Movement). Every
    // legal move east ends under 0.000001" nearer than the charger stands: none is made.
    const eps = 5e-7;
    const { state, ter, mus, from, startGap, speed } = underTheRearEdge(eps);
    expect(startGap).toBeCloseTo(2, 12);
    // The move east 1.6" is legal and ends 0.0000008" nearer; one of 1.7" crosses the hedge, beyond its 1.5".
    const dir = { x: Math.cos(eps), y: Math.sin(eps) };
    const east = planMove(state, ter, { x: from.x + 1.6 * dir.x, y: from.y + 1.6 * dir.y }, speed);
    expect(east.ok).toBe(true);
    if (east.ok) expect(startGap - distanceToBase(frontCentre(east.base), mus.base)).toBeCloseTo(1.6 * eps, 12);
    expect(planMove(state, ter, { x: from.x + 1.7 * dir.x, y: from.y + 1.7 * dir.y }, speed)).toMatchObject({
      ok: false,
    });
    expect(closestShortCharge(state, ter, mus, speed)).toBeNull();
  });

  it('a gain of under a millionth of an inch is no move, even where the line a step farther gains more (stop 53)', () => {
    // Assault!: "as close to the enemy as possible"; Charges: "The shortest path is always used". The scene above with
    // the facing turned 0.00000061 radians: the legal moves east (up to 1.6", before the hedge) still end under
    // 0.000001" nearer than the charger stands, but the line a step (0.1") farther comes more than that nearer, so the
    // search reaches those moves and must still make none: an end as far as the start, to a millionth, is no gain.
    const eps = 6.1e-7;
    const { state, ter, mus, from, startGap, speed } = underTheRearEdge(eps);
    const dir = { x: Math.cos(eps), y: Math.sin(eps) };
    const east = planMove(state, ter, { x: from.x + 1.6 * dir.x, y: from.y + 1.6 * dir.y }, speed);
    expect(east.ok).toBe(true);
    if (east.ok) {
      const gain = startGap - distanceToBase(frontCentre(east.base), mus.base);
      expect(gain).toBeGreaterThan(0.9e-6);
      expect(gain).toBeLessThan(1e-6);
    }
    expect(startGap - distanceToBase({ x: from.x + 1.7 * dir.x, y: from.y + 1.7 * dir.y }, mus.base)).toBeGreaterThan(
      1e-6,
    );
    expect(closestShortCharge(state, ter, mus, speed)).toBeNull();
  });

  it('a centre exactly 90 degrees to the left is charged: "must not exceed 90 degrees", and 90 does not', () => {
    // Movement > Activation Movement: "Turn the unit towards the destination, using the front centre as the pivot
    // point. This pivot [...] must not exceed 90 degrees." The tercio faces east; the company (facing east) stands
    // with its south and north centres exactly on the line 90 degrees to the tercio's left (placed as a move leaves it,
    // off the 0.001" grid of a scenario); a lake across the lines to its east (front) centre. The charge goes straight
    // north, 8.425", to the south centre, the nearest.
    const probe = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: at(36, 10, 0) }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(37, 20, 0) }],
      terrain: [rect('lake', 'small-lake', 37.3, 12, 40, 13)],
    });
    const from = frontCentre(u(probe, 'ter').base);
    const state = withUnit(probe, 'mus', { base: { ...u(probe, 'mus').base, centre: { x: from.x, y: 20 } } });
    const mus = u(state, 'mus');
    const cs = centres(mus.base);
    expect(angleBetween(u(state, 'ter').base.facing, angleOf(sub(cs.right, from)))).toBe(Math.PI / 2);
    expect(angleBetween(u(state, 'ter').base.facing, angleOf(sub(cs.left, from)))).toBe(Math.PI / 2);
    const plan = charge(state, 10);
    expect(plan).toMatchObject({ reachable: true, centre: 'right', disorder: false });
    if (!plan.reachable) return;
    expect(plan.distance).toBeCloseTo(20 - mus.base.width / 2 - 10, 9);
    expect(plan.base.facing).toBe(Math.PI / 2);
    expect(frontCentre(plan.base).x).toBeCloseTo(from.x, 9);
    expect(frontCentre(plan.base).y).toBeCloseTo(20 - mus.base.width / 2, 9);
  });

  it('ruling "A charger\'s turn that touches its target", whole-turn: a turn that meets only the target is stopped at the touch', () => {
    // Combat > Charges: "The unit stops as soon as contact is made between the two bases." With `whole-turn` a turn is
    // refused only for another unit where the whole turn would end; the horse stand of "the turn towards the target
    // that touches it" meets nothing but the tercio, so its charge is the same under both readings.
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: at(34, 17.8, 90) }],
      B: [{ unit: unitOf('ter', 'tercio'), at: at(36, 20, -90) }],
    });
    const cav = u(state, 'cav');
    const ter = u(state, 'ter');
    const first = planCharge(state, cav, ter, () => 10, false, 'units-and-impassable', 'first-contact');
    expect(first).toMatchObject({ reachable: true, distance: 0, disorder: false });
    expect(planCharge(state, cav, ter, () => 10, false, 'units-and-impassable', 'whole-turn')).toEqual(first);
  });
});

describe('Assault!: "as close to the enemy as possible" by "the shortest path" (stop 48)', () => {
  it("every centre's fan is searched: a friend in the way of the nearest centre's headings", () => {
    // A company facing east at (31.6, 16.7), up and to the left of the tercio (at (36, 10) facing north); a friendly
    // company at (35.1, 13.8) across the way to it. The fan about the target's nearest centre ended 1.751" from it;
    // the fans about its other centres find a move ending 1.114" from it (both 6", the whole Speed).
    const state = face({
      target: at(31.6, 16.7, 0),
      A: [{ unit: unitOf('f', 'musketeer-company'), at: at(35.1, 13.8, 90) }],
    });
    const mus = u(state, 'mus');
    expect(charge(state, 6).reachable).toBe(false);
    const short = closestShortCharge(state, u(state, 'ter'), mus, () => 6)!;
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(1.114, 3);
    expect(short.distance).toBeCloseTo(6, 9);
    for (const x of state.units) if (x.id !== 'ter') expect(basesOverlap(short.base, x.base, 0.01)).toBe(false);
  });

  it('of ends equally near, the shortest move: "The shortest path is always used to conduct a charge"', () => {
    // Charges: "The shortest path is always used to conduct a charge"; Assault!: "as close to the enemy as possible".
    // A company facing exactly south, its front centre at (36, 19.213); the target, a company facing east, its south
    // side 3" north of that front centre and running from 2.213" to 3.787" east of it. Only the whole turn east (90
    // degrees) gets nearer: every end from 2.213" to 3.787" east is exactly 3" from that side. The shortest of them is
    // kept, to the search's fiftieth of an inch (the longest, 3.775", was kept before).
    const placed = fixtureState({
      A: [{ unit: unitOf('ter', 'musketeer-company'), at: at(36, 20, -90) }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(39, 24, 0) }],
    });
    const turned = withUnit(placed, 'ter', { base: { ...u(placed, 'ter').base, facing: -Math.PI / 2 } });
    const from = frontCentre(u(turned, 'ter').base);
    const target = u(turned, 'mus').base;
    const state = withUnit(turned, 'mus', {
      base: { ...target, facing: 0, centre: { x: from.x + 3, y: from.y + 3 + target.width / 2 } },
    });
    const mus = u(state, 'mus');
    expect(distanceToBase({ x: from.x + 2.3, y: from.y }, mus.base)).toBeCloseTo(3, 9);
    expect(distanceToBase({ x: from.x + 3.7, y: from.y }, mus.base)).toBeCloseTo(3, 9);
    const short = closestShortCharge(state, u(state, 'ter'), mus, () => 6)!;
    expect(distanceToBase(frontCentre(short.base), mus.base)).toBeCloseTo(3, 5);
    expect(short.distance).toBeGreaterThan(2.2);
    expect(short.distance).toBeLessThan(2.213 + 0.02);
    expect(frontCentre(short.base).y).toBeCloseTo(from.y, 9);
  });

  it('a target straight ahead beyond the Speed: the move goes straight at its front centre, the whole Speed', () => {
    // Assault!: "as close to the enemy as possible": the company 14" ahead, facing the tercio; the nearest end is the
    // whole 6" on the line to the target's front centre (every other line ends farther, if only by thousandths).
    const state = face({ target: at(36, 26, -90) });
    const ter = u(state, 'ter');
    const mus = u(state, 'mus');
    const from = frontCentre(ter.base);
    expect(charge(state, 6).reachable).toBe(false);
    const short = closestShortCharge(state, ter, mus, () => 6)!;
    const aim = centres(mus.base).front;
    const along = distance(from, aim);
    expect(short.distance).toBeCloseTo(6, 9);
    expect(frontCentre(short.base).x).toBeCloseTo(from.x + ((aim.x - from.x) * 6) / along, 9);
    expect(frontCentre(short.base).y).toBeCloseTo(from.y + ((aim.y - from.y) * 6) / along, 9);
  });
});

describe('Charges on a unit in a building: its building is not an obstacle of the charge (stop 53)', () => {
  it("the target's house, impassable to horse, is not one of the obstacles the horse passes between", () => {
    // Scenery Elements > Building: "Impassable for certain units that cannot enter them: cavalry and artillery";
    // Movement > Obstacles: "If, however, a unit moves between two of these obstacles, the movement is possible only if
    // there is a gap of at least 3 inches between them"; Charges: "One must be able to reach [...] one of the centres of
    // the target unit's base [...] The shortest path is always used". The company holds a house (2" by 1.3") under its
    // base; a lake 2.64" from the house's south-east corner. The horse's shortest line, to the company's left centre,
    // passes between the house and the lake, but the horse charges the house's occupant, it does not move between the
    // house and anything: the charge is the one made on the same company in the open (the lake alone).
    const lake = rect('lake', 'small-lake', 39.5, 13.5, 41.5, 14.5);
    const house = rect('house', 'small-building', 35, 15.35, 37, 16.65);
    const scene = (terrain: ScenarioTerrain[], inBuilding: string | null) =>
      withUnit(
        fixtureState({
          A: [{ unit: unitOf('ter', 'arquebusiers-on-horseback'), at: at(35.8, 10, 90) }],
          B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(36, 16, -90) }],
          terrain,
        }),
        'mus',
        { inBuilding },
      );
    const open = charge(scene([lake], null), 8);
    expect(open).toMatchObject({ reachable: true, centre: 'left', flank: false, disorder: false });
    const held = charge(scene([lake, house], 'house'), 8);
    expect(held).toEqual(open);
    if (!held.reachable) return;
    expect(held.distance).toBeCloseTo(4.1385, 4);
    expect(basesOverlap(held.base, u(scene([lake, house], 'house'), 'mus').base, 0.01)).toBe(false);
  });

  it("the line to a centre may not cross the target's house, impassable to horse: no charge when only that line is left", () => {
    // Movement > Activation Movement: "This line must not cross other units (friendly or enemy) or impassable terrain
    // [...] must not exceed 90 degrees"; Charges: "all the basic rules of movement apply. One must be able to reach
    // [...] one of the centres of the target unit's base"; Building: "Impassable for certain units that cannot enter
    // them: cavalry and artillery". The horse stands south-west of the company, facing away south-east: of the
    // company's centres only its left one (east) is within the 90-degree turn (88.5 degrees; the front 91.6), and the
    // line to it crosses the house the company holds. In the open the same charge is made by that centre.
    const house = rect('house', 'small-building', 35, 15.35, 37, 16.65);
    const scene = (terrain: ScenarioTerrain[], inBuilding: string | null) =>
      withUnit(
        fixtureState({
          A: [{ unit: unitOf('ter', 'arquebusiers-on-horseback'), at: at(31.524, 12.627, -52.8) }],
          B: [{ unit: unitOf('mus', 'musketeer-company'), at: at(36, 16, -90) }],
          terrain,
        }),
        'mus',
        { inBuilding },
      );
    const open = charge(scene([], null), 8);
    expect(open).toMatchObject({ reachable: true, centre: 'left', flank: false });
    if (open.reachable) expect(open.distance).toBeCloseTo(3.8434, 4);
    expect(charge(scene([house], 'house'), 8)).toEqual({
      reachable: false,
      reason: 'no centre of the target can be reached',
    });
  });
});
