import type { Comparison } from '../engine/compareMatchup.js';
import { METRIC_LABELS, METRICS } from '../engine/Metric.js';
import { atLeastCurves, esc, groupedBars, page } from './svg.js';

/**
 * One self-contained HTML page for a comparison: the normalised outcomes side by side (with 95%
 * whiskers on sampled cells), the at-least curves of losses, the table and each mapping's caveats.
 */
export function comparisonHtml(c: Comparison): string {
  const series = c.columns.map((col) => col.ruleset);
  const bars = METRICS.map((m) =>
    c.columns.map((col) => ({ value: col.metrics[m]?.value ?? null, interval: col.metrics[m]?.interval })),
  );
  const curves = c.columns
    .filter((col) => col.lossesAtLeast !== null)
    .map((col) => ({ name: col.ruleset, points: col.lossesAtLeast!.map((p, k) => [k / col.targetSize, p] as const) }));
  const rows = METRICS.map(
    (m) =>
      `<tr><td>${esc(METRIC_LABELS[m])}</td>${c.columns
        .map((col) => {
          const v = col.metrics[m];
          if (!v) return '<td><small>n/a</small></td>';
          const extra =
            v.exact && v.exact.length <= 15
              ? `<br><small>${esc(v.exact)}</small>`
              : v.interval
                ? `<br><small>95%: ${(v.interval[0] * 100).toFixed(1)}–${(v.interval[1] * 100).toFixed(1)}%</small>`
                : '';
          return `<td>${(v.value * 100).toFixed(1)}%${extra}</td>`;
        })
        .join('')}</tr>`,
  ).join('');
  const method = `<tr><td>method</td>${c.columns.map((col) => `<td>${col.method === 'exact' ? 'exact' : `Monte Carlo, ${col.trials} trials`}</td>`).join('')}</tr>`;
  const mappings = c.columns
    .map(
      (col) =>
        `<h3>${esc(col.ruleset)}</h3><p>${esc(col.attacker)} → ${esc(col.target)}, losses counted in ${esc(col.sizeUnit)} of ${col.targetSize}.<br><code>${esc(col.command)}</code>${col.versus ? `<br>against <code>${esc(col.versus.command)}</code>` : ''}</p><ul class="cav">${col.caveats.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`,
    )
    .join('');
  const na = c.notApplicable.length
    ? `<p>Not applicable: ${c.notApplicable.map((n) => `<b>${esc(n.ruleset)}</b>: ${esc(n.reason)}`).join(' ')}</p>`
    : '';
  const body = `<h1>${esc(c.title)}</h1><p class="sub">${esc(c.situation)} Attacker: ${esc(c.attacker)}; target: ${esc(c.target)}.</p>
${groupedBars(
  'Normalised outcomes (bars: value; whiskers: 95% interval where sampled)',
  METRICS.map((m) => METRIC_LABELS[m]),
  series,
  bars,
)}
${curves.length ? atLeastCurves('Chance of losing at least this fraction of the target', 'fraction of the target lost', curves, 1) : ''}
<h2>Table</h2><table><tr><th></th>${series.map((s) => `<th>${esc(s)}</th>`).join('')}</tr>${rows}${method}</table>
<h2>How each ruleset plays it</h2>${mappings}${na}`;
  return page(`${c.title}: muster compare`, body);
}
