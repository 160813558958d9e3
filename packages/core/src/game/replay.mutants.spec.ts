// replay's contract, on the Race fixture: the same seed and the same decisions give the identical log, state and
// generator state; the first entry that differs is named with both versions as canonical JSON ('nothing' where one
// log is shorter); errors of the file's scenario, options or dice state name the file.
import type { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../json/Json.js';
import { MusterError } from '../errors/MusterError.js';
import { seededDicePlugin } from '../plugins/seededDicePlugin.js';
import { DicePluginToken } from '../plugins/tokens.js';
import { musterErrorOf } from '../testing/musterErrorOf.js';
import { raceRuleset, type RaceDecision, type RaceEvent, type RaceState } from '../testing/raceRuleset.js';
import { createGame } from './Game.js';
import { replay } from './replay.js';
import { defineRaceCombat } from '../testing/raceRuleset.js';
import { defineVariant } from '../variant/Variant.js';
import type { SavedGame } from './SavedGame.js';

const race = raceRuleset;
/** A house rule: every advance moves 6. */
const long = defineRaceCombat({ id: 'house/long', description: 'strides of 6', stride: () => 6 });
type Saved = SavedGame<RaceState, RaceDecision, RaceEvent> & { log: SavedGame['log'][number][] };

/** A seeded game of three advances, saved as a file would hold it. */
function saved(seed = 'replay'): Saved {
  const game = createGame<RaceState, RaceDecision, RaceEvent>(race, { start: 0 }, { seed });
  for (let i = 0; i < 3; i++) game.decide({ kind: 'advance' });
  return JSON.parse(JSON.stringify(game.save())) as Saved;
}

describe('replay', () => {
  it('rebuilds an untouched save identically, counting its entries', () => {
    const file = saved();
    // Setup roll, then three advances of decision, roll and event each.
    expect(file.log).toHaveLength(10);
    const report = replay(race, file);
    expect(report.identical).toBe(true);
    expect(report.entries).toBe(10);
    expect(report.firstDifference).toBeUndefined();
    expect(report.game.log).toEqual(file.log);
  });

  it('names a changed roll before a decision, with both versions', () => {
    const file = saved();
    const original = file.log[0]!;
    const roll = original.type === 'roll' ? original.roll : expect.unreachable();
    file.log[0] = { type: 'roll', seq: 0, roll: { ...roll, purpose: 'forged' } };
    const report = replay(race, file);
    expect(report.identical).toBe(false);
    expect(report.entries).toBe(0);
    expect(report.firstDifference).toEqual({
      index: 0,
      expected: canonicalJson(file.log[0]),
      actual: canonicalJson(original),
    });
  });

  it('stops at the first difference before a decision, though a later decision would be refused', () => {
    const file = saved();
    const original = file.log[0]!;
    const roll = original.type === 'roll' ? original.roll : expect.unreachable();
    file.log[0] = { type: 'roll', seq: 0, roll: { ...roll, purpose: 'forged' } };
    file.log.push({ type: 'decision', seq: 10, player: 'A', decision: { kind: 'fly' } });
    expect(replay(race, file).firstDifference?.index).toBe(0);
  });

  it('names a saved generator state that differs, with both', () => {
    const file = saved();
    const other = saved('another seed');
    const report = replay(race, { ...file, rng: other.rng });
    expect(report.firstDifference).toEqual({
      index: 10,
      expected: canonicalJson({ rng: other.rng }),
      actual: canonicalJson({ rng: file.rng }),
    });
  });

  it('replays a game played under a variant with its plugins bound', () => {
    const variant = defineVariant({ ruleset: 'race', name: 'long', options: { a: 1 }, plugins: { combat: long } });
    const game = createGame<RaceState, RaceDecision, RaceEvent>(
      race,
      { start: 0 },
      { seed: 'v', variant, options: { b: 2 } },
    );
    game.decide({ kind: 'advance' });
    const file = JSON.parse(JSON.stringify(game.save())) as Saved;
    expect(file.options).toEqual({ a: 1, b: 2 });
    const report = replay(race, file, { variant });
    expect(report.identical).toBe(true);
    expect(report.game.plugins.combat).toBe(long);
    expect(report.game.options).toEqual({ a: 1, b: 2 });
  });

  it("says 'nothing' for the side whose log is shorter", () => {
    const file = saved();
    const last = file.log.at(-1)!;
    const cut = { ...file, log: file.log.slice(0, -1) };
    expect(replay(race, cut).firstDifference).toEqual({ index: 9, expected: 'nothing', actual: canonicalJson(last) });
    const extra = { type: 'event' as const, seq: 10, event: { kind: 'passed' as const, side: 'A' as const } };
    const longer = { ...file, log: [...file.log, extra] };
    expect(replay(race, longer).firstDifference).toEqual({
      index: 10,
      expected: canonicalJson(extra),
      actual: 'nothing',
    });
  });

  it('names a decision the replayed game refuses, with its reason', () => {
    const file = saved();
    const decision = { type: 'decision' as const, seq: 10, player: 'A', decision: { kind: 'fly' } };
    const report = replay(race, { ...file, log: [...file.log, decision] });
    expect(report.identical).toBe(false);
    expect(report.firstDifference?.index).toBe(10);
    expect(report.firstDifference?.expected).toBe(canonicalJson(decision));
    expect(report.firstDifference?.actual).toMatch(/^\{"reason":"malformed decision: .*","type":"refused"\}$/);
  });

  it('names a final state that differs after the last entry', () => {
    const file = saved();
    const state = { ...file.state, turns: file.state.turns + 1 };
    const report = replay(race, { ...file, state });
    expect(report.firstDifference).toEqual({
      index: 10,
      expected: canonicalJson({ state }),
      actual: canonicalJson({ state: file.state }),
    });
    expect(report.entries).toBe(10);
  });

  it("names the file in an error of the file's scenario or options, as a bad-file", () => {
    const file = saved();
    const bad = musterErrorOf(() => replay(race, { ...file, scenario: { start: 99 } }, { file: 'g.json' }));
    expect(bad.code).toBe('bad-file');
    expect(bad.context.file).toBe('g.json');
    expect(bad.context.path).toBe('scenario.start');
    expect(MusterError.is(bad.cause)).toBe(true);
    // Without a file it is the error as thrown.
    expect(musterErrorOf(() => replay(race, { ...file, scenario: { start: 99 } })).code).toBe('bad-input');
  });

  it('keeps an error that is not bad-input as it is, naming the file, and one naming its own file unchanged', () => {
    const file = saved();
    const internal = new MusterError('internal', 'configure broke');
    const wrapped = musterErrorOf(() =>
      replay(race, file, {
        file: 'g.json',
        configure: () => {
          throw internal;
        },
      }),
    );
    expect(wrapped.code).toBe('internal');
    expect(wrapped.context).toEqual({ file: 'g.json' });
    const own = new MusterError('bad-input', 'the dice file is bad', { file: 'dice.json' });
    expect(
      musterErrorOf(() =>
        replay(race, file, {
          file: 'g.json',
          configure: () => {
            throw own;
          },
        }),
      ),
    ).toBe(own);
  });

  it("names the file and the field rng in an error of the saved generator state, keeping a refinement's code", () => {
    const file = saved();
    const zero = musterErrorOf(() => replay(race, { ...file, rng: { a: 0, b: 0, c: 0, d: 0 } }, { file: 'g.json' }));
    expect(zero.code).toBe('bad-rng-state');
    expect(zero.context).toMatchObject({ file: 'g.json', path: 'rng' });
    const inline = musterErrorOf(() => replay(race, { ...file, rng: { a: 0, b: 0, c: 0, d: 0 } }));
    expect(inline.context.path).toBe('rng');
    expect('file' in inline.context).toBe(false);
    // A dice plugin whose resume refuses with bad-input: the file's fault.
    const refusing = (code: 'bad-input' | 'internal') => (container: Container) =>
      container.rebind(DicePluginToken).toConstantValue({
        ...seededDicePlugin,
        resume: () => {
          throw new MusterError(code, 'no such state');
        },
      });
    const refused = musterErrorOf(() => replay(race, file, { file: 'g.json', configure: refusing('bad-input') }));
    expect(refused.code).toBe('bad-file');
    expect(refused.context).toEqual({ file: 'g.json', path: 'rng' });
    expect(MusterError.is(refused.cause) && refused.cause.message).toBe('no such state');
    expect(musterErrorOf(() => replay(race, file, { file: 'g.json', configure: refusing('internal') })).code).toBe(
      'internal',
    );
    const plainError = new Error('plain');
    expect(() =>
      replay(race, file, {
        configure: (container) =>
          container.rebind(DicePluginToken).toConstantValue({
            ...seededDicePlugin,
            resume: () => {
              throw plainError;
            },
          }),
      }),
    ).toThrow(plainError);
  });
});
