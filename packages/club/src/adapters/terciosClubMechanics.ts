import { MusterError, type MechanicDefinition, type ParamSpec, type ParamValues } from '@muster/core';
import type { ClubPlugins } from '../model/clubPlugins.js';
import {
  TERCIOS_COMBAT_CONTRACT,
  TERCIOS_MORALE_CONTRACT,
  type TerciosCombat,
  type TerciosMorale,
  type TerciosOptions,
  type TerciosPlugins,
} from '@muster/tercios';
import {
  MELEE_PARAMS,
  SHOOT_PARAMS,
  attachedCommander,
  effectiveProfile,
  joinIds,
  listParams,
  splitIds,
  unitOf,
  type ListedUnit,
  checkShot,
  meleeOptions,
  meleeOutcome,
  meleeSituation,
  shootOutcome,
  shootSituation,
  preparedUnitsCache,
} from '@muster/tercios/internal';
import {
  ORDER_IDS,
  TRAITS,
  allRules,
  attemptReaction,
  commandTest,
  commandTestTarget,
  evasionMove,
  reactionPlans,
  resistOrder,
  staminaOf,
  shootingRestriction,
  type MeleeInput,
  type MeleeMovement,
  type OrderId,
  type ReactionKind,
  type ReactionPlan,
  type ShootingInput,
  type TerciosUnit,
  type TerrainMovement,
} from '@muster/tercios/mechanics';

// The units of the forms are the ruleset's (`unitOf`, `effectiveProfile`, `listParams`): the same parameters and
// the same mapping onto the battle's units as `muster odds tercios`.
export { attachedCommander, effectiveProfile, joinIds, listParams, splitIds, unitOf };
export type { ListedUnit };

/** The club's units per parameter object (its own cache: its parameters differ from the ruleset's). */
const preparedUnits = preparedUnitsCache();

/**
 * Automatic Kingdoms Traits > Selfless: "a unit attached to this commander that fails a rout test may re-roll its
 * dice". Ruling Selfless re-roll, option `selflessReroll`: under `ask` the players choose once the test has failed, so
 * a form rolls it once and, failed with a Selfless commander attached, says so (`selflessAsked`): the club then asks
 * them (a waiting rout test, the re-roll, they may decline); `always` and `never` answer in the roll.
 */
function selflessInRoll(options: TerciosOptions): boolean {
  return options.selflessReroll === 'always';
}

/** Whether a form's rout test failed with a Selfless commander attached, the players to be asked (option `ask`). */
function selflessAsked(
  options: TerciosOptions,
  unit: TerciosUnit,
  test: { readonly tested: boolean; readonly passed: boolean } | undefined,
): 0 | 1 {
  return options.selflessReroll === 'ask' &&
    test?.tested === true &&
    !test.passed &&
    unit.commander?.traits.includes('selfless') === true
    ? 1
    : 0;
}

/** A movement the combat forces, in the outcome's words: `retreat 8"`, `may advance 3"`, `none`. */
export function movementText(m: MeleeMovement | undefined): string {
  if (!m) return 'none';
  const word = m.kind === 'withdraw-gap' ? 'withdraw' : m.kind;
  return `${m.optional ? 'may ' : ''}${word} ${m.distance}"${m.faceEnemyFirst ? ' (turn to face first)' : ''}`;
}

/**
 * The ruleset's `shoot` with each unit as the army list fields it: the card's options, the Elite unit and
 * Commanded Shot, and the attached commander's virtues and traits. The form's fields map onto the shot the
 * battle builds (`shootSituation`) and the bound combat plugin rolls it. Reports the Dm of both units after
 * the shot (a passed rout test leaves the target at its Stamina). Rulebook: Shooting; Unit Profiles; Command.
 */
