import { MusterError, type MechanicDefinition, type ParamSpec, type ParamValues } from '@muster/core';
import type { DefenderReaction, MeleeInput, MeleeResult, MeleeSide } from '../mechanics/resolveMelee.js';
import { shootingRestriction, type ShootingInput, type ShootingResult } from '../mechanics/resolveShooting.js';
import { preparedUnitsCache } from '../mechanics/preparedUnits.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { terciosOptionsOf } from '../options/terciosOptionsOf.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { TerciosCombat, TerciosPlugins } from './combat.js';
import { terciosMoralePlugin } from './morale.js';
import { listParams, unitOf } from './oddsUnits.js';

/** The units a mechanic's parameters describe, built once per parameter object. */
const preparedUnits = preparedUnitsCache();

/** The odds use the bound combat plugin with the morale tests as written (a combat plugin knows no other). */
const oddsPlugins = (combat: TerciosCombat): TerciosPlugins => ({ combat, morale: terciosMoralePlugin });

/** The parameters of `muster odds tercios shoot`, which the club's shooting form extends. */
export const SHOOT_PARAMS: readonly ParamSpec[] = [
  { name: 'shooter', kind: 'string', description: 'unit id of the shooters (e.g. tercio)' },
  { name: 'target', kind: 'string', description: 'unit id of the target (e.g. musketeer-company)' },
  {
    name: 'range',
    kind: 'number',
    min: 0,
    max: 60,
    description: 'range in inches (front centre to nearest visible centre)',
  },
  {
    name: 'order',
    kind: 'choice',
    choices: ['fire', 'ready'],
    default: 'fire',
    description: 'the order the shooters fire under',
  },
  {
    name: 'reaction',
    kind: 'boolean',
    description: 'a reaction shot (Fire!: Shoot+ with light weapons; Ready!: Shoot-)',
  },
  { name: 'cover', kind: 'boolean', description: 'the target is in cover (Courage+)' },
  { name: 'shooter-wear', kind: 'integer', min: 0, max: 12, default: 0, description: 'Dm on the shooters' },
  {
    name: 'target-wear',
    kind: 'integer',
    min: 0,
    max: 12,
    default: 0,
    description: 'Dm on the target before the shot',
  },
  { name: 'target-disordered', kind: 'boolean', description: 'the target is already in Disorder' },
  {
    name: 'target-resisting',
    kind: 'boolean',
    description: 'the target reacted with Resist! this turn (Courage+ with resistReactionScope any-damage: Brevis)',
  },
  {
    name: 'target-fortified',
    kind: 'boolean',
    description:
      'the target is in a building, or behind and touching a wall (Courage+ with fortificationScope any-damage: Brevis)',
  },
  {
    name: 'shooter-disordered',
    kind: 'boolean',
    description: 'the shooters are in Disorder (only their own resistance changes)',
  },
  ...listParams('shooter', 'shooters'),
  ...listParams('target', 'target'),
];

/**
 * The shot a form's parameters describe, as the battle builds it from the table (range, order, reaction,
 * cover), with the units and the game's options given. The odds and the club map their parameters through it.
 */
export function shootSituation(
  p: ParamValues,
  shooter: TerciosUnit,
  target: TerciosUnit,
  options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS,
): ShootingInput {
  return {
    shooter,
    target,
    range: p.range as number,
    order: p.order as 'fire' | 'ready',
    reaction: p.reaction as boolean,
    cover: p.cover as boolean,
    targetResisting: p['target-resisting'] === true,
    targetProtected: p['target-fortified'] === true,
    options,
  };
}

/** Refuses a shot the rules do not allow (out of range, Fire! only...), naming the reason, before any roll. */
export function checkShot(shooter: TerciosUnit, p: ParamValues): void {
  const reason = shootingRestriction({
    shooter,
    range: p.range as number,
    order: p.order as 'fire' | 'ready',
    reaction: p.reaction as boolean,
  });
  if (reason)
    throw new MusterError('bad-input', `${shooter.name} cannot shoot here (${reason})`, {
      path: 'params',
      expected: 'a shot the rules allow',
      received: reason,
    });
}

/** What `shoot` reports of a shot (the club's form adds the shooter's side and Caracole). */
export function shootOutcome(r: ShootingResult): { hits: number; wear: number; disordered: number; destroyed: number } {
  return { hits: r.hits, wear: r.wear, disordered: r.targetDisordered ? 1 : 0, destroyed: r.targetDestroyed ? 1 : 0 };
}

