import { baseGap, closestPointOfShape, distance, distanceToBase, lineOfSight, type Vec } from '@muster/core';
import { commandRadius, commanderMove } from '../command/commandReach.js';
import { eliteRally, experienced, indefatigable } from '../command/commandActions.js';
import { commandTest, type CommandTestResult } from '../command/commandTest.js';
import { commandTestTarget } from '../command/traits.js';
import { hasEffect } from '../rules/effectiveRules.js';
import { blockersFor } from '../table/lineOfFire.js';
import { commanderBase, commanderById, joiningSpot, liveUnits, unitById } from '../table/tableQueries.js';
import type { Base } from '@muster/core';
import { basesOverlapping } from '../table/distanceBounds.js';
import type { BattleContext } from './BattleContext.js';
import { DEFAULT_TERCIOS_OPTIONS, type TerciosOptions } from '../options/options.js';
import { COMMANDER_BASE } from '../table/baseSize.js';
import { CommandActionSchema, type CommandAction } from './Decision.js';
import type { BattleState, CommanderState, UnitState } from './State.js';
import { commandDistance, commanderSees, commandWithin, mayCommand, rulesUnit, traitsOf } from './commandOnTable.js';
import { addWear, setMarkers } from './damage.js';
import { canReorient, startActivation } from './activation.js';
import { reorientedBase } from './reorientedBase.js';
import { roundBase, roundPoint } from './setup.js';
import { canAct } from './reduce.js';
import { commanderWith } from './stateShapes.js';
import { leavingATroop } from '../command/leavingATroop.js';
import { commanderPathProblem } from '../table/commanderPath.js';

/** Accomplice: the other commander's move, in inches. */
export const ACCOMPLICE_MOVE = 9;

/** Whether a commander's base of side `size` centred on `at` lies wholly on the table. */
function onTable(state: BattleState, at: Vec, size: number): boolean {
  const half = size / 2;
  return at.x >= half && at.y >= half && at.x <= state.table.width - half && at.y <= state.table.height - half;
}

/** Whether a commander's base `end` overlaps a unit's: a commander "may not end its move on a unit". */
function endsOnAUnit(state: BattleState, end: Base): boolean {
  return liveUnits(state).some((u) => basesOverlapping(end, u.base, 0.01));
}

/**
 * Why a commander cannot move from `from` to `to` (at most `inches`, on the table, not onto a unit, round impassable
 * terrain), or null. `size`: its base (option `battle.commanderBase`).
 */
export function commanderMoveProblem(
  state: BattleState,
  c: CommanderState,
  from: Vec,
  to: Vec,
  inches: number,
  size: number = COMMANDER_BASE,
): string | null {
  if (distance(from, to) > inches + 1e-9) return `a commander moves at most ${inches}"`;
  if (!onTable(state, to, size)) return 'the commander would leave the table';
  if (endsOnAUnit(state, { ...commanderBase(c, size), centre: to }))
    return 'the commander may not end its move on a unit';
  return commanderPathProblem(state, c.side, from, to);
}

/** A company of pikemen or musketeers (Kingdoms > Experienced): pikes or a firearm. */
export function isPikeOrMusketCompany(unit: UnitState): boolean {
  return (
    unit.category === 'company' &&
    unit.weapons.some((w) => w === 'pikes' || w === 'musket' || w === 'arquebus' || w === 'arquebus-musket')
  );
}

/** Commanders of the active side that may be activated now (not Exhausted, not removed). Rulebook: Command. */
export function activatableCommanders(state: BattleState): CommanderState[] {
  if (state.stage !== 'action' || state.acting || state.reaction || state.commanderActivated) return [];
  return state.commanders.filter((c) => c.side === state.activeSide && !c.removed && !c.exhausted);
}

export { joiningSpot } from '../table/tableQueries.js';

/**
 * Why commander `c`, once at `at` (and no longer attached), may not carry out a command action on
 * `unit`, or null: it must be allowed to command the unit, have it within its command radius and see it
 * (Command > Command Actions).
 */
