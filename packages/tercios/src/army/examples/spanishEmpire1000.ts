import type { ArmyFile } from '../ArmyFile.js';

/**
 * Example army: Spanish Empire, Standard Army Base, Medium battle (1000 points), exactly 1000 points.
 * The same list is shipped as packages/tercios/data/armies/spanish-empire-1000.json (a test keeps them equal).
 */
export const SPANISH_EMPIRE_1000: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'liber-militum',
  name: 'Army of Flanders, 1634',
  faction: 'spanish-empire',
  base: 'standard',
  battleSize: 'medium',
  commanderInChief: {
    name: 'Cardinal-Infante Fernando',
    rank: 3,
    virtues: ['loyalty'],
    traits: ['authoritarian', 'coordinator'],
  },
  regiments: [
    {
      type: 'infantry-regiment',
      name: 'Tercio de Idiáquez',
      commander: { name: 'Martín de Idiáquez', rank: 2, virtues: ['will'], traits: ['bold'] },
      units: [
        { unit: 'tercio', options: ['viejo'] },
        { unit: 'tercio' },
        { unit: 'musketeer-company', options: ['veteran'] },
      ],
    },
    {
      type: 'infantry-regiment',
      name: 'Tercio de Fuenclara',
      commander: { name: 'Conde de Fuenclara', rank: 1, traits: ['cautious'] },
      units: [
        { unit: 'tercio', options: ['square-of-pikemen'] },
        { unit: 'tercio', options: ['halberds'] },
      ],
    },
    {
      type: 'cavalry-regiment',
      name: 'Caballos de Gambacorta',
      commander: { name: 'Gerardo Gambacorta', rank: 1, traits: ['alert'] },
      units: [
        { unit: 'arquebusiers-on-horseback', options: ['veteran'] },
        { unit: 'arquebusiers-on-horseback', options: ['veteran'] },
      ],
    },
    {
      type: 'artillery-battery',
      name: 'Battery',
      units: [{ unit: 'light-artillery', options: ['horse-team'] }],
    },
  ],
};
