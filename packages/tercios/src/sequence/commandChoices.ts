import { angleOf, distance, memoOnState, sub, type Vec } from '@muster/core';
import { commandRadius, commanderMove } from '../command/commandReach.js';
import type { TerciosOptions } from '../options/options.js';
import {
  activatableCommanders,
  checkCommand,
  checkFastMove,
  isPikeOrMusketCompany,
  joiningSpot,
} from '../game/commanderActivation.js';
import type { BattleDecision, CommandAction } from '../game/Decision.js';
import type { BattleState, CommanderState, UnitState } from '../game/State.js';
import { commanderSees, commandWithin, mayCommand, traitsOf } from '../game/commandOnTable.js';
import { enemyOf, liveUnits } from '../table/tableQueries.js';
import { commandCandidates, ordersFor } from './candidates.js';

const r3 = (v: number) => Math.round(v * 1000) / 1000;
const at = (p: Vec, angle: number, d: number): Vec => ({
  x: r3(p.x + Math.cos(angle) * d),
  y: r3(p.y + Math.sin(angle) * d),
});

/** The command decisions the competent bot chooses among (`commandCandidates`), once per state and options. */
export function preferredCommands(state: BattleState, options: TerciosOptions): BattleDecision[] {
  return memoOnState(state, options, 'preferredCommands', () => commandCandidates(state, options));
}

/** A decision's identity, to find the same command twice. */
export const commandKey = (d: BattleDecision): string => JSON.stringify(d);

/**
 * Every command activation the rules allow the active side now (Command > Activating a Commander; Command Actions;
 * Optional Traits; Kingdoms Expansion Traits): the bot's own choices (`commandCandidates`, first and in their order)
 * and then every other discrete action each commander may carry out — rally each unit with a Dm and reorganise each
 * in Disorder (from where it stands, with the Fast step back, or with the move towards the unit), each order Bold may
 * change to, each reorientation Alert may give, each virtue Inspiring (and Expert) may lend, each order Cautious may
 * place, each pair Coordinator may name, each enemy Erudite may hold back, each unit Authoritarian, Determined,
 * Energetic or Enthusiastic may name, each company and battalion of Experienced, each pair of Indefatigable, each
 * friend Accomplice may move or Comrade-in-arms refresh, each unit Fearless may lead and each it may join. The
 * commander's move is continuous: its destinations are a sample, and the check accepts any legal one.
 */
export function commandChoices(state: BattleState, options: TerciosOptions): BattleDecision[] {
  const preferred = preferredCommands(state, options);
  const seen = new Set(preferred.map(commandKey));
  const out = [...preferred];
  for (const c of activatableCommanders(state))
    for (const d of everyCommand(state, c, options)) {
      const key = commandKey(d);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(d);
    }
  return out;
}

