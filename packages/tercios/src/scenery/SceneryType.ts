import { z } from 'zod';

/**
 * The features a piece of scenery can combine. Rulebook: Terrain and Movement; Shooting and Terrain;
 * Terrain Effects in Combat; Brevis: "Each type combines features (Difficult, Very Difficult,
 * Impassable, Hidden, Covered, Height, Protected)". Easy is the road's (Terrain and Movement).
 */
export const TerrainFeatureSchema = z.enum([
  'difficult',
  'very-difficult',
  'impassable',
  'easy',
  'hidden',
  'cover',
  'height',
  'protected',
]);
export type TerrainFeature = z.infer<typeof TerrainFeatureSchema>;

/** The scenery types of The Battle > Scenery Points and Scenery Elements. */
export const SceneryTypeSchema = z.enum([
  'road',
  'small-hill',
  'small-copse',
  'cultivated-field',
  'hedge',
  'bridge',
  'ford',
  'small-building',
  'large-forest',
  'marsh',
  'steep-hill',
  'large-hill',
  'small-lake',
  'wall',
  'large-building',
  'rocks',
  'river',
  'large-lake',
  'town',
]);
export type SceneryType = z.infer<typeof SceneryTypeSchema>;

/** What the rules say about one scenery type: its cost in scenery points, its features and its usual size. */
export interface SceneryTypeInfo {
  readonly type: SceneryType;
  /** Rulebook: The Battle > Scenery Points (1, 2 or 3 points). */
  readonly cost: 1 | 2 | 3;
  /**
   * Features of the type. Cultivated fields and rivers have theirs rolled (see `cropland` and
   * `riverFlow`); the list here is what they have before the roll.
   */
  readonly features: readonly TerrainFeature[];
  /** Linear elements (roads, hedges, walls, rivers) are long thin strips. */
  readonly linear: boolean;
  /** Typical size in inches: diameter of an area, or length × width of a strip. */
  readonly size: { readonly length: number; readonly width: number };
  /** Needs a river on the table (bridges and fords). */
  readonly needsRiver: boolean;
  /** Buildings: the units that may occupy it (`company` for a small building, any infantry for a large one). */
  readonly occupiedBy?: 'company' | 'infantry';
  /** Where the features come from: `rulebook` or a ruling in docs/rulings/tercios.md. */
  readonly source: 'rulebook' | 'ruling';
}

const building = ['hidden', 'cover', 'protected'] as const;

/**
 * The scenery catalogue. Features printed in the rulebook are marked `rulebook`; the others (the text
 * lists the type and its cost but not its features) follow the rulings "Scenery features not printed".
 */
