// Issue 22, defect 6: replay never checked the saved dice generator state, so a log whose `rng` was all
// zeros, or another valid state, replayed as "identical" while Game.resume refused it or rolled differently.
import { describe, expect, it } from 'vitest';
import { randomLegalBot } from '../bot/Bot.js';
import { MusterError } from '../errors/MusterError.js';
import { raceRuleset, type RaceDecision, type RaceEvent, type RaceState } from '../testing/raceRuleset.js';
import { createGame, Game } from './Game.js';
import { playGame } from './playGame.js';
import { replay } from './replay.js';

const race = raceRuleset;

/** A finished game's save, and the generator state it had part-way (a valid state, but not the last one). */
function savedGame(seed: string) {
  const midway = createGame<RaceState, RaceDecision, RaceEvent>(race, { start: 0 }, { seed });
  midway.decide({ kind: 'advance' });
  const earlierRng = midway.save().rng;
  const game = playGame(race, { start: 0 }, { seed, bots: { A: randomLegalBot(), B: randomLegalBot() } });
  return { saved: JSON.parse(JSON.stringify(game.save())), earlierRng };
}

function failure(fn: () => unknown): MusterError | null {
  try {
    fn();
  } catch (error) {
    if (MusterError.is(error)) return error;
    throw error;
  }
  return null;
}

describe('replay checks the saved dice generator state', () => {
  it('reports a valid but different generator state as a difference after the last entry', () => {
    const { saved, earlierRng } = savedGame('rng-swap');
    expect(earlierRng).not.toEqual(saved.rng);
    const report = replay(race, { ...saved, rng: earlierRng });
    expect(report.identical).toBe(false);
    expect(report.firstDifference?.index).toBe(saved.log.length);
    expect(report.firstDifference?.expected).toBe(JSON.stringify({ rng: earlierRng }));
  });

  it('refuses an all-zero generator state with the file and the field path, as Game.resume does', () => {
    const { saved } = savedGame('rng-zero');
    const forged = { ...saved, rng: { a: 0, b: 0, c: 0, d: 0 } };
    const fromReplay = failure(() => replay(race, forged, { file: 'zero.json' }));
    const fromResume = failure(() => Game.resume(race, forged, { file: 'zero.json' }));
    expect(fromResume?.code).toBe('bad-rng-state');
    expect(fromReplay?.code).toBe(fromResume?.code);
    expect(fromReplay?.toUserLine()).toMatch(/^zero\.json: rng: dice generator state is all zeros/);
  });

  it('refuses a missing generator state for seeded dice (Game.resume cannot resume it either)', () => {
    const { saved } = savedGame('rng-null');
    expect(replay(race, { ...saved, rng: null }).identical).toBe(false);
    expect(failure(() => Game.resume(race, { ...saved, rng: null }))?.code).toBe('bad-file');
  });

  it('agrees with Game.resume on an untouched save: identical, and the resumed game rolls as the replayed one', () => {
    const midway = createGame<RaceState, RaceDecision, RaceEvent>(race, { start: 0 }, { seed: 'agree' });
    midway.decide({ kind: 'advance' });
    midway.decide({ kind: 'advance' });
    const saved = JSON.parse(JSON.stringify(midway.save()));
    const report = replay(race, saved);
    expect(report.identical).toBe(true);
    const resumed = Game.resume<RaceState, RaceDecision, RaceEvent>(race, saved);
    const replayed = report.game;
    resumed.decide({ kind: 'advance' });
    replayed.decide({ kind: 'advance' });
    expect(resumed.save()).toEqual(replayed.save());
  });
});
