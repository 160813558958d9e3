import { describe, expect, it } from 'vitest';
import type { ArmyFile } from './ArmyFile.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { validateArmy } from './validateArmy.js';

/** The example list with its first unit replaced by `unit`: the violation found at that unit. */
function firstUnitViolation(unit: string) {
  const army: ArmyFile = structuredClone(SPANISH_EMPIRE_1000);
  army.regiments[0]!.units[0] = { unit };
  return validateArmy(army).violations.find((v) => v.path === 'regiments[0].units[0].unit');
}

describe('checking each unit card (validateArmy.ts, checkUnitCard)', () => {
  // Ruling cardless-cards: The Army > Unit Profiles prints the option rows of Heavy Cavalry (adaptation) but no
  // source gives its values, so the list names the printed rows ("Dense formation: Stamina 4, +10 points." ...).
  it('a cardless card is refused with its printed option rows and their costs', () => {
    expect(firstUnitViolation('heavy-cavalry')).toEqual({
      path: 'regiments[0].units[0].unit',
      rule: 'The Army > Unit Profiles: Heavy Cavalry (adaptation) options (ruling cardless-cards)',
      message:
        'no source gives the values of the Heavy Cavalry (adaptation) card, so neither it nor its printed options ' +
        '(Dense formation +10, Gendarmes +20, Pistoliers +10, Lancers +20) can be taken',
    });
  });

  it('an unknown card is named, with the cards it may have meant', () => {
    expect(firstUnitViolation('tercios')).toEqual({
      path: 'regiments[0].units[0].unit',
      rule: 'Unit Profiles',
      message: 'unknown unit "tercios"; did you mean "tercio"?',
    });
    expect(firstUnitViolation('zzz')?.message).toBe('unknown unit "zzz"');
    expect(firstUnitViolation('musketeer')?.message).toBe(
      'unknown unit "musketeer"; did you mean "musketeer-company", "musketeer-corps"?',
    );
  });
});
