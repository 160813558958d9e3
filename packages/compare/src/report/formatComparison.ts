import type { Comparison, MetricValue } from '../engine/compareMatchup.js';
import { METRIC_LABELS, METRICS } from '../engine/Metric.js';

const cell = (v: MetricValue | null): string => {
  if (v === null) return 'n/a';
  const pc = (x: number) => (x * 100).toFixed(1);
  // The interval itself: a Wilson interval near 0 or 1 is not symmetric about the value, so "± half" misleads.
  return v.interval ? `${pc(v.value)}% (${pc(v.interval[0])}–${pc(v.interval[1])})` : `${pc(v.value)}%`;
};

/** The comparison as a text table: one column per ruleset, a method row, then units and caveats. */
export function formatComparison(c: Comparison): string {
  const header = ['', ...c.columns.map((col) => col.ruleset)];
  const rows: string[][] = [
    ...METRICS.map((m) => [METRIC_LABELS[m], ...c.columns.map((col) => cell(col.metrics[m]))]),
    ['method', ...c.columns.map((col) => (col.method === 'exact' ? 'exact' : `monte carlo (${col.trials})`))],
  ];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((s, i) => (i === 0 ? s.padEnd(widths[i]!) : s.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [
    `${c.title} (${c.matchup})`,
    c.situation,
    '',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
  ];
  out.push(
    "Monte Carlo cells show the 95% interval in brackets (Wilson score for chances, Student t for mean losses). n/a: the ruleset's mechanic does not decide it.",
  );
  for (const col of c.columns) {
    out.push(`${col.ruleset}: ${col.attacker} → ${col.target}; losses in ${col.sizeUnit} of ${col.targetSize}`);
    out.push(`  ${col.command}${col.versus ? `\n  against: ${col.versus.command}` : ''}`);
    for (const caveat of col.caveats) out.push(`  - ${caveat}`);
  }
  for (const na of c.notApplicable) out.push(`${na.ruleset}: not applicable: ${na.reason}`);
  return `${out.join('\n')}\n`;
}

/** The comparison as CSV: one row per ruleset and metric. */
export function comparisonCsv(c: Comparison): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['matchup,ruleset,metric,method,value,exact,low,high'];
  for (const col of c.columns) {
    for (const m of METRICS) {
      const v = col.metrics[m];
      lines.push(
        [
          c.matchup,
          col.ruleset,
          m,
          col.method,
          v ? String(v.value) : '',
          v?.exact ?? '',
          v?.interval ? String(v.interval[0]) : '',
          v?.interval ? String(v.interval[1]) : '',
        ]
          .map(q)
          .join(','),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
