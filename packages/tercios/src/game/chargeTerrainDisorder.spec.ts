import { frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { closestShortCharge } from '../table/charge.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, placed, unitOf } from './__fixtures__/battleFixture.js';
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

  it('a counter-charge that meets a charge fallen short through a marsh disorders the counter-charging unit (counterChargeShort meet-within-reaches)', () => {
    // Reactions > Assault!: "The two units are brought into contact halfway"; ruling: A counter-charge against a charge
    // that cannot reach, option `meet-within-reaches`: the counter-charging unit charges the charger where its move as
    // close as possible left it. Two Tercios 9" apart front to front: the charger's 6" stop 3" short, 2" before the
    // marsh that lies 0.5" ahead of the counter-charging Tercio, which crosses it on its way.
    const state = fixtureState({
      A: [{ unit: unitOf('a', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 36, y: 23.36, facing: -90 } }],
      terrain: marshAt(21.18),
    });
    const ordered = { ...state, units: state.units.map((u) => ({ ...u, order: 'assault' as const })) };
    const options = TerciosOptionsSchema.parse({ battle: { counterChargeShort: 'meet-within-reaches' } });
    const ctx = fixtureContext(ordered, sixes(), options);
    resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
    const reasons = ctx.events.flatMap((e) => (e.kind === 'unit-moved' ? [`${e.unit}: ${e.reason}`] : []));
    expect(reasons.slice(0, 2)).toEqual([
      'a: charge falls short: as close as possible',
      'b: counter-charge meets the charge that fell short',
    ]);
    // Its first change of state, before the combat: the Disorder of its move, with the log's reason.
    expect(disorderReasons(ctx.events, 'b')[0]).toBe('charged through very difficult terrain');
    expect(disorderReasons(ctx.events, 'a')).not.toContain('charged through very difficult terrain');
  });

  it('a charge that goes on after an interception lost, round the unit that lost, through a marsh its first move missed, falls into disorder then', () => {
    // Reactions > Assault!: "If the combat that follows is lost by the reacting unit, the enemy may continue its
    // activation"; ruling "A charge passing close to other units", option 'passed-units': the charge goes on from where
    // the charger was met. A's horse at (20, 10) charges the company `tgt` at (20, 23.6), its line to the company's
    // side centre (21.6, 23.6); the company `mus` (Assault!) at (18.5, 21), passed within 3", intercepts it on its path (put back at
    // y 20.5), loses (1s to hit) and, its disengagement blocked, stays in the way: the horse goes on round it to the
    // right, across a marsh (x 21.75 to 22.4, y 22 to 22.3) 0.3" east of its first line. Option terrainSpeed
    // veryDifficult 0: the marsh slows no one, so both moves take the ways they take on open ground.
    const marsh = {
      id: 'marsh',
      type: 'marsh' as const,
      points: [
        { x: 21.75, y: 22 },
        { x: 22.4, y: 22 },
        { x: 22.4, y: 22.3 },
        { x: 21.75, y: 22.3 },
      ],
    };
    const state = fixtureState({
      A: [placed('cav', 'arquebusiers-on-horseback', 20, 10, 90)],
      B: [placed('tgt', 'musketeer-company', 20, 23.6, -90), placed('mus', 'musketeer-company', 18.5, 21, 350)],
      terrain: [marsh],
    });
    const orders = { cav: 'assault', tgt: null, mus: 'assault' } as const;
    const ordered = { ...state, units: state.units.map((u) => ({ ...u, order: orders[u.id as keyof typeof orders] })) };
    const options = TerciosOptionsSchema.parse({
      battle: { chargePassingReactions: 'passed-units' },
      terrainSpeed: { veryDifficult: 0 },
    });
    const dice = ScriptedDice.of([6, 6, 1, 1, 1, 6, 6, 6, 6, 1, 1, 1, ...Array<number>(300).fill(6)]);
    const ctx = fixtureContext(ordered, dice, options);
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'tgt' }, 'A');
    resolveBattle(ctx, { kind: 'react', unit: 'mus', reaction: 'interception' }, 'B');
    const moves = ctx.events.flatMap((e) => (e.kind === 'unit-moved' && e.unit === 'cav' ? [e.reason] : []));
    expect(moves).toEqual([
      'charge',
      'intercepted on its path by Musketeer Company mus',
      'charge goes on, falls short',
    ]);
    // Its first move did not cross the marsh; the move it went on with did.
    const goesOn = ctx.events.findIndex((e) => e.kind === 'unit-moved' && e.reason === 'charge goes on, falls short');
    expect(disorderReasons(ctx.events.slice(0, goesOn), 'cav')).toEqual([]);
    expect(disorderReasons(ctx.events.slice(goesOn), 'cav')).toEqual(['charged through very difficult terrain']);
    expect(unitById(ctx.state, 'cav')!.disordered).toBe(true);
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
