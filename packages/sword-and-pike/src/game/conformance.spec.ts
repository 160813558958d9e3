import { runConformance } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { swordAndPike } from '../ruleset.js';

// 200 in CI; MUSTER_CONFORMANCE_GAMES=N for a quicker local run.
const GAMES = Number(process.env.MUSTER_CONFORMANCE_GAMES ?? 200);

describe('The Sword and the Pike against the conformance kit', () => {
  it('passes the conformance kit', () => {
    const report = runConformance(swordAndPike, {
      games: GAMES,
      seed: 'sp-conformance',
      snapshotEvery: 11,
      replayEvery: 4,
    });
    expect(report.violations).toEqual([]);
    expect(report.gamesEnded).toBe(GAMES);
    // Resumed games played on, and illegal decisions offered, with no check turned off (issue 22).
    expect(report.playedOn).toBeGreaterThan(0);
    expect(report.illegalOffered).toBeGreaterThan(GAMES);
    expect(report.illegalChecksOff).toEqual([]);
    expect(report.distributionsChecked).toBeGreaterThanOrEqual(7);
  }, 900_000); // 200 whole battles: minutes, not the default two
});
