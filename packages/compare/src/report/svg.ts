/** Escapes text for HTML and SVG. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Colours of the series (colour-blind safe, Okabe–Ito). */
export const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#D55E00', '#56B4E9'];

const pct = (x: number): string => `${Math.round(x * 100)}%`;

/** A bar of a grouped chart, with an optional 95% interval whisker. */
export interface Bar {
  readonly value: number | null;
  readonly interval?: readonly [number, number] | undefined;
}

/**
 * Grouped horizontal bars on a 0–100% axis: one group per row label, one bar per series, "n/a" where a
 * series has no value, whiskers for intervals. Static SVG, no script.
 */
export function groupedBars(
  title: string,
  groups: readonly string[],
  series: readonly string[],
  bars: readonly (readonly Bar[])[],
): string {
  const left = 230;
  const width = 760;
  const plot = width - left - 190; // room right of the longest whisker for its label
  const barH = 16;
  const groupH = series.length * (barH + 4) + 18;
  const top = 48;
  const height = top + groups.length * groupH + 30;
  const x = (v: number) => left + v * plot;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<text x="10" y="20" class="t">${esc(title)}</text>`,
  ];
  if (series.length > 1)
    series.forEach((s, i) =>
      parts.push(
        `<rect x="${left + i * 150}" y="28" width="12" height="12" fill="${PALETTE[i % PALETTE.length]}"/><text x="${left + i * 150 + 16}" y="38" class="l">${esc(s)}</text>`,
      ),
    );
  for (let t = 0; t <= 10; t += 2)
    parts.push(
      `<line x1="${x(t / 10)}" x2="${x(t / 10)}" y1="${top}" y2="${height - 26}" class="grid"/><text x="${x(t / 10)}" y="${height - 10}" class="l" text-anchor="middle">${t * 10}%</text>`,
    );
  groups.forEach((g, gi) => {
    const y0 = top + gi * groupH + 8;
    parts.push(
      `<text x="${left - 8}" y="${y0 + (series.length * (barH + 4)) / 2 + 4}" class="l" text-anchor="end">${esc(g)}</text>`,
    );
    series.forEach((_, si) => {
      const bar = bars[gi]?.[si];
      const y = y0 + si * (barH + 4);
      if (bar?.value == null) {
        parts.push(`<text x="${left + 4}" y="${y + 12}" class="na">n/a</text>`);
        return;
      }
      parts.push(
        `<rect x="${left}" y="${y}" width="${Math.max(1, bar.value * plot)}" height="${barH}" fill="${PALETTE[si % PALETTE.length]}"/>`,
      );
      if (bar.interval) {
        const [lo, hi] = bar.interval;
        parts.push(
          `<line x1="${x(lo)}" x2="${x(hi)}" y1="${y + barH / 2}" y2="${y + barH / 2}" class="w"/><line x1="${x(lo)}" x2="${x(lo)}" y1="${y + 3}" y2="${y + barH - 3}" class="w"/><line x1="${x(hi)}" x2="${x(hi)}" y1="${y + 3}" y2="${y + barH - 3}" class="w"/>`,
        );
      }
      const label = bar.interval
        ? `${(bar.value * 100).toFixed(1)}% (${(bar.interval[0] * 100).toFixed(1)}–${(bar.interval[1] * 100).toFixed(1)})`
        : `${(bar.value * 100).toFixed(1)}%`;
      const lx = bar.interval ? x(bar.interval[1]) : x(bar.value);
      parts.push(`<text x="${lx + 8}" y="${y + 12}" class="v">${label}</text>`);
    });
  });
  parts.push('</svg>');
  return parts.join('');
}

/** A step curve: P(X ≥ x) per series against x (x values per series), on a 0–100% axis. */
export function atLeastCurves(
  title: string,
  xLabel: string,
  series: readonly { readonly name: string; readonly points: readonly (readonly [number, number])[] }[],
  xMax: number,
): string {
  const width = 760;
  const height = 340;
  const left = 60;
  const top = 50;
  const right = 20;
  const bottom = 50;
  const pw = width - left - right;
  const ph = height - top - bottom;
  const sx = (v: number) => left + (xMax === 0 ? 0 : (v / xMax) * pw);
  const sy = (p: number) => top + (1 - p) * ph;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<text x="10" y="20" class="t">${esc(title)}</text>`,
  ];
  if (series.length > 1)
    series.forEach((s, i) =>
      parts.push(
        `<rect x="${left + i * 150}" y="28" width="12" height="12" fill="${PALETTE[i % PALETTE.length]}"/><text x="${left + i * 150 + 16}" y="38" class="l">${esc(s.name)}</text>`,
      ),
    );
  for (let t = 0; t <= 4; t++)
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${sy(t / 4)}" y2="${sy(t / 4)}" class="grid"/><text x="${left - 6}" y="${sy(t / 4) + 4}" class="l" text-anchor="end">${pct(t / 4)}</text>`,
    );
  // Round tick steps (1, 2, 5 x 10^k) so the axis reads 0, 5, 10... rather than 5.80, 11.60.
  const raw = xMax / 5;
  const mag = 10 ** Math.floor(Math.log10(raw || 1));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((v) => v >= raw) ?? raw;
  for (let v = 0; v <= xMax + step * 1e-9; v += step) {
    parts.push(
      `<text x="${sx(v)}" y="${height - bottom + 16}" class="l" text-anchor="middle">${Number.isInteger(Math.round(v * 1e6) / 1e6) ? Math.round(v) : v.toFixed(step < 0.1 ? 2 : 1)}</text>`,
    );
  }
  parts.push(`<text x="${left + pw / 2}" y="${height - 10}" class="l" text-anchor="middle">${esc(xLabel)}</text>`);
  series.forEach((s, i) => {
    let d = '';
    s.points.forEach(([xv, p], j) => {
      const next = s.points[j + 1];
      d += `${j === 0 ? 'M' : 'L'}${sx(xv).toFixed(1)},${sy(p).toFixed(1)} `;
      if (next) d += `L${sx(next[0]).toFixed(1)},${sy(p).toFixed(1)} `;
    });
    parts.push(`<path d="${d.trim()}" fill="none" stroke="${PALETTE[i % PALETTE.length]}" stroke-width="2.5"/>`);
    s.points.forEach(([xv, p]) =>
      parts.push(
        `<circle cx="${sx(xv).toFixed(1)}" cy="${sy(p).toFixed(1)}" r="3" fill="${PALETTE[i % PALETTE.length]}"/>`,
      ),
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** Vertical bars of counts (a distribution), labelled with each value; `colour` tells series apart across charts. */
export function histogram(
  title: string,
  xLabel: string,
  counts: readonly (readonly [string, number])[],
  colour: string = PALETTE[0]!,
): string {
  const width = 760;
  const height = 280;
  const left = 50;
  const top = 40;
  const bottom = 50;
  const pw = width - left - 20;
  const ph = height - top - bottom;
  const max = Math.max(1, ...counts.map(([, c]) => c));
  const bw = pw / Math.max(1, counts.length);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<text x="10" y="20" class="t">${esc(title)}</text>`,
  ];
  counts.forEach(([label, c], i) => {
    const h = (c / max) * ph;
    const x = left + i * bw;
    parts.push(
      `<rect x="${(x + bw * 0.1).toFixed(1)}" y="${(top + ph - h).toFixed(1)}" width="${(bw * 0.8).toFixed(1)}" height="${h.toFixed(1)}" fill="${colour}"/>`,
    );
    if (c > 0)
      parts.push(
        `<text x="${(x + bw / 2).toFixed(1)}" y="${(top + ph - h - 4).toFixed(1)}" class="v" text-anchor="middle">${c}</text>`,
      );
    if (counts.length <= 30 || i % Math.ceil(counts.length / 30) === 0)
      parts.push(
        `<text x="${(x + bw / 2).toFixed(1)}" y="${top + ph + 16}" class="l" text-anchor="middle">${esc(label)}</text>`,
      );
  });
  parts.push(
    `<line x1="${left}" x2="${width - 20}" y1="${top + ph}" y2="${top + ph}" class="axis"/><text x="${left + pw / 2}" y="${height - 8}" class="l" text-anchor="middle">${esc(xLabel)}</text></svg>`,
  );
  return parts.join('');
}

/** The page around the charts: one self-contained HTML document, no network; `footer` says what it holds. */
export function page(title: string, body: string, footer = 'Self-contained: no scripts, no network.'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:#222;max-width:1000px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}p.sub{color:#555;margin:0 0 16px}
table{border-collapse:collapse;margin:8px 0 16px;font-variant-numeric:tabular-nums}th,td{border:1px solid #ccc;padding:4px 8px;text-align:right;vertical-align:top}
th:first-child,td:first-child{text-align:left}th{background:#f3f3f3}td small{color:#666}
ul.cav{margin:4px 0 12px;color:#444;font-size:14px}svg{display:block;margin:8px 0 20px;max-width:100%;height:auto}
svg .t{font:600 14px system-ui,sans-serif;fill:#222}svg .l{font:12px system-ui,sans-serif;fill:#333}svg .v{font:11px system-ui,sans-serif;fill:#222}
svg .na{font:italic 12px system-ui,sans-serif;fill:#888}svg .grid{stroke:#e3e3e3}svg .axis{stroke:#888}svg .w{stroke:#222;stroke-width:1.5}
pre{white-space:pre-wrap}code{font-size:13px;background:#f5f5f5;padding:1px 3px}footer{color:#777;font-size:12px;margin-top:24px}
</style></head><body>
${body}
<footer>Made by muster. ${esc(footer)}</footer>
</body></html>
`;
}

/** A signed difference with its interval, for {@link differenceBars}. */
export interface DifferenceBar {
  readonly label: string;
  readonly value: number;
  readonly low: number | null;
  readonly high: number | null;
}

/**
 * Horizontal bars of signed differences from a zero line, each with its interval whisker: for "variant b
 * minus variant a" figures (a paired interval above the unpaired one of the same difference, say).
 * `format` labels values; the axis is symmetric around zero and covers every whisker.
 */
export function differenceBars(title: string, rows: readonly DifferenceBar[], format: (x: number) => string): string {
  const left = 190;
  const width = 760;
  const right = 250;
  const plot = width - left - right;
  const barH = 16;
  const top = 36;
  const height = top + rows.length * (barH + 10) + 30;
  const reach = Math.max(
    1e-9,
    ...rows.flatMap((r) => [Math.abs(r.value), Math.abs(r.low ?? 0), Math.abs(r.high ?? 0)]),
  );
  const x = (v: number) => left + plot / 2 + (v / reach) * (plot / 2);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">`,
    `<text x="10" y="20" class="t">${esc(title)}</text>`,
  ];
  for (const t of [-1, -0.5, 0, 0.5, 1])
    parts.push(
      `<line x1="${x(t * reach).toFixed(1)}" x2="${x(t * reach).toFixed(1)}" y1="${top}" y2="${height - 26}" class="${t === 0 ? 'axis' : 'grid'}"/><text x="${x(t * reach).toFixed(1)}" y="${height - 10}" class="l" text-anchor="middle">${esc(format(t * reach))}</text>`,
    );
  rows.forEach((r, i) => {
    const y = top + i * (barH + 10) + 4;
    const x0 = Math.min(x(0), x(r.value));
    parts.push(`<text x="${left - 8}" y="${y + 12}" class="l" text-anchor="end">${esc(r.label)}</text>`);
    parts.push(
      `<rect x="${x0.toFixed(1)}" y="${y}" width="${Math.max(1, Math.abs(x(r.value) - x(0))).toFixed(1)}" height="${barH}" fill="${PALETTE[i % 2 === 0 ? 0 : 1]}"/>`,
    );
    if (r.low !== null && r.high !== null) {
      const [lo, hi] = [x(r.low).toFixed(1), x(r.high).toFixed(1)];
      parts.push(
        `<line x1="${lo}" x2="${hi}" y1="${y + barH / 2}" y2="${y + barH / 2}" class="w"/><line x1="${lo}" x2="${lo}" y1="${y + 3}" y2="${y + barH - 3}" class="w"/><line x1="${hi}" x2="${hi}" y1="${y + 3}" y2="${y + barH - 3}" class="w"/>`,
      );
    }
    const label =
      r.low !== null && r.high !== null
        ? `${format(r.value)} (${format(r.low)} to ${format(r.high)})`
        : format(r.value);
    parts.push(`<text x="${width - right + 6}" y="${y + 12}" class="v">${esc(label)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}
