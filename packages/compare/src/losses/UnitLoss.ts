import { z } from 'zod';

/** One unit's losses at the end of one battle, in the rules' own count. */
export const UnitLossSchema = z
  .strictObject({
    /** The unit's id in the scenario. */
    unit: z.string().min(1),
    side: z.string().min(1),
    /** The unit type in the rulebook's words (Tercios profile, Sword and Pike troop, WSS unit type). */
    type: z.string().min(1),
    /** What the unit lost: Tercios wear (Dm), Sword and Pike figures, WSS elements. */
    lost: z.number().int().min(0),
    /** The unit's whole strength in the same count: Stamina, figures at the start, elements. */
    of: z.number().int().min(1),
    /** The unit left the battle for good: destroyed, removed, captured, routed off the table. */
    gone: z.boolean(),
  })
  .refine((u) => u.lost <= u.of, { path: ['lost'], error: 'a unit cannot lose more than its strength (of)' });
export type UnitLoss = z.infer<typeof UnitLossSchema>;
