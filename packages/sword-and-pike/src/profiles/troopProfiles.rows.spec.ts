import { describe, expect, it } from 'vitest';
import { troopProfile } from './troopProfiles.js';
import type { TroopType } from './TroopType.js';
import { unitCondition } from './unitCondition.js';

// Rulebook: TROOP TYPES & ORGANIZATION and ORDER, one troop type a case, pinned through `troopProfile` (the lookup
// the battle, the army validation and the close combat read). Each expected value quotes its line; a troop with no
// firearm in its line shoots with 0 ranks, and one the "extra dice" list does not name has 0 extra dice.
interface Row {
  readonly line: string;
  readonly troop: TroopType;
  readonly expected: Partial<ReturnType<typeof troopProfile>>;
}

const ROWS: readonly Row[] = [
  {
    // GENDARMES - Heavy cavalry fighting with lance, and sword. Never dismount, Move in open order, fight in closed
    // order, may fight 2 ranks deep. 12 figures per unit, 4 companies of 3 men each.
    line: 'GENDARMES - ... Move in open order, fight in closed order, may fight 2 ranks deep. 12 figures per unit, 4 companies of 3 men each',
    troop: 'gendarmes',
    expected: {
      mounted: true,
      unitFigures: 12,
      companySize: 3,
      defaultOrder: 'open',
      fightsInOrder: 'closed',
      weapons: [],
      fireRanks: 0,
      fightRanks: 2,
      extraDice: 0,
      lance: true,
      killsOnFive: 'always',
      foot: false,
      subUnitOfPike: false,
    },
  },
  {
    // REITERS - "Medium Cavalry" armed with several pistols ... They move and fighti in open order. 12 figures per
    // unit, 4 companies of 3 men each. Fight 2 ranks deep, may shoot 4 ranks deep. ("Medium Cavalry (reiters) are +1")
    line: 'REITERS - ... open order. 12 figures per unit, 4 companies of 3 men each. Fight 2 ranks deep, may shoot 4 ranks deep',
    troop: 'reiters',
    expected: {
      mounted: true,
      unitFigures: 12,
      companySize: 3,
      defaultOrder: 'open',
      fightsInOrder: 'open',
      fightRanks: 2,
      fireRanks: 4,
      weapons: ['pistol'],
      pistols: true,
      extraDice: 1,
      lance: false,
      killsOnFive: 'never',
      foot: false,
      subUnitOfPike: false,
    },
  },
  {
    // LIGHT HORSE - Cavalry armed with spears or arquebus, or crossbows. ... May shoot two ranks deep. They use open
    // order. 12 figures per unit, 4 companies of 3 men each. ("Light Cavalry are +1")
    line: 'LIGHT HORSE - ... arquebus, or crossbows ... May shoot two ranks deep. They use open order. 12 figures per unit, 4 companies of 3 men each',
    troop: 'light-horse',
    expected: {
      mounted: true,
      unitFigures: 12,
      companySize: 3,
      defaultOrder: 'open',
      fightsInOrder: 'open',
      fireRanks: 2,
      fightRanks: 2,
      weapons: ['mounted-arquebus', 'mounted-crossbow'],
      extraDice: 1,
      lance: false,
      killsOnFive: 'never',
      foot: false,
      subUnitOfPike: false,
    },
  },
  {
    // PIKEMEN - Infantry armed with long spears. May be in closed or open order, fight normally in closed order, may
    // fight 4 ranks deep. 20 figures per unit, 4 companies of 5 men each.
    line: 'PIKEMEN - ... May be in closed or open order, fight normally in closed order, may fight 4 ranks deep. 20 figures per unit, 4 companies of 5 men each',
    troop: 'pikemen',
    expected: {
      mounted: false,
      unitFigures: 20,
      companySize: 5,
      orders: ['closed', 'open'],
      defaultOrder: 'closed',
      weapons: [],
      fireRanks: 0,
      fightRanks: 4,
      extraDice: 0,
      lance: false,
      killsOnFive: 'closed-front',
      foot: true,
      subUnitOfPike: false,
    },
  },
  {
    // ARQUEBUSIERS - ... Move and fight in open order. May shoot 2 ranks deep. 20 figures per unit in 4 companies of
    // 5 men each, or may be organized in a 5-man company as a sub-unit attached to a pike formation.
    line: 'ARQUEBUSIERS - ... open order. May shoot 2 ranks deep. 20 figures per unit in 4 companies of 5 men each, or ... a sub-unit',
    troop: 'arquebusiers',
    expected: {
      mounted: false,
      unitFigures: 20,
      companySize: 5,
      defaultOrder: 'open',
      fightsInOrder: 'open',
      fireRanks: 2,
      fightRanks: 2,
      weapons: ['arquebus'],
      extraDice: 0,
      killsOnFive: 'never',
      subUnitOfPike: true,
      foot: true,
    },
  },
  {
    // CROSSBOWMEN - ... Move and fight in open order. ... May shoot 2 ranks deep. 20 figures per unit in 4 companies of
    // 5 men each, or may be organized in a 5-man company as a sub-unit attached to a pike formation.
    line: 'CROSSBOWMEN - ... open order. ... May shoot 2 ranks deep. 20 figures per unit in 4 companies of 5 men each, or ... a sub-unit',
    troop: 'crossbowmen',
    expected: {
      mounted: false,
      unitFigures: 20,
      companySize: 5,
      defaultOrder: 'open',
      fightsInOrder: 'open',
      fireRanks: 2,
      fightRanks: 2,
      weapons: ['crossbow'],
      extraDice: 0,
      killsOnFive: 'never',
      subUnitOfPike: true,
      foot: true,
    },
  },
  {
    // HALBERDIERS - ... Move and fight in open order. 20 figures per unit in 4 companies of 5 men each, or may be
    // organized in a 5-man company as a sub-unit attached to a pike formation. (Kill on 5-6 vs foot.)
    line: 'HALBERDIERS - ... Move and fight in open order. 20 figures per unit in 4 companies of 5 men each, or ... a sub-unit',
    troop: 'halberdiers',
    expected: {
      mounted: false,
      unitFigures: 20,
      companySize: 5,
      defaultOrder: 'open',
      weapons: [],
      fireRanks: 0,
      fightRanks: 2,
      extraDice: 0,
      subUnitOfPike: true,
      killsOnFive: 'vs-foot',
      foot: true,
    },
  },
  {
    // GREAT-SWORDSMEN - Infantry armed with 2-handed long swords. Move and fight in open order. Organized in a 5-man
    // company as a sub-unit attached to a pike formation.
    line: 'GREAT-SWORDSMEN - ... open order. Organized in a 5-man company as a sub-unit attached to a pike formation',
    troop: 'great-swordsmen',
    expected: {
      mounted: false,
      unitFigures: null,
      companySize: 5,
      defaultOrder: 'open',
      fightsInOrder: 'open',
      weapons: [],
      fireRanks: 0,
      fightRanks: 2,
      extraDice: 0,
      subUnitOfPike: true,
      killsOnFive: 'vs-foot',
      foot: true,
    },
  },
  {
    // SWORD AND BUCKLER MEN - ... Move and fight in open order. Organized in a 5-man company as a sub-unit attached
    // to a pike formation. May use skirmish order.
    line: 'SWORD AND BUCKLER MEN - ... open order. Organized in a 5-man company as a sub-unit ... May use skirmish order',
    troop: 'sword-and-buckler',
    expected: {
      mounted: false,
      unitFigures: null,
      companySize: 5,
      orders: ['open', 'skirmish'],
      defaultOrder: 'open',
      weapons: [],
      fireRanks: 0,
      fightRanks: 2,
      extraDice: 0,
      subUnitOfPike: true,
      killsOnFive: 'vs-foot',
      foot: true,
    },
  },
  {
    // RIFLEMEN - Individual sharpshooter figures with rifles. ... These are not organized in units but are individual figures.
    line: 'RIFLEMEN - Individual sharpshooter figures with rifles ... individual figures',
    troop: 'riflemen',
    expected: {
      mounted: false,
      unitFigures: 1,
      companySize: 1,
      weapons: ['rifle'],
      defaultOrder: 'skirmish',
      fireRanks: 1,
      extraDice: 0,
      killsOnFive: 'never',
      subUnitOfPike: false,
    },
  },
  {
    // Roll 3 dice per gunner for heavy gun (crew of 4)
    line: 'Roll 3 dice per gunner for heavy gun (crew of 4)',
    troop: 'heavy-gun',
    expected: {
      artillery: true,
      unitFigures: 4,
      companySize: 4,
      weapons: ['heavy-cannon'],
      fireRanks: 1,
      extraDice: 0,
      killsOnFive: 'never',
      defaultMoraleClass: 'gunners-auxiliaries',
    },
  },
  {
    // Roll 3 dice per gunner for Light gun (crew of 2)
    line: 'Roll 3 dice per gunner for Light gun (crew of 2)',
    troop: 'light-gun',
    expected: {
      artillery: true,
      unitFigures: 2,
      companySize: 2,
      weapons: ['light-cannon'],
      fireRanks: 1,
      extraDice: 0,
      killsOnFive: 'never',
      defaultMoraleClass: 'gunners-auxiliaries',
    },
  },
];

