import { createGame, MusterError } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wss6mm } from '../ruleset.js';
import { BRITISH_ARMY } from './exampleArmies.js';

/** Runs `f`; anything thrown must be a MusterError naming a path (never a crash). */
const safely = (f: () => unknown): boolean => {
  try {
    f();
    return true;
  } catch (e) {
    return MusterError.is(e) && typeof e.context.path === 'string';
  }
};

/** The example army with one field replaced by an arbitrary value. */
const mutated = fc.tuple(fc.nat(200), fc.anything()).map(([n, value]) => {
  const army = JSON.parse(JSON.stringify(BRITISH_ARMY)) as Record<string, unknown>;
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk(x, [...path, i]);
      });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(army, []);
  const path = paths[n % paths.length]!;
  if (path.length === 0) return value;
  let target = army as Record<string | number, unknown>;
  for (const p of path.slice(0, -1)) target = target[p] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = value;
  return army;
});

describe('hostile input (issue 5)', () => {
  it('army validation never crashes: a report or a MusterError with a field path', () => {
    fc.assert(
      fc.property(mutated, (army) => safely(() => wss6mm.armies!.validate(army))),
      { numRuns: 300, seed: 6 },
    );
  });
  it('a scenario built from a damaged army never crashes the game', () => {
    fc.assert(
      fc.property(mutated, (army) =>
        safely(() =>
          createGame(
            wss6mm,
            { ...wss6mm.exampleScenario(), armies: [army, wss6mm.armies!.examples.french] },
            { seed: 'x' },
          ),
        ),
      ),
      { numRuns: 150, seed: 7 },
    );
  });
  it('bad options and bad decisions are refused as values or MusterErrors', () => {
    expect(safely(() => createGame(wss6mm, wss6mm.exampleScenario(), { seed: 'x', options: { meleeDie: 12 } }))).toBe(
      true,
    );
    const game = createGame(wss6mm, wss6mm.exampleScenario(), { seed: 'x' });
    expect(game.decide({ kind: 'order', unit: 'x' })).toMatchObject({ ok: false });
    expect(game.decide({ kind: 'activate', brigade: 'nowhere' })).toMatchObject({ ok: false });
  });
});
