import { MusterError, type MechanicDefinition, type ParamSpec, type ParamValues } from '@muster/core';
import { activationTest } from './activationTest.js';
import { BRIGADIER_RATINGS, type BrigadierRating } from '../command/brigadierRatings.js';
import { ARTILLERY_MAX_RANGE, artilleryFire, droversDesert, type Fortification } from './artilleryFire.js';
import { MUSKET_RANGE, PISTOL_RANGE, smallArmsFire, type Weapon } from './smallArmsFire.js';
import { meleeRoll, type ChargeBonus } from './melee.js';
import { moraleTest } from './moraleTest.js';
import { rallyTest, type RallyFrom } from './rallyTest.js';
import { resolvePassed, resolveTest } from './resolveTest.js';
import { chargeReactionTest, chargeRequirement, chargeTest, type ChargeArm } from './chargeTest.js';
import { canMove, moveDistance, type MoveArm, type MoveMode } from '../movement/movementTable.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { Casualty, Order } from '../organisation/conditions.js';

const flag = (name: string, description: string): ParamSpec => ({ name, kind: 'boolean', description });
const condition: ParamSpec = { name: 'condition', kind: 'choice', choices: ['fresh', 'blooded', 'distressed'], default: 'fresh', description: 'casualty condition' };
const fortified: ParamSpec = { name: 'target-fortified', kind: 'choice', choices: ['none', 'field', 'major'], default: 'none', description: 'target in field or major fortifications' };
const s = (p: ParamValues, n: string): string => p[n] as string;
const n = (p: ParamValues, k: string): number => p[k] as number;
const b = (p: ParamValues, k: string): boolean => p[k] === true;

/** `small-arms`: one unit's musket or pistol fire. Rulebook: Small Arms Fire. */
export const smallArmsMechanic: MechanicDefinition = {
  id: 'small-arms',
  examples: [{ elements: 4, range: 3, platoon: true }, { elements: 5, range: 6 }, { elements: 3, range: 2, weapon: 'pistol' }],
  description: 'One unit fires muskets or pistols: 1d20 against the table by firing elements; elements the target loses',
  source: 'Small Arms Fire',
  params: [
    { name: 'elements', kind: 'integer', min: 1, max: 5, description: 'firing elements (foot: front rank; horse: all)' },
    { name: 'range', kind: 'number', min: 0, description: 'range in inches (musket max 6", close 3"; pistol 2")' },
    { name: 'weapon', kind: 'choice', choices: ['musket', 'pistol'], default: 'musket', description: 'muskets or pistols' },
    flag('platoon', 'platoon firing (+2)'),
    flag('battalion-gun', 'firer has a battalion gun (+2)'),
    flag('target-column', 'target in column (+2)'),
    flag('firer-disordered', 'firer DISORDERED (-3)'),
    flag('failed-to-charge', 'firer failed to charge this move (-2)'),
    fortified,
  ],
  outcomes: ['elements'],
  validate: (p) => {
    const weapon = s(p, 'weapon') as Weapon;
    const max = weapon === 'musket' ? MUSKET_RANGE : PISTOL_RANGE;
    if (n(p, 'range') > max) throw new MusterError('bad-input', `${weapon} range is at most ${max}"`, { path: 'params.range', expected: `at most ${max}` });
    if (weapon === 'pistol' && n(p, 'elements') > 4) throw new MusterError('bad-input', 'the pistol rows stop at 4 elements', { path: 'params.elements', expected: 'at most 4' });
  },
  run: (dice, p) => ({
    elements: smallArmsFire(
      dice,
      {
        weapon: s(p, 'weapon') as Weapon,
        elements: n(p, 'elements'),
        range: n(p, 'range'),
        platoon: b(p, 'platoon'),
        battalionGun: b(p, 'battalion-gun'),
        targetColumn: b(p, 'target-column'),
        firerDisordered: b(p, 'firer-disordered'),
        failedToCharge: b(p, 'failed-to-charge'),
        targetFortified: s(p, 'target-fortified') as Fortification,
      },
      'firer',
    ).elements,
  }),
};

