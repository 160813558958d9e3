import { MusterError, parseParams, ScriptedDice, type GameOptions, type MechanicDefinition } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { artilleryFire } from '../mechanics/artilleryFire.js';
import { chargeReactionTest } from '../mechanics/chargeTest.js';
import { droversDesert } from '../mechanics/droversDesert.js';
import { meleeRoll } from '../mechanics/melee.js';
import { smallArmsFire } from '../mechanics/smallArmsFire.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import { defineWss6mmCombat, WSS6MM_COMBAT_CONTRACT, wss6mmCombatPlugin, type Wss6mmCombatRolls } from './combat.js';
import { combatMechanics } from './combatOdds.js';

// The odds mechanics hand the plugin's own rolls the situation the battle would build: these specs bind rolls that
// record what they are given (situation, options, who), so each parameter's mapping is read off exactly.
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
    smallArmsFire: record('smallArmsFire', { roll: 11, elements: 1 }),
    artilleryFire: record('artilleryFire', { roll: 12, elements: 2 }),
    meleeRoll: record('meleeRoll', { roll: 13, elements: 1 }),
    chargeReactionTest: record('chargeReactionTest', { roll: 14, succeeded: true }),
    droversDesert: record('droversDesert', { deserted: true }),
  } as unknown as Wss6mmCombatRolls;
  const mechanics = combatMechanics(rolls);
  /** Parses and validates `raw` as the CLI does, then runs the mechanic once. */
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

describe('the combat plugin', () => {
  it('is the rules as written, its rolls named by the contract', () => {
    expect(WSS6MM_COMBAT_CONTRACT).toEqual([
      'smallArmsFire',
      'artilleryFire',
      'meleeRoll',
      'chargeReactionTest',
      'droversDesert',
    ]);
    expect(wss6mmCombatPlugin).toMatchObject({
      id: 'wss-6mm/combat',
      description: 'artillery and small arms fire tables, the melee table, fire or square when charged, the drovers',
      ruleset: 'wss-6mm',
    });
    expect(wss6mmCombatPlugin.mechanics.map((m) => m.id)).toEqual([
      'small-arms',
      'artillery',
      'melee',
      'fire-or-square',
      'drovers',
    ]);
  });

  it('a house rule replaces only the roll it gives, in play and in its odds', () => {
    const never = defineWss6mmCombat({
      id: 'house/loyal-drovers',
      description: 'drovers never desert',
      droversDesert: () => ({ deserted: false }),
    });
    expect(never).toMatchObject({ id: 'house/loyal-drovers', description: 'drovers never desert', ruleset: 'wss-6mm' });
    const drovers = never.mechanics.find((m) => m.id === 'drovers') as MechanicDefinition;
    expect(drovers.run(ScriptedDice.of([]), parseParams(drovers.params, { hits: 4 }), undefined)).toEqual({
      deserted: false,
    });
    for (const roll of ['smallArmsFire', 'artilleryFire', 'meleeRoll', 'chargeReactionTest'] as const)
      expect(never[roll]).toBe(wss6mmCombatPlugin[roll]);
    // The rules as written: "For each hit ... roll 1d20: on 4 or less the drovers desert".
    expect(
      wss6mmCombatPlugin.droversDesert(ScriptedDice.of([4]), { hits: 1, deployed: true }, DEFAULT_OPTIONS, 'b'),
    ).toMatchObject({ deserted: true });
  });
});

