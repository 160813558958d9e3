import { MusterError, parseWith } from '@muster/core';
import { swordAndPike } from '@muster/sword-and-pike';
import { tacmento } from '@muster/tacmento';
import { tercios } from '@muster/tercios';
import { wss6mm } from '@muster/wss-6mm';
import { describe, expect, it } from 'vitest';
import {
  defaultBots,
  mergeShards,
  playBattles,
  shardIndices,
  ShardFileSchema,
  summarise,
  type BatchHeader,
  type ShardFile,
} from '../src/index.js';

const header = (ruleset: { id: string; version: string }, battles: number, bots: [string, string]): BatchHeader => ({
  ruleset: ruleset.id,
  rulesetVersion: ruleset.version,
  seed: 't',
  battles,
  bots,
});

describe('bot battles in bulk', () => {
  it.each([
    ['tercios', tercios],
    ['wss-6mm', wss6mm],
  ] as const)('%s: one battle plays to a result with sides, turns and dice', (_, ruleset) => {
    const bots = defaultBots(ruleset);
    const [record] = playBattles(ruleset, 't', [0], bots);
    expect(record!.error).toBeUndefined();
    expect(record!.dice).toBeGreaterThan(0);
    const s = summarise(header(ruleset, 1, bots), [record!]);
    expect(s.sides.reduce((n, side) => n + s.wins[side]!.count, 0) + s.draws.count).toBe(1);
    // Losses: every unit of the scenario, within its strength, and by type for both sides.
    const losses = record!.losses!;
    expect(losses.length).toBe((ruleset.exampleScenario() as { units?: unknown[] }).units?.length ?? losses.length);
    for (const u of losses) expect(u.lost).toBeLessThanOrEqual(u.of);
    expect(new Set(s.losses!.byType.map((t) => t.side))).toEqual(new Set(['A', 'B']));
    expect(s.losses!.byType.reduce((n, t) => n + t.units, 0)).toBe(losses.length);
    if (ruleset.id === 'wss-6mm') {
      // WSS scores the elements each side destroyed (a battery's guns, a gone unit whole): the losses read agree.
      for (const [side, other] of [
        ['A', 'B'],
        ['B', 'A'],
      ] as const) {
        const count = losses
          .filter((u) => u.side === other)
          .reduce(
            (n, u) =>
              n + (u.type === 'field-battery' ? (u.gone ? u.of / 4 : Math.floor(u.lost / 4)) : u.gone ? u.of : u.lost),
            0,
          );
        expect(count, side).toBe(record!.points[side]);
      }
    }
  });

  it.each([
    ['sword-and-pike', swordAndPike],
    ['tacmento', tacmento],
  ] as const)('%s: battle i depends only on the root seed and i', (_, ruleset) => {
    const bots = defaultBots(ruleset);
    const both = playBattles(ruleset, 't', [0, 1], bots);
    expect(playBattles(ruleset, 't', [1], bots)).toEqual([both[1]]);
    if (ruleset.id === 'sword-and-pike') {
      // Ruling R15: a side's points are the figures the other side lost, a removed unit whole. The losses read agree.
      for (const r of both) {
        for (const [side, other] of [
          ['A', 'B'],
          ['B', 'A'],
        ] as const)
          expect(r.losses!.filter((u) => u.side === other).reduce((n, u) => n + (u.gone ? u.of : u.lost), 0)).toBe(
            r.points[side],
          );
      }
    } else expect(both.every((r) => r.losses === undefined)).toBe(true); // Tacmento: no loss reader
    const s = summarise(header(ruleset, 2, bots), both);
    expect(s.sides.reduce((n, side) => n + s.wins[side]!.count, 0) + s.draws.count).toBe(2);
  });

  it('shards merge into exactly the unsharded summary', () => {
    const bots = defaultBots(tacmento);
    const h = header(tacmento, 5, bots);
    const all = playBattles(tacmento, 't', [0, 1, 2, 3, 4], bots);
    const shards: { file: string; shard: ShardFile }[] = [1, 0].map((i) => ({
      file: `s${i}.json`,
      shard: parseWith(
        ShardFileSchema,
        JSON.parse(
          JSON.stringify({
            format: 'muster-shard',
            formatVersion: 1,
            batch: h,
            shard: { index: i, count: 2 },
            records: playBattles(tacmento, 't', shardIndices(5, i, 2), bots),
          }),
        ),
      ),
    }));
    const merged = mergeShards(shards);
    expect(JSON.stringify(summarise(merged.header, merged.records))).toBe(JSON.stringify(summarise(h, all)));
  });

  it('refuses a missing or repeated shard, and a shard of another batch', () => {
    const h = header(tacmento, 2, ['competent', 'competent']);
    const rec = (index: number) => ({
      index,
      winner: 'A',
      victory: 'v',
      turns: 1,
      points: { A: 1, B: 0 },
      first: 'A',
      decisions: 1,
      dice: 0,
    });
    const s0: ShardFile = {
      format: 'muster-shard',
      formatVersion: 1,
      batch: h,
      shard: { index: 0, count: 2 },
      records: [rec(0)],
    };
    expect(() => mergeShards([{ file: 'a', shard: s0 }])).toThrow(/shards missing: 1\/2/);
    expect(() =>
      mergeShards([
        { file: 'a', shard: s0 },
        { file: 'b', shard: s0 },
      ]),
    ).toThrow(/repeats shard 0\/2/);
    const other = { ...s0, batch: { ...h, seed: 'other' }, shard: { index: 1, count: 2 }, records: [rec(1)] };
    try {
      mergeShards([
        { file: 'a', shard: s0 },
        { file: 'b', shard: other },
      ]);
      expect.unreachable();
    } catch (error) {
      expect((error as MusterError).toUserLine()).toMatch(/^b: batch: belongs to another batch/);
    }
  });

  it('a shard file whose records do not match its shard is refused with the field path', () => {
    const h = header(tacmento, 4, ['competent', 'competent']);
    const rec = (index: number) => ({
      index,
      winner: null,
      victory: 'draw',
      turns: 1,
      points: {},
      first: null,
      decisions: 0,
      dice: 0,
    });
    try {
      parseWith(
        ShardFileSchema,
        {
          format: 'muster-shard',
          formatVersion: 1,
          batch: h,
          shard: { index: 1, count: 2 },
          records: [rec(1), rec(2)],
        },
        { file: 'x.json' },
      );
      expect.unreachable();
    } catch (error) {
      expect((error as MusterError).toUserLine()).toBe('x.json: records[1].index: expected battle index 3');
    }
  });
});

describe('a battle that cannot be finished', () => {
  it('is recorded with its error and left out of the metrics, not fatal to the batch', () => {
    const broken = {
      ...tacmento,
      id: 'broken',
      bots: { competent: () => ({ id: 'bad', decide: () => ({ kind: 'nonsense' }) }) },
    } as unknown as typeof tacmento;
    const records = playBattles(broken, 't', [0, 1], ['competent', 'competent']);
    expect(records.map((r) => r.victory)).toEqual(['error', 'error']);
    expect(records[0]!.error).toMatch(/broken|illegal|nonsense|decision/i);
    const s = summarise(header(broken, 2, ['competent', 'competent']), records);
    expect(s.failed.count).toBe(2);
    expect(s.draws.of).toBe(0);
  });
});
