import type { Dice } from '@muster/core';
import { ofSide, type Grid, type Side } from '../grounds/Grid.js';
import { instructionScore, victoryName } from '../instruction/instructionScore.js';
import { infiltrationPoints, prisonerPoints } from '../maneuver/maneuverScoring.js';
import { dealDecks } from './setup.js';
import { draftPicker, levelInForce } from '../sequence/legalDecisions.js';
import { playManeuver } from './playManeuver.js';
import { reduceTacmento } from './reduce.js';
import { objectivesComplete } from './objectivesComplete.js';
// The Objective check has its own file (legalDecisions reads it too, and this file imports legalDecisions); the specs
// written before read it from here.
export { objectivesComplete };
import type { TacmentoDecision } from './Decision.js';
import type { TacmentoEvent } from './Event.js';
import type { InstructionState, ManeuverState, TacmentoState } from './State.js';

/** What resolve works with (core's ResolveContext for this ruleset). */
export interface TacmentoContext {
  readonly state: TacmentoState;
  readonly dice: Dice;
  emit(event: TacmentoEvent): void;
}

const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** The end of a round: scores, then the 2nd round, a replay after a tie, or the end. Rulebook: End of the Round; scoring. */
/**
 * What the round scores as it stands: each Contender's Prisoners, and in the 2nd round the troops infiltrated in the
 * enemy Squadron area. Rulebook: 1st Round Scoring; 2nd Round and Final scoring.
 */
function roundPoints(state: ManeuverState): {
  prisoners: Record<Side, number>;
  infiltration: Record<Side, number>;
} {
  const grid = state.grid as Grid;
  return {
    prisoners: {
      A: prisonerPoints(state.prisoners.A, state.troops),
      B: prisonerPoints(state.prisoners.B, state.troops),
    },
    infiltration:
      state.round === 2
        ? { A: infiltrationPoints(grid, 'A', state.troops), B: infiltrationPoints(grid, 'B', state.troops) }
        : { A: 0, B: 0 },
  };
}

function endRound(context: TacmentoContext, why: string): void {
  const state = context.state as ManeuverState;
  context.emit({ kind: 'round-ended', round: state.round, ...roundPoints(state), why });
  if (state.round === 1) {
    // Rulebook: "The rival will be first Player during the second round."
    context.emit({ kind: 'round-started', round: 2, first: other(state.firstPlayer) });
    return;
  }
  const after = context.state as ManeuverState;
  const totals = { A: after.scores.A.reduce((a, b) => a + b, 0), B: after.scores.B.reduce((a, b) => a + b, 0) };
  if (totals.A === totals.B) {
    context.emit({ kind: 'tied', totals });
    // Rulebook: "In the event of a tie, repeat the Maneuver from the very beginning." (ruling R3 bounds it)
    if (after.match < after.rules.maxReplays) {
      const match = after.match + 1;
      context.emit({ kind: 'dealt', match, decks: dealDecks(after.troops, context.dice, match) });
      return;
    }
    context.emit({
      kind: 'game-ended',
      winner: null,
      victory: `draw (tied after ${after.match + 1} Maneuvers)`,
      totals,
    });
    return;
  }
  const winner: Side = totals.A > totals.B ? 'A' : 'B';
  context.emit({ kind: 'game-ended', winner, victory: 'Maestre de Campo (higher Combat Value)', totals });
}

