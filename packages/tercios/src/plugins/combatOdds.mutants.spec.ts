import { MusterError, parseParams, SeededDice, type MechanicDefinition, type ParamValues } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { resistanceTest, type ResistanceInput } from '../mechanics/resistanceTest.js';
import { resolveMelee, type MeleeInput, type MeleeResult } from '../mechanics/resolveMelee.js';
import { resolveShooting, type ShootingInput, type ShootingResult } from '../mechanics/resolveShooting.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { terciosOptionsOf } from '../options/terciosOptionsOf.js';
import { defineTerciosCombat, type TerciosPlugins } from './combat.js';
import { meleeOptions, meleeOutcome, meleeSituation, shootOutcome } from './combatOdds.js';
import { terciosMoralePlugin } from './morale.js';

// `muster odds tercios shoot|melee|resistance-test` and the club's forms: each parameter reaches the situation the
// mechanic rolls (as the battle builds it from the table: Shooting; Combat; Shooting > Resistance test), with the
// bound plugin and the morale tests as written, and each outcome is read from the result. A recording plugin
// keeps what the mechanics hand it and rolls the rules as written.
function recording() {
  const seen: {
    shoot?: ShootingInput;
    melee?: MeleeInput;
    resistance?: ResistanceInput;
    plugins?: TerciosPlugins;
  } = {};
  const plugin = defineTerciosCombat({
    id: 'test/recording',
    description: 'records the situations',
    shoot: (dice, situation, plugins) => {
      seen.shoot = situation;
      seen.plugins = plugins;
      return resolveShooting(dice, situation, plugins);
    },
    melee: (dice, situation, plugins) => {
      seen.melee = situation;
      seen.plugins = plugins;
      return resolveMelee(dice, situation, plugins);
    },
    resistanceTest: (dice, situation) => {
      seen.resistance = situation;
      return resistanceTest(dice, situation);
    },
  });
  const mechanic = (id: string): MechanicDefinition => plugin.mechanics.find((m) => m.id === id)!;
  const run = (id: string, raw: Record<string, string>, game?: Record<string, unknown>) => {
    const m = mechanic(id);
    const params = parseParams(m.params, raw);
    m.validate?.(params);
    return m.run(SeededDice.fromSeed('odds'), params, game);
  };
  return { plugin, seen, mechanic, run };
}

