import { z } from 'zod';
import { UnitCategorySchema, UnitDefenceSchema, UnitValuesSchema } from '../profiles/UnitProfile.js';
import { PointSchema, SideSchema } from './Scenario.js';
import { SceneryTypeSchema, TerrainFeatureSchema } from '../scenery/SceneryType.js';

/** The five Order cards. Rulebook: Order Cards. */
export const OrderSchema = z.enum(['ready', 'assault', 'run', 'fire', 'resist']);
export type Order = z.infer<typeof OrderSchema>;

/** The actions of a Ready! order (two different ones). Rulebook: Order Cards > Ready!; Horse Teams. */
export const ReadyActionSchema = z.enum(['move', 'reorganise', 'reorient', 'shoot', 'hitch', 'unhitch']);
export type ReadyAction = z.infer<typeof ReadyActionSchema>;

/** A base on the table: core geometry's oriented rectangle (centre, facing in radians, width, depth). */
export const BaseStateSchema = z.strictObject({
  centre: PointSchema,
  facing: z.number(),
  width: z.number().positive(),
  depth: z.number().positive(),
});
export type BaseState = z.infer<typeof BaseStateSchema>;

/** A troop unit on the table. */
export const UnitStateSchema = z.strictObject({
  id: z.string(),
  side: SideSchema,
  name: z.string(),
  profile: z.string(),
  category: UnitCategorySchema,
  regiment: z.string(),
  values: UnitValuesSchema,
  defence: UnitDefenceSchema,
  weapons: z.array(z.string()),
  rules: z.array(z.string()),
  base: BaseStateSchema,
  /** Damage markers (Dm) [Wear]. */
  wear: z.number().int().min(0),
  disordered: z.boolean(),
  destroyed: z.boolean(),
  hitched: z.boolean(),
  /** The face-down Order card, or null when none is placed (or it was spent or lost). */
  order: OrderSchema.nullable(),
  /** The Brigade group whose single card this unit shares (Brigade rule), if any. */
  brigade: z.string().nullable(),
  /** Activated (or reacted, or lost its order) this turn. */
  activated: z.boolean(),
  /** Reacted with Resist!: Courage bonus in the combat that follows (Reactions > Resist!). */
  resisting: z.boolean(),
  /** A virtue applied through the Inspiring trait, until the opponent's next activation. */
  inspiredBy: z.string().nullable(),
  /** The building it occupies, if any. */
  inBuilding: z.string().nullable(),
  victoryPoints: z.number().int().min(0),
});
export type UnitState = z.infer<typeof UnitStateSchema>;

/** A commander on the table. Officers have no facing (Command > Commander Figures). */
export const CommanderStateSchema = z.strictObject({
  id: z.string(),
  side: SideSchema,
  name: z.string(),
  rank: z.number().int().min(0).max(5),
  commanderInChief: z.boolean(),
  regiment: z.string().nullable(),
  traits: z.array(z.string()),
  virtues: z.array(z.string()),
  position: PointSchema,
  attachedTo: z.string().nullable(),
  exhausted: z.boolean(),
  joinedThisTurn: z.boolean(),
  removed: z.boolean(),
});
export type CommanderState = z.infer<typeof CommanderStateSchema>;

/** A piece of scenery on the table with its features (rolled ones included). */
export const TerrainStateSchema = z.strictObject({
  id: z.string(),
  type: SceneryTypeSchema,
  points: z.array(PointSchema).min(3),
  features: z.array(TerrainFeatureSchema),
});
export type TerrainState = z.infer<typeof TerrainStateSchema>;

/** The unit in the middle of its activation, and what it has done so far. */
export const ActingSchema = z.strictObject({
  unit: z.string(),
  order: OrderSchema,
  actions: z.array(ReadyActionSchema),
  /** Mobility: the free reorientation at the start of the move was used. */
  freeReorient: z.boolean(),
  /** Brigade: units sharing the card, still to act after this one. */
  brigadeQueue: z.array(z.string()),
  /** A declared charge waiting for the target's reaction. */
  chargeTarget: z.string().nullable(),
  /** An interception won by the reacting unit ended this activation (Reactions > Assault!). */
  interrupted: z.boolean(),
  /** The charged unit reacted with a counter-charge (both get the Assault! bonus). */
  counterCharge: z.boolean(),
  /** Determined, Energetic, Enthusiastic: the trait acting on this activation (`energetic-turn`: the closing reorientation is offered). */
  boost: z.enum(['determined', 'energetic', 'energetic-turn', 'enthusiastic']).optional(),
  /** Fearless: an assault led by a commander; a second activation costs the commander's life if the combat is lost. */
  fearless: z.strictObject({ commander: z.string(), secondActivation: z.boolean() }).optional(),
  /** Caracole: the unit has just fired (not as a reaction) and may test for its withdrawal (The Troops > Caracole). */
  caracole: z.literal(true).optional(),
  /** Combat > Flank Charges: whether the charge declared this activation was a flank charge when declared. */
  chargeFlank: z.boolean().optional(),
  /** Option battle.chargePassingReactions: the charge move is made (from `from`, in contact or not, a flank charge or not); the units it passed react before its combat. */
  chargeMoved: z.strictObject({ from: PointSchema, contact: z.boolean(), flank: z.boolean() }).optional(),
  /**
   * Option battle.combatMovementReactions: the combat movements and evasions made (each `unit` from `from`, facing the
   * way it moved, its leading centre to `to`, away from `enemy`) whose approached units are still to be offered
   * their reaction, in order.
   */
  combatMoved: z
    .array(z.strictObject({ unit: z.string(), from: BaseStateSchema, to: PointSchema, enemy: z.string() }))
    .optional(),
  /**
   * Brigade (option battle.brigadeOrder `chosen`): this unit's activation is over and two or more units sharing its
   * card may act next; the side chooses one of them (`activate`), in the same activation of the card.
   */
  brigadeNext: z.array(z.string()).min(2).optional(),
});
export type Acting = z.infer<typeof ActingSchema>;

