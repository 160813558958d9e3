import {
  angleOf,
  centres,
  cross,
  distance,
  faceTowards,
  forwardOf,
  frontCentre,
  sub,
  type Base,
  type Vec,
  mapPacked,
} from '@muster/core';
import { reachesWithin } from '../table/reachesWithin.js';
import { distanceToBaseWithin } from '../table/distanceBounds.js';
import type { ReactionKind } from '../orders/OrderCard.js';
import { attemptReaction, reactionPlans } from '../orders/reactions.js';
import { evasionMove } from '../orders/evasionMove.js';
import { evasionReach } from './evasionReach.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { isFlankCharge, planCharge, type PlannedCharge, type ShortCharge } from '../table/charge.js';
import { involuntaryMove, overlapsSomething, pathTerrain } from '../table/movement.js';
import { reorientedBase } from './reorientedBase.js';
import { enemyOf, hasFeature, liveUnits, terrainAt, unitById } from '../table/tableQueries.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState, PendingReaction, UnitState } from './State.js';
import { inCommand, rulesUnit } from './commandOnTable.js';
import { commandersInTheWay, commandersSwept } from './commandersInTheWay.js';
import { emitPushes, fight, noteCombatMovement } from './combat.js';
import { addWear, setMarkers } from './damage.js';
import { roundBase } from './setup.js';
import { firingPoints, shoot, shotCheck } from './shootingAction.js';
import type { FiringPoint } from '../table/lineOfFire.js';
import { speedOf, terrainDisorders, terrainMovement } from './speedOf.js';
import type { TerciosOptions } from '../options/options.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import type { MeleeSide } from '../mechanics/resolveMelee.js';
import { idsOf, stateWith, unitWith } from './stateShapes.js';

/** Reactions: "as soon as it comes to 3 inches or less from the front centre of a unit". */
export const REACTION_DISTANCE = 3;

/** Enemy units whose front centre the mover's base (or `at`, a base it stood on) is within 3" of. */
export function proximitySnapshot(state: BattleState, moverId: string, at?: Base): string[] {
  const mover = unitById(state, moverId);
  if (!mover || mover.destroyed) return [];
  const base = at ?? mover.base;
  return idsOf(
    liveUnits(state, enemyOf(mover.side)).filter((e) =>
      distanceToBaseWithin(frontCentre(e.base), base, REACTION_DISTANCE + 1e-9),
    ),
  );
}

function inDifficult(state: BattleState, unit: UnitState): boolean {
  return terrainAt(state, unit.base.centre).some((t) => hasFeature(t, 'difficult') || hasFeature(t, 'very-difficult'));
}

/**
 * The reorientations a unit may make: Reorientation, "a unit brings its front centre towards another centre of its
 * base: a side centre or the rear centre", each that fits where it stands (no overlap after turning). The player
 * chooses among them (a Ready! reaction: `react { reaction: 'reorient', to }`).
 */
export function reorientations(state: BattleState, unit: UnitState): ('left' | 'right' | 'rear')[] {
  return (['left', 'right', 'rear'] as const).filter(
    (to) => overlapsSomething(state, unit, reorientedBase(unit, to)) === null,
  );
}

/** The reorientation that faces an enemy best: the centre nearest to it becomes the front (a heuristic of the bots). */
export function reorientTowards(unit: UnitState, enemy: UnitState): 'left' | 'right' | 'rear' | null {
  const cs = centres(unit.base);
  const order = (['front', 'left', 'right', 'rear'] as const)
    .slice()
    .sort((a, b) => distance(cs[a], enemy.base.centre) - distance(cs[b], enemy.base.centre));
  const best = order[0]!;
  return best === 'front' ? null : best;
}

/**
 * The reactions a unit can actually make against `by`: the rules layer's plans for its order (a unit
 * already activated only evades), kept when the table allows them (a target in sight and range for a
 * shot, a reachable enemy for an interception, a turn that fits for a reorientation). Rulebook: Reactions.
 */
