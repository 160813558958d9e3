import {
  angleOf,
  baseGap,
  centres,
  forwardOf,
  frontCentre,
  nearestCentre,
  pointInPolygon,
  scale,
  sub,
  type Base,
  type Vec,
} from '@muster/core';
import type { DefenderReaction, MeleeInput, MeleeMovement, MeleeResult, MeleeSide } from '../mechanics/resolveMelee.js';
import { inCover } from '../table/lineOfFire.js';
import { involuntaryMove } from '../table/movement.js';
import { hasFeature, polygonOf, unitById } from '../table/tableQueries.js';
import type { BattleContext } from './BattleContext.js';
import type { BattleState, PendingCombat, UnitState } from './State.js';
import { inCommand, rulesUnit } from './commandOnTable.js';
import { commandersSwept } from './commandersInTheWay.js';
import { isProtected } from './protectedPosition.js';
import { addWear, destroyUnit, logRoutTest, selflessAnswer, setMarkers } from './damage.js';
import { roundBase, roundPoint } from './setup.js';

/** What the table decided about a combat before the dice (kept in `state.combat` while the combat waits). */
export interface CombatCircumstances {
  readonly flank: boolean;
  readonly defenderReaction: DefenderReaction;
  readonly interception?: boolean | undefined;
  /** Option battle.interceptedCharger: the intercepted defender was charging with Assault! and keeps its Melee+. */
  readonly defenderCharging?: boolean | undefined;
  /** Fearless: the attacker is on its second activation (its commander dies if it loses). */
  readonly fearlessAfterActivation?: boolean | undefined;
  /** Determined: the charger was named by a Determined commander and charges a slower or disordered enemy. */
  readonly attackerDetermined?: boolean | undefined;
}

/** Whether every centre of `u` stands on a Height piece while `other` does not. Rulebook: Terrain Effects in Combat > Height. */
function higher(state: BattleState, u: UnitState, other: UnitState): boolean {
  const heights = state.terrain.filter((t) => hasFeature(t, 'height'));
  const allIn = (x: UnitState) => {
    const cs = centres(x.base);
    return heights.some((t) => [cs.front, cs.rear, cs.left, cs.right].every((p) => pointInPolygon(p, polygonOf(t))));
  };
  return allIn(u) && !allIn(other);
}

/**
 * Whether `u` is In cover against `enemy` in a combat: the shot's test (`inCover`, Shooting and Terrain > In cover) on
 * the line from the enemy's centre to `u`'s centre nearest it, as a shot is drawn to the nearest centre. In a cover
 * piece, or behind a linear cover element (hedge, wall) within 1" of that centre. Ruling: Cover in combat (read by
 * the combat under `coverScope: 'any-damage'`).
 */
export function inCoverAgainst(state: BattleState, u: UnitState, enemy: UnitState): boolean {
  const from = enemy.base.centre;
  return inCover(state, u, from, nearestCentre(from, u.base));
}

/** What a combat interrupted, carried on once it is over: a charge's activation, or an interception's reaction. */
export type CombatThen = PendingCombat['then'];

/**
 * A combat on the table: the bound combat plugin resolves the rounds; this applies the markers, destructions
 * and the movements in space (disengage, retreat, pursuit, advance). Returns the rules layer's result, or null when
 * there was no combat or it waits for a player's choice (`state.combat`: Dirty war! after a tie under
 * `dirtyWar.policy: 'ask'`, or the winner's optional move); `resumeCombat` carries it on, and the caller's `then`
 * after it. `resume`: the combat carried on after a Dirty war! question. Rulebook: Combat > Consequences of Combat.
 */
