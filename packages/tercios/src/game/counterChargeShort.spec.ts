import { ScriptedDice, baseGap, distance } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { TerciosOptionsSchema } from '../options/options.js';
import { unitById } from '../table/tableQueries.js';
import { fixtureContext, fixtureTable, placed } from './__fixtures__/battleFixture.js';
import { rulesUnit } from './commandOnTable.js';
import { resolveBattle } from './resolve.js';
import { speedOf } from './speedOf.js';

// Option battle.counterChargeShort (docs/rulings/tercios.md, "Reactions to an approach", Counter-charge).
// Reactions > Assault!: "If the unit reacts against an enemy's assault (charge), it is a counter-charge. The two
// units are brought into contact halfway and both benefit from the bonus linked to the Assault! order."
// Order Cards > Assault!: "Otherwise the charge move is made as close to the enemy as possible."

const sixes = () => ScriptedDice.of(Array.from({ length: 400 }, () => 6));

/**
 * Two units of horse face each other on open ground, `gap` times the charger's Assault! reach apart (front edge
 * to front edge); A charges, B counter-charges. Both have the same reach. `halfway`: option `battle.counterCharge`.
 */
function counterCharge(
  counterChargeShort: 'charger-stops' | 'meet-within-reaches',
  gap: number,
  halfway: 'halfway' | 'full-charge' = 'halfway',
) {
  const options = TerciosOptionsSchema.parse({ battle: { counterChargeShort, counterCharge: halfway } });
  const placedAt = (y: number) =>
    fixtureTable(
      [placed('a', 'arquebusiers-on-horseback', 36, 4, 90)],
      [placed('b', 'arquebusiers-on-horseback', 36, y, -90)],
      { a: 'assault', b: 'assault' },
    );
  const a0 = unitById(placedAt(40), 'a')!;
  const reach = speedOf(rulesUnit(placedAt(40), a0), 'assault', null, options);
  const state = placedAt(4 + a0.base.depth + gap * reach);
  const ctx = fixtureContext(state, sixes(), options);
  resolveBattle(ctx, { kind: 'activate', unit: 'a' }, 'A');
  resolveBattle(ctx, { kind: 'charge', target: 'b' }, 'A');
  resolveBattle(ctx, { kind: 'react', unit: 'b', reaction: 'counter-charge' }, 'B');
  const a = unitById(ctx.state, 'a')!;
  const b = unitById(ctx.state, 'b')!;
  const moved = (id: string) => ctx.events.find((e) => e.kind === 'unit-moved' && e.unit === id);
  const aMove = moved('a');
  const bMove = moved('b');
  return {
    reach,
    charged: aMove?.kind === 'unit-moved' ? distance(aMove.base.centre, a0.base.centre) : 0,
    chargeReason: aMove?.kind === 'unit-moved' ? aMove.reason : null,
    counterMoved: bMove?.kind === 'unit-moved' ? bMove.base : null,
    counterReason: bMove?.kind === 'unit-moved' ? bMove.reason : null,
    chargerThere: aMove?.kind === 'unit-moved' ? aMove.base : a.base,
    combat: ctx.events.find((e) => e.kind === 'combat'),
    resolved: ctx.events.find((e) => e.kind === 'charge-resolved'),
    b,
  };
}

describe('battle.counterChargeShort', () => {
  it('a charge that cannot reach, the reaches together cover the gap: no contact (charger-stops) or the units meet (meet-within-reaches)', () => {
    // 1.5 reaches apart: the charger alone falls short by half a reach; the counter-charger covers the rest.
    const stops = counterCharge('charger-stops', 1.5);
    const meets = counterCharge('meet-within-reaches', 1.5);
    for (const r of [stops, meets]) {
      expect(r.chargeReason).toBe('charge falls short: as close as possible');
      // The charger makes its whole Assault! move "as close to the enemy as possible".
      expect(r.charged).toBeCloseTo(r.reach, 1);
    }
    expect(stops.counterMoved).toBeNull();
    expect(stops.combat).toBeUndefined();
    expect(stops.resolved).toMatchObject({ contact: false });

    expect(meets.counterMoved).not.toBeNull();
    // Reactions > Assault!: the counter-charge brings the two units "into contact": the log says why it moved.
    expect(meets.counterReason).toBe('counter-charge meets the charge that fell short');
    expect(baseGap(meets.counterMoved!, meets.chargerThere)).toBeLessThan(0.05);
    expect(meets.combat).toMatchObject({ attacker: 'a', defender: 'b' });
    expect(meets.resolved).toMatchObject({ contact: true });
    // With battle.counterCharge 'full-charge' the counter-charging unit never moves: no meeting either.
    const fullCharge = counterCharge('meet-within-reaches', 1.5, 'full-charge');
    expect(fullCharge.counterMoved).toBeNull();
    expect(fullCharge.combat).toBeUndefined();
  });

  it('the reaches together fall short of the gap: no contact under either value', () => {
    // 2.1 reaches apart: more than the two Assault! moves together.
    for (const value of ['charger-stops', 'meet-within-reaches'] as const) {
      const r = counterCharge(value, 2.1);
      expect(r.charged).toBeCloseTo(r.reach, 1);
      expect(r.counterMoved).toBeNull();
      expect(r.combat).toBeUndefined();
      expect(r.resolved).toMatchObject({ contact: false });
    }
  });
});
