import { z } from 'zod';
import { SwordAndPikeOptionsSchema, type SwordAndPikeOptions } from '../options/options.js';
import { MORALE_CLASSES, OFFICER_QUALITIES, TROOP_TYPES, WEAPONS } from '../profiles/TroopType.js';
import type { MoraleClass, OfficerQuality, Order, TroopType, Weapon } from '../profiles/TroopType.js';
import { TerrainSchema, type Terrain } from '../table/Terrain.js';

/** A side of the battle. */
export type Side = 'A' | 'B';

/** The steps of a turn that wait for decisions (SEQUENCE OF ACTIONS 1, 3-5, and the winners' options). */
export type Step = 'movement' | 'fire-artillery' | 'fire-infantry' | 'fire-mounted' | 'winner-options' | 'over';

/** A charge declared in the movement phase (Close Combat A). */
export interface ChargeState {
  readonly target: string;
  /** The attacker began wholly behind the line of the defender's front (Rear Attacks). */
  readonly rear: boolean;
  /** Ruling R43: the attacker began wholly behind the defender's front line, beside it (not in its rear arc). */
  readonly flank: boolean;
  /** Passed its "To Close" test (or needed none). */
  readonly closed: boolean;
  /**
   * Halted by a morale result ("Moving unit halts (considered standing)"): it will not close, but pistol cavalry
   * still fire their front rank at step 6 (FIRE: "Cavalry that does not close (halts due to morale) may similarly
   * fire the front rank").
   */
  readonly halted: boolean;
  /** Inches its centre moved to halt 1" from the target (what is left of its move is for a follow-up, R45). */
  readonly travelled: number;
  /**
   * It came in after its target had fallen back this turn (the target evaded it and fell back, ruling R32): it charged
   * the target where it now is and is in contact with it. A target that falls back after its charger came in has
   * moved away from it (R45, R56).
   */
  readonly reachedAfterFallBack: boolean;
  /**
   * False when its player chose, with the charge order, to hold its pistols (FIRE: the front rank "may fire one pistol
   * if it closes", and "may similarly fire" when halted); left out, a charger with pistols fires them.
   */
  readonly pistols?: boolean;
}

/** A unit on the table. Plain JSON. */
export interface UnitState {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly brigade: string;
  readonly troop: TroopType;
  readonly weapon: Weapon | null;
  readonly moraleClass: MoraleClass;
  readonly startFigures: number;
  readonly figures: number;
  readonly order: Order;
  /** Pikes in Square formation. */
  readonly square: boolean;
  /** Stands side by side in the front rank. */
  readonly frontage: number;
  /** A sub-unit's pike formation (TROOP TYPES: "a sub-unit attached to a pike formation"), or null. */
  readonly attachedTo: string | null;
  /** Centre of the unit, in inches. */
  readonly x: number;
  readonly y: number;
  /** The direction the unit faces, radians counter-clockwise from +x (side A deploys at pi/2, B at -pi/2). */
  readonly facing: number;
  /** Basic Morale from the Initial Morale Chart; null until the first check. */
  readonly morale: number | null;
  /** Permanent alterations (E. Morale Altered Permanently) so far. */
  readonly moraleShift: number;
  /** The "becomes Spent: lower Morale 1 point" alteration has been made. */
  readonly spentMarked: boolean;
  readonly status: 'ready' | 'disordered' | 'routed' | 'removed';
  readonly removal: 'destroyed' | 'captured' | 'left-field' | null;
  readonly routedTurn: number | null;
  readonly hasFired: boolean;
  /** Fired its one pistol (or volley) this turn. */
  readonly firedThisTurn: boolean;
  /** First turn it may fire again (heavy guns, riflemen reload). */
  readonly loadedOnTurn: number;
  readonly ordered: boolean;
  readonly moved: 'none' | 'half' | 'full';
  readonly fellBack: boolean;
  /** Halted by a 5 on a test this turn: "Moving unit halts (considered standing)". */
  readonly halted: boolean;
  readonly charge: ChargeState | null;
  /** Ruling R46: a hit on this skirmish target short of a figure, waiting for the next (0 or 1). */
  readonly carriedHits: number;
}

/** An officer (Colonel, General); he is always with a unit. */
export interface OfficerState {
  readonly id: string;
  readonly name: string;
  readonly quality: OfficerQuality;
  readonly side: Side;
  /** His brigade; null for the Commander-in-Chief. */
  readonly brigade: string | null;
  readonly attachedTo: string;
  readonly status: 'ok' | 'killed' | 'wounded' | 'captured';
}

/** A winner of a close combat who may take a bonus option. */
export interface PendingWinner {
  readonly unit: string;
  /** The position the loser vacated, when it did. */
  readonly vacated: { readonly x: number; readonly y: number } | null;
}

/** The result of an ended game (ruling R15). */
export interface BattleResult {
  readonly winner: Side | null;
  readonly victory: 'army-broken' | 'points' | 'draw';
  readonly points: { readonly A: number; readonly B: number };
  readonly turns: number;
}

