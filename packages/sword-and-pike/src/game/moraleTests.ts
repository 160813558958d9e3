import { hypot } from '@muster/core';
import type { EvasionResult } from '../mechanics/evasion.js';
import { lostItsStaff } from '../mechanics/staffLost.js';
import {
  moraleConsequence,
  moraleRating,
  type MoraleCheck,
  type MoraleReading,
  type MoraleReadingResult,
  type MoraleResult,
  type MoraleSituation,
} from '../mechanics/moraleCheck.js';
import {
  baseAtCentre,
  forwardSign,
  inMoraleWorks,
  inView,
  moveToward,
  normalMove,
  onTheTable,
} from '../table/unitGeometry.js';
import { removeIfEmpty, u, type BattleContext, type LostOfficer } from './context.js';
import type { UnitState } from './State.js';
import { officerWith, onTable, standLost } from './unitRules.js';

/** What a test needs to know of the attack: from the rear, on a flank (ruling R43), by lighter cavalry. */
export interface TestExtras {
  rear?: boolean;
  flank?: boolean;
  vsLighterCavalry?: boolean;
}

/** Where the unit stands when it tests after fire or a lost officer. */
export function situationOf(unit: UnitState, movedUnitTests: 'moving' | 'standing'): MoraleSituation {
  if (unit.fellBack) return 'falling-back';
  // "5 - Moving unit halts (considered standing)."
  if (unit.halted || unit.charge?.halted === true) return 'standing';
  if (unit.charge !== null) return 'moving';
  // Ruling R50: whether a unit that moved this turn is still "Moving" when it tests after the movement phase.
  return movedUnitTests === 'moving' && unit.moved !== 'none' ? 'moving' : 'standing';
}

/**
 * The unit's morale check as the table gives it (F. Morale Altered Temporarily): its rating, in works, in square,
 * its officer's bonus, Gendarmes against lighter cavalry, attacked in the rear or (ruling R43) the flank,
 * disordered; the die of ruling R1. Its Basic Morale is rolled first, and logged, if this is its first check.
 */
function checkOf(ctx: BattleContext, id: string, extra: TestExtras): Omit<MoraleCheck, 'reading'> {
  const unit = u(ctx, id);
  const options = ctx.state.options;
  const rating = moraleRating(
    ctx.dice,
    { unit: unit.name, moraleClass: unit.moraleClass, basicMorale: unit.morale, moraleShift: unit.moraleShift },
    (dice, roll) => ctx.morale.initialMorale(dice, roll),
    (initial) => {
      ctx.emit({ type: 'morale-rated', unit: id, roll: initial.roll, rating: initial.rating });
    },
  );
  const officer = officerWith(ctx.state, unit);
  return {
    unit: unit.name,
    rating,
    standLost: standLost(unit),
    modifiers: {
      // "Units in towns, forts, trenches, etc.": field works and fortified towns, buildings too by option (R59).
      fortified: inMoraleWorks(ctx.state, unit, options.townMorale),
      square: unit.square,
      officerBonus: officer ? options.officerMoraleBonus[officer.quality] : 0,
      gendarmesVsLighterCavalry: extra.vsLighterCavalry === true && unit.troop === 'gendarmes',
      attackedInRear: extra.rear === true,
      flankPenalty: extra.flank === true && extra.rear !== true ? options.flankAttacks.moralePenalty : 0,
      disordered: unit.status === 'disordered',
    },
    die: options.moraleDie,
    toCloseFailure: options.toCloseFailure,
  };
}

/** A morale check through the bound plugin, emitted with its reason. */
function check<R extends MoraleReading>(
  ctx: BattleContext,
  id: string,
  reason: string,
  reading: R,
  extra: TestExtras,
): MoraleReadingResult<R> {
  const { score, result } = ctx.morale.moraleCheck(ctx.dice, { ...checkOf(ctx, id, extra), reading });
  ctx.emit({ type: 'morale-tested', unit: id, reason, score, result });
  return result;
}

/** A morale test read on the results table, emitted with its reason. */
export function tableTest(
  ctx: BattleContext,
  id: string,
  reason: string,
  situation: MoraleSituation,
  extra: TestExtras = {},
): MoraleResult {
  return check(ctx, id, reason, situation, extra);
}

/** A pass/fail test (rally, Spent, disorder): pass is 6 or more. */
export function passFailTest(ctx: BattleContext, id: string, reason: string): boolean {
  return check(ctx, id, reason, 'pass-fail', {}) === 'passed';
}

/** Ruling R32: an attempt to evade, through the bound plugin's `evasion`, emitted as a morale test. */
export function evasionTest(ctx: BattleContext, id: string, reason: string): EvasionResult {
  const outcome = ctx.morale.evasion(ctx.dice, checkOf(ctx, id, {}));
  ctx.emit({ type: 'morale-tested', unit: id, reason, score: outcome.score, result: outcome.result });
  return outcome;
}

/**
 * Falls back a normal move to the rear (or, under ruling R68's `away-from-enemy`, straight away from `awayFrom`),
 * disordered. A heavy gun cannot move: it stays, disordered (ruling R25). Its way
 * blocked by a unit or its own table edge (ruling R67), it stops there (`blockedFallBack: 'stops'`), or it routs
 * instead (`'routs'`). Returns true when it routed.
 */