export function clubShoot(plugins: TerciosPlugins, options: TerciosOptions): MechanicDefinition {
  return {
    id: 'shoot',
    description:
      'A unit shoots at another: Shoot dice against Volley or Ball defence, the target resists with Courage, Dm, Disorder and the rout test',
    source: 'Shooting',
    params: [
      ...SHOOT_PARAMS,
      {
        name: 'caracole',
        kind: 'boolean',
        description:
          'Caracole: after firing, the shooters test Discipline to withdraw at their Speed (never after a reaction)',
      },
      {
        name: 'shooter-out-of-command',
        kind: 'boolean',
        description:
          'Caracole under the ruling caracoleTest as-order-test: the shooters are out of command (Discipline-)',
      },
    ],
    outcomes: [
      'hits',
      'wear',
      'disordered',
      'destroyed',
      'target-wear-after',
      'shooter-wear-after',
      'shooter-destroyed',
      'caracole',
      'target-selfless',
      'shooter-selfless',
    ],
    validate: (p) => {
      checkShot(preparedUnits(p, () => shot(p, options)).shooter, p);
    },
    run: (dice, p) => {
      const input = preparedUnits(p, () => shot(p, options));
      const rerolls = selflessInRoll(options);
      const r = plugins.combat.shoot(
        dice,
        { ...input, selflessReroll: { target: rerolls, shooter: rerolls } },
        plugins,
      );
      // Selfless (option `ask`): a failed rout test the players may have re-rolled; the club asks them after the shot.
      const targetAsked = selflessAsked(options, input.target, r.routTest);
      const shooterAsked = selflessAsked(options, input.shooter, r.shooterRoutTest);
      return {
        ...shootOutcome(r),
        'target-wear-after': r.targetWear,
        'shooter-wear-after': r.shooterWear,
        'shooter-destroyed': r.shooterDestroyed ? 1 : 0,
        ...(targetAsked ? { 'target-selfless': 1 } : {}),
        ...(shooterAsked ? { 'shooter-selfless': 1 } : {}),
        // Rulebook: The Troops > Cavalry > Caracole: the withdrawal the passed test allows.
        caracole: r.caracole ? (r.caracole.passed ? `withdraw ${r.caracole.distance}"` : 'failed') : 'none',
      };
    },
  };
}

/** The shot the shooting form describes, its units as the army list fields them. */
function shot(p: ParamValues, options: TerciosOptions): ShootingInput {
  const shooter = unitOf(p, 'shooter', p['shooter-wear'] as number, p['shooter-disordered'] === true);
  const target = unitOf(p, 'target', p['target-wear'] as number, p['target-disordered'] as boolean);
  return {
    ...shootSituation(p, shooter, target, options),
    caracole: p.caracole === true,
    // Ruling Caracole's Discipline test (`as-order-test`): an order test, Discipline - out of command, as the battle's
    // shot passes `shooterInCommand`.
    shooterInCommand: p['shooter-out-of-command'] !== true,
  };
}

/**
 * The ruleset's `melee` with each unit as the army list fields it (options, Elite, attached commander),
 * its Disorder, and what the combat leaves: Dm after, Disorder, destruction, the commander killed with
 * its unit, and the movement each unit must (or may) make — disengage 3", retreat double Speed, pursuit,
 * advance 3", withdraw 1". Rulebook: Combat (all sections); Command > Commanders and Losses.
 */
export function clubMelee(plugins: TerciosPlugins, options: TerciosOptions): MechanicDefinition {
  return {
    id: 'melee',
    description:
      'A charge and the combat that follows: both rounds simultaneous, resistance 5+, winner by Dm inflicted, retreat, pursuit, Dirty war!',
    source: 'Combat',
    params: [
      ...MELEE_PARAMS,
      {
        name: 'fearless-after-activation',
        kind: 'boolean',
        description: 'Fearless trait: the attacker had already been activated (its commander is killed if it loses)',
      },
      {
        name: 'defender-charging',
        kind: 'boolean',
        description:
          'an interception: the defender was charging with Assault! and keeps its Melee+ (ruling battle.interceptedCharger assault-bonus)',
      },
    ],
    outcomes: [
      'winner',
      'attacker-wear',
      'defender-wear',
      'defender-destroyed',
      'attacker-destroyed',
      'attacker-disordered',
      'defender-disordered',
      'attacker-move',
      'defender-move',
      'attacker-commander-killed',
      'defender-commander-killed',
      'attacker-blocked-dm',
      'defender-blocked-dm',
    ],
    validate: (p) => {
      preparedUnits(p, () => combat(p, options));
    },
    run: (dice, p) => {
      const r = plugins.combat.melee(
        dice,
        preparedUnits(p, () => combat(p, options)),
        plugins,
      );
      const attackerMove = r.movements.find((m) => m.unit === 'attacker');
      const defenderMove = r.movements.find((m) => m.unit === 'defender');
      return {
        ...meleeOutcome(r),
        'attacker-disordered': r.attackerDisordered ? 1 : 0,
        'defender-disordered': r.defenderDisordered ? 1 : 0,
        'attacker-move': movementText(attackerMove),
        'defender-move': movementText(defenderMove),
        ...blockedDm('attacker', attackerMove),
        ...blockedDm('defender', defenderMove),
        // Killed by the combat itself (Selfless, Fearless); one whose unit is destroyed falls with it (effects: Like a Hero).
        'attacker-commander-killed': r.commanderKilled.attacker ? 1 : 0,
        'defender-commander-killed': r.commanderKilled.defender ? 1 : 0,
      };
    },
  };
}

