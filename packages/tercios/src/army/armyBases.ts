import type { RegimentType } from './ArmyFile.js';

/** How many regiments of each kind an army base allows, and whether it may take an Elite unit. */
export interface ArmyBase {
  readonly id: 'standard' | 'battle-group' | 'cavalry';
  /** The heading in the rulebook. */
  readonly name: string;
  readonly regiments: Readonly<Record<RegimentType, { readonly min: number; readonly max: number }>>;
  readonly elite: { readonly min: 0; readonly max: 0 | 1 };
}

/** Rulebook: The Army > Standard / Battle Group / Cavalry Army Base (diagrams, pages 40-42 of the source). */
export const ARMY_BASES: Readonly<Record<ArmyBase['id'], ArmyBase>> = {
  standard: {
    id: 'standard',
    name: 'Standard Army Base',
    regiments: {
      'infantry-regiment': { min: 1, max: 4 },
      'cavalry-regiment': { min: 0, max: 3 },
      'artillery-battery': { min: 0, max: 2 },
      'battle-group': { min: 0, max: 1 },
    },
    elite: { min: 0, max: 1 },
  },
  'battle-group': {
    id: 'battle-group',
    name: 'Battle Group Army Base',
    regiments: {
      'battle-group': { min: 2, max: 6 },
      'cavalry-regiment': { min: 0, max: 3 },
      'artillery-battery': { min: 0, max: 1 },
      'infantry-regiment': { min: 0, max: 2 },
    },
    elite: { min: 0, max: 0 },
  },
  cavalry: {
    id: 'cavalry',
    name: 'Cavalry Army Base',
    regiments: {
      'cavalry-regiment': { min: 2, max: 6 },
      'battle-group': { min: 0, max: 2 },
      'infantry-regiment': { min: 0, max: 2 },
      'artillery-battery': { min: 0, max: 1 },
    },
    elite: { min: 0, max: 1 },
  },
};

/** Brevis Editio: "An army takes 1-3 Foot Regiments, 0-3 Horse Regiments, 0-2 Artillery Batteries and 0-1 Battle Group." */
export const BREVIS_ARMY: Readonly<Record<RegimentType, { readonly min: number; readonly max: number }>> = {
  'infantry-regiment': { min: 1, max: 3 },
  'cavalry-regiment': { min: 0, max: 3 },
  'artillery-battery': { min: 0, max: 2 },
  'battle-group': { min: 0, max: 1 },
};

/** Regiment kind names in each edition's words. */
export const REGIMENT_NAMES: Readonly<Record<'liber-militum' | 'brevis', Readonly<Record<RegimentType, string>>>> = {
  'liber-militum': {
    'infantry-regiment': 'Infantry regiment',
    'cavalry-regiment': 'Cavalry regiment',
    'artillery-battery': 'Artillery battery',
    'battle-group': 'Battle group',
  },
  brevis: {
    'infantry-regiment': 'Foot Regiment',
    'cavalry-regiment': 'Horse Regiment',
    'artillery-battery': 'Artillery Battery',
    'battle-group': 'Battle Group',
  },
};

/**
 * The weapon and troop rules Brevis Editio prints (ruling brevis-card-rules): "Weapon rules: Pikes, Halberds,
 * Firearms" (firearms: the light fire weapons that are arms of fire and the guns, as the ruling Fire! reaction with
 * guns reads Brevis's word); "Field Squares ...; Light ...; Large ...; Brigade ...; Extended Arc ...; Dragoons ...";
 * "Horse gets Mobility, Evasion and Pursuit; artillery gets Crew Defence and No Escape"; Caracole. Troop rule ids
 * are canonical (`normaliseRuleId`: Dense is Large).
 */
export const BREVIS_RULES: { readonly weapons: ReadonlySet<string>; readonly troopRules: ReadonlySet<string> } = {
  weapons: new Set([
    'pikes',
    'halberds',
    'pistols',
    'arquebus',
    'musket',
    'arquebus-musket',
    'flintlock',
    'light-gun',
    'medium-gun',
    'heavy-gun',
  ]),
  troopRules: new Set([
    'square',
    'light',
    'large',
    'brigade',
    'extended-arc',
    'dragoon',
    'mobility',
    'evasion',
    'pursuit',
    'caracole',
    'crew-defence',
    'no-escape',
  ]),
};
