import type { Rng } from '../dice/Rng.js';
import type { PlayerId } from '../plugins/SequencePlugin.js';

/** What a bot sees when it must decide. */
export interface BotView<State, Decision> {
  readonly state: State;
  readonly player: PlayerId;
  /** Candidate legal decisions (never empty). */
  readonly legal: readonly Decision[];
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
 * The random-legal bot every ruleset gets for free: picks uniformly among the candidate decisions.
 */
export function randomLegalBot<State, Decision>(): Bot<State, Decision> {
  return {
    id: 'random',
    description: 'picks uniformly at random among the legal decisions',
    decide: ({ legal, rng }) => legal[rng.int(legal.length) - 1]!,
  };
}
