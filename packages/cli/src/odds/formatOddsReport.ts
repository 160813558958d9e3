import { Rational, wilsonInterval, type OddsReport } from '@muster/core';

/** A chance as a percentage with two decimals (`58.33%`). */
export const percent = (p: number): string => `${(p * 100).toFixed(2)}%`;
const range = (low: number, high: number): string => `${percent(low)} – ${percent(high)}`;

/** Whether every value of an outcome is a number (so "at least" and "at most" mean something). */
export const isNumeric = (values: readonly string[]): boolean =>
  values.every((v) => v.trim() !== '' && Number.isFinite(Number(v)));

/**
 * An outcome's values in the order a table shows them: numbers low to high (an object lists whole-number keys first,
 * so -1 and 0.5 would come after 2), other values as given.
 */
export const inValueOrder = (values: readonly string[]): string[] =>
  isNumeric(values) ? [...values].sort((a, b) => Number(a) - Number(b)) : [...values];

/** How a report's numbers were found: exact enumeration, or sampling with its trials, seed and interval methods. */
export function methodLine(report: OddsReport, perColumn = false): string {
  if (report.method === 'exact') return 'method: exact enumeration (percentages rounded; fractions exact)';
  const trials = report.trials ?? 0;
  return `method: Monte Carlo, ${trials} trial${trials === 1 ? '' : 's'}${perColumn ? ' per column' : ''}, seed "${report.seed ?? ''}" (${perColumn ? 'the same seed for every column; ' : ''}the same seed gives the same numbers; another seed, another sample)`;
}

/** The interval of a sampled mean as text: ` (95% Student t interval a to b)`, or why there is none. */
function meanInterval(report: OddsReport, name: string, yesNo: boolean): string {
  if (!report.meanIntervals || !(name in report.meanIntervals)) return '';
  const interval = report.meanIntervals[name];
  if (!interval) return ' (no interval from 1 trial)';
  const method = yesNo ? 'Wilson score' : 'Student t';
  return ` (95% ${method} interval ${interval[0].toFixed(4)} to ${interval[1].toFixed(4)})`;
}

/**
 * A readable odds report: a header, then one table per outcome with each value's probability, the
 * chance of at least (with `atMost`, at most) that value for a numeric outcome, and the mean.
 */
