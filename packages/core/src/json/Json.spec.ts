// Issue 22, defect 7: data nested ~3,000 levels deep overflowed the stack of sortKeys/canonicalJson and
// the schemas, and surfaced as "internal error: Maximum call stack size exceeded" without the file name.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomLegalBot } from '../bot/Bot.js';
import { MusterError } from '../errors/MusterError.js';
import { Game } from '../game/Game.js';
import { playGame } from '../game/playGame.js';
import { replay } from '../game/replay.js';
import { parseWith } from '../schema/parseWith.js';
import { raceRuleset } from '../testing/raceRuleset.js';
import { canonicalJson, checkJsonDepth, jsonEqual, MAX_JSON_DEPTH } from './Json.js';

/** `{"a":{"a":...}}` nested `depth` objects deep. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (MusterError.is(error)) return `${error.code}: ${error.toUserLine()}`;
    return `not a MusterError: ${String(error)}`;
  }
  return 'no error';
}

describe('deep nesting is refused, never a stack overflow', () => {
  it('accepts data nested up to the bound and refuses one level more, naming where', () => {
    expect(() => {
      checkJsonDepth(nested(MAX_JSON_DEPTH));
    }).not.toThrow();
    expect(
      failure(() => {
        checkJsonDepth({ state: nested(MAX_JSON_DEPTH) }, { file: 'x.json' });
      }),
    ).toMatch(/^bad-file: x\.json: state\.a\.a\.a\.a\.a…: nested more than 256 levels deep/);
  });

  it('canonicalJson and jsonEqual refuse 100,000 levels with a user error', () => {
    const deep = nested(100_000);
    expect(failure(() => canonicalJson(deep))).toMatch(/^bad-input: .*nested more than 256 levels deep/);
    expect(failure(() => jsonEqual(deep, nested(100_000)))).toMatch(/^bad-input: .*nested more than 256 levels deep/);
    expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: null })).toBe('{"a":null,"b":[1,{"c":3,"d":2}]}');
  });

  it('parseWith refuses it before any schema walks it, with the file and the path', () => {
    const schema = z.lazy((): z.ZodType => z.union([z.number(), z.object({ a: schema })]));
    expect(failure(() => parseWith(schema, nested(5_000), { file: 'deep.json' }))).toMatch(
      /^bad-file: deep\.json: a\.a\.a\.a\.a\.a…: nested more than 256 levels/,
    );
  });

  it('replay and Game.resume refuse a saved game with a state or decision nested 3,000 deep (bad-file with the file)', () => {
    const game = playGame(
      raceRuleset,
      { start: 0 },
      { seed: 'deep', bots: { A: randomLegalBot(), B: randomLegalBot() } },
    );
    const saved = JSON.parse(JSON.stringify(game.save()));
    const deepState = { ...saved, state: nested(3_000) };
    const deepDecision = {
      ...saved,
      log: saved.log.map((e: { type: string }) => (e.type === 'decision' ? { ...e, decision: nested(3_000) } : e)),
    };
    for (const forged of [deepState, deepDecision]) {
      expect(failure(() => replay(raceRuleset, forged, { file: 'deep.json' }))).toMatch(
        /^bad-file: deep\.json: (state|log\[\d+\]\.decision)\.a\.a.*…: nested more than 256 levels deep/,
      );
      expect(failure(() => Game.resume(raceRuleset, forged, { file: 'deep.json' }))).toMatch(
        /^bad-file: deep\.json: .*nested more than 256 levels deep/,
      );
    }
  });
});
