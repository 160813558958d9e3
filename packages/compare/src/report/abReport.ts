import type { AbRecords } from '../ab/AbBatch.js';
import type { Difference } from '../ab/pairedStats.js';
import { lossShare, type AbSummary, type AbVariantSummary } from '../ab/summariseAb.js';
import { battleSeed } from '../batch/playBattles.js';
import type { Rate } from '../batch/summarise.js';
import type { Mean } from '../losses/summariseLosses.js';
import { battleMapsHtml, mapsFooter, type BattleMaps } from './battleMaps.js';
import { differenceBars, esc, groupedBars, histogram, page, PALETTE } from './svg.js';

const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
const pts = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} pts`;
const num = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;
const rateCell = (r: Rate) => `${pc(r.rate)} (${pc(r.interval[0])}–${pc(r.interval[1])})`;
const meanCell = (m: Mean, f: (x: number) => string) =>
  `${f(m.mean)}${m.interval ? ` (${f(m.interval[0])}–${f(m.interval[1])})` : ''}`;
const diff = (d: Difference, f: (x: number) => string) =>
  `${f(d.value)}${d.low !== null && d.high !== null ? ` (95% ${f(d.low)} to ${f(d.high)})` : ''}`;
const width = (d: Difference) => (d.low !== null && d.high !== null ? d.high - d.low : null);

/** The rows of the side-by-side table: a label and each variant's cell. */
function sideBySide(s: AbSummary): [string, string, string][] {
  const rows: [string, string, string][] = [
    ['side A wins', rateCell(s.a.wins.A), rateCell(s.b.wins.A)],
    ['side B wins', rateCell(s.a.wins.B), rateCell(s.b.wins.B)],
    ['draws', rateCell(s.a.wins.draw), rateCell(s.b.wins.draw)],
    ['mean turns', meanCell(s.a.turns, (x) => x.toFixed(2)), meanCell(s.b.turns, (x) => x.toFixed(2))],
  ];
  if (s.a.meanLosses && s.b.meanLosses) {
    rows.push(['side A strength lost', meanCell(s.a.meanLosses.A, pc), meanCell(s.b.meanLosses.A, pc)]);
    rows.push(['side B strength lost', meanCell(s.a.meanLosses.B, pc), meanCell(s.b.meanLosses.B, pc)]);
  }
  if (s.a.failed + s.b.failed > 0) rows.push(['NOT FINISHED (left out)', String(s.a.failed), String(s.b.failed)]);
  return rows;
}

const describeVariant = (v: AbVariantSummary) =>
  `${v.name}${Object.keys(v.options).length ? ` ${JSON.stringify(v.options)}` : ''}; plugins ${[v.plugins.combat, v.plugins.morale, v.plugins.dice].filter(Boolean).join(', ')}`;

/** An A/B batch as text: the two variants side by side, then the paired figures. */
export function formatAb(s: AbSummary): string {
  const rows = sideBySide(s);
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(`a: ${s.a.name}`.length, ...rows.map((r) => r[1].length));
  const lines = [
    `${s.ruleset} ${s.rulesetVersion}: ${s.battles} battles under a and under b, same seeds (root "${s.seed}"), bots ${s.bots.join(' vs ')}`,
    `  a: ${describeVariant(s.a)}`,
    `  b: ${describeVariant(s.b)}`,
    `  ${''.padEnd(w0)}  ${`a: ${s.a.name}`.padEnd(w1)}  b: ${s.b.name}`,
    ...rows.map(([label, a, b]) => `  ${label.padEnd(w0)}  ${a.padEnd(w1)}  ${b}`),
    `paired: battle i under a against battle i under b, ${s.paired.pairs} pairs; differences are b − a, 95% Student-t intervals`,
    `  winner differs   ${s.paired.differentWinner} of ${s.paired.pairs} battles`,
    `  side A win rate  ${diff(s.paired.winRateDifferenceA, pts)}; unpaired interval would be ${diff(
      s.paired.unpairedWinRateDifferenceA,
      pts,
    )
      .replace(/^[^(]*\(95% /, '')
      .replace(/\)$/, '')}`,
    `  McNemar exact    p = ${s.paired.mcnemarP.toPrecision(4)} (side A won under a only ${s.paired.discordantA.aOnly}, under b only ${s.paired.discordantA.bOnly})`,
    `  turns            ${diff(s.paired.turnsDifference, num)}`,
  ];
  if (s.paired.lossesDifference) {
    lines.push(`  A strength lost  ${diff(s.paired.lossesDifference.A, pts)}`);
    lines.push(`  B strength lost  ${diff(s.paired.lossesDifference.B, pts)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** An A/B batch as CSV: one row per battle pair (its index and seed, then each variant's winner, turns and losses). */
export function abCsv(s: Pick<AbSummary, 'seed'>, records: AbRecords): string {
  const rows = [
    [
      'index',
      'seed',
      'winner_a',
      'winner_b',
      'turns_a',
      'turns_b',
      'lost_A_a',
      'lost_A_b',
      'lost_B_a',
      'lost_B_b',
      'error_a',
      'error_b',
    ],
  ];
  const share = (x: number | null) => (x === null ? '' : String(x));
  const quote = (t: string) => (/[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
  records.a.forEach((a, i) => {
    const b = records.b[i]!;
    rows.push([
      String(a.index),
      quote(battleSeed(s.seed, a.index)),
      a.winner ?? 'draw',
      b.winner ?? 'draw',
      String(a.turns),
      String(b.turns),
      share(lossShare(a, 'A')),
      share(lossShare(b, 'A')),
      share(lossShare(a, 'B')),
      share(lossShare(b, 'B')),
      quote(a.error ?? ''),
      quote(b.error ?? ''),
    ]);
  });
  return `${rows.map((r) => r.join(',')).join('\n')}\n`;
}

/**
 * One self-contained HTML page for an A/B batch: both variants side by side, the paired differences, turns
 * and losses histograms, and with `maps` (one {@link drawChosenBattles} per variant) each variant's chosen
 * battles, with how the same seed went under the other variant.
 */
export function abHtml(s: AbSummary, maps?: readonly BattleMaps[]): string {
  const names = [`a: ${s.a.name}`, `b: ${s.b.name}`];
  const bar = (r: Rate) => ({ value: r.rate, interval: r.interval });
  const wins = groupedBars('Win rates with 95% Wilson intervals', ['side A wins', 'side B wins', 'draws'], names, [
    [bar(s.a.wins.A), bar(s.b.wins.A)],
    [bar(s.a.wins.B), bar(s.b.wins.B)],
    [bar(s.a.wins.draw), bar(s.b.wins.draw)],
  ]);
  const p = s.paired;
  const diffs = differenceBars(
    'Side A win rate, b − a: paired interval, and the unpaired one of the same battles',
    [
      { label: 'paired (same seeds)', ...p.winRateDifferenceA },
      { label: 'unpaired (as two batches)', ...p.unpairedWinRateDifferenceA },
    ],
    pts,
  );
  const turnsDiff = differenceBars(
    'Mean turns, b − a',
    [
      { label: 'paired', ...p.turnsDifference },
      { label: 'unpaired', ...p.unpairedTurnsDifference },
    ],
    num,
  );
  const lossesDiff =
    p.lossesDifference && p.unpairedLossesDifference
      ? differenceBars(
          'Share of strength lost, b − a',
          [
            { label: 'side A, paired', ...p.lossesDifference.A },
            { label: 'side A, unpaired', ...p.unpairedLossesDifference.A },
            { label: 'side B, paired', ...p.lossesDifference.B },
            { label: 'side B, unpaired', ...p.unpairedLossesDifference.B },
          ],
          pts,
        )
      : '';
  const lo = Math.min(s.a.turns.min, s.b.turns.min);
  const hi = Math.max(s.a.turns.max, s.b.turns.max);
  const turnCounts = (v: AbVariantSummary): [string, number][] =>
    Array.from({ length: Math.min(200, hi - lo + 1) }, (_, i) => [
      String(lo + i),
      v.turns.distribution[String(lo + i)] ?? 0,
    ]);
  const tenths = Array.from({ length: 10 }, (_, i) => `${i * 10}–${i * 10 + 10}%`);
  const lossCharts = (v: AbVariantSummary, which: string, colour: string) =>
    v.lossBins
      ? (['A', 'B'] as const)
          .map((side) =>
            histogram(
              `${which}: battles by side ${side}'s share of strength lost`,
              'share of strength lost',
              tenths.map((t, i) => [t, v.lossBins![side][i]!]),
              colour,
            ),
          )
          .join('\n')
      : '';
  const table = `<table><tr><th></th><th>${esc(names[0]!)}</th><th>${esc(names[1]!)}</th></tr>${sideBySide(s)
    .map(([l, a, b]) => `<tr><td>${esc(l)}</td><td>${esc(a)}</td><td>${esc(b)}</td></tr>`)
    .join('')}</table>`;
  const wp = width(p.winRateDifferenceA);
  const wu = width(p.unpairedWinRateDifferenceA);
  const gain =
    wp !== null && wu !== null && wp > 0
      ? `<p>The paired interval is ${(wp * 100).toFixed(1)} points wide; two independent batches of the same size would give ${(wu * 100).toFixed(1)} (${(wu / wp).toFixed(2)}× as wide, or about ${((wu / wp) ** 2).toFixed(1)}× the battles for the same width).</p>`
      : '';
  const body = `<h1>${esc(s.ruleset)}: ${esc(s.a.name)} against ${esc(s.b.name)}, ${s.battles} paired battles</h1>
<p class="sub">Battle i is played under a and under b from the same seed (root "${esc(s.seed)}"), scenario and bots (${esc(s.bots.join(' vs '))}); only the variant differs. Ruleset version ${esc(s.rulesetVersion)}.<br>a: ${esc(describeVariant(s.a))}<br>b: ${esc(describeVariant(s.b))}</p>
${table}
${wins}
<h2>Paired differences (b − a)</h2>
<p>The winner differs in <b>${p.differentWinner}</b> of ${p.pairs} battles. Side A's win rate changes by <b>${esc(diff(p.winRateDifferenceA, pts))}</b>; exact McNemar p = ${p.mcnemarP.toPrecision(4)} (side A won under a only ${p.discordantA.aOnly} times, under b only ${p.discordantA.bOnly}). Intervals: mean of the per-battle differences ± Student t(0.975, n − 1) · sd / √n; unpaired: the same means as two independent samples.</p>${gain}
${diffs}
${turnsDiff}
${lossesDiff}
<h2>Duration</h2>
${histogram(`a: ${s.a.name}: battles by turns played`, 'turns', turnCounts(s.a), PALETTE[0])}
${histogram(`b: ${s.b.name}: battles by turns played`, 'turns', turnCounts(s.b), PALETTE[1])}
${s.a.lossBins ? `<h2>Losses</h2>${lossCharts(s.a, `a: ${s.a.name}`, PALETTE[0]!)}\n${lossCharts(s.b, `b: ${s.b.name}`, PALETTE[1]!)}` : '<p>Losses are not read for this ruleset.</p>'}
${maps ? battleMapsHtml(maps) : ''}
<h2>Numbers</h2><pre>${esc(formatAb(s))}</pre>`;
  const footer = maps && mapsFooter(maps);
  return footer === undefined
    ? page(`${s.ruleset} A/B: muster ab`, body)
    : page(`${s.ruleset} A/B: muster ab`, body, footer);
}
