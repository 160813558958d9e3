import type { TerciosUnit } from '../values/TerciosUnit.js';

/**
 * Dismount or remount a dragoon unit: a Ready! action that swaps the unit onto its other card (mounted ↔
 * dismounted), keeping its Dm, Disorder and attached commander. Ruling "Dragoons dismounting": the book
 * lists the actions on the Order Card Reference and refers to an adaptation "on page 28" that the text lacks,
 * so nothing more is assumed (no test, no extra cost).
 * Rulebook: The Army > Order Card Reference (Ready!: dismounting and remounting); Dragoons (Adaptation).
 */
export function changeMount(
  unit: TerciosUnit,
  otherCard: Pick<TerciosUnit, 'name' | 'category' | 'values' | 'defence' | 'weapons' | 'rules'>,
): TerciosUnit {
  return {
    ...unit,
    name: otherCard.name,
    category: otherCard.category,
    values: otherCard.values,
    defence: otherCard.defence,
    weapons: otherCard.weapons,
    rules: otherCard.rules,
  };
}
