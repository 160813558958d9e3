import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import type { OfficerQuality } from '../profiles/TroopType.js';
import type { SwordAndPikeEvent } from './Event.js';
import type { SwordAndPikeScenario } from './Scenario.js';
import { setupBattle } from './setup.js';
import { faces, playDecisions, scenarioUnit } from './__fixtures__/playDecisions.js';

// Rulebook: Close Combat "extra dice" numbers, the officers' lines, in a battle (where the battle counts the stands):
// • Exceptional officers fighting with a unit add 1.5 D6 per stand in the unit (kill with 6s only)
// • Ordinary officers fighting with a unit add one D6 per stand in the unit (kill with 6s only)
// • Dummkopfs (Less than ordinary officers) fighting with a unit add one D6 total to the unit (kill with 6s only)
// Gendarmes, 12 figures in a column one stand wide (4 stands, 4 ranks), with an officer, charge Swiss arquebusiers
// to their front: 2 stands fight ("only 2 ranks may fight"), each 3 dice +1 lance (8 on 5-6); the officer's dice
// count "per stand in the unit": 4 stands.
function officerDice(quality: OfficerQuality): { onFive: number; onSix: number } {
  const scenario: SwordAndPikeScenario = {
    name: 'officer dice',
    table: { width: 72, height: 48 },
    weather: 'clear',
    terrain: [],
    sides: {
      A: {
        name: 'A',
        units: [
          scenarioUnit({
            id: 'gens',
            troop: 'gendarmes',
            figures: 12,
            frontage: 1,
            x: 30,
            y: 16,
            moraleClass: 'heavy-cavalry',
          }),
        ],
        officers: [{ id: 'col', name: 'Colonel', quality, brigade: 'b1', attachedTo: 'gens' }],
      },
      B: {
        name: 'B',
        units: [
          scenarioUnit({ id: 'shot', troop: 'arquebusiers', frontage: 4, x: 30, y: 26, moraleClass: 'swiss-foot' }),
        ],
        officers: [],
      },
    },
  };
  const state = setupBattle(scenario, ScriptedDice.of([6, 6, 1, 1]), DEFAULT_OPTIONS);
  // Every die a 3 after the script: chart 3 (Gendarmes 3, Swiss 3), to close 3+3 and to stand 3+3 carry on.
  const { events } = playDecisions(state, faces([]), [
    [{ kind: 'order', unit: 'gens', order: 'charge', target: 'shot' }, 'A'],
    [{ kind: 'end-moves' }, 'A'],
    [{ kind: 'end-moves' }, 'B'],
  ]);
  const fight = events.find(
    (e): e is Extract<SwordAndPikeEvent, { type: 'close-combat' }> => e.type === 'close-combat',
  );
  expect(fight).toBeDefined();
  return fight!.attackerDice;
}

describe('Officers fighting with a unit (Rulebook: Close Combat "extra dice" numbers), counted in a battle', () => {
  it('"Dummkopfs ... add one D6 total to the unit": 8 on 5-6 and 1 on 6', () => {
    expect(officerDice('dummkopf')).toEqual({ onFive: 8, onSix: 1 });
  });

  // Rulebook: "Ordinary officers fighting with a unit add one D6 per stand in the unit" → 4 stands, 4 dice, though
  // only the 2 stands of the front two ranks fight: the officer's dice count the unit, not the stands fighting.
  it('"Ordinary officers ... add one D6 per stand in the unit": 4 stands, 4 dice on 6', () => {
    expect(officerDice('ordinary')).toEqual({ onFive: 8, onSix: 4 });
  });

  // Rulebook: "Exceptional officers ... add 1.5 D6 per stand in the unit" → 4 stands, 6 dice (ruling R6's rounding
  // does not arise).
  it('"Exceptional officers ... add 1.5 D6 per stand in the unit": 4 stands, 6 dice on 6', () => {
    expect(officerDice('exceptional')).toEqual({ onFive: 8, onSix: 6 });
  });
});
