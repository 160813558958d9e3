import { advance, baseGap, contactAlong, distance, faceTowards, forwardOf, frontCentre } from '@muster/core';
import { orderFallback } from '../orders/orderFallback.js';
import { resistOrder } from '../orders/resistOrder.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { followingUnits } from '../rules/followingUnits.js';
import { followingUnitOf } from './followingOnTable.js';
import { chargeable, closestShortCharge, isFlankCharge, planCharge } from '../table/charge.js';
import { plannedCharge } from './plannedCharge.js';
import { commandersInTheWay } from './commandersInTheWay.js';
import { lineOfFire } from '../table/lineOfFire.js';
import {
  OVERLAP_TOLERANCE,
  overlapsSomething,
  pathTerrain,
  planMove,
  unitMoveLine,
  withinTurn,
  type AngleCorrection,
  type PathTerrain,
} from '../table/movement.js';
import { enemyOf, liveUnits, unitById } from '../table/tableQueries.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState, Order, UnitState } from './State.js';
import { inCommand, rulesUnit } from './commandOnTable.js';
import { emitPushes, fight } from './combat.js';
import { removeUseless, setMarkers } from './damage.js';
import { canAct } from './reduce.js';
import {
  approachedAlongPath,
  disorderIfCrossed,
  offerChargeReaction,
  offerCombatMovementReactions,
  offerProximityReactions,
  proximitySnapshot,
  reactionCharge,
} from './reactionsOnTable.js';
import { roundBase } from './setup.js';
import { speedOf } from './speedOf.js';
import { plannedMove } from './plannedMove.js';
import { battleOutcome } from './victory.js';
import { determinedAgainst } from '../command/commandActions.js';
import { basesOverlap } from '@muster/core';
import { firstValue } from '../values/splitValue.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { stateWith } from './stateShapes.js';
import { reorientedBase } from './reorientedBase.js';

/** Whether any enemy is in the unit's line of sight from its front centre (Assault!: otherwise it does nothing). */
export function seesEnemy(state: BattleState, unit: UnitState, options: TerciosOptions): boolean {
  return liveUnits(state, enemyOf(unit.side)).some((e) => lineOfFire(state, unit, e, options).visible);
}

/** Whether the unit could charge some enemy now (for Impetuous). */
export function canChargeSomeone(state: BattleState, unit: UnitState, options: BattleContext['options']): boolean {
  return liveUnits(state, enemyOf(unit.side)).some(
    (e) =>
      lineOfFire(state, unit, e, options).visible &&
      chargeable(state, unit, e, options.battle.hiddenCharge) &&
      plannedCharge(state, unit, e, false, options).reachable,
  );
}

/**
 * Activates a unit: reveals its card, makes the order test when it has Dm (Impetuous: a test although
 * fresh), and carries out what needs no choice (Resist!, an Assault! with no enemy in sight).
 * Rulebook: Game Sequence > Activation; Order Cards > Testing Orders; The Troops > Impetuous.
 */
export function startActivation(
  ctx: BattleContext,
  unitId: string,
  brigadeOrder?: Order,
  queue?: string[],
  horde?: string,
  fearless?: { commander: string; secondActivation: boolean },
): void {
  const unit = unitById(ctx.state, unitId);
  if (!unit) return;
  const order: Order = brigadeOrder ?? unit.order ?? 'ready';
  const brigadeQueue =
    queue ??
    (unit.brigade
      ? liveUnits(ctx.state, unit.side)
          .filter((u) => u.brigade === unit.brigade && u.id !== unit.id && !u.activated)
          .map((u) => u.id)
      : []);
  // Coordinator: the other unit of the pair follows once this activation is complete.
  const partner = ctx.state.coordinated?.includes(unitId)
    ? ctx.state.coordinated.find((id) => id !== unitId)
    : undefined;
  if (
    partner &&
    !brigadeQueue.includes(partner) &&
    followingUnits(
      'coordinator',
      // Stryker disable next-line BooleanLiteral: equivalent — followingUnits reads no `free` of the unit followed
      followingUnitOf(unit, {}, false),
      liveUnits(ctx.state, unit.side).map((u) => followingUnitOf(u, {}, !u.activated)),
    ).includes(partner)
  )
    brigadeQueue.push(partner);
  // Horde: the paired unit acts straight after this one, on its own card.
  if (horde && !brigadeQueue.includes(horde)) brigadeQueue.push(horde);
  ctx.emit({ kind: 'activation-started', unit: unitId, order, brigadeQueue, ...(fearless ? { fearless } : {}) });
  runOrder(ctx, unitId, order);
}

