import { MusterError, parseParams, ScriptedDice, type GameOptions, type MechanicDefinition } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { chargeTest } from '../mechanics/chargeTest.js';
import { moraleTest } from '../mechanics/moraleTest.js';
import { rallyTest } from '../mechanics/rallyTest.js';
import { resolveTest } from '../mechanics/resolveTest.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import { defineWss6mmMorale, WSS6MM_MORALE_CONTRACT, wss6mmMoralePlugin, type Wss6mmMoraleRolls } from './morale.js';
import { moraleMechanics } from './moraleOdds.js';
import { wss6mmOptionsOf, withRulings } from './oddsParams.js';

// As in combatOdds.spec.ts: the plugin's tests are replaced by ones that record the situation, the options and who
// rolls, so each parameter's mapping onto the situation the battle builds is read off exactly.
interface Call {
  readonly roll: string;
  readonly situation: unknown;
  readonly options: Wss6mmOptions;
  readonly who: string;
}

function recording() {
  const calls: Call[] = [];
  const record =
    <R>(roll: string, result: R) =>
    (_dice: unknown, situation: unknown, options: Wss6mmOptions, who: string): R => {
      calls.push({ roll, situation, options, who });
      return result;
    };
  const rolls = {
    resolveTest: record('resolveTest', { roll: 9, score: 9, result: 'disordered', passed: false }),
    moraleTest: record('moraleTest', { roll: 9, score: 9, result: 'falling-back' }),
    rallyTest: record('rallyTest', { roll: 17, score: 17, rallied: true }),
    controlTest: record('controlTest', { recovered: true }),
    chargeTest: record('chargeTest', { roll: 5, score: 5, charges: false }),
  } as unknown as Wss6mmMoraleRolls;
  const mechanics = moraleMechanics(rolls);
  const run = (id: string, raw: Record<string, unknown>, game?: GameOptions) => {
    const m = mechanics.find((x) => x.id === id) as MechanicDefinition;
    const p = parseParams(m.params, raw);
    m.validate?.(p);
    return m.run(ScriptedDice.of([]), p, game);
  };
  return { calls, mechanics, run };
}

const refusal = (fn: () => unknown): MusterError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof MusterError) return error;
    throw error;
  }
  throw new Error('not refused');
};

/** The Morale test's situation with nothing set. */
const calm = {
  casualty: 'fresh',
  order: 'steady',
  melee: 'none',
  enemyRoutingWithin6: 0,
  friendsRoutingWithin6: 0,
  defendingObstacle: false,
  officerAttached: false,
  attackedFlankOrRear: false,
};

describe('the morale plugin', () => {
  it('is the rules as written, its tests named by the contract', () => {
    expect(WSS6MM_MORALE_CONTRACT).toEqual(['resolveTest', 'moraleTest', 'rallyTest', 'controlTest', 'chargeTest']);
    expect(wss6mmMoralePlugin).toMatchObject({
      id: 'wss-6mm/morale',
      description: 'resolve, morale, rally, control (ruling R10) and charge tests',
      ruleset: 'wss-6mm',
    });
    expect(wss6mmMoralePlugin.mechanics.map((m) => m.id)).toEqual(['resolve', 'rally', 'morale', 'control', 'charge']);
  });

  it('a house rule replaces only the test it gives; ruling R10 builds the Control test from its own Morale test', () => {
    const house = defineWss6mmMorale({
      id: 'house/steady',
      description: 'every Morale test scores STEADY',
      moraleTest: () => ({ roll: 1, score: 1, result: 'steady' }),
    });
    expect(house).toMatchObject({
      id: 'house/steady',
      description: 'every Morale test scores STEADY',
      ruleset: 'wss-6mm',
    });
    for (const test of ['resolveTest', 'rallyTest', 'chargeTest'] as const)
      expect(house[test]).toBe(wss6mmMoralePlugin[test]);
    // "Control test": by default (ruling R10) a Morale test scoring STEADY; the house Morale test always does.
    const situation = { ...calm, order: 'disordered' } as Parameters<Wss6mmMoraleRolls['controlTest']>[1];
    expect(house.controlTest(ScriptedDice.of([]), situation, DEFAULT_OPTIONS, 'u').recovered).toBe(true);
    const control = house.mechanics.find((m) => m.id === 'control') as MechanicDefinition;
    expect(control.run(ScriptedDice.of([]), parseParams(control.params, { order: 'disordered' }), undefined)).toEqual({
      recovered: true,
    });
    const own = defineWss6mmMorale({ id: 'h', description: 'd', controlTest: () => ({ recovered: false }) as never });
    expect(own.controlTest(ScriptedDice.of([]), situation, DEFAULT_OPTIONS, 'u')).toEqual({ recovered: false });
  });
});

