import { createGame, Game, playGame, replay, Rng, type Bot } from '@muster/core';
import { describe, expect, it } from 'vitest';
import { tercios } from '../ruleset.js';
import { exampleScenario } from '../scenario/exampleScenario.js';
import type { BattleDecision } from './Decision.js';
import type { BattleEvent } from './Event.js';
import type { BattleState } from './State.js';
import { battleInvariants } from './invariants.js';

// The questions asked in the middle of a decision (game/pausedResolution.ts) in whole battles. Automatic Kingdoms
// Traits > Selfless: "a unit attached to this commander that fails a rout test may re-roll its dice"; Commanders and
// Losses > In the wrong place: "If it obtains at least one success, it may make a movement to move away from the
// enemy". The bots answer them (the random bot either way, anywhere legal), and a battle stopped at a question is a
// game like any other: it replays from its log, and saved there and resumed it ends as the uninterrupted one. Movement
// > Overlap's choice for a friendly commander passed through ("may choose to join the unit that it passes through") is
// asked at the passing too (option battle.passedThroughWhen, default 'at-passing').

type TGame = Game<BattleState, BattleDecision, BattleEvent>;

/** The example battle with every commander Selfless (each attached one's unit may re-roll its failed rout tests). */
function selflessScenario() {
  const scenario = exampleScenario();
  for (const side of ['A', 'B'] as const)
    for (const c of scenario.forces[side].commanders) c.traits = [...c.traits, 'selfless'];
  return scenario;
}

const kindsOf = (game: TGame) => game.log.flatMap((e) => (e.type === 'decision' ? [e.decision.kind as string] : []));

describe('questions asked in the middle of a decision, in whole battles', () => {
  it('the bots answer them; every battle keeps its invariants and replays identically from its log', () => {
    const asked = { selfless: 0, escape: 0, declined: 0, passed: 0 };
    // Seeds with each question (since the passed-through question is asked at the passing, escapes come on 8; since
    // forced moves pass friendly guns, the random bot declines a re-roll on 24).
    for (const i of [0, 1, 2, 3, 8, 12, 24]) {
      const bots: Record<string, Bot> =
        i % 2 === 0
          ? { A: tercios.bots.random!(), B: tercios.bots.competent!() }
          : { A: tercios.bots.competent!(), B: tercios.bots.random!() };
      const game = playGame(tercios, selflessScenario(), { seed: `paused-${i}`, bots }) as unknown as TGame;
      expect(game.isOver()).toBe(true);
      expect(battleInvariants(game.state)).toEqual([]);
      const kinds = kindsOf(game);
      asked.selfless += kinds.filter((k) => k === 'selfless-reroll' || k === 'no-selfless-reroll').length;
      asked.declined += kinds.filter((k) => k === 'no-selfless-reroll').length;
      asked.escape += kinds.filter((k) => k === 'escape').length;
      asked.passed += kinds.filter((k) => k === 'passed-through').length;
      const saved = JSON.parse(JSON.stringify(game.save()));
      expect(replay(tercios, saved).identical).toBe(true);
    }
    // Both questions came up, and the random bot declined a re-roll at least once.
    expect(asked.selfless).toBeGreaterThan(0);
    expect(asked.declined).toBeGreaterThan(0);
    expect(asked.escape).toBeGreaterThan(0);
    expect(asked.passed).toBeGreaterThan(0);
  });

  it('saved while a question waits and resumed, a battle ends exactly as the uninterrupted one', () => {
    // Seeds of battles where a Selfless re-roll (paused-0), an escape (paused-7) and a friendly commander passed through
    // (paused-4) are asked; one where a decision that has had a commander passed through answered stops again at a
    // Selfless question (paused-12), and one where it stops at a second commander passed through (paused-20).
    const answered = (s: BattleState) => s.resume?.answers.some((a) => a.kind === 'passed-through') === true;
    for (const [seed, waiting] of [
      ['paused-0', (s: BattleState) => s.selfless != null],
      ['paused-7', (s: BattleState) => s.escapes != null],
      ['paused-4', (s: BattleState) => s.resume != null && s.passedThrough != null],
      ['paused-12', (s: BattleState) => s.selfless != null && answered(s)],
      ['paused-20', (s: BattleState) => s.passedThrough != null && (s.resume?.answers.length ?? 0) > 0],
    ] as const) {
      const mk = () => ({
        rngs: { A: Rng.fromSeed(`${seed}/bot/A`), B: Rng.fromSeed(`${seed}/bot/B`) },
        players: { A: tercios.bots.random!(), B: tercios.bots.competent!() } as Record<string, Bot>,
      });
      const full = createGame(tercios, selflessScenario(), { seed }) as unknown as TGame;
      const f = mk();
      drive(full, f.players, f.rngs, () => false);
      const cut = createGame(tercios, selflessScenario(), { seed }) as unknown as TGame;
      const c = mk();
      drive(cut, c.players, c.rngs, (g) => waiting(g.state));
      expect(waiting(cut.state)).toBe(true);
      expect(cut.state.resume).not.toBeNull();
      const resumed = Game.resume(tercios, JSON.parse(JSON.stringify(cut.save()))) as unknown as TGame;
      drive(resumed, c.players, c.rngs, () => false);
      expect(resumed.isOver()).toBe(true);
      expect(JSON.stringify(resumed.save().log)).toBe(JSON.stringify(full.save().log));
      expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(full.state));
    }
  });
});

/** Drives a game with bots (each with its own generator, as playGame does) until `stop` says so. */
function drive(game: TGame, players: Record<string, Bot>, rngs: Record<string, Rng>, stop: (g: TGame) => boolean) {
  for (let p = game.activePlayer(); p !== null && !stop(game); p = game.activePlayer()) {
    const d = players[p]!.decide({ state: game.state, player: p, legal: game.legalDecisions(), rng: rngs[p]! });
    const r = game.decide(d);
    if (!r.ok) throw new Error(r.reason);
  }
}
