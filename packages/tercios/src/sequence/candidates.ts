import { angleOf, baseGap, distance, frontCentre, memoOnState, sub, type Vec } from '@muster/core';
import { commandRadius, commanderMove } from '../command/commandReach.js';
import type { TerciosOptions } from '../options/options.js';
import { hasEffect, mayHaveEffect } from '../rules/effectiveRules.js';
import { chargeable } from '../table/charge.js';
import { plannedCharge } from '../game/plannedCharge.js';
import { lineOfFire } from '../table/lineOfFire.js';
import { nearestCentreAmong } from '../table/distanceBounds.js';
import { firstInOrder } from './firstInOrder.js';
import { plannedMove } from '../game/plannedMove.js';
import { enemyOf, isBuilding, liveUnits, mayOccupy, unitById } from '../table/tableQueries.js';
import {
  activatableCommanders,
  checkCommand,
  checkFastMove,
  isPikeOrMusketCompany,
  joiningSpot,
} from '../game/commanderActivation.js';
import type { BattleDecision } from '../game/Decision.js';
import type { BattleState, Order, UnitState } from '../game/State.js';
import { commanderSees, commandWithin, mayCommand, rulesUnit, traitsOf } from '../game/commandOnTable.js';
import { caracoleDistances } from '../mechanics/resolveShooting.js';
import {
  evasionDistances,
  evasionRange,
  feasibleReactions,
  reactionFiringPoints,
  reorientations,
  reorientTowards,
} from '../game/reactionsOnTable.js';
import type { FiringPoint } from '../table/lineOfFire.js';
import { firingPoints, shotCheck } from '../game/shootingAction.js';
import { speedOf } from '../game/speedOf.js';
import { actionsLeft, canReorient, mobilityMoveOwed } from '../game/activation.js';

const r3 = (v: number) => Math.round(v * 1000) / 1000;
const at = (p: Vec, angle: number, d: number): Vec => ({
  x: r3(p.x + Math.cos(angle) * d),
  y: r3(p.y + Math.sin(angle) * d),
});

/** The orders a unit may be given (Forlorn Hope never gets Assault!). Rulebook: Order Cards; Adaptations. */
export function ordersFor(state: BattleState, unit: UnitState): Order[] {
  const all: Order[] = ['ready', 'assault', 'run', 'fire', 'resist'];
  return mayHaveEffect(unit, 'never-assault') && hasEffect(rulesUnit(state, unit), 'never-assault')
    ? all.filter((o) => o !== 'assault')
    : all;
}

/**
 * A few candidate destinations for a move (movement is continuous, so the legal set is a sample):
 * straight ahead full and half, wheels of 30 and 60 degrees, towards the nearest enemy stopping 1"
 * short, into a building the unit may occupy. Each is kept only if `planMove` accepts it.
 */
