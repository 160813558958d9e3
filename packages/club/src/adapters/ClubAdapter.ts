import type { MechanicDefinition, Outcome, Ruleset } from '@muster/core';
import type { ZodType } from 'zod';
import type { ClubPlugins } from '../model/clubPlugins.js';
import type { ClubLabels } from './ClubLabels.js';
import type {
  ClubCommander,
  ClubMove,
  ClubTest,
  ClubRulesetId,
  ClubSide,
  ClubState,
  ClubUnit,
  CommanderPatch,
  UnitPatch,
} from '../model/ClubSchemas.js';

/** One step of a ruleset's turn sequence as the companion walks it. */
export interface ClubStep {
  readonly title: string;
  /** What the players do now, in plain words. */
  readonly hint: string;
  /** Mechanics the players are likely to resolve in this step (ids of the adapter's mechanics). */
  readonly mechanics: readonly string[];
  /** Units (Tercios) or brigades (elsewhere) are activated one at a time in this step. */
  readonly activation?: 'unit' | 'group';
  /** Activations alternate between the sides (Tercios, 6mm WSS); otherwise a side moves all it may first. */
  readonly alternate?: boolean;
  /** Order cards are planned in this step. */
  readonly planning?: boolean;
}

/** A change the app makes after a resolution, applied as a logged event (a unit's or a commander's). */
export type ProposedChange =
  | { readonly unit: string; readonly patch: UnitPatch; readonly why: string }
  | { readonly commander: string; readonly patch: CommanderPatch; readonly why: string };

/** A move the rules dictate (the app gives it its id). */
export type MoveOrder = Omit<ClubMove, 'id'>;

/** The game's ruleset options as stored (`ClubState.options`); absent or `{}` is every ruling's default. */
export type RawOptions = Readonly<Record<string, unknown>>;

/** What the adapters know of the game when they derive consequences. */
export interface ClubContext {
  readonly commanders: readonly ClubCommander[];
  readonly turn: number;
  /** The step of the sequence the resolution is made in (6mm WSS: the step whose losses to fire owe a Morale test). */
  readonly step?: number;
  /** The ruleset options the game plays (absent: the defaults). */
  readonly options?: RawOptions | undefined;
  /** The resolution's parameters (the situation the players entered). */
  readonly params?: Readonly<Record<string, number | string | boolean>>;
  /** The waiting test this resolution takes, if any (its `purpose` says how to read the result). */
  readonly test?: ClubTest;
  /** The units as the resolution found them (others than its actor and target a consequence may name). */
  readonly units?: readonly ClubUnit[];
  /** The resolutions of the step before this one (6mm WSS: whether the actor was charged this step). */
  readonly stepResolutions?: ClubState['stepResolutions'];
}

/** What the adapters know when they say which tests a resolution calls for: the game after its changes. */
export interface AfterContext extends ClubContext {
  /** The game with the resolution's changes applied (`stepResolutions` holds it, last). */
  readonly state: ClubState;
}

/**
 * What the club companion needs of a ruleset beyond its `Ruleset`: the army-to-table roster, the turn
 * sequence in the rulebook's words, and how a unit's state fills a mechanic's form and takes its outcome.
 * Mechanics themselves are the ruleset's own; the adapter only adds thin wrappers (initiative) where the
 * ruleset exports a dice function but no mechanic for it.
 */
