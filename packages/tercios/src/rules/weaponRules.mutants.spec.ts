import { describe, expect, it } from 'vitest';
import { HORSE_ARQUEBUSIERS, MUSKETEERS, TERCIO } from '../mechanics/__fixtures__/units.js';
import { DEFAULT_TERCIOS_OPTIONS, TerciosOptionsSchema } from '../options/options.js';
import type { RuleContext, RuleStep } from './RuleContext.js';
import { fireReactionGetsShootBonus, normaliseWeaponId, WEAPON_RULES, weaponRulesOf } from './weaponRules.js';

// The weapons table, row by row, as Liber Militum: Tercios gives it (Armament: Shock Weapons, Shooting Weapons; the
// range table of Shooting > Range): each weapon's name, kind (shock, light or artillery: Volley or Ball), book
// (the "Kingdoms" rules are "shown in red in the source"), range, flags and words. A changed range, flag or word
// here changes a shot, a combat or what players read. The mutants of this table are static (built when the module
// loads): docs/mutation/tercios-tables.md.
describe('The weapons (Rulebook: Armament; Shooting > Range)', () => {
  it('lists every weapon of Armament and of the range table, and the community data, and no other', () => {
    expect(Object.keys(WEAPON_RULES)).toEqual([
      'pikes',
      'swordsmen',
      'halberds',
      'two-handed-swords',
      'lances',
      'heavy-lances',
      'pistols',
      'arquebus',
      'musket',
      'arquebus-musket',
      'bow',
      'great-bow',
      'crossbow',
      'light-gun',
      'medium-gun',
      'heavy-gun',
      'flintlock',
      'bardiches',
      'grenades',
      'javelin',
    ]);
  });

  it('Armament > Pikes: "a bonus (+) to its Melee value against cavalry, as long as it is not in disorder. When two enemy units of this type fight each other ... \\"Dirty war!\\""', () => {
    expect(WEAPON_RULES.pikes).toStrictEqual({
      id: 'pikes',
      name: 'Pikes',
      kind: 'shock',
      book: 'core',
      dirtyWar: true,
      text: 'Melee + against cavalry while not in disorder; two pike units may fight Dirty war! rounds.',
      modifiers: expect.any(Function),
    });
  });

  it('Armament > Swordsmen: "On the additional combat rounds caused by the \\"Dirty war!\\" rule, units with swordsmen gain a bonus (+) to their Melee value"', () => {
    expect(WEAPON_RULES.swordsmen).toStrictEqual({
      id: 'swordsmen',
      name: 'Swordsmen',
      kind: 'shock',
      book: 'kingdoms',
      text: 'Melee + in the additional rounds of Dirty war!.',
      modifiers: expect.any(Function),
    });
  });

  it('Armament > Halberds: "when a unit fights an enemy unit that is in disorder, it gains a bonus (+) to its Melee value"', () => {
    expect(WEAPON_RULES.halberds).toStrictEqual({
      id: 'halberds',
      name: 'Halberds',
      kind: 'shock',
      book: 'core',
      text: 'Melee + against an enemy in disorder.',
      modifiers: expect.any(Function),
    });
  });

  it('Armament > Two-handed swords: "wins a combat forces the defeated unit to pass a Discipline test on a minimum of 6 on one die"', () => {
    expect(WEAPON_RULES['two-handed-swords']).toStrictEqual({
      id: 'two-handed-swords',
      name: 'Two-handed swords',
      kind: 'shock',
      book: 'kingdoms',
      winnerDisciplineTest: true,
      text: 'On winning, the defeated unit passes a Discipline test needing a 6 on one die or is disordered.',
    });
  });

  it('Armament > Lances: "automatically destroy ANY unit that is forced to retreat"', () => {
    expect(WEAPON_RULES.lances).toStrictEqual({
      id: 'lances',
      name: 'Lances',
      kind: 'shock',
      book: 'core',
      destroysRetreating: true,
      text: 'Automatically destroys ANY unit forced to retreat.',
    });
  });

  it('Armament > Heavy lances: "in a combat resulting from a counter-charge (whether its own or the enemy\'s doing), receives a bonus (+) to its Melee value"', () => {
    expect(WEAPON_RULES['heavy-lances']).toStrictEqual({
      id: 'heavy-lances',
      name: 'Heavy lances',
      kind: 'shock',
      book: 'kingdoms',
      text: "Melee + in a combat resulting from a counter-charge (its own or the enemy's).",
      modifiers: expect.any(Function),
    });
  });

  it('Shooting > Range: "Pistols 4"', () => {
    expect(WEAPON_RULES.pistols).toStrictEqual({
      id: 'pistols',
      name: 'Pistols',
      kind: 'light',
      book: 'core',
      range: 4,
      text: 'Range 4 inches.',
    });
  });

  it('Armament > Arquebus: "its range was also shorter: 8 inches in the game"', () => {
    expect(WEAPON_RULES.arquebus).toStrictEqual({
      id: 'arquebus',
      name: 'Arquebus',
      kind: 'light',
      book: 'core',
      range: 8,
      text: 'Range 8 inches.',
    });
  });

  it('Shooting > Range: "Muskets 12"', () => {
    expect(WEAPON_RULES.musket).toStrictEqual({
      id: 'musket',
      name: 'Muskets',
      kind: 'light',
      book: 'core',
      range: 12,
      text: 'Range 12 inches.',
    });
  });

  it('Armament > Arquebus/Musket: "the first value ... applies at a range of 8 inches at most. The second value ... between 8 and 12 inches"', () => {
    expect(WEAPON_RULES['arquebus-musket']).toStrictEqual({
      id: 'arquebus-musket',
      name: 'Arquebus/Musket',
      kind: 'light',
      book: 'core',
      range: 12,
      text: 'Split Shoot "4/3": the first value up to 8 inches (arquebuses and muskets), the second from 8 to 12 inches (muskets alone).',
    });
  });

  it('Armament > Bow: "may fire over friendly units ... Bows do not permit fire on reaction. A bow has a range of 12 inches"', () => {
    expect(WEAPON_RULES.bow).toStrictEqual({
      id: 'bow',
      name: 'Bow',
      kind: 'light',
      book: 'kingdoms',
      range: 12,
      noReactionFire: true,
      fireOverFriends: true,
      text: 'Range 12 inches; may fire over friendly units nearer the shooters; no fire on reaction.',
    });
  });

  it('Armament > Bow: "a great bow 16 inches"', () => {
    expect(WEAPON_RULES['great-bow']).toStrictEqual({
      id: 'great-bow',
      name: 'Great bow',
      kind: 'light',
      book: 'kingdoms',
      range: 16,
      noReactionFire: true,
      fireOverFriends: true,
      text: 'Range 16 inches; otherwise as the Bow.',
    });
  });

  it('Armament > Crossbow: "The range is 12 inches."', () => {
    expect(WEAPON_RULES.crossbow).toStrictEqual({
      id: 'crossbow',
      name: 'Crossbow',
      kind: 'light',
      book: 'kingdoms',
      range: 12,
      text: 'Range 12 inches.',
    });
  });

  it('Armament > Cannons: "cannons may only fire with the Fire! order ... Light guns: 18 inches"', () => {
    expect(WEAPON_RULES['light-gun']).toStrictEqual({
      id: 'light-gun',
      name: 'Light gun',
      kind: 'artillery',
      book: 'core',
      range: 18,
      fireOrderOnly: true,
      text: 'Cannon: range 18 inches, Fire! order only.',
    });
  });

  it('Armament > Cannons: "Medium guns: 24 inches"', () => {
    expect(WEAPON_RULES['medium-gun']).toStrictEqual({
      id: 'medium-gun',
      name: 'Medium gun',
      kind: 'artillery',
      book: 'core',
      range: 24,
      fireOrderOnly: true,
      text: 'Cannon: range 24 inches, Fire! order only.',
    });
  });

  it('Armament > Cannons: "Heavy guns: 36 inches"', () => {
    expect(WEAPON_RULES['heavy-gun']).toStrictEqual({
      id: 'heavy-gun',
      name: 'Heavy gun',
      kind: 'artillery',
      book: 'core',
      range: 36,
      fireOrderOnly: true,
      text: 'Cannon: range 36 inches, Fire! order only.',
    });
  });

  it('community data: Flintlock, no range or text in the book', () => {
    expect(WEAPON_RULES.flintlock).toStrictEqual({
      id: 'flintlock',
      name: 'Flintlock',
      kind: 'light',
      book: 'kingdoms',
      text: 'Community data only: no range or rule text, so the mechanics cannot shoot with it.',
    });
  });

  it('community data: Bardiches, no text in the book', () => {
    expect(WEAPON_RULES.bardiches).toStrictEqual({
      id: 'bardiches',
      name: 'Bardiches',
      kind: 'shock',
      book: 'kingdoms',
      text: 'Community data only: no rule text.',
    });
  });

  it('community data: Grenades, no text in the book', () => {
    expect(WEAPON_RULES.grenades).toStrictEqual({
      id: 'grenades',
      name: 'Grenades',
      kind: 'shock',
      book: 'kingdoms',
      text: 'Community data only: no rule text.',
    });
  });

  it('community data: Javelin, no range or text in the book', () => {
    expect(WEAPON_RULES.javelin).toStrictEqual({
      id: 'javelin',
      name: 'Javelin',
      kind: 'light',
      book: 'kingdoms',
      text: 'Community data only: no range or rule text.',
    });
  });
});

