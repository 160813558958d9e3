import { z } from 'zod';
import { WEAPONS } from '../profiles/TroopType.js';
import { MOVE_ORDERS, WINNER_OPTIONS } from './Decision.js';

const S = z.string();
const N = z.number();
const Side = z.enum(['A', 'B']);
const Dice = z.strictObject({ onFive: z.number().int().min(0), onSix: z.number().int().min(0) });

/** Zod schema of an event of the log; each event is applied by the one reducer. */
export const SwordAndPikeEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('turn-began'),
    turn: z.number().int(),
    A: z.number().int(),
    B: z.number().int(),
    first: Side,
  }),
  z.strictObject({
    type: z.literal('unit-ordered'),
    unit: S,
    order: z.enum(MOVE_ORDERS),
    target: S.nullable(),
    x: N,
    y: N,
    facing: N,
    moved: z.enum(['none', 'half', 'full']),
    rear: z.boolean(),
    flank: z.boolean().default(false),
    /** A charge only: false when the charger's player holds its pistols at the closing (FIRE: "may fire"). */
    pistols: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('moves-ended'), side: Side }),
  z.strictObject({ type: z.literal('charge-declared'), unit: S, target: S, pistols: z.boolean().optional() }),
  z.strictObject({ type: z.literal('evasion'), unit: S, charger: S, evade: z.boolean() }),
  z.strictObject({ type: z.literal('evaded'), unit: S, x: N, y: N }),
  z.strictObject({
    type: z.literal('step'),
    step: z.enum(['movement', 'fire-artillery', 'fire-infantry', 'fire-mounted', 'winner-options', 'over']),
  }),
  z.strictObject({ type: z.literal('fire-declared'), unit: S, target: S.nullable() }),
  z.strictObject({
    type: z.literal('fired'),
    unit: S,
    target: S,
    weapon: z.enum(WEAPONS),
    range: N,
    targetClass: z.number().int().min(1).max(4),
    firers: z.number().int().min(0),
    dice: z.number().int().min(0),
    hitsOn: z.number().int().min(0),
    hits: z.number().int().min(0),
    casualties: z.number().int().min(0),
    /** Ruling R46: the odd hit left on a skirmish target after this volley. */
    hitsCarried: z.number().int().min(0).max(1).optional(),
  }),
  z.strictObject({ type: z.literal('morale-rated'), unit: S, roll: z.number().int(), rating: z.number().int() }),
  z.strictObject({ type: z.literal('morale-tested'), unit: S, reason: S, score: z.number().int(), result: S }),
  z.strictObject({ type: z.literal('morale-altered'), unit: S, by: z.number().int(), reason: S }),
  z.strictObject({ type: z.literal('fell-back'), unit: S, x: N, y: N }),
  z.strictObject({ type: z.literal('routed'), unit: S, casualties: z.number().int().min(0), x: N, y: N }),
  z.strictObject({ type: z.literal('removed'), unit: S, reason: z.enum(['destroyed', 'captured', 'left-field']) }),
  z.strictObject({ type: z.literal('rallied'), unit: S }),
  z.strictObject({ type: z.literal('rallied-from-disorder'), unit: S }),
  /** Ruling R48 're-attach-to-spent': an officer rides to a Spent unit of his command and attaches to it. */
  z.strictObject({ type: z.literal('officer-attached'), officer: S, unit: S }),
  z.strictObject({ type: z.literal('officer-casualty'), officer: S, fate: z.enum(['killed', 'wounded', 'captured']) }),
  z.strictObject({ type: z.literal('charge-halted'), unit: S }),
  z.strictObject({ type: z.literal('disordered'), unit: S }),
  z.strictObject({ type: z.literal('closed'), unit: S, target: S }),
  /** Ruling R45 'follow-up': a charger whose target fled before contact follows up with the rest of its move. */
  z.strictObject({ type: z.literal('followed-up'), unit: S, x: N, y: N }),
  z.strictObject({ type: z.literal('stood'), unit: S }),
  z.strictObject({
    type: z.literal('close-combat'),
    /** The first charger and the charged unit. */
    attacker: S,
    defender: S,
    /** Every unit fighting on each side: the chargers of one target, and pike formations' sub-units (ruling R42). */
    attackers: z.array(S),
    defenders: z.array(S),
    attackerDice: Dice,
    defenderDice: Dice,
    attackerCasualties: z.number().int().min(0),
    defenderCasualties: z.number().int().min(0),
    /** Casualties by unit. */
    losses: z.array(z.strictObject({ unit: S, casualties: z.number().int().min(0) })),
    winner: z.enum(['attacker', 'defender', 'none']),
  }),
  z.strictObject({ type: z.literal('winner-pending'), unit: S, vacated: z.strictObject({ x: N, y: N }).nullable() }),
  /**
   * Close Combat L: a winner charging again has reached `unit`, which may fire its defensive volley at `charger`; its
   * side answers with a `fire` decision (at the charger, or null to hold), as in a fire phase.
   */
  z.strictObject({
    type: z.literal('volley-offered'),
    unit: S,
    charger: S,
    aspect: z.enum(['front', 'flank', 'rear']),
  }),
  z.strictObject({ type: z.literal('winner-option'), unit: S, option: z.enum(WINNER_OPTIONS), x: N, y: N, facing: N }),
  z.strictObject({ type: z.literal('bonus-move'), unit: S, x: N, y: N, closed: z.boolean(), facing: N.optional() }),
  z.strictObject({ type: z.literal('turn-ended'), turn: z.number().int() }),
  z.strictObject({
    type: z.literal('game-over'),
    winner: Side.nullable(),
    victory: z.enum(['army-broken', 'points', 'draw']),
    points: z.strictObject({ A: N, B: N }),
  }),
]);

/** An event of the log. */
export type SwordAndPikeEvent = z.output<typeof SwordAndPikeEventSchema>;
