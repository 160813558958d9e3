import { initiativeClaim, rollInitiative, type InitiativeCommander } from '../command/rollInitiative.js';
import type { Side } from './Scenario.js';
import { liveUnits, unitById } from '../table/tableQueries.js';
import {
  canReorient,
  declareCharge,
  mobilityFree,
  executeCharge,
  finishActivation,
  maybeAutoFinish,
  moveUnit,
  startActivation,
  activateFromQueue,
  afterChargeCombat,
} from './activation.js';
import { reorientedBase } from './reorientedBase.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleDecision } from './Decision.js';
import { resolveColdBlood, resolveCommand } from './commanderActivation.js';
import { setMarkers } from './damage.js';
import { resumeCombat } from './combat.js';
import { afterInterception, offerCombatMovementReactions, resolveReaction } from './reactionsOnTable.js';
import { placePassed } from './passedThrough.js';
import { resolveAnswering, resumeAnswered } from './pausedResolution.js';
import type { ResumeAnswer } from './State.js';
import { roundBase, roundPoint } from './setup.js';
import { caracoleWithdrawal, shoot } from './shootingAction.js';

function planningDone(ctx: BattleContext, side: Side): void {
  if (liveUnits(ctx.state, side).some((u) => u.order === null)) return;
  ctx.emit({ kind: 'planning-done', side });
  if (side === 'A') {
    if (liveUnits(ctx.state, 'B').every((u) => u.order !== null)) planningDone(ctx, 'B');
    return;
  }
  // Action phase: initiative. Rulebook: Game Sequence > Initiative (1D6 each; ties to the higher-ranked
  // Commander-in-Chief; then re-roll); who stands in for it: `initiativeClaim`. With no figures on the table (ruling
  // Command in Brevis Editio) a side's commanders are the rank it kept at setup.
  const left = (s: Side): InitiativeCommander[] => {
    const kept = ctx.state.initiativeRanks;
    if (!kept) return ctx.state.commanders.filter((x) => x.side === s && !x.removed);
    const rank = kept[s];
    return rank === null ? [] : [{ rank, commanderInChief: false, traits: [] }];
  };
  const chief = (s: Side) => initiativeClaim(left(s), ctx.options);
  const r = rollInitiative(
    ctx.dice,
    [
      { player: 'A', commanderInChief: chief('A') },
      { player: 'B', commanderInChief: chief('B') },
    ],
    ctx.options,
  );
  ctx.emit({
    kind: 'initiative',
    rolls: r.rolls.map(([a, b]) => ({ A: a, B: b })),
    winner: r.winner as Side,
    by: r.decidedBy,
  });
}

/**
 * Carries out a legal decision (`checkDecision` has passed), emitting the events of the battle. A choice the rules
 * give a player in the middle of it (In the wrong place's escape, Selfless' re-roll) stops it there, and the answer
 * carries it on (`game/pausedResolution.ts`).
 * Rulebook: Game Sequence; Order Cards; Reactions; Movement; Shooting; Combat; Command.
 */
export function resolveBattle(ctx: BattleContext, decision: BattleDecision, player: Side): void {
  if (ctx.state.resume) {
    // The answer to the question the decision waits on: it carries on from there.
    resumeAnswered(ctx, answerOf(decision), resolveDecision);
    return;
  }
  resolveAnswering(ctx, decision, player, resolveDecision);
}

/** The decision answering the question a decision waits on, as its record keeps it. */
function answerOf(decision: BattleDecision): ResumeAnswer {
  if (decision.kind === 'escape') return { kind: 'escape', to: decision.to };
  if (decision.kind === 'passed-through')
    return decision.join === true
      ? { kind: 'passed-through', join: true }
      : { kind: 'passed-through', to: decision.to! };
  return { kind: 'selfless', reroll: decision.kind === 'selfless-reroll' };
}