/** The command decisions of one commander that its check accepts (see `commandChoices`). */
function everyCommand(state: BattleState, c: CommanderState, options: TerciosOptions): BattleDecision[] {
  const { battle } = options;
  const out: BattleDecision[] = [];
  const offer = (to: Vec | null, action: CommandAction, then?: Vec): void => {
    if (checkCommand(state, c.id, to, action, battle) !== null) return;
    if (then === undefined) out.push({ kind: 'command', commander: c.id, to, action });
    else if (checkFastMove(state, c.id, to, action, then, battle) === null)
      out.push({ kind: 'command', commander: c.id, to, action, then });
  };
  const reach = commanderMove({ traits: traitsOf(c) });
  const radius = commandRadius({ traits: traitsOf(c) });
  const has = (trait: string) => c.traits.includes(trait);
  const mine = liveUnits(state, c.side).filter((u) => mayCommand(state, c, u));
  const free = (u: UnitState) => !state.commanders.some((o) => o.attachedTo === u.id && !o.removed && o.id !== c.id);
  const underCommand = (u: UnitState) =>
    c.attachedTo === null && commandWithin(state, c, u, radius) && commanderSees(state, c, u);
  // The generic actions (ruling "Generic command actions"): rally a unit with a Dm, reorganise one in Disorder.
  for (const u of mine) {
    if (!mayCommand(state, c, u, 'command-action')) continue;
    const generic: CommandAction[] = [];
    if (u.wear > 0) generic.push({ kind: 'rally', unit: u.id });
    if (u.disordered) generic.push({ kind: 'reorganise', unit: u.id });
    const here = generic.length > 0 && underCommand(u);
    for (const action of generic) {
      if (here) {
        offer(null, action);
        // Fast: the same action, then a step back from the unit if the test succeeds.
        offer(null, action, at(c.position, angleOf(sub(c.position, u.base.centre)), 3));
        continue;
      }
      // Out of radius or sight (or attached): the move towards the unit that brings it under command.
      const d = distance(c.position, u.base.centre);
      const step = Math.min(reach - 0.1, Math.max(0, d - (radius - 1.5)));
      offer(at(c.position, angleOf(sub(u.base.centre, c.position)), step), action);
    }
  }
  // Joining a troop, and Fearless (join it and assault at once): each unit without another commander.
  for (const u of mine.filter(free)) {
    const spot = joiningSpot(u, battle.commanderBase);
    if (c.attachedTo !== u.id) offer(spot, { kind: 'join', unit: u.id });
    if (c.attachedTo === null && has('fearless')) offer(spot, { kind: 'fearless', unit: u.id });
  }
  // The traits' actions are carried out from where the commander stands.
  if (c.attachedTo !== null) return out;
  const inReach = mine.filter(underCommand);
  const waiting = inReach.filter((u) => !u.activated);
  for (const u of inReach) {
    if (has('bold') && !u.activated && u.order !== null)
      for (const order of ordersFor(state, u)) if (order !== u.order) offer(null, { kind: 'bold', unit: u.id, order });
    if (has('authoritarian') && !u.activated && state.authoritarian === null)
      offer(null, { kind: 'authoritarian', unit: u.id });
    if (has('alert'))
      for (const to of ['left', 'right', 'rear'] as const) offer(null, { kind: 'alert', unit: u.id, to });
    for (const virtue of c.virtues) {
      offer(null, { kind: 'inspire', unit: u.id, virtue });
      if (has('expert')) offer(null, { kind: 'expert', unit: u.id, virtue });
    }
    if (has('cautious') && u.activated && u.order === null)
      for (const order of ordersFor(state, u)) offer(null, { kind: 'cautious', unit: u.id, order });
    if (state.nextToActivate == null && !u.activated)
      for (const kind of ['determined', 'energetic', 'enthusiastic'] as const)
        if (has(kind)) offer(null, { kind, unit: u.id });
  }
  if (has('coordinator') && state.coordinated === null)
    for (const a of waiting)
      for (const b of waiting) if (a.id !== b.id) offer(null, { kind: 'coordinator', units: [a.id, b.id] });
  if (has('erudite') && state.erudite === null)
    for (const e of liveUnits(state, enemyOf(c.side))) if (!e.activated) offer(null, { kind: 'erudite', unit: e.id });
  if (has('experienced'))
    for (const company of inReach.filter(isPikeOrMusketCompany))
      for (const battalion of inReach)
        if (battalion.id !== company.id)
          offer(null, { kind: 'experienced', company: company.id, battalion: battalion.id });
  if (has('indefatigable'))
    for (const from of inReach.filter((u) => u.wear > 0))
      for (const to of inReach) if (to.id !== from.id) offer(null, { kind: 'indefatigable', from: from.id, to: to.id });
  for (const o of state.commanders) {
    if (o.side !== c.side || o.id === c.id || o.removed) continue;
    if (has('comrade-in-arms') && o.exhausted) offer(null, { kind: 'comrade-in-arms', commander: o.id });
    // Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even if it is
    // Exhausted": towards the middle of its units (a sample of its destinations).
    if (!has('accomplice') || o.attachedTo !== null) continue;
    const theirs = liveUnits(state, o.side).filter((u) => mayCommand(state, o, u));
    if (theirs.length === 0) continue;
    const middle = {
      x: theirs.reduce((s, u) => s + u.base.centre.x, 0) / theirs.length,
      y: theirs.reduce((s, u) => s + u.base.centre.y, 0) / theirs.length,
    };
    const d = distance(o.position, middle);
    if (d > 3)
      offer(null, {
        kind: 'accomplice',
        commander: o.id,
        to: at(o.position, angleOf(sub(middle, o.position)), Math.min(8.9, d - 3)),
      });
  }
  return out;
}
