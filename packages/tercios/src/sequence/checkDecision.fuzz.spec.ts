import { createGame, Game, Rng } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleEvent } from '../game/Event.js';
import type { BattleState } from '../game/State.js';
import { tercios } from '../ruleset.js';

type TGame = Game<BattleState, BattleDecision, BattleEvent>;

/** A game driven by the bots to the middle of turn 2 (a unit acting), then saved. */
function midGame(): unknown {
  const game = createGame(tercios, tercios.exampleScenario(), { seed: 'fuzz' }) as unknown as TGame;
  const bots = { A: tercios.bots.competent!(), B: tercios.bots.random!() };
  const rngs = { A: Rng.fromSeed('fuzz/A'), B: Rng.fromSeed('fuzz/B') };
  for (
    let p = game.activePlayer();
    p !== null && !(game.state.turn === 2 && game.state.acting);
    p = game.activePlayer()
  ) {
    const side = p as 'A' | 'B';
    game.decide(
      bots[side].decide({
        state: game.state,
        player: p,
        legal: game.legalDecisions(),
        rng: rngs[side],
      }),
    );
  }
  return game.save();
}

const id = fc.constantFrom('A1-1', 'A2-1', 'B1-1', 'B3-2', 'A-cc', 'B1-cmd', 'nobody', '');
const point = fc.record({
  x: fc.double({ min: -50, max: 150, noNaN: true }),
  y: fc.double({ min: -50, max: 100, noNaN: true }),
});
const order = fc.constantFrom('ready', 'assault', 'run', 'fire', 'resist', 'dance');
const decision = fc.oneof(
  fc.record({ kind: fc.constant('order'), unit: id, order }),
  fc.record({ kind: fc.constant('activate'), unit: id }),
  fc.record({ kind: fc.constant('move'), to: point }),
  fc.record({ kind: fc.constant('shoot'), target: id }),
  fc.record({ kind: fc.constant('charge'), target: id }),
  fc.record({ kind: fc.constant('reorient'), to: fc.constantFrom('left', 'right', 'rear', 'up') }),
  fc.record({
    kind: fc.constant('command'),
    commander: id,
    to: fc.option(point, { nil: null }),
    action: fc.oneof(
      fc.record({ kind: fc.constant('rally'), unit: id }),
      fc.record({ kind: fc.constant('join'), unit: id }),
      fc.record({ kind: fc.constant('bold'), unit: id, order }),
    ),
  }),
  fc.record({ kind: fc.constantFrom('end', 'reorganise', 'hitch', 'unhitch', 'no-reaction') }),
  fc.record({ kind: fc.constant('react'), unit: id, reaction: fc.constantFrom('volley', 'evasion', 'bogus') }),
  fc.anything(),
);

describe('hostile decisions', () => {
  const saved = JSON.stringify(midGame());
  let current: TGame | null = null;
  const game = (): TGame => (current ??= Game.resume(tercios, JSON.parse(saved)) as unknown as TGame);

  it('never crash: every decision is either played or refused with a reason', () => {
    fc.assert(
      fc.property(decision, (d) => {
        const outcome = game().decide(d as BattleDecision);
        if (!outcome.ok) expect(outcome.reason.length).toBeGreaterThan(0);
        else current = null; // a legal decision changed the game: start again from the save
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
