import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { combatDice, resolveMelee, type CloseCombatRules } from '../mechanics/closeCombat.js';
import { variableMove, variableMoveMax } from '../mechanics/variableMove.js';
import { setupBattle } from '../game/setup.js';
import type { SwordAndPikeScenario } from '../game/Scenario.js';
import { faces, playDecisions, scenarioUnit, unitIn } from '../game/__fixtures__/playDecisions.js';
import { DEFAULT_CLOSE_COMBAT_RULES } from '../mechanics/closeCombat.js';
import { SwordAndPikeOptionsSchema } from './options.js';

const rules = (r: Partial<CloseCombatRules>): CloseCombatRules => ({ ...DEFAULT_CLOSE_COMBAT_RULES, ...r });
const lightHorse = { troop: 'light-horse' as const, stands: [3], order: 'open' as const };
const reiters = { troop: 'reiters' as const, stands: [3], order: 'open' as const };
const arquebusiers = { troop: 'arquebusiers' as const, stands: [5], order: 'open' as const };

// Rulebook, Close Combat "extra dice": "Light Cavalry are +1 win ties vs. infantry but not cavalry" (ruling R47).
describe('Light Cavalry +1: against everyone, or like the ties only against infantry (`lightCavalryBonus`)', () => {
  it("'always' (default): 3 + 1 dice against Reiters and against foot", () => {
    expect(combatDice(lightHorse, reiters, false)).toEqual({ onFive: 0, onSix: 4 });
    expect(combatDice(lightHorse, arquebusiers, false)).toEqual({ onFive: 0, onSix: 4 });
  });
  it("'vs-infantry': 3 dice against Reiters, 4 against foot", () => {
    const r = rules({ lightCavalryBonus: 'vs-infantry' });
    expect(combatDice(lightHorse, reiters, false, r)).toEqual({ onFive: 0, onSix: 3 });
    expect(combatDice(lightHorse, arquebusiers, false, r)).toEqual({ onFive: 0, onSix: 4 });
  });
});

// Rulebook, Close Combat D: "fight individual stands in combat"; no line caps a side's losses (ruling R47).
describe('casualties of a close combat: at most the stands fighting, or the whole unit (`meleeCasualtyCap`)', () => {
  // Gendarmes, 4 stands of 3 (12 dice on 5-6), all 6s, against one fighting stand of a 20-figure unit (4 dice, all 1s).
  const fight = (casualtyCap: 'fighting-stands' | 'unit') =>
    resolveMelee(ScriptedDice.of([...Array<number>(12).fill(6), ...Array<number>(4).fill(1)]), {
      attackers: [{ troop: 'gendarmes', stands: [3, 3, 3, 3], order: 'closed' }],
      defenders: [{ ...arquebusiers, unitFigures: 20 }],
      firstRound: false,
      rules: rules({ casualtyCap }),
    });
  it("'fighting-stands' (default): 12 kills take the 5 figures of the stand fighting", () => {
    expect(fight('fighting-stands').defenderCasualties).toBe(5);
  });
  it("'unit': 12 kills take 12 of the unit's 20", () => {
    expect(fight('unit').defenderCasualties).toBe(12);
  });
});

// Rulebook: "The side which inflicts the most casualties on the enemy wins"; "Cavalry with lance +1 first turn for
// the first die roll in any melee" (ruling R31).
describe('rounds of a melee: one roll, or more while the casualties are equal (`meleeRounds`)', () => {
  // Reiters 4 dice on 6 against arquebusiers' 5: round 1 all 1s (a tie), round 2 the Reiters roll 6s.
  const script = [...Array<number>(9).fill(1), ...Array<number>(4).fill(6), ...Array<number>(5).fill(1)];
  const fight = (rounds: 'one' | 'until-decided') =>
    resolveMelee(ScriptedDice.of(script), {
      attackers: [reiters],
      defenders: [arquebusiers],
      firstRound: true,
      rules: rules({ rounds }),
    });
  it("'one' (default): the tie stands and the defender holds (ruling R8)", () => {
    expect(fight('one')).toMatchObject({ winner: 'defender', attackerCasualties: 0, defenderCasualties: 0 });
  });
  it("'until-decided': a second round is fought and the Reiters win it", () => {
    expect(fight('until-decided')).toMatchObject({ winner: 'attacker', attackerCasualties: 0, defenderCasualties: 4 });
  });
});

// Rulebook, Close Combat L: "Attempt another Close Combat by passing Morale Check and rolling variable move dice"
// (ruling R41).
describe('the variable move (`variableMove`)', () => {
  it("'normal-plus-d6' (default): a normal move plus 1D6", () => {
    expect(variableMove(ScriptedDice.of([3]), 10, 'normal-plus-d6', 'Gendarmes')).toBe(13);
    expect(variableMoveMax(10, 'normal-plus-d6')).toBe(16);
  });
  it("'2d6': the dice alone, 2D6 inches", () => {
    expect(variableMove(ScriptedDice.of([3, 4]), 10, '2d6', 'Gendarmes')).toBe(7);
    expect(variableMoveMax(10, '2d6')).toBe(12);
  });
});

// Rulebook, SEQUENCE 10: "test morale for any unit which is 'Spent' ... which does not have an officer attached to
// it"; OFFICERS "are not part of any particular unit" (ruling R48).
describe('officers and the Spent test (`officers`)', () => {
  const scenario: SwordAndPikeScenario = {
    name: 'officers',
    table: { width: 72, height: 48 },
    weather: 'clear',
    terrain: [],
    sides: {
      A: {
        name: 'A',
        units: [
          scenarioUnit({ id: 'p', troop: 'pikemen', order: 'closed', x: 30, y: 10 }),
          scenarioUnit({ id: 'sp', troop: 'arquebusiers', x: 40, y: 10 }),
        ],
        officers: [{ id: 'col', name: 'Colonel', quality: 'ordinary', brigade: 'b1', attachedTo: 'p' }],
      },
      B: { name: 'B', units: [scenarioUnit({ id: 'far', troop: 'pikemen', x: 30, y: 40 })], officers: [] },
    },
  };
  const endTurn = (officers: 'fixed' | 're-attach-to-spent') => {
    const s0 = setupBattle(scenario, ScriptedDice.of([6, 6, 1, 1]), SwordAndPikeOptionsSchema.parse({ officers }));
    // 'sp' has lost 12 of 20: Spent.
    const spent = { ...s0, units: s0.units.map((x) => (x.id === 'sp' ? { ...x, figures: 8 } : x)) };
    // Every die a 3: the Spent test is chart 3 (Other Foot 2) + 3 = 5, a failure.
    return playDecisions(spent, faces([]), [
      [{ kind: 'end-moves' }, 'A'],
      [{ kind: 'end-moves' }, 'B'],
    ]);
  };
  it("'fixed' (default): the Colonel stays with his pikes; the Spent unit tests and leaves the field", () => {
    const { state, events } = endTurn('fixed');
    expect(events.some((e) => e.type === 'officer-attached')).toBe(false);
    expect(unitIn(state, 'sp')).toMatchObject({ status: 'removed', removal: 'left-field' });
  });
  it("'re-attach-to-spent': the Colonel rides 10\" to the Spent unit, which then need not test", () => {
    const { state, events } = endTurn('re-attach-to-spent');
    expect(events).toContainEqual({ type: 'officer-attached', officer: 'col', unit: 'sp' });
    expect(events.some((e) => e.type === 'morale-tested' && e.unit === 'sp')).toBe(false);
    expect(unitIn(state, 'sp').status).not.toBe('removed');
    expect(state.officers[0]!.attachedTo).toBe('sp');
  });
});
