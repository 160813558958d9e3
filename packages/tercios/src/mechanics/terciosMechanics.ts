import { MusterError, type MechanicDefinition, type ParamValues } from '@muster/core';
import { getProfile } from '../profiles/getProfile.js';
import { allRules } from '../profiles/implicitRules.js';
import type { UnitProfile } from '../profiles/UnitProfile.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import { orderTest } from '../orders/orderTest.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { resolveMelee, type DefenderReaction } from './resolveMelee.js';
import { resolveShooting, shootingRestriction } from './resolveShooting.js';
import { routTest } from './routTest.js';
import { preparedUnitsCache } from './preparedUnits.js';

/** The units a mechanic's parameters describe, built once per parameter object. */
const preparedUnits = preparedUnitsCache();

/** Looks a unit id up in the profile catalogue; unknown ids are `bad-input` naming close matches. */
function unitParam(params: ParamValues, name: string): UnitProfile {
  const id = params[name] as string;
  try {
    return getProfile(id);
  } catch (error) {
    if (MusterError.is(error)) throw new MusterError(error.code, error.message, { ...error.context, path: `params.${name}` });
    throw error;
  }
}


function withState(profile: UnitProfile, wear: number, disordered: boolean): TerciosUnit {
  // The rules a card does not print (cavalry: Mobility, Evasion, Pursuit; dragoons: Dragoon) come with the unit.
  return { ...profile, rules: allRules(profile), wear, disordered };
}

const shoot: MechanicDefinition = {
  id: 'shoot',
  description: 'A unit shoots at another: Shoot dice against Volley or Ball defence, the target resists with Courage, Dm, Disorder and the rout test',
  source: 'Shooting',
  params: [
    { name: 'shooter', kind: 'string', description: 'unit id of the shooters (e.g. tercio)' },
    { name: 'target', kind: 'string', description: 'unit id of the target (e.g. musketeer-company)' },
    { name: 'range', kind: 'number', min: 0, max: 60, description: 'range in inches (front centre to nearest visible centre)' },
    { name: 'order', kind: 'choice', choices: ['fire', 'ready'], default: 'fire', description: 'the order the shooters fire under' },
    { name: 'reaction', kind: 'boolean', description: 'a reaction shot (Fire!: Shoot+ with light weapons; Ready!: Shoot-)' },
    { name: 'cover', kind: 'boolean', description: 'the target is in cover (Courage+)' },
    { name: 'shooter-wear', kind: 'integer', min: 0, max: 12, default: 0, description: 'Dm on the shooters' },
    { name: 'target-wear', kind: 'integer', min: 0, max: 12, default: 0, description: 'Dm on the target before the shot' },
    { name: 'target-disordered', kind: 'boolean', description: 'the target is already in Disorder' },
  ],
  outcomes: ['hits', 'wear', 'disordered', 'destroyed'],
  validate: (p) => {
    const shooter = unitParam(p, 'shooter');
    unitParam(p, 'target');
    const reason = shootingRestriction({ shooter, range: p['range'] as number, order: p['order'] as 'fire' | 'ready', reaction: p['reaction'] as boolean });
    if (reason) {
      throw new MusterError('bad-input', `${shooter.name} cannot shoot here (${reason})`, { path: 'params', expected: 'a shot the rules allow', received: reason });
    }
  },
  run: (dice, p) => {
    const { shooter, target } = preparedUnits(p, () => ({
      shooter: withState(unitParam(p, 'shooter'), p['shooter-wear'] as number, false),
      target: withState(unitParam(p, 'target'), p['target-wear'] as number, p['target-disordered'] as boolean),
    }));
    const result = resolveShooting(dice, {
      shooter,
      target,
      range: p['range'] as number,
      order: p['order'] as 'fire' | 'ready',
      reaction: p['reaction'] as boolean,
      cover: p['cover'] as boolean,
      options: DEFAULT_TERCIOS_OPTIONS,
    });
    return { hits: result.hits, wear: result.wear, disordered: result.targetDisordered ? 1 : 0, destroyed: result.targetDestroyed ? 1 : 0 };
  },
};