/** `artillery`: one battery's fire. Rulebook: Artillery Fire. */
export const artilleryMechanic: MechanicDefinition = {
  id: 'artillery',
  examples: [{ guns: 3, range: 10 }, { guns: 1, range: 30, 'target-column': true }],
  description: 'A field battery of 1-3 guns fires: 1d20 against the table by battery size; elements the target loses',
  source: 'Artillery Fire',
  params: [
    { name: 'guns', kind: 'integer', min: 1, max: 3, description: 'gun models in the battery' },
    { name: 'range', kind: 'number', min: 0, max: ARTILLERY_MAX_RANGE, description: 'range in inches (max 36", close under 12")' },
    flag('target-column', 'target in column (+2)'),
    flag('target-artillery', 'target is deployed artillery (-2)'),
    fortified,
    flag('close-inclusive', 'ruling R9: count exactly 12" as close range'),
  ],
  outcomes: ['elements'],
  run: (dice, p) => ({
    elements: artilleryFire(
      dice,
      {
        guns: n(p, 'guns') as 1 | 2 | 3,
        range: n(p, 'range'),
        targetColumn: b(p, 'target-column'),
        targetArtillery: b(p, 'target-artillery'),
        targetFortified: s(p, 'target-fortified') as Fortification,
      },
      b(p, 'close-inclusive'),
      'battery',
    ).elements,
  }),
};

/** `melee`: one unit's melee roll. Rulebook: Melee > The Combat. */
export const meleeMechanic: MechanicDefinition = {
  id: 'melee',
  examples: [{ arm: 'horse', elements: 2, charge: 's-vs-foot' }, { arm: 'foot', elements: 5, die: 10 }],
  description: 'One unit rolls in melee: the die (d20 by ruling R1) against the table by fighting elements; elements the enemy loses',
  source: 'Melee > The Combat',
  params: [
    { name: 'arm', kind: 'choice', choices: ['foot', 'horse'], description: 'foot or horse' },
    { name: 'elements', kind: 'integer', min: 1, max: 7, description: 'front-rank elements plus overlaps' },
    { name: 'charge', kind: 'choice', choices: ['none', 'p-vs-foot', 's-vs-foot', 's-vs-pf', 's-vs-pc'], default: 'none', description: 'charging bonus' },
    flag('vs-stationary-horse', 'charging horse against stationary horse (+2)'),
    flag('flank', 'attacking flank (+2)'),
    flag('rear', 'attacking rear (+4)'),
    flag('opponent-falling-back', 'opponent falling back (+3)'),
    flag('disordered', 'DISORDERED (-2)'),
    condition,
    flag('fortifications', 'attacking field fortifications (-4)'),
    { name: 'die', kind: 'integer', min: 10, max: 20, default: 20, description: 'ruling R1: 20 (default) or the printed 10' },
  ],
  outcomes: ['elements'],
  validate: (p) => {
    if (n(p, 'die') !== 10 && n(p, 'die') !== 20) throw new MusterError('bad-input', '--die must be 10 or 20', { path: 'params.die', expected: '10 or 20' });
  },
  run: (dice, p) => ({
    elements: meleeRoll(
      dice,
      {
        arm: s(p, 'arm') as 'foot' | 'horse',
        elements: n(p, 'elements'),
        charge: s(p, 'charge') as ChargeBonus,
        vsStationaryHorse: b(p, 'vs-stationary-horse'),
        attackingFlank: b(p, 'flank'),
        attackingRear: b(p, 'rear'),
        opponentFallingBack: b(p, 'opponent-falling-back'),
        disordered: b(p, 'disordered'),
        casualty: s(p, 'condition') as Casualty,
        attackingFieldFortifications: b(p, 'fortifications'),
      },
      { meleeDie: n(p, 'die') as 10 | 20 },
      'unit',
    ).elements,
  }),
};

/** `resolve`: the Resolve test. Rulebook: Resolve Test. */
export const resolveMechanic: MechanicDefinition = {
  id: 'resolve',
  examples: [{}, { 'hit-difference': -1, condition: 'blooded' }],
  description: 'Resolve test: 1d20 modified; Okay, DISORDERED, FALL BACK or ROUTED',
  source: 'Resolve Test',
  params: [
    flag('disordered', 'DISORDERED (-2)'),
    condition,
    { name: 'hit-difference', kind: 'integer', min: -10, max: 10, default: 0, description: 'hits inflicted minus hits taken' },
    flag('flank-or-rear', 'hit on flank or rear (-4)'),
    flag('officer', 'officer attached (+2)'),
    { name: 'per-hit', kind: 'integer', min: 0, max: 10, default: DEFAULT_OPTIONS.resolveHitDifferencePerHit, description: 'ruling R2: modifier per hit of difference' },
    { name: 'band-at-2', kind: 'choice', choices: ['disordered', 'fall-back'], default: DEFAULT_OPTIONS.resolveBandAt2, description: 'ruling R3: the result of a score of 2' },
  ],
  outcomes: ['result', 'passed'],
  run: (dice, p) => {
    const options = { resolveHitDifferencePerHit: n(p, 'per-hit'), resolveBandAt2: s(p, 'band-at-2') as 'disordered' | 'fall-back' };
    const r = resolveTest(
      dice,
      { disordered: b(p, 'disordered'), casualty: s(p, 'condition') as Casualty, hitDifference: n(p, 'hit-difference'), hitOnFlankOrRear: b(p, 'flank-or-rear'), officerAttached: b(p, 'officer') },
      options,
      'unit',
    );
    return { result: r.result, passed: resolvePassed(r.result, DEFAULT_OPTIONS) };
  },
};

