import type { AbRecords } from '../ab/AbBatch.js';
import type { Difference } from '../ab/pairedStats.js';
import { lossShare, type AbSummary, type AbVariantSummary } from '../ab/summariseAb.js';
import { battleSeed } from '../batch/playBattles.js';
import type { Rate } from '../batch/summarise.js';
import type { Mean } from '../losses/summariseLosses.js';
import { battleMapsHtml, mapsFooter, type BattleMaps } from './battleMaps.js';
import { differenceBars, esc, groupedBars, histogram, page, PALETTE } from './svg.js';

const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
/** A rate difference in percentage points with its sign. */
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}`;
const pts = (x: number) => `${signed(x)} pts`;
const num = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;
const rateCell = (r: Rate) => `${pc(r.rate)} (${pc(r.interval[0])}–${pc(r.interval[1])})`;
const meanCell = (m: Mean, f: (x: number) => string) =>
  `${f(m.mean)}${m.interval ? ` (${f(m.interval[0])}–${f(m.interval[1])})` : ''}`;
/** `low to high` of an interval in `f`'s units, or "n/a" when the sample gives none. */
const range = (d: Difference, f: (x: number) => string) =>
  d.low !== null && d.high !== null ? `${f(d.low)} to ${f(d.high)}` : 'n/a';
const diff = (d: Difference, f: (x: number) => string) =>
  `${f(d.value)}${d.low !== null && d.high !== null ? ` (95% ${range(d, f)})` : ''}`;
const width = (d: Difference) => (d.low !== null && d.high !== null ? d.high - d.low : null);

/** The rows of the side-by-side table: a label and each variant's cell. */
function sideBySide(s: AbSummary): [string, string, string][] {
  // A variant none of whose battles finished has no rates or means: "n/a", not 0.
  const none = (v: AbVariantSummary) => v.wins.draw.of === 0;
  const rate = (v: AbVariantSummary, r: Rate) => (none(v) ? 'n/a' : rateCell(r));
  const turns = (v: AbVariantSummary) => (none(v) ? 'n/a' : meanCell(v.turns, (x) => x.toFixed(2)));
  const rows: [string, string, string][] = [
    ['side A wins', rate(s.a, s.a.wins.A), rate(s.b, s.b.wins.A)],
    ['side B wins', rate(s.a, s.a.wins.B), rate(s.b, s.b.wins.B)],
    ['draws', rate(s.a, s.a.wins.draw), rate(s.b, s.b.wins.draw)],
    ['mean turns', turns(s.a), turns(s.b)],
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
  const p = s.paired;
  const lines = [
    `${s.ruleset} ${s.rulesetVersion}: ${s.battles} battles under a and under b, same seeds (root "${s.seed}"), bots ${s.bots.join(' vs ')}`,
    `  a: ${describeVariant(s.a)}`,
    `  b: ${describeVariant(s.b)}`,
    `  ${''.padEnd(w0)}  ${`a: ${s.a.name}`.padEnd(w1)}  b: ${s.b.name}`,
    ...rows.map(([label, a, b]) => `  ${label.padEnd(w0)}  ${a.padEnd(w1)}  ${b}`),
    `  (rates: share of finished battles, 95% Wilson score intervals; means: 95% Student t intervals)`,
  ];
  if (p.pairs === 0) {
    lines.push('paired: no pair of finished battles (in every pair a battle did not finish): no paired figures');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `paired: battle i under a against battle i under b, ${p.pairs} pairs; differences are b − a with 95% intervals (paired t: Student t of the per-battle differences)`,
    `  winner differs   ${p.differentWinner} of ${p.pairs} battles`,
    `  side A win rate  ${pts(p.winRateDifferenceA.value)} (95% Newcombe score ${range(p.winRateDifferenceAScore, signed)}); paired t ${range(p.winRateDifferenceA, signed)}; unpaired (Welch t) ${range(p.unpairedWinRateDifferenceA, signed)}`,
    `  McNemar exact, two-sided  p = ${p.mcnemarP.toPrecision(4)} (side A won under a only ${p.discordantA.aOnly}, under b only ${p.discordantA.bOnly}; p is the chance of a split at least this uneven if the variant made no difference to side A winning)`,
    `  turns            ${diff(p.turnsDifference, num)}`,
  );
  if (p.lossesDifference) {
    lines.push(`  A strength lost  ${diff(p.lossesDifference.A, pts)}`);
    lines.push(`  B strength lost  ${diff(p.lossesDifference.B, pts)}`);
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
    'Side A win rate, b − a: paired intervals, and the unpaired one of the same battles',
    [
      { label: 'paired, Newcombe score', ...p.winRateDifferenceAScore },
      { label: 'paired t (same seeds)', ...p.winRateDifferenceA },
      { label: 'unpaired Welch t (as two batches)', ...p.unpairedWinRateDifferenceA },
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
  // Widths compare only when neither interval was cut at −1 or +1.
  const inside = (d: Difference) => d.low !== null && d.high !== null && d.low > -1 && d.high < 1;
  const gain =
    wp !== null && wu !== null && wp > 0 && inside(p.winRateDifferenceA) && inside(p.unpairedWinRateDifferenceA)
      ? `<p>The paired interval is ${(wp * 100).toFixed(1)} points wide; two independent batches of the same size would give ${(wu * 100).toFixed(1)} (${(wu / wp).toFixed(2)}× as wide, or about ${((wu / wp) ** 2).toFixed(1)}× the battles for the same width).</p>`
      : '';
  const body = `<h1>${esc(s.ruleset)}: ${esc(s.a.name)} against ${esc(s.b.name)}, ${s.battles} paired battles</h1>
<p class="sub">Battle i is played under a and under b from the same seed (root "${esc(s.seed)}"), scenario and bots (${esc(s.bots.join(' vs '))}); only the variant differs. Ruleset version ${esc(s.rulesetVersion)}.<br>a: ${esc(describeVariant(s.a))}<br>b: ${esc(describeVariant(s.b))}</p>
${table}
${wins}
<h2>Paired differences (b − a)</h2>
${p.pairs === 0 ? '<p>No pair of finished battles (in every pair a battle did not finish): no paired figures.</p>' : `<p>The winner differs in <b>${p.differentWinner}</b> of ${p.pairs} battles. Side A's win rate changes by <b>${esc(pts(p.winRateDifferenceA.value))}</b> (95% Newcombe score interval ${esc(range(p.winRateDifferenceAScore, pts))}); two-sided exact McNemar p = ${p.mcnemarP.toPrecision(4)} (side A won under a only ${p.discordantA.aOnly} times, under b only ${p.discordantA.bOnly}; p is the chance of a split at least this uneven if the variant made no difference to side A winning). Intervals, all 95%: Newcombe's hybrid score interval for paired rates (Newcombe 1998, method 10); paired t: mean of the per-battle differences ± Student t(0.975, n − 1) · sd / √n; unpaired: the same means as two independent samples, Welch's t with Welch–Satterthwaite degrees of freedom. Differences of rates and shares are cut at ±100 points.</p>${gain}`}
${p.pairs === 0 ? '' : `${diffs}\n${turnsDiff}\n${lossesDiff}`}
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
