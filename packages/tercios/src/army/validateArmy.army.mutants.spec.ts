import type { ArmyViolation } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { ArmyFile, ArmyRegiment } from './ArmyFile.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { SPANISH_EMPIRE_BREVIS_7 } from './examples/spanishEmpireBrevis.js';
import { validateArmy, type ArmyValidationOptions } from './validateArmy.js';

// Killers of validateArmy.ts's army-wide rules: the army bases (checkArmyBase), the Liber Militum list
// (validateLiberMilitum: commanders, regiment points, the Elite unit, points and battle size) and Brevis Editio
// (validateBrevis). Every violation in full, docs/mutation/tercios-army.md.

const SPAIN = SPANISH_EMPIRE_1000;
const BREVIS = SPANISH_EMPIRE_BREVIS_7;

function variant(base: ArmyFile, edit: (a: ArmyFile) => void): ArmyFile {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}
/** The Spanish example changed by `edit`, with a 3000-point limit. */
const spain = (edit: (a: ArmyFile) => void): ArmyFile =>
  variant(SPAIN, (a) => {
    delete a.battleSize;
    a.pointsLimit = 3000;
    edit(a);
  });
const found = (army: ArmyFile, options?: ArmyValidationOptions): readonly ArmyViolation[] =>
  validateArmy(army, options).violations;

const cavalry = (unit: string, rank = 0): ArmyRegiment => ({
  type: 'cavalry-regiment',
  commander: { rank },
  units: [{ unit }],
});

