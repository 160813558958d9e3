import { mapPacked } from '@muster/core';
import type { BattleBrigade, BattleCinc, BattleState, BattleUnit, UnitPatch } from './State.js';

/** The activated brigade whose units await orders (a state's `current`). */
type Current = NonNullable<BattleState['current']>;

/*
 * Copies of a battle's units, brigades, CinCs and state with some fields changed. Each copy is one object
 * literal listing every field in schema order, so every unit of every state shares one hidden class, and
 * so do brigades, CinCs and states (the same as Tercios' `battle/stateShapes.ts`).
 *
 * Why not `{ ...u, x }`: V8 gives the object made at each spread site a hidden class of its own. A battle's
 * units had 10 hidden classes, brigades 18 and states 30, so the rules reading them kept meeting new
 * classes: optimised code was thrown away ("wrong map") and recompiled all through a batch, not only
 * while warming up. The compiler runs on another core, so one thread hardly felt it, but two threads on
 * two cores did: 25% more CPU for the same 1000 battles (bench/README.md).
 */

/** `u` with the fields `patch` sets (an `undefined` field of the patch keeps the unit's value). */
export function unitWith(u: BattleUnit, patch: UnitPatch): BattleUnit {
  const next: BattleUnit = {
    id: u.id,
    name: u.name,
    side: u.side,
    brigade: u.brigade,
    arm: u.arm,
    type: u.type,
    tactics: u.tactics,
    elements: u.elements,
    battalionGun: u.battalionGun,
    x: u.x,
    y: u.y,
    facing: u.facing,
    lost: u.lost,
    formation: u.formation,
    changing: u.changing,
    order: u.order,
    pursuing: u.pursuing,
    pursued: u.pursued,
    since: u.since,
    status: u.status,
    engaged: u.engaged,
    moved: u.moved,
    failedCharge: u.failedCharge,
    charge: u.charge,
    pendingMorale: u.pendingMorale,
    moraleOwedFor: u.moraleOwedFor,
    testedRouters: u.testedRouters,
    battalionGunLost: u.battalionGunLost,
    droversDeserted: u.droversDeserted,
    firedAtCharger: u.firedAtCharger,
  };
  const fields = next as Record<string, unknown>;
  for (const key in patch) {
    const value = (patch as Record<string, unknown>)[key];
    if (value !== undefined) fields[key] = value;
  }
  return next;
}

/** `b` with the fields of `patch` changed. */
export function brigadeWith(b: BattleBrigade, patch: Partial<BattleBrigade>): BattleBrigade {
  const next: BattleBrigade = {
    id: b.id,
    name: b.name,
    side: b.side,
    brigadier: b.brigadier,
    rating: b.rating,
    x: b.x,
    y: b.y,
    attached: b.attached,
    activation: b.activation,
  };
  return Object.assign(next, patch);
}

/** `c` with the fields of `patch` changed. */
export function cincWith(c: BattleCinc, patch: Partial<BattleCinc>): BattleCinc {
  const next: BattleCinc = { name: c.name, x: c.x, y: c.y, attached: c.attached };
  return Object.assign(next, patch);
}

/**
 * `c` with the fields of `patch` changed. `inMelee` is always present (undefined when the brigade had no unit in
 * melee), so every `current` shares one hidden class too; JSON leaves an undefined field out, as before.
 */
export function currentWith(c: Current, patch: Partial<Current>): Current {
  const next: Current = {
    brigade: c.brigade,
    pending: c.pending,
    attaching: c.attaching,
    charging: c.charging,
    inMelee: c.inMelee,
    moving: c.moving,
  };
  return Object.assign(next, patch);
}

/**
 * The first state (parsed by the state schema, which builds objects of other hidden classes) rebuilt with the
 * builders above, so that the rules meet one hidden class of unit, brigade, CinC and state from the start.
 */
export function withBuiltShapes(s: BattleState): BattleState {
  const cincs = s.cincs && { A: cincWith(s.cincs.A, {}), B: cincWith(s.cincs.B, {}) };
  return stateWith(s, {
    current: s.current && currentWith(s.current, {}),
    brigades: mapPacked(s.brigades, (b) => brigadeWith(b, {})),
    cincs,
    units: mapPacked(s.units, (u) => unitWith(u, {})),
  });
}

/** `s` with the fields of `patch` changed. */
export function stateWith(s: BattleState, patch: Partial<BattleState>): BattleState {
  const next: BattleState = {
    name: s.name,
    turn: s.turn,
    phase: s.phase,
    table: s.table,
    armies: s.armies,
    first: s.first,
    activeSide: s.activeSide,
    current: s.current,
    pendingCharge: s.pendingCharge,
    fire: s.fire,
    ride: s.ride,
    rally: s.rally,
    pistols: s.pistols,
    pursuit: s.pursuit,
    brigades: s.brigades,
    cincs: s.cincs,
    cincPending: s.cincPending,
    units: s.units,
    result: s.result,
  };
  return Object.assign(next, patch);
}
