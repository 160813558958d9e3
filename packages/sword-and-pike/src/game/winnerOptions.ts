import { variableMove } from '../mechanics/variableMove.js';
import { alignedCharge } from '../table/alignedCharge.js';
import { chargeAspect, type ChargeAspect } from '../table/chargeAspect.js';
import { turnFor } from '../table/turning.js';
import { chargePosition, moveToward, normalMove } from '../table/unitGeometry.js';
import { occupyFacing, occupySpot, tacticalMove } from '../sequence/legalDecisions.js';
import { removeIfEmpty, u, type BattleContext, type LostOfficer } from './context.js';
import { fight, isLighterCavalry, standTest } from './closeCombat.js';
import type { SwordAndPikeDecision } from './Decision.js';
import { fireOnce, ranksAgainst, routedByFire } from './fire.js';
import { applyResult, officerCasualties, passFailTest, staffLostTests, tableTest } from './moraleTests.js';
import { mayFireDefensiveVolley, onTable } from './unitRules.js';

/** Applies a winner's bonus option (Close Combat L). */
export function resolveWinnerOption(
  ctx: BattleContext,
  d: Extract<SwordAndPikeDecision, { kind: 'winner-option' }>,
): void {
  const pending = ctx.state.winners.find((w) => w.unit === d.unit);
  const before = u(ctx, d.unit);
  // The place it occupies: the vacated position, where it may stand.
  const vacated =
    d.option === 'occupy' && pending?.vacated && occupySpot(ctx.state, before, pending.vacated)
      ? pending.vacated
      : null;
  // MORALE: "Disordered Units test morale when they attempt to move. Pass means to rally from disorder. Failure means
  // to move disordered": a tactical move, or occupying the vacated position, is a move (ruling R53: under
  // `move-allowance` the winner moves as any unit; `normal-move` reads the bonus option's words alone, with no test).
  if (
    before.status === 'disordered' &&
    (d.option === 'tactical-move' || vacated !== null) &&
    ctx.state.options.winnerTacticalMove === 'move-allowance' &&
    passFailTest(ctx, d.unit, 'rally from disorder')
  )
    ctx.emit({ type: 'rallied-from-disorder', unit: d.unit });
  const unit = u(ctx, d.unit);
  let at = { x: unit.x, y: unit.y };
  let facing = unit.facing;
  if (vacated !== null) {
    at = vacated;
    // Ruling R64: "Occupy vacated position and reform or reface": facing the enemy its player named, if any.
    const turn = d.target === null ? null : occupyFacing(ctx.state, unit, at, u(ctx, d.target));
    if (turn) [at, facing] = [{ x: turn.x, y: turn.y }, turn.facing];
  }
  // Ruling R63: the way the player chose, toward an enemy or straight ahead or back, or any heading (R65), as far as
  // the player named (R65) within its move (R53).
  if (d.option === 'tactical-move') at = tacticalMove(ctx.state, unit, d.target, d.heading, d.distance) ?? at;
  if (d.option === 'reface' && d.target !== null) {
    const e = u(ctx, d.target);
    const turn = turnFor(ctx.state, unit, 'face', { x: e.x, y: e.y }, Math.max(normalMove(unit, ctx.state.options), 1));
    if (turn) [at, facing] = [{ x: turn.x, y: turn.y }, turn.facing];
  }
  ctx.emit({ type: 'winner-option', unit: d.unit, option: d.option, x: at.x, y: at.y, facing });
  if (d.option === 'charge-again' && d.target !== null) chargeAgain(ctx, d.unit, d.target);
}

/**
 * The third bonus option: "Attempt another Close Combat by passing Morale Check and rolling variable move dice
 * ... (Defender can fire defensive volley if not already fired that turn)", on a target within the 45 degree
 * cone. The variable move is a normal move plus 1D6 (ruling R41). Into the rear no Morale Check is needed (R60).
 * No further bonus option follows.
 */
