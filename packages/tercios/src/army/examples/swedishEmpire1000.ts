import type { ArmyFile } from '../ArmyFile.js';

/**
 * Example army: Swedish Empire, Standard Army Base, Medium battle (1000 points), exactly 1000 points.
 * The Modern Battalions, Musketeer Corps and Modern Cavalry are community profiles (source: community).
 * The same list is shipped as packages/tercios/data/armies/swedish-empire-1000.json (a test keeps them equal).
 */
export const SWEDISH_EMPIRE_1000: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'liber-militum',
  name: 'Swedish army at Breitenfeld, 1631',
  faction: 'swedish-empire',
  base: 'standard',
  battleSize: 'medium',
  commanderInChief: { name: 'Gustavus Adolphus', rank: 3, virtues: ['drill'], traits: ['coordinator', 'energetic'] },
  regiments: [
    {
      type: 'infantry-regiment',
      name: 'Yellow Brigade',
      commander: { name: 'Maximilian Teuffel', rank: 2, virtues: ['loyalty'], traits: ['alert'] },
      units: [
        { unit: 'modern-battalion', options: ['reinforced'] },
        { unit: 'modern-battalion' },
        { unit: 'modern-battalion' },
        { unit: 'musketeer-company', options: ['brigade'] },
      ],
    },
    {
      type: 'infantry-regiment',
      name: 'Commanded Musketeers',
      commander: { name: 'Åke Tott', rank: 1, traits: ['bold'] },
      units: [
        { unit: 'musketeer-corps', options: ['veteran', 'reinforced'] },
        { unit: 'musketeer-corps', options: ['veteran'] },
      ],
    },
    {
      type: 'cavalry-regiment',
      name: 'Finnish Horse',
      commander: { name: 'Torsten Stålhandske', rank: 1, traits: ['cautious'] },
      units: [
        { unit: 'modern-cavalry', options: ['determined', 'demi-cuirass'] },
        { unit: 'modern-cavalry', options: ['determined'] },
      ],
    },
    {
      type: 'artillery-battery',
      name: 'Regimental guns',
      units: [{ unit: 'light-artillery', options: ['regimental-gun', 'veteran', 'horse-team'] }],
    },
  ],
};
