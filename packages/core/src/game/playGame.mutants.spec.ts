// playGame's contract, on the Race fixture: bots play a game to its end, each side drawing on its own generator
// seeded from the game seed and the side; a side without a bot uses the first one given; a game that does not end
// within the ruleset's bound, a bot with no legal decision and a bot's illegal decision are internal errors.
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { Bot, BotView } from '../bot/Bot.js';
import { Rng } from '../dice/Rng.js';
import { ScriptedDice } from '../dice/ScriptedDice.js';
import type { SequencePlugin } from '../plugins/SequencePlugin.js';
import { DicePluginToken, SequencePluginToken } from '../plugins/tokens.js';
import type { Ruleset } from '../ruleset/Ruleset.js';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { raceRuleset, raceSequence, type RaceDecision, type RaceState } from '../testing/raceRuleset.js';
import type { Game } from './Game.js';
import { playGame, playPreparedGame } from './playGame.js';
import { prepareGames } from './prepareGames.js';

type View = BotView<RaceState, RaceDecision>;
const race = raceRuleset;
const start = { start: 0 };

/** Typed-in dice with these faces (the rules of the race roll a d2 for who goes first, then a d6 a stride). */
const typed = (faces: number[]) => (container: Container) =>
  container.rebind(DicePluginToken).toConstantValue({
    id: 'test/typed',
    description: 'typed-in dice',
    create: () => ScriptedDice.of(faces),
    resume: () => ScriptedDice.of([]),
    save: () => null,
  });

/** A bot that always takes `kind`, recording every view it is shown. */
function recording(kind: RaceDecision['kind'], id = kind) {
  const views: View[] = [];
  const bot: Bot<RaceState, RaceDecision> = {
    id,
    description: `always ${kind}`,
    decide: (view) => {
      views.push(view);
      return { kind };
    },
  };
  return { bot, views };
}

/** The race with its sequence replaced (`configure` rebinds it). */
const sequenceOf = (sequence: SequencePlugin<RaceState, RaceDecision>) => (container: Container) =>
  container.rebind(SequencePluginToken).toConstantValue(sequence);

