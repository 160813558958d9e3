import { z } from 'zod';
import { ObjectiveNumbersSchema } from './ObjectiveCard.js';

/** Level III difficulty: banners from 0 to 3 Objective cards. Rulebook: Level Summary. */
export const DIFFICULTIES = ['easy', 'normal', 'difficult', 'extreme'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Turns an Instruction lasts unless a Battle card says otherwise. Rulebook: Instruction Objective ("in 12 turns or less"). */
export const BASE_TURN_LIMIT = 12;
/** Turns in each round unless a Battle card says otherwise. Rulebook: Instruction Mode Round ("2 rounds of 6 turns each"). */
export const BASE_ROUND_LENGTH = 6;

/**
 * Rule overrides a Battle card may make. Rulebook: Campaign Mode — "If the text of a Battle card
 * contradicts the rules, heed the card and omit the affected rule." Each field replaces one base rule.
 */
export const RuleOverridesSchema = z.strictObject({
  /** Turns allowed (base: 12, `BASE_TURN_LIMIT`). */
  turnLimit: z.number().int().min(1).max(24).optional(),
  /** Turns per round (base: 6, `BASE_ROUND_LENGTH`). */
  roundLength: z.number().int().min(1).max(24).optional(),
  /** Special abilities: once per round (Instruction), unlimited (Campaign base), or none. */
  abilities: z.enum(['once-per-round', 'unlimited', 'none']).optional(),
  /** Whether the Reserve may be used two turns in a row (base: no). */
  reserveTwiceInARow: z.boolean().optional(),
  /** Level III difficulty for this battle. */
  difficulty: z.enum(DIFFICULTIES).optional(),
});
export type RuleOverrides = z.infer<typeof RuleOverridesSchema>;

/** How a Battle is scored: the Instruction score table (Table 1; battles 1, 3 and 7) or points per finishing turn. */
export const BattleScoringSchema = z.union([
  z.strictObject({ kind: z.literal('instruction-table') }),
  z.strictObject({ kind: z.literal('turn-table'), points: z.array(z.number().int().min(0).max(30)).min(1).max(24) }),
]);
export type BattleScoring = z.infer<typeof BattleScoringSchema>;

/**
 * Zod schema of a Battle card: number and name, the setup (Objectives, and optionally a fixed Tercio and
 * Reserve by card number), rule overrides and scoring. Rulebook: Battle cards; Campaign Resolution.
 */
export const BattleCardSchema = z.strictObject({
  number: z.number().int().min(1).max(7),
  name: z.string().min(1).max(200),
  year: z.number().int().min(1400).max(1700),
  introduction: z.string().max(2000),
  setup: z.strictObject({
    objectives: ObjectiveNumbersSchema,
    tercio: z
      .array(z.array(z.number().int().min(1).max(99)).length(3))
      .length(4)
      .optional(),
    reserve: z.array(z.number().int().min(1).max(99)).max(3).optional(),
  }),
  rules: RuleOverridesSchema,
  scoring: BattleScoringSchema,
});
/** A Battle card. */
export type BattleCard = z.infer<typeof BattleCardSchema>;
