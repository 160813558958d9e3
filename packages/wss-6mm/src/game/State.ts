import { z } from 'zod';
import { BRIGADIER_RATINGS } from '../command/brigadierRatings.js';
import { TerrainSchema } from './terrain.js';
import { UnitOrderSchema } from './Decision.js';

// zod 4's z.number() rejects Infinity and NaN by itself.
const finite = z.number();
/** A side of the table: A deploys at the near edge facing up the table (+y), B at the far edge. */
export const SideSchema = z.enum(['A', 'B']);
/** A side: A or B. */
export type Side = z.output<typeof SideSchema>;

const formation = z.enum(['line', 'column', 'square', 'two-by-two', 'pc', 'pf', 'deployed', 'limbered']);
const chargeBonus = z.enum(['none', 'p-vs-foot', 's-vs-foot', 's-vs-pf', 's-vs-pc']);
/** A phase of a turn: the turn and the state's `phase` (ruling R59: the losses of a phase owe one Morale test). */
const turnPhase = z.strictObject({ turn: z.number().int().min(1), phase: z.string() });

/** The fields of a unit that change during a battle (what a `unit` event may set). */
export const UnitPatchSchema = z.strictObject({
  x: finite.optional(),
  y: finite.optional(),
  /** Direction the unit faces, in radians (core convention: NORTH = up the table). */
  facing: finite.optional(),
  lost: z.number().int().min(0).optional(),
  formation: formation.optional(),
  /** A formation change under way: the formation and the moves still needed. */
  changing: z
    .strictObject({ to: formation, movesLeft: z.number().int().min(1).max(2) })
    .nullable()
    .optional(),
  order: z.enum(['steady', 'disordered', 'falling-back', 'routed']).optional(),
  pursuing: z.string().nullable().optional(),
  /**
   * Inches the unit has pursued in its current pursuit ("If a Foot unit pursues for over 3" it is disordered", ruling
   * R62: foot may pursue on after a move); 0 when not pursuing. A state saved before this field reads as 0.
   */
  pursued: z.number().min(0).optional(),
  /** Turn in which the current falling back, rout or pursuit began (rallying waits a turn). */
  since: z.number().int().min(0).optional(),
  status: z.enum(['active', 'destroyed', 'left-table']).optional(),
  engaged: z.array(z.string()).optional(),
  /** This turn: how the unit moved (for who may fire). */
  moved: z.enum(['none', 'moved', 'move-and-fire', 'manoeuvred']).optional(),
  failedCharge: z.boolean().optional(),
  /** Charging bonus for the first round of a melee begun this turn. */
  charge: z.strictObject({ bonus: chargeBonus, vsStationaryHorse: z.boolean() }).nullable().optional(),
  /**
   * Morale tests owed for losses, taken in phase 6: one for each phase in which the unit lost elements (ruling R59).
   * A log written when this was a flag (true, false) reads as 1 or 0.
   */
  pendingMorale: z.union([z.number().int().min(0), z.boolean().transform(Number)]).optional(),
  /**
   * The phase (turn and phase) whose losses the latest test counted in `pendingMorale` is owed for: a further loss in
   * that phase owes no new test (ruling R59, `inflict`); null when none is owed for a phase's losses, or once it is
   * taken. A log written before this field reads as null.
   */
  moraleOwedFor: turnPhase.nullable().optional(),
  /** Routed units this unit has already tested for. */
  testedRouters: z.array(z.string()).optional(),
  battalionGunLost: z.boolean().optional(),
  droversDeserted: z.boolean().optional(),
  /** This turn: the unit fired at a charger (pre-melee fire), so it does not fire again in the fire phases (ruling R37). */
  firedAtCharger: z.boolean().optional(),
});
/** The changeable fields of a unit. */
export type UnitPatch = z.output<typeof UnitPatchSchema>;

/** A unit on the table. `lost` counts elements (or, for a battery, hits: 4 remove a gun). */
export const BattleUnitSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  side: SideSchema,
  brigade: z.string(),
  arm: z.enum(['foot', 'horse', 'battery']),
  /** UNIT_TYPES id or `field-battery`. */
  type: z.string(),
  tactics: z.enum(['PF1', 'PF2', 'RF', 'S', 'P', 'artillery']),
  /** Elements at the start (gun models for a battery). */
  elements: z.number().int().min(1),
  battalionGun: z.boolean(),
  ...UnitPatchSchema.required().shape,
  moraleOwedFor: turnPhase.nullable().default(null).optional(),
  pursued: z.number().min(0).default(0),
  firedAtCharger: z.boolean().default(false),
});
/** A unit on the table. */
export type BattleUnit = z.output<typeof BattleUnitSchema>;

/** A brigade and its brigadier. Rulebook: Command and Control. */
export const BattleBrigadeSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  side: SideSchema,
  brigadier: z.string(),
  rating: z.enum(BRIGADIER_RATINGS as unknown as [string, ...string[]]),
  x: finite,
  y: finite,
  /** The unit the brigadier is attached to ("Officer Attached"), if any. */
  attached: z.string().nullable(),
  /** This turn: waiting, activated, failed, or done. */
  activation: z.enum(['pending', 'activated', 'failed', 'done']),
});
/** A brigade and its brigadier. */
export type BattleBrigade = z.output<typeof BattleBrigadeSchema>;

