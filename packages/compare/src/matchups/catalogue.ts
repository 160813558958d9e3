import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { MusterError, parseWith } from '@muster/core';
import { MatchupSchema, type Matchup } from './MatchupSchema.js';
import { findNormaliser } from './normalisers.js';

/** The folder of the shipped matchup files (`<package>/matchups`, beside `src` and `dist`). */
export const CATALOGUE_DIR: URL =
  [new URL('../matchups/', import.meta.url), new URL('../../matchups/', import.meta.url)].find((u) =>
    existsSync(new URL('musket-volley-close.json', u)),
  ) ?? new URL('../matchups/', import.meta.url);

/**
 * Checks what the schema cannot: every mapping names a known normaliser of its own ruleset, and gives the
 * `versus` roll exactly when the normaliser needs one. Throws a `bad-file` MusterError naming the field.
 */
export function checkMatchup(matchup: Matchup, file?: string): Matchup {
  matchup.mappings.forEach((m, i) => {
    const path = `mappings[${i}]`;
    const normaliser = findNormaliser(m.normaliser);
    if (!normaliser || !m.normaliser.startsWith(`${m.ruleset}/`)) {
      throw new MusterError('bad-file', `unknown normaliser "${m.normaliser}" for ${m.ruleset}`, {
        ...(file ? { file } : {}),
        path: `${path}.normaliser`,
        expected: `a normaliser of ${m.ruleset}`,
      });
    }
    if (Boolean(normaliser.needsVersus) !== (m.versus !== undefined)) {
      throw new MusterError(
        'bad-file',
        normaliser.needsVersus
          ? `${m.normaliser} needs the other side's roll`
          : `${m.normaliser} takes no other side's roll`,
        {
          ...(file ? { file } : {}),
          path: `${path}.versus`,
          expected: normaliser.needsVersus ? 'a versus roll' : 'no versus roll',
        },
      );
    }
  });
  return matchup;
}

/** Validates parsed JSON as a matchup (schema and normalisers); errors name `file` and the field path. */
export function parseMatchup(data: unknown, file?: string): Matchup {
  return checkMatchup(parseWith(MatchupSchema, data, file ? { file } : {}), file);
}

/**
 * The shipped catalogue of canonical situations, sorted by id, each validated as a user file would be.
 *
 * @example
 * loadCatalogue().map((m) => m.id); // ['artillery-long-range-on-dense-block', ...]
 */
export function loadCatalogue(dir: URL = CATALOGUE_DIR): Matchup[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseMatchup(JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as unknown, f));
}
