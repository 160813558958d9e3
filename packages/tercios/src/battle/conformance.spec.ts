import { runConformance } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';

// The core conformance battery on whole Tercios battles: every pairing of the random and competent bots,
// state schema and invariants at every step, JSON snapshots, replay of every fourth game. More games: `pnpm soak`.
describe('tercios conformance', () => {
  it('passes the core battery on 200 battles (50 of each bot pairing)', () => {
    const report = runConformance(tercios, { games: 200, seed: 'tercios-conformance', snapshotEvery: 25, replayEvery: 4 });
    expect(report.violations).toEqual([]);
    expect(report.gamesEnded).toBe(200);
  }, 900_000); // 200 whole battles: minutes, not the default two
});