function chargeAgain(ctx: BattleContext, id: string, targetId: string): void {
  const t0 = u(ctx, targetId);
  const aspect = chargeAspect(u(ctx, id), t0, ctx.state.options);
  const rear = aspect === 'rear';
  // Rear Attacks: "Attackers need not check Morale to close": the bonus option's Morale Check is the test to close,
  // not taken into the rear (ruling R60, option `winnerRearCharge`), as a first charge's (SEQUENCE 6).
  if (!rear || ctx.state.options.winnerRearCharge === 'to-close-test') {
    const result = tableTest(ctx, id, `to close again with ${t0.name}`, 'to-close', {
      vsLighterCavalry: isLighterCavalry(t0),
    });
    if (result !== 'carry-on') {
      applyResult(ctx, id, result);
      return;
    }
  }
  const start = u(ctx, id);
  const variable = variableMove(
    ctx.dice,
    normalMove(start, ctx.state.options),
    ctx.state.options.variableMove,
    start.name,
  );
  // Its sub-units do not come with a bonus move: they are in its way (R41, R23).
  const spot = chargePosition(ctx.state, start, t0, variable, []);
  if (!spot) {
    const to = moveToward(ctx.state, start, t0.x, t0.y, variable);
    ctx.emit({ type: 'bonus-move', unit: id, x: to.x, y: to.y, closed: false });
    return;
  }
  // It squares up to the edge it attacks like a first charge (ruling R24); its sub-units do not come with a
  // bonus move, so they stay and are in its way.
  const aligned = ctx.state.options.chargersSquareUp
    ? alignedCharge(ctx.state, start, t0, spot, aspect, variable, false)
    : null;
  ctx.emit({
    type: 'bonus-move',
    unit: id,
    x: aligned?.x ?? spot.x,
    y: aligned?.y ?? spot.y,
    closed: true,
    facing: aligned?.facing ?? start.facing,
  });
  // "Defender can fire defensive volley if not already fired that turn": its side decides (a `fire` decision).
  // Attacked in rear, the defender "can inflict no casualties, must just TAKE it!": no volley (ruling R58).
  if (mayFireDefensiveVolley(ctx.state, u(ctx, targetId), u(ctx, id), aspect)) {
    ctx.emit({ type: 'volley-offered', unit: targetId, charger: id, aspect });
    return;
  }
  closeAgain(ctx, id, targetId, aspect, false);
}

/**
 * The defender's side answered the defensive volley offered at a winner's new charge (Close Combat L: "Defender can
 * fire defensive volley"): `d.target` the charger to fire, null to hold. Then the charge goes on. Called only while
 * the volley waits (`state.pendingVolley`).
 */
export function resolveVolleyAnswer(ctx: BattleContext, d: Extract<SwordAndPikeDecision, { kind: 'fire' }>): void {
  const pending = ctx.state.pendingVolley!;
  ctx.emit({ type: 'fire-declared', unit: d.unit, target: d.target });
  closeAgain(ctx, pending.charger, pending.target, pending.aspect, d.target !== null);
}

/**
 * A winner's new charge in contact with its target (`aspect`, as decided where it started): the defensive volley if
 * `volley` (the attacker tests for its casualties), then the target's test to stand and the fight.
 */
function closeAgain(ctx: BattleContext, id: string, targetId: string, aspect: ChargeAspect, volley: boolean): void {
  const lost: LostOfficer[] = [];
  const rear = aspect === 'rear';
  const t = u(ctx, targetId);
  if (volley) {
    // Reiters volleying at cavalry fire D4 ranks, as in the mounted fire phase (ruling R36).
    const casualties = fireOnce(ctx, ctx.state, targetId, id, ranksAgainst(ctx, t, [u(ctx, id)]));
    if (casualties > 0 && onTable(u(ctx, id))) {
      officerCasualties(ctx, id, 'fire', lost);
      if (!removeIfEmpty(ctx, id)) {
        const res = tableTest(ctx, id, 'defensive volley casualties', 'moving');
        if (res !== 'carry-on') {
          // A rout by the volley is a rout by fire: the defender gains 1 morale (ruling R39).
          if (applyResult(ctx, id, res)) routedByFire(ctx, [targetId]);
          staffLostTests(ctx, lost);
          return;
        }
      }
    }
  }
  const attacker = u(ctx, id);
  if (!onTable(attacker) || attacker.status === 'routed') {
    staffLostTests(ctx, lost);
    return;
  }
  const target = u(ctx, targetId);
  if (target.status === 'routed' || standTest(ctx, attacker, target, rear, aspect === 'flank'))
    fight(ctx, [id], targetId, rear, lost, aspect === 'flank', new Map([[id, aspect]]));
  staffLostTests(ctx, lost);
}