describe('resolve (Rulebook: Resolve Test; rulings R2, R3)', () => {
  it('nothing set: the game’s options with R2 at 2 a hit and R3 at disordered', () => {
    const { calls, run } = recording();
    expect(run('resolve', {})).toEqual({ result: 'disordered', passed: false });
    expect(calls).toEqual([
      {
        roll: 'resolveTest',
        situation: {
          disordered: false,
          casualty: 'fresh',
          hitDifference: 0,
          hitOnFlankOrRear: false,
          officerAttached: false,
        },
        options: DEFAULT_OPTIONS,
        who: 'unit',
      },
    ]);
  });

  it('DISORDERED -2, BLOODED, a hit difference, flank or rear -4, officer +2; R2 and R3 over the game’s R5', () => {
    const { calls, run } = recording();
    run(
      'resolve',
      {
        disordered: true,
        condition: 'blooded',
        'hit-difference': -3,
        'flank-or-rear': true,
        officer: true,
        'per-hit': 1,
        'band-at-2': 'fall-back',
      },
      { resolvePass: 'disordered-or-better', resolveHitDifferencePerHit: 5 },
    );
    expect(calls[0]?.situation).toEqual({
      disordered: true,
      casualty: 'blooded',
      hitDifference: -3,
      hitOnFlankOrRear: true,
      officerAttached: true,
    });
    expect(calls[0]?.options).toEqual({
      ...DEFAULT_OPTIONS,
      resolvePass: 'disordered-or-better',
      resolveHitDifferencePerHit: 1,
      resolveBandAt2: 'fall-back',
    });
  });
});

describe('rally (Rulebook: Rallying; ruling R8)', () => {
  it('"from rout", "from pursuit", "from fall back": the order each rallies from', () => {
    const { calls, run } = recording();
    expect(run('rally', { from: 'rout' })).toEqual({ rallied: true });
    run('rally', { from: 'pursuit', condition: 'distressed', 'in-contact': true });
    run('rally', { from: 'fall-back', officer: true });
    expect(calls.map((c) => c.situation)).toEqual([
      { from: 'rout', casualty: 'fresh', order: 'routed', inContact: false, officerAttached: false },
      { from: 'pursuit', casualty: 'distressed', order: 'disordered', inContact: true, officerAttached: false },
      { from: 'fall-back', casualty: 'fresh', order: 'falling-back', inContact: false, officerAttached: true },
    ]);
    expect(calls.map((c) => [c.options, c.who])).toEqual([
      [DEFAULT_OPTIONS, 'unit'],
      [DEFAULT_OPTIONS, 'unit'],
      [DEFAULT_OPTIONS, 'unit'],
    ]);
  });

  it('ruling R8: --steady makes the unit STEADY, --steady-row sets the row', () => {
    const { calls, run } = recording();
    run('rally', { from: 'rout', 'steady-row': 'steady', steady: true });
    expect(calls[0]?.situation).toMatchObject({ order: 'steady' });
    expect(calls[0]?.options).toEqual({ ...DEFAULT_OPTIONS, rallySteadyRowMeans: 'steady' });
  });
});

