import { atLeastCurves, groupedBars, page } from '@muster/compare';
import { MusterError, type OddsReport } from '@muster/core';
import { inValueOrder, isNumeric, methodLine, oddsRows, percent, textTable } from './formatOddsReport.js';

/** One column of an odds table: a report and what distinguishes it (`--dice 3`), empty for a single report. */
export interface OddsColumn {
  readonly label: string;
  readonly report: OddsReport;
}

/** Most values one range may take, so a typo cannot run a thousand enumerations. */
export const MAX_RANGE_VALUES = 50;

/** A mechanic's tokens with one parameter's `A..B` taken out: the tokens of each value of the range. */
export interface OddsRange {
  readonly param: string;
  readonly values: readonly number[];
  /** The tokens with the range replaced by each value, in order. */
  readonly tokens: readonly (readonly string[])[];
}

const RANGE = /^(-?\d+)\.\.(-?\d+)$/;

/**
 * Finds a parameter given as a range (`--dice 1..10` or `--dice=1..10`) among a mechanic's tokens. At most
 * one parameter may be a range, of at most {@link MAX_RANGE_VALUES} whole values, low to high.
 */
export function splitRange(tokens: readonly string[]): OddsRange | undefined {
  let found: { at: number; param: string; text: string; joined: boolean } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.startsWith('--')) continue;
    const eq = token.indexOf('=');
    const joined = eq !== -1;
    const param = joined ? token.slice(2, eq) : token.slice(2);
    const text = joined ? token.slice(eq + 1) : tokens[i + 1];
    if (!text?.includes('..')) continue;
    if (found)
      throw new MusterError('bad-input', `only one parameter may be a range (--${found.param} and --${param} are)`, {
        path: `params.${param}`,
        expected: 'one range, e.g. --dice 1..10, the other parameters single values',
      });
    found = { at: i, param, text, joined };
  }
  if (!found) return undefined;
  const m = RANGE.exec(found.text);
  const low = Number(m?.[1]);
  const high = Number(m?.[2]);
  if (!m || !(high >= low) || high - low + 1 > MAX_RANGE_VALUES)
    throw new MusterError('bad-input', `--${found.param} ${found.text} is not a range of whole numbers low..high`, {
      path: `params.${found.param}`,
      expected: `low..high with low <= high and at most ${MAX_RANGE_VALUES} values, e.g. 1..10`,
    });
  const { at, param, joined } = found;
  const values = Array.from({ length: high - low + 1 }, (_, k) => low + k);
  const tokensOf = (v: number) =>
    joined
      ? [...tokens.slice(0, at), `--${param}=${v}`, ...tokens.slice(at + 1)]
      : [...tokens.slice(0, at), `--${param}`, String(v), ...tokens.slice(at + 2)];
  return { param, values, tokens: values.map(tokensOf) };
}

/** An outcome's values across the columns, numbers low to high, other values in the order first seen. */
function valuesOf(columns: readonly OddsColumn[], outcome: string): string[] {
  return inValueOrder([...new Set(columns.flatMap((c) => Object.keys(c.report.outcomes[outcome] ?? {})))]);
}

/**
 * The chances shown for `outcome` in a column, by value: P(X ≥ value) (or ≤ with `atMost`) for a numeric outcome,
 * else P(X = value). Read from the column's {@link oddsRows} (the single table's own chances, exact fractions or
 * counts over the trials summed once); a value the column never gives takes the chance of the nearest value it does
 * give on the counted side (at least 3 when it gives 2 and 4: that of 4), or 0 when there is none.
 */
function chancesOf(report: OddsReport, outcome: string, numeric: boolean, atMost: boolean): (value: string) => number {
  const { rows } = oddsRows(report, outcome, atMost);
  if (!numeric) return (value) => rows.find((r) => r.value === value)?.probability ?? 0;
  return (value) => {
    const x = Number(value);
    const row = atMost ? rows.filter((r) => Number(r.value) <= x).at(-1) : rows.find((r) => Number(r.value) >= x);
    return row?.cumulative ?? 0;
  };
}

/** What a sampled table of ranges leaves out, and where to find it. */
const NO_INTERVALS =
  'intervals: not shown here; each value of the range alone, or --json, gives the 95% Wilson score interval of each probability and the 95% Student t interval of each mean';

/** The outcomes of the columns' mechanic, in its order. */
const outcomesOf = (columns: readonly OddsColumn[]): string[] => Object.keys(columns[0]?.report.outcomes ?? {});

/** What a cell of a numeric outcome is: "at least" or "at most". */
const cumulativeName = (atMost: boolean) => (atMost ? 'at most' : 'at least');

/**
 * A text table per outcome with one column per value of the range: each outcome value's chance of at least
 * (with `atMost`, at most) that value, or of exactly it for a non-numeric outcome; then each column's mean.
 */
