/** The troop types of The Sword and the Pike (TROOP TYPES & ORGANIZATION), plus the two guns of the fire table. */
export const TROOP_TYPES = [
  'gendarmes',
  'reiters',
  'light-horse',
  'pikemen',
  'arquebusiers',
  'crossbowmen',
  'halberdiers',
  'great-swordsmen',
  'sword-and-buckler',
  'riflemen',
  'heavy-gun',
  'light-gun',
] as const;

/** A troop type id. */
export type TroopType = (typeof TROOP_TYPES)[number];

/** The weapons of the fire table ("Firing weapon"). Riflemen use the arquebus line at double range. */
export const WEAPONS = [
  'arquebus',
  'crossbow',
  'pistol',
  'mounted-arquebus',
  'mounted-crossbow',
  'light-cannon',
  'heavy-cannon',
  'rifle',
] as const;

/** A firing weapon. */
export type Weapon = (typeof WEAPONS)[number];

/** Order: CLOSED ORDER, OPEN ORDER, and skirmish order (Sword and buckler men; skirmisher targets). */
export type Order = 'closed' | 'open' | 'skirmish';

/** Rows of the Initial Morale Chart. */
export const MORALE_CLASSES = [
  'swiss-foot',
  'landsknecht-foot',
  'other-foot',
  'heavy-cavalry',
  'lighter-mounted',
  'gunners-auxiliaries',
] as const;

/** A row of the Initial Morale Chart. */
export type MoraleClass = (typeof MORALE_CLASSES)[number];

/** Officer quality, from the close combat "extra dice" list: Exceptional, Ordinary, Dummkopf. */
export const OFFICER_QUALITIES = ['exceptional', 'ordinary', 'dummkopf'] as const;

/** An officer's quality. */
export type OfficerQuality = (typeof OFFICER_QUALITIES)[number];
