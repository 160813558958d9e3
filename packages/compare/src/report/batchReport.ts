import type { BatchSummary } from '../batch/summarise.js';
import type { LossSummary, Mean } from '../losses/summariseLosses.js';
import { battleMapsHtml, mapsFooter, type BattleMaps } from './battleMaps.js';
import { atLeastCurves, esc, groupedBars, histogram, page } from './svg.js';

const p = (x: number) => `${(x * 100).toFixed(1)}%`;
const ci = (i: readonly [number, number]) => `${p(i[0])}–${p(i[1])}`;
const meanCi = (m: Mean, f: (x: number) => string) =>
  `${f(m.mean)}${m.interval ? ` (95% ${f(m.interval[0])}–${f(m.interval[1])})` : ''}`;
const n2 = (x: number) => x.toFixed(2);

/** The losses lines of the text report. */
function lossLines(l: LossSummary): string[] {
  const lines = [`  losses by unit type: mean per battle over ${l.battles} battles, 95% intervals`];
  const width = Math.max(...l.byType.map((t) => `${t.side} ${t.type} x${t.units}`.length));
  for (const t of l.byType)
    lines.push(
      `    ${`${t.side} ${t.type} x${t.units}`.padEnd(width)}  strength lost ${meanCi(t.casualties, p)}, units gone ${meanCi(t.gone, n2)}`,
    );
  return lines;
}

