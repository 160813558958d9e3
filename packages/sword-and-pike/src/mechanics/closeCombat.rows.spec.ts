import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { swordAndPikeCombatPlugin } from '../plugins/combat.js';
import { DEFAULT_CLOSE_COMBAT_RULES, type CloseCombatRules, type CombatDice, type CombatSide } from './closeCombat.js';

// Rulebook: Close Combat, "For Close Combat Each stand will receive a certain number of D6. When these D6 are
// rolled, each 6 will inflict a casualty on the enemy" and the Close Combat "extra dice" numbers, one line a case,
// pinned through the bound combat plugin's `closeCombat` (what the battle calls for every close combat).
// Ruling R4 (the missing Combat Factors Chart): each stand rolls one D6 per figure in it, plus or minus the
// "extra dice" numbers per stand, never below 0. Every die of one side shows the same scripted face: a face of 4
// kills nothing, 5 kills with the 5-6 dice only, 6 kills with all.

/** Dice whose faces are `attacker` for the attacking side's rolls and `defender` for the defending side's. */
const dice = (attacker: number, defender: number) =>
  new ScriptedDice((request) =>
    Array.from({ length: request.count }, () => (request.purpose.startsWith('A:') ? attacker : defender)),
  );

const fight = (
  attacker: CombatSide,
  defender: CombatSide,
  faces: { attacker: number; defender: number },
  firstRound = false,
  rules: CloseCombatRules = DEFAULT_CLOSE_COMBAT_RULES,
) =>
  swordAndPikeCombatPlugin.closeCombat(dice(faces.attacker, faces.defender), {
    attackers: [attacker],
    defenders: [defender],
    firstRound,
    rules,
    attackerLabel: 'A',
    defenderLabel: 'D',
  });

const foot = (troop: CombatSide['troop'], stands: number[], more: Partial<CombatSide> = {}): CombatSide => ({
  troop,
  stands,
  order: 'open',
  ...more,
});
const horse = (troop: CombatSide['troop'], stands: number[], more: Partial<CombatSide> = {}): CombatSide => ({
  troop,
  stands,
  order: 'open',
  ...more,
});
const pikes = (stands: number[], more: Partial<CombatSide> = {}): CombatSide => ({
  troop: 'pikemen',
  stands,
  order: 'closed',
  ...more,
});

interface Row {
  readonly row: string;
  readonly side: CombatSide;
  readonly enemy: CombatSide;
  readonly firstRound?: boolean;
  readonly rules?: Partial<CloseCombatRules>;
  readonly dice: CombatDice;
}

// A big enemy (20 foot or 12 horse figures) so that no kill count is capped by its figures.
const shot = foot('arquebusiers', [5, 5, 5, 5]);
const reiters = horse('reiters', [3, 3, 3, 3]);
const gendarmes = horse('gendarmes', [3, 3, 3, 3]);
const closedPikes = pikes([5, 5, 5, 5]);

