import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { wss6mmCombatPlugin } from '../plugins/combat.js';

// Rulebook: Artillery Fire ("Maximum range for Artillery is 36"", one 1d20 a battery) and Casualties ("For each hit
// a deployed field Artillery battery takes roll 1d20; a result of 4 or less means that the civilian drovers have
// deserted"): which dice are thrown, and what the log says each is for.

const purposes = (dice: ScriptedDice) => dice.takeRolls().map((r) => `${r.purpose} [d${r.sides}]`);
const plain = { targetColumn: false, targetArtillery: false, targetFortified: 'none' } as const;

describe('the dice of artillery fire', () => {
  it('one 1d20 a battery, logged with the battery, its guns and the range; at 36" it still fires', () => {
    const dice = ScriptedDice.of([15, 9]);
    expect(
      wss6mmCombatPlugin.artilleryFire(dice, { ...plain, guns: 3, range: 36 }, DEFAULT_OPTIONS, 'Grand battery'),
    ).toEqual({ roll: 15, score: 15, elements: 1 });
    wss6mmCombatPlugin.artilleryFire(dice, { ...plain, guns: 1, range: 8 }, DEFAULT_OPTIONS, 'Royal Train');
    expect(purposes(dice)).toEqual([
      'Grand battery: 3-gun battery fire at 36" [d20]',
      'Royal Train: 1-gun battery fire at 8" [d20]',
    ]);
  });
});

describe('the drovers', () => {
  it('"a deployed field Artillery battery": a limbered battery rolls nothing and keeps its drovers', () => {
    const dice = ScriptedDice.of([]);
    expect(wss6mmCombatPlugin.droversDesert(dice, { hits: 3, deployed: false }, DEFAULT_OPTIONS, 'b')).toEqual({
      deserted: false,
    });
    expect(purposes(dice)).toEqual([]);
  });

  it('"For each hit ... roll 1d20": every hit rolls, and a 4 on the first is not undone by a 20 on the second', () => {
    const dice = ScriptedDice.of([4, 20]);
    expect(
      wss6mmCombatPlugin.droversDesert(dice, { hits: 2, deployed: true }, DEFAULT_OPTIONS, 'Grand battery'),
    ).toEqual({
      deserted: true,
    });
    expect(purposes(dice)).toEqual([
      'Grand battery: do the drovers desert? (4 or less) [d20]',
      'Grand battery: do the drovers desert? (4 or less) [d20]',
    ]);
  });
});
