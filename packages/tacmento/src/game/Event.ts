import { z } from 'zod';
import { CellSchema } from '../grounds/Grid.js';
import { FlankingManeuverSchema, SquadronManeuverSchema } from './Decision.js';

const side = z.enum(['A', 'B']);
const cards = z.array(z.number().int().min(1).max(99)).max(18);
const points = z.strictObject({ A: z.number().int().min(0), B: z.number().int().min(0) });

/** Zod schema of an event of the log. The reducer applies each one without dice. */
export const TacmentoEventSchema = z.discriminatedUnion('kind', [
  /** Maneuver: the 18 troop cards shuffled into two decks of 9 (a new Maneuver after a tie too). */
  z.strictObject({
    kind: z.literal('dealt'),
    match: z.number().int().min(0),
    decks: z.strictObject({ A: cards, B: cards }),
  }),
  z.strictObject({
    kind: z.literal('drafted'),
    side,
    card: z.number().int(),
    row: z.number().int(),
    col: z.number().int(),
  }),
  /** A card of the hand kept for the Reserve, the rest passed on (option `draftReserve: 'chosen'`, R10). */
  z.strictObject({ kind: z.literal('kept'), side, card: z.number().int() }),
  /** Both Contenders flip their Squadrons; the cards kept and the cards in hand become the Reserves. */
  z.strictObject({ kind: z.literal('squadrons-revealed') }),
  z.strictObject({
    kind: z.literal('maneuvered'),
    side,
    maneuver: z.discriminatedUnion('kind', [SquadronManeuverSchema, FlankingManeuverSchema]),
    expelled: CellSchema.nullable(),
    to: z.enum(['prisoner', 'reserve']).nullable(),
  }),
  z.strictObject({ kind: z.literal('passed'), side }),
  z.strictObject({ kind: z.literal('catch-up-started'), captor: side }),
  z.strictObject({
    kind: z.literal('round-ended'),
    round: z.union([z.literal(1), z.literal(2)]),
    prisoners: points,
    infiltration: points,
    why: z.string(),
  }),
  z.strictObject({ kind: z.literal('round-started'), round: z.literal(2), first: side }),
  z.strictObject({ kind: z.literal('maneuver-lost'), loser: side }),
  z.strictObject({ kind: z.literal('tied'), totals: points }),
  z.strictObject({ kind: z.literal('game-ended'), winner: side.nullable(), victory: z.string(), totals: points }),
  z.strictObject({
    kind: z.literal('instruction-ended'),
    completed: z.boolean(),
    turn: z.number().int(),
    score: z.number().int(),
    victory: z.string(),
  }),
]);
/** An event. */
export type TacmentoEvent = z.infer<typeof TacmentoEventSchema>;
