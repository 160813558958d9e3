import { describe, expect, it } from 'vitest';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import { resolveBattle } from './resolve.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Command and Control: "All units must remain within 12" of their Brigadier.
// If they become separated by involuntary movement etc. then any subsequent voluntary movement may only be used to
// "close the gap", and return to the Brigade." Charges: "Units in the active Brigade may declare charges." Sequence of
// Play: "2. Movement … i. Compulsory moves … ii. Charges … iv. Other Movement".
// Ruling R28: "A unit over 12" away may only hold, recover or move so as to close the gap (no charges)". Ruling R31:
// "when his brigade activates, the brigadier may attach himself to one of its units … He moves with that unit". Ruling
// R39: "when a brigade activates (after the brigadier chooses where to stand), each of its units that may declare a
// charge is asked first". So who may charge is read with the brigadier where he stands after his attach decision.
//
// Orkney's brigadier (good, 5+) at (22, 4); the Foot Guards pushed forward to (20, 20), 16" from him (out of command),
// Picardie 4" in front of them at (20, 24). Orkney activates on 5.
const scene = () => exampleBattle({ 'foot-guards': { x: 20, y: 20 }, 'picardie-1': { x: 20, y: 24 } });

describe('charges are read after the brigadier has chosen where to stand (rulings R28, R31, R39)', () => {
  it('a unit out of command that the brigadier joins may declare its charge', () => {
    const h = harness(scene(), [5]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: 'foot-guards' });
    // He stands with the Foot Guards: 0" from them, so they are in command and are asked for their charge first.
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')).toMatchObject({
      attached: 'foot-guards',
      x: 20,
      y: 20,
    });
    expect(h.ctx.state.current?.charging).toEqual(['foot-guards']);
    expect(legalBattleDecisions(h.ctx.state)).toEqual([
      { kind: 'order', unit: 'foot-guards', order: { type: 'no-charge' } },
      { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } },
    ]);
    const charge = { kind: 'order', unit: 'foot-guards', order: { type: 'charge', target: 'picardie-1' } } as const;
    expect(checkBattleDecision(h.ctx.state, charge)).toBeNull();
  });

  it('commanding from behind, the unit stays out of command: no charge, only closing the gap', () => {
    const h = harness(scene(), [5]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: null });
    expect(h.ctx.state.current?.charging).toEqual([]);
    const orders = legalBattleDecisions(h.ctx.state).map((d) => d.kind === 'order' && d.order.type);
    expect(orders).not.toContain('charge');
    expect(orders).toContain('retire');
  });

  it('a unit the brigadier rides away from (beyond 12") is no longer asked for a charge', () => {
    // Picardie 4" in front of the Foot Guards where they stand, (12.5, 6), 9.7" from the brigadier: in command. He
    // joins Webb's at (27.5, 6), 15" from them: out of command, they may only close the gap.
    const h = harness(exampleBattle({ 'picardie-1': { x: 12.5, y: 10 } }), [5]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    resolveBattle(h.ctx, { kind: 'attach', brigade: 'orkney', unit: 'webbs' });
    expect(h.ctx.state.current?.charging).toEqual([]);
    const orders = legalBattleDecisions(h.ctx.state).map((d) => d.kind === 'order' && [d.unit, d.order.type]);
    expect(orders).toContainEqual(['foot-guards', 'hold']);
    expect(orders).not.toContainEqual(['foot-guards', 'no-charge']);
    expect(orders).not.toContainEqual(['foot-guards', 'charge']);
  });
});
