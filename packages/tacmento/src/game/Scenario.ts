import { z } from 'zod';
import { DIFFICULTIES } from '../cards/BattleCard.js';
import { DeckFileSchema } from '../cards/DeckFile.js';
import { ObjectiveNumbersSchema } from '../cards/ObjectiveCard.js';

const card = z.number().int().min(1).max(99);

/** A Maneuver game: two Contenders, the deck (default the sample deck) and the most veteran Contender. */
export const ManeuverScenarioSchema = z.strictObject({
  mode: z.literal('maneuver'),
  deck: DeckFileSchema.optional(),
  /** The most veteran Contender: first Player in the 1st round. Rulebook: Maneuver Phase. */
  firstPlayer: z.enum(['A', 'B']).default('A'),
});

/**
 * An Instruction (or a Campaign battle). `level` sets how many Objectives are drawn (basic 1, I 2, II 3);
 * `objectives` names them instead, different cards: as many as Level I or II takes (ruling R30: another count is
 * refused at set-up), or without a level their count sets it; a `battle`'s card names its own. `difficulty` is
 * Level III (banners), Instruction Mode only: with a `battle` only "easy" is accepted, the Battle card's own rules
 * setting its banners (ruling R28).
 * `tercio` and `reserve` fix the deployment instead of dealing it; `battle` plays that Battle card of the deck
 * with its rules.
 */
export const InstructionScenarioSchema = z.strictObject({
  mode: z.literal('instruction'),
  deck: DeckFileSchema.optional(),
  level: z.enum(['basic', 'I', 'II']).default('basic'),
  difficulty: z.enum(DIFFICULTIES).default('easy'),
  objectives: ObjectiveNumbersSchema.optional(),
  tercio: z.array(z.array(card).length(3)).length(4).optional(),
  reserve: z.array(card).max(3).optional(),
  battle: z.number().int().min(1).max(7).optional(),
});

/** Zod schema of a Taĉmento scenario. */
export const TacmentoScenarioSchema = z.discriminatedUnion('mode', [ManeuverScenarioSchema, InstructionScenarioSchema]);
/** A scenario as written (defaults not yet filled). */
export type TacmentoScenarioInput = z.input<typeof TacmentoScenarioSchema>;
/** A validated scenario. */
export type TacmentoScenario = z.infer<typeof TacmentoScenarioSchema>;
export type InstructionScenario = z.infer<typeof InstructionScenarioSchema>;

/** The example: a Maneuver game with the sample deck, A the most veteran. */
export function exampleScenario(): TacmentoScenarioInput {
  return { mode: 'maneuver', firstPlayer: 'A' };
}
