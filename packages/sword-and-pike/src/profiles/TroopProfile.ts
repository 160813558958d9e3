import type { MoraleClass, Order, TroopType, Weapon } from './TroopType.js';

/** How far a troop type moves (ruling R2 gives the inches). */
export type MovementClass = 'foot' | 'heavyHorse' | 'horse' | 'lightHorse' | 'lightGun' | 'heavyGun';

/**
 * What the rulebook says about one troop type. Numbers come from TROOP TYPES & ORGANIZATION and the fire
 * table; nothing here is invented: where the text is silent the field is a ruling, named in `rulings`.
 */
export interface TroopProfile {
  readonly id: TroopType;
  readonly name: string;
  readonly mounted: boolean;
  readonly artillery: boolean;
  /** Figures in a full unit (guns: the crew); null when the type exists only as 5-man sub-units. */
  readonly unitFigures: number | null;
  /** Figures per company; a company is one stand (ruling R17). Guns: the crew is one stand. */
  readonly companySize: number;
  /** May be a 5-man company attached as a sub-unit to a pike formation. */
  readonly subUnitOfPike: boolean;
  /** Orders the type may use. */
  readonly orders: readonly Order[];
  /** The order it usually takes. */
  readonly defaultOrder: Order;
  /** The order it counts as in close combat (Gendarmes "move in open order, fight in closed order"). */
  readonly fightsInOrder: Order | 'as-formed';
  /** Weapons it may fire; empty for troops that do not shoot. */
  readonly weapons: readonly Weapon[];
  /** Ranks (of stands) that may shoot. */
  readonly fireRanks: number;
  /** Ranks (of stands) that may fight in close combat. */
  readonly fightRanks: number;
  /** Kills on 5-6: 'always' (Gendarmes), 'vs-foot' (swordsmen, halberdiers), 'closed-front' (pikes), 'never'. */
  readonly killsOnFive: 'always' | 'vs-foot' | 'closed-front' | 'never';
  /** Close combat extra dice per stand (Reiters +1, Light Cavalry +1). */
  readonly extraDice: number;
  /** Cavalry with lance: +1 die per company for the first roll of a melee. */
  readonly lance: boolean;
  /** Carries pistols (fires one pistol when charging; D4 ranks against a charge). */
  readonly pistols: boolean;
  /** Infantry (foot) vs cavalry, for "when fighting foot troops" and light cavalry ties. */
  readonly foot: boolean;
  readonly movement: MovementClass;
  readonly defaultMoraleClass: MoraleClass;
  /** Where the text says it. */
  readonly source: string;
}
