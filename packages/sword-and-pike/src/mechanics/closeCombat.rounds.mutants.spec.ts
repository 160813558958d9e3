import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  combatDice,
  DEFAULT_CLOSE_COMBAT_RULES,
  resolveMelee,
  shareCasualties,
  standsOf,
  type CloseCombatRules,
  type CombatSide,
} from './closeCombat.js';

// Rulings R31 and R47 at their edges (Stryker's survivors on closeCombat.ts, docs/mutation/sword-and-pike-close-combat.md).
// R31 'until-decided': "further rounds (no lance bonus) while the casualties are equal, up to three rounds in all, before
// the tie rules" — and none once a side has no figure left to lose. R47 'vs-infantry': Light Cavalry's +1 die, read
// like "Light Cavalry are +1 win ties vs. infantry but not cavalry", changes Light Cavalry's dice only.
const rules = (r: Partial<CloseCombatRules>): CloseCombatRules => ({ ...DEFAULT_CLOSE_COMBAT_RULES, ...r });
const reiters = (figures: number): CombatSide => ({ troop: 'reiters', stands: [figures], order: 'open' });
const arquebusiers = (figures: number): CombatSide => ({ troop: 'arquebusiers', stands: [figures], order: 'open' });
const untilDecided = rules({ rounds: 'until-decided' });

/** The rounds after the first that were rolled, from the rolls' purposes. */
const roundsRolled = (dice: ScriptedDice) => [
  ...new Set(
    dice
      .takeRolls()
      .map((r) => /round (\d+)/.exec(r.purpose)?.[1])
      .filter((n) => n !== undefined),
  ),
];
/** `hits` sixes, then ones, for a side rolling only dice that kill on 6. */
const pool = (side: CombatSide, enemy: CombatSide, hits: number): number[] => {
  const d = combatDice(side, enemy, false, untilDecided);
  expect(d.onFive).toBe(0);
  return [...Array<number>(hits).fill(6), ...Array<number>(d.onSix - hits).fill(1)];
};

describe("ruling R31 'until-decided': up to three rounds in all", () => {
  it('every round tied at 0: rounds 2 and 3 are fought, never a 4th; the defender then holds (R8)', () => {
    const dice = ScriptedDice.of(Array<number>(60).fill(1));
    const result = resolveMelee(dice, {
      attackers: [reiters(3)],
      defenders: [arquebusiers(5)],
      firstRound: false,
      rules: untilDecided,
    });
    expect(result).toMatchObject({ attackerCasualties: 0, defenderCasualties: 0, winner: 'defender' });
    expect(roundsRolled(dice)).toEqual(['2', '3']);
  });
});

describe("ruling R31 'until-decided': no further round once a side has lost every figure", () => {
  it('the defenders lose their 2 figures, the Reiters 2 of 3: tied, but no round 2', () => {
    const a = reiters(3);
    const d = arquebusiers(2);
    const dice = ScriptedDice.of([...pool(a, d, 2), ...pool(d, a, 2), ...Array<number>(30).fill(1)]);
    const result = resolveMelee(dice, { attackers: [a], defenders: [d], firstRound: false, rules: untilDecided });
    expect(result).toMatchObject({ attackerCasualties: 2, defenderCasualties: 2 });
    expect(roundsRolled(dice)).toEqual([]);
  });

  it('the Reiters lose their 2 figures, the defenders 2 of 3: tied, but no round 2', () => {
    const a = reiters(2);
    const d = arquebusiers(3);
    const dice = ScriptedDice.of([...pool(a, d, 2), ...pool(d, a, 2), ...Array<number>(30).fill(1)]);
    const result = resolveMelee(dice, { attackers: [a], defenders: [d], firstRound: false, rules: untilDecided });
    expect(result).toMatchObject({ attackerCasualties: 2, defenderCasualties: 2 });
    expect(roundsRolled(dice)).toEqual([]);
  });
});

describe("ruling R47 'vs-infantry' changes Light Cavalry's dice only", () => {
  it('Reiters against Light Horse roll the same dice under either reading', () => {
    const lightHorse: CombatSide = { troop: 'light-horse', stands: [3], order: 'open' };
    expect(combatDice(reiters(3), lightHorse, false, rules({ lightCavalryBonus: 'vs-infantry' }))).toEqual(
      combatDice(reiters(3), lightHorse, false, rules({ lightCavalryBonus: 'always' })),
    );
    expect(combatDice(reiters(3), lightHorse, false, rules({ lightCavalryBonus: 'vs-infantry' }))).toEqual({
      onFive: 0,
      onSix: 4,
    });
  });
});

// Ruling R47 `casualtyCap: 'unit'`: a side loses at most its whole units' figures; a unit given without
// `unitFigures` is the stands it fights with, so a unit with no stand fighting (ruling R42's attached sleeve) and no
// figures given has none to lose, and the casualties past the others' figures go nowhere.
describe("ruling R47 'unit' casualty cap: a unit without its whole figures given is its stands fighting", () => {
  it('Gendarmes kill with every die: 2 Arquebusiers and a sleeve with no stand fighting lose 2, all on the first', () => {
    const gendarmes: CombatSide = { troop: 'gendarmes', stands: [4], order: 'closed' };
    const sleeve: CombatSide = { troop: 'arquebusiers', stands: [], order: 'open' };
    const unitCap = rules({ casualtyCap: 'unit' });
    const attacking = combatDice(gendarmes, arquebusiers(2), false, unitCap);
    expect(attacking).toEqual({ onFive: 4, onSix: 0 });
    const dice = ScriptedDice.of([6, 6, 6, 6, ...Array<number>(10).fill(1)]);
    const result = resolveMelee(dice, {
      attackers: [gendarmes],
      defenders: [arquebusiers(2), sleeve],
      firstRound: false,
      rules: unitCap,
    });
    expect(result).toMatchObject({ defenderCasualties: 2, defenderShares: [2, 0], winner: 'attacker' });
  });
});