export function feasibleReactions(
  state: BattleState,
  unit: UnitState,
  trigger: 'approach' | 'charge',
  by: UnitState,
  options: TerciosOptions,
  path: { from: Vec; to: Vec } | null = null,
): ReactionKind[] {
  if (unit.destroyed) return [];
  // An activated unit has no card, unless a Cautious commander placed one (usable only as a reaction).
  const order = unit.order;
  if (!unit.activated && order === null) return [];
  const plans = reactionPlans(
    {
      unit: rulesUnit(state, unit),
      order,
      trigger,
      enemy: rulesUnit(state, by),
      inDifficultTerrain: inDifficult(state, unit),
    },
    options,
  );
  const out: ReactionKind[] = [];
  for (const p of plans) {
    const kind = p.kind;
    if (kind === 'shoot' || kind === 'volley') {
      if (!firingPoints(state, unit).some((from) => reactionShotFrom(state, unit, by, kind, options, from))) continue;
    } else if (p.kind === 'interception') {
      if (!interceptionReachable(state, unit, by, options, path)) continue;
    }
    // A reorientation is always possible: about, to the rear centre, the turned base stands where the base stood
    // (`reorientations` lists which centres fit).
    if (!out.includes(p.kind)) out.push(p.kind);
  }
  return out;
}

/** Whether a reaction shot (Ready!) or volley (Fire!) at `by` may be fired from `from`. */
function reactionShotFrom(
  state: BattleState,
  unit: UnitState,
  by: UnitState,
  kind: 'shoot' | 'volley',
  options: TerciosOptions,
  from: FiringPoint,
): boolean {
  return shotCheck(state, unit, by, kind === 'volley' ? 'fire' : 'ready', true, options, from).ok;
}

/**
 * The centres a reaction shot (Ready!) or volley (Fire!) at `by` may be fired from, the player's choice: the front
 * centre, and with Extended Arc of Fire the side centres ("when these units shoot, they may choose their front centre
 * or the side centres of their base"), each from which the shot is possible.
 */
export function reactionFiringPoints(
  state: BattleState,
  unit: UnitState,
  by: UnitState,
  kind: 'shoot' | 'volley',
  options: TerciosOptions,
): FiringPoint[] {
  return firingPoints(state, unit).filter((from) => reactionShotFrom(state, unit, by, kind, options, from));
}

/**
 * Enemy units whose front centre the mover comes within 3" of anywhere on a straight move of its front
 * centre to `end` (turning on its front centre first), besides those already within 3" (`before`).
 * Option `battle.reactionTrigger: 'along-path'`. Rulebook: Reactions ("as soon as it comes to 3 inches").
 */
export function approachedAlongPath(
  state: BattleState,
  mover: UnitState,
  end: Vec,
  before: readonly string[],
): string[] {
  const from = frontCentre(mover.base);
  const inches = distance(from, end);
  if (inches < 1e-6) return [];
  const turned = faceTowards(mover.base, end, 'front-centre');
  return idsOf(
    liveUnits(state, enemyOf(mover.side)).filter(
      (e) => !before.includes(e.id) && reachesWithin(turned, inches, frontCentre(e.base), REACTION_DISTANCE) !== null,
    ),
  );
}

/**
 * After a move: enemies newly within 3" of their front centre may react; with `passed`, also those the
 * move came within 3" of on its way (option `battle.reactionTrigger`).
 */
export function offerProximityReactions(
  ctx: BattleContext,
  moverId: string,
  before: readonly string[],
  path: { from: { x: number; y: number }; to: { x: number; y: number } } | null = null,
  passed: readonly string[] = [],
): void {
  const mover = unitById(ctx.state, moverId);
  if (!mover || mover.destroyed) return;
  const near = proximitySnapshot(ctx.state, moverId);
  const approached = idsOf(
    liveUnits(ctx.state, enemyOf(mover.side)).filter((u) => near.includes(u.id) || passed.includes(u.id)),
  );
  const candidates = approached.filter((id) => {
    if (before.includes(id)) return false;
    const u = unitById(ctx.state, id)!;
    // An activated unit without a card has no approach reaction, unless Ambush lets it evade (option ambushEvasion).
    return feasibleReactions(ctx.state, u, 'approach', mover, ctx.options, path).length > 0;
  });
  if (candidates.length === 0) return;
  ctx.emit({
    kind: 'reaction-offered',
    reaction: { side: enemyOf(mover.side), trigger: 'proximity', by: moverId, candidates, target: null, path },
  });
}

