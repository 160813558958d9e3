import { createGame, MusterError, Rng, type Bot } from '@muster/core';
import { z } from 'zod';
import type { DeckFile } from '../cards/DeckFile.js';
import { sampleDeck } from '../cards/sampleDeck.js';
import type { TacmentoDecision } from '../game/Decision.js';
import type { TacmentoState } from '../game/State.js';
import { DEFAULT_OPTIONS, TacmentoOptionsSchema, type TacmentoOptions } from '../options/options.js';
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
  /** True while the current Battle is being fought again after a Wildcard (ruling R22). */
  wildcardRestart: z.boolean().default(false),
  /** True when a win at the current Battle was crossed out to try again (ruling R23). */
  crossedOut: z.boolean().default(false),
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
    wildcardRestart: false,
    crossedOut: false,
    restarts: 0,
  };
}

/**
 * Records one attempt at the current Battle. Rulebook: Campaign Mode > Scoring.
 * - Victory: the score plus the attempt modifier is recorded; `retry: true` crosses it out (X) to try
 *   again while attempts remain — "You will have to keep the new score, even if it is lower": once a Battle, the
 *   new score kept (a `retry` then records it), or again while attempts remain under `rules.crossOuts` (R29). The first
 *   win after a Wildcard has the 1st attempt's +1 unless `rules.wildcardFirstAttemptBonus` is false (R22).
 * - Defeat: X; after 3 attempts without a win on the card the Battle is failed (`battleFailed`) and the
 *   player chooses with `decideFailedBattle` whether to use a Wildcard — unless a win was crossed out and
 *   `rules.lostAfterCrossingOut` is `zero-points`: the Battle is then won with 0 points (R23).
 *
 * @example
 * let card = recordAttempt(newCampaign(), { won: true, score: 8 }); // Battle 1: 8 + 1 on the 1st attempt
 */
export function recordAttempt(
  state: CampaignState,
  outcome: { won: boolean; score: number; retry?: boolean },
  rules: Partial<
    Pick<TacmentoOptions, 'wildcardFirstAttemptBonus' | 'lostAfterCrossingOut' | 'crossOuts'>
  > = DEFAULT_OPTIONS,
): CampaignState {
  const { wildcardFirstAttemptBonus, lostAfterCrossingOut } = { ...DEFAULT_OPTIONS, ...rules };
  if (state.battle > 7)
    throw new MusterError('bad-input', 'the Campaign is complete', {
      path: 'battle',
      expected: 'a Battle from 1 to 7',
    });
  if (battleFailed(state))
    throw new MusterError('bad-input', `Battle ${state.battle} is failed: choose a Wildcard or to start again`, {
      path: 'attempts',
      expected: 'decideFailedBattle before another attempt',
    });
  const attempt = state.attempts + 1;
  if (outcome.won) {
    const bonusWithheld = attempt === 1 && state.wildcardRestart && !wildcardFirstAttemptBonus;
    const score = outcome.score + (bonusWithheld ? 0 : ATTEMPT_MODIFIER[attempt - 1]!);
    if (outcome.retry && mayCrossOut(state, rules))
      return {
        ...state,
        attempts: attempt,
        crossedOut: true,
        history: [...state.history, { battle: state.battle, attempt, mark: 'X' }],
      };
    return won(state, score, { battle: state.battle, attempt, mark: score });
  }
  const lost = { battle: state.battle, attempt, mark: 'X' as const };
  // Ruling R23: the last attempt lost after a crossed-out win; the new result stands, and a defeat scores 0.
  if (attempt === 3 && state.crossedOut && lostAfterCrossingOut === 'zero-points') return won(state, 0, lost);
  return { ...state, attempts: attempt, history: [...state.history, lost] };
}

/**
 * Whether a win at the Battle's next attempt may be crossed out to try again. Rulebook: Campaign Mode > Scoring, "If,
 * after one attempt, you think you can do better, and you still have attempts available, cross out the previous
 * score with an X and try your luck again. You will have to keep the new score": once a Battle, or again while
 * attempts remain under `rules.crossOuts` (ruling R29).
 */
export function mayCrossOut(
  state: CampaignState,
  rules: Partial<Pick<TacmentoOptions, 'crossOuts'>> = DEFAULT_OPTIONS,
): boolean {
  const crossOuts = rules.crossOuts ?? DEFAULT_OPTIONS.crossOuts;
  return state.attempts + 1 < 3 && (crossOuts === 'while-attempts-left' || !state.crossedOut);
}

