import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Bot } from '../bot/Bot.js';
import type { LogEntry } from '../log/LogEntry.js';
import type { DecisionOf, EventOf, Ruleset, StateOf } from '../ruleset/Ruleset.js';
import { raceRuleset, type RaceDecision, type RaceEvent, type RaceState } from '../testing/raceRuleset.js';
import { createGame, Game, type GameOf } from './Game.js';
import { playGame } from './playGame.js';
import { replay } from './replay.js';
import type { SavedGame } from './SavedGame.js';

// The type assertions here are checked by `tsc` (the package's typecheck): a game whose state degrades to
// `unknown` or `any` fails to compile. The run-time assertions check the same games play.
const bots = { A: raceRuleset.bots.competent!(), B: raceRuleset.bots.random!() };

describe('typed games', () => {
  it('a ruleset type names its state, decision and event types', () => {
    expectTypeOf<StateOf<typeof raceRuleset>>().toEqualTypeOf<RaceState>();
    expectTypeOf<DecisionOf<typeof raceRuleset>>().toEqualTypeOf<RaceDecision>();
    expectTypeOf<EventOf<typeof raceRuleset>>().toEqualTypeOf<RaceEvent>();
    expectTypeOf<StateOf<Ruleset>>().toBeUnknown();
    expect(raceRuleset.id).toBe('race');
  });

  it('createGame infers the game types from the ruleset', () => {
    const game = createGame(raceRuleset, { start: 0 }, { seed: 'typed' });
    expectTypeOf(game).toEqualTypeOf<GameOf<typeof raceRuleset>>();
    expectTypeOf(game.state).toEqualTypeOf<RaceState>();
    expectTypeOf(game.legalDecisions()).toEqualTypeOf<RaceDecision[]>();
    expectTypeOf(game.log).toEqualTypeOf<readonly LogEntry<RaceDecision, RaceEvent>[]>();
    expectTypeOf(game.save()).toEqualTypeOf<SavedGame<RaceState, RaceDecision, RaceEvent>>();
    expect(game.decide({ kind: 'advance' })).toEqual({ ok: true });
    expect(game.state.pos.A + game.state.pos.B).toBeGreaterThan(0);
  });

  it('playGame, replay and Game.resume carry the same types', () => {
    const game = playGame(raceRuleset, { start: 0 }, { seed: 'typed', bots });
    expectTypeOf(game.state).toEqualTypeOf<RaceState>();
    const saved: unknown = JSON.parse(JSON.stringify(game.save()));
    const report = replay(raceRuleset, saved);
    expectTypeOf(report.game.state).toEqualTypeOf<RaceState>();
    const resumed = Game.resume(raceRuleset, saved);
    expectTypeOf(resumed.state).toEqualTypeOf<RaceState>();
    expect(report.identical).toBe(true);
    expect(resumed.state).toEqual(game.state);
    expect(Math.max(game.state.pos.A, game.state.pos.B)).toBeGreaterThanOrEqual(10);
  });

  it('playGame hands the bots and onDecision the typed state', () => {
    const seen: number[] = [];
    const alwaysAdvance: Bot<RaceState, RaceDecision> = {
      id: 'advance',
      description: 'advances',
      decide: ({ state }) => {
        expectTypeOf(state).toEqualTypeOf<RaceState>();
        return { kind: 'advance' };
      },
    };
    playGame(
      raceRuleset,
      { start: 0 },
      {
        seed: 'typed',
        bots: { A: alwaysAdvance, B: alwaysAdvance },
        onDecision: (game) => seen.push(game.state.turns),
      },
    );
    expect(seen.length).toBeGreaterThan(0);
  });

  it('an untyped ruleset gives an untyped game, and explicit types still apply', () => {
    const untyped: Ruleset = raceRuleset;
    expectTypeOf(createGame(untyped, { start: 0 }, { seed: 'u' }).state).toBeUnknown();
    const explicit = createGame<RaceState, RaceDecision, RaceEvent>(untyped, { start: 0 }, { seed: 'u' });
    expectTypeOf(explicit.state).toEqualTypeOf<RaceState>();
    expect(explicit.state.pos).toEqual({ A: 0, B: 0 });
  });

  it('a malformed decision from outside is refused as a value', () => {
    const game = createGame(raceRuleset, { start: 0 }, { seed: 'typed' });
    const fromFile: unknown = JSON.parse('{"kind":"fly"}');
    expect(game.decide(fromFile)).toMatchObject({ ok: false });
  });
});