describe('TROOP TYPES & ORGANIZATION: every troop type (Rulebook)', () => {
  it.each(ROWS)('$line', ({ troop, expected }) => {
    expect(troopProfile(troop)).toMatchObject(expected);
  });

  // ORDER: "except for pikes, only 2 ranks may fight in close combat"; "only 2 ranks may shoot or fight in close
  // combat" (Reiters "may shoot 4 ranks deep").
  it.each([
    { troop: 'gendarmes', fightRanks: 2 },
    { troop: 'reiters', fightRanks: 2 },
    { troop: 'light-horse', fightRanks: 2 },
    { troop: 'pikemen', fightRanks: 4 },
    { troop: 'arquebusiers', fightRanks: 2 },
    { troop: 'crossbowmen', fightRanks: 2 },
    { troop: 'halberdiers', fightRanks: 2 },
    { troop: 'great-swordsmen', fightRanks: 2 },
    { troop: 'sword-and-buckler', fightRanks: 2 },
  ] as const)(
    'ORDER "except for pikes, only 2 ranks may fight in close combat": $troop fight $fightRanks ranks',
    ({ troop, fightRanks }) => {
      expect(troopProfile(troop).fightRanks).toBe(fightRanks);
    },
  );

  // Initial Morale Chart rows: "Gendarmes & other heavy cav.", "Lighter mounted units" (Reiters: ruling R14),
  // "Other Foot", "Gunners & Ausiliaries".
  it.each([
    { troop: 'gendarmes', row: 'Gendarmes & other heavy cav.', moraleClass: 'heavy-cavalry' },
    { troop: 'reiters', row: 'Lighter mounted units (ruling R14)', moraleClass: 'lighter-mounted' },
    { troop: 'light-horse', row: 'Lighter mounted units', moraleClass: 'lighter-mounted' },
    { troop: 'pikemen', row: 'Other Foot', moraleClass: 'other-foot' },
    { troop: 'arquebusiers', row: 'Other Foot', moraleClass: 'other-foot' },
    { troop: 'heavy-gun', row: 'Gunners & Ausiliaries', moraleClass: 'gunners-auxiliaries' },
    { troop: 'light-gun', row: 'Gunners & Ausiliaries', moraleClass: 'gunners-auxiliaries' },
  ] as const)(
    '$troop read the Initial Morale Chart row "$row" unless the army names another',
    ({ troop, moraleClass }) => {
      expect(troopProfile(troop).defaultMoraleClass).toBe(moraleClass);
    },
  );
});

