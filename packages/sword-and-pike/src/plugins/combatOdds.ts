import { MusterError, type MechanicDefinition, type ParamValues } from '@muster/core';
import type { SwordAndPikeOptions } from '../options/options.js';
import { swordAndPikeOptionsOf } from '../options/swordAndPikeOptionsOf.js';
import { standsOf, type CloseCombatRules, type CombatSide } from '../mechanics/closeCombat.js';
import type { TargetClass } from '../mechanics/fireTable.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import {
  OFFICER_QUALITIES,
  TROOP_TYPES,
  type OfficerQuality,
  type Order,
  type TroopType,
  type Weapon,
} from '../profiles/TroopType.js';
import type { SwordAndPikeCombatFunctions } from './combat.js';

const FIRE_WEAPONS = [
  'arquebus',
  'crossbow',
  'pistol',
  'mounted-arquebus',
  'mounted-crossbow',
  'light-cannon',
  'heavy-cannon',
  'rifle',
] as const;

/** A troop's order unless a parameter sets it: halberdiers' by ruling R12, the others' from their profile. */
const defaultOrder = (troop: TroopType, options: SwordAndPikeOptions): Order =>
  troop === 'halberdiers' ? options.halberdiersOrder : troopProfile(troop).defaultOrder;

function side(
  p: ParamValues,
  prefix: 'attacker' | 'defender',
  rear: boolean,
  options: SwordAndPikeOptions,
  flank = false,
): CombatSide {
  const troop = p[prefix] as TroopType;
  const profile = troopProfile(troop);
  const orderParam = p[`${prefix}-order`] as string;
  const order: Order = orderParam === 'default' ? defaultOrder(troop, options) : (orderParam as Order);
  const officer = p[`${prefix}-officer`] as string;
  const unitStands = p[`${prefix}-unit-stands`] as number;
  return {
    troop,
    stands: standsOf((p[`${prefix}-stands`] as number) * profile.companySize, profile.companySize),
    order,
    disordered: p[`${prefix}-disordered`] === true,
    attackedInRear: prefix === 'defender' && rear,
    attackedInFlank: prefix === 'defender' && flank,
    uphill: prefix === 'attacker' && p.uphill === true,
    acrossWall: prefix === 'attacker' && p['across-wall'] === true,
    brokenGround: p[`${prefix}-broken-ground`] === true,
    ...(officer !== 'none' ? { officer: officer as OfficerQuality } : {}),
    // The whole unit: its officer's dice ("add one D6 per stand in the unit") and ruling R47's casualty cap.
    ...(unitStands > 0
      ? {
          unitStands: Math.max(unitStands, p[`${prefix}-stands`] as number),
          unitFigures: Math.max(unitStands, p[`${prefix}-stands`] as number) * profile.companySize,
        }
      : {}),
  };
}

const sideParams = (who: 'attacker' | 'defender') =>
  [
    { name: who, kind: 'choice', choices: TROOP_TYPES, description: `${who} troop type` },
    { name: `${who}-stands`, kind: 'integer', min: 1, max: 16, description: `${who} stands (full companies) fighting` },
    {
      name: `${who}-order`,
      kind: 'choice',
      choices: ['default', 'closed', 'open', 'skirmish'],
      default: 'default',
      description: `${who} order`,
    },
    { name: `${who}-disordered`, kind: 'boolean', description: `${who} disordered or falling back (-1)` },
    {
      name: `${who}-officer`,
      kind: 'choice',
      choices: ['none', ...OFFICER_QUALITIES],
      default: 'none',
      description: `officer fighting with the ${who}`,
    },
    {
      name: `${who}-unit-stands`,
      kind: 'integer',
      min: 0,
      max: 16,
      default: 0,
      description: `stands in the whole ${who} unit: its officer's dice, ruling R47's casualty cap (0: those fighting)`,
    },
    { name: `${who}-broken-ground`, kind: 'boolean', description: `${who} in broken terrain or urban areas` },
  ] as const;

const SUB_UNIT_TYPES = TROOP_TYPES.filter((t) => troopProfile(t).subUnitOfPike);

/**
 * The odds mechanics of a combat plugin's functions: `fire` (its `fire`), `melee` (its `closeCombat`),
 * `officer-casualty` (its `officerCasualty`) and `reiter-ranks` (its `reiterRanks`).
 */
