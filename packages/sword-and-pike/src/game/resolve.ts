import type { Dice } from '@muster/core';
import { brigadeMoves } from '../mechanics/brigadeMoves.js';
import { fireDeclarer, isFireStep, winnerSide } from '../sequence/legalDecisions.js';
import { resolveCharges } from './charges.js';
import type { BattleContext } from './context.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { resolveEvasion } from './evasion.js';
import { resolveFireStep } from './fire.js';
import { finishTurn } from './finishTurn.js';
import { resolveOrder } from './orders.js';
import type { Side } from './State.js';
import { resolveVolleyAnswer, resolveWinnerOption } from './winnerOptions.js';

/** Runs the steps that need no decision until a side must decide or the game ends. */
function advance(ctx: BattleContext): void {
  for (let guard = 0; guard < 20; guard++) {
    const s = ctx.state;
    if (s.step === 'over' || s.step === 'movement') return;
    if (isFireStep(s.step)) {
      if (fireDeclarer(s) !== null) return;
      resolveFireStep(ctx);
      if (s.step === 'fire-artillery') ctx.emit({ type: 'step', step: 'fire-infantry' });
      else if (s.step === 'fire-infantry') ctx.emit({ type: 'step', step: 'fire-mounted' });
      else {
        resolveCharges(ctx);
        if (ctx.state.winners.length > 0) ctx.emit({ type: 'step', step: 'winner-options' });
        else finishTurn(ctx);
      }
      continue;
    }
    // winner-options: while a defensive volley is to be answered, or a winner waits (ruling R61)
    if (s.pendingVolley !== null || winnerSide(s) !== null) return;
    finishTurn(ctx);
  }
}

/**
 * Resolves a legal decision of `player` and then runs every step that needs no decision.
 */
export function resolve(ctx: BattleContext, decision: SwordAndPikeDecision, player: string): void {
  switch (decision.kind) {
    case 'order':
      resolveOrder(ctx, decision);
      return;
    case 'end-moves':
      ctx.emit({ type: 'moves-ended', side: player as Side });
      if (ctx.state.movesEnded.length >= 2) {
        ctx.emit({ type: 'step', step: 'fire-artillery' });
        advance(ctx);
      }
      return;
    case 'fire':
      // The defensive volley at a winner charging again (Close Combat L), or a fire phase's declaration.
      if (ctx.state.pendingVolley) resolveVolleyAnswer(ctx, decision);
      else ctx.emit({ type: 'fire-declared', unit: decision.unit, target: decision.target });
      advance(ctx);
      return;
    case 'winner-option':
      resolveWinnerOption(ctx, decision);
      advance(ctx);
      return;
    case 'evasion':
      resolveEvasion(ctx, decision);
      return;
  }
}

/** First turn's Commander-in-Chief roll, used by setup. */
export function firstTurnRoll(dice: Dice): { A: number; B: number; first: Side } {
  return brigadeMoves(dice, 1);
}
