import { MusterError } from '@muster/core';
import type { UnitProfile } from './UnitProfile.js';
import { PROFILES, PROFILE_IDS } from './PROFILES.js';
import { closeMatches } from './closeMatches.js';

const BY_ID = new Map(PROFILES.map((p) => [p.id, p]));

/**
 * A bundled unit profile by its kebab-case id.
 *
 * @throws MusterError `bad-input` for an unknown id, naming the closest known ids.
 * @example
 * getProfile('tercio').points // 140
 */
export function getProfile(id: string): UnitProfile {
  const profile = BY_ID.get(id);
  if (profile) return profile;
  const near = closeMatches(id, PROFILE_IDS);
  const hint = near.length > 0 ? `; did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : '';
  throw new MusterError('bad-input', `unknown unit "${id}"${hint}`, {
    path: 'unit',
    expected: 'a unit id such as "tercio" or "musketeer-company"',
    received: id,
    suggestions: near,
  });
}

/** True when `id` names a bundled profile. */
export function hasProfile(id: string): boolean {
  return BY_ID.has(id);
}
