import type { UnitProfile } from '../UnitProfile.js';
import { defence, rulebookOption, values } from './build.js';

// Rulebook: Unit Profiles. The five rows printed complete in tercios-liber-militum.txt, with their printed
// options. These are authoritative: where tercios-community-profiles.md disagrees, the conflict is recorded
// in `conflicts` and the printed value is kept.

/** Rulebook: Unit Profiles > Infantry Units > Tercio. */
export const TERCIO: UnitProfile = {
  id: 'tercio',
  name: 'Tercio',
  category: 'infantry',
  book: 'core',
  values: values(4, 4, [3, 2], 5, 4, 5),
  defence: defence(4, 5, 4, 3),
  weapons: ['pikes', 'arquebus-musket'],
  rules: ['dense'],
  points: 140,
  source: 'rulebook',
  options: [
    rulebookOption('square-of-pikemen', 'Square of pikemen', 10, {
      addRules: ['square', 'extended-arc-of-fire'],
      incompatibleWith: ['modern'],
    }),
    rulebookOption('viejo', 'Viejo', 45, {
      set: { courage: 5, melee: 5 },
      factions: ['spanish-empire'],
      factionsSource: 'community',
      note: "The flag icons were lost in the text; the Spanish-only restriction is the community transcription's.",
    }),
    rulebookOption('modern', 'Modern', 15, { set: { shoot: [4, 3] }, incompatibleWith: ['square-of-pikemen'] }),
    rulebookOption('depleted', 'Depleted', -15, { set: { stamina: 4 } }),
    rulebookOption('swordsmen', 'Swordsmen', 5, {
      addWeapons: ['swordsmen'],
      factions: ['spanish-empire'],
      factionsSource: 'community',
      note: "The Spanish-only restriction is the community transcription's (flag icons lost).",
    }),
    rulebookOption('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
  ],
  conflicts: [
    { field: 'options.modern.name', rulebook: 'Modern', community: 'Modernised' },
    { field: 'options.square-of-pikemen.name', rulebook: 'Square of pikemen', community: 'Field Square' },
  ],
};

/** Rulebook: Unit Profiles > Companies > Musketeer Company. */
export const MUSKETEER_COMPANY: UnitProfile = {
  id: 'musketeer-company',
  name: 'Musketeer Company',
  category: 'company',
  book: 'core',
  values: values(5, 2, 3, 3, 3, 2),
  defence: defence(3, 3, 4, 4),
  weapons: ['musket'],
  rules: ['light'],
  points: 60,
  source: 'rulebook',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('skirmishers', 'Skirmishers', 10, { set: { courage: 2 }, addRules: ['skirmishers'] }),
    rulebookOption('obsolete', 'Obsolete', -10, { addWeapons: ['arquebus'], removeWeapons: ['musket'] }),
    rulebookOption('mercenaries', 'Mercenaries', -5, { addRules: ['mercenaries'] }),
    rulebookOption('brigade', 'Brigade', 0, {
      addRules: ['brigade'],
      factions: ['swedish-empire'],
      note: 'Printed with the Swedish flag.',
    }),
    rulebookOption('dense-formation', 'Dense formation', 20, { set: { shoot: 4, stamina: 3 }, removeRules: ['light'] }),
  ],
  conflicts: [
    {
      field: 'weapons',
      rulebook: 'Muskets (60 points; arquebuses are the Obsolete option, -10)',
      community: 'Arquebus (the "Shot Company", 50 points, Musketeers option +10)',
    },
    { field: 'options.skirmishers.points', rulebook: '+10', community: '-10' },
    { field: 'options.brigade.points', rulebook: '+0', community: '+5' },
  ],
  note: 'The community transcription calls this unit "Shot Company" and builds it from arquebuses; the printed card is kept. In a cavalry regiment it has the Commanded Shot rule free of charge (Rulebook: The Army > Cavalry Regiment).',
};

