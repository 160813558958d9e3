import { z } from 'zod';

/**
 * The rulings of docs/rulings/tacmento.md as options; each default is the ruling, and a user may pick the
 * other reading. Copied into the game state at setup so the whole game is one JSON document.
 */
export const TacmentoOptionsSchema = z.strictObject({
  /** R1: a Contender who fails to catch up in 2 turns loses the whole Maneuver (text) or only the round ends. */
  catchUpFailure: z.enum(['lose-maneuver', 'end-round']).default('lose-maneuver'),
  /** R2: turns after which a round with no 3-prisoner ending is over (both sides counted). */
  roundTurnLimit: z.number().int().min(2).max(200).default(40),
  /** R3: ties replayed "from the very beginning" at most this many times; then the game is a draw. */
  maxReplays: z.number().int().min(0).max(10).default(3),
  /** R4: whether a squadron maneuver that puts the troop back in its own place counts as a move. */
  stationaryManeuver: z.boolean().default(false),
  /** R5 is data (move: false anchors a pattern); R6: whether a mirrored pattern completes an Objective. */
  allowMirror: z.boolean().default(false),
  /** R7: whether a flanking troop must push in the direction of one of its own arrows. */
  flankingFollowsArrows: z.boolean().default(true),
  /** R8: Instruction — "You can spend the turn": a turn may be passed. */
  instructionPass: z.boolean().default(true),
  /**
   * R10: Maneuver draft — where the Reserve comes from ("Keep the last 3 chosen cards in your hands"): the 3 cards
   * `passed` by the rival after the 6th pick (the hands pass after every pick), the 3 `kept` from the hand one made
   * the 6th pick from (no pass after it), or `chosen` one at a time: picks 7 and 8 keep a card of the hand for the
   * Reserve and pass the rest, and the last card passed is the third.
   */
  draftReserve: z.enum(['passed', 'kept', 'chosen']).default('passed'),
  /** R9: most reshuffles of the Tercio when an Objective is complete after setup. */
  setupReshuffleLimit: z.number().int().min(1).max(10_000).default(500),
  /** R22: Campaign — whether the first win after a Wildcard restarts a Battle has the 1st attempt's +1. */
  wildcardFirstAttemptBonus: z.boolean().default(true),
  /**
   * R23: Campaign — a win crossed out "to try again", then defeats on every attempt left: the Battle is failed
   * (no win on the card) or won with 0 points (the new result is kept, and a defeat scores nothing).
   */
  lostAfterCrossingOut: z.enum(['battle-failed', 'zero-points']).default('battle-failed'),
  /**
   * R29: Campaign — "cross out the previous score with an X and try your luck again. You will have to keep the new
   * score": a Battle's score is crossed out `once` (the new score is kept), or again `while-attempts-left`.
   */
  crossOuts: z.enum(['once', 'while-attempts-left']).default('once'),
  /**
   * R24: an Objective card with two "choose only one color among the two indicated" letters: each letter
   * chooses on its own, the same colour allowed (`independent`), or the letters must choose `different` colours.
   */
  eitherOrColours: z.enum(['independent', 'different']).default('independent'),
  /**
   * R25: Campaign (abilities without limit) — a turn carries `one` ability at most, or `each-moved`: each special
   * card that moved in the turn's manoeuvre may act once, in either order.
   */
  campaignAbilitiesPerTurn: z.enum(['one', 'each-moved']).default('one'),
  /**
   * R27: a push that fulfils every Objective `ends-instruction` at once (no ability follows it: "The Instruction ends
   * at the moment the Objective is fulfilled"), or an `ability-follows` it, the Objectives checked after the ability.
   */
  pushFulfilsObjective: z.enum(['ends-instruction', 'ability-follows']).default('ends-instruction'),
  /**
   * R15: Motivate's "extra move in the same direction of movement that just occurred" pushes the `same` line again
   * (the line turns one place), or any line `parallel` to it (that line's own row or column, the push's direction),
   * the decision's Motivate naming the line; the troop it expels fills the slot left empty at that line's start.
   */
  motivateLine: z.enum(['same', 'parallel']).default('same'),
  /**
   * R14: Maneuver — "any exterior point of any Squadron" is an end of a row or column of the whole Maneuver Grounds
   * (`grounds`), or each Squadron's own (`squadrons`): also the edge between the two Squadrons, from which a flank
   * pushes north or south along a column the two troops of the Squadron it enters, the far one expelled.
   */
  flankingPoints: z.enum(['grounds', 'squadrons']).default('grounds'),
});
/** Validated options (defaults filled in). */
export type TacmentoOptions = z.infer<typeof TacmentoOptionsSchema>;

/** The default options. */
export const DEFAULT_OPTIONS: TacmentoOptions = TacmentoOptionsSchema.parse({});