export function combatMechanicsOf(plugin: SwordAndPikeCombatFunctions): readonly MechanicDefinition[] {
  /** `fire`: one unit's fire on the D20 table. Rulebook: FIRE. */
  const fire: MechanicDefinition = {
    id: 'fire',
    description: 'One D20 per figure (3 per gunner), hits by weapon, range band and target class',
    source: 'FIRE > Firing weapon table, Modifiers',
    params: [
      { name: 'weapon', kind: 'choice', choices: FIRE_WEAPONS, description: 'firing weapon' },
      { name: 'range', kind: 'number', min: 0, max: 48, description: 'range in inches' },
      { name: 'figures', kind: 'integer', min: 0, max: 60, description: 'figures firing (gunners for guns)' },
      { name: 'target-class', kind: 'choice', choices: ['1', '2', '3', '4'], description: 'target class I-IV' },
      {
        name: 'skirmishers',
        kind: 'boolean',
        description: 'target is skirmishers or artillerists (2 hits per figure)',
      },
      {
        name: 'carried-hit',
        kind: 'boolean',
        description: 'the skirmish target already carries an odd hit from an earlier volley (ruling R46)',
      },
      { name: 'first-fire', kind: 'boolean', description: 'first time the unit fires in the game (-2 to each die)' },
      { name: 'shaken', kind: 'boolean', description: 'firing unit Shaken (+1 to each die)' },
      { name: 'rain', kind: 'boolean', description: 'light rain (+2 to each die)' },
      { name: 'disordered', kind: 'boolean', description: 'firing unit disordered (+1 to each die)' },
      {
        name: 'light-gun-long-range',
        kind: 'choice',
        choices: ['24', '36'],
        default: '24',
        description: 'ruling R9: light gun long range',
        option: 'lightGunLongRange',
      },
    ],
    outcomes: ['hits', 'casualties', 'hitsCarried'],
    examples: [
      { weapon: 'arquebus', range: 10, figures: 10, 'target-class': '1' },
      { weapon: 'heavy-cannon', range: 30, figures: 4, 'target-class': '2', 'first-fire': true },
      { weapon: 'pistol', range: 3, figures: 6, 'target-class': '1', skirmishers: true, rain: true },
    ],
    validate: (p) => {
      if (p.weapon === 'rifle' && (p.range as number) > 36)
        throw new MusterError('bad-input', 'a rifle reaches 36"', { path: 'params.range', expected: 'at most 36' });
    },
    run: (dice, p) => {
      const r = plugin.fire(dice, {
        weapon: p.weapon as Weapon,
        range: p.range as number,
        firers: p.figures as number,
        targetClass: Number(p['target-class']) as TargetClass,
        skirmishTarget: p.skirmishers === true,
        carriedHits: p['carried-hit'] === true ? 1 : 0,
        modifiers: {
          firstFire: p['first-fire'] === true,
          shaken: p.shaken === true,
          rain: p.rain === true,
          disordered: p.disordered === true,
        },
        lightGunLongRange: p['light-gun-long-range'] === '36' ? 36 : 24,
      });
      return { hits: r.hits, casualties: r.casualties, hitsCarried: r.hitsCarried };
    },
  };

  /**
   * `melee`: one close combat — one roll, as the book gives it (ruling R31) — between two units, or with a
   * second charger and a pike's sub-unit fighting with their sides (ruling R42). Rulebook: Close Combat.
   */
  const melee: MechanicDefinition = {
    id: 'melee',
    description: 'D6 per stand killing on 6 (5-6 for the listed troops); most casualties inflicted wins',
    source: 'Close Combat > "extra dice" numbers (Combat Factors Chart: ruling R4)',
    params: [
      ...sideParams('attacker'),
      ...sideParams('defender'),
      { name: 'first-round', kind: 'boolean', description: 'first die roll of the melee (lance +1)' },
      { name: 'rear', kind: 'boolean', description: 'the defender is attacked in the rear' },
      {
        name: 'flank',
        kind: 'boolean',
        description: 'ruling R43: the defender is attacked in the flank (pikes are not fighting to their front)',
      },
      { name: 'uphill', kind: 'boolean', description: 'the attacker climbs up to a higher level (-1)' },
      { name: 'across-wall', kind: 'boolean', description: 'the attacker attacks across a wall (-1)' },
      {
        name: 'tie',
        kind: 'choice',
        choices: ['defender-holds', 'both-fall-back'],
        default: 'defender-holds',
        description: 'ruling R8: a drawn combat',
        option: 'closeCombatTie',
      },
      {
        name: 'dice-per-stand',
        kind: 'string',
        default: 'per-figure',
        description: 'ruling R4: per-figure or a number',
        option: 'closeCombatDicePerStand',
      },
      {
        name: 'second-attacker',
        kind: 'choice',
        choices: ['none', ...TROOP_TYPES],
        default: 'none',
        description: 'ruling R42: a second unit charging the same target, fighting together',
      },
      {
        name: 'second-attacker-stands',
        kind: 'integer',
        min: 1,
        max: 16,
        default: 1,
        description: 'stands (full companies) of the second attacker fighting',
      },
      {
        name: 'defender-sub-unit',
        kind: 'choice',
        choices: ['none', ...SUB_UNIT_TYPES],
        default: 'none',
        description: 'ruling R42: a 5-man sub-unit fighting with the defending pike formation',
      },
    ],
    outcomes: ['winner', 'attackerCasualties', 'defenderCasualties'],
    examples: [
      {
        attacker: 'gendarmes',
        'attacker-stands': 2,
        defender: 'arquebusiers',
        'defender-stands': 2,
        'first-round': true,
      },
      { attacker: 'halberdiers', 'attacker-stands': 1, defender: 'pikemen', 'defender-stands': 2, rear: true },
      { attacker: 'halberdiers', 'attacker-stands': 1, defender: 'pikemen', 'defender-stands': 1, flank: true },
      {
        attacker: 'gendarmes',
        'attacker-stands': 2,
        'second-attacker': 'reiters',
        defender: 'pikemen',
        'defender-stands': 2,
        'defender-sub-unit': 'halberdiers',
      },
    ],
    validate: (p) => {
      for (const who of ['attacker', 'defender'] as const) {
        const profile = troopProfile(p[who] as TroopType);
        const order = p[`${who}-order`] as string;
        if (order !== 'default' && !profile.orders.includes(order as Order)) {
          throw new MusterError('bad-input', `${profile.name} may not be in ${order} order`, {
            path: `params.${who}-order`,
            expected: `one of ${profile.orders.join(', ')}`,
          });
        }
      }
      if (p.rear === true && p.flank === true)
        throw new MusterError('bad-input', 'a charge comes in on the flank or the rear, not both', {
          path: 'params.flank',
          expected: 'either --rear or --flank',
        });
      if (p['defender-sub-unit'] !== 'none' && p.defender !== 'pikemen')
        throw new MusterError('bad-input', 'sub-units are attached to a pike formation', {
          path: 'params.defender-sub-unit',
          expected: 'defender pikemen',
        });
      const d = p['dice-per-stand'] as string;
      if (d !== 'per-figure' && !/^([1-9]|10)$/.test(d))
        throw new MusterError('bad-input', '--dice-per-stand must be per-figure or 1-10', {
          path: 'params.dice-per-stand',
          expected: 'per-figure or 1-10',
        });
    },
    // Rulings R6 (exceptional officers' rounding), R11 (broken ground), R12 (halberdiers' order), R31 (rounds) and
    // R47 (Light Cavalry's +1, the casualty cap) come from the game's options.
    run: (dice, p, game) => {
      const options = swordAndPikeOptionsOf(game);
      const d = p['dice-per-stand'] as string;
      const rules: CloseCombatRules = {
        dicePerStand: d === 'per-figure' ? 'per-figure' : Number(d),
        exceptionalOfficerRounding: options.exceptionalOfficerRounding,
        brokenGround: options.brokenGround,
        tie: p.tie as 'defender-holds' | 'both-fall-back',
        lightCavalryBonus: options.lightCavalryBonus,
        casualtyCap: options.meleeCasualtyCap,
        rounds: options.meleeRounds,
      };
      const rear = p.rear === true;
      const flank = p.flank === true;
      const attackers = [side(p, 'attacker', rear, options)];
      const second = p['second-attacker'] as string;
      if (second !== 'none') {
        const profile = troopProfile(second as TroopType);
        attackers.push({
          troop: second as TroopType,
          stands: standsOf((p['second-attacker-stands'] as number) * profile.companySize, profile.companySize),
          order: defaultOrder(second as TroopType, options),
        });
      }
      const defenders = [side(p, 'defender', rear, options, flank)];
      const sub = p['defender-sub-unit'] as string;
      if (sub !== 'none')
        defenders.push({
          troop: sub as TroopType,
          stands: [5],
          order: defaultOrder(sub as TroopType, options),
          attackedInRear: rear,
          attackedInFlank: flank,
        });
      const r = plugin.closeCombat(dice, { attackers, defenders, firstRound: p['first-round'] === true, rules });
      return { winner: r.winner, attackerCasualties: r.attackerCasualties, defenderCasualties: r.defenderCasualties };
    },
  };

  /** `officer-casualty`: the D20 for an attached officer. Rulebook: OFFICERS. */
  const officer: MechanicDefinition = {
    id: 'officer-casualty',
    description:
      'D20 for an officer with a unit that took casualties: 20 killed, 19 wounded (fire) or captured (melee)',
    source: 'TROOP TYPES & ORGANIZATION > OFFICERS',
    params: [
      {
        name: 'cause',
        kind: 'choice',
        choices: ['fire', 'melee'],
        default: 'fire',
        description: 'fire or melee casualties',
      },
    ],
    outcomes: ['fate'],
    examples: [{ cause: 'fire' }, { cause: 'melee' }],
    run: (dice, p) => ({
      fate: plugin.officerCasualty(dice, { officer: 'the officer', cause: p.cause as 'fire' | 'melee' }),
    }),
  };

  /** `reiter-ranks`: Reiters charged by cavalry roll a D4 for the ranks that fire. Rulebook: FIRE. */
  const reiterRanks: MechanicDefinition = {
    id: 'reiter-ranks',
    description: 'Reiters charged by cavalry with sword or lance: D4 ranks may fire before the close combat',
    source: 'FIRE (Reiters)',
    params: [],
    outcomes: ['ranks'],
    examples: [{}],
    run: (dice) => ({ ranks: plugin.reiterRanks(dice, { unit: 'Reiters' }) }),
  };

  return [fire, melee, officer, reiterRanks];
}