function runOrder(ctx: BattleContext, unitId: string, order: Order): void {
  const unit = unitById(ctx.state, unitId)!;
  const ru = rulesUnit(ctx.state, unit);
  const command = inCommand(ctx.state, unit);
  // The Impetuous test decides for itself when it applies (not with Assault!, only a fresh unit that could charge).
  const imp = ctx.plugins.morale.impetuousTest(ctx.dice, {
    unit: ru,
    order,
    canCharge: hasEffect(ru, 'impetuous') && canChargeSomeone(ctx.state, unit, ctx.options),
    inCommand: command,
    options: ctx.options,
  });
  if (imp.mustCharge) {
    ctx.emit({
      kind: 'order-forced',
      unit: unitId,
      order: 'assault',
      reason: 'Impetuous: failed its test and must charge',
    });
    order = 'assault';
  }
  if (order === 'resist') {
    // Ruling: Authoritarian with Resist! (`authoritarianResist`).
    const r = resistOrder(
      ctx.dice,
      { unit: ru, inCommand: command, authoritarian: ctx.state.authoritarian === unitId, options: ctx.options },
      ctx.plugins.morale,
    );
    if (r.test.tested)
      ctx.emit({ kind: 'order-test', unit: unitId, dice: r.test.dice, passed: r.test.passed, reaction: false });
    setMarkers(ctx, unitId, r.wear, unit.disordered, 'Resist!'); // logs only a change
    finishActivation(ctx);
    return;
  }
  // Optional Traits > Authoritarian: the unit whose turn it is is activated without an order test.
  const test = ctx.plugins.morale.orderTest(ctx.dice, {
    unit: ru,
    inCommand: command,
    authoritarian: ctx.state.authoritarian === unitId,
    options: ctx.options,
  });
  if (test.tested)
    ctx.emit({ kind: 'order-test', unit: unitId, dice: test.dice, passed: test.passed, reaction: false });
  if (!test.passed) {
    ctx.emit({ kind: 'order-lost', unit: unitId, reason: 'failed its order test' });
    finishActivation(ctx);
    return;
  }
  if (order === 'assault' && !seesEnemy(ctx.state, unit, ctx.options)) {
    // Assault! with no enemy in sight: nothing (or the Adaptation: advance at least one inch).
    const fallback = orderFallback(ctx.options);
    if (fallback.action === 'advance') {
      const ahead = frontCentre(unit.base);
      const to = {
        x: ahead.x + Math.cos(unit.base.facing) * fallback.minimumInches,
        y: ahead.y + Math.sin(unit.base.facing) * fallback.minimumInches,
      };
      const plan = planMove(ctx.state, unit, to, () => fallback.minimumInches, {
        gapObstacles: ctx.options.battle.gapObstacles,
      });
      if (plan.ok)
        ctx.emit({
          kind: 'unit-moved',
          unit: unitId,
          base: roundBase(plan.base),
          reason: 'Adaptation: advance one inch',
          inBuilding: null,
        });
    }
    finishActivation(ctx);
    return;
  }
  maybeAutoFinish(ctx);
}

/**
 * Mobility: the free reorientation was made and the movement it starts is still to come. With option
 * `battle.mobilityReorientation: 'start-of-move'` (the text: "at the start of their movement") the unit owes
 * that move: with Ready! the reorientation counts as its action until it moves, with Run! it must move.
 */
export function mobilityMoveOwed(state: BattleState, options: TerciosOptions): boolean {
  const acting = state.acting;
  return (
    acting !== null &&
    options.battle.mobilityReorientation === 'start-of-move' &&
    acting.freeReorient &&
    !acting.actions.includes('move')
  );
}