const ROWS: readonly Row[] = [
  // "each 6 will inflict a casualty on the enemy"; ruling R4: one D6 per figure of each stand.
  {
    row: 'each 6 will inflict a casualty (R4: a die per figure): 2 stands of 5 arquebusiers',
    side: foot('arquebusiers', [5, 5]),
    enemy: shot,
    dice: { onFive: 0, onSix: 10 },
  },
  {
    row: 'each 6 will inflict a casualty (R4): a partly lost stand of 3 and a full stand of 5',
    side: foot('arquebusiers', [5, 3]),
    enemy: shot,
    dice: { onFive: 0, onSix: 8 },
  },
  // • Gendarmes kill on a 5 or 6 instead of just a 6 on each D6.
  {
    row: 'Gendarmes kill on a 5 or 6 instead of just a 6 on each D6',
    side: horse('gendarmes', [3, 3]),
    enemy: gendarmes,
    dice: { onFive: 6, onSix: 0 },
  },
  // • All swordsmen and Halbardiers kill on a 5 or 6 when fighting foot troops, instead of just a 6 on each D6.
  {
    row: 'All swordsmen and Halbardiers kill on a 5 or 6 when fighting foot troops: halberdiers',
    side: foot('halberdiers', [5, 5]),
    enemy: shot,
    dice: { onFive: 10, onSix: 0 },
  },
  {
    row: 'All swordsmen and Halbardiers kill on a 5 or 6 when fighting foot troops: great-swordsmen',
    side: foot('great-swordsmen', [5]),
    enemy: shot,
    dice: { onFive: 5, onSix: 0 },
  },
  {
    row: 'All swordsmen and Halbardiers kill on a 5 or 6 when fighting foot troops: sword and buckler men',
    side: foot('sword-and-buckler', [5]),
    enemy: shot,
    dice: { onFive: 5, onSix: 0 },
  },
  {
    row: 'All swordsmen and Halbardiers kill on a 5 or 6 when fighting foot troops: not against horse',
    side: foot('halberdiers', [5, 5]),
    enemy: reiters,
    dice: { onFive: 0, onSix: 10 },
  },
  // • Units in open order are -1 when fighting closed order troops
  {
    row: 'Units in open order are -1 when fighting closed order troops (Gendarmes "fight in closed order")',
    side: foot('arquebusiers', [5, 5]),
    enemy: gendarmes,
    dice: { onFive: 0, onSix: 8 },
  },
  {
    row: 'Units in open order are -1 when fighting closed order troops: closed against closed has no -1',
    side: pikes([5, 5], { order: 'closed' }),
    enemy: gendarmes,
    dice: { onFive: 10, onSix: 0 },
  },
  // • Medium Cavalry (reiters) are +1
  {
    row: 'Medium Cavalry (reiters) are +1',
    side: horse('reiters', [3, 3]),
    enemy: reiters,
    dice: { onFive: 0, onSix: 8 },
  },
  // • Light Cavalry are +1 win ties vs. infantry but not cavalry.
  { row: 'Light Cavalry are +1', side: horse('light-horse', [3, 3]), enemy: reiters, dice: { onFive: 0, onSix: 8 } },
  // • Cavalry with lance +1 first turn for the first die roll in any melee for each company.
  {
    row: 'Cavalry with lance +1 first turn for the first die roll in any melee for each company',
    side: horse('gendarmes', [3, 3]),
    enemy: gendarmes,
    firstRound: true,
    dice: { onFive: 8, onSix: 0 },
  },
  // • Pikes closed order are fighting to their front. kill on a 5 or 6 instead of just a 6 on each D6.
  {
    row: 'Pikes closed order are fighting to their front. kill on a 5 or 6',
    side: pikes([5, 5]),
    enemy: shot,
    dice: { onFive: 10, onSix: 0 },
  },
  {
    row: 'Pikes closed order ... kill on a 5 or 6: pikes in open order kill on 6',
    side: pikes([5, 5], { order: 'open' }),
    enemy: shot,
    dice: { onFive: 0, onSix: 10 },
  },
  {
    row: 'Pikes closed order are fighting to their front: attacked in the flank they kill on 6 (ruling R43)',
    side: pikes([5, 5], { attackedInFlank: true }),
    enemy: shot,
    dice: { onFive: 0, onSix: 10 },
  },
  {
    row: 'Pikes closed order are fighting to their front: in square, even on a flank (ruling R43)',
    side: pikes([5, 5], { attackedInFlank: true, square: true }),
    enemy: shot,
    dice: { onFive: 10, onSix: 0 },
  },
  // • All other units fighting pikes to front -2
  {
    row: 'All other units fighting pikes to front -2 (Gendarmes, closed against closed)',
    side: horse('gendarmes', [3, 3]),
    enemy: closedPikes,
    dice: { onFive: 2, onSix: 0 },
  },
  {
    row: 'All other units fighting pikes to front -2, and open order -1 against closed (arquebusiers)',
    side: foot('arquebusiers', [5, 5]),
    enemy: closedPikes,
    dice: { onFive: 0, onSix: 4 },
  },
  {
    row: 'All other units fighting pikes to front -2: not against pikes in open order',
    side: foot('arquebusiers', [5, 5]),
    enemy: pikes([5, 5, 5, 5], { order: 'open' }),
    dice: { onFive: 0, onSix: 10 },
  },
  {
    row: 'All other units fighting pikes to front -2: not against their flank (ruling R43; open -1 still)',
    side: foot('arquebusiers', [5, 5]),
    enemy: pikes([5, 5, 5, 5], { attackedInFlank: true }),
    dice: { onFive: 0, onSix: 8 },
  },
  {
    row: 'All other units fighting pikes to front -2: pikes against pikes have no -2',
    side: pikes([5, 5]),
    enemy: closedPikes,
    dice: { onFive: 10, onSix: 0 },
  },
  // • Units climbing up to higher level are -1
  {
    row: 'Units climbing up to higher level are -1',
    side: foot('arquebusiers', [5, 5], { uphill: true }),
    enemy: shot,
    dice: { onFive: 0, onSix: 8 },
  },
  // • Units attacking "across walls" are -1
  {
    row: 'Units attacking "across walls" are -1',
    side: foot('arquebusiers', [5, 5], { acrossWall: true }),
    enemy: shot,
    dice: { onFive: 0, onSix: 8 },
  },
  // • Pikes in broken terrain or urban areas other than in the streets= die number (ruling R11: lose the 5-6)
  {
    row: 'Pikes in broken terrain or urban areas other than in the streets= die number (R11: kill on 6)',
    side: pikes([5, 5], { brokenGround: true }),
    enemy: shot,
    dice: { onFive: 0, onSix: 10 },
  },
  {
    row: 'Pikes in broken terrain ...= die number (R11 option minus-one-die)',
    side: pikes([5, 5], { brokenGround: true }),
    enemy: shot,
    rules: { brokenGround: 'minus-one-die' },
    dice: { onFive: 8, onSix: 0 },
  },
  // • Gendarmes or Rieters in broken terrain or urban areas other than in the streets= die number
  {
    row: 'Gendarmes or Rieters in broken terrain ...= die number: Gendarmes (R11: kill on 6)',
    side: horse('gendarmes', [3, 3], { brokenGround: true }),
    enemy: gendarmes,
    dice: { onFive: 0, onSix: 6 },
  },
  {
    row: 'Gendarmes or Rieters in broken terrain ...= die number: Reiters have no kill bonus to lose (R11)',
    side: horse('reiters', [3, 3], { brokenGround: true }),
    enemy: reiters,
    dice: { onFive: 0, onSix: 8 },
  },
  {
    row: 'Gendarmes or Rieters in broken terrain ...= die number: Reiters, option minus-one-die (R11)',
    side: horse('reiters', [3, 3], { brokenGround: true }),
    enemy: reiters,
    rules: { brokenGround: 'minus-one-die' },
    dice: { onFive: 0, onSix: 6 },
  },
  {
    row: 'broken terrain "= die number" is for pikes, Gendarmes and Reiters only: arquebusiers keep their dice',
    side: foot('arquebusiers', [5, 5], { brokenGround: true }),
    enemy: shot,
    rules: { brokenGround: 'minus-one-die' },
    dice: { onFive: 0, onSix: 10 },
  },
  // • Disordered or falling back" troops are -1
  {
    row: 'Disordered or falling back" troops are -1',
    side: foot('arquebusiers', [5, 5], { disordered: true }),
    enemy: shot,
    dice: { onFive: 0, onSix: 8 },
  },
  // Ruling R4: a stand never rolls fewer than 0 dice (a 1-figure Reiter stand at +1 -1 -1 -1 -1 rolls none).
  {
    row: 'ruling R4: a stand never rolls below 0 dice',
    side: horse('reiters', [1, 3], { disordered: true, uphill: true, acrossWall: true }),
    enemy: gendarmes,
    dice: { onFive: 0, onSix: 0 },
  },
  // • Exceptional officers fighting with a unit add 1.5 D6 per stand in the unit (kill with 6s only)
  {
    row: 'Exceptional officers ... add 1.5 D6 per stand (kill with 6s only): 3 stands, rounded down (R6)',
    side: pikes([5, 5, 5], { officer: 'exceptional' }),
    enemy: shot,
    dice: { onFive: 15, onSix: 4 },
  },
  {
    row: 'Exceptional officers ... add 1.5 D6 per stand: 3 stands, rounded up (R6 option)',
    side: pikes([5, 5, 5], { officer: 'exceptional' }),
    enemy: shot,
    rules: { exceptionalOfficerRounding: 'up' },
    dice: { onFive: 15, onSix: 5 },
  },
  {
    row: 'Exceptional officers ... add 1.5 D6 per stand: 2 stands',
    side: pikes([5, 5], { officer: 'exceptional' }),
    enemy: shot,
    dice: { onFive: 10, onSix: 3 },
  },
  // • Ordinary officers fighting with a unit add one D6 per stand in the unit (kill with 6s only)
  {
    row: 'Ordinary officers fighting with a unit add one D6 per stand in the unit (kill with 6s only)',
    side: pikes([5, 5, 5], { officer: 'ordinary' }),
    enemy: shot,
    dice: { onFive: 15, onSix: 3 },
  },
  // • Dummkopfs (Less than ordinary officers) fighting with a unit add one D6 total to the unit (kill with 6s only)
  {
    row: 'Dummkopfs ... add one D6 total to the unit (kill with 6s only)',
    side: pikes([5, 5, 5], { officer: 'dummkopf' }),
    enemy: shot,
    dice: { onFive: 15, onSix: 1 },
  },
  // Ruling R4 option: a fixed number of dice per stand.
  {
    row: 'ruling R4 option: 2 dice per stand, Reiters +1',
    side: horse('reiters', [3, 3]),
    enemy: reiters,
    rules: { dicePerStand: 2 },
    dice: { onFive: 0, onSix: 6 },
  },
];

