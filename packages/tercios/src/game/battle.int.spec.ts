import { createGame, Game, playGame, replay, Rng, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { battleInvariants } from './invariants.js';
import { reduceBattle } from './reduce.js';

type TGame = Game<BattleState, BattleDecision, BattleEvent>;

const bots = () => ({ A: tercios.bots.competent!(), B: tercios.bots.random!() });

/** Drives a game with bots (each with its own generator, as playGame does) until `stop` says so. */
function drive(
  game: TGame,
  players: Record<string, Bot>,
  rngs: Record<string, Rng>,
  stop: (g: TGame) => boolean,
): number {
  let n = 0;
  for (let p = game.activePlayer(); p !== null && !stop(game); p = game.activePlayer()) {
    const d = players[p]!.decide({
      state: game.state,
      player: p,
      legal: game.legalDecisions(),
      rng: rngs[p]!,
    }) as BattleDecision;
    const r = game.decide(d);
    if (!r.ok) throw new Error(r.reason);
    n++;
  }
  return n;
}

describe('a whole battle between two bots', () => {
  const first = playGame(tercios, tercios.exampleScenario(), { seed: 'determinism', bots: bots() }) as unknown as TGame;

  it('ends within maxDecisions with a result in the rules words', () => {
    expect(first.isOver()).toBe(true);
    const r = first.result();
    expect(['decisive', 'clear', 'narrow', 'pyrrhic', 'draw', 'army destroyed', 'mutual destruction']).toContain(
      r.victory,
    );
    expect(r.turns).toBeGreaterThanOrEqual(5);
    expect(r.turns).toBeLessThanOrEqual(8);
    const decisions = first.log.filter((e) => e.type === 'decision').length;
    expect(decisions).toBeLessThanOrEqual(tercios.maxDecisions);
  });

  it('gives an identical log for the same seed, and core replay reproduces it', () => {
    const again = playGame(tercios, tercios.exampleScenario(), { seed: 'determinism', bots: bots() });
    expect(JSON.stringify(again.save())).toBe(JSON.stringify(first.save()));
    const report = replay(tercios, JSON.parse(JSON.stringify(first.save())));
    expect(report.identical).toBe(true);
  });

  it('keeps the sequence invariants at every step: one activation per unit and turn, the turn ends only when no troop can act', () => {
    let state =
      first.log.length > 0 ? createGame(tercios, tercios.exampleScenario(), { seed: 'determinism' }).state : null;
    expect(state).not.toBeNull();
    let turnEnds = 0;
    for (const entry of first.log) {
      // Invariants hold between decisions (within one, events pass through intermediate states).
      if (entry.type === 'decision') expect(battleInvariants(state!)).toEqual([]);
      if (entry.type !== 'event') continue;
      const event = entry.event;
      if (event.kind === 'turn-ended') {
        // Game Sequence: "until there are no more Troop units to activate on either side".
        expect(state!.units.every((u) => u.destroyed || u.activated)).toBe(true);
        turnEnds++;
      }
      if (event.kind === 'activation-started') expect(state!.activations[event.unit] ?? 0).toBe(0);
      state = reduceBattle(state!, event);
    }
    expect(battleInvariants(state!)).toEqual([]);
    expect(turnEnds).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(state)).toBe(JSON.stringify(first.state));
  });

  it('a battle saved mid-turn and resumed ends exactly as the uninterrupted one', () => {
    const seed = 'resume';
    const scenario = tercios.exampleScenario();
    const full = createGame(tercios, scenario, { seed }) as unknown as TGame;
    const cut = createGame(tercios, scenario, { seed }) as unknown as TGame;
    const mk = () => ({
      rngs: { A: Rng.fromSeed(`${seed}/bot/A`), B: Rng.fromSeed(`${seed}/bot/B`) },
      players: bots() as Record<string, Bot>,
    });
    const f = mk();
    const c = mk();
    // Stop in the middle of turn 2's Action phase.
    const midTurn = (g: TGame) =>
      g.state.turn === 2 && g.state.stage === 'action' && Object.keys(g.state.activations).length >= 3;
    drive(cut, c.players, c.rngs, midTurn);
    expect(cut.state.stage).toBe('action');
    const saved = JSON.parse(JSON.stringify(cut.save()));
    const resumed = Game.resume(tercios, saved) as unknown as TGame;
    drive(full, f.players, f.rngs, () => false);
    drive(resumed, c.players, c.rngs, () => false);
    expect(resumed.isOver()).toBe(true);
    expect(JSON.stringify(resumed.save().log)).toBe(JSON.stringify(full.save().log));
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(full.state));
  });

  it('refuses an illegal decision as a value, naming why', () => {
    const game = createGame(tercios, tercios.exampleScenario(), { seed: 'illegal' }) as unknown as TGame;
    expect(game.decide({ kind: 'activate', unit: 'A1-1' })).toMatchObject({ ok: false });
    expect(game.decide({ kind: 'order', unit: 'B1-1', order: 'fire' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a unit of side A/),
    });
    expect(game.decide({ kind: 'order', unit: 'A1-1', order: 'fire' })).toEqual({ ok: true });
    expect(game.decide({ kind: 'order', unit: 'A1-1', order: 'run' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/already has its order/),
    });
  });
});
