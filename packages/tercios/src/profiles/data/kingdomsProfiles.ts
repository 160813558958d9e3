import type { UnitCategory, UnitOption, UnitProfile, UnitValues, UnitDefence } from '../UnitProfile.js';
import { communityOption as co, defence, rulebookOption as ro, values } from './build.js';

// Units of the Kingdoms expansion, from the community transcription (tercios-community-profiles.md, tables
// 2 and 2b). Their book attribution is inferred by the community file (UNCERTAIN). Lisowczycy, Light Hussars,
// Cossacks and Tatars have their option lists printed in the rulebook, which are used; the others carry the
// community options. Whether the foot units below are battalions or companies is read from the community
// regiment definitions (2c), hence `category` is listed as uncertain for the companies.

function kingdoms(
  id: string,
  name: string,
  category: UnitCategory,
  v: UnitValues,
  d: UnitDefence,
  weapons: string[],
  rules: string[],
  points: number,
  options: UnitOption[],
  extras: Pick<UnitProfile, 'uncertain' | 'note' | 'conflicts'> = {},
): UnitProfile {
  const uncertain = ['book', ...(extras.uncertain ?? [])];
  return { id, name, category, book: 'kingdoms', values: v, defence: d, weapons, rules, points, options, source: 'community', ...extras, uncertain };
}

const RUSSIA = ['russia'];
const POLAND = ['poland-lithuania'];
const RUSSIA_POLAND = ['russia', 'poland-lithuania'];