/** The actions an activation has left, by its order. Rulebook: Order Cards. */
export function actionsLeft(state: BattleState, options: TerciosOptions = DEFAULT_TERCIOS_OPTIONS): string[] {
  const acting = state.acting;
  if (!acting || acting.interrupted || acting.chargeTarget || acting.brigadeNext) return [];
  const unit = unitById(state, acting.unit);
  if (!unit || unit.destroyed) return [];
  // Energetic: the closing reorientation (or the end of the activation).
  if (acting.boost === 'energetic-turn') return canReorientAny(state, unit) ? ['reorient'] : [];
  const done = acting.actions;
  switch (acting.order) {
    case 'ready': {
      // Mobility: a free reorientation not (yet) followed by the move counts as the Ready! reorientation.
      const counted = mobilityMoveOwed(state, options) ? [...done, 'reorient' as const] : done;
      // The caracole is no action: it follows the shot (The Troops > Cavalry > Caracole).
      if (counted.length >= 2) return acting.caracole ? ['caracole'] : [];
      const ru = rulesUnit(state, unit);
      const left: string[] = [];
      if (!done.includes('move') && !(done.includes('reorient') && hasEffect(ru, 'no-move-after-reorient')))
        left.push('move');
      if (!counted.includes('reorient') || mobilityFree(state)) left.push('reorient');
      if (!done.includes('reorganise') && unit.disordered) left.push('reorganise');
      if (!done.includes('shoot') && !unit.hitched && unit.values.shoot !== 0) left.push('shoot');
      if (hasEffect(ru, 'two-speeds') && !done.includes('hitch') && !done.includes('unhitch'))
        left.push(unit.hitched ? 'unhitch' : 'hitch');
      if (acting.caracole) left.push('caracole');
      return left;
    }
    case 'run':
      return done.includes('move') ? [] : mobilityFree(state) ? ['move', 'reorient'] : ['move'];
    case 'fire':
      return done.includes('shoot') ? (acting.caracole ? ['caracole'] : []) : ['shoot'];
    case 'assault':
      return done.includes('move') ? [] : ['charge'];
    case 'resist':
      return [];
  }
}

function canReorientAny(state: BattleState, unit: UnitState): boolean {
  return (['left', 'right', 'rear'] as const).some((to) => canReorient(state, unit, to));
}

/**
 * Mobility: cavalry with Ready! or Run! may reorient once for free at the start of its movement (not an
 * action): so reorient, move, and reorient again with Ready!. Rulebook: The Troops > Cavalry > Mobility.
 */
export function mobilityFree(state: BattleState): boolean {
  const acting = state.acting;
  if (
    !acting ||
    acting.freeReorient ||
    (acting.order !== 'ready' && acting.order !== 'run') ||
    acting.actions.includes('move')
  )
    return false;
  const unit = unitById(state, acting.unit);
  return unit !== undefined && hasEffect(rulesUnit(state, unit), 'free-reorientation');
}

/** Ends the activation when nothing is left to do. */
export function maybeAutoFinish(ctx: BattleContext): void {
  const acting = ctx.state.acting;
  if (acting && !acting.brigadeNext && !ctx.state.reaction && actionsLeft(ctx.state, ctx.options).length === 0)
    finishActivation(ctx);
}

/**
 * Ends the acting unit's activation: the next unit of a Brigade sharing the card acts, otherwise play
 * passes; the turn ends when no troop can act, and the battle may end with it.
 * Rulebook: Game Sequence; The Troops > Brigade; The Battle > Duration.
 */