/** `rally`: rallying from rout, pursuit or fall back. Rulebook: Rallying. */
export const rallyMechanic: MechanicDefinition = {
  id: 'rally',
  examples: [{ from: 'rout' }, { from: 'pursuit', condition: 'distressed' }],
  description: 'Rally test: 1d20 modified; 16+ from rout, 10+ from pursuit, 14+ from fall back',
  source: 'Rallying',
  params: [
    { name: 'from', kind: 'choice', choices: ['rout', 'pursuit', 'fall-back'], description: 'what the unit rallies from' },
    condition,
    flag('in-contact', 'in contact with enemy'),
    flag('officer', 'officer attached'),
    { name: 'steady-row', kind: 'choice', choices: ['fresh', 'steady'], default: DEFAULT_OPTIONS.rallySteadyRowMeans, description: 'ruling R8: what the STEADY row means' },
    flag('steady', 'the unit counts as STEADY (only with --steady-row steady)'),
  ],
  outcomes: ['rallied'],
  run: (dice, p) => {
    const from = s(p, 'from') as RallyFrom;
    const order: Order = b(p, 'steady') ? 'steady' : from === 'rout' ? 'routed' : from === 'fall-back' ? 'falling-back' : 'disordered';
    return {
      rallied: rallyTest(
        dice,
        { from, casualty: s(p, 'condition') as Casualty, order, inContact: b(p, 'in-contact'), officerAttached: b(p, 'officer') },
        { rallySteadyRowMeans: s(p, 'steady-row') as 'fresh' | 'steady' },
        'unit',
      ).rallied,
    };
  },
};

/** `morale`: the Morale test. Rulebook: Morale Tests. */
export const moraleMechanic: MechanicDefinition = {
  id: 'morale',
  examples: [{}, { condition: 'distressed', order: 'disordered', melee: 'lost' }],
  description: 'Morale test: 1d20 modified; STEADY, DISORDERED, FALL BACK or ROUTED',
  source: 'Morale Tests',
  params: [
    condition,
    { name: 'order', kind: 'choice', choices: ['steady', 'disordered', 'falling-back', 'routed'], default: 'steady', description: 'the unit\'s condition of order' },
    { name: 'melee', kind: 'choice', choices: ['none', 'won', 'lost'], default: 'none', description: 'winning or losing in melee' },
    { name: 'enemy-routing', kind: 'integer', min: 0, max: 10, default: 0, description: 'enemy units routing within 6" (+2 each)' },
    { name: 'friends-routing', kind: 'integer', min: 0, max: 10, default: 0, description: 'friendly units routing within 6" (-4 each)' },
    flag('obstacle', 'defending obstacle (+2)'),
    flag('officer', 'officer attached (+2)'),
    flag('flank-or-rear', 'attacked in flank/rear (-2)'),
    { name: 'band-at-0', kind: 'choice', choices: ['fall-back', 'routed'], default: DEFAULT_OPTIONS.moraleBandAt0, description: 'ruling R4: the result of a score of 0' },
  ],
  outcomes: ['result'],
  run: (dice, p) => ({
    result: moraleTest(
      dice,
      {
        casualty: s(p, 'condition') as Casualty,
        order: s(p, 'order') as Order,
        melee: s(p, 'melee') as 'none' | 'won' | 'lost',
        enemyRoutingWithin6: n(p, 'enemy-routing'),
        friendsRoutingWithin6: n(p, 'friends-routing'),
        defendingObstacle: b(p, 'obstacle'),
        officerAttached: b(p, 'officer'),
        attackedFlankOrRear: b(p, 'flank-or-rear'),
      },
      { shakenMeans: DEFAULT_OPTIONS.shakenMeans, moraleBandAt0: s(p, 'band-at-0') as 'fall-back' | 'routed' },
      'unit',
    ).result,
  }),
};

/** `activation`: a brigade activation attempt. Rulebook: Command and Control > Brigade activation. */
export const activationMechanic: MechanicDefinition = {
  id: 'activation',
  examples: [{ rating: 'average' }],
  description: 'Brigade activation: 1d20 equal to or greater than the brigadier\'s activation score',
  source: 'Command and Control > Brigade activation',
  params: [{ name: 'rating', kind: 'choice', choices: BRIGADIER_RATINGS, description: 'brigadier rating' }],
  outcomes: ['activated'],
  run: (dice, p) => ({ activated: activationTest(dice, s(p, 'rating') as BrigadierRating, 'brigade').activated }),
};

