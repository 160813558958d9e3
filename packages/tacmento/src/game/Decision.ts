import { z } from 'zod';
import { DIRECTIONS } from '../cards/TroopCard.js';

/**
 * A special ability used at the end of a turn (Instruction and Campaign only). Rulebook: Special abilities. Motivate
 * names its `line` (a row for a push east or west, a column for north or south) only under ruling R15's option
 * `motivateLine: 'parallel'`; under the default `same` it names none (the pushed line again).
 */
export const AbilitySchema = z.union([
  z.strictObject({ kind: z.literal('command'), axis: z.enum(['vertical', 'horizontal']) }),
  z.strictObject({ kind: z.literal('motivate'), line: z.number().int().min(0).max(3).optional() }),
]);
export type Ability = z.infer<typeof AbilitySchema>;

/** A squadron maneuver: take the troop at row/col and push it in from outside along `direction` (on the table). */
export const SquadronManeuverSchema = z.strictObject({
  kind: z.literal('squadron'),
  row: z.number().int().min(0).max(3),
  col: z.number().int().min(0).max(3),
  direction: z.enum(DIRECTIONS),
  ability: AbilitySchema.optional(),
  /** Ruling R25 (`campaignAbilitiesPerTurn: 'each-moved'`): the other special card's ability, after `ability`. */
  secondAbility: AbilitySchema.optional(),
});
/**
 * A flanking maneuver: a Reserve card at the exterior point of row (east/west) or column (north/south) `line`; with
 * `from: 'between'` (Maneuver, ruling R14's `flankingPoints: 'squadrons'`) at the point of column `line` between the
 * two Squadrons, pushing north or south into one of them.
 */
export const FlankingManeuverSchema = z.strictObject({
  kind: z.literal('flanking'),
  card: z.number().int().min(1).max(99),
  direction: z.enum(DIRECTIONS),
  line: z.number().int().min(0).max(3),
  from: z.literal('between').optional(),
  ability: AbilitySchema.optional(),
  /** Ruling R25 (`campaignAbilitiesPerTurn: 'each-moved'`): the other special card's ability, after `ability`. */
  secondAbility: AbilitySchema.optional(),
});

/**
 * Zod schema of a decision:
 * - `draft`: keep a card from the hand and place it face down at a Squadron position;
 * - `squadron`: take the troop at row/col and push it in from outside along `direction` (on the table);
 * - `flanking`: put a Reserve card at the exterior point of row (east/west) or column (north/south) `line` and push;
 * - `pass`: skip the turn (the captor after 3 prisoners; no move possible; Instruction "spend the turn").
 */
export const TacmentoDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('draft'),
    card: z.number().int().min(1).max(99),
    row: z.number().int().min(0).max(3),
    col: z.number().int().min(0).max(2),
  }),
  /** Maneuver draft under option `draftReserve: 'chosen'` (R10): a card of the hand kept for the Reserve. */
  z.strictObject({ kind: z.literal('keep'), card: z.number().int().min(1).max(99) }),
  SquadronManeuverSchema,
  FlankingManeuverSchema,
  z.strictObject({ kind: z.literal('pass') }),
]);
/** A decision. */
export type TacmentoDecision = z.infer<typeof TacmentoDecisionSchema>;
export type ManeuverDecision = Extract<TacmentoDecision, { kind: 'squadron' | 'flanking' }>;