/**
 * Rulebook: Combat > Disengagement, Retreat: "If this movement cannot be carried out in full, the unit receives one
 * additional Dm"; Calm spares it (ruling Calm, `calmTrait`: the Retreat too, or not). The Dm the battle adds for the
 * move blocked, as the ruleset's combat gives it (`wearIfBlocked`), reported only where it is not the rule's one Dm (a
 * combat without Calm reads as before): `<side>-blocked-dm`.
 */
function blockedDm(side: 'attacker' | 'defender', m: MeleeMovement | undefined): Record<string, number> {
  return m && (m.kind === 'disengage' || m.kind === 'retreat') && m.wearIfBlocked !== 1
    ? { [`${side}-blocked-dm`]: m.wearIfBlocked }
    : {};
}

/** The combat the form describes, its units as the army list fields them, with the traits the form gives. */
function combat(p: ParamValues, options: TerciosOptions): MeleeInput {
  const attacker = unitOf(p, 'attacker', p['attacker-wear'] as number, p['attacker-disordered'] === true);
  const defender = unitOf(p, 'defender', p['defender-wear'] as number, p['defender-disordered'] === true);
  return {
    ...meleeSituation(p, attacker, defender, meleeOptions(p, options)),
    fearlessAfterActivation: p['fearless-after-activation'] === true,
    ...(p['defender-charging'] === true ? { defenderCharging: true } : {}),
  };
}

/**
 * A listed unit's Stamina with its attached commander (Zeal: +1, the ruleset's `staminaOf`): the size of
 * its wear track. Rulebook: Command > Virtues (Zeal).
 */
export function staminaWith(unit: ListedUnit, commanderIds: readonly string[]): number {
  const profile = effectiveProfile(unit, 'options');
  const commander = attachedCommander(commanderIds, 'commander');
  return staminaOf({ ...profile, rules: allRules(profile), ...(commander ? { commander } : {}) });
}

const unitParams = (what: string): ParamSpec[] => [
  { name: 'unit', kind: 'string', description: `unit id of the ${what} (e.g. tercio)` },
  { name: 'wear', kind: 'integer', min: 0, max: 12, default: 0, description: `Dm on the ${what}` },
  {
    name: 'out-of-command',
    kind: 'boolean',
    description: 'no commander attached, or the unit is out of its radius (6") or sight (Discipline-)',
  },
  ...listParams('unit', what),
];

/**
 * Activating a unit: its Order card is revealed and, when it has Dm, its order is tested (the bound morale
 * plugin's `orderTest`; Resist! through `resistOrder`, which removes Dm; an Impetuous unit with any order but
 * Assault! tests first through its `impetuousTest` even when fresh, if it could charge). A fresh unit carries out its order without a roll (probability 1).
 * Outcomes: `passed`, `tested`, `order` (the order carried out, `assault` when Impetuous forces a charge,
 * `lost` when the test fails) and `wear-after` (Resist!).
 * Rulebook: Order Cards > Testing Orders, Resist!; The Troops > Impetuous; Optional Traits > Authoritarian.
 */