describe('army bases (The Army > Standard / Battle Group / Cavalry Army Base)', () => {
  it('Standard Army Base: counts named in the diagram\'s words, e.g. "Battle group (0-1)"', () => {
    const groups = spain((a) =>
      a.regiments.push(
        {
          type: 'battle-group',
          commander: { rank: 0 },
          units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
        },
        {
          type: 'battle-group',
          commander: { rank: 0 },
          units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
        },
      ),
    );
    expect(found(groups)).toEqual([
      {
        path: 'regiments',
        rule: 'The Army > Standard Army Base: Battle group (0-1)',
        message: '2 battle groups; at most 1 allowed',
      },
    ]);
  });

  const cavalryBase = (regiments: ArmyRegiment[]): ArmyFile =>
    spain((a) => {
      a.base = 'cavalry';
      a.regiments = regiments;
    });

  it('Cavalry Army Base: "The two cavalry regiments must be of the same type" (a company first is no cavalry type)', () => {
    const twoTypes = cavalryBase([cavalry('cuirassiers'), cavalry('light-cavalry'), cavalry('modern-cavalry')]);
    expect(found(twoTypes)).toEqual([
      {
        path: 'regiments',
        rule: 'The Army > Cavalry Army Base: Constraints: The two cavalry regiments must be of the same type.',
        message: 'no two cavalry regiments are of the same type',
      },
    ]);
    const companyFirst = cavalryBase([
      cavalry('cuirassiers'),
      {
        type: 'cavalry-regiment',
        commander: { rank: 0 },
        units: [{ unit: 'musketeer-company' }, { unit: 'cuirassiers' }],
      },
    ]);
    expect(found(companyFirst)).toEqual([]);
    // With a single cavalry regiment only the count is broken ("The two cavalry regiments" asks two).
    expect(found(cavalryBase([cavalry('cuirassiers')]))).toEqual([
      {
        path: 'regiments',
        rule: 'The Army > Cavalry Army Base: Cavalry regiment (2-6)',
        message: '1 cavalry regiment; at least 2 needed',
      },
    ]);
  });

  it('Cavalry Army Base: the type of a cavalry regiment is its first cavalry unit; other regiments have none', () => {
    // Two Cuirassier regiments and one of Light Cavalry: two are of the same type.
    expect(found(cavalryBase([cavalry('cuirassiers'), cavalry('light-cavalry'), cavalry('cuirassiers')]))).toEqual([]);
    // An unknown card or a company before the first cavalry unit is passed over.
    const unknownFirst: ArmyRegiment = {
      type: 'cavalry-regiment',
      commander: { rank: 0 },
      units: [{ unit: 'zzz' }, { unit: 'cuirassiers' }],
    };
    expect(found(cavalryBase([cavalry('cuirassiers'), unknownFirst]))).toEqual([
      { path: 'regiments[1].units[0].unit', rule: 'Unit Profiles', message: 'unknown unit "zzz"' },
    ]);
    // A cavalry regiment of companies alone has no type; Light Cavalry misplaced in a foot regiment gives none.
    const companies: ArmyRegiment = {
      type: 'cavalry-regiment',
      commander: { rank: 0 },
      units: [{ unit: 'musketeer-company' }],
    };
    const foot: ArmyRegiment = {
      type: 'infantry-regiment',
      commander: { rank: 0 },
      units: [{ unit: 'tercio' }, { unit: 'tercio' }, { unit: 'light-cavalry' }],
    };
    const same = 'The Army > Cavalry Army Base: Constraints: The two cavalry regiments must be of the same type.';
    expect(
      found(cavalryBase([cavalry('cuirassiers'), cavalry('light-cavalry'), companies, foot])).filter(
        (v) => v.rule === same,
      ),
    ).toEqual([{ path: 'regiments', rule: same, message: 'no two cavalry regiments are of the same type' }]);
  });

  it('Cavalry Army Base: "more cavalry regiments than regiments of other types" (ruling cavalry-majority)', () => {
    const foot = structuredClone(SPAIN.regiments[0]!);
    const group: ArmyRegiment = {
      type: 'battle-group',
      commander: { rank: 0 },
      units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
    };
    const battery: ArmyRegiment = {
      type: 'artillery-battery',
      units: [{ unit: 'light-artillery', options: ['horse-team'] }],
    };
    const rule =
      'The Army > Cavalry Army Base: Constraints: There must be more cavalry regiments than regiments of other types.';
    // Three cavalry regiments against one of each other kind: three others combined, one of any kind.
    const army = cavalryBase([
      cavalry('cuirassiers'),
      cavalry('cuirassiers'),
      cavalry('cuirassiers'),
      foot,
      group,
      battery,
    ]);
    expect(found(army)).toEqual([{ path: 'regiments', rule, message: '3 cavalry regiments against 3 of other types' }]);
    expect(found(army, { cavalryMajority: 'combined' })).toEqual(found(army));
    expect(found(army, { cavalryMajority: 'each-type' })).toEqual([]);
    // Each type: two battle groups weigh two against two cavalry regiments.
    const groups = cavalryBase([cavalry('cuirassiers'), cavalry('cuirassiers'), group, structuredClone(group)]);
    expect(found(groups, { cavalryMajority: 'each-type' })).toEqual([
      { path: 'regiments', rule, message: '2 cavalry regiments against 2 of other types' },
    ]);
    expect(
      found(cavalryBase([cavalry('cuirassiers'), cavalry('cuirassiers'), foot]), { cavalryMajority: 'each-type' }),
    ).toEqual([]);
    expect(
      found(cavalryBase([cavalry('cuirassiers'), cavalry('cuirassiers'), foot, battery]), {
        cavalryMajority: 'each-type',
      }),
    ).toEqual([]);
  });

  it('Cavalry Army Base: "The artillery must have a team of horses", wherever the gun is', () => {
    const army = cavalryBase([
      cavalry('cuirassiers'),
      cavalry('cuirassiers'),
      cavalry('cuirassiers'),
      { type: 'artillery-battery', units: [{ unit: 'light-artillery', options: ['horse-team'] }] },
      {
        type: 'infantry-regiment',
        commander: { rank: 0 },
        units: [{ unit: 'tercio' }, { unit: 'tercio' }, { unit: 'field-artillery' }],
      },
    ]);
    expect(found(army).filter((v) => v.rule.includes('team of horses'))).toEqual([
      {
        path: 'regiments[4].units[2]',
        rule: 'The Army > Cavalry Army Base: Constraints: The artillery must have a team of horses.',
        message: 'Field (medium) Artillery has no Horse team',
      },
    ]);
    // The Standard Army Base asks no horses.
    expect(found(spain((a) => (a.regiments[3]!.units = [{ unit: 'light-artillery' }])))).toEqual([]);
  });
});

