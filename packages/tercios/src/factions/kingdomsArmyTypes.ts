import type { RegimentType } from '../army/ArmyFile.js';

/** A count range. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/** How one Kingdoms regiment is built: its main units, its companies, and which types each may be. */
export interface KingdomsRegiment {
  /** Battalions (foot), cavalry units (horse), guns (battery); companies for a battle group. */
  readonly units: Range;
  /** Companies beside the main units (0 for a battle group, whose units are the companies). */
  readonly companies: Range;
  /** Companies allowed in this regiment, when narrower than the side's companies. */
  readonly companyIds?: readonly string[];
  /** Battalions a battle group may also take (Russian Battle Group: 0-1 Streltsi). */
  readonly battalionIds?: readonly string[];
  readonly battalions?: Range;
}

/** The army-wide constraints of a Kingdoms army type, each checked by `validateArmy`. */
export type KingdomsConstraint =
  | { readonly id: 'requires-unit-regiment'; readonly unit: string; readonly text: string }
  | { readonly id: 'cavalry-at-least-others'; readonly text: string }
  | { readonly id: 'cavalry-more-than-battle-groups'; readonly text: string }
  | { readonly id: 'artillery-requires-foot'; readonly text: string }
  | { readonly id: 'batteries-at-most-foot'; readonly text: string }
  | { readonly id: 'at-most-one-regiment-with'; readonly unit: string; readonly text: string }
  | { readonly id: 'east-regiments-at-most'; readonly max: number; readonly text: string }
  | { readonly id: 'east-regiments-at-most-other-cavalry'; readonly text: string }
  | {
      readonly id: 'special-battle-groups-at-most';
      readonly companies: readonly string[];
      readonly max: number;
      readonly text: string;
    };

/**
 * A Kingdoms army type (Polish-Lithuanian, Balkan, Russian, Ottoman, Eastern Riders). The rulebook text has none
 * of them: they are the community transcription's (tercios-community-profiles.md 2c, sources S3 and S4), so
 * every one is `source: 'community'`.
 */
export interface KingdomsArmyType {
  readonly id: 'polish-lithuanian' | 'balkan' | 'russian' | 'ottoman' | 'eastern-riders';
  readonly name: string;
  readonly source: 'community';
  /** Regiments per kind. Dragoons regiments (cavalry regiments of dragoons) are counted apart. */
  readonly regiments: Readonly<Record<RegimentType | 'dragoons', Range>>;
  /** Regiment building per kind; `east` is the East Cavalry Regiment (Cossacks, Tatars). */
  readonly regiment: Readonly<Partial<Record<RegimentType, KingdomsRegiment>>> & { readonly east?: KingdomsRegiment };
  /** Cavalry unit types that make a cavalry regiment an East Cavalry Regiment. */
  readonly eastCavalry: readonly string[];
  /** Whether the army has the Horde rule: always, only without a foot regiment, or never. */
  readonly horde: 'always' | 'without-foot' | 'never';
  readonly constraints: readonly KingdomsConstraint[];
  /** The community text the type was read from. */
  readonly text: string;
}

const EAST_CAVALRY = ['cossacks', 'tatars'];
/** Community 2c: "East Cavalry Regiment 2-6 (Cossacks/Tartars as allowed by faction)"; no companies are listed. */
const EAST_REGIMENT: KingdomsRegiment = { units: { min: 2, max: 6 }, companies: { min: 0, max: 0 } };
/** Ruling kingdoms-battle-groups: "battle groups 1-2 to 4 companies" is read as the rulebook's 2-4 companies. */
const BATTLE_GROUP: KingdomsRegiment = { units: { min: 2, max: 4 }, companies: { min: 0, max: 0 } };
/** The rulebook's artillery battery ruling (1 gun, 0-2 companies) for every Kingdoms side. */
const BATTERY: KingdomsRegiment = { units: { min: 1, max: 1 }, companies: { min: 0, max: 2 } };
/** Community 2c: "Dragoons Regiment 1-2 Dragoons, no companies". */
export const DRAGOONS_REGIMENT: KingdomsRegiment = { units: { min: 1, max: 2 }, companies: { min: 0, max: 0 } };