export interface ClubAdapter {
  readonly id: ClubRulesetId;
  readonly ruleset: Ruleset;
  /**
   * The mechanics a club game offers: `bound` (the bound plugins' mechanics then the ruleset's own, from
   * core's `mechanicsOf`) plus the adapter's wrappers. `plugins` are the bound morale and combat plugins;
   * a wrapper that rolls a rule calls them, never the default implementation.
   */
  mechanics(
    plugins: ClubPlugins,
    bound: readonly MechanicDefinition[],
    options?: RawOptions,
  ): readonly MechanicDefinition[];
  /**
   * Whether the ruleset's armies are built to points (Tercios: regiment points). The Sword and the Pike and
   * 6mm WSS give no points values: the builder says so rather than showing "0 points".
   */
  readonly pointsSystem: boolean;
  /** The play screen's words: mechanics, fields (and when each applies), outcomes and values, as the rulebook says them. */
  readonly labels: ClubLabels;
  /** What `losses` counts, for labels: `Dm (wear)`, `casualties (figures)`, `elements lost`. */
  readonly lossLabel: string;
  /**
   * The form fields that name a unit profile (Tercios' `shooter`, `attacker`…): with no unit picked, the form
   * offers the ruleset's catalogue to choose from instead of asking an id in free text.
   */
  readonly profileParams?: readonly string[];
  /** Orders a unit may be given (Tercios order cards, formations and orders elsewhere). */
  readonly orders: readonly string[];
  readonly steps: readonly ClubStep[];
  /**
   * The step's hint under the game's options, where a reading changes what the players do (Tercios: Brevis
   * Editio's command); without it, or when it returns undefined, the step's own hint.
   */
  stepHint?(step: ClubStep, options: RawOptions | undefined): string | undefined;
  /**
   * Whether the commanders stand on the table as figures (attached, lost, activated) under the game's options;
   * without it, they do. Tercios: Brevis Editio's command keeps them for the initiative tie only.
   */
  commanderFigures?(options: RawOptions | undefined): boolean;
  /** The units and commanders of an army list on side `side`. */
  roster(army: unknown, side: ClubSide): { units: ClubUnit[]; commanders: ClubCommander[] };
  /** The unit's condition in the ruleset's words (fresh, weary and its rout points, spent, BLOODED...). */
  condition(unit: ClubUnit, commanders?: readonly ClubCommander[], options?: RawOptions): string;
  /** Form values from the units involved (the players may change every one). */
  prefill(
    mechanic: string,
    actor: ClubUnit | undefined,
    target: ClubUnit | undefined,
    context: {
      commanders: readonly ClubCommander[];
      turn: number;
      options?: RawOptions | undefined;
      /** The current step (an index of the adapter's `steps`). */
      step?: number | undefined;
      /** The resolutions of the current step (6mm WSS: the shots or melee rolls of a simultaneous round already made). */
      stepResolutions?: ClubState['stepResolutions'] | undefined;
    },
  ): Record<string, number | string | boolean>;
  /** The unit changes an outcome implies (the players see them in the log and may undo). */
  effects(
    mechanic: string,
    outcome: Outcome,
    actor: ClubUnit | undefined,
    target: ClubUnit | undefined,
    context: ClubContext,
  ): ProposedChange[];
  /**
   * The moves an outcome dictates (retreats, disengagements, pursuits, falling back, routs): the app
   * records them and asks the players only where the bases ended.
   */
  moves?(
    mechanic: string,
    outcome: Outcome,
    actor: ClubUnit | undefined,
    target: ClubUnit | undefined,
    context: ClubContext,
  ): MoveOrder[];
  /**
   * The test the rules require when a unit is activated (Tercios: its order test), or null. The app rolls
   * it at once when it needs no dice (a fresh unit), otherwise waits for the players to roll it.
   */
  activationTest?(state: ClubState, unit: ClubUnit): ClubTest | null;
  /**
   * 6mm WSS: the Morale test a unit within 6" of a ROUTED unit takes, or undefined where the ruleset has no such test:
   * a test of its own, following (`then`) a Morale test already waiting for another cause, in which the router counts
   * too; a waiting test for routers counts the new one.
   */
  nearRouterTest?(state: ClubState, unit: ClubUnit, router: ClubUnit, waiting: ClubTest | undefined): ClubTest;
  /**
   * Tercios: the reaction a unit may attempt when `by` charges it or comes within 3" of its front centre
   * (an optional waiting test naming the reactions its order allows), or null when it may not react.
   */
  reactionTest?(state: ClubState, unit: ClubUnit, by: ClubUnit, trigger: 'charge' | 'approach'): ClubTest | null;
  /**
   * The tests the rules call for after a resolution (The Sword and the Pike: the loser of a close combat
   * tests morale; 6mm WSS: a unit losing elements takes a Morale test, the loser of a melee a Resolve test).
   * Units are as they stand after the resolution's changes.
   */
  testsAfter?(
    mechanic: string,
    outcome: Outcome,
    actor: ClubUnit | undefined,
    target: ClubUnit | undefined,
    context: AfterContext,
  ): ClubTest[];
  /**
   * What the rules do when the players decline an optional waiting test, besides taking it off (Tercios: a Selfless
   * re-roll declined, the failed rout test stands: the unit leaves the field). Without it, nothing.
   */
  declined?(state: ClubState, test: ClubTest): ProposedChange[];
  /** The test the rules require when a brigade is activated (6mm WSS: the Brigadier's activation roll), or null. */
  groupActivationTest?(state: ClubState, units: readonly ClubUnit[]): ClubTest | null;
  /**
   * The units the rules let the side activate straight after `unit`, instead of the turn passing to the other side
   * (Tercios: the rest of its Brigade, its Horde partner, a Coordinator's second unit), why, and what that uses up (a
   * Coordinator's action); null or no units: activations alternate. `following`: `unit` was itself such a follower.
   */
  activationFollowers?(
    state: ClubState,
    unit: ClubUnit,
    following: boolean,
  ): {
    readonly units: readonly string[];
    readonly why: string;
    readonly changes: readonly ProposedChange[];
    /** Why they must act before the turn passes (Tercios: the units sharing a Brigade card); absent: the side may pass. */
    readonly must?: string;
  } | null;
  /**
   * Why the rules forbid this change to a unit, or null (Tercios: the shared Brigade card only for a unit with the
   * Brigade rule and a regiment's partner, not yet activated; The Sword and the Pike: an order its troop type may not
   * take). Asked of a Brigade card or an order; without it, a ruleset has no shared cards and any order goes.
   */
  refusePatch?(state: ClubState, unit: ClubUnit, patch: UnitPatch): string | null;
  /**
   * Why the rules forbid the active side to activate another brigade now, or null (The Sword and the Pike: a side
   * moves as many brigades as its Commander-in-Chief 2D6, rolled first).
   */
  refuseActivation?(state: ClubState): string | null;
  /**
   * The tests units of an activated brigade take, each its own (The Sword and the Pike: "Disordered Units test
   * morale when they attempt to move"): waiting tests, rolled before anything else is activated.
   */
  unitActivationTests?(state: ClubState, units: readonly ClubUnit[]): ClubTest[];
  /**
   * Why the rules forbid this resolution now, or null (6mm WSS: an activation roll is for the brigade just
   * activated, not a unit of another brigade; Tercios: the commander named in `params` is Exhausted). `params` are the
   * form's values, where known.
   */
  refuse?(
    state: ClubState,
    mechanic: string,
    actor: ClubUnit | undefined,
    target: ClubUnit | undefined,
    params?: Readonly<Record<string, unknown>>,
  ): string | null;
  /**
   * What the rules add to a commander's change the players record (Tercios: a commander that joins a unit is
   * Exhausted), `before` being the commander as it was.
   */
  commanderChanged?(state: ClubState, before: ClubCommander, patch: CommanderPatch): ProposedChange[];
  /**
   * What a charge or an approach declared on `unit` by `by` changes before its reaction is offered (Tercios: under
   * the ruling battle.resistDuration `that-charge`, a new charge ends an earlier Resist!'s marker).
   */
  declared?(state: ClubState, unit: ClubUnit, by: ClubUnit, trigger: 'charge' | 'approach'): ProposedChange[];
  /**
   * How the battle stands at the end of a turn (the `next` out of the last step): null while it goes on, else its
   * winner (null: a draw), why, and each side's points as the ruleset counts them, with why for the log (The Sword and
   * the Pike: ruling R15, a side broken or the game's last turn played). Without it, the game ends after its last turn
   * on the players' victory points.
   */
  turnEnd?(state: ClubState): {
    readonly winner: ClubSide | null;
    readonly victory: string;
    readonly points: { readonly A: number; readonly B: number };
    readonly pointsWhy: string;
  } | null;
  /** The most `losses` a unit can carry (Tercios: Stamina and the rout points a rout test counts; else its size). */
  maxLosses?(state: ClubState, unit: ClubUnit): number;
  /**
   * What the rules do once `unit`'s losses are typed by hand (destroyed at its full size; Tercios: Dm beyond
   * Stamina call a rout test).
   */
  afterLossesTyped?(state: ClubState, unit: ClubUnit): { changes: ProposedChange[]; tests: ClubTest[] };
  /** Notes for the players when a brigade is activated (The Sword and the Pike: routed units do not move). */
  activationNotes?(state: ClubState, units: readonly ClubUnit[]): string[];
  /** Tests the rules require on entering the current step (The Sword and the Pike: rally tests of routed units). */
  stepTests?(state: ClubState): ClubTest[];
  /** The unit's wear track, where it differs from its `size` (Tercios: Stamina +1 with a Zeal commander). */
  track?(unit: ClubUnit, commanders: readonly ClubCommander[]): number;
  /** Moves the rules make compulsory when a brigade is activated (6mm WSS: falling back, routed, pursuing). */
  compulsoryMoves?(state: ClubState, units: readonly ClubUnit[]): MoveOrder[];
  /**
   * What a move's roll does besides setting its distance (6mm WSS: foot halt after one move of pursuit, DISORDERED
   * over 3" or as the game's options say), under the game's options.
   */
  afterMoveRoll?(
    move: ClubMove,
    outcome: Outcome,
    unit: ClubUnit,
    options: RawOptions | undefined,
  ): { distance: number | null; text: string; changes: ProposedChange[] };
}

