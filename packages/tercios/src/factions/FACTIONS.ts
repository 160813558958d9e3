import { MusterError } from '@muster/core';
import { closeMatches } from '../profiles/closeMatches.js';
import { hasProfile } from '../profiles/getProfile.js';
import type { Edition, Faction } from './Faction.js';
import { KINGDOMS_ARMY_TYPES, type KingdomsArmyType } from './kingdomsArmyTypes.js';

// Availability from tercios-community-profiles.md 2c ("Foot-regiment unit by faction", "Horse regiments (all
// nine)") and, for the Kingdoms sides, the Factions column of its table 2 and its Kingdoms army types (S2-S4).

const COMPANIES = ['musketeer-company', 'pikemen-company', 'combat-company'];
const CAVALRY = ['arquebusiers-on-horseback', 'cuirassiers', 'light-cavalry', 'dragoons-mounted', 'modern-cavalry'];
const ARTILLERY = ['light-artillery', 'field-artillery', 'heavy-artillery'];
const BOTH: readonly Edition[] = ['liber-militum', 'brevis'];
const FULL: readonly Edition[] = ['liber-militum'];

function side(
  id: string,
  name: string,
  editions: readonly Edition[],
  battalions: string[],
  extraCavalry: string[] = [],
  note?: string,
): Faction {
  return {
    id,
    name,
    editions,
    battalions,
    companies: COMPANIES,
    cavalry: [...CAVALRY, ...extraCavalry],
    artillery: ARTILLERY,
    source: 'community',
    ...(note !== undefined ? { note } : {}),
  };
}

const CORE_COMPANIES_KINGDOMS = ['musketeer-company', 'pikemen-company', 'combat-company'];

/** A Kingdoms side (Liber Militum only): unit lists from the community file's Factions column. */
function kingdomsSide(
  id: string,
  name: string,
  type: KingdomsArmyType,
  units: { battalions: string[]; companies: string[]; cavalry: string[]; artillery: string[] },
): Faction {
  return {
    id,
    name,
    editions: FULL,
    ...units,
    source: 'community',
    kingdoms: type,
    note: `Kingdoms side: builds a ${type.name} (community file, sources S2-S4), not a rulebook army base.`,
  };
}

/**
 * The sides an army may be built for. Brevis Editio names six (German Protestant, Holy Roman Empire,
 * England, France, Spanish Empire, Swedish Empire); Liber Militum adds Denmark-Norway, Transylvania and the
 * United Provinces, and the seven Kingdoms sides (Poland-Lithuania, Croatia, Hungary, Russia, the Ottomans,
 * the Cossacks and the Tatars) with their community army types.
 */
