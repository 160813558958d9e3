import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { HORSE_ARQUEBUSIERS } from './__fixtures__/units.js';
import { resolveMelee } from './__fixtures__/asWritten.js';
import type { DefenderReaction } from './resolveMelee.js';

// Ruling: The advance after a counter-charge (option counterChargeAdvance). Combat > Advance: "if the charging unit
// has broken the enemy by routing it (its resistance test a complete failure), it may consolidate its position by
// advancing 3 inches in the same direction as its charge." Reactions > Assault!: a counter-charge brings "the two
// units into contact halfway", both with the Assault! bonus: both charged.

/**
 * Two troops of Arquebusiers on horseback (Melee 3, Courage 3). The charger's 4 dice (Melee 3 with Assault!'s +)
 * all miss; the defender's 4 dice hit twice; the charger's 3 Courage dice all fail: it loses 2 Dm to 0 and its
 * resistance is a complete failure, so it retreats.
 */
function chargerRouted(counterChargeAdvance: 'charger-only' | 'counter-charger-too', reaction: DefenderReaction) {
  const faces = [1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1];
  return resolveMelee(ScriptedDice.of(faces), {
    attacker: HORSE_ARQUEBUSIERS,
    defender: HORSE_ARQUEBUSIERS,
    defenderReaction: reaction,
    options: TerciosOptionsSchema.parse({ counterChargeAdvance }),
  });
}

describe('the advance after a counter-charge (option counterChargeAdvance)', () => {
  it('the counter-charger breaks the charger: it retreats; the counter-charger may advance only with counter-charger-too', () => {
    for (const setting of ['charger-only', 'counter-charger-too'] as const) {
      const r = chargerRouted(setting, 'counter-charge');
      expect(r.winner).toBe('defender');
      expect(r.movements).toContainEqual(expect.objectContaining({ unit: 'attacker', kind: 'retreat' }));
    }
    expect(chargerRouted('charger-only', 'counter-charge').movements.some((m) => m.kind === 'advance')).toBe(false);
    expect(chargerRouted('counter-charger-too', 'counter-charge').movements).toContainEqual({
      unit: 'defender',
      kind: 'advance',
      distance: 3,
      optional: true,
      wearIfBlocked: 0,
    });
  });

  it('a defender that did not counter-charge (it did not charge) never advances (3 hits, 3 Dm: it retreats)', () => {
    for (const reaction of ['none', 'resist'] as const) {
      const faces = [1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1];
      const r = resolveMelee(ScriptedDice.of(faces), {
        attacker: HORSE_ARQUEBUSIERS,
        defender: HORSE_ARQUEBUSIERS,
        defenderReaction: reaction,
        options: TerciosOptionsSchema.parse({ counterChargeAdvance: 'counter-charger-too' }),
      });
      expect(r.winner).toBe('defender');
      expect(r.movements).toContainEqual(expect.objectContaining({ unit: 'attacker', kind: 'retreat' }));
      expect(r.movements.some((m) => m.kind === 'advance')).toBe(false);
    }
  });
});
