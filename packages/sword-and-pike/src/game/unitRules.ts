import { hypot } from '@muster/core';
import type { TargetClass } from '../mechanics/fireTable.js';
import type { FireInput } from '../mechanics/resolveFire.js';
import { fireTableLine, maxRangeOf } from '../mechanics/fireTable.js';
import { targetClassFor } from '../mechanics/targetClass.js';
import { troopProfile } from '../profiles/troopProfiles.js';
import type { OfficerQuality } from '../profiles/TroopType.js';
import { standsLost, unitCondition, type UnitCondition } from '../profiles/unitCondition.js';
import {
  baseOf,
  formation,
  inBrokenGround,
  inCover,
  inFieldWorks,
  isAhead,
  normalMove,
  unitGap,
} from '../table/unitGeometry.js';
import type { ChargeAspect } from '../table/chargeAspect.js';
import { lineOfFireClear } from '../table/lineOfFire.js';
import type { BattleResult, OfficerState, Side, Step, SwordAndPikeState, UnitState } from './State.js';

/** A unit still on the table (routed units included). */
export function onTable(u: UnitState): boolean {
  return u.status !== 'removed';
}

/** The unit by id (throws on an unknown id: callers check decisions first). */
export function unitById(state: SwordAndPikeState, id: string): UnitState {
  const u = firstOfId(state.units, id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
}

/** Fresh, Worn or Spent now. */
export function conditionOf(u: Pick<UnitState, 'troop' | 'startFigures' | 'figures'>): UnitCondition {
  return unitCondition(troopProfile(u.troop), u.startFigures, u.figures);
}

/** At least one full stand is gone ("if at least 1 full stand is gone"). */
export function standLost(u: UnitState): boolean {
  return standsLost(troopProfile(u.troop), u.startFigures - u.figures) >= 1;
}

const RANK: Record<OfficerQuality, number> = { exceptional: 3, ordinary: 2, dummkopf: 1 };

/** The officer with the unit who still commands (the best of them if two are attached). */
export function officerWith(state: SwordAndPikeState, u: UnitState): OfficerState | null {
  let best: OfficerState | null = null;
  for (const o of state.officers) {
    if (o.attachedTo === u.id && o.status === 'ok' && (!best || RANK[o.quality] > RANK[best.quality])) best = o;
  }
  return best;
}

/** The fire phase a unit shoots in (SEQUENCE OF ACTIONS 3-5), or null. */
export function firePhaseOf(u: UnitState): Step | null {
  const p = troopProfile(u.troop);
  if (u.weapon === null) return null;
  if (p.artillery) return 'fire-artillery';
  return p.mounted ? 'fire-mounted' : 'fire-infantry';
}

/**
 * Ruling R7: which units are "Shaken" (option `shakenMeans`). Reads only the options and the unit's troop type and
 * figures, so the club companion asks it of a unit on a real table too.
 */
export function isShaken(
  state: { readonly options: Pick<SwordAndPikeState['options'], 'shakenMeans'> },
  u: Pick<UnitState, 'troop' | 'startFigures' | 'figures'>,
): boolean {
  const c = conditionOf(u);
  switch (state.options.shakenMeans) {
    case 'spent':
      return c === 'spent';
    case 'worn-or-spent':
      return c !== 'fresh';
    case 'never':
      return false;
  }
}

/** The fire-table class of a target (ruling R3) and whether it takes 2 hits per figure. */
export function targetClassOf(
  state: SwordAndPikeState,
  target: UnitState,
): { targetClass: TargetClass; skirmish: boolean } {
  return targetClassFor(
    {
      order: target.order,
      square: target.square,
      artillery: troopProfile(target.troop).artillery,
      inCover: inCover(state, target),
      inFieldWorks: inFieldWorks(state, target),
    },
    state.options.targetClasses,
  );
}

/** May this unit fire in this step? (Moving and firing limits, reloads, chargers, routed units.) */
export function mayFire(state: SwordAndPikeState, u: UnitState, step: Step): boolean {
  if (!onTable(u) || u.status === 'routed' || u.weapon === null || u.figures === 0) return false;
  if (firePhaseOf(u) !== step) return false;
  if (state.turn < u.loadedOnTurn) return false;
  // Close Combat A: the attacker "Cannot fire"; pistol cavalry fire as they close instead (step 6).
  if (u.charge !== null) return false;
  // Reiters "only shoot one pistol per turn".
  if (u.firedThisTurn) return false;
  return !movedTooFarToFire(u);
}

/**
 * FIRE: "Infantry may not move more than 1/2 if they intend to fire"; "Light guns may move ½ normal distance and
 * still fire normally" (heavy guns never move). Mounted units fire "moving or stationary".
 */
export function movedTooFarToFire(u: UnitState): boolean {
  return !troopProfile(u.troop).mounted && u.moved === 'full';
}

/**
 * Close Combat L, the winner's third bonus option: "(Defender can fire defensive volley if not already fired that
 * turn)": a defender not routed, armed, loaded, that has not fired this turn, at the charger within 1". Ruling R55
 * (`defensiveVolley`): under 'fire-rules' (the default) the fire rules' movement limit holds too, so foot or a gun
 * that made a full move this turn may not fire it; under 'not-fired-only' it may. Ruling R58: a defender
 * "Attacked in rear - can inflict no casualties, must just TAKE it!", so never at a charger coming into its rear;
 * `aspect` is the charge's own, as `chargeAspect` decided it from where the charger started (the fight reads the
 * same); every caller must say it, so none can forget the rear. A flank charge (ruling R43) is not a rear attack:
 * the volley stands.
 */
export function mayFireDefensiveVolley(
  state: SwordAndPikeState,
  defender: UnitState,
  charger: UnitState,
  aspect: ChargeAspect,
): boolean {
  return (
    aspect !== 'rear' &&
    defender.status !== 'routed' &&
    defender.weapon !== null &&
    !defender.firedThisTurn &&
    state.turn >= defender.loadedOnTurn &&
    rangeBetween(defender, charger) <= 1.01 &&
    (state.options.defensiveVolley === 'not-fired-only' || !movedTooFarToFire(defender))
  );
}

/** Range from firer to target: the gap between their bases, to 1/100 inch. */
export function rangeBetween(a: UnitState, b: UnitState): number {
  return Math.round(unitGap(a, b) * 100) / 100;
}

// Keyed by the units array: targets depend only on the units, the terrain and the options (both fixed for a
// game), and declaring fire makes a new state but keeps the same units array.
const targetsMemo = new WeakMap<
  readonly UnitState[],
  { options: SwordAndPikeState['options']; terrain: SwordAndPikeState['terrain']; byUnit: Map<string, UnitState[]> }
>();

/**
 * Targets a unit may fire at: enemies in range, ahead of it, where the table gives a chance to hit, with a
 * clear line of fire (ruling R40).
 * States are immutable, so the answer is remembered per state.
 */
export function fireTargets(state: SwordAndPikeState, u: UnitState): UnitState[] {
  if (u.weapon === null) return [];
  const own = firstOfId(state.units, u.id) === u;
  let memo = targetsFound(state);
  const known = own ? memo?.byUnit.get(u.id) : undefined;
  if (known) return known;
  const out = state.units.filter(fireTargetTest(state, u));
  if (own) {
    if (!memo)
      targetsMemo.set(state.units, (memo = { options: state.options, terrain: state.terrain, byUnit: new Map() }));
    memo.byUnit.set(u.id, out);
  }
  return out;
}

/** The first unit of the id in `units` (as `units.find`), by a loop: asked for every firer's targets. */
function firstOfId(units: readonly UnitState[], id: string): UnitState | undefined {
  for (const x of units) if (x.id === id) return x;
  return undefined;
}

/** The targets found in this state so far (the memo of its units array, if it was kept under these options and terrain). */
function targetsFound(state: SwordAndPikeState) {
  const memo = targetsMemo.get(state.units);
  return memo?.options === state.options && memo.terrain === state.terrain ? memo : undefined;
}

/**
 * Whether the unit has any target now (`fireTargets` not empty): the same test, stopping at the first target
 * found, unless the targets are already known.
 */
export function hasFireTarget(state: SwordAndPikeState, u: UnitState): boolean {
  if (u.weapon === null) return false;
  const known = state.units.includes(u) ? targetsFound(state)?.byUnit.get(u.id) : undefined;
  return known ? known.length > 0 : state.units.some(fireTargetTest(state, u));
}

/** The test of one enemy as a target of `u`'s fire (`u` has a weapon), for `fireTargets` and `hasFireTarget`. */
function fireTargetTest(state: SwordAndPikeState, u: UnitState): (t: UnitState) => boolean {
  const weapon = u.weapon!;
  const reach = maxRangeOf(weapon, state.options.lightGunLongRange);
  const { width, depth } = baseOf(u);
  const myRadius = hypot(width, depth) / 2;
  return (t) => {
    if (t.side === u.side || !onTable(t)) return false;
    const f = baseOf(t);
    // Cheap bound first: bases cannot be nearer than their centres less both half-diagonals.
    if (hypot(t.x - u.x, t.y - u.y) - myRadius - hypot(f.width, f.depth) / 2 > reach) return false;
    if (!isAhead(u, t.x, t.y)) return false;
    const range = rangeBetween(u, t);
    if (range > reach) return false;
    const line = fireTableLine(weapon, range, state.options.lightGunLongRange);
    if (line === null || !(line.hitsOn[targetClassOf(state, t).targetClass - 1]! > 0)) return false;
    // Ruling R40: other units and woods, buildings and towns block the line of fire.
    return lineOfFireClear(state, u, t);
  };
}

/** Figures (gunners) that may fire: those in the ranks that shoot. Rulebook: TROOP TYPES (ranks), ORDER. */
export function firersOf(u: UnitState, ranksAllowed?: number): number {
  const p = troopProfile(u.troop);
  const { front } = formation(u);
  const ranks = Math.min(p.fireRanks, ranksAllowed ?? p.fireRanks);
  return Math.min(u.figures, ranks * front * p.companySize);
}

/** The move a unit may make now, in inches (disordered: half rate; broken ground: half, ruling R2). */
export function moveAllowance(state: SwordAndPikeState, u: UnitState, rallied = false): number {
  let inches = normalMove(u, state.options);
  if (u.status === 'disordered' && !rallied) inches /= 2;
  if (inBrokenGround(state, u)) inches /= 2;
  return inches;
}

/**
 * What ruling R15 reads of a battle: each unit's side, whether it is removed (`status` 'removed'), its figures at the
 * start and now, and the options `armyBreakFraction` and `maxTurns`.
 */
export interface BattleTally {
  readonly units: readonly Pick<UnitState, 'side' | 'status' | 'startFigures' | 'figures'>[];
  readonly options: Pick<SwordAndPikeState['options'], 'armyBreakFraction' | 'maxTurns'>;
}

/** The side's units removed, and its share. */
export function removedShare(state: Pick<BattleTally, 'units'>, side: 'A' | 'B'): number {
  const mine = state.units.filter((u) => u.side === side);
  return mine.filter((u) => u.status === 'removed').length / Math.max(1, mine.length);
}

/** Figures a side has lost (a removed unit counts whole): the points of the other side (ruling R15). */
export function figuresLost(state: Pick<BattleTally, 'units'>, side: 'A' | 'B'): number {
  return state.units
    .filter((u) => u.side === side)
    .reduce((n, u) => n + (u.status === 'removed' ? u.startFigures : u.startFigures - u.figures), 0);
}

/**
 * Ruling R15, at the end of turn `turn` (after SEQUENCE OF ACTIONS 9 and 10): null while the battle goes on, else its
 * result. A side whose removed units reach `armyBreakFraction` of its units is broken and loses; both at once, or at
 * the end of turn `maxTurns`, the side that inflicted more figure losses wins (`figuresLost` of the other side, its
 * points); equal losses are a draw.
 */
export function battleEnd(state: BattleTally, turn: number): Omit<BattleResult, 'turns'> | null {
  const broken = (side: Side) => removedShare(state, side) >= state.options.armyBreakFraction;
  const brokenA = broken('A');
  const brokenB = broken('B');
  if (!brokenA && !brokenB && turn < state.options.maxTurns) return null;
  const points = { A: figuresLost(state, 'B'), B: figuresLost(state, 'A') };
  if (brokenA !== brokenB) return { winner: brokenA ? 'B' : 'A', victory: 'army-broken', points };
  if (points.A !== points.B) return { winner: points.A > points.B ? 'A' : 'B', victory: 'points', points };
  return { winner: null, victory: 'draw', points };
}

/**
 * A unit's fire at a target as the table gives it (FIRE > Modifiers): its weapon, the range, the figures that may
 * fire (`ranksAllowed`: Reiters' D4), the target's class, and the first-fire, Shaken, rain and disorder modifiers.
 * Null for a unit without a fire weapon. The battle rolls it through the bound plugin; the bot estimates it.
 */
export function fireInputOf(
  state: SwordAndPikeState,
  firer: UnitState,
  target: UnitState,
  ranksAllowed?: number,
  range = rangeBetween(firer, target),
): FireInput | null {
  if (firer.weapon === null) return null;
  const { targetClass, skirmish } = targetClassOf(state, target);
  return {
    weapon: firer.weapon,
    range,
    firers: firersOf(firer, ranksAllowed),
    targetClass,
    skirmishTarget: skirmish,
    modifiers: {
      firstFire: !firer.hasFired,
      shaken: isShaken(state, firer),
      rain: state.weather === 'light-rain',
      disordered: firer.status === 'disordered',
    },
    lightGunLongRange: state.options.lightGunLongRange,
  };
}
