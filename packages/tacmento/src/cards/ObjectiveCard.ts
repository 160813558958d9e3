import { z } from 'zod';
import { COLOURS, TROOP_TYPES } from './TroopCard.js';

/** Banner colours. Rulebook: Level III. */
export const BANNER_COLOURS = ['white', 'green', 'red', 'blue', 'yellow', 'gray'] as const;
export type BannerColour = (typeof BANNER_COLOURS)[number];

/**
 * What one cell of an Objective pattern asks for:
 * - `colour`: a card of that colour (Captain blue, Drummers yellow);
 * - `troop`: a card of that troop type (the Captain counts as cavalry, the Drummers as artillery);
 * - `card`: that very card number;
 * - `oneOf`: a colour chosen among the two indicated — every cell with the same key takes the same one
 *   (Rulebook: Completing an Instruction pattern, "For A, you can choose only one color among the two").
 */
export const RequirementSchema = z.union([
  z.strictObject({ colour: z.enum(COLOURS) }),
  z.strictObject({ troop: z.enum(TROOP_TYPES).exclude(['captain', 'drummers']) }),
  z.strictObject({ card: z.number().int().min(1).max(99) }),
  z.strictObject({ oneOf: z.array(z.enum(COLOURS)).min(2).max(4) }),
]);
export type Requirement = z.infer<typeof RequirementSchema>;

/**
 * The Objective cards a setup names by number (1 to 3: a Battle card's, an Instruction scenario's, a solver
 * setup's), each at most once. Rulebook: Quartermaster's Office — "18 objective cards"; Level I — "Shuffle the
 * Objective cards and place 2 in the Objective Zone. Remove from the game the troops whose numbers match": a card
 * is placed once, and its troop removed once. The later repeat is named: `objective 2 is listed twice (expected
 * different objectives)` at its index.
 */
export const ObjectiveNumbersSchema = z
  .array(z.number().int().min(1).max(99))
  .min(1)
  .max(3)
  .superRefine((numbers, ctx) => {
    numbers.forEach((n, i) => {
      if (numbers.indexOf(n) !== i)
        ctx.addIssue({
          code: 'custom',
          path: [i],
          input: n,
          message: `objective ${n} is listed twice (expected different objectives)`,
        });
    });
  });

/**
 * Zod schema of an Objective card: its number (the troop card with that number leaves the game), the
 * card colour, the pattern (rows of legend keys, `.` = any troop), whether it may be moved and/or rotated
 * along the Tercio, and the 12 Level III banners.
 */
export const ObjectiveCardSchema = z
  .strictObject({
    number: z.number().int().min(1).max(99),
    side: z.enum(['green-red', 'blue']),
    title: z.string().min(1).max(200),
    pattern: z
      .array(z.string().regex(/^[.A-Za-z0-9]{1,4}$/, 'a pattern row is 1 to 4 keys or dots'))
      .min(1)
      .max(4),
    legend: z.record(z.string().regex(/^[A-Za-z0-9]$/, 'a legend key is one letter or digit'), RequirementSchema),
    move: z.boolean(),
    rotate: z.boolean(),
    banners: z.array(z.enum(BANNER_COLOURS)).length(12),
  })
  .superRefine((card, ctx) => {
    const width = card.pattern[0]?.length ?? 0;
    card.pattern.forEach((row, r) => {
      if (row.length !== width)
        ctx.addIssue({ code: 'custom', path: ['pattern', r], message: `every pattern row has ${width} keys` });
      for (const key of row) {
        if (key !== '.' && !(key in card.legend))
          ctx.addIssue({ code: 'custom', path: ['pattern', r], message: `key "${key}" is not in the legend` });
      }
    });
    if (!card.pattern.some((row) => /[^.]/.test(row)))
      ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'a pattern asks for at least one troop' });
  });
/** An Objective card. */
export type ObjectiveCard = z.infer<typeof ObjectiveCardSchema>;
