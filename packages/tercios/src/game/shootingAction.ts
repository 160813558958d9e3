import { centres, forwardOf, scale } from '@muster/core';
import { distanceToBaseWithin } from '../table/distanceBounds.js';
import { weaponRulesOf } from '../rules/weaponRules.js';
import { caracoleTest, shootingRestriction, type NoShotReason } from '../mechanics/resolveShooting.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { lineOfFire, type FiringPoint, type LineOfFire } from '../table/lineOfFire.js';
import { involuntaryMove } from '../table/movement.js';
import { unitById } from '../table/tableQueries.js';
import type { Modifier } from '../values/Modifier.js';
import type { BattleContext } from './BattleContext.js';
import type { TerciosOptions } from '../options/options.js';
import type { BattleState, UnitState } from './State.js';
import { emitPushes } from './combat.js';
import { inCommand, rulesUnit } from './commandOnTable.js';
import { destroyUnit, killedForReroll, logRoutTest, selflessAnswer, setMarkers } from './damage.js';
import { isProtected } from './protectedPosition.js';
import { roundBase } from './setup.js';

/** Whether `shooter` may fire at `target` now, and from where: line of fire plus the rules layer's restrictions. */
export function shotCheck(
  state: BattleState,
  shooter: UnitState,
  target: UnitState,
  order: 'fire' | 'ready',
  reaction: boolean,
  options: Pick<TerciosOptions, 'hiddenSamePiece'>,
  from: FiringPoint = 'front',
): { ok: true; line: LineOfFire } | { ok: false; reason: string } {
  if (target.side === shooter.side || target.destroyed) return { ok: false, reason: 'not an enemy unit on the table' };
  if (from !== 'front' && !hasEffect(rulesUnit(state, shooter), 'extended-arc'))
    return { ok: false, reason: 'only the Extended Arc of Fire shoots from the side centres' };
  // Cheap range check before the line of sight: no centre can be nearer than the base itself.
  const reach = Math.max(0, ...weaponRulesOf(shooter.weapons).map((w) => w.range ?? 0));
  if (!shooter.inBuilding && !distanceToBaseWithin(centres(shooter.base)[from], target.base, reach + 1e-6))
    return { ok: false, reason: 'out-of-range' };
  const line = lineOfFire(state, shooter, target, options, from);
  if (!line.visible) return { ok: false, reason: `no line of sight (${line.reason ?? 'blocked'})` };
  const reason: NoShotReason | null = shootingRestriction({
    shooter: rulesUnit(state, shooter),
    range: line.range,
    order,
    reaction,
  });
  if (reason) return { ok: false, reason };
  return { ok: true, line };
}

/**
 * The centres a unit may shoot from: its front centre; with Extended Arc of Fire its side centres too (The Troops >
 * Cavalry > Extended Arc of Fire: "when these units shoot, they may choose their front centre or the side centres of
 * their base as the starting point of the line of fire"), as an action or a reaction.
 */
export function firingPoints(state: BattleState, unit: UnitState): FiringPoint[] {
  return hasEffect(rulesUnit(state, unit), 'extended-arc') ? ['front', 'left', 'right'] : ['front'];
}

/**
 * A shot on the table: line of fire and range from the table, dice from the bound combat plugin, then markers,
 * rout tests and destruction; after a unit's own shot, the offer of a caracole. Rulebook: Shooting; The Troops >
 * Caracole.
 */
export function shoot(
  ctx: BattleContext,
  shooterId: string,
  targetId: string,
  order: 'fire' | 'ready',
  reaction: boolean,
  from: FiringPoint = 'front',
  modifiers: readonly Modifier[] = [],
  harasserEvades = false,
): void {
  const shooter = unitById(ctx.state, shooterId);
  const target = unitById(ctx.state, targetId);
  if (!shooter || !target) return;
  const check = shotCheck(ctx.state, shooter, target, order, reaction, ctx.options, from);
  if (!check.ok) return;
  const r = ctx.plugins.combat.shoot(
    ctx.dice,
    {
      shooter: rulesUnit(ctx.state, shooter),
      target: rulesUnit(ctx.state, target),
      range: check.line.range,
      order,
      reaction,
      cover: check.line.cover,
      targetProtected: isProtected(ctx.state, target),
      targetResisting: target.resisting,
      ...(harasserEvades ? { harasserEvades: true } : {}),
      shooterInCommand: inCommand(ctx.state, shooter),
      modifiers: { shooter: modifiers },
      selflessReroll: { target: selflessAnswer(ctx, target), shooter: selflessAnswer(ctx, shooter) },
      options: ctx.options,
    },
    ctx.plugins,
  );
  if (!r.allowed) return;
  ctx.emit({
    kind: 'shot',
    shooter: shooterId,
    target: targetId,
    dice: r.shootDice,
    hits: r.hits,
    cancelled: r.resistance?.successes ?? 0,
    wear: r.wear,
    range: Math.round(check.line.range * 10) / 10,
  });
  logRoutTest(ctx, targetId, r.routTest);
  killedForReroll(ctx, targetId, r.routTest);
  if (r.targetDestroyed) destroyUnit(ctx, targetId, 'broken by shooting');
  else setMarkers(ctx, targetId, r.targetWear, r.targetDisordered, 'shooting');
  logRoutTest(ctx, shooterId, r.shooterRoutTest);
  killedForReroll(ctx, shooterId, r.shooterRoutTest);
  if (r.shooterDestroyed) destroyUnit(ctx, shooterId, 'destroyed by its own experimental guns');
  else setMarkers(ctx, shooterId, r.shooterWear, unitById(ctx.state, shooterId)!.disordered, 'experimental guns');
  // Caracole: after its own shot (never a reaction) the unit "may" test for a withdrawal: a decision.
  if (
    !reaction &&
    !r.shooterDestroyed &&
    ctx.state.acting?.unit === shooterId &&
    hasEffect(rulesUnit(ctx.state, shooter), 'caracole')
  )
    ctx.emit({ kind: 'caracole-offered', unit: shooterId });
}

/**
 * A caracole chosen after the unit's shot: the test (Ruling: Caracole), then, passed, a withdrawal of `inches`
 * straight to the rear keeping the same facing, as far as the table allows. Rulebook: The Troops > Cavalry >
 * Caracole.
 */
export function caracoleWithdrawal(ctx: BattleContext, unitId: string, inches: number): void {
  const unit = unitById(ctx.state, unitId);
  if (!unit || unit.destroyed) return;
  const test = caracoleTest(ctx.dice, rulesUnit(ctx.state, unit), inCommand(ctx.state, unit), ctx.options, ctx.plugins);
  ctx.emit({ kind: 'caracole-test', unit: unitId, inches, passed: test.passed });
  if (!test.passed) return;
  const moved = involuntaryMove(ctx.state, unit, unit.base, scale(forwardOf(unit.base), -1), inches);
  if (moved.moved > 0.05) emitPushes(ctx, unit, moved.pushed);
  if (moved.moved > 0.05)
    ctx.emit({ kind: 'unit-moved', unit: unitId, base: roundBase(moved.base), reason: 'caracole', inBuilding: null });
}
