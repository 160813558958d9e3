import { createGame, type Game, type Ruleset, type TableRenderer } from '@muster/core';
import type { BatchSetup } from '../batch/BatchSetup.js';
import type { BattleRecord } from '../batch/BattleRecord.js';
import { battleSeed } from '../batch/playBattles.js';
import { replayBattle } from '../batch/replayBattle.js';
import { chooseBattles, type ChosenBattle } from './chooseBattles.js';
import { esc } from './svg.js';

/** One chosen battle of a report: why it was chosen, its record, and its table as it ended. */
export interface BattleMap {
  readonly chosen: ChosenBattle;
  /** The battle's own seed (`battleSeed(rootSeed, index)`): `muster battle --seed` plays it again. */
  readonly seed: string;
  readonly record: BattleRecord;
  /** The variant it was played under, for an A/B report ("a: rules as written"). */
  readonly arm?: string;
  /** The same battle (same seed) under the other variant of an A/B report. */
  readonly paired?: { readonly arm: string; readonly record: BattleRecord };
  /** The table at the end, an SVG whose ids are its own in the page; null when the ruleset draws none. */
  readonly svg: string | null;
  /** A self-contained page that steps through the battle, when the caller makes one. */
  readonly viewer?: string;
}

/** The chosen battles of a batch (or of one variant of an A/B batch), drawn where the ruleset can. */
export interface BattleMaps {
  /** The ruleset's id, for the command that plays a battle again. */
  readonly rulesetId: string;
  /** The ruleset's name, for the sentence shown when it draws no table. */
  readonly rulesetName: string;
  /** False when the ruleset has no table renderer: the battles are named, not drawn. */
  readonly drawn: boolean;
  /** Finished battles the choice was made from. */
  readonly finished: number;
  readonly maps: readonly BattleMap[];
}

/** Options of {@link drawChosenBattles}. */
export interface DrawChosenBattlesOptions {
  readonly ruleset: Ruleset;
  /** The ruleset's name as a person reads it (default: its `name`). */
  readonly rulesetName?: string;
  /** The batch's root seed, bots and setup: battle i is played again exactly as the batch played it. */
  readonly seed: string;
  readonly bots: readonly [string, string];
  readonly setup?: BatchSetup;
  /** The batch's records, battles 0..N−1 (or one variant's, for an A/B batch). */
  readonly records: readonly BattleRecord[];
  /** The ruleset's table renderer (the `tableRenderer` its package exports), or null when it has none. */
  readonly renderer: TableRenderer | null;
  /** Makes a self-contained page that steps through a game (`muster view`'s), to embed beside its map. */
  readonly viewer?: (game: Game, title: string) => string;
  /** The variant these records were played under, for an A/B report ("a: rules as written"). */
  readonly arm?: string;
  /** The other variant's records of an A/B batch, to say how each chosen battle went under it. */
  readonly paired?: { readonly arm: string; readonly records: readonly BattleRecord[] };
}

/** A record's result in words, as `muster battle` says it. */
export function recordResult(r: BattleRecord): string {
  const points = Object.entries(r.points)
    .map(([side, p]) => `${side} ${p}`)
    .join(', ');
  const who = r.winner === null ? 'Draw' : `${r.winner} wins`;
  return `${who} (${r.victory}) after ${r.turns} turn${r.turns === 1 ? '' : 's'}; points: ${points || 'none'}`;
}

/** The page anchor of a chosen battle ("battle-7", or "battle-a-7" under variant a), also its maps' id prefix. */
const anchor = (arm: string | undefined, index: number): string =>
  `battle-${arm !== undefined ? `${arm.split(':')[0]!.replace(/[^a-z0-9]/gi, '')}-` : ''}${index}`;

/** Why a battle was chosen, in a few words. */
export function chosenWhy(c: ChosenBattle): string {
  const why = c.for.map((f) =>
    f === 'median'
      ? `closest to the median points margin (median ${c.median}, this battle ${c.margin})`
      : `the most lopsided (points margin ${c.margin}, the largest)`,
  );
  return why.join(' and ');
}

/**
 * The same SVG with every id (and every reference to one) prefixed, so that several maps in one page
 * keep their own arrowheads and an id stays unique in the document.
 */
export function scopeSvgIds(svg: string, prefix: string): string {
  return svg
    .replace(/(\s)id="([^"]+)"/g, (_, space: string, id: string) => `${space}id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`);
}

/**
 * Chooses the battles a report draws ({@link chooseBattles}: the closest to the median points margin and
 * the most lopsided), plays each again from its seed with the batch's bots and setup
 * ({@link replayBattle}, which fails loudly when the game does not end as recorded) and draws its table
 * as it ended with the ruleset's renderer, the caption naming the battle, its seed, why it was chosen and
 * how it ended. A ruleset without a renderer gets its battles named, not drawn (nor played again).
 *
 * @example
 * const maps = drawChosenBattles({ ruleset: tercios, seed: 'muster', bots, records, renderer: tableRenderer });
 * writeFileSync('report.html', batchHtml(summarise(header, records), maps));
 */
