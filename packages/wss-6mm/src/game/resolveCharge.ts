import { firstWithin, vec } from '@muster/core';
import { chargeReactionAttempt, mayReactInFlankOrRear } from '../mechanics/chargeTest.js';
import type { ChargeBonus } from '../mechanics/melee.js';
import { orderOfResult } from '../mechanics/orderAfterTest.js';
import { pursuerDisordered } from '../mechanics/pursuit.js';
import { firesByPlatoon } from '../mechanics/smallArmsFire.js';
import {
  mayCountercharge,
  preMeleeFires,
  resolveTestAfterPreMeleeFire,
  type PreMeleeFire,
  type PreMeleeFirer,
} from '../mechanics/preMeleeFire.js';
import { DEFAULT_OPTIONS, type Wss6mmOptions } from '../options/options.js';
import { isColumn } from '../movement/formations.js';
import { mayFireAfter } from '../movement/manoeuvre.js';
import { moveDistance } from '../movement/movementTable.js';
import {
  officerWith,
  type BattleContext,
  casualtyOf,
  current,
  disorderIfCrossed,
  note,
  setUnit,
  worsenOrder,
} from './BattleContext.js';
import type { BattleState, BattleUnit } from './State.js';
import { inflict, testedForLosses } from './casualties.js';
import { chargeArm } from '../sequence/legalOrders.js';
import { takeMoraleTest } from './moraleHelpers.js';
import { ahead, attackArc, baseOf, distance, forwardVec, frontElements, remaining, round, slide } from './table.js';
import { fortificationOf } from './terrain.js';
import { unitWith } from './stateShapes.js';

/** The charging bonus of `c` against `t`. Rulebook: Melee > The Combat (charging units). */
export function chargeBonusOf(c: BattleUnit, t: BattleUnit): ChargeBonus {
  if (c.arm !== 'horse') return 'none';
  if (t.arm !== 'horse') return c.tactics === 'S' ? 's-vs-foot' : 'p-vs-foot';
  if (c.tactics === 'S' && t.formation === 'pf') return 's-vs-pf';
  if (c.tactics === 'S' && t.formation === 'pc') return 's-vs-pc';
  return 'none';
}

/** Pre-melee fire by a unit at point-blank range; returns elements hit. Rulebook: Melee > Pre Melee. */
function pointBlankFire(ctx: BattleContext, firer: BattleUnit, target: BattleUnit): number {
  const weapon = firer.arm === 'horse' ? 'pistol' : 'musket';
  const r = ctx.combat.smallArmsFire(
    ctx.dice,
    {
      weapon,
      elements: firer.arm === 'horse' ? Math.min(4, remaining(firer)) : Math.min(5, frontElements(firer)),
      range: 0,
      platoon: firesByPlatoon(firer.tactics),
      battalionGun: firer.battalionGun && !firer.battalionGunLost,
      targetColumn: isColumn(target.formation, ctx.options),
      firerDisordered: firer.order === 'disordered',
      failedToCharge: false,
      targetFortified: fortificationOf(ctx.state, target),
    },
    ctx.options,
    firer.name,
  );
  note(
    ctx,
    `${firer.name} fires at ${target.name} at point-blank range: rolled ${r.roll}, score ${r.score}: ${r.elements} element(s)`,
  );
  inflict(ctx, target.id, r.elements, `${firer.name}'s fire`);
  return r.elements;
}

/** A charged unit's pre-melee fire: it has fired for the turn (ruling R37). Rulebook: Melee > Pre Melee. */
function reactionFire(ctx: BattleContext, firer: BattleUnit, charger: BattleUnit): number {
  setUnit(ctx, firer.id, { firedAtCharger: true }, `${firer.name} fires at the charge`);
  return pointBlankFire(ctx, current(ctx, firer.id), charger);
}

/** How a charged unit answers a charge. Rulebook: Charges; Melee > Pre Melee. */
export type ChargeReaction = 'fire' | 'square' | 'countercharge' | 'stand' | 'fall-back';

/** A unit as a pre-melee firer (its formation as it stands). */
export const firerOf = (u: BattleUnit): PreMeleeFirer => ({
  arm: u.arm,
  tactics: u.tactics,
  formation: u.formation,
  disordered: u.order === 'disordered',
});

