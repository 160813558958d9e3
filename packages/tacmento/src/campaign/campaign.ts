import { createGame, MusterError, Rng, type Bot } from '@muster/core';
import { z } from 'zod';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { TacmentoState } from '../game/State.js';
import { SOLO } from '../sequence/sequence.js';
import { tacmento } from '../ruleset.js';

/** Attempt modifiers. Rulebook: Campaign Mode > Scoring — 1st attempt +1, 2nd +0, 3rd -1. */
export const ATTEMPT_MODIFIER: readonly number[] = [1, 0, -1];
/** Wildcard penalties. Rulebook: "The use of the first one subtracts -5 points ... the second one subtracts -7 points." */
export const WILDCARD_PENALTY: readonly number[] = [5, 7];

/** Zod schema of a Campaign scorecard. */
export const CampaignStateSchema = z.strictObject({
  /** The Battle being fought (1-7), or 8 when the Campaign is complete. */
  battle: z.number().int().min(1).max(8),
  /** Attempts used at this Battle (0-3). */
  attempts: z.number().int().min(0).max(3),
  /** Recorded score per Battle (modifier included), null while not won. */
  scores: z.array(z.number().int().nullable()).length(7),
  /** Every attempt: the battle, the attempt (1-3) and the score, or "X" for a defeat or a crossed-out score. */
  history: z.array(
    z.strictObject({
      battle: z.number().int(),
      attempt: z.number().int(),
      mark: z.union([z.number().int(), z.literal('X')]),
    }),
  ),
  wildcards: z.number().int().min(0).max(2),
  /** Times the Campaign was started again from the beginning. */
  restarts: z.number().int().min(0),
});
export type CampaignState = z.infer<typeof CampaignStateSchema>;

/** A fresh Campaign scorecard. */
export function newCampaign(): CampaignState {
  return {
    battle: 1,
    attempts: 0,
    scores: [null, null, null, null, null, null, null],
    history: [],
    wildcards: 0,
    restarts: 0,
  };
}

/**
 * Records one attempt at the current Battle. Rulebook: Campaign Mode > Scoring.
 * - Victory: the score plus the attempt modifier is recorded; `retry: true` crosses it out (X) to try
 *   again while attempts remain — "You will have to keep the new score, even if it is lower."
 * - Defeat: X; after 3 defeats a Wildcard (if any is left) restarts this Battle, otherwise the Campaign
 *   starts again from the beginning (ruling R13: with a fresh scorecard and Wildcards).
 */
export function recordAttempt(
  state: CampaignState,
  outcome: { won: boolean; score: number; retry?: boolean },
): CampaignState {
  if (state.battle > 7)
    throw new MusterError('bad-input', 'the Campaign is complete', {
      path: 'battle',
      expected: 'a Battle from 1 to 7',
    });
  const attempt = state.attempts + 1;
  const index = state.battle - 1;
  if (outcome.won) {
    const score = outcome.score + ATTEMPT_MODIFIER[attempt - 1]!;
    if (outcome.retry && attempt < 3)
      return { ...state, attempts: attempt, history: [...state.history, { battle: state.battle, attempt, mark: 'X' }] };
    const scores = state.scores.map((s, i) => (i === index ? score : s));
    return {
      ...state,
      battle: state.battle + 1,
      attempts: 0,
      scores,
      history: [...state.history, { battle: state.battle, attempt, mark: score }],
    };
  }
  const history = [...state.history, { battle: state.battle, attempt, mark: 'X' as const }];
  if (attempt < 3) return { ...state, attempts: attempt, history };
  if (state.wildcards < 2) return { ...state, attempts: 0, wildcards: state.wildcards + 1, history };
  return { ...newCampaign(), restarts: state.restarts + 1, history };
}

/** Total points: the recorded scores less the Wildcard penalties (-5, then -7: -12 for both). Rulebook: Final scoring. */
export function campaignTotal(state: CampaignState): number {
  const scores = state.scores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  return scores - WILDCARD_PENALTY.slice(0, state.wildcards).reduce((a, b) => a + b, 0);
}

/**
 * The final rank. Rulebook: Campaign Mode Final Score. "+30" and "26-30" share 30: ruling R12 reads 30 as
 * Honorable (the closed range) unless `thirtyIsLegendary`; below 8 the table names no rank.
 */
export function campaignRank(total: number, thirtyIsLegendary = false): string {
  if (total > 30 || (thirtyIsLegendary && total === 30)) return 'Legendary Maestre de Campo';
  if (total >= 26) return 'Honorable Maestre de Campo';
  if (total >= 20) return 'Maestre de Campo';
  if (total >= 14) return 'Respectable Sargeant Mayor';
  if (total >= 8) return 'Mediocre Sargeant Mayor';
  return 'no rank (fewer than 8 points)';
}

/**
 * Plays a whole Campaign with a bot: each Battle is an Instruction scenario built from its Battle card
 * (`{ mode: 'instruction', battle }`), whose rules override the base rules. Bounded by `maxRestarts`.
 *
 * @example
 * const { card, total, rank } = playCampaign({ seed: 'flanders', bot: tacmento.bots.competent!() });
 */
export function playCampaign(options: { seed: string; bot: Bot; deck?: DeckFile; maxRestarts?: number }): {
  card: CampaignState;
  total: number;
  rank: string;
} {
  const deck = options.deck ?? sampleDeck;
  if (deck.battles.length < 7)
    throw new MusterError('bad-input', `a Campaign needs 7 Battle cards; the deck has ${deck.battles.length}`, {
      path: 'battles',
      expected: '7 battles',
    });
  let card = newCampaign();
  let games = 0;
  const rng = Rng.fromSeed(`${options.seed}/bot`);
  while (card.battle <= 7 && card.restarts <= (options.maxRestarts ?? 2)) {
    const game = createGame<TacmentoState, TacmentoDecision>(
      tacmento,
      { mode: 'instruction', deck, battle: card.battle },
      { seed: `${options.seed}/${games++}` },
    );
    while (!game.isOver()) {
      const decision = options.bot.decide({
        state: game.state,
        player: SOLO,
        legal: game.legalDecisions(),
        rng,
      }) as TacmentoDecision;
      const outcome = game.decide(decision);
      if (!outcome.ok) throw new MusterError('internal', `campaign bot chose an illegal decision: ${outcome.reason}`);
    }
    const result = game.result();
    card = recordAttempt(card, { won: result.winner === SOLO, score: result.points[SOLO] ?? 0 });
  }
  const total = campaignTotal(card);
  return { card, total, rank: card.battle > 7 ? campaignRank(total) : 'Campaign abandoned' };
}