export const FACTIONS: readonly Faction[] = [
  side('spanish-empire', 'Spanish Empire', BOTH, ['tercio']),
  side('holy-roman-empire', 'Holy Roman Empire', BOTH, ['tercio', 'classic-battalion'], ['lisowczycy']),
  side('german-protestant', 'German Protestant', BOTH, ['classic-battalion', 'reformed-battalion'], ['lisowczycy']),
  side('england', 'Kingdom of England', BOTH, ['reformed-battalion']),
  side('france', 'Kingdom of France', BOTH, ['reformed-battalion', 'musketeer-corps']),
  side('swedish-empire', 'Swedish Empire', BOTH, ['modern-battalion', 'musketeer-corps']),
  side('denmark-norway', 'Kingdom of Denmark-Norway', FULL, ['reformed-battalion']),
  side('transylvania', 'Principality of Transylvania', FULL, ['classic-battalion'], ['boyars']),
  side('united-provinces', 'United Provinces of the Low Countries', FULL, ['reformed-battalion', 'musketeer-corps']),
  kingdomsSide('poland-lithuania', 'Polish-Lithuanian Commonwealth', KINGDOMS_ARMY_TYPES['polish-lithuanian'], {
    battalions: ['kingdoms-battalion', 'levies'],
    companies: [...CORE_COMPANIES_KINGDOMS, 'haiduks'],
    cavalry: ['heavy-hussars', 'lisowczycy', 'cossacks', 'dragoons-mounted'],
    artillery: ARTILLERY,
  }),
  kingdomsSide('croatia', 'Kingdom of Croatia', KINGDOMS_ARMY_TYPES.balkan, {
    battalions: ['kingdoms-battalion'],
    companies: [...CORE_COMPANIES_KINGDOMS, 'haiduks'],
    cavalry: ['light-hussars', 'boyars', 'dragoons-mounted'],
    artillery: ARTILLERY,
  }),
  kingdomsSide('hungary', 'Kingdom of Hungary', KINGDOMS_ARMY_TYPES.balkan, {
    battalions: ['kingdoms-battalion'],
    companies: [...CORE_COMPANIES_KINGDOMS, 'haiduks'],
    cavalry: ['light-hussars', 'boyars', 'dragoons-mounted'],
    artillery: ARTILLERY,
  }),
  kingdomsSide('russia', 'Tsardom of Russia', KINGDOMS_ARMY_TYPES.russian, {
    battalions: ['kingdoms-battalion', 'levies', 'streltsi'],
    companies: CORE_COMPANIES_KINGDOMS,
    cavalry: ['reitar', 'boyars', 'cossacks', 'dragoons-mounted'],
    artillery: [...ARTILLERY, 'super-heavy-artillery'],
  }),
  kingdomsSide('ottoman-empire', 'Ottoman Empire', KINGDOMS_ARMY_TYPES.ottoman, {
    battalions: ['janissaries'],
    companies: [...CORE_COMPANIES_KINGDOMS, 'bashi-bazouk', 'azapes', 'armatoles'],
    cavalry: ['sipahi', 'akinci', 'dragoons-mounted'],
    artillery: ARTILLERY,
  }),
  kingdomsSide('cossacks', 'Cossack Hetmanate', KINGDOMS_ARMY_TYPES['eastern-riders'], {
    battalions: [],
    companies: ['combat-company', 'plastun'],
    cavalry: ['cossacks', 'tatars'],
    artillery: [],
  }),
  kingdomsSide('tartars', 'Crimean Tatars', KINGDOMS_ARMY_TYPES['eastern-riders'], {
    battalions: [],
    companies: ['combat-company', 'azapes'],
    cavalry: ['cossacks', 'tatars'],
    artillery: [],
  }),
];

/** Ids of the Kingdoms sides, which build with the community file's Kingdoms army types. */
export const KINGDOMS_SIDE_IDS: readonly string[] = FACTIONS.filter((f) => f.kingdoms).map((f) => f.id);

for (const f of FACTIONS) {
  for (const id of [...f.battalions, ...f.companies, ...f.cavalry, ...f.artillery]) {
    if (!hasProfile(id)) throw new MusterError('internal', `faction ${f.id} lists unknown unit "${id}"`);
  }
}

/** The factions of one edition. */
export function factionsOf(edition: Edition): readonly Faction[] {
  return FACTIONS.filter((f) => f.editions.includes(edition));
}

/**
 * A faction by id, for an edition.
 *
 * @throws MusterError `bad-input` with close matches when the id is unknown or not in that edition.
 * @example
 * getFaction('swedish-empire').battalions // ['modern-battalion', 'musketeer-corps']
 */
export function getFaction(id: string, edition: Edition = 'liber-militum'): Faction {
  const found = factionsOf(edition).find((f) => f.id === id);
  if (found) return found;
  const ids = factionsOf(edition).map((f) => f.id);
  const near = closeMatches(id, ids);
  throw new MusterError(
    'bad-input',
    `unknown ${edition} faction "${id}"${near.length > 0 ? `; did you mean "${near[0]}"?` : ''}`,
    {
      path: 'faction',
      expected: `one of ${ids.join(', ')}`,
      received: id,
      suggestions: near,
    },
  );
}