describe('playGame', () => {
  it('gives each side its own bot, the first bot to a side without one, and plays to the end', () => {
    // Faces: 1 = A first; A strides 6, B (resting) nothing, A strides 6: A at 12 after 3 decisions.
    const a = recording('advance');
    const b = recording('rest');
    const game = playGame(race, start, { seed: 's', bots: { A: a.bot, B: b.bot }, configure: typed([1, 6, 6]) });
    expect(game.isOver()).toBe(true);
    expect(a.views.map((v) => v.player)).toEqual(['A', 'A']);
    expect(b.views.map((v) => v.player)).toEqual(['B']);
    expect(game.state).toEqual({ pos: { A: 12, B: 0 }, turn: 'B', turns: 3 });
    // Only A's bot given: it plays B too (faces: A first, A 6, B 6, A 6).
    const only = recording('advance');
    const alone = playGame(race, start, { seed: 's', bots: { A: only.bot }, configure: typed([1, 6, 6, 6]) });
    expect(only.views.map((v) => v.player)).toEqual(['A', 'B', 'A']);
    expect(alone.state.pos).toEqual({ A: 12, B: 6 });
  });

  it('shows a bot the state, its side, the legal decisions and its own generator, seeded from the seed and side', () => {
    const a = recording('advance');
    const draws: number[] = [];
    const drawing: Bot<RaceState, RaceDecision> = {
      id: 'drawing',
      description: 'advances, drawing a number each time',
      decide: (view) => {
        draws.push(view.rng.int(1000));
        return { kind: 'advance' };
      },
    };
    const game = playGame(race, start, {
      seed: 'gen',
      bots: { A: a.bot, B: drawing },
      configure: typed(Array<number>(20).fill(1)), // the d2 and 19 strides
    });
    // Strides of 1: A and B alternate; A reaches 10 on its 10th advance, B has had 9.
    expect(game.state.pos).toEqual({ A: 10, B: 9 });
    const own = Rng.fromSeed('gen/bot/B');
    expect(draws).toEqual(Array.from({ length: 9 }, () => own.int(1000)));
    const first = a.views[0]!;
    expect(first.state).toEqual({ pos: { A: 0, B: 0 }, turn: 'A', turns: 0 });
    expect(first.legal).toEqual([{ kind: 'advance' }, { kind: 'rest' }]);
    expect(first.candidates).toBeUndefined();
    // One generator a side, kept from decision to decision.
    expect(new Set(a.views.map((v) => v.rng)).size).toBe(1);
  });

  it('calls onDecision after every decision, with the game as it stands', () => {
    const turns: number[] = [];
    const a = recording('advance');
    playGame(race, start, {
      seed: 'cb',
      bots: { A: a.bot },
      configure: typed([1, 6, 6, 6]),
      onDecision: (game) => turns.push(game.state.turns),
    });
    expect(turns).toEqual([1, 2, 3]);
  });

  it("refuses a game that does not end within the ruleset's bound, the bound itself allowed", () => {
    const a = recording('advance');
    // This game ends on its 3rd decision (A 6, B 6, A 6).
    const bounded = (maxDecisions: number): Ruleset => ({ ...race, maxDecisions });
    expect(
      playGame(bounded(3), start, { seed: 'b', bots: { A: a.bot }, configure: typed([1, 6, 6, 6]) }).isOver(),
    ).toBe(true);
    const error = musterErrorOf(() =>
      playGame(bounded(2), start, { seed: 'b', bots: { A: a.bot }, configure: typed([1, 6, 6, 6]) }),
    );
    expect(error.code).toBe('internal');
    expect(error.message).toBe('race: the game did not end within 2 decisions');
  });

  it('refuses no bots, an empty legal list and an illegal choice', () => {
    const noBots = musterErrorOf(() => playGame(race, start, { seed: 'n', bots: {} }));
    expect(noBots.code).toBe('bad-input');
    expect(noBots.message).toBe('playGame needs at least one bot');
    const a = recording('advance');
    const empty = musterErrorOf(() =>
      playGame(race, start, {
        seed: 'e',
        bots: { A: a.bot },
        configure: sequenceOf({ ...raceSequence, legalDecisions: () => [] }),
      }),
    );
    expect(empty.code).toBe('internal');
    expect(empty.message).toMatch(/^race: no legal decision for [AB]$/);
    const picky = sequenceOf({ ...raceSequence, checkDecision: () => 'not now' });
    const illegal = musterErrorOf(() => playGame(race, start, { seed: 'i', bots: { A: a.bot }, configure: picky }));
    expect(illegal.code).toBe('internal');
    expect(illegal.message).toBe('race: bot advance chose an illegal decision: not now');
  });

  it("shows a bot the sequence's candidates, listing the legal ones once when read (never empty)", () => {
    const judged: number[] = [];
    const withCandidates = sequenceOf({
      ...raceSequence,
      candidates: (s) => ({ possible: raceSequence.legalDecisions(s), isLegal: (i) => (judged.push(i), i === 0) }),
    });
    const seen: { legal: readonly RaceDecision[]; again: readonly RaceDecision[]; possible: readonly unknown[] }[] = [];
    const reader: Bot<RaceState, RaceDecision> = {
      id: 'reader',
      description: 'reads the legal decisions twice',
      decide: (view) => {
        const legal = view.legal;
        seen.push({ legal, again: view.legal, possible: view.candidates!.possible });
        return legal[0]!;
      },
    };
    playGame(race, start, {
      seed: 'c',
      bots: { A: reader },
      configure: (c) => (typed([1, 6, 6, 6])(c), withCandidates(c)),
    });
    expect(seen).toHaveLength(3);
    expect(seen[0]!.legal).toEqual([{ kind: 'advance' }]);
    expect(seen[0]!.again).toBe(seen[0]!.legal); // listed once
    expect(seen[0]!.possible).toEqual([{ kind: 'advance' }, { kind: 'rest' }]);
    expect(judged).toEqual([0, 1, 0, 1, 0, 1]);
    const none = sequenceOf({
      ...raceSequence,
      candidates: (s) => ({ possible: raceSequence.legalDecisions(s), isLegal: () => false }),
    });
    const error = musterErrorOf(() =>
      playGame(race, start, { seed: 'c', bots: { A: reader }, configure: (c) => (typed([1])(c), none(c)) }),
    );
    expect(error.code).toBe('internal');
    expect(error.message).toBe('race: no legal decision for A');
  });

  it('plays a prepared game as playGame plays the same seed', () => {
    const bots = { A: race.bots.random!() };
    const fresh = playGame(race, start, { seed: 'p', bots });
    const prepared = playPreparedGame(prepareGames(race, start), { seed: 'p', bots }) as Game;
    expect(prepared.save()).toEqual(fresh.save());
  });
});