/** `charge`: does the unit charge. Rulebook: Charges. */
export const chargeMechanic: MechanicDefinition = {
  id: 'charge',
  examples: [{ arm: 's-horse' }, { arm: 'p-horse', pf: true }],
  description: 'Charge test: 1d20 at or above 18 (foot), 6 (S horse) or 10 (P horse), modified',
  source: 'Charges',
  params: [
    { name: 'arm', kind: 'choice', choices: ['foot', 's-horse', 'p-horse'], description: 'the charging arm' },
    condition,
    flag('disordered', 'DISORDERED (horse +4; foot may not charge)'),
    flag('officer', 'officer attached (-3 foot, -6 horse)'),
    flag('pf', 'P horse in Pf formation (-2)'),
  ],
  outcomes: ['charges'],
  validate: (p) => {
    if (s(p, 'arm') === 'foot' && b(p, 'disordered')) throw new MusterError('bad-input', 'DISORDERED foot may not charge', { path: 'params.disordered', expected: 'not set for foot' });
    if (b(p, 'pf') && s(p, 'arm') !== 'p-horse') throw new MusterError('bad-input', 'only P horse has a Pf formation', { path: 'params.pf', expected: 'only with --arm p-horse' });
  },
  run: (dice, p) => {
    const state = { arm: s(p, 'arm') as ChargeArm, casualty: s(p, 'condition') as Casualty, disordered: b(p, 'disordered'), officerAttached: b(p, 'officer'), pfFormation: b(p, 'pf') };
    if (chargeRequirement(state) === null) return { charges: false };
    return { charges: chargeTest(dice, state, 'unit').charges };
  },
};

/** `move`: a move from the movement table. Rulebook: Movement. */
export const moveMechanic: MechanicDefinition = {
  id: 'move',
  examples: [{ arm: 'horse', mode: 'charge' }, { arm: 'foot', mode: 'march-column', road: true }],
  description: 'A move in inches from the d6 movement table',
  source: 'Movement',
  params: [
    { name: 'arm', kind: 'choice', choices: ['foot', 'horse', 'artillery', 'officer'], description: 'who moves' },
    { name: 'mode', kind: 'choice', choices: ['move', 'charge', 'move-and-fire', 'march-column', 'routing', 'pursuit', 'fall-back'], default: 'move', description: 'how it moves' },
    flag('road', 'in march column on a road (best of 2d6)'),
  ],
  outcomes: ['inches'],
  validate: (p) => {
    if (!canMove(s(p, 'arm') as MoveArm, s(p, 'mode') as MoveMode)) throw new MusterError('bad-input', `the movement table has no ${s(p, 'mode')} move for ${s(p, 'arm')}`, { path: 'params.mode', expected: 'a move the table prints' });
  },
  run: (dice, p) => ({ inches: moveDistance(dice, s(p, 'arm') as MoveArm, s(p, 'mode') as MoveMode, 'unit', b(p, 'road')) }),
};

/** `fire-or-square`: a charged infantry unit's attempt to fire or form square. Rulebook: Charges. */
export const chargeReactionMechanic: MechanicDefinition = {
  id: 'fire-or-square',
  examples: [{ distance: 4 }],
  description: 'Charged infantry attempt to fire or form square: 1d20 at or below twice the distance charged',
  source: 'Charges',
  params: [{ name: 'distance', kind: 'number', min: 0, max: 30, description: 'inches charged by the attacker' }],
  outcomes: ['succeeded'],
  run: (dice, p) => ({ succeeded: chargeReactionTest(dice, n(p, 'distance'), 'unit', 'fire').succeeded }),
};

/** `drovers`: do a battery's drovers desert after hits. Rulebook: Casualties. */
export const droversMechanic: MechanicDefinition = {
  id: 'drovers',
  examples: [{ hits: 2 }],
  description: 'For each hit on a deployed battery, 1d20 of 4 or less: the drovers desert',
  source: 'Casualties',
  params: [{ name: 'hits', kind: 'integer', min: 1, max: 4, description: 'hits taken' }],
  outcomes: ['deserted'],
  run: (dice, p) => ({ deserted: droversDesert(dice, n(p, 'hits'), 'battery') }),
};

/**
 * Every mechanic of the ruleset, for `muster odds wss-6mm <id>`.
 *
 * @example
 * enumerate((dice) => smallArmsMechanic.run(dice, parseParams(smallArmsMechanic.params, { elements: 4, range: 3 })));
 */
export const wss6mmMechanics: readonly MechanicDefinition[] = [
  smallArmsMechanic,
  artilleryMechanic,
  meleeMechanic,
  resolveMechanic,
  rallyMechanic,
  moraleMechanic,
  activationMechanic,
  chargeMechanic,
  moveMechanic,
  chargeReactionMechanic,
  droversMechanic,
];
