import { readFileSync } from 'node:fs';
import { MusterError } from '@muster/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame } from '@muster/core';
import { loadSetup } from '../solver/InstructionSetup.js';
import { formatSolveResult } from '../solver/formatSolveResult.js';
import { solveInstruction, stateFromSetup } from '../solver/solveInstruction.js';
import { tacmento } from '../ruleset.js';
import { loadDeck } from './loadDeck.js';
import { sampleDeck } from './sampleDeck.js';

const data = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../data/${name}`, import.meta.url), 'utf8'));

/** Runs `load`; anything but success or a MusterError is a crash. */
function survives(load: () => unknown): boolean {
  try {
    load();
    return true;
  } catch (error) {
    return MusterError.is(error) && error.toUserLine().length > 0 && !error.toUserLine().includes('\n');
  }
}

/** Replaces the value at one random path of a JSON document. */
function mutate(doc: unknown, path: readonly number[], value: unknown): unknown {
  if (path.length === 0 || doc === null || typeof doc !== 'object') return value;
  const keys = Object.keys(doc);
  if (keys.length === 0) return value;
  const key = keys[path[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(doc)
    ? ([...doc] as unknown as Record<string, unknown>)
    : { ...(doc as Record<string, unknown>) };
  copy[key] = mutate((doc as Record<string, unknown>)[key], path.slice(1), value);
  return copy;
}

describe('shipped data files', () => {
  it('data/sample-deck.json is the sample deck (a template for typing in the printed cards)', () => {
    expect(loadDeck(data('sample-deck.json'), 'sample-deck.json')).toEqual(sampleDeck);
  });

  it('data/sample-setup.json loads and solves in 1 turn', () => {
    const setup = loadSetup(data('sample-setup.json'), 'sample-setup.json');
    const result = solveInstruction(setup);
    const lines = formatSolveResult(result, stateFromSetup(setup));
    expect(lines[0]).toMatch(/^solved in 1 turn/);
    expect(lines[1]).toMatch(
      /^1\. flanking maneuver, Arquebusiers 8 from the Reserve pushes (east along row 4|north along column 3)$/,
    );
  });
});

describe('hostile input (issue 5): loaders never crash', () => {
  it('arbitrary JSON given as a deck, a setup or a scenario gives a MusterError or loads', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(survives(() => loadDeck(value, 'x.json'))).toBe(true);
        expect(survives(() => loadSetup(value, 'x.json'))).toBe(true);
        expect(survives(() => createGame(tacmento, value, { seed: 's', scenarioFile: 'x.json' }))).toBe(true);
      }),
      { numRuns: 200, seed: 1 },
    );
  });

  it('a valid deck or setup with one field replaced gives a MusterError or loads', () => {
    const setup = data('sample-setup.json');
    fc.assert(
      fc.property(
        fc.array(fc.nat(40), { minLength: 1, maxLength: 5 }),
        fc.jsonValue({ maxDepth: 2 }),
        (path, value) => {
          expect(survives(() => loadDeck(mutate(sampleDeck, path, value), 'deck.json'))).toBe(true);
          expect(survives(() => loadSetup(mutate(setup, path, value), 'setup.json'))).toBe(true);
          expect(
            survives(() =>
              createGame(tacmento, { mode: 'instruction', deck: mutate(sampleDeck, path, value) }, { seed: 's' }),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 300, seed: 2 },
    );
  });
});
