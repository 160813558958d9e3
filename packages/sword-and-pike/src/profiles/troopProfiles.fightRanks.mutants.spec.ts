import { describe, expect, it } from 'vitest';
import { standsFighting } from '../table/standsInContact.js';

// The number mutator's survivors on troopProfiles.ts (docs/mutation/numbers-sword-and-pike-wss-6mm.md): riflemen and
// the guns are one stand each, and that stand fights. Rulebook: RIFLEMEN "individual figures"; FIRE "crew of 4",
// "crew of 2"; Close Combat D "fight individual stands in combat" (ruling R44: the stands that fight).
const gendarmes = { troop: 'gendarmes' as const, figures: 12, frontage: 2 };

describe('single-stand units fight with their one stand (Close Combat D, ruling R44)', () => {
  it.each([
    { troop: 'riflemen' as const, figures: 1 },
    { troop: 'heavy-gun' as const, figures: 4 },
    { troop: 'light-gun' as const, figures: 2 },
  ])('$troop charged in front: 1 stand fights', ({ troop, figures }) => {
    expect(standsFighting({ troop, figures, frontage: 1 }, 'defender', 'front', gendarmes)).toBe(1);
  });
});