/**
 * Option `battle.combatMovementReactions: 'approached-units'`. Reactions: "An enemy allows a reaction as soon as it
 * comes to 3 inches or less from the front centre of a unit": after a combat's movements (or an evasion), before play
 * goes on, each unit that moved is taken in turn, and the enemy units it came within 3" of (along its path or where it
 * ended, as `battle.reactionTrigger` says; not those within 3" where it started, not the enemy it fought or evaded,
 * nor the acting unit) may react to it as to any approach (`offerProximityReactions`). Whether a reaction is now
 * offered (play then waits for it; `continueActivation` comes back here once it is closed).
 */
export function offerCombatMovementReactions(ctx: BattleContext): boolean {
  // Read afresh after each offer (a narrowed `ctx.state.reaction` would not see the reducer's change).
  const pending = (): boolean => ctx.state.reaction !== null;
  for (;;) {
    const acting = ctx.state.acting;
    const next = acting?.combatMoved?.[0];
    if (!acting || !next || pending()) return false;
    ctx.emit({ kind: 'combat-moved-reactions', unit: next.unit });
    const mover = unitById(ctx.state, next.unit);
    if (!mover || mover.destroyed) continue;
    const before = [...proximitySnapshot(ctx.state, mover.id, next.from), next.enemy, acting.unit];
    const passed =
      ctx.options.battle.reactionTrigger === 'along-path'
        ? approachedAlongPath(ctx.state, unitWith(mover, { base: next.from }), next.to, before)
        : [];
    offerProximityReactions(ctx, mover.id, before, { from: frontCentre(next.from), to: next.to }, passed);
    if (pending()) return true;
  }
}

/** On a declared charge: the charged unit may react (cavalry may evade even if already activated). */
export function offerChargeReaction(ctx: BattleContext, chargerId: string, targetId: string): boolean {
  const charger = unitById(ctx.state, chargerId)!;
  const target = unitById(ctx.state, targetId)!;
  if (feasibleReactions(ctx.state, target, 'charge', charger, ctx.options).length === 0) return false;
  ctx.emit({
    kind: 'reaction-offered',
    reaction: {
      side: target.side,
      trigger: 'charge',
      by: chargerId,
      candidates: [targetId],
      target: targetId,
      path: null,
    },
  });
  return true;
}

/**
 * Whether an interception can reach the mover: where its move ended or, with a path and option
 * `battle.interceptionContact: 'path-crossing'`, at the point of its path where the reacting unit's advance
 * meets it (Reactions > Assault!: "the nearest point of intersection between the enemy's movement and the
 * advance of the reacting unit").
 */
export function interceptionReachable(
  state: BattleState,
  unit: UnitState,
  by: UnitState,
  options: TerciosOptions,
  path: { from: Vec; to: Vec } | null,
): boolean {
  if (reachableMover(state, unit, by, options)) return true;
  if (!path || options.battle.interceptionContact !== 'path-crossing') return false;
  return interceptedBase(state, unit, by, path, options) !== null;
}

/**
 * The charge a reacting unit makes on the unit that triggered it (an interception, a counter-charge that meets a
 * charge falling short), with its Assault! reach as a reaction: every charge rule (turn at most 90 degrees, a clear
 * path, first contact). Rulebook: Reactions > Assault!.
 */
export function reactionCharge(
  state: BattleState,
  unit: UnitState,
  mover: UnitState,
  options: TerciosOptions,
): PlannedCharge | ShortCharge {
  const ru = rulesUnit(state, unit);
  return planCharge(
    state,
    unit,
    mover,
    (t) => speedOf(ru, 'assault', t, options),
    hasEffect(rulesUnit(state, mover), 'never-flanked'),
    options.battle.gapObstacles,
    options.battle.chargeTurnContact,
    options.battle.hiddenCharge,
  );
}

