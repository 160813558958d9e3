import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { resolveMelee, shareCasualties, type CombatSide } from './closeCombat.js';

// Rulebook: Close Combat, "For Close Combat Each stand will receive a certain number of D6. When these D6 are
// rolled, each 6 will inflict a casualty on the enemy" (and "kill on a 5 or 6 instead of just a 6" for pikes to
// front): the log shows each side's dice by the number they kill on, and only the dice a side has.

const purposes = (dice: ScriptedDice) => dice.takeRolls().map((r) => `${r.purpose} [${r.count}]`);
const side = (troop: CombatSide['troop'], stands: number[], more: Partial<CombatSide> = {}): CombatSide => ({
  troop,
  stands,
  order: 'open',
  ...more,
});

describe('the log of a close combat', () => {
  it('each side is named by its troop when the battle gives no label; a side with no die killing on 5 rolls no such pool', () => {
    const dice = new ScriptedDice((request) => Array.from({ length: request.count }, () => 1));
    resolveMelee(dice, {
      attackers: [side('pikemen', [5], { order: 'closed' })],
      defenders: [side('halberdiers', [5])],
      firstRound: false,
    });
    // Pikes to front: 5 dice on 5-6; halberdiers (5-6 against foot) 5 - 1 (open against closed) - 2 (pikes to front).
    expect(purposes(dice)).toEqual([
      'pikemen attacking: 5d6 killing on 5-6 [5]',
      'halberdiers defending: 2d6 killing on 5-6 [2]',
    ]);
  });

  it('a side attacked in rear "can inflict no casualties" and rolls nothing', () => {
    const dice = new ScriptedDice((request) => Array.from({ length: request.count }, () => 6));
    const r = resolveMelee(dice, {
      attackers: [side('halberdiers', [5, 5])],
      defenders: [side('arquebusiers', [5], { attackedInRear: true })],
      firstRound: false,
      attackerLabel: 'A',
      defenderLabel: 'D',
    });
    expect(purposes(dice)).toEqual(['A: 10d6 killing on 5-6 [10]']);
    expect([r.attackerCasualties, r.defenderCasualties]).toEqual([0, 5]);
  });

  it('"Reiters attacked by other cavalry ... Roll a D4": the Reiters are named', () => {
    const dice = ScriptedDice.of([3]);
    expect(swordAndPikeCombatPlugin.reiterRanks(dice, { unit: 'Black Reiters' })).toBe(3);
    expect(purposes(dice)).toEqual(['Black Reiters charged by cavalry: D4 ranks may fire [1]']);
  });

  it('a close combat needs a unit on each side', () => {
    const one = side('halberdiers', [5]);
    const refused = new Error('a close combat needs a unit on each side');
    expect(() => resolveMelee(ScriptedDice.of([]), { attackers: [], defenders: [one], firstRound: false })).toThrow(
      refused,
    );
    expect(() => resolveMelee(ScriptedDice.of([]), { attackers: [one], defenders: [], firstRound: false })).toThrow(
      refused,
    );
  });
});

describe('ruling R42: casualties shared among the units of a side, never more than a unit has', () => {
  it('more casualties than figures: every unit loses all it has, and no casualty goes anywhere else', () => {
    const shares = shareCasualties(9, [2, 1], [4, 2]);
    expect(shares).toEqual([4, 2]);
    expect(Object.keys(shares)).toEqual(['0', '1']);
  });
});