function resolveDecision(ctx: BattleContext, decision: BattleDecision, player: Side): void {
  switch (decision.kind) {
    case 'order':
      ctx.emit({ kind: 'order-placed', unit: decision.unit, order: decision.order, brigade: null });
      planningDone(ctx, player);
      return;
    case 'brigade-order':
      // The Troops > Brigade: a single order for units of the brigade, declared when planning.
      for (const id of decision.units)
        ctx.emit({ kind: 'order-placed', unit: id, order: decision.order, brigade: decision.units[0]! });
      planningDone(ctx, player);
      return;
    case 'first':
      ctx.emit({ kind: 'first-player', side: decision.side });
      return;
    case 'command':
      resolveCommand(ctx, decision.commander, decision.to, decision.action, decision.then);
      return;
    case 'activate':
      // Brigade: the unit the side chose of those sharing the card acts next (finishActivation offered them).
      if (ctx.state.acting?.brigadeNext) activateFromQueue(ctx, decision.unit);
      else startActivation(ctx, decision.unit, undefined, undefined, decision.horde);
      return;
    case 'move': {
      const acting = ctx.state.acting!;
      ctx.emit({ kind: 'action-taken', unit: acting.unit, action: 'move' });
      moveUnit(
        ctx,
        acting.unit,
        decision.to,
        acting.order,
        acting.order === 'run' ? 'Run!' : acting.order === 'assault' ? 'Assault! move' : 'Ready! move',
        decision.angleCorrection,
      );
      continueActivation(ctx);
      return;
    }
    case 'reorient': {
      const acting = ctx.state.acting!;
      const unit = unitById(ctx.state, acting.unit)!;
      const energetic = acting.boost === 'energetic-turn';
      if (energetic) ctx.emit({ kind: 'boost-used', unit: unit.id });
      else if (mobilityFree(ctx.state)) ctx.emit({ kind: 'free-reorient-used', unit: unit.id });
      else ctx.emit({ kind: 'action-taken', unit: unit.id, action: 'reorient' });
      if (canReorient(ctx.state, unit, decision.to))
        ctx.emit({
          kind: 'unit-moved',
          unit: unit.id,
          base: roundBase(reorientedBase(unit, decision.to)),
          reason: energetic
            ? `Energetic: reorients to the ${decision.to} at the end of its activation`
            : `reorient to the ${decision.to}`,
          inBuilding: unit.inBuilding,
        });
      if (energetic) {
        finishActivation(ctx);
        return;
      }
      continueActivation(ctx);
      return;
    }
    case 'reorganise': {
      const acting = ctx.state.acting!;
      const unit = unitById(ctx.state, acting.unit)!;
      ctx.emit({ kind: 'action-taken', unit: unit.id, action: 'reorganise' });
      setMarkers(ctx, unit.id, unit.wear, false, 'Ready!: reorganise');
      continueActivation(ctx);
      return;
    }
    case 'shoot': {
      const acting = ctx.state.acting!;
      ctx.emit({ kind: 'action-taken', unit: acting.unit, action: 'shoot' });
      shoot(
        ctx,
        acting.unit,
        decision.target,
        acting.order === 'fire' ? 'fire' : 'ready',
        false,
        decision.from ?? 'front',
      );
      continueActivation(ctx);
      return;
    }
    case 'charge':
      declareCharge(ctx, decision.target);
      return;
    case 'hitch':
    case 'unhitch': {
      const acting = ctx.state.acting!;
      ctx.emit({ kind: 'action-taken', unit: acting.unit, action: decision.kind });
      ctx.emit({ kind: 'unit-hitched', unit: acting.unit, hitched: decision.kind === 'hitch' });
      continueActivation(ctx);
      return;
    }
    case 'caracole':
      caracoleWithdrawal(ctx, ctx.state.acting!.unit, decision.inches);
      continueActivation(ctx);
      return;
    case 'end':
      finishActivation(ctx);
      return;
    case 'react':
      // The player's choices for it (an evasion's inches, a reorientation's centre, a shot's firing point).
      resolveReaction(ctx, decision.unit, decision.reaction, decision.evade === true, decision);
      continueActivation(ctx);
      return;
    case 'no-reaction':
      ctx.emit({ kind: 'reaction-closed' });
      continueActivation(ctx);
      return;
    case 'escape': {
      // In the wrong place, in a game saved at stop 62 (asked once the decision that contacted it was over):
      // the commander moves away to the spot its side named (or stays where it was set).
      const c = ctx.state.commanders.find((x) => x.id === decision.commander)!;
      if (c.position.x !== decision.to.x || c.position.y !== decision.to.y)
        ctx.emit({ kind: 'commander-escaped', commander: c.id, to: roundPoint(decision.to) });
      ctx.emit({ kind: 'escape-closed', commander: c.id });
      return;
    }
    case 'passed-through':
      // Movement > Overlap, asked once the decision that passed through it was over (`battle.passedThroughWhen:
      // 'after-decision'`): the commander joins the unit (as any join: Exhausted), or is placed where its side named
      // (or stays where it stands).
      placePassed(ctx, decision.commander, ctx.state.passedThrough![0]!.unit, decision);
      ctx.emit({ kind: 'passed-through-closed', commander: decision.commander });
      return;
    case 'cold-blood':
      resolveColdBlood(ctx, decision.commander);
      return;
    case 'no-cold-blood':
      resolveColdBlood(ctx, null);
      return;
    case 'dirty-war':
    case 'advance':
    case 'withdraw':
      answerCombat(ctx, true);
      return;
    case 'no-dirty-war':
    case 'no-advance':
    case 'stay':
      answerCombat(ctx, false);
      return;
  }
}

/**
 * The answer to the combat's question (`state.combat`): Dirty war! declared or not, the winner's move made or not.
 * The combat carries on; once it is over, what it interrupted: the charge's activation ends, or the interception's
 * reaction closes and the intercepted unit's activation goes on. Rulebook: Combat > "Dirty war!", Advance,
 * Disengagement.
 */
function answerCombat(ctx: BattleContext, yes: boolean): void {
  const { attacker, defender, then } = ctx.state.combat!;
  const winner = resumeCombat(ctx, yes);
  if (winner === null) return;
  if (then.kind === 'charge') {
    afterChargeCombat(ctx, attacker);
    return;
  }
  afterInterception(ctx, ctx.state.reaction!, attacker, defender, winner, then);
  continueActivation(ctx);
}

/**
 * After an action or a reaction: the units a combat movement came near react (option
 * `battle.combatMovementReactions`), then the charge goes on, an interrupted or dead unit stops, or it may go on.
 */
export function continueActivation(ctx: BattleContext): void {
  const acting = ctx.state.acting;
  if (!acting || ctx.state.reaction || ctx.state.stage === 'over') return;
  // A combat waiting for a choice: the activation goes on once it is over.
  // Stryker disable next-line ConditionalExpression: equivalent — defensive: while a combat waits the only legal decisions answer it, and an interception's combat waits with its reaction open (returned above)
  if (ctx.state.combat) return;
  // Option battle.combatMovementReactions: the units a combat movement or an evasion came near react first.
  if (offerCombatMovementReactions(ctx)) return;
  if (acting.chargeTarget) {
    executeCharge(ctx);
    return;
  }
  const unit = unitById(ctx.state, acting.unit);
  if (!unit || unit.destroyed || acting.interrupted) {
    finishActivation(ctx);
    return;
  }
  maybeAutoFinish(ctx);
}