/**
 * Terrain and Movement: "Very difficult: causes units to fall into disorder"; Combat > Charges: "all the basic rules
 * of movement apply". The one place a move's Disorder is applied: when the move a unit has just made crossed very
 * difficult terrain (`crossed`, its plan's `disorder`), the unit falls into disorder unless the terrain does not
 * disorder it (Light, Skirmishers: `terrainDisorders` of `ru`, the unit as it began the move). Every move uses it: an
 * ordinary move, a charge (reaching, falling short, going on), an interception and a counter-charge.
 */
export function disorderIfCrossed(
  ctx: BattleContext,
  unitId: string,
  ru: TerciosUnit,
  crossed: boolean,
  reason: string,
): void {
  // The class of terrain crossed: very difficult.
  const terrain = {
    // Stryker disable next-line BooleanLiteral: equivalent — `terrainMovement` reads `veryDifficult` before `difficult`
    difficult: false,
    veryDifficult: true,
    // Stryker disable next-line BooleanLiteral: equivalent — `terrainMovement` reads `veryDifficult` before `easy`
    easy: false,
    impassable: null,
  };
  if (crossed && terrainDisorders(ru, terrain, ctx.options))
    setMarkers(ctx, unitId, unitById(ctx.state, unitId)!.wear, true, reason);
}

function reachableMover(state: BattleState, unit: UnitState, mover: UnitState, options: TerciosOptions): boolean {
  return reactionCharge(state, unit, mover, options).reachable;
}

/**
 * Where the mover stands when met on its path by the reacting unit's straight advance (within its Assault!
 * reach over the terrain that advance crosses), or null when the advance does not cross the path, the mover would
 * not fit there, or the reacting unit could not charge it there.
 */
function interceptedBase(
  state: BattleState,
  reactor: UnitState,
  mover: UnitState,
  path: { from: Vec; to: Vec },
  options: TerciosOptions,
): UnitState['base'] | null {
  const f = frontCentre(reactor.base);
  const dir = forwardOf(reactor.base);
  const d = sub(path.to, path.from);
  const denom = cross(d, dir);
  if (Math.abs(denom) < 1e-9) return null;
  const w = sub(f, path.from);
  const s = cross(w, dir) / denom; // along the mover's path
  const t = cross(w, d) / denom; // ahead of the reactor
  if (s < 0 || s > 1 || t < 0) return null;
  const point = { x: path.from.x + d.x * s, y: path.from.y + d.y * s };
  // Its advance reaches as far as its Assault! move over the terrain its front centre crosses on the way to the point
  // (Combat > Charges: "all the basic rules of movement apply"; Terrain and Movement: "Difficult: movement is
  // reduced"), the worst terrain of the line applying to the whole of it, as for any move (`planMove`).
  if (t > speedOf(rulesUnit(state, reactor), 'assault', pathTerrain(state, reactor, f, point), options)) return null;
  // The mover stands where the path ends, or where an earlier interception of this move put it (`path.to` is then
  // that point: see `interceptOnPath`).
  const shift = sub(point, path.to);
  const base = { ...mover.base, centre: { x: mover.base.centre.x + shift.x, y: mover.base.centre.y + shift.y } };
  if (s > 0.999 || overlapsSomething(state, mover, base, [reactor.id]) !== null) return null;
  // Only a point the reacting unit can charge: otherwise the mover stays where it ended.
  const met = unitWith(mover, { base: roundBase(base) });
  return reachableMover(
    stateWith(state, { units: mapPacked(state.units, (u) => (u.id === mover.id ? met : u)) }),
    reactor,
    met,
    options,
  )
    ? met.base
    : null;
}