describe('morale and control (Rulebook: Morale Tests; Disorder; rulings R4, R10)', () => {
  it('nothing set', () => {
    const { calls, run } = recording();
    expect(run('morale', {})).toEqual({ result: 'falling-back' });
    expect(run('control', {})).toEqual({ recovered: true });
    expect(calls).toEqual([
      { roll: 'moraleTest', situation: calm, options: DEFAULT_OPTIONS, who: 'unit' },
      { roll: 'controlTest', situation: calm, options: DEFAULT_OPTIONS, who: 'unit' },
    ]);
  });

  it('every modifier of the Morale table; R4 and R10 over the game’s R7', () => {
    const raw = {
      condition: 'distressed',
      order: 'disordered',
      melee: 'lost',
      'enemy-routing': 2,
      'friends-routing': 3,
      obstacle: true,
      officer: true,
      'flank-or-rear': true,
    };
    const situation = {
      casualty: 'distressed',
      order: 'disordered',
      melee: 'lost',
      enemyRoutingWithin6: 2,
      friendsRoutingWithin6: 3,
      defendingObstacle: true,
      officerAttached: true,
      attackedFlankOrRear: true,
    };
    const { calls, run } = recording();
    run('morale', { ...raw, 'band-at-0': 'routed' }, { shakenMeans: 'none' });
    run('control', { ...raw, melee: 'won', test: 'resolve-okay' }, { shakenMeans: 'none' });
    expect(calls).toEqual([
      {
        roll: 'moraleTest',
        situation,
        options: { ...DEFAULT_OPTIONS, shakenMeans: 'none', moraleBandAt0: 'routed' },
        who: 'unit',
      },
      {
        roll: 'controlTest',
        situation: { ...situation, melee: 'won' },
        options: { ...DEFAULT_OPTIONS, shakenMeans: 'none', controlTest: 'resolve-okay' },
        who: 'unit',
      },
    ]);
  });
});

describe('charge (Rulebook: Charges)', () => {
  it('the charging arm, its condition, DISORDERED horse, an officer, Pf', () => {
    const { calls, run } = recording();
    expect(run('charge', { arm: 's-horse' })).toEqual({ charges: false });
    run('charge', { arm: 'p-horse', condition: 'blooded', disordered: true, officer: true, pf: true });
    expect(calls).toEqual([
      {
        roll: 'chargeTest',
        situation: { arm: 's-horse', casualty: 'fresh', disordered: false, officerAttached: false, pfFormation: false },
        options: DEFAULT_OPTIONS,
        who: 'unit',
      },
      {
        roll: 'chargeTest',
        situation: { arm: 'p-horse', casualty: 'blooded', disordered: true, officerAttached: true, pfFormation: true },
        options: DEFAULT_OPTIONS,
        who: 'unit',
      },
    ]);
  });

  it('"DISORDERED foot may not charge"; only P horse has a Pf formation', () => {
    const { run } = recording();
    expect(() => run('charge', { arm: 'foot' })).not.toThrow();
    expect(() => run('charge', { arm: 's-horse', disordered: true })).not.toThrow();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ arm: 'foot', disordered: true }, 'DISORDERED foot may not charge', 'params.disordered', 'not set for foot'],
      [{ arm: 's-horse', pf: true }, 'only P horse has a Pf formation', 'params.pf', 'only with --arm p-horse'],
      [{ arm: 'foot', pf: true }, 'only P horse has a Pf formation', 'params.pf', 'only with --arm p-horse'],
    ];
    for (const [raw, message, path, expected] of cases) {
      const e = refusal(() => run('charge', raw));
      expect(e).toMatchObject({ code: 'bad-input', message });
      expect(e.context).toEqual({ path, expected });
    }
  });
});

