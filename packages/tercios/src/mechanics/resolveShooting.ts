import type { Dice } from '@muster/core';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { ORDER_CARDS, resistReactionModifier } from '../orders/OrderCard.js';
import { disciplineDice } from '../orders/disciplineDice.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { shootValueAtRange } from '../rules/shootValueAtRange.js';
import { unitModifiers } from '../rules/unitModifiers.js';
import { fireReactionGetsShootBonus } from '../rules/weaponRules.js';
import { effectiveValue } from '../values/effectiveValue.js';
import { bonus, type Modifier } from '../values/Modifier.js';
import { firstValue } from '../values/splitValue.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { TerciosPlugins } from '../plugins/combat.js';
import type { ResistanceResult } from './resistanceTest.js';
import type { RoutTestResult, SelflessReroll } from './routTest.js';
import { sufferWear } from './sufferWear.js';

/** A shot to resolve. The table layer has checked line of sight, arcs and range. */
export interface ShootingInput {
  readonly shooter: TerciosUnit;
  readonly target: TerciosUnit;
  /** Inches from the shooter's front (or side, Extended Arc) centre to the nearest visible centre of the target. */
  readonly range: number;
  /** The order under which it fires: Fire! (full effect) or Ready! (Shoot-). */
  readonly order: 'fire' | 'ready';
  /** A reaction shot (Fire!: Shoot+ with light weapons; Ready!: Shoot-). */
  readonly reaction?: boolean;
  /** Harasser: the unit evades after its reaction volley, so it loses the Fire! reaction bonus. */
  readonly harasserEvades?: boolean;
  /** The target is in cover: Courage +. Rulebook: Shooting and Terrain > In cover. */
  readonly cover?: boolean;
  /**
   * The target is Protected (in a building, or behind and touching a wall): Courage + against the shot only under
   * `fortificationScope: 'any-damage'`. Ruling: Fortification against shots.
   */
  readonly targetProtected?: boolean;
  /** The target reacted with Resist! this turn (its `resisting` marker): Courage + under `resistReactionScope: 'any-damage'`. */
  readonly targetResisting?: boolean;
  /** The line of sight crosses Hidden terrain (shooter and target not on the same element): no shot. */
  readonly hidden?: boolean;
  /** Caracole: after firing, attempt the Discipline test to withdraw. */
  readonly caracole?: boolean;
  /** For a caracole test made as an order test: whether the shooter is under command. */
  readonly shooterInCommand?: boolean;
  readonly modifiers?: { readonly shooter?: readonly Modifier[]; readonly target?: readonly Modifier[] };
  /**
   * Selfless: the target's and the shooter's answer to a failed rout test, or how to ask it once it has failed (by
   * default the option `selflessReroll`'s).
   */
  readonly selflessReroll?: {
    readonly target?: SelflessReroll | undefined;
    readonly shooter?: SelflessReroll | undefined;
  };
  readonly options?: TerciosOptions;
}

/** Why a shot cannot be made. */
export type NoShotReason =
  | 'no-shooting-weapon'
  | 'out-of-range'
  | 'hidden'
  | 'fire-order-only'
  | 'no-reaction-fire'
  | 'hitched'
  | 'no-shoot-value';

/** The outcome of a shot, step by step, with the state of both units afterwards. */
export interface ShootingResult {
  readonly allowed: boolean;
  readonly reason?: NoShotReason;
  readonly shootDice: number;
  readonly defence: number;
  readonly fire: 'volley' | 'ball';
  readonly band?: 'near' | 'far' | 'single';
  readonly hits: number;
  readonly resistance?: ResistanceResult;
  /** Dm inflicted by this shot. */
  readonly wear: number;
  /** Target's Dm after the shot (after a passed rout test: its Stamina). */
  readonly targetWear: number;
  readonly targetDisordered: boolean;
  readonly routTest?: RoutTestResult;
  readonly targetDestroyed: boolean;
  /** Experimental guns: Dm the shooter took for rolling 1s, its Dm after, and its own rout test. */
  readonly shooterWearTaken: number;
  readonly shooterWear: number;
  readonly shooterRoutTest?: RoutTestResult;
  readonly shooterDestroyed: boolean;
  /** Caracole: the withdrawal test and the distance allowed (its Speed, keeping its facing). */
  readonly caracole?: { readonly passed: boolean; readonly distance: number };
}