const melee: MechanicDefinition = {
  id: 'melee',
  description: 'A charge and the combat that follows: both rounds simultaneous, resistance 5+, winner by Dm inflicted, retreat, pursuit, Dirty war!',
  source: 'Combat',
  params: [
    { name: 'attacker', kind: 'string', description: 'unit id of the charging unit' },
    { name: 'defender', kind: 'string', description: 'unit id of the charged unit' },
    { name: 'flank', kind: 'boolean', description: 'a flank charge (Melee- and Courage- for the defender; Square immune)' },
    { name: 'defender-reaction', kind: 'choice', choices: ['none', 'resist', 'assault'], default: 'none', description: 'the defender reacted with Resist! (Courage+) or Assault! (counter-charge)' },
    { name: 'attacker-wear', kind: 'integer', min: 0, max: 12, default: 0, description: 'Dm on the attacker before the combat' },
    { name: 'defender-wear', kind: 'integer', min: 0, max: 12, default: 0, description: 'Dm on the defender before the combat' },
    { name: 'dirty-war', kind: 'choice', choices: ['never', 'always'], default: 'never', description: 'whether a player declares Dirty war! after a tie between pike units' },
    { name: 'dirty-war-rounds', kind: 'integer', min: 0, max: 3, default: 1, description: 'most Dirty war! rounds (exact odds grow fast with each)' },
  ],
  outcomes: ['winner', 'attacker-wear', 'defender-wear', 'defender-destroyed', 'attacker-destroyed'],
  validate: (p) => {
    unitParam(p, 'attacker');
    unitParam(p, 'defender');
  },
  run: (dice, p) => {
    const reaction = p['defender-reaction'] as string;
    const defenderReaction: DefenderReaction = reaction === 'assault' ? 'counter-charge' : reaction === 'resist' ? 'resist' : 'none';
    const { options, attacker, defender } = preparedUnits(p, () => ({
      options: TerciosOptionsSchema.parse({
        dirtyWar: { policy: p['dirty-war'] as 'never' | 'always', maxExtraRounds: p['dirty-war-rounds'] as number },
      }),
      attacker: withState(unitParam(p, 'attacker'), p['attacker-wear'] as number, false),
      defender: withState(unitParam(p, 'defender'), p['defender-wear'] as number, false),
    }));
    const result = resolveMelee(dice, {
      attacker,
      defender,
      flank: p['flank'] as boolean,
      defenderReaction,
      options,
    });
    return {
      winner: result.winner,
      'attacker-wear': result.attackerWear,
      'defender-wear': result.defenderWear,
      'defender-destroyed': result.defenderDestroyed ? 1 : 0,
      'attacker-destroyed': result.attackerDestroyed ? 1 : 0,
    };
  },
};

const orderTestMechanic: MechanicDefinition = {
  id: 'order-test',
  description: 'An order test of a unit with Dm (or a reaction): Discipline dice, one 5+ passes; Discipline - out of command',
  source: 'Order Cards > Testing Orders',
  params: [
    { name: 'discipline', kind: 'integer', min: 0, max: 12, description: 'Discipline value' },
    { name: 'out-of-command', kind: 'boolean', description: 'no commander attached, or out of its radius or sight (Discipline-)' },
  ],
  outcomes: ['passed'],
  run: (dice, p) => {
    const unit: TerciosUnit = {
      name: 'The unit',
      category: 'infantry',
      values: { speed: 4, melee: 1, shoot: 0, discipline: p['discipline'] as number, courage: 1, stamina: 12 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
      weapons: [],
      rules: [],
      wear: 1,
    };
    return { passed: orderTest(dice, { unit, inCommand: !(p['out-of-command'] as boolean) }).passed ? 1 : 0 };
  },
};

const routTestMechanic: MechanicDefinition = {
  id: 'rout-test',
  description: 'A rout test: original Discipline in dice, one 6 per Rout Point',
  source: 'Shooting > Rout Test',
  params: [
    { name: 'discipline', kind: 'integer', min: 0, max: 12, description: 'original Discipline value (never modified)' },
    { name: 'rout-points', kind: 'integer', min: 1, max: 12, description: 'Dm in excess of Stamina' },
  ],
  outcomes: ['passed'],
  run: (dice, p) => {
    const unit: TerciosUnit = {
      name: 'The unit',
      category: 'infantry',
      values: { speed: 4, melee: 1, shoot: 0, discipline: p['discipline'] as number, courage: 1, stamina: 1 },
      defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
      weapons: [],
      rules: [],
    };
    return { passed: routTest(dice, { unit, routPoints: p['rout-points'] as number }).passed ? 1 : 0 };
  },
};

/**
 * The Tercios mechanics for `muster odds tercios <mechanic>`: `shoot`, `melee`, `order-test`, `rout-test`.
 *
 * @example
 * // muster odds tercios shoot --shooter tercio --target musketeer-company --range 6
 * enumerate((dice) => terciosMechanics[0]!.run(dice, params));
 */
export const terciosMechanics: readonly MechanicDefinition[] = [shoot, melee, orderTestMechanic, routTestMechanic];
