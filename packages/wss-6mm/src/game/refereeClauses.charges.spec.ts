import { describe, expect, it } from 'vitest';
import { chargeOrders, chargeTargets } from '../sequence/legalOrders.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { resolveBattle } from './resolve.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';

// Who may charge, the charge move, and compulsory moves (Rulebook: Charges; Movement; Command and Control), each
// clause checked by an independent referee's reading of the rulebook (stop 47).

const unit = (s: ReturnType<typeof exampleBattle>, id: string) => s.units.find((u) => u.id === id)!;

describe('Charges: "Foot may not charge Horse. No unit that is ROUTED, FALLING BACK or in pursuit may charge, and DISORDERED foot may not charge."', () => {
  it('foot may not charge horse; a unit in pursuit may not charge; DISORDERED foot may not charge', () => {
    const s = exampleBattle({
      gendarmes: { x: 12.5, y: 10 },
      'picardie-1': { x: 22.5, y: 10 },
    });
    expect(chargeTargets(s, unit(s, 'foot-guards')).map((t) => t.id)).not.toContain('gendarmes');
    expect(chargeTargets(s, unit(s, 'royal-irish')).map((t) => t.id)).toContain('picardie-1');
    const pursuing = exampleBattle({
      'picardie-1': { x: 54.5, y: 12 },
      'queens-horse': { pursuing: 'navarre', since: 0, order: 'disordered' },
      'royal-irish': { order: 'disordered' },
    });
    expect(chargeOrders(pursuing, unit(pursuing, 'queens-horse'))).toEqual([]);
    const disorderedFoot = exampleBattle({ 'picardie-1': { x: 22.5, y: 10 }, 'royal-irish': { order: 'disordered' } });
    expect(chargeOrders(disorderedFoot, unit(disorderedFoot, 'royal-irish'))).toEqual([]);
  });

  it('DISORDERED horse may charge at +4 to the requirement (S horse 6+ becomes 10+)', () => {
    const s = exampleBattle({ 'queens-horse': { order: 'disordered' }, 'picardie-1': { x: 54.5, y: 14 } });
    const h = harness(s, [9, 1, 20]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.text()).toMatch(/fails to charge Picardie \(rolled 9, needed 10\+\)/);
  });
});

describe('Movement: "Charge Bonus +2 … Movement 1d6 x 2" (horse) / Disorder: "charging and failing to make contact"', () => {
  it('a horse charge moves 1d6 x 2 + 2; short of the target it stops and is DISORDERED', () => {
    // Queen's Horse charge Picardie 9" ahead: test 10 (6+), move 3 x 2 + 2 = 8" < 9": Picardie's morale 15, stands.
    const s = exampleBattle({ 'picardie-1': { x: 54.5, y: 15 } });
    const h = harness(s, [10, 3, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toMatchObject({ gap: 9, move: 8 });
    resolveChargeReaction(h.ctx, 'stand');
    expect(h.unit('queens-horse')).toMatchObject({ order: 'disordered', engaged: [] });
    expect(h.unit('queens-horse').y).toBeLessThan(15);
  });
});

describe('Compulsory Moves: a unit in melee that is also pursuing', () => {
  // confirmed (the 1/2" gap pursuers keep from the enemy, ruling R19, holds it in place)
  it('a pursuing horse unit that is in melee (charged while pursuing) does not ride away from the melee while still fighting it', () => {
    // Queen's Horse pursue Picardie (falling back, far up the table) and have since been charged in the rear by the
    // Gendarmes, who are in contact behind them. Rallying's "In contact with enemy -10" (PURSUIT) shows a pursuer may be
    // in contact. In its compulsory move the pursuer either stays in contact or leaves the melee; the engine moves it
    // up to 1d6 + 2" away and keeps it engaged, fighting a melee with an enemy it no longer touches.
    const s = exampleBattle({
      'queens-horse': { x: 54.5, y: 12, pursuing: 'picardie-1', since: 0, order: 'disordered', engaged: ['gendarmes'] },
      gendarmes: { x: 54.5, y: 11.25, facing: Math.PI / 2, engaged: ['queens-horse'] },
      'picardie-1': { x: 54.5, y: 30, order: 'falling-back', since: 0 },
    });
    const h = harness(s, [6, 6, 6, 6]);
    compulsoryMoves(h.ctx, 'lumley');
    const q = h.unit('queens-horse');
    const stillEngaged = q.engaged.includes('gendarmes');
    const moved = q.y !== 12;
    expect(stillEngaged && moved).toBe(false);
  });
});

describe('Command and Control: "otherwise it may not (other than compulsory movement)"', () => {
  it('a brigade that fails to activate still makes its compulsory moves (a router flees)', () => {
    // Orkney's brigade (good: 5+): the Foot Guards are routed (since turn 0). Compulsory moves: rout 1d6 x 2 = 2".
    // The Royal Scots (within 6") test for the router (20). Activation roll 1: fails.
    const s = exampleBattle({ 'foot-guards': { order: 'routed', since: 0 } });
    const h = harness(s, [1, 20, 1, 3, 3, 3, 3]);
    resolveBattle(h.ctx, { kind: 'activate', brigade: 'orkney' });
    // Its brigadier still rides where his player chooses (ruling R28): here where he would follow the brigade.
    resolveBattle(h.ctx, legalBattleDecisions(h.ctx.state)[0]!);
    expect(h.text()).toMatch(/fails to activate/);
    expect(h.unit('foot-guards')).toMatchObject({ y: 4, order: 'routed' });
    expect(h.ctx.state.brigades.find((b) => b.id === 'orkney')!.activation).toBe('done');
  });
});