/**
 * Resolve a shot: Shoot dice (split by range band; Ready! -, Fire! reaction + for light weapons, Weary -,
 * Drill +1) against the target's Volley or Ball defence; the target resists with Courage (Disorder -,
 * cover +, Sacrifice +1) needing 4+ (6 against artillery); no success means Disorder; each hit not
 * cancelled is a Dm; Dm beyond Stamina call a rout test. Experimental guns take a Dm for 1s; Caracole
 * units may test to withdraw. The resistance, rout and order tests are those of the bound `plugins`. Rulebook: Shooting (Selecting the Target, Range, Shooting Dice, Resistance
 * test, Damage, Rout Test, Shooting and Terrain); Armament; The Troops (Dragoon, Caracole, Experimental).
 *
 * @example
 * const result = resolveShooting(dice, { shooter: tercio, target: musketeers, range: 6, order: 'fire' }, plugins);
 * result.wear; // Dm inflicted
 */
export function resolveShooting(dice: Dice, input: ShootingInput, plugins: TerciosPlugins): ShootingResult {
  const options = input.options ?? DEFAULT_TERCIOS_OPTIONS;
  const { shooter, target } = input;
  const targetWear0 = target.wear ?? 0;
  const shooterWear0 = shooter.wear ?? 0;
  const none = (reason: NoShotReason): ShootingResult => ({
    allowed: false,
    reason,
    shootDice: 0,
    defence: 0,
    fire: 'volley',
    hits: 0,
    wear: 0,
    targetWear: targetWear0,
    targetDisordered: target.disordered ?? false,
    targetDestroyed: false,
    shooterWearTaken: 0,
    shooterWear: shooterWear0,
    shooterDestroyed: false,
  });
  const reason = shootingRestriction(input);
  if (reason) return none(reason);
  const atRange = shootValueAtRange(shooter, input.range)!;
  const artillery = atRange.weapon.kind === 'artillery';

  // Shooting dice. Rulebook: Shooting > Shooting Dice; Order Cards; Reactions.
  const shooterMods: Modifier[] = unitModifiers({ step: 'shoot', self: shooter, enemy: target, options });
  if (input.modifiers?.shooter) shooterMods.push(...input.modifiers.shooter);
  if (input.order === 'ready')
    shooterMods.push(...(input.reaction ? ORDER_CARDS.ready.reactionModifiers : ORDER_CARDS.ready.modifiers));
  if (
    input.order === 'fire' &&
    input.reaction &&
    fireReactionGetsShootBonus(atRange.weapon.kind, options) &&
    !(input.harasserEvades && hasEffect(shooter, 'fire-and-evade'))
  ) {
    shooterMods.push(...ORDER_CARDS.fire.reactionModifiers);
  }
  const shoot = effectiveValue('shoot', atRange.shoot, shooterMods, options).value;
  const defence = artillery ? target.defence.ball : target.defence.salvo;
  const fire = artillery ? 'ball' : 'volley';
  const purpose = `${shooter.name} shooting at ${target.name}: ${shoot}d6 needing ${defence}+`;
  let hits: number;
  let shooterWearTaken = 0;
  if (hasEffect(shooter, 'wear-on-one')) {
    // Rulebook: Artillery > Experimental: 1 Dm on each shot where a 1 is rolled (ruling: Experimental).
    const faces = dice.faces(shoot, 6, purpose);
    hits = faces.filter((f) => f >= defence).length;
    const ones = faces.filter((f) => f === 1).length;
    shooterWearTaken = options.experimentalWear === 'per-one' ? ones : ones > 0 ? 1 : 0;
  } else {
    hits = dice.pool(shoot, 6, defence, purpose);
  }

  // Resistance test. Rulebook: Shooting > Resistance test; Shooting and Terrain > In cover.
  let resistance: ResistanceResult | undefined;
  let wear = 0;
  let targetDisordered = target.disordered ?? false;
  if (hits > 0) {
    const targetMods: Modifier[] = unitModifiers({
      step: 'shooting-resistance',
      self: target,
      enemy: shooter,
      options,
    });
    if (input.modifiers?.target) targetMods.push(...input.modifiers.target);
    if (input.cover) targetMods.push(bonus('courage', 'in cover'));
    // Ruling: Fortification against shots. Brevis: "Cover, fortification and the Resist order grant Courage+".
    if (input.targetProtected && options.fortificationScope === 'any-damage')
      targetMods.push(bonus('courage', 'protected (fortified)'));
    // Ruling: What Resist!'s reaction bonus covers. Brevis: "Cover, fortification and the Resist order grant Courage+".
    if (input.targetResisting && options.resistReactionScope === 'any-damage')
      targetMods.push(resistReactionModifier(options));
    const courage = effectiveValue('courage', target.values.courage, targetMods, options).value;
    const need = artillery ? 6 : 4;
    resistance = plugins.combat.resistanceTest(dice, {
      hits,
      courage,
      target: need,
      purpose: `${target.name} resisting ${hits} hit(s): ${courage}d6 needing ${need}+`,
    });
    wear = resistance.wear;
    if (resistance.disordered) targetDisordered = true;
  }

  // Damage and rout. Rulebook: Shooting > Damage (Dm); Rout Test.
  const afterTarget = sufferWear(dice, target, wear, options, plugins.morale, input.selflessReroll?.target);
  const targetWear = afterTarget.unit.wear ?? 0;
  const targetRout = afterTarget.routTest;
  const targetDestroyed = afterTarget.destroyed;
  let shooterWear = shooterWear0;
  let shooterRout: RoutTestResult | undefined;
  let shooterDestroyed = false;
  if (shooterWearTaken > 0) {
    const afterShooter = sufferWear(
      dice,
      shooter,
      shooterWearTaken,
      options,
      plugins.morale,
      input.selflessReroll?.shooter,
    );
    shooterWear = afterShooter.unit.wear ?? 0;
    shooterRout = afterShooter.routTest;
    shooterDestroyed = afterShooter.destroyed;
  }

  // Rulebook: The Troops > Cavalry > Caracole ("cannot be used with a reaction"). Ruling: Caracole.
  let caracole: ShootingResult['caracole'];
  if (input.caracole && !input.reaction && !shooterDestroyed && hasEffect(shooter, 'caracole')) {
    caracole = caracoleTest(dice, { ...shooter, wear: shooterWear }, input.shooterInCommand ?? true, options, plugins);
  }

  // Optional fields are set, not spread: conditional spreads dominated the sampled cost of a shot.
  const result: { -readonly [K in keyof ShootingResult]: ShootingResult[K] } = {
    allowed: true,
    shootDice: shoot,
    defence,
    fire,
    band: atRange.band,
    hits,
    wear,
    targetWear,
    targetDisordered,
    targetDestroyed,
    shooterWearTaken,
    shooterWear,
    shooterDestroyed,
  };
  if (resistance) result.resistance = resistance;
  if (targetRout) result.routTest = targetRout;
  if (shooterRout) result.shooterRoutTest = shooterRout;
  if (caracole) result.caracole = caracole;
  return result;
}