export function fight(
  ctx: BattleContext,
  attackerId: string,
  defenderId: string,
  circ: CombatCircumstances,
  then: CombatThen,
  resume?: MeleeInput['resume'],
): MeleeResult | null {
  const a0 = unitById(ctx.state, attackerId);
  const d0 = unitById(ctx.state, defenderId);
  if (!a0 || !d0 || a0.destroyed || d0.destroyed) return null;
  const state = ctx.state;
  const result = ctx.plugins.combat.melee(
    ctx.dice,
    {
      attacker: rulesUnit(state, a0),
      defender: rulesUnit(state, d0),
      flank: circ.flank,
      defenderReaction: circ.defenderReaction,
      ...(higher(state, a0, d0)
        ? { higher: 'attacker' as const }
        : higher(state, d0, a0)
          ? { higher: 'defender' as const }
          : {}),
      defenderProtected: isProtected(state, d0, a0),
      inCover: { attacker: inCoverAgainst(state, a0, d0), defender: inCoverAgainst(state, d0, a0) },
      defenderInBuilding: d0.inBuilding !== null,
      ...(circ.interception ? { interception: true } : {}),
      ...(circ.defenderCharging ? { defenderCharging: true } : {}),
      ...(circ.fearlessAfterActivation ? { fearlessAfterActivation: true } : {}),
      ...(circ.attackerDetermined ? { attackerDetermined: true } : {}),
      inCommand: { attacker: inCommand(state, a0), defender: inCommand(state, d0) },
      selflessReroll: { attacker: selflessAnswer(ctx, a0), defender: selflessAnswer(ctx, d0) },
      ...(resume ? { resume } : {}),
      options: ctx.options,
    },
    ctx.plugins,
  );
  for (const round of result.dirtyWarOffered ? result.rounds : []) {
    logRoutTest(ctx, attackerId, round.routTests.attacker);
    logRoutTest(ctx, defenderId, round.routTests.defender);
  }
  if (result.dirtyWarOffered) {
    // Combat > "Dirty war!": "one of the two players may declare": the charger's side is asked first.
    ctx.emit({
      kind: 'combat-question',
      combat: {
        question: 'dirty-war',
        side: a0.side,
        attacker: attackerId,
        defender: defenderId,
        circumstances: circ,
        progress: result.dirtyWarOffered,
        winner: 'tie',
        movements: [],
        then,
      },
    });
    return null;
  }
  ctx.emit({
    kind: 'combat',
    attacker: attackerId,
    defender: defenderId,
    attackerWear: result.attackerWear,
    defenderWear: result.defenderWear,
    winner: result.winner,
    rounds: (resume?.progress.rounds ?? 0) + result.rounds.length,
  });
  for (const round of result.rounds) {
    logRoutTest(ctx, attackerId, round.routTests.attacker);
    logRoutTest(ctx, defenderId, round.routTests.defender);
  }
  setMarkers(ctx, attackerId, result.attackerWear, result.attackerDisordered, 'combat');
  setMarkers(ctx, defenderId, result.defenderWear, result.defenderDisordered, 'combat');
  for (const c of ctx.state.commanders) {
    if (c.removed) continue;
    if (
      (c.attachedTo === attackerId && result.commanderKilled.attacker) ||
      (c.attachedTo === defenderId && result.commanderKilled.defender)
    ) {
      ctx.emit({ kind: 'commander-removed', commander: c.id, reason: 'killed in the combat' });
    }
  }
  if (result.attackerDestroyed) destroyUnit(ctx, attackerId, `destroyed in combat (${result.attackerDestroyed})`);
  if (result.defenderDestroyed) destroyUnit(ctx, defenderId, `destroyed in combat (${result.defenderDestroyed})`);
  const pending = { attacker: attackerId, defender: defenderId, circumstances: circ, winner: result.winner, then };
  return combatMovements(ctx, pending, result.movements) ? result : null;
}

/**
 * The movements a combat forces, made in turn. An optional one (Combat > Advance: "it may consolidate its position
 * by advancing 3 inches"; Disengagement: "the attacker may also withdraw in order to leave a minimum gap of one
 * inch") is offered to the moving unit's side (`state.combat`) when it would move the unit at all, and the rest wait
 * for its answer. Whether all were made.
 */