export function finishActivation(ctx: BattleContext): void {
  const acting = ctx.state.acting;
  // Kingdoms > Energetic: "This unit may change its orientation at the end of its activation."
  if (acting?.boost === 'energetic' && !acting.interrupted && ctx.state.stage !== 'over') {
    const unit = unitById(ctx.state, acting.unit);
    if (unit && !unit.destroyed && canReorientAny(ctx.state, unit)) {
      ctx.emit({ kind: 'energetic-turn', unit: unit.id });
      return;
    }
  }
  if (acting) {
    const next = acting.brigadeQueue.find((id) => mayActNext(ctx.state, id));
    if (next) {
      // Brigade: "activate sequentially" — in the order the player chooses (option battle.brigadeOrder).
      if (ctx.options.battle.brigadeOrder === 'chosen') {
        const choice = cardSharers(ctx.state, acting.brigadeQueue, next);
        if (choice.length >= 2) {
          ctx.emit({ kind: 'brigade-next', unit: acting.unit, units: choice });
          return;
        }
      }
      activateFromQueue(ctx, next);
      return;
    }
  }
  ctx.emit({ kind: 'activation-ended', unit: acting?.unit ?? null });
  afterActivation(ctx);
}

/** Whether a unit of the acting unit's queue may still act: on the table, not yet activated. */
function mayActNext(state: BattleState, id: string): boolean {
  const u = unitById(state, id);
  return u !== undefined && !u.destroyed && !u.activated;
}

/**
 * The units of `queue` that may act now and share the card of `first` (the first of the queue that may act): the
 * side's choice for the next to act. None when `first` holds no Brigade card (a Coordinator's or Horde partner).
 * Rulebook: The Troops > Brigade ("A single order may then be placed for all the units of the brigade").
 */
export function cardSharers(state: BattleState, queue: readonly string[], first: string): string[] {
  const card = unitById(state, first)?.brigade ?? null;
  if (card === null) return [];
  return queue.filter((id) => mayActNext(state, id) && unitById(state, id)!.brigade === card);
}

/** The unit `next` of the acting unit's queue acts, on its own card (a Brigade's units all hold the shared one). */
export function activateFromQueue(ctx: BattleContext, next: string): void {
  const rest = ctx.state.acting!.brigadeQueue.filter((id) => id !== next);
  startActivation(ctx, next, undefined, rest);
}

/** After an activation: end of battle, end of turn. */
export function afterActivation(ctx: BattleContext): void {
  removeUseless(ctx);
  const wiped = battleOutcome(ctx.state, false);
  if (wiped) {
    ctx.emit({ kind: 'battle-ended', result: wiped });
    return;
  }
  if (!canAct(ctx.state, 'A') && !canAct(ctx.state, 'B')) {
    ctx.emit({ kind: 'turn-ended', turn: ctx.state.turn, points: { ...ctx.state.points } });
    // The Duration is judged at the end of the turn just played.
    const outcome = battleOutcome(stateWith(ctx.state, { turn: ctx.state.turn - 1 }), true);
    if (outcome) ctx.emit({ kind: 'battle-ended', result: outcome });
  }
}

/** Moves a unit as planned (pushing artillery, disordering in very difficult terrain) and offers reactions. */
export function moveUnit(
  ctx: BattleContext,
  unitId: string,
  to: { x: number; y: number },
  order: Order,
  reason: string,
  angleCorrection?: AngleCorrection,
): boolean {
  const unit = unitById(ctx.state, unitId)!;
  const ru = rulesUnit(ctx.state, unit);
  const before = proximitySnapshot(ctx.state, unitId);
  const plan = plannedMove(ctx.state, unit, to, order, ctx.options, angleCorrection);
  if (!plan.ok) return false;
  // Option battle.reactionTrigger: the 3" of a reaction is checked all along the path (before the mover leaves).
  const passed =
    ctx.options.battle.reactionTrigger === 'along-path'
      ? approachedAlongPath(ctx.state, unit, plan.inBuilding ? to : frontCentre(plan.base), before)
      : [];
  emitPushes(ctx, unit, plan.pushed);
  ctx.emit({ kind: 'unit-moved', unit: unitId, base: roundBase(plan.base), reason, inBuilding: plan.inBuilding });
  disorderIfCrossed(ctx, unitId, ru, plan.disorder, 'crossed very difficult terrain');
  commandersInTheWay(ctx, unitId, unit.base);
  offerProximityReactions(
    ctx,
    unitId,
    before,
    { from: frontCentre(unit.base), to: frontCentre(roundBase(plan.base)) },
    passed,
  );
  return true;
}

