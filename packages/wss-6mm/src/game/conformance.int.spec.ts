import { runConformance } from '@muster/core/testing';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../wss6mm.js';

describe('conformance (issue 5)', () => {
  it('passes the conformance kit', () => {
    const report = runConformance(wss6mm, { games: 200, seed: 'conformance', snapshotEvery: 25, replayEvery: 4 });
    expect(report.violations).toEqual([]);
    expect(report.gamesEnded).toBe(200);
    expect(report.distributionsChecked).toBeGreaterThanOrEqual(11);
  }, 900_000); // 200 whole battles: minutes, not the default two
});