describe('small-arms (Rulebook: Small Arms Fire)', () => {
  it('muskets by default, no modifier set, the game’s options, the firer named', () => {
    const { calls, run } = recording();
    expect(run('small-arms', { elements: 5, range: 6 })).toEqual({ elements: 1 });
    expect(calls).toEqual([
      {
        roll: 'smallArmsFire',
        situation: {
          weapon: 'musket',
          elements: 5,
          range: 6,
          platoon: false,
          battalionGun: false,
          targetColumn: false,
          firerDisordered: false,
          failedToCharge: false,
          targetFortified: 'none',
        },
        options: DEFAULT_OPTIONS,
        who: 'firer',
      },
    ]);
  });

  it('platoon +2, battalion gun +2, column +2, DISORDERED -3, failed to charge -2, fortifications', () => {
    const { calls, run } = recording();
    run(
      'small-arms',
      {
        elements: 3,
        range: 2,
        weapon: 'pistol',
        platoon: true,
        'battalion-gun': true,
        'target-column': true,
        'firer-disordered': true,
        'failed-to-charge': true,
        'target-fortified': 'major',
      },
      { meleeDie: 10 },
    );
    expect(calls[0]?.situation).toEqual({
      weapon: 'pistol',
      elements: 3,
      range: 2,
      platoon: true,
      battalionGun: true,
      targetColumn: true,
      firerDisordered: true,
      failedToCharge: true,
      targetFortified: 'major',
    });
    expect(calls[0]?.options).toEqual({ ...DEFAULT_OPTIONS, meleeDie: 10 });
  });

  it('"Muskets 6"" and "Pistols 2"": refuses beyond; "the pistol rows stop at 4 elements"', () => {
    const { run } = recording();
    expect(() => run('small-arms', { elements: 5, range: 6 })).not.toThrow();
    expect(() => run('small-arms', { elements: 4, range: 2, weapon: 'pistol' })).not.toThrow();
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ elements: 1, range: 6.5 }, 'musket range is at most 6"', 'params.range', 'at most 6'],
      [{ elements: 1, range: 2.5, weapon: 'pistol' }, 'pistol range is at most 2"', 'params.range', 'at most 2'],
      [
        { elements: 5, range: 1, weapon: 'pistol' },
        'the pistol rows stop at 4 elements',
        'params.elements',
        'at most 4',
      ],
    ];
    for (const [raw, message, path, expected] of cases) {
      const e = refusal(() => run('small-arms', raw));
      expect(e).toMatchObject({ code: 'bad-input', message });
      expect(e.context).toEqual({ path, expected });
    }
  });
});

describe('artillery (Rulebook: Artillery Fire; ruling R9)', () => {
  it('no modifier set; the battery named', () => {
    const { calls, run } = recording();
    expect(run('artillery', { guns: 3, range: 10 })).toEqual({ elements: 2 });
    expect(calls).toEqual([
      {
        roll: 'artilleryFire',
        situation: { guns: 3, range: 10, targetColumn: false, targetArtillery: false, targetFortified: 'none' },
        options: DEFAULT_OPTIONS,
        who: 'battery',
      },
    ]);
  });

  it('column +2, artillery -2, fortified; --close-inclusive sets ruling R9 over the game', () => {
    const { calls, run } = recording();
    run(
      'artillery',
      {
        guns: 1,
        range: 12,
        'target-column': true,
        'target-artillery': true,
        'target-fortified': 'field',
        'close-inclusive': true,
      },
      { resolvePass: 'disordered-or-better' },
    );
    expect(calls[0]?.situation).toEqual({
      guns: 1,
      range: 12,
      targetColumn: true,
      targetArtillery: true,
      targetFortified: 'field',
    });
    expect(calls[0]?.options).toEqual({
      ...DEFAULT_OPTIONS,
      resolvePass: 'disordered-or-better',
      artilleryCloseRangeInclusive: true,
    });
    const game = recording();
    game.run('artillery', { guns: 2, range: 12 }, { artilleryCloseRangeInclusive: true });
    // The parameter's default (false) is the ruling's own default; given or not, the parameter decides.
    expect(game.calls[0]?.options.artilleryCloseRangeInclusive).toBe(false);
  });
});

describe('melee (Rulebook: Melee > The Combat; ruling R1)', () => {
  it('no bonus set, the d20 of ruling R1, the unit named', () => {
    const { calls, run } = recording();
    expect(run('melee', { arm: 'foot', elements: 5 })).toEqual({ elements: 1 });
    expect(calls).toEqual([
      {
        roll: 'meleeRoll',
        situation: {
          arm: 'foot',
          elements: 5,
          charge: 'none',
          vsStationaryHorse: false,
          attackingFlank: false,
          attackingRear: false,
          opponentFallingBack: false,
          disordered: false,
          casualty: 'fresh',
          attackingFieldFortifications: false,
        },
        options: DEFAULT_OPTIONS,
        who: 'unit',
      },
    ]);
  });

  it('every modifier of the melee table, and the printed 1d10', () => {
    const { calls, run } = recording();
    run('melee', {
      arm: 'horse',
      elements: 2,
      charge: 's-vs-foot',
      'vs-stationary-horse': true,
      flank: true,
      rear: true,
      'opponent-falling-back': true,
      disordered: true,
      condition: 'distressed',
      fortifications: true,
      die: 10,
    });
    expect(calls[0]?.situation).toEqual({
      arm: 'horse',
      elements: 2,
      charge: 's-vs-foot',
      vsStationaryHorse: true,
      attackingFlank: true,
      attackingRear: true,
      opponentFallingBack: true,
      disordered: true,
      casualty: 'distressed',
      attackingFieldFortifications: true,
    });
    expect(calls[0]?.options).toEqual({ ...DEFAULT_OPTIONS, meleeDie: 10 });
  });

  it('ruling R1: the die is 10 or 20, nothing between', () => {
    const { run } = recording();
    for (const die of [10, 20]) expect(() => run('melee', { arm: 'foot', elements: 1, die })).not.toThrow();
    for (const die of [11, 19]) {
      const e = refusal(() => run('melee', { arm: 'foot', elements: 1, die }));
      expect(e).toMatchObject({ code: 'bad-input', message: '--die must be 10 or 20' });
      expect(e.context).toEqual({ path: 'params.die', expected: '10 or 20' });
    }
  });
});

