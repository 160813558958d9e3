import { enumerate, monteCarlo, Rational, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { DRAGOONS, HORSE_ARQUEBUSIERS, LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from './__fixtures__/units.js';
import type { ShootingInput } from './resolveShooting.js';
import { resolveShooting } from './__fixtures__/asWritten.js';

const run = (input: ShootingInput) => (dice: Parameters<typeof resolveShooting>[0]) => {
  const r = resolveShooting(dice, input);
  return {
    hits: r.hits,
    wear: r.wear,
    disordered: r.targetDisordered,
    destroyed: r.targetDestroyed,
    shootDice: r.shootDice,
  };
};
const str = (
  d: { marginal: (n: string) => { entries: readonly { value: unknown; probability: Rational }[] } },
  name: string,
) => d.marginal(name).entries.map((e) => `${String(e.value)}:${e.probability.toString()}`);

describe('resolveShooting (Shooting)', () => {
  it('Tercio (Shoot 3 at 6") at a Musketeer Company (Volley 4, Courage 3 resisting at 4+): worked by hand', () => {
    const dist = enumerate(run({ shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire' }));
    // Hits ~ Bin(3, 1/2).
    expect(str(dist, 'hits')).toEqual(['0:1/8', '1:3/8', '2:3/8', '3:1/8']);
    // No Dm: 1/8 + 3/8·7/8 + 3/8·1/2 + 1/8·1/8 = 42/64.
    // 1 Dm: 3/8·1/8 + 3/8·(3/8)... by hand: h=1,s=0: 3/8·1/8; h=2,s=1: 3/8·3/8; h=3,s=2: 1/8·3/8 → (3+9+3)/64 = 15/64.
    // 2 Dm: h=2,s=0: 3/8·1/8; h=3,s=1: 1/8·3/8 → 6/64. 3 Dm: h=3,s=0: 1/64.
    expect(str(dist, 'wear')).toEqual(['0:21/32', '1:15/64', '2:3/32', '3:1/64']);
    // Disorder: hit at least once and no success: 7/8 · 1/8.
    expect(str(dist, 'disordered')).toEqual(['false:57/64', 'true:7/64']);
    // Stamina 2: 3 Dm is one rout point; Discipline 3 fails with (5/6)^3: 1/64 · 125/216.
    expect(dist.probabilityOf((o) => o.destroyed).toString()).toBe('125/13824');
    expect(dist.total().equals(Rational.ONE)).toBe(true);
  });

  it('split Shoot (Arquebus/Musket): 3 up to 8", 2 beyond 8" up to 12", out of range beyond 12"', () => {
    const at = (range: number) =>
      resolveShooting(ScriptedDice.of([1, 1, 1, 1]), { shooter: TERCIO, target: MUSKETEERS, range, order: 'fire' });
    expect(at(8)).toMatchObject({ shootDice: 3, band: 'near' });
    expect(at(8.5)).toMatchObject({ shootDice: 2, band: 'far' });
    expect(at(12)).toMatchObject({ shootDice: 2, band: 'far' });
    expect(at(12.5)).toMatchObject({ allowed: false, reason: 'out-of-range' });
  });

  it('Ready!: Shoot- (3 → 2); Fire! reaction: Shoot+ with light weapons (3 → 4); Weary: Shoot-', () => {
    const dice = () => ScriptedDice.of([1, 1, 1, 1, 1]);
    expect(resolveShooting(dice(), { shooter: MUSKETEERS, target: TERCIO, range: 10, order: 'ready' }).shootDice).toBe(
      2,
    );
    expect(
      resolveShooting(dice(), { shooter: MUSKETEERS, target: TERCIO, range: 10, order: 'ready', reaction: true })
        .shootDice,
    ).toBe(2);
    expect(
      resolveShooting(dice(), { shooter: MUSKETEERS, target: TERCIO, range: 10, order: 'fire', reaction: true })
        .shootDice,
    ).toBe(4);
    expect(
      resolveShooting(dice(), { shooter: { ...MUSKETEERS, wear: 2 }, target: TERCIO, range: 10, order: 'fire' })
        .shootDice,
    ).toBe(2);
  });

  it('Weary from the first Dm with the Adaptation', () => {
    const options = TerciosOptionsSchema.parse({ wearyAt: 'first-wear' });
    const dice = () => ScriptedDice.of([1, 1, 1]);
    expect(
      resolveShooting(dice(), { shooter: { ...MUSKETEERS, wear: 1 }, target: TERCIO, range: 10, order: 'fire' })
        .shootDice,
    ).toBe(3);
    expect(
      resolveShooting(dice(), {
        shooter: { ...MUSKETEERS, wear: 1 },
        target: TERCIO,
        range: 10,
        order: 'fire',
        options,
      }).shootDice,
    ).toBe(2);
  });

  it('cover gives Courage + (3 → 4 dice); Disorder gives Courage - (3 → 2 dice)', () => {
    const base = { shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire' as const };
    expect(resolveShooting(ScriptedDice.of([6, 1, 1, 1, 1, 1, 1]), { ...base, cover: true }).resistance?.dice).toBe(4);
    expect(
      resolveShooting(ScriptedDice.of([6, 1, 1, 1, 1]), { ...base, target: { ...MUSKETEERS, disordered: true } })
        .resistance?.dice,
    ).toBe(2);
  });

  it('artillery fires at Ball defence and the target resists only on 6s', () => {
    const r = resolveShooting(ScriptedDice.of([3, 5, 5, 5, 5]), {
      shooter: LIGHT_ARTILLERY,
      target: TERCIO,
      range: 18,
      order: 'fire',
    });
    expect(r).toMatchObject({ fire: 'ball', defence: 3, hits: 1, wear: 1, targetDisordered: true });
    expect(r.resistance).toMatchObject({ target: 6, dice: 4 });
  });

  it('cannons and Dragoons fire only with Fire!; Hidden blocks the shot; a hitched gun may not shoot', () => {
    expect(
      resolveShooting(ScriptedDice.of([]), { shooter: LIGHT_ARTILLERY, target: TERCIO, range: 10, order: 'ready' })
        .reason,
    ).toBe('fire-order-only');
    const dragoons = { ...DRAGOONS, values: { ...DRAGOONS.values, shoot: 2 } };
    expect(
      resolveShooting(ScriptedDice.of([]), { shooter: dragoons, target: TERCIO, range: 10, order: 'ready' }).reason,
    ).toBe('fire-order-only');
    expect(
      resolveShooting(ScriptedDice.of([]), {
        shooter: MUSKETEERS,
        target: TERCIO,
        range: 10,
        order: 'fire',
        hidden: true,
      }).reason,
    ).toBe('hidden');
    expect(
      resolveShooting(ScriptedDice.of([]), {
        shooter: { ...LIGHT_ARTILLERY, hitched: true },
        target: TERCIO,
        range: 10,
        order: 'fire',
      }).reason,
    ).toBe('hitched');
  });

  it('a target whose Dm exceed Stamina takes the rout test; passed, it is held at Stamina (Weary)', () => {
    // Musketeers (Stamina 2) with 2 Dm take 1: 3 Dm, one rout point; Discipline 3 rolls a 6.
    const r = resolveShooting(ScriptedDice.of([4, 1, 1, 1, 1, 1, 6, 1, 1]), {
      shooter: TERCIO,
      target: { ...MUSKETEERS, wear: 2 },
      range: 6,
      order: 'fire',
    });
    expect(r.routTest).toMatchObject({ routPoints: 1, passed: true });
    expect(r).toMatchObject({ targetWear: 2, targetDestroyed: false });
  });

  it('Experimental guns take 1 Dm for a shot showing a 1 (per-one option: one per 1) and may rout', () => {
    const gun = {
      ...LIGHT_ARTILLERY,
      rules: ['experimental'],
      values: { ...LIGHT_ARTILLERY.values, shoot: 2, stamina: 2 },
    };
    const r = resolveShooting(ScriptedDice.of([1, 1]), { shooter: gun, target: TERCIO, range: 10, order: 'fire' });
    expect(r.shooterWearTaken).toBe(1);
    const perOne = resolveShooting(ScriptedDice.of([1, 1, 1, 1, 1]), {
      shooter: gun,
      target: TERCIO,
      range: 10,
      order: 'fire',
      options: TerciosOptionsSchema.parse({ experimentalWear: 'per-one' }),
    });
    expect(perOne.shooterWearTaken).toBe(2);
    const dist = enumerate(run({ shooter: gun, target: TERCIO, range: 10, order: 'fire' }));
    expect(dist.total().equals(Rational.ONE)).toBe(true);
  });

  it('Caracole: after firing (not a reaction) a Discipline test allows a withdrawal of its Speed', () => {
    const r = resolveShooting(ScriptedDice.of([1, 1, 1, 5, 1, 1]), {
      shooter: HORSE_ARQUEBUSIERS,
      target: TERCIO,
      range: 6,
      order: 'fire',
      caracole: true,
    });
    expect(r.caracole).toEqual({ passed: true, distance: 8 });
    const reaction = resolveShooting(ScriptedDice.of([1, 1, 1, 1]), {
      shooter: HORSE_ARQUEBUSIERS,
      target: TERCIO,
      range: 6,
      order: 'fire',
      reaction: true,
      caracole: true,
    });
    expect(reaction.caracole).toBeUndefined();
  });

  it('Sacrifice virtue: +1 Courage against shooting only, after the bonus', () => {
    const target = { ...MUSKETEERS, commander: { rank: 2, virtues: ['sacrifice' as const], traits: [] } };
    const r = resolveShooting(ScriptedDice.of([6, 1, 1, 1, 1, 1, 1, 1]), {
      shooter: TERCIO,
      target,
      range: 6,
      order: 'fire',
      cover: true,
    });
    expect(r.resistance?.dice).toBe(5);
  });

  it('exact odds agree with Monte Carlo (mean Dm within the 95% interval)', () => {
    const mechanic = run({ shooter: TERCIO, target: MUSKETEERS, range: 6, order: 'fire', reaction: true });
    const exact = enumerate(mechanic).mean('wear').toNumber();
    const mc = monteCarlo(mechanic, { trials: 20_000, seed: 'tercios-shooting' }).marginal('wear')!.mean!;
    expect(exact).toBeGreaterThanOrEqual(mc.interval.low);
    expect(exact).toBeLessThanOrEqual(mc.interval.high);
  });
});
