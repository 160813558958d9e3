import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { checkBattleDecision, legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleUnit } from './State.js';
import { exampleBattle } from './__fixtures__/exampleBattle.js';
import { harness } from './__fixtures__/harness.js';
import { chargeReactions, resolveCharge, resolveChargeReaction } from './resolveCharge.js';

// Rulebook (/work/shared/rules/wss-6mm.txt), Melee: "Units hits in the flank or rear are automatically disordered and
// may not fire." Charges: "Charged Infantry Units, which pass their morale test may attempt to either fire or form
// Square. They should roll 1d20, if they roll less than or equal twice distance charged by the attacker they have
// succeeded, failure results in no fire and a disordered square." Only the fire is taken from a unit hit in the flank:
// ruling R34 (docs/rulings/wss-6mm.md), option `flankChargedSquare`: such foot may still attempt to form square
// (default), or only stand or fall back (`false`, the battle before 6 Dec 2026).

const standOnly = Wss6mmOptionsSchema.parse({ flankChargedSquare: false });
// Picardie faces east (along +x) at (20, 20); Queen's Horse, facing north, 6" below its flank.
const flank = { 'picardie-1': { x: 20, y: 20, facing: 0 }, 'queens-horse': { x: 19.6, y: 11.5 } };
const react = (reaction: 'fire' | 'square' | 'stand') => ({ kind: 'react', unit: 'picardie-1', reaction }) as const;

describe('foot charged in the flank or rear may attempt to form square, not fire (ruling R34)', () => {
  it('the square is offered with stand and fall back; fire is refused', () => {
    const s = exampleBattle(flank);
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    expect(chargeReactions(get('picardie-1'), get('queens-horse'), DEFAULT_OPTIONS)).toEqual([
      'square',
      'stand',
      'fall-back',
    ]);
    // Charge test 10 (S 6+), move 2 -> 6", Picardie's morale 15 (17 with the flank's -2: STEADY).
    const h = harness(s, [10, 2, 15]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toMatchObject({ charger: 'queens-horse', target: 'picardie-1' });
    expect(legalBattleDecisions(h.ctx.state, DEFAULT_OPTIONS)).toEqual([
      react('square'),
      { kind: 'react', unit: 'picardie-1', reaction: 'stand' },
      { kind: 'react', unit: 'picardie-1', reaction: 'fall-back' },
    ]);
    expect(checkBattleDecision(h.ctx.state, react('square'), DEFAULT_OPTIONS)).toBeNull();
    expect(checkBattleDecision(h.ctx.state, react('fire'), DEFAULT_OPTIONS)).toBe('fire is not open to picardie-1 now');
  });

  it('the attempt rolls 1d20 against twice the distance charged: formed, the square stops the horse', () => {
    // Charge move 3 -> 8", enough to reach the square; the attempt 1 (12 or less: twice the 6" charged).
    const h = harness(exampleBattle(flank), [10, 3, 15, 1]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(h.ctx.state.pendingCharge).toMatchObject({ gap: 6, move: 8 });
    resolveChargeReaction(h.ctx, 'square');
    expect(h.text()).toMatch(/Picardie forms square \(rolled 1, needed 12 or less\)/);
    expect(h.text()).toMatch(/fails to make contact with Picardie \(a formed square\): DISORDERED/);
    expect(h.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'steady', engaged: [] });
    expect(h.unit('queens-horse').engaged).toEqual([]);
  });

  it('a failed attempt is a DISORDERED square, and the horse goes in', () => {
    // Charge move 3 -> 8"; the attempt 20 (over 12); the melee comes in its own phase.
    const h = harness(exampleBattle(flank), [10, 3, 15, 20]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'square');
    expect(h.text()).toMatch(/Picardie forms a DISORDERED square \(rolled 20/);
    expect(h.unit('picardie-1')).toMatchObject({ formation: 'square', order: 'disordered' });
    expect(h.unit('queens-horse').engaged).toEqual(['picardie-1']);
  });

  it('flankChargedSquare: false: only stand or fall back, the square refused', () => {
    const s = exampleBattle(flank);
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    expect(chargeReactions(get('picardie-1'), get('queens-horse'), standOnly)).toEqual(['stand', 'fall-back']);
    const h = harness(s, [10, 2, 15], standOnly);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    expect(checkBattleDecision(h.ctx.state, react('square'), standOnly)).toBe('square is not open to picardie-1 now');
  });

  it('horse, batteries and foot already in square hit in the flank only stand or fall back; so does foot from the rear without the option', () => {
    const s = exampleBattle(flank);
    const get = (id: string) => s.units.find((u) => u.id === id)!;
    const qh = get('queens-horse');
    const inFlank = (changes: Partial<BattleUnit>) => ({ ...get('picardie-1'), ...changes });
    // The Gendarmes (Pf horse) where Picardie stands: neither fire nor countercharge.
    const gendarmes = { ...get('gendarmes'), x: 20, y: 20, facing: 0 };
    expect(chargeReactions(gendarmes, qh, DEFAULT_OPTIONS)).toEqual(['stand', 'fall-back']);
    expect(chargeReactions({ ...get('french-battery'), x: 20, y: 20, facing: 0 }, qh, DEFAULT_OPTIONS)).toEqual([
      'stand',
      'fall-back',
    ]);
    expect(chargeReactions(inFlank({ formation: 'square' }), qh, DEFAULT_OPTIONS)).toEqual(['stand', 'fall-back']);
    // From the rear: Queen's Horse behind Picardie (facing down the table), charging up it.
    const picardie = get('picardie-1');
    const rear = { ...picardie, x: 20, y: 20, facing: Math.PI / 2 };
    const behind = { ...qh, x: 20, y: 12 };
    expect(chargeReactions(rear, behind, DEFAULT_OPTIONS)).toEqual(['square', 'stand', 'fall-back']);
    expect(chargeReactions(rear, behind, standOnly)).toEqual(['stand', 'fall-back']);
  });
});
