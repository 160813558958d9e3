import { describe, expect, it } from 'vitest';
import { standsFighting } from './standsInContact.js';

// Rulebook: ORDER — CLOSED ORDER: "except for pikes, only 2 ranks may fight in close combat"; OPEN ORDER: "As deep as
// desired, but only 2 ranks may shoot or fight in close combat." PIKEMEN: "May be in closed or open order, fight
// normally in closed order, may fight 4 ranks deep."
describe('ranks that fight: pikes fight 4 deep in closed order only (ORDER)', () => {
  const gendarmes = { troop: 'gendarmes' as const, figures: 12, frontage: 2 };
  const pikeColumn = (order: 'closed' | 'open') => ({ troop: 'pikemen' as const, figures: 20, frontage: 1, order });

  it('a closed-order pike column one stand wide fights with its 4 ranks', () => {
    expect(standsFighting(pikeColumn('closed'), 'defender', 'front', gendarmes)).toBe(4);
    expect(standsFighting(pikeColumn('closed'), 'attacker', 'front', gendarmes)).toBe(4);
  });

  it('OPEN ORDER: "only 2 ranks may ... fight in close combat" — the same pikes in open order fight 2 ranks', () => {
    expect(standsFighting(pikeColumn('open'), 'defender', 'front', gendarmes)).toBe(2);
    expect(standsFighting(pikeColumn('open'), 'attacker', 'front', gendarmes)).toBe(2);
    // On a flank (ruling R44) the files that may fight behind the flank stand are counted the same way.
    const pikeLine = { troop: 'pikemen' as const, figures: 20, frontage: 4, order: 'open' as const };
    expect(standsFighting(pikeLine, 'defender', 'flank', gendarmes)).toBe(2);
  });

  it('halberdiers fight 2 ranks in either order ("except for pikes")', () => {
    for (const order of ['open', 'closed'] as const)
      expect(
        standsFighting({ troop: 'halberdiers', figures: 20, frontage: 1, order }, 'defender', 'front', gendarmes),
      ).toBe(2);
  });
});