/** Whether a reorientation fits (no overlap after turning). */
export function canReorient(state: BattleState, unit: UnitState, to: 'left' | 'right' | 'rear'): boolean {
  return overlapsSomething(state, unit, reorientedBase(unit, to)) === null;
}

/**
 * Declares a charge. Rulebook: Combat > Charges: declaring a charge lets the charged unit react; then the
 * charger moves by the shortest path and combat follows on contact.
 */
export function declareCharge(ctx: BattleContext, targetId: string): void {
  const acting = ctx.state.acting!;
  const charger = unitById(ctx.state, acting.unit)!;
  const target = unitById(ctx.state, targetId)!;
  const flank = isFlankCharge(charger, target, hasEffect(rulesUnit(ctx.state, target), 'never-flanked'));
  ctx.emit({ kind: 'action-taken', unit: charger.id, action: 'move' });
  ctx.emit({ kind: 'charge-declared', unit: charger.id, target: targetId, flank });
  // Ruling: How long Resist!'s Courage + lasts (option battle.resistDuration): with `that-charge`, a Courage +
  // left from an earlier charge this turn does not carry over to this one.
  if (target.resisting && ctx.options.battle.resistDuration === 'that-charge')
    ctx.emit({ kind: 'resisting-ended', unit: targetId });
  if (offerChargeReaction(ctx, charger.id, targetId)) return;
  executeCharge(ctx);
}

/**
 * Reactions > Assault!: a counter-charge brings "the two units into contact halfway": the charger goes half
 * its charge, the counter-charging unit turns towards it and advances to contact (within its Assault!
 * reach over the terrain its front centre crosses, along a move's line: 3" gaps, `movementLine`). Null when that does
 * not fit; the charger then makes its whole charge. Each move's `disorder`: its own front-centre line crosses very
 * difficult terrain (Combat > Charges: "all the basic rules of movement apply").
 */
function meetHalfway(
  ctx: BattleContext,
  charger: UnitState,
  target: UnitState,
  contact: import('@muster/core').Base,
  inches: number,
): {
  charger: import('@muster/core').Base;
  target: import('@muster/core').Base;
  chargerDisorder: boolean;
  targetDisorder: boolean;
} | null {
  const f = forwardOf(contact);
  const half = {
    ...contact,
    centre: { x: contact.centre.x - (f.x * inches) / 2, y: contact.centre.y - (f.y * inches) / 2 },
  };
  if (overlapsSomething(ctx.state, charger, half, [target.id]) !== null) return null;
  const turned = faceTowards(target.base, frontCentre(half), 'front-centre');
  if (!withinTurn(target.base.facing, turned.facing)) return null;
  const others = liveUnits(ctx.state)
    .filter((u) => u.id !== target.id && u.id !== charger.id)
    .map((u) => u.base);
  if (others.some((b) => basesOverlap(turned, b, OVERLAP_TOLERANCE))) return null;
  // The counter-charging unit's front centre heads for the charger's, a point of its outline: contact comes first.
  // Movement > Obstacles: "Units may ignore terrain or units crossed during their movement if the line drawn between
  // their front centre and the destination point does not cut through them" (the line is checked below): the base
  // sweeping over a unit beside the line does not stop the counter-charge, which meets the charger's base; where it
  // ends must overlap nothing (as the charge's own sweep, `planCharge`).
  const met = contactAlong(turned, forwardOf(turned), distance(frontCentre(turned), frontCentre(half)) + 1, [half]);
  // Stryker disable next-line ConditionalExpression: equivalent — the sweep heads for the charger's front centre, a point of its base's outline, so it always meets that base within the distance + 1
  if (!met) return null;
  const end = advance(turned, met.distance);
  // Its reach is its Assault! move over the terrain its own front centre crosses (Terrain and Movement: "Difficult:
  // movement is reduced"), as for any move (`planMove`): the worst terrain of the line applies to the whole of it.
  const terrain = pathTerrain(ctx.state, target, frontCentre(turned), frontCentre(end));
  // Stryker disable next-line EqualityOperator: equivalent — `>=` differs only for an advance exactly reach + 1e-9 long as a float
  if (met.distance > speedOf(rulesUnit(ctx.state, target), 'assault', terrain, ctx.options) + 1e-9) return null;
  // Its line is a move's line (Movement > Activation Movement, Obstacles: no unit nor impassable terrain crossed, a gap
  // of at least 3" between two obstacles; ruling: The 3" gap when moving, `battle.gapObstacles`), checked as for any
  // move (`planMove`: its own building left out of the gap), the charger it meets left out too. The charger has left
  // where it stood, and its building: that building stops the line as any other piece would. The charger's half needs
  // no check of its own: it is the first half of the line its charge was planned along (`planCharge`), and a part of
  // a clear line is clear.
  const line = unitMoveLine(ctx.state, target, frontCentre(turned), frontCentre(end), {
    gapObstacles: ctx.options.battle.gapObstacles,
    exclude: [charger.id],
  });
  if (!line.clear) return null;
  if (overlapsSomething(ctx.state, target, end, [charger.id]) !== null || basesOverlap(end, half, OVERLAP_TOLERANCE))
    return null;
  return {
    charger: half,
    target: end,
    // Not the plan's `disorder`: that reads the whole line to the target's centre, and very difficult terrain beyond
    // the half the charger makes is not crossed.
    chargerDisorder: pathTerrain(ctx.state, charger, frontCentre(charger.base), frontCentre(half)).veryDifficult,
    targetDisorder: terrain.veryDifficult,
  };
}