/**
 * Reactions > Assault!: "Contact is made at the nearest point of intersection between the enemy's movement
 * and the advance of the reacting unit": where the mover's front-centre path crosses the straight line ahead
 * of the reacting unit (within its Assault! reach over the terrain crossed), the mover is stopped at that point; the
 * reacting unit then charges it. Without such a crossing (or if the mover would not fit there) the mover stays where
 * it ended.
 * Returns the path the mover has now come: from its start to where it was met (option `battle.proximityReactions:
 * 'each-unit'` offers the other units approached a reaction to that move, not to the part it never made).
 */
function interceptOnPath(
  ctx: BattleContext,
  reactor: UnitState,
  mover: UnitState,
  path: { from: Vec; to: Vec },
): { from: Vec; to: Vec } {
  const base = interceptedBase(ctx.state, reactor, mover, path, ctx.options);
  if (!base) return path;
  ctx.emit({
    kind: 'unit-moved',
    unit: mover.id,
    base,
    reason: `intercepted on its path by ${reactor.name}`,
    inBuilding: null,
  });
  return { from: path.from, to: frontCentre(base) };
}

/**
 * Where an evasion of `unit` from `by` starts and how far it may go. Reactions > Run!: the unit "turns about and moves
 * away from the unit that caused the reaction by at least its movement. Its movement may nevertheless benefit from the
 * bonus granted (Mvt++)" (Brevis: "an escape move of at least unmodified Speed with Speed++"). It turns (option
 * `battle.evasionFacing`: directly away from the enemy's centre, or a plain about-turn), then the player chooses the
 * distance: `maximum`, its Speed++ straight ahead (`evasionReach`: the terrain by option `battle.evasionTerrain`);
 * `minimum`, its unmodified Speed (`evasionMove`), or the maximum where that is less.
 */
export function evasionRange(
  state: BattleState,
  unit: UnitState,
  by: UnitState,
  options: TerciosOptions,
): { readonly start: Base; readonly minimum: number; readonly maximum: number } {
  const ru = rulesUnit(state, unit);
  const facing =
    options.battle.evasionFacing === 'about-turn'
      ? unit.base.facing + Math.PI
      : angleOf(sub(unit.base.centre, by.base.centre));
  const start = { ...unit.base, facing };
  const maximum = evasionReach(state, unit, ru, start, options);
  return { start, minimum: Math.min(evasionMove(ru, undefined, options).minimum, maximum), maximum };
}

/**
 * The evasion distances offered as decisions (the distance is continuous, so the legal set is a sample): the minimum,
 * every whole inch between, and the maximum, in increasing order. Any distance in the range is accepted
 * (`evasionDistanceRefused`).
 */
export function evasionDistances(range: { readonly minimum: number; readonly maximum: number }): number[] {
  const out = [range.minimum];
  for (let i = Math.floor(range.minimum) + 1; i < range.maximum; i++) out.push(i);
  if (range.maximum > range.minimum) out.push(range.maximum);
  return out;
}

/** Why an evasion of `inches` from `by` is refused (outside its range), or null. Rulebook: Reactions > Run!. */
export function evasionDistanceRefused(
  state: BattleState,
  unit: UnitState,
  by: UnitState,
  inches: number | undefined,
  options: TerciosOptions,
): string | null {
  const { minimum, maximum } = evasionRange(state, unit, by, options);
  // Stryker disable next-line ConditionalExpression: equivalent — an absent distance compares false with the minimum
  if (inches !== undefined && inches >= minimum - 1e-9 && inches <= maximum + 1e-9) return null;
  return `${unit.name} evades at least ${minimum}" and at most ${maximum}" (inches)`;
}

/**
 * An evasion (Reactions > Run!): the unit turns about and moves away from the enemy the distance the player chose
 * (`evasionRange`; its maximum when none is named), straight ahead.
 */
