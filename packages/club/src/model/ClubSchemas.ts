import { z } from 'zod';
import { RollSchema } from '@muster/core';
import { ClubRecordSchema } from './ClubRecord.js';

/** The rulesets the club companion knows. */
export const CLUB_RULESETS = ['tercios', 'sword-and-pike', 'wss-6mm'] as const;
/** One of {@link CLUB_RULESETS}. */
export type ClubRulesetId = (typeof CLUB_RULESETS)[number];

/** A side of the table. */
export const ClubSideSchema = z.enum(['A', 'B']);
/** `A` (the first army) or `B`. */
export type ClubSide = z.infer<typeof ClubSideSchema>;

/**
 * A club game's scenario: which ruleset, the two army lists (validated by the ruleset's own army
 * validator at setup), and how many turns the evening has.
 */
export const ClubScenarioSchema = z.strictObject({
  ruleset: z.enum(CLUB_RULESETS),
  title: z.string().min(1).max(120),
  armies: z.tuple([z.unknown(), z.unknown()]),
  maxTurns: z.number().int().min(1).max(50).default(8),
  /**
   * The rulings the club agreed: the ruleset's own options (docs/rulings/<ruleset>.md), validated at setup by its
   * options schema; what is left out is the ruling's default (a game saved before options existed plays the defaults).
   */
  options: z.record(z.string(), z.unknown()).optional(),
  /** How the game was recorded (the versions, continuations under other rules); the app writes it, setup ignores it. */
  record: ClubRecordSchema.optional(),
});
/** A parsed {@link ClubScenarioSchema}. */
export type ClubScenario = z.output<typeof ClubScenarioSchema>;

/**
 * 6mm WSS: Morale tests owed for losses to fire in `turn` (`tests`); `step` is the step whose losses the latest one
 * counted is owed for (a further loss in that step owes no new test), null once a test for them is taken.
 */
const MoraleOwedSchema = z.strictObject({
  tests: z.number().int().min(0),
  turn: z.number().int().min(1),
  step: z.number().int().min(0).nullable(),
});

/** A unit on the real table, as the companion tracks it. */
export const ClubUnitSchema = z.strictObject({
  id: z.string().min(1),
  side: ClubSideSchema,
  name: z.string().min(1),
  /** The ruleset's profile or troop type (`tercio`, `pikemen`, `british-foot`). */
  profile: z.string().min(1),
  /** Regiment or brigade id. */
  group: z.string().min(1),
  groupName: z.string().min(1),
  /** Figures, stands, elements or guns at full strength (0 where the ruleset counts wear instead). */
  size: z.number().int().min(0),
  /** Wear (Dm), casualties or elements lost, in the ruleset's own measure. */
  losses: z.number().int().min(0),
  disordered: z.boolean(),
  routed: z.boolean(),
  destroyed: z.boolean(),
  /** The order card or order this turn, or null. */
  order: z.string().nullable(),
  /** Acted (activated) this turn. */
  activated: z.boolean(),
  /**
   * Tercios: reacted with Resist! this turn (the battle's `resisting` marker: Courage + in its combats, and against
   * shots under Brevis); cleared with the turn. Absent (a game saved before it): not resisting.
   */
  resisting: z.boolean().optional(),
  /**
   * The army list's choices for this unit that change the mechanics: Tercios, the options bought on its
   * card and what its place in the list adds (`elite`, `elite+N`, `commanded-shot`); The Sword and the
   * Pike, its weapon (`mounted-crossbow`, `spear`) and `morale-class=<row>`; 6mm WSS, `battalion-gun`.
   */
  options: z.array(z.string().min(1)).optional(),
  /** The turn the unit last routed (The Sword and the Pike: it may not move the next turn, then tests to rally). */
  routedTurn: z.number().int().min(1).optional(),
  /** The Sword and the Pike: the Basic Morale rolled on the Initial Morale Chart at the unit's first check. */
  morale: z.number().int().optional(),
  /** The Sword and the Pike: Morale Altered Permanently so far (+1 a close combat won, -1 a rout...). */
  moraleShift: z.number().int().optional(),
  /** The Sword and the Pike: the unit has fired in the game (its first fire is at -2 to each die). */
  fired: z.boolean().optional(),
  /**
   * 6mm WSS: the Morale tests the unit owes for its losses to fire, taken in step 6 (ruling R59: one for each step of
   * the turn in which it lost elements, or with `fireLossTests: once` one for all of them), with the turn and step of
   * the latest loss counted. Absent (a game saved before it), none is owed.
   */
  moraleOwed: MoraleOwedSchema.optional(),
  /**
   * 6mm WSS: the turn the unit's rout, fall back or pursuit began: it tests to rally in step 6 of a later turn
   * (Rallying; ruling R21).
   */
  orderSince: z.number().int().min(1).optional(),
  /**
   * 6mm WSS: a battery's civilian drovers have deserted ("the battery may no longer limber up", Casualties): it rolls
   * for them no more. Absent (a game saved before it): they have not.
   */
  droversDeserted: z.boolean().optional(),
  /**
   * 6mm WSS: the turn the unit fired at a charger: "the fire at a charger is the unit's fire for the turn" (ruling R37,
   * `reactionFireSpendsVolley`). Absent: it has not.
   */
  volleyTurn: z.number().int().min(1).optional(),
  /**
   * 6mm WSS: inches the unit has pursued in its pursuit, over all its moves of pursuit ("If a Foot unit pursues for over
   * 3" it is disordered"; ruling R62: foot may pursue on after a move). Absent: none.
   */
  pursued: z.number().min(0).optional(),
  /**
   * Tercios: the unit holds its regiment's shared Brigade card this turn (The Troops > Brigade: named "when the orders
   * are planned"); the units holding it act one after the other. Absent: its own card.
   */
  brigadeCard: z.boolean().optional(),
});
/** A parsed {@link ClubUnitSchema}. */
export type ClubUnit = z.output<typeof ClubUnitSchema>;

