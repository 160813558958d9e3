import type { Rng } from '../dice/Rng.js';
import { MusterError } from '../errors/MusterError.js';
import type { Candidates, PlayerId } from '../plugins/SequencePlugin.js';

/** What a bot sees when it must decide. */
export interface BotView<State, Decision> {
  readonly state: State;
  readonly player: PlayerId;
  /** Candidate legal decisions (never empty). In the engine's bot games, listed when first read. */
  readonly legal: readonly Decision[];
  /**
   * The same decisions judged one at a time, when the ruleset's sequence offers them
   * (`SequencePlugin.candidates`): a bot that reads only these spares the engine judging the rest.
   */
  readonly candidates?: Candidates<Decision>;
  /** The bot's own seeded generator: separate from the game's dice, so bots never change the rolls. */
  readonly rng: Rng;
}

/** A player program. Deterministic given its view and generator. */
export interface Bot<State = unknown, Decision = unknown> {
  readonly id: string;
  readonly description: string;
  decide(view: BotView<State, Decision>): Decision;
}

/**
 * The decision of a bot that scores each decision: the first legal one (in the order of `view.legal`) of the
 * highest score, a score that is not a number counting as the lowest. Given `view.candidates`, it judges
 * candidates from the highest score down and stops at the first legal one: the same decision, without judging
 * (or listing) the rest. `score` must be a function of the decision and the view's state alone.
 *
 * @example
 * const greedy: Bot<State, Decision> = { id: 'greedy', description: 'the most damage', decide: (view) => bestDecision(view, (d) => damage(view.state, d)) };
 */
export function bestDecision<State, Decision>(
  view: BotView<State, Decision>,
  score: (decision: Decision) => number,
): Decision {
  const candidates = view.candidates;
  if (candidates === undefined) {
    let best: Decision | undefined;
    let bestScore = -Infinity;
    for (const d of view.legal) {
      const s = score(d);
      if (s > bestScore) {
        bestScore = s;
        best = d;
      }
    }
    return best ?? view.legal[0]!;
  }
  const { possible } = candidates;
  const n = possible.length;
  // The scores in a spare array kept between calls (a few hundred candidates a decision: a new typed array each time
  // is an off-heap store the collector must sweep). Taken while in use, so a score function that itself calls
  // bestDecision gets arrays of its own; only the first n entries are read.
  let scores = spareScores;
  spareScores = undefined;
  if (scores === undefined || scores.length < n) scores = new Float64Array(Math.max(n, 64));
  try {
    return bestOf(candidates, possible, n, scores, score);
  } finally {
    spareScores = scores;
  }
}

let spareScores: Float64Array | undefined;
let spareHeap: Int32Array | undefined;

/** `bestDecision` over candidates, its scores written to `scores` (at least n long). */
function bestOf<Decision>(
  candidates: Candidates<Decision>,
  possible: readonly Decision[],
  n: number,
  scores: Float64Array,
  score: (decision: Decision) => number,
): Decision {
  // The best score's first candidate, by a scan: the first of the order below, without sorting. It is
  // usually legal; only when it is not are the rest put in order.
  let first = -1;
  let firstScore = -Infinity;
  for (let i = 0; i < n; i++) {
    const s = score(possible[i]!);
    const v = Number.isNaN(s) ? -Infinity : s;
    scores[i] = v;
    if (first < 0 || v > firstScore) {
      first = i;
      firstScore = v;
    }
  }
  if (first < 0) throw new MusterError('internal', `no legal decision among ${n} candidates`);
  if (candidates.isLegal(first)) return possible[first]!;
  // The rest from the highest score down, ties to the earlier candidate: taken one at a time from a heap,
  // as only the first few are usually judged. The order is total (indices differ), so this is the order
  // a sort by score and then index would give.
  // The heap in a spare array too (taken while in use, as the scores); its first n - 1 entries are the heap.
  let heap = spareHeap;
  spareHeap = undefined;
  if (heap === undefined || heap.length < n - 1) heap = new Int32Array(Math.max(n - 1, 64));
  try {
    let size = 0;
    for (let i = 0; i < n; i++) if (i !== first) heap[size++] = i;
    for (let k = (size >> 1) - 1; k >= 0; k--) siftDown(heap, size, k, scores);
    while (size > 0) {
      const i = heap[0]!;
      heap[0] = heap[--size]!;
      siftDown(heap, size, 0, scores);
      if (candidates.isLegal(i)) return possible[i]!;
    }
  } finally {
    spareHeap = heap;
  }
  throw new MusterError('internal', `no legal decision among ${n} candidates`);
}

/** Whether candidate `i` comes before `j`: a higher score (never NaN here), or the same and earlier. */
function before(i: number, j: number, scores: Float64Array): boolean {
  const a = scores[i]!;
  const b = scores[j]!;
  return a > b || (a === b && i < j);
}

/** Moves `heap[k]` down the first `size` entries of the heap until no child comes {@link before} it. */
function siftDown(heap: Int32Array, size: number, k: number, scores: Float64Array): void {
  const item = heap[k]!;
  for (;;) {
    let child = 2 * k + 1;
    if (child >= size) break;
    if (child + 1 < size && before(heap[child + 1]!, heap[child]!, scores)) child++;
    if (!before(heap[child]!, item, scores)) break;
    heap[k] = heap[child]!;
    k = child;
  }
  heap[k] = item;
}

/**
 * The random-legal bot every ruleset gets for free: picks uniformly among the candidate decisions.
 */
export function randomLegalBot<State, Decision>(): Bot<State, Decision> {
  return {
    id: 'random',
    description: 'picks uniformly at random among the legal decisions',
    decide: ({ legal, rng }) => legal[rng.int(legal.length) - 1]!,
  };
}