function evade(ctx: BattleContext, unitId: string, fromId: string, reason: string, chosen?: number): void {
  const unit = unitById(ctx.state, unitId);
  const by = unitById(ctx.state, fromId);
  if (!unit || unit.destroyed || !by) return;
  const ru = rulesUnit(ctx.state, unit);
  const { start, maximum } = evasionRange(ctx.state, unit, by, ctx.options);
  const inches = chosen ?? maximum;
  const moved = involuntaryMove(ctx.state, unit, start, forwardOf(start), inches);
  emitPushes(ctx, unit, moved.pushed);
  // Option battle.evasionTerrain `as-run`: very difficult terrain crossed disorders it, as on a Run! move.
  const disorders =
    ctx.options.battle.evasionTerrain === 'as-run' &&
    evasionMove(
      ru,
      terrainMovement({
        ...pathTerrain(ctx.state, unit, frontCentre(start), frontCentre(moved.base)),
        impassable: null,
      }),
      ctx.options,
    ).disorders;
  // A unit that could not move at all is still where it was, in its building if it was in one.
  ctx.emit({
    kind: 'unit-moved',
    unit: unitId,
    base: roundBase(moved.base),
    reason,
    inBuilding: moved.moved > 0.01 ? null : unit.inBuilding,
  });
  // In the wrong place: "on the path of an enemy unit", an evasion too.
  if (moved.moved > 0.01) {
    commandersSwept(ctx, unitId, start, moved.moved);
    // Option battle.combatMovementReactions: the units the evasion came within 3" of may react.
    noteCombatMovement(ctx, unitId, fromId, start, moved.base);
  }
  if (disorders) setMarkers(ctx, unitId, unit.wear, true, `${reason} through very difficult terrain`);
  // Option battle.blockedEvasionWear: a blocked evasion adds one Dm, as a blocked retreat does.
  if (moved.blocked && ctx.options.battle.blockedEvasionWear) addWear(ctx, unitId, 1, `${reason}: blocked`);
}

/**
 * What the player chose for the reaction: an evasion's distance (`inches`, the maximum when absent); the centre a
 * reorientation brings the front to (`to`, none made when absent).
 */
export interface ReactionChoice {
  readonly inches?: number | undefined;
  readonly to?: 'left' | 'right' | 'rear' | undefined;
  /** The centre a shot or volley is fired from (Extended Arc of Fire), the front when absent. */
  readonly from?: FiringPoint | undefined;
}

/**
 * A reaction attempted: always an order test (Discipline - against a flank charge); failed, the order is
 * lost. Passed, the reaction is carried out on the table. Rulebook: Reactions; Combat > Flank Charges.
 */