/**
 * The reactions open to a charged unit that passed its morale test: foot may attempt to fire (not when they have
 * moved this turn or are changing formation, ruling R27) or form square (whoever charges); S horse (in 2 by 2 only
 * with `counterchargeS`, ruling R51) and Pf horse may countercharge (Pc too with `pcCountercharge`, ruling R40), Pf
 * (and Pc) horse firing as they go; Pf and Pc horse may fire (none
 * of these when DISORDERED — "DISORGANISED", ruling R17); any unit may stand, or elect to Fall Back. Charged in the
 * flank or rear, no unit may fire or countercharge, foot may still attempt to form square (ruling R34,
 * `flankChargedSquare`; {@link mayReactInFlankOrRear}). A unit already
 * in melee or falling back only stands, or (ruling R42, `chargedInMeleeOrFallingBack`) may also fire, or has the
 * whole list; a ROUTED unit only stands (ruling R57). A unit that fired at a charger this turn does not fire again
 * (ruling R37, `reactionFireSpendsVolley`). A unit that has moved this phase may still countercharge or form square, or
 * (ruling R67, `reactionAfterMoving: no-second-move`) may not. Only `stand` means the charge goes in without a decision.
 * Rulebook: Charges; Melee > Pre Melee.
 */
export function chargeReactions(
  target: BattleUnit,
  charger: BattleUnit,
  options: Pick<Wss6mmOptions, 'pcCountercharge'> &
    Partial<
      Pick<
        Wss6mmOptions,
        | 'counterchargeS'
        | 'chargedInMeleeOrFallingBack'
        | 'flankChargedSquare'
        | 'reactionFireSpendsVolley'
        | 'reactionAfterMoving'
      >
    > = DEFAULT_OPTIONS,
): ChargeReaction[] {
  // A ROUTED unit charged (ruling R57) flees on: it has no reaction, and the charge goes in.
  if (target.order === 'routed') return ['stand'];
  // Ruling R37: the fire at a charger is the unit's fire for the turn, so a unit that fired at one charger has no
  // second volley for the next (`reactionFireSpendsVolley: false` lets it fire again).
  const spent = target.firedAtCharger && (options.reactionFireSpendsVolley ?? DEFAULT_OPTIONS.reactionFireSpendsVolley);
  const all = openReactions(target, charger, options).filter((r) => !spent || r !== 'fire');
  if (target.engaged.length === 0 && target.order !== 'falling-back') return all;
  const busy = options.chargedInMeleeOrFallingBack ?? DEFAULT_OPTIONS.chargedInMeleeOrFallingBack;
  // A unit falling back has all but Fall Back itself, and no countercharge: "No unit that is ROUTED, FALLING BACK or in
  // pursuit may charge" (a countercharge is a charge, ruling R38).
  if (busy === 'all-reactions')
    return target.order === 'falling-back' ? all.filter((r) => r !== 'fall-back' && r !== 'countercharge') : all;
  return all.filter((r) => r === 'stand' || (r === 'fire' && busy === 'fire-only'));
}

function openReactions(
  target: BattleUnit,
  charger: BattleUnit,
  options: Pick<Wss6mmOptions, 'pcCountercharge'> &
    Partial<Pick<Wss6mmOptions, 'counterchargeS' | 'flankChargedSquare' | 'reactionAfterMoving'>>,
): ChargeReaction[] {
  const out: ChargeReaction[] = [];
  // Ruling R67 (`reactionAfterMoving: no-second-move`): a unit that has moved in this Movement phase (its orders, a
  // pursuit, a countercharge or a square against an earlier charge) makes no second move: no square, no countercharge.
  // (Left out, the option reads as its default, `any-reaction`.)
  const secondMove = options.reactionAfterMoving === 'no-second-move' && target.moved !== 'none';
  // Charged in the flank or rear: "automatically disordered and may not fire"; foot may still attempt to form square
  // (ruling R34, `flankChargedSquare`).
  if (attackArc(charger, target) !== 'front') {
    const flank: ChargeReaction[] =
      target.arm === 'foot' && target.formation !== 'square' && !secondMove
        ? ['square', 'stand', 'fall-back']
        : ['stand', 'fall-back'];
    return flank.filter((r) =>
      mayReactInFlankOrRear(r, {
        flankChargedSquare: options.flankChargedSquare ?? DEFAULT_OPTIONS.flankChargedSquare,
      }),
    );
  }
  const fires = preMeleeFires(firerOf(target), options);
  if (target.arm === 'foot') {
    // "Foot may not manoeuvre and Fire" (ruling R27: not after a full move or a formation change, nor midway through
    // one; a Move & Fire move keeps the fire): foot that moved this turn (an order, a pursuit, a square formed against
    // an earlier charge) do not fire at the charger, as they would not fire in the fire phases.
    if (mayFireAfter('foot', Boolean(target.changing) || (target.moved !== 'none' && target.moved !== 'move-and-fire')))
      out.push('fire');
    // "Charged Infantry Units … may attempt to either fire or form Square": whoever charges them.
    if (target.formation !== 'square' && !secondMove) out.push('square');
  } else if (
    // Stryker disable next-line ConditionalExpression: equivalent — the other arm here is a battery, and mayCountercharge and preMeleeFires give it nothing
    target.arm === 'horse'
  ) {
    if (mayCountercharge(firerOf(target), options) && !secondMove) out.push('countercharge');
    if (fires.includes('charged-fires')) out.push('fire');
  }
  out.push('stand', 'fall-back');
  return out;
}

