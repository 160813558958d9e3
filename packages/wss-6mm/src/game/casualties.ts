import { lossesAfter } from '../mechanics/elementLoss.js';
import { gunsRemaining, HITS_PER_GUN } from '../organisation/fieldBattery.js';
import { type BattleContext, casualtyOf, current, detachOfficer, disengage, setUnit } from './BattleContext.js';

/**
 * Removes elements (or, for a battery, scores hits: four remove a gun model; each hit may make the
 * drovers desert). A unit that loses elements must take a Morale test; battalion guns are lost once the
 * parent battalion is DISTRESSED. Rulebook: Casualties.
 */
export function inflict(ctx: BattleContext, id: string, elements: number, cause: string, hitsPerElement = 1): void {
  if (elements <= 0) return;
  const u = current(ctx, id);
  if (u.status !== 'active') return;
  if (u.arm === 'battery') {
    const hits = elements * hitsPerElement;
    const lost = u.lost + hits;
    const guns = gunsRemaining(u.elements, lost);
    // "For each hit a deployed field Artillery battery takes": a limbered battery does not roll; one that has begun
    // limbering up is still deployed (ruling R52, `limberingDrovers`).
    const deployed = u.formation === 'deployed';
    const limbering = u.changing?.to === 'limbered';
    const deserted =
      !u.droversDeserted &&
      ctx.combat.droversDesert(ctx.dice, { hits, deployed, limbering }, ctx.options, u.name).deserted;
    // "… and the battery may no longer limber up": a limbering it had begun stops, and it stays deployed.
    const stops = deserted && limbering;
    setUnit(
      ctx,
      id,
      { lost, ...(deserted ? { droversDeserted: true } : {}), ...(stops ? { changing: null } : {}) },
      `${u.name} takes ${hits} hit${hits === 1 ? '' : 's'} (${cause}): ${guns} gun${guns === 1 ? '' : 's'} left${deserted ? '; the drovers desert' : ''}${stops ? ' and it stays deployed' : ''}`,
    );
    if (guns === 0) {
      disengage(ctx, id);
      setUnit(
        ctx,
        id,
        { status: 'destroyed' },
        `${u.name} is silenced: every gun is lost (${HITS_PER_GUN} hits a gun)`,
      );
    }
    return;
  }
  const { lost, destroyed } = lossesAfter(u.elements, u.lost, elements);
  setUnit(
    ctx,
    id,
    { lost, pendingMorale: true },
    `${u.name} loses ${lost - u.lost} element${lost - u.lost === 1 ? '' : 's'} (${cause})`,
  );
  const after = current(ctx, id);
  if (after.battalionGun && !after.battalionGunLost && casualtyOf(after, ctx.options) === 'distressed') {
    setUnit(ctx, id, { battalionGunLost: true }, `${u.name} is DISTRESSED: its battalion gun is lost`);
  }
  if (destroyed) {
    disengage(ctx, id);
    detachOfficer(ctx, id);
    setUnit(ctx, id, { status: 'destroyed' }, `${u.name} is destroyed`);
  }
}
