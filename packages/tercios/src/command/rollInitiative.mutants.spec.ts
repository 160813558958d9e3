import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import type { TraitId } from './traits.js';
import { initiativeClaim, rollInitiative } from './rollInitiative.js';

// Rulebook: Game Sequence > Initiative: "Each player rolls 1D6, and initiative is won by the player who obtains the
// highest total." Game Sequence: "In case of a tie, initiative goes to the side whose Commander-in-Chief has the
// highest rank. If the tie persists, roll the dice again." Common Traits: "Initiative: adds 2 to the commander's rank
// for the initiative test." Rulings "Initiative trait" (default +2 to the rank that breaks a tie; 'add-to-roll': +2
// to the die), "Initiative trait holders" and "Initiative re-rolls" (after `initiativeMaxRerolls` tied re-rolls, a
// d2 decides).
const side = (player: string, rank: number, traits: TraitId[] = []) => ({ player, commanderInChief: { rank, traits } });
const options = (input: Record<string, unknown>) => TerciosOptionsSchema.parse(input);

describe('rollInitiative: 1D6 each, highest wins', () => {
  it('the higher die wins, whoever rolls it (5 against 2, 2 against 5)', () => {
    expect(rollInitiative(ScriptedDice.of([5, 2]), [side('a', 2), side('b', 4)])).toStrictEqual({
      winner: 'a',
      rolls: [[5, 2]],
      decidedBy: 'roll',
    });
    expect(rollInitiative(ScriptedDice.of([2, 5]), [side('a', 4), side('b', 2)])).toStrictEqual({
      winner: 'b',
      rolls: [[2, 5]],
      decidedBy: 'roll',
    });
  });

  it('each die names its player', () => {
    const dice = ScriptedDice.of([3, 4]);
    rollInitiative(dice, [side('Spain', 3), side('France', 3)]);
    expect(dice.takeRolls().map((r) => [r.purpose, r.sides])).toEqual([
      ['initiative: Spain', 6],
      ['initiative: France', 6],
    ]);
  });
});

describe('a tie goes to the higher-ranked Commander-in-Chief', () => {
  it('3 against 3: rank 4 beats rank 3, on either side', () => {
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 4), side('b', 3)])).toStrictEqual({
      winner: 'a',
      rolls: [[3, 3]],
      decidedBy: 'rank',
    });
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 3), side('b', 4)])).toStrictEqual({
      winner: 'b',
      rolls: [[3, 3]],
      decidedBy: 'rank',
    });
  });

  it('"If the tie persists, roll the dice again": equal ranks, 3-3 then 1-6', () => {
    expect(rollInitiative(ScriptedDice.of([3, 3, 1, 6]), [side('a', 3), side('b', 3)])).toStrictEqual({
      winner: 'b',
      rolls: [
        [3, 3],
        [1, 6],
      ],
      decidedBy: 'roll',
    });
  });
});

describe('ruling Initiative re-rolls: a coin after the last re-roll', () => {
  it('initiativeMaxRerolls 1: two tied rolls, then the d2 (1: the first side, 2: the second)', () => {
    const twoTies = options({ initiativeMaxRerolls: 1 });
    expect(rollInitiative(ScriptedDice.of([4, 4, 2, 2, 1]), [side('a', 3), side('b', 3)], twoTies)).toStrictEqual({
      winner: 'a',
      rolls: [
        [4, 4],
        [2, 2],
      ],
      decidedBy: 'coin',
    });
    expect(rollInitiative(ScriptedDice.of([4, 4, 2, 2, 2]), [side('a', 3), side('b', 3)], twoTies).winner).toBe('b');
  });

  it('initiativeMaxRerolls 0: one roll, then the coin, named as such', () => {
    const dice = ScriptedDice.of([6, 6, 2]);
    expect(rollInitiative(dice, [side('a', 1), side('b', 1)], options({ initiativeMaxRerolls: 0 }))).toStrictEqual({
      winner: 'b',
      rolls: [[6, 6]],
      decidedBy: 'coin',
    });
    expect(dice.takeRolls().map((r) => [r.purpose, r.sides])).toEqual([
      ['initiative: a', 6],
      ['initiative: b', 6],
      ['initiative: still tied, a coin decides', 2],
    ]);
  });
});