describe('fire-or-square and drovers (Rulebook: Charges; Casualties)', () => {
  it('"twice the distance charged": fire by default, or form square', () => {
    const { calls, run } = recording();
    expect(run('fire-or-square', { distance: 4 })).toEqual({ succeeded: true });
    run('fire-or-square', { distance: 7.5, attempt: 'square' });
    expect(calls).toEqual([
      {
        roll: 'chargeReactionTest',
        situation: { distanceCharged: 4, attempt: 'fire' },
        options: DEFAULT_OPTIONS,
        who: 'unit',
      },
      {
        roll: 'chargeReactionTest',
        situation: { distanceCharged: 7.5, attempt: 'square' },
        options: DEFAULT_OPTIONS,
        who: 'unit',
      },
    ]);
  });

  it('"For each hit a deployed field Artillery battery takes": deployed unless limbered', () => {
    const { calls, run } = recording();
    expect(run('drovers', { hits: 2 })).toEqual({ deserted: true });
    run('drovers', { hits: 3, limbered: true });
    run('drovers', { hits: 1, limbering: true });
    const situations = [
      { hits: 2, deployed: true, limbering: false },
      { hits: 3, deployed: false, limbering: false },
      { hits: 1, deployed: true, limbering: true },
    ];
    expect(calls).toEqual(
      situations.map((situation) => ({ roll: 'droversDesert', situation, options: DEFAULT_OPTIONS, who: 'battery' })),
    );
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
        id: 'small-arms',
        examples: [
          {
            elements: 4,
            range: 3,
            platoon: true,
          },
          {
            elements: 5,
            range: 6,
          },
          {
            elements: 3,
            range: 2,
            weapon: 'pistol',
          },
        ],
        description:
          'One unit fires muskets or pistols: 1d20 against the table by firing elements; elements the target loses',
        source: 'Small Arms Fire',
        params: [
          {
            name: 'elements',
            kind: 'integer',
            min: 1,
            max: 5,
            description: 'firing elements (foot: front rank; horse: all)',
          },
          {
            name: 'range',
            kind: 'number',
            min: 0,
            description: 'range in inches (musket max 6", close 3"; pistol 2")',
          },
          {
            name: 'weapon',
            kind: 'choice',
            choices: ['musket', 'pistol'],
            default: 'musket',
            description: 'muskets or pistols',
          },
          {
            name: 'platoon',
            kind: 'boolean',
            description: 'platoon firing (+2)',
          },
          {
            name: 'battalion-gun',
            kind: 'boolean',
            description: 'firer has a battalion gun (+2)',
          },
          {
            name: 'target-column',
            kind: 'boolean',
            description: 'target in column (+2)',
          },
          {
            name: 'firer-disordered',
            kind: 'boolean',
            description: 'firer DISORDERED (-3)',
          },
          {
            name: 'failed-to-charge',
            kind: 'boolean',
            description: 'firer failed to charge this move (-2)',
          },
          {
            name: 'target-fortified',
            kind: 'choice',
            choices: ['none', 'field', 'major'],
            default: 'none',
            description: 'target in field or major fortifications',
          },
        ],
        outcomes: ['elements'],
      },
      {
        id: 'artillery',
        examples: [
          {
            guns: 3,
            range: 10,
          },
          {
            guns: 1,
            range: 30,
            'target-column': true,
          },
        ],
        description:
          'A field battery of 1-3 guns fires: 1d20 against the table by battery size; elements the target loses',
        source: 'Artillery Fire',
        params: [
          {
            name: 'guns',
            kind: 'integer',
            min: 1,
            max: 3,
            description: 'gun models in the battery',
          },
          {
            name: 'range',
            kind: 'number',
            min: 0,
            max: 36,
            description: 'range in inches (max 36", close under 12")',
          },
          {
            name: 'target-column',
            kind: 'boolean',
            description: 'target in column (+2)',
          },
          {
            name: 'target-artillery',
            kind: 'boolean',
            description: 'target is deployed artillery (-2)',
          },
          {
            name: 'target-fortified',
            kind: 'choice',
            choices: ['none', 'field', 'major'],
            default: 'none',
            description: 'target in field or major fortifications',
          },
          {
            name: 'close-inclusive',
            kind: 'boolean',
            description: 'ruling R9: count exactly 12" as close range',
            option: 'artilleryCloseRangeInclusive',
          },
        ],
        outcomes: ['elements'],
      },
      {
        id: 'melee',
        examples: [
          {
            arm: 'horse',
            elements: 2,
            charge: 's-vs-foot',
          },
          {
            arm: 'foot',
            elements: 5,
            die: 10,
          },
        ],
        description:
          'One unit rolls in melee: the die (d20 by ruling R1) against the table by fighting elements; elements the enemy loses',
        source: 'Melee > The Combat',
        params: [
          {
            name: 'arm',
            kind: 'choice',
            choices: ['foot', 'horse'],
            description: 'foot or horse',
          },
          {
            name: 'elements',
            kind: 'integer',
            min: 1,
            max: 7,
            description: 'front-rank elements plus overlaps',
          },
          {
            name: 'charge',
            kind: 'choice',
            choices: ['none', 'p-vs-foot', 's-vs-foot', 's-vs-pf', 's-vs-pc'],
            default: 'none',
            description: 'charging bonus',
          },
          {
            name: 'vs-stationary-horse',
            kind: 'boolean',
            description: 'charging horse against stationary horse (+2)',
          },
          {
            name: 'flank',
            kind: 'boolean',
            description: 'attacking flank (+2)',
          },
          {
            name: 'rear',
            kind: 'boolean',
            description: 'attacking rear (+4)',
          },
          {
            name: 'opponent-falling-back',
            kind: 'boolean',
            description: 'opponent falling back (+3)',
          },
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
            name: 'fortifications',
            kind: 'boolean',
            description: 'attacking field fortifications (-4)',
          },
          {
            name: 'die',
            kind: 'integer',
            min: 10,
            max: 20,
            default: 20,
            description: 'ruling R1: 20 (default) or the printed 10',
            option: 'meleeDie',
          },
        ],
        outcomes: ['elements'],
      },
      {
        id: 'fire-or-square',
        examples: [
          {
            distance: 4,
          },
        ],
        description: 'Charged infantry attempt to fire or form square: 1d20 at or below twice the distance charged',
        source: 'Charges',
        params: [
          {
            name: 'distance',
            kind: 'number',
            min: 0,
            max: 30,
            description: 'inches charged by the attacker',
          },
          {
            name: 'attempt',
            kind: 'choice',
            choices: ['fire', 'square'],
            default: 'fire',
            description: 'the attempt: fire, or form square',
          },
        ],
        outcomes: ['succeeded'],
      },
      {
        id: 'drovers',
        examples: [
          {
            hits: 2,
          },
          {
            hits: 2,
            limbered: true,
          },
          {
            hits: 2,
            limbering: true,
          },
        ],
        description:
          'For each hit on a deployed battery, 1d20 of 4 or less: the drovers desert (limbered: no roll; limbering: ruling R52)',
        source: 'Casualties',
        params: [
          {
            name: 'hits',
            kind: 'integer',
            min: 1,
            max: 4,
            description: 'hits taken',
          },
          {
            name: 'limbered',
            kind: 'boolean',
            description: 'the battery is limbered, not deployed: no roll',
          },
          {
            name: 'limbering',
            kind: 'boolean',
            description: 'the deployed battery has begun limbering up: rolls unless limberingDrovers=no-roll (R52)',
          },
        ],
        outcomes: ['deserted'],
      },
    ]);
  });
});

describe('the rules as written', () => {
  it("are the plugin's rolls: small arms, artillery, melee, fire or square, the drovers", () => {
    expect(wss6mmCombatPlugin).toMatchObject({
      smallArmsFire,
      artilleryFire,
      meleeRoll,
      chargeReactionTest,
      droversDesert,
    });
  });
});