function commandActionReach(state: BattleState, c: CommanderState, at: Vec, unit: UnitState): string | null {
  if (!mayCommand(state, c, unit, 'command-action')) return `${c.name} may not act on ${unit.name}`;
  const moved = commanderWith(c, { position: at, attachedTo: null });
  if (!commandWithin(state, moved, unit, commandRadius({ traits: traitsOf(c) })))
    return 'the unit is beyond the command radius';
  if (!commanderSees(state, moved, unit)) return 'the commander does not see the unit';
  return null;
}

/**
 * Why a commander activation is not allowed, or null. Rulebook: Command > Activating a Commander (move
 * up to 6", Impetus 9"; never slowed by terrain; impassable terrain must be gone around; no overlap at
 * the end), Attached Commander, Leaving a Troop (Coward), Command Actions (target in sight and radius).
 * `battle.commanderBase`: the commander's base (ruling: Commander bases).
 */
export function checkCommand(
  state: BattleState,
  commanderId: string,
  to: Vec | null,
  action: CommandAction,
  battle: Pick<TerciosOptions['battle'], 'commanderBase'> = DEFAULT_TERCIOS_OPTIONS.battle,
): string | null {
  const size = battle.commanderBase;
  const c = commanderById(state, commanderId);
  if (!c || c.removed) return 'no such commander on the table';
  if (!activatableCommanders(state).some((x) => x.id === c.id)) return `${c.name} cannot be activated now`;
  let at = c.position;
  let attached = c.attachedTo;
  if (to !== null) {
    if (c.attachedTo) {
      const leaving = leavingATroop({
        joinedThisTurn: c.joinedThisTurn,
        unitActivated: unitById(state, c.attachedTo)?.activated ?? false,
      });
      if (leaving) return leaving;
    }
    const origin = c.attachedTo ? unitById(state, c.attachedTo)?.base : undefined;
    const d = origin ? Math.max(0, distanceToBase(to, origin)) : distance(c.position, to);
    if (d > commanderMove({ traits: traitsOf(c) }) + 1e-9)
      return `a commander moves at most ${commanderMove({ traits: traitsOf(c) })}"`;
    if (!onTable(state, to, size)) return 'the commander would leave the table';
    // Leaving a Troop: the move "is then measured from any edge of the unit, in the desired direction": its path starts
    // at the point of the unit's base nearest the destination, and goes round impassable terrain as any other.
    const path = commanderPathProblem(state, c.side, origin ? closestPointOfShape(to, origin) : c.position, to);
    if (path) return path;
    if (
      action.kind !== 'join' &&
      action.kind !== 'fearless' &&
      endsOnAUnit(state, { ...commanderBase(c, size), centre: to })
    )
      return 'the commander may not end its move on a unit';
    at = to;
    attached = null;
  }
  switch (action.kind) {
    case 'join': {
      const unit = unitById(state, action.unit);
      if (!unit || unit.destroyed || unit.side !== c.side) return 'no such friendly unit';
      if (!mayCommand(state, c, unit)) return `${c.name} may not command ${unit.name}`;
      if (state.commanders.some((o) => o.attachedTo === unit.id && !o.removed && o.id !== c.id))
        return `${unit.name} already has a commander`;
      if (c.attachedTo === unit.id) return 'already attached to that unit';
      if (distance(at, joiningSpot(unit, size)) > 0.05 && to !== null)
        return 'joining: the move must end in contact with the unit (at its rear centre)';
      if (to === null && distanceToBase(at, unit.base) > 1) return 'joining needs a move into contact';
      return null;
    }
    case 'rally':
    case 'reorganise': {
      if (attached !== null) return 'an attached commander carries out no command action';
      const unit = unitById(state, action.unit);
      if (!unit || unit.destroyed || unit.side !== c.side) return 'no such friendly unit';
      const outOfCommand = commandActionReach(state, c, at, unit);
      if (outOfCommand) return outOfCommand;
      if (action.kind === 'rally' && unit.wear === 0) return 'the unit has no Dm';
      if (action.kind === 'reorganise' && !unit.disordered) return 'the unit is not in Disorder';
      return null;
    }
    case 'hold':
      return attached !== null && to === null ? 'an attached commander carries out no command action' : null;
    case 'coordinator': {
      if (!c.traits.includes('coordinator')) return `${c.name} does not have the Coordinator trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      if (action.units[0] === action.units[1]) return 'Coordinator needs two different units';
      const moved = commanderWith(c, { position: at, attachedTo: null });
      for (const id of action.units) {
        const unit = unitById(state, id);
        if (!unit || unit.destroyed || unit.side !== c.side) return `no friendly unit ${id}`;
        if (unit.activated) return `${unit.name} has already been activated`;
        if (!mayCommand(state, c, unit, 'command-action')) return `${c.name} may not act on ${unit.name}`;
        if (
          !commandWithin(state, moved, unit, commandRadius({ traits: traitsOf(c) })) ||
          !commanderSees(state, moved, unit)
        )
          return `${unit.name} is not under command (radius and sight)`;
      }
      return null;
    }
    case 'erudite': {
      if (!c.traits.includes('erudite')) return `${c.name} does not have the Erudite trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const enemy = unitById(state, action.unit);
      if (!enemy || enemy.destroyed || enemy.side === c.side) return 'no such enemy unit';
      // Artillery > Integral Command: "Artillery units are never affected by a friendly or enemy command action."
      if (hasEffect(rulesUnit(state, enemy), 'immune-to-command-actions'))
        return `${enemy.name} is never affected by a command action`;
      if (enemy.activated) return 'the enemy unit has already been activated';
      if (!commanderSees(state, commanderWith(c, { position: at, attachedTo: null }), enemy))
        return 'the commander does not see the unit';
      return null;
    }
    case 'expert': {
      // Kingdoms > Expert: "the common Inspiring trait on a whole brigade": the named unit as for Inspiring.
      if (!c.traits.includes('expert')) return `${c.name} does not have the Expert trait`;
      if (!c.virtues.includes(action.virtue)) return `${c.name} has no ${action.virtue} virtue`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const unit = unitById(state, action.unit);
      if (!unit || unit.destroyed || unit.side !== c.side) return 'no such friendly unit';
      const outOfCommand = commandActionReach(state, c, at, unit);
      if (outOfCommand) return outOfCommand;
      return null;
    }
    case 'cautious':
    case 'inspire':
    case 'bold':
    case 'alert':
    case 'authoritarian': {
      // Inspiring is a trait of every commander (Common Traits).
      if (action.kind === 'inspire') {
        if (!c.virtues.includes(action.virtue)) return `${c.name} has no ${action.virtue} virtue`;
      } else if (!c.traits.includes(action.kind)) return `${c.name} does not have the ${action.kind} trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const unit = unitById(state, action.unit);
      if (!unit || unit.destroyed || unit.side !== c.side) return 'no such friendly unit';
      const outOfCommand = commandActionReach(state, c, at, unit);
      if (outOfCommand) return outOfCommand;
      if (action.kind === 'bold' && (unit.activated || unit.order === null || unit.order === action.order))
        return 'Bold changes the order of a unit not yet activated to another order';
      if (action.kind === 'authoritarian' && unit.activated) return 'the unit has already been activated';
      if (action.kind === 'cautious' && (!unit.activated || unit.order !== null))
        return 'Cautious places an order beside a unit already activated that has none';
      if (action.kind === 'alert' && !canReorient(state, unit, action.to))
        return 'the turned base would overlap a unit or an obstacle';
      return null;
    }
    case 'determined':
    case 'energetic':
    case 'enthusiastic': {
      // Kingdoms Expansion Traits: "the target unit must be the next to activate".
      if (!c.traits.includes(action.kind)) return `${c.name} does not have the ${action.kind} trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const unit = unitById(state, action.unit);
      if (!unit || unit.destroyed || unit.side !== c.side) return 'no such friendly unit';
      if (unit.activated) return `${unit.name} has already been activated`;
      if (state.erudite === unit.id) return `${unit.name} may not be the next to activate (Erudite)`;
      const outOfCommand = commandActionReach(state, c, at, unit);
      if (outOfCommand) return outOfCommand;
      return null;
    }
    case 'accomplice': {
      // Kingdoms > Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even if it is Exhausted".
      if (!c.traits.includes('accomplice')) return `${c.name} does not have the Accomplice trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const other = commanderById(state, action.commander);
      if (!other || other.removed || other.side !== c.side || other.id === c.id)
        return 'no other friendly commander of that id';
      if (other.attachedTo !== null)
        return `${other.name} is attached to a unit (it would leave it as a Coward, not by Accomplice)`;
      const hidden = state.terrain.filter((t) => t.features.includes('hidden'));
      if (
        !lineOfSight(at, other.position, blockersFor(state, [], hidden, { a: at, b: other.position }), {
          gap: 0,
        }).clear
      )
        return `${c.name} does not see ${other.name}`;
      return commanderMoveProblem(state, other, other.position, action.to, ACCOMPLICE_MOVE, size);
    }
    case 'fearless': {
      // Optional Traits > Fearless: "join one of its units and immediately carry out an assault with it".
      if (!c.traits.includes('fearless')) return `${c.name} does not have the Fearless trait`;
      if (to === null) return 'Fearless: the commander joins the unit (a move into contact at its rear centre)';
      const unit = unitById(state, action.unit);
      if (!unit || unit.destroyed || unit.side !== c.side) return 'no such friendly unit';
      if (!mayCommand(state, c, unit, 'command-action')) return `${c.name} may not act on ${unit.name}`;
      if (state.commanders.some((o) => o.attachedTo === unit.id && !o.removed && o.id !== c.id))
        return `${unit.name} already has a commander`;
      if (distance(to, joiningSpot(unit, size)) > 0.05)
        return 'Fearless: the move must end in contact with the unit (at its rear centre)';
      if (hasEffect(rulesUnit(state, unit), 'never-assault')) return `${unit.name} never receives Assault!`;
      return null;
    }
    case 'experienced':
    case 'indefatigable': {
      if (!c.traits.includes(action.kind))
        return `${c.name} does not have the ${action.kind === 'experienced' ? 'Experienced' : 'Indefatigable'} trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const [firstId, secondId] =
        action.kind === 'experienced' ? [action.company, action.battalion] : [action.from, action.to];
      if (firstId === secondId) return 'the action needs two different units';
      const moved = commanderWith(c, { position: at, attachedTo: null });
      const pair: UnitState[] = [];
      for (const id of [firstId, secondId]) {
        const unit = unitById(state, id);
        if (!unit || unit.destroyed || unit.side !== c.side) return `no friendly unit ${id}`;
        if (!mayCommand(state, c, unit, 'command-action')) return `${c.name} may not act on ${unit.name}`;
        if (
          !commandWithin(state, moved, unit, commandRadius({ traits: traitsOf(c) })) ||
          !commanderSees(state, moved, unit)
        )
          return `${unit.name} is not under command (radius and sight)`;
        pair.push(unit);
      }
      const [first, second] = pair as [UnitState, UnitState];
      if (baseGap(first.base, second.base) > 6 + 1e-9) return 'the two units are more than 6" apart';
      if (action.kind === 'experienced') {
        if (!isPikeOrMusketCompany(first)) return `${first.name} is not a company of pikemen or musketeers`;
        if (state.commanders.some((o) => o.attachedTo === first.id && !o.removed))
          return `${first.name} has a commander attached`;
        return experienced(rulesUnit(state, first), rulesUnit(state, second))
          ? null
          : 'Experienced: a company with at most 1 Dm reinforces a battalion';
      }
      if (first.regiment !== second.regiment) return 'Indefatigable: the two units must belong to the same regiment';
      return indefatigable(rulesUnit(state, first), rulesUnit(state, second))
        ? null
        : 'Indefatigable: a Dm moves between two units of the same type, from one that has one';
    }
    case 'comrade-in-arms': {
      if (!c.traits.includes('comrade-in-arms')) return `${c.name} does not have the Comrade-in-arms trait`;
      if (attached !== null) return 'an attached commander carries out no command action';
      const other = commanderById(state, action.commander);
      if (!other || other.removed || other.side !== c.side || other.id === c.id)
        return 'no other friendly commander of that id';
      if (!other.exhausted) return `${other.name} is not Exhausted`;
      if (distance(at, other.position) > commandRadius({ traits: traitsOf(c) }))
        return 'the commander is beyond the command radius';
      return null;
    }
  }
}

