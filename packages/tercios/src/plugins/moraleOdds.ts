import type { MechanicDefinition, ParamSpec, ParamValues } from '@muster/core';
import { terciosOptionsOf } from '../options/terciosOptionsOf.js';
import type { ReactionKind } from '../orders/OrderCard.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { TerciosMorale } from './morale.js';

/** A unit of the given Discipline and Dm, the rest of no account to a morale test. */
function unitWithDiscipline(discipline: number, stamina: number, wear?: number): TerciosUnit {
  return {
    name: 'The unit',
    category: 'infantry',
    values: { speed: 4, melee: 1, shoot: 0, discipline, courage: 1, stamina },
    defence: { infantry: 4, cavalry: 4, salvo: 4, ball: 4 },
    weapons: [],
    rules: [],
    ...(wear !== undefined ? { wear } : {}),
  };
}

const inCommand = (p: ParamValues): boolean => !(p['out-of-command'] as boolean);

const DISCIPLINE: ParamSpec = { name: 'discipline', kind: 'integer', min: 0, max: 12, description: 'Discipline value' };
const OUT_OF_COMMAND: ParamSpec = {
  name: 'out-of-command',
  kind: 'boolean',
  description: 'no commander attached, or out of its radius or sight (Discipline-)',
};

/** `muster odds tercios order-test`: the plugin's `orderTest` on a unit with Dm. */
export function orderTestMechanic(plugin: TerciosMorale): MechanicDefinition {
  return {
    id: 'order-test',
    examples: [{ discipline: 3 }, { discipline: 3, 'out-of-command': true }],
    description: 'An order test of a unit with Dm: Discipline dice, one 5+ passes; Discipline - out of command',
    source: 'Order Cards > Testing Orders',
    params: [DISCIPLINE, OUT_OF_COMMAND],
    outcomes: ['passed'],
    run: (dice, p, game) => ({
      passed: plugin.orderTest(dice, {
        unit: unitWithDiscipline(p.discipline as number, 12, 1),
        inCommand: inCommand(p),
        options: terciosOptionsOf(game),
      }).passed
        ? 1
        : 0,
    }),
  };
}

/** `muster odds tercios reaction-test`: the plugin's `reactionTest` (a Resist! reaction to a charge). */
export function reactionTestMechanic(plugin: TerciosMorale): MechanicDefinition {
  return {
    id: 'reaction-test',
    examples: [{ discipline: 3 }, { discipline: 2, 'against-flank-charge': true }],
    description:
      'A reaction test: an order test even when fresh (Discipline dice, one 5+); Discipline - out of command or against a flank charge, + with an Imperturbable commander near',
    source: 'Reactions',
    params: [
      DISCIPLINE,
      OUT_OF_COMMAND,
      { name: 'against-flank-charge', kind: 'boolean', description: 'the reaction is to a flank charge (Discipline-)' },
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
    run: (dice, p, game) => {
      const base = unitWithDiscipline(p.discipline as number, 12);
      // Rulebook: Automatic Kingdoms Traits (Imperturbable, Aggressive); The Troops > Evasion.
      const unit: TerciosUnit = {
        ...base,
        ...(p['evasion-rule'] === true ? { category: 'cavalry', rules: ['evasion'] } : {}),
        ...(p.imperturbable === true ? { inRadiusOf: ['imperturbable'] } : {}),
      };
      const enemy: TerciosUnit = {
        ...unitWithDiscipline(3, 3),
        category: p.charger === 'infantry' ? 'infantry' : 'cavalry',
        ...(p['charger-aggressive'] === true ? { commander: { rank: 0, virtues: [], traits: ['aggressive'] } } : {}),
      };
      const test = plugin.reactionTest(dice, {
        unit,
        reaction: p.reaction as ReactionKind,
        enemy,
        inCommand: inCommand(p),
        againstFlankCharge: p['against-flank-charge'] as boolean,
        options: terciosOptionsOf(game),
      });
      return { passed: test.passed ? 1 : 0 };
    },
  };
}

/** `muster odds tercios impetuous-test`: the plugin's `impetuousTest` on a fresh Impetuous unit that could charge. */
export function impetuousTestMechanic(plugin: TerciosMorale): MechanicDefinition {
  return {
    id: 'impetuous-test',
    examples: [{ discipline: 2 }],
    description:
      'Impetuous: a fresh unit that could charge tests its order on activation (Discipline dice, one 5+); failed, it must charge',
    source: 'The Troops > Cavalry > Impetuous',
    params: [DISCIPLINE, OUT_OF_COMMAND],
    outcomes: ['must-charge'],
    run: (dice, p, game) => {
      const unit: TerciosUnit = {
        ...unitWithDiscipline(p.discipline as number, 12),
        category: 'cavalry',
        rules: ['impetuous'],
      };
      return {
        'must-charge': plugin.impetuousTest(dice, {
          unit,
          order: 'ready',
          canCharge: true,
          inCommand: inCommand(p),
          options: terciosOptionsOf(game),
        }).mustCharge
          ? 1
          : 0,
      };
    },
  };
}

/** `muster odds tercios rout-test`: the plugin's `routTest`. */
export function routTestMechanic(plugin: TerciosMorale): MechanicDefinition {
  return {
    id: 'rout-test',
    examples: [
      { discipline: 3, 'rout-points': 1 },
      { discipline: 4, 'rout-points': 2 },
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
      { name: 'rout-points', kind: 'integer', min: 1, max: 12, description: 'Dm in excess of Stamina' },
    ],
    outcomes: ['passed'],
    run: (dice, p, game) => ({
      passed: plugin.routTest(dice, {
        unit: unitWithDiscipline(p.discipline as number, 1),
        routPoints: p['rout-points'] as number,
        options: terciosOptionsOf(game),
      }).passed
        ? 1
        : 0,
    }),
  };
}

const RANK: ParamSpec = {
  name: 'rank',
  kind: 'integer',
  min: 0,
  max: 5,
  description: "the commander's rank (its dice)",
};

/** `muster odds tercios isolation-test`: the plugin's `isolationTest`. */
export function isolationTestMechanic(plugin: TerciosMorale): MechanicDefinition {
  return {
    id: 'isolation-test',
    examples: [{ rank: 1 }, { rank: 3 }],
    description:
      'A commander left alone when a friendly unit within 6" is destroyed: rank dice, one 5+, or it takes flight; fewer than two exhaust it',
    source: 'Command > Commanders and Losses',
    params: [RANK],
    outcomes: ['fled', 'exhausted'],
    run: (dice, p) => {
      const r = plugin.isolationTest(dice, { rank: p.rank as number });
      return { fled: r.fled ? 1 : 0, exhausted: r.exhausted ? 1 : 0 };
    },
  };
}

/** `muster odds tercios wrong-place-test`: the plugin's `wrongPlaceTest`. */
export function wrongPlaceTestMechanic(plugin: TerciosMorale): MechanicDefinition {
  return {
    id: 'wrong-place-test',
    examples: [{ rank: 2 }],
    description:
      'A commander in the wrong place (an enemy on its path): rank dice, 5+; none kills it, fewer than two exhaust it',
    source: 'Command > Commanders and Losses > In the wrong place',
    params: [RANK],
    outcomes: ['killed', 'exhausted'],
    run: (dice, p) => {
      const r = plugin.wrongPlaceTest(dice, { rank: p.rank as number });
      return { killed: r.killed ? 1 : 0, exhausted: r.exhausted ? 1 : 0 };
    },
  };
}