/** A commander, brigadier or officer. */
export const ClubCommanderSchema = z.strictObject({
  id: z.string().min(1),
  side: ClubSideSchema,
  name: z.string().min(1),
  /** Rank, quality or rating in the ruleset's words. */
  rating: z.string(),
  attachedTo: z.string().nullable(),
  lost: z.boolean(),
  /** Tercios: activated this turn (the exhausted marker, removed in the Planning phase). */
  exhausted: z.boolean(),
  /** Tercios: virtue and trait ids; an attached commander's apply to its unit in shooting and melee. */
  abilities: z.array(z.string().min(1)).optional(),
  /**
   * Tercios: his Coordinator action succeeded: his side's next unit activated may be followed by a second one
   * (Traits > Coordinator). Absent: no such action pending.
   */
  coordinating: z.boolean().optional(),
});
/** A parsed {@link ClubCommanderSchema}. */
export type ClubCommander = z.output<typeof ClubCommanderSchema>;

/** What can be changed on a unit by hand or by a resolution. */
export const UnitPatchSchema = z.strictObject({
  /** A new name the players give the unit (unique in the game). */
  name: z.string().trim().min(1).max(60).optional(),
  losses: z.number().int().min(0).optional(),
  disordered: z.boolean().optional(),
  routed: z.boolean().optional(),
  destroyed: z.boolean().optional(),
  order: z.string().nullable().optional(),
  activated: z.boolean().optional(),
  resisting: z.boolean().optional(),
  routedTurn: z.number().int().min(1).optional(),
  morale: z.number().int().optional(),
  moraleShift: z.number().int().optional(),
  fired: z.boolean().optional(),
  moraleOwed: MoraleOwedSchema.optional(),
  orderSince: z.number().int().min(1).optional(),
  droversDeserted: z.boolean().optional(),
  volleyTurn: z.number().int().min(1).optional(),
  pursued: z.number().min(0).optional(),
  brigadeCard: z.boolean().optional(),
});
/** A parsed {@link UnitPatchSchema}. */
export type UnitPatch = z.output<typeof UnitPatchSchema>;

