/**
 * Arrays of one kind for the hot loops of a ruleset (issue #26). V8 keeps an "elements kind" per array: an array
 * `Array#map` builds is packed when the interpreter runs the call and holey when TurboFan inlines it (or when a
 * deoptimisation leaves its loop mid-way), and `[]` starts as a list of small integers. Code optimised on one kind
 * meets another as a "wrong map", is thrown away and compiled again, and every call site reading the lists goes
 * polymorphic. Three rulesets' speed passes found the same cause (bench/README.md, stop 61); the fix is written here
 * once.
 */

/**
 * An empty array with the elements kind of a list of objects or strings: V8 gives `[]` the kind of a list of small
 * integers, which a loop that has met only lists of objects meets as a new map and is deoptimised by.
 *
 * @example
 * const ids = emptyObjectArray<string>();
 * ids.push('a1');
 */
export function emptyObjectArray<T extends object | string | null>(): T[] {
  const out: (T | string)[] = [''];
  out.length = 0;
  return out as T[];
}

/**
 * `items.map(f)` as a packed array of objects or strings, whichever tier runs it (see {@link emptyObjectArray}).
 *
 * @example
 * const names = mapPacked([{ name: 'Tercio' }], (u) => u.name); // ['Tercio']
 */
export function mapPacked<T, U extends object | string | null>(items: readonly T[], f: (item: T) => U): U[] {
  const out = emptyObjectArray<U>();
  for (const item of items) out.push(f(item));
  return out;
}
