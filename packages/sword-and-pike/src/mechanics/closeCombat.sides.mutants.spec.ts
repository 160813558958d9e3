import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  combatDice,
  DEFAULT_CLOSE_COMBAT_RULES,
  resolveMelee,
  shareCasualties,
  type CombatSide,
} from './closeCombat.js';

// Stryker's survivors of the complete run of 3 Dec 2026 (docs/mutation/sword-and-pike-close-combat.md): Light
// Cavalry's tie rule under ruling R31 'until-decided', the attacker's losses in a further round, and how ruling R42
// shares the attacking side's casualties.
const untilDecided = { ...DEFAULT_CLOSE_COMBAT_RULES, rounds: 'until-decided' } as const;
const unit = (troop: CombatSide['troop'], figures: number[]): CombatSide => ({ troop, stands: figures, order: 'open' });
const arquebusiers = (figures: number) => unit('arquebusiers', [figures]);
const lightHorse = (figures: number) => unit('light-horse', [figures]);
const reiters = (figures: number) => unit('reiters', [figures]);

/** The rounds after the first that were rolled, from the rolls' purposes. */
const roundsRolled = (dice: ScriptedDice) => [
  ...new Set(
    dice
      .takeRolls()
      .map((r) => /round (\d+)/.exec(r.purpose)?.[1])
      .filter((n) => n !== undefined),
  ),
];
/** The faces of one side's roll (its 5-6 dice, then its 6 dice): `hits` sixes first, then ones. */
const faces = (sides: readonly CombatSide[], enemy: CombatSide, hits: number): number[] => {
  const total = sides.map((s) => combatDice(s, enemy, false, untilDecided)).reduce((n, d) => n + d.onFive + d.onSix, 0);
  return [...Array<number>(hits).fill(6), ...Array<number>(total - hits).fill(1)];
};
/** No casualty on either side in any round. */
const allMiss = () => ScriptedDice.of(Array<number>(100).fill(1));

// "Light Cavalry are +1 win ties vs. infantry but not cavalry"; ruling R31 'until-decided': "while both sides have
// inflicted the same casualties (and Light Cavalry's tie rule does not settle it), another round is rolled".
describe("ruling R31 'until-decided': Light Cavalry's tie rule settles a tie before any further round", () => {
  it('Light Horse attacking Arquebusiers, tied at 0: no round 2, the Light Horse win', () => {
    const dice = allMiss();
    const result = resolveMelee(dice, {
      attackers: [lightHorse(3)],
      defenders: [arquebusiers(5)],
      firstRound: false,
      rules: untilDecided,
    });
    expect(result).toMatchObject({ attackerCasualties: 0, defenderCasualties: 0, winner: 'attacker' });
    expect(roundsRolled(dice)).toEqual([]);
  });

  it('Arquebusiers attacking Light Horse, tied at 0: no round 2, the Light Horse hold and win', () => {
    const dice = allMiss();
    const result = resolveMelee(dice, {
      attackers: [arquebusiers(5)],
      defenders: [lightHorse(3)],
      firstRound: false,
      rules: untilDecided,
    });
    expect(result).toMatchObject({ attackerCasualties: 0, defenderCasualties: 0, winner: 'defender' });
    expect(roundsRolled(dice)).toEqual([]);
  });

  it('foot against foot (no Light Cavalry), tied at 0: rounds 2 and 3 are fought', () => {
    const dice = allMiss();
    resolveMelee(dice, {
      attackers: [arquebusiers(5)],
      defenders: [unit('halberdiers', [5])],
      firstRound: false,
      rules: untilDecided,
    });
    expect(roundsRolled(dice)).toEqual(['2', '3']);
  });
});

// Ruling R31 'until-decided': the casualties of a further round add to those of the first; "The side which
// inflicts the most casualties on the enemy wins".
describe("ruling R31 'until-decided': a further round's casualties count for the attacker too", () => {
  it('tied at 0, then the Arquebusiers kill one Reiter in round 2: the Reiters have lost 1, the defender wins', () => {
    const a = reiters(3);
    const d = arquebusiers(5);
    const dice = ScriptedDice.of([
      ...faces([a], d, 0),
      ...faces([d], a, 0),
      ...faces([a], d, 0),
      ...faces([d], a, 1),
      ...Array<number>(30).fill(1),
    ]);
    const result = resolveMelee(dice, { attackers: [a], defenders: [d], firstRound: false, rules: untilDecided });
    expect(result).toMatchObject({ attackerCasualties: 1, defenderCasualties: 0, winner: 'defender' });
    expect(result.attackerShares).toEqual([1]);
    expect(roundsRolled(dice)).toEqual(['2']);
  });
});

// Ruling R42: "A side's casualties are shared among its units by the stands each has fighting (each casualty in turn
// to the unit with most stands per casualty taken so far: `shareCasualties`)" — the attacking side's as the
// defending side's; between units alike, the first listed (the target, or the first charger) takes it.
describe('ruling R42: casualties shared by the stands each unit has fighting', () => {
  it('two chargers, 2 Reiter stands and 1: the Arquebusiers kill 3, the first charger loses 2, the second 1', () => {
    const first = unit('reiters', [3, 3]);
    const attackers = [first, reiters(3)];
    const d = arquebusiers(5);
    const dice = ScriptedDice.of([...faces(attackers, d, 0), ...faces([d], first, 3)]);
    const result = resolveMelee(dice, { attackers, defenders: [d], firstRound: false });
    expect(result).toMatchObject({ attackerCasualties: 3, defenderCasualties: 0, winner: 'defender' });
    expect(result.attackerShares).toEqual([2, 1]);
  });

  it('two units of as many stands: the first listed takes the odd casualty', () => {
    expect(shareCasualties(1, [2, 2], [5, 5])).toEqual([1, 0]);
    expect(shareCasualties(3, [2, 2], [5, 5])).toEqual([2, 1]);
  });
});
