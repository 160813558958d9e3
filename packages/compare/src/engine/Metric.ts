/** The normalised outcomes every comparison reports, in table order. */
export const METRICS = ['attackerWins', 'losses', 'breaks', 'disorder'] as const;
/** One normalised outcome. */
export type Metric = (typeof METRICS)[number];

/** Row labels of the comparison table. */
export const METRIC_LABELS: Readonly<Record<Metric, string>> = {
  attackerWins: 'attacker wins',
  losses: 'expected losses (fraction of target)',
  breaks: 'target breaks or routs',
  disorder: 'target disordered',
};

/**
 * What one run of a mapped mechanic means in common terms. `lost` is a count in the mapping's
 * `sizeUnit` (wear, figures, elements), capped at the target's size; the other fields are 0 or 1.
 * A field is absent when the ruleset's mechanic does not decide it (shown as "n/a").
 */
export interface NormalisedOutcome {
  readonly attackerWins?: 0 | 1;
  readonly lost?: number;
  readonly breaks?: 0 | 1;
  readonly disorder?: 0 | 1;
  readonly [key: string]: number | undefined;
}