/** `muster odds tercios shoot`: the plugin's `shoot` between two catalogue units. */
export function shootMechanic(plugin: TerciosCombat): MechanicDefinition {
  const plugins = oddsPlugins(plugin);
  return {
    id: 'shoot',
    examples: [
      { shooter: 'musketeer-company', target: 'tercio', range: 6 },
      { shooter: 'tercio', target: 'musketeer-company', range: 10, cover: true, 'target-wear': 2 },
    ],
    description:
      'A unit shoots at another: Shoot dice against Volley or Ball defence, the target resists with Courage, Dm, Disorder and the rout test',
    source: 'Shooting',
    params: SHOOT_PARAMS,
    outcomes: ['hits', 'wear', 'disordered', 'destroyed'],
    validate: (p) => {
      unitOf(p, 'target', 0, false);
      checkShot(unitOf(p, 'shooter', 0, false), p);
    },
    // Every ruling reaches the shot from the game's options (Weary, values of 0, Experimental...).
    run: (dice, p, game) => {
      const { shooter, target } = preparedUnits(p, () => ({
        shooter: unitOf(p, 'shooter', p['shooter-wear'] as number, p['shooter-disordered'] === true),
        target: unitOf(p, 'target', p['target-wear'] as number, p['target-disordered'] === true),
      }));
      return shootOutcome(plugin.shoot(dice, shootSituation(p, shooter, target, terciosOptionsOf(game)), plugins));
    },
  };
}

/** The parameters of `muster odds tercios melee`, which the club's combat form extends. */
export const MELEE_PARAMS: readonly ParamSpec[] = [
  { name: 'attacker', kind: 'string', description: 'unit id of the charging unit' },
  { name: 'defender', kind: 'string', description: 'unit id of the charged unit' },
  {
    name: 'flank',
    kind: 'boolean',
    description: 'a flank charge (Melee- and Courage- for the defender; Square immune)',
  },
  {
    name: 'defender-reaction',
    kind: 'choice',
    choices: ['none', 'resist', 'assault'],
    default: 'none',
    description: 'the defender reacted with Resist! (Courage+) or Assault! (counter-charge)',
  },
  {
    name: 'attacker-wear',
    kind: 'integer',
    min: 0,
    max: 12,
    default: 0,
    description: 'Dm on the attacker before the combat',
  },
  {
    name: 'defender-wear',
    kind: 'integer',
    min: 0,
    max: 12,
    default: 0,
    description: 'Dm on the defender before the combat',
  },
  {
    name: 'dirty-war',
    kind: 'choice',
    choices: ['never', 'always'],
    default: 'never',
    description: 'whether a player declares Dirty war! after a tie between pike units',
  },
  {
    name: 'dirty-war-rounds',
    kind: 'integer',
    min: 0,
    max: 3,
    default: 1,
    description: 'most Dirty war! rounds (exact odds grow fast with each)',
  },
  { name: 'attacker-disordered', kind: 'boolean', description: 'the attacker is in Disorder (Courage-)' },
  { name: 'defender-disordered', kind: 'boolean', description: 'the defender is in Disorder (Courage-)' },
  {
    name: 'higher',
    kind: 'choice',
    choices: ['none', 'attacker', 'defender'],
    default: 'none',
    description: 'the side with all its centres higher than the enemy (Melee+)',
  },
  {
    name: 'defender-fortified',
    kind: 'boolean',
    description: 'the defender is fortified: in a building, or behind and touching a wall (Courage+, no Dirty war!)',
  },
  { name: 'defender-in-building', kind: 'boolean', description: 'the defender is in a building (never flanked)' },
  {
    name: 'defender-cover',
    kind: 'boolean',
    description: 'the defender is in cover against the attacker (Courage+ with coverScope any-damage: Brevis)',
  },
  {
    name: 'attacker-cover',
    kind: 'boolean',
    description:
      'the attacker is in cover against the defender, as across a hedge (Courage+ with coverScope any-damage: Brevis)',
  },
  {
    name: 'determined',
    kind: 'boolean',
    description:
      'Determined trait: the attacker charges an enemy slower or disordered (1 more Dm if it wins, Disorder if it loses)',
  },
  {
    name: 'attacker-out-of-command',
    kind: 'boolean',
    description: 'the attacker is out of command (a Frenzied order test)',
  },
  {
    name: 'defender-out-of-command',
    kind: 'boolean',
    description: 'the defender is out of command (a Frenzied order test)',
  },
  ...listParams('attacker', 'attacker'),
  ...listParams('defender', 'defender'),
];

/**
 * The game's options (the rules as written by default) with a combat form's Dirty war! fields laid over
 * them: whether to declare it is the player's choice in each combat, and its rounds a bound the exact
 * odds need, so these two stay parameters rather than follow the bots' `dirtyWar` policy and limit.
 */
export function meleeOptions(p: ParamValues, options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS): TerciosOptions {
  return {
    ...options,
    dirtyWar: {
      ...options.dirtyWar,
      policy: p['dirty-war'] as 'never' | 'always',
      maxExtraRounds: p['dirty-war-rounds'] as number,
    },
  };
}

const isMeleeSide = (v: unknown): v is MeleeSide => v === 'attacker' || v === 'defender';

