/** A value a mechanic can report: a count, a name, a yes/no. */
export type OutcomeValue = number | string | boolean;

/** What one run of a mechanic produced, by outcome name: `{ hits: 2, disordered: true }`. */
export type Outcome = Readonly<Record<string, OutcomeValue>>;

/** A canonical key for an outcome (keys sorted), so equal outcomes merge whatever their key order. */
export function outcomeKey(outcome: Outcome): string {
  const keys = Object.keys(outcome).sort();
  // Stryker disable next-line StringLiteral: equivalent — every key starts with it, and keys are only compared with each other
  let key = '';
  for (const k of keys) key += `${k}\u0000${typeof outcome[k]}\u0000${String(outcome[k])}\u0001`;
  return key;
}

/** The order of an outcome's values in every table: numbers low to high, no before yes, names alphabetically. */
export function compareValues(a: OutcomeValue, b: OutcomeValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}
