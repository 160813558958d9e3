import type { UnitProfile } from '../UnitProfile.js';
import { defence, rulebookOption, values } from './build.js';

// Units of the core book whose rows the rulebook lost. Values, defences, weapons, rules and points are the
// community transcription's (tercios-community-profiles.md, table 2, source S1), hence `source: 'community'`.
// Where the rulebook prints the start of the row (Classic Battalion Mvt 4, Pikemen Company Mvt 4 Melee 3,
// Cuirassiers Mvt 7, Field Artillery 0/5 2 1 3, Modern Cavalry 85 points) the printed values agree and are kept.
// The option lists of these cards ARE printed in the rulebook, so the options are `source: 'rulebook'`; only
// their faction restrictions (flag icons, lost in the text) come from the community file.

const COMMUNITY_FACTIONS = 'community' as const;

/** Classic Battalion ("Classic Squadron" in the community file). */
export const CLASSIC_BATTALION: UnitProfile = {
  id: 'classic-battalion',
  name: 'Classic Battalion',
  category: 'infantry',
  book: 'core',
  values: values(4, 4, [3, 2], 4, 4, 4),
  defence: defence(4, 5, 4, 3),
  weapons: ['pikes', 'arquebus-musket'],
  rules: [],
  points: 110,
  source: 'community',
  options: [
    rulebookOption('irregulars', 'Irregulars', -10, { set: { discipline: 3 }, incompatibleWith: ['veteran'] }),
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 5 }, incompatibleWith: ['irregulars'] }),
    rulebookOption('dense', 'Dense', 20, {
      set: { stamina: 5 },
      addRules: ['dense'],
      factions: ['holy-roman-empire', 'german-protestant'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('modernised', 'Modernised', 15, {
      set: { shoot: [4, 3] },
      factions: ['holy-roman-empire', 'german-protestant'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('hesitant', 'Hesitant', -15, { set: { courage: 3 } }),
    rulebookOption('mercenaries', 'Mercenaries', -10, { addRules: ['mercenaries'] }),
    rulebookOption('two-handed-swords', 'Two-handed swords', 5, { addWeapons: ['two-handed-swords'] }),
    rulebookOption('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
    rulebookOption('muskets-only', 'Muskets only', 5, {
      set: { shoot: 3 },
      addWeapons: ['musket'],
      removeWeapons: ['arquebus-musket'],
      combined: [{ with: 'modernised', set: { shoot: 4 } }],
    }),
  ],
  note: 'Name mapping Classic Battalion = "Classic Squadron" is the community file\'s reading.',
  uncertain: ['name'],
};

/** Reformed Battalion. */
export const REFORMED_BATTALION: UnitProfile = {
  id: 'reformed-battalion',
  name: 'Reformed Battalion',
  category: 'infantry',
  book: 'core',
  values: values(4, 4, [4, 2], 4, 4, 4),
  defence: defence(4, 5, 4, 4),
  weapons: ['pikes', 'arquebus-musket'],
  rules: ['brigade'],
  points: 125,
  source: 'community',
  options: [
    rulebookOption('irregulars', 'Irregulars', -10, { set: { discipline: 3 }, incompatibleWith: ['veteran'] }),
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 5 }, incompatibleWith: ['irregulars'] }),
    rulebookOption('hesitant', 'Hesitant', -15, { set: { courage: 3 } }),
    rulebookOption('mercenaries', 'Mercenaries', -10, {
      addRules: ['mercenaries'],
      factions: ['german-protestant', 'denmark-norway'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('two-handed-swords', 'Two-handed swords', 5, {
      addWeapons: ['two-handed-swords'],
      factions: ['england', 'german-protestant'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
    rulebookOption('modernised', 'Modernised', 10, {
      set: { shoot: 4 },
      addWeapons: ['musket'],
      removeWeapons: ['arquebus-musket'],
    }),
  ],
};

/** Modern Battalion ("Modern Squadron", the Swedish model). */
export const MODERN_BATTALION: UnitProfile = {
  id: 'modern-battalion',
  name: 'Modern Battalion',
  category: 'infantry',
  book: 'core',
  values: values(4, 3, 4, 4, 4, 3),
  defence: defence(4, 5, 4, 4),
  weapons: ['pikes', 'musket'],
  rules: ['brigade'],
  points: 110,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 5 }, incompatibleWith: ['irregulars'] }),
    rulebookOption('reinforced', 'Reinforced', 20, { set: { shoot: 5 } }),
    rulebookOption('mercenaries', 'Mercenaries', -10, { addRules: ['mercenaries'] }),
    rulebookOption('irregulars', 'Irregulars', -10, { set: { discipline: 3 }, incompatibleWith: ['veteran'] }),
    rulebookOption('hesitant', 'Hesitant', -10, { set: { courage: 3 } }),
  ],
  uncertain: ['values.discipline'],
  conflicts: [
    { field: 'options.veteran', rulebook: 'Discipline 5, +10 points', community: 'Discipline 5, Melee 4, +25 points' },
    { field: 'options.hesitant.points', rulebook: '-10', community: '-15' },
  ],
  note: 'Discipline was 5 in earlier commits of the community source and 4 later: UNCERTAIN.',
};

/** Musketeer Corps (its options are printed with the infantry cards). */
export const MUSKETEER_CORPS: UnitProfile = {
  id: 'musketeer-corps',
  name: 'Musketeer Corps',
  category: 'infantry',
  book: 'kingdoms',
  values: values(5, 4, 4, 3, 3, 3),
  defence: defence(3, 3, 4, 4),
  weapons: ['musket'],
  rules: [],
  points: 85,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 }, addRules: ['brigade'] }),
    rulebookOption('reinforced', 'Reinforced', 20, {
      set: { shoot: 5 },
      factions: ['swedish-empire', 'france', 'united-provinces'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
  ],
  uncertain: ['book'],
};

/** Pikemen Company ("Pike Company"). */
export const PIKEMEN_COMPANY: UnitProfile = {
  id: 'pikemen-company',
  name: 'Pikemen Company',
  category: 'company',
  book: 'core',
  values: values(4, 3, 0, 3, 3, 3),
  defence: defence(4, 5, 4, 4),
  weapons: ['pikes'],
  rules: [],
  points: 60,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('mercenaries', 'Mercenaries', -5, { addRules: ['mercenaries'] }),
    rulebookOption('lances', 'Lances', -5, {
      removeWeapons: ['pikes'],
      note: 'Printed as "Lances: loses the pikes"; no weapon is added (the Lances rule is a cavalry weapon).',
    }),
    rulebookOption('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
    rulebookOption('two-handed-swords', 'Two-handed swords', 5, { addWeapons: ['two-handed-swords'] }),
    rulebookOption('swordsmen', 'Swordsmen', 5, { addWeapons: ['swordsmen'] }),
  ],
};

/** Combat Company ("Melee Company" in the community file). */
export const COMBAT_COMPANY: UnitProfile = {
  id: 'combat-company',
  name: 'Combat Company',
  category: 'company',
  book: 'core',
  values: values(5, 3, 0, 3, 3, 3),
  defence: defence(4, 4, 4, 4),
  weapons: [],
  rules: [],
  points: 50,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('mercenaries', 'Mercenaries', -5, { addRules: ['mercenaries'] }),
    rulebookOption('brave', 'Brave', 30, { set: { melee: 4, courage: 4 } }),
    rulebookOption('militia', 'Militia', 15, { set: { stamina: 4 }, addRules: ['dense'], incompatibleWith: ['light'] }),
    rulebookOption('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
    rulebookOption('two-handed-swords', 'Two-handed swords', 5, { addWeapons: ['two-handed-swords'] }),
    rulebookOption('light', 'Light', 5, { addRules: ['light'], incompatibleWith: ['militia'] }),
  ],
  uncertain: ['name'],
  note: 'Name mapping Combat Company = "Melee Company" is the community file\'s reading (UNCERTAIN).',
};

/** Cuirassiers. */
export const CUIRASSIERS: UnitProfile = {
  id: 'cuirassiers',
  name: 'Cuirassiers',
  category: 'cavalry',
  book: 'core',
  values: values(7, 4, 2, 3, 4, 3),
  defence: defence(4, 4, 3, 4),
  weapons: ['pistols'],
  rules: [],
  points: 100,
  source: 'community',
  options: [
    rulebookOption('dense-formation', 'Dense formation', 10, {
      set: { stamina: 4 },
      factions: ['holy-roman-empire', 'german-protestant'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('unhesitating', 'Unhesitating', 20, { set: { melee: 5 }, addRules: ['impetuous'] }),
    rulebookOption('mercenaries', 'Mercenaries', -10, { addRules: ['mercenaries'] }),
    rulebookOption('heavy', 'Heavy', 25, {
      set: { courage: 5, speed: 6 },
      factions: ['holy-roman-empire', 'german-protestant', 'france', 'transylvania', 'united-provinces'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('caracole', 'Caracole', 5, { addRules: ['caracole'] }),
    rulebookOption('lances', 'Lances', 5, {
      addWeapons: ['lances'],
      adaptation: true,
      note: 'Marked ** in the source, referring to the Heavy Cavalry adaptation.',
    }),
  ],
  note: 'The printed "Modern" option is replaced by the Kingdoms Modern Cavalry card (modern-cavalry).',
};

/** Light Cavalry (generic; "Light Horse" in the community file). */
export const LIGHT_CAVALRY: UnitProfile = {
  id: 'light-cavalry',
  name: 'Light Cavalry',
  category: 'cavalry',
  book: 'core',
  values: values(8, 3, 2, 2, 3, 2),
  defence: defence(4, 3, 4, 5),
  weapons: ['pistols'],
  rules: ['light', 'extended-arc-of-fire'],
  points: 50,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 3 } }),
    rulebookOption('unhesitating', 'Unhesitating', 10, { set: { melee: 4 }, addRules: ['impetuous'] }),
    rulebookOption('mercenaries', 'Mercenaries', -5, { addRules: ['mercenaries'] }),
    rulebookOption('mounted-archers', 'Mounted archers', 0, {
      set: { melee: 2 },
      addWeapons: ['bow'],
      removeWeapons: ['pistols'],
    }),
    rulebookOption('caracole', 'Caracole', 5, { addRules: ['caracole'] }),
    rulebookOption('arquebus', 'Arquebus', 5, { addWeapons: ['arquebus'] }),
  ],
  uncertain: ['name'],
};

/** Modern Cavalry (chevau-légers, Kingdoms card; the rulebook prints its 85 points). */
export const MODERN_CAVALRY: UnitProfile = {
  id: 'modern-cavalry',
  name: 'Modern Cavalry (chevau-légers)',
  category: 'cavalry',
  book: 'kingdoms',
  values: values(8, 4, 0, 3, 3, 3),
  defence: defence(4, 4, 3, 4),
  weapons: [],
  rules: [],
  points: 85,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('mercenaries', 'Mercenaries', -10, { addRules: ['mercenaries'] }),
    rulebookOption('demi-cuirass', 'Demi-cuirass', 10, { set: { courage: 4 } }),
    rulebookOption('determined', 'Determined', 10, {
      set: { melee: 5 },
      addRules: ['brigade'],
      factions: ['swedish-empire'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('pistols', 'Pistols', 10, {
      set: { shoot: 2 },
      addWeapons: ['pistols'],
      addRules: ['caracole'],
      factions: ['german-protestant', 'denmark-norway', 'united-provinces'],
      factionsSource: COMMUNITY_FACTIONS,
    }),
    rulebookOption('gendarmes', 'Gendarmes', 30, {
      set: { speed: 7, melee: 5, discipline: 5 },
      adaptation: true,
      factions: ['france'],
      factionsSource: COMMUNITY_FACTIONS,
      note: 'Marked ** in the source, referring to the Heavy Cavalry adaptation.',
    }),
  ],
  conflicts: [
    { field: 'options.determined.points', rulebook: '+10', community: '+20' },
    { field: 'book', rulebook: 'kingdoms ("Light Cavalry (Modern Cavalry, Kingdoms)")', community: 'core (inferred)' },
  ],
};

/** Field (medium) Artillery; the rulebook prints the start of its row: 0/5, 2, 1, 3. */
export const FIELD_ARTILLERY: UnitProfile = {
  id: 'field-artillery',
  name: 'Field (medium) Artillery',
  category: 'artillery',
  book: 'core',
  values: values([0, 5], 2, 1, 3, 2, 1),
  defence: defence(3, 3, 5, 5),
  weapons: ['medium-gun'],
  rules: [],
  points: 70,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 5, { set: { discipline: 4 } }),
    rulebookOption('great-battery', 'Great battery', 35, { set: { shoot: 2, stamina: 2 } }),
    rulebookOption('mortar', 'Mortar', 5, { addRules: ['mortar'] }),
    rulebookOption('fortified', 'Fortified', 10, { addRules: ['fortified'] }),
    rulebookOption('horse-team', 'Horse team', 5, { addRules: ['horse-team'] }),
  ],
  uncertain: ['points'],
  conflicts: [{ field: 'options.great-battery.points', rulebook: '+35', community: '+40' }],
  note: 'Points were 60 in earlier commits of the community source and 70 later: UNCERTAIN.',
};

/** Heavy Artillery. */
export const HEAVY_ARTILLERY: UnitProfile = {
  id: 'heavy-artillery',
  name: 'Heavy Artillery',
  category: 'artillery',
  book: 'core',
  values: values([0, 4], 2, 1, 3, 2, 1),
  defence: defence(3, 3, 5, 5),
  weapons: ['heavy-gun'],
  rules: [],
  points: 85,
  source: 'community',
  options: [
    rulebookOption('veteran', 'Veteran', 5, { set: { discipline: 4 } }),
    rulebookOption('great-battery', 'Great battery', 35, { set: { shoot: 2, stamina: 2 } }),
    rulebookOption('mortar', 'Mortar', 5, { addRules: ['mortar'] }),
    rulebookOption('fortified', 'Fortified', 10, { addRules: ['fortified'] }),
    rulebookOption('horse-team', 'Horse team', 5, { addRules: ['horse-team'] }),
  ],
  uncertain: ['points'],
  conflicts: [
    { field: 'options.great-battery.points', rulebook: '+35', community: '+40' },
    { field: 'options.horse-team.points', rulebook: '+5', community: '+10' },
  ],
  note: "Points were 60 in earlier commits of the community source and 85 later: UNCERTAIN. Mvt 0/4 is the community file's hitched value.",
};

/** The core-book units whose rows are lost, from the community file, with the rulebook's printed options. */
export const CORE_COMMUNITY_PROFILES: readonly UnitProfile[] = [
  CLASSIC_BATTALION,
  REFORMED_BATTALION,
  MODERN_BATTALION,
  MUSKETEER_CORPS,
  PIKEMEN_COMPANY,
  COMBAT_COMPANY,
  CUIRASSIERS,
  LIGHT_CAVALRY,
  MODERN_CAVALRY,
  FIELD_ARTILLERY,
  HEAVY_ARTILLERY,
];
