import { z } from 'zod';
import { SideSchema, UnitPatchSchema } from './State.js';
import { UnitOrderSchema } from './Decision.js';

/**
 * Events of the log. Each carries `text`, the narrative line in the rules' words; `reduce` applies the
 * structured fields only.
 */
export const BattleEventSchema = z.discriminatedUnion('kind', [
  /** A new turn: brigades reset, initiative decided. */
  z.strictObject({ kind: z.literal('turn'), turn: z.number().int().min(1), first: SideSchema, text: z.string() }),
  z.strictObject({ kind: z.literal('phase'), phase: z.string(), text: z.string() }),
  /** An activation attempt. */
  z.strictObject({
    kind: z.literal('activation'),
    brigade: z.string(),
    activated: z.boolean(),
    pending: z.array(z.string()),
    /**
     * The units that may declare a charge, as logs made before ruling R39's reading carried them (read as the brigade
     * activated). They are now read once the brigadier has chosen where to stand: the `attached` event carries them.
     */
    charging: z.array(z.string()).optional(),
    /** The brigade's units in melee as it activates, which join the Other Movement if freed (ruling R56). */
    inMelee: z.array(z.string()).optional(),
    text: z.string(),
  }),
  /** A unit of the moving brigade whose melee ended during the charges joins its Other Movement (ruling R56). */
  z.strictObject({ kind: z.literal('freed-from-melee'), unit: z.string(), text: z.string() }),
  /**
   * A unit received its order (removed from the pending list). `declined`: in the charge step it declared
   * no charge, and keeps its place for the other movement (Movement iv).
   */
  z.strictObject({
    kind: z.literal('ordered'),
    unit: z.string(),
    declined: z.boolean().optional(),
    text: z.string(),
  }),
  /**
   * Ruling R61 (`moveAllowance: up-to`): a unit's move or wheel is rolled; its player chooses how far it goes, up to
   * `most` (inches of its path, or degrees of a wheel).
   */
  z.strictObject({
    kind: z.literal('move-rolled'),
    unit: z.string(),
    order: UnitOrderSchema,
    rolled: z.number().min(0),
    most: z.number().min(0),
    text: z.string(),
  }),
  /** Ruling R61: the player has chosen how far the rolled move goes (the unit events that follow carry it out). */
  z.strictObject({ kind: z.literal('move-chosen'), unit: z.string(), text: z.string() }),
  /** Ruling R28 (`brigadierRide: chosen`): the brigadier of the brigade that has moved may ride up to `most` inches. */
  z.strictObject({ kind: z.literal('ride-rolled'), brigade: z.string(), most: z.number().min(0), text: z.string() }),
  /** Ruling R21 (`rallyTests: chosen`): the units that may rally now, each side choosing in turn whether each tests. */
  z.strictObject({ kind: z.literal('rally-offered'), units: z.array(z.string()).min(1), text: z.string() }),
  /** Ruling R21: the unit's side has chosen whether it takes its rally test (the test's events follow). */
  z.strictObject({ kind: z.literal('rally-chosen'), unit: z.string(), test: z.boolean(), text: z.string() }),
  /** Ruling R63 (`pcMeleePistols: chosen`): the Pc units that may fire pistols in the melee, each side choosing in turn. */
  z.strictObject({ kind: z.literal('pistols-offered'), units: z.array(z.string()).min(1), text: z.string() }),
  /** Ruling R63: the unit's side has chosen its pistols' target, or not to fire (the volleys go with the melee's rolls). */
  z.strictObject({
    kind: z.literal('pistols-chosen'),
    unit: z.string(),
    target: z.string().nullable(),
    text: z.string(),
  }),
  /**
   * Ruling R62 (`footPursuitRally: chosen`): a foot unit of `brigade` has made a move of pursuit; its side chooses to
   * rally it or to pursue on, and the brigade's compulsory moves wait (`moved`: see the state's `pursuit`).
   */
  z.strictObject({
    kind: z.literal('pursuit-offered'),
    unit: z.string(),
    brigade: z.string(),
    moved: z.array(z.string()),
    text: z.string(),
  }),
  /** Ruling R62: the unit's side has chosen (the halt's events follow when it rallies). */
  z.strictObject({ kind: z.literal('pursuit-chosen'), unit: z.string(), rally: z.boolean(), text: z.string() }),
  /** The activated brigade is done; the other side activates next. */
  z.strictObject({ kind: z.literal('activation-ended'), brigade: z.string(), next: SideSchema, text: z.string() }),
  z.strictObject({
    kind: z.literal('brigadier'),
    brigade: z.string(),
    x: z.number(),
    y: z.number(),
    text: z.string(),
  }),
  /** A change to a unit. */
  z.strictObject({ kind: z.literal('unit'), unit: z.string(), set: UnitPatchSchema, text: z.string() }),
  /** A charge is under way: charge test passed, charge move rolled. */
  z.strictObject({
    kind: z.literal('charge-declared'),
    charger: z.string(),
    target: z.string(),
    gap: z.number().min(0),
    move: z.number().min(0),
    text: z.string(),
  }),
  /** The charge has been carried through (contact, halt or shortfall). */
  z.strictObject({ kind: z.literal('charge-resolved'), text: z.string() }),
  /** The brigadier attaches to a unit of his brigade, or leaves it (unit null). */
  z.strictObject({
    kind: z.literal('attached'),
    brigade: z.string(),
    unit: z.string().nullable(),
    /**
     * The activated brigade's units that may declare a charge (Movement ii, Charges), asked first: read with the
     * brigadier where he stands after this choice (rulings R28, R39). Absent when he leaves a unit that routs.
     */
    charging: z.array(z.string()).optional(),
    text: z.string(),
  }),
  /** A fire phase begins: the units that may fire and have a target, in order. */
  z.strictObject({
    kind: z.literal('fire-begun'),
    phase: z.enum(['artillery', 'small-arms']),
    pending: z.array(z.string()),
    text: z.string(),
  }),
  /** One unit has fired (target null: it had none left); its hits are taken when the phase's fire ends. */
  z.strictObject({
    kind: z.literal('shot'),
    unit: z.string(),
    target: z.string().nullable(),
    elements: z.number().int().min(0).max(2),
    cause: z.string(),
    text: z.string(),
  }),
  /** Every unit has fired: the hits are taken now (the unit events that follow). */
  z.strictObject({ kind: z.literal('fire-ended'), text: z.string() }),
  /** A CinC moves, attaches himself to a unit or leaves it (`acted`: his Command and Control decision is made). */
  z.strictObject({
    kind: z.literal('cinc'),
    side: SideSchema,
    x: z.number(),
    y: z.number(),
    attached: z.string().nullable(),
    acted: z.boolean(),
    text: z.string(),
  }),
  /** A test or roll worth narrating that changes nothing by itself. */
  z.strictObject({ kind: z.literal('note'), text: z.string() }),
  z.strictObject({
    kind: z.literal('end'),
    winner: SideSchema.nullable(),
    victory: z.string(),
    points: z.strictObject({ A: z.number(), B: z.number() }),
    turns: z.number().int(),
    text: z.string(),
  }),
]);
/** An event of the battle log. */
export type BattleEvent = z.output<typeof BattleEventSchema>;
