// Issue 25, "In reports": simulate and ab reports show the table of a chosen battle (the closest to the
// median points margin, and the most lopsided), played again from its seed and checked against its record.
import { tableRenderer, tacmento } from '@muster/tacmento';
import { createGame } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  abHtml,
  batchHtml,
  battleSeed,
  chooseBattles,
  chosenWhy,
  defaultBots,
  drawChosenBattles,
  playBattles,
  recordResult,
  replayBattle,
  scopeSvgIds,
  summarise,
  summariseAb,
  type BattleRecord,
} from '../src/index.js';

/** A finished record with these points (the other fields do not matter to the choice). */
const battle = (index: number, a: number, b: number): BattleRecord => ({
  index,
  winner: a > b ? 'A' : a < b ? 'B' : null,
  victory: 'test',
  turns: 5,
  points: { A: a, B: b },
  first: 'A',
  decisions: 10,
  dice: 10,
});
const failed = (index: number): BattleRecord => ({
  index,
  winner: null,
  victory: 'error',
  turns: 0,
  points: {},
  first: null,
  decisions: 0,
  dice: 0,
  error: 'a bot bug',
});

describe('chooseBattles: the closest to the median points margin, and the most lopsided', () => {
  it('odd count: the median margin is the middle one; a tie for the largest goes to the lowest index; failed battles are left out', () => {
    // Margins 3, 1, 5, (failed), 2, 5: sorted 1 2 3 5 5, median 3 (battle 0); largest 5 (battles 2 and 5).
    const records = [battle(0, 4, 1), battle(1, 2, 1), battle(2, 0, 5), failed(3), battle(4, 3, 1), battle(5, 1, 6)];
    expect(chooseBattles(records)).toEqual([
      { index: 0, for: ['median'], margin: 3, median: 3 },
      { index: 2, for: ['lopsided'], margin: 5, median: 3 },
    ]);
  });

  it('even count: the median is the mean of the two middle margins, and a tie for closest goes to the lowest index', () => {
    // Margins 4, 2, 7, 1: sorted 1 2 4 7, median 3; battles 0 (4) and 1 (2) are both 1 away: battle 0.
    const records = [battle(0, 4, 0), battle(1, 0, 2), battle(2, 9, 2), battle(3, 1, 0)];
    expect(chooseBattles(records)).toEqual([
      { index: 0, for: ['median'], margin: 4, median: 3 },
      { index: 2, for: ['lopsided'], margin: 7, median: 3 },
    ]);
  });

  it('one battle chosen for both reasons is listed once; no finished battle, none', () => {
    expect(chooseBattles([battle(0, 2, 2), battle(1, 1, 1)])).toEqual([
      { index: 0, for: ['median', 'lopsided'], margin: 0, median: 0 },
    ]);
    expect(chooseBattles([failed(0)])).toEqual([]);
  });
});