export function clubActivation(plugins: TerciosPlugins, options: TerciosOptions): MechanicDefinition {
  return {
    id: 'activation',
    description:
      'Activating a unit: reveal its Order card; a unit with Dm tests its order (Discipline dice, one 5+); failed, the order is lost and the unit cannot be activated',
    source: 'Order Cards > Testing Orders',
    params: [
      ...unitParams('unit'),
      {
        name: 'order',
        kind: 'choice',
        choices: [...ORDER_IDS],
        default: 'ready',
        description: 'the Order card revealed',
      },
      {
        name: 'authoritarian',
        kind: 'boolean',
        description: 'activated through an Authoritarian commander: no order test',
      },
      {
        name: 'can-charge',
        kind: 'boolean',
        description: 'Impetuous units: an enemy it could charge is in sight (a fresh Impetuous unit then tests too)',
      },
    ],
    outcomes: ['passed', 'tested', 'order', 'wear-after'],
    validate: (p) => {
      preparedUnits(p, () => unitOf(p, 'unit', p.wear as number, false));
    },
    run: (dice, p) => {
      const unit = preparedUnits(p, () => unitOf(p, 'unit', p.wear as number, false));
      const inCommand = p['out-of-command'] !== true;
      let order = p.order as OrderId;
      const wear = unit.wear ?? 0;
      // Rulebook: The Troops > Impetuous: with any order other than Assault! (Resist! too), tested first, as the battle does.
      if (
        order !== 'assault' &&
        plugins.morale.impetuousTest(dice, {
          unit,
          order,
          canCharge: p['can-charge'] === true,
          inCommand,
          options,
        }).mustCharge
      )
        order = 'assault';
      if (order === 'resist') {
        // Rulebook: Order Cards > Resist!: a passed test removes one Dm (never the only one).
        const r = resistOrder(dice, { unit, inCommand, options }, plugins.morale);
        return {
          passed: r.test.passed ? 1 : 0,
          tested: r.test.tested ? 1 : 0,
          order: r.test.passed ? order : 'lost',
          'wear-after': r.wear,
        };
      }
      const test = plugins.morale.orderTest(dice, {
        unit,
        inCommand,
        authoritarian: p.authoritarian === true,
        options,
      });
      return {
        passed: test.passed ? 1 : 0,
        tested: test.tested ? 1 : 0,
        order: test.passed ? order : 'lost',
        'wear-after': wear,
      };
    },
  };
}

/**
 * An order test on its own (outside an activation): the bound morale plugin's `orderTest` on the unit as listed,
 * so its rules (Elite, Integral Command: never Discipline- out of command), its Dm (a fresh unit needs no test)
 * and its attached commander's virtues (Loyalty: +1 Discipline) count as in a battle. Outcomes `passed`, `tested`.
 * Rulebook: Order Cards > Testing Orders; Command > Virtues; The Troops > Elite, Integral Command.
 */
export function clubOrderTest(plugins: TerciosPlugins, options: TerciosOptions): MechanicDefinition {
  return {
    id: 'order-test',
    description:
      'An order test: a unit with Dm rolls its Discipline dice, one 5+ passes; Discipline - out of command; a fresh unit needs no test',
    source: 'Order Cards > Testing Orders',
    params: unitParams('unit'),
    outcomes: ['passed', 'tested'],
    validate: (p) => {
      preparedUnits(p, () => unitOf(p, 'unit', p.wear as number, false));
    },
    run: (dice, p) => {
      const unit = preparedUnits(p, () => unitOf(p, 'unit', p.wear as number, false));
      const test = plugins.morale.orderTest(dice, { unit, inCommand: p['out-of-command'] !== true, options });
      return { passed: test.passed ? 1 : 0, tested: test.tested ? 1 : 0 };
    },
  };
}

/**
 * The rout test on the unit as listed: the bound morale plugin's `routTest` (the battle's, through `sufferWear`) on the
 * unit's card with its options and rules (Mercenaries: no test under the default ruling, destroyed, unless a Wealthy
 * commander is near, `unit-near`), its attached commander (Selfless: a failed test, under the ruling's `ask`, asks the
 * players whether to re-roll it, outcome `selfless` 1, and the club's re-roll is this test with `selfless-reroll`
 * `second-roll`, the commander killed; `yes` and `no` answer in the roll)
 * and the form's original Discipline. Without a unit named, the bound plugin's own `rout-test` over a bare Discipline
 * (the calculator; the form games saved before recorded). Outcomes `passed`, and with a unit `tested` 0 when no
 * die is rolled (Mercenaries) and `commander-killed` 1 when Selfless re-rolled. Rulebook: Shooting > Rout Test; Automatic Kingdoms Traits (Selfless, Wealthy).
 */