function combatMovements(
  ctx: BattleContext,
  combat: Pick<PendingCombat, 'attacker' | 'defender' | 'circumstances' | 'winner' | 'then'>,
  movements: readonly MeleeMovement[],
): boolean {
  for (const [i, m] of movements.entries()) {
    const id = m.unit === 'attacker' ? combat.attacker : combat.defender;
    const enemyId = m.unit === 'attacker' ? combat.defender : combat.attacker;
    if (m.optional && plannedCombatMovement(ctx.state, id, enemyId, m)) {
      ctx.emit({
        kind: 'combat-question',
        combat: {
          question: m.kind === 'advance' ? 'advance' : 'withdraw',
          side: unitById(ctx.state, id)!.side,
          ...combat,
          progress: null,
          movements: movements.slice(i),
        },
      });
      return false;
    }
    combatMovement(ctx, id, enemyId, m);
  }
  return true;
}

/**
 * Carries on the combat waiting for a player's choice (`state.combat`), with the answer of the side asked: `yes`
 * declares Dirty war!, or makes the winner's move. Dirty war!: "one of the two players may declare": when the
 * charger's side declines, the other side is asked in turn; either declaring is enough. Returns the combat's winner
 * once it is over (the caller then carries on what it interrupted, `then`), or null while it waits again.
 */
export function resumeCombat(ctx: BattleContext, yes: boolean): MeleeSide | 'tie' | null {
  const pending = ctx.state.combat!;
  ctx.emit({ kind: 'combat-answer', side: pending.side, question: pending.question, yes });
  if (pending.question === 'dirty-war') {
    const chargerSide = unitById(ctx.state, pending.attacker)!.side;
    if (!yes && pending.side === chargerSide) {
      ctx.emit({ kind: 'combat-question', combat: { ...pending, side: chargerSide === 'A' ? 'B' : 'A' } });
      return null;
    }
    const result = fight(ctx, pending.attacker, pending.defender, pending.circumstances, pending.then, {
      progress: pending.progress!,
      dirtyWar: yes,
    });
    return result ? result.winner : null;
  }
  // The movements as the rules layer lists them (JSON in the state: an absent flag is left out).
  const [offered, ...rest] = pending.movements;
  const id = offered!.unit === 'attacker' ? pending.attacker : pending.defender;
  const enemyId = offered!.unit === 'attacker' ? pending.defender : pending.attacker;
  if (yes) combatMovement(ctx, id, enemyId, offered!);
  return combatMovements(ctx, pending, rest) ? pending.winner : null;
}

/**
 * Option `battle.combatMovementReactions: 'approached-units'`. Reactions: "An enemy allows a reaction as soon as it
 * comes to 3 inches or less from the front centre of a unit": a combat movement or an evasion is recorded (`start`
 * and `end` face the way the unit moved, turned about for a move backwards, so that their front centre leads), and the
 * units it came within 3" of are offered their reaction before play goes on (`offerCombatMovementReactions`).
 */
export function noteCombatMovement(ctx: BattleContext, unitId: string, enemyId: string, start: Base, end: Base): void {
  if (ctx.options.battle.combatMovementReactions !== 'approached-units') return;
  ctx.emit({
    kind: 'combat-moved',
    unit: unitId,
    from: roundBase(start),
    to: roundPoint(frontCentre(end)),
    enemy: enemyId,
  });
}

/** Whether an optional combat movement would move its unit at all (a 1" gap already left needs no withdrawal). */
function plannedCombatMovement(state: BattleState, unitId: string, enemyId: string, m: MeleeMovement): boolean {
  const u = unitById(state, unitId);
  if (!u || u.destroyed) return false;
  const move = combatMovementLine(state, u, unitById(state, enemyId), m);
  // Stryker disable next-line EqualityOperator: equivalent — a move of exactly 0.01" (the threshold `combatMovement` reads as a move) is not made
  return involuntaryMove(state, u, move.start, move.direction, move.inches).moved > 0.01;
}

