import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';
import { lossesAfter } from './elementLoss.js';
import { meleeResultOf, type MeleeSide } from './melee.js';
import { pursuerDisordered } from './pursuit.js';

// Rulebook: Melee > The Combat ("For each unit in combat roll 1d10", ruling R1 a d20; the table's rows by fighting
// elements, ruling R14 beyond them), Melee > Post Melee ("A Horse unit pursuing is always disordered"), Casualties
// ("All casualties are taken as element loss").

const plain: MeleeSide = {
  arm: 'foot',
  elements: 1,
  charge: 'none',
  vsStationaryHorse: false,
  attackingFlank: false,
  attackingRear: false,
  opponentFallingBack: false,
  disordered: false,
  casualty: 'fresh',
  attackingFieldFortifications: false,
};

describe('the melee roll', () => {
  it('a unit with no element fighting throws no die and inflicts nothing', () => {
    const dice = ScriptedDice.of([]);
    expect(wss6mmCombatPlugin.meleeRoll(dice, { ...plain, elements: 0 }, DEFAULT_OPTIONS, 'u')).toEqual({
      roll: 0,
      score: 0,
      elements: 0,
    });
    expect(dice.takeRolls()).toEqual([]);
  });

  it('one d20 for the unit, logged with the unit, its fighting elements and its arm', () => {
    const dice = ScriptedDice.of([9, 9]);
    wss6mmCombatPlugin.meleeRoll(dice, { ...plain, elements: 3 }, DEFAULT_OPTIONS, "Webb's");
    wss6mmCombatPlugin.meleeRoll(dice, { ...plain, arm: 'horse', elements: 2 }, DEFAULT_OPTIONS, 'Lumley');
    expect(dice.takeRolls().map((r) => `${r.purpose} [d${r.sides}]`)).toEqual([
      "Webb's: melee with 3 foot element(s) [d20]",
      'Lumley: melee with 2 horse element(s) [d20]',
    ]);
  });

  it('ruling R14: 6 foot elements read the 5-element row (8, 18), 3 horse the 2-element row (8, 18)', () => {
    const roll = (s: Partial<MeleeSide>, face: number) =>
      wss6mmCombatPlugin.meleeRoll(ScriptedDice.of([face]), { ...plain, ...s }, DEFAULT_OPTIONS, 'u').elements;
    expect([7, 8, 17, 18].map((face) => roll({ elements: 6 }, face))).toEqual([0, 1, 1, 2]);
    expect([7, 8, 17, 18].map((face) => roll({ arm: 'horse', elements: 3 }, face))).toEqual([0, 1, 1, 2]);
  });
});

describe('Post Melee: "The losing units, i.e. that took the most hits" (meleeResultOf)', () => {
  it('a side that took more hits than it inflicted lost, fewer won, equal neither (ruling R12)', () => {
    expect([-3, -1, 0, 1, 2].map(meleeResultOf)).toEqual(['lost', 'lost', 'none', 'won', 'won']);
  });
});

describe('Post Melee: "A Horse unit pursuing is always disordered"', () => {
  it('horse are disordered as they begin to pursue; foot only once they pursue over 3 inches (compulsory moves), not at once', () => {
    expect(['horse', 'foot', 'battery'].map((arm) => pursuerDisordered(arm as 'horse'))).toEqual([true, false, false]);
  });
});

describe('Casualties: "All casualties are taken as element loss"', () => {
  it('a unit loses elements up to its size, and is gone when it has lost them all', () => {
    expect(lossesAfter(6, 2, 1)).toEqual({ lost: 3, destroyed: false });
    expect(lossesAfter(6, 4, 2)).toEqual({ lost: 6, destroyed: true });
    expect(lossesAfter(6, 5, 2)).toEqual({ lost: 6, destroyed: true });
    expect(lossesAfter(4, 3, 0)).toEqual({ lost: 3, destroyed: false });
  });
});