export function clubRoutTest(
  plugins: TerciosPlugins,
  options: TerciosOptions,
  bound: MechanicDefinition,
): MechanicDefinition {
  return {
    ...bound,
    params: [
      ...bound.params,
      {
        name: 'unit',
        kind: 'string',
        default: 'none',
        description: 'unit id of the unit testing (its card, rules and commander count; none: a bare Discipline)',
      },
      ...listParams('unit', 'unit'),
      {
        // Automatic Kingdoms Traits > Selfless: "may re-roll its dice": the players answer once the test has failed
        // (`ask`, the ruling's default: the club asks them then, with this test's re-roll, `second-roll`), or the
        // answer is given for the test (`yes`, `no`: the rulings `always` and `never`).
        name: 'selfless-reroll',
        kind: 'choice',
        choices: ['ask', 'yes', 'no', 'second-roll'],
        default: options.selflessReroll === 'always' ? 'yes' : options.selflessReroll === 'never' ? 'no' : 'ask',
        description:
          'with a Selfless commander attached: a failed test asks the players whether to re-roll it (ask), is re-rolled (yes) or stands (no); second-roll: this test is the re-roll (the commander is killed)',
      },
    ],
    outcomes: ['passed', 'tested', 'commander-killed', 'selfless'],
    validate: (p) => {
      if (p.unit !== 'none') preparedUnits(p, () => routUnit(p));
    },
    run: (dice, p, game) => {
      if (p.unit === 'none') return bound.run(dice, p, game);
      const unit = preparedUnits(p, () => routUnit(p));
      const answer = p['selfless-reroll'];
      const r = plugins.morale.routTest(dice, {
        unit,
        routPoints: p['rout-points'] as number,
        options,
        selflessReroll: answer === 'yes',
      });
      // The Selfless re-roll itself: "The commander is killed even if the second test succeeds".
      const second = answer === 'second-roll' && r.tested && unit.commander?.traits.includes('selfless') === true;
      // Failed, the players are asked whether to re-roll it (`ask`).
      const asked = answer === 'ask' && r.tested && !r.passed && unit.commander?.traits.includes('selfless') === true;
      // `tested` only when no die was rolled, `commander-killed` only when one was: a plain test reads as before.
      return {
        passed: r.passed ? 1 : 0,
        ...(r.tested ? {} : { tested: 0 }),
        ...(r.commanderKilled || second ? { 'commander-killed': 1 } : {}),
        ...(asked ? { selfless: 1 } : {}),
      };
    },
  };
}

/** The unit of a rout test form, rolling the form's original Discipline. */
function routUnit(p: ParamValues): TerciosUnit {
  const unit = unitOf(p, 'unit', 0, false);
  return { ...unit, values: { ...unit.values, discipline: p.discipline as number } };
}

/**
 * The command actions a command test is made for: the generic ones (rally, reorganise; `move`: a move, which must be
 * followed by an action) and each trait's that needs a test (its target from the traits table: Comrade-in-arms and
 * Cold Blood on 6s). Rulebook: Command > Command Actions; Traits. Ruling: Generic command actions.
 */
const COMMAND_ACTIONS: readonly string[] = [
  'rally',
  'reorganise',
  'move',
  ...Object.values(TRAITS)
    .filter((t) => t.testTarget !== undefined)
    .map((t) => t.id),
];

/**
 * A command test: the ruleset's `commandTest` (the one the battle rolls for each command action), rank dice against
 * the action's target (`commandTestTarget`). Outcomes: `passed` (one success: the action takes effect), `successes`,
 * `exhausted` (fewer than two: the commander is Exhausted) and `may-move-again` (Fast, every commander: after a
 * successful test). `commander` names the commander (id or name in the game) whose marker the result sets.
 * Rulebook: Command > Command Actions, Exhausted Commander; Common Traits (Fast); Optional Traits (Comrade-in-arms).
 */
export function clubCommandTest(): MechanicDefinition {
  return {
    id: 'command-test',
    description:
      "A commander's command test for a command action: rank dice, 5+ (6 for Comrade-in-arms, Cold Blood); one success and the action takes effect, under two the commander is Exhausted",
    source: 'Command > Command Actions',
    params: [
      { name: 'rank', kind: 'integer', min: 0, max: 5, description: "the commander's rank (its dice)" },
      {
        name: 'action',
        kind: 'choice',
        choices: [...COMMAND_ACTIONS],
        default: 'rally',
        description: 'the command action declared (a trait action tests on its own target)',
      },
      COMMANDER_PARAM,
    ],
    outcomes: ['passed', 'successes', 'exhausted', 'may-move-again'],
    run: (dice, p) => {
      const action = p.action as string;
      const target = commandTestTarget(action);
      const r = commandTest(dice, {
        rank: p.rank as number,
        target,
        purpose: `command test (${action}): ${String(p.rank)}d6 needing ${target}+`,
      });
      return {
        passed: r.passed ? 1 : 0,
        successes: r.successes,
        exhausted: r.exhausted ? 1 : 0,
        'may-move-again': r.mayMoveAgain ? 1 : 0,
      };
    },
  };
}

