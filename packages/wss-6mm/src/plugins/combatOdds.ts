import { MusterError, type MechanicDefinition } from '@muster/core';
import { ARTILLERY_MAX_RANGE, type Fortification } from '../mechanics/artilleryFire.js';
import type { ChargeBonus } from '../mechanics/melee.js';
import { MUSKET_RANGE, PISTOL_RANGE, type Weapon } from '../mechanics/smallArmsFire.js';
import type { Casualty } from '../organisation/conditions.js';
import type { Wss6mmCombatRolls } from './combat.js';
import { bool, condition, flag, fortified, num, str, withRulings } from './oddsParams.js';

/**
 * The combat plugin's mechanics for `muster odds` (`small-arms`, `artillery`, `melee`, `fire-or-square`,
 * `drovers`): each maps its parameters onto the situation the battle builds and calls `rolls`, the
 * plugin's own functions, so a rebound plugin's odds are its own.
 *
 * @example
 * combatMechanics(wss6mmCombatPlugin).find((m) => m.id === 'small-arms');
 */
export function combatMechanics(rolls: Wss6mmCombatRolls): MechanicDefinition[] {
  return [
    {
      id: 'small-arms',
      examples: [
        { elements: 4, range: 3, platoon: true },
        { elements: 5, range: 6 },
        { elements: 3, range: 2, weapon: 'pistol' },
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
        { name: 'range', kind: 'number', min: 0, description: 'range in inches (musket max 6", close 3"; pistol 2")' },
        {
          name: 'weapon',
          kind: 'choice',
          choices: ['musket', 'pistol'],
          default: 'musket',
          description: 'muskets or pistols',
        },
        flag('platoon', 'platoon firing (+2)'),
        flag('battalion-gun', 'firer has a battalion gun (+2)'),
        flag('target-column', 'target in column (+2)'),
        flag('firer-disordered', 'firer DISORDERED (-3)'),
        flag('failed-to-charge', 'firer failed to charge this move (-2)'),
        fortified,
      ],
      outcomes: ['elements'],
      validate: (p) => {
        const weapon = str(p, 'weapon') as Weapon;
        const max = weapon === 'musket' ? MUSKET_RANGE : PISTOL_RANGE;
        if (num(p, 'range') > max)
          throw new MusterError('bad-input', `${weapon} range is at most ${max}"`, {
            path: 'params.range',
            expected: `at most ${max}`,
          });
        if (weapon === 'pistol' && num(p, 'elements') > 4)
          throw new MusterError('bad-input', 'the pistol rows stop at 4 elements', {
            path: 'params.elements',
            expected: 'at most 4',
          });
      },
      run: (dice, p, game) => ({
        elements: rolls.smallArmsFire(
          dice,
          {
            weapon: str(p, 'weapon') as Weapon,
            elements: num(p, 'elements'),
            range: num(p, 'range'),
            platoon: bool(p, 'platoon'),
            battalionGun: bool(p, 'battalion-gun'),
            targetColumn: bool(p, 'target-column'),
            firerDisordered: bool(p, 'firer-disordered'),
            failedToCharge: bool(p, 'failed-to-charge'),
            targetFortified: str(p, 'target-fortified') as Fortification,
          },
          withRulings(game, {}),
          'firer',
        ).elements,
      }),
    },
    {
      id: 'artillery',
      examples: [
        { guns: 3, range: 10 },
        { guns: 1, range: 30, 'target-column': true },
      ],
      description:
        'A field battery of 1-3 guns fires: 1d20 against the table by battery size; elements the target loses',
      source: 'Artillery Fire',
      params: [
        { name: 'guns', kind: 'integer', min: 1, max: 3, description: 'gun models in the battery' },
        {
          name: 'range',
          kind: 'number',
          min: 0,
          max: ARTILLERY_MAX_RANGE,
          description: 'range in inches (max 36", close under 12")',
        },
        flag('target-column', 'target in column (+2)'),
        flag('target-artillery', 'target is deployed artillery (-2)'),
        fortified,
        {
          ...flag('close-inclusive', 'ruling R9: count exactly 12" as close range'),
          option: 'artilleryCloseRangeInclusive',
        },
      ],
      outcomes: ['elements'],
      run: (dice, p, game) => ({
        elements: rolls.artilleryFire(
          dice,
          {
            guns: num(p, 'guns') as 1 | 2 | 3,
            range: num(p, 'range'),
            targetColumn: bool(p, 'target-column'),
            targetArtillery: bool(p, 'target-artillery'),
            targetFortified: str(p, 'target-fortified') as Fortification,
          },
          withRulings(game, { artilleryCloseRangeInclusive: bool(p, 'close-inclusive') }),
          'battery',
        ).elements,
      }),
    },
    {
      id: 'melee',
      examples: [
        { arm: 'horse', elements: 2, charge: 's-vs-foot' },
        { arm: 'foot', elements: 5, die: 10 },
      ],
      description:
        'One unit rolls in melee: the die (d20 by ruling R1) against the table by fighting elements; elements the enemy loses',
      source: 'Melee > The Combat',
      params: [
        { name: 'arm', kind: 'choice', choices: ['foot', 'horse'], description: 'foot or horse' },
        { name: 'elements', kind: 'integer', min: 1, max: 7, description: 'front-rank elements plus overlaps' },
        {
          name: 'charge',
          kind: 'choice',
          choices: ['none', 'p-vs-foot', 's-vs-foot', 's-vs-pf', 's-vs-pc'],
          default: 'none',
          description: 'charging bonus',
        },
        flag('vs-stationary-horse', 'charging horse against stationary horse (+2)'),
        flag('flank', 'attacking flank (+2)'),
        flag('rear', 'attacking rear (+4)'),
        flag('opponent-falling-back', 'opponent falling back (+3)'),
        flag('disordered', 'DISORDERED (-2)'),
        condition,
        flag('fortifications', 'attacking field fortifications (-4)'),
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
      validate: (p) => {
        if (num(p, 'die') !== 10 && num(p, 'die') !== 20)
          throw new MusterError('bad-input', '--die must be 10 or 20', { path: 'params.die', expected: '10 or 20' });
      },
      run: (dice, p, game) => ({
        elements: rolls.meleeRoll(
          dice,
          {
            arm: str(p, 'arm') as 'foot' | 'horse',
            elements: num(p, 'elements'),
            charge: str(p, 'charge') as ChargeBonus,
            vsStationaryHorse: bool(p, 'vs-stationary-horse'),
            attackingFlank: bool(p, 'flank'),
            attackingRear: bool(p, 'rear'),
            opponentFallingBack: bool(p, 'opponent-falling-back'),
            disordered: bool(p, 'disordered'),
            casualty: str(p, 'condition') as Casualty,
            attackingFieldFortifications: bool(p, 'fortifications'),
          },
          withRulings(game, { meleeDie: num(p, 'die') as 10 | 20 }),
          'unit',
        ).elements,
      }),
    },
    {
      id: 'fire-or-square',
      examples: [{ distance: 4 }],
      description: 'Charged infantry attempt to fire or form square: 1d20 at or below twice the distance charged',
      source: 'Charges',
      params: [
        { name: 'distance', kind: 'number', min: 0, max: 30, description: 'inches charged by the attacker' },
        {
          name: 'attempt',
          kind: 'choice',
          choices: ['fire', 'square'],
          default: 'fire',
          description: 'the attempt: fire, or form square',
        },
      ],
      outcomes: ['succeeded'],
      run: (dice, p, game) => ({
        succeeded: rolls.chargeReactionTest(
          dice,
          { distanceCharged: num(p, 'distance'), attempt: str(p, 'attempt') as 'fire' | 'square' },
          withRulings(game, {}),
          'unit',
        ).succeeded,
      }),
    },
    {
      id: 'drovers',
      examples: [{ hits: 2 }, { hits: 2, limbered: true }, { hits: 2, limbering: true }],
      description:
        'For each hit on a deployed battery, 1d20 of 4 or less: the drovers desert (limbered: no roll; limbering: ruling R52)',
      source: 'Casualties',
      params: [
        { name: 'hits', kind: 'integer', min: 1, max: 4, description: 'hits taken' },
        flag('limbered', 'the battery is limbered, not deployed: no roll'),
        flag('limbering', 'the deployed battery has begun limbering up: rolls unless limberingDrovers=no-roll (R52)'),
      ],
      outcomes: ['deserted'],
      run: (dice, p, game) => ({
        deserted: rolls.droversDesert(
          dice,
          { hits: num(p, 'hits'), deployed: !bool(p, 'limbered'), limbering: bool(p, 'limbering') },
          withRulings(game, {}),
          'battery',
        ).deserted,
      }),
    },
  ];
}
