import { runConformance } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';

// 200 in CI; MUSTER_CONFORMANCE_GAMES=N for a quicker local run.
const GAMES = Number(process.env.MUSTER_CONFORMANCE_GAMES ?? 200);

// The core conformance battery on whole Tercios battles: every pairing of the random and competent bots,
// state schema and invariants at every step, JSON snapshots, replay of every fourth game. More games: `pnpm soak`.
describe('tercios conformance', () => {
  it('passes the core battery on 200 battles (50 of each bot pairing)', () => {
    const report = runConformance(tercios, {
      games: GAMES,
      seed: 'tercios-conformance',
      snapshotEvery: 25,
      replayEvery: 4,
    });
    expect(report.violations).toEqual([]);
    expect(report.gamesEnded).toBe(GAMES);
    // Resumed games played on, and illegal decisions offered, with no check turned off (issue 22).
    expect(report.playedOn).toBeGreaterThan(0);
    expect(report.illegalOffered).toBeGreaterThan(GAMES);
    expect(report.illegalChecksOff).toEqual([]);
  }, 900_000); // 200 whole battles: minutes, not the default two
});
