import { z } from 'zod';
import { DIFFICULTIES } from '../cards/BattleCard.js';
import { BattleScoringSchema } from '../cards/BattleCard.js';
import { ObjectiveCardSchema } from '../cards/ObjectiveCard.js';
import { TroopCardSchema } from '../cards/TroopCard.js';
import { CellSchema, GridSchema } from '../grounds/Grid.js';
import { TacmentoOptionsSchema } from '../options/options.js';

const side = z.enum(['A', 'B']);
const cards = z.array(z.number().int().min(1).max(99)).max(18);
const perSide = <T extends z.ZodType>(schema: T) => z.strictObject({ A: schema, B: schema });
const placed = z
  .array(
    z.strictObject({
      card: z.number().int().min(1).max(99),
      row: z.number().int().min(0).max(3),
      col: z.number().int().min(0).max(2),
    }),
  )
  .max(6);

/** The end of a game, as the sequence plugin reports it. */
export const OutcomeSchema = z.strictObject({
  winner: z.enum(['A', 'B', 'solo']).nullable(),
  victory: z.string(),
  points: z.record(z.string(), z.number().int()),
});

/** Zod schema of the Maneuver mode state (two Contenders). */
export const ManeuverStateSchema = z.strictObject({
  mode: z.literal('maneuver'),
  rules: TacmentoOptionsSchema,
  troops: z.array(TroopCardSchema).length(18),
  /** 0 for the first Maneuver; each tie replays it from the very beginning. */
  match: z.number().int().min(0),
  phase: z.enum(['draft', 'maneuver', 'over']),
  round: z.union([z.literal(1), z.literal(2)]),
  /** The most veteran Contender: first Player of the 1st round. */
  firstPlayer: side,
  /** Cards in each Contender's hands during the draft. */
  hands: perSide(cards),
  /** Face-down Squadron cards placed during the draft. */
  placed: perSide(placed),
  /** The Maneuver Grounds: 4 rows x 3 columns, B's Squadron area north (rows 0-1), A's south (rows 2-3). Empty during the draft. */
  grid: z.union([GridSchema, z.array(z.never()).length(0)]),
  reserve: perSide(cards),
  /** Prisoners captured this round. */
  prisoners: perSide(z.array(CellSchema).max(18)),
  /** Combat Value per finished round. */
  scores: perSide(z.array(z.number().int().min(0)).max(2)),
  turn: side,
  /** Turns taken in this round (both Contenders). */
  roundTurns: z.number().int().min(0),
  /** Turns played in the Maneuver phase, all rounds and replays. */
  turnsPlayed: z.number().int().min(0),
  /** Consecutive passes (two in a row end a stuck round). */
  passes: z.number().int().min(0),
  /** The 3-prisoner ending: who has 3 and how many turns the rival has left. */
  catchUp: z.strictObject({ captor: side, turnsLeft: z.number().int().min(0).max(2) }).nullable(),
  outcome: OutcomeSchema.nullable(),
});
export type ManeuverState = z.infer<typeof ManeuverStateSchema>;

/** Zod schema of the Instruction mode state (solo; also a Campaign battle). */
export const InstructionStateSchema = z.strictObject({
  mode: z.literal('instruction'),
  rules: TacmentoOptionsSchema,
  troops: z.array(TroopCardSchema).length(18),
  objectives: z.array(ObjectiveCardSchema).min(1).max(3),
  /** The Tercio (4 x 3 by the rules), every card right-side-up (owner A). */
  grid: GridSchema,
  reserve: cards,
  /** Troop cards not used in this Instruction. */
  unused: cards,
  difficulty: z.enum(DIFFICULTIES),
  turnLimit: z.number().int().min(1).max(24),
  roundLength: z.number().int().min(1).max(24),
  abilities: z.enum(['once-per-round', 'unlimited', 'none']),
  reserveTwiceInARow: z.boolean(),
  /** Battle number when this is a Campaign battle. */
  battle: z.number().int().min(1).max(7).nullable(),
  scoring: BattleScoringSchema,
  /** Turns taken. */
  turn: z.number().int().min(0).max(24),
  tookReserveLastTurn: z.boolean(),
  abilityUsedThisRound: z.boolean(),
  /** The Reserve card flipped as the reminder that an ability was used this round. */
  reminder: z.number().int().min(1).max(99).nullable(),
  completedAt: z.number().int().min(0).max(24).nullable(),
  outcome: OutcomeSchema.nullable(),
});
export type InstructionState = z.infer<typeof InstructionStateSchema>;

/** Zod schema of a Taĉmento game state. */
export const TacmentoStateSchema = z.discriminatedUnion('mode', [ManeuverStateSchema, InstructionStateSchema]);
/** A Taĉmento game state. */
export type TacmentoState = z.infer<typeof TacmentoStateSchema>;
