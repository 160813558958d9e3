import { runConformance } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';

// 200 in CI; MUSTER_CONFORMANCE_GAMES=N for a quicker local run.
const GAMES = Number(process.env.MUSTER_CONFORMANCE_GAMES ?? 200);

describe('conformance (issue 5)', () => {
  it('passes the conformance kit', () => {
    const report = runConformance(wss6mm, { games: GAMES, seed: 'conformance', snapshotEvery: 25, replayEvery: 4 });
    expect(report.violations).toEqual([]);
    expect(report.gamesEnded).toBe(GAMES);
    // Resumed games played on, and illegal decisions offered, with no check turned off (issue 22).
    expect(report.playedOn).toBeGreaterThan(0);
    expect(report.illegalOffered).toBeGreaterThan(GAMES);
    expect(report.illegalChecksOff).toEqual([]);
    expect(report.distributionsChecked).toBeGreaterThanOrEqual(11);
  }, 900_000); // 200 whole battles: minutes, not the default two
});
