import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyList } from './ArmyList.js';
import { BRITISH_ARMY } from './exampleArmies.js';
import { parseArmy, validateArmy } from './validateArmy.js';
import { wss6mmArmies } from './wss6mmArmies.js';

// Rulebook: Organisation > Unit Organisation ("TYPE NATIONALITY TACTICS ELEMENTS": Foot British PF1 4, Dutch PF2 8,
// Danish, Prussian, German, Portuguese, Spanish RF 8, French, Bavarian, Imperial RF 10, Irish RF 6; Horse British,
// Dutch S 4, Other P 4), Artillery Fire (batteries of 1 to 3 gun models), Small Arms Fire (battalion guns fire with
// their parent battalion). One broken rule at a time on the British example army, each reported once with its path,
// the rule and what is wrong.

const ORG = 'Organisation > Unit Organisation';
type Units = ArmyList['brigades'][number]['units'];

function violationsAfter(change: (army: ArmyList & { brigades: { units: Units[number][] }[] }) => void) {
  const army = structuredClone(BRITISH_ARMY) as ArmyList & { brigades: { units: Units[number][] }[] };
  change(army);
  return validateArmy(army).violations;
}

function refusal(data: unknown, file?: string): MusterError {
  try {
    parseArmy(data, file);
  } catch (e) {
    if (MusterError.is(e)) return e;
    throw e;
  }
  throw new Error('not refused');
}

describe('a valid army: what the report counts (the game has no points)', () => {
  it('the British army: 3 brigades, 11 units, 52 elements, 3 guns, its commander', () => {
    expect(validateArmy(BRITISH_ARMY)).toEqual({
      valid: true,
      name: 'Allied army (British and Dutch)',
      points: 0,
      violations: [],
      details: { brigades: 3, units: 11, elements: 52, guns: 3, commander: 'Duke of Marlborough' },
    });
  });

  it('the examples `muster army` offers', () => {
    expect(Object.keys(wss6mmArmies.examples)).toEqual(['british', 'french']);
  });
});

describe('ids are unique across brigades and units', () => {
  it('a unit with the id of another unit, and a brigade with the id of a unit', () => {
    expect(violationsAfter((a) => (a.brigades[1]!.units[2]!.id = 'webbs'))).toEqual([
      {
        path: 'brigades[1].units[2].id',
        rule: 'ids are unique',
        message: 'id "webbs" is also used at brigades[0].units[3]',
      },
    ]);
    expect(violationsAfter((a) => (a.brigades[2]!.id = 'orkney'))).toEqual([
      { path: 'brigades[2].id', rule: 'ids are unique', message: 'id "orkney" is also used at brigades[0]' },
    ]);
  });
});

describe('Unit Organisation', () => {
  it('"Foot British PF1 4": a British battalion of 5 elements', () => {
    expect(violationsAfter((a) => Object.assign(a.brigades[0]!.units[2]!, { elements: 5 }))).toEqual([
      {
        path: 'brigades[0].units[2].elements',
        rule: ORG,
        message: 'Royal Irish: british-foot (PF1) has 4 elements, not 5',
      },
    ]);
  });

  it('"Foot ... Danish, Prussian, German, Portuguese, Spanish RF 8": no French allied-foot', () => {
    expect(violationsAfter((a) => Object.assign(a.brigades[1]!.units[2]!, { nationality: 'French' }))).toEqual([
      {
        path: 'brigades[1].units[2].nationality',
        rule: ORG,
        message: 'Prussian Foot: French does not field allied-foot (Danish, Prussian, German, Portuguese, Spanish)',
      },
    ]);
  });

  it('"Horse ... Other P 4": any nationality but British and Dutch', () => {
    const other = (nationality: string) => ({ type: 'other-horse', nationality });
    expect(violationsAfter((a) => Object.assign(a.brigades[2]!.units[0]!, other('Bavarian')))).toEqual([]);
    expect(violationsAfter((a) => Object.assign(a.brigades[2]!.units[0]!, other('British')))).toEqual([
      {
        path: 'brigades[2].units[0].nationality',
        rule: ORG,
        message: "Queen's Horse: British does not field other-horse (any nationality but British and Dutch)",
      },
    ]);
    expect(violationsAfter((a) => Object.assign(a.brigades[2]!.units[0]!, other('Dutch'))).map((v) => v.path)).toEqual([
      'brigades[2].units[0].nationality',
    ]);
  });

  it('a unit type the table does not have', () => {
    expect(violationsAfter((a) => Object.assign(a.brigades[1]!.units[0]!, { type: 'swiss-foot' }))).toEqual([
      {
        path: 'brigades[1].units[0].type',
        rule: ORG,
        message:
          'unknown unit type "swiss-foot"; expected one of british-foot, dutch-foot, allied-foot, french-foot, ' +
          'irish-foot, british-dutch-horse, other-horse, field-battery',
      },
    ]);
  });

  it('a unit of an unknown type counts no elements', () => {
    const report = validateArmy({
      ...BRITISH_ARMY,
      brigades: [{ ...BRITISH_ARMY.brigades[0]!, units: [{ ...BRITISH_ARMY.brigades[0]!.units[1]!, type: 'x' }] }],
    });
    expect(report.details).toMatchObject({ units: 1, elements: 0 });
  });
});

