import {
  enumerate,
  exactReport,
  monteCarlo,
  MusterError,
  parseParams,
  parseWith,
  paramsUnderOptions,
  sampledReport,
  type GameOptions,
  type MechanicDefinition,
  type OddsReport,
} from '@muster/core';
import type { CliOutput } from '../io/CliOutput.js';
import { writeFileAtomic } from '../io/writeFileAtomic.js';
import { formatOddsReport } from '../odds/formatOddsReport.js';
import { formatOddsColumns, oddsCsv, oddsHtml, splitRange, type OddsColumn } from '../odds/oddsColumns.js';
import { parseMechanicArgs } from '../odds/parseMechanicArgs.js';
import type { RulesetEntry } from '../registry/RulesetEntry.js';
import { entryMechanics, findRuleset } from '../rulesets.js';
import type { GameSetup } from '../variant/gameSetup.js';

/** Options of `muster odds`. */
export interface OddsOptions {
  readonly exact?: boolean;
  readonly trials?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly list?: boolean;
  /** Most branches exact enumeration explores before giving up (default {@link DEFAULT_MAX_BRANCHES}). */
  readonly maxBranches?: string;
  /** `--at-most`: the cumulative chances are of at most each value (default: at least). */
  readonly atMost?: boolean;
  /** `--csv`: print CSV (one column per value of a range). */
  readonly csv?: boolean;
  /** `--html FILE`: write a page with a chart per outcome to FILE. */
  readonly html?: string;
  /** `--variant` and `--option`: the mechanics of the plugins they bind, under their options. */
  readonly setup?: GameSetup;
}

/** Default limit of exact enumeration: a few seconds of work. */
export const DEFAULT_MAX_BRANCHES = 2_000_000;

/** Most trials accepted, so a typo cannot hang the terminal for hours. */
export const MAX_TRIALS = 100_000_000;

/** Text listing a ruleset's mechanics (by default those of its bound plugins, then its own) and their parameters (for `--list` and errors). */
export function describeMechanics(
  entry: RulesetEntry,
  mechanics: readonly MechanicDefinition[] = entryMechanics(entry),
  variant?: string,
): string {
  const lines = [`${entry.id} mechanics${variant !== undefined ? ` under the variant '${variant}'` : ''}:`];
  for (const m of mechanics) {
    lines.push(`  ${m.id} — ${m.description}${m.source ? ` (${m.source})` : ''}`);
    for (const p of m.params) {
      const kind = p.kind === 'choice' ? (p.choices ?? []).join('|') : p.kind === 'boolean' ? 'flag' : p.kind;
      const range = p.min !== undefined || p.max !== undefined ? ` ${p.min ?? ''}..${p.max ?? ''}` : '';
      const dflt =
        p.default !== undefined ? `, default ${String(p.default)}` : p.kind === 'boolean' ? '' : ', required';
      const option = p.option !== undefined ? ` (follows options.${p.option})` : '';
      lines.push(`      --${p.name} <${kind}${range}>  ${p.description}${dflt}${option}`);
    }
    lines.push(`      outcomes: ${m.outcomes.join(', ')}`);
  }
  if (mechanics.length === 0) lines.push('  (none)');
  return `${lines.join('\n')}\n`;
}

function findMechanic(entry: RulesetEntry, mechanics: readonly MechanicDefinition[], id: string): MechanicDefinition {
  const mechanic = mechanics.find((m) => m.id === id);
  if (!mechanic) {
    throw new MusterError('unknown-mechanic', `unknown mechanic "${id}" for ${entry.id}`, {
      path: 'mechanic',
      expected: mechanics.length
        ? `one of ${mechanics.map((m) => m.id).join(', ')}`
        : 'none: this ruleset has no mechanics',
    });
  }
  return mechanic;
}

function parseCount(text: string, option: string, max: number): number {
  const n = /^\d+$/.test(text.replace(/_/g, '')) ? Number(text.replace(/_/g, '')) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) {
    throw new MusterError('bad-input', `--${option} must be a whole number from 1 to ${max}`, {
      path: option,
      expected: `an integer from 1 to ${max}`,
      received: JSON.stringify(text),
    });
  }
  return n;
}

/**
 * The options the odds are measured under: the setup's (a variant's, with `--option`s laid over them) or
 * none, through the ruleset's options schema so every ruling has its value; undefined for an odds-only
 * entry or a ruleset without options.
 */
function gameOptions(entry: RulesetEntry, setup: GameSetup | undefined): GameOptions | undefined {
  const schema = entry.ruleset?.schemas.options;
  if (!schema) return undefined;
  return parseWith(schema, setup?.options ?? {}, { path: 'options' }) as GameOptions;
}

