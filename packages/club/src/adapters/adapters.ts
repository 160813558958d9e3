import type { ClubRulesetId } from '../model/ClubSchemas.js';
import type { ClubAdapter } from './ClubAdapter.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';
import { terciosAdapter } from './terciosAdapter.js';
import { wss6mmAdapter } from './wss6mmAdapter.js';

/** The club adapters by ruleset id. */
export const ADAPTERS: Readonly<Record<ClubRulesetId, ClubAdapter>> = {
  tercios: terciosAdapter,
  'sword-and-pike': swordAndPikeAdapter,
  'wss-6mm': wss6mmAdapter,
};

/** The adapter of a ruleset. */
export function adapterOf(id: ClubRulesetId): ClubAdapter {
  return ADAPTERS[id];
}
