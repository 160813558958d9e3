import { t95, wilsonInterval } from '@muster/core';
import type { BattleRecord } from '../batch/BattleRecord.js';

/** A mean over battles with its 95% interval (Student's t, clamped to the possible range). */
export interface Mean {
  readonly mean: number;
  /** Null with fewer than two battles: one battle says nothing about the spread. */
  readonly interval: readonly [number, number] | null;
}

/** Losses of the units of one type on one side, per battle. */
export interface UnitTypeLosses {
  readonly side: string;
  readonly type: string;
  /** Units of this type on this side (in the first battle read). */
  readonly units: number;
  /** Share of the type's whole strength lost per battle: Σ lost / Σ strength of its units. */
  readonly casualties: Mean;
  /** Units of this type that left the battle for good, per battle. */
  readonly gone: Mean;
}

/** Losses of one unit. */
export interface UnitLosses {
  readonly side: string;
  readonly unit: string;
  readonly type: string;
  /** Its strength in the rules' own count (Stamina, figures, elements, battery hits). */
  readonly of: number;
  /** Share of its strength lost per battle. */
  readonly casualties: Mean;
  /** How often it left the battle for good, with its 95% Wilson interval. */
  readonly gone: {
    readonly count: number;
    readonly of: number;
    readonly rate: number;
    readonly interval: readonly [number, number];
  };
}

/** The losses of a batch, by unit type and by unit. */
export interface LossSummary {
  /** Battles the losses were read from (finished battles of a ruleset with a loss reader). */
  readonly battles: number;
  readonly byType: readonly UnitTypeLosses[];
  readonly byUnit: readonly UnitLosses[];
}

/**
 * Mean of per-battle values with its 95% interval: Student's t on the sample standard deviation (so a
 * handful of battles gets the wide interval it deserves), clamped to [lo, hi].
 */
export function meanWithInterval(values: readonly number[], lo: number, hi: number): Mean {
  const n = values.length;
  if (n === 0) return { mean: 0, interval: null };
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  if (n < 2) return { mean, interval: null };
  let ss = 0;
  for (const v of values) ss += (v - mean) ** 2;
  const half = t95(n - 1) * Math.sqrt(ss / (n - 1) / n);
  return { mean, interval: [Math.max(lo, mean - half), Math.min(hi, mean + half)] };
}

/**
 * Losses per unit type and per unit over the battles whose records carry losses (in record order, so
 * the same records always give the same bytes). Battles are the independent samples: a type's interval
 * is over its per-battle share, never over units, which fight in the same battle and are not independent.
 * Null when no record carries losses.
 *
 * @example
 * summariseLosses(records)?.byType.find((t) => t.type === 'tercio')?.casualties.mean;
 */
export function summariseLosses(records: readonly BattleRecord[]): LossSummary | null {
  const read = records.filter((r) => r.error === undefined && r.losses !== undefined);
  const first = read[0]?.losses;
  if (!first) return null;
  const key = (side: string, name: string) => `${side}\u0000${name}`;
  // Types and units in the order of the first battle (the scenario's order), then any new ones seen later.
  const types = new Map<string, { side: string; type: string; units: number; share: number[]; gone: number[] }>();
  const units = new Map<
    string,
    { side: string; unit: string; type: string; of: number; share: number[]; gone: number }
  >();
  for (const u of first) {
    const t = types.get(key(u.side, u.type));
    if (t) t.units++;
    else types.set(key(u.side, u.type), { side: u.side, type: u.type, units: 1, share: [], gone: [] });
  }
  for (const r of read) {
    const perType = new Map<string, { lost: number; of: number; gone: number }>();
    for (const u of r.losses!) {
      const tk = key(u.side, u.type);
      if (!types.has(tk)) types.set(tk, { side: u.side, type: u.type, units: 0, share: [], gone: [] });
      const acc = perType.get(tk) ?? { lost: 0, of: 0, gone: 0 };
      acc.lost += u.lost;
      acc.of += u.of;
      acc.gone += u.gone ? 1 : 0;
      perType.set(tk, acc);
      const uk = key(u.side, u.unit);
      let unit = units.get(uk);
      if (!unit) units.set(uk, (unit = { side: u.side, unit: u.unit, type: u.type, of: u.of, share: [], gone: 0 }));
      unit.share.push(u.lost / u.of);
      unit.gone += u.gone ? 1 : 0;
    }
    for (const [tk, t] of types) {
      const acc = perType.get(tk);
      t.share.push(acc ? acc.lost / acc.of : 0);
      t.gone.push(acc ? acc.gone : 0);
    }
  }
  const n = read.length;
  return {
    battles: n,
    byType: [...types.values()].map((t) => ({
      side: t.side,
      type: t.type,
      units: t.units,
      casualties: meanWithInterval(t.share, 0, 1),
      gone: meanWithInterval(
        t.gone,
        0,
        t.gone.reduce((m, g) => Math.max(m, g), t.units),
      ),
    })),
    byUnit: [...units.values()].map((u) => {
      const w = wilsonInterval(u.gone, u.share.length);
      return {
        side: u.side,
        unit: u.unit,
        type: u.type,
        of: u.of,
        casualties: meanWithInterval(u.share, 0, 1),
        gone: { count: u.gone, of: u.share.length, rate: u.gone / u.share.length, interval: [w.low, w.high] as const },
      };
    }),
  };
}