/** The effect of a passed command test. Rulebook: Command Actions; Optional Traits. */
function applyCommandAction(
  ctx: BattleContext,
  commanderId: string,
  action: CommandAction,
  test: CommandTestResult,
): void {
  const c = commanderById(ctx.state, commanderId)!;
  switch (action.kind) {
    case 'rally': {
      const unit = unitById(ctx.state, action.unit)!;
      const ru = rulesUnit(ctx.state, unit);
      // Option battle.commandRally: never the last Dm (as Resist!) or down to 0.
      const floor = ctx.options.battle.commandRally === 'to-zero' ? 1 : 2;
      const wear = hasEffect(ru, 'resist-to-zero')
        ? eliteRally(ru, test)
        : unit.wear >= floor
          ? unit.wear - 1
          : unit.wear;
      setMarkers(ctx, unit.id, wear, unit.disordered, `rallied by ${c.name}`);
      return;
    }
    case 'reorganise': {
      const unit = unitById(ctx.state, action.unit)!;
      setMarkers(ctx, unit.id, unit.wear, false, `reorganised by ${c.name}`);
      return;
    }
    case 'bold':
      ctx.emit({ kind: 'order-changed', unit: action.unit, order: action.order, by: c.id });
      return;
    case 'alert': {
      const unit = unitById(ctx.state, action.unit)!;
      if (canReorient(ctx.state, unit, action.to))
        ctx.emit({
          kind: 'unit-moved',
          unit: unit.id,
          base: roundBase(reorientedBase(unit, action.to)),
          reason: `Alert (${c.name}): reorients to the ${action.to}`,
          inBuilding: unit.inBuilding,
        });
      return;
    }
    case 'authoritarian':
      ctx.emit({ kind: 'authoritarian', unit: action.unit, by: c.id });
      return;
    case 'cautious':
      ctx.emit({ kind: 'order-placed', unit: action.unit, order: action.order, brigade: null });
      return;
    case 'inspire':
      ctx.emit({ kind: 'inspired', unit: action.unit, virtue: action.virtue, by: c.id });
      return;
    case 'erudite':
      ctx.emit({ kind: 'erudite', unit: action.unit, by: c.id });
      return;
    case 'expert':
      for (const id of expertBrigade(ctx.state, c, action.unit, ctx.options.battle.expertBrigade))
        ctx.emit({ kind: 'inspired', unit: id, virtue: action.virtue, by: c.id });
      return;
    case 'coordinator':
      ctx.emit({ kind: 'coordinated', units: [...action.units], by: c.id });
      return;
    case 'comrade-in-arms':
      ctx.emit({ kind: 'commander-refreshed', commander: action.commander, by: c.id });
      return;
    case 'experienced': {
      // Kingdoms > Experienced: the company is taken off and "considered destroyed in the calculation of
      // victory points"; it is not a loss in battle (no commander test for a unit destroyed near it).
      const company = unitById(ctx.state, action.company)!;
      const battalion = unitById(ctx.state, action.battalion)!;
      const r = experienced(rulesUnit(ctx.state, company), rulesUnit(ctx.state, battalion));
      if (!r) return;
      ctx.emit({
        kind: 'unit-destroyed',
        unit: company.id,
        reason: `Experienced (${c.name}): detached to reinforce ${battalion.name}`,
        points: company.victoryPoints,
      });
      setMarkers(
        ctx,
        battalion.id,
        r.battalionWear,
        battalion.disordered,
        `reinforced by ${company.name} (Experienced)`,
      );
      return;
    }
    case 'indefatigable': {
      // Kingdoms > Indefatigable: the Dm moved can take the receiving unit beyond its Stamina (rout test).
      const from = unitById(ctx.state, action.from)!;
      const to = unitById(ctx.state, action.to)!;
      const r = indefatigable(rulesUnit(ctx.state, from), rulesUnit(ctx.state, to));
      if (!r) return;
      setMarkers(ctx, from.id, r.fromWear, from.disordered, `Indefatigable (${c.name}): one Dm moved to ${to.name}`);
      addWear(ctx, to.id, 1, `Indefatigable (${c.name}): one Dm taken from ${from.name}`);
      return;
    }
    case 'determined':
    case 'energetic':
    case 'enthusiastic':
      ctx.emit({ kind: 'next-to-activate', unit: action.unit, trait: action.kind, by: c.id });
      return;
    case 'accomplice':
      ctx.emit({
        kind: 'commander-moved',
        commander: action.commander,
        to: roundPoint(action.to),
      });
      return;
    case 'fearless':
      // The unit's assault follows in resolveCommand, once the command test is told.
      ctx.emit({ kind: 'commander-attached', commander: c.id, unit: action.unit });
      return;
    case 'hold':
    case 'join':
      return;
  }
}

