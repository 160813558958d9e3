import { MusterError } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyList } from './ArmyList.js';
import { swordAndPikeArmies } from './armySupport.js';
import { frenchArmy } from './exampleArmies.js';
import { parseArmy, validateArmy } from './validateArmy.js';

// Rulebook: TROOP TYPES & ORGANIZATION (units, companies, sub-units of a pike formation), ORDER, MORALE > Initial
// Morale Chart (the rows), OFFICERS; rulings R22 (no points system) and R23 (sub-units and brigade officers stay in
// their brigade). One broken rule at a time on the French example army, each reported once with its path, the rule
// it breaks and what is wrong.

const ORG = 'TROOP TYPES & ORGANIZATION';
type Unit = ArmyList['brigades'][number]['units'][number];

/** The violations of the French example army after `change`. */
function violationsAfter(change: (army: ArmyList & { brigades: { units: Unit[] }[] }) => void) {
  const army = structuredClone(frenchArmy) as ArmyList & { brigades: { units: Unit[] }[] };
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

describe('a valid army: what the report counts (ruling R22: no points system, the figures instead)', () => {
  it('the French army: 3 brigades, 11 units, 132 figures, 0 points', () => {
    expect(validateArmy(frenchArmy)).toEqual({
      valid: true,
      name: 'French army of the Italian Wars (example)',
      points: 0,
      violations: [],
      details: { brigades: 3, units: 11, figures: 132, 'points system': 'none in the text (ruling R22)' },
    });
  });

  it('the examples `muster army` offers are the French and the Imperial armies', () => {
    expect(Object.keys(swordAndPikeArmies.examples)).toEqual(['french', 'imperial']);
  });
});

describe('ids', () => {
  it('a brigade id used twice', () => {
    expect(violationsAfter((a) => (a.brigades[2]!.id = 'swiss'))).toEqual([
      { path: 'brigades[2].id', rule: 'SEQUENCE OF ACTIONS: brigades', message: 'brigade id "swiss" is used twice' },
    ]);
  });

  it('a unit id used twice', () => {
    expect(violationsAfter((a) => (a.brigades[2]!.units[3]!.id = 'stradiots'))).toEqual([
      { path: 'brigades[2].units[3].id', rule: 'unit ids', message: 'unit id "stradiots" is used twice' },
    ]);
  });
});

describe('"may be organized in a 5-man company as a sub-unit attached to a pike formation"', () => {
  it('Pikemen are no sub-unit (and a sub-unit is a 5-man company)', () => {
    expect(violationsAfter((a) => (a.brigades[1]!.units[2]!.attachedTo = 'bern-pike'))).toEqual([
      {
        path: 'brigades[1].units[2].attachedTo',
        rule: `${ORG} > Pikemen`,
        message: 'Pikemen are not organised as sub-units of a pike formation',
      },
      {
        path: 'brigades[1].units[2].figures',
        rule: `${ORG} > Pikemen`,
        message: 'a sub-unit is a 5-man company, not 20',
      },
    ]);
  });

  it('attached to no unit', () => {
    expect(violationsAfter((a) => (a.brigades[1]!.units[1]!.attachedTo = 'nowhere'))).toEqual([
      { path: 'brigades[1].units[1].attachedTo', rule: `${ORG}: sub-units`, message: 'no unit "nowhere" to attach to' },
    ]);
  });

  it('attached to a unit that is not a pike formation', () => {
    expect(violationsAfter((a) => (a.brigades[1]!.units[3]!.attachedTo = 'bern-halberds'))).toEqual([
      {
        path: 'brigades[1].units[3].attachedTo',
        rule: `${ORG}: sub-units`,
        message: '"bern-halberds" is not a pike formation',
      },
    ]);
  });

  it('ruling R23: attached to the pike formation of another brigade', () => {
    const broken = violationsAfter((a) =>
      Object.assign(a.brigades[2]!.units[0]!, { attachedTo: 'bern-pike', figures: 5 }),
    );
    expect(broken).toEqual([
      {
        path: 'brigades[2].units[0].attachedTo',
        rule: `${ORG}: sub-units`,
        message: 'the pike formation "bern-pike" is in another brigade (ruling R23)',
      },
    ]);
  });

  it('a sub-unit of 4 men', () => {
    expect(violationsAfter((a) => (a.brigades[1]!.units[1]!.figures = 4))).toEqual([
      {
        path: 'brigades[1].units[1].figures',
        rule: `${ORG} > Halberdiers`,
        message: 'a sub-unit is a 5-man company, not 4',
      },
    ]);
  });

  it('"GREAT-SWORDSMEN ... Organized in a 5-man company as a sub-unit attached to a pike formation": never alone', () => {
    const lone: Unit = { id: 'lone', name: 'Lone swordsmen', troop: 'great-swordsmen', figures: 5 };
    expect(violationsAfter((a) => a.brigades[2]!.units.push(lone))).toEqual([
      {
        path: 'brigades[2].units[4].attachedTo',
        rule: `${ORG} > Great-swordsmen`,
        message: 'Great-swordsmen are "organized in a 5-man company as a sub-unit attached to a pike formation"',
      },
    ]);
  });
});

describe('figures per unit', () => {
  it('"PIKEMEN ... 20 figures per unit"', () => {
    expect(violationsAfter((a) => (a.brigades[1]!.units[0]!.figures = 18))).toEqual([
      {
        path: 'brigades[1].units[0].figures',
        rule: `${ORG} > Pikemen`,
        message: 'Pikemen: 20 figures per unit, not 18',
      },
    ]);
  });

  it('a heavy gun has 4 gunners', () => {
    expect(violationsAfter((a) => (a.brigades[2]!.units[2]!.figures = 3))).toEqual([
      {
        path: 'brigades[2].units[2].figures',
        rule: `${ORG} > Heavy gun`,
        message: 'Heavy gun: 4 gunners per unit, not 3',
      },
    ]);
  });
});

describe('ORDER and weapons', () => {
  it('Gendarmes "Move in open order, fight in closed order": never in skirmish order', () => {
    expect(violationsAfter((a) => (a.brigades[0]!.units[0]!.order = 'skirmish'))).toEqual([
      {
        path: 'brigades[0].units[0].order',
        rule: 'ORDER > Gendarmes',
        message: 'Gendarmes may not be in skirmish order (open or closed)',
      },
    ]);
  });

  it('"LIGHT HORSE - Cavalry armed with spears or arquebus, or crossbows": say which', () => {
    expect(violationsAfter((a) => delete a.brigades[0]!.units[2]!.weapon)).toEqual([
      {
        path: 'brigades[0].units[2].weapon',
        rule: `${ORG} > Light Horse`,
        message: 'Light Horse are armed with spears, arquebus or crossbows: say which',
      },
    ]);
  });

  it('no other troop chooses a weapon', () => {
    expect(violationsAfter((a) => (a.brigades[0]!.units[0]!.weapon = 'spear'))).toEqual([
      {
        path: 'brigades[0].units[0].weapon',
        rule: ORG,
        message: 'only Light Horse choose a weapon; Gendarmes carry hand weapons',
      },
    ]);
    expect(violationsAfter((a) => (a.brigades[2]!.units[1]!.weapon = 'mounted-arquebus'))).toEqual([
      {
        path: 'brigades[2].units[1].weapon',
        rule: ORG,
        message: 'only Light Horse choose a weapon; Arquebusiers carry arquebus',
      },
    ]);
  });
});

describe('MORALE > Initial Morale Chart: the rows a troop may roll on', () => {
  /** The violations when unit `u` of brigade `b` rolls on `row` (and, when given, is of `troop`). */
  const onRow = (b: number, u: number, row: Unit['moraleClass'], troop?: Unit['troop']) =>
    violationsAfter((a) => Object.assign(a.brigades[b]!.units[u]!, { moraleClass: row }, troop ? { troop } : {}));

  it('"Gunners & Auxiliaries" is the guns\' only row', () => {
    expect(onRow(2, 2, 'gunners-auxiliaries')).toEqual([]);
    expect(onRow(2, 2, 'other-foot')).toEqual([
      {
        path: 'brigades[2].units[2].moraleClass',
        rule: 'MORALE > Initial Morale Chart',
        message: 'Heavy gun cannot use the "other-foot" row',
      },
    ]);
  });

  it('horse roll as "Lighter Mounted", Gendarmes and Reiters also as "Heavy Cavalry" (ruling R14)', () => {
    expect(onRow(0, 0, 'heavy-cavalry')).toEqual([]);
    expect(onRow(0, 0, 'lighter-mounted')).toEqual([]);
    expect(onRow(0, 1, 'heavy-cavalry', 'reiters')).toEqual([]);
    expect(onRow(0, 2, 'lighter-mounted')).toEqual([]);
    expect(onRow(0, 2, 'heavy-cavalry').map((v) => v.message)).toEqual([
      'Light Horse cannot use the "heavy-cavalry" row',
    ]);
    expect(onRow(0, 0, 'swiss-foot').map((v) => v.message)).toEqual(['Gendarmes cannot use the "swiss-foot" row']);
    expect(onRow(0, 0, 'gunners-auxiliaries').map((v) => v.message)).toEqual([
      'Gendarmes cannot use the "gunners-auxiliaries" row',
    ]);
  });

  it('foot roll as Swiss, Landsknecht, Other Foot or Auxiliaries, never as horse', () => {
    for (const row of ['swiss-foot', 'landsknecht-foot', 'other-foot', 'gunners-auxiliaries'] as const)
      expect(onRow(2, 0, row), row).toEqual([]);
    expect(onRow(2, 0, 'lighter-mounted').map((v) => v.message)).toEqual([
      'Crossbowmen cannot use the "lighter-mounted" row',
    ]);
  });
});

describe('OFFICERS: attached to a unit of the army, a brigade officer to one of his brigade (ruling R23)', () => {
  it('the commander may be with any unit, but one that exists', () => {
    expect(violationsAfter((a) => (a.commander!.attachedTo = 'faucon'))).toEqual([]);
    expect(violationsAfter((a) => (a.commander!.attachedTo = 'nowhere'))).toEqual([
      { path: 'commander.attachedTo', rule: 'OFFICERS', message: 'no unit "nowhere" to attach the officer to' },
    ]);
  });

  it('a brigade officer with a unit of another brigade', () => {
    expect(violationsAfter((a) => (a.brigades[0]!.officer!.attachedTo = 'bern-pike'))).toEqual([
      {
        path: 'brigades[0].officer.attachedTo',
        rule: 'OFFICERS',
        message: 'the brigade officer must be attached to a unit of his brigade (ruling R23)',
      },
    ]);
  });

  it('an officer attached to no unit, and a brigade with no officer, break no rule', () => {
    expect(violationsAfter((a) => delete a.brigades[0]!.officer!.attachedTo)).toEqual([]);
    expect(violationsAfter((a) => delete a.brigades[0]!.officer)).toEqual([]);
  });
});

describe('reading an army file', () => {
  it('a newer format version is refused by name, with the file', () => {
    const e = refusal({ ...frenchArmy, formatVersion: 2 }, 'armies/french.json');
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'written by a newer Muster (format version 2); this one reads a version up to 1',
      { file: 'armies/french.json', path: 'formatVersion', expected: 'a version up to 1' },
    ]);
    expect(refusal({ ...frenchArmy, formatVersion: 2 }).context).toStrictEqual({
      path: 'formatVersion',
      expected: 'a version up to 1',
    });
  });

  it("another ruleset's army is refused by name, with the file", () => {
    const e = refusal({ ...frenchArmy, ruleset: 'tercios' }, 'armies/tercio.json');
    expect([e.code, e.message, e.context]).toEqual([
      'bad-file',
      'this is an army list of tercios, not of sword-and-pike',
      { file: 'armies/tercio.json', path: 'ruleset', expected: 'sword-and-pike' },
    ]);
    expect(refusal({ ...frenchArmy, ruleset: 'tercios' }).context).toStrictEqual({
      path: 'ruleset',
      expected: 'sword-and-pike',
    });
  });

  it('another kind of file is refused by name; anything else that is not an army is a shape error naming the field (and the file when given)', () => {
    expect(refusal({ ...frenchArmy, format: 'other', formatVersion: 2 }).context).toStrictEqual({
      path: 'format',
      expected: '"muster-army"',
    });
    expect(refusal({ ...frenchArmy, format: 'other', ruleset: 'tercios' }).message).toBe(
      'this is not an army list (format "other")',
    );
    expect(refusal({ ...frenchArmy, formatVersion: '2' }).code).toBe('bad-input');
    expect(refusal({ ...frenchArmy, ruleset: 5 }).code).toBe('bad-input');
    expect(refusal(null).code).toBe('bad-input');
    expect(refusal(undefined).code).toBe('bad-input');
    expect(refusal({ ...frenchArmy, name: 7 }, 'armies/french.json').context).toMatchObject({
      file: 'armies/french.json',
      path: 'name',
    });
    expect(Object.keys(refusal({ ...frenchArmy, name: 7 }).context)).not.toContain('file');
  });
});