/** A batch summary as text. */
export function formatBatch(s: BatchSummary): string {
  const lines = [
    `${s.ruleset} ${s.rulesetVersion}: ${s.battles} battles, bots ${s.bots.join(' vs ')}, seed "${s.seed}"`,
  ];
  if (s.plugins !== undefined)
    lines.push(
      `  variant         ${s.variant ?? 'rules as written'}${s.options ? `, options ${JSON.stringify(s.options)}` : ''}; plugins ${Object.values(s.plugins).join(', ')}`,
    );
  if (s.draws.of === 0) {
    lines.push('  no battle finished: no figures');
    lines.push(notFinished(s));
    return `${lines.join('\n')}\n`;
  }
  for (const side of s.sides)
    lines.push(`  side ${side} wins     ${p(s.wins[side]!.rate).padStart(7)}  (95% ${ci(s.wins[side]!.interval)})`);
  lines.push(`  draws           ${p(s.draws.rate).padStart(7)}  (95% ${ci(s.draws.interval)})`);
  lines.push(
    `  first mover won ${p(s.firstMover.rate).padStart(7)}  (95% ${ci(s.firstMover.interval)}) of ${s.firstMover.of} decided battles; moved first: ${s.sides.map((x) => `${x} ${s.firstMover.bySide[x] ?? 0}`).join(', ')}`,
  );
  // With one side always first, the first-mover rate is that side's share of the decided battles as well:
  // the batch cannot tell moving first from being that side.
  const movers = s.sides.filter((x) => (s.firstMover.bySide[x] ?? 0) > 0);
  if (movers.length === 1 && s.firstMover.of > 0)
    lines.push(
      `                  (${movers[0]} moved first in every battle: this is also ${movers[0]}'s share of the decided battles, not a first-move effect alone)`,
    );
  lines.push(`  turns           mean ${meanCi(s.turns, n2)}, ${s.turns.min} to ${s.turns.max}`);
  lines.push(`  points margin   mean ${meanCi(s.margin, n2)}, ${s.margin.min} to ${s.margin.max}`);
  lines.push(`  mean points     ${s.sides.map((x) => `${x} ${s.points[x]!.toFixed(2)}`).join(', ')}`);
  lines.push(
    `  victories       ${Object.entries(s.victories)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
  );
  lines.push(`  per battle      ${s.decisionsPerBattle.toFixed(1)} decisions, ${s.dicePerBattle.toFixed(1)} dice`);
  if (s.losses) lines.push(...lossLines(s.losses));
  lines.push(
    `  95% intervals: Wilson score for rates (of ${s.draws.of} finished battles; first mover: of the decided ones), Student t for means`,
  );
  if (s.failed.count > 0) lines.push(notFinished(s));
  return `${lines.join('\n')}\n`;
}

const notFinished = (s: BatchSummary) =>
  `  NOT FINISHED    ${s.failed.count} battles left out of every metric (a bot or rules bug); first: battle ${s.failed.first!.index}: ${s.failed.first!.error}`;

/** A batch summary as CSV: one row per metric. */
export function batchCsv(s: BatchSummary): string {
  const rows = [['metric', 'value', 'low', 'high']];
  for (const side of s.sides)
    rows.push([
      `wins ${side}`,
      String(s.wins[side]!.rate),
      String(s.wins[side]!.interval[0]),
      String(s.wins[side]!.interval[1]),
    ]);
  rows.push(['draws', String(s.draws.rate), String(s.draws.interval[0]), String(s.draws.interval[1])]);
  rows.push([
    'first mover wins',
    String(s.firstMover.rate),
    String(s.firstMover.interval[0]),
    String(s.firstMover.interval[1]),
  ]);
  const mean = (metric: string, m: Mean) =>
    rows.push([
      metric,
      String(m.mean),
      m.interval ? String(m.interval[0]) : '',
      m.interval ? String(m.interval[1]) : '',
    ]);
  mean('turns mean', s.turns);
  mean('margin mean', s.margin);
  for (const side of s.sides) rows.push([`points ${side}`, String(s.points[side]), '', '']);
  rows.push(['dice per battle', String(s.dicePerBattle), '', '']);
  for (const t of s.losses?.byType ?? []) {
    mean(`strength lost ${t.side} ${t.type}`, t.casualties);
    mean(`units gone ${t.side} ${t.type}`, t.gone);
  }
  for (const u of s.losses?.byUnit ?? []) {
    mean(`strength lost unit ${u.side} ${u.unit}`, u.casualties);
    rows.push([
      `gone unit ${u.side} ${u.unit}`,
      String(u.gone.rate),
      String(u.gone.interval[0]),
      String(u.gone.interval[1]),
    ]);
  }
  rows.push(['battles not finished', String(s.failed.count), '', '']);
  return `${rows.map((r) => r.join(',')).join('\n')}\n`;
}

/**
 * One self-contained HTML page for a batch: win-rate intervals, turn and margin distributions, losses, and
 * with `maps` ({@link drawChosenBattles}) the chosen battles' tables: the closest to the median points
 * margin and the most lopsided.
 */
export function batchHtml(s: BatchSummary, maps?: BattleMaps): string {
  const groups = [...s.sides.map((x) => `side ${x} wins`), 'draws', 'first mover wins'];
  const rates = [...s.sides.map((x) => s.wins[x]!), s.draws, s.firstMover];
  const bars = rates.map((r) => [{ value: r.rate, interval: r.interval }]);
  // Every turn count from min to max, zeros included, so gaps in the distribution show as gaps.
  const turns: [string, number][] =
    s.turns.max - s.turns.min <= 60
      ? Array.from({ length: s.turns.max - s.turns.min + 1 }, (_, i) => [
          String(s.turns.min + i),
          s.turns.distribution[String(s.turns.min + i)] ?? 0,
        ])
      : Object.entries(s.turns.distribution);
  const marginKeys = Object.keys(s.margin.distribution).map(Number);
  const finished = Math.max(1, s.battles - s.failed.count);
  let tail = finished;
  const marginCurve: (readonly [number, number])[] = marginKeys[0] !== undefined && marginKeys[0] > 0 ? [[0, 1]] : [];
  marginKeys.forEach((k) => {
    const point = [k, tail / finished] as const;
    tail -= s.margin.distribution[String(k)]!;
    marginCurve.push(point);
  });
  const failed =
    s.failed.count > 0
      ? `<p><b>${s.failed.count} battles could not be finished</b> (a bot or rules bug) and are left out of every metric; the first: battle ${s.failed.first!.index}: ${esc(s.failed.first!.error)}</p>`
      : '';
  const body = `<h1>${esc(s.ruleset)}: ${s.battles} bot battles</h1>${failed}<p class="sub">Bots ${esc(s.bots.join(' vs '))}, seed "${esc(s.seed)}", ruleset version ${esc(s.rulesetVersion)}${s.plugins !== undefined ? `, variant ${esc(s.variant ?? 'rules as written')}${s.options ? ` with options ${esc(JSON.stringify(s.options))}` : ''}` : ''}. Win-rate intervals are 95% Wilson score intervals; intervals of means (turns, margin, losses) are 95% Student t intervals over battles.</p>
${groupedBars('Win rates with 95% intervals', groups, [s.ruleset], bars)}
${histogram('Duration: battles by turns played', 'turns', turns)}
${atLeastCurves('Decisiveness: chance the points margin is at least this', 'points margin |A − B|', [{ name: s.ruleset, points: marginCurve }], Math.max(1, s.margin.max))}
${s.losses ? lossesHtml(s.losses, s.ruleset) : '<p>Losses per unit are not read for this ruleset.</p>'}
${maps ? battleMapsHtml([maps]) : ''}
<h2>Numbers</h2><pre>${esc(formatBatch(s))}</pre>`;
  const footer = maps && mapsFooter([maps]);
  return footer === undefined
    ? page(`${s.ruleset} batch: muster simulate`, body)
    : page(`${s.ruleset} batch: muster simulate`, body, footer);
}

/** The losses section of the batch page: a chart by unit type, and tables by type and by unit. */
function lossesHtml(l: LossSummary, ruleset: string): string {
  const groups = l.byType.map((t) => `${t.side} ${t.type} ×${t.units}`);
  const share = (m: Mean, of: number) => ({
    value: m.mean / of,
    interval: m.interval ? ([m.interval[0] / of, m.interval[1] / of] as const) : undefined,
  });
  const bars = l.byType.map((t) => [share(t.casualties, 1), share(t.gone, Math.max(1, t.units))]);
  const cell = (m: Mean, f: (x: number) => string) =>
    `${f(m.mean)}${m.interval ? ` <small>${f(m.interval[0])}–${f(m.interval[1])}</small>` : ''}`;
  const types = l.byType
    .map(
      (t) =>
        `<tr><td>${esc(t.side)} ${esc(t.type)}</td><td>${t.units}</td><td>${cell(t.casualties, p)}</td><td>${cell(t.gone, n2)}</td></tr>`,
    )
    .join('');
  const units = l.byUnit
    .map(
      (u) =>
        `<tr><td>${esc(u.side)} ${esc(u.unit)}</td><td>${esc(u.type)}</td><td>${u.of}</td><td>${cell(u.casualties, p)}</td><td>${p(u.gone.rate)} <small>${ci(u.gone.interval)}</small></td></tr>`,
    )
    .join('');
  return `<h2>Losses</h2><p class="sub">Read from each unit at the end of ${l.battles} finished battles of ${esc(ruleset)}, in the rules' own count (Tercios wear against Stamina, Sword and Pike figures, WSS elements or battery hits). "Gone": destroyed, removed, captured or off the table. Means per battle with 95% Student t intervals over battles (Wilson score for a unit's chance of going).</p>
${groupedBars('Losses by unit type: share of strength lost, share of units gone (95% intervals)', groups, ['strength lost', 'units gone'], bars)}
<table><tr><th>unit type</th><th>units</th><th>strength lost</th><th>units gone per battle</th></tr>${types}</table>
<table><tr><th>unit</th><th>type</th><th>strength</th><th>strength lost</th><th>gone</th></tr>${units}</table>`;
}
