// The conformance battery of `pnpm test`, split into parts that vitest runs in parallel (one spec file per
// part). Every check and every bot pairing, on fewer games than `pnpm soak` plays (issue 24).
import { runConformance } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';

/** The spec files that run a part: conformance.int.spec.ts (part 1) and conformance.2.int.spec.ts (part 2). */
const PARTS = 2;
// 16 battles in all (four of each bot pairing); MUSTER_CONFORMANCE_GAMES=N for more. CI plays more after `pnpm test`
// (`.ci/run`: `scripts/soak.mjs --games 48`, other seeds), `pnpm soak` the thousands.
const GAMES = Number(process.env.MUSTER_CONFORMANCE_GAMES ?? 16);

/** Registers part `part` (1..PARTS) of the battery: its share of the games, on a seed of its own. */
export function conformancePart(part: number): void {
  const games = Math.ceil(GAMES / PARTS);
  // The core conformance battery on whole 6mm WSS battles: every pairing of the random and competent bots,
  // state schema and invariants at every step, JSON snapshots, replay and play-on of every other game.
  describe(`conformance, issue 5 (part ${part} of ${PARTS})`, () => {
    it(`passes the conformance kit on ${games} battles (every bot pairing)`, () => {
      const report = runConformance(wss6mm, {
        games,
        seed: part === 1 ? 'conformance' : `conformance-${part}`,
        snapshotEvery: 25,
        replayEvery: 2,
      });
      expect(report.violations).toEqual([]);
      expect(report.gamesEnded).toBe(games);
      // Resumed games played on, and illegal decisions offered, with no check turned off (issue 22).
      expect(report.playedOn).toBeGreaterThan(0);
      expect(report.illegalOffered).toBeGreaterThan(games);
      expect(report.illegalChecksOff).toEqual([]);
      expect(report.distributionsChecked).toBeGreaterThanOrEqual(11);
    }, 900_000); // whole battles: a minute or more on a loaded machine, not the default two
  });
}