/** Why the shot is not allowed, or null. Rulebook: Shooting; Armament (Bow, Cannons); The Troops (Dragoon, Horse Teams). */
export function shootingRestriction(
  input: Pick<ShootingInput, 'shooter' | 'range' | 'order' | 'reaction' | 'hidden'>,
): NoShotReason | null {
  const { shooter } = input;
  const atRange = shootValueAtRange(shooter, Math.max(0, input.range));
  const anyWeapon = shootValueAtRange(shooter, 0);
  if (!anyWeapon) return 'no-shooting-weapon';
  if (input.hidden) return 'hidden';
  if (!atRange) return 'out-of-range';
  if (atRange.shoot === 0) return 'no-shoot-value';
  if (shooter.hitched) return 'hitched';
  if (input.order !== 'fire' && (atRange.weapon.fireOrderOnly || hasEffect(shooter, 'fire-order-only')))
    return 'fire-order-only';
  if (input.reaction && atRange.weapon.noReactionFire) return 'no-reaction-fire';
  return null;
}

/**
 * The withdrawal distances a caracole allows, in inches. Rulebook: The Troops > Cavalry > Caracole ("a
 * withdrawal movement at its speed"). Ruling: Caracole withdrawal: any whole number of inches up to its Speed
 * (and the Speed itself), or exactly its Speed (option `caracoleWithdrawal`).
 */
export function caracoleDistances(shooter: TerciosUnit, options: TerciosOptions): number[] {
  const speed = firstValue(shooter.values.speed);
  if (options.caracoleWithdrawal === 'full-speed' || speed <= 1) return [speed];
  const out: number[] = [];
  for (let d = 1; d < speed; d++) out.push(d);
  out.push(speed);
  return out;
}

/**
 * The caracole test. Rulebook: The Troops > Cavalry > Caracole: "After such a unit has fired, it may make a
 * Discipline test which, if passed, allows it a withdrawal movement at its speed". Ruling: Caracole (option
 * `caracoleTest`). `distance` is the unit's Speed.
 *
 * @example
 * caracoleTest(dice, horseArquebusiers, true, DEFAULT_TERCIOS_OPTIONS, plugins).passed
 */
export function caracoleTest(
  dice: Dice,
  shooter: TerciosUnit,
  inCommand: boolean,
  options: TerciosOptions,
  plugins: TerciosPlugins,
): { passed: boolean; distance: number } {
  const distance = firstValue(shooter.values.speed);
  if (options.caracoleTest === 'as-order-test') {
    return { passed: plugins.morale.orderTest(dice, { unit: shooter, inCommand, options }).passed, distance };
  }
  const discipline = effectiveValue(
    'discipline',
    shooter.values.discipline,
    unitModifiers({ step: 'order-test', self: shooter, options }),
    options,
  ).value;
  return {
    passed: disciplineDice(dice, discipline, `${shooter.name} caracole test: ${discipline}d6 needing 5+`) >= 1,
    distance,
  };
}
