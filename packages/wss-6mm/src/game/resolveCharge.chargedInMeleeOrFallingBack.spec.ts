import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R42 (chargedInMeleeOrFallingBack). Charges: "Charged units should take a morale test. Charged Infantry Units,
// which pass their morale test may attempt to either fire or form Square." Nothing says whether a unit already in
// melee or falling back has these reactions.

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// The 1st Foot Guards 2" in front of Picardie, which is in melee with the Royal Scots (or falling back).
const inMelee = {
  'foot-guards': { x: 20, y: 14 },
  'picardie-1': { x: 20, y: 16, engaged: ['royal-scots'] },
  'royal-scots': { engaged: ['picardie-1'] },
};
const fallingBack = { 'foot-guards': { x: 20, y: 14 }, 'picardie-1': { x: 20, y: 16, order: 'falling-back' as const } };

const reactions = (s: BattleState, options = DEFAULT_OPTIONS) =>
  legalBattleDecisions(s, options).map((d) => (d.kind === 'react' ? d.reaction : d.kind));

describe('ruling R42: a charged unit already in melee or falling back (chargedInMeleeOrFallingBack)', () => {
  // The Guards charge: test 18 (18+), move 1 + 1 = 2". Picardie's morale 15 + 2 (FRESH) + 2 (STEADY) = 19 in melee,
  // 15 + 2 (FRESH) = 17 falling back: STEADY, it passes.
  it('by default (no-reaction) a unit in melee passes its test and the charge goes in at once: it joins the melee', () => {
    const h = harness(battle(inMelee), [18, 1, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.text()).toMatch(
      /Picardie takes a morale test \(charged by 1st Foot Guards\): rolled 15, score 19: STEADY/,
    );
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('picardie-1').engaged).toEqual(['royal-scots', 'foot-guards']);
  });

  it('fire-only: the unit in melee may fire at the charger (or stand); all-reactions: the whole list', () => {
    const fire = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'fire-only' });
    const h = harness(battle(inMelee), [18, 1, 15], fire);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.ctx.state.pendingCharge).not.toBeNull();
    expect(reactions(h.ctx.state, fire)).toEqual(['fire', 'stand']);
    const all = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'all-reactions' });
    const a = harness(battle(inMelee), [18, 1, 15], all);
    resolveCharge(a.ctx, 'foot-guards', 'picardie-1');
    expect(reactions(a.ctx.state, all)).toEqual(['fire', 'square', 'stand', 'fall-back']);
  });

  it('a unit falling back: by default no reaction (contacted, it routs); fire-only: fire; all: all but falling back', () => {
    const h = harness(battle(fallingBack), [18, 1, 15]);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    expect(h.text()).toMatch(
      /Picardie takes a morale test \(charged by 1st Foot Guards\): rolled 15, score 17: STEADY/,
    );
    expect(h.ctx.state.pendingCharge).toBeNull();
    expect(h.unit('picardie-1').order).toBe('routed');
    const fire = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'fire-only' });
    const f = harness(battle(fallingBack), [18, 1, 15], fire);
    resolveCharge(f.ctx, 'foot-guards', 'picardie-1');
    expect(reactions(f.ctx.state, fire)).toEqual(['fire', 'stand']);
    const all = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'all-reactions' });
    const a = harness(battle(fallingBack), [18, 1, 15], all);
    resolveCharge(a.ctx, 'foot-guards', 'picardie-1');
    expect(reactions(a.ctx.state, all)).toEqual(['fire', 'square', 'stand']);
  });

  it('all-reactions: a unit in melee that elects to fall back breaks off its melee (ruling R44)', () => {
    // The Guards charge from 6" away: move 1 + 1 = 2", short. Picardie has elected to fall back and left the melee.
    const all = Wss6mmOptionsSchema.parse({ chargedInMeleeOrFallingBack: 'all-reactions' });
    const h = harness(battle({ ...inMelee, 'foot-guards': { x: 20, y: 10 } }), [18, 1, 15], all);
    resolveCharge(h.ctx, 'foot-guards', 'picardie-1');
    resolveChargeReaction(h.ctx, 'fall-back');
    expect(h.text()).toMatch(/1st Foot Guards charges 2" and fails to make contact with Picardie/);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: [] });
    expect(h.unit('royal-scots').engaged).toEqual([]);
    // Charges: "Units may elect to Fall Back": the log says why it falls back.
    expect(h.text()).toMatch(/Picardie FALLS BACK \(elects to fall back\)\n/);
  });
});