/** Carries out the declared charge after any reaction, then the combat. */
export function executeCharge(ctx: BattleContext): void {
  const acting = ctx.state.acting;
  if (!acting?.chargeTarget) return;
  const charger = unitById(ctx.state, acting.unit);
  const target = unitById(ctx.state, acting.chargeTarget);
  if (!charger || charger.destroyed || !target || target.destroyed) {
    ctx.emit({ kind: 'charge-resolved', unit: acting.unit, contact: false });
    finishActivation(ctx);
    return;
  }
  // Option battle.chargePassingReactions: the move was made and the units it passed have reacted.
  if (acting.chargeMoved) {
    afterPassingReactions(ctx, charger, target, acting.chargeMoved, acting.interrupted);
    return;
  }
  const ru = rulesUnit(ctx.state, charger);
  const targetRules = rulesUnit(ctx.state, target);
  // Option battle.chargePassingReactions: the units within 3" before the move are not offered again.
  const before =
    ctx.options.battle.chargePassingReactions === 'passed-units' ? proximitySnapshot(ctx.state, charger.id) : null;
  // Option battle.flankChargeMeasured: the flank when the charge move begins (after the target's reaction), or as declared.
  const flank =
    ctx.options.battle.flankChargeMeasured === 'declaration' && acting.chargeFlank !== undefined
      ? acting.chargeFlank
      : isFlankCharge(charger, target, hasEffect(targetRules, 'never-flanked'));
  const plan = plannedCharge(ctx.state, charger, target, hasEffect(targetRules, 'never-flanked'), ctx.options);
  if (!plan.reachable) {
    // "Otherwise the charge move is made as close to the enemy as possible."
    const closer = closestShortCharge(
      ctx.state,
      charger,
      target,
      (t) => speedOf(ru, 'assault', t, ctx.options),
      ctx.options.battle.gapObstacles,
    );
    if (closer) {
      ctx.emit({
        kind: 'unit-moved',
        unit: charger.id,
        base: roundBase(closer.base),
        reason: 'charge falls short: as close as possible',
        inBuilding: null,
      });
      disorderIfCrossed(ctx, charger.id, ru, closer.disorder, 'charged through very difficult terrain');
      commandersInTheWay(ctx, charger.id, charger.base);
    }
    // Option battle.counterChargeShort: the counter-charger stays, or meets the charger within its own reach.
    if (
      acting.counterCharge &&
      ctx.options.battle.counterCharge === 'halfway' &&
      ctx.options.battle.counterChargeShort === 'meet-within-reaches' &&
      counterChargeMeets(ctx, charger.id, target.id)
    ) {
      if (!offerPassingReactions(ctx, charger, target.id, before, true, flank))
        chargeCombat(ctx, charger.id, target.id, flank);
      return;
    }
    if (offerPassingReactions(ctx, charger, target.id, before, false, flank)) return;
    ctx.emit({ kind: 'charge-resolved', unit: charger.id, contact: false });
    finishActivation(ctx);
    return;
  }
  const counter = acting.counterCharge;
  // Option battle.counterCharge: the units meet halfway (the text) or the charger makes its whole charge.
  const halfway =
    counter && ctx.options.battle.counterCharge === 'halfway'
      ? meetHalfway(ctx, charger, target, plan.base, plan.distance)
      : null;
  if (halfway) {
    ctx.emit({
      kind: 'unit-moved',
      unit: charger.id,
      base: roundBase(halfway.charger),
      reason: 'charge meets the counter-charge halfway',
      inBuilding: null,
    });
    ctx.emit({
      kind: 'unit-moved',
      unit: target.id,
      base: roundBase(halfway.target),
      reason: 'counter-charge',
      inBuilding: null,
    });
  } else
    ctx.emit({
      kind: 'unit-moved',
      unit: charger.id,
      base: roundBase(plan.base),
      reason: counter ? 'charge meets the counter-charge' : 'charge',
      inBuilding: null,
    });
  const crossed = halfway ? halfway.chargerDisorder : plan.disorder;
  disorderIfCrossed(ctx, charger.id, ru, crossed, 'charged through very difficult terrain');
  if (halfway)
    disorderIfCrossed(ctx, target.id, targetRules, halfway.targetDisorder, 'charged through very difficult terrain');
  commandersInTheWay(ctx, charger.id, charger.base);
  if (halfway) commandersInTheWay(ctx, target.id, target.base);
  if (offerPassingReactions(ctx, charger, target.id, before, true, flank)) return;
  chargeCombat(ctx, charger.id, target.id, flank);
}