describe('the Liber Militum list (The Army; Choosing a Side)', () => {
  const COMMANDER_RULE =
    'The Army > Choosing a Side: All regiments, apart from artillery, must have their own commander or mestre de camp.';

  it('regiment points are a Brevis Editio rule', () => {
    expect(found(spain((a) => (a.regiments[1]!.regimentPoints = 2)))).toEqual([
      {
        path: 'regiments[1].regimentPoints',
        rule: 'Brevis Editio: regiment points',
        message: 'regiment points are a Brevis Editio rule; Liber Militum counts unit and commander points',
      },
    ]);
  });

  it('"All regiments, apart from artillery, must have their own commander": the message names the regiment kind', () => {
    expect(found(spain((a) => delete a.regiments[2]!.commander))).toEqual([
      { path: 'regiments[2].commander', rule: COMMANDER_RULE, message: 'Cavalry regiment without a commander' },
    ]);
    expect(found(spain((a) => (a.regiments[3]!.commander = { rank: 0 })))).toEqual([
      {
        path: 'regiments[3].commander',
        rule: COMMANDER_RULE,
        message: 'an artillery battery has no commander of its own (ruling artillery-battery)',
      },
    ]);
  });

  it('"It is compulsory to include a single Commander-in-Chief": without one, no rank is compared with his', () => {
    const army = spain((a) => {
      delete a.commanderInChief;
      a.regiments[0]!.commander = { rank: 4 };
      a.regiments[1]!.commander = { rank: 4 };
    });
    expect(found(army)).toEqual([
      {
        path: 'commanderInChief',
        rule: 'The Army > Choosing a Side: It is compulsory to include a single Commander-in-Chief in each list; the latter is the head of the army.',
        message: 'no Commander-in-Chief',
      },
    ]);
  });

  it('a chosen trait exists once per side: the second holder is named against the first', () => {
    expect(found(spain((a) => (a.regiments[2]!.commander!.traits = ['cautious'])))).toEqual([
      {
        path: 'regiments[2].commander.traits[0]',
        rule: 'Command > Optional Traits: All commanders of the same side must have different traits (a chosen trait exists only once per side).',
        message: '"cautious" is already chosen by regiments[1].commander',
      },
    ]);
  });

  it('points: each regiment its units and commander, keyed by its name or kind; the C-C his rank', () => {
    const report = validateArmy(variant(SPAIN, (a) => delete a.regiments[3]!.name));
    expect(report.points).toBe(1000);
    expect(report.details).toEqual({
      edition: 'Liber Militum',
      base: 'Standard Army Base',
      'Commander-in-Chief': 50,
      'regiments[0] Tercio de Idiáquez': 420,
      'regiments[1] Tercio de Fuenclara': 305,
      'regiments[2] Caballos de Gambacorta': 160,
      'regiments[3] Artillery battery': 65,
      'battle size': 'medium (1000 points)',
    });
  });

  it('The Army > Battle Sizes: the size gives the limit; a pointsLimit must agree with it; no size, no limit', () => {
    const report = validateArmy(variant(SPAIN, (a) => (a.pointsLimit = 1500)));
    expect(report.violations).toEqual([
      {
        path: 'pointsLimit',
        rule: 'The Army > Battle Sizes',
        message: 'pointsLimit 1500 disagrees with battle size medium (1000 points)',
      },
    ]);
    expect(report.limit).toBe(1500);
    expect(validateArmy(variant(SPAIN, (a) => (a.pointsLimit = 1000))).violations).toEqual([]);
    const free = validateArmy(variant(SPAIN, (a) => delete a.battleSize));
    expect('limit' in free).toBe(false);
    expect(free).toEqual({
      valid: true,
      name: 'Army of Flanders, 1634',
      points: 1000,
      violations: [],
      details: {
        edition: 'Liber Militum',
        base: 'Standard Army Base',
        'Commander-in-Chief': 50,
        'regiments[0] Tercio de Idiáquez': 420,
        'regiments[1] Tercio de Fuenclara': 305,
        'regiments[2] Caballos de Gambacorta': 160,
        'regiments[3] Battery': 65,
      },
    });
    const small = validateArmy(variant(SPAIN, (a) => (a.battleSize = 'small')));
    expect(small.limit).toBe(500);
    expect(small.violations).toEqual([
      {
        path: '(root)',
        rule: 'The Army: The combined costs of the various units of a side must therefore respect the limits agreed with the opponent.',
        message: '1000 points spent, limit 500',
      },
    ]);
  });
});