/** The current Battle recorded with `score`, and the next Battle to fight. */
function won(state: CampaignState, score: number, mark: CampaignState['history'][number]): CampaignState {
  return {
    ...state,
    battle: state.battle + 1,
    attempts: 0,
    scores: state.scores.map((s, i) => (i === state.battle - 1 ? score : s)),
    wildcardRestart: false,
    crossedOut: false,
    history: [...state.history, mark],
  };
}

/** True when the current Battle has used its 3 attempts without a win and awaits `decideFailedBattle`. */
export function battleFailed(state: CampaignState): boolean {
  return state.battle <= 7 && state.attempts >= 3;
}

/** What a player may do with a failed Battle: use a Wildcard, or start the Campaign again. */
export type FailedBattleChoice = 'wildcard' | 'start-again';

/** The choices open after a failed Battle: "You have a total of 2 Wildcards." */
export function failedBattleChoices(state: CampaignState): FailedBattleChoice[] {
  if (!battleFailed(state)) return [];
  return state.wildcards < WILDCARD_PENALTY.length ? ['wildcard', 'start-again'] : ['start-again'];
}

/**
 * Applies the player's choice after a failed Battle. Rulebook: "Wildcards: You can use them to restart the
 * failed Battle instead of starting from the beginning" — a Wildcard restarts this Battle (its penalty is
 * counted at the end); starting again gives a fresh scorecard, Wildcards included (ruling R13).
 */
export function decideFailedBattle(state: CampaignState, choice: FailedBattleChoice): CampaignState {
  if (!failedBattleChoices(state).includes(choice))
    throw new MusterError(
      'bad-input',
      `cannot choose ${choice}: ${battleFailed(state) ? 'no Wildcard left' : 'the Battle is not failed'}`,
      {
        path: 'choice',
        expected: failedBattleChoices(state).join(' or ') || 'no choice until 3 attempts are lost',
      },
    );
  if (choice === 'wildcard')
    return { ...state, attempts: 0, wildcards: state.wildcards + 1, wildcardRestart: true, crossedOut: false };
  return { ...newCampaign(), restarts: state.restarts + 1, history: state.history };
}

/**
 * The competent player's choice: a Wildcard keeps the Battles already won at the price of its penalty, so it
 * is used when the scores it keeps are worth more than the penalty; otherwise starting again loses less.
 */
export function wildcardPolicy(state: CampaignState): FailedBattleChoice {
  const choices = failedBattleChoices(state);
  const kept = state.scores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  const penalty = WILDCARD_PENALTY[state.wildcards] ?? Infinity;
  return choices.includes('wildcard') && kept > penalty ? 'wildcard' : 'start-again';
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
export function playCampaign(options: {
  seed: string;
  bot: Bot;
  deck?: DeckFile;
  maxRestarts?: number;
  /** Rule options for every Battle and the scorecard (defaults: the rulings). */
  rules?: Partial<TacmentoOptions>;
  /** The choice after a failed Battle; default `wildcardPolicy`. */
  afterFailedBattle?: (card: CampaignState) => FailedBattleChoice;
  /**
   * The player's choice after a win while the scorecard allows it (`mayCrossOut`): true crosses the win out to try
   * again ("If, after one attempt, you think you can do better"); `score` is the Battle's points before the attempt
   * modifier. Default: every win is kept.
   */
  crossOut?: (card: CampaignState, score: number) => boolean;
}): {
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
  const rules = TacmentoOptionsSchema.parse(options.rules ?? {});
  const afterFailedBattle = options.afterFailedBattle ?? wildcardPolicy;
  let card = newCampaign();
  let games = 0;
  const rng = Rng.fromSeed(`${options.seed}/bot`);
  while (card.battle <= 7 && card.restarts <= (options.maxRestarts ?? 2)) {
    const game = createGame<TacmentoState, TacmentoDecision>(
      tacmento,
      { mode: 'instruction', deck, battle: card.battle },
      { seed: `${options.seed}/${games++}`, options: rules },
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
    const won = result.winner === SOLO;
    const score = result.points[SOLO] ?? 0;
    const retry = won && options.crossOut !== undefined && mayCrossOut(card, rules) && options.crossOut(card, score);
    card = recordAttempt(card, { won, score, retry }, rules);
    if (battleFailed(card)) card = decideFailedBattle(card, afterFailedBattle(card));
  }
  const total = campaignTotal(card);
  return { card, total, rank: card.battle > 7 ? campaignRank(total) : 'Campaign abandoned' };
}
