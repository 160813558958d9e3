import { MusterError, parseWith } from '@muster/core';
import { z } from 'zod';
import { UnitProfileSchema, type UnitProfile } from './UnitProfile.js';
import { CORE_COMMUNITY_PROFILES } from './data/communityProfiles.js';
import { KINGDOMS_PROFILES } from './data/kingdomsProfiles.js';
import { RULEBOOK_PROFILES } from './data/rulebookProfiles.js';

/**
 * Checks what the schema cannot: unique ids, and option cross-references that point at real options. Exported for its
 * tests (the bundled data passes it, so only made-up data can show it refusing); not part of the package's API.
 */
export function checkReferences(profiles: readonly UnitProfile[]): void {
  const seen = new Set<string>();
  profiles.forEach((profile, index) => {
    const where = `profiles[${index}] (${profile.id})`;
    if (seen.has(profile.id)) throw new MusterError('internal', `duplicate unit id "${profile.id}"`, { path: where });
    seen.add(profile.id);
    const optionIds = new Set<string>();
    for (const option of profile.options) {
      if (optionIds.has(option.id))
        throw new MusterError('internal', `duplicate option id "${option.id}"`, { path: where });
      optionIds.add(option.id);
    }
    for (const option of profile.options) {
      const refs = [
        ...(option.incompatibleWith ?? []),
        ...(option.requires ?? []),
        ...(option.combined ?? []).map((c) => c.with),
      ];
      for (const ref of refs) {
        if (!optionIds.has(ref)) {
          throw new MusterError('internal', `option "${option.id}" refers to unknown option "${ref}"`, {
            path: `${where}.options.${option.id}`,
          });
        }
      }
    }
  });
}

function load(): readonly UnitProfile[] {
  const all = [...RULEBOOK_PROFILES, ...CORE_COMMUNITY_PROFILES, ...KINGDOMS_PROFILES];
  const parsed = parseWith(z.array(UnitProfileSchema), all, { path: 'profiles' });
  checkReferences(parsed);
  return Object.freeze(parsed.map((p) => Object.freeze(p)));
}

/**
 * Every bundled unit profile, validated when the module loads: the five complete rulebook rows, then the
 * community profiles (core book, then Kingdoms), each saying its `source`.
 */
export const PROFILES: readonly UnitProfile[] = load();

/** The profile ids, in the order of {@link PROFILES}. */
export const PROFILE_IDS: readonly string[] = PROFILES.map((p) => p.id);
