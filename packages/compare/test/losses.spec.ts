import { MusterError, parseWith } from '@muster/core';
import { describe, expect, it } from 'vitest';
import {
  batchCsv,
  batchHtml,
  formatBatch,
  meanWithInterval,
  readLosses,
  ShardFileSchema,
  summarise,
  summariseLosses,
  type BattleRecord,
  type UnitLoss,
} from '../src/index.js';
import { t95 } from '@muster/core';

describe('readLosses: each unit at the end of a battle, in the rules own count', () => {
  it('Tercios: wear against Stamina, capped at the Stamina; a destroyed unit is gone', () => {
    const unit = (id: string, wear: number, destroyed: boolean) => ({
      id,
      side: 'A',
      profile: 'tercio',
      values: { stamina: 5 },
      wear,
      destroyed,
      extra: 'ignored',
    });
    expect(readLosses('tercios', { units: [unit('t1', 2, false), unit('t2', 7, true)] })).toEqual([
      { unit: 't1', side: 'A', type: 'tercio', lost: 2, of: 5, gone: false },
      { unit: 't2', side: 'A', type: 'tercio', lost: 5, of: 5, gone: true },
    ]);
  });

  it('The Sword and the Pike: figures lost of the figures at the start; a removed unit is gone', () => {
    const unit = (id: string, figures: number, status: string) => ({
      id,
      side: 'B',
      troop: 'pikemen',
      startFigures: 20,
      figures,
      status,
    });
    expect(readLosses('sword-and-pike', { units: [unit('p', 15, 'disordered'), unit('q', 12, 'removed')] })).toEqual([
      { unit: 'p', side: 'B', type: 'pikemen', lost: 5, of: 20, gone: false },
      { unit: 'q', side: 'B', type: 'pikemen', lost: 8, of: 20, gone: true },
    ]);
  });

  it('WSS: elements lost; a battery counts hits, four to a gun; destroyed or off the table is gone', () => {
    const units = [
      { id: 'f', side: 'A', arm: 'foot', type: 'british-foot', elements: 4, lost: 1, status: 'active' },
      { id: 'g', side: 'A', arm: 'battery', type: 'field-battery', elements: 3, lost: 5, status: 'active' },
      { id: 'h', side: 'B', arm: 'horse', type: 'other-horse', elements: 4, lost: 2, status: 'left-table' },
    ];
    expect(readLosses('wss-6mm', { units })).toEqual([
      { unit: 'f', side: 'A', type: 'british-foot', lost: 1, of: 4, gone: false },
      { unit: 'g', side: 'A', type: 'field-battery', lost: 5, of: 12, gone: false },
      { unit: 'h', side: 'B', type: 'other-horse', lost: 2, of: 4, gone: true },
    ]);
  });

  it('is null for a ruleset without a reader (Tacmento) and for a state without the fields it reads', () => {
    expect(readLosses('tacmento', { prisoners: {} })).toBeNull();
    expect(readLosses('tercios', { units: [{ id: 'x' }] })).toBeNull();
    expect(readLosses('wss-6mm', null)).toBeNull();
  });
});

describe('means with 95% intervals over battles', () => {
  it('uses Student t on the sample standard deviation (hand-computed)', () => {
    // 1..6: mean 3.5, s = sqrt(3.5), se = s / sqrt(6) = 0.763763; t(5) = 2.570582 → half-width 1.963314
    const m = meanWithInterval([1, 2, 3, 4, 5, 6], 0, 10);
    expect(m.mean).toBe(3.5);
    expect(m.interval![0]).toBeCloseTo(1.536686, 5);
    expect(m.interval![1]).toBeCloseTo(5.463314, 5);
    expect(meanWithInterval([0.2, 0.9], 0, 1).interval).toEqual([0, 1]); // clamped to what is possible
    expect(meanWithInterval([0.4], 0, 1)).toEqual({ mean: 0.4, interval: null });
  });

  it('turns: 2, 4, 6 give mean 4 with t(2) half-width 4.3027 * 2 / sqrt(3), clamped at 0', () => {
    const recs = [2, 4, 6].map((turns, index) => ({
      index,
      winner: null,
      victory: 'draw',
      turns,
      points: {},
      first: null,
      decisions: 1,
      dice: 0,
    }));
    const s = summarise({ ruleset: 'x', rulesetVersion: '1', seed: 's', battles: 3, bots: ['c', 'c'] }, recs);
    expect(s.turns.mean).toBe(4);
    expect(s.turns.interval![0]).toBe(0);
    expect(s.turns.interval![1]).toBeCloseTo(4 + (4.30265273 * 2) / Math.sqrt(3), 9);
  });

  it('t95 matches the table of Student t', () => {
    for (const [df, t] of [
      [1, 12.7062],
      [4, 2.7764],
      [6, 2.4469],
      [10, 2.2281],
      [30, 2.0423],
      [120, 1.9799],
    ] as const)
      expect(t95(df)).toBeCloseTo(t, 2);
  });
});