describe('Close Combat "extra dice" numbers: every line (Rulebook: Close Combat)', () => {
  it.each(ROWS)(
    '$row: $dice.onFive dice on 5-6, $dice.onSix on 6',
    ({ side, enemy, firstRound, rules, dice: expected }) => {
      const r = { ...DEFAULT_CLOSE_COMBAT_RULES, ...rules };
      // The enemy's dice all show 1: it kills nothing.
      const sixes = fight(side, enemy, { attacker: 6, defender: 1 }, firstRound, r);
      expect(sixes.attackerDice).toEqual(expected);
      expect(sixes.defenderCasualties).toBe(expected.onFive + expected.onSix);
      // A 5 kills with the 5-6 dice only; a 4 kills with none.
      expect(fight(side, enemy, { attacker: 5, defender: 1 }, firstRound, r).defenderCasualties).toBe(expected.onFive);
      expect(fight(side, enemy, { attacker: 4, defender: 1 }, firstRound, r).defenderCasualties).toBe(0);
      // The same numbers when the unit defends.
      expect(fight(enemy, side, { attacker: 1, defender: 6 }, firstRound, r).defenderDice).toEqual(expected);
    },
  );

  it('Cavalry with lance +1 "first turn for the first die roll": not on a later roll', () => {
    expect(fight(horse('gendarmes', [3, 3]), gendarmes, { attacker: 6, defender: 1 }, false).attackerDice).toEqual({
      onFive: 6,
      onSix: 0,
    });
  });

  // • Attacked in rear - can inflict no casualties, must just TAKE it! - enemy must START to rear
  it('"Attacked in rear - can inflict no casualties, must just TAKE it!": the defender rolls no die', () => {
    const r = fight(foot('halberdiers', [5]), pikes([5, 5], { attackedInRear: true }), { attacker: 1, defender: 6 });
    expect(r.defenderDice).toEqual({ onFive: 0, onSix: 0 });
    expect(r.attackerCasualties).toBe(0);
  });
});

