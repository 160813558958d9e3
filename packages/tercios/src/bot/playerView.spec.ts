import { Rng, createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { fixtureState, unitOf } from '../game/__fixtures__/battleFixture.js';
import { reduceBattle } from '../game/reduce.js';
import type { BattleState, Order } from '../game/State.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { tercios } from '../ruleset.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { competentBot } from './competentBot.js';
import { playerView } from './playerView.js';

const NEXT: Record<Order, Order> = { ready: 'assault', assault: 'run', run: 'fire', fire: 'resist', resist: 'ready' };

/** The state with every face-down card of `enemy` changed to another order (a Brigade card already revealed stays). */
function otherHiddenOrders(state: BattleState, enemy: 'A' | 'B'): BattleState {
  return {
    ...state,
    units: state.units.map((u) => (u.side === enemy && faceDownCard(state, u) ? { ...u, order: NEXT[u.order!] } : u)),
  };
}

/** Whether the unit's card is face down: placed, not the acting unit's, not a Brigade card already revealed. */
function faceDownCard(state: BattleState, u: BattleState['units'][number]): boolean {
  const brigadeSeen =
    u.brigade !== null && state.units.some((o) => o.side === u.side && o.brigade === u.brigade && o.activated);
  return u.order !== null && u.id !== state.acting?.unit && !brigadeSeen;
}

describe('playerView: Order cards are face down', () => {
  it("hides the enemy's planned orders and keeps the player's own and the revealed card", () => {
    const game = createGame(tercios, tercios.exampleScenario(), { seed: 'view' });
    // Side A plans every unit: B's view of A's cards says only that a card is there.
    while (game.state.stage === 'planning' && game.activePlayer() === 'A') game.decide(game.legalDecisions()[1]);
    const state = game.state;
    const a = state.units.filter((u) => u.side === 'A');
    expect(a.every((u) => u.order === 'assault')).toBe(true);
    expect(
      playerView(state, 'B')
        .units.filter((u) => u.side === 'A')
        .every((u) => u.order === 'ready'),
    ).toBe(true);
    expect(playerView(state, 'A')).toBe(state);
  });

  it('a Brigade\'s shared card is revealed when one of its units reacts or is activated (Brevis: "though a reaction by one reveals the shared order")', () => {
    const s0 = fixtureState({
      A: [
        { unit: unitOf('t1', 'tercio'), at: { x: 20, y: 10, facing: 90 } },
        { unit: unitOf('t2', 'tercio'), at: { x: 36, y: 10, facing: 90 } },
        { unit: unitOf('t3', 'tercio'), at: { x: 52, y: 10, facing: 90 } },
      ],
      B: [{ unit: unitOf('b', 'tercio'), at: { x: 36, y: 40, facing: -90 } }],
    });
    const planned = [
      ['t1', 'b1'],
      ['t2', 'b1'],
      ['t3', null],
    ] as const;
    const s1 = planned.reduce(
      (s, [unit, brigade]) => reduceBattle(s, { kind: 'order-placed', unit, order: 'fire', brigade }),
      s0,
    );
    const seen = (s: BattleState) =>
      playerView(s, 'B')
        .units.filter((u) => u.side === 'A')
        .map((u) => u.order);
    expect(seen(s1)).toEqual(['ready', 'ready', 'ready']);
    // t1 reacts with its Fire! volley: its card is spent, and t2's (the same card) is seen; t3's stays face down.
    const s2 = reduceBattle(s1, { kind: 'reaction', unit: 't1', order: 'fire', response: 'volley' });
    expect(seen(s2)).toEqual([null, 'fire', 'ready']);
  });

  it("the competent bot's decision does not change when the enemy's hidden orders change", () => {
    const game = createGame(tercios, tercios.exampleScenario(), { seed: 'face-down' });
    const bots = { A: competentBot(DEFAULT_TERCIOS_OPTIONS), B: competentBot(DEFAULT_TERCIOS_OPTIONS) };
    let compared = 0;
    for (let step = 0; step < 400 && !game.isOver(); step++) {
      const player = game.activePlayer() as 'A' | 'B';
      const state = game.state;
      const legal = game.legalDecisions();
      const decision = bots[player].decide({ state, player, legal, rng: Rng.fromSeed(`${step}`) });
      const enemy = player === 'A' ? 'B' : 'A';
      if (step % 3 === 0 && state.units.some((u) => u.side === enemy && faceDownCard(state, u))) {
        const changed = otherHiddenOrders(state, enemy);
        expect(changed).not.toEqual(state);
        expect(playerView(changed, player)).toEqual(playerView(state, player));
        const legalChanged = legalBattleDecisions(changed, DEFAULT_TERCIOS_OPTIONS);
        expect(
          bots[player].decide({ state: changed, player, legal: legalChanged, rng: Rng.fromSeed(`${step}`) }),
        ).toEqual(decision);
        compared++;
      }
      expect(game.decide(decision).ok).toBe(true);
    }
    expect(compared).toBeGreaterThan(50);
  });
});