export function fallBack(ctx: BattleContext, id: string, awayFrom?: { x: number; y: number }): boolean {
  const unit = u(ctx, id);
  const dist = normalMove(unit, ctx.state.options);
  // Ruling R68 (`fallBackWay`): to its rear, toward its own edge; or straight away from the enemy it fought (bases never
  // overlap, so the enemy's centre is apart from its own and the way is defined).
  const away =
    awayFrom && ctx.state.options.fallBackWay === 'away-from-enemy'
      ? { x: unit.x - awayFrom.x, y: unit.y - awayFrom.y }
      : null;
  // Stryker disable next-line ArithmeticOperator: equivalent — the point only gives the way of a move of `dist`: a point farther along the same way gives the same move
  const scale = away ? dist / Math.hypot(away.x, away.y) : 0;
  const to = away
    ? moveToward(ctx.state, unit, unit.x + away.x * scale, unit.y + away.y * scale, dist, 0)
    : moveToward(ctx.state, unit, unit.x, unit.y - forwardSign(unit) * dist, dist, 0);
  // Kept to 1/1000" and stopping 0.002" short of contact, a move is short when it falls more than 0.01" short.
  // Stryker disable next-line EqualityOperator: equivalent — `<=` differs only for a move exactly 0.01" short as a float, which positions kept to 1/1000" and the 0.002" stop never give
  if (ctx.state.options.blockedFallBack === 'routs' && to.moved < dist - 0.01) {
    rout(ctx, id);
    return true;
  }
  ctx.emit({ type: 'fell-back', unit: id, x: to.x, y: to.y });
  return false;
}

/**
 * Rulebook: ROUTED UNITS — "take a D4 of casualties when they rout and are moved a normal move to the rear."
 * A rout that would carry the unit off its own edge takes it off the field (ruling R26).
 */
export function rout(ctx: BattleContext, id: string): void {
  const unit = u(ctx, id);
  const casualties = Math.min(unit.figures, ctx.morale.routCasualties(ctx.dice, { unit: unit.name }));
  const dist = normalMove(unit, ctx.state.options);
  const wantY = unit.y - forwardSign(unit) * dist;
  const offTable = dist > 0 && !onTheTable(baseAtCentre(unit, unit.x, wantY), ctx.state.table);
  const to = moveToward(ctx.state, unit, unit.x, wantY, dist, 0);
  ctx.emit({ type: 'routed', unit: id, casualties, x: to.x, y: to.y });
  if (removeIfEmpty(ctx, id)) return;
  if (offTable) ctx.emit({ type: 'removed', unit: id, reason: 'left-field' });
}

/** Acts on a morale result (`moraleConsequence`, shared with the club). Returns true when the unit routed or left. */
export function applyResult(
  ctx: BattleContext,
  id: string,
  result: MoraleResult,
  /** The enemy a fall back may go away from (ruling R68): the unit it fought, or that charged it. */
  awayFrom?: { x: number; y: number },
): boolean {
  const c = moraleConsequence(result);
  const charge = u(ctx, id).charge;
  if (c.halts && charge !== null && !charge.halted) ctx.emit({ type: 'charge-halted', unit: id });
  const routedFallingBack = c.fallsBack && fallBack(ctx, id, awayFrom);
  if (c.routs) rout(ctx, id);
  if (c.removed !== null) ctx.emit({ type: 'removed', unit: id, reason: c.removed });
  return c.routs || routedFallingBack || c.removed !== null;
}

/**
 * Trigger d: "When a units' Staff Officer is killed or captured within 12" and in view (180 degree cone)." Whose staff
 * he was is `lostItsStaff` (the club asks it too); the battle measures the 12" and the view.
 */
export function staffLostTests(ctx: BattleContext, lost: readonly LostOfficer[]): void {
  for (const { officer: o, x, y } of lost) {
    const host = u(ctx, o.attachedTo);
    for (const unit of ctx.state.units) {
      const candidate = {
        side: unit.side,
        brigade: unit.brigade,
        routed: unit.status === 'routed',
        onTable: onTable(unit),
      };
      if (!lostItsStaff(o, candidate)) continue;
      const near = unit.id === host.id || (hypot(unit.x - x, unit.y - y) <= 12 && inView(unit, x, y));
      if (!near) continue;
      const current = u(ctx, unit.id);
      if (!onTable(current) || current.status === 'routed') continue;
      applyResult(
        ctx,
        unit.id,
        tableTest(ctx, unit.id, `staff officer ${o.name} lost`, situationOf(current, ctx.state.options.movedUnitTests)),
      );
    }
  }
}

/** Rulebook: OFFICERS — a D20, through the bound combat plugin, for each officer with a unit that suffers casualties. */
export function officerCasualties(ctx: BattleContext, id: string, cause: 'fire' | 'melee', lost: LostOfficer[]): void {
  for (const o of ctx.state.officers) {
    if (o.attachedTo !== id || o.status !== 'ok') continue;
    const fate = ctx.combat.officerCasualty(ctx.dice, { officer: `${o.name} with ${u(ctx, id).name}`, cause });
    if (fate === 'unharmed') continue;
    ctx.emit({ type: 'officer-casualty', officer: o.id, fate });
    if (fate === 'killed' || fate === 'captured') lost.push({ officer: o, x: u(ctx, id).x, y: u(ctx, id).y });
  }
}
