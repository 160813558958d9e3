/**
 * A cache of derived facts of one game state, for rulesets. States are immutable (a ruleset's reducer
 * makes a new object for every event), so a fact computed from a state object and unit objects stays
 * true for as long as those objects live: the engine, the conformance kit and the bots ask the same
 * questions of one state many times (legal decisions, checks, the bot's choice, the resolution). Keys
 * are the objects themselves (weakly held) plus a string for the remaining arguments, so nothing is kept
 * alive and a modified copy of a unit never reads another unit's entry.
 *
 * Only for facts that depend on nothing but the objects and the key: options that change the answer
 * belong in the key, or are themselves the subject.
 */
const caches = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();

/**
 * `compute()`, remembered for this `(state, subject, key)`; `subject` is a unit, the state itself, or
 * any object the answer depends on (an options object, say).
 *
 * @example
 * const orders = memoOnState(state, unit, 'orders', () => computeOrders(state, unit));
 */
export function memoOnState<T>(state: object, subject: object, key: string, compute: () => T): T {
  let bySubject = caches.get(state);
  if (!bySubject) {
    bySubject = new WeakMap();
    caches.set(state, bySubject);
  }
  let byKey = bySubject.get(subject);
  if (!byKey) {
    byKey = new Map();
    bySubject.set(subject, byKey);
  }
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = compute();
  byKey.set(key, value);
  return value;
}