describe('the Initiative trait', () => {
  it('default (tie-break-rank): rank 2 with the trait counts 4 against rank 3 on a tie; the dice show no +2', () => {
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 2, ['initiative']), side('b', 3)])).toStrictEqual({
      winner: 'a',
      rolls: [[3, 3]],
      decidedBy: 'rank',
    });
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 3), side('b', 2, ['initiative'])]).winner).toBe('b');
  });

  it('a trait other than Initiative adds nothing: rank 2 with Presence loses the tie to rank 3', () => {
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 2, ['presence']), side('b', 3)]).winner).toBe('b');
  });

  it('add-to-roll: +2 to the die (3 + 2 against 5 ties), and the rank that breaks the tie is not raised', () => {
    expect(
      rollInitiative(
        ScriptedDice.of([3, 5]),
        [side('a', 2, ['initiative']), side('b', 3)],
        options({ initiativeTrait: 'add-to-roll' }),
      ),
    ).toStrictEqual({ winner: 'b', rolls: [[5, 5]], decidedBy: 'rank' });
  });

  it('all-commanders: both Commanders-in-Chief count +2, so the higher printed rank still wins the tie', () => {
    const all = options({ initiativeTraitHolders: 'all-commanders' });
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 2), side('b', 3)], all)).toStrictEqual({
      winner: 'b',
      rolls: [[3, 3]],
      decidedBy: 'rank',
    });
    // With 'chosen' (the default) the same chosen trait would have won it: 2 + 2 against 3.
    expect(rollInitiative(ScriptedDice.of([3, 3]), [side('a', 2, ['initiative']), side('b', 3)], all).winner).toBe('b');
  });
});

// Who brings which rank to the tie (`initiativeClaim`): Game Sequence > Initiative ("the side whose Commander-in-Chief
// has the highest rank"); ruling Initiative without a Commander-in-Chief (`initiativeWithoutChief`: the highest-ranked
// commander left stands in, none left rank 0; or `loses-ties`, rank -1); Brevis Editio: "ties go to the player with the
// highest-ranked commander"; ruling Command in Brevis Editio (`commanders: 'initiative-only'`: the rank alone).
describe('initiativeClaim: the rank and traits a side brings to the tie', () => {
  const cc = (rank: number, traits: string[] = []) => ({ rank, commanderInChief: true, traits });
  const sub = (rank: number, traits: string[] = []) => ({ rank, commanderInChief: false, traits });
  const full = options({});

  it("Liber Militum: the Commander-in-Chief's rank and traits, not a higher-ranked subordinate's", () => {
    expect(initiativeClaim([sub(4, ['bold']), cc(2, ['initiative']), sub(3)], full)).toStrictEqual({
      rank: 2,
      traits: ['initiative'],
    });
  });

  it('without a C-C left, the highest-ranked commander stands in (first, middle or last in the list)', () => {
    expect(initiativeClaim([sub(1), sub(4, ['alert']), sub(2)], full)).toStrictEqual({ rank: 4, traits: ['alert'] });
    expect(initiativeClaim([sub(4), sub(1), sub(2)], full).rank).toBe(4);
    expect(initiativeClaim([sub(1), sub(2), sub(4)], full).rank).toBe(4);
    expect(initiativeClaim([], full)).toStrictEqual({ rank: 0, traits: [] });
  });

  it('loses-ties: no C-C means no rank (-1), whoever else is left', () => {
    const losesTies = options({ initiativeWithoutChief: 'loses-ties' });
    expect(initiativeClaim([sub(4)], losesTies)).toStrictEqual({ rank: -1, traits: [] });
    expect(initiativeClaim([], losesTies)).toStrictEqual({ rank: -1, traits: [] });
    expect(initiativeClaim([cc(3)], losesTies)).toStrictEqual({ rank: 3, traits: [] });
  });

  it('Brevis Editio: the highest-ranked commander, C-C or not; its traits only with commander figures on the table', () => {
    const list = [cc(2, ['initiative']), sub(4, ['initiative', 'bold']), sub(1)];
    expect(initiativeClaim(list, options({ edition: 'brevis-editio' }))).toStrictEqual({ rank: 4, traits: [] });
    expect(initiativeClaim(list, options({ edition: 'brevis-editio', commanders: 'on-table' }))).toStrictEqual({
      rank: 4,
      traits: ['initiative', 'bold'],
    });
    // The rank alone under initiative-only, whichever edition names it.
    expect(initiativeClaim(list, options({ commanders: 'initiative-only' }))).toStrictEqual({ rank: 4, traits: [] });
    expect(initiativeClaim([], options({ edition: 'brevis-editio' }))).toStrictEqual({ rank: 0, traits: [] });
  });
});
