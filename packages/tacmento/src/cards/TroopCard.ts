import { z } from 'zod';

/** The six troop types of the deck. Rulebook: Quartermaster's Office > Troop cards. */
export const TROOP_TYPES = ['pikemen', 'arquebusiers', 'cavalry', 'captain', 'artillery', 'drummers'] as const;
/** A troop type. `drummers` is the Drummers and Fifers card. */
export type TroopType = (typeof TROOP_TYPES)[number];

/** Card colours. Rulebook: Troop cards — Pikemen green, Arquebusiers red, Cavalries and Captain blue, Artilleries and Drummers yellow/gold. */
export const COLOURS = ['green', 'red', 'blue', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** The colour printed on each troop type's card. */
export const TROOP_COLOUR: Readonly<Record<TroopType, Colour>> = {
  pikemen: 'green',
  arquebusiers: 'red',
  cavalry: 'blue',
  captain: 'blue',
  artillery: 'yellow',
  drummers: 'yellow',
};

/** The special ability icon on the two special cards. Rulebook: Special abilities. */
export const TROOP_ABILITY: Readonly<Record<TroopType, 'command' | 'motivate' | null>> = {
  pikemen: null,
  arquebusiers: null,
  cavalry: null,
  captain: 'command',
  artillery: null,
  drummers: 'motivate',
};

/** The printed deck's composition. Rulebook: What's in the box? */
export const PRINTED_COMPOSITION: Readonly<Record<TroopType, number>> = {
  pikemen: 5,
  arquebusiers: 5,
  cavalry: 3,
  captain: 1,
  artillery: 3,
  drummers: 1,
};

/** Directions of the pushing arrows, as printed on the card (north = the top of the card). */
export const DIRECTIONS = ['north', 'east', 'south', 'west'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Zod schema of a troop card: number, troop type and colour, pushing arrows (1, 2 or 4), special ability. */
export const TroopCardSchema = z
  .strictObject({
    number: z.number().int().min(1).max(99),
    troop: z.enum(TROOP_TYPES),
    colour: z.enum(COLOURS),
    arrows: z
      .array(z.enum(DIRECTIONS))
      .refine((a) => [1, 2, 4].includes(a.length), { error: 'a card has 1, 2 or 4 arrows' })
      .refine((a) => new Set(a).size === a.length, { error: 'an arrow is listed twice' }),
    ability: z.enum(['command', 'motivate']).nullable(),
  })
  .superRefine((card, ctx) => {
    if (card.colour !== TROOP_COLOUR[card.troop]) {
      ctx.addIssue({
        code: 'custom',
        path: ['colour'],
        message: `${card.troop} cards are ${TROOP_COLOUR[card.troop]}`,
      });
    }
    if (card.ability !== TROOP_ABILITY[card.troop]) {
      ctx.addIssue({
        code: 'custom',
        path: ['ability'],
        message: `${card.troop} cards have ability ${String(TROOP_ABILITY[card.troop])}`,
      });
    }
  });
/** A troop card. */
export type TroopCard = z.infer<typeof TroopCardSchema>;

/**
 * The colour a card counts as for Objectives and banners. Rulebook: Instruction Objective — "the captain
 * belongs to the cavalry (blue) and the Drummers and Fifers to the artillery (yellow)".
 */
export function objectiveTroop(troop: TroopType): TroopType {
  return troop === 'captain' ? 'cavalry' : troop === 'drummers' ? 'artillery' : troop;
}

/** Prisoner and infiltration values. Rulebook: 1st Round Scoring (table). */
export const PRISONER_POINTS: Readonly<Record<TroopType, number>> = {
  pikemen: 1,
  arquebusiers: 1,
  cavalry: 2,
  artillery: 2,
  captain: 3,
  drummers: 3,
};