/** What can be changed on a commander. */
export const CommanderPatchSchema = z.strictObject({
  attachedTo: z.string().nullable().optional(),
  lost: z.boolean().optional(),
  exhausted: z.boolean().optional(),
  coordinating: z.boolean().optional(),
});
/** A parsed {@link CommanderPatchSchema}. */
export type CommanderPatch = z.output<typeof CommanderPatchSchema>;

const ParamValueSchema = z.union([z.number(), z.string(), z.boolean()]);

/**
 * A move the rules dictate after a result (retreat, disengagement, pursuit, falling back, rout), waiting
 * for the players to make it on the real table. The app says how far and how; the players say where the
 * base ended and whether it could complete the move.
 */
export const ClubMoveSchema = z.strictObject({
  id: z.number().int().min(1),
  unit: z.string().min(1),
  /** In the rulebook's words: retreat, disengage, pursuit, advance, withdraw, fall back, rout, winner's option. */
  kind: z.string().min(1),
  /** What the rules dictate, in plain words. */
  text: z.string().min(1),
  /** Inches, or null while a roll decides it (or where the rules give no distance). */
  distance: z.number().min(0).nullable(),
  /** The other unit of the resolution, where there is one (the enemy a reaction answers). */
  target: z.string().min(1).optional(),
  /** The players may decline it (an advance, a pursuit that is an option). */
  optional: z.boolean(),
  /** A roll the rules require before the move (6mm WSS distances, the Sword and the Pike D4 rout casualties). */
  roll: z.strictObject({ mechanic: z.string().min(1), params: z.record(z.string(), ParamValueSchema) }).nullable(),
  /** What the rules do to a unit that cannot complete the move (Tercios: 1 Dm), or null. */
  ifBlocked: z.strictObject({ text: z.string(), losses: z.number().int().min(0), patch: UnitPatchSchema }).nullable(),
  /**
   * What the rules do to a unit whose players decline this optional move (6mm WSS: foot that do not pursue on rally
   * after their move of pursuit and halt, ruling R62); absent or null: nothing.
   */
  ifDeclined: z.strictObject({ text: z.string(), patch: UnitPatchSchema }).nullable().optional(),
  /** What happens when the move takes the unit off the table (routers leave the field), or null. */
  offTable: z.string().nullable(),
});
/** A parsed {@link ClubMoveSchema}. */
export type ClubMove = z.output<typeof ClubMoveSchema>;

/** A test's own fields: a {@link ClubTestSchema} without the test that follows it. */
export const ClubTestBaseSchema = z.strictObject({
  unit: z.string().min(1),
  /** The mechanic to resolve, with the unit as actor, and its prefilled parameters. */
  mechanic: z.string().min(1),
  params: z.record(z.string(), ParamValueSchema),
  /** What the test decides, in plain words. */
  text: z.string().min(1),
  /** Why the rules call it, where the result reads differently (`rally`: a routed unit's rally test). */
  purpose: z.string().min(1).optional(),
  /** The other unit of the resolution, where there is one (the enemy a reaction answers). */
  target: z.string().min(1).optional(),
  /** The players may decline it (a Tercios reaction: reacting is never mandatory). */
  optional: z.boolean().optional(),
  /**
   * The units that fired at the unit in this phase (The Sword and the Pike: if the test routs it, each gains 1 Morale,
   * ruling R39); `target` is the last of them.
   */
  firers: z.array(z.string().min(1)).optional(),
  /** The commander the test is for (The Sword and the Pike: an attached officer's casualty D20). */
  commander: z.string().min(1).optional(),
});
/**
 * A test the rules require before a unit acts (Tercios: the order test of a unit with Dm on activation),
 * waiting for the players to roll it with the odds shown.
 */