describe('drawChosenBattles on a small Taĉmento batch', () => {
  const bots = defaultBots(tacmento);
  const seed = 'maps';
  const indices = [0, 1, 2, 3, 4, 5, 6];
  const records = playBattles(tacmento, seed, indices, bots);
  const header = { ruleset: 'tacmento', rulesetVersion: tacmento.version, seed, battles: indices.length, bots };

  // The choice worked out here from the records, independently of chooseBattles.
  const margins = records.map((r) => Math.abs(r.points.A! - r.points.B!));
  const sorted = [...margins].sort((a, b) => a - b);
  const median = sorted[3]!;
  const distance = margins.map((m) => Math.abs(m - median));
  const closest = distance.indexOf(Math.min(...distance));
  const lopsided = margins.indexOf(Math.max(...margins));

  it('draws the battle closest to the median margin and the most lopsided, each captioned with its seed and why', () => {
    expect(records.every((r) => r.error === undefined)).toBe(true);
    const maps = drawChosenBattles({ ruleset: tacmento, seed, bots, records, renderer: tableRenderer });
    expect(maps.drawn).toBe(true);
    const byWhy = Object.fromEntries(maps.maps.flatMap((m) => m.chosen.for.map((f) => [f, m])));
    expect(byWhy.median!.chosen.index).toBe(closest);
    expect(byWhy.lopsided!.chosen.index).toBe(lopsided);
    for (const m of maps.maps) {
      expect(m.seed).toBe(battleSeed(seed, m.chosen.index));
      // The map's own caption (inside the SVG) names the battle's seed and why it was chosen.
      const caption = /<text[^>]*class="map-caption"[^>]*>([^<]*)</.exec(m.svg!)?.[1];
      expect(caption).toContain(`seed &quot;${m.seed}&quot;`);
      expect(caption).toContain(m.chosen.for.includes('median') ? 'closest to the median' : 'the most lopsided');
    }
    const html = batchHtml(summarise(header, records), maps);
    expect(html).toContain('<h2>Battles to look at</h2>');
    expect(html).toContain(
      `the battle closest to the median margin (median ${median} over 7 battles), and the most lopsided`,
    );
    for (const m of maps.maps) {
      const fig = new RegExp(
        `<figure class="battle" id="battle-${m.chosen.index}" data-battle="${m.chosen.index}" data-seed="${m.seed}"[^>]*>(.*?)</figure>`,
        's',
      ).exec(html);
      expect(fig?.[1]).toContain(`seed <code>${m.seed}</code>`);
      expect(fig?.[1]).toContain('<svg');
      expect(fig?.[1]).toContain('class="map-legend"');
    }
  });

  it('the battle played again ends as recorded, and the map draws that final state', () => {
    const record = records[lopsided]!;
    const game = replayBattle(tacmento, seed, record, bots);
    const result = game.result();
    expect({ winner: result.winner, turns: result.turns, points: result.points }).toEqual({
      winner: record.winner,
      turns: record.turns,
      points: record.points,
    });
    const maps = drawChosenBattles({ ruleset: tacmento, seed, bots, records, renderer: tableRenderer });
    const chosen = maps.maps.find((m) => m.chosen.index === lopsided)!;
    // The renderer's own drawing of the replayed final state, with the report's caption; ids unscoped.
    const start = createGame(tacmento, game.scenario, { seed: game.seed, options: game.options }).state;
    const caption = `battle ${lopsided}, seed "${chosen.seed}": ${chosenWhy(chosen.chosen)}. ${recordResult(record)}`;
    const unscoped = chosen.svg!.replace(/ id="battle-\d+-/g, ' id="').replace(/url\(#battle-\d+-/g, 'url(#');
    expect(unscoped).toBe(tableRenderer.svg(game.state, caption, { start, scenario: game.scenario }));
  });

  it('fails loudly when a record does not replay: another winner, or records of another setup', () => {
    const record = records[closest]!;
    const forged = { ...record, winner: record.winner === 'A' ? ('B' as const) : ('A' as const) };
    expect(() => replayBattle(tacmento, seed, forged, bots)).toThrow(
      new RegExp(`battle ${closest} \\(seed "maps/battle/${closest}"\\) did not replay to its record: winner recorded`),
    );
    const short = { options: { roundTurnLimit: 4 } };
    const underShort = playBattles(tacmento, seed, indices, bots, short);
    const differs = underShort.findIndex((r, i) => JSON.stringify(r) !== JSON.stringify(records[i]));
    expect(differs).toBeGreaterThanOrEqual(0);
    expect(() => replayBattle(tacmento, seed, underShort[differs]!, bots)).toThrow(/did not replay to its record/);
    expect(replayBattle(tacmento, seed, underShort[differs]!, bots, short).result().turns).toBe(
      underShort[differs]!.turns,
    );
    expect(() =>
      drawChosenBattles({ ruleset: tacmento, seed, bots, records: [forged], renderer: tableRenderer }),
    ).toThrow(/did not replay to its record/);
  });

  it('a ruleset without a renderer gets a sentence, and its chosen battles are named, not drawn', () => {
    const maps = drawChosenBattles({ ruleset: tacmento, seed, bots, records, renderer: null });
    expect(maps.drawn).toBe(false);
    expect(maps.maps.map((m) => m.svg)).toEqual(maps.maps.map(() => null));
    const html = batchHtml(summarise(header, records), maps);
    expect(html).toContain('<b>Taĉmento cannot draw its table</b> (its package exports no table renderer)');
    expect(html).toContain(`data-seed="${battleSeed(seed, lopsided)}"`);
    expect(html).not.toContain('class="map-legend"');
  });

  it("an A/B report shows each variant's chosen battles, with the same seed under the other variant; ids stay unique", () => {
    const short = { options: { roundTurnLimit: 4 } };
    const b = playBattles(tacmento, seed, indices, bots, short);
    const variant = (name: string) => ({ name, plugins: {}, options: {} });
    const abHeader = { ...header, a: variant('rules as written'), b: variant('short') };
    const maps = [
      drawChosenBattles({
        ruleset: tacmento,
        seed,
        bots,
        records,
        renderer: tableRenderer,
        arm: 'a: rules as written',
        paired: { arm: 'b: short', records: b },
      }),
      drawChosenBattles({
        ruleset: tacmento,
        seed,
        bots,
        setup: short,
        records: b,
        renderer: tableRenderer,
        arm: 'b: short',
        paired: { arm: 'a: rules as written', records },
      }),
    ];
    const html = abHtml(summariseAb(abHeader, { a: records, b }), maps);
    const medianOf = (list: readonly BattleRecord[]) => {
      const m = list.map((r) => Math.abs(r.points.A! - r.points.B!)).sort((x, y) => x - y);
      return m[3]!;
    };
    expect(html).toContain(
      `(median ${medianOf(records)} over 7 battles under a: rules as written; ${medianOf(b)} over 7 battles under b: short)`,
    );
    for (const m of maps[1]!.maps) {
      expect(html).toContain(`id="battle-b-${m.chosen.index}"`);
      expect(html).toContain(`b: short: <b>Battle ${m.chosen.index}</b>, seed <code>${m.seed}</code>`);
      expect(html).toContain(`The same seed under a: rules as written: ${records[m.chosen.index]!.winner ?? 'Draw'}`);
    }
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('scopeSvgIds', () => {
  it('prefixes every id and every reference to one, and nothing else', () => {
    expect(
      scopeSvgIds(
        '<svg><marker id="arrow"/><g data-id="A1"><path marker-end="url(#arrow)"/><use href="#arrow"/></g></svg>',
        'm1-',
      ),
    ).toBe(
      '<svg><marker id="m1-arrow"/><g data-id="A1"><path marker-end="url(#m1-arrow)"/><use href="#m1-arrow"/></g></svg>',
    );
  });
});
