import { distance, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';
import { resolveBattle } from './resolve.js';

// Ruling: Terrain under an evasion (option battle.evasionTerrain). Reactions > Run!: the unit "turns about and
// moves away from the unit that caused the reaction"; Evasion: "as with a Run! order"; Terrain and Movement: "Very
// difficult: ... reduces movement" (Speed -, ruling Terrain and Movement) and Brevis: "Very Difficult also
// automatically Disorders".

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/**
 * Arquebusiers on horseback (Speed 8, Run!) at (36, 20) facing a Tercio 8" south that charges them; a marsh (very
 * difficult) spans the table north of them from `marshFrom` to y 46. They evade north, straight away from the Tercio.
 */
function evadeIntoMarsh(evasionTerrain: 'open' | 'as-run', marshFrom: number) {
  const state = fixtureState({
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
    B: [{ unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: -90 } }],
    terrain: [
      {
        id: 'marsh',
        type: 'marsh',
        points: [
          { x: 10, y: marshFrom },
          { x: 62, y: marshFrom },
          { x: 62, y: 46 },
          { x: 10, y: 46 },
        ],
      },
    ],
  });
  const ordered = {
    ...state,
    units: state.units.map((u) => ({ ...u, order: u.id === 'ter' ? ('assault' as const) : ('run' as const) })),
  };
  const ctx = fixtureContext(ordered, sixes(), TerciosOptionsSchema.parse({ battle: { evasionTerrain } }));
  const before = unitById(ctx.state, 'cav')!.base.centre;
  resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'cav', reaction: 'evasion' }, 'B');
  const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === 'cav' && e.reason === 'evasion');
  if (moved?.kind !== 'unit-moved') throw new Error('no evasion');
  return {
    inches: distance(before, moved.base.centre),
    northwards: moved.base.centre.y - before.y,
    disordered: unitById(ctx.state, 'cav')!.disordered,
    disorderReason: ctx.events.flatMap((e) => (e.kind === 'unit-state' && e.unit === 'cav' ? [e.reason] : [])),
  };
}

describe('terrain under an evasion (option battle.evasionTerrain)', () => {
  it('open (default): the whole Speed++ (8 doubled: 16") across the marsh, no Disorder', () => {
    const open = evadeIntoMarsh('open', 24);
    expect(open.northwards).toBeGreaterThan(15.9); // straight away from the Tercio, due north
    expect(open.inches).toBeCloseTo(16, 1);
    expect(open.disordered).toBe(false);
  });

  it('as-run: the marsh applies as to a Run! move: Speed++ and - (8 + 4 = 12") and Disorder', () => {
    const run = evadeIntoMarsh('as-run', 24);
    expect(run.inches).toBeCloseTo(12, 1);
    expect(run.disordered).toBe(true);
    // Terrain and Movement: very difficult terrain disorders a Run! move; the log says which move and why.
    expect(run.disorderReason).toEqual(['evasion through very difficult terrain']);
  });

  it('as-run: a marsh beyond 12" is not entered: the unit stops short of it, further than 12", no Disorder', () => {
    // The marsh starts 14" north of the centre; the front centre is a little ahead of it, so the edge lies
    // between the marsh's 12" and the open 16".
    const run = evadeIntoMarsh('as-run', 34);
    expect(run.inches).toBeGreaterThan(12.5);
    expect(run.inches).toBeLessThan(14);
    expect(run.disordered).toBe(false);
    // Under the default the same evasion runs its 16" into the marsh, undisordered.
    const open = evadeIntoMarsh('open', 34);
    expect(open.inches).toBeCloseTo(16, 1);
    expect(open.disordered).toBe(false);
  });
});

describe('a charge through very difficult terrain (Terrain and Movement; Brevis: "Very Difficult also automatically Disorders")', () => {
  it('a Tercio that charges across a strip of marsh into contact is disordered by it, and the log says why', () => {
    // The Tercio at (36, 12) charges the company 5.5" north; a marsh strip lies across the way from y 14.5 to y 15.
    const state = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 36, y: 17.5, facing: -90 } }],
      terrain: [
        {
          id: 'marsh',
          type: 'marsh',
          points: [
            { x: 20, y: 14.5 },
            { x: 52, y: 14.5 },
            { x: 52, y: 15 },
            { x: 20, y: 15 },
          ],
        },
      ],
    });
    const ordered = {
      ...state,
      units: state.units.map((u) => ({
        ...u,
        order: u.id === 'ter' ? ('assault' as const) : null,
        activated: u.id !== 'ter',
      })),
    };
    const ctx = fixtureContext(ordered, sixes(), TerciosOptionsSchema.parse({}));
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'mus' }, 'A');
    expect(ctx.events).toContainEqual(expect.objectContaining({ kind: 'charge-resolved', unit: 'ter', contact: true }));
    const reasons = ctx.events.flatMap((e) => (e.kind === 'unit-state' && e.unit === 'ter' ? [e.reason] : []));
    expect(reasons).toContain('charged through very difficult terrain');
  });
});