describe('FRESH/WORN/SPENT Units (Rulebook)', () => {
  const pike = troopProfile('pikemen');
  const gendarmes = troopProfile('gendarmes');
  const gun = troopProfile('heavy-gun');
  it.each([
    // • "Fresh" Cavalry or Infantry units have not yet lost a stand due to casualties.
    {
      line: '"Fresh" ... have not yet lost a stand: 20 pikes, 4 lost',
      profile: pike,
      start: 20,
      figures: 16,
      condition: 'fresh',
    },
    // • "Worn" units have lost at least one stand due to casualties, but no more than 50%.
    {
      line: '"Worn" units have lost at least one stand: 20 pikes, 5 lost',
      profile: pike,
      start: 20,
      figures: 15,
      condition: 'worn',
    },
    {
      line: '"Worn" ... but no more than 50%: 20 pikes, 10 lost',
      profile: pike,
      start: 20,
      figures: 10,
      condition: 'worn',
    },
    // • "Spent" units have taken more than 50% losses.
    {
      line: '"Spent" units have taken more than 50% losses: 20 pikes, 11 lost',
      profile: pike,
      start: 20,
      figures: 9,
      condition: 'spent',
    },
    {
      line: '"Fresh" ... not yet lost a stand: 12 gendarmes, 2 lost',
      profile: gendarmes,
      start: 12,
      figures: 10,
      condition: 'fresh',
    },
    {
      line: '"Worn" ... at least one stand: 12 gendarmes, 3 lost',
      profile: gendarmes,
      start: 12,
      figures: 9,
      condition: 'worn',
    },
    {
      line: '"Spent" ... more than 50%: 12 gendarmes, 7 lost',
      profile: gendarmes,
      start: 12,
      figures: 5,
      condition: 'spent',
    },
    // • "Fresh" guns have taken no losses.
    { line: '"Fresh" guns have taken no losses', profile: gun, start: 4, figures: 4, condition: 'fresh' },
    // • "Worn" guns have lost one or more gunners. There are no "spent" guns.
    { line: '"Worn" guns have lost one or more gunners', profile: gun, start: 4, figures: 3, condition: 'worn' },
    { line: 'There are no "spent" guns: 3 of 4 gunners lost', profile: gun, start: 4, figures: 1, condition: 'worn' },
  ] as const)('$line → $condition', ({ profile, start, figures, condition }) => {
    expect(unitCondition(profile, start, figures)).toBe(condition);
  });
});