describe('the Elite unit (Standard Army Base: "Elite: possible types: Cuirassiers, Heavy cavalry, Battalion or Company. Elite = +15 points. Additional point of discipline = +5 points.")', () => {
  const ELITE_RULE =
    'The Army > Standard Army Base: Elite: possible types: Cuirassiers, Heavy cavalry, Battalion or Company.';
  const withElite = (elite: NonNullable<ArmyFile['elite']>, edit: (a: ArmyFile) => void = () => undefined) =>
    spain((a) => {
      a.elite = elite;
      edit(a);
    });

  it('Cuirassiers, a battalion and a company are taken, with their points + 15', () => {
    for (const [unit, points] of [
      ['cuirassiers', 115],
      ['tercio', 155],
      ['musketeer-company', 75],
    ] as const) {
      const report = validateArmy(withElite({ unit }));
      expect(report.violations, unit).toEqual([]);
      expect(report.details?.elite, unit).toBe(points);
      expect(report.points, unit).toBe(1000 + points);
    }
  });

  it('other cavalry and artillery cannot be the Elite unit', () => {
    expect(found(withElite({ unit: 'light-cavalry' }))).toEqual([
      { path: 'elite.unit', rule: ELITE_RULE, message: 'Light Cavalry cannot be the Elite unit' },
    ]);
    expect(found(withElite({ unit: 'arquebusiers-on-horseback' }))).toEqual([
      { path: 'elite.unit', rule: ELITE_RULE, message: 'Arquebusiers on horseback cannot be the Elite unit' },
    ]);
    expect(found(withElite({ unit: 'light-artillery' }))).toEqual([
      { path: 'elite.unit', rule: ELITE_RULE, message: 'Light Artillery cannot be the Elite unit' },
    ]);
  });

  it("an Elite battalion without the side's flag is refused", () => {
    expect(found(withElite({ unit: 'classic-battalion' }))).toEqual([
      {
        path: 'elite.unit',
        rule: 'The Army > Choosing a Side: When a unit type has one or more icons, this means it is available only for the nations concerned.',
        message: 'Classic Battalion is not available to Spanish Empire',
      },
    ]);
  });

  it('an unknown Elite card is named at elite.unit', () => {
    expect(found(withElite({ unit: 'tercios' }))).toEqual([
      { path: 'elite.unit', rule: 'Unit Profiles', message: 'unknown unit "tercios"; did you mean "tercio"?' },
    ]);
  });

  it('extra Discipline: 1 by default (+5 points); the agreed maximum is named in the rule', () => {
    const one = validateArmy(withElite({ unit: 'tercio', extraDiscipline: 1 }));
    expect(one.violations).toEqual([]);
    expect(one.details?.elite).toBe(160);
    expect(found(withElite({ unit: 'tercio', extraDiscipline: 2 }))).toEqual([
      {
        path: 'elite.extraDiscipline',
        rule: 'The Army > Standard Army Base: Additional point of discipline = +5 points (ruling elite-extra-discipline: at most 1)',
        message: '2 additional points of Discipline',
      },
    ]);
    expect(
      found(withElite({ unit: 'tercio', extraDiscipline: 1 }, (a) => (a.rulings = { eliteMaxExtraDiscipline: 0 }))),
    ).toEqual([
      {
        path: 'elite.extraDiscipline',
        rule: 'The Army > Standard Army Base: Additional point of discipline = +5 points (ruling elite-extra-discipline: at most 0)',
        message: '1 additional points of Discipline',
      },
    ]);
  });

  it('Heavy cavalry: a card with the Heavy Cavalry rule (Boyars) may be the Elite unit; a Kingdoms side has none', () => {
    const croatia = validateArmy({
      format: 'muster-army',
      formatVersion: 1,
      ruleset: 'tercios',
      edition: 'liber-militum',
      name: 'Croatia',
      faction: 'croatia',
      commanderInChief: { rank: 3 },
      regiments: [cavalry('light-hussars'), cavalry('light-hussars')],
      elite: { unit: 'boyars' },
    });
    expect(croatia.violations.map((v) => `${v.path}: ${v.message}`)).toEqual([
      'elite: a Balkan army has no Elite unit',
    ]);
  });

  it('The Battle Group Army Base has no Elite unit; its points still count', () => {
    const army = withElite({ unit: 'tercio' }, (a) => {
      a.base = 'battle-group';
      a.regiments = [0, 1].map(() => ({
        type: 'battle-group' as const,
        commander: { rank: 0 },
        units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
      }));
    });
    const report = validateArmy(army);
    expect(report.violations).toEqual([
      {
        path: 'elite',
        rule: 'The Army > Battle Group Army Base',
        message: 'the Battle Group Army Base has no Elite unit',
      },
    ]);
    expect(report.details?.base).toBe('Battle Group Army Base');
    expect(report.details?.elite).toBe(155);
  });
});