export const ClubTestSchema: z.ZodType<ClubTest> = ClubTestBaseSchema.extend({
  then: z.lazy(() => ClubTestSchema).optional(),
});
/** A parsed {@link ClubTestSchema}. */
export type ClubTest = z.output<typeof ClubTestBaseSchema> & {
  /**
   * A test of the same unit and mechanic the rules call for separately, taken once this one is (6mm WSS: the Morale
   * test for a router within 6" after the Morale test the unit already owes for another cause; The Sword and the Pike:
   * a test for each Staff Officer lost), itself followed by the next one, if any.
   */
  readonly then?: ClubTest | undefined;
};

/** How the players report a move made on the table. */
export const MOVE_RESULTS = ['made', 'blocked', 'off-table', 'declined'] as const;

/** The state of a club game: where the sequence stands, the units, commanders and victory points. */
export const ClubStateSchema = z.strictObject({
  ruleset: z.enum(CLUB_RULESETS),
  title: z.string(),
  armyNames: z.tuple([z.string(), z.string()]),
  turn: z.number().int().min(1),
  maxTurns: z.number().int().min(1),
  /**
   * The ruleset's options the game plays, every one filled in; absent (the defaults) when the scenario gives none,
   * as in every game saved before options existed (so it replays to the state it saved).
   */
  options: z.record(z.string(), z.unknown()).optional(),
  /** Index into the ruleset's club sequence. */
  step: z.number().int().min(0),
  activeSide: ClubSideSchema,
  units: z.array(ClubUnitSchema),
  commanders: z.array(ClubCommanderSchema),
  points: z.strictObject({ A: z.number().int(), B: z.number().int() }),
  /** Moves the rules dictate that the players have not yet made on the table. */
  moves: z.array(ClubMoveSchema),
  /** The last move id given. */
  moveSeq: z.number().int().min(0),
  /** Tests the rules require, not yet rolled (at most one of each mechanic per unit). */
  tests: z.array(ClubTestSchema).default([]),
  /**
   * The resolutions of the current step (6mm WSS: a melee's hit difference needs both sides' rolls); the
   * list starts again with each step.
   */
  stepResolutions: z
    .array(
      z.strictObject({
        mechanic: z.string(),
        actor: z.string().nullable(),
        target: z.string().nullable(),
        /**
         * 6mm WSS only: a `fire-or-square`'s parameters (whether the charged unit's 1d20 attempt was to fire or to form
         * square); a `morale` test's `flank-or-rear` when ticked (ruling R34: a unit charged there may not fire).
         */
        params: z.record(z.string(), ParamValueSchema).optional(),
        outcome: z.record(z.string(), ParamValueSchema),
      }),
    )
    .default([]),
  /**
   * The units the active side may activate now, straight after the unit it has just activated, instead of the turn
   * passing to the other side (Tercios: the rest of a Brigade, a Horde partner, a Coordinator's second unit); absent,
   * activations alternate.
   */
  followers: z.array(z.string().min(1)).optional(),
  /**
   * Why the `followers` must act before the turn passes (the side may not pass): the rule, quoted (Tercios: the units
   * sharing a Brigade card); absent, the side may pass instead.
   */
  followersMust: z.string().min(1).optional(),
  /** 6mm WSS: per ROUTED unit, the units that have taken their Morale test for it (they never test twice for it). */
  nearRouter: z.record(z.string(), z.array(z.string())).default({}),
  over: z.boolean(),
  winner: ClubSideSchema.nullable(),
  victory: z.string(),
});
/** A parsed {@link ClubStateSchema}. */
export type ClubState = z.output<typeof ClubStateSchema>;

/**
 * A decision of the players at the table. `resolve` runs one of the ruleset's mechanics: with the app's
 * seeded dice when `dice` is absent, or with the faces typed in from real dice (kept in the decision, so
 * a replay rolls the same).
 */