export function resolveReaction(
  ctx: BattleContext,
  unitId: string,
  kind: ReactionKind,
  harasserEvades = false,
  choice: ReactionChoice = {},
): void {
  const pending = ctx.state.reaction!;
  const unit = unitById(ctx.state, unitId)!;
  const by = unitById(ctx.state, pending.by)!;
  const trigger = pending.trigger === 'charge' ? 'charge' : 'approach';
  const flank = trigger === 'charge' && isFlankCharge(by, unit, hasEffect(rulesUnit(ctx.state, unit), 'never-flanked'));
  const wasActivated = unit.activated;
  const order = unit.order;
  const attempt = attemptReaction(
    ctx.dice,
    {
      unit: rulesUnit(ctx.state, unit),
      order,
      trigger,
      enemy: rulesUnit(ctx.state, by),
      kind,
      inCommand: inCommand(ctx.state, unit),
      againstFlankCharge: flank,
      inDifficultTerrain: inDifficult(ctx.state, unit),
      ...(harasserEvades ? { harasserEvades: true } : {}),
      options: ctx.options,
    },
    ctx.plugins.morale,
  );
  ctx.emit({ kind: 'order-test', unit: unitId, dice: attempt.test.dice, passed: attempt.test.passed, reaction: true });
  if (!attempt.reacted) {
    if (!wasActivated || order !== null)
      ctx.emit({ kind: 'order-lost', unit: unitId, reason: 'failed its reaction test' });
    closeReaction(ctx, pending, unitId);
    return;
  }
  ctx.emit({ kind: 'reaction', unit: unitId, order: order ?? 'run', response: kind });
  // The mover's path as far as it has come (an interception on its path cuts it short), and where that left it.
  let travelled = pending.path;
  let endedAt = by.base;
  switch (kind) {
    case 'reorient': {
      // Reactions > Ready!: "the unit may reorient", towards the centre the player names (`reorientations`).
      const to = choice.to;
      if (to && overlapsSomething(ctx.state, unit, reorientedBase(unit, to)) === null) {
        ctx.emit({
          kind: 'unit-moved',
          unit: unitId,
          base: roundBase(reorientedBase(unit, to)),
          reason: 'reaction: reorient',
          inBuilding: unit.inBuilding,
        });
      }
      break;
    }
    case 'shoot':
      shoot(ctx, unitId, by.id, 'ready', true, choice.from);
      break;
    case 'volley':
      shoot(ctx, unitId, by.id, 'fire', true, choice.from, [], harasserEvades);
      // Harasser: "they evade after firing as if they had a Run! order", on the same order test.
      if (harasserEvades) evade(ctx, unitId, by.id, 'Harasser: evasion after the volley', choice.inches);
      break;
    case 'interception': {
      if (pending.path && ctx.options.battle.interceptionContact === 'path-crossing')
        travelled = interceptOnPath(ctx, unit, by, pending.path);
      // The mover as it now stands (put back on its path, or where it ended).
      const met = unitById(ctx.state, by.id)!;
      endedAt = met.base;
      const ru = rulesUnit(ctx.state, unit);
      const plan = reactionCharge(ctx.state, unit, met, ctx.options);
      if (plan.reachable) {
        const interceptFlank = isFlankCharge(unit, met, hasEffect(rulesUnit(ctx.state, met), 'never-flanked'));
        ctx.emit({
          kind: 'unit-moved',
          unit: unitId,
          base: roundBase(plan.base),
          reason: 'interception charge',
          inBuilding: null,
        });
        disorderIfCrossed(ctx, unitId, ru, plan.disorder, 'charged through very difficult terrain');
        commandersInTheWay(ctx, unitId, unit.base);
        // Ruling: A charger intercepted on its way (option battle.interceptedCharger): the mover met in its own charge.
        const acting = ctx.state.acting;
        const chargerKeepsBonus =
          ctx.options.battle.interceptedCharger === 'assault-bonus' &&
          // Stryker disable next-line ConditionalExpression,OptionalChaining: equivalent — a reaction answers the acting unit's move: the unit intercepted is the one acting
          acting?.unit === by.id &&
          acting.chargeMoved !== undefined;
        const result = fight(
          ctx,
          unitId,
          by.id,
          {
            flank: interceptFlank,
            defenderReaction: 'none',
            interception: true,
            ...(chargerKeepsBonus ? { defenderCharging: true } : {}),
          },
          { kind: 'interception', path: travelled, endedAt: roundBase(endedAt) },
        );
        // Dirty war! or the winner's move waits for a player's choice: `afterInterception` once the combat is over.
        if (ctx.state.combat) return;
        // Stryker disable next-line OptionalChaining: equivalent — both units stand when an interception charge is made: a combat is fought
        interruptedUnlessWon(ctx, by.id, result?.winner ?? null);
      }
      break;
    }
    case 'evasion':
      evade(ctx, unitId, by.id, 'evasion', choice.inches);
      break;
    case 'resist':
      ctx.emit({ kind: 'resisting', unit: unitId });
      break;
    case 'counter-charge':
      break;
  }
  closeReaction(ctx, pending, unitId, { path: travelled, endedAt });
}

/**
 * After an interception's combat (`winner`; null when there was none): the intercepted unit's activation ends unless
 * it won (Reactions > Assault!: "Otherwise, the enemy's activation ends").
 */
function interruptedUnlessWon(ctx: BattleContext, byId: string, winner: MeleeSide | 'tie' | null): void {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — both units stand when an interception charge is made: a combat is fought, its winner known
  const fought = winner !== null;
  if (fought && winner !== 'defender' && ctx.state.acting?.unit === byId)
    ctx.emit({ kind: 'activation-interrupted', unit: byId });
}

/**
 * An interception's combat that waited for a player's choice (`state.combat`) is over: the intercepted unit's
 * activation ends unless it won, and the reaction closes (`move`: the mover's path as far as it came, where it ended).
 */