const REACTIONS: readonly ReactionKind[] = [
  'evasion',
  'volley',
  'shoot',
  'resist',
  'counter-charge',
  'interception',
  'reorient',
];

/**
 * A reaction: always an order test, even for a fresh unit (the ruleset's `attemptReaction` with the bound
 * morale plugin's `reactionTest`: Discipline - against a flank charge, + for Evasion from an infantry
 * charge, Imperturbable +, an Aggressive charger -).
 * Failed, the unit loses its order and cannot be activated. An evasion that passes turns about and moves
 * away at least its movement, at most with Run!'s Speed++ (`evasionMove`): outcomes `evade-min`, `evade-max`, and
 * `evade-disordered` when the ruling battle.evasionTerrain `as-run` makes it cross Very difficult terrain.
 * Cavalry may evade a charge whatever its order and even if already activated (`order` none).
 * Rulebook: Reactions; The Troops > Cavalry > Evasion; Heavy Cavalry; Ambush.
 */
export function clubReaction(plugins: TerciosPlugins, options: TerciosOptions): MechanicDefinition {
  return {
    id: 'reaction',
    description:
      'A reaction to an enemy within 3" or charging: an order test even when fresh; failed, the order is lost; Evasion moves away',
    source: 'Reactions',
    params: [
      ...unitParams('reacting unit'),
      {
        name: 'reaction',
        kind: 'choice',
        choices: [...REACTIONS],
        default: 'evasion',
        description: 'the reaction attempted (evasion: Run!, or Evasion whatever the order)',
      },
      {
        name: 'order',
        kind: 'choice',
        choices: ['none', ...ORDER_IDS],
        default: 'none',
        description: 'the Order card of the reacting unit (none: already activated)',
      },
      {
        name: 'trigger',
        kind: 'choice',
        choices: ['charge', 'approach'],
        default: 'charge',
        description: 'a charge declared on the unit, or an enemy within 3" of its front centre',
      },
      { name: 'enemy', kind: 'string', description: 'unit id of the enemy that caused the reaction' },
      {
        name: 'enemy-commander',
        kind: 'string',
        default: 'none',
        description: 'virtues and traits of the commander attached to the enemy (aggressive)',
      },
      { name: 'against-flank-charge', kind: 'boolean', description: 'the charge comes in the flank (Discipline-)' },
      { name: 'in-difficult-terrain', kind: 'boolean', description: 'the unit stands in difficult terrain (Ambush)' },
      {
        name: 'evasion-terrain',
        kind: 'choice',
        choices: ['open', 'easy', 'difficult', 'very-difficult'],
        default: 'open',
        description:
          'an evasion: the worst terrain its straight line crosses (only with the ruling battle.evasionTerrain as-run: the evasion is then a Run! move there)',
      },
      {
        name: 'harasser-evades',
        kind: 'boolean',
        description:
          'Harasser with Fire!: the volley, then evasion as with Run!, on one order test (no Fire! reaction bonus)',
      },
      {
        name: 'range',
        kind: 'number',
        min: 0,
        max: 60,
        default: 0,
        description: 'a reaction that shoots (volley, shoot): range in inches to the enemy',
      },
      { name: 'cover', kind: 'boolean', description: 'a reaction that shoots: the enemy is in cover (Courage+)' },
      {
        name: 'enemy-wear',
        kind: 'integer',
        min: 0,
        max: 12,
        default: 0,
        description: 'Dm on the enemy (a reaction that shoots)',
      },
      { name: 'enemy-disordered', kind: 'boolean', description: 'the enemy is in Disorder (a reaction that shoots)' },
      {
        name: 'enemy-options',
        kind: 'string',
        default: 'none',
        description: 'options of the enemy from the army list',
      },
    ],
    outcomes: [
      'passed',
      'evade-min',
      'evade-max',
      'evade-disordered',
      'hits',
      'wear',
      'disordered',
      'destroyed',
      'target-wear-after',
    ],
    validate: (p) => {
      const { unit, enemy } = preparedUnits(p, () => reactionUnits(p));
      const order = p.order === 'none' ? null : (p.order as OrderId);
      const kind = p.reaction as ReactionKind;
      // The reactions the ruleset allows this unit here (its card, Evasion, Heavy Cavalry, Ambush): say so before any roll.
      const plans = reactionPlans(situation(p, unit, enemy, order), options);
      const plan = plans.find((x) => x.kind === kind);
      if (!plan) {
        throw new MusterError('bad-input', `${unit.name} cannot react with ${kind} here`, {
          path: 'params.reaction',
          expected: plans.map((x) => x.kind).join(', ') || 'no reaction (order none: only Evasion against a charge)',
          received: kind,
        });
      }
      if (plan.shoots) {
        const range = p.range as number;
        const reason =
          range <= 0
            ? 'no range given'
            : shootingRestriction({
                shooter: unit,
                range,
                order: kind === 'volley' ? 'fire' : 'ready',
                reaction: true,
              });
        if (reason)
          throw new MusterError('bad-input', `${unit.name} cannot shoot as its reaction (${reason})`, {
            path: 'params.range',
            expected: 'the range in inches to the enemy, within the weapon range',
            received: String(range),
          });
      }
    },
    run: (dice, p) => {
      const { unit, enemy } = preparedUnits(p, () => reactionUnits(p));
      const order = p.order === 'none' ? null : (p.order as OrderId);
      const kind = p.reaction as ReactionKind;
      const r = attemptReaction(
        dice,
        {
          ...situation(p, unit, enemy, order),
          kind,
          inCommand: p['out-of-command'] !== true,
          againstFlankCharge: p['against-flank-charge'] === true,
          options,
        },
        plugins.morale,
      );
      // Rulebook: Reactions > Ready! (shoot), Fire! (volley); Kingdoms > Harasser: the volley, then the evasion, on one test.
      const shot =
        r.reacted && r.plan?.shoots
          ? plugins.combat.shoot(
              dice,
              {
                shooter: unit,
                target: enemy,
                range: p.range as number,
                order: kind === 'volley' ? 'fire' : 'ready',
                reaction: true,
                harasserEvades: p['harasser-evades'] === true,
                cover: p.cover === true,
                selflessReroll: { target: selflessInRoll(options) },
                options,
              },
              plugins,
            )
          : undefined;
      // Ruling: Terrain under an evasion (option battle.evasionTerrain): open ground, or a Run! move over the terrain.
      const evasionTerrain =
        options.battle.evasionTerrain === 'as-run' ? (p['evasion-terrain'] as TerrainMovement) : 'open';
      const evade =
        r.reacted && r.plan?.movement === 'evasion' ? evasionMove(unit, evasionTerrain, options) : undefined;
      return {
        passed: r.reacted ? 1 : 0,
        'evade-min': evade?.minimum ?? 0,
        'evade-max': evade?.maximum ?? 0,
        // As a Run! move (ruling battle.evasionTerrain as-run): Very difficult terrain crossed disorders the unit.
        'evade-disordered': evade?.disorders === true ? 1 : 0,
        hits: shot?.hits ?? 0,
        wear: shot?.wear ?? 0,
        disordered: shot?.targetDisordered ? 1 : 0,
        destroyed: shot?.targetDestroyed ? 1 : 0,
        'target-wear-after': shot ? shot.targetWear : (p['enemy-wear'] as number),
        // Selfless (option `ask`): the enemy's failed rout test, the club asks its players after the shot.
        ...(selflessAsked(options, enemy, shot?.routTest) ? { 'target-selfless': 1 } : {}),
      };
    },
  };
}

