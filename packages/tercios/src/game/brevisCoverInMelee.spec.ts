/**
 * Brevis Editio, Resist Damage: "The hit unit rolls D6 equal to modified Courage; target 4+ vs Salvo, 6 vs Artillery,
 * 5+ in melee. Each success cancels one hit. If no die succeeds the unit becomes Disordered (in melee, losing as well
 * causes a Retreat). Cover, fortification and the Resist order grant Courage+." Liber Militum gives In cover to "the
 * target" of a shot only (Shooting and Terrain). Ruling: Cover in combat (`coverScope`).
 */
import { frontCentre, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema, type TerciosOptionsInput } from '../options/options.js';
import { fixtureContext, fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { resolveBattle } from '../game/resolve.js';
import type { ScenarioTerrain } from './Scenario.js';
import { fight, inCoverAgainst } from './combat.js';

function tercioInCoveredCrop(
  edition: 'brevis-editio' | 'liber-militum',
  extra: TerciosOptionsInput = {},
): { melee: number[]; shot: number[] } {
  const melee: number[] = [];
  const shot: number[] = [];
  const dice = ScriptedDice.of(
    Array.from({ length: 400 }, () => 6),
    (r) => {
      if (r.purpose.startsWith('Tercio ter resisting') && r.purpose.includes('in combat')) melee.push(r.count);
      else if (r.purpose.startsWith('Tercio ter') && r.purpose.includes('resist')) shot.push(r.count);
    },
  );
  const state = fixtureState({
    A: [
      { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 18, facing: 90 } },
      { unit: unitOf('mus', 'musketeer-company'), at: { x: 48, y: 16, facing: 90 } },
    ],
    B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 22, facing: -90 } }],
    terrain: [
      {
        id: 'crop',
        type: 'cultivated-field',
        points: [
          { x: 30, y: 20 },
          { x: 42, y: 20 },
          { x: 42, y: 25 },
          { x: 30, y: 25 },
        ],
        features: ['difficult', 'cover'],
      },
    ],
  });
  const ordered = {
    ...state,
    units: state.units.map((u) =>
      u.id === 'ter'
        ? { ...u, order: null, activated: true }
        : { ...u, order: u.id === 'cav' ? ('assault' as const) : ('fire' as const) },
    ),
  };
  const ctx = fixtureContext(ordered, dice, TerciosOptionsSchema.parse({ edition, ...extra }));
  resolveBattle(ctx, { kind: 'activate', unit: 'mus' }, 'A');
  resolveBattle(ctx, { kind: 'shoot', target: 'ter' }, 'A');
  if (ctx.state.acting) resolveBattle(ctx, { kind: 'end' }, 'A');
  resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
  if (ctx.state.reaction) resolveBattle(ctx, { kind: 'no-reaction' }, 'B');
  expect(ctx.events.filter((e) => e.kind === 'combat' && e.defender === 'ter')).toHaveLength(1);
  return { melee, shot };
}

describe('Brevis Editio: Cover grants Courage+ to resist damage, in melee too', () => {
  it('Liber Militum: 4 Courage dice in the combat, 6 against the shot', () => {
    const r = tercioInCoveredCrop('liber-militum');
    expect(r.shot).toEqual([6]);
    expect(r.melee).toEqual([4]);
  });

  it('Brevis Editio: the Tercio in Covered cropland resists the charge with Courage+ (4 + 2 = 6 dice)', () => {
    const r = tercioInCoveredCrop('brevis-editio');
    expect(r.shot).toEqual([6]);
    expect(r.melee).toEqual([6]);
  });

  it('the old reading stays available: Brevis with coverScope "shooting" gives 4; Liber Militum with "any-damage" 6', () => {
    expect(tercioInCoveredCrop('brevis-editio', { coverScope: 'shooting' })).toEqual({ shot: [6], melee: [4] });
    expect(tercioInCoveredCrop('liber-militum', { coverScope: 'any-damage' })).toEqual({ shot: [6], melee: [6] });
  });
});

