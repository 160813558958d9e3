import { describe, expect, it, vi } from 'vitest';
import { terciosMoralePlugin } from './morale.js';

// What `muster odds tercios --help` and the club list for each morale test: its id, its words (the rule it
// rolls), where the rulebook gives it, its parameters with their bounds and defaults, its outcomes and the
// examples the conformance kit enumerates. A change to any is a change users see.
const LISTED = [
  {
    id: 'order-test',
    examples: [
      {
        discipline: 3,
      },
      {
        discipline: 3,
        'out-of-command': true,
      },
    ],
    description: 'An order test of a unit with Dm: Discipline dice, one 5+ passes; Discipline - out of command',
    source: 'Order Cards > Testing Orders',
    params: [
      {
        name: 'discipline',
        kind: 'integer',
        min: 0,
        max: 12,
        description: 'Discipline value',
      },
      {
        name: 'out-of-command',
        kind: 'boolean',
        description: 'no commander attached, or out of its radius or sight (Discipline-)',
      },
    ],
    outcomes: ['passed'],
  },
  {
    id: 'reaction-test',
    examples: [
      {
        discipline: 3,
      },
      {
        discipline: 2,
        'against-flank-charge': true,
      },
    ],
    description:
      'A reaction test: an order test even when fresh (Discipline dice, one 5+); Discipline - out of command or against a flank charge, + with an Imperturbable commander near',
    source: 'Reactions',
    params: [
      {
        name: 'discipline',
        kind: 'integer',
        min: 0,
        max: 12,
        description: 'Discipline value',
      },
      {
        name: 'out-of-command',
        kind: 'boolean',
        description: 'no commander attached, or out of its radius or sight (Discipline-)',
      },
      {
        name: 'against-flank-charge',
        kind: 'boolean',
        description: 'the reaction is to a flank charge (Discipline-)',
      },
      {
        name: 'reaction',
        kind: 'choice',
        choices: ['resist', 'shoot', 'volley', 'counter-charge', 'interception', 'evasion', 'reorient'],
        default: 'resist',
        description: 'the reaction attempted',
      },
      {
        name: 'imperturbable',
        kind: 'boolean',
        description: 'an Imperturbable commander has the unit in its radius (Discipline+)',
      },
      {
        name: 'evasion-rule',
        kind: 'boolean',
        description: 'the unit has the Evasion rule (evading an infantry charge: Discipline+)',
      },
      {
        name: 'charger',
        kind: 'choice',
        choices: ['cavalry', 'infantry'],
        default: 'cavalry',
        description: 'what charged the unit (Evasion rule: Discipline+ against infantry)',
      },
      {
        name: 'charger-aggressive',
        kind: 'boolean',
        description: 'the charger has an Aggressive commander attached (Discipline- to evade)',
      },
    ],
    outcomes: ['passed'],
  },
  {
    id: 'impetuous-test',
    examples: [
      {
        discipline: 2,
      },
    ],
    description:
      'Impetuous: a fresh unit that could charge tests its order on activation (Discipline dice, one 5+); failed, it must charge',
    source: 'The Troops > Cavalry > Impetuous',
    params: [
      {
        name: 'discipline',
        kind: 'integer',
        min: 0,
        max: 12,
        description: 'Discipline value',
      },
      {
        name: 'out-of-command',
        kind: 'boolean',
        description: 'no commander attached, or out of its radius or sight (Discipline-)',
      },
    ],
    outcomes: ['must-charge'],
  },
  {
    id: 'rout-test',
    examples: [
      {
        discipline: 3,
        'rout-points': 1,
      },
      {
        discipline: 4,
        'rout-points': 2,
      },
    ],
    description: 'A rout test: original Discipline in dice, one 6 per Rout Point',
    source: 'Shooting > Rout Test',
    params: [
      {
        name: 'discipline',
        kind: 'integer',
        min: 0,
        max: 12,
        description: 'original Discipline value (never modified)',
      },
      {
        name: 'rout-points',
        kind: 'integer',
        min: 1,
        max: 12,
        description: 'Dm in excess of Stamina',
      },
    ],
    outcomes: ['passed'],
  },
  {
    id: 'isolation-test',
    examples: [
      {
        rank: 1,
      },
      {
        rank: 3,
      },
    ],
    description:
      'A commander left alone when a friendly unit within 6" is destroyed: rank dice, one 5+, or it takes flight; fewer than two exhaust it',
    source: 'Command > Commanders and Losses',
    params: [
      {
        name: 'rank',
        kind: 'integer',
        min: 0,
        max: 5,
        description: "the commander's rank (its dice)",
      },
    ],
    outcomes: ['fled', 'exhausted'],
  },
  {
    id: 'wrong-place-test',
    examples: [
      {
        rank: 2,
      },
    ],
    description:
      'A commander in the wrong place (an enemy on its path): rank dice, 5+; none kills it, fewer than two exhaust it',
    source: 'Command > Commanders and Losses > In the wrong place',
    params: [
      {
        name: 'rank',
        kind: 'integer',
        min: 0,
        max: 5,
        description: "the commander's rank (its dice)",
      },
    ],
    outcomes: ['killed', 'exhausted'],
  },
] as const;

describe('the morale tests as `muster odds tercios` lists them', () => {
  it('are the order, reaction, Impetuous, rout, isolation and wrong-place tests, in that order', () => {
    expect(terciosMoralePlugin.mechanics.map((m) => m.id)).toEqual(LISTED.map((m) => m.id));
  });

  it.each(LISTED.map((m) => [m.id, m] as const))(
    '%s: words, source, parameters, outcomes and examples',
    (id, listed) => {
      const { run, ...definition } = terciosMoralePlugin.mechanics.find((m) => m.id === id) ?? { run: undefined };
      expect(typeof run).toBe('function');
      expect(definition).toEqual(listed);
    },
  );
});

// The plugin bound by default is built when plugins/morale.ts loads (plugins/morale.ts: "Tercios order, reaction and
// rout tests as written (bound to `MoralePluginToken` by default)"), so the module is loaded afresh here: a test runner
// that keeps the first load would not see a change to how it is built.
describe('the morale plugin bound by default, loaded afresh', () => {
  it('is "tercios/tests" of the ruleset "tercios", with the description `muster odds tercios` shows', async () => {
    vi.resetModules();
    const { terciosMoralePlugin: fresh } = await import('./morale.js');
    expect(fresh.id).toBe('tercios/tests');
    expect(fresh.ruleset).toBe('tercios');
    expect(fresh.description).toBe(
      'Liber Militum: Tercios order, reaction and Impetuous tests (Discipline, one 5+), rout test (one 6 per Rout Point), commanders left alone or in the wrong place (rank, 5+)',
    );
    expect(fresh.mechanics.map((m) => m.id)).toEqual(LISTED.map((m) => m.id));
  });
});
