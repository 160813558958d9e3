import { z } from 'zod';
import { PointSchema, SideSchema } from './Scenario.js';
import { OrderSchema } from './State.js';

const Ref = z.string().min(1).max(64);

/** A command action (Command > Command Actions), with its target unit where it has one. */
export const CommandActionSchema = z.discriminatedUnion('kind', [
  /** Generic action (ruling "Generic command actions"): remove one Dm, as a passed Resist! would. */
  z.strictObject({ kind: z.literal('rally'), unit: Ref }),
  /** Generic action (ruling): remove the Disorder marker of a unit. */
  z.strictObject({ kind: z.literal('reorganise'), unit: Ref }),
  /** Joining a troop: the move ends in contact and the commander attaches (Commanders and Losses). */
  z.strictObject({ kind: z.literal('join'), unit: Ref }),
  /** No action beyond the move (the command test is still rolled: a move must be followed by an action). */
  z.strictObject({ kind: z.literal('hold') }),
  /** Bold: change the order of a unit not yet activated. */
  z.strictObject({ kind: z.literal('bold'), unit: Ref, order: OrderSchema }),
  /** Alert: a unit changes its orientation at once, even if already activated. */
  z.strictObject({ kind: z.literal('alert'), unit: Ref, to: z.enum(['left', 'right', 'rear']) }),
  /** Authoritarian: the unit activated next, if it is this one, makes no order test. */
  z.strictObject({ kind: z.literal('authoritarian'), unit: Ref }),
  /** Inspiring (every commander): a unit in radius applies one of the commander's virtues until the opponent's next activation. */
  z.strictObject({ kind: z.literal('inspire'), unit: Ref, virtue: z.string().min(1).max(32) }),
  /** Expert (Kingdoms): Inspiring on a whole brigade (option `battle.expertBrigade`: the named unit's regiment, or its units with the Brigade rule). */
  z.strictObject({ kind: z.literal('expert'), unit: Ref, virtue: z.string().min(1).max(32) }),
  /** Coordinator: two units under command activated one after the other, the first to completion. */
  z.strictObject({ kind: z.literal('coordinator'), units: z.tuple([Ref, Ref]) }),
  /** Erudite: an enemy unit in sight may not be the next one its side activates (unless it is the last). */
  z.strictObject({ kind: z.literal('erudite'), unit: Ref }),
  /** Cautious: an order beside a unit already activated, usable only as a reaction. */
  z.strictObject({ kind: z.literal('cautious'), unit: Ref, order: OrderSchema }),
  /** Comrade-in-arms: remove the Exhausted marker of another commander (test on 6s). */
  z.strictObject({ kind: z.literal('comrade-in-arms'), commander: Ref }),
  /** Fearless: the commander joins the unit (a move into contact) and the unit assaults at once, its order discarded. */
  z.strictObject({ kind: z.literal('fearless'), unit: Ref }),
  /** Determined, Energetic, Enthusiastic (Kingdoms): the unit must be the next to activate, with the trait's effect for that activation. */
  z.strictObject({ kind: z.enum(['determined', 'energetic', 'enthusiastic']), unit: Ref }),
  /** Accomplice (Kingdoms): a friendly commander in sight moves up to 9", even if Exhausted. */
  z.strictObject({ kind: z.literal('accomplice'), commander: Ref, to: PointSchema }),
  /** Experienced (Kingdoms): a company of pikemen or musketeers (at most 1 Dm) reinforces a battalion within 6": the company counts as destroyed, the battalion removes 2 Dm. */
  z.strictObject({ kind: z.literal('experienced'), company: Ref, battalion: Ref }),
  /** Indefatigable (Kingdoms): one Dm moves from a unit to another of the same type and regiment within 6". */
  z.strictObject({ kind: z.literal('indefatigable'), from: Ref, to: Ref }),
]);
export type CommandAction = z.infer<typeof CommandActionSchema>;

/**
 * A decision of a Tercios player, as JSON. Planning: `order` / `brigade-order`; initiative: `first`;
 * activation: `command` (optional, first), `activate`, then the acting unit's `move`, `reorient`,
 * `reorganise`, `shoot`, `charge`, `hitch`, `unhitch`, `end`; reactions: `react` / `no-reaction`;
 * Cold Blood (the other side, in the middle of a command): `cold-blood` / `no-cold-blood`; a combat's choices
 * (Combat): `dirty-war` / `no-dirty-war` after a tie, the winner's `advance` / `no-advance`, `withdraw` / `stay`.
 */
