import { hasEffect } from '../rules/effectiveRules.js';
import { weaponRulesOf } from '../rules/weaponRules.js';
import type { TerciosUnit } from '../values/TerciosUnit.js';
import { ORDER_CARDS, type OrderAction, type OrderId } from './OrderCard.js';

/**
 * Why a unit may not carry out these actions under this order, or null when it may. The table layer calls
 * it before moving pieces; a rule violation is a value, not an exception.
 * Rulebook: Order Cards (Ready!: two different actions; Run!: no shooting or charge; Fire!: no move or
 * reorientation); The Troops (Square: no move after reorienting; Mobility: a free reorientation; Dragoon and
 * Cannons: fire only with Fire!; Horse Teams: hitched guns may not shoot); Adaptations (Forlorn Hope: never Assault!).
 */
export function checkOrderActions(unit: TerciosUnit, order: OrderId, actions: readonly OrderAction[]): string | null {
  const card = ORDER_CARDS[order];
  if (order === 'assault' && hasEffect(unit, 'never-assault')) return 'Forlorn Hope companies never receive the Assault! order';
  // Mobility: cavalry with Ready! or Run! may reorient freely at the start of its movement (and, under Ready!, again).
  const free = hasEffect(unit, 'free-reorientation') && (order === 'ready' || order === 'run') && actions[0] === 'reorient' ? 1 : 0;
  const counted = actions.slice(free);
  const extraFree = hasEffect(unit, 'free-reorientation') && order === 'ready' && free === 1 && counted.filter((a) => a === 'reorient').length > 1;
  for (const action of counted) {
    if (!card.actions.includes(action) && !(order === 'run' && action === 'reorient' && free === 1)) return `${card.name} does not allow "${action}"`;
  }
  if (counted.length > card.actionCount) return `${card.name} allows at most ${card.actionCount} action(s)`;
  if (card.distinctActions && new Set(counted).size !== counted.length && !extraFree) return `${card.name} may not repeat an action`;
  if (order === 'ready' && hasEffect(unit, 'no-move-after-reorient')) {
    const r = counted.indexOf('reorient');
    if (r >= 0 && counted.indexOf('move') > r) return 'a Square that reorients may not then move with the same order';
  }
  if (counted.includes('shoot')) {
    const shooting = weaponRulesOf(unit.weapons).filter((w) => w.range !== undefined);
    if (shooting.length === 0) return 'the unit has no shooting weapon';
    if (order !== 'fire' && (hasEffect(unit, 'fire-order-only') || shooting.every((w) => w.fireOrderOnly))) return 'this unit fires only with the Fire! order';
    if (unit.hitched && !counted.includes('unhitch')) return 'hitched guns may not shoot';
  }
  if ((counted.includes('hitch') || counted.includes('unhitch')) && !hasEffect(unit, 'two-speeds') && unit.category !== 'artillery') {
    return 'only artillery with horse teams hitches or unhitches';
  }
  return null;
}