/**
 * Common Traits > Fast: "after a successful command test, a commander may move again". Why a second move
 * to `then` (from where the action leaves the commander) is not allowed, or null.
 */
export function checkFastMove(
  state: BattleState,
  commanderId: string,
  to: Vec | null,
  action: CommandAction,
  then: Vec,
  battle: Pick<TerciosOptions['battle'], 'commanderBase'> = DEFAULT_TERCIOS_OPTIONS.battle,
): string | null {
  const size = battle.commanderBase;
  const c = commanderById(state, commanderId);
  if (!c) return 'no such commander';
  if (action.kind === 'join' || action.kind === 'fearless') return 'a commander joining a unit does not move again';
  const from = to ?? c.position;
  if (c.attachedTo !== null && to === null) return 'an attached commander carries out no command action';
  if (distance(from, then) > commanderMove({ traits: traitsOf(c) }) + 1e-9)
    return `a commander moves at most ${commanderMove({ traits: traitsOf(c) })}"`;
  if (!onTable(state, then, size)) return 'the commander would leave the table';
  if (endsOnAUnit(state, { ...commanderBase(c, size), centre: then }))
    return 'the commander may not end its move on a unit';
  return commanderPathProblem(state, c.side, from, then);
}

/**
 * Expert: the units of the "whole brigade" of `unitId` that take the virtue: the named unit and, by option
 * `battle.expertBrigade`, the other units of its regiment (`regiment`) or those of its regiment with the
 * Brigade rule (`brigade-rule`; a unit without the rule is a brigade of one), each within the commander's
 * radius and sight and one it may command. Rulebook: Kingdoms Expansion Traits > Expert.
 */