/**
 * The combat a form's parameters describe, as the battle builds it from the table (flank, the defender's
 * reaction, height, a fortified defender or one in a building, cover, Determined, command for a Frenzied test), with
 * the units and options given. The odds and the club map their parameters through it.
 */
export function meleeSituation(
  p: ParamValues,
  attacker: TerciosUnit,
  defender: TerciosUnit,
  options: MeleeInput['options'],
): MeleeInput {
  const reaction = p['defender-reaction'] as string;
  const defenderReaction: DefenderReaction =
    reaction === 'assault' ? 'counter-charge' : reaction === 'resist' ? 'resist' : 'none';
  const side = p.higher;
  const higher = isMeleeSide(side) ? { higher: side } : {};
  return {
    attacker,
    defender,
    flank: p.flank as boolean,
    defenderReaction,
    ...higher,
    defenderProtected: p['defender-fortified'] === true,
    defenderInBuilding: p['defender-in-building'] === true,
    inCover: { attacker: p['attacker-cover'] === true, defender: p['defender-cover'] === true },
    attackerDetermined: p.determined === true,
    inCommand: { attacker: p['attacker-out-of-command'] !== true, defender: p['defender-out-of-command'] !== true },
    ...(options ? { options } : {}),
  };
}

/** What `melee` reports of a combat (the club's form adds Disorder, movements and commanders). */
export function meleeOutcome(r: MeleeResult): {
  winner: string;
  'attacker-wear': number;
  'defender-wear': number;
  'defender-destroyed': number;
  'attacker-destroyed': number;
} {
  return {
    winner: r.winner,
    'attacker-wear': r.attackerWear,
    'defender-wear': r.defenderWear,
    'defender-destroyed': r.defenderDestroyed ? 1 : 0,
    'attacker-destroyed': r.attackerDestroyed ? 1 : 0,
  };
}

/** `muster odds tercios melee`: the plugin's `melee` between two catalogue units. */
export function meleeMechanic(plugin: TerciosCombat): MechanicDefinition {
  const plugins = oddsPlugins(plugin);
  return {
    id: 'melee',
    examples: [
      { attacker: 'tercio', defender: 'musketeer-company' },
      { attacker: 'tercio', defender: 'tercio', flank: true, 'defender-wear': 1 },
    ],
    description:
      'A charge and the combat that follows: both rounds simultaneous, resistance 5+, winner by Dm inflicted, retreat, pursuit, Dirty war!',
    source: 'Combat',
    params: MELEE_PARAMS,
    outcomes: ['winner', 'attacker-wear', 'defender-wear', 'defender-destroyed', 'attacker-destroyed'],
    validate: (p) => {
      unitOf(p, 'attacker', 0, false);
      unitOf(p, 'defender', 0, false);
    },
    // Every ruling but the Dirty war! fields reaches the combat from the game's options.
    run: (dice, p, game) => {
      const { attacker, defender, options } = preparedUnits(p, () => ({
        attacker: unitOf(p, 'attacker', p['attacker-wear'] as number, p['attacker-disordered'] === true),
        defender: unitOf(p, 'defender', p['defender-wear'] as number, p['defender-disordered'] === true),
        options: new WeakMap<TerciosOptions, TerciosOptions>(),
      }));
      const rulings = terciosOptionsOf(game);
      let combatOptions = options.get(rulings);
      if (combatOptions === undefined) options.set(rulings, (combatOptions = meleeOptions(p, rulings)));
      return meleeOutcome(plugin.melee(dice, meleeSituation(p, attacker, defender, combatOptions), plugins));
    },
  };
}

/** `muster odds tercios resistance-test`: the plugin's `resistanceTest`. */
export function resistanceTestMechanic(plugin: TerciosCombat): MechanicDefinition {
  return {
    id: 'resistance-test',
    examples: [
      { hits: 3, courage: 2 },
      { hits: 2, courage: 3, target: 6 },
    ],
    description:
      'A resistance test: Courage dice against 4+ (light weapons), 5+ (combat) or 6 (artillery); each success cancels a hit, none is Disorder',
    source: 'Shooting > Resistance test',
    params: [
      { name: 'hits', kind: 'integer', min: 1, max: 12, description: 'hits to resist' },
      { name: 'courage', kind: 'integer', min: 0, max: 12, description: 'Courage value (with its modifiers)' },
      {
        name: 'target',
        kind: 'integer',
        min: 2,
        max: 6,
        default: 4,
        description: 'the score each die needs: 4 (light weapons), 5 (combat), 6 (artillery)',
      },
    ],
    outcomes: ['wear', 'disordered'],
    run: (dice, p) => {
      const courage = p.courage as number;
      const target = p.target as number;
      const r = plugin.resistanceTest(dice, {
        hits: p.hits as number,
        courage,
        target,
        purpose: `resisting: ${courage}d6 needing ${target}+`,
      });
      return { wear: r.wear, disordered: r.disordered ? 1 : 0 };
    },
  };
}
