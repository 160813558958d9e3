import { MusterError, type MechanicDefinition, type ParamSpec, type ParamValues } from '@muster/core';
import type { ChargeArm } from '../mechanics/chargeTest.js';
import type { MoraleSituation } from '../mechanics/moraleTest.js';
import type { RallyFrom } from '../mechanics/rallyTest.js';
import type { Casualty, Order } from '../organisation/conditions.js';
import type { Wss6mmMoraleRolls } from './morale.js';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { bool, condition, flag, num, str, withRulings } from './oddsParams.js';

const moraleParams: ParamSpec[] = [
  condition,
  {
    name: 'order',
    kind: 'choice',
    choices: ['steady', 'disordered', 'falling-back', 'routed'],
    default: 'steady',
    description: "the unit's condition of order",
  },
  {
    name: 'melee',
    kind: 'choice',
    choices: ['none', 'won', 'lost'],
    default: 'none',
    description: 'winning or losing in melee',
  },
  {
    name: 'enemy-routing',
    kind: 'integer',
    min: 0,
    max: 10,
    default: 0,
    description: 'enemy units routing within 6" (+2 each)',
  },
  {
    name: 'friends-routing',
    kind: 'integer',
    min: 0,
    max: 10,
    default: 0,
    description: 'friendly units routing within 6" (-4 each)',
  },
  flag('obstacle', 'defending obstacle (+2)'),
  flag('officer', 'officer attached (+2)'),
  flag('flank-or-rear', 'attacked in flank/rear (-2)'),
];

/** The Morale test's situation from the odds parameters (the fields the battle reads off the table). */
const moraleSituation = (p: ParamValues): MoraleSituation => ({
  casualty: str(p, 'condition') as Casualty,
  order: str(p, 'order') as Order,
  melee: str(p, 'melee') as 'none' | 'won' | 'lost',
  enemyRoutingWithin6: num(p, 'enemy-routing'),
  friendsRoutingWithin6: num(p, 'friends-routing'),
  defendingObstacle: bool(p, 'obstacle'),
  officerAttached: bool(p, 'officer'),
  attackedFlankOrRear: bool(p, 'flank-or-rear'),
});

/**
 * The morale plugin's mechanics for `muster odds` (`resolve`, `rally`, `morale`, `control`, `charge`):
 * each maps its parameters onto the situation the battle builds and calls `rolls`, the plugin's own
 * functions, so a rebound plugin's odds are its own.
 *
 * @example
 * moraleMechanics(wss6mmMoralePlugin).find((m) => m.id === 'resolve');
 */
