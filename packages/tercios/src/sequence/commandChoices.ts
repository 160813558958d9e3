import { angleOf, distance, jsonEqual, memoOnState, sub, type Vec } from '@muster/core';
import { commandRadius, commanderMove } from '../command/commandReach.js';
import type { TerciosOptions } from '../options/options.js';
import {
  ACCOMPLICE_MOVE,
  activatableCommanders,
  checkCommand,
  checkFastMove,
  joiningSpot,
} from '../game/commanderActivation.js';
import type { BattleDecision, CommandAction } from '../game/Decision.js';
import type { BattleState, CommanderState, UnitState } from '../game/State.js';
import { commanderSees, commandWithin, mayCommand, traitsOf } from '../game/commandOnTable.js';
import { commanderMoveSample } from '../table/commanderPath.js';
import { enemyOf, liveUnits } from '../table/tableQueries.js';
import { commandCandidates, ordersFor } from './candidates.js';

const r3 = (v: number) => Math.round(v * 1000) / 1000;
const at = (p: Vec, angle: number, d: number): Vec => ({
  x: r3(p.x + Math.cos(angle) * d),
  y: r3(p.y + Math.sin(angle) * d),
});

/**
 * The command decisions the competent bot chooses among (`commandCandidates`), once per state and options' value: the
 * bot holds its own options object and the game another of the same value, and both ask.
 */
export function preferredCommands(state: BattleState, options: TerciosOptions): BattleDecision[] {
  // Stryker disable next-line StringLiteral: equivalent — any key names the one memo of these options
  return memoOnState(state, sameValued(options), 'preferredCommands', () => commandCandidates(state, options));
}

/** The option sets met lately, each the first object of its value (a batch meets few). */
// Stryker disable next-line ArrayDeclaration: equivalent — an entry of another value is never found
const VALUES: TerciosOptions[] = [];
const VALUED = new WeakMap<TerciosOptions, TerciosOptions>();

/** The first options object met of `options`' value (compared once per object). */
function sameValued(options: TerciosOptions): TerciosOptions {
  let known = VALUED.get(options);
  // Stryker disable next-line ConditionalExpression: equivalent — comparing again finds the same object
  if (known === undefined) {
    known = VALUES.find((o) => jsonEqual(o, options));
    if (known === undefined) {
      known = options;
      VALUES.unshift(options);
      // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent — only how many are remembered
      if (VALUES.length > 8) VALUES.pop();
    }
    VALUED.set(options, known);
  }
  return known;
}

/**
 * Whether two decisions are the same command activation, compared field by field with the cheap fields first (a
 * battle lists hundreds of offers at each activation, and a key string for each cost a tenth of its time).
 */
export function sameCommand(a: BattleDecision, b: BattleDecision): boolean {
  // Stryker disable ConditionalExpression,LogicalOperator: equivalent — the cheap fields only spare jsonEqual's work
  const same =
    a.kind === 'command' &&
    b.kind === 'command' &&
    a.commander === b.commander &&
    a.action.kind === b.action.kind &&
    jsonEqual(a, b);
  // Stryker restore ConditionalExpression,LogicalOperator
  return same;
}

/**
 * Every command activation the rules may allow the active side now, each judged only when asked: the bot's own
 * choices (`commandCandidates`, first and in their order, legal as they are made) and then every other discrete
 * action each commander may carry out (see `commandChoices`), its check (`commandAllowed`) made on the first ask.
 */
export interface CommandOffers {
  readonly decisions: readonly CommandDecision[];
  /** How many of `decisions`, from the first, are the bot's own (legal without a further check). */
  readonly preferred: number;
  /** Whether `decisions[index]` is legal now (checked on the first call; the answer is kept). */
  readonly isLegal: (index: number) => boolean;
}

/** A command activation. */
type CommandDecision = Extract<BattleDecision, { kind: 'command' }>;

