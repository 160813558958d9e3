import type { ChargeState, OfficerState, SwordAndPikeState, UnitState } from './State.js';

/*
 * Copies of a battle's units and state. Each copy is one object literal listing every field in schema
 * order, so every unit of every state shares one hidden class, and so do states (as in Tercios' and
 * 6mm WSS's `stateShapes.ts`).
 *
 * Why not `{ ...state, step }`: V8 gives the object made at each spread site a hidden class of its own,
 * and the reducer has a dozen sites. Rules reading a state that meet a new class lose their optimised
 * code and are compiled again; the compiler runs on another core, so one thread hardly feels it, but
 * two threads on two cores do (bench/README.md).
 */

/** `T` with its fields writable: what the reducer changes in a fresh copy before storing it. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A copy of `u` the reducer may change before it is stored. */
export function unitCopy(u: UnitState): Mutable<UnitState> {
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    brigade: u.brigade,
    troop: u.troop,
    weapon: u.weapon,
    moraleClass: u.moraleClass,
    startFigures: u.startFigures,
    figures: u.figures,
    order: u.order,
    square: u.square,
    frontage: u.frontage,
    attachedTo: u.attachedTo,
    x: u.x,
    y: u.y,
    facing: u.facing,
    morale: u.morale,
    moraleShift: u.moraleShift,
    spentMarked: u.spentMarked,
    status: u.status,
    removal: u.removal,
    routedTurn: u.routedTurn,
    hasFired: u.hasFired,
    firedThisTurn: u.firedThisTurn,
    loadedOnTurn: u.loadedOnTurn,
    ordered: u.ordered,
    moved: u.moved,
    fellBack: u.fellBack,
    halted: u.halted,
    charge: u.charge,
    carriedHits: u.carriedHits,
  };
}

/** A copy of a charge the reducer may change before it is stored. */
export function chargeCopy(c: ChargeState): Mutable<ChargeState> {
  const copy: Mutable<ChargeState> = {
    target: c.target,
    rear: c.rear,
    flank: c.flank,
    closed: c.closed,
    halted: c.halted,
    travelled: c.travelled,
    reachedAfterFallBack: c.reachedAfterFallBack,
  };
  // Held pistols (the charge order's `pistols: false`) travel with the charge; left out, they fire.
  if (c.pistols !== undefined) copy.pistols = c.pistols;
  return copy;
}

/** A copy of an officer the reducer may change before it is stored. */
export function officerCopy(o: OfficerState): Mutable<OfficerState> {
  return {
    id: o.id,
    name: o.name,
    quality: o.quality,
    side: o.side,
    brigade: o.brigade,
    attachedTo: o.attachedTo,
    status: o.status,
  };
}

/** A copy of `u` standing at (x, y): a unit where a move would put it, of the one unit class. */
export function unitAt(u: UnitState, x: number, y: number): UnitState {
  const next = unitCopy(u);
  next.x = x;
  next.y = y;
  return next;
}

/** `s` with the fields of `patch` changed. */
export function stateWith(s: SwordAndPikeState, patch: Partial<SwordAndPikeState>): SwordAndPikeState {
  const next: Mutable<SwordAndPikeState> = {
    options: s.options,
    name: s.name,
    table: s.table,
    weather: s.weather,
    terrain: s.terrain,
    sideNames: s.sideNames,
    turn: s.turn,
    step: s.step,
    initiative: s.initiative,
    brigadesMoved: s.brigadesMoved,
    movesEnded: s.movesEnded,
    fireDeclared: s.fireDeclared,
    chargeOrder: s.chargeOrder,
    pendingEvasion: s.pendingEvasion,
    winners: s.winners,
    pendingVolley: s.pendingVolley,
    units: s.units,
    officers: s.officers,
    result: s.result,
  };
  return Object.assign(next, patch);
}