export function afterInterception(
  ctx: BattleContext,
  reaction: PendingReaction,
  unitId: string,
  byId: string,
  winner: MeleeSide | 'tie',
  move: { readonly path: PendingReaction['path']; readonly endedAt: Base },
): void {
  interruptedUnlessWon(ctx, byId, winner);
  closeReaction(ctx, reaction, unitId, move);
}

/**
 * Closes a reaction. Option `battle.proximityReactions: 'each-unit'`: after an approach, the other units
 * approached that may still react are offered their reaction in turn, while the mover's activation goes on. `move`
 * is the mover's move as the reaction left it: its path as far as it came (an interception on the path cuts it short)
 * and where that move ended. Then only the units that move approached are offered (within 3" of where it ended, or on
 * its way as `battle.reactionTrigger` says), against that path; and if the reaction's combat has moved the mover
 * since (a pursuit, a disengagement), its path is behind it: an interception meets it where it stands.
 */
function closeReaction(
  ctx: BattleContext,
  pending: PendingReaction,
  tried: string,
  move?: { readonly path: PendingReaction['path']; readonly endedAt: Base },
): void {
  ctx.emit({ kind: 'reaction-closed' });
  if (pending.trigger !== 'proximity' || ctx.options.battle.proximityReactions !== 'each-unit') return;
  const mover = unitById(ctx.state, pending.by);
  const acting = ctx.state.acting;
  // The mover's activation must go on. Under option battle.combatMovementReactions, a mover that is not the acting
  // unit made a combat movement or an evasion: its approach is offered whole.
  if (!mover || mover.destroyed || ctx.state.stage === 'over' || !acting) return;
  const combatMover = ctx.options.battle.combatMovementReactions === 'approached-units' && acting.unit !== mover.id;
  if (!combatMover && (acting.unit !== mover.id || acting.interrupted)) return;
  const travelled = move ? move.path : pending.path;
  const endedAt = move?.endedAt ?? mover.base;
  const movedSince = !sameBase(mover.base, endedAt);
  const path = movedSince ? null : travelled;
  const approached =
    // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — on the whole path, from where it ended, `approachedOn` holds every candidate (they were found within 3" of that move's end or on its way), so the filter drops none; only a path cut short or a mover moved since needs it
    (travelled !== pending.path || movedSince) && travelled ? approachedOn(ctx, mover, travelled, endedAt) : null;
  const rest = pending.candidates.filter((id) => {
    const u = unitById(ctx.state, id);
    return (
      id !== tried &&
      u !== undefined &&
      !u.destroyed &&
      (approached === null || approached.includes(id)) &&
      feasibleReactions(ctx.state, u, 'approach', mover, ctx.options, path).length > 0
    );
  });
  if (rest.length > 0) ctx.emit({ kind: 'reaction-offered', reaction: { ...pending, candidates: rest, path } });
}

/** Whether a base stands where another did: a combat movement (pursuit, disengagement, retreat) always moves its centre. */
function sameBase(a: Base, b: Base): boolean {
  return a.centre.x === b.centre.x && a.centre.y === b.centre.y;
}

/** The enemy units a move along `path` that ended `endedAt` approached: within 3" there, or on its way by option. */
function approachedOn(ctx: BattleContext, mover: UnitState, path: { from: Vec; to: Vec }, endedAt: Base): string[] {
  const near = proximitySnapshot(ctx.state, mover.id, endedAt);
  // Stryker disable next-line ConditionalExpression: equivalent — a shortcut: with `move-end` every candidate was within 3" of the whole move's end, and such a unit the shorter straight move came within 3" of on its way is within 3" of where it now stands
  if (ctx.options.battle.reactionTrigger !== 'along-path') return near;
  const back = sub(path.from, path.to);
  const start = { ...endedAt, centre: { x: endedAt.centre.x + back.x, y: endedAt.centre.y + back.y } };
  return [...near, ...approachedAlongPath(ctx.state, unitWith(mover, { base: start }), path.to, near)];
}