/** The command activations that may be legal now, judged lazily ({@link CommandOffers}), once per state and options. */
export function commandOffers(state: BattleState, options: TerciosOptions): CommandOffers {
  // Stryker disable next-line StringLiteral: equivalent — any key names the one memo of these options
  return memoOnState(state, options, 'commandOffers', () => {
    const preferred = preferredCommands(state, options) as CommandDecision[];
    const decisions = [...preferred];
    // One commander's offers are all different; only the bot's own may repeat one.
    const isPreferred = (d: CommandDecision) => preferred.some((p) => sameCommand(p, d));
    for (const c of activatableCommanders(state))
      for (const d of everyCommand(state, c, options.battle)) if (!isPreferred(d)) decisions.push(d);
    const judged: (boolean | undefined)[] = [];
    const isLegal = (i: number): boolean =>
      // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — the bot's own pass the check too; it is spared
      i < preferred.length || (judged[i] ??= commandAllowed(state, decisions[i]!, options));
    return { decisions, preferred: preferred.length, isLegal };
  });
}

/**
 * Every command activation the rules allow the active side now (Command > Activating a Commander; Command Actions;
 * Optional Traits; Kingdoms Expansion Traits): the bot's own choices (`commandCandidates`, first and in their order)
 * and then every other discrete action each commander may carry out — rally each unit with a Dm and reorganise each
 * in Disorder (from where it stands, with the Fast step back, or with the move towards the unit), each order Bold may
 * change to, each reorientation Alert may give, each virtue Inspiring (and Expert) may lend, each order Cautious may
 * place, each pair Coordinator may name, each enemy Erudite may hold back, each unit Authoritarian, Determined,
 * Energetic or Enthusiastic may name, each company and battalion of Experienced, each pair of Indefatigable, each
 * friend Comrade-in-arms may refresh, each unit Fearless may lead and each it may join, and each friend Accomplice may
 * move with its destinations (`accompliceSpots`). A commander's move is continuous: its destinations are a sample, and
 * the check accepts any legal one.
 */
export function commandChoices(state: BattleState, options: TerciosOptions): BattleDecision[] {
  const offers = commandOffers(state, options);
  return offers.decisions.filter((_, i) => offers.isLegal(i));
}

/** Whether the check accepts a command activation (and its Fast step back, if it names one). */
function commandAllowed(state: BattleState, d: CommandDecision, options: TerciosOptions): boolean {
  const { battle } = options;
  if (checkCommand(state, d.commander, d.to, d.action, battle) !== null) return false;
  return d.then === undefined || checkFastMove(state, d.commander, d.to, d.action, d.then, battle) === null;
}