const inMelee = (id: string, extra: Partial<RuleContext> & { step?: RuleStep } = {}) =>
  WEAPON_RULES[id]?.modifiers?.({ step: 'melee', self: TERCIO, options: DEFAULT_TERCIOS_OPTIONS, ...extra });

describe("The shock weapons' Melee +", () => {
  // Armament > Pikes: "a bonus (+) to its Melee value against cavalry, as long as it is not in disorder".
  it('Pikes: Melee + against cavalry; none in disorder, none against infantry, none outside the melee', () => {
    expect(inMelee('pikes', { enemy: HORSE_ARQUEBUSIERS })).toEqual([
      { value: 'melee', steps: 1, source: 'Pikes against cavalry' },
    ]);
    expect(inMelee('pikes', { enemy: HORSE_ARQUEBUSIERS, self: { ...TERCIO, disordered: true } })).toEqual([]);
    expect(inMelee('pikes', { enemy: MUSKETEERS })).toEqual([]);
    expect(inMelee('pikes')).toEqual([]);
    expect(inMelee('pikes', { step: 'melee-resistance', enemy: HORSE_ARQUEBUSIERS })).toEqual([]);
  });

  // Ruling "Pikes": Brevis gives the bonus only when charged by Horse (option pikesBonus).
  it('Pikes under the Brevis ruling: Melee + only when charged by cavalry', () => {
    const options = TerciosOptionsSchema.parse({ pikesBonus: 'when-charged-by-cavalry' });
    expect(inMelee('pikes', { enemy: HORSE_ARQUEBUSIERS, options })).toEqual([]);
    expect(inMelee('pikes', { enemy: HORSE_ARQUEBUSIERS, options, charged: true })).toEqual([
      { value: 'melee', steps: 1, source: 'Pikes against cavalry' },
    ]);
    expect(inMelee('pikes', { enemy: HORSE_ARQUEBUSIERS, charged: false })).toHaveLength(1);
  });

  it('Swordsmen: Melee + in a Dirty war! round, not in the first round, not outside the melee', () => {
    expect(inMelee('swordsmen', { dirtyWarRound: true })).toEqual([
      { value: 'melee', steps: 1, source: 'Swordsmen in Dirty war!' },
    ]);
    expect(inMelee('swordsmen')).toEqual([]);
    expect(inMelee('swordsmen', { step: 'melee-resistance', dirtyWarRound: true })).toEqual([]);
  });

  it('Halberds: Melee + against an enemy in disorder; none against one in order, none outside the melee', () => {
    const disordered = { ...MUSKETEERS, disordered: true };
    expect(inMelee('halberds', { enemy: disordered })).toEqual([
      { value: 'melee', steps: 1, source: 'Halberds against a disordered enemy' },
    ]);
    expect(inMelee('halberds', { enemy: MUSKETEERS })).toEqual([]);
    expect(inMelee('halberds')).toEqual([]);
    expect(inMelee('halberds', { step: 'melee-resistance', enemy: disordered })).toEqual([]);
  });

  // A charge bonus, so not in the Dirty war! rounds that follow (the code's reading, weaponRules.ts).
  it('Heavy lances: Melee + in a counter-charge; none in its Dirty war! rounds, none without a counter-charge', () => {
    expect(inMelee('heavy-lances', { counterCharge: true })).toEqual([
      { value: 'melee', steps: 1, source: 'Heavy lances in a counter-charge' },
    ]);
    expect(inMelee('heavy-lances', { counterCharge: true, dirtyWarRound: true })).toEqual([]);
    expect(inMelee('heavy-lances')).toEqual([]);
    expect(inMelee('heavy-lances', { step: 'melee-resistance', counterCharge: true })).toEqual([]);
  });
});