const parsedOptions = new WeakMap<ZodType, WeakMap<object, unknown>>();

/**
 * `u` as it stood when the current round of simultaneous rolls began: the club records each roll's losses as the
 * players enter it, but where a ruleset takes a round's losses only when every unit has rolled (6mm WSS fire and melee,
 * The Sword and the Pike's fire phases), a unit that rolls after being hit still rolls with what it had. The losses
 * taken (`taken` of each roll) from rolls of `mechanics` at `u` since its own last such roll are given back.
 */
export function atRoundStart(
  u: ClubUnit,
  list: ClubState['stepResolutions'],
  mechanics: readonly string[],
  taken: (r: ClubState['stepResolutions'][number]) => number,
): ClubUnit {
  let back = 0;
  for (let i = list.length - 1; i >= 0; i--) {
    const r = list[i]!;
    if (!mechanics.includes(r.mechanic)) continue;
    if (r.actor === u.id) break;
    if (r.target === u.id) back += taken(r);
  }
  return back === 0 ? u : { ...u, losses: Math.max(0, u.losses - back) };
}

/**
 * The game's options read by the ruleset's own options schema (a game saved before options: `{}`, the defaults).
 * Stored options were validated at setup; each stored object is parsed once.
 */
export function rulesetOptions<T>(schema: ZodType<T>, raw: RawOptions | undefined): T {
  const source = raw ?? {};
  let bySchema = parsedOptions.get(schema);
  if (!bySchema) parsedOptions.set(schema, (bySchema = new WeakMap()));
  if (!bySchema.has(source)) bySchema.set(source, schema.parse(source));
  return bySchema.get(source) as T;
}

/** A fresh unit record. */
export function newUnit(
  fields: Pick<ClubUnit, 'id' | 'side' | 'name' | 'profile' | 'group' | 'groupName' | 'size'>,
): ClubUnit {
  return { ...fields, losses: 0, disordered: false, routed: false, destroyed: false, order: null, activated: false };
}

/** Ids unique per side: `A:tercio-1`. */
export function unitId(side: ClubSide, base: string, taken: Set<string>): string {
  let id = `${side}:${base}`;
  for (let n = 2; taken.has(id); n++) id = `${side}:${base}-${n}`;
  taken.add(id);
  return id;
}