/** A reaction the other side may attempt (Reactions): who triggered it and which units may react. */
export const PendingReactionSchema = z.strictObject({
  side: SideSchema,
  trigger: z.enum(['proximity', 'charge']),
  /** The enemy unit that came within 3" or declared the charge. */
  by: z.string(),
  candidates: z.array(z.string()).min(1),
  /** For a declared charge: the charged unit. */
  target: z.string().nullable(),
  /** For an approach: the path of the mover's front centre (an interception meets it on this path). */
  path: z.strictObject({ from: PointSchema, to: PointSchema }).nullable(),
});
export type PendingReaction = z.infer<typeof PendingReactionSchema>;

/**
 * Cold Blood (Kingdoms): an enemy command action has just succeeded and the other side's Cold Blood
 * commanders named here may try to cancel it; the command finishes once that side has decided.
 */
export const PendingColdBloodSchema = z.strictObject({
  /** The side that decides (the side of the Cold Blood commanders). */
  side: SideSchema,
  candidates: z.array(z.string()).min(1),
  /** The enemy commander whose action waits. */
  commander: z.string(),
  /** The action, as the command decision named it (kept as JSON; checked when the decision was made). */
  action: z.record(z.string(), z.unknown()),
  /** Fast: the second move of the command decision, if any. */
  then: PointSchema.nullable(),
  /** The acting commander's own command test (passed), which still decides the Fast move, Exhaustion and an Elite rally. */
  test: z.strictObject({
    dice: z.number().int().min(0),
    target: z.number().int().min(1).max(6),
    successes: z.number().int().min(0),
    passed: z.boolean(),
    exhausted: z.boolean(),
    mayMoveAgain: z.boolean(),
  }),
});
export type PendingColdBlood = z.infer<typeof PendingColdBloodSchema>;

const CombatSideSchema = z.enum(['attacker', 'defender']);
const MarkersSchema = z.strictObject({ wear: z.number().int().min(0), disordered: z.boolean() });

/**
 * Commanders and Losses > In the wrong place: an enemy commander a unit's move has just contacted passed its test and
 * "may make a movement to move away from the enemy": the battle has set it clear of the unit (`from`: where it stood
 * when contacted), and its side now names where it goes, before the decision that moved the unit goes on.
 */
export const PendingEscapeSchema = z.strictObject({
  /** The side that decides (the commander's). */
  side: SideSchema,
  commander: z.string(),
  /** Where the commander stood when the enemy unit contacted it: its movement is measured from there. */
  from: PointSchema,
  /** The enemy unit it moves away from. */
  enemy: z.string(),
});
export type PendingEscape = z.infer<typeof PendingEscapeSchema>;

/**
 * Movement > Overlap: a friendly commander a unit passed through (on its way, or where it ended) "may choose to join
 * the unit that it passes through. If that is not its wish, and unlike artillery, it may be placed one inch from the
 * unit, but on any side of it": its side now chooses (`passed-through`). One the unit ended on has been set one inch
 * from the side nearest where it stood meanwhile.
 */
export const PendingPassedSchema = z.strictObject({
  /** The side that decides (the commander's). */
  side: SideSchema,
  commander: z.string(),
  /** The unit that passed through it. */
  unit: z.string(),
});
export type PendingPassed = z.infer<typeof PendingPassedSchema>;

/**
 * A combat waiting for a player's choice (Combat): after a tied round that Dirty war! may carry on
 * (`dirty-war`: "one of the two players may declare"), or before the winner's optional move (`advance`: "it may
 * consolidate its position by advancing 3 inches"; `withdraw`: "the attacker may also withdraw ... one inch"). The
 * combat carries on once `side` has answered, then what it interrupted (`then`).
 */