export function expertBrigade(
  state: BattleState,
  c: CommanderState,
  unitId: string,
  reading: 'regiment' | 'brigade-rule',
): string[] {
  const named = unitById(state, unitId);
  if (!named) return [];
  const brigade = (u: UnitState) => hasEffect(rulesUnit(state, u), 'shared-order');
  const members = liveUnits(state, c.side).filter(
    (u) =>
      u.id === named.id ||
      (u.regiment === named.regiment && (reading === 'regiment' || (brigade(named) && brigade(u)))),
  );
  return members
    .filter(
      (u) =>
        u.id === named.id ||
        (mayCommand(state, c, u, 'command-action') &&
          commandWithin(state, c, u, commandRadius({ traits: traitsOf(c) })) &&
          commanderSees(state, c, u)),
    )
    .map((u) => u.id);
}

/** The units and commanders a command action names (its targets). */
export function commandTargets(action: CommandAction): { units: string[]; commanders: string[] } {
  switch (action.kind) {
    case 'hold':
      return { units: [], commanders: [] };
    case 'coordinator':
      return { units: [...action.units], commanders: [] };
    case 'experienced':
      return { units: [action.company, action.battalion], commanders: [] };
    case 'indefatigable':
      return { units: [action.from, action.to], commanders: [] };
    case 'comrade-in-arms':
    case 'accomplice':
      return { units: [], commanders: [action.commander] };
    default:
      return { units: [action.unit], commanders: [] };
  }
}

