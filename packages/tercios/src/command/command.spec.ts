import { enumerate, ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { LIGHT_ARTILLERY, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { TerciosOptionsSchema } from '../options/options.js';
import { determinedAgainst, eliteRally, experienced, indefatigable } from './commandActions.js';
import { canInteract, commandRadius, commanderMove, isUnderCommand } from './commandReach.js';
import { commandTest } from './commandTest.js';
import { COMMANDER_RANKS } from './commanderRanks.js';
import { commandersLost, wrongPlaceTest } from './commanderLosses.js';
import { rollInitiative } from './rollInitiative.js';
import { TRAITS } from './traits.js';
import { VIRTUES } from './virtues.js';

describe('commandTest (Command > Command Actions)', () => {
  it('rank 2: passes with one 5+ (5/9), stays fresh only with two (1/9)', () => {
    const dist = enumerate((dice) => {
      const t = commandTest(dice, { rank: 2 });
      return { passed: t.passed, exhausted: t.exhausted };
    });
    expect(dist.probabilityOf((o) => o.passed).toString()).toBe('5/9');
    expect(dist.probabilityOf((o) => !o.exhausted).toString()).toBe('1/9');
  });

  it('Comrade-in-arms succeeds on 6 only: rank 2 → 11/36', () => {
    expect(
      enumerate((dice) => ({ p: commandTest(dice, { rank: 2, target: 6 }).passed }))
        .probabilityOf((o) => o.p)
        .toString(),
    ).toBe('11/36');
  });

  it('In the wrong place: no success killed; one success moves away Exhausted', () => {
    expect(wrongPlaceTest(ScriptedDice.of([1, 2]), { rank: 2 })).toEqual({
      killed: true,
      movesAway: false,
      exhausted: false,
    });
    expect(wrongPlaceTest(ScriptedDice.of([5, 2]), { rank: 2 })).toEqual({
      killed: false,
      movesAway: true,
      exhausted: true,
    });
  });

  it('Like a Hero: the commander attached to the destroyed unit; Useless: one with no unit left to command', () => {
    const commanders = [
      { id: 'cic', attachedTo: null },
      { id: 'mestre', attachedTo: 'tercio' },
      { id: 'colonel', attachedTo: 'cuirassiers' },
    ];
    expect(commandersLost(commanders, { destroyed: 'tercio' }).map((l) => [l.commander.id, l.loss])).toEqual([
      ['mestre', 'like-a-hero'],
    ]);
    const useless = commandersLost(commanders, { hasUnitToCommand: (c) => c.id !== 'cic' });
    expect(useless.map((l) => [l.commander.id, l.loss])).toEqual([['cic', 'useless']]);
    expect(commandersLost(commanders, { destroyed: 'musketeers', hasUnitToCommand: () => true })).toEqual([]);
  });
});

describe('command data and reach', () => {
  it('the rank table, every virtue and trait of the chapter', () => {
    expect(COMMANDER_RANKS.map((r) => [r.rank, r.virtues, r.traits, r.points])).toEqual([
      [0, 0, 0, 5],
      [1, 0, 1, 10],
      [2, 1, 1, 25],
      [3, 1, 2, 50],
      [4, 2, 2, 100],
      [5, 2, 3, 250],
    ]);
    expect(Object.keys(VIRTUES)).toHaveLength(7);
    expect(Object.keys(TRAITS)).toHaveLength(34);
    expect(
      Object.values(TRAITS)
        .filter((t) => t.kind === 'automatic')
        .map((t) => t.id),
    ).toHaveLength(11);
  });

  it('Presence: radius 9; Impetus: move 9; under command when attached, Integral Command, or in radius and sight', () => {
    expect(commandRadius({ traits: [] })).toBe(6);
    expect(commandRadius({ traits: ['presence'] })).toBe(9);
    expect(commanderMove({ traits: ['impetus'] })).toBe(9);
    expect(isUnderCommand(MUSKETEERS, { distance: 7, inSight: true, commander: { traits: [] } })).toBe(false);
    expect(isUnderCommand(MUSKETEERS, { distance: 7, inSight: true, commander: { traits: ['presence'] } })).toBe(true);
    expect(isUnderCommand(MUSKETEERS, { distance: 3, inSight: false, commander: { traits: [] } })).toBe(false);
    expect(isUnderCommand(LIGHT_ARTILLERY, null)).toBe(true);
  });

  it('who may interact: the C-C with all but allies (Diplomat: allies too), others their regiment (Reputation: any); never artillery for actions', () => {
    expect(canInteract({ traits: [], commanderInChief: true }, TERCIO, { sameRegiment: false })).toBe(true);
    expect(canInteract({ traits: [], commanderInChief: true }, TERCIO, { sameRegiment: false, allied: true })).toBe(
      false,
    );
    expect(
      canInteract({ traits: ['diplomat'], commanderInChief: true }, TERCIO, { sameRegiment: false, allied: true }),
    ).toBe(true);
    expect(canInteract({ traits: [] }, TERCIO, { sameRegiment: false })).toBe(false);
    expect(canInteract({ traits: ['reputation'] }, TERCIO, { sameRegiment: false })).toBe(true);
    expect(canInteract({ traits: [], commanderInChief: true }, LIGHT_ARTILLERY, { sameRegiment: true })).toBe(false);
  });

  it('Elite rally by command action, Experienced and Indefatigable', () => {
    const test = { dice: 3, target: 5, successes: 2, passed: true, exhausted: false, mayMoveAgain: true };
    expect(eliteRally({ ...TERCIO, rules: ['elite'], wear: 2 }, test)).toBe(0);
    expect(eliteRally({ ...TERCIO, wear: 2 }, test)).toBe(2);
    expect(experienced({ ...MUSKETEERS, wear: 1 }, { ...TERCIO, wear: 3 })).toEqual({
      companyRemoved: true,
      battalionWear: 1,
    });
    expect(experienced({ ...MUSKETEERS, wear: 2 }, TERCIO)).toBeNull();
    expect(indefatigable({ ...TERCIO, wear: 1 }, { ...TERCIO, wear: 0 })).toEqual({ fromWear: 0, toWear: 1 });
  });
});

describe('rollInitiative (Game Sequence > Initiative)', () => {
  const side = (player: string, rank: number, traits: ('initiative' | 'presence')[] = []) => ({
    player,
    commanderInChief: { rank, traits },
  });

  it('equal ranks: each side wins 1/2 (ties re-rolled, a coin after the limit)', () => {
    const dist = enumerate((dice) => ({
      winner: rollInitiative(
        dice,
        [side('a', 3), side('b', 3)],
        TerciosOptionsSchema.parse({ initiativeMaxRerolls: 2 }),
      ).winner,
    }));
    expect(dist.probabilityOf((o) => o.winner === 'a').toString()).toBe('1/2');
  });

  it('a tie goes to the higher rank: 15/36 + 6/36 = 7/12', () => {
    const dist = enumerate((dice) => ({ winner: rollInitiative(dice, [side('a', 4), side('b', 3)]).winner }));
    expect(dist.probabilityOf((o) => o.winner === 'a').toString()).toBe('7/12');
  });

  it('Initiative trait: +2 rank for the tie-break by default (rank 2+2 beats 3: 7/12); +2 to the roll with "add-to-roll" (26/36 = 13/18)', () => {
    const sides = [side('a', 2, ['initiative']), side('b', 3)] as const;
    const tie = enumerate((dice) => ({ w: rollInitiative(dice, sides).winner }));
    expect(tie.probabilityOf((o) => o.w === 'a').toString()).toBe('7/12');
    const add = enumerate((dice) => ({
      w: rollInitiative(dice, sides, TerciosOptionsSchema.parse({ initiativeTrait: 'add-to-roll' })).winner,
    }));
    // a = d6+2 against b = d6: a wins on 26 of 36, ties on 4 (b ranks higher), loses on 6.
    expect(add.probabilityOf((o) => o.w === 'a').toString()).toBe('13/18');
  });
});

describe('leavingATroop (Command > Leaving a Troop)', () => {
  it('a commander may leave a unit only if it did not join it this turn and the unit has not been activated', async () => {
    const { leavingATroop } = await import('./leavingATroop.js');
    expect(leavingATroop({ joinedThisTurn: true, unitActivated: false })).toMatch(/did not join it this turn/);
    expect(leavingATroop({ joinedThisTurn: false, unitActivated: true })).toMatch(/has not been activated/);
    expect(leavingATroop({ joinedThisTurn: false, unitActivated: false })).toBeNull();
  });
});

// Kingdoms Expansion Traits > Determined: "If this unit charges an enemy that has a lower Mvt value or is in disorder".
describe('Determined: the enemies it applies against', () => {
  it('a slower enemy, or one in disorder; not one as fast or faster in good order', () => {
    // A charger of Mvt 6 (horse) against Mvt 4 (foot): lower, it applies; against 6 or 8, only if in disorder.
    expect(determinedAgainst(6, { speed: 4, disordered: false })).toBe(true);
    expect(determinedAgainst(6, { speed: 6, disordered: false })).toBe(false);
    expect(determinedAgainst(6, { speed: 8, disordered: false })).toBe(false);
    expect(determinedAgainst(6, { speed: 8, disordered: true })).toBe(true);
  });
});