export function formatOddsColumns(
  columns: readonly OddsColumn[],
  description: string,
  range: { readonly param: string },
  atMost: boolean,
): string {
  const first = columns[0]!.report;
  const lines = [`${first.ruleset} ${first.mechanic}: ${description}`];
  const fixed = Object.entries(first.params)
    .filter(([k, v]) => k !== range.param && v !== false)
    .map(([k, v]) => (v === true ? `--${k}` : `--${k} ${String(v)}`))
    .join(' ');
  if (fixed) lines.push(`parameters: ${fixed}`);
  lines.push(methodLine(first, true));
  if (first.method !== 'exact') lines.push(NO_INTERVALS);
  for (const outcome of outcomesOf(columns)) {
    const values = valuesOf(columns, outcome);
    const numeric = isNumeric(values);
    lines.push(
      '',
      numeric
        ? `${outcome}: the chance of ${cumulativeName(atMost)} each value, by --${range.param}`
        : `${outcome}: the chance of each value, by --${range.param}`,
    );
    const chances = columns.map((c) => chancesOf(c.report, outcome, numeric, atMost));
    const rows = [
      [outcome, ...columns.map((c) => c.label)],
      ...values.map((v) => [v, ...chances.map((at) => percent(at(v)))]),
    ];
    const means = columns.map((c) => c.report.means[outcome]);
    if (means.every((m) => m !== undefined)) rows.push(['mean', ...means.map((m) => m.toFixed(4))]);
    lines.push(...textTable(rows));
  }
  return `${lines.join('\n')}\n`;
}

/** Quotes a CSV cell when it needs it. */
const csvCell = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * CSV of the same table: `outcome,value,` then one column per report: the chance of at least (at most)
 * the value for a numeric outcome, of exactly it otherwise; a single report (no range) gets the columns
 * `probability` and `at least` (or `at most`), each followed by its 95% interval's `low` and `high` when sampled.
 */
export function oddsCsv(columns: readonly OddsColumn[], atMost: boolean): string {
  if (columns.length === 1 && columns[0]!.label === '') return singleCsv(columns[0]!.report, atMost);
  const lines = [['outcome', 'value', ...columns.map((c) => c.label)].map(csvCell).join(',')];
  for (const outcome of outcomesOf(columns)) {
    const values = valuesOf(columns, outcome);
    const numeric = isNumeric(values);
    const chances = columns.map((c) => chancesOf(c.report, outcome, numeric, atMost));
    for (const v of values) {
      const cells = chances.map((at) => String(at(v)));
      lines.push([outcome, v, ...cells].map(csvCell).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The CSV of one report: the rows of its text table ({@link oddsRows}), intervals as `low` and `high` columns. */
function singleCsv(report: OddsReport, atMost: boolean): string {
  const cumulative = cumulativeName(atMost);
  const sampled = report.intervals !== undefined;
  const header = sampled
    ? ['probability', 'probability low', 'probability high', cumulative, `${cumulative} low`, `${cumulative} high`]
    : ['probability', cumulative];
  const lines = [['outcome', 'value', ...header].map(csvCell).join(',')];
  const text = (x: number | undefined) => (x === undefined ? '' : String(x));
  for (const outcome of Object.keys(report.outcomes)) {
    for (const row of oddsRows(report, outcome, atMost).rows) {
      const cells = sampled
        ? [
            row.probability,
            row.interval?.[0],
            row.interval?.[1],
            row.cumulative,
            row.cumulativeInterval?.[0],
            row.cumulativeInterval?.[1],
          ]
        : [row.probability, row.cumulative];
      lines.push([outcome, row.value, ...cells.map(text)].map(csvCell).join(','));
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Escapes text for HTML. */
const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A self-contained HTML page (compare's report page and SVG charts, no script): per outcome, a chart (step
 * curves of the chance of at least, or at most, each value, one per column; bars for a non-numeric outcome)
 * and the table of {@link formatOddsColumns}.
 */
export function oddsHtml(columns: readonly OddsColumn[], description: string, atMost: boolean): string {
  const first = columns[0]!.report;
  const names = columns.map((c) => c.label || first.mechanic);
  const parts = [
    `<h1>${esc(`${first.ruleset} ${first.mechanic}`)}</h1>`,
    `<p class="sub">${esc(description)}; ${esc(methodLine(first, columns.length > 1).replace(/^method: /, ''))}${first.method === 'exact' ? '' : `. ${esc(NO_INTERVALS.replace(/^intervals: /, 'Intervals: '))}`}</p>`,
  ];
  for (const outcome of outcomesOf(columns)) {
    const values = valuesOf(columns, outcome);
    const numeric = isNumeric(values);
    const title = numeric
      ? `${outcome}: the chance of ${cumulativeName(atMost)} each value`
      : `${outcome}: the chance of each value`;
    const chances = columns.map((c) => chancesOf(c.report, outcome, numeric, atMost));
    parts.push(`<h2>${esc(outcome)}</h2>`);
    if (numeric && values.length > 0 && Number(values[0]) >= 0) {
      const series = chances.map((at, i) => ({
        name: names[i]!,
        points: values.map((v) => [Number(v), at(v)] as const),
      }));
      parts.push(atLeastCurves(title, outcome, series, Number(values[values.length - 1])));
    } else {
      parts.push(
        groupedBars(
          title,
          values,
          names,
          values.map((v) => chances.map((at) => ({ value: at(v) }))),
        ),
      );
    }
    const head = `<tr><th>${esc(outcome)}</th>${names.map((n) => `<th>${esc(n)}</th>`).join('')}</tr>`;
    const body = values
      .map((v) => `<tr><td>${esc(v)}</td>${chances.map((at) => `<td>${percent(at(v))}</td>`).join('')}</tr>`)
      .join('');
    parts.push(`<table>${head}${body}</table>`);
  }
  return page(`${first.ruleset} ${first.mechanic}: odds`, parts.join('\n'));
}