/** The ruleset's reaction situation from the form (the Harasser flag only for a unit that has the rule). */
function situation(p: ParamValues, unit: TerciosUnit, enemy: TerciosUnit, order: OrderId | null) {
  return {
    unit,
    order,
    trigger: p.trigger as 'charge' | 'approach',
    enemy,
    inDifficultTerrain: p['in-difficult-terrain'] === true,
    ...(p['harasser-evades'] === true ? { harasserEvades: true } : {}),
  };
}

function reactionUnits(p: ParamValues): { unit: TerciosUnit; enemy: TerciosUnit } {
  const enemyProfile = effectiveProfile(
    { profile: String(p.enemy), options: splitIds(String(p['enemy-options'] ?? 'none')) },
    'params.enemy-options',
  );
  const enemyCommander = attachedCommander(splitIds(String(p['enemy-commander'] ?? 'none')), 'params.enemy-commander');
  return {
    unit: unitOf(p, 'unit', p.wear as number, false),
    enemy: {
      ...enemyProfile,
      rules: allRules(enemyProfile),
      wear: (p['enemy-wear'] as number | undefined) ?? 0,
      disordered: p['enemy-disordered'] === true,
      ...(enemyCommander ? { commander: enemyCommander } : {}),
    },
  };
}

/**
 * The reactions the ruleset allows a unit on the table now (its Order card, Evasion, Heavy Cavalry, Ambush),
 * from the club's reaction form: what the app offers when a charge or an approach is recorded.
 * Rulebook: Reactions.
 */
