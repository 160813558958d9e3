/**
 * The special-rule ids used in profiles, with the rulebook's name and where it is defined. The mechanics
 * own the effects; this list is the vocabulary the data may use (a test checks every profile against it).
 */
export const SPECIAL_RULES = {
  skirmishers: 'Skirmishers (The Troops > Infantry)',
  square: 'Square (The Troops > Infantry)',
  light: 'Light (The Troops > Infantry)',
  dense: 'Large (Dense) (The Troops > Infantry); "Large" in Brevis Editio',
  elite: 'Elite (The Troops > Infantry)',
  brigade: 'Brigade (The Troops > Infantry)',
  mobility: 'Mobility (The Troops > Cavalry)',
  evasion: 'Evasion (The Troops > Cavalry)',
  pursuit: 'Pursuit (The Troops > Cavalry)',
  'extended-arc-of-fire': 'Extended Arc of Fire (The Troops > Cavalry)',
  caracole: 'Caracole (The Troops > Cavalry)',
  dragoon: 'Dragoon (The Troops > Cavalry)',
  impetuous: 'Impetuous (The Troops > Cavalry)',
  'integral-command': 'Integral Command (The Troops > Artillery)',
  'crew-defence': 'Crew Defence (The Troops > Artillery)',
  'no-escape': 'No Escape (The Troops > Artillery)',
  'horse-team': 'Horse Teams (The Troops > Artillery)',
  experimental: 'Experimental (The Troops > Artillery)',
  allies: 'Allies (The Troops > Rules from "Kingdoms")',
  ambush: 'Ambush (The Troops > Rules from "Kingdoms")',
  frenzied: 'Frenzied (The Troops > Rules from "Kingdoms")',
  'heavy-cavalry': 'Heavy Cavalry (The Troops > Rules from "Kingdoms")',
  harasser: 'Harasser (The Troops > Rules from "Kingdoms")',
  horde: 'Horde (The Troops > Rules from "Kingdoms")',
  'forlorn-hope': 'Forlorn Hope (The Troops > Adaptations)',
  'open-order': 'Open Order (named in Forlorn Hope; "Dispersion" on some cards; no text)',
  mercenaries: 'Mercenaries (named on cards; text only in the community glossary)',
  vanguard: 'Vanguard (named on cards; no text)',
  'commanded-shot': 'Commanded Shot (The Army > Cavalry Regiment; text only in the community glossary)',
  'regimental-gun': 'Regimental gun (Light Artillery option; no text)',
  mortar: 'Mortar (artillery option; no text)',
  fortified: 'Fortified (artillery option; Terrain > Protected)',
  choragiew: 'Choragiew (community data; no text)',
  'mobile-fortress': 'Mobile Fortress (community data; no text)',
  'super-heavy-gun': 'Super Heavy Gun (community data; no text)',
} as const satisfies Record<string, string>;

/** A special-rule id. */
export type SpecialRuleId = keyof typeof SPECIAL_RULES;

/** The weapon ids used in profiles, with the rulebook's name (Armament). */
export const WEAPONS = {
  pikes: 'Pikes',
  swordsmen: 'Swordsmen',
  halberds: 'Halberds',
  'two-handed-swords': 'Two-handed swords',
  lances: 'Lances',
  'heavy-lances': 'Heavy lances',
  arquebus: 'Arquebus (8")',
  musket: 'Musket (12")',
  'arquebus-musket': 'Arquebus/Musket (Shoot "a/b": a up to 8", b from 8" to 12")',
  pistols: 'Pistols (4", Brevis Editio)',
  bow: 'Bow (12")',
  crossbow: 'Crossbow (12")',
  'light-gun': 'Light gun (18")',
  'medium-gun': 'Medium gun (24")',
  'heavy-gun': 'Heavy gun (36")',
  flintlock: 'Flintlock (community data; no text)',
  bardiches: 'Bardiches (community data; no text)',
  grenades: 'Grenades (community data; no text)',
  javelin: 'Javelin (community data; no text)',
} as const satisfies Record<string, string>;

/** A weapon id. */
export type WeaponId = keyof typeof WEAPONS;