/** Cold Blood: how far a commander is from a commander it names (centre to centre, or from its unit's base). */
const COLD_BLOOD_REACH = 6;

/**
 * The enemy commanders that may try to cancel this passed command action with Cold Blood: the trait, not
 * Exhausted, on the table, and the action "affects this commander or one of its units within 6 inches".
 * Option `battle.coldBlood`: `own-units` (the text: the action names the Cold Blood commander, or a unit it
 * may command within 6" of it) or `within-6` (the action names any unit or commander within 6" of it); an
 * Expert action names every unit of the brigade that takes the virtue.
 * Rulebook: Kingdoms Expansion Traits > Cold Blood.
 */
export function coldBloodCandidates(
  state: BattleState,
  commanderId: string,
  action: CommandAction,
  battle: Pick<TerciosOptions['battle'], 'coldBlood' | 'expertBrigade'>,
): string[] {
  const actor = commanderById(state, commanderId);
  if (!actor) return [];
  const reading = battle.coldBlood;
  // Expert affects the whole brigade, not only the unit named.
  const targets =
    action.kind === 'expert'
      ? { units: expertBrigade(state, actor, action.unit, battle.expertBrigade), commanders: [] }
      : commandTargets(action);
  return state.commanders
    .filter((cb) => cb.side !== actor.side && !cb.removed && !cb.exhausted && cb.traits.includes('cold-blood'))
    .filter((cb) => {
      const units = targets.units
        .map((id) => unitById(state, id))
        .filter((u): u is UnitState => u !== undefined && !u.destroyed);
      const commanders = targets.commanders
        .map((id) => commanderById(state, id))
        .filter((c): c is CommanderState => c !== undefined && !c.removed);
      if (reading === 'own-units') {
        return (
          commanders.some((c) => c.id === cb.id) ||
          units.some(
            (u) =>
              u.side === cb.side && mayCommand(state, cb, u) && commandWithin(state, cb, u, COLD_BLOOD_REACH + 1e-9),
          )
        );
      }
      return (
        commanders.some((c) => c.id === cb.id || distance(c.position, cb.position) <= COLD_BLOOD_REACH + 1e-9) ||
        units.some(
          (u) =>
            (u.side === cb.side ? commandDistance(state, cb, u) : distanceToBase(cb.position, u.base)) <=
            COLD_BLOOD_REACH + 1e-9,
        )
      );
    })
    .map((cb) => cb.id);
}

