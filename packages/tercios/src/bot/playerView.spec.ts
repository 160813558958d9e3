import { Rng, createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import type { BattleState, Order } from '../game/State.js';
import { DEFAULT_TERCIOS_OPTIONS } from '../options/options.js';
import { tercios } from '../ruleset.js';
import { legalBattleDecisions } from '../sequence/sequence.js';
import { competentBot } from './competentBot.js';
import { playerView } from './playerView.js';

const NEXT: Record<Order, Order> = { ready: 'assault', assault: 'run', run: 'fire', fire: 'resist', resist: 'ready' };

/** The state with every face-down card of `enemy` changed to another order. */
function otherHiddenOrders(state: BattleState, enemy: 'A' | 'B'): BattleState {
  return {
    ...state,
    units: state.units.map((u) =>
      u.side === enemy && u.order !== null && u.id !== state.acting?.unit ? { ...u, order: NEXT[u.order] } : u,
    ),
  };
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
      if (
        step % 3 === 0 &&
        state.units.some((u) => u.side === enemy && u.order !== null && u.id !== state.acting?.unit)
      ) {
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