/** The five Kingdoms army types of the community file. */
export const KINGDOMS_ARMY_TYPES: Readonly<Record<KingdomsArmyType['id'], KingdomsArmyType>> = {
  'polish-lithuanian': {
    id: 'polish-lithuanian',
    name: 'Polish-Lithuanian army',
    source: 'community',
    regiments: {
      'infantry-regiment': { min: 0, max: 2 },
      'cavalry-regiment': { min: 2, max: 6 },
      'artillery-battery': { min: 0, max: 1 },
      'battle-group': { min: 0, max: 2 },
      dragoons: { min: 0, max: 1 },
    },
    regiment: {
      'infantry-regiment': {
        units: { min: 1, max: 4 },
        companies: { min: 0, max: 1 },
        companyIds: ['musketeer-company', 'pikemen-company', 'combat-company'],
      },
      'cavalry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 } },
      'artillery-battery': BATTERY,
      'battle-group': BATTLE_GROUP,
      east: EAST_REGIMENT,
    },
    eastCavalry: EAST_CAVALRY,
    horde: 'never',
    constraints: [
      {
        id: 'special-battle-groups-at-most',
        companies: ['haiduks'],
        max: 1,
        text: 'Poland may use a Haiduk battle group',
      },
      { id: 'requires-unit-regiment', unit: 'heavy-hussars', text: 'at least one Heavy Hussar regiment' },
      { id: 'cavalry-at-least-others', text: 'cavalry regiments >= all others combined' },
      {
        id: 'east-regiments-at-most',
        max: 1,
        text: 'may swap a Polish-Lithuanian cavalry regiment for an East regiment of Cossacks',
      },
    ],
    text: 'Polish-Lithuanian (Foot 0-2, Cavalry 2-6, Artillery 0-1, Battle Group 0-2, Dragoons 0-1); Polish-Lithuanian Foot 1-4 (Battalion, Levies) + 0-1 company; Polish-Lithuanian Cavalry 1-4 (Heavy Hussar, Lisowczycy)',
  },
  balkan: {
    id: 'balkan',
    name: 'Balkan army',
    source: 'community',
    regiments: {
      'infantry-regiment': { min: 0, max: 1 },
      'cavalry-regiment': { min: 1, max: 6 },
      'artillery-battery': { min: 0, max: 2 },
      'battle-group': { min: 0, max: 3 },
      dragoons: { min: 0, max: 1 },
    },
    regiment: {
      'infantry-regiment': { units: { min: 1, max: 3 }, companies: { min: 0, max: 2 } },
      'cavalry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 } },
      'artillery-battery': BATTERY,
      'battle-group': BATTLE_GROUP,
    },
    eastCavalry: [],
    horde: 'without-foot',
    constraints: [
      { id: 'artillery-requires-foot', text: 'artillery requires the foot regiment' },
      { id: 'at-most-one-regiment-with', unit: 'boyars', text: 'only one cavalry regiment with Boyars' },
    ],
    text: 'Balkan - Croatia, Hungary (Foot 0-1, Cavalry 1-6, Artillery 0-2, Battle Groups 0-3, Dragoons 0-1); Balkan Foot 1-3 (Battalion) + 0-2 companies incl. Haiduks; Balkan Cavalry 1-4 (Light Hussar, Boyars)',
  },
  russian: {
    id: 'russian',
    name: 'Russian army',
    source: 'community',
    regiments: {
      'infantry-regiment': { min: 1, max: 6 },
      'cavalry-regiment': { min: 0, max: 3 },
      'artillery-battery': { min: 0, max: 3 },
      'battle-group': { min: 0, max: 2 },
      dragoons: { min: 0, max: 1 },
    },
    regiment: {
      // Ruling kingdoms-regiments: the Russian Foot lists no companies; the rulebook's 0-2 are kept.
      'infantry-regiment': { units: { min: 2, max: 6 }, companies: { min: 0, max: 2 } },
      'cavalry-regiment': { units: { min: 1, max: 3 }, companies: { min: 0, max: 2 } },
      'artillery-battery': BATTERY,
      'battle-group': { ...BATTLE_GROUP, battalionIds: ['streltsi'], battalions: { min: 0, max: 1 } },
      east: EAST_REGIMENT,
    },
    eastCavalry: EAST_CAVALRY,
    horde: 'never',
    constraints: [
      { id: 'batteries-at-most-foot', text: 'no more batteries than foot regiments' },
      { id: 'east-regiments-at-most-other-cavalry', text: 'Cossack regiments <= other horse regiments' },
    ],
    text: 'Russian (Foot 1-6, Cavalry 0-3, Artillery 0-3, Battle Group 0-2, Dragoons 0-1); Russian Foot 2-6 (Battalion, Levies, Streltsi); Russian Cavalry 1-3 (Reitar, Boyars); Russian Battle Group 0-1 Streltsi + 2-4 companies',
  },
  ottoman: {
    id: 'ottoman',
    name: 'Ottoman army',
    source: 'community',
    regiments: {
      'infantry-regiment': { min: 1, max: 4 },
      'cavalry-regiment': { min: 1, max: 4 },
      'artillery-battery': { min: 0, max: 2 },
      'battle-group': { min: 0, max: 2 },
      dragoons: { min: 0, max: 1 },
    },
    regiment: {
      'infantry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 }, companyIds: ['bashi-bazouk'] },
      'cavalry-regiment': { units: { min: 1, max: 4 }, companies: { min: 0, max: 2 } },
      'artillery-battery': BATTERY,
      'battle-group': BATTLE_GROUP,
    },
    eastCavalry: [],
    horde: 'never',
    constraints: [
      {
        id: 'special-battle-groups-at-most',
        companies: ['armatoles'],
        max: 1,
        text: 'the Ottomans may swap their battle group for an Armatoles battle group',
      },
    ],
    text: 'Ottoman (Foot 1-4, Cavalry 1-4, Artillery 0-2, Battle Group 0-2, Dragoons 0-1); Ottoman Foot 1-4 (Janissaries) + 0-2 Bashi-Bazouk; Ottoman Cavalry 1-4 (Sipahi, Akinci)',
  },
  'eastern-riders': {
    id: 'eastern-riders',
    name: 'Eastern Riders army',
    source: 'community',
    regiments: {
      'infantry-regiment': { min: 0, max: 0 },
      'cavalry-regiment': { min: 2, max: 8 },
      'artillery-battery': { min: 0, max: 0 },
      'battle-group': { min: 0, max: 2 },
      dragoons: { min: 0, max: 0 },
    },
    regiment: { 'battle-group': BATTLE_GROUP, east: EAST_REGIMENT },
    eastCavalry: EAST_CAVALRY,
    horde: 'always',
    constraints: [{ id: 'cavalry-more-than-battle-groups', text: 'more cavalry regiments than battle groups' }],
    text: 'Eastern Riders - Cossacks, Tartars (East Cavalry 2-8, Eastern Battle Group 0-2; more cavalry regiments than battle groups; Horde rule; one Host choice for the whole army)',
  },
};
