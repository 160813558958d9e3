/**
 * The item a stable sort by `compare` puts first (the earliest of the least), found in one pass: the commanders'
 * candidates read only the first of such a sort. `compare` must order consistently (no NaN), as a sort's must.
 */
export function firstInOrder<T>(items: readonly T[], compare: (a: T, b: T) => number): T | undefined {
  let first: T | undefined;
  for (const item of items) if (first === undefined || compare(item, first) < 0) first = item;
  return first;
}
