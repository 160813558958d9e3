import { distance, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { competentBot, farthestEvasion } from '../bot/competentBot.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema, type TerciosOptions } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { unitById } from '../table/tableQueries.js';
import type { BattleDecision } from './Decision.js';
import { evasionDistances, evasionRange } from './reactionsOnTable.js';
import { resolveBattle } from './resolve.js';
import type { BattleState } from './State.js';
import { fixtureContext, fixtureState, unitOf } from './__fixtures__/battleFixture.js';

// Reactions > Run! (/work/shared/rules/tercios-liber-militum.txt): "It turns about and moves away from the unit that
// caused the reaction by at least its movement. Its movement may nevertheless benefit from the bonus granted (Mvt++
// [Speed++])." Brevis Editio: "Run makes an escape move of at least unmodified Speed with Speed++". The distance,
// from the one to the other, is the player's: `react { reaction: 'evasion', inches }`.

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/** Arquebusiers on horseback (Speed 8; Run!, or a Harasser company of musketeers with Fire!) charged by a Tercio. */
function charged(
  reactor: 'cav' | 'mus' = 'cav',
  terrain: Parameters<typeof fixtureState>[0]['terrain'] = [],
): BattleState {
  const shooters = unitOf('mus', 'musketeer-company');
  const state = fixtureState({
    terrain,
    A: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 12, facing: 90 } }],
    B: [
      reactor === 'cav'
        ? { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 20, facing: -90 } }
        : { unit: { ...shooters, rules: [...shooters.rules, 'harasser'] }, at: { x: 36, y: 20, facing: -90 } },
    ],
  });
  const order = reactor === 'cav' ? ('run' as const) : ('fire' as const);
  return {
    ...state,
    units: state.units.map((u) => ({ ...u, order: u.id === 'ter' ? ('assault' as const) : order })),
  };
}

function chargedContext(reactor: 'cav' | 'mus' = 'cav', options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS) {
  const ctx = fixtureContext(charged(reactor), sixes(), options);
  resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: reactor }, 'A');
  return ctx;
}

/** How far `unit` moved on its evasion, and which way (north positive, away from the Tercio). */
function evaded(reactor: 'cav' | 'mus', d: BattleDecision, options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS) {
  const ctx = chargedContext(reactor, options);
  const before = unitById(ctx.state, reactor)!.base.centre;
  expect(checkBattleDecision(ctx.state, d, options)).toBeNull();
  resolveBattle(ctx, d, 'B');
  const moved = ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === reactor);
  if (moved?.kind !== 'unit-moved') throw new Error('no evasion');
  return { inches: distance(before, moved.base.centre), north: moved.base.centre.y - before.y, reason: moved.reason };
}