describe('Brevis Editio lists', () => {
  const ARMY_RULE =
    'Brevis Editio: An army takes 1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group.';
  const SIZE_RULE = 'Brevis Editio: Regiments of 1-4 units cost 1-5 points';
  const brevis = (edit: (a: ArmyFile) => void): ArmyFile => variant(BREVIS, edit);

  it('the Liber Militum army bases, battle sizes and Elite unit are refused; the standard base is not', () => {
    expect(found(brevis((a) => (a.base = 'cavalry')))).toEqual([
      { path: 'base', rule: ARMY_RULE, message: 'the cavalry army base is a Liber Militum rule' },
    ]);
    expect(found(brevis((a) => (a.base = 'standard')))).toEqual([]);
    expect(found(brevis((a) => (a.battleSize = 'small')))).toEqual([
      {
        path: 'battleSize',
        rule: 'Brevis Editio: We recommend an amount of 7 points to start with and up to 12 points',
        message: 'battle sizes in army points are a Liber Militum rule; give pointsLimit in regiment points',
      },
    ]);
    expect(found(brevis((a) => (a.elite = { unit: 'tercio' })))).toEqual([
      { path: 'elite', rule: ARMY_RULE, message: 'the Elite unit is a Liber Militum rule' },
    ]);
  });

  it('"1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group", in Brevis words', () => {
    const group: ArmyRegiment = {
      type: 'battle-group',
      regimentPoints: 1,
      units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
    };
    const army = brevis((a) => {
      a.pointsLimit = 12;
      a.regiments.push(group, structuredClone(group));
    });
    expect(found(army)).toEqual([
      { path: 'regiments', rule: ARMY_RULE, message: '2 Battle Groups; at most 1 allowed' },
    ]);
    expect(found(brevis((a) => a.regiments.splice(0, 1)))).toEqual([
      { path: 'regiments', rule: ARMY_RULE, message: '0 Foot Regiments; at least 1 needed' },
    ]);
  });

  it('"Regiments of 1-4 units cost 1-5 points": 5 units, 0 or 6 points refused; 1 and 5 points taken', () => {
    expect(found(brevis((a) => a.regiments[0]!.units.push({ unit: 'tercio' }, { unit: 'tercio' })))).toEqual([
      { path: 'regiments[0].units', rule: SIZE_RULE, message: '5 units; at most 4 allowed' },
    ]);
    expect(found(brevis((a) => (a.regiments[0]!.regimentPoints = 0)))).toEqual([
      { path: 'regiments[0].regimentPoints', rule: SIZE_RULE, message: '0 regiment points; 1 to 5 allowed' },
    ]);
    expect(found(brevis((a) => ((a.regiments[0]!.regimentPoints = 6), (a.pointsLimit = 12))))).toEqual([
      { path: 'regiments[0].regimentPoints', rule: SIZE_RULE, message: '6 regiment points; 1 to 5 allowed' },
    ]);
    expect(found(brevis((a) => ((a.regiments[0]!.regimentPoints = 5), (a.pointsLimit = 12))))).toEqual([]);
    expect(found(brevis((a) => (a.regiments[1]!.regimentPoints = 1)))).toEqual([]);
    expect(found(brevis((a) => delete a.regiments[2]!.regimentPoints))).toEqual([
      {
        path: 'regiments[2].regimentPoints',
        rule: `${SIZE_RULE} (ruling brevis-regiment-points: each regiment states its points)`,
        message: 'missing regiment points',
      },
    ]);
  });

  it('the report: regiment points per regiment, by name or Brevis kind, against the limit (7 by default)', () => {
    const report = validateArmy(brevis((a) => delete a.pointsLimit));
    expect(report).toEqual({
      valid: true,
      name: 'Spanish vanguard (Brevis Editio)',
      points: 7,
      limit: 7,
      violations: [],
      details: {
        edition: 'Brevis Editio',
        'regiments[0] Tercio Viejo': 4,
        'regiments[1] Horse': 2,
        'regiments[2] Artillery Battery': 1,
        points: 'regiment points',
      },
    });
    expect(found(brevis((a) => (a.regiments[2]!.regimentPoints = 2)))).toEqual([
      {
        path: '(root)',
        rule: 'Brevis Editio: We recommend an amount of 7 points to start with and up to 12 points when the rules are mastered.',
        message: '8 regiment points, limit 7',
      },
    ]);
  });

  it('ruling brevis-regiment-kinds: each kind takes the unit categories its name says', () => {
    const kinds = (r: number, unit: string) => found(brevis((a) => (a.regiments[r]!.units = [{ unit }])));
    expect(kinds(0, 'cuirassiers')).toEqual([
      {
        path: 'regiments[0].units[0]',
        rule: 'Brevis Editio (ruling brevis-regiment-kinds): a Foot Regiment takes infantry or company units',
        message: 'Cuirassiers (cavalry) cannot be part of a Foot Regiment',
      },
    ]);
    expect(kinds(1, 'tercio')).toEqual([
      {
        path: 'regiments[1].units[0]',
        rule: 'Brevis Editio (ruling brevis-regiment-kinds): a Horse Regiment takes cavalry or company units',
        message: 'Tercio (infantry) cannot be part of a Horse Regiment',
      },
    ]);
    expect(kinds(2, 'cuirassiers')).toEqual([
      {
        path: 'regiments[2].units[0]',
        rule: 'Brevis Editio (ruling brevis-regiment-kinds): an Artillery Battery takes artillery or company units',
        message: 'Cuirassiers (cavalry) cannot be part of an Artillery Battery',
      },
    ]);
    for (const [r, unit] of [
      [0, 'musketeer-company'],
      [1, 'musketeer-company'],
      [2, 'pikemen-company'],
    ] as const)
      expect(kinds(r, unit), `${r} ${unit}`).toEqual([]);
    const group = brevis((a) =>
      a.regiments.push({
        type: 'battle-group',
        regimentPoints: 0 + 1,
        units: [{ unit: 'musketeer-company' }, { unit: 'tercio' }],
      }),
    );
    expect(found(group, {}).filter((v) => v.path.startsWith('regiments[3]'))).toEqual([
      {
        path: 'regiments[3].units[1]',
        rule: 'Brevis Editio (ruling brevis-regiment-kinds): a Battle Group takes company units',
        message: 'Tercio (infantry) cannot be part of a Battle Group',
      },
    ]);
  });

  it('adaptations (the options printed in red) only when the list switches them on', () => {
    const lances = brevis((a) => (a.regiments[1]!.units = [{ unit: 'cuirassiers', options: ['lances'] }]));
    expect(found(lances).map((v) => v.path)).toEqual(['regiments[1].units[0].options[0]']);
    expect(found({ ...lances, adaptations: true })).toEqual([]);
  });

  it('Brevis Editio asks no Commander-in-Chief', () => {
    expect(found(brevis((a) => delete a.commanderInChief))).toEqual([]);
  });

  it('units of another side are refused (community source S2), an unknown card is named', () => {
    expect(found(brevis((a) => (a.regiments[0]!.units[1] = { unit: 'reformed-battalion' })))).toEqual([
      {
        path: 'regiments[0].units[1]',
        rule: 'Brevis Editio: options marked with faction icons are only available to those factions (unit availability: community source S2)',
        message: 'Reformed Battalion is not available to Spanish Empire',
      },
    ]);
    expect(found(brevis((a) => (a.regiments[0]!.units[1] = { unit: 'tercios' })))).toEqual([
      {
        path: 'regiments[0].units[1].unit',
        rule: 'Unit Profiles',
        message: 'unknown unit "tercios"; did you mean "tercio"?',
      },
    ]);
  });
});
