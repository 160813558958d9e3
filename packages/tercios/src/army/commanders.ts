/** What a commander of a given rank may have and costs (Rulebook: Command, rank table). */
export interface CommanderRank {
  readonly rank: number;
  readonly virtues: number;
  readonly traits: number;
  readonly points: number;
}

/**
 * Rulebook: Command > "Rank / Virtues / Traits / Points". The Commander-in-Chief is rank 2 to 5 and the
 * mestres de camp 0 to 4 (The Army), both priced by this table. The community builder prices the
 * Commander-in-Chief differently (rank 2 free, rank 3 = 25); the printed table is kept (docs/rulings/tercios.md).
 */
export const COMMANDER_RANKS: readonly CommanderRank[] = [
  { rank: 0, virtues: 0, traits: 0, points: 5 },
  { rank: 1, virtues: 0, traits: 1, points: 10 },
  { rank: 2, virtues: 1, traits: 1, points: 25 },
  { rank: 3, virtues: 1, traits: 2, points: 50 },
  { rank: 4, virtues: 2, traits: 2, points: 100 },
  { rank: 5, virtues: 2, traits: 3, points: 250 },
];

/** Rulebook: The Army > Standard Army Base: "Commander-in-Chief (C-C), rank 2 to 5". */
export const COMMANDER_IN_CHIEF_RANKS = { min: 2, max: 5 } as const;
/** Rulebook: The Army > Infantry Regiment: "Commander (Mestre de Camp), rank 0 to 4". */
export const MESTRE_DE_CAMP_RANKS = { min: 0, max: 4 } as const;

/**
 * Virtues: "Virtues add 1 point to a value of the attached unit". The rulebook prints the list under the
 * heading "Common Traits"; they are continuous +1 effects, so they are read as the virtues a commander buys
 * (ruling `virtues-list`, docs/rulings/tercios.md). Effects belong to the command mechanics.
 */
export const VIRTUES = {
  dedication: 'Dedication: +1 to Mvt',
  dexterity: 'Dexterity: +1 to Melee',
  drill: 'Drill: +1 to Shoot',
  loyalty: 'Loyalty: +1 to Discipline',
  zeal: 'Zeal: +1 to Stamina',
  sacrifice: 'Sacrifice: +1 to Courage on the resistance test against shooting',
  will: 'Will: +1 to Courage on the resistance test against combat',
  presence: 'Presence: extends the command radius to 9 inches',
  impetus: 'Impetus (Élan): extends movement to 9 inches',
  reputation: 'Reputation: may interact with any unit in the army',
} as const satisfies Record<string, string>;

/** Traits every commander has, not chosen and not counted (Rulebook: Command > Common Traits). */
export const FREE_TRAITS = ['fast', 'inspiring', 'initiative'] as const;

/**
 * Optional traits, chosen when the army is built, up to the number the rank allows; "a chosen trait exists
 * only once per side" (Rulebook: Command > Optional Traits, Kingdoms Expansion Traits, Automatic Kingdoms Traits).
 */
export const OPTIONAL_TRAITS = {
  alert: { name: 'Alert', book: 'core', automatic: false },
  erudite: { name: 'Erudite', book: 'core', automatic: false },
  authoritarian: { name: 'Authoritarian', book: 'core', automatic: false },
  fearless: { name: 'Fearless', book: 'core', automatic: false },
  bold: { name: 'Bold', book: 'core', automatic: false },
  cartographer: { name: 'Cartographer', book: 'core', automatic: false },
  cautious: { name: 'Cautious', book: 'core', automatic: false },
  'comrade-in-arms': { name: 'Comrade-in-arms', book: 'core', automatic: false },
  coordinator: { name: 'Coordinator', book: 'core', automatic: false },
  accomplice: { name: 'Accomplice', book: 'kingdoms', automatic: false },
  'cold-blood': { name: 'Cold Blood', book: 'kingdoms', automatic: false },
  determined: { name: 'Determined', book: 'kingdoms', automatic: false },
  energetic: { name: 'Energetic', book: 'kingdoms', automatic: false },
  enthusiastic: { name: 'Enthusiastic', book: 'kingdoms', automatic: false },
  experienced: { name: 'Experienced', book: 'kingdoms', automatic: false },
  expert: { name: 'Expert', book: 'kingdoms', automatic: false },
  indefatigable: { name: 'Indefatigable', book: 'kingdoms', automatic: false },
  aggressive: { name: 'Aggressive', book: 'kingdoms', automatic: true },
  brave: { name: 'Brave', book: 'kingdoms', automatic: true },
  calm: { name: 'Calm', book: 'kingdoms', automatic: true },
  diplomat: { name: 'Diplomat', book: 'kingdoms', automatic: true },
  gallant: { name: 'Gallant', book: 'kingdoms', automatic: true },
  imperturbable: { name: 'Imperturbable', book: 'kingdoms', automatic: true },
  passionate: { name: 'Passionate', book: 'kingdoms', automatic: true },
  phlegmatic: { name: 'Phlegmatic', book: 'kingdoms', automatic: true },
  prepared: { name: 'Prepared', book: 'kingdoms', automatic: true },
  selfless: { name: 'Selfless', book: 'kingdoms', automatic: true },
  wealthy: { name: 'Wealthy', book: 'kingdoms', automatic: true },
} as const satisfies Record<string, { name: string; book: 'core' | 'kingdoms'; automatic: boolean }>;

/** An optional trait id. */
export type OptionalTraitId = keyof typeof OPTIONAL_TRAITS;
/** A virtue id. */
export type VirtueId = keyof typeof VIRTUES;

/** The rank row, or undefined outside 0..5. */
export function commanderRank(rank: number): CommanderRank | undefined {
  return COMMANDER_RANKS.find((r) => r.rank === rank);
}