describe('normaliseWeaponId: a weapon named as the book or an army list prints it', () => {
  it('the names as printed, spaces, underscores and slashes read as one hyphen, any case', () => {
    expect(normaliseWeaponId('Arquebus/Musket')).toBe('arquebus-musket');
    expect(normaliseWeaponId('Two-handed swords')).toBe('two-handed-swords');
    expect(normaliseWeaponId('Light  guns')).toBe('light-gun');
    expect(normaliseWeaponId('Heavy_ lances')).toBe('heavy-lances');
    expect(normaliseWeaponId('Great bow')).toBe('great-bow');
  });

  it('the aliases: plurals and the period names', () => {
    const names = [
      'Pike',
      'Muskets',
      'Arquebuses',
      'Arquebuses/Muskets',
      'Arquebus/Muskets',
      'Pistol',
      'Greatswords',
      'Two-handed sword',
      'Lance',
      'Heavy lance',
      'Bows',
      'Crossbows',
      'Great bows',
      'Light guns',
      'Medium guns',
      'Field gun',
      'Heavy guns',
    ];
    expect(names.map(normaliseWeaponId)).toEqual([
      'pikes',
      'musket',
      'arquebus',
      'arquebus-musket',
      'arquebus-musket',
      'pistols',
      'two-handed-swords',
      'two-handed-swords',
      'lances',
      'heavy-lances',
      'bow',
      'crossbow',
      'great-bow',
      'light-gun',
      'medium-gun',
      'medium-gun',
      'heavy-gun',
    ]);
  });
});