export function allowedReactions(
  p: Readonly<Record<string, number | string | boolean>>,
  options: TerciosOptions,
): ReactionPlan[] {
  const params = p;
  const { unit, enemy } = reactionUnits(params);
  const order = params.order === 'none' || params.order === undefined ? null : (params.order as OrderId);
  return reactionPlans(situation(params, unit, enemy, order), options);
}

/** The club's Tercios mechanics that roll a rule, each calling the bound plugins. */
export interface TerciosClubMechanics {
  readonly shoot: MechanicDefinition;
  readonly melee: MechanicDefinition;
  readonly activation: MechanicDefinition;
  readonly reaction: MechanicDefinition;
  readonly orderTest: MechanicDefinition;
  /** A commander's command test (the ruleset's `commandTest`). */
  readonly commandTest: MechanicDefinition;
  /** The rout test on the unit as listed, over the bound morale plugin's `rout-test` (absent if it has none). */
  readonly routTest: MechanicDefinition | undefined;
}

/** The bound plugins as the Tercios contracts, refusing one that lacks a function of them. */
export function terciosPlugins(plugins: ClubPlugins): TerciosPlugins {
  const check = (kind: 'combat' | 'morale', plugin: object | null, functions: readonly string[]) => {
    for (const fn of functions) {
      if (typeof (plugin as Record<string, unknown> | null)?.[fn] !== 'function') {
        throw new MusterError(
          'bad-input',
          `the bound ${kind} plugin lacks ${fn}, which the tercios ${kind} contract requires`,
          { path: `plugins.${kind}.${fn}`, expected: 'a function' },
        );
      }
    }
  };
  check('combat', plugins.combat, TERCIOS_COMBAT_CONTRACT);
  check('morale', plugins.morale, TERCIOS_MORALE_CONTRACT);
  return { combat: plugins.combat as TerciosCombat, morale: plugins.morale as TerciosMorale };
}

/** The field naming the commander a commander's test is for (its marker, or its loss, follows the result). */
const COMMANDER_PARAM: ParamSpec = {
  name: 'commander',
  kind: 'string',
  default: 'none',
  description:
    'the commander testing, by its name or id in the game (its Exhausted marker, or its loss, follows the test)',
};

const named = new WeakMap<MechanicDefinition, MechanicDefinition>();

/**
 * A commander's test of the bound morale plugin (`isolation-test`, `wrong-place-test`) with the field naming the
 * commander, so that its result reaches him (Command > Commanders and Losses); the roll is the plugin's own.
 */
export function withCommanderNamed(m: MechanicDefinition): MechanicDefinition {
  let out = named.get(m);
  if (!out) named.set(m, (out = { ...m, params: [...m.params, COMMANDER_PARAM] }));
  return out;
}

/** The command test needs no plugin: one definition for every game. */
const COMMAND_TEST = clubCommandTest();

const built = new WeakMap<object, WeakMap<object, WeakMap<TerciosOptions, TerciosClubMechanics>>>();

/**
 * The club's mechanics over these bound plugins and the game's options (the club's agreed rulings), built once
 * per combination (the app asks for them at each roll).
 */
export function terciosClubMechanics(plugins: ClubPlugins, options: TerciosOptions): TerciosClubMechanics {
  const bound = terciosPlugins(plugins);
  let byMorale = built.get(bound.combat);
  if (!byMorale) built.set(bound.combat, (byMorale = new WeakMap()));
  let byOptions = byMorale.get(bound.morale);
  if (!byOptions) byMorale.set(bound.morale, (byOptions = new WeakMap()));
  let mechanics = byOptions.get(options);
  if (!mechanics) {
    mechanics = {
      shoot: clubShoot(bound, options),
      melee: clubMelee(bound, options),
      activation: clubActivation(bound, options),
      reaction: clubReaction(bound, options),
      orderTest: clubOrderTest(bound, options),
      commandTest: COMMAND_TEST,
      routTest: ((m) => (m ? clubRoutTest(bound, options, m) : undefined))(
        bound.morale.mechanics.find((m) => m.id === 'rout-test'),
      ),
    };
    byOptions.set(options, mechanics);
  }
  return mechanics;
}
