import { ScriptedDice, frontCentre } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { movementLine } from '../table/movement.js';
import { unitById } from '../table/tableQueries.js';
import type { ScenarioTerrain } from './Scenario.js';
import { fixtureContext, fixtureState, placed } from './__fixtures__/battleFixture.js';
import { plannedMove } from './plannedMove.js';
import { resolveBattle } from './resolve.js';

// Rulebook (Liber Militum: Tercios, /work/shared/rules/tercios-liber-militum.txt):
// Reactions > Assault!: "If the unit reacts against an enemy's assault (charge), it is a counter-charge. The two units
// are brought into contact halfway and both benefit from the bonus linked to the Assault! order."
// Combat > Charges: "To carry out a charge, all the basic rules of movement apply."
// Movement > Activation Movement: "This line must not cross other units (friendly or enemy) or impassable terrain,
// otherwise the movement is impossible." Obstacles: "If, however, a unit moves between two of these obstacles, the
// movement is possible only if there is a gap of at least 3 inches between them."
// Ruling: The 3" gap when moving (`battle.gapObstacles`, default `units-and-impassable`: units and impassable terrain
// are "these obstacles"). So the counter-charging unit's advance to the halfway point is a move's line like any
// other: it may not pass between two ponds less than 3" apart, and when it cannot advance the units do not meet
// halfway (the charger makes its whole charge).

/** A piece of terrain from (x0, y0) to (x1, y1): by default a small lake (a pond, impassable). */
const piece = (
  id: string,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  type: ScenarioTerrain['type'] = 'small-lake',
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

/**
 * B's Tercio `b` faces north (front edge y 21.18, from x 33.64 to 38.36); A's horse `a`, to its north-east, charges its
 * right centre. Halfway the horse's front centre stands near (42.06, 22.0): the Tercio turns 82 degrees towards it and
 * advances 5.5" (its Assault! move is 6") east along y 21.2 to 21.9. A pond `north` lies 0.2" ahead of the Tercio's
 * front right, north of that line; a pond `south` west of the Tercio's front left corner, south of it (the line, rising
 * to the east, runs below y 20.9 there), its east shore at x = `southEast`.
 */
function table(southEast: number, north: ScenarioTerrain['type'] = 'small-lake') {
  const state = fixtureState({
    A: [placed('a', 'arquebusiers-on-horseback', 46, 24, 200)],
    B: [placed('b', 'tercio', 36, 20, 90)],
    terrain: [piece('north', 36.1, 36.9, 21.4, 21.9, north), piece('south', southEast - 0.7, southEast, 20.2, 20.75)],
  });
  return { ...state, units: state.units.map((u) => ({ ...u, order: 'assault' as const })) };
}

/** The charge, the counter-charge: the moves made, in the order logged, and the combat. */
function counterCharge(
  southEast: number,
  north: ScenarioTerrain['type'] = 'small-lake',
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
) {
  const ctx = fixtureContext(table(southEast, north), ScriptedDice.of(Array.from({ length: 400 }, () => 6)), options);
  resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
  return {
    moves: ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [`${e.unit}: ${e.reason}`] : [])),
    combat: ctx.events.find((e) => e.kind === 'combat'),
  };
}

