import {
  compareMatchup,
  comparisonCsv,
  comparisonHtml,
  formatComparison,
  loadCatalogue,
  MatchupSchema,
  checkMatchup,
  type Matchup,
} from '@muster/compare';
import { MusterError } from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { readJsonFile } from '../io/readJsonFile.js';
import { writeFileAtomic } from '../io/writeFileAtomic.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { entryMechanics } from '../rulesets.js';

/** Options of `muster compare`. */
export interface CompareCommandOptions {
  readonly list?: boolean;
  readonly exact?: boolean;
  readonly trials?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
  readonly html?: string;
}

const MAX_TRIALS = 10_000_000;

function parseTrials(text: string): number {
  const n = /^\d+$/.test(text.replace(/_/g, '')) ? Number(text.replace(/_/g, '')) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_TRIALS)
    throw new MusterError('bad-input', `--trials must be a whole number from 1 to ${MAX_TRIALS}`, {
      path: 'trials',
      expected: `an integer from 1 to ${MAX_TRIALS}`,
      received: JSON.stringify(text),
    });
  return n;
}

/** A catalogue id, or else a matchup file (validated: exit 2 naming the file and field on any fault). */
function findMatchup(name: string): Matchup {
  const catalogue = loadCatalogue();
  const known = catalogue.find((m) => m.id === name);
  if (known) return known;
  if (!/[./\\]/.test(name)) {
    throw new MusterError('bad-input', `unknown matchup "${name}"`, {
      path: 'matchup',
      expected: `a matchup file, or one of ${catalogue.map((m) => m.id).join(', ')}`,
    });
  }
  return checkMatchup(readJsonFile(name, MatchupSchema, { what: 'a matchup file (format "muster-matchup")' }), name);
}

/**
 * `muster compare <matchup|FILE> [--exact|--trials N] [--seed S] [--json|--csv] [--html FILE]` and
 * `muster compare --list`: one situation in every ruleset it maps, side by side.
 */
export function compareCommand(
  entries: readonly RulesetEntry[],
  name: string | undefined,
  options: CompareCommandOptions,
  output: CliOutput,
): number {
  if (options.list || name === undefined) {
    const lines = ['Matchups (muster compare <id>, or a matchup file):'];
    for (const m of loadCatalogue())
      lines.push(`  ${m.id.padEnd(38)} ${m.title} [${m.mappings.map((x) => x.ruleset).join(', ')}]`);
    output.out(`${lines.join('\n')}\n`);
    return 0;
  }
  if (options.exact && options.trials !== undefined)
    throw new MusterError('bad-input', '--exact and --trials exclude each other', {
      path: 'trials',
      expected: 'one of --exact or --trials N',
    });
  if (options.json && options.csv)
    throw new MusterError('bad-input', '--json and --csv exclude each other', {
      path: 'csv',
      expected: 'one output format',
    });
  const matchup = findMatchup(name);
  const fromFile = !loadCatalogue().some((m) => m.id === name);
  let comparison;
  try {
    comparison = compareMatchup(
      matchup,
      (id) => {
        const entry = entries.find((e) => e.id === id);
        return entry ? entryMechanics(entry) : null;
      },
      {
        method: options.exact ? 'exact' : options.trials !== undefined ? 'monte-carlo' : 'auto',
        ...(options.trials !== undefined ? { trials: parseTrials(options.trials) } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
      },
    );
  } catch (error) {
    // A mapping's parameters that its mechanic refuses are the matchup file's fault: name the file.
    if (
      fromFile &&
      MusterError.is(error) &&
      error.code === 'bad-input' &&
      error.context.file === undefined &&
      error.context.path?.startsWith('mappings')
    ) {
      throw new MusterError('bad-file', error.message, { ...error.context, file: name }, { cause: error });
    }
    throw error;
  }
  if (options.html !== undefined) writeFileAtomic(options.html, comparisonHtml(comparison));
  output.out(
    options.json
      ? `${JSON.stringify(comparison)}\n`
      : options.csv
        ? comparisonCsv(comparison)
        : formatComparison(comparison),
  );
  return 0;
}