export const PendingCombatSchema = z.strictObject({
  question: z.enum(['dirty-war', 'advance', 'withdraw']),
  /** The side that answers now. */
  side: SideSchema,
  attacker: z.string(),
  defender: z.string(),
  /** What the table decided before the dice (`game/combat.ts` `CombatCircumstances`). */
  circumstances: z.strictObject({
    flank: z.boolean(),
    defenderReaction: z.enum(['none', 'resist', 'counter-charge']),
    interception: z.boolean().optional(),
    defenderCharging: z.boolean().optional(),
    fearlessAfterActivation: z.boolean().optional(),
    attackerDetermined: z.boolean().optional(),
  }),
  /** `dirty-war`: the rounds fought so far, the last tied (`MeleeProgress`). */
  progress: z
    .strictObject({
      rounds: z.number().int().min(1),
      dirtyWarRounds: z.number().int().min(0),
      attacker: MarkersSchema,
      defender: MarkersSchema,
      commanderKilled: z.strictObject({ attacker: z.boolean(), defender: z.boolean() }),
    })
    .nullable(),
  /** The combat's winner (`dirty-war`: a tie so far). */
  winner: z.enum(['attacker', 'defender', 'tie']),
  /** `advance`, `withdraw`: the combat's movements still to make, the one offered first (`MeleeMovement`). */
  movements: z.array(
    z.strictObject({
      unit: CombatSideSchema,
      kind: z.enum(['disengage', 'retreat', 'pursuit', 'advance', 'withdraw-gap']),
      distance: z.number().min(0),
      faceEnemyFirst: z.boolean().optional(),
      optional: z.boolean().optional(),
      wearIfBlocked: z.number().int().min(0),
    }),
  ),
  /** What the combat interrupted: a charge's activation, or an interception (its reaction closes after). */
  then: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('charge') }),
    z.strictObject({
      kind: z.literal('interception'),
      path: z.strictObject({ from: PointSchema, to: PointSchema }).nullable(),
      endedAt: BaseStateSchema,
    }),
  ]),
});
export type PendingCombat = z.infer<typeof PendingCombatSchema>;

/**
 * Automatic Kingdoms Traits > Selfless: "a unit attached to this commander that fails a rout test may re-roll its
 * dice": the test has just failed (`dice` rolled, `sixes` of the `routPoints` needed), and the unit's side decides
 * whether it re-rolls (the commander killed) or the unit breaks.
 */
export const PendingSelflessSchema = z.strictObject({
  /** The side that decides (the unit's). */
  side: SideSchema,
  unit: z.string(),
  /** The Selfless commander attached to it. */
  commander: z.string(),
  routPoints: z.number().int().min(1),
  dice: z.number().int().min(0),
  sixes: z.number().int().min(0),
});
export type PendingSelfless = z.infer<typeof PendingSelflessSchema>;

/** A finished battle. */
export const BattleResultSchema = z.strictObject({
  winner: SideSchema.nullable(),
  victory: z.string(),
  points: z.strictObject({ A: z.number().int().min(0), B: z.number().int().min(0) }),
  turns: z.number().int().min(0),
});

/** The fields of a battle's state, the questions asked in the middle of a decision (`selfless`, `resume`) aside. */
const BattleStateFields = {
  format: z.literal('tercios-battle'),
  turn: z.number().int().min(1),
  stage: z.enum(['planning', 'initiative', 'action', 'over']),
  table: z.strictObject({ width: z.number().positive(), height: z.number().positive() }),
  terrain: z.array(TerrainStateSchema),
  units: z.array(UnitStateSchema),
  commanders: z.array(CommanderStateSchema),
  /**
   * Ruling Command in Brevis Editio, `commanders: 'initiative-only'`: the rank of each side's highest-ranked commander
   * (null: none), which breaks initiative ties; `commanders` is then empty (no figures). Absent when they are on the table.
   */
  initiativeRanks: z
    .strictObject({ A: z.number().int().min(0).max(5).nullable(), B: z.number().int().min(0).max(5).nullable() })
    .optional(),
  /** Whose turn it is to plan, to choose who plays first, or to activate. */
  activeSide: SideSchema,
  /** The side that won initiative this turn. */
  initiative: SideSchema.nullable(),
  /** A commander was activated in this activation step (a troop must follow). */
  commanderActivated: z.string().nullable(),
  /** Authoritarian: the unit that may be activated next without an order test. */
  authoritarian: z.string().nullable(),
  /** Determined, Energetic, Enthusiastic: the unit that must be the next its side activates, and the trait. */
  nextToActivate: z
    .strictObject({ unit: z.string(), trait: z.enum(['determined', 'energetic', 'enthusiastic']) })
    .nullable()
    .optional(),
  /** Erudite: the enemy unit that may not be the next its side activates (unless it is the last). */
  erudite: z.string().nullable(),
  /** Coordinator: two units that act one after the other, the first activated being followed by the second. */
  coordinated: z.array(z.string()).nullable(),
  acting: ActingSchema.nullable(),
  reaction: PendingReactionSchema.nullable(),
  /** Cold Blood: an enemy command action waiting for this side's decision to cancel it or not. */
  coldBlood: PendingColdBloodSchema.nullable().optional(),
  /** A combat waiting for a player's choice: Dirty war!, or the winner's optional move. */
  combat: PendingCombatSchema.nullable().optional(),
  /**
   * In the wrong place: the commander an enemy unit has just contacted, that passed its test and whose side names where
   * it moves away (games saved at stop 62 may list several, asked once the decision was over).
   */
  escapes: z.array(PendingEscapeSchema).min(1).nullable().optional(),
  /** Movement > Overlap: friendly commanders a unit passed through, the first to join it or be placed by its side. */
  passedThrough: z.array(PendingPassedSchema).min(1).nullable().optional(),
  /** Victory points scored by each side (for destroyed enemy units). */
  points: z.strictObject({ A: z.number().int().min(0), B: z.number().int().min(0) }),
  fixedTurns: z.number().int().min(1).nullable(),
  /** Activations per unit this turn (an invariant: never more than one). */
  activations: z.record(z.string(), z.number().int().min(0)),
  result: BattleResultSchema.nullable(),
};