describe("In cover in a combat: the shot's test on the line from the enemy (inCoverAgainst)", () => {
  // A Musketeer Company facing east with a hedge (cover) 0.2" ahead of its front; a Tercio charges it.
  const hedgeState = (charger: { x: number; facing: number }) => {
    const probe = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: 60, y: 40, facing: 0 } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 10, facing: 0 } }],
    });
    const front = frontCentre(probe.units.find((u) => u.id === 'mus')!.base);
    const terBase = probe.units.find((u) => u.id === 'ter')!.base;
    const x0 = front.x + 0.2;
    const hedge: ScenarioTerrain = {
      id: 'hedge',
      type: 'hedge',
      features: ['difficult', 'cover'],
      points: [
        { x: x0, y: 0 },
        { x: x0 + 0.3, y: 0 },
        { x: x0 + 0.3, y: 20 },
        { x: x0, y: 20 },
      ],
    };
    // `x` is where the charger's front centre stands (x0 + 0.4: touching the hedge's far side).
    const centreX = charger.facing === 180 ? charger.x + terBase.depth / 2 : charger.x - terBase.depth / 2;
    const s = fixtureState({
      A: [{ unit: unitOf('ter', 'tercio'), at: { x: centreX, y: 10, facing: charger.facing } }],
      B: [{ unit: unitOf('mus', 'musketeer-company'), at: { x: 40, y: 10, facing: 0 } }],
      terrain: [hedge],
    });
    const unit = (id: string) => s.units.find((u) => u.id === id)!;
    return { s, mus: unit('mus'), ter: unit('ter'), x0, rearX: 40 - (front.x - 40) };
  };

  it('charged over the hedge: both sides fight across it and both are In cover against each other', () => {
    const { x0 } = hedgeState({ x: 50, facing: 180 });
    const { s, mus, ter } = hedgeState({ x: x0 + 0.4, facing: 180 });
    expect(inCoverAgainst(s, mus, ter)).toBe(true);
    expect(inCoverAgainst(s, ter, mus)).toBe(true);
  });

  it('charged in the rear, away from the hedge: neither is In cover', () => {
    const { rearX } = hedgeState({ x: 30, facing: 0 });
    const { s, mus, ter } = hedgeState({ x: rearX, facing: 0 });
    expect(inCoverAgainst(s, mus, ter)).toBe(false);
    expect(inCoverAgainst(s, ter, mus)).toBe(false);
  });

  it('in the combat over the hedge, each side resists with Courage + under Brevis (Musketeers 3 to 4, Tercio 4 to 6)', () => {
    const { x0 } = hedgeState({ x: 50, facing: 180 });
    const { s } = hedgeState({ x: x0 + 0.4, facing: 180 });
    const resistDice = (edition: 'brevis-editio' | 'liber-militum') => {
      const dice = ScriptedDice.of(Array.from({ length: 200 }, () => 6));
      fight(
        fixtureContext(s, dice, TerciosOptionsSchema.parse({ edition })),
        'ter',
        'mus',
        {
          flank: false,
          defenderReaction: 'none',
        },
        { kind: 'charge' },
      );
      const rolls = dice.takeRolls().filter((r) => r.purpose.includes('in combat'));
      const of = (name: string) => rolls.find((r) => r.purpose.startsWith(name))?.count;
      return { mus: of('Musketeer'), ter: of('Tercio') };
    };
    expect(resistDice('liber-militum')).toEqual({ mus: 3, ter: 4 });
    expect(resistDice('brevis-editio')).toEqual({ mus: 4, ter: 6 });
  });
});

describe("Brevis Editio: the Resist! order card itself gives no Courage + (ruling What Resist!'s reaction bonus covers)", () => {
  it('a Tercio (Courage 4) in the open holding Resist! face down, shot at: 4 dice; after carrying it out, charged: 4', () => {
    const melee: number[] = [];
    const shot: number[] = [];
    const dice = ScriptedDice.of(
      Array.from({ length: 400 }, () => 6),
      (r) => {
        if (r.purpose.startsWith('Tercio ter resisting') && r.purpose.includes('in combat')) melee.push(r.count);
        else if (r.purpose.startsWith('Tercio ter resisting')) shot.push(r.count);
      },
    );
    const state = fixtureState({
      A: [
        { unit: unitOf('cav', 'arquebusiers-on-horseback'), at: { x: 36, y: 18, facing: 90 } },
        { unit: unitOf('mus', 'musketeer-company'), at: { x: 48, y: 16, facing: 90 } },
      ],
      B: [{ unit: unitOf('ter', 'tercio'), at: { x: 36, y: 22, facing: -90 } }],
    });
    const orders = { ter: 'resist', cav: 'assault', mus: 'fire' } as const;
    const ordered = { ...state, units: state.units.map((u) => ({ ...u, order: orders[u.id as keyof typeof orders] })) };
    const ctx = fixtureContext(ordered, dice, TerciosOptionsSchema.parse({ edition: 'brevis-editio' }));
    resolveBattle(ctx, { kind: 'activate', unit: 'mus' }, 'A');
    resolveBattle(ctx, { kind: 'shoot', target: 'ter' }, 'A');
    if (ctx.state.acting) resolveBattle(ctx, { kind: 'end' }, 'A');
    expect(shot).toEqual([4]);
    resolveBattle(ctx, { kind: 'activate', unit: 'ter' }, 'B');
    if (ctx.state.acting) resolveBattle(ctx, { kind: 'end' }, 'B');
    expect(ctx.state.units.find((u) => u.id === 'ter')).toMatchObject({ activated: true, resisting: false });
    expect(ctx.events).toContainEqual(
      expect.objectContaining({ kind: 'activation-started', unit: 'ter', order: 'resist' }),
    );
    resolveBattle(ctx, { kind: 'activate', unit: 'cav' }, 'A');
    resolveBattle(ctx, { kind: 'charge', target: 'ter' }, 'A');
    expect(ctx.state.reaction).toBeFalsy();
    expect(ctx.events.filter((e) => e.kind === 'combat' && e.defender === 'ter')).toHaveLength(1);
    expect(melee).toEqual([4]);
  });
});
