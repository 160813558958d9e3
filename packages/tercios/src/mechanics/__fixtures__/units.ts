import type { TerciosUnit } from '../../values/TerciosUnit.js';

// Test units copied from the complete rulebook rows (The Army > Unit Profiles), so the mechanics' tests do
// not depend on the data catalogue.

/** Tercio: Mvt 4, Melee 4, Shoot 3/2, Disc 5, Courage 4, Stamina 5; Def 4/5/4/3; Pikes, Arquebuses/Muskets; Dense. */
export const TERCIO: TerciosUnit = {
  name: 'Tercio',
  category: 'infantry',
  values: { speed: 4, melee: 4, shoot: [3, 2], discipline: 5, courage: 4, stamina: 5 },
  defence: { infantry: 4, cavalry: 5, salvo: 4, ball: 3 },
  weapons: ['pikes', 'arquebus-musket'],
  rules: ['dense'],
};

/** Musketeer Company: 5, 2, 3, 3, 3, 2; Def 3/3/4/4; Muskets; Light. */
export const MUSKETEERS: TerciosUnit = {
  name: 'Musketeer Company',
  category: 'company',
  values: { speed: 5, melee: 2, shoot: 3, discipline: 3, courage: 3, stamina: 2 },
  defence: { infantry: 3, cavalry: 3, salvo: 4, ball: 4 },
  weapons: ['musket'],
  rules: ['light'],
};

/** Arquebusiers on horseback: 8, 3, 3, 3, 3, 3; Def 4/3/3/3; Arquebuses; Caracole. */
export const HORSE_ARQUEBUSIERS: TerciosUnit = {
  name: 'Arquebusiers on horseback',
  category: 'cavalry',
  values: { speed: 8, melee: 3, shoot: 3, discipline: 3, courage: 3, stamina: 3 },
  defence: { infantry: 4, cavalry: 3, salvo: 3, ball: 3 },
  weapons: ['arquebus'],
  rules: ['caracole'],
};

/** Dragoons, mounted: 8, 3, 0, 3, 2, 2; Def 4/3/3/4; Muskets; Light, Evasion, Mobility. */
export const DRAGOONS: TerciosUnit = {
  name: 'Dragoons, mounted',
  category: 'cavalry',
  values: { speed: 8, melee: 3, shoot: 0, discipline: 3, courage: 2, stamina: 2 },
  defence: { infantry: 4, cavalry: 3, salvo: 3, ball: 4 },
  weapons: ['musket'],
  rules: ['light', 'evasion', 'mobility', 'dragoon'],
};

/** Light Artillery: 2/6, 2, 1, 3, 2, 1; Def 3/3/5/5; Light gun. */
export const LIGHT_ARTILLERY: TerciosUnit = {
  name: 'Light Artillery',
  category: 'artillery',
  values: { speed: [2, 6], melee: 2, shoot: 1, discipline: 3, courage: 2, stamina: 1 },
  defence: { infantry: 3, cavalry: 3, salvo: 5, ball: 5 },
  weapons: ['light-gun'],
  rules: [],
};
