import type { ArmyFile } from '../ArmyFile.js';

/**
 * Example Brevis Editio army: Spanish Empire at the recommended starting size of 7 regiment points. Brevis
 * Editio prints no per-regiment costs, so each regiment states its own (ruling brevis-regiment-points).
 */
export const SPANISH_EMPIRE_BREVIS_7: ArmyFile = {
  format: 'muster-army',
  formatVersion: 1,
  ruleset: 'tercios',
  edition: 'brevis',
  name: 'Spanish vanguard (Brevis Editio)',
  faction: 'spanish-empire',
  pointsLimit: 7,
  commanderInChief: { name: 'Maestre de campo general', rank: 3 },
  regiments: [
    {
      type: 'infantry-regiment',
      name: 'Tercio Viejo',
      regimentPoints: 4,
      units: [{ unit: 'tercio', options: ['viejo'] }, { unit: 'tercio' }, { unit: 'musketeer-company' }],
    },
    {
      type: 'cavalry-regiment',
      name: 'Horse',
      regimentPoints: 2,
      units: [{ unit: 'arquebusiers-on-horseback' }, { unit: 'arquebusiers-on-horseback' }],
    },
    {
      type: 'artillery-battery',
      regimentPoints: 1,
      units: [{ unit: 'light-artillery' }],
    },
  ],
};