describe('Who wins (Rulebook: Close Combat)', () => {
  // "The side which inflicts the most casualties on the enemy wins the close combat"
  it('"The side which inflicts the most casualties on the enemy wins": 10 to 0 attacker, 0 to 10 defender', () => {
    expect(fight(foot('arquebusiers', [5, 5]), shot, { attacker: 6, defender: 1 }).winner).toBe('attacker');
    expect(fight(foot('arquebusiers', [5, 5]), shot, { attacker: 1, defender: 6 }).winner).toBe('defender');
  });

  it('a tie: the defender holds (ruling R8), or no winner (R8 option both-fall-back)', () => {
    expect(fight(foot('arquebusiers', [5]), foot('arquebusiers', [5]), { attacker: 6, defender: 6 }).winner).toBe(
      'defender',
    );
    expect(
      fight(foot('arquebusiers', [5]), foot('arquebusiers', [5]), { attacker: 6, defender: 6 }, false, {
        ...DEFAULT_CLOSE_COMBAT_RULES,
        tie: 'both-fall-back',
      }).winner,
    ).toBe('none');
  });

  // • Light Cavalry are +1 win ties vs. infantry but not cavalry.
  it.each([
    {
      when: 'attacking infantry',
      attacker: horse('light-horse', [3]),
      defender: foot('arquebusiers', [5]),
      winner: 'attacker',
    },
    {
      when: 'defending against infantry',
      attacker: foot('arquebusiers', [5]),
      defender: horse('light-horse', [3]),
      winner: 'defender',
    },
    {
      when: 'attacking cavalry: no',
      attacker: horse('light-horse', [3]),
      defender: horse('reiters', [3]),
      winner: 'none',
    },
    {
      when: 'defending against cavalry: no',
      attacker: horse('reiters', [3]),
      defender: horse('light-horse', [3]),
      winner: 'none',
    },
  ] as const)('"Light Cavalry ... win ties vs. infantry but not cavalry": $when', ({ attacker, defender, winner }) => {
    // Nobody kills (all 1s); under R8's both-fall-back a tie has no winner unless Light Cavalry take it.
    const r = fight(attacker, defender, { attacker: 1, defender: 1 }, false, {
      ...DEFAULT_CLOSE_COMBAT_RULES,
      tie: 'both-fall-back',
    });
    expect(r.winner).toBe(winner);
  });
});
