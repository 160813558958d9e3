// Rulebook (sword-and-pike.txt), TROOP TYPES & ORGANIZATION: PIKEMEN "May be in closed or open order"; SWORD AND
// BUCKLER MEN "May use skirmish order"; ARQUEBUSIERS "Move and fight in open order"; ORDER: "Gendarmes may also be in
// closed order". Ruling R62 (docs/rulings/sword-and-pike.md), option `orderChange`: a unit changes to another order
// its troop type may take ('as-move'), or keeps the one it was deployed in ('fixed'). The club asks the battle's
// `ordersOf`, under the game's options: an order the troop may not take is refused, as the battle never offers it.
import { frenchArmy, imperialArmy } from '@muster/sword-and-pike';
import { describe, expect, it } from 'vitest';
import { ClubSession } from '../app/ClubSession.js';
import { swordAndPikeAdapter } from './swordAndPikeAdapter.js';

const start = (options?: Record<string, unknown>) =>
  ClubSession.start(
    {
      ruleset: 'sword-and-pike',
      title: 'Italy',
      armies: [frenchArmy, imperialArmy],
      maxTurns: 2,
      ...(options ? { options } : {}),
    },
    'orders',
  );
const byProfile = (s: ClubSession, profile: string) => s.state.units.find((u) => u.profile === profile)!;
const setOrder = (s: ClubSession, unit: string, order: string) =>
  s.decide({ kind: 'set-unit', unit, patch: { order } });

describe('The Sword and the Pike at the club: a unit takes only the orders its troop type may (ruling R62)', () => {
  it('pikes open and close again; sword and buckler men skirmish; arquebusiers and halberdiers keep their one order', () => {
    const s = start();
    const pike = byProfile(s, 'pikemen');
    expect(pike.order).toBe('closed');
    expect(setOrder(s, pike.id, 'open')).toEqual({ ok: true });
    expect(setOrder(s, pike.id, 'closed')).toEqual({ ok: true });
    const refused = setOrder(s, pike.id, 'skirmish');
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('may not be in skirmish order, only closed or open');
    const sb = byProfile(s, 'sword-and-buckler');
    expect(setOrder(s, sb.id, 'skirmish')).toEqual({ ok: true });
    expect(setOrder(s, byProfile(s, 'arquebusiers').id, 'closed').ok).toBe(false);
    expect(setOrder(s, byProfile(s, 'halberdiers').id, 'closed').ok).toBe(false);
    expect(setOrder(s, byProfile(s, 'gendarmes').id, 'closed')).toEqual({ ok: true });
    // Clearing the order, or setting the one it is in, is never refused.
    expect(s.decide({ kind: 'set-unit', unit: pike.id, patch: { order: null } })).toEqual({ ok: true });
  });

  it("halberdiersOrder 'closed' (R12): the halberdiers take closed order, not open", () => {
    const s = start({ halberdiersOrder: 'closed' });
    const hal = byProfile(s, 'halberdiers');
    expect(swordAndPikeAdapter.refusePatch!(s.state, { ...hal, order: null }, { order: 'closed' })).toBeNull();
    expect(swordAndPikeAdapter.refusePatch!(s.state, { ...hal, order: null }, { order: 'open' })).toMatch(
      /may not be in open order, only closed/,
    );
  });

  it("orderChange 'fixed': every unit keeps the order it was deployed in", () => {
    const s = start({ orderChange: 'fixed' });
    const pike = byProfile(s, 'pikemen');
    const refused = setOrder(s, pike.id, 'open');
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).toContain('keeps the order it was deployed in');
    // A unit with no order yet may be given one.
    expect(swordAndPikeAdapter.refusePatch!(s.state, { ...pike, order: null }, { order: 'open' })).toBeNull();
  });

  it('no shared Brigade cards in The Sword and the Pike', () => {
    const s = start();
    const pike = byProfile(s, 'pikemen');
    expect(s.decide({ kind: 'set-unit', unit: pike.id, patch: { brigadeCard: true } }).ok).toBe(false);
  });
});
