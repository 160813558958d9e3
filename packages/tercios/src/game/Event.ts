import { z } from 'zod';
import { PointSchema, SideSchema } from './Scenario.js';
import {
  BaseStateSchema,
  BattleResultSchema,
  OrderSchema,
  PendingColdBloodSchema,
  PendingCombatSchema,
  PendingEscapeSchema,
  PendingPassedSchema,
  PendingReactionSchema,
  PendingSelflessSchema,
  ReadyActionSchema,
  ResumeSchema,
  type Resume,
} from './State.js';

const Ref = z.string();

/** The decision a question stopped (`state.resume`), named so that the event schemas' types say `Resume`. */
const WaitingDecision: z.ZodType<Resume> = ResumeSchema;

/**
 * An event of a Tercios battle. Events carry the resulting values (a new base, the new Wear), so the
 * reducer never rolls and a log replays without dice.
 */
export const BattleEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('order-placed'), unit: Ref, order: OrderSchema, brigade: z.string().nullable() }),
  z.strictObject({ kind: z.literal('planning-done'), side: SideSchema }),
  z.strictObject({
    kind: z.literal('initiative'),
    rolls: z.array(z.strictObject({ A: z.number().int(), B: z.number().int() })),
    winner: SideSchema,
    by: z.enum(['roll', 'rank', 'coin']),
  }),
  z.strictObject({ kind: z.literal('first-player'), side: SideSchema }),
  z.strictObject({ kind: z.literal('commander-activated'), commander: Ref }),
  z.strictObject({ kind: z.literal('commander-moved'), commander: Ref, to: PointSchema }),
  z.strictObject({
    kind: z.literal('command-test'),
    commander: Ref,
    action: z.string(),
    successes: z.number().int().min(0),
    passed: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('commander-exhausted'), commander: Ref }),
  z.strictObject({ kind: z.literal('commander-attached'), commander: Ref, unit: Ref.nullable() }),
  z.strictObject({ kind: z.literal('commander-removed'), commander: Ref, reason: z.string() }),
  z.strictObject({
    kind: z.literal('activation-started'),
    unit: Ref,
    order: OrderSchema,
    brigadeQueue: z.array(Ref),
    /** Fearless: the commander leading the assault, and whether the unit had already been activated (a second activation). */
    fearless: z.strictObject({ commander: Ref, secondActivation: z.boolean() }).optional(),
  }),
  z.strictObject({
    kind: z.literal('order-test'),
    unit: Ref,
    dice: z.number().int().min(0),
    passed: z.boolean(),
    reaction: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('order-lost'), unit: Ref, reason: z.string() }),
  z.strictObject({ kind: z.literal('action-taken'), unit: Ref, action: ReadyActionSchema }),
  z.strictObject({ kind: z.literal('free-reorient-used'), unit: Ref }),
  /** Caracole: the unit has fired and may now test for a withdrawal. */
  z.strictObject({ kind: z.literal('caracole-offered'), unit: Ref }),
  /** Caracole: the test, for a withdrawal of `inches` (made by a `unit-moved` when passed). */
  z.strictObject({ kind: z.literal('caracole-test'), unit: Ref, inches: z.number().positive(), passed: z.boolean() }),
  z.strictObject({
    kind: z.literal('unit-moved'),
    unit: Ref,
    base: BaseStateSchema,
    reason: z.string(),
    inBuilding: z.string().nullable(),
  }),
  z.strictObject({ kind: z.literal('unit-hitched'), unit: Ref, hitched: z.boolean() }),
  z.strictObject({
    kind: z.literal('unit-state'),
    unit: Ref,
    wear: z.number().int().min(0),
    disordered: z.boolean(),
    reason: z.string(),
  }),
  z.strictObject({ kind: z.literal('unit-destroyed'), unit: Ref, reason: z.string(), points: z.number().int().min(0) }),
  z.strictObject({
    kind: z.literal('shot'),
    shooter: Ref,
    target: Ref,
    dice: z.number().int().min(0),
    hits: z.number().int().min(0),
    cancelled: z.number().int().min(0),
    wear: z.number().int().min(0),
    range: z.number(),
  }),
  z.strictObject({ kind: z.literal('charge-declared'), unit: Ref, target: Ref, flank: z.boolean() }),
  z.strictObject({ kind: z.literal('charge-resolved'), unit: Ref, contact: z.boolean() }),
  /** Option battle.chargePassingReactions: the charge move is made; the units it passed may react before its combat. */
  z.strictObject({
    kind: z.literal('charge-moved'),
    unit: Ref,
    from: PointSchema,
    contact: z.boolean(),
    flank: z.boolean(),
  }),
  /**
   * Option battle.combatMovementReactions: `unit` made a combat movement or an evasion (from `from`, facing the way it
   * moved, its leading centre to `to`, away from `enemy`); the units it came within 3" of may react before play goes on.
   */
  z.strictObject({ kind: z.literal('combat-moved'), unit: Ref, from: BaseStateSchema, to: PointSchema, enemy: Ref }),
  /** Option battle.combatMovementReactions: the first combat movement waiting is now offered to the units it approached. */
  z.strictObject({ kind: z.literal('combat-moved-reactions'), unit: Ref }),
  z.strictObject({ kind: z.literal('activation-interrupted'), unit: Ref }),
  z.strictObject({ kind: z.literal('order-changed'), unit: Ref, order: OrderSchema, by: Ref }),
  z.strictObject({ kind: z.literal('authoritarian'), unit: Ref, by: Ref }),
  z.strictObject({ kind: z.literal('inspired'), unit: Ref, virtue: z.string(), by: Ref }),
  z.strictObject({ kind: z.literal('erudite'), unit: Ref, by: Ref }),
  /** Determined, Energetic, Enthusiastic: the unit must be the next its side activates, with the trait's effect. */
  z.strictObject({
    kind: z.literal('next-to-activate'),
    unit: Ref,
    trait: z.enum(['determined', 'energetic', 'enthusiastic']),
    by: Ref,
  }),
  /** Energetic: the activation would end; the unit may first change its orientation. */
  z.strictObject({ kind: z.literal('energetic-turn'), unit: Ref }),
  /** Brigade: `unit` has acted; the side chooses which of `units` (sharing its card) acts next. */
  z.strictObject({ kind: z.literal('brigade-next'), unit: Ref, units: z.array(Ref).min(2) }),
  /** The trait's effect of this activation has been used. */
  z.strictObject({ kind: z.literal('boost-used'), unit: Ref }),
  z.strictObject({ kind: z.literal('coordinated'), units: z.array(Ref), by: Ref }),
  z.strictObject({ kind: z.literal('commander-refreshed'), commander: Ref, by: Ref }),
  z.strictObject({ kind: z.literal('order-forced'), unit: Ref, order: OrderSchema, reason: z.string() }),
  z.strictObject({ kind: z.literal('commander-escaped'), commander: Ref, to: PointSchema }),
  z.strictObject({
    kind: z.literal('combat'),
    attacker: Ref,
    defender: Ref,
    attackerWear: z.number().int().min(0),
    defenderWear: z.number().int().min(0),
    winner: z.enum(['attacker', 'defender', 'tie']),
    rounds: z.number().int().min(1),
  }),
  z.strictObject({
    kind: z.literal('rout-test'),
    unit: Ref,
    routPoints: z.number().int().min(0),
    sixes: z.number().int().min(0),
    passed: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('reaction-offered'), reaction: PendingReactionSchema }),
  z.strictObject({ kind: z.literal('reaction-closed') }),
  z.strictObject({ kind: z.literal('reaction'), unit: Ref, order: OrderSchema, response: z.string() }),
  z.strictObject({ kind: z.literal('resisting'), unit: Ref }),
  /** Resist!'s Courage + is spent: it was for the charge the unit reacted to (option `battle.resistDuration`). */
  z.strictObject({ kind: z.literal('resisting-ended'), unit: Ref }),
  /**
   * In the wrong place: the commander's side names where it moves away from the enemy (`escape`), and the decision
   * that contacted it waits (`resume`; absent in games saved at stop 62, when it was asked afterwards).
   */
  z.strictObject({
    kind: z.literal('escape-offered'),
    pending: PendingEscapeSchema,
    resume: WaitingDecision.optional(),
  }),
  /** In the wrong place: the commander's side has named where it goes; the decision that contacted it goes on. */
  z.strictObject({ kind: z.literal('escape-closed'), commander: Ref }),
  /** Selfless: the rout test just failed; the unit's side chooses to re-roll it or not, and the decision waits. */
  z.strictObject({ kind: z.literal('selfless-offered'), pending: PendingSelflessSchema, resume: WaitingDecision }),
  /** Selfless: the unit's side has answered (`reroll`); the decision that called the test goes on. */
  z.strictObject({ kind: z.literal('selfless-answered'), unit: Ref, reroll: z.boolean() }),
  /**
   * Movement > Overlap: the side of a friendly commander a unit passed through chooses: join it, or where it is placed.
   * At the passing (`battle.passedThroughWhen: 'at-passing'`) the decision that moved the unit waits (`resume`);
   * without it, the commander is asked once that decision is over.
   */
  z.strictObject({
    kind: z.literal('passed-through-offered'),
    pending: PendingPassedSchema,
    resume: WaitingDecision.optional(),
  }),
  /** Movement > Overlap: the commander passed through has joined the unit or been placed; the next may be asked. */
  z.strictObject({ kind: z.literal('passed-through-closed'), commander: Ref }),
  /** Cold Blood: the enemy's command action waits while these commanders may try to cancel it. */
  z.strictObject({ kind: z.literal('cold-blood-offered'), pending: PendingColdBloodSchema }),
  /** Cold Blood: the other side has decided; the command finishes. */
  z.strictObject({ kind: z.literal('cold-blood-closed') }),
  /** Cold Blood: the command action is cancelled (it has no effect). */
  z.strictObject({ kind: z.literal('command-cancelled'), commander: Ref, by: Ref }),
  /** Combat: the combat waits for `side`'s choice (Dirty war! after a tie, the winner's optional move). */
  z.strictObject({ kind: z.literal('combat-question'), combat: PendingCombatSchema }),
  /** Combat: the side asked has answered (`yes`: declares Dirty war!, advances, withdraws); the combat carries on. */
  z.strictObject({
    kind: z.literal('combat-answer'),
    side: SideSchema,
    question: z.enum(['dirty-war', 'advance', 'withdraw']),
    yes: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('activation-ended'), unit: Ref.nullable() }),
  z.strictObject({
    kind: z.literal('turn-ended'),
    turn: z.number().int().min(1),
    points: z.strictObject({ A: z.number().int(), B: z.number().int() }),
  }),
  z.strictObject({ kind: z.literal('battle-ended'), result: BattleResultSchema }),
]);
export type BattleEvent = z.infer<typeof BattleEventSchema>;
