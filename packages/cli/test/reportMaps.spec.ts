// Issue 25, "In reports": `simulate --html` and `ab --html` show the table of the battle closest to the
// median points margin and of the most lopsided one, each played again from its seed, with its viewer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { battleSeed, defaultBots, playBattles, type BattleRecord } from '@muster/compare';
import { tacmento } from '@muster/tacmento';
import { beforeAll, describe, expect, it } from 'vitest';
import { diceEntry, fromRuleset, loadRulesets } from '../src/rulesets.js';
import type { RulesetEntry } from '../src/registry/RulesetEntry.js';
import { race } from './fixtures/race.js';
import { ensureBuilt, runWith, tempDir } from './helpers.js';

const SHORT_JSON = fileURLToPath(new URL('./fixtures/variants/tacmento-short-rounds.json', import.meta.url));

let registry: RulesetEntry[];
beforeAll(async () => {
  ensureBuilt();
  registry = await loadRulesets();
});

/** The battles a report must show, worked out here from the records: [closest to the median, most lopsided]. */
function expectedChoice(records: readonly BattleRecord[]): { median: number; lopsided: number } {
  const margins = records.map((r) => Math.abs((r.points.A ?? 0) - (r.points.B ?? 0)));
  const sorted = [...margins].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const distance = margins.map((m) => Math.abs(m - median));
  return { median: distance.indexOf(Math.min(...distance)), lopsided: margins.indexOf(Math.max(...margins)) };
}

/** The report's figures: anchor id, battle, seed, why chosen, and the figure's inside. */
function figures(html: string) {
  return [
    ...html.matchAll(
      /<figure class="battle" id="([^"]+)" data-battle="(\d+)" data-seed="([^"]+)" data-chosen="([^"]+)">(.*?)<\/figure>/gs,
    ),
  ].map(([, id, battle, seed, chosen, inner]) => ({
    id: id!,
    battle: Number(battle),
    seed: seed!,
    chosen: chosen!,
    inner: inner!,
  }));
}

/** The chosen battle of `why` among the figures. */
const chosenFor = (figs: ReturnType<typeof figures>, why: string) =>
  figs.filter((f) => f.chosen.split(' ').includes(why));

describe('simulate --html: the chosen battles drawn', () => {
  it('draws the battle closest to the median margin and the most lopsided, captioned with their seeds, with a viewer each', async () => {
    const html = join(tempDir(), 'report.html');
    const r = await runWith(registry, [
      'simulate',
      'tacmento',
      '--battles',
      '7',
      '--seed',
      'maps',
      '--workers',
      '1',
      '--html',
      html,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const page = readFileSync(html, 'utf8');
    const records = playBattles(tacmento, 'maps', [...Array(7).keys()], defaultBots(tacmento));
    const want = expectedChoice(records);
    const figs = figures(page);
    expect(chosenFor(figs, 'median').map((f) => f.battle)).toEqual([want.median]);
    expect(chosenFor(figs, 'lopsided').map((f) => f.battle)).toEqual([want.lopsided]);
    for (const f of figs) {
      expect(f.seed).toBe(battleSeed('maps', f.battle));
      // (Booleans, not toContain: a failure must not print the whole embedded viewer.)
      const has = (text: string | RegExp) => (typeof text === 'string' ? f.inner.includes(text) : text.test(f.inner));
      // The map's own caption names the seed; the figure's caption too, and says how the battle ended.
      const mapCaption = new RegExp(
        `<text class="map-caption"[^>]*>battle ${f.battle}, seed &quot;maps/battle/${f.battle}&quot;: `,
      );
      expect(has(mapCaption), `battle ${f.battle}: map caption`).toBe(true);
      expect(has(`<b>Battle ${f.battle}</b>, seed <code>maps/battle/${f.battle}</code>`), 'figure caption').toBe(true);
      const { A, B } = records[f.battle]!.points;
      expect(has(`points: A ${A}, B ${B}`), 'result').toBe(true);
      expect(has('class="map-legend"'), 'legend').toBe(true);
      // muster view's page of the same battle, embedded: it needs no network.
      expect(has(/<iframe title="battle \d+ step by step" srcdoc="&lt;!doctype html&gt;/), 'viewer').toBe(true);
      expect(has('id=&quot;viewer-data&quot;'), 'viewer data').toBe(true);
    }
    expect(page).toContain('scripts only in the step-through viewers');
    expect(page).not.toMatch(/\b(src|href)="https?:/);
  }, 120_000);

  it('a ruleset without a table renderer gets a sentence instead of maps', async () => {
    const entries = [diceEntry, fromRuleset(race, 'test fixture')];
    const html = join(tempDir(), 'race.html');
    const r = await runWith(entries, ['simulate', 'race', '--battles', '5', '--html', html]);
    expect(r.code, r.stderr).toBe(0);
    const page = readFileSync(html, 'utf8');
    expect(page).toContain('cannot draw its table</b> (its package exports no table renderer)');
    expect(figures(page).length).toBeGreaterThan(0);
    expect(page).not.toContain('<iframe');
    expect(page).toContain('Self-contained: no scripts, no network.');
  });
});

describe("ab --html: each variant's chosen battles, with the same seed under the other", () => {
  it("draws under a and under b the battles chosen from that variant's records", async () => {
    const html = join(tempDir(), 'ab.html');
    const r = await runWith(registry, [
      'ab',
      'tacmento',
      '--a',
      'rules',
      '--b',
      SHORT_JSON,
      '--battles',
      '7',
      '--seed',
      'maps',
      '--workers',
      '1',
      '--html',
      html,
    ]);
    expect(r.code, r.stderr).toBe(0);
    const page = readFileSync(html, 'utf8');
    const bots = defaultBots(tacmento);
    const indices = [...Array(7).keys()];
    const records = {
      a: playBattles(tacmento, 'maps', indices, bots),
      b: playBattles(tacmento, 'maps', indices, bots, { options: { roundTurnLimit: 4 } }),
    };
    const figs = figures(page);
    for (const [arm, other, name, otherName] of [
      ['a', 'b', 'a: rules as written', 'b: short rounds json'],
      ['b', 'a', 'b: short rounds json', 'a: rules as written'],
    ] as const) {
      const mine = figs.filter((f) => f.id.startsWith(`battle-${arm}-`));
      const want = expectedChoice(records[arm]);
      expect(chosenFor(mine, 'median').map((f) => f.battle)).toEqual([want.median]);
      expect(chosenFor(mine, 'lopsided').map((f) => f.battle)).toEqual([want.lopsided]);
      for (const f of mine) {
        const played = records[arm][f.battle]!;
        const twin = records[other][f.battle]!;
        const caption = /<figcaption>(.*?)<\/figcaption>/s.exec(f.inner)?.[1];
        expect(caption).toContain(`${name}: <b>Battle ${f.battle}</b>, seed <code>maps/battle/${f.battle}</code>`);
        expect(caption).toContain(`after ${played.turns} turn`);
        expect(caption).toContain(
          `The same seed under ${otherName}: ${twin.winner === null ? 'Draw' : `${twin.winner} wins`} (${twin.victory}) after ${twin.turns} turns`,
        );
      }
    }
  }, 120_000);
});