describe('batteries and battalion guns', () => {
  it('Artillery Fire: a battery of 4 guns', () => {
    expect(violationsAfter((a) => Object.assign(a.brigades[0]!.units[4]!, { guns: 4 }))).toEqual([
      {
        path: 'brigades[0].units[4].guns',
        rule: 'Artillery Fire: batteries of 1, 2 or 3 gun models',
        message: 'Royal Train battery has 4 guns',
      },
    ]);
  });

  it('a battery counts guns, no elements, and is not read on the Unit Organisation table', () => {
    const report = validateArmy({
      ...BRITISH_ARMY,
      brigades: [{ ...BRITISH_ARMY.brigades[0]!, units: [BRITISH_ARMY.brigades[0]!.units[4]!] }],
    });
    expect(report.violations).toEqual([]);
    expect(report.details).toMatchObject({ units: 1, elements: 0, guns: 3 });
  });

  it('"battalion guns fire with their parent battalion": horse have none', () => {
    expect(violationsAfter((a) => Object.assign(a.brigades[2]!.units[1]!, { battalionGun: true }))).toEqual([
      {
        path: 'brigades[2].units[1].battalionGun',
        rule: 'Small Arms Fire: battalion guns fire with their parent battalion',
        message: "Wood's Horse: only foot battalions have battalion guns",
      },
    ]);
  });
});

describe('reading an army file', () => {
  it('a newer format version is refused by name, with the file when given', () => {
    const e = refusal({ ...BRITISH_ARMY, formatVersion: 2 }, 'armies/allied.json');
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'written by a newer Muster (format version 2); this one reads a version up to 1',
      { file: 'armies/allied.json', path: 'formatVersion', expected: 'a version up to 1' },
    ]);
    expect(refusal({ ...BRITISH_ARMY, formatVersion: 2 }).context).toStrictEqual({
      path: 'formatVersion',
      expected: 'a version up to 1',
    });
  });

  it("another ruleset's army is refused by name, with the file when given", () => {
    const e = refusal({ ...BRITISH_ARMY, ruleset: 'tercios' }, 'armies/tercio.json');
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'this is an army list of tercios, not of wss-6mm',
      { file: 'armies/tercio.json', path: 'ruleset', expected: 'wss-6mm' },
    ]);
    expect(refusal({ ...BRITISH_ARMY, ruleset: 'tercios' }).context).toStrictEqual({
      path: 'ruleset',
      expected: 'wss-6mm',
    });
  });

  it('another kind of file is refused by name; anything else that is not an army is a shape error naming the field (and the file when given)', () => {
    expect(refusal({ ...BRITISH_ARMY, format: 'other', formatVersion: 2 }).context).toStrictEqual({
      path: 'format',
      expected: '"muster-army"',
    });
    expect(refusal({ ...BRITISH_ARMY, formatVersion: '2' }).code).toBe('bad-input');
    expect(refusal({ ...BRITISH_ARMY, ruleset: 5 }).code).toBe('bad-input');
    expect(refusal(null).code).toBe('bad-input');
    expect(refusal(undefined).code).toBe('bad-input');
    expect(refusal({ ...BRITISH_ARMY, name: 7 }, 'armies/allied.json').context).toMatchObject({
      file: 'armies/allied.json',
      path: 'name',
    });
    expect(Object.keys(refusal({ ...BRITISH_ARMY, name: 7 }).context)).not.toContain('file');
  });
});
