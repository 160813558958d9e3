import { hitsOnBattery } from '../organisation/fieldBattery.js';
import { fightingElements, meleeResultOf, type MeleeResult } from '../mechanics/melee.js';
import { orderOfResult } from '../mechanics/orderAfterTest.js';
import { pursuerDisordered, pursuesAfterMelee } from '../mechanics/pursuit.js';
import {
  officerWith,
  type BattleContext,
  casualtyOf,
  current,
  disengage,
  note,
  setUnit,
  worsenOrder,
} from './BattleContext.js';
import type { BattleState, BattleUnit, Side } from './State.js';
import { type Hit, takeHits, testedForLosses } from './casualties.js';
import { takeMoraleTest } from './moraleHelpers.js';
import { attackArc, frontElements, lateralExtent, lateralOverlap, remaining, unitById, width } from './table.js';
import { fortificationOf } from './terrain.js';
import { isColumn } from '../movement/formations.js';

/** Groups of units in contact (connected by `engaged`). */
function meleeGroups(state: BattleState): string[][] {
  const seen = new Set<string>();
  const groups: string[][] = [];
  for (const u of state.units) {
    // Stryker disable next-line ConditionalExpression: equivalent — units off the table have left every melee (inflict, disengage), so their engaged is empty
    if (u.status !== 'active' || u.engaged.length === 0 || seen.has(u.id)) continue;
    const group: string[] = [];
    const stack = [u.id];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      group.push(id);
      const x = state.units.find((v) => v.id === id);
      // Stryker disable next-line OptionalChaining,ArrayDeclaration,ConditionalExpression: equivalent — an engaged id is always a unit; a popped unit already seen is skipped on line 31
      for (const o of x?.engaged ?? []) if (!seen.has(o)) stack.push(o);
    }
    groups.push(group);
  }
  return groups;
}

/**
 * Fighting elements of `u` against the enemies it is engaged with: front-rank elements in contact plus one
 * overlap on each flank. Rulebook: Melee > The Combat.
 */
export function meleeElements(state: BattleState, u: BattleUnit): number {
  const enemies = u.engaged
    .map((id) => state.units.find((x) => x.id === id))
    .filter(
      // Stryker disable next-line OptionalChaining: equivalent — an engaged id is always a unit of the battle
      (e): e is BattleUnit => e?.status === 'active',
    );
  if (enemies.length === 0) return 0;
  const overlap = enemies.reduce((sum, e) => sum + lateralOverlap(u, e), 0);
  const inContact = Math.max(1, Math.min(frontElements(u), Math.ceil(overlap - 0.01)));
  // "Units hit in the flank or rear cannot count overlaps."
  // Stryker disable next-line BooleanLiteral: equivalent — with hitInFlankOrRear true, fightingElements returns inContact whatever the overlap flags
  if (hitInFlankOrRear(state, u)) return fightingElements(inContact, false, false, true);
  const half = width(u) / 2;
  const extents = enemies.map((e) => lateralExtent(u, e));
  const left = Math.min(...extents.map((x) => x[0]));
  const right = Math.max(...extents.map((x) => x[1]));
  // Stryker disable next-line ArithmeticOperator: equivalent — spare > 0 with an element's room beyond a flank needs two units on the same ground, never allowed
  const spare = frontElements(u) - inContact;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — spare 0 with room beyond a flank needs two units on the same ground; the 0.01 tolerance is never met exactly
  const overlapLeft = spare > 0 && -half <= left - 1 + 0.01;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — spare 0 with room beyond a flank needs two units on the same ground; the 0.01 tolerance is never met exactly
  const overlapRight = spare > (overlapLeft ? 1 : 0) && half >= right + 1 - 0.01;
  return fightingElements(inContact, overlapLeft, overlapRight, false);
}

