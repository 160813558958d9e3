import { frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { closestShortCharge } from '../table/charge.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Terrain and Movement: "Very difficult: causes units to fall into disorder and reduces movement." Terrain Effects in
// Combat: "crossing very difficult terrain causes units to fall into disorder." Brevis Editio: "Very Difficult also
// automatically Disorders the unit." Combat > Charges: "all the basic rules of movement apply." So every charge move
// that crosses very difficult terrain disorders the unit, whether it reaches or not, and whoever makes it: the
// charger, an intercepting unit, a counter-charging unit.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/** A marsh (very difficult) strip across the table, half an inch deep, from `y` to `y + 0.5`. */
const marshAt = (y: number) => [
  {
    id: 'marsh',
    type: 'marsh' as const,
    points: [
      { x: 20, y },
      { x: 52, y },
      { x: 52, y: y + 0.5 },
      { x: 20, y: y + 0.5 },
    ],
  },
];

const disorderReasons = (events: readonly { kind: string }[], unit: string) =>
  events.flatMap((e) =>
    e.kind === 'unit-state' && (e as { unit?: string }).unit === unit ? [(e as { reason?: string }).reason] : [],
  );

describe('a charge move across very difficult terrain disorders the unit', () => {
  it('an interception charge through a marsh disorders the intercepting unit', () => {
    // Reactions > Assault!: an interception is a charge at the mover; the Tercio's charge crosses the marsh.
    const state = fixtureState({
      A: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 20, facing: 90 } }],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 28.5, facing: -90 } }],
      terrain: marshAt(26.5),
    });
    const ordered = {
      ...state,
      units: state.units.map((u) => ({ ...u, order: u.id === 'ter' ? ('assault' as const) : ('ready' as const) })),
    };
    const ctx = fixtureContext(ordered, sixes(), TerciosOptionsSchema.parse({}));
    resolveBattle(ctx, { kind: 'activate', unit: 'mus' }, 'A');
    const fc = frontCentre(unitById(ctx.state, 'mus')!.base);
    resolveBattle(ctx, { kind: 'move', to: { x: fc.x, y: fc.y + 4 } }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'ter', reaction: 'interception' }, 'B');
    expect(
      ctx.events.some((e) => e.kind === 'unit-moved' && e.unit === 'ter' && e.reason === 'interception charge'),
    ).toBe(true);
    expect(unitById(ctx.state, 'ter')!.disordered).toBe(true);
    expect(disorderReasons(ctx.events, 'ter')).toContain('charged through very difficult terrain');
  });

  it('a charge that falls short through a marsh still disorders the charger', () => {
    // Order Cards > Assault!: "Otherwise the charge move is made as close to the enemy as possible."
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 30, facing: -90 } }],
      terrain: marshAt(14.5),
    });
    const ordered = {
      ...state,
      units: state.units.map((u) =>
        u.id === 'ter' ? { ...u, order: 'assault' as const } : { ...u, order: null, activated: true },
      ),
    };
    const ctx = fixtureContext(ordered, sixes(), TerciosOptionsSchema.parse({}));
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'mus' }, 'A');
    const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'ter');
    expect(moved?.kind === 'unit-moved' ? moved.reason : null).toBe('charge falls short: as close as possible');
    expect(unitById(ctx.state, 'ter')!.disordered).toBe(true);
    expect(disorderReasons(ctx.events, 'ter')).toContain('charged through very difficult terrain');
  });

  it('a counter-charge that meets the charge halfway through a marsh disorders the counter-charging unit, not the charger that stopped short of it', () => {
    // Reactions > Assault!: a counter-charge brings "the two units into contact halfway": each makes its own move, and
    // the terrain each crosses is its own. Two Tercios 3.1" apart front to front; the marsh lies just ahead of the
    // counter-charging Tercio, beyond the half of the charge the charger makes.
    const state = fixtureState({
      A: [{ unit: unitOf('a', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 36, y: 17.5, facing: -90 } }],
      terrain: marshAt(15.3),
    });
    const ordered = { ...state, units: state.units.map((u) => ({ ...u, order: 'assault' as const })) };
    const ctx = fixtureContext(ordered, sixes(), TerciosOptionsSchema.parse({}));
    resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
    const reasons = ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [`${e.unit}: ${e.reason}`] : []));
    expect(reasons.slice(0, 2)).toEqual(['a: charge meets the counter-charge halfway', 'b: counter-charge']);
    // The counter-charging Tercio's front centre went into the marsh; the charger's stopped short of it.
    expect(disorderReasons(ctx.events, 'b')).toContain('charged through very difficult terrain');
    expect(disorderReasons(ctx.events, 'a')).not.toContain('charged through very difficult terrain');
  });

  it('the move as close as possible says whether it crosses very difficult terrain (as the move made to go on, too)', () => {
    // The same search serves a charge falling short and one going on after the units it passed reacted (option
    // battle.chargePassingReactions): the move it finds carries its own Disorder.
    const across = (y: number) => {
      const state = fixtureState({
        A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
        B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 30, facing: -90 } }],
        terrain: marshAt(y),
      });
      return closestShortCharge(state, unitById(state, 'ter')!, unitById(state, 'mus')!, () => 4)?.disorder;
    };
    expect(across(14.5)).toBe(true);
    // A marsh beyond where the 4" move ends is not crossed.
    expect(across(20)).toBe(false);
  });
});