describe('the game’s options in an odds run', () => {
  it('the defaults without a game; a game’s options parsed once and checked', () => {
    expect(wss6mmOptionsOf(undefined)).toBe(DEFAULT_OPTIONS);
    const game = { meleeDie: 10 };
    const typed = wss6mmOptionsOf(game);
    expect(typed).toEqual({ ...DEFAULT_OPTIONS, meleeDie: 10 });
    expect(wss6mmOptionsOf(game)).toBe(typed);
    expect(wss6mmOptionsOf({ meleeDie: 10 })).not.toBe(typed);
    const e = refusal(() => wss6mmOptionsOf({ meleeDie: 12 }));
    expect(e.context.path).toBe('options.meleeDie');
    expect(withRulings(game, { moraleBandAt0: 'routed' })).toEqual({
      ...DEFAULT_OPTIONS,
      meleeDie: 10,
      moraleBandAt0: 'routed',
    });
  });
});

describe('the definitions muster odds lists', () => {
  it('every example parses and validates', () => {
    const { mechanics } = recording();
    for (const m of mechanics) {
      for (const example of m.examples ?? []) expect(() => m.validate?.(parseParams(m.params, example))).not.toThrow();
    }
  });

  it('are pinned: ids, descriptions, sources, parameters, examples and outcomes', () => {
    const { mechanics } = recording();
    expect(mechanics.map(({ run: _run, validate: _validate, ...definition }) => definition)).toEqual([
      {
        id: 'resolve',
        examples: [
          {},
          {
            'hit-difference': -1,
            condition: 'blooded',
          },
        ],
        description: 'Resolve test: 1d20 modified; Okay, DISORDERED, FALL BACK or ROUTED',
        source: 'Resolve Test',
        params: [
          {
            name: 'disordered',
            kind: 'boolean',
            description: 'DISORDERED (-2)',
          },
          {
            name: 'condition',
            kind: 'choice',
            choices: ['fresh', 'blooded', 'distressed'],
            default: 'fresh',
            description: 'casualty condition',
          },
          {
            name: 'hit-difference',
            kind: 'integer',
            min: -10,
            max: 10,
            default: 0,
            description: 'hits inflicted minus hits taken',
          },
          {
            name: 'flank-or-rear',
            kind: 'boolean',
            description: 'hit on flank or rear (-4)',
          },
          {
            name: 'officer',
            kind: 'boolean',
            description: 'officer attached (+2)',
          },
          {
            name: 'per-hit',
            kind: 'integer',
            min: 0,
            max: 10,
            default: 2,
            description: 'ruling R2: modifier per hit of difference',
            option: 'resolveHitDifferencePerHit',
          },
          {
            name: 'band-at-2',
            kind: 'choice',
            choices: ['disordered', 'fall-back'],
            default: 'disordered',
            description: 'ruling R3: the result of a score of 2',
            option: 'resolveBandAt2',
          },
        ],
        outcomes: ['result', 'passed'],
      },
      {
        id: 'rally',
        examples: [
          {
            from: 'rout',
          },
          {
            from: 'pursuit',
            condition: 'distressed',
          },
        ],
        description: 'Rally test: 1d20 modified; 16+ from rout, 10+ from pursuit, 14+ from fall back',
        source: 'Rallying',
        params: [
          {
            name: 'from',
            kind: 'choice',
            choices: ['rout', 'pursuit', 'fall-back'],
            description: 'what the unit rallies from',
          },
          {
            name: 'condition',
            kind: 'choice',
            choices: ['fresh', 'blooded', 'distressed'],
            default: 'fresh',
            description: 'casualty condition',
          },
          {
            name: 'in-contact',
            kind: 'boolean',
            description: 'in contact with enemy',
          },
          {
            name: 'officer',
            kind: 'boolean',
            description: 'officer attached',
          },
          {
            name: 'steady-row',
            kind: 'choice',
            choices: ['fresh', 'steady'],
            default: 'fresh',
            description: 'ruling R8: what the STEADY row means',
            option: 'rallySteadyRowMeans',
          },
          {
            name: 'steady',
            kind: 'boolean',
            description: 'the unit counts as STEADY (only with --steady-row steady)',
          },
        ],
        outcomes: ['rallied'],
      },
      {
        id: 'morale',
        examples: [
          {},
          {
            condition: 'distressed',
            order: 'disordered',
            melee: 'lost',
          },
        ],
        description: 'Morale test: 1d20 modified; STEADY, DISORDERED, FALL BACK or ROUTED',
        source: 'Morale Tests',
        params: [
          {
            name: 'condition',
            kind: 'choice',
            choices: ['fresh', 'blooded', 'distressed'],
            default: 'fresh',
            description: 'casualty condition',
          },
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
          {
            name: 'obstacle',
            kind: 'boolean',
            description: 'defending obstacle (+2)',
          },
          {
            name: 'officer',
            kind: 'boolean',
            description: 'officer attached (+2)',
          },
          {
            name: 'flank-or-rear',
            kind: 'boolean',
            description: 'attacked in flank/rear (-2)',
          },
          {
            name: 'band-at-0',
            kind: 'choice',
            choices: ['fall-back', 'routed'],
            default: 'fall-back',
            description: 'ruling R4: the result of a score of 0',
            option: 'moraleBandAt0',
          },
        ],
        outcomes: ['result'],
      },
      {
        id: 'control',
        examples: [
          {
            order: 'disordered',
          },
          {
            order: 'disordered',
            test: 'resolve-okay',
          },
        ],
        description:
          'Control test to recover order (ruling R10): a Morale test scoring STEADY, or a Resolve test scoring Okay',
        source: 'Disorder',
        params: [
          {
            name: 'condition',
            kind: 'choice',
            choices: ['fresh', 'blooded', 'distressed'],
            default: 'fresh',
            description: 'casualty condition',
          },
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
          {
            name: 'obstacle',
            kind: 'boolean',
            description: 'defending obstacle (+2)',
          },
          {
            name: 'officer',
            kind: 'boolean',
            description: 'officer attached (+2)',
          },
          {
            name: 'flank-or-rear',
            kind: 'boolean',
            description: 'attacked in flank/rear (-2)',
          },
          {
            name: 'test',
            kind: 'choice',
            choices: ['morale-steady', 'resolve-okay'],
            default: 'morale-steady',
            description: 'ruling R10: what the Control test is',
            option: 'controlTest',
          },
        ],
        outcomes: ['recovered'],
      },
      {
        id: 'charge',
        examples: [
          {
            arm: 's-horse',
          },
          {
            arm: 'p-horse',
            pf: true,
          },
        ],
        description: 'Charge test: 1d20 at or above 18 (foot), 6 (S horse) or 10 (P horse), modified',
        source: 'Charges',
        params: [
          {
            name: 'arm',
            kind: 'choice',
            choices: ['foot', 's-horse', 'p-horse'],
            description: 'the charging arm',
          },
          {
            name: 'condition',
            kind: 'choice',
            choices: ['fresh', 'blooded', 'distressed'],
            default: 'fresh',
            description: 'casualty condition',
          },
          {
            name: 'disordered',
            kind: 'boolean',
            description: 'DISORDERED (horse +4; foot may not charge)',
          },
          {
            name: 'officer',
            kind: 'boolean',
            description: 'officer attached (-3 foot, -6 horse)',
          },
          {
            name: 'pf',
            kind: 'boolean',
            description: 'P horse in Pf formation (-2)',
          },
        ],
        outcomes: ['charges'],
      },
    ]);
  });
});

describe('the rules as written', () => {
  it("are the plugin's tests: resolve, morale, rally and charge", () => {
    expect(wss6mmMoralePlugin).toMatchObject({ resolveTest, moraleTest, rallyTest, chargeTest });
  });
});
