import type { OddsReport } from '@muster/core';

const percent = (p: number): string => `${(p * 100).toFixed(2)}%`;

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
  lines.push(
    report.method === 'exact'
      ? 'method: exact enumeration'
      : `method: Monte Carlo, ${report.trials ?? 0} trials, seed "${report.seed ?? ''}" (±: 95% interval)`,
  );
  for (const [name, values] of Object.entries(report.outcomes)) {
    const entries = Object.entries(values);
    const numeric = entries.every(([v]) => v.trim() !== '' && Number.isFinite(Number(v)));
    const rows: string[][] = [
      [
        name,
        'probability',
        ...(numeric ? [atMost ? 'at most' : 'at least'] : []),
        ...(report.exact ? ['exact'] : []),
        ...(report.intervals ? ['95% interval'] : []),
      ],
    ];
    let remaining = 1;
    let below = 0;
    for (const [value, p] of entries) {
      const row = [value, percent(p)];
      below += p;
      if (numeric) row.push(percent(Math.max(0, Math.min(1, atMost ? below : remaining))));
      remaining -= p;
      if (report.exact) row.push(report.exact[name]?.[value] ?? '');
      if (report.intervals) {
        const i = report.intervals[name]?.[value];
        row.push(i ? `${percent(i[0])} – ${percent(i[1])}` : '');
      }
      rows.push(row);
    }
    lines.push('', ...textTable(rows));
    const mean = report.means[name];
    if (mean !== undefined) lines.push(`mean ${name}: ${mean.toFixed(4)}`);
  }
  return `${lines.join('\n')}\n`;
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
