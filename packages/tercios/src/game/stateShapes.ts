import { mapPacked } from '@muster/core';
import type { Acting, BattleState, CommanderState, UnitState } from './State.js';

/*
 * Copies of a battle's units, commanders and state with some fields changed. Each copy is one object
 * literal listing every field in schema order, so every unit of every state shares one hidden class, and
 * so do commanders and states.
 *
 * Why not `{ ...u, wear }`: V8 gives the object made at each spread site a hidden class of its own, and the
 * reducer alone has dozens of sites. One battle's units had 30 hidden classes with the same fields, so
 * every rule reading a unit ran megamorphic and was deoptimised and recompiled each time a new class
 * turned up: about a third of a battle's CPU went to the optimising compiler, mostly on the other core,
 * which is what kept two workers far from twice one (bench/README.md, "Where the time goes").
 */

/** `u` with the fields of `patch` changed. */
export function unitWith(u: UnitState, patch: Partial<UnitState>): UnitState {
  const next: UnitState = {
    id: u.id,
    side: u.side,
    name: u.name,
    profile: u.profile,
    category: u.category,
    regiment: u.regiment,
    values: u.values,
    defence: u.defence,
    weapons: u.weapons,
    rules: u.rules,
    base: u.base,
    wear: u.wear,
    disordered: u.disordered,
    destroyed: u.destroyed,
    hitched: u.hitched,
    order: u.order,
    brigade: u.brigade,
    activated: u.activated,
    resisting: u.resisting,
    inspiredBy: u.inspiredBy,
    inBuilding: u.inBuilding,
    victoryPoints: u.victoryPoints,
  };
  return Object.assign(next, patch);
}

/** `c` with the fields of `patch` changed. */
export function commanderWith(c: CommanderState, patch: Partial<CommanderState>): CommanderState {
  const next: CommanderState = {
    id: c.id,
    side: c.side,
    name: c.name,
    rank: c.rank,
    commanderInChief: c.commanderInChief,
    regiment: c.regiment,
    traits: c.traits,
    virtues: c.virtues,
    position: c.position,
    attachedTo: c.attachedTo,
    exhausted: c.exhausted,
    joinedThisTurn: c.joinedThisTurn,
    removed: c.removed,
  };
  return Object.assign(next, patch);
}

/**
 * `state` with the fields of `patch` changed. The fields older saved games may lack (`nextToActivate`,
 * `coldBlood`, `combat`, `escapes`, `passedThrough`, `selfless`, `resume`) are copied as null, which the schema reads
 * the same.
 */
export function stateWith(state: BattleState, patch: Partial<BattleState>): BattleState {
  const next: BattleState = {
    format: state.format,
    turn: state.turn,
    stage: state.stage,
    table: state.table,
    terrain: state.terrain,
    units: state.units,
    commanders: state.commanders,
    initiativeRanks: state.initiativeRanks,
    activeSide: state.activeSide,
    initiative: state.initiative,
    commanderActivated: state.commanderActivated,
    authoritarian: state.authoritarian,
    nextToActivate: state.nextToActivate ?? null,
    erudite: state.erudite,
    coordinated: state.coordinated,
    acting: state.acting,
    reaction: state.reaction,
    coldBlood: state.coldBlood ?? null,
    combat: state.combat ?? null,
    escapes: state.escapes ?? null,
    passedThrough: state.passedThrough ?? null,
    points: state.points,
    fixedTurns: state.fixedTurns,
    activations: state.activations,
    result: state.result,
    selfless: state.selfless ?? null,
    resume: state.resume ?? null,
  };
  return Object.assign(next, patch);
}

/**
 * The acting unit's record with the fields of `patch` changed; `dropBoost` removes the trait boost once it
 * is used, `dropCaracole` the Caracole offer once it is taken or passed. The optional fields are added after the
 * others, in schema order, so the hidden classes all come from one root.
 */
export function actingWith(
  a: Acting,
  patch: Partial<Acting>,
  { dropBoost = false, dropCaracole = false }: { dropBoost?: boolean; dropCaracole?: boolean } = {},
): Acting {
  const next: Acting = {
    unit: patch.unit ?? a.unit,
    order: patch.order ?? a.order,
    actions: patch.actions ?? a.actions,
    freeReorient: patch.freeReorient ?? a.freeReorient,
    brigadeQueue: patch.brigadeQueue ?? a.brigadeQueue,
    chargeTarget: 'chargeTarget' in patch ? (patch.chargeTarget ?? null) : a.chargeTarget,
    interrupted: patch.interrupted ?? a.interrupted,
    counterCharge: patch.counterCharge ?? a.counterCharge,
  };
  const boost = dropBoost ? undefined : (patch.boost ?? a.boost);
  if (boost !== undefined) next.boost = boost;
  const fearless = patch.fearless ?? a.fearless;
  if (fearless !== undefined) next.fearless = fearless;
  const caracole = dropCaracole ? undefined : (patch.caracole ?? a.caracole);
  if (caracole !== undefined) next.caracole = caracole;
  const chargeFlank = patch.chargeFlank ?? a.chargeFlank;
  if (chargeFlank !== undefined) next.chargeFlank = chargeFlank;
  const chargeMoved =
    'chargeTarget' in patch && patch.chargeTarget === null ? undefined : (patch.chargeMoved ?? a.chargeMoved);
  if (chargeMoved !== undefined) next.chargeMoved = chargeMoved;
  // Option battle.combatMovementReactions: the waiting combat movements; none left, the field is dropped.
  const combatMoved = patch.combatMoved ?? a.combatMoved;
  if (combatMoved !== undefined && combatMoved.length > 0) next.combatMoved = combatMoved;
  const brigadeNext = patch.brigadeNext ?? a.brigadeNext;
  if (brigadeNext !== undefined) next.brigadeNext = brigadeNext;
  return next;
}

/** The ids of `units` in order, on a packed array of strings (see {@link mapPacked}) even when there are none. */
export function idsOf(units: readonly { readonly id: string }[]): string[] {
  return mapPacked(units, (u) => u.id);
}