/** True when an enemy in contact meets this unit in its flank or rear. */
export function hitInFlankOrRear(state: BattleState, u: BattleUnit): boolean {
  return u.engaged.some((id) => {
    const e = state.units.find((x) => x.id === id);
    // Stryker disable next-line OptionalChaining: equivalent — an engaged id is always a unit of the battle
    return e?.status === 'active' && attackArc(e, u) !== 'front';
  });
}

/**
 * The enemies a unit in melee may fire its pistols at this round, in the order it met them; none when it may not fire.
 * "Pc Horse may fire in second or subsequent rounds of melee provided they are not DISORGANISED." The first round is
 * the one a charge this turn began: the unit's own charge or its enemy's ("The first round of melee is precipitated by
 * a charge"); a unit joining an existing melee brings no new first round. Rulebook: Small Arms Fire; Melee.
 */
export function pistolTargets(state: BattleState, u: BattleUnit): BattleUnit[] {
  const foes = u.engaged.map((e) => unitById(state, e));
  const firstRound = u.charge !== null || foes.some((f) => f.charge !== null);
  // Stryker disable next-line ConditionalExpression: equivalent — only horse may be in Pc, so the arm test is implied by the formation test
  if (u.arm !== 'horse' || u.formation !== 'pc' || u.order === 'disordered' || firstRound) return [];
  return foes;
}

/**
 * The melee phase: with `pcMeleePistols: chosen` (ruling R63) the Pc units that may fire pistols wait for their sides
 * to choose at whom, or not to fire (`pistols-offered`; true: the phase waits, {@link pistolsChoice} fights it);
 * otherwise, one round of every melee at once ({@link fightMelees}).
 */
export function meleePhase(ctx: BattleContext): boolean {
  ctx.emit({ kind: 'phase', phase: 'melee', text: `Turn ${ctx.state.turn}: melee` });
  if (ctx.options.pcMeleePistols === 'chosen') {
    const state = ctx.state;
    const units = meleeGroups(state)
      .flat()
      .filter((id) => pistolTargets(state, unitById(state, id)).length > 0);
    if (units.length > 0) {
      ctx.emit({
        kind: 'pistols-offered',
        units,
        text: `${units.length} Pc unit${units.length === 1 ? '' : 's'} may fire pistols in the melee: their sides choose at whom (ruling R63)`,
      });
      return true;
    }
  }
  fightMelees(ctx, null);
  return false;
}

/**
 * Ruling R63: the side of the first Pc unit offered fires its pistols at `target` (an enemy in contact) or not (null);
 * once every unit offered has chosen, the melees are fought with those volleys (true: the melee phase is over).
 */
export function pistolsChoice(ctx: BattleContext, unit: string, target: string | null): boolean {
  const volleys = new Map([...ctx.state.pistols!.volleys.map((v) => [v.unit, v.target] as const), [unit, target]]);
  const u = current(ctx, unit);
  ctx.emit({
    kind: 'pistols-chosen',
    unit,
    target,
    text:
      target === null
        ? `${u.name} does not fire its pistols in the melee`
        : `${u.name} will fire its pistols in the melee at ${current(ctx, target).name}`,
  });
  if (ctx.state.pistols !== null) return false;
  fightMelees(ctx, volleys);
  return true;
}

/**
 * One round of every melee. Each unit rolls separately; hits go to the enemy it overlaps most; the side
 * that took more hits (cumulative) loses. Units that lost elements take a Morale test; the losers take a
 * Resolve test and, if one passes, so do all the others (ruling R12 on a tie); losers are DISORDERED.
 * Winners pursue units that fall back or rout. Batteries fight as one foot element per gun and lose a gun
 * per element lost (ruling R20). Pc units fire their pistols first: at the enemies their sides chose (`volleys`, ruling
 * R63), or (null) each at the first enemy it met. Rulebook: Melee > The Combat; Post Melee.
 */
