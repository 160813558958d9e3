import { artilleryFire } from '../fire/artilleryFire.js';
import { MUSKET_RANGE, PISTOL_RANGE, smallArmsFire } from '../fire/smallArmsFire.js';
import { isColumn } from '../movement/formations.js';
import { type BattleContext, note } from './BattleContext.js';
import type { BattleUnit } from './BattleState.js';
import { inflict } from './casualties.js';
import { fortificationOf } from './terrain.js';
import { closestPointOfShape, frontCentre, lineOfSight } from '@muster/core';
import { activeUnits, baseOf, distance, frontElements, inFrontArc, remaining, round, within } from './table.js';

/**
 * Ruling R33: a unit fires only along a line from its front centre to the target that crosses no other
 * unit's base (core `lineOfSight`; no gap rule in this game).
 */
export function clearShot(units: readonly BattleUnit[], firer: BattleUnit, target: BattleUnit): boolean {
  const from = frontCentre(baseOf(firer));
  const to = closestPointOfShape(from, baseOf(target));
  const blockers = units.filter((u) => u.id !== firer.id && u.id !== target.id && u.status === 'active').map((u) => ({ base: baseOf(u), id: u.id }));
  return lineOfSight(from, to, blockers, { gap: 0 }).clear;
}

/** The nearest enemy in the front arc within `range` (ties: the one listed first). */
function nearestTarget(ctx: BattleContext, units: readonly BattleUnit[], firer: BattleUnit, range: number): BattleUnit | undefined {
  let best: BattleUnit | undefined;
  let bestD = Infinity;
  for (const t of units) {
    if (t.side === firer.side || t.order === 'routed' || t.engaged.length > 0) continue;
    if (!within(firer, t, Math.min(range, bestD))) continue;
    const d = distance(firer, t);
    if (d < bestD && inFrontArc(firer, t, ctx.options.fireArcDegrees) && (!ctx.options.lineOfFire || clearShot(units, firer, t))) {
      best = t;
      bestD = d;
    }
  }
  return best;
}

/**
 * Artillery fire: each battery engages the nearest enemy in its front arc within 36" (units in melee are
 * not targets). All batteries fire as the phase began; then hits are taken. Rulebook: Artillery Fire.
 */
export function artilleryPhase(ctx: BattleContext): void {
  ctx.emit({ kind: 'phase', phase: 'artillery fire', text: `Turn ${ctx.state.turn}: artillery fire` });
  const start = activeUnits(ctx.state);
  const results: { target: string; elements: number; cause: string }[] = [];
  for (const b of start.filter((u) => u.arm === 'battery' && u.formation === 'deployed' && !u.changing && u.engaged.length === 0)) {
    const t = nearestTarget(ctx, start, b, 36);
    if (!t) continue;
    const range = round(distance(b, t));
    const guns = Math.min(3, Math.max(1, remaining(b))) as 1 | 2 | 3;
    const r = artilleryFire(ctx.dice, { guns, range, targetColumn: isColumn(t.formation), targetArtillery: t.arm === 'battery', targetFortified: fortificationOf(ctx.state, t) }, ctx.options.artilleryCloseRangeInclusive, b.name);
    note(ctx, `${b.name} (${guns} gun${guns === 1 ? '' : 's'}) fires at ${t.name} at ${range}": rolled ${r.roll}, score ${r.score}: ${r.elements} element(s)`);
    if (r.elements > 0) results.push({ target: t.id, elements: r.elements, cause: `${b.name}'s fire` });
  }
  for (const r of results) inflict(ctx, r.target, r.elements, r.cause);
}

/** True when this unit may fire small arms this turn. Rulebook: Small Arms Fire; Manoeuvre. */
export function mayFireSmallArms(u: BattleUnit): boolean {
  if (u.arm === 'horse') return u.status === 'active' && u.formation === 'pc' && u.order === 'steady' && u.engaged.length === 0 && u.pursuing === null;
  if (u.status !== 'active' || u.arm !== 'foot' || u.engaged.length > 0) return false;
  if (u.order !== 'steady' && u.order !== 'disordered') return false;
  if (u.pursuing !== null || u.changing) return false;
  return u.moved === 'none' || u.moved === 'move-and-fire';
}

/**
 * Small arms fire: foot that did not move (or moved and fired) fire their front-rank elements at the
 * nearest enemy in their front arc within 6". Horse fire only when charging or charged (pre-melee).
 * Rulebook: Small Arms Fire.
 */
export function smallArmsPhase(ctx: BattleContext): void {
  ctx.emit({ kind: 'phase', phase: 'small arms fire', text: `Turn ${ctx.state.turn}: small arms fire` });
  const start = activeUnits(ctx.state);
  const results: { target: string; elements: number; cause: string }[] = [];
  for (const u of start.filter(mayFireSmallArms)) {
    // Pc horse: long range (not contacted) pistol fire, all elements. Rulebook: Small Arms Fire.
    const pistol = u.arm === 'horse';
    const t = nearestTarget(ctx, start, u, pistol ? PISTOL_RANGE : MUSKET_RANGE);
    if (!t) continue;
    const range = round(distance(u, t));
    const r = smallArmsFire(
      ctx.dice,
      {
        weapon: pistol ? 'pistol' : 'musket',
        elements: pistol ? Math.min(4, remaining(u)) : Math.min(5, frontElements(u)),
        range,
        platoon: u.tactics === 'PF1' || u.tactics === 'PF2',
        battalionGun: u.battalionGun && !u.battalionGunLost,
        targetColumn: isColumn(t.formation),
        firerDisordered: u.order === 'disordered',
        failedToCharge: u.failedCharge,
        targetFortified: fortificationOf(ctx.state, t),
      },
      u.name,
    );
    note(ctx, `${u.name} fires at ${t.name} at ${range}": rolled ${r.roll}, score ${r.score}: ${r.elements} element(s)`);
    if (r.elements > 0) results.push({ target: t.id, elements: r.elements, cause: `${u.name}'s fire` });
  }
  for (const r of results) inflict(ctx, r.target, r.elements, r.cause);
}
