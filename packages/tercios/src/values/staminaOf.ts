import type { TerciosUnit } from './TerciosUnit.js';

/** Stamina with the Zeal virtue of an attached (or inspiring) commander: +1. Rulebook: Command > Virtues (Zeal). */
export function staminaOf(unit: TerciosUnit): number {
  const zeal = (unit.commander?.virtues.includes('zeal') ?? false) || unit.inspiredBy === 'zeal';
  return unit.values.stamina + (zeal ? 1 : 0);
}