/**
 * A declared charge, up to the charged unit's reaction. Rulebook: Charges; Melee > Pre Melee.
 * The charge test (1d20 against the requirement) and the charge move are rolled; the charged unit takes
 * a morale test (also when it is already in melee or falling back). If it passes (STEADY or DISORDERED,
 * ruling R22) and has more than `stand` open (not so by default when in melee or falling back, ruling R42), its
 * side chooses a reaction (a decision: see {@link chargeReactions}); otherwise the charge goes in at once.
 */
export function resolveCharge(ctx: BattleContext, chargerId: string, targetId: string): void {
  const c = current(ctx, chargerId);
  const t = current(ctx, targetId);
  const test = ctx.morale.chargeTest(
    ctx.dice,
    {
      arm: chargeArm(c),
      casualty: casualtyOf(c, ctx.options),
      disordered: c.order === 'disordered',
      officerAttached: officerWith(ctx.state, c.id),
      pfFormation: c.formation === 'pf',
    },
    ctx.options,
    c.name,
  );
  if (!test.charges) {
    // The unit does not charge and stays where it stood: it has not moved, so foot may still fire, at "Firer failed
    // to charge this move -2" (Small Arms Fire).
    setUnit(
      ctx,
      c.id,
      { failedCharge: true },
      `${c.name} fails to charge ${t.name} (rolled ${test.roll}, needed ${test.needed}+)`,
    );
    return;
  }
  note(ctx, `${c.name} charges ${t.name} (rolled ${test.roll}, needed ${test.needed}+)`);
  const gap = round(Math.max(0, ahead(c, t)));
  const move = moveDistance(ctx.dice, c.arm === 'horse' ? 'horse' : 'foot', 'charge', `${c.name} charge`);
  ctx.emit({
    kind: 'charge-declared',
    charger: c.id,
    target: t.id,
    gap,
    move,
    text: `${c.name} will charge ${move}" at ${t.name}, ${gap}" away`,
  });
  // "Charged units should take a morale test": every charged unit, also one already in melee or falling back (a
  // battery takes none: ruling R20; nor a ROUTED unit, whose order no test can worsen: ruling R57). A unit in melee
  // or falling back chooses a reaction only under ruling R42's option.
  const reacts = chargeReactions(t, c, ctx.options).some((r) => r !== 'stand');
  if (t.arm !== 'battery' && t.order !== 'routed') {
    const result = takeMoraleTest(ctx, t.id, `charged by ${c.name}`, 'none', attackArc(c, t) !== 'front');
    const stands =
      result === 'steady' || (result === 'disordered' && ctx.options.chargedUnitStandsOn === 'steady-or-disordered');
    if (stands && reacts) return; // the charged side now chooses its reaction (ruling R22)
  }
  // Stryker disable next-line StringLiteral: equivalent — the 'stand' case is empty and "" is neither 'fire' nor 'countercharge': the same path
  resolveChargeReaction(ctx, 'stand');
}