describe('a counter-charge advances by the rules of movement: the 3" gap between obstacles', () => {
  it('ponds 3.3" apart: the Tercio passes between them and the two units meet halfway', () => {
    const r = counterCharge(32.9);
    expect(r.moves.slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
    expect(r.combat).toMatchObject({ attacker: 'a', defender: 'b' });
  });

  it('ponds 2.7" apart: the Tercio may not advance between them, so the horse makes its whole charge', () => {
    // The same line as an ordinary move of the Tercio, under its Assault! order, is refused for the gap.
    const state = table(33.5);
    const fc = frontCentre(unitById(state, 'b')!.base);
    expect(fc.x).toBeCloseTo(36, 6);
    expect(fc.y).toBeCloseTo(21.18, 2);
    expect(
      plannedMove(state, unitById(state, 'b')!, { x: 41.5, y: 21.92 }, 'assault', DEFAULT_TERCIOS_OPTIONS),
    ).toEqual({ ok: false, reason: 'the gap between north and south is under 3"' });
    const r = counterCharge(33.5);
    expect(r.moves.slice(0, 1)).toEqual(['a: charge meets the counter-charge']);
    expect(r.moves.some((m) => m.startsWith('b:'))).toBe(false);
    expect(r.combat).toMatchObject({ attacker: 'a', defender: 'b' });
  });

  it('the charger is not an obstacle where it stood: it has gone half its charge', () => {
    // A's horse at (36, 20) faces east and charges the company 3" to its north, turning 90 degrees on its front centre:
    // the company's line to it ends near (36.25, 21.89), 0.3" from the horse's base where it stood. A pond (x 38.5 to
    // 39.3) lies 2.25" east of that end: with the horse counted where it stood, the line would pass between the two
    // through less than 3"; but the horse has moved, and the company meets it halfway.
    const state = fixtureState({
      A: [placed('c', 'arquebusiers-on-horseback', 36, 20, 0)],
      B: [placed('t', 'musketeer-company', 36, 23, -90)],
      terrain: [piece('pond', 38.5, 39.3, 21.6, 22.1)],
    });
    const from = frontCentre(unitById(state, 't')!.base);
    const clear = (exclude: string[]) =>
      movementLine(state, from, { x: 36.25, y: 21.89 }, { exclude, impassable: state.terrain }).clear;
    expect([clear(['t', 'c']), clear(['t'])]).toEqual([true, false]);
    const ordered = { ...state, units: state.units.map((u) => ({ ...u, order: 'assault' as const })) };
    const ctx = fixtureContext(ordered, ScriptedDice.of(Array.from({ length: 400 }, () => 6)), DEFAULT_TERCIOS_OPTIONS);
    resolveBattle(ctx, { kind: 'activate', unit: 'c' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 't' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 't', reaction: 'counter-charge' }, 'B');
    const moves = ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [`${e.unit}: ${e.reason}`] : []));
    expect(moves.slice(0, 2)).toEqual(['c: charge meets the counter-charge halfway', 't: counter-charge']);
    const met = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 't');
    expect(met?.kind === 'unit-moved' && frontCentre(met.base).x).toBeCloseTo(36.25, 1);
    expect(met?.kind === 'unit-moved' && frontCentre(met.base).y).toBeCloseTo(21.89, 1);
  });

  it('a hedge instead of the north pond counts for the gap only under battle.gapObstacles any-terrain', () => {
    // Ruling: The 3" gap when moving: by default only units and impassable terrain are "these obstacles"; with
    // `any-terrain` every piece beside the line is one. The hedge is Difficult, not impassable.
    const byDefault = counterCharge(33.5, 'hedge');
    expect(byDefault.moves.slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
    const anyTerrain = TerciosOptionsSchema.parse({ battle: { gapObstacles: 'any-terrain' } });
    const r = counterCharge(33.5, 'hedge', anyTerrain);
    expect(r.moves.slice(0, 1)).toEqual(['a: charge meets the counter-charge']);
    expect(r.moves.some((m) => m.startsWith('b:'))).toBe(false);
  });

  it("any-terrain: the counter-charging unit's own building is not one of the obstacles it passes between", () => {
    // Ruling: The 3" gap when moving, `any-terrain`: "not the mover's own building". A musketeer company holds a
    // small building (x 35.5 to 36.5, y 19.5 to 20.5) with its front centre (36, 20.79) just outside it; it turns east
    // to meet the horse, the building 0.3" to the right of its line and a hedge 0.2" to the left: the building left out,
    // the hedge alone is no gap, and the two meet halfway.
    const state = fixtureState({
      A: [placed('a', 'arquebusiers-on-horseback', 46, 24, 200)],
      B: [placed('b', 'musketeer-company', 36, 20, 90)],
      terrain: [
        piece('house', 35.5, 36.5, 19.5, 20.5, 'small-building'),
        piece('hedge', 36.1, 36.9, 21, 21.5, 'hedge'),
      ],
    });
    const held = {
      ...state,
      units: state.units.map((u) => ({ ...u, order: 'assault' as const, inBuilding: u.id === 'b' ? 'house' : null })),
    };
    const anyTerrain = TerciosOptionsSchema.parse({ battle: { gapObstacles: 'any-terrain' } });
    const ctx = fixtureContext(held, ScriptedDice.of(Array.from({ length: 400 }, () => 6)), anyTerrain);
    resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
    const moves = ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [`${e.unit}: ${e.reason}`] : []));
    expect(moves.slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
  });
});
