import { z } from 'zod';
import { UnitLossSchema } from '../losses/UnitLoss.js';

/**
 * The sides of every batch battle: {@link playBattles} seats the two bots as players `A` and `B`, so a
 * record naming another side (`"toString"`, `"__proto__"`) is forged or corrupt.
 */
export const BATTLE_SIDES = ['A', 'B'] as const;
const isSide = (s: string): boolean => (BATTLE_SIDES as readonly string[]).includes(s);
const Side = z.string().refine(isSide, { error: 'expected a side of the battle, A or B' });
/** Largest count (turns, decisions, dice) a record may hold: sums over 10 million battles stay exact. */
const MAX_COUNT = 1_000_000_000;
/** Largest points a side may score, either sign: sums over 10 million battles stay finite and precise. */
const MAX_POINTS = 1_000_000_000;
const count = z.number().int().min(0).max(MAX_COUNT);

/** One bot battle of a batch, as stored in shard files. */
export const BattleRecordSchema = z.strictObject({
  index: z.number().int().min(0),
  winner: Side.nullable(),
  /** The ruleset's name for the result; rulesets declare no list of them, so any short name (counted in a Map). */
  victory: z.string().min(1).max(200),
  turns: count,
  points: z.preprocess(
    (value, ctx) => {
      // Keys checked on the input as read: zod's record drops a "__proto__" key silently.
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const key of Object.keys(value))
          if (!isSide(key))
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: 'expected a side of the battle, A or B',
              input: value,
            });
      }
      return value;
    },
    z.record(z.string(), z.number().min(-MAX_POINTS).max(MAX_POINTS)),
  ),
  /** The side that made the first decision of the game, or null when none was made. */
  first: Side.nullable(),
  decisions: count,
  dice: count,
  /** Each unit's losses at the end, where the ruleset has a loss reader (in scenario order). */
  losses: z.array(UnitLossSchema).optional(),
  /** Set when the battle could not be finished (a bot or rules bug): the metrics leave it out. */
  error: z.string().optional(),
});
export type BattleRecord = z.infer<typeof BattleRecordSchema>;

/** The record of a battle that could not be finished: no result, nothing counted, and why (one line). */
export function failedRecord(index: number, error: string): BattleRecord {
  return {
    index,
    winner: null,
    victory: 'error',
    turns: 0,
    points: {},
    first: null,
    decisions: 0,
    dice: 0,
    error: error.split('\n')[0]!,
  };
}
