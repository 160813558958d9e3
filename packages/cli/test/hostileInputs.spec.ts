import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, MusterError, randomLegalBot, Rng, type Json, type Ruleset } from '@muster/core';
import { isBattleRuleset, loadRulesets } from '../src/rulesets.js';
import { runWith, tempDir } from './helpers.js';

// Issue "hostile input": every file a ruleset reads — army lists, scenarios, saved games — damaged in one
// place gives exit 0 (still valid) or 2 with one line naming the file, never a crash (exit 1 "internal
// error" or a stack trace). Damage: a value replaced by arbitrary JSON, a key removed, the text truncated.

const entries = (await loadRulesets()).filter(isBattleRuleset);
const dir = tempDir();

type Path = readonly (string | number)[];

/** Every path to a value inside JSON data (the root included). */
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

/** A copy of `data` with the value at `path` replaced (or removed when `replacement` is undefined). */
function damage(data: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === undefined && !Array.isArray(node)) Reflect.deleteProperty(node, last);
  else node[last] = replacement;
  return copy;
}

/** A damaged file text: one value replaced by arbitrary JSON or removed, or the text truncated. */
function damagedText(data: unknown): fc.Arbitrary<string> {
  const all = paths(data);
  const text = JSON.stringify(data);
  return fc.oneof(
    fc.tuple(fc.nat(all.length - 1), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined))).map(([i, v]) => {
      const damaged = damage(data, all[i]!, v);
      return damaged === undefined ? '' : JSON.stringify(damaged); // a removed root leaves an empty file
    }),
    fc.nat(text.length - 1).map((n) => text.slice(0, n)),
  );
}

const run = (...argv: string[]) => runWith(entries, argv);

function expectCleanRefusal(
  result: { code: number; stdout: string; stderr: string },
  file: string,
  allowed: readonly number[],
) {
  expect(result.stderr, result.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(allowed).toContain(result.code);
  if (result.code === 2 && result.stderr !== '') {
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(file);
  } else if (result.code === 2) {
    // A well-formed army list that breaks building rules: the report on stdout, headed by the file.
    expect(result.stdout.startsWith(`${file}: `)).toBe(true);
  }
}

/** A short game of the ruleset, saved part-way (cheap to replay). */
function shortSavedGame(ruleset: Ruleset): Json {
  const game = createGame(ruleset, ruleset.exampleScenario(), { seed: 'hostile' });
  const bot = randomLegalBot();
  const rng = Rng.fromSeed('hostile/bot');
  for (let i = 0; i < 12 && !game.isOver(); i++)
    game.decide(bot.decide({ state: game.state, player: game.activePlayer()!, legal: game.legalDecisions(), rng }));
  return JSON.parse(JSON.stringify(game.save())) as Json;
}

describe.each(entries.map((e) => [e.id, e] as const))('%s: damaged files never crash the CLI', (id, entry) => {
  const ruleset = entry.ruleset;

  it.runIf(ruleset.armies !== undefined)('army lists: exit 0 or 2, one line naming the file', async () => {
    const examples = Object.values(ruleset.armies!.examples);
    const file = join(dir, `${id}-army.json`);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(examples.length - 1).chain((i) => damagedText(examples[i])),
        async (text) => {
          writeFileSync(file, text);
          expectCleanRefusal(await run('army', 'validate', id, file), file, [0, 2]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('scenarios: a clear MusterError or a game, never another exception', () => {
    const scenario = ruleset.exampleScenario();
    fc.assert(
      fc.property(damagedText(scenario), (text) => {
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          return; // not JSON at all: the file reader's own fuzz test covers it
        }
        try {
          createGame(ruleset, data, { seed: 'hostile', scenarioFile: 'scenario.json' });
        } catch (error) {
          expect(MusterError.is(error) && error.isUserError, String(error instanceof Error ? error.stack : error)).toBe(
            true,
          );
        }
      }),
      { numRuns: 60 },
    );
  });

  it('saved games: muster replay exits 0, 1 (differs) or 2, never an internal error', async () => {
    const saved = shortSavedGame(ruleset);
    const file = join(dir, `${id}-save.json`);
    await fc.assert(
      fc.asyncProperty(damagedText(saved), async (text) => {
        writeFileSync(file, text);
        expectCleanRefusal(await run('replay', file), file, [0, 1, 2]);
      }),
      { numRuns: 40 },
    );
  });
});
