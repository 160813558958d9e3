import { z } from 'zod';

/** An order for one unit of an activated brigade. Rulebook: Movement; Charges; Formations; Disorder. */
export const UnitOrderSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hold') }),
  z.strictObject({ type: z.literal('advance') }),
  z.strictObject({ type: z.literal('advance-and-fire') }),
  /**
   * Incline "1" to the flank for each 1" forward/backward" (ruling R23); `backward: true` inclines while moving backwards.
   * A forward incline has no `backward` (so saved decisions from before read as they did). Rulebook: Manoeuvre.
   */
  z.strictObject({ type: z.literal('incline'), dir: z.enum(['left', 'right']), backward: z.literal(true).optional() }),
  z.strictObject({ type: z.literal('retire') }),
  /** Wheel on the outside man; `fast`: foot at full speed (and DISORDERED). Rulebook: Manoeuvre. */
  z.strictObject({ type: z.literal('wheel'), dir: z.enum(['left', 'right']), fast: z.boolean() }),
  z.strictObject({ type: z.literal('charge'), target: z.string() }),
  /** In the charge step a unit that could charge declares none; it gets its other orders after the charges. */
  z.strictObject({ type: z.literal('no-charge') }),
  z.strictObject({
    type: z.literal('form'),
    formation: z.enum(['line', 'column', 'square', 'two-by-two', 'pc', 'pf', 'deployed', 'limbered']),
  }),
  z.strictObject({ type: z.literal('recover') }),
  /** Foot defending a wall, hedge or river bank bend their line to match the defences (ruling R36). Rulebook: Formations. */
  z.strictObject({ type: z.literal('match-defences') }),
]);
/** A unit's order. */
export type UnitOrder = z.output<typeof UnitOrderSchema>;

/** A decision: attempt to activate a brigade, order a unit of the activated brigade, or react to a charge. */
export const BattleDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('activate'), brigade: z.string() }),
  z.strictObject({ kind: z.literal('order'), unit: z.string(), order: UnitOrderSchema }),
  /** An activated brigade's brigadier attaches to one of its units, or to none. Rulebook: Charges, Resolve, Rallying, Morale (Officer Attached). */
  z.strictObject({ kind: z.literal('attach'), brigade: z.string(), unit: z.string().nullable() }),
  /** The charged unit's answer to a charge. Rulebook: Charges. */
  z.strictObject({
    kind: z.literal('react'),
    unit: z.string(),
    reaction: z.enum(['fire', 'square', 'countercharge', 'stand', 'fall-back']),
  }),
  /** Phase 1: the CinC rides to a unit and attaches himself to it (if he reaches it), or stays unattached where he is (null). Ruling R35. */
  z.strictObject({ kind: z.literal('cinc'), side: z.enum(['A', 'B']), unit: z.string().nullable() }),
  /** In a fire phase, the unit due to fire engages one of its legal targets. Rulebook: Artillery Fire; Small Arms Fire (ruling R25). */
  z.strictObject({ kind: z.literal('fire'), unit: z.string(), target: z.string() }),
  /**
   * Ruling R61 (`moveAllowance: up-to`): the unit whose move was rolled goes this many inches of the most the roll
   * allows (whole inches and the most offered; any distance up to it accepted). Rulebook: Movement.
   */
  z.strictObject({ kind: z.literal('move'), unit: z.string(), inches: z.number().positive() }),
  /** Ruling R61: the unit whose wheel was rolled turns this many degrees of the most the roll allows. Rulebook: Manoeuvre. */
  z.strictObject({ kind: z.literal('turn'), unit: z.string(), degrees: z.number().positive() }),
  /**
   * Ruling R28 (`brigadierRide: chosen`): the brigadier whose brigade has moved rides to (x, y), within his officer's
   * move (1d6 x 2). Rulebook: Command and Control; Movement (Officers).
   */
  z.strictObject({ kind: z.literal('ride'), brigade: z.string(), x: z.number(), y: z.number() }),
  /**
   * Ruling R21 (`rallyTests: chosen`): in the Morale Tests phase a unit that may rally from rout, pursuit or fall back
   * takes its rally test (`test: true`) or not. Rulebook: Rallying ("may test now").
   */
  z.strictObject({ kind: z.literal('rally'), unit: z.string(), test: z.boolean() }),
  /**
   * Ruling R62 (`footPursuitRally: chosen`): after its move of pursuit a foot unit rallies (`rally: true`: it halts there)
   * or pursues on. Rulebook: Melee > Post Melee ("Foot may rally automatically after one move of pursuit").
   */
  z.strictObject({ kind: z.literal('pursuit'), unit: z.string(), rally: z.boolean() }),
  /**
   * Ruling R63 (`pcMeleePistols: chosen`): in the melee phase a Pc unit in a later round fires its pistols at an enemy in
   * contact with it, or not at all (`target: null`). Rulebook: Small Arms Fire ("Pc Horse may fire in second or
   * subsequent rounds of melee").
   */
  z.strictObject({ kind: z.literal('pistols'), unit: z.string(), target: z.string().nullable() }),
]);
/** A decision of a player. */
export type BattleDecision = z.output<typeof BattleDecisionSchema>;
