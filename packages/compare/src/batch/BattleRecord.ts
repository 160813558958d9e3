import { z } from 'zod';
import { UnitLossSchema } from '../losses/UnitLoss.js';

/** One bot battle of a batch, as stored in shard files. */
export const BattleRecordSchema = z.strictObject({
  index: z.number().int().min(0),
  winner: z.string().nullable(),
  victory: z.string(),
  turns: z.number().int().min(0),
  points: z.record(z.string(), z.number()),
  /** The side that made the first decision of the game, or null when none was made. */
  first: z.string().nullable(),
  decisions: z.number().int().min(0),
  dice: z.number().int().min(0),
  /** Each unit's losses at the end, where the ruleset has a loss reader (in scenario order). */
  losses: z.array(UnitLossSchema).optional(),
  /** Set when the battle could not be finished (a bot or rules bug): the metrics leave it out. */
  error: z.string().optional(),
});
export type BattleRecord = z.infer<typeof BattleRecordSchema>;