/** Rulebook: Unit Profiles > Cavalry Units > Arquebusiers on horseback. */
export const ARQUEBUSIERS_ON_HORSEBACK: UnitProfile = {
  id: 'arquebusiers-on-horseback',
  name: 'Arquebusiers on horseback',
  category: 'cavalry',
  book: 'core',
  values: values(8, 3, 3, 3, 3, 3),
  defence: defence(4, 3, 3, 3),
  weapons: ['arquebus'],
  rules: ['caracole'],
  points: 65,
  source: 'rulebook',
  options: [
    rulebookOption('dense-formation', 'Dense formation', 20, {
      set: { shoot: 4, stamina: 4 },
      factions: ['holy-roman-empire', 'german-protestant'],
      factionsSource: 'community',
      note: "The restriction to the Empire and the German Protestants is the community transcription's (flag icons lost).",
    }),
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
    rulebookOption('crossbows', 'Crossbows', 0, {
      addWeapons: ['crossbow'],
      removeWeapons: ['arquebus'],
      removeRules: ['caracole'],
    }),
  ],
  conflicts: [{ field: 'defence.ball', rulebook: '3', community: '4' }],
};

/**
 * Rulebook: Unit Profiles > Dragoons (Adaptation) > Dragoons, mounted. The dismounted card's row is cut off
 * after its Mvt (4), so it is not given here (see docs/rulings/tercios.md).
 */
export const DRAGOONS_MOUNTED: UnitProfile = {
  id: 'dragoons-mounted',
  name: 'Dragoons, mounted',
  category: 'cavalry',
  book: 'core',
  values: values(8, 3, 0, 3, 2, 2),
  defence: defence(4, 3, 3, 4),
  weapons: ['musket'],
  rules: ['light', 'evasion', 'mobility'],
  points: 70,
  source: 'rulebook',
  options: [
    rulebookOption('veteran', 'Veteran', 10, { set: { discipline: 4 } }),
    rulebookOption('small-unit', 'Small unit', -15, { set: { melee: 2, stamina: 2 } }),
    rulebookOption('vanguard', 'Vanguard', 5, { addRules: ['vanguard'] }),
  ],
  conflicts: [
    { field: 'values.shoot', rulebook: '0', community: '3' },
    { field: 'values.courage', rulebook: '2', community: '3' },
    { field: 'values.stamina', rulebook: '2', community: '3' },
    { field: 'points', rulebook: '70', community: '75' },
    { field: 'rules', rulebook: 'Light, Evasion, Mobility', community: 'Mobility, Evasion, Pursuit, Dragoon, Light' },
  ],
  note: 'Printed as the mounted card of the Dragoons adaptation. The printed Rules column does not list Dragoon; the rule text ("Dragoon: units with this rule fire only with a Fire! order") applies to dragoons by name, so the rules layer gives it to dragoons (see docs/rulings/tercios.md).',
};

/** Rulebook: Unit Profiles > Artillery > Light Artillery. Mvt 2/6 = unhitched/hitched (Horse Teams). */
export const LIGHT_ARTILLERY: UnitProfile = {
  id: 'light-artillery',
  name: 'Light Artillery',
  category: 'artillery',
  book: 'core',
  values: values([2, 6], 2, 1, 3, 2, 1),
  defence: defence(3, 3, 5, 5),
  weapons: ['light-gun'],
  rules: [],
  points: 60,
  source: 'rulebook',
  options: [
    rulebookOption('veteran', 'Veteran', 5, { set: { discipline: 4 } }),
    rulebookOption('great-battery', 'Great battery', 35, {
      set: { shoot: 2, stamina: 2 },
      incompatibleWith: ['regimental-gun'],
    }),
    rulebookOption('regimental-gun', 'Regimental gun', 15, {
      addRules: ['regimental-gun'],
      incompatibleWith: ['great-battery'],
    }),
    rulebookOption('leather-guns', 'Leather guns', -5, { addRules: ['experimental'] }),
    rulebookOption('horse-team', 'Horse team', 5, { addRules: ['horse-team'] }),
  ],
  conflicts: [
    {
      field: 'values.speed',
      rulebook: '2/6 (printed on the card)',
      community: '2, shown as 2/6 only with the Carthorses option',
    },
  ],
  note: 'The card prints Mvt 2/6; the second value is only usable hitched, which needs the Horse team option (Rulebook: The Troops > Horse Teams).',
};

/** The five complete rows of the rulebook, in printed order. */
export const RULEBOOK_PROFILES: readonly UnitProfile[] = [
  TERCIO,
  MUSKETEER_COMPANY,
  ARQUEBUSIERS_ON_HORSEBACK,
  DRAGOONS_MOUNTED,
  LIGHT_ARTILLERY,
];
