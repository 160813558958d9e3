import { MusterError } from '@muster/core';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { gameSetup, type GameSetup } from './gameSetup.js';
import { loadVariantFile } from './loadVariantFile.js';
import { parseOptionArgs } from './parseOptionArgs.js';

/**
 * The setup of `--variant FILE` and `--option key=value` for a ruleset, or undefined when neither is
 * given (the rules as written, exactly as before variants existed).
 *
 * @example
 * const setup = await loadGameSetup(findRuleset(entries, 'tercios'), 'house.json', ['wearyAt=first-wear']);
 */
export async function loadGameSetup(
  entry: RulesetEntry,
  variantFile: string | undefined,
  optionArgs: readonly string[] = [],
): Promise<GameSetup | undefined> {
  if (variantFile === undefined && optionArgs.length === 0) return undefined;
  if (entry.ruleset === null) {
    throw new MusterError('bad-input', `${entry.id} is odds only: it has no options or variants`, {
      path: variantFile !== undefined ? 'variant' : 'option',
      expected: 'no --variant or --option',
    });
  }
  const overrides = parseOptionArgs(optionArgs);
  const loaded = variantFile !== undefined ? await loadVariantFile(variantFile) : undefined;
  return gameSetup(entry.ruleset, loaded, overrides);
}