/** The command decisions of one commander that its check may accept, unjudged (see `commandOffers`). */
function everyCommand(state: BattleState, c: CommanderState, battle: TerciosOptions['battle']): CommandDecision[] {
  const out: CommandDecision[] = [];
  const offer = (to: Vec | null, action: CommandAction, then?: Vec): void => {
    // Stryker disable ConditionalExpression: equivalent — a `then` left undefined is the same decision to the check and to JSON
    out.push(
      then === undefined
        ? { kind: 'command', commander: c.id, to, action }
        : { kind: 'command', commander: c.id, to, action, then },
    );
    // Stryker restore ConditionalExpression
  };
  // A trait's action is only the trait holder's (Optional Traits): the check refuses it otherwise; skipped for speed.
  const traitAction = (
    action: Exclude<CommandAction, { kind: 'rally' | 'reorganise' | 'join' | 'hold' | 'inspire' }>,
  ) => {
    // Stryker disable next-line ConditionalExpression: equivalent — the check refuses a trait's action without the trait
    if (c.traits.includes(action.kind)) offer(null, action);
  };
  const reach = commanderMove({ traits: traitsOf(c) });
  const radius = commandRadius({ traits: traitsOf(c) });
  const mine = liveUnits(state, c.side);
  const underCommand = (u: UnitState) =>
    c.attachedTo === null && commandWithin(state, c, u, radius) && commanderSees(state, c, u);
  // The generic actions (ruling "Generic command actions"): rally a unit with a Dm, reorganise one in Disorder.
  for (const u of mine) {
    const here = underCommand(u);
    for (const action of [
      { kind: 'rally', unit: u.id },
      { kind: 'reorganise', unit: u.id },
    ] as const) {
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
    // Joining a troop, and Fearless ("join one of its units and immediately carry out an assault with it").
    const spot = joiningSpot(u, battle.commanderBase);
    offer(spot, { kind: 'join', unit: u.id });
    traitActionAt(spot, { kind: 'fearless', unit: u.id });
  }
  function traitActionAt(to: Vec, action: { kind: 'fearless'; unit: string }): void {
    // Stryker disable next-line ConditionalExpression: equivalent — the check refuses Fearless without the trait
    if (c.traits.includes(action.kind)) offer(to, action);
  }
  // The traits' actions are carried out from where the commander stands, on units under its command.
  // Stryker disable next-line ConditionalExpression: equivalent — the check refuses an attached commander's action
  if (c.attachedTo !== null) return out;
  // Stryker disable next-line MethodExpression: equivalent — the check refuses a unit out of radius or sight
  const inReach = mine.filter(underCommand);
  for (const u of inReach) {
    for (const order of ordersFor(state, u)) {
      traitAction({ kind: 'bold', unit: u.id, order });
      traitAction({ kind: 'cautious', unit: u.id, order });
    }
    traitAction({ kind: 'authoritarian', unit: u.id });
    for (const to of ['left', 'right', 'rear'] as const) traitAction({ kind: 'alert', unit: u.id, to });
    for (const virtue of c.virtues) {
      offer(null, { kind: 'inspire', unit: u.id, virtue });
      traitAction({ kind: 'expert', unit: u.id, virtue });
    }
    // Kingdoms: "the target unit must be the next to activate", unless another already must.
    if (state.nextToActivate == null)
      for (const kind of ['determined', 'energetic', 'enthusiastic'] as const) traitAction({ kind, unit: u.id });
    for (const other of inReach) {
      traitAction({ kind: 'coordinator', units: [u.id, other.id] });
      traitAction({ kind: 'experienced', company: u.id, battalion: other.id });
      traitAction({ kind: 'indefatigable', from: u.id, to: other.id });
    }
  }
  for (const e of liveUnits(state, enemyOf(c.side))) traitAction({ kind: 'erudite', unit: e.id });
  for (const o of state.commanders) traitAction({ kind: 'comrade-in-arms', commander: o.id });
  if (c.traits.includes('accomplice'))
    for (const o of state.commanders) {
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent — the check refuses an enemy, the Accomplice itself, a commander removed or attached; skipped for speed
      if (o.side !== c.side || o.id === c.id || o.removed || o.attachedTo !== null) continue;
      for (const to of accompliceSpots(state, o)) offer(null, { kind: 'accomplice', commander: o.id, to });
    }
  return out;
}

/**
 * Accomplice: "a friendly commander in the line of sight may make a movement of at most 9 inches even if it is
 * Exhausted", anywhere within it: the destinations offered are the step towards the middle of its units stopping 3"
 * short (the bot's, first, when it is farther), then the sample every commander's move is offered by (its full and
 * half movement in eight directions, `commanderMoveSample`), each once; the check accepts any legal point.
 */
function accompliceSpots(state: BattleState, o: CommanderState): Vec[] {
  const step = accompliceStep(state, o);
  const out: Vec[] = step ? [step] : [];
  for (const p of commanderMoveSample(o.position, ACCOMPLICE_MOVE))
    if (!out.some((q) => q.x === p.x && q.y === p.y)) out.push(p);
  return out;
}

/** Accomplice: the step towards the middle of its units, stopping 3" short (none when it is already within 3"). */
function accompliceStep(state: BattleState, o: CommanderState): Vec | null {
  const theirs = liveUnits(state, o.side).filter((u) => mayCommand(state, o, u));
  // Stryker disable next-line ConditionalExpression: equivalent — a commander with no unit left is removed (Useless)
  if (theirs.length === 0) return null;
  const middle = {
    x: theirs.reduce((sum, u) => sum + u.base.centre.x, 0) / theirs.length,
    y: theirs.reduce((sum, u) => sum + u.base.centre.y, 0) / theirs.length,
  };
  const d = distance(o.position, middle);
  return d > 3 ? at(o.position, angleOf(sub(middle, o.position)), Math.min(8.9, d - 3)) : null;
}
