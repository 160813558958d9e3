import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/options.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import type { BattleState, BattleUnit } from './State.js';
import { chargeReactions, resolveCharge, resolveChargeReaction } from './resolveCharge.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

/** The example battle, A with the initiative and both CinCs' phase 1 decisions made, some units changed. */
function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

const unit = (s: BattleState, id: string) => s.units.find((u) => u.id === id)!;
const reactionsTo = (state: BattleState) =>
  legalBattleDecisions(state).map((d) => (d.kind === 'react' ? d.reaction : d.kind));

describe('"Foot may not manoeuvre and Fire" (Manoeuvre; ruling R27: not after a full move or a formation change) and fire at chargers', () => {
  it('foot that formed square against one charge are not offered fire at the next charge of the turn', () => {
    // Queen's Horse charge Picardie from 6": test 10 (6+), move 2 x 2 + 2 = 6"; Picardie's morale 15 + 2 (FRESH) + 2
    // (STEADY) = 19, STEADY; square attempt 5 (at most 2 x 6"): formed, and the horse are halted (ruling R13).
    const h = harness(battle({ 'queens-horse': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 16 } }), [10, 2, 15, 5]);
    resolveCharge(h.ctx, 'queens-horse', 'picardie-1');
    resolveChargeReaction(h.ctx, 'square');
    expect(unit(h.ctx.state, 'picardie-1')).toMatchObject({ formation: 'square', moved: 'moved', engaged: [] });
    // The horse ride away; the Royal Scots charge the square from 2": test 18 (18+), move 1 + 1 = 2"; Picardie's
    // morale 19 again, STEADY. The square changed formation this turn: it may stand or fall back, not fire.
    const s = h.ctx.state;
    const next = harness(
      {
        ...s,
        units: s.units.map((u) =>
          u.id === 'queens-horse' ? { ...u, x: 60, y: 14 } : u.id === 'royal-scots' ? { ...u, x: 20, y: 14 } : u,
        ),
      },
      [18, 1, 15],
    );
    resolveCharge(next.ctx, 'royal-scots', 'picardie-1');
    expect(next.ctx.state.pendingCharge).toMatchObject({ charger: 'royal-scots', target: 'picardie-1' });
    expect(reactionsTo(next.ctx.state)).toEqual(['stand', 'fall-back']);
  });

  it('foot that made a full move this turn may attempt square, not fire; after holding or a Move & Fire move they may fire', () => {
    const s = battle({ 'queens-horse': { x: 20, y: 10 }, 'picardie-1': { x: 20, y: 16 } });
    const horse = unit(s, 'queens-horse');
    const picardie = unit(s, 'picardie-1');
    expect(chargeReactions({ ...picardie, moved: 'moved' }, horse)).toEqual(['square', 'stand', 'fall-back']);
    expect(chargeReactions({ ...picardie, moved: 'move-and-fire' }, horse)).toEqual([
      'fire',
      'square',
      'stand',
      'fall-back',
    ]);
    expect(chargeReactions({ ...picardie, moved: 'none' }, horse)).toEqual(['fire', 'square', 'stand', 'fall-back']);
    // Midway through a two-move formation change (re-forming line from square, begun last turn): no fire, as in the
    // fire phases.
    expect(
      chargeReactions({ ...picardie, formation: 'square', changing: { to: 'line', movesLeft: 1 } }, horse),
    ).toEqual(['stand', 'fall-back']);
  });
});
