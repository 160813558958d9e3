import { z } from 'zod';
import type { Order } from '../profiles/TroopType.js';

/**
 * Movement orders (SEQUENCE OF ACTIONS 1; Close Combat A; DISORDERED UNITS; pikes in square; turning and
 * wheeling, ruling R24: `face` pivots in place toward `target`, the wheels turn `degrees` on a front corner, and
 * may be followed by a straight advance with the rest of the move). Advances and retirements go the whole move or
 * half of it (`-half`: FIRE, "Infantry may not move more than 1/2 if they intend to fire", ruling R24). `move` and
 * `move-half` go any `heading` off the unit's front (ruling R65). `form-closed`, `form-open` and `form-skirmish` change
 * the unit's order to one its troop type may take (ORDER; PIKEMEN "May be in closed or open order"; Sword and buckler
 * men "May use skirmish order"; ruling R62).
 */
export const MOVE_ORDERS = [
  'advance',
  'advance-half',
  'charge',
  'retire',
  'retire-half',
  'move',
  'move-half',
  'rally',
  'form-square',
  'form-line',
  'form-closed',
  'form-open',
  'form-skirmish',
  'face',
  'wheel-left',
  'wheel-right',
] as const;

/** A movement order. */
export type MoveOrder = (typeof MOVE_ORDERS)[number];

/** The order that changes a unit to `order` (ruling R62). */
export const formOrder = (order: Order): MoveOrder => `form-${order}`;

/** The order (closed, open, skirmish) a movement order changes its unit to, or null for any other order. */
export function orderFormed(order: MoveOrder): Order | null {
  return order === 'form-closed'
    ? 'closed'
    : order === 'form-open'
      ? 'open'
      : order === 'form-skirmish'
        ? 'skirmish'
        : null;
}

/**
 * Winners' "Bonus Options" (Close Combat L): hold, occupy the vacated position (with a `target`, refacing toward that
 * enemy there: "Occupy vacated position and reform or reface", ruling R64), a non-combat move, another close combat;
 * and "reface" (option a, "reform or reface"): hold and pivot in place to face an enemy (ruling R24).
 */
export const WINNER_OPTIONS = ['hold', 'occupy', 'tactical-move', 'charge-again', 'reface'] as const;

/**
 * The ways a winner's "non-combat tactical move of one normal move" may go besides toward an enemy (ruling R63):
 * straight ahead, or straight back, facing as it was.
 */
export const TACTICAL_HEADINGS = ['ahead', 'back'] as const;

/** A heading of a winner's tactical move that names no enemy. */
export type TacticalHeading = (typeof TACTICAL_HEADINGS)[number];

/**
 * The headings of the moves the legal list offers (ruling R65), in degrees off the unit's front, to the left (counter-
 * clockwise) positive: every 15 degrees round from straight ahead (0, 15, ... 180, -165, ... -15). A decision may name
 * any heading from -180 to 180; these are the ones listed.
 */
export const MOVE_HEADINGS: readonly number[] = Array.from({ length: 24 }, (_, k) =>
  k * 15 > 180 ? k * 15 - 360 : k * 15,
);

/** The orders that may name a `distance` (ruling R65): the whole-move ones; the `-half` ones are half the move. */
export const DISTANCE_ORDERS: readonly MoveOrder[] = ['advance', 'retire', 'move'];

/** A decision of a player. */
export type SwordAndPikeDecision =
  | {
      readonly kind: 'order';
      readonly unit: string;
      readonly order: MoveOrder;
      readonly target: string | null;
      /** Wheels only: the angle in degrees (ruling R24: one of `WHEEL_DEGREES`; 45 when left out). */
      readonly degrees?: number;
      /** Wheels only: spend the rest of the move straight ahead after the wheel (ruling R24). */
      readonly thenAdvance?: boolean;
      /** Wheels only: first advance straight ahead with the move the wheel leaves, then wheel (ruling R24). */
      readonly advanceFirst?: boolean;
      /**
       * Charges of cavalry with pistols only: `false` holds the front rank's pistol at the closing, or at a halt
       * short of it ("may fire one pistol if it closes"; "Cavalry that does not close ... may similarly fire the
       * front rank"); left out, it fires.
       */
      readonly pistols?: boolean;
      /**
       * `move` and `move-half` only (ruling R65): the way, in degrees off the unit's front, to the left positive (0
       * straight ahead, 90 to its left, -90 to its right, 180 straight back); the unit keeps its facing.
       */
      readonly heading?: number;
      /**
       * `advance`, `retire` and `move` only (ruling R65): how far, in inches, at most the unit's move (its full move if
       * a disordered unit's test rallies it); left out, the whole move.
       */
      readonly distance?: number;
    }
  | { readonly kind: 'end-moves' }
  | { readonly kind: 'fire'; readonly unit: string; readonly target: string | null }
  | {
      readonly kind: 'winner-option';
      readonly unit: string;
      readonly option: (typeof WINNER_OPTIONS)[number];
      readonly target: string | null;
      /**
       * The tactical move only, with no `target`: straight `ahead` or straight `back` (ruling R63), or any heading in
       * degrees off its front, to the left positive (ruling R65); with a `target`, it goes toward that enemy.
       */
      readonly heading?: TacticalHeading | number;
      /** The tactical move only (ruling R65): how far, in inches, at most its move (ruling R53); left out, all of it. */
      readonly distance?: number;
    }
  /** A charged unit's side answers a charge: evade (a morale test, then withdraw) or stand (ruling R32). */
  | { readonly kind: 'evasion'; readonly unit: string; readonly evade: boolean };

/** A heading in degrees off a unit's front (ruling R65). */
const HEADING = z.number().min(-180).max(180);
/** A distance in inches (ruling R65): more than nothing; the check measures it against the unit's move. */
const DISTANCE = z.number().positive().max(1000);

/** Zod schema of a decision. */
export const SwordAndPikeDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('order'),
    unit: z.string().min(1),
    order: z.enum(MOVE_ORDERS),
    target: z.string().nullable(),
    degrees: z.number().positive().max(180).optional(),
    thenAdvance: z.boolean().optional(),
    advanceFirst: z.boolean().optional(),
    pistols: z.boolean().optional(),
    heading: HEADING.optional(),
    distance: DISTANCE.optional(),
  }),
  z.strictObject({ kind: z.literal('end-moves') }),
  z.strictObject({ kind: z.literal('fire'), unit: z.string().min(1), target: z.string().nullable() }),
  z.strictObject({
    kind: z.literal('winner-option'),
    unit: z.string().min(1),
    option: z.enum(WINNER_OPTIONS),
    target: z.string().nullable(),
    heading: z.union([z.enum(TACTICAL_HEADINGS), HEADING]).optional(),
    distance: DISTANCE.optional(),
  }),
  z.strictObject({ kind: z.literal('evasion'), unit: z.string().min(1), evade: z.boolean() }),
]);
