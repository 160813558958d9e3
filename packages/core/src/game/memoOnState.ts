/**
 * A cache of derived facts of one game state, for rulesets. States are immutable (a ruleset's reducer
 * makes a new object for every event), so a fact computed from a state object and unit objects stays
 * true for as long as those objects live: the engine, the conformance kit and the bots ask the same
 * questions of one state many times (legal decisions, checks, the bot's choice, the resolution). Keys
 * are the objects themselves plus a string for the remaining arguments, so a modified copy of a unit
 * never reads another unit's entry.
 *
 * Only for facts that depend on nothing but the objects and the key: options that change the answer
 * belong in the key, or are themselves the subject.
 *
 * The cache keeps the facts of the four states asked about most recently (`MEMO_STATES`), and forgets
 * the rest. A game asks about its current state, and about the next while resolving, so this remembers as
 * much as a cache weakly keyed by every state did (the same number of hits in whole Tercios, The Sword
 * and the Pike and 6mm WSS battles) but holds far less: V8's young-generation collector kept the facts
 * of states that were already gone alive through the WeakMap for a further collection, so a Tercios
 * battle had 690 KB to copy at each one instead of about 200 KB (bench/README.md).
 */

/** How many states {@link memoOnState} remembers facts of (the most recently asked about). */
export const MEMO_STATES = 4;

/** The states asked about most recently, the latest first, each with its facts by subject, then key. */
// Stryker disable next-line ArrayDeclaration: equivalent — a junk first entry matches no state and is the first one cut
const recent: { state: object; bySubject: Map<object, Map<string, unknown>> }[] = [];

/**
 * `compute()`, remembered for this `(state, subject, key)`; `subject` is a unit, the state itself, or
 * any object the answer depends on (an options object, say).
 *
 * @example
 * const orders = memoOnState(state, unit, 'orders', () => computeOrders(state, unit));
 */
export function memoOnState<T>(state: object, subject: object, key: string, compute: () => T): T {
  const bySubject = factsOf(state);
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

/** The facts remembered of `state`, which becomes the most recent; a new state forgets the oldest. */
function factsOf(state: object): Map<object, Map<string, unknown>> {
  const at = recent.findIndex((entry) => entry.state === state);
  if (at === 0) return recent[0]!.bySubject;
  const entry = at > 0 ? recent.splice(at, 1)[0]! : { state, bySubject: new Map<object, Map<string, unknown>>() };
  recent.unshift(entry);
  if (recent.length > MEMO_STATES) recent.length = MEMO_STATES;
  return entry.bySubject;
}
