import { MusterError, type ArmyReport } from '@muster/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArmyFile } from './ArmyFile.js';
import { armyUnits } from './armyUnits.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';
import { SPANISH_EMPIRE_BREVIS_7 } from './examples/spanishEmpireBrevis.js';
import { SWEDISH_EMPIRE_1000 } from './examples/swedishEmpire1000.js';
import { showArmy } from './showArmy.js';
import { terciosArmies } from './terciosArmies.js';
import { validateArmy, type ArmyValidationOptions } from './validateArmy.js';

const dataFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../data/armies/${name}`, import.meta.url), 'utf8')) as unknown;

/** A deep copy of an example, changed by `edit`. */
function variant(base: ArmyFile, edit: (a: ArmyFile) => void): ArmyFile {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}

/** The violations as "path | rule" pairs. */
function broken(report: ArmyReport): { path: string; rule: string }[] {
  return report.violations.map((v) => ({ path: v.path, rule: v.rule }));
}

function expectOnly(army: ArmyFile, path: string, rulePart: string, options: ArmyValidationOptions = {}): ArmyReport {
  const report = validateArmy(army, options);
  expect(report.valid).toBe(false);
  expect(broken(report)).toEqual([{ path, rule: expect.stringContaining(rulePart) as string }]);
  return report;
}

const SPAIN = SPANISH_EMPIRE_1000;
const SWEDEN = SWEDISH_EMPIRE_1000;

describe('example armies', () => {
  it('Spanish Empire: valid, exactly 1000 points (Medium battle)', () => {
    const report = validateArmy(dataFile('spanish-empire-1000.json'));
    expect(report.violations).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.points).toBe(1000);
    expect(report.limit).toBe(1000);
    // C-C rank 3 = 50; Tercio Viejo 185 + Tercio 140 + Veteran Musketeers 70 + rank 2 = 25;
    // square 150 + halberds 145 + rank 1 = 10; 2 x Veteran Arquebusiers 75 + rank 1 = 10; Light Artillery + Horse team 65.
    expect(report.details).toMatchObject({
      'Commander-in-Chief': 50,
      'regiments[0] Tercio de Idiáquez': 420,
      'regiments[1] Tercio de Fuenclara': 305,
      'regiments[2] Caballos de Gambacorta': 160,
      'regiments[3] Battery': 65,
    });
  });

  it('Swedish Empire: valid, exactly 1000 points (Medium battle)', () => {
    const report = validateArmy(dataFile('swedish-empire-1000.json'));
    expect(report.violations).toEqual([]);
    expect(report.points).toBe(1000);
    expect(report.details).toMatchObject({
      'regiments[0] Yellow Brigade': 435,
      'regiments[1] Commanded Musketeers': 220,
      'regiments[2] Finnish Horse': 210,
      'regiments[3] Regimental guns': 85,
    });
  });

  it('the data files equal the bundled examples', () => {
    expect(dataFile('spanish-empire-1000.json')).toEqual(SPAIN);
    expect(dataFile('swedish-empire-1000.json')).toEqual(SWEDEN);
    expect(terciosArmies.examples['spanish-empire-1000']).toEqual(SPAIN);
  });

  it('every bundled example is valid', () => {
    for (const [id, army] of Object.entries(terciosArmies.examples))
      expect(terciosArmies.validate(army).violations, id).toEqual([]);
  });

  it('armyUnits gives effective profiles; companies of a cavalry regiment get Commanded Shot', () => {
    const units = armyUnits(SPAIN);
    expect(units.map((u) => u.points)).toEqual([185, 140, 70, 150, 145, 75, 75, 65]);
    expect(units[0]?.profile.values.courage).toBe(5);
    const withShot = variant(SPAIN, (a) => a.regiments[2]?.units.push({ unit: 'musketeer-company' }));
    expect(validateArmy(withShot).violations).toEqual([
      {
        path: '(root)',
        rule: expect.stringContaining('limits agreed') as string,
        message: '1060 points spent, limit 1000',
      },
    ]);
    expect(armyUnits(withShot).find((u) => u.path === 'regiments[2].units[2]')?.profile.rules).toEqual([
      'light',
      'commanded-shot',
    ]);
  });

  it('showArmy prints the list and its violations', () => {
    const text = showArmy(SPAIN);
    expect(text).toContain('Army of Flanders, 1634 — Spanish Empire (Liber Militum, Standard Army Base)');
    expect(text).toContain('medium battle, 1000 / 1000 points — valid');
    expect(text).toContain('- Tercio [viejo] 185 pts');
    expect(text).toContain('Mvt 4 Melee 5 Shoot 3/2 Disc 5 Courage 5 Stamina 5 | Def 4/5/4/3');
    expect(showArmy(SWEDEN)).toContain('[community data]');
    const bad = showArmy(variant(SPAIN, (a) => delete a.regiments[0]?.commander));
    expect(bad).toContain('Violations:');
    expect(bad).toContain('regiments[0].commander: Infantry regiment without a commander');
    expect(
      showArmy(
        variant(SPAIN, (a) => delete a.regiments[0]?.commander),
        { violations: false },
      ),
    ).not.toContain('Violations:');
  });
});

describe('malformed army files', () => {
  it('a wrong field type names the field path', () => {
    const army = variant(
      SPAIN,
      (a) => ((a.regiments[1]!.units[0] as unknown as { options: unknown }).options = 'viejo'),
    );
    try {
      validateArmy(army, { file: 'army.json' });
      expect.unreachable();
    } catch (e) {
      expect(MusterError.is(e)).toBe(true);
      const err = e as MusterError;
      expect(err.code).toBe('bad-file');
      expect(err.context).toMatchObject({
        file: 'army.json',
        path: 'regiments[1].units[0].options',
        expected: 'array',
      });
    }
  });

  it('a missing format, an unknown field, a bad edition', () => {
    const cases: [unknown, string][] = [
      [{ ...SPAIN, format: undefined }, 'format'],
      [{ ...SPAIN, colour: 'red' }, '(root)'],
      [{ ...SPAIN, edition: 'kingdoms' }, 'edition'],
      [{ ...SPAIN, regiments: [] }, 'regiments'],
      ['not an army', '(root)'],
    ];
    for (const [input, path] of cases) {
      expect(() => validateArmy(input)).toThrow(MusterError);
      try {
        validateArmy(input);
      } catch (e) {
        expect((e as MusterError).code).toBe('bad-input');
        expect((e as MusterError).context.path).toBe(path);
      }
    }
  });
});

describe('Liber Militum building rules: each broken once', () => {
  it('a single Commander-in-Chief is compulsory', () => {
    expectOnly(
      variant(SPAIN, (a) => delete a.commanderInChief),
      'commanderInChief',
      'compulsory to include a single Commander-in-Chief',
    );
  });

  it('Commander-in-Chief rank 2 to 5', () => {
    expectOnly(
      variant(SPAIN, (a) => {
        a.commanderInChief = { rank: 1, traits: ['authoritarian'] };
        a.regiments[0]!.commander = { rank: 1 };
        a.regiments[1]!.commander = { rank: 0 };
        a.regiments[2]!.commander = { rank: 0 };
      }),
      'commanderInChief.rank',
      'Commander-in-Chief (C-C), rank 2 to 5',
    );
  });

  it('mestre de camp rank 0 to 4', () => {
    expectOnly(
      variant(SPAIN, (a) => {
        a.commanderInChief = { rank: 5 };
        a.pointsLimit = 3000;
        delete a.battleSize;
        a.regiments[0]!.commander = { rank: 5 };
      }),
      'regiments[0].commander.rank',
      'Commander (Mestre de Camp), rank 0 to 4',
    );
  });

  it('every regiment apart from artillery has its own commander; a battery has none', () => {
    expectOnly(
      variant(SPAIN, (a) => delete a.regiments[2]!.commander),
      'regiments[2].commander',
      'apart from artillery, must have their own commander',
    );
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[3]!.commander = { rank: 0 })),
      'regiments[3].commander',
      'apart from artillery',
    );
  });

  it('no commander ranks above the C-C; at most one other has the same rank', () => {
    expectOnly(
      variant(SPAIN, (a) => ((a.regiments[0]!.commander = { rank: 4 }), delete a.battleSize)),
      'regiments[0].commander.rank',
      'no other character may have a rank higher',
    );
    const twoEqual = variant(SPAIN, (a) => {
      a.regiments[0]!.commander = { rank: 3 };
      a.regiments[1]!.commander = { rank: 3 };
      a.pointsLimit = 1500;
      delete a.battleSize;
    });
    expectOnly(twoEqual, 'regiments[1].commander.rank', 'At most, another commander may have the same rank');
  });

  it('virtues and traits up to the rank; known ids; free traits are not chosen', () => {
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[1]!.commander!.traits = ['cautious', 'erudite'])),
      'regiments[1].commander.traits',
      'up to the number allowed',
    );
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[1]!.commander!.virtues = ['zeal'])),
      'regiments[1].commander.virtues',
      'rank table',
    );
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[1]!.commander!.traits = ['cautius'])),
      'regiments[1].commander.traits[0]',
      'Command > Optional Traits',
    );
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[1]!.commander!.traits = ['fast'])),
      'regiments[1].commander.traits[0]',
      'not counted in the number allowed',
    );
  });

  it('a chosen trait exists only once per side', () => {
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[2]!.commander!.traits = ['bold'])),
      'regiments[2].commander.traits[0]',
      'All commanders of the same side must have different traits',
    );
  });

  it('Standard Army Base: at most 4 infantry regiments, 3 cavalry regiments, 2 batteries, 1 battle group', () => {
    const battery = SPAIN.regiments[3]!;
    const report = expectOnly(
      variant(SPAIN, (a) => {
        a.regiments.push(structuredClone(battery), structuredClone(battery));
        delete a.battleSize;
      }),
      'regiments',
      'The Army > Standard Army Base: Artillery battery (0-2)',
    );
    expect(report.violations[0]?.message).toBe('3 artillery batteries; at most 2 allowed');
  });

  it('Standard Army Base: 1 infantry regiment compulsory', () => {
    const report = validateArmy(
      variant(SPAIN, (a) => (a.regiments = a.regiments.filter((r) => r.type !== 'infantry-regiment'))),
    );
    expect(broken(report)).toEqual([
      { path: 'regiments', rule: 'The Army > Standard Army Base: Infantry regiment (1-4)' },
    ]);
  });

  it('Battle Group Army Base: 2 battle groups compulsory, no Elite unit', () => {
    const bg = variant(SPAIN, (a) => {
      a.base = 'battle-group';
      a.regiments = [
        {
          type: 'battle-group',
          commander: { rank: 1, traits: ['bold'] },
          units: [{ unit: 'musketeer-company' }, { unit: 'pikemen-company' }],
        },
      ];
      a.elite = { unit: 'tercio' };
    });
    const report = validateArmy(bg);
    expect(broken(report)).toEqual([
      { path: 'regiments', rule: 'The Army > Battle Group Army Base: Battle group (2-6)' },
      { path: 'elite', rule: 'The Army > Battle Group Army Base' },
    ]);
  });

  it('Infantry Regiment: 2 to 4 battalions, up to 2 companies, no cavalry', () => {
    expectOnly(
      variant(SPAIN, (a) => a.regiments[1]!.units.pop()),
      'regiments[1].units',
      'Compulsory: one Commander and 2 infantry battalions',
    );
    const threeCompanies = variant(SPAIN, (a) => {
      a.regiments[0]!.units.push({ unit: 'musketeer-company' }, { unit: 'pikemen-company' });
      delete a.battleSize;
    });
    expectOnly(threeCompanies, 'regiments[0].units', 'Options: up to 2 companies');
    const withHorse = variant(SPAIN, (a) => {
      a.regiments[1]!.units.push({ unit: 'cuirassiers' });
      delete a.battleSize;
    });
    expectOnly(withHorse, 'regiments[1].units[2]', 'Commander (1); Battalions (2-4); Companies (0-2).');
  });

  it('Infantry Regiment: the battalions must be of the same type', () => {
    const mixed = variant(SPAIN, (a) => {
      a.faction = 'holy-roman-empire';
      a.regiments[0]!.units[0] = { unit: 'classic-battalion' };
    });
    expectOnly(mixed, 'regiments[0].units[1]', 'the battalions must be of the same type');
  });

  it('faction availability: a battalion type the faction does not field', () => {
    const report = validateArmy(
      variant(SPAIN, (a) => (a.regiments[1]!.units = [{ unit: 'reformed-battalion' }, { unit: 'tercio' }])),
    );
    expect(broken(report)).toEqual([
      {
        path: 'regiments[1].units[1]',
        rule: expect.stringContaining('the battalions must be of the same type') as string,
      },
      {
        path: 'regiments[1].units[0]',
        rule: expect.stringContaining('available only for the nations concerned') as string,
      },
    ]);
  });

  it('faction-flagged options: Brigade on a Musketeer Company is Swedish', () => {
    expectOnly(
      variant(
        SPAIN,
        (a) => (a.regiments[0]!.units[2] = { unit: 'musketeer-company', options: ['brigade', 'veteran'] }),
      ),
      'regiments[0].units[2].options[0]',
      'options with a flag are available only for the nations concerned',
    );
  });

  it('option incompatibility inside a list', () => {
    expectOnly(
      variant(
        SPAIN,
        (a) => ((a.regiments[1]!.units[0]!.options = ['square-of-pikemen', 'modern']), delete a.battleSize),
      ),
      'regiments[1].units[0].options[1]',
      'Unit Profiles > Tercio options',
    );
  });

  it('adaptations (options marked in red) only when switched on', () => {
    const lances = variant(SPAIN, (a) => {
      a.regiments[2]!.units = [{ unit: 'cuirassiers', options: ['lances'] }];
    });
    expectOnly(lances, 'regiments[2].units[0].options[0]', 'adaptation');
    expect(validateArmy({ ...lances, adaptations: true }).violations).toEqual([]);
  });

  it('an unknown unit card is named with suggestions', () => {
    const report = expectOnly(
      variant(SPAIN, (a) => (a.regiments[0]!.units[2] = { unit: 'musketeers-company' })),
      'regiments[0].units[2].unit',
      'Unit Profiles',
    );
    expect(report.violations[0]?.message).toContain('musketeer-company');
  });

  it('Cavalry Regiment: 1 to 4 units of the same type; companies are shooters, no more than the cavalry units', () => {
    expectOnly(
      variant(SPAIN, (a) => ((a.regiments[2]!.units[1] = { unit: 'cuirassiers' }), delete a.battleSize)),
      'regiments[2].units[1]',
      'The cavalry units must be of the same type',
    );
    expect(
      broken(validateArmy(variant(SPAIN, (a) => (a.regiments[2]!.units = [{ unit: 'musketeer-company' }])))),
    ).toEqual([
      {
        path: 'regiments[2].units',
        rule: expect.stringContaining('Compulsory: one Commander and 1 cavalry unit') as string,
      },
      {
        path: 'regiments[2].units',
        rule: expect.stringContaining('There may not be more companies of shooters than cavalry units') as string,
      },
    ]);
    const tooManyCompanies = variant(SPAIN, (a) => {
      a.regiments[2]!.units = [
        { unit: 'arquebusiers-on-horseback' },
        { unit: 'musketeer-company' },
        { unit: 'musketeer-company', options: ['obsolete'] },
      ];
      delete a.battleSize;
    });
    expectOnly(
      tooManyCompanies,
      'regiments[2].units',
      'There may not be more companies of shooters than cavalry units',
    );
    const pikes = variant(SPAIN, (a) => (a.regiments[2]!.units[1] = { unit: 'pikemen-company' }));
    expectOnly(pikes, 'regiments[2].units[1]', 'Up to 2 companies of shooters');
  });

  it('Battle Group: 2 to 4 companies and nothing else', () => {
    const bg = variant(SPAIN, (a) => {
      a.regiments.push({ type: 'battle-group', commander: { rank: 0 }, units: [{ unit: 'musketeer-company' }] });
      delete a.battleSize;
    });
    expectOnly(bg, 'regiments[4].units', 'The Army > Battle Group: Compulsory: one Commander and 2 companies');
  });

  it('Artillery battery (ruling): exactly 1 artillery unit', () => {
    expectOnly(
      variant(SPAIN, (a) => (a.regiments[3]!.units.push({ unit: 'light-artillery' }), delete a.battleSize)),
      'regiments[3].units',
      'ruling artillery-battery',
    );
  });

  it('Cavalry Army Base: two cavalry regiments of the same type; more cavalry regiments than others; artillery with horses', () => {
    const cavalryArmy = (edit: (a: ArmyFile) => void): ArmyFile =>
      variant(SPAIN, (a) => {
        a.base = 'cavalry';
        a.regiments = [
          structuredClone(SPAIN.regiments[0]!),
          { type: 'cavalry-regiment', commander: { rank: 1, traits: ['alert'] }, units: [{ unit: 'cuirassiers' }] },
          { type: 'cavalry-regiment', commander: { rank: 0 }, units: [{ unit: 'cuirassiers' }] },
        ];
        edit(a);
      });
    expect(validateArmy(cavalryArmy(() => undefined)).violations).toEqual([]);
    expectOnly(
      cavalryArmy((a) => (a.regiments[2]!.units = [{ unit: 'light-cavalry' }])),
      'regiments',
      'The two cavalry regiments must be of the same type',
    );
    expectOnly(
      cavalryArmy((a) => a.regiments.push(structuredClone(SPAIN.regiments[1]!))),
      'regiments',
      'more cavalry regiments than regiments of other types',
    );
    expectOnly(
      cavalryArmy((a) =>
        a.regiments.push({ type: 'artillery-battery', units: [{ unit: 'light-artillery', options: ['horse-team'] }] }),
      ),
      'regiments',
      'more cavalry regiments than',
    );
    // Ruling cavalry-majority: under `each-type`, 2 cavalry against 1 infantry + 1 battery is enough.
    const mixed = cavalryArmy((a) =>
      a.regiments.push({ type: 'artillery-battery', units: [{ unit: 'light-artillery', options: ['horse-team'] }] }),
    );
    expect(validateArmy(mixed, { cavalryMajority: 'each-type' }).violations).toEqual([]);
    // The same ruling agreed in the army file (`rulings`), and the caller's option over the file's.
    expect(validateArmy({ ...mixed, rulings: { cavalryMajority: 'each-type' } }).violations).toEqual([]);
    expect(
      validateArmy({ ...mixed, rulings: { cavalryMajority: 'each-type' } }, { cavalryMajority: 'combined' }).valid,
    ).toBe(false);
    expectOnly(
      cavalryArmy((a) => {
        a.regiments.push(structuredClone(a.regiments[1]!), {
          type: 'artillery-battery',
          units: [{ unit: 'light-artillery' }],
        });
        a.regiments[3]!.commander = { rank: 0 };
      }),
      'regiments[4].units[0]',
      'The artillery must have a team of horses',
    );
  });

  it('Elite unit: Cuirassiers, Heavy cavalry, Battalion or Company; +15, +5 per extra Discipline', () => {
    const elite = variant(SPAIN, (a) => {
      a.regiments[1]!.units[1] = { unit: 'tercio' };
      a.elite = { unit: 'musketeer-company', extraDiscipline: 1 };
      delete a.battleSize;
    });
    const report = validateArmy(elite);
    expect(report.violations).toEqual([]);
    expect(report.details?.elite).toBe(80);
    expect(armyUnits(elite).at(-1)?.profile).toMatchObject({ rules: ['light', 'elite'], values: { discipline: 4 } });
    expectOnly(
      variant(elite, (a) => (a.elite = { unit: 'light-artillery' })),
      'elite.unit',
      'possible types: Cuirassiers, Heavy cavalry, Battalion or Company',
    );
    expectOnly(
      variant(elite, (a) => (a.elite = { unit: 'tercio', extraDiscipline: 2 })),
      'elite.extraDiscipline',
      'ruling elite-extra-discipline',
    );
    expect(
      validateArmy(
        variant(elite, (a) => (a.elite = { unit: 'tercio', extraDiscipline: 2 })),
        { eliteMaxExtraDiscipline: 2 },
      ).violations,
    ).toEqual([]);
  });

  it('points over the limit; battle size and pointsLimit must agree', () => {
    const over = expectOnly(
      variant(SPAIN, (a) => (a.regiments[1]!.units[1]!.options = ['halberds', 'swordsmen'])),
      '(root)',
      'limits agreed with the opponent',
    );
    expect(over.points).toBe(1005);
    expectOnly(
      variant(SPAIN, (a) => (a.pointsLimit = 1500)),
      'pointsLimit',
      'The Army > Battle Sizes',
    );
  });

  it('reports EVERY violation, not only the first', () => {
    const many = variant(SPAIN, (a) => {
      delete a.commanderInChief;
      a.regiments[0]!.units[0]!.options = ['viejo', 'viejo'];
      delete a.regiments[2]!.commander;
      a.regiments[3]!.units.push({ unit: 'field-artillery' });
    });
    expect(broken(validateArmy(many)).map((v) => v.path)).toEqual([
      'commanderInChief',
      'regiments[0].units[0].options[1]',
      'regiments[2].commander',
      'regiments[3].units',
      '(root)',
    ]);
  });

  it('an unknown faction is named with a suggestion', () => {
    const report = expectOnly(
      variant(SPAIN, (a) => (a.faction = 'spanish-empyre')),
      'faction',
      'choose a side',
    );
    expect(report.violations[0]?.message).toContain('spanish-empire');
  });
});

describe('Brevis Editio building rules', () => {
  const BREVIS = SPANISH_EMPIRE_BREVIS_7;

  it('the example is valid at 7 regiment points', () => {
    const report = validateArmy(BREVIS);
    expect(report.violations).toEqual([]);
    expect(report.points).toBe(7);
    expect(report.limit).toBe(7);
  });

  it('1-3 Foot Regiments, 0-3 Horse, 0-2 Artillery, 0-1 Battle Group', () => {
    const noFoot = variant(BREVIS, (a) => (a.regiments = a.regiments.filter((r) => r.type !== 'infantry-regiment')));
    expectOnly(noFoot, 'regiments', 'An army takes 1-3 Foot Regiments');
  });

  it('regiments of 1-4 units cost 1-5 points, stated per regiment', () => {
    expectOnly(
      variant(BREVIS, (a) => ((a.regiments[0]!.regimentPoints = 6), (a.pointsLimit = 12))),
      'regiments[0].regimentPoints',
      'Regiments of 1-4 units cost 1-5 points',
    );
    expectOnly(
      variant(BREVIS, (a) => delete a.regiments[2]!.regimentPoints),
      'regiments[2].regimentPoints',
      'ruling brevis-regiment-points',
    );
    expectOnly(
      variant(BREVIS, (a) => a.regiments[0]!.units.push({ unit: 'tercio' }, { unit: 'tercio' })),
      'regiments[0].units',
      'Regiments of 1-4 units',
    );
  });

  it('points over the limit (7 by default, up to 12)', () => {
    expectOnly(
      variant(BREVIS, (a) => (a.regiments[0]!.regimentPoints = 5)),
      '(root)',
      'We recommend an amount of 7 points',
    );
    expect(
      validateArmy(
        variant(BREVIS, (a) => {
          a.regiments[0]!.regimentPoints = 5;
          a.pointsLimit = 12;
        }),
      ).valid,
    ).toBe(true);
  });

  it('only the six Brevis factions; units by regiment kind; Liber Militum-only fields refused', () => {
    expectOnly(
      variant(BREVIS, (a) => (a.faction = 'denmark-norway')),
      'faction',
      'choose a side',
    );
    expectOnly(
      variant(BREVIS, (a) => (a.regiments[1]!.units[0] = { unit: 'tercio' })),
      'regiments[1].units[0]',
      'ruling brevis-regiment-kinds',
    );
    expectOnly(
      variant(BREVIS, (a) => (a.elite = { unit: 'tercio' })),
      'elite',
      'An army takes',
    );
    expectOnly(
      variant(BREVIS, (a) => (a.commanderInChief = { rank: 3, traits: ['bold'] })),
      'commanderInChief',
      'ruling brevis-commanders',
    );
  });
});

// Brevis Editio: "Weapon rules: Pikes, Halberds, Firearms"; "Field Squares ...; Light ...; Large ...; Brigade ...;
// Extended Arc ...; Dragoons ..."; "Horse gets Mobility, Evasion and Pursuit; artillery gets Crew Defence and No
// Escape". Ruling brevis-card-rules: the card options with other rules are taken (`cards`) or refused (`brevis-only`).
describe('ruling brevis-card-rules: card options whose rules Brevis Editio does not print', () => {
  const withOptions = variant(SPANISH_EMPIRE_BREVIS_7, (a) => {
    const [tercios, horse] = a.regiments;
    tercios!.units = [
      { unit: 'tercio', options: ['viejo', 'swordsmen'] },
      { unit: 'tercio', options: ['square-of-pikemen'] },
      { unit: 'musketeer-company', options: ['mercenaries'] },
    ];
    horse!.units = [
      { unit: 'arquebusiers-on-horseback', options: ['crossbows'] },
      { unit: 'arquebusiers-on-horseback', options: ['pistols'] },
    ];
  });
  const violations = (report: ArmyReport) => report.violations.map((v) => `${v.path}: ${v.message}`);

  it("'cards' (default): every card option is taken, its rules played as the full book writes them", () => {
    expect(validateArmy(withOptions)).toMatchObject({ valid: true, violations: [] });
    expect(validateArmy(withOptions, { brevisCardRules: 'cards' }).valid).toBe(true);
  });

  it("'brevis-only': swordsmen, mercenaries and crossbows refused at their options; Square (with its Extended Arc of Fire, Brevis's Extended Arc) and pistols (firearms) taken", () => {
    const report = validateArmy(withOptions, { brevisCardRules: 'brevis-only' });
    expect(report.valid).toBe(false);
    expect(violations(report)).toEqual([
      'regiments[0].units[0].options[1]: Swordsmen gives swordsmen, which Brevis Editio does not print',
      'regiments[0].units[2].options[0]: Mercenaries gives mercenaries, which Brevis Editio does not print',
      'regiments[1].units[0].options[0]: Crossbows gives crossbow, which Brevis Editio does not print',
    ]);
    expect(report.violations.every((v) => v.rule.includes('ruling brevis-card-rules'))).toBe(true);
  });

  it('an option the card does not have is reported once, by the card check, under brevis-only too', () => {
    const unknown = variant(SPANISH_EMPIRE_BREVIS_7, (a) => (a.regiments[0]!.units[2]!.options = ['cannons']));
    const report = validateArmy(unknown, { brevisCardRules: 'brevis-only' });
    expect(report.violations.map((v) => v.path)).toEqual(['regiments[0].units[2].options[0]']);
    expect(report.violations[0]!.message).toContain('has no option "cannons"');
  });

  it('the army file may agree the ruling itself; an option given in code wins', () => {
    const agreed = variant(withOptions, (a) => (a.rulings = { brevisCardRules: 'brevis-only' }));
    expect(validateArmy(agreed).violations).toHaveLength(3);
    expect(validateArmy(agreed, { brevisCardRules: 'cards' }).valid).toBe(true);
    const cards = variant(withOptions, (a) => (a.rulings = { brevisCardRules: 'cards' }));
    expect(validateArmy(cards).valid).toBe(true);
    const bad = variant(withOptions, (a) => (a.rulings = { brevisCardRules: 'all' as 'cards' }));
    expect(() => validateArmy(bad, { file: 'army.json' })).toThrow(
      expect.objectContaining({
        context: expect.objectContaining({ file: 'army.json', path: 'rulings.brevisCardRules' }),
      }),
    );
  });

  it("a Liber Militum army is never checked against Brevis's list", () => {
    const liber = variant(SPANISH_EMPIRE_1000, (a) => (a.rulings = { brevisCardRules: 'brevis-only' }));
    expect(validateArmy(liber)).toMatchObject({ valid: true });
  });
});
