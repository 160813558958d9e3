import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { chargeOrders, chargeTargets, legalOrders } from '../sequence/legalOrders.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleDecision } from './Decision.js';
import { chargeReactions, resolveCharge } from './resolveCharge.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import type { BattleState } from './State.js';

// Ruling R57 (routedChargeTargets). Charges: "No unit that is ROUTED, FALLING BACK or in pursuit may charge" limits
// the chargers; nothing forbids charging a routed enemy, and nothing says what the charge does to it. Falling Back:
// "Units falling back will rout if contacted by the enemy"; Post Melee: "If a unit routs or falls back the winning
// units will pursue. … A Horse unit pursuing is always disordered."

// Queen's Horse (S, A, front at y 6) and the Gendarmes (B), routed, 8" straight ahead: within the horse's reach
// (1d6 x 2 + 2 = 14").
const routedAhead = () => exampleBattle({ gendarmes: { x: 54.5, y: 14, order: 'routed', since: 0 } });
const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const notTargets = Wss6mmOptionsSchema.parse({ routedChargeTargets: 'not-targets' });

describe('ruling R57: a ROUTED enemy as a charge target (routedChargeTargets)', () => {
  it('by default (may-be-charged) a routed enemy in reach is a charge target; with not-targets it is not', () => {
    const s = routedAhead();
    const horse = unit(s, 'queens-horse');
    expect(chargeTargets(s, horse).map((t) => t.id)).toContain('gendarmes');
    expect(chargeOrders(s, horse)).toContainEqual({ type: 'charge', target: 'gendarmes' });
    expect(legalOrders(s, horse)).toContainEqual({ type: 'charge', target: 'gendarmes' });
    // The same state and unit asked with the other setting: not answered from the first answer's cache.
    expect(chargeTargets(s, horse, 'not-targets').map((t) => t.id)).not.toContain('gendarmes');
    expect(chargeOrders(s, horse, 'not-targets')).not.toContainEqual({ type: 'charge', target: 'gendarmes' });
    expect(legalOrders(s, horse, { ...DEFAULT_OPTIONS, routedChargeTargets: 'not-targets' })).not.toContainEqual({
      type: 'charge',
      target: 'gendarmes',
    });
    // The unrouted Gendarmes are a target under both settings.
    const steady = exampleBattle({ gendarmes: { x: 54.5, y: 14 } });
    expect(chargeTargets(steady, unit(steady, 'queens-horse'), 'not-targets').map((t) => t.id)).toContain('gendarmes');
  });

  it('a routed unit charged has no reaction: it only stands, whatever ruling R42 allows a unit falling back', () => {
    const s = routedAhead();
    const all = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'all-reactions' });
    expect(chargeReactions(unit(s, 'gendarmes'), unit(s, 'queens-horse'), all)).toEqual(['stand']);
    expect(chargeReactions(unit(s, 'gendarmes'), unit(s, 'queens-horse'), DEFAULT_OPTIONS)).toEqual(['stand']);
  });

  it('the charge goes in without a morale test; contact sends the horse in pursuit, DISORDERED', () => {
    // Charge test 10 (S horse 6+); charge move 3 x 2 + 2 = 8": contact. No die is left for a morale test.
    const h = harness(routedAhead(), [10, 3]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    expect(h.text()).not.toMatch(/Gendarmes takes a morale test/);
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.text()).toMatch(/Queen's Horse contacts Gendarmes/);
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: 'gendarmes', order: 'disordered', engaged: [] });
    expect(h.unit('gendarmes')).toMatchObject({ order: 'routed', engaged: [] });
  });

  it('a charge that falls short of a router disorders the charger and sends nobody in pursuit', () => {
    // Charge move 2 x 2 + 2 = 6", 8" needed: "charging and failing to make contact" (Disorder).
    const h = harness(routedAhead(), [10, 2]);
    resolveCharge(h.ctx, 'queens-horse', 'gendarmes');
    expect(h.unit('queens-horse')).toMatchObject({ pursuing: null, order: 'disordered' });
  });

  it('the battle offers the charge and accepts it by default; with not-targets it neither offers nor accepts it', () => {
    const s: BattleState = {
      ...routedAhead(),
      current: { brigade: 'lumley', pending: ['queens-horse'], attaching: false, charging: ['queens-horse'] },
    };
    const charge: BattleDecision = {
      kind: 'order',
      unit: 'queens-horse',
      order: { type: 'charge', target: 'gendarmes' },
    };
    expect(legalBattleDecisions(s, DEFAULT_OPTIONS)).toContainEqual(charge);
    expect(checkBattleDecision(s, charge, DEFAULT_OPTIONS)).toBeNull();
    expect(legalBattleDecisions(s, notTargets)).not.toContainEqual(charge);
    expect(checkBattleDecision(s, charge, notTargets)).not.toBeNull();
  });
});
