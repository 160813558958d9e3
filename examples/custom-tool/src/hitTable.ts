import { diceMechanics, enumerate, parseParams, type MechanicDefinition, type Rational } from '@muster/core';
import { shootingWithSaves } from './shootingWithSaves.js';

/** One cell of the table: the exact chance of at least one success, and the mean number. */
export interface HitCell {
  readonly atLeastOne: Rational;
  readonly mean: Rational;
}

/** Exact odds of `outcome` for one mechanic run with the given parameters. */
export function cell(mechanic: MechanicDefinition, outcome: string, raw: Record<string, number>): HitCell {
  const params = parseParams(mechanic.params, raw);
  const distribution = enumerate((dice) => mechanic.run(dice, params));
  return {
    atLeastOne: distribution.probabilityOf((o) => (o[outcome] as number) >= 1),
    mean: distribution.mean(outcome),
  };
}

/**
 * A markdown table comparing core's plain `pool` (dice needing 4+) with the home-made shooting with
 * saves (hits on 4+, saved on 5+): chance of at least one success and mean, for 1 to `maxDice` dice.
 *
 * @example
 * console.log(hitTable(6));
 */
export function hitTable(maxDice: number): string {
  const pool = diceMechanics.find((m) => m.id === 'pool')!;
  const pct = (r: Rational) => `${(r.toNumber() * 100).toFixed(1)}%`;
  const rows = [
    '| dice | pool 4+: at least 1 | mean hits | with 5+ saves: at least 1 casualty | mean casualties |',
    '|---:|---:|---:|---:|---:|',
  ];
  for (let n = 1; n <= maxDice; n++) {
    const plain = cell(pool, 'successes', { dice: n, sides: 6, target: 4 });
    const saved = cell(shootingWithSaves, 'casualties', { dice: n, hit: 4, save: 5 });
    rows.push(
      `| ${n} | ${pct(plain.atLeastOne)} | ${plain.mean.toNumber().toFixed(2)} | ${pct(saved.atLeastOne)} | ${saved.mean.toNumber().toFixed(2)} |`,
    );
  }
  return `${rows.join('\n')}\n`;
}
