import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { wss6mmMoralePlugin } from '../plugins/morale.js';
import { activationTest } from './activationTest.js';

// Each test's roll as the log shows it: the unit, the test, and what it needs. "To take a Morale Test roll 1d20";
// "The testing unit rolls 1d20" (Resolve Test); "Roll 1 d20" (Rallying); "To see if a unit charges roll 1d20" and
// "They should roll 1d20" to fire or form square (Charges); "roll 1d20" to activate a Brigade (Command and Control).

const logOf = (run: (dice: ScriptedDice) => unknown, face = 10) => {
  const dice = ScriptedDice.of([face]);
  run(dice);
  return dice.takeRolls().map((r) => `${r.purpose} [d${r.sides}]`);
};

describe('the rolls of the tests, as logged', () => {
  it('Morale and Resolve tests name the unit and the test', () => {
    const morale = {
      casualty: 'fresh',
      order: 'steady',
      melee: 'none',
      enemyRoutingWithin6: 0,
      friendsRoutingWithin6: 0,
      defendingObstacle: false,
      officerAttached: false,
      attackedFlankOrRear: false,
    } as const;
    expect(logOf((d) => wss6mmMoralePlugin.moraleTest(d, morale, DEFAULT_OPTIONS, 'Navarre'))).toEqual([
      'Navarre: morale test [d20]',
    ]);
    const resolve = {
      disordered: false,
      casualty: 'fresh',
      hitDifference: 0,
      hitOnFlankOrRear: false,
      officerAttached: false,
    } as const;
    expect(logOf((d) => wss6mmMoralePlugin.resolveTest(d, resolve, DEFAULT_OPTIONS, 'Picardie'))).toEqual([
      'Picardie: resolve test [d20]',
    ]);
  });
  it('a rally names its cause and the score it needs: "Rally from Rout 16 or more", "Rally from Pursuit 10 or more", "Recover from Fall Back 14 or more"', () => {
    const rally = (from: 'rout' | 'pursuit' | 'fall-back') =>
      logOf((d) =>
        wss6mmMoralePlugin.rallyTest(
          d,
          { from, casualty: 'fresh', order: 'routed', inContact: false, officerAttached: false },
          DEFAULT_OPTIONS,
          'Greder',
        ),
      );
    expect([...rally('rout'), ...rally('pursuit'), ...rally('fall-back')]).toEqual([
      'Greder: rally from rout (needs 16+) [d20]',
      'Greder: rally from pursuit (needs 10+) [d20]',
      'Greder: rally from fall-back (needs 14+) [d20]',
    ]);
  });
  it('a charge test names the modified requirement ("Foot require 18+", "BLOODED +1")', () => {
    const charger = {
      arm: 'foot',
      casualty: 'blooded',
      disordered: false,
      officerAttached: false,
      pfFormation: false,
    } as const;
    expect(logOf((d) => wss6mmMoralePlugin.chargeTest(d, charger, DEFAULT_OPTIONS, 'Lumley'))).toEqual([
      'Lumley charge test (needs 19+) [d20]',
    ]);
  });
  it('DISORDERED foot ("n/p") roll nothing, and the result says no roll could succeed: 21 needed', () => {
    const charger = {
      arm: 'foot',
      casualty: 'fresh',
      disordered: true,
      officerAttached: false,
      pfFormation: false,
    } as const;
    const dice = ScriptedDice.of([]);
    expect(wss6mmMoralePlugin.chargeTest(dice, charger, DEFAULT_OPTIONS, 'u')).toEqual({
      roll: 0,
      needed: 21,
      charges: false,
    });
    expect(dice.takeRolls()).toEqual([]);
  });
  it('fire or form square names the attempt and "twice distance charged"', () => {
    const react = (attempt: 'fire' | 'square') =>
      logOf((d) =>
        wss6mmCombatPlugin.chargeReactionTest(d, { distanceCharged: 3, attempt }, DEFAULT_OPTIONS, 'Navarre'),
      );
    expect([...react('fire'), ...react('square')]).toEqual([
      'Navarre attempts to fire (needs 6 or less) [d20]',
      'Navarre attempts to form square (needs 6 or less) [d20]',
    ]);
  });
  it('a brigade activation names the brigadier\'s rating and activation roll ("c. Average 7")', () => {
    expect(logOf((d) => activationTest(d, 'average', 'Orkney'))).toEqual([
      'Orkney activation (average, needs 7+) [d20]',
    ]);
  });
});