/**
 * Option `battle.chargePassingReactions: 'passed-units'`. Reactions: "An enemy allows a reaction as soon as it
 * comes to 3 inches or less from the front centre of a unit": the charge move made (`start` is the charger where
 * it began), the enemy units it came within 3" of (along its path or where it ended, as `battle.reactionTrigger`
 * says), other than its target and those within 3" before (`before`), may react as to any approach. Whether a
 * reaction is offered (the charge then waits for it); null `before`: the option is off.
 */
function offerPassingReactions(
  ctx: BattleContext,
  start: UnitState,
  targetId: string,
  before: readonly string[] | null,
  contact: boolean,
  flank: boolean,
): boolean {
  if (before === null) return false;
  const charger = unitById(ctx.state, start.id)!;
  const from = frontCentre(start.base);
  const to = frontCentre(charger.base);
  const passed =
    ctx.options.battle.reactionTrigger === 'along-path' ? approachedAlongPath(ctx.state, start, to, before) : [];
  offerProximityReactions(ctx, charger.id, [...before, targetId], { from, to }, passed);
  if (!ctx.state.reaction) return false;
  ctx.emit({ kind: 'charge-moved', unit: charger.id, from, contact, flank });
  return true;
}

/**
 * After the reactions of the units a charge passed: an interception that held ends the charge (Reactions >
 * Assault!: "Otherwise, the enemy's activation ends"); a charger still in contact fights its combat; one an
 * interception moved and lost to continues its charge from where it stands with what is left of its Assault!
 * move (the distance from where the charge began deducted), without a new offer of reactions.
 */
