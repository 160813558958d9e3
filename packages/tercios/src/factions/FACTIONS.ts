import { MusterError } from '@muster/core';
import { closeMatches } from '../profiles/closeMatches.js';
import { hasProfile } from '../profiles/getProfile.js';
import type { Edition, Faction } from './Faction.js';

// Availability from tercios-community-profiles.md 2c ("Foot-regiment unit by faction", "Horse regiments (all
// nine)"). The Kingdoms sides (Poland-Lithuania, Russia, Ottomans, Croatia, Hungary, Cossacks, Tatars) build
// with army types that exist only in the community file; they are not offered (docs/rulings/tercios.md).

const COMPANIES = ['musketeer-company', 'pikemen-company', 'combat-company'];
const CAVALRY = ['arquebusiers-on-horseback', 'cuirassiers', 'light-cavalry', 'dragoons-mounted', 'modern-cavalry'];
const ARTILLERY = ['light-artillery', 'field-artillery', 'heavy-artillery'];
const BOTH: readonly Edition[] = ['liber-militum', 'brevis'];
const FULL: readonly Edition[] = ['liber-militum'];

function side(id: string, name: string, editions: readonly Edition[], battalions: string[], extraCavalry: string[] = [], note?: string): Faction {
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

/**
 * The sides an army may be built for. Brevis Editio names six (German Protestant, Holy Roman Empire,
 * England, France, Spanish Empire, Swedish Empire); Liber Militum adds Denmark-Norway, Transylvania and the
 * United Provinces.
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
];

/**
 * Ids of the Kingdoms sides, used by community option restrictions only: their army types exist only in the
 * community file, so they are not offered for army building (docs/rulings/tercios.md).
 */
export const KINGDOMS_SIDE_IDS: readonly string[] = ['poland-lithuania', 'russia', 'ottoman-empire', 'croatia', 'hungary', 'cossacks', 'tartars'];

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
  throw new MusterError('bad-input', `unknown ${edition} faction "${id}"${near.length > 0 ? `; did you mean "${near[0]}"?` : ''}`, {
    path: 'faction',
    expected: `one of ${ids.join(', ')}`,
    received: id,
    suggestions: near,
  });
}