export const SCENERY_TYPES: Readonly<Record<SceneryType, SceneryTypeInfo>> = {
  // Rulebook: Terrain and Movement > Easy ("terrain where movement is facilitated, such as roads").
  road: {
    type: 'road',
    cost: 1,
    features: ['easy'],
    linear: true,
    size: { length: 36, width: 2 },
    needsRiver: false,
    source: 'rulebook',
  },
  'small-hill': {
    type: 'small-hill',
    cost: 1,
    features: ['height'],
    linear: false,
    size: { length: 8, width: 8 },
    needsRiver: false,
    source: 'ruling',
  },
  // Rulebook: Scenery Elements > Forest, wood: very difficult, In cover, Hidden; 6-12" across.
  'small-copse': {
    type: 'small-copse',
    cost: 1,
    features: ['very-difficult', 'cover', 'hidden'],
    linear: false,
    size: { length: 7, width: 7 },
    needsRiver: false,
    source: 'rulebook',
  },
  // Rulebook: Scenery Elements > Cultivated field: at most 12" across; its features are rolled.
  'cultivated-field': {
    type: 'cultivated-field',
    cost: 1,
    features: ['difficult'],
    linear: false,
    size: { length: 10, width: 8 },
    needsRiver: false,
    source: 'rulebook',
  },
  // Rulebook: Scenery Elements > Fence, hedge: In cover, crossing is difficult; up to 24" long.
  hedge: {
    type: 'hedge',
    cost: 1,
    features: ['difficult', 'cover'],
    linear: true,
    size: { length: 12, width: 0.5 },
    needsRiver: false,
    source: 'rulebook',
  },
  // Rulebook: Scenery Elements > Bridge: only with a river, which it carries a move over ("allow the river to be
  // crossed": `pathTerrain`). "If a road passes over the bridge, it is considered easy terrain": the road is the easy
  // piece, so a bridge alone is not easy.
  bridge: {
    type: 'bridge',
    cost: 1,
    features: [],
    linear: false,
    size: { length: 5, width: 4 },
    needsRiver: true,
    source: 'rulebook',
  },
  // Rulebook: Scenery Elements > Ford: only with a river, at most 6" wide, difficult.
  ford: {
    type: 'ford',
    cost: 1,
    features: ['difficult'],
    linear: false,
    size: { length: 6, width: 4 },
    needsRiver: true,
    source: 'rulebook',
  },
  // Rulebook: Scenery Elements > Building: Hidden; In cover and Protected inside; impassable to cavalry and artillery.
  'small-building': {
    type: 'small-building',
    cost: 1,
    features: building,
    linear: false,
    size: { length: 4, width: 4 },
    needsRiver: false,
    occupiedBy: 'company',
    source: 'rulebook',
  },
  'large-forest': {
    type: 'large-forest',
    cost: 2,
    features: ['very-difficult', 'cover', 'hidden'],
    linear: false,
    size: { length: 14, width: 10 },
    needsRiver: false,
    source: 'rulebook',
  },
  marsh: {
    type: 'marsh',
    cost: 2,
    features: ['very-difficult'],
    linear: false,
    size: { length: 10, width: 8 },
    needsRiver: false,
    source: 'ruling',
  },
  'steep-hill': {
    type: 'steep-hill',
    cost: 2,
    features: ['height', 'difficult'],
    linear: false,
    size: { length: 10, width: 8 },
    needsRiver: false,
    source: 'ruling',
  },
  'large-hill': {
    type: 'large-hill',
    cost: 2,
    features: ['height'],
    linear: false,
    size: { length: 14, width: 10 },
    needsRiver: false,
    source: 'ruling',
  },
  'small-lake': {
    type: 'small-lake',
    cost: 2,
    features: ['impassable'],
    linear: false,
    size: { length: 8, width: 6 },
    needsRiver: false,
    source: 'ruling',
  },
  // Rulebook: Terrain Effects in Combat > Protected names walls as linear elements giving Protected.
  wall: {
    type: 'wall',
    cost: 2,
    features: ['difficult', 'cover', 'protected'],
    linear: true,
    size: { length: 12, width: 0.5 },
    needsRiver: false,
    source: 'ruling',
  },
  'large-building': {
    type: 'large-building',
    cost: 2,
    features: building,
    linear: false,
    size: { length: 6, width: 5 },
    needsRiver: false,
    occupiedBy: 'infantry',
    source: 'rulebook',
  },
  rocks: {
    type: 'rocks',
    cost: 2,
    features: ['very-difficult', 'cover'],
    linear: false,
    size: { length: 6, width: 5 },
    needsRiver: false,
    source: 'ruling',
  },
  // Brevis: River flow is rolled (1 Difficult, 2-4 Very Difficult, 5-6 Impassable).
  river: {
    type: 'river',
    cost: 3,
    features: ['very-difficult'],
    linear: true,
    size: { length: 48, width: 3 },
    needsRiver: false,
    source: 'rulebook',
  },
  'large-lake': {
    type: 'large-lake',
    cost: 3,
    features: ['impassable'],
    linear: false,
    size: { length: 14, width: 10 },
    needsRiver: false,
    source: 'ruling',
  },
  town: {
    type: 'town',
    cost: 3,
    features: building,
    linear: false,
    size: { length: 10, width: 8 },
    needsRiver: false,
    occupiedBy: 'infantry',
    source: 'ruling',
  },
};

/**
 * The features of a cultivated field for a D6. Rulebook: Scenery Elements > Cultivated field
 * (1-2 Difficult; 3-5 Difficult and In cover; 6 Very difficult, Hidden and In cover).
 */
export function croplandFeatures(roll: number): TerrainFeature[] {
  if (roll <= 2) return ['difficult'];
  if (roll <= 5) return ['difficult', 'cover'];
  return ['very-difficult', 'hidden', 'cover'];
}

/** The features of a river for a D6. Brevis: River flow (1 Difficult, 2-4 Very Difficult, 5-6 Impassable). */
export function riverFeatures(roll: number): TerrainFeature[] {
  if (roll <= 1) return ['difficult'];
  if (roll <= 4) return ['very-difficult'];
  return ['impassable'];
}