function fightMelees(ctx: BattleContext, volleys: ReadonlyMap<string, string | null> | null): void {
  for (const group of meleeGroups(ctx.state)) {
    const taken: Record<Side, number> = { A: 0, B: 0 };
    const hits: Hit[] = [];
    for (const id of group) {
      const u = current(ctx, id);
      const chosen = volleys?.get(id);
      const foe = volleys ? (chosen ? current(ctx, chosen) : undefined) : pistolTargets(ctx.state, u)[0];
      if (!foe) continue;
      const r = ctx.combat.smallArmsFire(
        ctx.dice,
        {
          weapon: 'pistol',
          elements: Math.min(4, remaining(u)),
          range: 0,
          platoon: false,
          battalionGun: false,
          targetColumn: isColumn(foe.formation, ctx.options),
          firerDisordered: false,
          failedToCharge: false,
          targetFortified: fortificationOf(ctx.state, foe),
        },
        ctx.options,
        u.name,
      );
      note(
        ctx,
        `${u.name} fires pistols in the melee at ${foe.name}: rolled ${r.roll}, score ${r.score}: ${r.elements} element(s)`,
      );
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — a hit of 0 elements inflicts nothing and adds 0 to the side's hits
      if (r.elements > 0) {
        // A fire table's result: each element is one hit on a battery, as in the fire phases (`inflict`'s default).
        hits.push({ target: foe.id, elements: r.elements, cause: `${u.name}'s pistols` });
        taken[foe.side] += r.elements;
      }
    }
    for (const id of group) {
      const u = current(ctx, id);
      const enemies = u.engaged.map((e) => current(ctx, e));
      const elements = meleeElements(ctx.state, u);
      const r = ctx.combat.meleeRoll(
        ctx.dice,
        {
          arm: u.arm === 'horse' ? 'horse' : 'foot',
          elements,
          charge: u.charge?.bonus ?? 'none',
          vsStationaryHorse: u.charge?.vsStationaryHorse ?? false,
          attackingFlank: enemies.some((e) => attackArc(u, e) === 'flank'),
          attackingRear: enemies.some((e) => attackArc(u, e) === 'rear'),
          opponentFallingBack: enemies.some((e) => e.order === 'falling-back'),
          disordered: u.order === 'disordered',
          casualty: casualtyOf(u, ctx.options),
          attackingFieldFortifications:
            fortificationOf(ctx.state, u) === 'none' && enemies.some((e) => fortificationOf(ctx.state, e) !== 'none'),
        },
        ctx.options,
        u.name,
      );
      const target = [...enemies].sort((a, b) => lateralOverlap(u, b) - lateralOverlap(u, a))[0];
      note(
        ctx,
        // Stryker disable next-line StringLiteral: equivalent — every unit in a melee has an enemy in it, so the target-less text is never written
        `${u.name} fights with ${elements} element(s): rolled ${r.roll}, score ${r.score}: ${r.elements} hit(s)${target ? ` on ${target.name}` : ''}`,
      );
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: equivalent — every unit in a melee has an enemy in it; a hit of 0 elements inflicts nothing and adds 0
      if (target && r.elements > 0) {
        // Ruling R20: a battery loses a gun (four hits) for each element lost fighting.
        hits.push({
          target: target.id,
          elements: r.elements,
          cause: `melee with ${u.name}`,
          // Stryker disable next-line ConditionalExpression: equivalent — inflict reads hits per element only for a battery
          hitsPerElement: target.arm === 'battery' ? hitsOnBattery(1, 'melee') : 1,
        });
        taken[target.side] += r.elements;
      }
    }
    const lostBefore = new Map(group.map((id) => [id, current(ctx, id).lost]));
    takeHits(ctx, hits);
    // A side's hit difference (hits it inflicted minus hits it took, as in the Resolve test); the side that took the
    // most hits lost ("The losing units, i.e. that took the most hits"), none after equal hits.
    const hitDifference = (s: Side): number => (s === 'A' ? taken.B - taken.A : taken.A - taken.B);
    const resultFor = (s: Side): MeleeResult => meleeResultOf(hitDifference(s));
    const loser: Side | null = (['A', 'B'] as const).find((s) => resultFor(s) === 'lost') ?? null;
    // Post Melee: morale tests for units that lost elements.
    for (const id of group) {
      const u = current(ctx, id);
      if (u.status !== 'active' || u.arm === 'battery') continue;
      if (u.lost > (lostBefore.get(id) ?? 0)) {
        takeMoraleTest(ctx, id, 'lost elements in melee', resultFor(u.side), hitInFlankOrRear(ctx.state, u));
        // This round's test is taken; a test still owed for an earlier phase's losses (to fire this turn) stays owed:
        // "Whenever a unit loses one or more elements it should take a Morale test", once for each phase's (R59).
        testedForLosses(ctx, id);
      }
    }
    // Resolve tests: the loser first; if it passes, every other unit.
    const resolveOf = (id: string, side: Side): boolean => {
      const u = current(ctx, id);
      if (u.status !== 'active' || u.arm === 'battery' || u.order === 'routed' || u.order === 'falling-back')
        return false;
      const diff = hitDifference(side);
      const r = ctx.morale.resolveTest(
        ctx.dice,
        {
          disordered: u.order === 'disordered',
          casualty: casualtyOf(u, ctx.options),
          hitDifference: diff,
          hitOnFlankOrRear: hitInFlankOrRear(ctx.state, u),
          officerAttached: officerWith(ctx.state, u.id),
        },
        ctx.options,
        u.name,
      );
      note(
        ctx,
        `${u.name} takes a resolve test (hit difference ${diff}): rolled ${r.roll}, score ${r.score}: ${r.result.toUpperCase().replace('-', ' ')}`,
      );
      // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent — an OKAY result's order is STEADY, and worsenOrder to STEADY changes nothing
      if (r.result !== 'okay') worsenOrder(ctx, id, orderOfResult(r.result), `resolve ${r.score}`);
      return r.passed;
    };
    if (loser !== null) {
      const losers = group.filter((id) => current(ctx, id).side === loser);
      let passed = false;
      for (const id of losers) if (resolveOf(id, loser)) passed = true;
      for (const id of losers)
        if (current(ctx, id).status === 'active') worsenOrder(ctx, id, 'disordered', 'lost the melee');
      if (passed)
        for (const id of group.filter((x) => current(ctx, x).side !== loser)) resolveOf(id, current(ctx, id).side);
    } else if (ctx.options.meleeTie === 'all-test') {
      for (const id of group) resolveOf(id, current(ctx, id).side);
    }
    // Pursuit: "If a unit routs or falls back the winning units will pursue": the winners no longer in contact pursue
    // the units that broke off (ruling R53: with `any-unit`, every unit still free and unbroken, winner or not).
    for (const id of group) {
      const u = current(ctx, id);
      if (
        !pursuesAfterMelee(resultFor(u.side), ctx.options) ||
        u.status !== 'active' ||
        u.arm === 'battery' ||
        u.engaged.length > 0 ||
        u.order === 'routed' ||
        u.order === 'falling-back'
      )
        continue;
      const fled = group
        .map((g) => current(ctx, g))
        .find(
          (g) => g.side !== u.side && (g.order === 'routed' || g.order === 'falling-back') && g.status === 'active',
        );
      if (fled)
        setUnit(
          ctx,
          id,
          {
            pursuing: fled.id,
            since: ctx.state.turn,
            ...(pursuerDisordered(u.arm) ? { order: 'disordered' as const } : {}),
          },
          `${u.name} pursues ${fled.name}${pursuerDisordered(u.arm) ? ' (DISORDERED)' : ''}`,
        );
    }
    // Stryker disable next-line ConditionalExpression: equivalent — inflict has already taken a destroyed unit out of every melee
    for (const id of group) if (current(ctx, id).status !== 'active') disengage(ctx, id);
  }
}
