import { describe, expect, it } from 'vitest';
import type { ArmyFile } from './ArmyFile.js';
import { ARMY_BASES, REGIMENT_NAMES } from './armyBases.js';
import { armyUnits, resolveUnit } from './armyUnits.js';
import { CHOOSABLE_TRAITS } from './commanders.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { showArmy } from './showArmy.js';
import { terciosArmies } from './terciosArmies.js';
import { validateArmy } from './validateArmy.js';

// Killers for the army mutants Stryker left alive in the small files of tercios-army (docs/mutation/tercios-army.md).

describe('Names the lists print (Rulebook: The Army; Brevis Editio)', () => {
  // Liber Militum, The Army: "Cavalry Army Base"; the regiments "Infantry regiment", "Cavalry regiment", "Artillery
  // battery", "Battle group". Brevis Editio: "1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1
  // Battle Group".
  it('the Cavalry Army Base and the regiment kinds in each edition’s words', () => {
    expect(ARMY_BASES.cavalry.name).toBe('Cavalry Army Base');
    expect(REGIMENT_NAMES).toStrictEqual({
      'liber-militum': {
        'infantry-regiment': 'Infantry regiment',
        'cavalry-regiment': 'Cavalry regiment',
        'artillery-battery': 'Artillery battery',
        'battle-group': 'Battle group',
      },
      brevis: {
        'infantry-regiment': 'Foot Regiment',
        'cavalry-regiment': 'Horse Regiment',
        'artillery-battery': 'Artillery Battery',
        'battle-group': 'Battle Group',
      },
    });
  });

  // Ruling cardless-cards: the printed options of a card no source gives values for are named, with the card's name.
  it.each([
    { unit: 'heavy-cavalry', name: 'Heavy Cavalry (adaptation)' },
    { unit: 'forlorn-hope', name: 'Forlorn Hope' },
  ])('a $unit card is refused by its printed name, $name', ({ unit, name }) => {
    const army = structuredClone(SPANISH_EMPIRE_1000);
    army.regiments[0]!.units.push({ unit });
    const messages = validateArmy(army).violations.map((v) => v.message);
    expect(messages).toContainEqual(expect.stringContaining(`no source gives the values of the ${name} card`));
  });
});

describe('Cavalry Regiment companies (Rulebook: The Army > Cavalry Regiment)', () => {
  // "these companies have the Commanded Shot rule free of charge": the companies, not the horse.
  it('a Musketeer Company of a cavalry regiment gains Commanded Shot once; Arquebusiers on horseback do not', () => {
    const company = resolveUnit({ unit: 'musketeer-company' }, 'cavalry-regiment')!;
    expect(company.rules.filter((rule) => rule === 'commanded-shot')).toHaveLength(1);
    expect(resolveUnit({ unit: 'arquebusiers-on-horseback' }, 'cavalry-regiment')!.rules).not.toContain(
      'commanded-shot',
    );
  });
});

describe('The units of a list, in order (armyUnits)', () => {
  const army = (elite: string | undefined): ArmyFile => {
    const copy = structuredClone(SPANISH_EMPIRE_1000);
    copy.regiments = [{ ...copy.regiments[0]!, units: [{ unit: 'tercio' }, { unit: 'no-such-card' }] }];
    if (elite === undefined) delete copy.elite;
    else copy.elite = { unit: elite };
    return copy;
  };

  it('an unknown card is skipped, in a regiment or as the Elite unit (validateArmy reports it)', () => {
    expect(armyUnits(army('no-such-card')).map((u) => u.path)).toEqual(['regiments[0].units[0]']);
  });

  it('the Elite unit comes last, under no regiment, at the path "elite"', () => {
    expect(armyUnits(army('tercio')).at(-1)).toMatchObject({ path: 'elite', regiment: null, regimentType: 'elite' });
  });
});

describe('Traits a list may choose (Rulebook: Command > Common Traits)', () => {
  // "Two traits apply to all commanders without needing to be chosen": Fast and Inspiring.
  it('every trait but Fast and Inspiring', () => {
    expect(CHOOSABLE_TRAITS).not.toContain('fast');
    expect(CHOOSABLE_TRAITS).not.toContain('inspiring');
    expect(CHOOSABLE_TRAITS).toContain('initiative');
    expect(CHOOSABLE_TRAITS).toHaveLength(32);
  });
});

describe('The army support the CLI uses (terciosArmies)', () => {
  it('validates as validateArmy does, and shows the list without its violations (the CLI prints them after)', () => {
    const broken = structuredClone(SPANISH_EMPIRE_1000);
    broken.regiments[0]!.units.push({ unit: 'no-such-card' });
    expect(terciosArmies.validate(broken)).toEqual(validateArmy(broken));
    expect(showArmy(broken)).toContain('Violations:');
    expect(terciosArmies.show(broken)).toBe(showArmy(broken, { violations: false }));
    expect(terciosArmies.show(broken)).not.toContain('Violations:');
  });
});