function resolveManeuver(context: TacmentoContext, decision: TacmentoDecision, side: Side): void {
  if (decision.kind === 'draft' || decision.kind === 'keep') {
    context.emit(
      decision.kind === 'draft'
        ? { kind: 'drafted', side, card: decision.card, row: decision.row, col: decision.col }
        : { kind: 'kept', side, card: decision.card },
    );
    if (draftPicker(context.state as ManeuverState) === null) context.emit({ kind: 'squadrons-revealed' });
    return;
  }
  const before = context.state as ManeuverState;
  if (decision.kind === 'pass') context.emit({ kind: 'passed', side });
  else {
    const played = playManeuver(before.grid as Grid, before.troops, side, decision);
    const expelled = played?.push.expelled ?? null;
    context.emit({
      kind: 'maneuvered',
      side,
      maneuver: decision,
      expelled,
      to: expelled === null ? null : expelled.owner === side ? 'reserve' : 'prisoner',
    });
  }
  const state = context.state as ManeuverState;
  const rival = other(side);
  const mine = ofSide(state.prisoners, side).length;
  const theirs = ofSide(state.prisoners, rival).length;
  // Rulebook: End of the Round — 3 prisoners, then at most 2 turns for the rival.
  if (mine >= 3 && theirs >= 3) {
    endRound(context, 'both Contenders have 3 Prisoners');
    return;
  }
  if (mine >= 3 && state.catchUp === null) {
    context.emit({ kind: 'catch-up-started', captor: side });
    return;
  }
  if (state.catchUp !== null && state.catchUp.captor !== side && state.catchUp.turnsLeft <= 0) {
    if (state.rules.catchUpFailure === 'lose-maneuver') {
      context.emit({ kind: 'maneuver-lost', loser: side });
      // What each Contender scored: the rounds before, and this one as it stands (infiltration in the 2nd round too).
      const { prisoners, infiltration } = roundPoints(state);
      const totals = {
        A: state.scores.A.reduce((a, b) => a + b, 0) + prisoners.A + infiltration.A,
        B: state.scores.B.reduce((a, b) => a + b, 0) + prisoners.B + infiltration.B,
      };
      context.emit({
        kind: 'game-ended',
        winner: rival,
        victory: 'Maestre de Campo (the rival failed to take 3 Prisoners in 2 turns)',
        totals,
      });
      return;
    }
    endRound(context, `${side} did not take 3 Prisoners in 2 turns`);
    return;
  }
  if (state.catchUp === null && state.passes >= 2) {
    endRound(context, 'neither Contender can manoeuvre');
    return;
  }
  // Ruling R2 bounds a round without 3 Prisoners; a catch-up already has its own end ("a maximum of 2 turns").
  if (state.catchUp === null && state.roundTurns >= state.rules.roundTurnLimit)
    endRound(context, `the round reached ${state.rules.roundTurnLimit} turns (ruling R2)`);
}

/** The event an Instruction decision makes: a spent turn, or the manoeuvre with its abilities (none for a draft pick). */
export function instructionEvent(decision: TacmentoDecision): TacmentoEvent | null {
  if (decision.kind === 'pass') return { kind: 'passed', side: 'A' };
  if (decision.kind === 'draft' || decision.kind === 'keep') return null;
  return { kind: 'maneuvered', side: 'A', maneuver: decision, expelled: null, to: null };
}

/** The Instruction state after `decision`, by the engine's own reducer (what the game's resolver emits). */
export function afterInstructionDecision(state: InstructionState, decision: TacmentoDecision): InstructionState {
  const event = instructionEvent(decision);
  return event === null ? state : (reduceTacmento(state, event) as InstructionState);
}

function resolveInstruction(context: TacmentoContext, decision: TacmentoDecision): void {
  const event = instructionEvent(decision);
  if (event !== null) context.emit(event);
  const state = context.state as InstructionState;
  // After the whole turn, abilities included: under ruling R27's default no ability is legal after a push that
  // fulfils the Objectives (nor a second after a first that does), so the moment it is fulfilled is this one.
  if (objectivesComplete(state)) {
    // Rulebook: "The Instruction ends at the moment the Objective is fulfilled."
    // Rulebook: "apply the advanced difficulty level bonus (Level III) if applicable": the banners in force (R17).
    const score = instructionScore(state.turn, levelInForce(state), state.scoring, state.battle !== null);
    context.emit({ kind: 'instruction-ended', completed: true, turn: state.turn, score, victory: victoryName(score) });
  } else if (state.turn >= state.turnLimit) {
    context.emit({ kind: 'instruction-ended', completed: false, turn: state.turn, score: 0, victory: 'forfeited' });
  }
}

/** Resolves a legal decision into events. */
export function resolveTacmento(context: TacmentoContext, decision: TacmentoDecision, player: string): void {
  if (context.state.mode === 'maneuver') resolveManeuver(context, decision, player as Side);
  else resolveInstruction(context, decision);
}