export function formatOddsReport(report: OddsReport, description: string, atMost = false): string {
  const lines: string[] = [];
  const params = Object.entries(report.params)
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (v === true ? `--${k}` : `--${k} ${String(v)}`))
    .join(' ');
  lines.push(`${report.ruleset} ${report.mechanic}: ${description}`);
  if (params) lines.push(`parameters: ${params}`);
  lines.push(methodLine(report));
  if (report.intervals)
    lines.push(
      `intervals: 95% Wilson score for each probability and each chance of ${atMost ? 'at most' : 'at least'} a value, 95% Student t for a mean (Wilson for a yes/no)`,
    );
  for (const name of Object.keys(report.outcomes)) {
    const { numeric, rows: table } = oddsRows(report, name, atMost);
    const rows: string[][] = [
      [
        name,
        'probability',
        ...(report.intervals ? ['95% interval'] : []),
        ...(numeric ? [atMost ? 'at most' : 'at least'] : []),
        ...(report.exact ? ['exact'] : []),
        // A sampled chance of at least (at most) a value is a proportion of the trials too: its own interval.
        ...(numeric && report.intervals ? ['95% interval'] : []),
      ],
    ];
    for (const row of table) {
      const cells = [row.value, percent(row.probability)];
      if (report.intervals) cells.push(row.interval ? range(...row.interval) : '');
      if (row.cumulative !== undefined) cells.push(percent(row.cumulative));
      if (report.exact) cells.push(row.exact ?? '');
      if (row.cumulativeInterval) cells.push(range(...row.cumulativeInterval));
      rows.push(cells);
    }
    lines.push('', ...textTable(rows));
    const mean = report.means[name];
    const exactMean = report.exactMeans?.[name];
    const yesNo = table.every((row) => row.value === 'true' || row.value === 'false');
    if (mean !== undefined)
      lines.push(
        `mean ${name}: ${mean.toFixed(4)}${exactMean !== undefined ? ` (exactly ${exactMean})` : meanInterval(report, name, yesNo)}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** One row of a single report's table of an outcome (the text table and the CSV both print these). */
export interface OddsRow {
  readonly value: string;
  readonly probability: number;
  /** Sampled: the 95% Wilson interval of the probability. */
  readonly interval?: readonly [number, number];
  /** A numeric outcome: the chance of at least (at most) the value. */
  readonly cumulative?: number;
  /** Sampled, numeric: the 95% Wilson interval of that chance, a proportion of the trials too. */
  readonly cumulativeInterval?: readonly [number, number];
  /** Exact: the probability as a fraction. */
  readonly exact?: string;
}

/**
 * The rows of one outcome of a report, values in order: each value's probability, the chance of at least (with
 * `atMost`, at most) it for a numeric outcome, and the exact fraction or the 95% intervals the report has.
 */
export function oddsRows(report: OddsReport, name: string, atMost: boolean): { numeric: boolean; rows: OddsRow[] } {
  const values = report.outcomes[name] ?? {};
  const numeric = isNumeric(Object.keys(values));
  const entries = inValueOrder(Object.keys(values)).map((v) => [v, values[v]!] as const);
  const cumulative = numeric ? cumulativeChances(entries, report.exact?.[name], atMost, report.trials) : [];
  const sampled = report.intervals && report.trials !== undefined ? report.trials : undefined;
  const rows = entries.map(([value, probability], i): OddsRow => {
    const interval = report.intervals?.[name]?.[value];
    const exact = report.exact?.[name]?.[value];
    if (!numeric) return { value, probability, ...(interval && { interval }), ...(exact !== undefined && { exact }) };
    const chance = Math.max(0, Math.min(1, cumulative[i]!));
    const around = sampled === undefined ? undefined : wilsonInterval(Math.round(chance * sampled), sampled);
    return {
      value,
      probability,
      ...(interval && { interval }),
      cumulative: chance,
      ...(around && { cumulativeInterval: [around.low, around.high] as const }),
      ...(exact !== undefined && { exact }),
    };
  });
  return { numeric, rows };
}

/**
 * The chance of at most (or at least) each value, values low to high: from the exact fractions when the report has
 * them (so the two tables agree exactly), and over the values present — they sum to 1 unless some runs did not report
 * the outcome, and then "at least" the lowest value is the chance it was reported, not 100%.
 */
function cumulativeChances(
  entries: readonly (readonly [string, number])[],
  exact: Readonly<Record<string, string>> | undefined,
  atMost: boolean,
  trials: number | undefined,
): number[] {
  if (exact && entries.every(([v]) => exact[v] !== undefined)) {
    let sum = Rational.ZERO;
    const below = entries.map(([v]) => (sum = sum.add(Rational.parse(exact[v]!))));
    return below.map((b, i) => (atMost ? b : sum.sub(i > 0 ? below[i - 1]! : Rational.ZERO)).toNumber());
  }
  let sum = 0;
  const below = entries.map(([, p]) => (sum += p));
  const chances = below.map((b, i) => (atMost ? b : sum - (i > 0 ? below[i - 1]! : 0)));
  // Sampled: each chance is a count of trials over the trials, so say it as that (0.93, not 0.9299999999999999).
  return trials === undefined ? chances : chances.map((c) => Math.round(c * trials) / trials);
}

/** Rows as aligned text: the first column left-aligned, the others right-aligned, a rule under the header. */
export function textTable(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const render = (r: readonly string[]) =>
    r
      .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [render(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(render)];
}