/** A Commander-in-Chief on the table (ruling R35). */
export const BattleCincSchema = z.strictObject({
  name: z.string(),
  x: finite,
  y: finite,
  /** The unit he rides with ("Officer Attached"), if any. */
  attached: z.string().nullable(),
});
/** A Commander-in-Chief on the table. */
export type BattleCinc = z.output<typeof BattleCincSchema>;

/** The state of a battle. */
export const BattleStateSchema = z.strictObject({
  name: z.string(),
  turn: z.number().int().min(1),
  phase: z.string(),
  table: z.strictObject({
    width: z.number().positive(),
    depth: z.number().positive(),
    terrain: z.array(TerrainSchema),
  }),
  armies: z.strictObject({
    A: z.strictObject({ name: z.string(), commander: z.string() }),
    B: z.strictObject({ name: z.string(), commander: z.string() }),
  }),
  /** The side that won the initiative this turn. */
  first: SideSchema,
  /** The side whose brigade activates next. */
  activeSide: SideSchema,
  /**
   * The activated brigade whose units still await orders. `charging` lists the units still to declare or
   * decline a charge (Movement ii, Charges), which comes before every other order (Movement iv): read when the
   * brigadier has chosen where to stand (`attaching` over; rulings R28, R39).
   */
  current: z
    .strictObject({
      brigade: z.string(),
      pending: z.array(z.string()),
      attaching: z.boolean(),
      charging: z.array(z.string()).default([]),
      /**
       * The brigade's units in melee when it activated (not in `pending`): one whose melee ends during the charges
       * joins the Other Movement (ruling R56, `freedFromMelee`).
       */
      inMelee: z.array(z.string()).optional(),
      /**
       * Ruling R61 (`moveAllowance: up-to`): a unit's voluntary move or wheel has been rolled and its player chooses how
       * far it goes: `most` inches of its path (degrees for a wheel), the roll `rolled` inches.
       */
      moving: z
        .strictObject({ unit: z.string(), order: UnitOrderSchema, rolled: z.number().min(0), most: z.number().min(0) })
        .optional(),
    })
    .nullable(),
  /** A charge waiting for the charged unit's reaction (a decision of the charged side). */
  pendingCharge: z
    .strictObject({ charger: z.string(), target: z.string(), gap: z.number().min(0), move: z.number().min(0) })
    .nullable(),
  /**
   * A fire phase under way: the units still to fire (the first chooses its target next) and the hits
   * scored so far, taken when every unit has fired (fire is simultaneous). Rulebook: Artillery Fire; Small Arms Fire.
   */
  fire: z
    .strictObject({
      phase: z.enum(['artillery', 'small-arms']),
      pending: z.array(z.string()),
      hits: z.array(z.strictObject({ target: z.string(), elements: z.number().int().min(1), cause: z.string() })),
    })
    .nullable()
    .default(null),
  /**
   * Ruling R28 (`brigadierRide: chosen`): the brigade that has moved, whose brigadier chooses where to ride with his
   * officer's move of `most` inches (the activation ends once he has).
   */
  ride: z
    .strictObject({ brigade: z.string(), most: z.number().min(0) })
    .nullable()
    .default(null),
  /**
   * Ruling R21 (`rallyTests: chosen`): the Morale Tests phase is waiting for these units' sides to say whether each
   * takes its rally test (the first next); null when no unit is choosing.
   */
  rally: z.array(z.string()).nullable().default(null),
  /**
   * Ruling R63 (`pcMeleePistols: chosen`): the melee phase waits for the sides of these Pc units (the first next) to
   * choose the enemy in contact each fires its pistols at, or none; `volleys` are the choices made so far, fired when
   * every unit has chosen. Null when no unit is choosing.
   */
  pistols: z
    .strictObject({
      pending: z.array(z.string()),
      volleys: z.array(z.strictObject({ unit: z.string(), target: z.string().nullable() })),
    })
    .nullable()
    .default(null),
  /**
   * Ruling R62 (`footPursuitRally: chosen`): the brigade's compulsory moves wait for the side of this foot unit, which
   * has made a move of pursuit, to rally it or pursue on; `moved` are the units that had moved in the phase when the
   * brigade began its activation attempt (rulings R55, R58), read again once the moves are over. Null otherwise.
   */
  pursuit: z
    .strictObject({ unit: z.string(), brigade: z.string(), moved: z.array(z.string()) })
    .nullable()
    .default(null),
  brigades: z.array(BattleBrigadeSchema),
  /** Both CinCs on the table (ruling R35), or null when they only roll for initiative (`cinc: initiative-only`). */
  cincs: z.strictObject({ A: BattleCincSchema, B: BattleCincSchema }).nullable().default(null),
  /** Sides whose CinC has still to act this turn (phase 1, Command and Control; the initiative winner first). */
  cincPending: z.array(SideSchema).default([]),
  units: z.array(BattleUnitSchema),
  result: z
    .strictObject({
      winner: SideSchema.nullable(),
      victory: z.string(),
      points: z.strictObject({ A: z.number(), B: z.number() }),
      turns: z.number().int(),
    })
    .nullable(),
});
/** The state of a battle. */
export type BattleState = z.output<typeof BattleStateSchema>;
