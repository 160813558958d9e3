import type { KingdomsArmyType } from './kingdomsArmyTypes.js';

/** The two editions the army builder knows. */
export type Edition = 'liber-militum' | 'brevis';

/**
 * A side an army is built for: which unit cards it may field in which role. The rulebook shows availability
 * with flag icons that the text lost, so availability is the community transcription's (source S2), except
 * where the rulebook prints it (Brigade for the Swedes on the Musketeer Company).
 */
export interface Faction {
  /** Kebab-case id used in army files (`spanish-empire`). */
  readonly id: string;
  readonly name: string;
  /** Editions whose army lists include this side. */
  readonly editions: readonly Edition[];
  /** Battalion types its infantry regiments may take (Rulebook: The Army > Infantry Regiment, "Battalions"). */
  readonly battalions: readonly string[];
  /** Companies (infantry regiments, battle groups, batteries; shooters in cavalry regiments). */
  readonly companies: readonly string[];
  /** Cavalry unit types for cavalry regiments. */
  readonly cavalry: readonly string[];
  /** Artillery for batteries. */
  readonly artillery: readonly string[];
  /** Where the availability lists come from. */
  readonly source: 'community';
  readonly note?: string;
  /** A Kingdoms side builds with its army type (community file) instead of the rulebook's army bases. */
  readonly kingdoms?: KingdomsArmyType;
}