describe('Run!: an evasion goes any distance from the unit movement to its Speed++, as the player chooses', () => {
  it('offers the minimum (Speed 8), every whole inch between, and the maximum (Speed++: 16)', () => {
    const ctx = chargedContext();
    const evasions = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS).filter(
      (d) => d.kind === 'react' && d.reaction === 'evasion',
    );
    expect(evasions).toEqual(
      [8, 9, 10, 11, 12, 13, 14, 15, 16].map((inches) => ({ kind: 'react', unit: 'cav', reaction: 'evasion', inches })),
    );
  });

  it('accepts any distance in the range; refuses one outside it, none at all, or one on another reaction', () => {
    const ctx = chargedContext();
    const check = (d: BattleDecision) => checkBattleDecision(ctx.state, d, DEFAULT_TERCIOS_OPTIONS);
    const evasion = (inches?: number): BattleDecision => ({
      kind: 'react',
      unit: 'cav',
      reaction: 'evasion',
      ...(inches !== undefined ? { inches } : {}),
    });
    // The bounds themselves, to a billionth of an inch (the tolerance of a computed distance).
    for (const inches of [8, 10.25, 16, 8 - 1e-9, 16 + 1e-9]) expect(check(evasion(inches))).toBeNull();
    const refused = 'Arquebusiers on horseback cav evades at least 8" and at most 16" (inches)';
    for (const inches of [7.99, 16.01, undefined]) expect(check(evasion(inches))).toBe(refused);
    // A shot (Run! has none: the arquebusiers may not shoot) or no reaction names no distance.
    expect(check({ kind: 'react', unit: 'cav', reaction: 'shoot', inches: 10 })).toBe(
      'Arquebusiers on horseback cav cannot react with shoot',
    );
  });

  it('moves the distance chosen, straight away from the charger', () => {
    for (const inches of [8, 11.5, 16]) {
      const e = evaded('cav', { kind: 'react', unit: 'cav', reaction: 'evasion', inches });
      expect(e.inches).toBeCloseTo(inches, 2);
      expect(e.north).toBeCloseTo(inches, 2);
      expect(e.reason).toBe('evasion');
    }
  });

  it('Harasser: the evasion after the volley too (musketeers, Speed 5: 5" to 10")', () => {
    const ctx = chargedContext('mus');
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    expect(legal.filter((d) => d.kind === 'react' && d.evade)).toEqual(
      [5, 6, 7, 8, 9, 10].map((inches) => ({ kind: 'react', unit: 'mus', reaction: 'volley', evade: true, inches })),
    );
    // The plain volley names no distance: it does not move.
    expect(legal).toContainEqual({ kind: 'react', unit: 'mus', reaction: 'volley' });
    const check = (d: BattleDecision) => checkBattleDecision(ctx.state, d, DEFAULT_TERCIOS_OPTIONS);
    expect(check({ kind: 'react', unit: 'mus', reaction: 'volley', inches: 5 })).toBe(
      'only an evasion names a distance (inches)',
    );
    expect(check({ kind: 'react', unit: 'mus', reaction: 'volley', evade: true })).toBe(
      'Musketeer Company mus evades at least 5" and at most 10" (inches)',
    );
    const e = evaded('mus', { kind: 'react', unit: 'mus', reaction: 'volley', evade: true, inches: 5 });
    expect(e.inches).toBeCloseTo(5, 2);
    expect(e.reason).toBe('Harasser: evasion after the volley');
  });

  it('option battle.evasionTerrain as-run: the maximum is the Run! move over the terrain, the minimum stays', () => {
    // A marsh (very difficult) from 4" north of the horse: its Run! move there is 12" (ruling Terrain under an evasion).
    const marsh = {
      id: 'marsh',
      type: 'marsh' as const,
      points: [
        { x: 10, y: 24 },
        { x: 62, y: 24 },
        { x: 62, y: 46 },
        { x: 10, y: 46 },
      ],
    };
    const s = charged('cav', [marsh]);
    const asRun = TerciosOptionsSchema.parse({ battle: { evasionTerrain: 'as-run' } });
    const cav = unitById(s, 'cav')!;
    const ter = unitById(s, 'ter')!;
    expect(evasionRange(s, cav, ter, asRun)).toMatchObject({ minimum: 8, maximum: 12 });
    expect(evasionRange(s, cav, ter, DEFAULT_TERCIOS_OPTIONS)).toMatchObject({ minimum: 8, maximum: 16 });
  });

  it('evasionDistances: the minimum, the whole inches strictly between, the maximum; one distance when they meet', () => {
    expect(evasionDistances({ minimum: 8, maximum: 16 })).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(evasionDistances({ minimum: 6.5, maximum: 9.25 })).toEqual([6.5, 7, 8, 9, 9.25]);
    expect(evasionDistances({ minimum: 4, maximum: 4 })).toEqual([4]);
    expect(evasionDistances({ minimum: 0, maximum: 1 })).toEqual([0, 1]);
  });

  it('evasionRange: the minimum is the unit own Speed, the maximum its Speed++ (a Speed 3 horse: 3" to 6")', () => {
    const s = charged();
    const cav = unitById(s, 'cav')!;
    const ter = unitById(s, 'ter')!;
    const slow = { ...cav, values: { ...cav.values, speed: 3 } };
    const r = evasionRange(
      { ...s, units: s.units.map((u) => (u.id === 'cav' ? slow : u)) },
      slow,
      ter,
      DEFAULT_TERCIOS_OPTIONS,
    );
    expect(r).toMatchObject({ minimum: 3, maximum: 6 });
  });

  it('the competent bot takes the farthest evasion offered for the reaction it chose', () => {
    const ctx = chargedContext();
    const legal = legalBattleDecisions(ctx.state, DEFAULT_TERCIOS_OPTIONS);
    const d = competentBot(DEFAULT_TERCIOS_OPTIONS).decide({
      state: ctx.state,
      player: 'B',
      legal,
      rng: () => 0,
    } as never);
    expect(d).toEqual({ kind: 'react', unit: 'cav', reaction: 'evasion', inches: 16 });
    // Only among the same choice: another unit's, another reaction's, or the Harasser's evasion are not taken.
    const chosen: BattleDecision = { kind: 'react', unit: 'a', reaction: 'evasion', inches: 8 };
    const others: BattleDecision[] = [
      chosen,
      { kind: 'react', unit: 'b', reaction: 'evasion', inches: 12 },
      { kind: 'react', unit: 'a', reaction: 'volley', evade: true, inches: 12 },
      { kind: 'react', unit: 'a', reaction: 'evasion', inches: 10 },
      { kind: 'react', unit: 'a', reaction: 'evasion', inches: 9 },
      { kind: 'no-reaction' },
    ];
    expect(farthestEvasion(chosen, others)).toEqual({ kind: 'react', unit: 'a', reaction: 'evasion', inches: 10 });
    const volley: BattleDecision = { kind: 'react', unit: 'a', reaction: 'volley' };
    expect(farthestEvasion(volley, others)).toBe(volley);
  });
});