export function moveCandidates(state: BattleState, unit: UnitState, order: Order, options: TerciosOptions): Vec[] {
  const ru = rulesUnit(state, unit);
  const speed = speedOf(ru, order, null, options);
  if (speed <= 0) return [];
  const f = frontCentre(unit.base);
  const th = unit.base.facing;
  const points: Vec[] = [
    at(f, th, speed),
    at(f, th, speed / 2),
    at(f, th + Math.PI / 6, speed),
    at(f, th - Math.PI / 6, speed),
    at(f, th + Math.PI / 3, speed),
    at(f, th - Math.PI / 3, speed),
  ];
  const closest = nearestCentreAmong(f, liveUnits(state, enemyOf(unit.side)));
  const nearest = closest ? { p: closest.centre, d: closest.centre.distance } : null;
  if (nearest && nearest.d > 1.5) {
    const dir = angleOf(sub(nearest.p, f));
    points.push(at(f, dir, Math.min(speed, nearest.d - 1)));
  }
  if (order === 'ready' || (order === 'run' && options.battle.runIntoBuilding === 'occupies')) {
    for (const t of state.terrain) {
      if (!isBuilding(t) || !mayOccupy(unit, t)) continue;
      const c = {
        x: r3(t.points.reduce((s, p) => s + p.x, 0) / t.points.length),
        y: r3(t.points.reduce((s, p) => s + p.y, 0) / t.points.length),
      };
      if (distance(f, c) <= speed) points.push(c);
    }
  }
  const seen = new Set<string>();
  const out: Vec[] = [];
  for (const p of points) {
    const key = `${p.x},${p.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (plannedMove(state, unit, p, order, options).ok) out.push(p);
  }
  return out;
}

/** The shots a unit may make now: each target with each centre it may shoot it from (Extended Arc of Fire). */
export function shotCandidates(
  state: BattleState,
  unit: UnitState,
  order: 'fire' | 'ready',
  options: TerciosOptions,
): { target: string; from: 'front' | 'left' | 'right' }[] {
  // Extended Arc of Fire: "they may choose their front centre or the side centres": each that works is offered.
  const froms = firingPoints(state, unit);
  const out: { target: string; from: 'front' | 'left' | 'right' }[] = [];
  for (const e of liveUnits(state, enemyOf(unit.side)))
    for (const from of froms)
      if (shotCheck(state, unit, e, order, false, options, from).ok) out.push({ target: e.id, from });
  return out;
}

/** Enemies a unit with Assault! may charge: in its line of sight and not hidden in their terrain. */
export function chargeCandidates(state: BattleState, unit: UnitState, options: TerciosOptions): string[] {
  return memoOnState(state, unit, `chargeCandidates|${options.hiddenSamePiece}|${options.battle.hiddenCharge}`, () =>
    liveUnits(state, enemyOf(unit.side))
      .filter(
        (e) => lineOfFire(state, unit, e, options).visible && chargeable(state, unit, e, options.battle.hiddenCharge),
      )
      .map((e) => e.id),
  );
}

/**
 * Whether an Assault! unit may not end its activation without charging: "A unit with an Assault! order must
 * charge an enemy unit if possible" (Combat > Charges). Option `battle.assaultMustCharge`: while any enemy is in
 * sight (a charge that cannot reach moves as close as possible), or only while one can be reached.
 */
export function mustCharge(state: BattleState, unit: UnitState, options: TerciosOptions): boolean {
  const targets = chargeCandidates(state, unit, options);
  if (targets.length === 0) return false;
  if (options.battle.assaultMustCharge === 'any-in-sight') return true;
  return targets.some((id) => {
    const e = unitById(state, id)!;
    return plannedCharge(state, unit, e, hasEffect(rulesUnit(state, e), 'never-flanked'), options).reachable;
  });
}

/**
 * The competent bot's commander activations (a heuristic subset of the legal ones, `commandChoices`): rally or
 * reorganise the most worn units (moving into radius if needed), the trait actions it would take, join the nearest
 * unit, close up on the regiment.
 */
export function commandCandidates(state: BattleState, options: TerciosOptions): BattleDecision[] {
  const out: BattleDecision[] = [];
  const { battle } = options;
  const spot = (u: UnitState) => joiningSpot(u, battle.commanderBase);
  for (const c of activatableCommanders(state)) {
    const reach = commanderMove({ traits: traitsOf(c) });
    const radius = commandRadius({ traits: traitsOf(c) });
    const mine = liveUnits(state, c.side).filter((u) => mayCommand(state, c, u));
    // Rally and reorganise are command actions: some units take commands but no command actions
    // (e.g. artillery's Integral Command), so they are filtered by the stricter test.
    const needy = mine
      .filter((u) => (u.wear >= 2 || u.disordered) && mayCommand(state, c, u, 'command-action'))
      .sort((a, b) => b.wear - a.wear)
      .slice(0, 3);
    for (const u of needy) {
      const action = u.disordered
        ? ({ kind: 'reorganise', unit: u.id } as const)
        : ({ kind: 'rally', unit: u.id } as const);
      if (c.attachedTo === null && commandWithin(state, c, u, radius) && commanderSees(state, c, u)) {
        out.push({ kind: 'command', commander: c.id, to: null, action });
        // Fast: the same action, then a step back from the unit if the test succeeds.
        const back = at(c.position, angleOf(sub(c.position, u.base.centre)), 3);
        if (checkFastMove(state, c.id, null, action, back, battle) === null)
          out.push({ kind: 'command', commander: c.id, to: null, action, then: back });
        continue;
      }
      const d = distance(c.position, u.base.centre);
      const step = Math.min(reach - 0.1, Math.max(0, d - (radius - 1.5)));
      const to = at(c.position, angleOf(sub(u.base.centre, c.position)), step);
      const decision: BattleDecision = { kind: 'command', commander: c.id, to, action };
      if (checkCommand(state, c.id, to, action, battle) === null) out.push(decision);
    }
    // Trait command actions without a move, on units in radius and sight (Optional Traits).
    if (c.attachedTo === null) {
      const inReach = mine.filter((u) => commandWithin(state, c, u, radius) && commanderSees(state, c, u));
      const traitActions: import('../game/Decision.js').CommandAction[] = [];
      for (const u of inReach) {
        if (c.traits.includes('bold') && !u.activated && u.order !== null) {
          if (u.wear >= 2 && u.order !== 'resist') traitActions.push({ kind: 'bold', unit: u.id, order: 'resist' });
          if (u.wear === 0 && u.order === 'resist') traitActions.push({ kind: 'bold', unit: u.id, order: 'ready' });
        }
        if (c.traits.includes('authoritarian') && !u.activated && u.wear > 0 && state.authoritarian === null)
          traitActions.push({ kind: 'authoritarian', unit: u.id });
        if (c.traits.includes('alert')) {
          const near = firstInOrder(
            liveUnits(state, enemyOf(u.side)),
            (a, b) => distance(a.base.centre, u.base.centre) - distance(b.base.centre, u.base.centre),
          );
          const to = near ? reorientTowards(u, near) : null;
          if (to && near && distance(near.base.centre, u.base.centre) < 12)
            traitActions.push({ kind: 'alert', unit: u.id, to });
        }
      }
      // Inspiring: lend a virtue to a fresh unit about to fight.
      const virtue = c.virtues[0];
      if (virtue) {
        const u = inReach.find(
          (x) => !x.activated && x.inspiredBy === null && !state.commanders.some((o) => o.attachedTo === x.id),
        );
        if (u) traitActions.push({ kind: 'inspire', unit: u.id, virtue });
        // Expert: the same virtue on the whole brigade of a fresh unit (Kingdoms).
        if (u && c.traits.includes('expert')) traitActions.push({ kind: 'expert', unit: u.id, virtue });
      }
      if (c.traits.includes('cautious')) {
        const done = inReach.find((u) => u.activated && u.order === null);
        if (done) traitActions.push({ kind: 'cautious', unit: done.id, order: 'fire' });
      }
      if (c.traits.includes('coordinator') && state.coordinated === null) {
        const pair = inReach.filter((u) => !u.activated).slice(0, 2);
        if (pair.length === 2) traitActions.push({ kind: 'coordinator', units: [pair[0]!.id, pair[1]!.id] });
      }
      if (c.traits.includes('erudite')) {
        const enemy = liveUnits(state, enemyOf(c.side)).find(
          (e) => !e.activated && checkCommand(state, c.id, null, { kind: 'erudite', unit: e.id }, battle) === null,
        );
        if (enemy && state.erudite === null) traitActions.push({ kind: 'erudite', unit: enemy.id });
      }
      // Kingdoms > Determined, Energetic, Enthusiastic: a unit not yet activated must be the next to act.
      if (state.nextToActivate == null && state.erudite === null) {
        const waiting = inReach.filter((u) => !u.activated);
        const charger = waiting.find((u) => u.order === 'assault') ?? waiting[0];
        if (charger && c.traits.includes('determined')) traitActions.push({ kind: 'determined', unit: charger.id });
        if (waiting[0] && c.traits.includes('energetic')) traitActions.push({ kind: 'energetic', unit: waiting[0].id });
        const mover = waiting.find((u) => u.order === 'run' || u.order === 'ready') ?? waiting[0];
        if (mover && c.traits.includes('enthusiastic')) traitActions.push({ kind: 'enthusiastic', unit: mover.id });
      }
      // Kingdoms > Experienced: a fresh-ish company reinforces a worn battalion within 6".
      if (c.traits.includes('experienced')) {
        const battalion = inReach
          .filter((u) => u.category === 'infantry' && u.wear >= 2)
          .sort((a, b) => b.wear - a.wear)[0];
        const company =
          battalion &&
          inReach.find((u) => isPikeOrMusketCompany(u) && u.wear <= 1 && baseGap(u.base, battalion.base) <= 6);
        if (battalion && company)
          traitActions.push({ kind: 'experienced', company: company.id, battalion: battalion.id });
      }
      // Kingdoms > Indefatigable: a Dm from the most worn unit to a fresh one of its type and regiment within 6".
      if (c.traits.includes('indefatigable')) {
        for (const from of inReach
          .filter((u) => u.wear >= 2)
          .sort((a, b) => b.wear - a.wear)
          .slice(0, 1)) {
          const to = inReach.find(
            (u) =>
              u.id !== from.id &&
              u.category === from.category &&
              u.regiment === from.regiment &&
              u.wear === 0 &&
              baseGap(u.base, from.base) <= 6,
          );
          if (to) traitActions.push({ kind: 'indefatigable', from: from.id, to: to.id });
        }
      }
      // Kingdoms > Accomplice: an Exhausted friend closes up on its units (9").
      if (c.traits.includes('accomplice')) {
        for (const o of state.commanders) {
          if (o.side !== c.side || o.id === c.id || o.removed || o.attachedTo !== null || !o.exhausted) continue;
          const theirs = liveUnits(state, o.side).filter((u) => mayCommand(state, o, u));
          if (theirs.length === 0) continue;
          const middle = {
            x: theirs.reduce((s, u) => s + u.base.centre.x, 0) / theirs.length,
            y: theirs.reduce((s, u) => s + u.base.centre.y, 0) / theirs.length,
          };
          const d = distance(o.position, middle);
          if (d > 3)
            traitActions.push({
              kind: 'accomplice',
              commander: o.id,
              to: at(o.position, angleOf(sub(middle, o.position)), Math.min(8.9, d - 3)),
            });
        }
      }
      if (c.traits.includes('comrade-in-arms')) {
        for (const o of state.commanders)
          if (o.side === c.side && o.id !== c.id && o.exhausted && !o.removed)
            traitActions.push({ kind: 'comrade-in-arms', commander: o.id });
      }
      for (const action of traitActions.slice(0, 4))
        if (checkCommand(state, c.id, null, action, battle) === null)
          out.push({ kind: 'command', commander: c.id, to: null, action });
    }
    // Closing up: a move towards the middle of its units when some are beyond its radius (then a test with no effect).
    if (c.attachedTo === null && mine.length > 0 && mine.some((u) => !commandWithin(state, c, u, radius))) {
      const middle = {
        x: mine.reduce((s, u) => s + u.base.centre.x, 0) / mine.length,
        y: mine.reduce((s, u) => s + u.base.centre.y, 0) / mine.length,
      };
      const d = distance(c.position, middle);
      if (d > 1) {
        const to = at(c.position, angleOf(sub(middle, c.position)), Math.min(reach - 0.1, d));
        const decision: BattleDecision = { kind: 'command', commander: c.id, to, action: { kind: 'hold' } };
        if (checkCommand(state, c.id, to, { kind: 'hold' }, battle) === null) out.push(decision);
      }
    }
    // Fearless: join a unit with an enemy to charge in sight and assault with it at once.
    if (c.attachedTo === null && c.traits.includes('fearless')) {
      const leader = firstInOrder(
        mine.filter(
          (u) =>
            !state.commanders.some((o) => o.attachedTo === u.id && !o.removed) &&
            chargeCandidates(state, u, options).length > 0,
        ),
        (a, b) =>
          Number(a.activated) - Number(b.activated) || distance(c.position, spot(a)) - distance(c.position, spot(b)),
      );
      const action = leader ? ({ kind: 'fearless', unit: leader.id } as const) : null;
      if (leader && action && checkCommand(state, c.id, spot(leader), action, battle) === null)
        out.push({ kind: 'command', commander: c.id, to: spot(leader), action });
    }
    if (c.attachedTo === null) {
      // The nearest unit without a commander attached.
      const u = firstInOrder(
        mine.filter((m) => !state.commanders.some((o) => o.attachedTo === m.id && !o.removed)),
        (a, b) => distance(c.position, spot(a)) - distance(c.position, spot(b)),
      );
      if (u) {
        const decision: BattleDecision = {
          kind: 'command',
          commander: c.id,
          to: spot(u),
          action: { kind: 'join', unit: u.id },
        };
        if (checkCommand(state, c.id, spot(u), decision.action, battle) === null) out.push(decision);
      }
    }
  }
  return out;
}

/** The candidate decisions of the acting unit. */
export function actingCandidates(state: BattleState, options: TerciosOptions): BattleDecision[] {
  const acting = state.acting!;
  const unit = unitById(state, acting.unit)!;
  const left = actionsLeft(state, options);
  const out: BattleDecision[] = [];
  if (left.includes('charge')) {
    const targets = chargeCandidates(state, unit, options);
    for (const t of targets) out.push({ kind: 'charge', target: t });
    if (mustCharge(state, unit, options)) return out;
  }
  if (left.includes('move'))
    for (const to of moveCandidates(state, unit, acting.order, options)) {
      out.push({ kind: 'move', to });
      // Angle Correction: "the unit may pivot up to 45 degrees [...], otherwise it returns to the point of first
      // contact": the pivots that clear besides the one taken by default, and first contact, are the player's too.
      const plan = plannedMove(state, unit, to, acting.order, options);
      if (plan.ok && plan.corrected === 'angle') {
        for (const angleCorrection of plan.otherAngles) out.push({ kind: 'move', to, angleCorrection });
        // Stryker disable next-line StringLiteral: equivalent — planMove reads any named correction but a number as first contact
        if (plannedMove(state, unit, to, acting.order, options, 'first-contact').ok)
          out.push({ kind: 'move', to, angleCorrection: 'first-contact' });
      }
    }
  if (left.includes('reorient'))
    for (const to of ['left', 'right', 'rear'] as const)
      if (canReorient(state, unit, to)) out.push({ kind: 'reorient', to });
  if (left.includes('reorganise')) out.push({ kind: 'reorganise' });
  if (left.includes('shoot'))
    for (const s of shotCandidates(state, unit, acting.order === 'fire' ? 'fire' : 'ready', options))
      out.push({ kind: 'shoot', target: s.target, ...(s.from !== 'front' ? { from: s.from } : {}) });
  if (left.includes('hitch')) out.push({ kind: 'hitch' });
  if (left.includes('unhitch')) out.push({ kind: 'unhitch' });
  if (left.includes('caracole'))
    for (const inches of caracoleDistances(rulesUnit(state, unit), options)) out.push({ kind: 'caracole', inches });
  // Mobility: Run! after the free reorientation owes its move (while one is possible).
  if (!(acting.order === 'run' && mobilityMoveOwed(state, options) && out.some((d) => d.kind === 'move')))
    out.push({ kind: 'end' });
  return out;
}

/** The candidate reactions of the side that may react. */
export function reactionCandidates(state: BattleState, options: TerciosOptions): BattleDecision[] {
  const pending = state.reaction!;
  const by = unitById(state, pending.by)!;
  const out: BattleDecision[] = [];
  for (const id of pending.candidates) {
    const u = unitById(state, id);
    if (!u) continue;
    for (const reaction of feasibleReactions(
      state,
      u,
      pending.trigger === 'charge' ? 'charge' : 'approach',
      by,
      options,
      pending.path,
    )) {
      // Reactions > Run!: an evasion of any distance from its movement to its Speed++, the player's choice.
      const distances = () => evasionDistances(evasionRange(state, u, by, options));
      if (reaction === 'evasion')
        for (const inches of distances()) out.push({ kind: 'react', unit: id, reaction, inches });
      // Reactions > Ready!: "the unit may reorient", towards a side centre or the rear centre, whichever fits.
      else if (reaction === 'reorient')
        for (const to of reorientations(state, u)) out.push({ kind: 'react', unit: id, reaction, to });
      else if (reaction === 'shoot' || reaction === 'volley') {
        // Extended Arc of Fire: from the front centre or a side centre, each that the shot works from.
        const froms = reactionFiringPoints(state, u, by, reaction, options);
        const at = (from: FiringPoint) => (from !== 'front' ? { from } : {});
        for (const from of froms) out.push({ kind: 'react', unit: id, reaction, ...at(from) });
        // Harasser: the same volley, then an evasion (Rules from "Kingdoms" > Harasser).
        if (reaction === 'volley' && hasEffect(rulesUnit(state, u), 'fire-and-evade'))
          for (const from of froms)
            for (const inches of distances())
              out.push({ kind: 'react', unit: id, reaction, ...at(from), evade: true, inches });
      } else out.push({ kind: 'react', unit: id, reaction });
    }
  }
  out.push({ kind: 'no-reaction' });
  return out;
}