export function moraleMechanics(rolls: Wss6mmMoraleRolls): MechanicDefinition[] {
  return [
    {
      id: 'resolve',
      examples: [{}, { 'hit-difference': -1, condition: 'blooded' }],
      description: 'Resolve test: 1d20 modified; Okay, DISORDERED, FALL BACK or ROUTED',
      source: 'Resolve Test',
      params: [
        flag('disordered', 'DISORDERED (-2)'),
        condition,
        {
          name: 'hit-difference',
          kind: 'integer',
          min: -10,
          max: 10,
          default: 0,
          description: 'hits inflicted minus hits taken',
        },
        flag('flank-or-rear', 'hit on flank or rear (-4)'),
        flag('officer', 'officer attached (+2)'),
        {
          name: 'per-hit',
          kind: 'integer',
          min: 0,
          max: 10,
          default: DEFAULT_OPTIONS.resolveHitDifferencePerHit,
          description: 'ruling R2: modifier per hit of difference',
          option: 'resolveHitDifferencePerHit',
        },
        {
          name: 'band-at-2',
          kind: 'choice',
          choices: ['disordered', 'fall-back'],
          default: DEFAULT_OPTIONS.resolveBandAt2,
          description: 'ruling R3: the result of a score of 2',
          option: 'resolveBandAt2',
        },
      ],
      outcomes: ['result', 'passed'],
      // Ruling R5 (resolvePass: what "passing" means) comes from the game's options.
      run: (dice, p, game) => {
        const options = withRulings(game, {
          resolveHitDifferencePerHit: num(p, 'per-hit'),
          resolveBandAt2: str(p, 'band-at-2') as 'disordered' | 'fall-back',
        });
        const r = rolls.resolveTest(
          dice,
          {
            disordered: bool(p, 'disordered'),
            casualty: str(p, 'condition') as Casualty,
            hitDifference: num(p, 'hit-difference'),
            hitOnFlankOrRear: bool(p, 'flank-or-rear'),
            officerAttached: bool(p, 'officer'),
          },
          options,
          'unit',
        );
        return { result: r.result, passed: r.passed };
      },
    },
    {
      id: 'rally',
      examples: [{ from: 'rout' }, { from: 'pursuit', condition: 'distressed' }],
      description: 'Rally test: 1d20 modified; 16+ from rout, 10+ from pursuit, 14+ from fall back',
      source: 'Rallying',
      params: [
        {
          name: 'from',
          kind: 'choice',
          choices: ['rout', 'pursuit', 'fall-back'],
          description: 'what the unit rallies from',
        },
        condition,
        flag('in-contact', 'in contact with enemy'),
        flag('officer', 'officer attached'),
        {
          name: 'steady-row',
          kind: 'choice',
          choices: ['fresh', 'steady'],
          default: DEFAULT_OPTIONS.rallySteadyRowMeans,
          description: 'ruling R8: what the STEADY row means',
          option: 'rallySteadyRowMeans',
        },
        flag('steady', 'the unit counts as STEADY (only with --steady-row steady)'),
      ],
      outcomes: ['rallied'],
      run: (dice, p, game) => {
        const from = str(p, 'from') as RallyFrom;
        const order: Order = bool(p, 'steady')
          ? 'steady'
          : from === 'rout'
            ? 'routed'
            : from === 'fall-back'
              ? 'falling-back'
              : 'disordered';
        const situation = {
          from,
          casualty: str(p, 'condition') as Casualty,
          order,
          inContact: bool(p, 'in-contact'),
          officerAttached: bool(p, 'officer'),
        };
        return {
          rallied: rolls.rallyTest(
            dice,
            situation,
            withRulings(game, { rallySteadyRowMeans: str(p, 'steady-row') as 'fresh' | 'steady' }),
            'unit',
          ).rallied,
        };
      },
    },
    {
      id: 'morale',
      examples: [{}, { condition: 'distressed', order: 'disordered', melee: 'lost' }],
      description: 'Morale test: 1d20 modified; STEADY, DISORDERED, FALL BACK or ROUTED',
      source: 'Morale Tests',
      params: [
        ...moraleParams,
        {
          name: 'band-at-0',
          kind: 'choice',
          choices: ['fall-back', 'routed'],
          default: DEFAULT_OPTIONS.moraleBandAt0,
          description: 'ruling R4: the result of a score of 0',
          option: 'moraleBandAt0',
        },
      ],
      outcomes: ['result'],
      // Ruling R7 (shakenMeans: the DISORDERED modifier) comes from the game's options.
      run: (dice, p, game) => ({
        result: rolls.moraleTest(
          dice,
          moraleSituation(p),
          withRulings(game, { moraleBandAt0: str(p, 'band-at-0') as 'fall-back' | 'routed' }),
          'unit',
        ).result,
      }),
    },
    {
      id: 'control',
      examples: [{ order: 'disordered' }, { order: 'disordered', test: 'resolve-okay' }],
      description:
        'Control test to recover order (ruling R10): a Morale test scoring STEADY, or a Resolve test scoring Okay',
      source: 'Disorder',
      params: [
        ...moraleParams,
        {
          name: 'test',
          kind: 'choice',
          choices: ['morale-steady', 'resolve-okay'],
          default: DEFAULT_OPTIONS.controlTest,
          description: 'ruling R10: what the Control test is',
          option: 'controlTest',
        },
      ],
      outcomes: ['recovered'],
      run: (dice, p, game) => ({
        recovered: rolls.controlTest(
          dice,
          moraleSituation(p),
          withRulings(game, { controlTest: str(p, 'test') as 'morale-steady' | 'resolve-okay' }),
          'unit',
        ).recovered,
      }),
    },
    {
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
        if (str(p, 'arm') === 'foot' && bool(p, 'disordered'))
          throw new MusterError('bad-input', 'DISORDERED foot may not charge', {
            path: 'params.disordered',
            expected: 'not set for foot',
          });
        if (bool(p, 'pf') && str(p, 'arm') !== 'p-horse')
          throw new MusterError('bad-input', 'only P horse has a Pf formation', {
            path: 'params.pf',
            expected: 'only with --arm p-horse',
          });
      },
      run: (dice, p, game) => {
        const charger = {
          arm: str(p, 'arm') as ChargeArm,
          casualty: str(p, 'condition') as Casualty,
          disordered: bool(p, 'disordered'),
          officerAttached: bool(p, 'officer'),
          pfFormation: bool(p, 'pf'),
        };
        return { charges: rolls.chargeTest(dice, charger, withRulings(game, {}), 'unit').charges };
      },
    },
  ];
}