describe('weaponRulesOf: the weapon rules a unit carries', () => {
  it('each weapon once, in the order listed; a name the rules do not know is skipped', () => {
    expect(weaponRulesOf(['Pikes', 'pike', 'Arquebus/Musket', 'sling', 'arquebuses-muskets'])).toEqual([
      WEAPON_RULES.pikes,
      WEAPON_RULES['arquebus-musket'],
    ]);
    expect(weaponRulesOf([])).toEqual([]);
  });

  it('asked again of the same list, the same answer', () => {
    const weapons = ['musket', 'halberds'];
    expect(weaponRulesOf(weapons)).toBe(weaponRulesOf(weapons));
    expect(weaponRulesOf(weapons)).toEqual([WEAPON_RULES.musket, WEAPON_RULES.halberds]);
  });
});

// Reactions > Fire!: "light weapon fire, which benefits from a bonus (+) on these reaction shots"; the ruling "Fire!
// reaction with guns" (option fireReactionBonus) takes in guns under "guns-too", never a shock weapon.
describe("fireReactionGetsShootBonus: a Fire! reaction's Shoot + by the kind of weapon", () => {
  it.each([
    ['light', 'light-weapons', true],
    ['light', 'guns-too', true],
    ['artillery', 'light-weapons', false],
    ['artillery', 'guns-too', true],
    ['shock', 'light-weapons', false],
    ['shock', 'guns-too', false],
  ] as const)('%s weapons under %s: %s', (kind, fireReactionBonus, bonus) => {
    expect(fireReactionGetsShootBonus(kind, { fireReactionBonus })).toBe(bonus);
  });
});
