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
  const scores = possible.map((d) => {
    const s = score(d);
    return Number.isNaN(s) ? -Infinity : s;
  });
  const order = scores.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (const i of order) if (candidates.isLegal(i)) return possible[i]!;
  throw new MusterError('internal', `no legal decision among ${possible.length} candidates`);
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