describe('summariseLosses: by unit type and by unit', () => {
  const u = (unit: string, side: string, type: string, lost: number, of: number, gone = false): UnitLoss => ({
    unit,
    side,
    type,
    lost,
    of,
    gone,
  });
  const rec = (index: number, losses: UnitLoss[] | undefined, error?: string): BattleRecord => ({
    index,
    winner: 'A',
    victory: 'v',
    turns: 3,
    points: { A: 1, B: 0 },
    first: 'A',
    decisions: 4,
    dice: 9,
    ...(losses ? { losses } : {}),
    ...(error ? { error } : {}),
  });
  const records = [
    rec(0, [u('a1', 'A', 'pike', 1, 4), u('a2', 'A', 'pike', 3, 4), u('b1', 'B', 'horse', 0, 2)]),
    rec(1, [u('a1', 'A', 'pike', 4, 4, true), u('a2', 'A', 'pike', 2, 4), u('b1', 'B', 'horse', 2, 2, true)]),
    rec(2, [u('a1', 'A', 'pike', 0, 4), u('a2', 'A', 'pike', 0, 4), u('b1', 'B', 'horse', 1, 2)]),
    rec(3, undefined, 'a bot bug'),
  ];

  it('a type loses Σ lost / Σ strength per battle; the interval is over battles, not units', () => {
    const l = summariseLosses(records)!;
    expect(l.battles).toBe(3);
    const pike = l.byType.find((t) => t.type === 'pike')!;
    expect(pike).toMatchObject({ side: 'A', units: 2 });
    // per battle: 4/8, 6/8, 0/8 → mean 10/24
    expect(pike.casualties.mean).toBeCloseTo(10 / 24, 12);
    expect(pike.casualties.interval).toEqual(meanWithInterval([4 / 8, 6 / 8, 0], 0, 1).interval);
    expect(pike.gone.mean).toBeCloseTo(1 / 3, 12);
    const a1 = l.byUnit.find((x) => x.unit === 'a1')!;
    expect(a1.casualties.mean).toBeCloseTo((1 / 4 + 1 + 0) / 3, 12);
    expect(a1.gone).toMatchObject({ count: 1, of: 3 });
    expect(l.byUnit.map((x) => x.unit)).toEqual(['a1', 'a2', 'b1']);
  });

  it('is null when no battle carries losses, and appears in the text, CSV and HTML reports', () => {
    expect(summariseLosses([rec(0, undefined)])).toBeNull();
    const s = summarise({ ruleset: 'x', rulesetVersion: '1', seed: 's', battles: 4, bots: ['c', 'c'] }, records);
    expect(s.losses?.byType.map((t) => `${t.side} ${t.type}`)).toEqual(['A pike', 'B horse']);
    expect(formatBatch(s)).toMatch(/A pike x2 +strength lost 41\.7% \(95% [\d.]+%–[\d.]+%\), units gone 0\.33/);
    expect(batchCsv(s)).toContain(`strength lost A pike,${10 / 24},`);
    expect(batchCsv(s)).toMatch(/\ngone unit B b1,0\.333/);
    // Turns 3, 3, 3: every battle alike, so the interval has no width; margins likewise 1.
    expect(s.turns).toMatchObject({ mean: 3, interval: [3, 3] });
    expect(formatBatch(s)).toContain('turns           mean 3.00 (95% 3.00–3.00), 3 to 3');
    const html = batchHtml(s);
    expect(html).toContain('<h2>Losses</h2>');
    expect(html).toContain('Losses by unit type');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org)/);
  });
});

describe('losses in a shard file are validated', () => {
  it('a unit losing more than its strength is refused with the field path', () => {
    const batch = { ruleset: 'wss-6mm', rulesetVersion: '1', seed: 's', battles: 1, bots: ['competent', 'competent'] };
    const record = {
      index: 0,
      winner: null,
      victory: 'draw',
      turns: 1,
      points: {},
      first: null,
      decisions: 0,
      dice: 0,
      losses: [{ unit: 'f', side: 'A', type: 'british-foot', lost: 5, of: 4, gone: false }],
    };
    try {
      parseWith(
        ShardFileSchema,
        { format: 'muster-shard', formatVersion: 1, batch, shard: { index: 0, count: 1 }, records: [record] },
        { file: 's.json' },
      );
      expect.unreachable();
    } catch (error) {
      expect((error as MusterError).toUserLine()).toMatch(
        /^s\.json: records\[0\]\.losses\[0\]\.lost: a unit cannot lose more than its strength/,
      );
    }
  });
});