export function drawChosenBattles(options: DrawChosenBattlesOptions): BattleMaps {
  const { ruleset, renderer, records } = options;
  const chosen = chooseBattles(records);
  const maps = chosen.map((c): BattleMap => {
    const record = records.find((r) => r.index === c.index)!;
    const seed = battleSeed(options.seed, c.index);
    const pairedRecord = options.paired?.records.find((r) => r.index === c.index);
    const base = {
      chosen: c,
      seed,
      record,
      ...(options.arm !== undefined ? { arm: options.arm } : {}),
      ...(options.paired && pairedRecord ? { paired: { arm: options.paired.arm, record: pairedRecord } } : {}),
    };
    if (renderer === null) return { ...base, svg: null };
    const game = replayBattle(ruleset, options.seed, record, options.bots, options.setup);
    const start = createGame(game.ruleset, game.scenario, {
      seed: game.seed,
      options: game.options,
      ...(options.setup?.variant !== undefined ? { variant: options.setup.variant } : {}),
    }).state;
    const caption = `${options.arm !== undefined ? `${options.arm}: ` : ''}battle ${c.index}, seed "${seed}": ${chosenWhy(c)}. ${recordResult(record)}`;
    const svg = scopeSvgIds(
      renderer.svg(game.state, caption, { start, scenario: game.scenario }),
      `${anchor(options.arm, c.index)}-`,
    );
    const viewer = options.viewer?.(
      game,
      `${options.rulesetName ?? ruleset.name}${options.arm !== undefined ? ` (${options.arm})` : ''} — battle ${c.index}, seed "${seed}" — ${recordResult(record)}`,
    );
    return { ...base, svg, ...(viewer !== undefined ? { viewer } : {}) };
  });
  return {
    rulesetId: ruleset.id,
    rulesetName: options.rulesetName ?? ruleset.name,
    drawn: renderer !== null,
    finished: records.filter((r) => r.error === undefined).length,
    maps,
  };
}

/** One chosen battle as a figure: its caption, its map, and the viewer to step through it, if any. */
function figure(m: BattleMap): string {
  const arm = m.arm !== undefined ? `${esc(m.arm)}: ` : '';
  const paired = m.paired
    ? ` The same seed under ${esc(m.paired.arm)}: ${m.paired.record.error !== undefined ? `not finished (${esc(m.paired.record.error)})` : esc(recordResult(m.paired.record))}.`
    : '';
  const caption = `<figcaption>${arm}<b>Battle ${m.chosen.index}</b>, seed <code>${esc(m.seed)}</code>: ${esc(chosenWhy(m.chosen))}. ${esc(recordResult(m.record))}.${paired}</figcaption>`;
  const viewer =
    m.viewer !== undefined
      ? `<details><summary>Step through battle ${m.chosen.index} (every decision, roll and map)</summary><iframe title="battle ${m.chosen.index} step by step" srcdoc="${esc(m.viewer)}" style="width:100%;height:760px;border:1px solid #ccc"></iframe></details>`
      : '';
  return `<figure class="battle" id="${anchor(m.arm, m.chosen.index)}" data-battle="${m.chosen.index}" data-seed="${esc(m.seed)}" data-chosen="${m.chosen.for.join(' ')}">${caption}${m.svg ?? ''}${viewer}</figure>`;
}

/**
 * The "Battles to look at" section of a report: how the battles were chosen, then each one's figure. A
 * ruleset that draws no table gets a sentence saying so, and its battles are named only.
 */
export function battleMapsHtml(sets: readonly BattleMaps[]): string {
  const first = sets[0];
  if (first === undefined) return '';
  // "median 7 over 6 battles", per variant for an A/B report: "median 7 over 6 battles under a: …; 10 over 6 under b: …".
  const medians = sets
    .flatMap((s) => {
      const m = s.maps[0];
      if (m === undefined) return [];
      const under = m.arm !== undefined ? ` under ${esc(m.arm)}` : '';
      return [`${m.chosen.median} over ${s.finished} battles${under}`];
    })
    .join('; ');
  const how = `<p class="sub">Chosen by the points margin |A − B| at the end (the "points margin" of the numbers below), from the finished battles${sets.length > 1 ? ' of each variant' : ''}: the battle closest to the median margin${medians ? ` (median ${medians})` : ''}, and the most lopsided (the largest margin); a tie goes to the lowest battle index. Each battle is played again from its seed with the batch's bots, variant and options, checked against its record, and drawn as it ended. To play one again: <code>muster battle ${esc(first.rulesetId)} --seed SEED</code> with the batch's <code>--bots</code>, <code>--variant</code> and <code>--option</code>.</p>`;
  const noMap = first.drawn
    ? ''
    : `<p><b>${esc(first.rulesetName)} cannot draw its table</b> (its package exports no table renderer): the chosen battles are named, not drawn.</p>`;
  const none = sets.every((s) => s.maps.length === 0) ? '<p>No battle finished, so none is shown.</p>' : '';
  return `<h2>Battles to look at</h2>${how}${noMap}${none}\n${sets.flatMap((s) => s.maps.map(figure)).join('\n')}`;
}

/** The footer of a report with these battles: a step-through viewer is the only script a report holds. */
export function mapsFooter(sets: readonly BattleMaps[]): string | undefined {
  return sets.some((s) => s.maps.some((m) => m.viewer !== undefined))
    ? 'Self-contained: no network; scripts only in the step-through viewers of the chosen battles.'
    : undefined;
}