/** The fields of a battle's state other than its units and commanders and the questions' own, each optional. */
export const ResumedFieldsSchema = z
  .strictObject(BattleStateFields)
  .omit({ units: true, commanders: true, escapes: true })
  .partial();

/** The fields of a battle's state a decision waiting on a question had changed, as they were before it. */
export type ResumedFields = z.infer<typeof ResumedFieldsSchema>;

/** The names of those fields: every field of the state but its units, its commanders and the questions' own. */
export const RESUMED_FIELDS = Object.keys(ResumedFieldsSchema.shape) as readonly (keyof ResumedFields)[];

/** An answer a decision waiting on a question was given (Resume's `answers`). */
export type ResumeAnswer =
  | { kind: 'escape'; to: { x: number; y: number } }
  | { kind: 'selfless'; reroll: boolean }
  | { kind: 'passed-through'; join?: true | undefined; to?: { x: number; y: number } | undefined };

/**
 * What a decision's resolution had done when it stopped to ask a player (In the wrong place's escape, Selfless'
 * re-roll, a commander passed through), so that it resumes from that moment once answered: the decision and its player, the state before it as
 * the fields, units and commanders it has changed since (`undo`), the dice it rolled in order (each a result: a count,
 * a total or the faces), the answers it was given before, and the events it emitted. The answer replays the decision
 * from the state before it with those dice and answers, without emitting those events again, and carries on from the
 * question (`game/pausedResolution.ts`).
 */
export interface Resume {
  /** The decision being resolved (kept as JSON; checked when it was taken). */
  decision: Record<string, unknown>;
  player: 'A' | 'B';
  undo: { fields: ResumedFields; units: UnitState[]; commanders: CommanderState[] };
  rolls: (number | number[])[];
  answers: ResumeAnswer[];
  events: number;
}

/** The schema of {@link Resume}. */
export const ResumeSchema: z.ZodType<Resume> = z.strictObject({
  decision: z.record(z.string(), z.unknown()),
  player: SideSchema,
  undo: z.strictObject({
    fields: ResumedFieldsSchema,
    units: z.array(UnitStateSchema),
    commanders: z.array(CommanderStateSchema),
  }),
  rolls: z.array(z.union([z.number(), z.array(z.number())])),
  answers: z.array(
    z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('escape'), to: PointSchema }),
      z.strictObject({ kind: z.literal('selfless'), reroll: z.boolean() }),
      z.strictObject({
        kind: z.literal('passed-through'),
        join: z.literal(true).optional(),
        to: PointSchema.optional(),
      }),
    ]),
  ),
  events: z.number().int().min(0),
});

/**
 * The state of a Tercios battle: plain JSON, validated when a saved game is loaded.
 * Stages: `planning` (Order cards placed face down), `initiative` (the winner chooses who plays first),
 * `action` (alternate activations, with reactions), `over`.
 */
export const BattleStateSchema = z.strictObject({
  ...BattleStateFields,
  /** Selfless: a failed rout test waiting for its side's choice to re-roll it or not. */
  selfless: PendingSelflessSchema.nullable().optional(),
  /** The decision stopped at the question asked (`escapes`, `selfless`, `passedThrough`), resumed by its answer. */
  resume: ResumeSchema.nullable().optional(),
});
export type BattleState = z.infer<typeof BattleStateSchema>;
