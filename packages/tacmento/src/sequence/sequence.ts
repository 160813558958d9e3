import { jsonEqual, type GameResult, type SequencePlugin } from '@muster/core';
import { draftPicker, legalDecisions } from './legalDecisions.js';
import type { Ability, TacmentoDecision } from '../game/Decision.js';
import { lineCount } from '../grounds/Grid.js';
import type { TacmentoState } from '../game/State.js';

/**
 * The legal decisions of the state asked about last. The engine lists a state's decisions, the bot picks
 * one of those very objects, and {@link tacmentoSequence}'s `checkDecision` then checks it in the same
 * state: it finds it here by identity instead of listing and comparing the decisions again. States are
 * immutable data and {@link legalDecisions} lists frozen decisions, so the list stays the state's.
 */
let lastLegal: { state: TacmentoState; legal: readonly TacmentoDecision[] } | null = null;

/** {@link legalDecisions} of `state`, remembered for the state asked about last. */
export function legalDecisionsOf(state: TacmentoState): readonly TacmentoDecision[] {
  if (lastLegal?.state !== state) lastLegal = { state, legal: legalDecisions(state) };
  return lastLegal.legal;
}

/**
 * Ruling R15: why a Motivate of this decision names its line wrongly for option `motivateLine`, or null. Under
 * `same` it names none (the pushed line again); under `parallel` it names a row (push east or west) or a column
 * (north or south) of the Tercio.
 */
function motivateLineError(
  state: TacmentoState,
  direction: 'north' | 'south' | 'east' | 'west',
  abilities: readonly (Ability | undefined)[],
): string | null {
  if (state.mode !== 'instruction') return null;
  const parallel = state.rules.motivateLine === 'parallel';
  const across = direction === 'east' || direction === 'west' ? 'row' : 'column';
  const lines = lineCount(state.grid, direction);
  for (const ability of abilities) {
    if (ability?.kind !== 'motivate') continue;
    if (!parallel && ability.line !== undefined)
      return `Motivate names no line under option motivateLine 'same' (ruling R15): its extra move pushes the same line again; name a line only under motivateLine 'parallel'`;
    if (parallel && ability.line === undefined)
      return `Motivate must name its line under option motivateLine 'parallel' (ruling R15): the ${across} (0 to ${lines - 1}) of its extra move, parallel to the push`;
    if (parallel && ability.line! >= lines)
      return `Motivate's line ${ability.line} is not a ${across} of the Tercio: a push ${direction} is followed along a ${across} from 0 to ${lines - 1} (ruling R15)`;
  }
  return null;
}

/** Ruling R14: why a flank from between the Squadrons is not allowed here, or null (the usual reasons then apply). */
function betweenError(state: TacmentoState, direction: 'north' | 'south' | 'east' | 'west'): string | null {
  if (state.mode === 'instruction')
    return 'an Instruction Tercio has no Squadrons: a flank comes from the end of a row or column, not from between Squadrons (ruling R14)';
  if (state.rules.flankingPoints !== 'squadrons')
    return "a flank from between the Squadrons needs option flankingPoints 'squadrons' (ruling R14): by default the exterior points are the ends of the Grounds' rows and columns";
  if (direction === 'east' || direction === 'west')
    return 'from between the Squadrons a flank pushes along a column, north or south (ruling R14)';
  return null;
}

/** The player id of the solo modes (Instruction and Campaign). */
export const SOLO = 'solo';

/**
 * Taĉmento's turn structure. Maneuver: the draft (A then B for each pick), then alternate turns over two
 * rounds. Instruction: the solo player's turns until the Objectives are complete or the turns run out.
 */
export const tacmentoSequence: SequencePlugin<TacmentoState, TacmentoDecision> = {
  id: 'tacmento/sequence',
  description:
    'Maneuver: draft then alternate turns in two rounds; Instruction: up to 12 solo turns in two rounds of 6',
  phases: ['draft', 'maneuver'],
  activePlayer(state) {
    if (state.mode === 'instruction') return state.outcome === null ? SOLO : null;
    if (state.phase === 'over') return null;
    return state.phase === 'draft' ? draftPicker(state) : state.turn;
  },
  // A copy: the caller may edit its array, not the remembered one.
  legalDecisions: (state) => [...legalDecisionsOf(state)],
  checkDecision(state, decision) {
    if (tacmentoSequence.activePlayer(state) === null) return 'the game is over';
    const legal = legalDecisionsOf(state);
    if (legal.includes(decision) || legal.some((d) => jsonEqual(d, decision))) return null;
    if (decision.kind === 'draft' || decision.kind === 'keep') {
      // Stryker disable next-line ConditionalExpression: equivalent — an Instruction state has no phase, so not 'draft'
      if (state.mode !== 'maneuver' || state.phase !== 'draft') return 'the draft is over';
      const reservePick = state.placed[draftPicker(state)!].length >= 6;
      if (decision.kind === 'draft')
        return reservePick
          ? 'the Squadron is complete: keep a card of the hand for the Reserve (option draftReserve chosen)'
          : 'that card is not in hand or that Squadron position is taken';
      return reservePick
        ? 'that card is not in hand'
        : 'a card is kept for the Reserve only after the 6th pick, under option draftReserve chosen';
    }
    if (decision.kind === 'pass')
      return 'a Contender may skip a turn only after taking 3 Prisoners, or when no maneuver is possible';
    if (decision.kind === 'flanking' && decision.from === 'between') {
      const error = betweenError(state, decision.direction);
      if (error !== null) return error;
    }
    const motivateError = motivateLineError(state, decision.direction, [decision.ability, decision.secondAbility]);
    if (motivateError !== null) return motivateError;
    if (decision.kind === 'flanking')
      return 'that flanking maneuver is not allowed now (card not in the Reserve, arrow, Reserve used last turn, banner, or 3 Prisoners taken)';
    if (decision.ability) return 'that special ability cannot be used after this maneuver';
    return 'that squadron maneuver is not allowed (not your troop, no such arrow, a banner forbids the colour, or the troop would not move)';
  },
  isOver: (state) => tacmentoSequence.activePlayer(state) === null,
  result(state): GameResult {
    const outcome = state.outcome;
    const played = state.mode === 'maneuver' ? state.turnsPlayed : state.turn;
    // In play, the turn being played, numbered from 1 as the banners are ("numbered from 1 to 12"; a narrative
    // heads the draft with turn 1, the turn it leads to); at the end, the turns played.
    if (!outcome) return { winner: null, victory: 'in progress', points: {}, turns: played + 1 };
    return { winner: outcome.winner, victory: outcome.victory, points: { ...outcome.points }, turns: played };
  },
};