/** The Kingdoms units of the community file. */
export const KINGDOMS_PROFILES: readonly UnitProfile[] = [
  kingdoms('kingdoms-battalion', 'Battalion (Kingdoms)', 'infantry', values(4, 4, [3, 2], 3, 4, 4), defence(4, 5, 4, 3), ['pikes', 'arquebus-musket'], [], 100, [
    co('raw', 'Raw', -15, { set: { courage: 3 } }),
    co('greatswords', 'Greatswords', 5, { addWeapons: ['two-handed-swords'] }),
    co('mercenaries', 'Mercenaries', -10, { addRules: ['mercenaries'] }),
    co('large-unit', 'Large unit', 20, { set: { stamina: 5 }, addRules: ['dense'], factions: RUSSIA_POLAND }),
    co('modernized', 'Modernized', 20, { set: { shoot: 4 }, addWeapons: ['musket'], removeWeapons: ['arquebus-musket'], factions: RUSSIA_POLAND }),
    co('bardiches', 'Bardiches', 5, { addWeapons: ['bardiches'], factions: RUSSIA }),
    co('german-mercenaries', 'German Mercenaries', 0, { set: { discipline: 4 }, addRules: ['mercenaries'], factions: POLAND }),
  ], { note: 'The community source lists a "+Halberdiers" option without defining it; it is left out.' }),
  kingdoms('levies', 'Levies', 'infantry', values(4, 2, 2, 2, 3, 4), defence(4, 4, 4, 3), ['pikes', 'arquebus'], [], 50, [
    co('mob', 'Mob', 10, { set: { melee: 3 }, addRules: ['impetuous'] }),
    co('well-equipped', 'Well Equipped', 5, { addWeapons: ['musket'], removeWeapons: ['arquebus'], incompatibleWith: ['outdated'] }),
    co('outdated', 'Outdated', 0, { addWeapons: ['crossbow'], removeWeapons: ['arquebus'], incompatibleWith: ['well-equipped'] }),
    co('no-pikes', 'No pikes', -5, { removeWeapons: ['pikes'] }),
    co('large-unit', 'Large unit', 15, { set: { stamina: 5 }, factions: RUSSIA_POLAND }),
    co('gulyay-gorod', 'Gulyay-Gorod', 25, { set: { courage: 4 }, addRules: ['mobile-fortress'], factions: RUSSIA }),
    co('obedients', 'Obedients', 10, { set: { discipline: 3 }, factions: RUSSIA_POLAND }),
    co('bardiches', 'Bardiches', 5, { addWeapons: ['bardiches'], factions: RUSSIA }),
    co('pospolite-ruszenie', 'Pospolite Ruszenie', 25, { set: { melee: 3, courage: 4 }, factions: POLAND }),
    co('tabor', 'Tabor', 15, { addRules: ['mobile-fortress'], factions: POLAND }),
  ]),
  kingdoms('haiduks', 'Haiduks', 'company', values(5, 3, 3, 3, 3, 3), defence(3, 3, 4, 4), ['musket'], ['light', 'ambush'], 70, [
    co('veterans', 'Veterans', 10, { set: { discipline: 3 }, addRules: ['vanguard'] }),
    co('poorly-equipped', 'Poorly Equipped', -10, { addWeapons: ['arquebus'], removeWeapons: ['musket'], incompatibleWith: ['well-equipped'] }),
    co('scarce-unit', 'Scarce Unit', -10, { set: { melee: 2, stamina: 2 } }),
    co('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
    co('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
    co('well-equipped', 'Well Equipped', 10, { addWeapons: ['flintlock'], removeWeapons: ['musket'], factions: POLAND, incompatibleWith: ['poorly-equipped'] }),
  ], { uncertain: ['category'] }),
  kingdoms('heavy-hussars', 'Heavy Hussars', 'cavalry', values(7, 4, 0, 4, 4, 3), defence(4, 4, 4, 4), ['lances'], ['choragiew'], 115, [
    co('large-unit', 'Large unit', 15, { set: { stamina: 4 } }),
    co('husarska', 'Husarska', 25, { set: { courage: 5 }, addWeapons: ['heavy-lances'] }),
    co('pancerna', 'Pancerna', 10, { set: { melee: 5 }, addRules: ['heavy-cavalry'], removeRules: ['mobility'] }),
    co('petyhorcy', 'Petyhorcy', 20, { set: { melee: 5 }, addWeapons: ['heavy-lances'] }),
    co('lekka', 'Lekka', 5, { set: { speed: 8, shoot: 2 }, addWeapons: ['pistols'], removeWeapons: ['lances'] }),
  ]),
  kingdoms('lisowczycy', 'Lisowczycy', 'cavalry', values(8, 3, 2, 2, 3, 2), defence(4, 3, 4, 5), ['bow'], ['light', 'extended-arc-of-fire', 'frenzied'], 55, [
    ro('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
    ro('arquebus', 'Arquebus', 5, { addWeapons: ['arquebus'] }),
  ]),
  kingdoms('streltsi', 'Streltsi', 'infantry', values(5, 4, 3, 4, 4, 3), defence(4, 4, 4, 4), ['bardiches', 'arquebus'], [], 100, [
    co('large-sotnia', 'Large Sotnia', 0, { set: { discipline: 3, stamina: 4 } }),
    co('gulyay-gorod', 'Gulyay-Gorod', 10, { addRules: ['mobile-fortress'] }),
    co('modernized', 'Modernized', 10, { addWeapons: ['musket'], removeWeapons: ['arquebus'] }),
    co('pikes', 'Pikes', 5, { addWeapons: ['pikes'] }),
  ]),
  kingdoms('boyars', 'Boyars', 'cavalry', values(6, 3, 0, 3, 4, 3), defence(4, 4, 3, 4), ['lances'], ['heavy-cavalry'], 70, [
    co('archers', 'Archers', 5, { set: { shoot: 2 }, addWeapons: ['bow'], incompatibleWith: ['shooters', 'shooters-large'] }),
    co('shooters', 'Shooters', 5, { set: { shoot: 2 }, addWeapons: ['arquebus'], incompatibleWith: ['archers', 'shooters-large'] }),
    co('lancers', 'Lancers', 5, { addWeapons: ['heavy-lances'] }),
    co('large-unit', 'Large unit', 25, { set: { stamina: 4, courage: 4 }, factions: ['hungary', 'russia'], uncertain: ['factions'] }),
    co('shooters-large', 'Shooters, large', 5, { set: { shoot: 3 }, addWeapons: ['arquebus'], requires: ['large-unit'], incompatibleWith: ['archers', 'shooters'] }),
    co('inozemskii', 'Inozemskii', 0, { set: { discipline: 4 }, addRules: ['mercenaries'], factions: RUSSIA, uncertain: ['factions'] }),
    co('siculi', 'Siculi', 15, { set: { discipline: 4, speed: 7 }, factions: ['hungary'], uncertain: ['factions'] }),
    co('hussar-boyars', 'Hussar Boyars', 10, { set: { speed: 7 }, addRules: ['mobility'], removeRules: ['heavy-cavalry'], factions: ['croatia', 'hungary'], uncertain: ['factions'] }),
  ]),
  kingdoms('reitar', 'Reitar', 'cavalry', values(7, 3, 3, 3, 3, 3), defence(4, 4, 3, 4), ['pistols'], ['mercenaries', 'caracole'], 70, [
    co('large-unit', 'Large unit', 25, { set: { stamina: 4, melee: 4 } }),
    co('arquebus', 'Arquebus', 5, { addWeapons: ['arquebus'] }),
  ]),
  kingdoms('super-heavy-artillery', 'Super Heavy Artillery', 'artillery', values(0, 2, 1, 3, 2, 1), defence(3, 3, 5, 5), [], ['super-heavy-gun'], 95, [], {
    uncertain: ['weapons'],
    note: 'The community source lists no weapon, only the Super Heavy Gun rule, whose text is missing.',
  }),
  kingdoms('janissaries', 'Janissaries', 'infantry', values(5, 3, 3, 3, 3, 4), defence(4, 4, 4, 4), ['arquebus'], [], 70, [
    co('modernized', 'Modernized', 15, { addWeapons: ['musket'], removeWeapons: ['arquebus'] }),
    co('halberds', 'Halberds', 5, { addWeapons: ['halberds'] }),
    co('pikes', 'Pikes', 5, { addWeapons: ['pikes'] }),
    co('grenades', 'Grenades', 5, { addWeapons: ['grenades'] }),
    co('cemaat', 'Cemaat', 15, { set: { courage: 4 }, addRules: ['vanguard'] }),
    co('beuluks', 'Beuluks', 20, { set: { discipline: 4, melee: 4 } }),
    co('sekban', 'Sekban', 10, { set: { shoot: 4 }, addRules: ['dense', 'mercenaries'] }),
    co('acemi', 'Acemi', -10, { set: { shoot: 2, discipline: 2 } }),
  ]),
  kingdoms('bashi-bazouk', 'Bashi-Bazouk', 'company', values(5, 2, 3, 2, 2, 2), defence(3, 3, 4, 4), ['arquebus'], ['skirmishers', 'open-order', 'mercenaries'], 40, [
    co('modernized', 'Modernized', 10, { addWeapons: ['musket'], removeWeapons: ['arquebus'] }),
    co('delibas', 'Delibas', 5, { set: { melee: 3 }, addRules: ['frenzied'] }),
    co('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
    co('grenades', 'Grenades', 5, { addWeapons: ['grenades'] }),
  ], { uncertain: ['category'] }),
  kingdoms('azapes', 'Azapes', 'company', values(6, 3, 3, 2, 3, 2), defence(3, 3, 4, 4), ['bow'], ['light', 'vanguard', 'extended-arc-of-fire'], 55, [
    co('modernized', 'Modernized', 0, { addWeapons: ['arquebus'], removeWeapons: ['bow'] }),
    co('scattered', 'Scattered', 5, { addRules: ['skirmishers', 'open-order'] }),
  ], { uncertain: ['category'] }),
  kingdoms('armatoles', 'Armatoles', 'company', values(5, 3, 3, 3, 3, 3), defence(3, 3, 4, 4), ['arquebus'], ['light', 'mercenaries', 'extended-arc-of-fire'], 55, [
    co('klephtopolemos', 'Klephtopolemos', 5, { addRules: ['vanguard', 'ambush'] }),
    co('scarce', 'Scarce', -10, { set: { melee: 2, stamina: 2 } }),
    co('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
  ], { uncertain: ['category'] }),
  kingdoms('sipahi', 'Sipahi', 'cavalry', values(8, 3, 2, 3, 3, 3), defence(4, 4, 3, 4), ['lances', 'bow'], [], 70, [
    co('modernized', 'Modernized', 10, { set: { shoot: 3 }, addWeapons: ['arquebus'], removeWeapons: ['bow'] }),
    co('large-unit', 'Large unit', 10, { set: { stamina: 4 }, incompatibleWith: ['garip'] }),
    co('javelineers', 'Javelineers', 5, { addRules: ['extended-arc-of-fire'], addWeapons: ['javelin'] }),
    co('timariot', 'Timariot', 5, { set: { discipline: 4 }, addRules: ['heavy-cavalry'], removeRules: ['mobility'] }),
    co('kapikulu-sipahi', 'Kapikulu Sipahi', 20, { set: { discipline: 4, melee: 4 } }),
    co('silahtar', 'Silahtar', 10, { set: { courage: 4, speed: 7 }, addRules: ['heavy-cavalry'], removeRules: ['mobility'] }),
    co('garip', 'Garip', -10, { set: { stamina: 2, speed: 9 }, addRules: ['heavy-cavalry'], removeRules: ['mobility'], incompatibleWith: ['large-unit'] }),
  ]),
  kingdoms('akinci', 'Akinci', 'cavalry', values(8, 3, 3, 2, 2, 2), defence(4, 3, 4, 5), ['bow'], ['light', 'extended-arc-of-fire', 'vanguard'], 60, [
    co('modernized', 'Modernized', 0, { addWeapons: ['arquebus'], removeWeapons: ['bow'] }),
    co('deliler', 'Deliler', 5, { set: { speed: 9 }, addRules: ['open-order', 'impetuous'] }),
    co('lances', 'Lances', 5, { addWeapons: ['lances'] }),
  ]),
  kingdoms('light-hussars', 'Light Hussars', 'cavalry', values(8, 3, 2, 2, 3, 2), defence(4, 3, 4, 5), ['pistols'], ['light', 'extended-arc-of-fire', 'mercenaries'], 45, [
    ro('regulars', 'Regulars', 10, { set: { discipline: 3 }, removeRules: ['mercenaries'] }),
    ro('archers', 'Archers', 5, { addWeapons: ['bow'], incompatibleWith: ['shooters'] }),
    ro('shooters', 'Shooters', 15, { set: { shoot: 3 }, addWeapons: ['arquebus'], addRules: ['caracole'], incompatibleWith: ['archers'] }),
    ro('lances', 'Lances', 5, { addWeapons: ['lances'] }),
    ro('scouts', 'Scouts', 10, { addRules: ['vanguard', 'open-order'], note: 'Printed "Vanguard and Dispersion"; Dispersion is read as Open Order.' }),
  ]),
  kingdoms('plastun', 'Plastun', 'company', values(6, 3, 2, 2, 3, 2), defence(3, 3, 4, 4), ['arquebus'], ['skirmishers', 'ambush'], 70, [
    co('large-plastun', 'Large Plastun', 10, { set: { shoot: 3, stamina: 3 }, removeRules: ['ambush'] }),
    co('veterans', 'Veterans', 10, { set: { discipline: 10 }, uncertain: ['set.discipline'], note: 'Discipline 10 is implausible (probably a typo in the community source).' }),
    co('tabor', 'Tabor', 10, { addRules: ['mobile-fortress'] }),
    co('well-equipped', 'Well Equipped', 10, { addWeapons: ['musket'], removeWeapons: ['arquebus'] }),
    co('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
  ], { uncertain: ['category'] }),
  kingdoms('cossacks', 'Cossacks', 'cavalry', values(8, 3, 2, 2, 3, 2), defence(4, 3, 4, 5), ['pistols'], ['light', 'open-order', 'frenzied'], 55, [
    ro('veteran', 'Veteran', 10, { set: { discipline: 3 } }),
    ro('cuirasses', 'Cuirasses', 15, { set: { courage: 4 }, removeRules: ['light'] }),
    ro('dense-unit', 'Dense unit', 10, { set: { shoot: 3, stamina: 3 }, removeRules: ['open-order'], note: 'Printed "loses Dispersion"; Dispersion is read as Open Order.' }),
    ro('mercenaries', 'Mercenaries', -5, { addRules: ['mercenaries'] }),
    ro('arquebus', 'Arquebus', 5, { addWeapons: ['arquebus'] }),
    ro('lance', 'Lance', 5, { addWeapons: ['lances'] }),
  ]),
  kingdoms('tatars', 'Tatars', 'cavalry', values(8, 3, 2, 2, 3, 2), defence(4, 3, 4, 5), ['bow'], ['light', 'open-order', 'extended-arc-of-fire', 'harasser'], 65, [
    ro('raids', 'Raids', 10, { set: { speed: 9, shoot: 3 } }),
    ro('veteran', 'Veteran', 5, { set: { discipline: 3 }, removeRules: ['mercenaries'] }),
    ro('dense-unit', 'Dense unit', 10, { set: { shoot: 3, stamina: 3 }, removeRules: ['open-order'] }),
    ro('pistols', 'Pistols', 5, { addWeapons: ['pistols'] }),
    ro('arquebus', 'Arquebus', 5, { addWeapons: ['arquebus'] }),
    ro('lance', 'Lance', 5, { addWeapons: ['lances'] }),
  ], {
    conflicts: [{ field: 'options.veteran.rules', rulebook: 'Discipline 3, loses the Mercenaries rule', community: 'Discipline 3, gains Mercenaries' }],
    note: 'The printed Veteran option "loses the Mercenaries rule", but the community profile has no Mercenaries rule to lose.',
  }),
];
