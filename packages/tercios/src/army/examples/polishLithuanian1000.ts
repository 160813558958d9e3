import type { ArmyFile } from '../ArmyFile.js';

/**
 * Example army: Polish-Lithuanian Commonwealth, a Kingdoms army type, Medium battle (1000 points), 965 points. Every unit
 * is a community profile (source: community) and the Polish-Lithuanian army type is the community file's
 * (docs/rulings/tercios.md, ruling kingdoms-armies). The same list is shipped as
 * packages/tercios/data/armies/polish-lithuanian-1000.json (a test keeps them equal).
 */
export const POLISH_LITHUANIAN_1000: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'liber-militum',
  name: 'Polish-Lithuanian army at Kircholm, 1605',
  faction: 'poland-lithuania',
  battleSize: 'medium',
  commanderInChief: { name: 'Jan Karol Chodkiewicz', rank: 3, virtues: ['drill'], traits: ['bold', 'energetic'] },
  regiments: [
    {
      type: 'cavalry-regiment',
      name: 'Hussar banners',
      commander: { name: 'Jan Piotr Sapieha', rank: 2, virtues: ['loyalty'], traits: ['alert'] },
      units: [{ unit: 'heavy-hussars' }, { unit: 'heavy-hussars' }, { unit: 'heavy-hussars' }],
    },
    {
      type: 'cavalry-regiment',
      name: 'Lisowczycy',
      commander: { rank: 1 },
      units: [{ unit: 'lisowczycy' }, { unit: 'lisowczycy' }, { unit: 'lisowczycy' }],
    },
    {
      type: 'infantry-regiment',
      name: 'Foreign infantry',
      commander: { rank: 1 },
      units: [{ unit: 'kingdoms-battalion' }, { unit: 'kingdoms-battalion' }, { unit: 'kingdoms-battalion' }],
    },
    {
      type: 'artillery-battery',
      units: [{ unit: 'light-artillery' }],
    },
  ],
};