export const ClubDecisionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('next') }),
  z.strictObject({ kind: z.literal('pass') }),
  z.strictObject({ kind: z.literal('activate'), unit: z.string().optional(), group: z.string().optional() }),
  z.strictObject({
    kind: z.literal('resolve'),
    mechanic: z.string().min(1),
    params: z.record(z.string(), ParamValueSchema),
    actor: z.string().optional(),
    target: z.string().optional(),
    dice: z.array(z.number()).optional(),
  }),
  z.strictObject({ kind: z.literal('set-unit'), unit: z.string(), patch: UnitPatchSchema }),
  z.strictObject({ kind: z.literal('set-commander'), commander: z.string(), patch: CommanderPatchSchema }),
  z.strictObject({
    kind: z.literal('points'),
    side: ClubSideSchema,
    delta: z.number().int().min(-1000).max(1000),
    reason: z.string().max(200),
  }),
  z.strictObject({ kind: z.literal('note'), text: z.string().min(1).max(500) }),
  z.strictObject({
    kind: z.literal('settle-move'),
    move: z.number().int(),
    result: z.enum(MOVE_RESULTS),
    where: z.string().max(200).optional(),
  }),
  z.strictObject({
    kind: z.literal('near-router'),
    router: z.string().min(1),
    units: z.array(z.string().min(1)).max(60),
  }),
  /** Tercios: a charge declared on `unit` by `by`, or `by` come within 3" of its front centre: the app offers the reaction. */
  z.strictObject({
    kind: z.literal('declare'),
    trigger: z.enum(['charge', 'approach']),
    by: z.string().min(1),
    unit: z.string().min(1),
  }),
  /** The players decline a test the rules offer but do not impose (a reaction). */
  z.strictObject({ kind: z.literal('decline-test'), unit: z.string().min(1) }),
  z.strictObject({ kind: z.literal('end'), winner: ClubSideSchema.nullable(), reason: z.string().max(200) }),
]);
/** A parsed {@link ClubDecisionSchema}. */
export type ClubDecision = z.output<typeof ClubDecisionSchema>;

/** An event of a club game's log. */
export const ClubEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('step'), turn: z.number().int(), step: z.number().int(), title: z.string() }),
  z.strictObject({
    type: z.literal('active-side'),
    side: ClubSideSchema,
    why: z.string(),
    /** The units the side may activate next, straight after the last (`ClubState.followers`); absent: any. */
    followers: z.array(z.string()).optional(),
    /** Why the followers must act, the side not passing (`ClubState.followersMust`); absent: it may pass. */
    must: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal('resolved'),
    mechanic: z.string(),
    params: z.record(z.string(), ParamValueSchema),
    actor: z.string().nullable(),
    target: z.string().nullable(),
    outcome: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
    typedIn: z.boolean(),
    /** The real dice typed in (seeded rolls are in the log as roll entries already). */
    rolls: z.array(RollSchema),
  }),
  z.strictObject({ type: z.literal('unit-changed'), unit: z.string(), patch: UnitPatchSchema, why: z.string() }),
  z.strictObject({ type: z.literal('commander-changed'), commander: z.string(), patch: CommanderPatchSchema }),
  z.strictObject({ type: z.literal('points'), side: ClubSideSchema, delta: z.number().int(), reason: z.string() }),
  z.strictObject({ type: z.literal('note'), text: z.string() }),
  z.strictObject({ type: z.literal('move-required'), move: ClubMoveSchema }),
  z.strictObject({ type: z.literal('test-required'), test: ClubTestSchema }),
  /** The test of `unit` is taken or declined: the one of `mechanic`, or every one where it is absent. */
  z.strictObject({ type: z.literal('test-taken'), unit: z.string(), mechanic: z.string().optional() }),
  z.strictObject({ type: z.literal('near-router'), router: z.string(), units: z.array(z.string()) }),
  z.strictObject({
    type: z.literal('move-rolled'),
    move: z.number().int(),
    unit: z.string(),
    distance: z.number().min(0).nullable(),
    text: z.string(),
  }),
  z.strictObject({
    type: z.literal('move-settled'),
    move: z.number().int(),
    unit: z.string(),
    kind: z.string(),
    result: z.enum(MOVE_RESULTS),
    where: z.string(),
  }),
  z.strictObject({ type: z.literal('ended'), winner: ClubSideSchema.nullable(), victory: z.string() }),
]);
/** A parsed {@link ClubEventSchema}. */
export type ClubEvent = z.output<typeof ClubEventSchema>;