/**
 * The rest of a charge once the charged unit has reacted: foot fire or square attempts succeed on 1d20 at
 * or below twice the distance charged (a failed square is a DISORDERED square); S and Pf horse
 * countercharge (Pf firing as they go, which causes no Resolve test); Pf/Pc horse that fire without
 * countercharging, and foot that fire, make a charger they hit take a Resolve test, and it contacts only
 * if it passes. Horse reactions need no roll (ruling R18). A unit that falls back routs if contacted. A
 * charge that falls short disorders the charger. Rulebook: Charges; Melee > Pre Melee; Falling Back.
 */
export function resolveChargeReaction(ctx: BattleContext, reaction: ChargeReaction): void {
  const pending = ctx.state.pendingCharge;
  if (!pending) return;
  const { gap, move } = pending;
  let c = current(ctx, pending.charger);
  let t = current(ctx, pending.target);
  const joining = t.engaged.length > 0;
  let countercharged = false;
  let counterMove = 0;
  let hits = 0;
  let fired: PreMeleeFire | null = null;
  // Charges: foot attempt to fire on 1d20 (to form square too, below); ruling R18's option has horse fire or
  // countercharge on the same test, failing which they only stand (the ruleset's chargeReactionAttempt; the club asks
  // it too).
  let inTime = true;
  if (chargeReactionAttempt(t.arm, reaction, ctx.options) === 'fire') {
    const r = ctx.combat.chargeReactionTest(ctx.dice, { distanceCharged: gap, attempt: 'fire' }, ctx.options, t.name);
    inTime = r.succeeded;
    if (!r.succeeded && t.arm === 'horse') {
      note(ctx, `${t.name} fails to ${reaction} in time (rolled ${r.roll}, needed ${round(2 * gap)} or less)`);
      // Stryker disable next-line StringLiteral: equivalent — the 'stand' case is empty and "" takes no case: the same path
      reaction = 'stand';
    } else if (!r.succeeded)
      note(ctx, `${t.name} cannot fire in time (rolled ${r.roll}, needed ${round(2 * gap)} or less)`);
  }
  switch (reaction) {
    case 'fall-back':
      // A unit in melee that elects to fall back breaks off where possible (rulings R42, R44).
      if (t.engaged.length > 0) {
        worsenOrder(ctx, t.id, 'falling-back', 'elects to fall back');
        break;
      }
      setUnit(
        ctx,
        t.id,
        { order: 'falling-back', since: ctx.state.turn, changing: null },
        `${t.name} elects to FALL BACK`,
      );
      break;
    case 'square': {
      const r = ctx.combat.chargeReactionTest(
        ctx.dice,
        { distanceCharged: gap, attempt: 'square' },
        ctx.options,
        t.name,
      );
      setUnit(
        ctx,
        t.id,
        // A formation change, its move for the turn ("All other formation changes take 1 move"): it does not fire
        // (R27) nor move again in its brigade's activation (R58).
        {
          formation: 'square',
          changing: null,
          moved: 'moved',
          ...(r.succeeded ? {} : { order: 'disordered' as const }),
        },
        `${t.name} ${r.succeeded ? 'forms square' : 'forms a DISORDERED square'} (rolled ${r.roll}, needed ${round(2 * gap)} or less)`,
      );
      break;
    }
    case 'fire':
      fired = 'charged-fires';
      if (inTime) hits = reactionFire(ctx, t, c);
      break;
    case 'countercharge':
      countercharged = true;
      // Ruling R38: the countercharger rides out with its own charge move (Movement: Charge Bonus).
      if (ctx.options.countercharge === 'midway')
        counterMove = moveDistance(ctx.dice, 'horse', 'charge', `${t.name} countercharge`);
      setUnit(
        ctx,
        t.id,
        { charge: { bonus: chargeBonusOf(t, c), vsStationaryHorse: false } },
        `${t.name} countercharges${ctx.options.countercharge === 'midway' ? ` (up to ${counterMove}")` : ''}`,
      );
      // A Pf (or, ruling R40, Pc) countercharger fires as it goes: "Pf/Pc Horse electing to fire and charge will not
      // cause a Resolve test".
      if (preMeleeFires(firerOf(t), ctx.options).includes('fires-and-countercharges')) {
        // Stryker disable next-line StringLiteral: equivalent — fired is read only by resolveTestAfterPreMeleeFire, false for both values
        fired = 'fires-and-countercharges';
        hits = reactionFire(ctx, t, c);
      }
      break;
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — the 'stand' case is empty, so no case and "" take the same path
    case 'stand':
      break;
  }
  const done = (text: string) => {
    ctx.emit({ kind: 'charge-resolved', text });
  };
  c = current(ctx, c.id);
  if (c.status !== 'active') {
    done(`${c.name}'s charge is over`);
    return;
  }
  // Ruling R43 (option): the charger tests for its losses to this fire in step iii (Morale Tests), before the melee;
  // falling back or routed, it charges no further. Returns false when the charge stops. A routed charger (by its
  // Resolve test, whose charge is already halted) takes no Morale test, as in phase 6.
  const testLosses = (): boolean => {
    if (hits === 0 || ctx.options.chargerFireMoraleTest === 'morale-phase' || current(ctx, c.id).order === 'routed')
      return true;
    const result = takeMoraleTest(ctx, c.id, 'lost elements to fire before the melee');
    // The test owed for this loss is taken; tests owed for earlier losses stay owed (ruling R59).
    testedForLosses(ctx, c.id);
    return result !== 'fall-back' && result !== 'routed';
  };
  // Stryker disable next-line ConditionalExpression: equivalent — resolveTestAfterPreMeleeFire(null, 0) is false too; the guard only narrows the type
  if (fired !== null && resolveTestAfterPreMeleeFire(fired, hits)) {
    const r = ctx.morale.resolveTest(
      ctx.dice,
      {
        disordered: c.order === 'disordered',
        casualty: casualtyOf(c, ctx.options),
        hitDifference: -hits,
        hitOnFlankOrRear: false,
        officerAttached: officerWith(ctx.state, c.id),
      },
      ctx.options,
      c.name,
    );
    note(
      ctx,
      `${c.name} takes a resolve test after fire: rolled ${r.roll}, score ${r.score}: ${r.result.toUpperCase().replace('-', ' ')}`,
    );
    // The result is the charger's condition whether or not it passes (a DISORDERED pass under ruling R5's
    // `disordered-or-better` charges home DISORDERED), as after a round of melee.
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — an OKAY result's order is STEADY, and worsenOrder to STEADY changes nothing
    if (r.result !== 'okay') worsenOrder(ctx, c.id, orderOfResult(r.result), `resolve ${r.score}`);
    if (!r.passed) {
      setUnit(ctx, c.id, { moved: 'moved' }, `${c.name}'s charge is halted`);
      testLosses();
      done(`${c.name}'s charge is halted by fire`);
      return;
    }
  }
  if (!testLosses()) {
    setUnit(ctx, c.id, { moved: 'moved' }, `${c.name}'s charge is halted`);
    done(`${c.name}'s charge is halted by its morale test`);
    return;
  }
  c = current(ctx, c.id);
  t = current(ctx, t.id);
  if (t.status !== 'active') {
    setUnit(ctx, c.id, { moved: 'moved' }, `${c.name} finds nothing left to charge`);
    done(`${c.name}'s charge is over`);
    return;
  }
  const f = forwardVec(c);
  if (counterMove > 0) {
    // Ruling R38: charger and countercharger ride at each other and meet midway; one that cannot ride half
    // the gap rides its whole move and the other the rest. Together short, both stop, DISORDERED.
    const tf = forwardVec(t);
    // Stryker disable next-line EqualityOperator: equivalent — the gap is rounded to 1/1000" and moves are whole inches: never equal after + 1e-9
    if (move + counterMove + 1e-9 < gap) {
      const tEnd = slide(ctx.state, t, tf.x, tf.y, counterMove, { enemyBuffer: 0.5 });
      setUnit(
        ctx,
        t.id,
        // Stryker disable next-line ConditionalExpression: equivalent — a countercharger is always STEADY here (a DISORDERED unit may not countercharge, ruling R17)
        { x: tEnd.x, y: tEnd.y, moved: 'moved', charge: null, order: t.order === 'steady' ? 'disordered' : t.order },
        `${t.name} countercharges ${tEnd.moved}" and fails to make contact with ${c.name}: DISORDERED`,
      );
      missCharge(ctx, current(ctx, c.id), t, move, done, `${c.name}'s charge and ${t.name}'s countercharge fall short`);
      return;
    }
    const share = Math.min(counterMove, Math.max(gap / 2, gap - move));
    // Stryker disable next-line ArrayDeclaration: equivalent — the countercharger rides less than the gap, so it never reaches the charger it ignores
    const tEnd = slide(ctx.state, t, tf.x, tf.y, share, { ignore: [c.id], enemyBuffer: 0 });
    // They meet only if the charger, riding the rest within its own move, then touches the countercharger (a
    // countercharger that rode out of the charger's lane, or a unit in the way, keeps them apart).
    const meets = closeOn(ctx.state, c, unitWith(t, { x: tEnd.x, y: tEnd.y }), move) !== null;
    setUnit(
      ctx,
      t.id,
      meets
        ? { x: tEnd.x, y: tEnd.y, moved: 'moved' }
        : // Stryker disable next-line ConditionalExpression: equivalent — a countercharger is always STEADY here (a DISORDERED unit may not countercharge, ruling R17)
          { x: tEnd.x, y: tEnd.y, moved: 'moved', charge: null, order: t.order === 'steady' ? 'disordered' : t.order },
      meets
        ? `${t.name} countercharges ${tEnd.moved}" and meets ${c.name}`
        : `${t.name} countercharges ${tEnd.moved}" and fails to make contact with ${c.name}: DISORDERED`,
    );
    // "crossing disordering terrain" disorders a STEADY countercharger (ruling R32), as it does the charger.
    disorderIfCrossed(ctx, t.id, t.x, t.y);
    c = current(ctx, c.id);
    t = current(ctx, t.id);
    // `contactCharge` closes on the countercharger where it stopped (`closeOn`, as `meets` did): home, or no contact.
    contactCharge(ctx, c, t, move, joining, countercharged, done);
    return;
  }
  const square =
    t.formation === 'square' && t.order !== 'disordered' && c.arm === 'horse' && ctx.options.squareStopsHorse;
  // Stryker disable next-line EqualityOperator: equivalent — the gap is rounded to 1/1000" and moves are whole inches: never equal after + 1e-9
  if (move + 1e-9 < gap || square) {
    // Stryker disable next-line EqualityOperator: equivalent — the gap is rounded to 1/1000" and moves are whole inches: never equal after + 1e-9
    const stop = move + 1e-9 < gap ? move : Math.max(0, gap - 1);
    const end = slide(ctx.state, c, f.x, f.y, stop, { enemyBuffer: 0.5 });
    setUnit(
      ctx,
      c.id,
      // Stryker disable next-line ConditionalExpression: equivalent — a charger here is STEADY or DISORDERED, and both end DISORDERED
      { x: end.x, y: end.y, moved: 'moved', order: c.order === 'steady' ? 'disordered' : c.order },
      `${c.name} charges ${end.moved}" and fails to make contact with ${t.name}${square ? ' (a formed square)' : ''}: DISORDERED`,
    );
    done(`${c.name}'s charge falls short`);
    return;
  }
  contactCharge(ctx, c, t, move, joining, countercharged, done);
}

/** How near bases must be to touch: positions are kept to 1/1000". */
const TOUCH = 0.01;

/**
 * Where the charger `c` ends closing on `t` straight ahead, within `reach` inches: the slide to the first point where
 * the bases touch (core `firstWithin`), stopping short only if a third unit is in the way. Null when the charge makes
 * no contact: `t` is beyond reach or out of the lane, or a unit in the way stopped the charger short of it.
 */
function closeOn(
  state: BattleState,
  c: BattleUnit,
  t: BattleUnit,
  reach: number,
): { x: number; y: number; moved: number } | null {
  const f = forwardVec(c);
  const to = round(firstWithin(baseOf(c), vec(f.x, f.y), baseOf(t), 0));
  // Stryker disable next-line EqualityOperator: equivalent — distances are kept to 1/1000" and moves are whole inches: never equal after + 1e-9
  if (!(to <= reach + 1e-9)) return null;
  const end = slide(state, c, f.x, f.y, to, { ignore: [t.id], enemyBuffer: 0 });
  // Stryker disable next-line EqualityOperator: equivalent in practice — TOUCH is a rounding allowance: a contact ends within about 0.0012" and no gap on the 1/1000" grid comes out as exactly the float 0.01 (80,002 head-on cases checked)
  return distance(unitWith(c, { x: end.x, y: end.y }), t) <= TOUCH ? end : null;
}

/**
 * A charge that makes no contact: the charger rides its whole charge move straight on, stopping at a unit in its way
 * and 1/2" short of any enemy, and is DISORDERED ("charging and failing to make contact"); the target is untouched.
 * Rulebook: Disorder; Falling Back ("will rout if contacted").
 */
function missCharge(
  ctx: BattleContext,
  c: BattleUnit,
  t: BattleUnit,
  move: number,
  done: (text: string) => void,
  summary = `${c.name}'s charge makes no contact with ${t.name}`,
): void {
  const f = forwardVec(c);
  const end = slide(ctx.state, c, f.x, f.y, move, { enemyBuffer: 0.5 });
  setUnit(
    ctx,
    c.id,
    // Stryker disable next-line ConditionalExpression: equivalent — a charger here is STEADY or DISORDERED, and both end DISORDERED
    { x: end.x, y: end.y, moved: 'moved', order: c.order === 'steady' ? 'disordered' : c.order },
    `${c.name} charges ${end.moved}" and fails to make contact with ${t.name}: DISORDERED`,
  );
  done(summary);
}

/**
 * The charger closes on the target within its charge `move` ({@link closeOn}). Only a charge whose base then touches
 * the target's is home: a unit falling back (or routed) routs and is pursued; otherwise the two are in melee (a flank
 * or rear contact disorders the target; Pf/Pc chargers fire as they go in). A charge stopped short by a unit in the way,
 * or whose target is out of its lane, makes no contact ({@link missCharge}: ruling R30 "a charge that reaches a unit
 * falling back routs it"). Rulebook: Charges; Melee > Pre Melee; Falling Back; Disorder.
 */
function contactCharge(
  ctx: BattleContext,
  c: BattleUnit,
  t: BattleUnit,
  move: number,
  joining: boolean,
  countercharged: boolean,
  done: (text: string) => void,
): void {
  const contact = closeOn(ctx.state, c, t, move);
  if (contact === null) {
    missCharge(ctx, c, t, move, done);
    return;
  }
  const { x, y } = contact;
  disorderIfCrossed(ctx, c.id, c.x, c.y, { x, y });
  c = current(ctx, c.id);
  if (t.order === 'falling-back' || t.order === 'routed') {
    setUnit(ctx, c.id, { x, y, moved: 'moved' }, `${c.name} contacts ${t.name}`);
    // Stryker disable next-line ConditionalExpression: equivalent — the only other target contacted is ROUTED, and routing a ROUTED unit changes nothing
    if (t.order === 'falling-back') worsenOrder(ctx, t.id, 'routed', 'contacted while falling back');
    setUnit(
      ctx,
      c.id,
      { pursuing: t.id, since: ctx.state.turn, ...(pursuerDisordered(c.arm) ? { order: 'disordered' as const } : {}) },
      `${c.name} pursues ${t.name}`,
    );
    done(`${t.name} routs before ${c.name}`);
    return;
  }
  // Stryker disable next-line ConditionalExpression: equivalent — preMeleeFires gives foot only 'charged-fires' and a battery nothing, never 'fires-charging'
  const pfFire = c.arm === 'horse' && preMeleeFires(firerOf(c), ctx.options).includes('fires-charging');
  setUnit(
    ctx,
    c.id,
    {
      x,
      y,
      moved: 'moved',
      engaged: [...c.engaged, t.id],
      charge: joining ? null : { bonus: chargeBonusOf(c, t), vsStationaryHorse: t.arm === 'horse' && !countercharged },
    },
    `${c.name} charges home into ${t.name}${joining ? ' (joining the melee)' : ''}`,
  );
  setUnit(ctx, t.id, { engaged: [...current(ctx, t.id).engaged, c.id] }, `${t.name} is in melee with ${c.name}`);
  // "Units hit in the flank or rear are automatically disordered and may not fire."
  const arc = attackArc(current(ctx, c.id), current(ctx, t.id));
  if (arc !== 'front') worsenOrder(ctx, t.id, 'disordered', `hit in the ${arc}`);
  if (pfFire && !joining) pointBlankFire(ctx, current(ctx, c.id), current(ctx, t.id)); // Pf/Pc horse fire when charging: no resolve test
  done(`${c.name} and ${t.name} are in melee`);
}