/** Where a combat movement starts (facing), its direction and its length. */
function combatMovementLine(
  state: BattleState,
  u: UnitState,
  enemy: UnitState | undefined,
  m: MeleeMovement,
): { start: Base; direction: Vec; inches: number } {
  let start: Base = u.base;
  let direction = scale(forwardOf(start), -1);
  const away = enemy ? sub(u.base.centre, enemy.base.centre) : direction;
  switch (m.kind) {
    case 'disengage':
      // Turn to face the enemy first after a flank charge, then step back keeping that facing.
      if (m.faceEnemyFirst && enemy) start = { ...start, facing: angleOf(sub(enemy.base.centre, u.base.centre)) };
      direction = scale(forwardOf(start), -1);
      break;
    case 'retreat':
      // With its back to the enemy (Brevis: turns 180 degrees).
      start = { ...start, facing: angleOf(away) };
      direction = forwardOf(start);
      break;
    case 'pursuit':
    case 'advance':
      direction = forwardOf(start);
      break;
    case 'withdraw-gap':
      direction = scale(forwardOf(start), -1);
      break;
  }
  // Disengagement: "If necessary, the attacker may also withdraw in order to leave a minimum gap of one inch": only
  // what the loser's move left short of that gap.
  const inches =
    m.kind === 'withdraw-gap' && enemy ? Math.max(0, m.distance - baseGap(u.base, enemy.base)) : m.distance;
  return { start, direction, inches };
}

/** One movement a combat forces, made on the table; a blocked disengagement or retreat adds its Dm. */
export function combatMovement(ctx: BattleContext, unitId: string, enemyId: string, m: MeleeMovement): void {
  const u = unitById(ctx.state, unitId);
  const enemy = unitById(ctx.state, enemyId);
  if (!u || u.destroyed) return;
  const { start, direction, inches } = combatMovementLine(ctx.state, u, enemy, m);
  const moved = involuntaryMove(ctx.state, u, start, direction, inches);
  emitPushes(ctx, u, moved.pushed);
  if (moved.moved > 0.01 || moved.base.facing !== u.base.facing) {
    ctx.emit({
      kind: 'unit-moved',
      unit: unitId,
      base: roundBase(moved.base),
      reason: m.kind,
      inBuilding: moved.moved > 0.01 ? null : u.inBuilding,
    });
  }
  // In the wrong place: "on the path of an enemy unit", a forced move too. A move backwards (disengagement, the 1"
  // gap) is swept by the base turned about on its centre, so that its front leads.
  const backwards = m.kind === 'disengage' || m.kind === 'withdraw-gap';
  const about = (b: Base): Base => (backwards ? { ...b, facing: b.facing + Math.PI } : b);
  if (moved.moved > 0.01) {
    commandersSwept(ctx, unitId, about(start), moved.moved);
    noteCombatMovement(ctx, unitId, enemyId, about(start), about(moved.base));
  }
  if (m.kind === 'retreat') setMarkers(ctx, unitId, unitById(ctx.state, unitId)!.wear, true, 'retreat: Disorder');
  if (moved.blocked && m.wearIfBlocked > 0 && (m.kind === 'disengage' || m.kind === 'retreat'))
    addWear(ctx, unitId, m.wearIfBlocked, `${m.kind} blocked`);
}

/**
 * Movement > Overlap: the friendly guns a move passed and ended on, pushed back behind the unit by up to 1" (as
 * `moveUnit` emits them for a voluntary move).
 */
export function emitPushes(ctx: BattleContext, unit: UnitState, pushed: readonly { id: string; base: Base }[]): void {
  for (const p of pushed)
    ctx.emit({
      kind: 'unit-moved',
      unit: p.id,
      base: roundBase(p.base),
      reason: `pushed back by ${unit.name}`,
      inBuilding: null,
    });
}