/**
 * Activates a commander: its move, then its command action with a command test (rank dice, 5+; one
 * success: the action works; under two: Exhausted). Joining a unit needs no test and Exhausts it.
 * Ruling "Generic command actions": rally removes one Dm (never the last, as Resist!; Elite down to 0),
 * reorganise removes Disorder. A passed action that an enemy Cold Blood commander may cancel waits for
 * that side's decision (`cold-blood-offered`); `resolveColdBlood` then finishes it.
 */
export function resolveCommand(
  ctx: BattleContext,
  commanderId: string,
  to: Vec | null,
  action: CommandAction,
  then?: Vec,
): void {
  const c = commanderById(ctx.state, commanderId)!;
  ctx.emit({ kind: 'commander-activated', commander: c.id });
  if (to !== null) {
    if (c.attachedTo) ctx.emit({ kind: 'commander-attached', commander: c.id, unit: null });
    if (action.kind !== 'join')
      ctx.emit({
        kind: 'commander-moved',
        commander: c.id,
        to: roundPoint(to),
      });
  }
  if (action.kind === 'join') {
    const unit = unitById(ctx.state, action.unit)!;
    ctx.emit({ kind: 'commander-moved', commander: c.id, to: joiningSpot(unit, ctx.options.battle.commanderBase) });
    ctx.emit({ kind: 'commander-attached', commander: c.id, unit: unit.id });
    endLoneCommander(ctx, c.side);
    return;
  }
  // 5+, or the trait's own target (Comrade-in-arms succeeds on 6s), from the traits table.
  const target = commandTestTarget(action.kind);
  const test = commandTest(ctx.dice, {
    rank: c.rank,
    target,
    purpose: `${c.name} command test (${action.kind}): ${c.rank}d6 needing ${target}+`,
  });
  ctx.emit({
    kind: 'command-test',
    commander: c.id,
    action: action.kind,
    successes: test.successes,
    passed: test.passed,
  });
  const pending = { commander: c.id, action, then: then ?? null, test: { ...test } };
  if (test.passed) {
    // Kingdoms > Cold Blood: "if the enemy succeeds in a command action that affects this commander or one of its units".
    const candidates = coldBloodCandidates(ctx.state, c.id, action, ctx.options.battle);
    if (candidates.length > 0) {
      ctx.emit({
        kind: 'cold-blood-offered',
        pending: { side: c.side === 'A' ? 'B' : 'A', candidates, ...pending, action: { ...action } },
      });
      return;
    }
  }
  finishCommand(ctx, pending, test.passed);
}