/** The whole game state of The Sword and the Pike. */
export interface SwordAndPikeState {
  readonly options: SwordAndPikeOptions;
  readonly name: string;
  readonly table: { readonly width: number; readonly height: number };
  readonly weather: 'clear' | 'light-rain';
  readonly terrain: readonly Terrain[];
  readonly sideNames: { readonly A: string; readonly B: string };
  readonly turn: number;
  readonly step: Step;
  /** The Commander-in-Chief 2D6 rolls of this turn. */
  readonly initiative: { readonly A: number; readonly B: number; readonly first: Side };
  readonly brigadesMoved: { readonly A: readonly string[]; readonly B: readonly string[] };
  readonly movesEnded: readonly Side[];
  readonly fireDeclared: readonly { readonly unit: string; readonly target: string | null }[];
  readonly chargeOrder: readonly string[];
  /** A charge declared on a unit that may evade: its side decides before the charger moves (ruling R32). */
  readonly pendingEvasion: {
    readonly charger: string;
    readonly target: string;
    /** False when the charger holds its pistols (the charge order's `pistols`). */
    readonly pistols?: boolean;
  } | null;
  readonly winners: readonly PendingWinner[];
  /**
   * A winner charging again has reached `target` (Close Combat L): the target's side decides whether it fires its
   * defensive volley at `charger` ("Defender can fire defensive volley if not already fired that turn"), by a `fire`
   * decision as in a fire phase. `aspect`: the face the charge comes in on, as decided where the winner started.
   */
  readonly pendingVolley: {
    readonly charger: string;
    readonly target: string;
    readonly aspect: 'front' | 'flank' | 'rear';
  } | null;
  readonly units: readonly UnitState[];
  readonly officers: readonly OfficerState[];
  readonly result: BattleResult | null;
}

const SideSchema = z.enum(['A', 'B']);
const Inches = z.number().min(-1000).max(1000);

const UnitStateSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  side: SideSchema,
  brigade: z.string(),
  troop: z.enum(TROOP_TYPES),
  weapon: z.enum(WEAPONS).nullable(),
  moraleClass: z.enum(MORALE_CLASSES),
  startFigures: z.number().int().min(1),
  figures: z.number().int().min(0),
  order: z.enum(['closed', 'open', 'skirmish']),
  square: z.boolean(),
  frontage: z.number().int().min(1),
  attachedTo: z.string().nullable(),
  x: Inches,
  y: Inches,
  facing: z.number().min(-4).max(4),
  morale: z.number().int().nullable(),
  moraleShift: z.number().int(),
  spentMarked: z.boolean(),
  status: z.enum(['ready', 'disordered', 'routed', 'removed']),
  removal: z.enum(['destroyed', 'captured', 'left-field']).nullable(),
  routedTurn: z.number().int().nullable(),
  hasFired: z.boolean(),
  firedThisTurn: z.boolean(),
  loadedOnTurn: z.number().int(),
  ordered: z.boolean(),
  moved: z.enum(['none', 'half', 'full']),
  fellBack: z.boolean(),
  halted: z.boolean().default(false),
  charge: z
    .strictObject({
      target: z.string(),
      rear: z.boolean(),
      flank: z.boolean().default(false),
      closed: z.boolean(),
      halted: z.boolean().default(false),
      travelled: z.number().min(0).default(0),
      reachedAfterFallBack: z.boolean().default(false),
      pistols: z.boolean().optional(),
    })
    .nullable(),
  carriedHits: z.number().int().min(0).max(1).default(0),
});

/** Zod schema of {@link SwordAndPikeState} (saved games are checked with it). */
export const SwordAndPikeStateSchema = z.strictObject({
  options: SwordAndPikeOptionsSchema,
  name: z.string(),
  table: z.strictObject({ width: z.number().positive(), height: z.number().positive() }),
  weather: z.enum(['clear', 'light-rain']),
  terrain: z.array(TerrainSchema),
  sideNames: z.strictObject({ A: z.string(), B: z.string() }),
  turn: z.number().int().min(1),
  step: z.enum(['movement', 'fire-artillery', 'fire-infantry', 'fire-mounted', 'winner-options', 'over']),
  initiative: z.strictObject({ A: z.number().int(), B: z.number().int(), first: SideSchema }),
  brigadesMoved: z.strictObject({ A: z.array(z.string()), B: z.array(z.string()) }),
  movesEnded: z.array(SideSchema),
  fireDeclared: z.array(z.strictObject({ unit: z.string(), target: z.string().nullable() })),
  chargeOrder: z.array(z.string()),
  pendingEvasion: z
    .strictObject({ charger: z.string(), target: z.string(), pistols: z.boolean().optional() })
    .nullable(),
  winners: z.array(z.strictObject({ unit: z.string(), vacated: z.strictObject({ x: Inches, y: Inches }).nullable() })),
  pendingVolley: z
    .strictObject({ charger: z.string(), target: z.string(), aspect: z.enum(['front', 'flank', 'rear']) })
    .nullable()
    .default(null),
  units: z.array(UnitStateSchema),
  officers: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      quality: z.enum(OFFICER_QUALITIES),
      side: SideSchema,
      brigade: z.string().nullable(),
      attachedTo: z.string(),
      status: z.enum(['ok', 'killed', 'wounded', 'captured']),
    }),
  ),
  result: z
    .strictObject({
      winner: SideSchema.nullable(),
      victory: z.enum(['army-broken', 'points', 'draw']),
      points: z.strictObject({ A: z.number(), B: z.number() }),
      turns: z.number().int(),
    })
    .nullable(),
});

/** The other side. */
export function otherSide(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}
