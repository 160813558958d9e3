import { ScriptedDice, frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import type { ScenarioTerrain, ScenarioUnit } from './Scenario.js';
import type { BattleState, Order } from './State.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { feasibleReactions } from './reactionsOnTable.js';
import { resolveBattle } from './resolve.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt):
// Reactions > Assault!: "if the unit reacts with this order against an enemy that has come close, it is an
// interception charge. Contact is made at the nearest point of intersection between the enemy's movement and the
// advance of the reacting unit. [...] If the unit reacts against an enemy's assault (charge), it is a counter-charge.
// The two units are brought into contact halfway and both benefit from the bonus linked to the Assault! order."
// Combat > Charges: "To carry out a charge, all the basic rules of movement apply."
// Terrain and Movement: "Terrain affects the movement of units. A unit is affected by a terrain type when its front
// centre crosses it [...] Difficult: movement is reduced. Very difficult: causes units to fall into disorder and
// reduces movement. [...] Easy: terrain where movement is facilitated, such as roads. Movement is enhanced."
// So the reacting unit's advance (an interception or a counter-charge, both charges) reaches as far as its Assault!
// move over the terrain its own front centre crosses, not as far as on open ground.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/** A rectangle of terrain of this type. */
const piece = (
  id: string,
  type: ScenarioTerrain['type'],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): ScenarioTerrain => ({
  id,
  type,
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

const withOrders = (state: BattleState, orders: Record<string, Order>): BattleState => ({
  ...state,
  units: state.units.map((u) => ({ ...u, order: orders[u.id] ?? u.order })),
});

/** Skirmishers ignore difficult and very difficult terrain (The Troops > Skirmishers): the charger's way is open. */
const skirmishing = (unit: ScenarioUnit): ScenarioUnit => ({ ...unit, rules: [...unit.rules, 'skirmishers'] });

const HORSE_DEPTH = 1.574803149606299;
const TERCIO_DEPTH = 2.3622047244094486;

/**
 * A's horse `a` (front edge at y = 4 + half its depth) charges B's Tercio `b` facing it `gap` inches away (front edge
 * to front edge, straight ahead); the Tercio counter-charges. Moves of each unit, in the order logged.
 */
function counterCharge(gap: number, terrain: ScenarioTerrain[], horse: ScenarioUnit) {
  const state = fixtureState({
    A: [{ unit: horse, at: { x: 36, y: 4, facing: 90 } }],
    B: [{ unit: unitOf('b', 'tercio'), at: { x: 36, y: 4 + HORSE_DEPTH / 2 + gap + TERCIO_DEPTH / 2, facing: -90 } }],
    terrain,
  });
  const ctx = fixtureContext(withOrders(state, { a: 'assault', b: 'assault' }), sixes(), DEFAULT_TERCIOS_OPTIONS);
  resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
  return {
    moves: ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [`${e.unit}: ${e.reason}`] : [])),
    combat: ctx.events.find((e) => e.kind === 'combat'),
  };
}

describe('a counter-charge reaches as far as its Assault! move over the terrain it crosses', () => {
  // The horse charges 10" (its Assault! move is 12"; as Skirmishers the marsh does not slow it): halfway it has gone
  // 5", and the Tercio must advance 5" to meet it. The Tercio's Assault! move is 6" on open ground, 4" when its front
  // centre crosses very difficult terrain (Speed -).
  const horse = () => skirmishing(unitOf('a', 'arquebusiers-on-horseback'));

  it('on open ground the Tercio advances the 5" and the two meet halfway', () => {
    const r = counterCharge(10, [], horse());
    expect(r.moves.slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
    expect(r.combat).toMatchObject({ attacker: 'a', defender: 'b' });
  });

  it('through a marsh its 4" do not cover the 5": no halfway meeting, the horse makes its whole charge', () => {
    // The marsh lies across the Tercio's half of the way (y 11 to 13; the horse's half ends at y 9.8).
    const r = counterCharge(10, [piece('marsh', 'marsh', 20, 11, 52, 13)], horse());
    expect(r.moves.slice(0, 1)).toEqual(['a: charge meets the counter-charge']);
    expect(r.moves.some((m) => m.startsWith('b:'))).toBe(false);
    expect(r.combat).toMatchObject({ attacker: 'a', defender: 'b' });
  });

  it('along a road its Assault! move is enhanced (8"): a 7" advance to meet a 14" charge halfway fits', () => {
    // Both front centres stand on the road and the line between them crosses nothing else: Easy, Speed +.
    const r = counterCharge(14, [piece('road', 'road', 33, 0, 39, 40)], unitOf('a', 'arquebusiers-on-horseback'));
    expect(r.moves.slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
  });
});

describe("an interception reaches the mover's path as far as its Assault! move over the terrain it crosses", () => {
  // A's horse runs 16" north along x = 20 past the front of B's Tercio (Assault!), whose front centre faces the path
  // 4.4" away at y = 16. The Tercio's advance to the path is 4.4": within its 6" on open ground, beyond its 4" when
  // that advance crosses a marsh. Where the horse ends (y 26 and beyond) the Tercio cannot reach it either way.
  function passingBy(terrain: ScenarioTerrain[]) {
    const state = fixtureState({
      A: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 20, y: 10, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 20 + 4.4 + TERCIO_DEPTH / 2, y: 16, facing: 180 } }],
      terrain,
    });
    const ctx = fixtureContext(withOrders(state, { cav: 'run', ter: 'assault' }), sixes(), DEFAULT_TERCIOS_OPTIONS);
    const from = frontCentre(unitById(ctx.state, 'cav')!.base);
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'move', to: { x: from.x, y: from.y + 16 } }, 'A');
    const path = { from, to: frontCentre(unitById(ctx.state, 'cav')!.base) };
    const ter = unitById(ctx.state, 'ter')!;
    const cav = unitById(ctx.state, 'cav')!;
    return { ctx, reactions: feasibleReactions(ctx.state, ter, 'approach', cav, DEFAULT_TERCIOS_OPTIONS, path) };
  }

  it('on open ground the path is within reach: the interception is offered and meets the horse at y = 16', () => {
    const { ctx, reactions } = passingBy([]);
    expect(reactions).toContain('interception');
    resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'interception' }, 'B');
    const stop = ctx.events.find(
      (e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason.startsWith('intercepted'),
    );
    expect(stop?.kind === 'unit-moved' && frontCentre(stop.base).y).toBeCloseTo(16, 2);
  });

  it('across a marsh the Tercio\'s 4" advance does not reach the path 4.4" away: no interception', () => {
    // The marsh lies between the Tercio's front and the horse's path, off the horse's own front-centre line.
    const { ctx, reactions } = passingBy([piece('marsh', 'marsh', 21.8, 14, 23.6, 18)]);
    expect(reactions).not.toContain('interception');
    expect(ctx.state.reaction).toBeNull();
  });
});