/** The rest of a command once its test is known (and any Cold Blood decided): the action's effect if it stands, the Fast move, Exhaustion, Fearless's assault. */
function finishCommand(
  ctx: BattleContext,
  p: { commander: string; action: CommandAction; then: Vec | null; test: CommandTestResult },
  applies: boolean,
): void {
  const c = commanderById(ctx.state, p.commander)!;
  const { action, then } = p;
  if (applies) applyCommandAction(ctx, c.id, action, p.test);
  if (then !== null && p.test.mayMoveAgain)
    ctx.emit({
      kind: 'commander-moved',
      commander: c.id,
      to: roundPoint(then),
    });
  if (p.test.exhausted) ctx.emit({ kind: 'commander-exhausted', commander: c.id });
  if (action.kind === 'fearless' && applies) {
    // Fearless: the unit is activated at once with Assault!, its own order discarded; if it had already
    // been activated this is a second activation, and the commander dies if the combat is lost.
    const unit = unitById(ctx.state, action.unit)!;
    startActivation(ctx, unit.id, 'assault', [], undefined, { commander: c.id, secondActivation: unit.activated });
    return;
  }
  endLoneCommander(ctx, c.side);
}

/**
 * Cold Blood: the other side's decision on the pending command action. With a commander named, it makes a
 * command test "immediately, with one success for each 6 obtained": one success cancels the action, fewer
 * than two exhaust it (it is not an activation). Then the enemy's command finishes, the action standing
 * or not. Rulebook: Kingdoms Expansion Traits > Cold Blood.
 */
export function resolveColdBlood(ctx: BattleContext, coldBloodCommander: string | null): void {
  const pending = ctx.state.coldBlood!;
  const action = CommandActionSchema.parse(pending.action);
  let cancelled = false;
  if (coldBloodCommander !== null) {
    const cb = commanderById(ctx.state, coldBloodCommander)!;
    const target = commandTestTarget('cold-blood');
    const test = commandTest(ctx.dice, {
      rank: cb.rank,
      target,
      purpose: `${cb.name} Cold Blood test against ${action.kind}: ${cb.rank}d6 needing ${target}`,
    });
    ctx.emit({
      kind: 'command-test',
      commander: cb.id,
      action: 'cold-blood',
      successes: test.successes,
      passed: test.passed,
    });
    if (test.passed) ctx.emit({ kind: 'command-cancelled', commander: pending.commander, by: cb.id });
    if (test.exhausted) ctx.emit({ kind: 'commander-exhausted', commander: cb.id });
    cancelled = test.passed;
  }
  ctx.emit({ kind: 'cold-blood-closed' });
  finishCommand(ctx, { commander: pending.commander, action, then: pending.then, test: pending.test }, !cancelled);
}

/**
 * "If there are no more troops to activate but the enemy still has some, a lone commander may be
 * activated and the turn passed to the opponent."
 */
function endLoneCommander(ctx: BattleContext, side: 'A' | 'B'): void {
  if (!canAct(ctx.state, side)) ctx.emit({ kind: 'activation-ended', unit: null });
}