describe('muster odds tercios shoot: the shot its parameters describe (Shooting)', () => {
  it('the units with their Dm and Disorder, the range, order, reaction and cover, the rules as written', () => {
    const { plugin, seen, run } = recording();
    run('shoot', {
      shooter: 'musketeer-company',
      target: 'tercio',
      range: '6',
      order: 'ready',
      reaction: 'true',
      cover: 'true',
      'shooter-wear': '1',
      'target-wear': '2',
      'target-disordered': 'true',
      'shooter-disordered': 'true',
    });
    expect(seen.shoot).toMatchObject({ range: 6, order: 'ready', reaction: true, cover: true });
    expect(seen.shoot).toMatchObject({ targetResisting: false, targetProtected: false });
    expect(seen.shoot?.options).toBe(DEFAULT_TERCIOS_OPTIONS);
    expect(seen.shoot?.shooter).toMatchObject({ name: 'Musketeer Company', wear: 1, disordered: true });
    expect(seen.shoot?.target).toMatchObject({ name: 'Tercio', wear: 2, disordered: true });
    // The shot's rout and order tests go through the plugin itself and the morale tests as written.
    expect(seen.plugins?.combat).toBe(plugin);
    expect(seen.plugins?.morale).toBe(terciosMoralePlugin);
  });

  it('by default: Fire!, no reaction, no cover, fresh units in order', () => {
    const { seen, run } = recording();
    run('shoot', { shooter: 'musketeer-company', target: 'tercio', range: '12' });
    expect(seen.shoot).toMatchObject({ range: 12, order: 'fire', reaction: false, cover: false });
    expect(seen.shoot?.shooter).toMatchObject({ wear: 0, disordered: false });
    expect(seen.shoot?.target).toMatchObject({ wear: 0, disordered: false });
  });

  // Brevis Editio's Resist! reaction ("the unit resists with its Courage+ against shooting") and a target behind a
  // fortification (the fortificationScope ruling): each is a parameter of the shot, on its own.
  it('a target resisting (Resist!) or fortified reaches the shot, each alone', () => {
    for (const [param, field, other] of [
      ['target-resisting', 'targetResisting', 'targetProtected'],
      ['target-fortified', 'targetProtected', 'targetResisting'],
    ] as const) {
      const { seen, run } = recording();
      run('shoot', { shooter: 'musketeer-company', target: 'tercio', range: '6', [param]: 'true' });
      expect(seen.shoot?.[field], param).toBe(true);
      expect(seen.shoot?.[other], param).toBe(false);
    }
  });

  it("the game's rulings reach the shot", () => {
    const { seen, run } = recording();
    const game = { pikesBonus: 'when-charged-by-cavalry' };
    run('shoot', { shooter: 'musketeer-company', target: 'tercio', range: '6' }, game);
    expect(seen.shoot?.options).toBe(terciosOptionsOf(game));
    expect(seen.shoot?.options?.pikesBonus).toBe('when-charged-by-cavalry');
  });

  // Shooting > Range: "Muskets 12"; Bow: "Bows do not permit fire on reaction".
  it('a shot the rules refuse is bad input naming the unit and the reason, before any roll', () => {
    const { seen, mechanic } = recording();
    const m = mechanic('shoot');
    const refused = (raw: Record<string, string>) => {
      try {
        m.validate?.(parseParams(m.params, raw));
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const error = refused({ shooter: 'musketeer-company', target: 'tercio', range: '13' });
    expect(MusterError.is(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'bad-input',
      message: 'Musketeer Company cannot shoot here (out-of-range)',
      context: { path: 'params', expected: 'a shot the rules allow', received: 'out-of-range' },
    });
    expect(refused({ shooter: 'musketeer-company', target: 'tercio', range: '12' })).toBeUndefined();
    expect(refused({ shooter: 'musketeer-company', target: 'no-such-unit', range: '6' })).toBeDefined();
    expect(seen.shoot).toBeUndefined();
  });

  it('the outcomes: hits, Dm, and the target disordered or destroyed as 1 or 0', () => {
    const result = {
      allowed: true,
      shootDice: 3,
      defence: 4,
      fire: 'volley',
      hits: 2,
      wear: 1,
      targetWear: 3,
      targetDisordered: true,
      targetDestroyed: false,
      shooterWearTaken: 0,
      shooterWear: 0,
      shooterDestroyed: false,
    } satisfies ShootingResult;
    expect(shootOutcome(result)).toEqual({ hits: 2, wear: 1, disordered: 1, destroyed: 0 });
    expect(shootOutcome({ ...result, targetDisordered: false, targetDestroyed: true })).toEqual({
      hits: 2,
      wear: 1,
      disordered: 0,
      destroyed: 1,
    });
  });
});

describe('muster odds tercios melee: the combat its parameters describe (Combat)', () => {
  it('every parameter given: flank, Assault!, Dm, Disorder, height, fortified, building, Determined, out of command', () => {
    const { plugin, seen, run } = recording();
    run('melee', {
      attacker: 'tercio',
      defender: 'musketeer-company',
      flank: 'true',
      'defender-reaction': 'assault',
      'attacker-wear': '1',
      'defender-wear': '2',
      'attacker-disordered': 'true',
      'defender-disordered': 'true',
      higher: 'defender',
      'defender-fortified': 'true',
      'defender-in-building': 'true',
      determined: 'true',
      'attacker-out-of-command': 'true',
      'defender-out-of-command': 'true',
    });
    expect(seen.melee).toMatchObject({
      flank: true,
      defenderReaction: 'counter-charge',
      higher: 'defender',
      defenderProtected: true,
      defenderInBuilding: true,
      attackerDetermined: true,
      inCommand: { attacker: false, defender: false },
    });
    expect(seen.melee?.attacker).toMatchObject({ name: 'Tercio', wear: 1, disordered: true });
    expect(seen.melee?.defender).toMatchObject({ name: 'Musketeer Company', wear: 2, disordered: true });
    expect(seen.plugins?.combat).toBe(plugin);
    expect(seen.plugins?.morale).toBe(terciosMoralePlugin);
  });

  it('by default: a frontal charge, no reaction, no height, fresh units in order and in command, Dirty war! never', () => {
    const { seen, run } = recording();
    run('melee', { attacker: 'tercio', defender: 'musketeer-company' });
    expect(seen.melee).toMatchObject({
      flank: false,
      defenderReaction: 'none',
      defenderProtected: false,
      defenderInBuilding: false,
      attackerDetermined: false,
      inCommand: { attacker: true, defender: true },
    });
    expect(seen.melee).not.toHaveProperty('higher');
    expect(seen.melee?.attacker).toMatchObject({ wear: 0, disordered: false });
    expect(seen.melee?.defender).toMatchObject({ wear: 0, disordered: false });
    expect(seen.melee?.options?.dirtyWar).toMatchObject({ policy: 'never', maxExtraRounds: 1 });
  });

  it('Resist! is the resist reaction; the attacker higher is the attacker', () => {
    const { seen, run } = recording();
    run('melee', { attacker: 'tercio', defender: 'tercio', 'defender-reaction': 'resist', higher: 'attacker' });
    expect(seen.melee).toMatchObject({ defenderReaction: 'resist', higher: 'attacker' });
  });

  // Combat > Dirty war!: "one of the two players may declare "Dirty war!"": the player's choice and the rounds
  // the exact odds allow are the form's, every other ruling the game's.
  it("Dirty war! declared and its rounds from the form, the other rulings from the game's options", () => {
    const { seen, run } = recording();
    const game = { pikesBonus: 'when-charged-by-cavalry' };
    run('melee', { attacker: 'tercio', defender: 'tercio', 'dirty-war': 'always', 'dirty-war-rounds': '3' }, game);
    expect(seen.melee?.options).toEqual(
      meleeOptions({ 'dirty-war': 'always', 'dirty-war-rounds': 3 }, terciosOptionsOf(game)),
    );
    expect(seen.melee?.options?.pikesBonus).toBe('when-charged-by-cavalry');
    expect(seen.melee?.options?.dirtyWar).toMatchObject({ policy: 'always', maxExtraRounds: 3 });
  });

  it('meleeOptions lays the two Dirty war! fields over the rulings and keeps the rest of them', () => {
    const p: ParamValues = { 'dirty-war': 'always', 'dirty-war-rounds': 2 };
    expect(meleeOptions(p)).toEqual({
      ...DEFAULT_TERCIOS_OPTIONS,
      dirtyWar: { ...DEFAULT_TERCIOS_OPTIONS.dirtyWar, policy: 'always', maxExtraRounds: 2 },
    });
  });

  it('meleeSituation without options leaves them to the mechanic (no options field)', () => {
    const { seen, run } = recording();
    run('melee', { attacker: 'tercio', defender: 'tercio' });
    const { attacker, defender } = seen.melee!;
    expect(meleeSituation({ 'defender-reaction': 'none' }, attacker, defender, undefined)).not.toHaveProperty(
      'options',
    );
  });

  it('melee refuses a unit the catalogue does not have, attacker or defender', () => {
    const { mechanic } = recording();
    const m = mechanic('melee');
    const validate = (raw: Record<string, string>) => () => m.validate?.(parseParams(m.params, raw));
    expect(validate({ attacker: 'tercio', defender: 'musketeer-company' })).not.toThrow();
    expect(validate({ attacker: 'no-such-unit', defender: 'tercio' })).toThrow(MusterError);
    expect(validate({ attacker: 'tercio', defender: 'no-such-unit' })).toThrow(MusterError);
  });

  it('the outcomes: the winner, both sides\u2019 Dm, and each side destroyed as 1 or 0', () => {
    const result: MeleeResult = {
      rounds: [],
      winner: 'attacker',
      flank: false,
      attackerWear: 1,
      defenderWear: 3,
      attackerDisordered: false,
      defenderDisordered: true,
      defenderDestroyed: 'rout-test',
      movements: [],
      dirtyWarRounds: 0,
      commanderKilled: { attacker: false, defender: false },
    };
    expect(meleeOutcome(result)).toEqual({
      winner: 'attacker',
      'attacker-wear': 1,
      'defender-wear': 3,
      'defender-destroyed': 1,
      'attacker-destroyed': 0,
    });
    const { defenderDestroyed: _kept, ...defenderKept } = result;
    expect(meleeOutcome({ ...defenderKept, winner: 'defender', attackerDestroyed: 'no-escape' })).toMatchObject({
      winner: 'defender',
      'defender-destroyed': 0,
      'attacker-destroyed': 1,
    });
  });
});

// Shooting > Resistance test: "each success cancels a hit"; none is Disorder.
describe('muster odds tercios resistance-test', () => {
  it('hits, Courage and the score needed reach the test, named in its purpose; 4+ by default', () => {
    const { seen, run } = recording();
    run('resistance-test', { hits: '3', courage: '2' });
    expect(seen.resistance).toEqual({ hits: 3, courage: 2, target: 4, purpose: 'resisting: 2d6 needing 4+' });
    run('resistance-test', { hits: '2', courage: '3', target: '6' });
    expect(seen.resistance).toEqual({ hits: 2, courage: 3, target: 6, purpose: 'resisting: 3d6 needing 6+' });
  });

  it('the outcomes: Dm, and Disorder as 1 or 0', () => {
    const plugin = defineTerciosCombat({
      id: 'test/resist',
      description: 'canned resistance',
      resistanceTest: (_dice, s) => ({
        rolled: true,
        dice: s.courage,
        target: s.target,
        successes: 0,
        wear: s.hits,
        disordered: s.courage === 0,
      }),
    });
    const m = plugin.mechanics.find((x) => x.id === 'resistance-test')!;
    const dice = SeededDice.fromSeed('resist');
    expect(m.run(dice, parseParams(m.params, { hits: '2', courage: '0' }))).toEqual({ wear: 2, disordered: 1 });
    expect(m.run(dice, parseParams(m.params, { hits: '3', courage: '1' }))).toEqual({ wear: 3, disordered: 0 });
  });
});
