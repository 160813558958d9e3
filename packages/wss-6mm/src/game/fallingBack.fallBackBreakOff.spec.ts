import { ScriptedDice } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, Wss6mmOptionsSchema } from '../options/options.js';
import type { BattleState, BattleUnit } from './State.js';
import { compulsoryMoves } from './compulsoryMoves.js';
import { meleePhase } from './meleePhase.js';
import { setupBattle } from './setup.js';
import { exampleScenario } from './Scenario.js';
import { harness } from './__fixtures__/harness.js';

// Ruling R44 (fallBackBreakOff). Resolve Test: "-2 - 2 FALL BACK and break off combat where possible." Melee: "Opponent
// falling back +3"; Rallying: "In contact with enemy" in the FALL BACK column.

function battle(changes: Record<string, Partial<BattleUnit>>): BattleState {
  const s = setupBattle(exampleScenario(), ScriptedDice.of([10, 5]), DEFAULT_OPTIONS);
  return { ...s, cincPending: [], units: s.units.map((u) => (changes[u.id] ? { ...u, ...changes[u.id] } : u)) };
}

// Picardie (B, facing down the table, 0.75" deep) in melee with the 1st Foot Guards at y 35.25: its rear is on its own
// table edge (y 36), so it cannot step back.
const atEdge = {
  'foot-guards': { x: 20, y: 35.25, engaged: ['picardie-1'] },
  'picardie-1': { x: 20, y: 35.25, engaged: ['foot-guards'] },
};
// Melee: the Guards roll 20 (4 foot elements: two hits), Picardie 1 (none). Picardie's morale (lost elements, losing):
// 15 + 2 (FRESH) + 2 (STEADY) - 2 = 17: STEADY. Its Resolve: 5 - 4 (hit difference -2) = 1: FALL BACK.
const round1 = [20, 1, 15, 5];
const unlessBlocked = Wss6mmOptionsSchema.parse({ fallBackBreakOff: 'unless-blocked' });

describe('ruling R44: "FALL BACK and break off combat where possible" (fallBackBreakOff)', () => {
  it('by default (always) a unit that falls back breaks off, even against its table edge, and is pursued', () => {
    const h = harness(battle(atEdge), round1);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie takes a resolve test \(hit difference -2\): rolled 5, score 1: FALL BACK/);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: [] });
    expect(h.unit('foot-guards')).toMatchObject({ engaged: [], pursuing: 'picardie-1' });
  });

  it('unless-blocked: with its rear on the table edge it stays in melee, falling back, and its enemy gets "+3"', () => {
    const h = harness(battle(atEdge), [...round1, 10, 1, 15], unlessBlocked);
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/Picardie FALLS BACK \(resolve 1\), unable to break off/);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: ['foot-guards'] });
    expect(h.unit('foot-guards')).toMatchObject({ engaged: ['picardie-1'], pursuing: null });
    // The next round: the Guards roll 10 + 3 (opponent falling back) = 13.
    meleePhase(h.ctx);
    expect(h.text()).toMatch(/1st Foot Guards fights with 4 element\(s\): rolled 10, score 13/);
  });

  it('unless-blocked: a unit with room behind it breaks off as before; a blocked one leaves once it has room', () => {
    const room = {
      'foot-guards': { x: 20, y: 20, engaged: ['picardie-1'] },
      'picardie-1': { x: 20, y: 20, engaged: ['foot-guards'] },
    };
    const h = harness(battle(room), round1, unlessBlocked);
    meleePhase(h.ctx);
    expect(h.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: [] });
    // Blocked by an enemy behind it (the Royal Scots at its rear), then the Scots are gone: in its compulsory move
    // (a 3: 3") it falls back and leaves the melee.
    const behind = { ...room, 'royal-scots': { x: 20, y: 21.125, facing: Math.PI / 2 } };
    const b = harness(battle(behind), [...round1, 3, 20, 20], unlessBlocked);
    meleePhase(b.ctx);
    expect(b.unit('picardie-1')).toMatchObject({ order: 'falling-back', engaged: ['foot-guards'] });
    // Its compulsory move (a 3) finds no room: it stays where it is, in the melee.
    compulsoryMoves(b.ctx, 'picardie');
    expect(b.unit('picardie-1')).toMatchObject({ y: 20, engaged: ['foot-guards'] });
    const state = b.ctx.state;
    const gone = harness(
      { ...state, units: state.units.map((u) => (u.id === 'royal-scots' ? { ...u, x: 17.5, y: 6 } : u)) },
      [3, 20, 20],
      unlessBlocked,
    );
    compulsoryMoves(gone.ctx, 'picardie');
    expect(gone.unit('picardie-1')).toMatchObject({ y: 23, engaged: [] });
    expect(gone.unit('foot-guards').engaged).toEqual([]);
  });
});