function afterPassingReactions(
  ctx: BattleContext,
  charger: UnitState,
  target: UnitState,
  moved: { from: { x: number; y: number }; contact: boolean; flank: boolean },
  interrupted: boolean,
): void {
  if (interrupted || !moved.contact) {
    ctx.emit({ kind: 'charge-resolved', unit: charger.id, contact: false });
    finishActivation(ctx);
    return;
  }
  if (baseGap(charger.base, target.base) > OVERLAP_TOLERANCE) {
    const ru = rulesUnit(ctx.state, charger);
    const used = distance(moved.from, frontCentre(charger.base));
    const left = (t: PathTerrain) => Math.max(0, speedOf(ru, 'assault', t, ctx.options) - used);
    const gaps = ctx.options.battle.gapObstacles;
    const plan = planCharge(
      ctx.state,
      charger,
      target,
      left,
      hasEffect(rulesUnit(ctx.state, target), 'never-flanked'),
      gaps,
      ctx.options.battle.chargeTurnContact,
      ctx.options.battle.hiddenCharge,
    );
    const move = plan.reachable ? plan : closestShortCharge(ctx.state, charger, target, left, gaps);
    if (move) {
      ctx.emit({
        kind: 'unit-moved',
        unit: charger.id,
        base: roundBase(move.base),
        reason: plan.reachable ? 'charge goes on' : 'charge goes on, falls short',
        inBuilding: null,
      });
      disorderIfCrossed(ctx, charger.id, ru, move.disorder, 'charged through very difficult terrain');
    }
    if (!plan.reachable) {
      ctx.emit({ kind: 'charge-resolved', unit: charger.id, contact: false });
      finishActivation(ctx);
      return;
    }
    commandersInTheWay(ctx, charger.id, charger.base);
  }
  chargeCombat(ctx, charger.id, target.id, moved.flank);
}

/** The combat of a charge that made contact, then the end of the charger's activation. Rulebook: Combat. */
function chargeCombat(ctx: BattleContext, chargerId: string, targetId: string, flank: boolean): void {
  const acting = ctx.state.acting!;
  const charger = unitById(ctx.state, chargerId)!;
  const defender = unitById(ctx.state, targetId)!;
  // Kingdoms > Determined: against an enemy with a lower Mvt value or in disorder.
  const determined =
    acting.boost === 'determined' &&
    determinedAgainst(firstValue(charger.values.speed), {
      speed: firstValue(defender.values.speed),
      disordered: defender.disordered,
    });
  fight(
    ctx,
    chargerId,
    targetId,
    {
      flank,
      defenderReaction: acting.counterCharge ? 'counter-charge' : defender.resisting ? 'resist' : 'none',
      ...(acting.fearless?.secondActivation ? { fearlessAfterActivation: true } : {}),
      ...(determined ? { attackerDetermined: true } : {}),
    },
    { kind: 'charge' },
  );
  // Dirty war! or the winner's move waits for a player's choice: `afterChargeCombat` once the combat is over.
  if (ctx.state.combat) return;
  afterChargeCombat(ctx, chargerId);
}

/** After a charge's combat: the charge is resolved, then the charger's activation ends. */
export function afterChargeCombat(ctx: BattleContext, chargerId: string): void {
  ctx.emit({ kind: 'charge-resolved', unit: chargerId, contact: true });
  // Option battle.combatMovementReactions: the units the combat's movements came near react before the activation ends.
  if (offerCombatMovementReactions(ctx)) return;
  finishActivation(ctx);
}

/**
 * Option `battle.counterChargeShort: 'meet-within-reaches'`. Reactions > Assault!: a counter-charge brings "the
 * two units into contact halfway". When the charger cannot reach alone, it has made its move as close as
 * possible; the counter-charging unit then charges it from where it stands, with its own Assault! reach (every
 * charge rule: turn at most 90 degrees, a clear path, first contact). They meet when the two reaches together
 * cover the distance; whether they met.
 */
function counterChargeMeets(ctx: BattleContext, chargerId: string, targetId: string): boolean {
  const charger = unitById(ctx.state, chargerId)!;
  const target = unitById(ctx.state, targetId)!;
  const ru = rulesUnit(ctx.state, target);
  const plan = reactionCharge(ctx.state, target, charger, ctx.options);
  if (!plan.reachable) return false;
  ctx.emit({
    kind: 'unit-moved',
    unit: targetId,
    base: roundBase(plan.base),
    reason: 'counter-charge meets the charge that fell short',
    inBuilding: null,
  });
  disorderIfCrossed(ctx, targetId, ru, plan.disorder, 'charged through very difficult terrain');
  commandersInTheWay(ctx, targetId, target.base);
  return true;
}
