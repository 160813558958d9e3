import { canonicalJson, type LogEntry, type RngState } from '@muster/core';
import { ADAPTERS } from '../adapters/adapters.js';
import type { ClubVersions } from '../model/ClubRecord.js';
import { CLUB_VERSION } from '../model/clubRuleset.js';

/** The versions this app plays under: the club's and each ruleset package's (what a saved game records). */
export function clubVersions(): ClubVersions {
  const versions: Record<string, string> = { club: CLUB_VERSION };
  for (const [id, adapter] of Object.entries(ADAPTERS)) versions[id] = adapter.ruleset.version;
  return versions;
}

/** The club's and `ruleset`'s versions in plain words (`club 0.1.0, tercios 0.1.0`); null says they were not recorded. */
export function versionsText(versions: ClubVersions | null, ruleset: string): string {
  if (versions === null) return 'no versions (saved before games recorded them)';
  return ['club', ruleset].map((name) => `${name} ${versions[name] ?? '(not recorded)'}`).join(', ');
}

/**
 * A 64-bit digest (16 hex digits; cyrb53's two 32-bit lanes, both kept) of the recorded part of a game kept when it
 * was continued: its log entries, the state and the dice generator state they left. It finds a recorded part
 * damaged or edited after the fact (it is no signature: whoever edits the file can write a new one).
 */
export function recordDigest(log: readonly LogEntry[], state: unknown, rng: RngState): string {
  const text = canonicalJson({ log, state, rng });
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number): string => (n >>> 0).toString(16).padStart(8, '0');
  return hex(h2) + hex(h1);
}