/**
 * `muster odds <ruleset> <mechanic> [--<param> <value> ...] [--exact | --trials N] [--seed S] [--json]`:
 * the exact (default) or sampled distribution of a mechanic's outcomes. A ruleset's mechanics are those
 * of the plugins bound (under `--variant`, the variant's), so a house rule's plugin changes its odds.
 */
export function oddsCommand(
  entries: readonly RulesetEntry[],
  rulesetId: string | undefined,
  mechanicId: string | undefined,
  tokens: readonly string[],
  options: OddsOptions,
  output: CliOutput,
): number {
  if (rulesetId === undefined || rulesetId.startsWith('-')) {
    throw new MusterError('bad-input', 'name a ruleset first: muster odds <ruleset> <mechanic> [--param value ...]', {
      path: 'ruleset',
      expected: `one of ${entries.map((e) => e.id).join(', ')}`,
    });
  }
  const entry = findRuleset(entries, rulesetId);
  const mechanics = options.setup?.mechanics ?? entryMechanics(entry);
  if (options.list || mechanicId === undefined) {
    output.out(describeMechanics(entry, mechanics, options.setup?.name));
    return 0;
  }
  if (mechanicId.startsWith('-')) {
    throw new MusterError('bad-input', 'name a mechanic before its parameters', {
      path: 'mechanic',
      expected: `one of ${mechanics.map((m) => m.id).join(', ')}`,
    });
  }
  const mechanic = findMechanic(entry, mechanics, mechanicId);
  if (options.exact && options.trials !== undefined) {
    throw new MusterError('bad-input', '--exact and --trials exclude each other', {
      path: 'trials',
      expected: 'one of --exact or --trials N',
    });
  }
  if (options.json && options.csv)
    throw new MusterError('bad-input', '--json and --csv exclude each other', {
      path: 'csv',
      expected: 'one output format',
    });
  // The seed only seeds the Monte Carlo dice: an exact enumeration rolls none, so say so rather than ignore it.
  if (options.seed !== undefined && options.trials === undefined)
    output.err('note: --seed has no effect on an exact enumeration (it seeds the --trials sample)\n');
  const rulings = gameOptions(entry, options.setup);
  const reportOf = (tokens: readonly string[]): OddsReport => {
    const params = parseParams(
      mechanic.params,
      paramsUnderOptions(mechanic.params, parseMechanicArgs(tokens, mechanic.params), rulings),
    );
    mechanic.validate?.(params);
    const header = { ruleset: entry.id, mechanic: mechanic.id, params, order: mechanic.outcomes };
    const run = (dice: Parameters<MechanicDefinition['run']>[0]) => mechanic.run(dice, params, rulings);
    if (options.trials !== undefined) {
      const trials = parseCount(options.trials, 'trials', MAX_TRIALS);
      return sampledReport(header, monteCarlo(run, { trials, seed: options.seed ?? 'muster' }));
    }
    const maxLeaves =
      options.maxBranches !== undefined
        ? parseCount(options.maxBranches, 'max-branches', 1_000_000_000)
        : DEFAULT_MAX_BRANCHES;
    try {
      return exactReport(header, enumerate(run, { maxLeaves }));
    } catch (error) {
      if (MusterError.is(error) && error.code === 'enumeration-limit') {
        throw new MusterError(
          'enumeration-limit',
          `too many roll combinations to enumerate exactly (${error.message}); estimate with --trials 100000 instead`,
          {
            path: 'mechanic',
          },
        );
      }
      throw error;
    }
  };
  const atMost = options.atMost === true;
  // A range (--dice 1..10): one report per value, printed as one column per value.
  const range = splitRange(tokens);
  if (range) {
    const columns: OddsColumn[] = range.tokens.map((t, k) => ({
      label: `--${range.param} ${range.values[k]!}`,
      report: reportOf(t),
    }));
    if (options.html !== undefined) writeFileAtomic(options.html, oddsHtml(columns, mechanic.description, atMost));
    output.out(
      options.json
        ? `${JSON.stringify({ ruleset: entry.id, mechanic: mechanic.id, range: { param: range.param, values: range.values }, reports: columns.map((c) => c.report) })}\n`
        : options.csv
          ? oddsCsv(columns, atMost)
          : formatOddsColumns(columns, mechanic.description, range, atMost),
    );
    return 0;
  }
  const report = reportOf(tokens);
  if (options.html !== undefined)
    writeFileAtomic(options.html, oddsHtml([{ label: '', report }], mechanic.description, atMost));
  output.out(
    options.json
      ? `${JSON.stringify(report)}\n`
      : options.csv
        ? oddsCsv([{ label: '', report }], atMost)
        : formatOddsReport(report, mechanic.description, atMost),
  );
  return 0;
}