export const BattleDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('order'), unit: Ref, order: OrderSchema }),
  z.strictObject({ kind: z.literal('brigade-order'), units: z.array(Ref).min(2).max(12), order: OrderSchema }),
  z.strictObject({ kind: z.literal('first'), side: SideSchema }),
  z.strictObject({
    kind: z.literal('command'),
    commander: Ref,
    to: PointSchema.nullable(),
    action: CommandActionSchema,
    /** Fast (every commander): after a successful command test, a second move to here. */
    then: PointSchema.optional(),
  }),
  z.strictObject({
    kind: z.literal('activate'),
    unit: Ref,
    /** Horde: a second unit of the regiment with the rule, activated straight after this one on its own card. */
    horde: Ref.optional(),
  }),
  z.strictObject({
    kind: z.literal('move'),
    to: PointSchema,
    /**
     * Angle Correction, for a move whose end overlaps a unit or an obstacle: "the unit may pivot up to 45 degrees
     * [...], otherwise it returns to the point of first contact". Degrees (positive to the left, about the front
     * centre; not 0), or `first-contact`. Absent: the smallest pivot that clears (the left first), else first contact.
     */
    angleCorrection: z.union([z.number().min(-45).max(45), z.literal('first-contact')]).optional(),
  }),
  z.strictObject({ kind: z.literal('reorient'), to: z.enum(['left', 'right', 'rear']) }),
  z.strictObject({ kind: z.literal('reorganise') }),
  z.strictObject({ kind: z.literal('shoot'), target: Ref, from: z.enum(['front', 'left', 'right']).optional() }),
  z.strictObject({ kind: z.literal('charge'), target: Ref }),
  z.strictObject({ kind: z.literal('hitch') }),
  z.strictObject({ kind: z.literal('unhitch') }),
  /** Caracole (straight after the unit's own shot): test for a withdrawal of `inches`, keeping its facing. */
  z.strictObject({ kind: z.literal('caracole'), inches: z.number().positive().max(24) }),
  z.strictObject({ kind: z.literal('end') }),
  z.strictObject({
    kind: z.literal('react'),
    unit: Ref,
    reaction: z.enum(['reorient', 'shoot', 'interception', 'counter-charge', 'evasion', 'resist', 'volley']),
    /** Harasser: the volley is followed by an evasion as with Run! (one order test; no Fire! reaction bonus). */
    evade: z.literal(true).optional(),
    /**
     * An evasion (Run!, Evasion, the Harasser's after its volley): how far the unit moves away, in inches, from its
     * unmodified Speed to its Speed++ (Reactions > Run!: "by at least its movement", "may nevertheless benefit from
     * the bonus granted (Mvt++)"). Required for an evasion; no other reaction names one.
     */
    inches: z.number().min(0).max(48).optional(),
    /**
     * A Ready! reorientation: the centre of its base the unit brings its front centre towards (Reorientation: "a side
     * centre or the rear centre"). Required for a reorientation; no other reaction names one.
     */
    to: z.enum(['left', 'right', 'rear']).optional(),
    /**
     * A shot or volley: the centre it is fired from, the front when absent; a side centre only with Extended Arc of
     * Fire ("they may choose their front centre or the side centres of their base").
     */
    from: z.enum(['front', 'left', 'right']).optional(),
  }),
  z.strictObject({ kind: z.literal('no-reaction') }),
  /**
   * In the wrong place: where the commander contacted by an enemy unit moves away to ("it may make a movement to move
   * away from the enemy"): within its movement from where it stood, clear of the enemy.
   */
  z.strictObject({ kind: z.literal('escape'), commander: Ref, to: PointSchema }),
  /**
   * Selfless (Automatic Kingdoms Traits): "a unit attached to this commander that fails a rout test may re-roll its
   * dice. The commander is killed even if the second test succeeds": the failed test is re-rolled, or not (the unit
   * breaks).
   */
  z.strictObject({ kind: z.literal('selfless-reroll') }),
  z.strictObject({ kind: z.literal('no-selfless-reroll') }),
  /**
   * Movement > Overlap: a friendly commander a unit passed through "may choose to join the unit that it passes through.
   * If that is not its wish, and unlike artillery, it may be placed one inch from the unit, but on any side of it":
   * `join: true`, or the spot `to` (its base one inch from the unit's, on the table, on no unit, commander or
   * impassable terrain; where it stands now is always accepted). One of the two.
   */
  z.strictObject({
    kind: z.literal('passed-through'),
    commander: Ref,
    join: z.literal(true).optional(),
    to: PointSchema.optional(),
  }),
  /** Cold Blood (Kingdoms): this commander tries to cancel the enemy command action just passed (a command test on 6s). */
  z.strictObject({ kind: z.literal('cold-blood'), commander: Ref }),
  /** Cold Blood: let the enemy command action stand. */
  z.strictObject({ kind: z.literal('no-cold-blood') }),
  /** Combat > "Dirty war!": after a tied round between pike units, declare it (another round) or not. */
  z.strictObject({ kind: z.literal('dirty-war') }),
  z.strictObject({ kind: z.literal('no-dirty-war') }),
  /** Combat > Advance: the charger that broke its enemy advances 3" in the direction of its charge, or stays. */
  z.strictObject({ kind: z.literal('advance') }),
  z.strictObject({ kind: z.literal('no-advance') }),
  /** Combat > Disengagement: the winning attacker withdraws to leave 1" between the units, or stays in place. */
  z.strictObject({ kind: z.literal('withdraw') }),
  z.strictObject({ kind: z.literal('stay') }),
]);
export type BattleDecision = z.infer<typeof BattleDecisionSchema>;