// Rulebook, Close Combat: "Each stand will receive a certain number of D6" (ruling R4: one per figure, or a fixed
// number per stand with `dicePerStand`), plus the "extra dice" numbers per stand ("Medium Cavalry (reiters) are +1").
describe('dice per stand: a stand of one figure fights; a stand with none does not', () => {
  it('a fixed 2 dice a stand: a Reiter stand of 1 figure rolls 2 + 1', () => {
    expect(combatDice(reiters(1), arquebusiers(5), false, rules({ dicePerStand: 2 })).onSix).toBe(3);
  });

  it("a stand with no figure left rolls nothing, not even the Reiters' +1", () => {
    const emptied: CombatSide = { troop: 'reiters', stands: [3, 0], order: 'open' };
    expect(combatDice(emptied, arquebusiers(5), false)).toEqual(combatDice(reiters(3), arquebusiers(5), false));
    expect(combatDice(emptied, arquebusiers(5), false, rules({ dicePerStand: 2 })).onSix).toBe(3);
  });

  // "Ordinary officers fighting with a unit add one D6 per stand in the unit": every stand with a figure, even one.
  it('an Ordinary officer adds a die for each stand with a figure in it, one figure included', () => {
    const withOfficer: CombatSide = { troop: 'reiters', stands: [3, 1, 0], order: 'open', officer: 'ordinary' };
    const without: CombatSide = { troop: 'reiters', stands: [3, 1, 0], order: 'open' };
    expect(
      combatDice(withOfficer, arquebusiers(5), false).onSix - combatDice(without, arquebusiers(5), false).onSix,
    ).toBe(2);
  });
});

describe("ruling R31 'until-decided': a further round rolls the dice of the first, with no lance bonus", () => {
  // Reiters roll dice killing on 6 only; Gendarmes against foot kill on 5-6 ("always").
  const attackers: CombatSide[] = [reiters(3), { troop: 'gendarmes', stands: [3], order: 'closed' }];
  it.each(attackers)('round 2 asks for exactly the dice of round 1 ($troop against Arquebusiers, tied at 0)', (a) => {
    const dice = ScriptedDice.of(Array<number>(60).fill(1));
    resolveMelee(dice, { attackers: [a], defenders: [arquebusiers(5)], firstRound: false, rules: untilDecided });
    const rolls = dice.takeRolls();
    const first = rolls.filter((r) => !/round \d/.test(r.purpose));
    const second = rolls.filter((r) => r.purpose.includes('round 2'));
    expect(second.map((r) => r.purpose)).toEqual(first.map((r) => r.purpose.replace(/^(.*?): /, '$1, round 2: ')));
  });
});

// Stands of a company's size: "full companies first, then what is left" — a last stand of one figure is a stand.
describe('standsOf', () => {
  it('one figure is one stand; no figures, no stands, whatever the stand limit', () => {
    expect(standsOf(1, 4)).toEqual([1]);
    expect(standsOf(9, 4)).toEqual([4, 4, 1]);
    expect(standsOf(4, 4, 3)).toEqual([4]);
    expect(standsOf(0, 4, 2)).toEqual([]);
  });
});

// Close Combat: gendarmes kill on 5-6 ("always"): a single such die is still rolled, and its 5 kills.
describe('one die killing on 5-6 is rolled', () => {
  it('a Gendarme stand of 1 figure in a later round: 1d6 killing on 5-6, a 5 kills', () => {
    const gendarme: CombatSide = { troop: 'gendarmes', stands: [1], order: 'closed' };
    const dice = ScriptedDice.of([5, 1, 1, 1, 1, 1, 1]);
    const result = resolveMelee(dice, { attackers: [gendarme], defenders: [arquebusiers(5)], firstRound: false });
    expect(dice.takeRolls()[0]).toMatchObject({ count: 1, purpose: expect.stringContaining('1d6 killing on 5-6') });
    expect(result.defenderCasualties).toBe(1);
  });
});

// Ruling R42: "each casualty in turn goes to the unit with the most stands per casualty already taken (ties: the
// first listed), never more than a unit's figures".
describe('shareCasualties (ruling R42)', () => {
  it('in proportion to the stands fighting: 5 casualties on 4 stands and 1 stand fall 4 and 1', () => {
    expect(shareCasualties(5, [4, 1], [20, 5])).toEqual([4, 1]);
  });

  it('the first casualty goes to the unit with more stands, whatever the order listed', () => {
    expect(shareCasualties(2, [1, 4], [5, 20])).toEqual([0, 2]);
    expect(shareCasualties(1, [1, 2], [5, 5])).toEqual([0, 1]);
  });

  it('never more than a unit has: the rest go to the others; none left, no more casualties', () => {
    expect(shareCasualties(6, [4, 1], [2, 10])).toEqual([2, 4]);
    expect(shareCasualties(9, [1, 1], [2, 3])).toEqual([2, 3]);
  });

  it('units with no stand fighting share only what the others cannot take, in turn', () => {
    expect(shareCasualties(3, [0, 2], [5, 5])).toEqual([0, 3]);
    expect(shareCasualties(2, [0, 0], [5, 5])).toEqual([1, 1]);
  });
});
