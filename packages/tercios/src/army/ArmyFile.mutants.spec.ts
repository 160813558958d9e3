import { describe, expect, it } from 'vitest';
import { ArmyFileSchema } from './ArmyFile.js';
import { SPANISH_EMPIRE_1000 } from './examples/spanishEmpire1000.js';

// The army file's shape (docs: "muster-army" version 1). The Army > Battle Sizes: "Small 500, Medium 1000, Large
// 1500, Very large 2000, Huge 3000"; Command: ranks 0 to 5; Brevis Editio: regiment points are whole numbers.

type Loose = Record<string, unknown>;
/** An army file as plain data, so a test can write into it what the schema must refuse. */
type LooseArmy = Loose & { regiments: (Loose & { units: Loose[] })[] };

/** The example list with one change, read by the schema: the paths of the refused fields, or [] when read. */
function refusedPaths(edit: (army: LooseArmy) => void): string[] {
  const army = structuredClone(SPANISH_EMPIRE_1000) as unknown as LooseArmy;
  edit(army);
  const result = ArmyFileSchema.safeParse(army);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}
const regiment = (army: LooseArmy) => army.regiments[0]!;

describe('the army file schema, field by field', () => {
  it('reads the example list, and each battle size by its name', () => {
    expect(refusedPaths(() => undefined)).toEqual([]);
    for (const size of ['small', 'medium', 'large', 'very-large', 'huge'] as const)
      expect(refusedPaths((a) => (a.battleSize = size))).toEqual([]);
    expect(refusedPaths((a) => (a.battleSize = 'enormous'))).toEqual(['battleSize']);
  });

  it('ids are kebab-case: lower-case words joined by single hyphens', () => {
    expect(refusedPaths((a) => (a.faction = 'swedish-empire-2'))).toEqual([]);
    expect(refusedPaths((a) => (a.faction = 'Spanish-Empire'))).toEqual(['faction']);
    expect(refusedPaths((a) => (a.faction = 'spanish--empire'))).toEqual(['faction']);
    expect(refusedPaths((a) => (a.faction = '-spanish'))).toEqual(['faction']);
    expect(refusedPaths((a) => (a.faction = 'spanish-'))).toEqual(['faction']);
    expect(refusedPaths((a) => (a.faction = 'x spanish'))).toEqual(['faction']);
    expect(refusedPaths((a) => (a.faction = 'spanish empire'))).toEqual(['faction']);
    expect(refusedPaths((a) => (regiment(a).units[0] = { unit: 'Tercio' }))).toEqual(['regiments.0.units.0.unit']);
  });

  it('the kebab-case refusal says what it expects', () => {
    const result = ArmyFileSchema.safeParse({ ...SPANISH_EMPIRE_1000, faction: 'Spain' });
    expect(result.error?.issues[0]?.message).toBe('a kebab-case id');
  });

  it('a commander has a rank 0 to 5, whole, and a name if any is not empty', () => {
    const rank = (r: number) => refusedPaths((a) => (a.commanderInChief = { rank: r }));
    expect([rank(0), rank(5)]).toEqual([[], []]);
    expect([rank(-1), rank(6), rank(2.5)]).toEqual([
      ['commanderInChief.rank'],
      ['commanderInChief.rank'],
      ['commanderInChief.rank'],
    ]);
    expect(refusedPaths((a) => (a.commanderInChief = { rank: 1, name: '' }))).toEqual(['commanderInChief.name']);
    expect(refusedPaths((a) => (a.commanderInChief = { rank: 1, virtues: ['Will'] }))).toEqual([
      'commanderInChief.virtues.0',
    ]);
    expect(refusedPaths((a) => (a.commanderInChief = { rank: 1, traits: ['Bold'] }))).toEqual([
      'commanderInChief.traits.0',
    ]);
  });

  it('a regiment has at least one unit, a known kind, and whole regiment points', () => {
    expect(refusedPaths((a) => (regiment(a).units = []))).toEqual(['regiments.0.units']);
    expect(refusedPaths((a) => (regiment(a).type = 'pike-regiment'))).toEqual(['regiments.0.type']);
    for (const type of ['infantry-regiment', 'cavalry-regiment', 'artillery-battery', 'battle-group'])
      expect(refusedPaths((a) => (regiment(a).type = type))).toEqual([]);
    expect(refusedPaths((a) => (regiment(a).regimentPoints = 1.5))).toEqual(['regiments.0.regimentPoints']);
    expect(refusedPaths((a) => (regiment(a).name = ''))).toEqual(['regiments.0.name']);
    expect(refusedPaths((a) => (regiment(a).units[0] = { unit: 'tercio', name: '' }))).toEqual([
      'regiments.0.units.0.name',
    ]);
    expect(refusedPaths((a) => (regiment(a).units[0] = { unit: 'tercio', options: ['Viejo'] }))).toEqual([
      'regiments.0.units.0.options.0',
    ]);
    expect(refusedPaths((a) => (a.regiments = []))).toEqual(['regiments']);
  });

  it('the Elite unit: a card, options, a name, and extra Discipline 0 or more, whole', () => {
    expect(refusedPaths((a) => (a.elite = { unit: 'tercio', extraDiscipline: 0, name: 'Old Tercio' }))).toEqual([]);
    expect(refusedPaths((a) => (a.elite = { unit: 'tercio', extraDiscipline: -1 }))).toEqual(['elite.extraDiscipline']);
    expect(refusedPaths((a) => (a.elite = { unit: 'tercio', extraDiscipline: 1.5 }))).toEqual([
      'elite.extraDiscipline',
    ]);
    expect(refusedPaths((a) => (a.elite = { unit: 'tercio', name: '' }))).toEqual(['elite.name']);
    expect(refusedPaths((a) => (a.elite = { unit: 'Tercio' }))).toEqual(['elite.unit']);
    expect(refusedPaths((a) => (a.elite = { unit: 'tercio', options: ['Viejo'] }))).toEqual(['elite.options.0']);
  });

  it('the list: a name, a points limit of at least 1, an edition and base of the rulebook', () => {
    expect(refusedPaths((a) => (a.name = ''))).toEqual(['name']);
    expect(refusedPaths((a) => (a.pointsLimit = 1))).toEqual([]);
    expect(refusedPaths((a) => (a.pointsLimit = 0))).toEqual(['pointsLimit']);
    expect(refusedPaths((a) => (a.pointsLimit = 1.5))).toEqual(['pointsLimit']);
    expect(refusedPaths((a) => (a.edition = 'brevis'))).toEqual([]);
    expect(refusedPaths((a) => (a.edition = 'kingdoms'))).toEqual(['edition']);
    for (const base of ['standard', 'battle-group', 'cavalry'])
      expect(refusedPaths((a) => (a.base = base))).toEqual([]);
    expect(refusedPaths((a) => (a.base = 'infantry'))).toEqual(['base']);
    expect(refusedPaths((a) => (a.format = 'muster-game'))).toEqual(['format']);
    expect(refusedPaths((a) => (a.ruleset = 'wss-6mm'))).toEqual(['ruleset']);
    expect(refusedPaths((a) => (a.formatVersion = 2))).toEqual(['formatVersion']);
    expect(refusedPaths((a) => (a.adaptations = 'yes'))).toEqual(['adaptations']);
    expect(refusedPaths((a) => (a.notes = 3))).toEqual(['notes']);
    expect(refusedPaths((a) => (a.colour = 'red'))).toEqual(['']);
  });

  it('the army-building rulings the players agreed', () => {
    const rulings = (r: unknown) => refusedPaths((a) => (a.rulings = r));
    expect(
      rulings({ cavalryMajority: 'each-type', eliteMaxExtraDiscipline: 0, forlornHopeQuota: 'per-two-regiments' }),
    ).toEqual([]);
    expect(rulings({ cavalryMajority: 'combined', forlornHopeQuota: 'per-two-battalions' })).toEqual([]);
    expect(rulings({ cavalryMajority: 'none' })).toEqual(['rulings.cavalryMajority']);
    expect(rulings({ eliteMaxExtraDiscipline: -1 })).toEqual(['rulings.eliteMaxExtraDiscipline']);
    expect(rulings({ eliteMaxExtraDiscipline: 0.5 })).toEqual(['rulings.eliteMaxExtraDiscipline']);
    expect(rulings({ forlornHopeQuota: 'per-battle' })).toEqual(['rulings.forlornHopeQuota']);
    expect(rulings({ other: true })).toEqual(['rulings']);
  });

  it('no field unknown to the schema, at any level', () => {
    expect(refusedPaths((a) => (regiment(a).colour = 'red'))).toEqual(['regiments.0']);
    expect(refusedPaths((a) => (a.commanderInChief = { rank: 1, colour: 'red' }))).toEqual(['commanderInChief']);
    expect(refusedPaths((a) => (regiment(a).units[0] = { unit: 'tercio', colour: 'red' }))).toEqual([
      'regiments.0.units.0',
    ]);
    expect(refusedPaths((a) => (a.elite = { unit: 'tercio', colour: 'red' }))).toEqual(['elite']);
  });
});
