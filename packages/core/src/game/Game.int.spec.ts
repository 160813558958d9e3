import { describe, expect, it } from 'vitest';
import { randomLegalBot } from '../bot/Bot.js';
import { ScriptedDice } from '../dice/ScriptedDice.js';
import { MusterError } from '../errors/MusterError.js';
import { DicePluginToken, MoralePluginToken } from '../plugins/tokens.js';
import { raceRuleset, type RaceDecision, type RaceEvent, type RaceState } from '../testing/raceRuleset.js';
import { createGame, Game, resolvePlugins } from './Game.js';
import { playGame } from './playGame.js';
import { replay } from './replay.js';

type State = RaceState;
type Decision = RaceDecision;
type Event = RaceEvent;
const race = raceRuleset;

describe('Game', () => {
  it('builds a game through the container, with no morale plugin bound', () => {
    const plugins = resolvePlugins(race);
    expect(plugins.morale).toBeNull();
    expect(plugins.container.isBound(MoralePluginToken)).toBe(false);
    expect(plugins.sequence.id).toBe('race/alternate');
  });

  it('logs the decision, then its rolls, then its events, in order', () => {
    const game = createGame<State, Decision, Event>(race, { start: 0 }, { seed: 'log' });
    expect(game.log.map((e) => e.type)).toEqual(['roll']); // who goes first
    game.decide({ kind: 'advance' });
    expect(game.log.map((e) => e.type)).toEqual(['roll', 'decision', 'roll', 'event']);
    expect(game.log.map((e) => e.seq)).toEqual([0, 1, 2, 3]);
  });

  it('returns an illegal or malformed decision as a value and changes nothing', () => {
    const game = createGame<State, Decision, Event>(race, { start: 0 }, { seed: 'bad' });
    const before = JSON.stringify(game.save());
    expect(game.decide({ kind: 'fly' } as unknown as Decision)).toMatchObject({ ok: false });
    expect(JSON.stringify(game.save())).toBe(before);
  });

  it('parses a decision it did not generate, but not one of the legal decisions it generated for this state', () => {
    let parsed = 0;
    const schema = race.schemas.decision;
    const counting = {
      ...race,
      schemas: {
        ...race.schemas,
        decision: Object.assign(Object.create(schema) as typeof schema, {
          safeParse: (value: unknown) => {
            parsed++;
            return schema.safeParse(value);
          },
        }),
      },
    };
    const game = createGame<State, Decision, Event>(counting, { start: 0 }, { seed: 'trusted' });
    expect(game.decide({ kind: 'advance' })).toEqual({ ok: true });
    expect(parsed).toBe(1);
    const legal = game.legalDecisions();
    legal.push({ kind: 'fly' } as unknown as Decision); // the caller's edit of its copy is not trusted
    expect(game.decide(legal.at(-1)!)).toMatchObject({ ok: false, reason: expect.stringMatching(/^malformed/) });
    expect(parsed).toBe(2);
    expect(game.decide(legal[0]!)).toEqual({ ok: true });
    expect(parsed).toBe(2);
    // The list was generated for the state before: a decision of it is parsed again now.
    expect(game.decide(legal[0]!)).toEqual({ ok: true });
    expect(parsed).toBe(3);
  });

  it('plays the same game for the same seed and replays it identically from its log', () => {
    const a = playGame(race, { start: 0 }, { seed: 'same', bots: { A: randomLegalBot(), B: randomLegalBot() } });
    const b = playGame(race, { start: 0 }, { seed: 'same', bots: { A: randomLegalBot(), B: randomLegalBot() } });
    expect(JSON.stringify(a.save())).toBe(JSON.stringify(b.save()));
    const report = replay(race, JSON.parse(JSON.stringify(a.save())));
    expect(report.identical).toBe(true);
    expect(a.isOver()).toBe(true);
  });

  it('detects a tampered log and names the first differing entry', () => {
    const game = playGame(race, { start: 0 }, { seed: 'tamper', bots: { A: randomLegalBot() } });
    const saved = JSON.parse(JSON.stringify(game.save()));
    const index = saved.log.findIndex((e: { type: string }) => e.type === 'event');
    saved.log[index].event.by = saved.log[index].event.by === 6 ? 5 : 6;
    const report = replay(race, saved);
    expect(report.identical).toBe(false);
    expect(report.firstDifference?.index).toBe(index);
  });

  it('resumes a game saved mid-way and ends exactly as the uninterrupted one', () => {
    const full = createGame<State, Decision, Event>(race, { start: 0 }, { seed: 'resume' });
    const cut = createGame<State, Decision, Event>(race, { start: 0 }, { seed: 'resume' });
    for (let i = 0; i < 3; i++) {
      full.decide({ kind: 'advance' });
      cut.decide({ kind: 'advance' });
    }
    const resumed = Game.resume<State, Decision, Event>(race, JSON.parse(JSON.stringify(cut.save())));
    while (!full.isOver()) {
      full.decide({ kind: 'advance' });
      resumed.decide({ kind: 'advance' });
    }
    expect(JSON.stringify(resumed.save())).toBe(JSON.stringify(full.save()));
  });

  it('plays typed-in dice when the dice plugin is rebound', () => {
    const game = createGame<State, Decision, Event>(
      race,
      { start: 0 },
      {
        seed: 'typed',
        configure: (container) => {
          container.rebind(DicePluginToken).toConstantValue({
            id: 'test/typed',
            description: 'typed-in dice',
            create: () => ScriptedDice.of([1, 6, 2]),
            resume: () => ScriptedDice.of([]),
            save: () => null,
          });
        },
      },
    );
    expect(game.state.turn).toBe('A');
    game.decide({ kind: 'advance' });
    expect(game.state.pos.A).toBe(6);
  });

  it('refuses a saved game of another ruleset, of a newer format, or with a bad state, naming the field', () => {
    const saved = createGame(race, { start: 0 }, { seed: 'x' }).save();
    const attempt = (data: unknown) => {
      try {
        Game.resume(race, data, { file: 'save.json' });
        return 'accepted';
      } catch (error) {
        return MusterError.is(error) ? error.toUserLine() : `crash: ${String(error)}`;
      }
    };
    expect(attempt({ ...saved, ruleset: 'tercios' })).toMatch(
      /^save\.json: ruleset: this is a saved game of tercios, not of race/,
    );
    expect(attempt({ ...saved, formatVersion: 99 })).toMatch(
      /^save\.json: formatVersion: written by a newer Muster \(format version 99\)/,
    );
    expect(attempt({ ...saved, state: { ...(saved.state as object), turns: -1 } })).toMatch(
      /^save\.json: state\.turns/,
    );
    expect(attempt({ ...saved, rng: { a: 'x' } })).toMatch(/^save\.json: rng/);
    expect(attempt('not an object')).toMatch(/^save\.json: \(root\)/);
  });
});
